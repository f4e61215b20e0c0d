"""The Clover Picker (Klöverplockarspelet) as the house knows it
(rules/games.py): the one place it is described."""

from ..games import GameSpec, Option

SPEC = GameSpec(
    name="clover",
    engine="rules.clover.game:CloverGame",
    bots="rules.clover.bots",
    levels=("easy", "medium", "hard", "expert"),
    order=30,
    options=(Option("first", (None, 0, 1), None),),  # None: drawn at random
    review_game="rules.clover.review:review_game",
    wire_seats="rules.clover.wire_seats:SEAT_FIELDS",
    lesson="rules.lessons.clover:LESSON",
)
