"""The shared widgets draw what they are given (no game needed)."""

from __future__ import annotations

from functools import partial

from rich.style import Style

from rules.cards import parse_cards
from tests.narrow import narrow, present
from tests.tui.bench import Bench
from tests.tui.helpers import rich_text
from tui.widgets import Hand, Look, Scoreboard
from tui.widgets.card import card_lines


def table_bench(ascii_mode: bool = False) -> Bench:
    return Bench(lambda: Hand(id="hand"), lambda: Scoreboard(id="board"), ascii_mode=ascii_mode)


def plain(widget) -> str:
    return widget.render().plain


def test_a_card_shows_rank_and_suit_and_ascii_letters():
    (queen,) = parse_cards("QS")
    assert "Q♠" in "".join(line.plain for line in card_lines(queen))
    assert "QS" in "".join(line.plain for line in card_lines(queen, ascii_mode=True))
    back = "".join(line.plain for line in card_lines(None))
    assert "♠" not in back and "░" in back
    heart, diamond = parse_cards("5H 5D")
    # red suits differ by shape, not only by colour
    assert card_lines(heart)[1].plain != card_lines(diamond)[1].plain


async def test_hand_marks_legal_dimmed_selected_and_numbers_the_legal_cards():
    app = table_bench(ascii_mode=True)
    async with app.run_test(size=(80, 24)) as pilot:
        hand = app.query_one(Hand)
        cards = parse_cards("2C 9C 4D QS AH")
        hand.show(cards, legal=cards[:2])
        await pilot.pause()
        assert [hand.look_of(c) for c in cards] == [Look.LEGAL] * 2 + [Look.DIMMED] * 3
        assert hand.quick_picks() == cards[:2]
        assert "QS" in plain(hand) and "Q♠" not in plain(hand)
        hand.show(cards, selected=cards[3:4])
        assert hand.look_of(cards[3]) is Look.SELECTED
        assert {hand.index_at(x) for x in range(80)} - {None} == set(range(5))


async def test_hand_cursor_stops_at_either_end_and_never_wraps_round():
    """A player pressing → ten times must land on the last card, not on
    the first again (issue 30: 5♣ played by surprise)."""
    app = table_bench()
    async with app.run_test(size=(80, 24)) as pilot:
        hand = app.query_one(Hand)
        cards = parse_cards("2C 9C 4D QS AH")
        hand.show(cards, legal=cards)
        await pilot.pause()
        hand.move(-1)
        assert hand.card_at_cursor() == cards[0]
        for _ in range(10):
            hand.move(1)
        assert hand.card_at_cursor() == cards[-1]
        hand.move(3)
        assert hand.card_at_cursor() == cards[-1]


async def test_scoreboard_marks_the_leader():
    app = table_bench()
    async with app.run_test(size=(80, 24)):
        board = app.query_one(Scoreboard)
        board.show(["South", "West"], ["H1"], [["3"], ["23"]], [3, 23])
        text = rich_text(board.content)
        assert "* South" in text and "* West" not in text
        assert "* = in the lead" in text  # the star is explained where it shows


async def test_scoreboard_of_a_result_says_its_star_marks_the_winners():
    app = table_bench()
    async with app.run_test(size=(80, 24)):
        board = app.query_one(Scoreboard)
        board.show(["South", "West"], [], [[], []], [40, 12], lowest_wins=False, leaders={0})
        assert "* = won" in rich_text(board.content)


def test_no_color_draws_cards_without_colour_but_keeps_the_emphasis(monkeypatch):
    from rules.cards import parse_card
    from tui.widgets.card import Look, card_lines

    monkeypatch.setenv("NO_COLOR", "1")
    legal = card_lines(parse_card("QH"), Look.LEGAL)
    dimmed = card_lines(parse_card("QH"), Look.DIMMED)
    for line in legal + dimmed:
        for span in line.spans:
            style = span.style
            assert not getattr(style, "color", None), "no colour under NO_COLOR"
    assert narrow(legal[0].style, Style).bold and narrow(dimmed[0].style, Style).dim
    assert "Q♥" in legal[1].plain
    monkeypatch.delenv("NO_COLOR")
    assert present(narrow(card_lines(parse_card("QH"), Look.NORMAL)[1].spans[-2].style, Style).color).name == "red"


def test_ascii_scrollbars_draw_the_thumb_without_block_glyphs():
    from textual.scrollbar import ScrollBar, ScrollBarRender

    from tui.app import KortbordApp
    from tui.widgets.scrollbars import AsciiScrollBarRender

    def glyphs(renderer) -> set:
        out: set[str] = set()
        for vertical in (True, False):
            for tenth in range(0, 101, 7):  # positions that end a thumb mid-cell
                bar = renderer.render_bar(size=10, virtual_size=37, window_size=10,
                                          position=27 * tenth / 100, vertical=vertical)
                out.update("".join(seg.text for seg in bar.segments))
        return out

    assert glyphs(ScrollBarRender) - set(" \n")  # Textual's own draws eighth blocks
    assert glyphs(AsciiScrollBarRender) <= set(" \n")
    try:
        KortbordApp(ascii_mode=True, keep=False)
        assert ScrollBar.renderer is AsciiScrollBarRender
        KortbordApp(ascii_mode=False, keep=False)
        assert ScrollBar.renderer is ScrollBarRender
    finally:
        ScrollBar.renderer = ScrollBarRender


async def test_the_event_log_wraps_its_sentences_again_when_the_terminal_is_resized():
    from tui.widgets import EventLog

    sentence = "South harvests J♥ 2 + 3♥ 3 + K♥ 2 = 7 points (24 in all)."
    app = Bench(lambda: EventLog(id="log"))
    async with app.run_test(size=(24, 12)) as pilot:
        log = app.query_one(EventLog)
        for _ in range(3):
            log.say(sentence)
        await pilot.pause()
        narrow = len(log.lines)
        assert narrow > 3  # each sentence took several lines
        await pilot.resize_terminal(100, 12)
        await pilot.pause()
        assert len(log.lines) == 3
        assert all(sentence in "".join(seg.text for seg in line) for line in log.lines)
        await pilot.resize_terminal(24, 12)
        await pilot.pause()
        assert len(log.lines) == narrow


async def test_the_logs_tell_the_computers_moves_for_a_person_away_as_the_computers():
    """Issue 40, item 9: back at a shared table, the moves the computer made
    for this person are its own in every game's log, not "You play …"."""
    from rules.harvest.events import Harvested, SeasonStarted
    from rules.hearts.events import CardPlayed
    from rules.tables.news import ComputerPlays, SeatBack
    from rules.voice import Voice
    from tui.widgets import EventLog
    from tui.widgets.harvest_log import HarvestLog

    five = parse_cards("5H")[0]
    for log_class, moves in ((EventLog, [CardPlayed(0, five, 0)]),
                             (HarvestLog, [SeasonStarted("harvest", 0, 3), Harvested(0, (five,), 5, 5, "5♥ 5 = 5")])):
        app = Bench(partial(log_class, id="log"))
        async with app.run_test(size=(100, 12)) as pilot:
            log = app.query_one(EventLog)
            log.narrate([ComputerPlays(0, "Bo"), *moves, SeatBack(0, "Bo"), *moves], Voice(["Bo", "North"], 0))
            await pilot.pause()
            text = [" ".join("".join(seg.text for seg in line).split()) for line in log.lines]
            back = text.index("You are back at your seat.")
            assert text[0] == "The computer plays for you now."
            assert all("Bo (computer)" in line and "You" not in line for line in text[1:back]), text
            assert all("Bo (computer)" not in line for line in text[back + 1:]), text
