"""Which language the player gets: ``--lang``, then the setting, then the locale."""

import pytest
from textual.widgets import OptionList

from tests.narrow import present
from tui.i18n import choose, from_locale


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "sv_SE.UTF-8"}, "sv"),
    ({"LANG": "sv_FI.UTF-8"}, "sv"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({}, "en"),
    ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "sv_SE.UTF-8"}, "sv"),
    ({"LANG": "sv_SE.UTF-8", "LC_ALL": "C"}, "en"),
    ({"LANG": "sv_SE.UTF-8", "LC_ALL": ""}, "sv"),
])
def test_the_locale_decides_when_nothing_else_does(environ, expected):
    assert from_locale(environ) == expected
    assert choose(None, None, environ) == expected


def test_the_flag_wins_then_the_setting_then_the_locale():
    swedish = {"LANG": "sv_SE.UTF-8"}
    assert choose("en", "sv", swedish) == "en"
    assert choose(None, "en", swedish) == "en"
    assert choose(None, "sv", {"LANG": "C"}) == "sv"
    assert choose(None, "klingon", swedish) == "sv"


# Through the real start path: the command line, the remembered setting in the
# data directory, the locale; the menu then speaks the language chosen. -----

import json  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402

from rules import i18n  # noqa: E402
from tui.app import build_app, parse_args  # noqa: E402
from tui.store import paths  # noqa: E402
from tui.widgets.footer import Footer  # noqa: E402

SWEDISH_TERMINAL = {"LANG": "sv_SE.UTF-8"}
ENGLISH_TERMINAL = {"LANG": "en_GB.UTF-8"}


def remember_language(language: str) -> None:
    """settings.json in this test's KORTBORD_HOME, as the menu writes it."""
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 1, "language": language}))


async def menu_title(app) -> str:
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        return str(pilot.app.screen.query_one(".topbar").render())


@pytest.mark.parametrize(("argv", "setting", "environ", "expected"), [
    (["--lang", "en"], "sv", SWEDISH_TERMINAL, "en"),  # --lang wins over both
    (["--lang=sv"], "en", ENGLISH_TERMINAL, "sv"),
    ([], "en", SWEDISH_TERMINAL, "en"),  # then the setting
    ([], "sv", ENGLISH_TERMINAL, "sv"),
    ([], None, SWEDISH_TERMINAL, "sv"),  # then the locale
    ([], None, ENGLISH_TERMINAL, "en"),
    ([], None, {}, "en"),
])
async def test_the_start_path_picks_the_language(argv, setting, environ, expected):
    if setting is not None:
        remember_language(setting)
    args = parse_args(argv, environ=environ)
    app = build_app(args, environ=environ)
    assert i18n.language() == expected
    title = await menu_title(app)
    assert ("fyra kortspel mot datorn" in title) == (expected == "sv"), title


@pytest.mark.parametrize("argv", [["--lang", "sv"], ["--lang=en"], []])
def test_the_parser_borrows_a_language_and_chooses_none(argv):
    """The app's language is chosen once, where the remembered setting is
    known (KortbordApp); the parser speaks --lang or the locale for its own
    words only, and leaves the language of the moment as it was."""
    for before in ("en", "sv"):
        i18n.use(before)
        parse_args(argv, environ=SWEDISH_TERMINAL if before == "en" else ENGLISH_TERMINAL)
        assert i18n.language() == before
    i18n.use("en")


def test_an_unknown_remembered_language_is_reported_and_the_locale_decides():
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 1, "language": "klingon"}))
    app = build_app(parse_args([], environ=SWEDISH_TERMINAL), environ=SWEDISH_TERMINAL)
    assert present(app.store).settings.language is None
    assert any("language 'klingon' är inte giltigt" in problem for problem in present(app.store).problems)  # said in Swedish
    assert i18n.language() == "sv"


async def test_the_menu_key_switches_at_once_and_is_remembered():
    app = build_app(parse_args([], environ=ENGLISH_TERMINAL), environ=ENGLISH_TERMINAL)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("down")  # the second game stays highlighted through the switch
        await pilot.press("l")
        await pilot.pause()
        screen = pilot.app.screen
        assert i18n.language() == "sv"
        assert "fyra kortspel mot datorn" in str(screen.query_one(".topbar").render())
        footer = " ".join(key.description for key in screen.query_one(Footer).keys)
        assert "Spela" in footer and "Statistik" in footer, footer
        games = screen.query_one(OptionList)
        assert games.has_focus and games.highlighted == 1
        await pilot.press("enter")  # the Play page opens in Swedish too
        await pilot.pause()
        assert "Spela — Skördespelet" in str(pilot.app.screen.query_one(".topbar").render())
    assert json.loads(paths.settings_path().read_text())["language"] == "sv"
    i18n.use("en")
    build_app(parse_args([], environ=ENGLISH_TERMINAL), environ=ENGLISH_TERMINAL)
    assert i18n.language() == "sv"  # the remembered choice beats the English terminal


def run_help(*args: str, lang: str) -> subprocess.CompletedProcess:
    env = {"PATH": "/usr/bin:/bin", "LANG": lang, "KORTBORD_HOME": "/nonexistent"}
    return subprocess.run([sys.executable, "-m", "tui.app", *args], capture_output=True, text=True,
                          timeout=60, env=env)


def test_help_speaks_the_terminals_language_unless_lang_says_otherwise():
    swedish = run_help("--help", lang="sv_SE.UTF-8")
    assert swedish.returncode == 0
    assert "användning: kortbord" in swedish.stdout
    assert "visa den här hjälpen och avsluta" in swedish.stdout
    assert "Hjärter" in swedish.stdout and "Hearts" not in swedish.stdout
    english = run_help("--help", "--lang", "en", lang="sv_SE.UTF-8")
    assert "usage: kortbord" in english.stdout and "show this help message and exit" in english.stdout
    wrong = run_help("poker", lang="sv_SE.UTF-8")
    assert wrong.returncode == 2 and "kortbord: fel: okänt spel 'poker'" in wrong.stderr


async def test_the_play_pages_keys_wait_for_its_list():
    """A key that reaches the Play page while its list is not there (the page
    still composing, or composing again) is not run; once the list is
    there it is."""
    from tui.app import KortbordApp
    from tui.screens.setup import ChoiceList, SetupScreen

    app = KortbordApp(keep=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(SetupScreen("hearts"))
        await pilot.pause()
        screen = app.screen
        assert screen.check_action("row", (1,)) is True
        await screen.query_one(ChoiceList).remove()
        assert screen.check_action("row", (1,)) is False
        assert screen.check_action("change", (1,)) is False
        assert screen.check_action("start", ()) is False
        await pilot.press("down", "right", "enter")  # nothing raises, nothing starts
        assert app.screen is screen
