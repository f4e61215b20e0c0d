"""Which fields of Speed's values that travel to a shared table's
players hold seats (rules/seat_kinds.py says the kinds; rules/tables/wire.py
turns each seat for its viewer).  Named by the game's spec."""

from ..seat_kinds import BY_SEAT, NESTED, NOT_SEAT, PAIRS, SEAT, SEATS

# "module:Class" -> {field: kind}
SEAT_FIELDS = {
    # ``table`` is the viewer's own piles and ``opponent_table`` the other
    # seat's: relative already.  ``centers`` are by key (L, R), not by seat.
    "rules.speed.view:TablePileView": {"face_down": NOT_SEAT},
    "rules.speed.view:CenterPileView": {"owner": SEAT, "size": NOT_SEAT},
    "rules.speed.view:SpeedView": {
        "seat": SEAT, "names": BY_SEAT, "round": NOT_SEAT, "table": NESTED, "opponent_table": NESTED,
        "centers": NESTED, "hand_counts": BY_SEAT, "cards_left": BY_SEAT, "finisher": SEAT, "winner": SEAT,
        "to_act": SEATS, "turners": SEATS},
    "rules.speed.actions:Play": {"pile": NOT_SEAT},
    "rules.speed.events:RoundDealt": {"round": NOT_SEAT, "table_counts": BY_SEAT, "hand_counts": BY_SEAT,
                                      "started": NOT_SEAT},
    "rules.speed.events:CardPlayed": {"seat": SEAT, "pile": NOT_SEAT},
    "rules.speed.events:TableCleared": {"seat": SEAT},
    "rules.speed.events:Blocked": {"hand_counts": BY_SEAT, "turners": SEATS},
    "rules.speed.events:CentersReshuffled": {"hand_counts": BY_SEAT},
    "rules.speed.events:CardsTurned": {"turned": PAIRS(SEAT, NOT_SEAT, NOT_SEAT)},
    "rules.speed.events:Slapped": {"seat": SEAT, "taken": BY_SEAT, "returned": BY_SEAT, "cards_left": BY_SEAT},
    "rules.speed.events:RoundStalled": {"cards_left": BY_SEAT},
    "rules.speed.events:GameWon": {"seat": SEAT, "cards_left": BY_SEAT},
    "rules.speed.match:Countdown": {"seconds": NOT_SEAT},
    "rules.speed.match:LookedAgain": {"seat": SEAT},
}
