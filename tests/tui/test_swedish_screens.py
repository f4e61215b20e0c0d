"""Every screen in Swedish shows none of the interface catalog's English
source strings: the menu, the Play pages, every table (and the keys a new
player presses there), the leave and resume dialogs, a Hearts score table,
a game over, the statistics (empty and full), the too-small screen.

The engine's sentences are the rules catalog's (tests/test_catalogs.py
checks that one): the log's narration is left out here, so that an English
engine sentence cannot hide or fake an English interface string.  The rules
panel and pages (the help texts) are checked by the help's own tests.
"""

from __future__ import annotations

import functools
import re

import pytest

from rules import i18n
from rules.session import Session
from tests import catalogs
from tests.narrow import narrow, present
from tests.tui.store.test_in_the_app import table
from tui import store
from tui.screens import unfinished
from tui.screens.game_over import GameOverScreen
from tui.screens.menu import MenuScreen
from tui.screens.statistics import StatisticsScreen
from tui.widgets.event_log import EventLog
from tui.widgets.footer import Footer, Key

from .helpers import make_app
from .screen_walk import screen_text, walk

# A piece of a message counts from this many letters on: shorter ones are
# words the engine's English sentences use too ("field", "weather", "to
# play": its catalog is checked by its own tests), or words both languages
# share ("Speed", "ASCII", "AI").  The Footer's words, most of them short,
# are checked one by one instead (footer_english).
MIN_LETTERS = 8
# Key names: the Footer shows a key as Textual names it ("space"), in both
# languages; a sentence says the key in words ("mellanslag").
KEY_NAMES = {"space"}


# Both catalog readings run on first use (cached): at import they cost every
# xdist worker two Babel extractions of the source while collecting.
@functools.cache
def english_pieces() -> dict[str, str]:
    """Each English piece of the catalog's messages (the text between the
    placeholders) -> its message; messages Swedish says the same way are
    left out ("Speed", "Budget {n}", "{pace} — {meaning}")."""
    swedish = catalogs.translations("tui")
    pieces: dict[str, str] = {}
    for message in catalogs.extracted("tui"):
        if not message.id:
            continue
        found = present(swedish.get(message.id, context=message.context))
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [found.string] if isinstance(found.string, str) else list(present(found.string))
        for english in ids:
            if english in strings:
                continue
            for piece in re.split(r"\{[^}]*\}", english):
                for line in piece.split("\n"):
                    line = line.strip(" .:;,·—()!?")
                    if (sum(c.isalpha() for c in line) >= MIN_LETTERS and line not in KEY_NAMES
                            and not any(line in s for s in strings)):
                        pieces[line] = english
    return pieces


def english_on(text: str) -> list[str]:
    return sorted({f"{piece!r} (from {message!r})" for piece, message in english_pieces().items() if piece in text})


@functools.cache
def untranslated_words() -> tuple[set[str], set[str]]:
    """The catalog's English messages whose Swedish differs, and those Swedish ones."""
    swedish = catalogs.translations("tui")
    words: set[str] = set()
    translations: set[str] = set()
    for message in catalogs.extracted("tui"):
        if isinstance(message.id, str) and message.id:
            found = present(swedish.get(message.id, context=message.context))
            if found.string != message.id:
                words.add(message.id)
                translations.add(narrow(found.string, str))
    return words, translations


def footer_swedish(app) -> bool:
    """The Footer speaks Swedish: one of its keys at least is described so."""
    return any(key.description in untranslated_words()[1] for key in footer_keys(app))


def footer_english(app) -> list[str]:
    """The Footer's key descriptions that are still the English source."""
    return [key.description for key in footer_keys(app) if key.description in untranslated_words()[0]]


def footer_keys(app) -> list[Key]:
    return [key for footer in app.screen.query(Footer) for key in footer.keys]


def english_shown(app) -> list[str]:
    return english_on(screen_text(app)) + footer_english(app)


@pytest.fixture
def quiet_log(monkeypatch):
    """The log keeps only the interface's own lines (headings, undo, resumed),
    and a saved game's progress (the engine's ``Game.progress``) is a dash."""
    monkeypatch.setattr(EventLog, "narrate", lambda self, events, voice: None)
    monkeypatch.setattr(unfinished, "progress_of", lambda entry: "—")


def test_the_pieces_are_the_catalogs_english():
    pieces, (words, _swedish) = english_pieces(), untranslated_words()
    assert pieces["Leave this game and go back to the menu"] == "Leave this game and go back to the menu?"
    assert "Speed" not in pieces and len(pieces) > 250
    assert {"Move", "Rules", "Back", "Pause AI"} <= words and "Speed" not in words
    assert english_on("Kortbord — four card games against the computer")
    assert not english_on(" Kortbord — fyra kortspel mot datorn")


async def test_every_screen_of_the_walk_is_swedish(quiet_log):
    i18n.use("sv")
    app = make_app()
    found = {}
    async with app.run_test(size=(80, 24)) as pilot:
        async for name in walk(pilot, rules=False):  # the help texts are not this catalog's
            left = english_shown(app)
            if left:
                found[name] = left
            if not footer_swedish(app):
                found[name] = found.get(name, []) + ["no Swedish in the Footer"]
    assert found == {}


async def test_game_over_and_statistics_are_swedish(quiet_log):
    i18n.use("sv")
    with store.Stats() as stats:
        for i, game in enumerate(("hearts", "harvest", "speed")):
            stats.record_game(game=game, options={}, level="easy",
                              seats=[{"name": "South", "player": "human"}, {"name": "North", "player": "easy"}],
                              winners=[i % 2], scores=[20 + i, 30 - i], human_won=i % 2 == 0,
                              duration=60.0 + i, score_history=[[i, 26 - i]], human_seat=0, save_id=f"s{i}",
                              undo_used=i == 1)
    app = make_app("clover", seed=5)
    found = {}
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        session = table(app).session
        session.pause()
        while not session.game.is_over:  # the person plays a legal move, the bots theirs
            seat = sorted(session.game.to_act())[0]
            if session.seats[seat].is_human:
                session.act(seat, session.game.legal_actions(seat)[0])
            else:
                narrow(session, Session).run_bots()
        for _ in range(50):
            await pilot.pause()
            if isinstance(app.screen, GameOverScreen):
                break
        assert isinstance(app.screen, GameOverScreen)
        found["game over"] = english_shown(app)
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, StatisticsScreen)
        assert "Spel och vinster" in screen_text(app)
        found["statistics"] = english_shown(app)
        await pilot.press("escape")
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert "Gör fönstret minst 80×24" in screen_text(app)
        found["too small"] = english_shown(app)
    assert found == {"game over": [], "statistics": [], "too small": []}
