"""The web channel's tasks are held by their server's TaskSet: the loop
keeps tasks only weakly, so a task nobody holds (the close of a page a
second tab replaced) may be collected mid-flight, and its failure would be
printed at garbage collection instead of logged."""

from __future__ import annotations

import asyncio

from tui.base.tasks import TaskSet
from tui.web.channel import REPLACED, WebChannel


class Page:
    """A page's websocket, as far as the channel uses one: what it was
    sent, and how it was closed."""

    def __init__(self, closing: BaseException | None = None) -> None:
        self.sent: list[bytes | str] = []
        self.closed: int | None = None
        self.closing = closing

    async def send_str(self, text: str) -> None:
        self.sent.append(text)

    async def send_bytes(self, data: bytes) -> None:
        self.sent.append(data)

    async def close(self, code: int, message: bytes) -> None:
        await asyncio.sleep(0)
        if self.closing is not None:
            raise self.closing
        self.closed = code


def channel_with(tasks: TaskSet) -> WebChannel:
    return WebChannel({}, grace=60.0, lost=lambda: None, spawn=tasks.spawn)


async def test_the_replaced_page_is_closed_by_a_task_the_server_holds():
    failures: list[BaseException] = []
    tasks = TaskSet(failures.append)
    channel = channel_with(tasks)
    first, second = Page(), Page()
    channel.attach(first, replaying=False)  # type: ignore[arg-type]
    assert len(tasks) == 1 and channel.sender is not None  # the sender
    channel.attach(second, replaying=False)  # type: ignore[arg-type]
    assert len(tasks) == 2  # the sender and the first page's close, both held
    channel.write(b"hello")
    await asyncio.sleep(0.01)
    assert first.closed == REPLACED and second.sent == [b"hello"]
    assert len(tasks) == 1 and not failures  # the close ended; the sender goes on
    channel.exit(0)
    await asyncio.wait_for(tasks.wait(), 1.0)
    assert second.closed is not None and not failures


async def test_a_close_that_fails_is_told_to_the_server():
    failures: list[BaseException] = []
    tasks = TaskSet(failures.append)
    channel = channel_with(tasks)
    broken = ValueError("the page's socket broke")
    channel.attach(Page(closing=broken), replaying=False)  # type: ignore[arg-type]
    channel.attach(Page(), replaying=False)  # type: ignore[arg-type]
    await asyncio.sleep(0.01)
    assert failures == [broken]  # seen (the server logs it), not printed at garbage collection
    channel.exit(0)
    await asyncio.wait_for(tasks.wait(), 1.0)


async def test_the_sender_of_a_parked_table_ends_with_the_table():
    """A page gone and the table ended before another came: nothing is left
    running for the server's close to wait for."""
    tasks = TaskSet(lambda error: None)
    channel = channel_with(tasks)
    page = Page()
    channel.attach(page, replaying=False)  # type: ignore[arg-type]
    await asyncio.sleep(0.01)  # the sender waits for something to send
    assert channel.detach(page) and channel.parked  # type: ignore[arg-type]
    channel.cancel_timer()
    channel.exit(0)
    await asyncio.wait_for(tasks.wait(), 1.0)
    assert len(tasks) == 0
