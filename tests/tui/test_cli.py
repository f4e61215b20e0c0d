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


# One parser: every option before or after the command (issue 40, item 1) --

APP_OPTIONS = (["--lang", "sv"], ["--ascii"], ["--seed", "7"], ["--pace", "fast"], ["--level", "hard"], ["--no-save"])
READ = {"--lang": ("lang", "sv"), "--ascii": ("ascii", True), "--seed": ("seed", 7), "--pace": ("pace", "fast"),
        "--level": ("level", "hard"), "--no-save": ("no_save", True)}


@pytest.mark.parametrize("option", APP_OPTIONS, ids=lambda option: option[0])
@pytest.mark.parametrize("command", (["learn", "clover"], ["hearts"], ["Speed"]), ids=" ".join)
def test_every_option_is_read_before_and_after_the_command(command, option):
    name, value = READ[option[0]]
    for argv in ([*option, *command], [*command, *option]):
        args = parse_args(argv)
        assert getattr(args, name) == value, argv
        assert args.game == command[-1].lower() and args.learn == (command[0] == "learn"), argv


def test_learn_with_options_before_it_opens_the_lesson():
    args = parse_args(["--lang", "sv", "--ascii", "learn", "Hearts", "--seed", "3"])
    assert (args.learn, args.game, args.lang, args.ascii, args.seed) == (True, "hearts", "sv", True, 3)
    menu = parse_args(["--lang", "sv"])
    assert (menu.command, menu.game, menu.learn) == (None, None, False)


def test_learn_without_a_game_asks_which_in_swedish(capsys):
    with pytest.raises(SystemExit) as leaving:
        parse_args(["--lang", "sv", "learn"])
    err = capsys.readouterr().err
    assert leaving.value.code == 2
    assert "Vilket spel vill du lära dig? Lektionerna: hearts, harvest, clover, speed" in err
    assert "okänt spel" not in err and "användning: kortbord learn" in err and "kortbord learn: fel:" in err


@pytest.mark.parametrize(("argv", "words"), [
    (["--lang", "sv", "learn", "clover", "--bogus"], ("användning: kortbord", "kortbord: fel: okända argument: --bogus")),
    (["--lang", "sv", "--pace", "zzz"], ("argument --pace: ogiltigt val: 'zzz' (välj bland 'slow'",)),
    (["--lang", "sv", "--seed"], ("argument --seed: förväntade ett argument",)),
    (["--lang", "sv", "--seed", "tolv"], ("ogiltigt värde av typen int: 'tolv'",)),
    (["--lang", "sv", "poker"], ("kortbord: fel: okänt spel 'poker'; spelen är: hearts, harvest, clover, speed",)),
])
def test_argparse_own_words_are_swedish_under_lang_sv(capsys, argv, words):
    with pytest.raises(SystemExit) as leaving:
        parse_args(argv)
    err = capsys.readouterr().err
    assert leaving.value.code == 2
    for word in words:
        assert word in err
    for english in ("usage", "error", "unrecognized", "invalid", "expected", "choose from"):
        assert english not in err


def test_help_is_swedish_under_a_swedish_lang(capsys):
    with pytest.raises(SystemExit) as leaving:
        parse_args(["--help"], environ={"LANG": "sv_SE.UTF-8"})
    out = capsys.readouterr().out
    assert leaving.value.code == 0
    for word in ("användning: kortbord", "[SPEL | learn SPEL]", "argument:", "flaggor:", "-h, --help            visa den här hjälpen och avsluta",
                 "starta Hjärter direkt", "lär dig ett spel genom att spela"):
        assert word in out
    for english in ("usage", "[GAME", "positional arguments", "options:", "show this help message"):
        assert english not in out


def test_help_of_a_command_is_in_english_by_default(capsys):
    with pytest.raises(SystemExit):
        parse_args(["learn", "--help"], environ={})
    out = capsys.readouterr().out
    assert "usage: kortbord learn" in out and "[GAME]" in out and "the game to learn (hearts, harvest, clover, speed)" in out


def test_the_command_line_in_a_shell(tmp_path):
    """The issue's own three lines, as a person types them."""
    for argv in (["--lang", "sv", "learn", "clover"], ["--ascii", "learn", "hearts"]):
        done = run(*argv, "--help")
        assert done.returncode == 0 and "unrecognized" not in done.stderr, done.stderr
    done = run("--lang", "sv", "learn")
    assert done.returncode == 2 and "Vilket spel vill du lära dig?" in done.stderr and "okänt spel" not in done.stderr


def test_learn_an_unknown_game_names_it(capsys):
    with pytest.raises(SystemExit) as leaving:
        parse_args(["learn", "poker"], environ={})
    err = capsys.readouterr().err
    assert leaving.value.code == 2
    assert "unknown game 'poker'; the lessons: hearts, harvest, clover, speed" in err
    assert "learn which game" not in err


@pytest.mark.parametrize("argv", (["--level", "wizard", "hearts"], ["hearts", "--level", "wizard"]), ids=" ".join)
def test_an_unknown_level_is_refused_with_the_games_levels(capsys, argv):
    from rules import bot_levels

    with pytest.raises(SystemExit) as leaving:
        parse_args(argv, environ={})
    err = capsys.readouterr().err
    assert leaving.value.code == 2
    assert f"unknown level 'wizard'; the levels of hearts: {', '.join(bot_levels('hearts'))}" in err


def test_an_unknown_level_is_refused_in_swedish(capsys):
    with pytest.raises(SystemExit):
        parse_args(["--lang", "sv", "speed", "--level", "wizard"])
    assert "okänd nivå 'wizard'; nivåerna i speed:" in capsys.readouterr().err


def test_every_known_level_is_accepted_and_the_help_names_them_all(capsys):
    from rules import bot_levels

    for level in bot_levels("hearts"):
        assert parse_args(["hearts", "--level", level], environ={}).level == level
    with pytest.raises(SystemExit):
        parse_args(["--help"], environ={})
    out = " ".join(capsys.readouterr().out.split())
    assert "e.g. easy" not in out and "AI level for a direct start: easy, medium, hard, expert" in out
