"""Which fields of the Clover Picker's values that travel to a shared table's
players hold seats (rules/seat_kinds.py says the kinds; rules/tables/wire.py
turns each seat for its viewer).  Named by the game's spec."""

from ..seat_kinds import BY_SEAT, NOT_SEAT, SEAT, SEATS

# "module:Class" -> {field: kind}
SEAT_FIELDS = {
    "rules.clover.view:CloverView": {
        "seat": SEAT, "names": BY_SEAT, "turn": SEAT, "to_act": SEATS, "turn_number": NOT_SEAT,
        "hand": NOT_SEAT, "opponent_hand_size": NOT_SEAT, "opponent_groups": NOT_SEAT, "bouquet": NOT_SEAT,
        "chained": NOT_SEAT, "chain_left": NOT_SEAT, "picked": NOT_SEAT, "spades": NOT_SEAT,
        "scored_clubs": NOT_SEAT, "scored_points": NOT_SEAT, "budget": NOT_SEAT, "budget_left": NOT_SEAT,
        "scores": BY_SEAT, "meadow": NOT_SEAT, "talon_count": NOT_SEAT, "talon_seen": NOT_SEAT,
        "last_bouquets": BY_SEAT, "winner": SEAT},
    "rules.clover.events:TurnStarted": {"seat": SEAT, "turn": NOT_SEAT},
    "rules.clover.events:CardsPlayed": {"seat": SEAT, "cards": NOT_SEAT},
    "rules.clover.events:ChainOffered": {"seat": SEAT, "spades": NOT_SEAT, "allowed": NOT_SEAT},
    "rules.clover.events:ChainCardPlayed": {"seat": SEAT, "spades": NOT_SEAT, "extra": NOT_SEAT,
                                            "allowed": NOT_SEAT, "in_hand": NOT_SEAT},
    "rules.clover.events:ChainStopped": {"seat": SEAT, "extra": NOT_SEAT, "allowed": NOT_SEAT},
    "rules.clover.events:ClubsScored": {"seat": SEAT, "spades": NOT_SEAT, "clubs": NOT_SEAT, "values": NOT_SEAT,
                                        "points": NOT_SEAT, "total": NOT_SEAT},
    "rules.clover.events:BudgetCounted": {"seat": SEAT, "reds": NOT_SEAT, "budget": NOT_SEAT},
    "rules.clover.events:Picked": {"seat": SEAT, "slot": NOT_SEAT, "cost": NOT_SEAT, "budget_left": NOT_SEAT},
    "rules.clover.events:Refilled": {"slot": NOT_SEAT},
    "rules.clover.events:MeadowPassed": {"seat": SEAT, "returned": NOT_SEAT, "turned_up": NOT_SEAT},
    "rules.clover.events:BouquetShuffledIn": {"seat": SEAT, "cards": NOT_SEAT, "hand_size": NOT_SEAT},
    "rules.clover.events:GameWon": {"seat": SEAT, "score": NOT_SEAT},
    "rules.clover.events:GameDrawn": {"turns": NOT_SEAT, "scores": BY_SEAT},
}
