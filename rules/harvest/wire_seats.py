"""Which fields of the Harvest Game's values that travel to a shared table's
players hold seats (rules/seat_kinds.py says the kinds; rules/tables/wire.py
turns each seat for its viewer).  Named by the game's spec."""

from ..seat_kinds import BY_SEAT, NESTED, NOT_SEAT, SEAT, SEATS

# "module:Class" -> {field: kind}
SEAT_FIELDS = {
    "rules.harvest.view:StackView": {"grazers": NOT_SEAT, "pasture_owner": SEAT, "grazer_owner": SEAT},
    "rules.harvest.view:HarvestView": {
        "seat": SEAT, "names": BY_SEAT, "turn": SEAT, "seasons": NOT_SEAT, "to_act": SEATS, "hand": NOT_SEAT,
        "hand_sizes": BY_SEAT, "fields": BY_SEAT, "barns": BY_SEAT, "harvests": BY_SEAT, "stacks": NESTED,
        "draw_count": NOT_SEAT, "discard": NOT_SEAT, "scores": BY_SEAT, "weather_turn": SEAT,
        "weather_passes": NOT_SEAT, "turn_number": NOT_SEAT, "max_turns": NOT_SEAT, "winner": SEAT,
        "jokers": NOT_SEAT, "deck": NOT_SEAT},
    "rules.harvest.events:SeasonStarted": {"active": SEAT, "turn": NOT_SEAT},
    "rules.harvest.events:Harvested": {"seat": SEAT, "cards": NOT_SEAT, "points": NOT_SEAT, "total": NOT_SEAT},
    "rules.harvest.events:GameWon": {"seat": SEAT, "score": NOT_SEAT},
    "rules.harvest.events:GameDrawn": {"turns": NOT_SEAT},
    "rules.harvest.events:Grazed": {"seat": SEAT},
    "rules.harvest.events:GrazerLifted": {"seat": SEAT, "grazers": NOT_SEAT},
    "rules.harvest.events:GrazersKept": {"seat": SEAT},
    "rules.harvest.events:CardBlownAway": {"seat": SEAT, "owner": SEAT},
    "rules.harvest.events:StackFenced": {"seat": SEAT, "grazers": NOT_SEAT},
    "rules.harvest.events:WeatherPassed": {"seat": SEAT},
    "rules.harvest.events:StackFed": {"pasture_owner": SEAT, "grazers": NOT_SEAT, "grazer_owner": SEAT,
                                      "satiated": NOT_SEAT, "hungry": NOT_SEAT},
    "rules.harvest.events:CardMoved": {"seat": SEAT},
    "rules.harvest.events:DiscardReshuffled": {"count": NOT_SEAT},
    "rules.harvest.events:CardDrawn": {"seat": SEAT, "draw_left": NOT_SEAT},
    "rules.harvest.events:NothingToDraw": {"seat": SEAT},
    "rules.harvest.events:FieldPlayed": {"seat": SEAT, "fields": NOT_SEAT},
    "rules.harvest.events:CardSown": {"seat": SEAT},
}
