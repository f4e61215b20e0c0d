import json
import stat

import rules
from tui.settings import PACES
from tui.store import GameSettings, Settings, load_settings, save_settings
from tui.store.settings import levels_of


def test_defaults_when_there_is_no_file(home):
    settings, problems = load_settings()
    assert problems == []
    assert settings.ascii is False and settings.theme == "textual-dark"
    assert set(rules.GAMES) <= set(settings.games)
    assert settings.game("clover").pace == "normal"
    assert all(settings.game(name).level == rules.default_level(name) == "medium" for name in ("hearts", "harvest", "clover", "speed"))
    assert settings.game("hearts").delay == PACES["normal"][0]


def test_round_trip_is_remembered_atomically(home):
    settings, _ = load_settings()
    settings.ascii = True
    settings.theme = "nord"
    settings.games["hearts"] = GameSettings(levels_of("hearts")[0], "fast")
    save_settings(settings)
    path = home / "settings.json"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert path.read_text().startswith("{\n  ")
    again, problems = load_settings()
    assert problems == [] and again == settings


def test_bad_values_fall_back_to_defaults_one_by_one_and_are_reported(home):
    path = home / "settings.json"
    home.mkdir()
    path.write_text(json.dumps({
        "ascii": "yes",
        "theme": "",
        "colour": "red",
        "games": {
            "hearts": {"level": "grandmaster", "pace": "fast"},
            "clover": {"level": levels_of("clover")[0], "pace": 3},
            "chess": {"level": "easy"},
            "harvest": "hard",
        },
    }))
    settings, problems = load_settings()
    defaults = Settings()
    assert settings.ascii is False and settings.theme == defaults.theme
    assert settings.game("hearts") == GameSettings(defaults.game("hearts").level, "fast")
    assert settings.game("clover") == GameSettings(levels_of("clover")[0], "normal")
    assert settings.game("harvest") == defaults.game("harvest")
    assert "chess" not in settings.games
    text = "\n".join(problems)
    for words in ("ascii 'yes'", "theme ''", "'colour'", "'grandmaster'", "clover pace 3", "'chess'", "harvest 'hard'"):
        assert words in text
    assert all(str(path) in p for p in problems)
    assert path.exists()  # bad values are not a damaged file


def test_themes_can_be_limited_to_those_the_app_knows(home):
    settings = Settings(theme="solarized")
    save_settings(settings)
    loaded, problems = load_settings(themes={"textual-dark", "nord"})
    assert loaded.theme == "textual-dark" and "theme 'solarized'" in problems[0]


def test_a_file_that_is_not_settings_is_moved_aside(home):
    home.mkdir()
    path = home / "settings.json"
    for content in ("{not json", "[1, 2]"):
        path.write_text(content)
        settings, problems = load_settings()
        assert settings == Settings()
        assert len(problems) == 1 and str(path) in problems[0] and "moved aside" in problems[0]
        assert not path.exists()
    assert len(list(home.glob("settings.json.corrupt-*"))) == 2
