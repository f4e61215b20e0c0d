"""What every table shares besides its screen (game_base.py): who else sits
at it (role.py), the ways out (exits.py), the hint (hints.py), the keys
every table shares (keys.py)."""
