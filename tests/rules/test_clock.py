import asyncio

from rules.clock import AsyncioClock, ManualClock


def test_manual_clock_fires_in_time_order_and_only_when_advanced():
    clock = ManualClock()
    fired: list[str] = []
    clock.call_later(2.0, fired.append, "b")
    clock.call_later(1.0, fired.append, "a")
    clock.call_later(1.0, fired.append, "a2")
    cancelled = clock.call_later(1.5, fired.append, "x")
    cancelled.cancel()
    clock.advance(0.5)
    assert fired == [] and clock.now() == 0.5
    clock.advance(2.0)
    assert fired == ["a", "a2", "b"] and clock.now() == 2.5


def test_manual_clock_callbacks_may_schedule_within_the_same_advance():
    clock = ManualClock()
    fired = []

    def first():
        fired.append(clock.now())
        clock.call_later(1.0, lambda: fired.append(clock.now()))

    clock.call_later(1.0, first)
    clock.advance(5.0)
    assert fired == [1.0, 2.0]


async def test_manual_clock_sleep_wakes_tasks_in_virtual_time():
    clock = ManualClock()
    woke = []

    async def sleeper(name, delay):
        await clock.sleep(delay)
        woke.append((name, clock.now()))
        await clock.sleep(delay)
        woke.append((name, clock.now()))

    tasks = [asyncio.create_task(sleeper("a", 1.0)), asyncio.create_task(sleeper("b", 1.5))]
    await clock.run(2.0)
    assert woke == [("a", 1.0), ("b", 1.5), ("a", 2.0)]
    await clock.run_until_idle()
    assert woke[-1] == ("b", 3.0)
    await asyncio.gather(*tasks)


async def test_asyncio_clock_speed_shortens_real_delays():
    clock = AsyncioClock(speed=100.0)
    loop = asyncio.get_running_loop()
    start = loop.time()
    await clock.sleep(5.0)  # 0.05 s of real time
    assert loop.time() - start < 1.0
    assert clock.now() >= 5.0
