"""The tasks a server part owns (tui/base/tasks.py): one that fails is told
to its owner and the others go on; closing cancels and awaits them all,
after a grace for those that end by themselves."""

from __future__ import annotations

import asyncio

from tui.base.tasks import TaskSet, raised_at


async def test_a_failing_task_is_told_and_the_others_go_on():
    failed: list[BaseException] = []
    tasks = TaskSet(failed.append)
    go_on = asyncio.Event()

    async def fails() -> None:
        raise ValueError("a client's bad line")

    async def plays() -> str:
        await go_on.wait()
        return "played"

    playing = tasks.spawn(plays())
    tasks.spawn(fails())
    await asyncio.sleep(0.01)
    assert [str(error) for error in failed] == ["a client's bad line"]
    where = raised_at(failed[0])
    assert where is not None and where.startswith("test_tasks.py:") and where.endswith(" fails"), where
    assert not playing.done() and len(tasks) == 1
    go_on.set()
    assert await playing == "played"
    await asyncio.sleep(0)
    assert len(tasks) == 0 and len(failed) == 1


async def test_close_cancels_and_awaits_every_task_even_one_started_on_the_way_out():
    failed: list[BaseException] = []
    tasks = TaskSet(failed.append)
    ended: list[str] = []

    async def forever(name: str) -> None:
        try:
            await asyncio.Event().wait()
        finally:
            ended.append(name)
            if name == "hangs up":
                tasks.spawn(forever("started while closing"))

    started = [tasks.spawn(forever(name)) for name in ("one", "two", "hangs up")]
    await asyncio.sleep(0)
    await tasks.close()
    assert len(tasks) == 0 and all(task.cancelled() for task in started)
    assert sorted(ended) == ["hangs up", "one", "started while closing", "two"]
    assert failed == []  # a cancellation is no failure


async def test_close_gives_the_tasks_their_grace_first():
    tasks = TaskSet(lambda error: None)

    async def saves() -> str:
        await asyncio.sleep(0.05)
        return "saved"

    saving = tasks.spawn(saves())
    stuck = tasks.spawn(asyncio.Event().wait())
    await tasks.close(grace=0.5)
    assert saving.result() == "saved" and stuck.cancelled()
