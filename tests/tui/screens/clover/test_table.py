"""The Clover Picker's table: pilot tests at 80×24, keys only, fixed seeds."""

from __future__ import annotations

import pytest

import rules
from rules.clover.actions import Pick
from rules.clover.game import CloverGame
from tests.narrow import narrow, present
from tests.tui.lessons.pilot import footer_text
from tui.app import KortbordApp
from tui.screens.clover import CloverScreen
from tui.screens.confirm import ConfirmScreen
from tui.screens.game_over import GameOverScreen
from tui.settings import PACES
from tui.widgets import Look
from tui.widgets.clover_meadow import CloverMeadow
from tui.widgets.event_log import EventLog

SIZE = (80, 24)
SEED = 5


def clover_app(seed: int = SEED, pace: str = "instant", ascii_mode: bool = False, level: str = "easy"):
    app = KortbordApp(ascii_mode=ascii_mode, seed=seed, start="clover", pace=pace, level=level)
    app.animation_level = "none"
    return app


def table(app) -> CloverScreen:
    for screen in reversed(app.screen_stack):
        if isinstance(screen, CloverScreen):
            return screen
    raise AssertionError(f"no clover table in {app.screen_stack}")


def message(screen) -> str:
    return str(screen.query_one("#message").render())


async def play_chain(pilot, screen) -> int:
    """Every extra card the spades allow, by m.  Returns how many."""
    more = 0
    while screen.my_chain():
        assert more < 20, "m did not play a card"
        await pilot.press("m")
        await pilot.pause()
        more += 1
    return more


async def play_turn(pilot, screen) -> int:
    """Play the whole spade chain (m), then pick the dearest affordable card
    by its digit until nothing is affordable, then d (answering y if
    asked).  Returns the picks made."""
    await play_chain(pilot, screen)
    picks = 0
    while slots := screen.affordable():
        assert picks < 20, "a pick did not happen"
        view = screen.view
        best = max(slots, key=lambda s: (view.meadow[s].rank, -s))
        await pilot.press(str(best + 1))
        await pilot.pause()
        picks += 1
    await pilot.press("d")
    await pilot.pause()
    if isinstance(pilot.app.screen, ConfirmScreen):
        await pilot.press("y")
        await pilot.pause()
    return picks


async def test_a_whole_game_against_the_easy_ai_by_keys_only():
    app = clover_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        assert screen.session.seats[1].bot is not None
        turns = picks = 0
        while not isinstance(app.screen, GameOverScreen):
            assert turns < 400, "the game did not end"
            assert screen.view.turn == 0 and screen.my_turn()
            picks += await play_turn(pilot, screen)
            turns += 1
            await pilot.pause()
        game = screen.session.game
        assert game.is_over and max(game.scores()) >= 40
        assert picks > 0
        summary = str(app.screen.query_one("#summary").render())
        assert summary == present(game.result).summary
        # The whole game replays from the seed and the session's log.
        replayed = rules.replay("clover", game.seed, game.options, screen.session.log)
        assert replayed.to_json() == game.to_json()
        await pilot.press("m")
        await pilot.pause()
        assert not isinstance(app.screen, CloverScreen)


async def turn_with_a_card_too_dear(pilot, screen) -> tuple[list[int], list[int]]:
    """Turns played on until one has both a card within the budget and one
    too dear: (the affordable slots, the dear ones)."""
    for _ in range(40):
        slots = screen.affordable()
        dear = [s for s, c in enumerate(screen.view.meadow) if c is not None and s not in slots]
        if slots and dear:
            return slots, dear
        await play_turn(pilot, screen)
    raise AssertionError("no turn with a card too dear came up")


async def test_the_highlight_is_the_engines_legal_picks():
    app = clover_app(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        meadow = screen.query_one(CloverMeadow)
        for _ in range(12):
            await play_chain(pilot, screen)
            view = screen.view
            if view.is_over:
                break
            legal = {a.card for a in screen.session.game.legal_actions(0) if isinstance(a, Pick)}
            for slot, card in enumerate(view.meadow):
                if card is not None:
                    look = meadow.look_of(slot)
                    assert look is (Look.LEGAL if card in legal else Look.DIMMED)
            await play_turn(pilot, screen)


async def test_a_refused_pick_shows_the_engines_reason_and_changes_nothing():
    app = clover_app(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        slots, dear = await turn_with_a_card_too_dear(pilot, screen)
        view = screen.view
        game = screen.session.game
        before = game.to_json()
        try:
            rules.load_game(before).apply(0, Pick(view.meadow[dear[0]]))
        except rules.IllegalAction as refusal:
            reason = str(refusal)
        await pilot.press(str(dear[0] + 1))
        await pilot.pause()
        assert game.to_json() == before
        assert message(screen) == reason
        assert screen.query_one("#message").has_class("-error")


async def test_done_without_a_pick_asks_first_and_no_keeps_the_turn():
    app = clover_app(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        for _ in range(40):
            if screen.affordable():
                break
            await play_turn(pilot, screen)
        game = screen.session.game
        before = game.to_json()
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        question = str(app.screen.query_one(".question").render())
        assert "go under the talon" in question and "North" in question
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is screen and game.to_json() == before
        log_length = len(screen.session.log)
        meadow = screen.view.meadow
        await pilot.press("d", "y")
        await pilot.pause()
        assert screen.session.log[log_length] == (0, "done")
        assert set(narrow(screen.session.game, CloverGame).talon[:5]) == {c for c in meadow if c is not None}


async def test_the_meadow_cursor_stops_at_either_end_and_never_wraps_round():
    """→ pressed more often than there are slots ends on the last card the
    cursor may rest on, not round on the first (issue 30, as the hand)."""
    app = clover_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        slots = screen.affordable()
        assert len(slots) > 1
        for _ in range(8):
            await pilot.press("right")
        assert screen.cursor == slots[-1]
        for _ in range(8):
            await pilot.press("left")
        assert screen.cursor == slots[0]
        await pilot.press("left")
        assert screen.cursor == slots[0]


async def test_the_no_pick_question_names_its_answers_as_the_footer_does():
    """The buttons said "Finish (y) / Pick (n)", the Footer "y Yes n No"
    (issue 30): both now come from the question's bindings."""
    from textual.widgets import Button

    from tui.widgets.footer import Footer

    app = clover_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert table(app).affordable()
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        keys = [(k.display, k.description) for k in app.screen.query_one(Footer).keys]
        buttons = [str(b.label) for b in app.screen.query(Button)]
        assert keys == [("y", "Finish"), ("n", "Pick a card")]
        assert buttons == ["Finish (y)", "Pick a card (n)"]


@pytest.fixture
def slow_pace(monkeypatch):
    """A pace so slow that no step happens by itself during a test: the test
    fires the steps (``narration.next_step``, what the timer would call)."""
    monkeypatch.setitem(PACES, "slow", (60.0, 60.0))


async def test_space_during_the_narration_shows_the_rest_at_once_and_another_key_is_answered(slow_pace):
    """Only space goes on, as the top bar and the Footer say (a playtest: u
    and i went on too, x said nothing): 1 is answered and picks nothing."""
    app = clover_app(seed=3, pace="slow")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        assert screen.narrating and "narrate" in screen.holds
        assert screen.narrator.show.scored is None  # the clubs are not counted yet
        before = screen.session.game.to_json()
        await pilot.press("1")  # it must not pick, nor show the rest
        await pilot.pause()
        assert screen.narrating and screen.narrator.show.scored is None
        assert message(screen) == "1 does nothing now: space shows the rest."
        await pilot.press("space")
        await pilot.pause()
        assert not screen.narrating and "narrate" not in screen.holds
        assert screen.narrator.show.scored is not None
        assert screen.view.turn == 0 and screen.my_pick()
        assert screen.session.game.to_json() == before


async def test_the_opponents_turn_is_narrated_step_by_step(slow_pace):
    app = clover_app(seed=3, pace="slow")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        await pilot.press("space")  # show our first bouquet at once
        await pilot.pause()
        assert screen.view.turn == 0 and not screen.narrating
        await pilot.press("d", "y")
        await pilot.pause()
        states, sizes = [], []
        for _ in range(30):
            show = screen.narrator.show
            states.append((show.owner, len(show.played), show.scored is not None, show.reds is not None))
            sizes.append(screen.opponent_size())
            if not screen.narrating:
                break
            # North waits while its turn is shown: no pick yet.
            assert screen.session.paused and not screen.session.game.view(1).picked
            # Space shows the rest at once: the Footer offers no key that would do otherwise (a playtest: 'u Undo').
            shown = footer_text(screen)
            assert "u Undo" not in shown and "i Hint" not in shown and "Show all" in shown, shown
            screen.narration.next_step()
            await pilot.pause()
        else:
            raise AssertionError("the narration did not end")
        north = [state for state in states if state[0] == "North"]
        assert north[0] == ("North", 5, False, False)  # laid out, nothing counted yet
        assert north[-1][2:] == (True, True)  # then the clubs, then the budget
        assert "narrate" not in screen.holds and not screen.session.paused
        # North's hand shrinks as its cards are laid out, not before.
        view = screen.view
        assert sizes[0] == view.opponent_hand_size + len(view.bouquet)
        assert sizes[-1] == view.opponent_hand_size and sizes == sorted(sizes, reverse=True)
        log = screen.query_one("#log", EventLog)
        assert any("North lays out" in line.text for line in log.lines)


async def test_the_narration_waits_while_the_rules_are_open(slow_pace):
    app = clover_app(seed=3, pace="slow")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        shown = screen.narrator.show
        assert screen.narrating
        await pilot.press("question_mark")
        await pilot.pause()
        screen.narration.next_step()  # the step's time comes while the rules are open
        await pilot.pause()
        assert screen.narrator.show == shown and screen.narrating
        await pilot.press("pagedown")  # scrolls the rules, shows nothing at once
        await pilot.pause()
        assert screen.narrating and screen.query_one("#rules-panel").scroll_y > 0
        await pilot.press("question_mark")
        await pilot.pause()
        screen.narration.next_step()
        await pilot.pause()
        assert screen.narrator.show != shown


async def test_a_click_on_an_affordable_meadow_card_picks_it():
    app = clover_app(seed=12)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        for _ in range(40):
            if screen.affordable():
                break
            await play_turn(pilot, screen)
        slot = screen.affordable()[-1]
        card = screen.view.meadow[slot]
        await pilot.click(CloverMeadow, offset=(1 + slot * 8 + 2, 3))
        await pilot.pause()
        assert card in screen.view.picked


async def test_a_game_left_mid_pick_resumes_at_the_same_pick():
    app = clover_app(seed=12)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        await play_turn(pilot, screen)
        await play_chain(pilot, screen)
        slot = screen.affordable()[0]
        await pilot.press(str(slot + 1))
        await pilot.pause()
        state = screen.session.game.to_json()
        picked = screen.view.picked
        assert picked
        await pilot.press("q", "y")
        await pilot.pause()
        await pilot.press("enter")  # the menu offers the saved game first
        await pilot.pause()
        resumed = app.screen
        assert isinstance(resumed, CloverScreen) and resumed is not screen
        assert resumed.session.game.to_json() == state
        assert resumed.my_pick() and resumed.view.picked == picked
        assert resumed.narrator.show.picked == picked  # the table shows the picks made


@pytest.mark.parametrize("ascii_mode", (False, True))
async def test_the_hand_header_of_a_big_hand_stays_on_one_line_at_80x24(ascii_mode):
    """13 cards and 14/40: the score bar went to a line of its own; it gives way."""
    from rich.text import Text

    from rules.cards import parse_card
    from tui.screens.clover import text as words
    from tui.widgets.clover_queue import CloverQueue

    app = clover_app(ascii_mode=ascii_mode)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = table(app)
        queue = screen.query_one(CloverQueue)
        hand = [parse_card(t) for t in "2H 3C 4S 5D 6H 7C 8S 9D 10H JC QS KD AH".split()]
        title, bar = words.hand_title(screen.view, screen.names, score=14, size=len(hand), ascii_mode=ascii_mode)
        queue.show(hand, title, title_end=bar)
        await pilot.pause()
        box = queue.region
        lines = [strip.text for strip in app.screen._compositor.render_strips()][box.y:box.bottom]
        head, second = lines[0][box.x:box.right], lines[1][box.x:box.right]
        assert "13 cards · 14/40" in head.replace("|", "·"), lines
        assert not set(second.strip()) <= set("▰▱#-"), lines  # no bar alone on a line
        wide = CloverQueue()
        wide.show(hand, title, title_end=bar)
        assert wide.title_line(80).plain == title.plain + bar.plain  # with room the bar stays
        assert isinstance(wide.title_line(10), Text) and wide.title_line(10).plain == title.plain


async def test_a_refused_digit_leaves_the_frame_and_what_space_acts_on_together():
    """A digit on a card too dear is refused and moves nothing: the frame
    stays where it was, and space and enter pick the framed card, not the
    refused one (a playtest: after 3 on 4♠, costing 4 with 2 left, the
    frame stayed on D♥ while enter and space answered '4♠ costs 4')."""
    app = clover_app(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        slots, dear = await turn_with_a_card_too_dear(pilot, screen)
        view = screen.view
        meadow = screen.query_one(CloverMeadow)
        framed = meadow.cursor
        assert framed in slots
        card = view.meadow[framed]
        await pilot.press(str(dear[0] + 1))
        await pilot.pause()
        assert meadow.cursor == framed and screen.cursor == framed
        await pilot.press("x", "enter")
        await pilot.pause()
        assert card in screen.view.picked  # the framed card, picked by enter
