"""Which fields of Hearts' values that travel to a shared table's
players hold seats (rules/seat_kinds.py says the kinds; rules/tables/wire.py
turns each seat for its viewer).  Named by the game's spec."""

from ..seat_kinds import BY_SEAT, NESTED, NOT_SEAT, PAIRS, SEAT, SEATS, TRICK

# "module:Class" -> {field: kind}
SEAT_FIELDS = {
    "rules.hearts.view:HandRecord": {"hand_number": NOT_SEAT, "points": BY_SEAT, "shooter": SEAT,
                                     "totals": BY_SEAT, "taken": BY_SEAT},
    "rules.hearts.view:HeartsView": {
        "seat": SEAT, "num_players": NOT_SEAT, "names": BY_SEAT, "hand": NOT_SEAT, "hand_number": NOT_SEAT,
        "pass_target": SEAT, "pass_source": SEAT, "passed_cards": NOT_SEAT, "received_cards": NOT_SEAT,
        "trick": TRICK, "leader": SEAT, "turn": SEAT, "to_act": SEATS, "hand_sizes": BY_SEAT,
        "points_this_hand": BY_SEAT, "scores": BY_SEAT, "history": NESTED,
        "tricks_played": PAIRS(SEAT, TRICK, SEAT), "winners": SEATS, "cards_per_hand": NOT_SEAT,
        "removed_cards": NOT_SEAT},
    "rules.hearts.view:HeartsResult": {"winners": SEATS, "scores": BY_SEAT, "history": NESTED},
    "rules.hearts.actions:Pass": {"cards": NOT_SEAT},
    "rules.hearts.events:HandDealt": {"hand_number": NOT_SEAT, "hand_size": NOT_SEAT},
    "rules.hearts.events:CardsPassed": {"passes": PAIRS(SEAT, SEAT), "count": NOT_SEAT},
    "rules.hearts.events:PassChosen": {"seat": SEAT},
    "rules.hearts.events:CardPlayed": {"seat": SEAT, "trick_index": NOT_SEAT},
    "rules.hearts.events:HeartsBroken": {"seat": SEAT},
    "rules.hearts.events:TrickWon": {"winner": SEAT, "cards": TRICK, "points": NOT_SEAT,
                                     "trick_index": NOT_SEAT},
    "rules.hearts.events:HandScored": {"hand_number": NOT_SEAT, "points": BY_SEAT, "totals": BY_SEAT,
                                       "shooter": SEAT},
    "rules.hearts.events:GameOver": {"winners": SEATS, "totals": BY_SEAT},
}
