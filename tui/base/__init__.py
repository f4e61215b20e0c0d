"""The ground floor under the server and its table processes: what both
sides read, importing nothing of theirs (the table process's environment,
the server's log file, a file written whole).  tests/test_layers.py keeps it
below the rest."""
