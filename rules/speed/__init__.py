"""Speed: two players, no turns, both play at once (see game.py for the
notation and the project's rule decisions, match.py for the real-time
driver, bots.py for the computer players by reaction time)."""
