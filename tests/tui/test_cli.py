"""The command line: --help, --version, a direct start, an unknown game."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tui import __version__
from tui.app import parse_args


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tui.app", *args],
                          capture_output=True, text=True, timeout=60)


def test_help_names_the_options_and_the_games():
    done = run("--help")
    assert done.returncode == 0
    for word in ("--ascii", "--seed", "--version", "hearts", "harvest", "clover", "speed"):
        assert word in done.stdout


def test_version():
    done = run("--version")
    assert done.returncode == 0
    assert done.stdout.strip() == f"kortbord {__version__}"


def test_unknown_game_is_a_clear_error_with_exit_code_2():
    done = run("poker")
    assert done.returncode == 2
    assert "unknown game 'poker'" in done.stderr
    assert "hearts, harvest, clover, speed" in done.stderr
    assert "Traceback" not in done.stderr + done.stdout


def test_direct_start_options_are_read():
    args = parse_args(["Hearts", "--seed", "12", "--ascii", "--pace", "fast"])
    assert (args.game, args.seed, args.ascii, args.pace) == ("hearts", 12, True, "fast")


def test_a_bad_seed_is_a_usage_error():
    with pytest.raises(SystemExit) as exit_info:
        parse_args(["--seed", "twelve"])
    assert exit_info.value.code == 2


def test_no_color_is_respected(monkeypatch):
    from tui.app import KortbordApp

    monkeypatch.setenv("NO_COLOR", "1")
    assert KortbordApp().no_color
    monkeypatch.delenv("NO_COLOR")
    assert not KortbordApp().no_color
