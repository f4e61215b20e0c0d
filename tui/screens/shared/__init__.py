"""A shared table on screen (issue 18): the game's own screen made for the
seat the server gives this person (open.py), and what it shows of the other
people (presence.py).  The link, the driver and the game it shows are the
client's side, tui/remote/, which never imports a screen."""
