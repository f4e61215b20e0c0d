"""The words of the harvest table: the status bar, the player lines and the
prompt that says what can be done now.  Pure functions of the view (and the
screen's picks), so they can be read and tested without a screen."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from rules.cards import Card, cards_label, to_ascii
from rules.harvest.seasons import SEASON_TITLES, WINNING_SCORE
from rules.harvest.values import harvest_score
from rules.harvest.weather import reach
from rules.i18n import _ as rules_text

from ...i18n import _


def season_time(season) -> str:
    """The season in the engine's words (rules.harvest.seasons.SEASON_TITLES),
    through the engine's catalog: its words are its own to translate."""
    return rules_text(SEASON_TITLES.get(season, season))


def score_bar(score: int, ascii_mode: bool, width: int = 5) -> str:
    filled = min(width, score * width // WINNING_SCORE)
    full, empty = ("#", ".") if ascii_mode else ("▮", "▯")
    return full * filled + empty * (width - filled)


def seat_lines(view, seat: int, names: Sequence[str], ascii_mode: bool, ai: bool = True) -> list[tuple[str, int]]:
    """``North (AI)  8/20 ▮▮▮▮▯▯▯▯▯▯  field limit 3♦  hand 6`` and shorter
    forms, longest first, each with the length of the name to emphasise.
    ``ai`` False: the other seat is not said to be the AI (a shared table's
    names say who is the computer)."""
    if seat == view.seat:
        who = f"{names[seat]} ({_('you')})"
    else:
        who = f"{names[seat]} ({_('AI')})" if ai else names[seat]
    score = f"{view.scores[seat]:>2}/{WINNING_SCORE}"
    n = len(view.fields[seat])
    field = _("field limit {n}").format(n=n) + (to_ascii("♦") if ascii_mode else "♦")  # the ASCII suit letters: rules.cards
    hand = _("hand {n}").format(n=view.hand_sizes[seat])
    bar = score_bar(view.scores[seat], ascii_mode)
    out = []
    variants = [(who, score, bar, field, hand), (who, score, field, hand),
                (who, score, _("fields {n}").format(n=n), hand),
                (who, score, _("limit {n}").format(n=n))]
    if seat != view.seat and view.hand_sizes[seat]:  # the opponent's hand, face down
        backs = _("hand {n}").format(n=("#" if ascii_mode else "▒") * view.hand_sizes[seat])
        variants[:0] = [(who, score, bar, field, backs), (who, score, field, backs)]
    for parts in variants:
        out.append((" ".join(parts[:2]) + "  " + "  ".join(parts[2:]), len(names[seat])))
    return out


def harvest_suffix(cards: Sequence[Card]) -> str:
    return f"= {harvest_score(cards)}" if cards else ""


def status_line(view, names: Sequence[str], held: bool = False) -> str:
    """``held``: the computer waits for the person's key (a feeding to
    read): the bar says so, as the prompt does, not that it is deciding."""
    head = _("Skördespelet · turn {n}").format(n=view.turn_number)
    if view.is_over:
        return _("{head} · the game is over").format(head=head)
    whose = _("YOUR TURN") if view.turn == view.seat else _("{seat}'s turn").format(seat=names[view.turn])
    if view.seat in view.to_act:
        now = _("YOUR MOVE") if view.turn != view.seat else ""
    elif held:
        now = _("{seat} waits for you").format(seat=names[view.to_act[0]] if view.to_act else names[1 - view.seat])
    else:
        now = _("{seat} is deciding").format(seat=names[view.to_act[0]]) if view.to_act else ""
    return f"{head} · {whose}" + (f" · {now}" if now else "")


PROMPT_LINES = 2  # the prompt's height at most (HarvestScreen #h-prompt)


def fits(text: str, width: int, lines: int = PROMPT_LINES) -> bool:
    """Whether ``text`` word-wrapped at ``width`` takes at most ``lines`` lines."""
    return len(textwrap.wrap(text, max(width, 1))) <= lines


def prompt_line(view, names: Sequence[str], first: Card | None, fence: bool,
                can_fence: bool, held: bool, last_weather: str = "", paused: bool = False,
                width: int = 78, more: bool = False) -> str:
    """What the person can do now, in one sentence with its keys.
    ``paused``: the player's own pause (p) holds the table; ``width``: the
    prompt's columns (what the person's opponent did in weather time is
    left to the log when the whole would not fit in its two lines);
    ``more``: what happened has rows below the log's, which space shows first."""
    opp = names[1 - view.seat]
    if view.is_over:
        return _("The game is over.")
    if view.seat not in view.to_act:
        who = names[view.to_act[0]] if view.to_act else opp
        if held and more:  # the key is the Footer's "space Read on", then "space Go on" (HarvestScreen.BINDINGS)
            return _("Read what happened — space shows the rest of the log ({seat} waits).").format(seat=who)
        if held:
            return _("Read what happened — space goes on ({seat} waits).").format(seat=who)
        return _("{seat} is deciding: {season}. Wait…").format(seat=who, season=season_time(view.season))
    decision = view.decision
    if held and not view.nothing:  # a lesson's next step waits until the feeding is read (HarvestScreen)
        return read_on(more)
    if view.nothing:  # the engine's reason: only pass or done is left
        before = f"{last_weather} " if decision == "weather" and last_weather else ""
        # the table passes it after the pace's wait (tui/table.py), unless p holds it
        if held:  # a feeding to read first (harvest/news.py): the pass waits for the key
            flow = read_on(more)
        else:
            flow = _("Paused: p lets it pass.") if paused else _("It passes by itself (p stops it).")
        said = f"{view.nothing} {flow}"
        return f"{before}{said}" if fits(f"{before}{said}", width) else said
    if decision == "graze":
        if first is None:
            return _("Grazing: pick a card in {seat}'s harvest to attack, then grazers; d: done.").format(seat=opp)
        return _("Grazing on {card}: add grazers from your barn (enter); d when done.").format(card=first.label)
    if decision == "reorder":
        return _("Defend: enter lifts a grazer to the top of its stack; d keeps this order.")
    if decision == "weather":
        before = f"{last_weather} " if last_weather else ""
        if first is None:
            return before + _("WEATHER, your move: pick a spade (enter) or d to pass.")
        if first.is_joker:
            if fence:
                return _("{card} as a fence: pick a stack's pasture to undo it (f: storm).").format(card=first.label)
            if can_fence:
                return _("{card} as a storm: pick any heart or club; f: fence a stack; esc: back.").format(
                    card=first.label)
            return _("{card} as a storm: pick any heart or club; esc: back.").format(card=first.label)
        limit = reach(first)
        if limit is None:
            return _("{card} removes any heart or club: pick it; esc: back.").format(card=first.label)
        return _("{card} removes a highlighted card (stay ≤ {limit}): pick it; esc: back.").format(
            card=first.label, limit=limit)
    if decision == "grow":
        return _("Growing: enter moves a card barn ⇄ harvest; d when done.")
    if decision == "field":
        return _("Field time: put a diamond on your field (enter), or d to keep them.")
    if decision == "sow":
        n = len(view.fields[view.seat])
        return _("Sowing: sow hearts and clubs worth ≤ {n} in your barn (enter); d: done.").format(n=n)
    return view.prompt


def read_on(more: bool) -> str:
    """What space does while what happened is held to be read: the log's
    rows below the ones shown first, then the game goes on."""
    return _("Read what happened — space shows the rest of the log.") if more else _(
        "Read what happened — space goes on.")


def feeding_note(event, names: Sequence[str], me: int = 0) -> str:
    """One stack's feeding: the engine's arithmetic, then where each card
    went, told to ``me`` ("your barn", "North's harvest")."""
    return f"{event.arithmetic}. → " + feeding_outcome(event, names, me)


def feeding_short(event, names: Sequence[str], me: int = 0) -> str:
    """One stack's feeding where the arithmetic has no room (three stacks at
    80×24): the pasture, then where each card went; the log has the sums."""
    pasture = event.pasture.label if event.pasture is not None else _("pasture blown away")
    return f"{pasture}: " + feeding_outcome(event, names, me)


def feeding_outcome(event, names: Sequence[str], me: int = 0) -> str:
    """Where each card of a fed stack went, told to ``me``."""
    gone = ([event.pasture] if event.eaten and event.pasture is not None else []) + list(event.satiated)
    home = []
    if event.hungry:
        cards = cards_label(event.hungry)
        home.append(_("{cards} back to your barn").format(cards=cards) if event.grazer_owner == me else
                    _("{cards} back to {seat}'s barn").format(cards=cards, seat=names[event.grazer_owner]))
    if event.pasture is not None and not event.eaten:
        card = event.pasture.label
        home.append(_("{cards} back to your harvest").format(cards=card) if event.pasture_owner == me else
                    _("{cards} back to {seat}'s harvest").format(cards=card, seat=names[event.pasture_owner]))
    outcome = [_("discarded {cards}").format(cards=cards_label(gone))] if gone else []
    return "; ".join(outcome + home) + "."


def waiting_answer(view, names: Sequence[str], me: int = 0) -> str | None:
    """What a key that means nothing gets while the game is over or another
    seat decides (None: the table's general answer)."""
    if view.is_over:
        return _("The game is over.")
    if me not in view.to_act and view.to_act:
        return _("Wait: {seat} is deciding ({season}).").format(seat=names[view.to_act[0]],
                                                               season=season_time(view.season))
    return None
