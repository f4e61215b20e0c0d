"""A review at the table runs in a Textual thread worker; once nobody waits
for it (the table left, the app quit: Textual cancels the worker) it stops
at its next sample instead of spending seconds of CPU beside the next game
(tui/screens/review.py, rules/stopping.py)."""

from __future__ import annotations

import threading

from textual.app import App

from tests.rules.hearts.test_review import OPTIONS, SOUTH, scripted_hand
from tui.screens.review import GAME, Reviews


async def test_a_review_whose_worker_is_cancelled_stops_and_posts_nothing():
    log, _ = scripted_hand(12, None)
    gate, ended = threading.Event(), threading.Event()
    posted: list = []
    app: App[None] = App()
    async with app.run_test():
        def run(job):
            def gated() -> None:
                gate.wait(10)  # the job begins once the app has gone
                try:
                    job()
                finally:
                    ended.set()
            return app.run_worker(gated, thread=True, group="review", exit_on_error=False)

        reviews = Reviews("hearts", posted.append, run)
        reviews.start(12, OPTIONS, log, SOUTH, GAME)
    gate.set()  # the app exited and cancelled its workers
    assert ended.wait(10), "the review went on after its worker was cancelled"
    assert posted == []  # stopped: no result, and no error (the job found its worker)

