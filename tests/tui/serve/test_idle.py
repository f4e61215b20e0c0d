"""The idle clock alone, on a loop with short times (checked for order and
lower bounds only: a busy machine fires timers late, never early)."""

from __future__ import annotations

import asyncio

from tests.narrow import present
from tui.serve.idle import IdleClock


async def test_it_warns_then_expires_and_a_key_starts_it_over():
    said: list[tuple[str, float]] = []
    loop = asyncio.get_running_loop()
    start = loop.time()
    clock = IdleClock(0.4, 0.2, lambda: said.append(("warn", loop.time() - start)),
                      lambda idle: said.append(("expire", loop.time() - start)))
    clock.start()
    while not said:
        await asyncio.sleep(0.01)
    assert said[0][0] == "warn" and said[0][1] >= 0.2 and not clock.expired
    key_at = loop.time() - start
    clock.key()  # in time: no expiry, and a later silence warns again
    while not clock.expired:
        await asyncio.sleep(0.01)
    assert [what for what, _ in said] == ["warn", "warn", "expire"]
    assert said[1][1] >= key_at + 0.2 and said[2][1] >= key_at + 0.4
    clock.stop()


async def test_a_late_loop_still_warns_before_it_expires():
    said: list[tuple[str, float]] = []
    loop = asyncio.get_running_loop()
    clock = IdleClock(0.2, 0.1, lambda: said.append(("warn", loop.time())), lambda idle: said.append(("expire", loop.time())))
    clock.start()
    present(clock.timer).cancel()
    clock.last_key -= 1.0  # as if the loop had been too busy to run the warning's timer for a second
    clock._check()  # noqa: SLF001 - the timer's callback, run late
    assert [what for what, _ in said] == ["warn"] and not clock.expired
    while not clock.expired:
        await asyncio.sleep(0.01)
    assert [what for what, _ in said] == ["warn", "expire"] and said[1][1] - said[0][1] >= 0.1
    clock.stop()


async def test_no_timeout_never_fires_and_stop_stops():
    fired: list[object] = []  # "warn", or the idle seconds an expiry is given
    never = IdleClock(0, 0, lambda: fired.append("warn"), fired.append)
    never.start()
    stopped = IdleClock(0.1, 0.05, lambda: fired.append("warn"), fired.append)
    stopped.start()
    stopped.stop()
    await asyncio.sleep(0.2)
    assert fired == []
