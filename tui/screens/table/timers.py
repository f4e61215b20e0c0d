"""A table screen's timers, on the table's clock like every timer at the
table (a test's ManualClock never sleeps in real time), all cancelled when
the table goes: a timer that fires after the screen is gone, or while the
app shuts down (Textual removes a screen's widgets while the screen is
still on its stack), does nothing."""

from __future__ import annotations

from collections.abc import Callable

from rules.clock import Clock, Timer


class Timers:
    def __init__(self, clock: Callable[[], Clock], gone: Callable[[], bool]) -> None:
        self._clock = clock  # asked each time: the table's driver may change under a screen
        self._gone = gone
        self._pending: list[Timer] = []

    def later(self, seconds: float, callback: Callable[[], None]) -> Timer:
        def due() -> None:
            if timer in self._pending:
                self._pending.remove(timer)
            if not self._gone():
                callback()

        timer = self._clock().call_later(seconds, due)
        self._pending.append(timer)
        return timer

    def cancel_all(self) -> None:
        for timer in self._pending:
            timer.cancel()
        self._pending.clear()
