"""The words a first-time player met wrong (issue 40, items 11 and 14), each
asserted where it is made: the lesson's undo and refusal, the Speed
engine's "centre", the clover top bar and its padding, the harvest rows'
titles and --ascii Footer, the score table's ☾ legend, and the Swedish
sentences that were word for word or in the infinitive."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.app import App
from textual.widgets import Static

from rules import i18n
from rules.clock import ManualClock
from rules.hearts.view import HandRecord
from rules.lessons import lesson
from rules.lessons.seats import LessonSession, lesson_session
from tests.catalogs import extracted
from tests.narrow import present
from tests.tui.screens.harvest.pilot import harvest_app, play_until, table
from tui.i18n import _, ngettext
from tui.screens.hearts.scores import HeartsScores
from tui.widgets.harvest_rows import title_width
from tui.widgets.scoreboard import Scoreboard

from .helpers import make_app, rich_text
from .lessons.pilot import SIZE, footer_text, lesson_app, message, step_ready

ROOT = Path(__file__).resolve().parents[2]


# The lessons ------------------------------------------------------------------

def harvest_refusal() -> str:
    taught = lesson("harvest")
    game = taught.game_at(0)
    done = next(a for a in game.legal_actions(0) if str(a) == "done")
    return present(taught.refusal(0, game, done))


def test_a_lessons_refusal_names_what_it_wants_then_what_was_tried():
    assert harvest_refusal().startswith("Here the lesson wants you to put a diamond on your field, not to say done: ")
    i18n.use("sv")
    refusal = harvest_refusal()
    assert refusal.startswith("Här säger lektionen: lägg en ruter på åkern, inte säg klar — ")  # not "Du valde: …"
    assert "Du valde" not in refusal and "att du ska" not in refusal


# Swedish infinitives that read as an instruction only in the imperative
# (a verb in -a has one form for both: spela, ta, flytta, så, skicka, slå).
INFINITIVES = {"lägga", "säga", "blåsa", "välja", "trycka", "sätta", "hålla", "läsa", "stänga", "vända", "byta",
               "skriva", "följa", "låta", "behålla", "sänka", "försöka", "göra", "gå", "dra"}


def test_every_lesson_step_says_its_move_in_the_imperative_in_swedish():
    i18n.use("sv")
    said = []
    for game in ("harvest", "clover", "hearts", "speed"):
        taught = lesson(game)
        for index, step in enumerate(taught.steps):
            want = step.wanted()
            said.append(want)
            assert want.split()[0] not in INFINITIVES, (game, index, want)
    assert "lägg en ruter på åkern" in said and "säg klar nu" in said and any(w.startswith("blås bort") for w in said)


def test_a_lesson_has_no_undo_and_says_so_not_that_the_game_has_none():
    driver = lesson_session(lesson("harvest"), lambda: 0, lambda game: ["You", "North"], ManualClock(), delay=0.0)
    assert isinstance(driver, LessonSession) and not driver.undoable
    assert driver.no_undo() == "There is no undo in a lesson."
    i18n.use("sv")
    assert driver.no_undo() == "Det går inte att ångra i en lektion."


async def test_u_in_a_lesson_says_the_lesson_has_no_undo():
    app = lesson_app("harvest")
    async with app.run_test(size=SIZE) as pilot:
        screen = await step_ready(pilot)
        await pilot.press("u")
        answer, *below = message(screen).splitlines()  # the step's line stays under a one-row answer
        assert answer == "There is no undo in a lesson." and below[0].startswith("Lesson 1/"), message(screen)


# Speed: one spelling --------------------------------------------------------

def test_every_speed_sentence_says_centre():
    american = [m.id for m in extracted("rules")
                if any("speed" in path for path, _line in m.locations)
                and re.search(r"\bcenter\b", re.sub(r"\{[^}]*\}", "", m.id if isinstance(m.id, str) else m.id[0]))]
    american += [m.id for m in extracted("tui") if any("speed" in path for path, _line in m.locations)
                 and re.search(r"\bcenter\b", re.sub(r"\{[^}]*\}", "", m.id if isinstance(m.id, str) else m.id[0]))]
    assert american == []
    assert "center" not in (ROOT / "tui/help/speed.md").read_text()


# The clover table -----------------------------------------------------------

async def test_the_clover_table_keeps_a_column_from_the_logs_border():
    app = make_app("clover", seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#clover-table")
        log = app.screen.query_one("#log")
        assert table.content_region.right <= log.region.x - 1  # "16/40 ▰▰▰▰▱▱▱▱▱▱" never touches "╭─"
        status = str(app.screen.query_one("#status").render())
        assert status.startswith("Clover Picker · turn 1 · ")


def test_the_opponents_line_fits_the_table_and_gives_up_the_level_first():
    import rules as engine
    from tui.screens.clover import text as words

    view = engine.new_game("clover", seed=3, names=["South", "North"]).view(0)
    for size in (5, 10):
        line = words.opponent_line(view, ["South", "North"], score=16, size=size, level="medium", width=48, ascii_mode=False)
        first = line.plain.splitlines()[0]
        assert len(first) <= 48 and first.endswith("16/40 ▰▰▰▰▱▱▱▱▱▱"), first
    # The level is given up where the widest line of a game would not fit, so the name never switches (a playtest:
    # "North (medium AI)" became "North" once the line grew): at 48 never, at 49 always, whatever the cards.
    for size in (5, 10):
        for width, shown in ((48, False), (49, True)):
            line = words.opponent_line(view, ["South", "North"], score=16, size=size, level="medium", width=width,
                                       ascii_mode=False)
            assert ("(medium AI)" in line.plain) == shown, (size, width)


# The harvest table ----------------------------------------------------------

def test_the_harvest_rows_titles_leave_a_space_before_the_cards():
    assert title_width() == len("harvest") + 1  # English as before: 8
    i18n.use("sv")
    assert title_width() == len("ladugård") + 1  # "ladugård >E♣", not "ladugård>E♣"


async def test_the_ascii_harvest_footer_names_the_pile_keys_apart_from_move():
    app = harvest_app(seed=3, ascii_mode=True)
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, lambda s: s.picking.piles())  # offered where there is another pile to go to
        screen = table(app)
        for _ in range(20):  # the Footer is laid out a refresh or more later
            await pilot.pause()
            if "Pile" in footer_text(screen):
                break
        keys = footer_text(screen)
        assert "<> Move  up/dn Pile" in keys  # both arrow keys named: not "<> Move up Pile"


# The Hearts score table -----------------------------------------------------

def records(shooter_hand: int | None, hands: int = 3) -> list[HandRecord]:
    totals, history = [0, 0, 0, 0], []
    for number in range(1, hands + 1):
        points = (0, 26, 26, 26) if number == shooter_hand else (number, 13, 13 - number, 0)
        totals = [t + p for t, p in zip(totals, points)]
        history.append(HandRecord(number, points, 0 if number == shooter_hand else None, tuple(totals), points))
    return history


@pytest.mark.parametrize("game_over", [False, True], ids=["after a hand", "game over"])
async def test_the_moon_legend_shows_only_when_someone_shot_the_moon(game_over):
    for shooter_hand, legend in ((None, False), (2, True)):
        history = records(shooter_hand)

        class Host(App):
            ascii_mode = False  # what the Scoreboard asks of its app

            def __init__(self, shown: list[HandRecord]) -> None:
                super().__init__()
                self.shown = shown

            def on_mount(self) -> None:
                self.push_screen(HeartsScores(self.shown, ["South", "West", "North", "East"], game_over))

        async with Host(history).run_test(size=SIZE) as pilot:
            await pilot.pause()
            screen = pilot.app.screen
            shown = rich_text(screen.query_one("#score-sheet", Static).content) if game_over else \
                rich_text(screen.query_one(Scoreboard).content)
            assert ("= shot the moon" in shown) is legend, shown
            assert ("* = the winner" in shown) is game_over
            assert "lowest total wins at 100" in shown or game_over


# Swedish ----------------------------------------------------------------------

SWEDISH = {
    "ready: enter plays, r reads the rules": "redo: enter för att spela, r för reglerna",
    "2 players: seven seasons a turn, grazing, weather and fields; first to 20.":
        "2 spelare: sju årstider per tur, bete, väder och åkrar; först till 20.",
    "2 players, real time, no turns: get rid of your cards first.":
        "2 spelare, realtid, ingen turordning: bli av med dina kort först.",
    "{seat}'s bouquet: {caption}": "{seat}s bukett: {caption}",
    "shuffled into the hand": "blandas in i handen",
}


@pytest.mark.parametrize("english", list(SWEDISH))
def test_the_swedish_sentences(english):
    i18n.use("sv")
    assert _(english) == SWEDISH[english]


def test_a_card_drawn_by_spades_agrees_in_number():
    i18n.use("sv")
    assert ngettext("{n} drawn by spades", "{n} drawn by spades", 1).format(n=1) == "1 draget av spader"
    assert ngettext("{n} drawn by spades", "{n} drawn by spades", 2).format(n=2) == "2 dragna av spader"
    assert ngettext("{n} played", "{n} played", 5).format(n=5) == "5 spelade"
    assert ngettext("{n} played", "{n} played", 1).format(n=1) == "1 spelat"


def test_the_speed_lesson_says_there_is_no_turn_order_in_swedish():
    i18n.use("sv")
    first = lesson("speed").steps[0].sentence()
    assert first.startswith("Speed har ingen turordning:")


def test_the_swedish_rules_panels_words():
    panels = {name: (ROOT / "tui/help/sv" / f"{name}.md").read_text() for name in ("hearts", "harvest", "clover", "speed")}
    for name, text in panels.items():
        assert "Valörerna i kort" not in text and "Valörerna förkortas:" in text, name
        assert "inga turer" not in text, name
    assert "| p | pausa datorspelarna, eller låt dem fortsätta |" in panels["hearts"]
    assert "| p | pausa datorspelaren, eller låt den fortsätta |" in panels["clover"]


def test_a_reviews_cost_has_the_languages_decimal_sign():
    from rules.review import Review
    from tests.reviewed import a_decision
    from tui.screens.review import cost_text, review_line

    decision = a_decision(step=1, part=5, chosen_value=20.0, best_value=2.96, cost=17.04, samples=8)
    result = Review(game="hearts", seat=0, part=1, unit="points", decisions=(decision,), evaluated=13, forced=0)
    assert cost_text(result, decision) == "17.0 points"
    i18n.use("sv")
    assert cost_text(result, decision) == "17,0 poäng"
    assert "17,0" in review_line(result)
