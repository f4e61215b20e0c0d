"""Every frame of a narrated clover turn shows one moment: each card in one
place (hand row, bouquet, meadow) and the scores of that moment.  Pilot at
80×24 on a seeded game, at a real pace on a ManualClock, the person making
every spade-chain choice and a pick where one is affordable."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.clock import ManualClock
from rules.clover.events import ClubsScored, TurnStarted
from rules.core import Event
from tui.screens.clover import CloverScreen
from tui.screens.clover.narration import Narration
from tui.screens.confirm import ConfirmScreen
from tui.widgets.clover_bouquet import CloverBouquet
from tui.widgets.clover_meadow import CloverMeadow
from tui.widgets.clover_queue import CloverQueue

from .test_table import SIZE, clover_app, table


@pytest.fixture
def clock(monkeypatch) -> ManualClock:
    manual = ManualClock()
    monkeypatch.setattr(CloverScreen, "make_clock", staticmethod(lambda: manual))
    return manual


class Shown:
    """The events the narration has shown, in order (it tells each to the log)."""

    def __init__(self, monkeypatch) -> None:
        self.events: list[Event] = []
        tell = Narration.tell_step

        def told(narration: Narration, event: Event) -> None:
            self.events.append(event)
            tell(narration, event)

        monkeypatch.setattr(Narration, "tell_step", told)

    def score(self, seat: int) -> int:
        """The seat's score once the shown events have happened."""
        totals = [e.total for e in self.events if isinstance(e, ClubsScored) and e.seat == seat]
        return totals[-1] if totals else 0


def check_frame(screen: CloverScreen, shown: Shown, where: str) -> None:
    queue = screen.query_one(CloverQueue)
    bouquet = screen.query_one(CloverBouquet).bouquet
    meadow = [c for c in screen.query_one(CloverMeadow).cards if c is not None]
    places = Counter(queue.cards) + Counter(bouquet.played) + Counter(bouquet.picked) + Counter(meadow)
    twice = sorted(c.label for c, n in places.items() if n > 1)
    assert not twice, f"{where}: shown in two places: {twice}\n hand {queue.cards}\n bouquet {bouquet}"
    # The scores of the moment: the last count shown for each seat.
    title = queue.title.plain + queue.title_end.plain
    assert f"{shown.score(0)}/40" in title, f"{where}: the hand's title says {title!r}, the moment {shown.score(0)}"
    opponent = screen.opponent_text(80).plain.splitlines()[0]
    assert f" · {shown.score(1)}/40" in opponent, f"{where}: {opponent!r}, the moment {shown.score(1)}"
    if bouquet.total is not None:
        seat = screen.names.index(bouquet.owner)
        assert bouquet.total == shown.score(seat), f"{where}: the bouquet's total {bouquet.total}"
    # The turn of the moment: the top bar's number and the ▶ at the seat whose turn is shown (a playtest:
    # both ran one turn ahead while a bouquet was told).
    turns = [e for e in shown.events if isinstance(e, TurnStarted)]
    if turns and not screen.view.is_over:
        status = str(screen.query_one("#status").render()).lower()
        assert f"turn {turns[-1].turn} ·" in status, f"{where}: the top bar says {status!r}, the moment {turns[-1]}"
        assert queue.title.plain.startswith("▶") == (turns[-1].seat == 0), f"{where}: {queue.title.plain!r}"
        assert opponent.startswith("▶") == (turns[-1].seat == 1), f"{where}: {opponent!r}"
    # Every card of the deck somewhere, once: the hands, the table, the meadow, the talon.
    opponent_cards = int(opponent.split(" · ")[1].split()[0])
    talon = screen.query_one(CloverMeadow).talon
    total = len(queue.cards) + opponent_cards + len(bouquet.played) + len(bouquet.picked) + len(meadow) + talon
    assert total == 52, f"{where}: {total} cards shown\n hand {queue.cards}\n bouquet {bouquet}\n {opponent}"


@pytest.mark.parametrize("seed", [12, 5])
async def test_each_frame_of_a_narrated_turn_shows_one_moment(clock, monkeypatch, seed):
    shown = Shown(monkeypatch)
    app = clover_app(seed=seed, pace="normal")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = table(app)
        frames = chain_frames = 0
        for step in range(3000):
            if screen.view.is_over:
                break
            check_frame(screen, shown, f"step {step}, turn {screen.view.turn_number}")
            frames += 1
            shown_bouquet = screen.query_one(CloverBouquet).bouquet
            # The playtester's frame: the person's chained cards on the table while the turn is still told.
            chain_frames += screen.narrating and shown_bouquet.owner == "South" and shown_bouquet.chained > 0
            if isinstance(app.screen, ConfirmScreen):
                await pilot.press("y")
            elif screen.my_chain():
                await pilot.press("m")
            elif screen.my_pick():
                slots = screen.affordable()
                await pilot.press(str(slots[0] + 1) if slots else "d")
            else:
                clock.advance(0.25)
            await pilot.pause()
            if screen.view.turn_number > 12:
                break
        assert frames > 50 and chain_frames > 0
