"""What every table owns besides its screen (game_base.py): who else sits
at it (role.py), the ways out (exits.py), the hint (hints.py), the event
log (log.py), the message line (message.py), the keys every table shares
and which it offers now (keys.py) and its timers on the table's clock
(timers.py)."""
