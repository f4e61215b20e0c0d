"""The interface's own messages (menu, tables, dialogs, Footer), and which
language the player gets.

Messages follow ``rules.i18n``: one ``use`` switches the engine's catalog
and this one together.  The choice is ``--lang`` first, then the remembered
setting, then the terminal's locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``,
in POSIX's order: an SSH client passes ``LANG``), and English otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from rules.i18n import LANGUAGES, SOURCE_LANGUAGE, Catalog, register
from rules.i18n import N_ as N_  # tui marks its module-level texts with the same no-op
from rules.i18n import decimal as decimal  # the one place a figure gets its decimal sign

TUI = Catalog("tui", Path(__file__).parent / "locale")
register(TUI)

LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def from_locale(environ: Mapping[str, str]) -> str:
    """The terminal's language: the first locale variable that is set decides
    ("sv_SE.UTF-8" gives Swedish; "C", "en_GB" or anything else English)."""
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "")
        if value:
            return "sv" if value.lower().startswith("sv") else SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def choose(flag: str | None, setting: str | None, environ: Mapping[str, str]) -> str:
    """``--lang`` wins, then the setting, then the locale."""
    for choice in (flag, setting):
        if choice in LANGUAGES:
            return choice
    return from_locale(environ)


# The interface's messages, in the language of the moment.
_ = TUI.gettext
ngettext = TUI.ngettext
pgettext = TUI.pgettext
