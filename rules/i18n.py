"""The language Kortbord speaks: gettext, one catalog per package.

The engine makes the sentences a player reads (events, refusals), so it
translates them itself, without Textual: ``rules`` has its catalog here and
``tui`` registers its own (``tui/i18n.py``).  The language is chosen once
per process with ``use`` (the app does it at start, and again when the
player changes it in the menu); every message is translated when it is
said, never at import, so a text kept in a module-level table is marked
with ``N_`` and translated where it is shown.

English is the source language: ``use("en")`` needs no catalog.  A missing
Swedish catalog is an install defect, so it raises rather than falling
back to English in silence.
"""

from __future__ import annotations

import gettext
from pathlib import Path

LANGUAGES = ("en", "sv")
SOURCE_LANGUAGE = "en"


class Catalog:
    """One package's messages (gettext domain ``domain`` under ``directory``)."""

    def __init__(self, domain: str, directory: Path) -> None:
        self.domain = domain
        self.directory = directory
        self.translations: gettext.NullTranslations = gettext.NullTranslations()

    def load(self, language: str) -> None:
        if language == SOURCE_LANGUAGE:
            self.translations = gettext.NullTranslations()
        else:
            self.translations = gettext.translation(self.domain, self.directory, [language])

    def gettext(self, message: str) -> str:
        return self.translations.gettext(message)

    def ngettext(self, one: str, many: str, n: int) -> str:
        return self.translations.ngettext(one, many, n)

    def pgettext(self, context: str, message: str) -> str:
        return self.translations.pgettext(context, message)


RULES = Catalog("rules", Path(__file__).parent / "locale")
_catalogs: list[Catalog] = [RULES]
_language = SOURCE_LANGUAGE


def register(catalog: Catalog) -> None:
    """Another package's catalog follows ``use`` from now on."""
    if catalog not in _catalogs:
        _catalogs.append(catalog)
    catalog.load(_language)


def use(language: str) -> None:
    """Speak ``language`` (one of LANGUAGES) from now on, in every catalog."""
    global _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r} (known: {', '.join(LANGUAGES)})")
    for catalog in _catalogs:
        catalog.load(language)
    _language = language


def language() -> str:
    return _language


# The engine's messages, in the language of the moment (the catalog's
# translations change with ``use``; these stay bound to it).
_ = RULES.gettext
ngettext = RULES.ngettext
pgettext = RULES.pgettext


def N_(message: str) -> str:
    """Marks a message for the catalog without translating it (yet)."""
    return message


def decimal(value: float, places: int = 1) -> str:
    """A figure with the language's decimal sign ("1.8" / "1,8")."""
    # TRANSLATORS: the decimal sign of figures such as 1.8 ("," in Swedish)
    return f"{value:.{places}f}".replace(".", pgettext("decimal sign", "."))
