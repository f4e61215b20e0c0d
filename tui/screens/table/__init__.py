"""What every table owns besides its screen (game_base.py), one idea each,
each part given the few collaborators it works with (the table controller,
the message line, the log, the role, a callback for what a game's screen
may do its own way; a plain Textual Screen where it queries widgets or
posts a message), never the game's screen: how it opens
(opening.py) and what it does with its driver's updates (updates.py); who
else sits at it (role.py; play at home: home.py) and the ways out
(exits.py); the person's moves and their undo (moves.py); the holds the
player sees: the rules panel, p and the PAUSED badge (holding.py); its pace
policy (pace.py; Speed has its own); saving (saving.py); the moment the
game is over (ending.py); the hint (hints.py); the event log in the
viewer's voice (log.py); the message line (message.py) and the answer to a
key that means nothing (idle.py); the keys every table shares and which it
offers now (keys.py); and its timers on the table's clock (timers.py)."""
