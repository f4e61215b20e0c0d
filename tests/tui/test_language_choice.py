"""Which language the player gets: ``--lang``, then the setting, then the locale."""

import pytest

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
