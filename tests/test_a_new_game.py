"""A new game is its own folders and nothing else (issue 45): a fifth, toy
game dropped into rules/ (its spec, engine, players, review, lesson and the
seats in its values) and tui/screens/ (its table's spec and screen) is
found by the rules, the review, the lessons, a shared table's wire, the
menu and its Play page, the table and the process that forks tables, with
no other file edited."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList

import rules
import rules.lessons
import rules.review
import tui.screens
from tests.dropped import drop_in
from tests.rules.countdown import Countdown
from tests.tui.helpers import make_app, until_screen

RULES_SPEC = '''
from rules.games import GameSpec, Option

SPEC = GameSpec(
    name="toy", engine="rules.toy.game:Toy", bots="rules.toy.bots", levels=("easy", "medium"), order=50,
    options=(Option("start", (5, 7, 9), 7),),
    review_game="rules.toy.review:review_game", lesson="rules.toy.lesson:LESSON",
    wire_seats="rules.toy.wire_seats:SEAT_FIELDS",
)
'''
GAME = '''
from dataclasses import dataclass

from rules.core import Event
from tests.rules.countdown import Countdown


@dataclass(frozen=True)
class Taken(Event):
    seat: int
    n: int


class Toy(Countdown):
    name = "toy"
    title = "Toy"

    def __init__(self, seed=0, start=7):
        super().__init__(seed, start=start)
'''
BOTS = '''
from rules.bot import RandomBot


class Easy(RandomBot):
    pass


class Medium(RandomBot):
    pass


LEVELS = {"easy": Easy, "medium": Medium}
'''
REVIEW = '''
from rules.review import Review


def review_game(seed, options, log, seat, known=None):
    return Review("toy", seat, 0, "win chance", (), evaluated=len(log), forced=0)
'''
LESSON = '''
from rules.lessons import Lesson, Step

from .game import Toy

LESSON = Lesson(
    game="toy",
    steps=(Step("Take one.", "take one", "Take one, as the step says.", ("take 1",),
                position=lambda: Toy(seed=1, start=5)),),
    reply=lambda view, legal: legal[0],
    words=str,
    last="That is the toy game.",
)
'''
WIRE_SEATS = '''
from rules.seat_kinds import NOT_SEAT, SEAT

SEAT_FIELDS = {"rules.toy.game:Taken": {"seat": SEAT, "n": NOT_SEAT}}
'''
TABLE_SPEC = '''
from tui.screens.registry import TableSpec, Wording

SPEC = TableSpec("toy", "Toy game", "2 players: take one or two; the last one wins.",
                 "tui.screens.toy.screen:ToyScreen", (Wording("start", "Counter"),),
                 review_words="tui.screens.toy.words:WORDS")
'''
WORDS = '''
from tui.screens.review_words import ReviewWords


class Takes(ReviewWords):
    def where(self, decision):
        return f"take {decision.step}"


WORDS = Takes()
'''
SCREEN = '''
from textual.widgets import Static

from tui.screens.game_base import GameScreen


class ToyScreen(GameScreen):
    def compose_table(self):
        yield Static(id="toy-board")

    def redraw(self):
        self.query_one("#toy-board", Static).update(f"{self.game.left} left")
'''


@pytest.fixture
def toy(monkeypatch):
    drop_in(monkeypatch, rules, "toy", {"spec": RULES_SPEC, "game": GAME, "bots": BOTS, "review": REVIEW,
                                        "lesson": LESSON, "wire_seats": WIRE_SEATS})
    drop_in(monkeypatch, tui.screens, "toy", {"spec": TABLE_SPEC, "screen": SCREEN, "words": WORDS})


def test_the_rules_the_review_and_the_lessons_find_the_new_game(toy):
    assert list(rules.GAMES) == ["hearts", "harvest", "clover", "speed", "toy"]  # by the specs' order
    game = rules.new_game("toy", seed=3, start=5)
    assert type(game).__name__ == "Toy" and isinstance(game, Countdown) and game.left == 5  # Toy is a Countdown
    assert rules.bot_levels("toy") == ["easy", "medium"] and rules.default_level("toy") == "medium"
    assert rules.level_of("toy", rules.new_bot("toy", "easy")) == "easy"
    assert rules.driver_class("toy").__name__ == "Session"
    assert rules.review.reviewable("toy") and not rules.review.reviewed_in_parts("toy")
    reviewed = rules.review.review("toy", 3, {"start": 5}, [(0, "take 1")], 0)
    assert (reviewed.game, reviewed.evaluated) == ("toy", 1)
    assert "toy" in rules.lessons.LESSONS and rules.lessons.lesson("toy").last == "That is the toy game."
    from rules.tables.wire import decode, encode

    taken = rules.games.load("rules.toy.game:Taken")(seat=1, n=2)
    sent = encode(taken, viewer=1, num_players=2)  # to a shared table's player: their seat is 0
    assert sent == {"d": "rules.toy.game:Taken", "f": {"seat": 0, "n": 2}} and decode(sent) == taken.__class__(0, 2)
    assert set(rules.GAMES["toy"].modules()) == {"rules.toy.game", "rules.session", "rules.toy.review",
                                                  "rules.toy.bots"}


def test_a_game_is_gone_with_its_folder(toy, monkeypatch):
    monkeypatch.undo()  # the folders taken out again
    assert "toy" not in rules.GAMES and "toy" not in rules.lessons.LESSONS
    from tui.screens import registry

    assert list(registry.TABLES) == ["hearts", "harvest", "clover", "speed"]


async def test_the_menu_offers_the_new_game_its_play_page_its_lesson_and_its_table(toy):
    from tui.screens import registry
    from tui.screens.setup import SetupScreen

    assert [c.key for c in registry.choices("toy")] == ["start", "level", "pace"]
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        menu = app.screen
        games = menu.query_one(OptionList)
        assert "Toy game" in str(games.get_option("toy").prompt)
        games.highlighted = games.get_option_index("toy")
        await pilot.press("enter")
        setup = await until_screen(pilot, lambda s: isinstance(s, SetupScreen))
        assert setup.game == "toy" and setup.has_lesson
        shown = " ".join(str(widget.render()) for widget in setup.query("*"))
        assert "Counter" in shown and "t learn to play" in shown
        await pilot.press("t")
        lesson = await until_screen(pilot, lambda s: type(s).__name__ == "ToyScreen")
        assert lesson.session.game.left == 5  # the lesson's own position
        app.pop_screen()
        await until_screen(pilot, lambda s: s is setup)
        await pilot.press("enter")
        table = await until_screen(pilot, lambda s: type(s).__name__ == "ToyScreen" and s is not lesson)
        assert table.settings.game == "toy" and table.session.game.left == 7
        await pilot.pause()
        assert str(table.query_one("#toy-board").render()) == "7 left"


def test_a_new_real_time_game_resumes_at_the_pace_of_real_time(monkeypatch):
    """A real-time driver named in the spec is all the house needs to know:
    a save of it resumes without a Session's pace (none is recorded)."""
    from tui.screens.resume import settings_from_record
    from tui.store.record import SaveRecord

    real_time = RULES_SPEC.replace('order=50,', 'order=50, driver="rules.speed.match:Match",')
    drop_in(monkeypatch, rules, "toy", {"spec": real_time, "game": GAME, "bots": BOTS})
    record = SaveRecord("1", "toy", 3, {"start": 5}, [], {}, None, pace=0.0)
    assert settings_from_record(record).pace == "normal"


def test_a_table_for_a_game_the_engine_lacks_or_a_misnamed_spec_is_an_error(monkeypatch):
    from tui.screens import registry

    drop_in(monkeypatch, tui.screens, "toy", {"spec": TABLE_SPEC})  # its rules/toy/spec.py forgotten
    with pytest.raises(LookupError, match="toy"):
        registry.tables()
    monkeypatch.undo()
    drop_in(monkeypatch, rules, "toy", {"spec": RULES_SPEC.replace('name="toy"', 'name="toys"')})
    with pytest.raises(TypeError, match="SPEC must be the GameSpec named 'toy'"):
        rules.games.specs()


def test_the_review_says_where_a_decision_was_in_the_new_game_s_words(toy):
    from tests.reviewed import a_decision
    from tui.screens.review import words

    decision = a_decision(step=3, index=2, best_value=1.0, samples=10)  # where it was is all the words read
    assert words("toy").again(decision, 0, kept=True) == "Again from take 3: practice, not saved (your game is kept)."
    assert words("clover").again(decision, 0, kept=False) == "Again from turn 3: practice, not saved."
    assert words("hearts").again(decision, 2, kept=False) == "Hand 2 again from trick 3: practice, not saved."


def test_the_statistics_tell_a_new_game_s_best_wins_by_its_own_rules(monkeypatch):
    """Its driver and its engine's rule say how a best win reads, not its name."""
    from tui.screens.statistics import best_text
    from tui.store.stats import GameRow

    def row(game, scores, duration=75.0):
        return GameRow(1, game, {}, "easy", [], 0, [0], scores, True, duration, [], False, "2026-01-01T00:00:00")

    assert best_text(row("speed", [0, 9])) == "won in 1:15 (easy)"
    assert best_text(row("hearts", [20, 40, 50, 26])) == "20 points (easy)"
    assert best_text(row("harvest", [21, 15])) == "21 points, by 6 (easy)"
    real_time = RULES_SPEC.replace('order=50,', 'order=50, driver="rules.speed.match:Match",')
    drop_in(monkeypatch, rules, "toy", {"spec": real_time, "game": GAME, "bots": BOTS})
    assert best_text(row("toy", [1, 0])) == "won in 1:15 (easy)"
