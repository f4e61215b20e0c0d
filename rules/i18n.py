"""The language Kortbord speaks: gettext, one catalog per package.

The engine makes the sentences a player reads (events, refusals), so it
translates them itself, without Textual: ``rules`` has its catalog here and
``tui`` registers its own (``tui/i18n.py``).  The language is chosen once
per process with ``use`` (the app does it at start, and again when the
player changes it in the menu), or for one piece of work with ``speaking``
(the server's shared tables speak to each person in their own); every message is translated when it is
said, never at import, so a text kept in a module-level table is marked
with ``N_`` and translated where it is shown.

English is the source language: ``use("en")`` needs no catalog.  A missing
Swedish catalog is an install defect, so it raises rather than falling
back to English in silence.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

LANGUAGES = ("en", "sv")
SOURCE_LANGUAGE = "en"


class Catalog:
    """One package's messages (gettext domain ``domain`` under ``directory``),
    each language loaded once and kept: the language of the moment picks
    one at every message."""

    def __init__(self, domain: str, directory: Path) -> None:
        self.domain = domain
        self.directory = directory
        self._loaded: dict[str, gettext.NullTranslations] = {SOURCE_LANGUAGE: gettext.NullTranslations()}

    def load(self, language: str) -> gettext.NullTranslations:
        translations = self._loaded.get(language)
        if translations is None:
            translations = self._loaded[language] = gettext.translation(self.domain, self.directory, [language])
        return translations

    @property
    def translations(self) -> gettext.NullTranslations:
        return self.load(language())

    def gettext(self, message: str) -> str:
        return self.load(language()).gettext(message)

    def ngettext(self, one: str, many: str, n: int) -> str:
        return self.load(language()).ngettext(one, many, n)

    def pgettext(self, context: str, message: str) -> str:
        return self.load(language()).pgettext(context, message)


RULES = Catalog("rules", Path(__file__).parent / "locale")
_catalogs: list[Catalog] = [RULES]
_language = SOURCE_LANGUAGE  # the process's
# A language for one piece of work (a message to one person at a shared
# table, a hint worked out in a thread for them), over the process's: a
# context variable, so a thread or task started inside ``speaking`` keeps
# it and nobody else hears it.
_speaking: ContextVar[str | None] = ContextVar("kortbord_speaking", default=None)


def _check(language: str) -> None:
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r} (known: {', '.join(LANGUAGES)})")
    for catalog in _catalogs:
        catalog.load(language)  # a missing catalog raises here, not mid-sentence


def register(catalog: Catalog) -> None:
    """Another package's catalog follows the language from now on."""
    if catalog not in _catalogs:
        _catalogs.append(catalog)
    catalog.load(language())


def use(language: str) -> None:
    """Speak ``language`` (one of LANGUAGES) from now on, in every catalog."""
    global _language
    _check(language)
    _language = language


def language() -> str:
    return _speaking.get() or _language


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Say everything inside (and in what it starts: threads by
    ``contextvars.copy_context``, asyncio tasks) in ``language``; the
    process's language is untouched, so other work goes on in its own."""
    _check(language)
    token = _speaking.set(language)
    try:
        yield
    finally:
        _speaking.reset(token)


# The engine's messages, in the language of the moment (the catalog's
# translations change with ``use``; these stay bound to it).
_ = RULES.gettext
ngettext = RULES.ngettext
pgettext = RULES.pgettext


def N_(message: str) -> str:
    """Marks a message for the catalog without translating it (yet)."""
    return message


def decimal(value: float, places: int | None = 1) -> str:
    """A figure with the language's decimal sign ("1.8" / "1,8"): every
    figure a sentence shows is written here (tests/test_decimals.py);
    ``places`` None: as few as it needs ("0.5", "2")."""
    figure = f"{value:g}" if places is None else f"{value:.{places}f}"
    # TRANSLATORS: the decimal sign of figures such as 1.8 ("," in Swedish)
    return figure.replace(".", pgettext("decimal sign", "."))
