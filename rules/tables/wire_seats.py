"""Which fields of the travelling dataclasses hold seats, and how to turn them
for one viewer (rules.tables.wire rotates with this table).

A shared table sends every person the picture of their own seat as seat 0
(the screens' "the person at this terminal").  Cyclic rotation, seat ``s`` to
``(s - viewer) % n``, keeps every rule true: Hearts' left, right and across
are the same seats after it.  A seat can hide in an int, in a tuple of ints,
in the order of a tuple by seat or inside the rows of a tuple, so each field
says which (and an int or tuple field that says nothing is refused by the
encoder and by tests/rules/test_wire.py: a new field cannot slip through
unrotated).

Kinds:

* ``SEAT`` — an int seat, or None;
* ``SEATS`` — a tuple of seats (``to_act``, ``winners``), order kept;
* ``BY_SEAT`` — a tuple indexed by seat (``scores``, ``names``, ``barns``):
  rotated as a list, so the viewer's entry is first;
* ``PAIRS(...)`` — a tuple of rows, each row's items of the given kinds
  (a Hearts trick: ``PAIRS(SEAT, NOT_SEAT)`` for its (seat, card) rows);
* ``NESTED`` — dataclasses inside: each is turned by its own entries;
* ``NOT_SEAT`` — a number or tuple that is no seat (a count, cards).
"""

from __future__ import annotations

SEAT = "seat"
SEATS = "seats"
BY_SEAT = "by_seat"
NESTED = "nested"
NOT_SEAT = "not_seat"


class PAIRS:
    """Rows of a tuple whose items are of ``kinds`` by position."""

    __slots__ = ("kinds",)

    def __init__(self, *kinds) -> None:
        self.kinds = kinds

    def __repr__(self) -> str:
        return f"PAIRS{self.kinds!r}"


TRICK = PAIRS(SEAT, NOT_SEAT)  # Hearts: ((seat, card), ...) in play order

_CORE = {
    "rules.core:Result": {"winners": SEATS, "scores": BY_SEAT},
    "rules.bot:Hint": {"action": NESTED, "marks": NOT_SEAT},
    "rules.driver:Update": {"seat": SEAT, "action": NESTED, "events": NESTED},
    "rules.driver:BotFailed": {"seat": SEAT},
}

_HEARTS = {
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

_HARVEST = {
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

_CLOVER = {
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

_SPEED = {
    # ``table`` is the viewer's own piles and ``opponent_table`` the other
    # seat's: relative already.  ``centers`` are by key (L, R), not by seat.
    "rules.speed.view:TablePileView": {"face_down": NOT_SEAT},
    "rules.speed.view:CenterPileView": {"owner": SEAT, "size": NOT_SEAT},
    "rules.speed.view:SpeedView": {
        "seat": SEAT, "names": BY_SEAT, "round": NOT_SEAT, "table": NESTED, "opponent_table": NESTED,
        "centers": NESTED, "hand_counts": BY_SEAT, "cards_left": BY_SEAT, "finisher": SEAT, "winner": SEAT,
        "to_act": SEATS},
    "rules.speed.actions:Play": {"pile": NOT_SEAT},
    "rules.speed.events:RoundDealt": {"round": NOT_SEAT, "table_counts": BY_SEAT, "hand_counts": BY_SEAT,
                                      "started": NOT_SEAT},
    "rules.speed.events:CardPlayed": {"seat": SEAT, "pile": NOT_SEAT},
    "rules.speed.events:TableCleared": {"seat": SEAT},
    "rules.speed.events:Blocked": {"hand_counts": BY_SEAT},
    "rules.speed.events:CentersReshuffled": {"hand_counts": BY_SEAT},
    "rules.speed.events:CardsTurned": {"turned": PAIRS(SEAT, NOT_SEAT, NOT_SEAT)},
    "rules.speed.events:Slapped": {"seat": SEAT, "taken": BY_SEAT, "returned": BY_SEAT, "cards_left": BY_SEAT},
    "rules.speed.events:RoundStalled": {"cards_left": BY_SEAT},
    "rules.speed.events:GameWon": {"seat": SEAT, "cards_left": BY_SEAT},
    "rules.speed.match:Countdown": {"seconds": NOT_SEAT},
    "rules.speed.match:LookedAgain": {"seat": SEAT},
}

_TABLES = {
    # a shared table's own news of its seats (rules.tables.news)
    "rules.tables.news:SeatDropped": {"seat": SEAT, "seconds": NOT_SEAT},
    "rules.tables.news:ComputerPlays": {"seat": SEAT},
    "rules.tables.news:SeatBack": {"seat": SEAT},
}

# (class as "module:Class", field) -> kind
SEAT_FIELDS: dict[tuple[str, str], object] = {
    (cls, field): kind
    for table in (_CORE, _HEARTS, _HARVEST, _CLOVER, _SPEED, _TABLES)
    for cls, fields in table.items()
    for field, kind in fields.items()
}
