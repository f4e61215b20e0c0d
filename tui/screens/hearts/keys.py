"""What the Hearts table's keys mean at a moment, the pass being chosen,
and what an update holds or keeps back: pure functions of the view and the table's moment (no Textual), so
the Footer's offer and the answers are tested without a pilot."""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import Card, cards_label
from rules.core import Event
from rules.hearts.events import HandScored, TrickWon
from rules.hearts.view import HeartsView

from ...i18n import _
from ...table import HUMAN
from .text import Moment, won_showing


def choosing_pass(view: HeartsView, moment: Moment) -> bool:
    return moment.ended is None and view.phase == "passing" and not view.has_passed


def my_turn(view: HeartsView, moment: Moment) -> bool:
    return moment.ended is None and view.phase == "playing" and view.turn == HUMAN


def offered(action: str, view: HeartsView, moment: Moment, trick_held: bool, instant: bool) -> bool:
    """Whether the key bound to ``action`` works now (the Footer shows it)."""
    showing = won_showing(view, moment) or moment.looking_back
    passing = choosing_pass(view, moment)
    if action == "move":
        return bool(view.hand) and moment.ended is None
    if action in ("toggle_pass", "confirm_pass"):
        return passing
    if action == "play":
        return my_turn(view, moment) and not showing
    if action == "go_on":
        return not passing and (showing or trick_held)
    if action == "pick":
        return (my_turn(view, moment) and not moment.looking_back) or passing
    if action == "last_trick":  # not before a trick has been played in this hand (t says so: key_answer)
        return view.phase == "playing" and moment.ended is None and (bool(view.tricks_played) or moment.looking_back)
    if action == "toggle_pause":
        return not instant
    if action == "hint":  # not at a hand's end: the engine's next deal (its pass) is not shown until the scores close
        return moment.ended is None  # (a playtest: "Hint: pass three cards" under the moon hand's last trick)
    return True


def key_answer(key: str, view: HeartsView) -> str | None:
    """What a key not offered now says of itself (None: the table's answer)."""
    if key == "t" and view.phase == "playing" and not view.tricks_played:
        return _("No trick has been played yet in this hand.")
    return None


def waiting_answer(view: HeartsView, names: Sequence[str]) -> str | None:
    """What a key that means nothing gets while others decide (None: the
    table's general answer)."""
    if view.phase == "playing" and view.turn is not None and view.turn != HUMAN:
        return _("Wait: {seat} is to play.").format(seat=names[view.turn])
    if view.phase == "passing" and view.has_passed:
        return _("Your pass is chosen: waiting for the others.")
    return None


def toggle_pass_card(chosen: list[Card], card: Card) -> str:
    """Choose or put back ``card`` (in place); the sentence for the message line."""
    if card in chosen:
        chosen.remove(card)
    elif len(chosen) >= 3:
        return _("3 chosen already: space on one puts it back, enter passes them.")
    else:
        chosen.append(card)
    if len(chosen) == 3:
        return _("3 of 3 chosen: enter passes them.")
    return _("{n} of 3 chosen.").format(n=len(chosen))


def hand_shown(view: HeartsView, moment: Moment, chosen: Sequence[Card], legal: Sequence[Card]) -> dict:
    """What the hand widget shows (``Hand.show``'s arguments): nothing once
    the hand is over (the next one shows when the scores close), every card
    while choosing the pass, the legal ones lit on the person's turn, the
    cards just received marked during the first trick."""
    if moment.ended is not None:
        return {"cards": ()}
    if choosing_pass(view, moment):
        return {"cards": view.hand, "legal": view.hand, "selected": chosen}
    fresh = view.received_cards if view.is_first_trick else ()
    if my_turn(view, moment):
        return {"cards": view.hand, "legal": legal, "fresh": fresh}
    return {"cards": view.hand, "fresh": fresh}


def holds_for(events: Sequence[Event]) -> list[str]:
    """The holds an update takes at once: a finished trick is seen before
    anything goes on (instant pace: until a key), a scored hand's table too."""
    return [("trick" if isinstance(e, TrickWon) else "scores")
            for e in events if isinstance(e, (TrickWon, HandScored))]


def split_at_scores(events: Sequence[Event]) -> tuple[list[Event], list[Event]]:
    """(told now, told when the score table closes): what follows a scored
    hand (the next deal) waits until the player meets it."""
    scored = next((i for i, e in enumerate(events) if isinstance(e, HandScored)), None)
    if scored is None:
        return list(events), []
    return list(events[:scored + 1]), list(events[scored + 1:])


def received(view: HeartsView, names: Sequence[str]) -> str:
    """The message line after the passes: what came to you, from whom."""
    if not view.received_cards or view.pass_source is None:
        return ""
    return _("You received {cards} from {seat}.").format(cards=cards_label(view.received_cards),
                                                         seat=names[view.pass_source])
