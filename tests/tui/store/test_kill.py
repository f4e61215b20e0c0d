"""The issue's promise, tested on a real process: SIGTERM and SIGHUP leave a
save of the exact position; after SIGKILL at most the last action is lost."""

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import rules
from tests.narrow import present
from tests.tui.store.kill_child import digest
from tui.store import list_saves, load_save
from tui.store.saves import save_path

ROOT = Path(__file__).resolve().parents[3]
SEED = 2024
TARGET_PLY = 60  # into the second hand, of about 550 actions in a game


def run_and_signal(home, mode, sig):
    env = {**os.environ, "KORTBORD_HOME": str(home), "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.tui.store.kill_child", mode, str(SEED), "0.004", str(TARGET_PLY)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    lines = []
    try:
        for line in present(child.stdout):
            lines.append(line.split())
            if lines[-1][0] == "ply" and int(lines[-1][1]) >= TARGET_PLY:
                child.send_signal(sig)
                break
        lines += [line.split() for line in present(child.stdout).read().splitlines()]
        child.wait(timeout=30)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    stderr = present(child.stderr).read()
    present(child.stdout).close()
    present(child.stderr).close()
    assert lines and lines[0][0] == "id", stderr
    plies = {int(w[1]): w[2] for w in lines if w[0] == "ply"}
    return child.returncode, lines[0][1], lines, plies, stderr


@pytest.mark.parametrize("mode", ["loop", "plain"])
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_sigterm_and_sighup_leave_the_exact_position(home, mode, sig):
    code, save_id, lines, plies, stderr = run_and_signal(home, mode, sig)
    assert code == 0, stderr
    assert ["flushed"] in lines and "Traceback" not in stderr
    assert (["end"] in lines) == (mode == "loop")  # plain: SystemExit from the handler
    last = max(plies)
    assert last >= TARGET_PLY
    record = load_save(save_path(save_id))
    assert not record.finished
    if mode == "loop":
        # The handler ran between two actions: exactly what was reported.
        assert len(present(record.log)) == last and digest(record.state) == plies[last]
    else:
        # It may have come between the save and the report of one action.
        assert len(present(record.log)) in (last, last + 1)
        assert_reported_prefix(record, plies)
    entries, problems = list_saves()
    assert [e.id for e in entries] == [save_id] and problems == []


@pytest.mark.parametrize("mode", ["loop", "plain"])
def test_sigkill_loses_at_most_the_last_action(home, mode):
    code, save_id, lines, plies, stderr = run_and_signal(home, mode, signal.SIGKILL)
    assert code == -signal.SIGKILL
    last = max(plies)
    entries, problems = list_saves()  # also clears a temp file the kill left
    assert problems == [] and [e.id for e in entries] == [save_id]
    record = entries[0].record
    # Each report follows its save, so the file holds the last reported
    # position, or the one after it if the kill fell between save and report.
    assert len(present(record.log)) in (last, last + 1)
    assert_reported_prefix(record, plies)
    assert not [p for p in (home / "saves").iterdir() if ".tmp-" in p.name]
    assert not entries[0].in_use  # the dead process's lock went with it


def assert_reported_prefix(record, plies):
    n = len(present(record.log))
    if n in plies:
        assert digest(record.state) == plies[n]
    prefix = rules.replay("hearts", record.seed, record.options, record.log[: max(plies)])
    assert digest(prefix.to_json()) == plies[max(plies)]
