"""The client's side of a shared table (issue 18): the link to the
server's hub (link.py), the driver that plays seat 0 from its messages
(driver.py) and the game it shows (games.py), the table screen made from
them (open.py), and what that screen shows of the other people
(presence.py; this person's statistics: record.py)."""
