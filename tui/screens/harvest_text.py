"""The words of the harvest table: the status bar, the player lines and the
prompt that says what can be done now.  Pure functions of the view (and the
screen's picks), so they can be read and tested without a screen."""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import Card, cards_label
from rules.harvest.seasons import SEASON_TITLES, WINNING_SCORE
from rules.harvest.values import harvest_score
from rules.harvest.weather import reach
from rules.voice import Voice

NOTHING_KEYS = {"weather": "d: pass", "field": "d: on to sowing", "sow": "d: end your turn"}


def score_bar(score: int, ascii_mode: bool, width: int = 5) -> str:
    filled = min(width, score * width // WINNING_SCORE)
    full, empty = ("#", ".") if ascii_mode else ("▮", "▯")
    return full * filled + empty * (width - filled)


def seat_lines(view, seat: int, names: Sequence[str], ascii_mode: bool) -> list[tuple[str, int]]:
    """``North (AI)  8/20 ▮▮▮▮▯▯▯▯▯▯  field limit 3♦  hand 6`` and shorter
    forms, longest first, each with the length of the name to emphasise."""
    who = f"{names[seat]} ({'you' if seat == view.seat else 'AI'})"
    score = f"{view.scores[seat]:>2}/{WINNING_SCORE}"
    n = len(view.fields[seat])
    field = f"field limit {n}{'D' if ascii_mode else '♦'}"
    hand = f"hand {view.hand_sizes[seat]}"
    bar = score_bar(view.scores[seat], ascii_mode)
    out = []
    variants = [(who, score, bar, field, hand), (who, score, field, hand),
                (who, score, f"fields {n}", hand), (who, score, f"limit {n}")]
    if seat != view.seat and view.hand_sizes[seat]:  # the opponent's hand, face down
        backs = f"hand {('#' if ascii_mode else '▒') * view.hand_sizes[seat]}"
        variants[:0] = [(who, score, bar, field, backs), (who, score, field, backs)]
    for parts in variants:
        out.append((" ".join(parts[:2]) + "  " + "  ".join(parts[2:]), len(names[seat])))
    return out


def harvest_suffix(cards: Sequence[Card]) -> str:
    return f"= {harvest_score(cards)}" if cards else ""


def status_line(view, names: Sequence[str]) -> str:
    head = f"Skördespelet · turn {view.turn_number}"
    if view.is_over:
        return f"{head} · the game is over"
    whose = "YOUR TURN" if view.turn == view.seat else f"{names[view.turn]}'s turn"
    if view.seat in view.to_act:
        now = "YOUR MOVE" if view.turn != view.seat else ""
    else:
        now = f"{names[view.to_act[0]]} is deciding" if view.to_act else ""
    return f"{head} · {whose}" + (f" · {now}" if now else "")


def prompt_line(view, names: Sequence[str], first: Card | None, fence: bool,
                can_fence: bool, held: bool, last_weather: str = "") -> str:
    """What the person can do now, in one sentence with its keys."""
    opp = names[1 - view.seat]
    if view.is_over:
        return "The game is over."
    if view.seat not in view.to_act:
        if held:
            return "Read what happened — space goes on (the AI waits)."
        who = names[view.to_act[0]] if view.to_act else opp
        return f"{who} is deciding: {SEASON_TITLES.get(view.season, view.season)}. Wait…"
    decision = view.decision
    if view.nothing:  # the engine's reason: only pass or done is left
        before = f"{last_weather} " if decision == "weather" and last_weather else ""
        return f"{before}{view.nothing} {NOTHING_KEYS.get(decision, 'd: go on')}."
    if decision == "graze":
        if first is None:
            return f"Grazing: pick a card in {opp}'s harvest to attack, then grazers; d: done."
        return f"Grazing on {first.label}: add grazers from your barn (enter); d when done."
    if decision == "reorder":
        return "Defend: enter lifts a grazer to the top of its stack; d keeps this order."
    if decision == "weather":
        before = f"{last_weather} " if last_weather else ""
        if first is None:
            return f"{before}WEATHER, your move: pick a spade (enter) or d to pass."
        if first.is_joker:
            if fence:
                return f"{first.label} as a fence: pick a stack's pasture to undo it (f: storm)."
            extra = "; f: fence a stack" if can_fence else ""
            return f"{first.label} as a storm: pick any heart or club{extra}; esc: back."
        limit = reach(first)
        what = "any heart or club" if limit is None else f"a highlighted card (stay ≤ {limit})"
        return f"{first.label} removes {what}: pick it; esc: back."
    if decision == "grow":
        return "Growing: enter moves a card barn ⇄ harvest; d when done."
    if decision == "field":
        return "Field time: put a diamond on your field (enter), or d to keep them."
    if decision == "sow":
        n = len(view.fields[view.seat])
        return f"Sowing: sow hearts and clubs worth ≤ {n} in your barn (enter); d: done."
    return view.prompt


def feeding_note(event, names: Sequence[str], me: int = 0) -> str:
    """One stack's feeding: the engine's arithmetic, then where each card
    went, told to ``me`` ("your barn", "North's harvest")."""
    whose = Voice(names, me).possessive

    gone = ([event.pasture] if event.eaten and event.pasture is not None else []) + list(event.satiated)
    home = []
    if event.hungry:
        home.append(f"{cards_label(event.hungry)} back to {whose(event.grazer_owner)} barn")
    if event.pasture is not None and not event.eaten:
        home.append(f"{event.pasture.label} back to {whose(event.pasture_owner)} harvest")
    outcome = [f"discarded {cards_label(gone)}"] if gone else []
    return f"{event.arithmetic}. → " + "; ".join(outcome + home) + "."
