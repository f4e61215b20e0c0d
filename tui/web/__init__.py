"""The web door of ``kortbord serve --web``: one page drawing the terminal
(xterm.js) and one websocket to a table process on a pty, started by the
same code as an SSH channel's (tui/serve/pty_session.py).

A browser plays as a player it was bound to by a one-time link from the
served SSH menu (``sessions.py``, ``desk.py``), or as a guest with
``--guest``; a page that reloads reattaches to its running table within a
grace time (``channel.py``).
"""
