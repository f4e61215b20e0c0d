"""Hearts (Hjärter) for 3, 4 or 5 players: the engine (game.py) and its
computer players (bots.py)."""
