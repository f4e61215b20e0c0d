"""A served table's full collections wait for a quiet player, but never
longer than LONGEST (table_gc.py)."""

from __future__ import annotations

import asyncio
import gc

from tui.serve import table_gc
from tui.serve.table_gc import LONGEST, QUIET, IdleCollector


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_full_collection_waits_for_the_player_to_be_quiet():
    clock = Clock()
    c = IdleCollector(clock)
    assert not c.due()  # nothing has happened since the start
    clock.now += 0.5
    c.touched()
    clock.now += QUIET / 2
    assert not c.due()  # still typing
    clock.now += QUIET
    assert c.due()
    c.collect()
    clock.now += 5 * QUIET
    assert not c.due()  # quiet since the last collection: nothing new to collect


def test_keys_that_never_stop_still_get_a_collection_every_LONGEST_seconds():
    clock = Clock()
    c = IdleCollector(clock)
    for _ in range(int(LONGEST / 0.2) - 1):
        clock.now += 0.2
        c.touched()
        assert not c.due()
    clock.now += 0.2
    c.touched()
    assert c.due()


def test_settle_keeps_young_collections_and_leaves_full_ones_to_the_collector():
    before = gc.get_threshold(), gc.isenabled()
    try:
        gc.disable()
        table_gc.settle()
        assert gc.isenabled()
        young0, young1, old = gc.get_threshold()
        assert (young0, young1) == table_gc.YOUNG and old >= 1 << 20
    finally:
        gc.set_threshold(*before[0])
        (gc.enable if before[1] else gc.disable)()


async def test_the_collector_runs_on_the_loop_and_stops(monkeypatch):
    monkeypatch.setattr(table_gc, "PERIOD", 0.01)
    clock = Clock()
    c = IdleCollector(clock)
    collected = []
    monkeypatch.setattr(c, "collect", lambda: collected.append(clock.now))
    clock.now += LONGEST
    c.start(asyncio.get_running_loop())
    for _ in range(100):
        await asyncio.sleep(0.01)
        if collected:
            break
    c.stop()
    assert collected and c.handle is None
