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
from rules.voice import Voice

from ..widgets import SeatInfo

HUMAN = 0
DIRECTION_ARROWS = {"left": "←", "right": "→", "across": "↑", "none": ""}


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
    the person (the voice the log speaks in, rules.voice)."""
    return Voice(names, HUMAN).subject(seat)


def won_showing(view: HeartsView, moment: Moment) -> bool:
    """A finished trick is on the table (space clears it, never plays)."""
    return moment.won is not None and (moment.ended is not None or not view.trick)


def status_line(view: HeartsView, names: Sequence[str], moment: Moment) -> str:
    if moment.ended is not None:
        head = f"Hearts · hand {moment.ended.hand_number} is over"
        if moment.scores_pending and moment.won is not None:
            return f"{head} · {who(moment.won.winner, names)} took the last trick · a key shows the scores"
        return f"{head} · the scores"
    head = f"Hearts · hand {view.hand_number}"
    if view.phase == "over":
        return f"{head} · the game is over"
    if moment.looking_back:
        return f"{head} · the last trick, looked at again · a key goes back"
    if view.phase == "passing":
        target = names[view.pass_target] if view.pass_target is not None else "?"
        arrow = DIRECTION_ARROWS.get(view.pass_direction, "")
        if not view.has_passed:
            return (f"{head} · pass {view.pass_direction} {arrow} to {target}: "
                    f"choose 3 cards ({moment.chosen} chosen)")
        return f"{head} · pass {view.pass_direction} {arrow} · waiting for the others"
    showing = won_showing(view, moment)
    if showing and view.turn != HUMAN:
        return f"{head} · {who(moment.won.winner, names)} took the trick · {names[view.turn]} leads next"
    if view.turn == HUMAN:
        if showing:
            return f"{head} · YOUR TURN to lead: you took the trick (space clears it)"
        if not view.trick:
            return f"{head} · YOUR TURN: lead a card"
        return f"{head} · YOUR TURN: follow {view.trick[0][1].label} if you can"
    return f"{head} · {names[view.turn]} to play"


def seat_infos(view: HeartsView, names: Sequence[str], moment: Moment) -> list[SeatInfo]:
    ended = moment.ended
    showing = won_showing(view, moment)
    infos = []
    for seat in range(view.num_players):
        if ended is not None:
            took, total, size = ended.taken[seat], ended.totals[seat], 0
        else:
            took, total, size = view.points_this_hand[seat], view.scores[seat], view.hand_sizes[seat]
        lines = (f"took {took}", f"total {total}")
        active = (ended is None and not moment.looking_back and view.phase == "playing"
                  and view.turn == seat and not showing)
        if seat == HUMAN:
            infos.append(SeatInfo(f"{names[seat]} (you)", lines, active))
        else:
            infos.append(SeatInfo(names[seat], (f"{size} cards", *lines), active))
    return infos


def trick_shown(view: HeartsView, names: Sequence[str],
                moment: Moment) -> tuple[dict[int, Card], int | None, str]:
    """The cards on the trick table, the winner to mark, and the caption."""
    if moment.looking_back and view.tricks_played:
        _, cards, winner = view.tricks_played[-1]
        best = dict(cards)[winner]
        return dict(cards), winner, f"The last trick: {who(winner, names)} took it with {best.label}"
    if won_showing(view, moment):
        won = moment.won
        points = "no points" if won.points == 0 else f"{won.points} pt" + ("s" if won.points > 1 else "")
        return dict(won.cards), won.winner, f"{who(won.winner, names)} took it: {points}"
    if view.trick:
        return dict(view.trick), None, ""
    if view.phase == "passing" and view.pass_target is not None:
        return {}, None, f"Passing {view.pass_direction}: your 3 cards go to {names[view.pass_target]}"
    return {}, None, ""
