"""A table's writes to the store (tui.tables.keeping): while one waits
for the writer, a newer write of the same table takes its place (the
newest position is what counts), other tables' writes keep their turn,
and a write that fails is told to its own ``failed``."""

from functools import partial
from typing import Any

from tui.tables.keeping import NewestWrites


class SlowWriter:
    """A ``keep`` whose writes wait until ``run`` (the keeping thread, busy)."""

    def __init__(self) -> None:
        self.queue: list = []

    def __call__(self, write, failed, done) -> None:
        self.queue.append((write, failed, done))

    def run(self) -> None:
        while self.queue:
            write, failed, done = self.queue.pop(0)
            try:
                made = write()
            except Exception as error:  # noqa: BLE001 - as HubServer.keep hands it back
                failed(error)
            else:
                done(made)


def test_a_newer_write_of_a_table_takes_the_place_of_the_one_waiting():
    writer, made = SlowWriter(), list[Any]()  # what was written, and what failed
    writes = NewestWrites(writer)
    for moves in (1, 2, 3):
        writes.write("t1", partial(made.append, ("t1", moves)), made.append)
    writes.write("t2", lambda: made.append(("t2", 1)), made.append)
    writes.write("t1", lambda: made.append(("t1", "deleted")), made.append)
    assert len(writer.queue) == 2  # one waiting write per table
    writer.run()
    assert made == [("t1", "deleted"), ("t2", 1)]  # the newest of t1, in t1's turn
    writes.write("t1", lambda: made.append(("t1", 4)), made.append)  # nothing waits: a write of its own
    writer.run()
    assert made[-1] == ("t1", 4)


def test_a_write_that_fails_is_told_to_its_own_failed_and_the_next_is_made():
    writer, told, made = SlowWriter(), list[Any](), list[Any]()

    def full() -> None:
        raise OSError("the disk is full")

    writes = NewestWrites(writer)
    writes.write("t1", lambda: made.append(1), lambda error: told.append(("first", error)))
    writes.write("t1", full, lambda error: told.append(("second", str(error))))
    writer.run()
    assert made == [] and told == [("second", "the disk is full")]
    writes.write("t1", lambda: made.append(3), told.append)
    writer.run()
    assert made == [3] and len(told) == 1


def test_at_once_without_a_writer_thread():
    made: list[Any] = []

    def here(write, failed, done) -> None:  # Hub.keep_here
        try:
            made = write()
        except Exception as error:  # noqa: BLE001
            failed(error)
            return
        done(made)

    writes = NewestWrites(here)
    for moves in range(3):
        writes.write("t1", partial(made.append, moves), made.append)
    assert made == [0, 1, 2]  # each made as it comes


def test_each_write_made_is_told_done_and_a_forgotten_one_is_not_made():
    writer, made = SlowWriter(), list[Any]()
    writes = NewestWrites(writer)
    writes.write("t1", lambda: made.append("t1 saved"), made.append, lambda: made.append("t1 done"))
    writes.write("t2", lambda: made.append("t2 saved"), made.append, lambda: made.append("t2 done"))
    writes.forget("t2")  # another host owns t2 now: nothing more is written for it
    writer.run()
    assert made == ["t1 saved", "t1 done"]
