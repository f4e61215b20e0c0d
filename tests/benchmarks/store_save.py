"""How long the autosave takes per action, on a mid-game Hearts position
(the largest state of the four games), and what resuming costs.

    .venv/bin/python tests/benchmarks/store_save.py [N]

Writes only to a temporary KORTBORD_HOME.  Figures in milliseconds: the
whole save (snapshot + JSON + write + fsync + rename + directory fsync), its
parts, and load_save with its full check (engine round trip and replay).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import rules  # noqa: E402
from rules.bot import RandomBot  # noqa: E402
from rules.clock import ManualClock  # noqa: E402
from rules.hearts.game import HeartsGame  # noqa: E402
from rules.session import Seat, Session  # noqa: E402
from tests.benchmarks.usage import Parser  # noqa: E402
from tests.narrow import narrow, present  # noqa: E402


def mid_game_session(seed: int = 7, plies: int = 300) -> Session:
    game = rules.new_game("hearts", seed=seed)
    session = Session(game, [Seat("You")] + [Seat(n, RandomBot()) for n in ("West", "North", "East")],
                      ManualClock(), delay=0.0)
    bot = RandomBot()
    session.start()
    while len(session.log) < plies and not game.is_over:
        session.run_bots()
        if game.is_over:
            break
        for seat in sorted(session.game.to_act()):
            if session.seats[seat].is_human:
                bot.reseed(len(session.log))
                session.act(seat, bot.choose(None, session.game.legal_actions(seat)))
                break
    return session


def timed(fn, n: int) -> list[float]:
    times = []
    for _ in range(n):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return times


def show(label: str, times: list[float]) -> None:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"{label:<44} median {statistics.median(times):7.2f} ms   p95 {p95:7.2f} ms   max {times[-1]:7.2f} ms")


def main() -> None:
    parser = Parser(__doc__)
    parser.add_argument("n", type=int, nargs="?", default=200, help="samples of each (default 200)")
    n = parser.parse_args().n
    with tempfile.TemporaryDirectory() as home:
        os.environ["KORTBORD_HOME"] = home
        from tui.store import Autosave, list_saves, load_save
        from tui.store.atomic import write_json_atomic
        from tui.store.saves import record_from_session, save_game, save_path

        session = mid_game_session()
        autosave = Autosave(session).attach()
        record = autosave.record()
        text = json.dumps(record.to_json(), indent=2, ensure_ascii=False)
        print(f"Hearts, {len(session.log)} actions in (hand {narrow(session.game, HeartsGame).hand_number}); "
              f"save file {len(text.encode()) / 1024:.1f} kB; {n} runs each")
        show("autosave per action (Autosave.save_now)", timed(autosave.save_now, n))
        show("  snapshot (record_from_session)", timed(lambda: record_from_session(session, "x"), n))
        show("  JSON text (indent=2)", timed(lambda: json.dumps(record.to_json(), indent=2), n))
        real_fsync = os.fsync
        os.fsync = lambda fd: None
        try:
            show("  write + rename, fsyncs skipped", timed(lambda: write_json_atomic(Path(home) / "t.json", record.to_json()), n))
        finally:
            os.fsync = real_fsync
        path = save_game(record)
        show("load_save (full check incl. replay)", timed(lambda: load_save(path), max(20, n // 5)))
        for i in range(9):
            autosave_i = Autosave(mid_game_session(seed=100 + i, plies=150 + 20 * i)).attach()
            autosave_i.save_now()
        show("list_saves, 10 saves", timed(lambda: list_saves(), 10))
        assert save_path(present(autosave.save_id)).exists()


if __name__ == "__main__":
    main()
