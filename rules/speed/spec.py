"""Speed as the house knows it (rules/games.py): the one place it is described."""

from ..games import GameSpec

SPEC = GameSpec(
    name="speed",
    engine="rules.speed.game:SpeedGame",
    bots="rules.speed.bots",
    levels=("easy", "medium", "hard", "expert"),
    order=40,
    driver="rules.speed.match:Match",  # real time: both players at once
    wire_seats="rules.speed.wire_seats:SEAT_FIELDS",
    lesson="rules.lessons.speed:LESSON",
)
