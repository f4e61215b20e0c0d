"""The lobby's sentences: a table of the ``tables`` list in words (game,
options, level, host, each seat), and the waiting room's lines.  Plain
functions of the server's dicts, so they are tested without a screen."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rules.cards import to_ascii

from ..i18n import _, ngettext
from ..remote.tables_link import seats_of
from . import registry


def shared_choices(game: str) -> list[registry.Choice]:
    """The Play page's options for a shared table: the game's own and the
    computer level (the server sets the pace).  Where "you" and "the
    computer" of the one-person Play page mean other things (seat 0 is the
    host, seat 1 the other person), the game's spec words them again."""
    shared = {words.key: words.shared_texts for words in registry.entry(game).wording}
    out = []
    for choice in registry.choices(game):
        if choice.key == "pace":
            continue
        texts = shared.get(choice.key)
        out.append(replace(choice, texts=texts) if texts else choice)
    return out


def game_title(table: dict) -> str:
    game = table.get("game")
    if isinstance(game, str) and game in registry.TABLES:
        return _(registry.entry(game).title)
    return str(table.get("title") or game or "?")


def options_words(table: dict) -> str:
    """"Players: 4 · AI level: medium" (the game's options as the
    Play page says them)."""
    game, given = table.get("game"), table.get("options")
    options = given if isinstance(given, dict) else {}
    words = []
    if isinstance(game, str) and game in registry.TABLES:
        for choice in shared_choices(game):
            if choice.key == "level":
                continue
            if choice.key in options:
                words.append(_("{option}: {value}").format(option=_(choice.label),
                                                           value=choice.text(options[choice.key])))
        level = next((c for c in shared_choices(game) if c.key == "level"), None)
        if table.get("level") is not None and level is not None:
            # The level's name alone: what each means is the Play page's line, too long for a table's.
            name = table["level"]
            words.append(_("AI level: {level}").format(level=_(name) if name in level.values else level.text(name)))
    return " · ".join(words)


def seat_word(seat: dict, saved: bool = False) -> str:
    """One seat: a person's name, "computer", "open", "kept for Bo" (a
    reopened table's), "Anna (away)"; "(you)" marks the reader's own, and
    "computer, your seat" the one the computer plays while they are gone.
    At a saved table its people are all away: only their names."""
    kind = seat.get("kind")
    name = str(seat.get("name") or "")
    yours = bool(seat.get("yours"))
    if kind == "open":
        word = _("kept for {name}").format(name=name) if name else _("open")
    elif kind == "computer":
        return _("computer, your seat") if yours else _("computer")
    elif kind == "away" and not saved:
        word = _("{name} (away)").format(name=name)
    else:
        word = name
    return _("{seat} (you)").format(seat=word) if yours else word


def seats_line(table: dict) -> str:
    """"1 Anna (you) · 2 open · 3 computer · 4 open"."""
    saved = bool(table.get("saved"))
    return "  ".join(f"{number} {seat_word(seat, saved)}" for number, seat in enumerate(seats_of(table), start=1))


def open_seats(table: dict) -> int:
    return sum(seat.get("kind") == "open" for seat in seats_of(table))


def table_state(table: dict) -> str:
    """What the table is doing, and what enter or r does with it."""
    yours = any(seat.get("yours") for seat in seats_of(table))
    free = open_seats(table)  # none once a game runs: the computer took them
    if table.get("saved"):
        return _("saved: r reopens it")
    if table.get("over"):
        return _("the game is over")
    if table.get("started") and not free:
        return _("playing: enter takes your seat back") if yours else _("playing")
    return ngettext("waiting for {n} more person", "waiting for {n} more people", free).format(n=free)


def table_lines(table: dict, ascii_mode: bool = False) -> list[str]:
    """The table as the list shows it: title, host and state; options; seats."""
    title = _("{game} · host {host} · {state}").format(
        game=game_title(table), host=table.get("host") or "?", state=table_state(table))
    lines = [title, options_words(table), seats_line(table)]
    return [to_ascii(line) if ascii_mode else line for line in lines if line]


def waiting_lines(table: dict, host: bool, ascii_mode: bool = False) -> list[str]:
    """The waiting room: which table, who sits where, how many are missing,
    and what this person may do now."""
    lines = [_("You sit at this table: {game}").format(game=game_title(table))]
    if options_words(table):
        lines.append(options_words(table))
    lines.append("")
    for number, seat in enumerate(seats_of(table), start=1):
        lines.append(f"  {number}  {seat_word(seat)}")
    lines.append("")
    free = open_seats(table)
    lines.append(ngettext("Waiting for {n} more person.", "Waiting for {n} more people.", free).format(n=free))
    if host:
        lines.append(_("s start now (the free seats go to the computer)"))
    lines.append(_("l leave the table"))
    return [to_ascii(line) if ascii_mode else line for line in lines]


def join_message(table: dict, seat: int | None = None) -> dict[str, Any]:
    """``join`` (or ``reopen`` for a saved table); ``seat`` is 0-based."""
    if table.get("saved"):
        return {"type": "reopen", "table": table.get("id")}
    message: dict[str, Any] = {"type": "join", "table": table.get("id")}
    if seat is not None:
        message["seat"] = seat
    return message
