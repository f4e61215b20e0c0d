"""The clover table offers, names and answers only the keys that work at
the moment (a playtest, with the words of the defects): 'i Hint' offered
during North's chain; u and i going on during the bouquet's narration, and
x saying nothing there; PgUp/PgDn showing the rest instead of scrolling the
log; the frame on a card that cannot be picked; "1-5 Pick" whatever the
meadow held; and the pick key named "mellanslag", then "⏎", on turn 1.

The table runs on a ManualClock, so no step of the narration and no move of
North happens unless a test moves time on; every wait for a drawn state is
a bounded loop of pauses (tests/tui/lessons/pilot.py's ``laid_out``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rich.cells import cell_len

from rules import i18n
from rules.clock import ManualClock
from tests.tui.lessons.pilot import footer_text, lesson_app, step_ready
from tests.tui.screens.clover.test_table import SIZE, clover_app, message, table, turn_with_a_card_too_dear
from tui.screens.clover import CloverScreen
from tui.screens.clover.keys import offered, slot_keys
from tui.screens.confirm import ConfirmScreen
from tui.widgets.clover_meadow import CloverMeadow
from tui.widgets.event_log import EventLog
from tui.widgets.footer import Footer


@pytest.fixture
def clock(monkeypatch) -> ManualClock:
    manual = ManualClock()
    monkeypatch.setattr(CloverScreen, "make_clock", lambda self: manual)
    return manual


async def until(pilot, condition: Callable[[], bool], clock: ManualClock | None = None, limit: int = 400) -> None:
    """Pauses (and, with ``clock``, a tenth of a second of the table's time
    each) until ``condition`` holds; at most ``limit``."""
    for _ in range(limit):
        if condition():
            return
        if clock is not None:
            clock.advance(0.1)
        await pilot.pause()
    raise AssertionError("the state waited for did not come")


def answered(screen: CloverScreen, sentence: str) -> Callable[[], bool]:
    """Whether the message line's answer is ``sentence`` now (a lesson's step line may stand below it)."""
    return lambda: message(screen).startswith(sentence)


def says(screen: CloverScreen, sentence: str) -> Callable[[], bool]:
    """Whether the message line says ``sentence`` now."""
    return lambda: message(screen) == sentence


async def press_on(pilot, clock: ManualClock, screen: CloverScreen, *keys: str) -> None:
    """``keys`` pressed, each once what it did has arrived (the driver's
    messages come on the table's clock) and been told."""
    for key in keys:
        await pilot.press(key)
        await until(pilot, lambda: not screen.narrating, clock)


async def play_turn_on(pilot, clock: ManualClock, screen: CloverScreen) -> None:
    """As test_table.py's ``play_turn``, on the ManualClock: the whole
    chain, the dearest affordable cards, then d (and y)."""
    while screen.my_chain():
        await press_on(pilot, clock, screen, "m")
    while slots := screen.affordable():
        view = screen.view
        await press_on(pilot, clock, screen, str(max(slots, key=lambda s: (view.meadow[s].rank, -s)) + 1))
    await pilot.press("d")
    await pilot.pause()
    if isinstance(pilot.app.screen, ConfirmScreen):
        await pilot.press("y")


async def norths_turn_told(pilot, clock: ManualClock, screen: CloverScreen, log_rows: int = 0) -> None:
    """Our turns played on (North's on the clock) until North's bouquet is
    being told, the log longer than ``log_rows`` by more than a page."""
    log = screen.query_one(EventLog)
    for _ in range(60):
        await until(pilot, lambda: screen.my_turn(), clock)
        await play_turn_on(pilot, clock, screen)
        await until(pilot, lambda: screen.narrator.turn_seat == 1 and screen.narrating, clock)
        if log.max_scroll_y > log_rows:
            return
    raise AssertionError("North's turn was not told")


# 1. The hint at North's chain ------------------------------------------------------------------

def test_the_hint_is_offered_only_at_the_persons_own_decision():
    def hint(**moment: bool) -> bool:
        return offered("hint", **{"picking": False, "affordable": False, "chain": False, "narrating": False,
                                  "instant": False, **moment})

    assert hint(picking=True) and hint(picking=True, affordable=True) and hint(chain=True)
    assert not hint() and not hint(narrating=True)  # North's turn, or a turn being told


async def test_at_norths_spade_chain_the_footer_offers_no_hint_and_i_says_whose_turn_it_is(clock):
    app = clover_app(seed=5, pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = table(app)
        for _ in range(80):
            await until(pilot, lambda: not screen.narrating and (screen.my_turn() or screen.view.phase == "chain"),
                        clock)
            if screen.view.turn == 1:
                break
            await play_turn_on(pilot, clock, screen)
        else:
            raise AssertionError("North never chose a spade chain")
        assert screen.view.phase == "chain" and not screen.my_turn()
        assert "Hint" not in footer_text(screen), footer_text(screen)
        before = screen.session.game.to_json()
        await pilot.press("i")
        await until(pilot, lambda: message(screen) != "")
        assert message(screen) == "Wait: North is choosing its spade chain."
        assert screen.session.game.to_json() == before


# 2. Keys during the narration -------------------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "sv"])
async def test_during_the_narration_only_space_goes_on_and_other_keys_are_answered(clock, language):
    """Each answer names what the Footer's "space Show all" does (a
    playtest read "u does nothing now: space goes on." under it); u says
    why there is no undo, as everywhere (the first turn: no move yet)."""
    i18n.use(language)
    app = clover_app(seed=3, pace="slow")
    async with app.run_test(size=SIZE) as pilot:
        screen = table(app)
        await until(pilot, lambda: screen.narrating and screen.narrator.show.played != ())
        shown, before = screen.narrator.show, screen.session.game.to_json()
        answer = {"en": "{key} does nothing now: space shows the rest.",
                  "sv": "{key} gör inget nu: mellanslag visar resten."}
        no_move = {"en": "Nothing to undo: you have not made a move yet.",
                   "sv": "Inget att ångra: du har inte gjort något drag än."}
        for key in ("u", "i", "x", "1", "m", "d"):
            await pilot.press(key)
            await until(pilot, says(screen, no_move[language] if key == "u" else answer[language].format(key=key)))
            assert screen.narrating and screen.narrator.show == shown, key  # nothing went on
            assert screen.session.game.to_json() == before
        footer = footer_text(screen)
        assert ("space Show all" in footer or "mellanslag Visa allt" in footer) and " u " not in f" {footer} "
        await until(pilot, lambda: not screen.narrating, clock)  # told to its end at the pace
        assert screen.my_pick()
        await until(pilot, says(screen, ""))  # the answer is not true any more: space picks now (a playtest)


# 3. PgUp/PgDn during the narration ---------------------------------------------------------------

async def test_pgup_and_pgdn_during_the_narration_scroll_the_log_and_leave_the_turn_told(clock):
    app = clover_app(seed=3, pace="slow")
    async with app.run_test(size=SIZE) as pilot:
        screen = table(app)
        log = screen.query_one(EventLog)
        await norths_turn_told(pilot, clock, screen, log_rows=log.scrollable_content_region.height)
        await until(pilot, lambda: round(log.scroll_offset.y) == log.max_scroll_y)
        shown, newest = screen.narrator.show, log.max_scroll_y
        await pilot.press("pageup")
        await until(pilot, lambda: round(log.scroll_offset.y) < newest)
        assert screen.narrating and screen.narrator.show == shown
        clock.advance(10.0)  # many steps' time: the turn waits while the log is read back
        await pilot.pause()
        assert screen.narrating and screen.narrator.show == shown and round(log.scroll_offset.y) < newest
        # the wait says what ends it, within the top bar (a playtest: "(waiting)", nothing explained it)
        status = str(screen.query_one("#status").render())
        assert status.endswith("North's bouquet… (waiting: PgDn or space goes on)") and cell_len(status) <= SIZE[0] - 2
        for _ in range(20):  # back to the newest line
            if round(log.scroll_offset.y) >= log.max_scroll_y:
                break
            await pilot.press("pagedown")
            await pilot.pause()
        await until(pilot, lambda: screen.narrator.show != shown, clock)  # the turn is told on
        assert screen.narrating or screen.narrator.show.owner == "North"


# 4. The frame only where a card can be picked ------------------------------------------------------

async def test_no_frame_in_the_spade_chain():
    from tests.tui.screens.clover.test_chain import to_my_chain

    app = clover_app(seed=12)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        await to_my_chain(pilot, screen)
        meadow = screen.query_one(CloverMeadow)
        await until(pilot, lambda: meadow.cards == screen.view.meadow)
        assert meadow.cursor is None and "┏" not in meadow.render().plain


# 5. The digits the Footer names -----------------------------------------------------------------

def test_the_pick_digits_are_named_as_runs():
    assert slot_keys([0, 1, 2, 3, 4]) == "1-5"
    assert slot_keys([0, 1, 2]) == "1-3"
    assert slot_keys([1, 3]) == "2,4"
    assert slot_keys([0, 1, 2, 4]) == "1-3,5"
    assert slot_keys([3, 4]) == "4,5" and slot_keys([2]) == "3" and slot_keys([]) == ""


async def test_the_footer_and_the_top_bar_name_the_affordable_slots_digits():
    app = clover_app(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        slots, _dear = await turn_with_a_card_too_dear(pilot, screen)
        digits = slot_keys(slots)
        await until(pilot, lambda: f"{digits} Pick slot" in footer_text(screen))
        assert "1-5" not in footer_text(screen)
        status = str(screen.query_one("#status").render())
        assert f"({digits}, budget" in status or "pick more" in status, status


# 6. The pick key's name, steady ----------------------------------------------------------------

@pytest.mark.parametrize("language", ["en", "sv"])
async def test_the_pick_key_is_named_as_the_narration_named_it_at_the_lessons_first_turn(language):
    """The clover lesson at 80 columns: its Footer is the longest (q Leave
    lesson), where the pick key, named "mellanslag" by the narration's
    "mellanslag Visa allt" and the top bar, was drawn "⏎ Välj" (a
    playtest).  The key has no other name to switch to, on the line as
    drawn; the line keeps its last word."""
    i18n.use(language)
    space, pick, leave = {"en": ("space", "Pick", "q Leave lesson"), "sv": ("mellanslag", "Välj", "q Lämna lektionen")}[language]
    app = lesson_app("clover", pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = await step_ready(pilot)
        assert isinstance(screen, CloverScreen) and screen.my_pick()
        footer = screen.query_one(Footer)
        await until(pilot, lambda: f"{space} {pick}" in footer.render().plain)
        drawn = footer.render().plain
        assert "⏎" not in drawn and drawn.rstrip().endswith(leave) and cell_len(drawn.rstrip()) <= SIZE[0], drawn
        named = next(key for key in footer.keys if key.action == "pick_here")
        assert named.display == named.short == space  # no shorter name to switch to when the line is short of room


# 7. No undo past North's bouquet ------------------------------------------------------------------

@pytest.mark.parametrize("told", [False, True], ids=["at-its-chain", "while-told"])
async def test_no_undo_offered_past_norths_bouquet_and_u_says_why(clock, told):
    """A playtest: pick, d, North laid out its bouquet; at "North chooses its
    spade chain…" the Footer offered u, and u brought the turn back with
    North's next five cards known.  Neither while the bouquet is told nor
    after: the Footer offers no u, and u says why, nothing changed."""
    app = clover_app(seed=5, pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        screen = table(app)
        for _ in range(80):
            await until(pilot, lambda: screen.my_turn(), clock)
            picked = bool(screen.affordable())
            await play_turn_on(pilot, clock, screen)
            await until(pilot, lambda: screen.view.turn == 1 and screen.narrating, clock)
            if picked and screen.view.phase == "chain":
                break
        else:
            raise AssertionError("North never chose a spade chain after a pick")
        if not told:
            await until(pilot, lambda: not screen.narrating, clock)
        assert screen.view.phase == "chain" and screen.narrating == told
        await until(pilot, lambda: "Undo" not in footer_text(screen))
        before, log = screen.session.game.to_json(), list(screen.session.log)
        await pilot.press("u")
        await until(pilot, says(screen, "No undo past North's bouquet: its cards are laid out, in its hand's order."))
        assert screen.session.game.to_json() == before and screen.session.log == log
        assert not screen.session.undo_used


async def test_an_undo_that_shows_nothing_is_offered_and_works_while_the_turn_is_told(clock):
    """The other side of it (a playtest: u undid during the person's own
    bouquet told, though the Footer did not offer it): m that ends the
    chain is told step by step, and its undo takes back only the person's
    own card, so the Footer offers u there and u undoes it."""
    app = clover_app(seed=2, pace="slow")
    async with app.run_test(size=SIZE) as pilot:
        screen = table(app)
        for _ in range(80):
            await until(pilot, lambda: screen.my_turn(), clock)
            if screen.my_chain() and screen.view.chain_left == 1:
                break
            await play_turn_on(pilot, clock, screen)
        else:
            raise AssertionError("no spade chain with one more card for the person")
        await pilot.press("m")
        await until(pilot, lambda: screen.narrating and not screen.my_chain())
        await until(pilot, lambda: "u Undo" in footer_text(screen))
        await pilot.press("u")
        await until(pilot, lambda: screen.my_chain() and screen.session.undo_used, clock)
        assert screen.view.chain_left == 1


async def test_in_the_lesson_keys_during_the_told_turn_are_answered_as_at_the_plain_table(clock):
    """A playtest in the clover lesson: u, i and x while the turn was told
    gave no answer, the line kept 'Lesson 4/14 follows as soon as you have
    a move to make.'  Each gets the plain table's answer, the step's line
    below it."""
    app = lesson_app("clover", pace="slow")
    async with app.run_test(size=SIZE) as pilot:
        screen = await step_ready(pilot)
        assert isinstance(screen, CloverScreen)
        for key in ("3", "3", "d"):  # the steps: take 8♣, take A♠ that came up, done
            await until(pilot, lambda: screen.my_pick(), clock)
            await pilot.press(key)
        await until(pilot, lambda: screen.narrating)
        answers = {"u": "There is no undo in a lesson.", "i": "i does nothing now: space shows the rest.",
                   "x": "x does nothing now: space shows the rest."}
        for key, answer in answers.items():
            await pilot.press(key)
            await until(pilot, answered(screen, answer))
            assert screen.narrating and message(screen).endswith("as soon as you have a move to make.")


async def test_with_one_affordable_card_the_footer_offers_no_move_and_the_arrows_are_answered():
    """A playtest, the clover lesson's step 2: '←→ Move' offered with one
    affordable card (A♠, 1 left), and → did nothing and said nothing."""
    app = lesson_app("clover", pace="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen = await step_ready(pilot)
        assert isinstance(screen, CloverScreen)
        await pilot.press("3")  # step 1: take 8♣; A♠ comes up in its slot, 1 left
        await until(pilot, lambda: len(screen.affordable()) == 1)
        await until(pilot, lambda: "Pick slot" in footer_text(screen) and "Move" not in footer_text(screen))
        cursor, before = screen.cursor, screen.game.to_json()
        for key in ("right", "left"):
            screen.say("")  # the answer to the key before goes: each key's own is waited for
            await pilot.press(key)
            await until(pilot, lambda: message(screen).startswith("Only A♠ is within your budget: space or 3 picks it."))
            assert screen.cursor == cursor and screen.game.to_json() == before


async def test_the_persons_own_bouquet_is_your_bouquet_on_the_table_and_in_the_top_bar(clock):
    """A playtest: 'South's bouquet…' in a game, 'your bouquet…' in the
    lesson.  The person is 'you' wherever the own bouquet is named: the
    bouquet's title at the pick, and the top bar while it goes into the hand."""
    from tui.widgets.clover_bouquet import CloverBouquet

    app = clover_app(seed=3, pace="slow")
    async with app.run_test(size=SIZE) as pilot:
        screen = table(app)
        await until(pilot, lambda: screen.my_pick(), clock)
        bouquet = screen.query_one(CloverBouquet)
        await until(pilot, lambda: bouquet.render().plain.startswith("Your bouquet"))
        await pilot.press("d")
        await pilot.pause()
        if isinstance(pilot.app.screen, ConfirmScreen):
            await pilot.press("y")
        statuses = set()
        for _ in range(200):  # the turn told on, step by step, until North's bouquet
            statuses.add(str(screen.query_one("#status").render()))
            if screen.narrator.turn_seat == 1:
                break
            clock.advance(0.1)
            await pilot.pause()
        assert any("your bouquet" in line for line in statuses), statuses
        assert not any("South" in line for line in statuses), statuses
