"""``kortbord serve``: the card table over SSH for anyone with a client.

One asyncssh server; each connection gets the app in its own process on its
own pty (``pty_session``), a player is the fingerprint of their key
(``identity``), and nothing but the table is offered (``server``).  The
parts: ``cli`` (the command), ``limits`` (how many, how long), ``log`` (one
line per login, refusal and logout), ``environment`` (what a table is
given of the client), ``idle`` (the idle clock), ``spawn`` and ``zygote`` (how a table
process starts), ``child`` (what runs in it).
"""
