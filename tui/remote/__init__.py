"""The client's side of a shared table (issue 18): the link to the
server's hub (link.py), the driver that plays seat 0 from its messages
(driver.py), the game it shows (games.py) and this person's statistics
(record.py).  The screens made from them are tui/screens/shared/: this
folder imports no screen."""
