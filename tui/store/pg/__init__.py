"""The players' data in PostgreSQL (``kortbord serve --database``), so that
several hosts share it: saves, statistics, settings and the shared tables.

Imported only when a DSN is given (backend.current), never on the default
path: psycopg is an optional extra (``kortbord[hosts]``).  psycopg 3's
synchronous API, because the store is called synchronously between two
moves, as the files backend is.
"""
