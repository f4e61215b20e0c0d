"""Hearts as the house knows it (rules/games.py): the one place it is described."""

from ..games import GameSpec, Option

SPEC = GameSpec(
    name="hearts",
    engine="rules.hearts.game:HeartsGame",
    bots="rules.hearts.bots",
    levels=("easy", "medium", "hard", "expert"),
    order=10,
    options=(Option("players", (3, 4, 5), 4),),
    review_game="rules.hearts.review:review_game",
    review_part="rules.hearts.review:review_hand",  # a review after each hand, too
    wire_seats="rules.hearts.wire_seats:SEAT_FIELDS",
    lesson="rules.lessons.hearts:LESSON",
)
