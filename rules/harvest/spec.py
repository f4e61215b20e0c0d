"""The Harvest Game (Skördespelet) as the house knows it (rules/games.py):
the one place it is described."""

from ..games import GameSpec, Option

SPEC = GameSpec(
    name="harvest",
    engine="rules.harvest.game:HarvestGame",
    bots="rules.harvest.bots",
    levels=("easy", "medium", "hard", "expert"),
    order=20,
    options=(Option("beginner", (False, True), False), Option("jokers", (0, 2, 4), 0)),
    review_game="rules.harvest.review:review_game",
    wire_seats="rules.harvest.wire_seats:SEAT_FIELDS",
    lesson="rules.lessons.harvest:LESSON",
)
