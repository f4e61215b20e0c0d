"""What the Hearts table says and shows around the trick, from the view and
the table's moment: a finished trick still on the table, a hand just over
(its score table pending or open), the last trick looked at again.

Plain functions of data, so that every sentence has one place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card
from rules.hearts.events import TrickWon
from rules.hearts.view import HandRecord, HeartsView

from ...i18n import N_, _, ngettext
from ...widgets import SeatInfo

HUMAN = 0
DIRECTION_ARROWS = {"left": "←", "right": "→", "across": "↑", "none": ""}
DIRECTIONS = {"left": N_("left"), "right": N_("right"), "across": N_("across"), "none": N_("none")}


@dataclass(frozen=True)
class Moment:
    """The table's state that is the UI's, not the game's."""

    won: TrickWon | None  # the finished trick shown, until a key or its time
    ended: HandRecord | None  # the hand just over, shown until its scores close
    looking_back: bool  # t: the last trick again
    scores_pending: bool  # the score table comes when the last trick is seen
    chosen: int  # cards chosen for the pass


def who(seat: int, names: Sequence[str]) -> str:
    """A seat as the table says it, the subject of a sentence: "You" for
    the person (as the log speaks, rules.voice)."""
    return _("You") if seat == HUMAN else names[seat]


def direction(view: HeartsView) -> str:
    return _(DIRECTIONS.get(view.pass_direction, view.pass_direction))


def trick_on_table(view: HeartsView, moment: Moment) -> TrickWon | None:
    """The finished trick on the table, if one is (space clears it, never plays)."""
    return moment.won if moment.ended is not None or not view.trick else None


def won_showing(view: HeartsView, moment: Moment) -> bool:
    """A finished trick is on the table (space clears it, never plays)."""
    return trick_on_table(view, moment) is not None


def status_line(view: HeartsView, names: Sequence[str], moment: Moment, legal: Sequence[Card] = ()) -> str:
    """The top bar; ``legal``: the cards the engine lets the person play
    now (one only, at a lead: that card is named, as 2♣ on the first trick)."""
    if moment.ended is not None:
        head = _("Hearts · hand {n} is over").format(n=moment.ended.hand_number)
        if moment.looking_back:  # t at the score table
            return _("{head} · its last trick · a key goes back to the scores").format(head=head)
        if moment.scores_pending and moment.won is not None:
            return _("{head} · {who} took the last trick · a key shows the scores").format(
                head=head, who=who(moment.won.winner, names))
        return _("{head} · the scores").format(head=head)
    head = _("Hearts · hand {n}").format(n=view.hand_number)
    if view.phase == "over":
        return _("{head} · the game is over").format(head=head)
    if moment.looking_back:
        return _("{head} · the last trick, looked at again · a key goes back").format(head=head)
    if view.phase == "passing":
        target = names[view.pass_target] if view.pass_target is not None else "?"
        arrow = DIRECTION_ARROWS.get(view.pass_direction, "")
        if not view.has_passed:
            return ngettext("{head} · pass {direction} {arrow} to {target}: choose 3 cards ({n} chosen)",
                            "{head} · pass {direction} {arrow} to {target}: choose 3 cards ({n} chosen)", moment.chosen).format(
                head=head, direction=direction(view), arrow=arrow, target=target, n=moment.chosen)
        return _("{head} · pass {direction} {arrow} · waiting for the others").format(
            head=head, direction=direction(view), arrow=arrow)
    won, turn = trick_on_table(view, moment), view.turn
    assert turn is not None  # the tricks are played: someone is to play
    if won is not None and turn != HUMAN:
        return _("{head} · {who} took the trick · {seat} leads next").format(
            head=head, who=who(won.winner, names), seat=names[turn])
    if turn == HUMAN:
        if won is not None:
            return _("{head} · YOUR TURN to lead: you took the trick (space clears it)").format(head=head)
        if not view.trick and len(legal) == 1:
            return _("{head} · YOUR TURN: lead {card}").format(head=head, card=legal[0].label)
        if not view.trick:
            return _("{head} · YOUR TURN: lead a card").format(head=head)
        return _("{head} · YOUR TURN: follow {card} if you can").format(head=head, card=view.trick[0][1].label)
    return _("{head} · {seat} to play").format(head=head, seat=names[turn])


def seat_infos(view: HeartsView, names: Sequence[str], moment: Moment) -> list[SeatInfo]:
    ended = moment.ended
    showing = won_showing(view, moment)
    infos = []
    for seat in range(view.num_players):
        if ended is not None:
            took, total, size = ended.taken[seat], ended.totals[seat], 0
        else:
            took, total, size = view.points_this_hand[seat], view.scores[seat], view.hand_sizes[seat]
        lines = (_("took {n}").format(n=took), _("total {n}").format(n=total))
        active = (ended is None and not moment.looking_back and view.phase == "playing"
                  and view.turn == seat and not showing)
        if seat == HUMAN:
            infos.append(SeatInfo(_("{seat} (you)").format(seat=names[seat]), lines, active))
        else:
            infos.append(SeatInfo(names[seat], (ngettext("{n} card", "{n} cards", size).format(n=size), *lines),
                                  active))
    return infos


def trick_shown(view: HeartsView, names: Sequence[str],
                moment: Moment) -> tuple[dict[int, Card], int | None, str]:
    """The cards on the trick table, the winner to mark, and the caption."""
    if moment.looking_back and moment.ended is not None and moment.won is not None:  # t at the score table
        best = dict(moment.won.cards)[moment.won.winner]
        return dict(moment.won.cards), moment.won.winner, _("The last trick: {who} took it with {card}").format(
            who=who(moment.won.winner, names), card=best.label)
    if moment.looking_back and view.tricks_played:
        _hand, cards, winner = view.tricks_played[-1]
        best = dict(cards)[winner]
        return dict(cards), winner, _("The last trick: {who} took it with {card}").format(
            who=who(winner, names), card=best.label)
    if (won := trick_on_table(view, moment)) is not None:
        points = _("no points") if won.points == 0 else ngettext("{n} pt", "{n} pts", won.points).format(n=won.points)
        return dict(won.cards), won.winner, _("{who} took it: {points}").format(who=who(won.winner, names),
                                                                                points=points)
    if view.trick:
        return dict(view.trick), None, ""
    if view.phase == "passing" and view.pass_target is not None:
        return {}, None, _("Passing {direction}: your 3 cards go to {seat}").format(
            direction=direction(view), seat=names[view.pass_target])
    return {}, None, ""
