"""The words of the clover table: the top bar, the opponent's line, the
meadow's and the hand's titles, and the sentences that answer a key.  Pure
functions of the view and of what the narrator has shown so far (no
Textual), so they can be read and tested without a screen; the screen turns
suits into letters in ASCII mode where it shows them."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from rules.cards import Card, to_ascii
from rules.clover.values import VALUE, WIN_SCORE
from rules.core import Result

from ..table import HUMAN
from ..widgets.clover_bouquet import BouquetShow


def score_bar(score: int, ascii_mode: bool) -> str:
    filled = min(10, score * 10 // WIN_SCORE)
    full, empty = ("#", "-") if ascii_mode else ("▰", "▱")
    return full * filled + empty * (10 - filled)


def cards(n: int, more: str = "") -> str:
    """``cards(2)`` "2 cards", ``cards(1, "more ")`` "1 more card"."""
    return f"{n} {more}card{'s' if n != 1 else ''}"


def status_line(view, names: Sequence[str], *, narrating: bool, turn_seat: int | None,
                show: BouquetShow, waiting: bool, paused: bool, result: Result | None,
                affordable: Sequence[int]) -> str:
    """The top bar.  While the narrator is busy it tells whose bouquet is
    shown (``turn_seat``; ``waiting``: a hold stops the narration, ``paused``:
    the player's own, which the pause mark says)."""
    head = f"Clover · turn {view.turn_number} · "
    if narrating:
        if turn_seat is None:
            doing = f"{show.owner}'s bouquet: {show.caption}" if show.owner else "a new turn"
            return head + doing + "… (space: show all)"
        who = "your" if turn_seat == HUMAN else f"{names[turn_seat]}'s"
        if waiting:
            return head + f"{who} bouquet…" if paused else head + f"{who} bouquet… (waiting)"
        return head + f"{who} bouquet… (space: show all)"
    if view.is_over:
        return head + (result.summary if result else "the game is over")
    if view.turn != HUMAN:
        doing = "chooses its spade chain" if view.phase == "chain" else "is picking"
        return head + f"{names[view.turn]} {doing}…"
    if view.phase == "chain":
        return head + f"YOUR TURN: spades allow {cards(view.chain_left, 'more ')}: m plays {view.hand[-1].label}, s stops"
    if affordable:
        if view.picked:
            return head + f"YOUR TURN: pick more ({view.budget_left} left) or d = done"
        return head + f"YOUR TURN: pick a card (1-5, budget {view.budget}) or d = done"
    if view.picked:
        return head + f"YOUR TURN: nothing more within {view.budget_left}: d = done"
    return head + "YOUR TURN: nothing affordable: d ends your turn"


def opponent_line(view, names: Sequence[str], *, score: int, size: int, level: str,
                  width: int, ascii_mode: bool) -> Text:
    """The opponent's two lines: name, cards, score bar; its last bouquet,
    cut with … to the line's ``width``."""
    opp = view.opponent
    active = view.turn == opp and not view.is_over
    line = Text(("> " if ascii_mode else "▶ ") if active else "  ", style="bold")
    line.append(f"{names[opp]}" + (f" ({level} AI)" if level else ""), style="bold reverse" if active else "bold")
    line.append(f" · {cards(size)} · ")
    line.append(f"{score}/{WIN_SCORE} {score_bar(score, ascii_mode)}", style="bold")
    last = [to_ascii(c.label) if ascii_mode else c.label for c in view.last_bouquets[opp]]
    line.append("\n  last bouquet: ", style="bright_black")
    if not last:
        line.append("none yet", style="bright_black")
    room = max(10, width - 17)
    while len(last) > 2 and len(" ".join(last)) > room:
        last = last[:-2] + ["…" if not ascii_mode else "..."]
    line.append(" ".join(last))
    return line


def meadow_title(view, names: Sequence[str], show: BouquetShow, affordable: Sequence[int], *,
                 my_pick: bool, my_chain: bool) -> Text:
    """The meadow's title: what the person may spend, or what the narrated
    bouquet has to spend."""
    title = Text("Meadow", style="bold")
    if my_chain:
        title.append(" · after the spade chain you pick", style="bright_black")
        return title
    if not my_pick:
        if show.reds is not None and not show.won and show.owner != names[HUMAN]:
            title.append(f" · {show.owner} has {show.budget_left} of {show.budget} to spend")
        return title
    if affordable and not view.picked:
        title.append(f" · spend up to {view.budget} · ", style="")
        title.append("numbered = affordable", style="bright_green")
    elif affordable:
        title.append(f" · {view.budget_left} of {view.budget} left to spend", style="bright_green")
    elif not view.picked:
        title.append(" · no pick: d sends it under the talon", style="bright_yellow")
    else:
        title.append(f" · nothing within {view.budget_left}", style="")
    return title


def hand_title(view, names: Sequence[str], *, score: int, size: int, ascii_mode: bool) -> Text:
    mine = view.turn == HUMAN and not view.is_over
    title = Text(("> " if ascii_mode else "▶ ") if mine else "", style="bold")
    title.append(f"Your hand ({names[HUMAN]})", style="bold reverse" if mine else "bold")
    title.append(f" · {cards(size)} · ")
    title.append(f"{score}/{WIN_SCORE} {score_bar(score, ascii_mode)}", style="bold")
    return title


# Answers to the person's keys --------------------------------------------------

def wait_answer(view, names: Sequence[str]) -> str | None:
    """What a key gets while the other seat decides (None: it is not)."""
    if view.is_over or view.turn == HUMAN:
        return None
    if view.phase == "chain":
        return f"Wait: {names[view.turn]} is choosing its spade chain."
    return f"Wait: {names[view.turn]} is picking from the meadow."


def chain_answer(view) -> str:
    return f"First the spade chain: m plays {view.hand[-1].label}, s stops it; then you pick."


def added_to_chain(card: Card, view) -> str:
    """After m: ``view`` is the view after the card was added."""
    if view.phase == "chain":
        return f"You add {card.label}; the spades allow {cards(view.chain_left, 'more ')}: m or s."
    return f"You add {card.label}; the chain is over."


def picked(card: Card, slot: int, view) -> str:
    """After a pick: ``view`` is the view after it."""
    new = view.meadow[slot]
    up = f"{new.label} comes up in its place" if new else "the slot stays empty"
    return f"You pick {card.label} for {VALUE[card.code]}; {up}. {view.budget_left} left."


def empty_slot(slot: int) -> str:
    return f"Meadow slot {slot + 1} is empty: the talon has run out."


def finish_question(view, names: Sequence[str]) -> str:
    return (f"You have picked nothing. If you finish now, the five meadow cards go under "
            f"the talon and five new ones are turned up for {names[view.opponent]}.\n"
            "Finish your turn without picking?")
