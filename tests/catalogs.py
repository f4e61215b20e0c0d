"""The gettext catalogs of ``rules`` and ``tui``: what the source marks, what
the Swedish ``.po`` translates, and the compiled ``.mo`` the app loads.

Run ``python -m tests.catalogs`` after marking or changing messages: it
extracts each package's messages (Babel), merges them into its ``sv.po``
(new ones untranslated, changed ones fuzzy, gone ones dropped) and compiles
the ``.mo`` that ships in the package.  tests/test_catalogs.py fails while a
message is untranslated or fuzzy, or while a ``.mo`` is older than its ``.po``.
"""

from __future__ import annotations

import gettext
import io
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("rules", "tui")
LANGUAGE = "sv"


def po_path(package: str) -> Path:
    return ROOT / package / "locale" / LANGUAGE / "LC_MESSAGES" / f"{package}.po"


def mo_path(package: str) -> Path:
    return po_path(package).with_suffix(".mo")


def extracted(package: str) -> Catalog:
    """The messages the package's source marks (``_``, ``ngettext``, ``N_``, ``pgettext``)."""
    catalog = Catalog(project="kortbord", fuzzy=False)
    for filename, lineno, message, comments, context in extract_from_dir(
            ROOT / package, method_map=[("**.py", "python")], keywords=DEFAULT_KEYWORDS,
            comment_tags=("TRANSLATORS:",), strip_comment_tags=True):
        catalog.add(message, None, [(f"{package}/{filename}", lineno)],
                    auto_comments=comments, context=context)
    return catalog


def translations(package: str) -> Catalog:
    with po_path(package).open("rb") as file:
        return read_po(file, locale=LANGUAGE)


def untranslated(package: str) -> list[str]:
    """Every marked message the Swedish catalog lacks, leaves empty or marks fuzzy."""
    po = translations(package)
    missing = []
    for message in extracted(package):
        if not message.id:
            continue
        found = po.get(message.id, context=message.context)
        strings = found.string if found is not None else None
        texts = list(strings) if isinstance(strings, tuple | list) else [strings]
        if found is None or found.fuzzy or not all(texts):
            missing.append(message.id if isinstance(message.id, str) else message.id[0])
    return missing


def compiled(package: str) -> dict[object, str]:
    """What the shipped ``.mo`` says, message by message."""
    with mo_path(package).open("rb") as file:
        return dict(gettext.GNUTranslations(file)._catalog)  # type: ignore[attr-defined]  # noqa: SLF001 - the parsed table, which typeshed leaves out


def compiled_from_po(package: str) -> dict[object, str]:
    """What compiling today's ``.po`` would give."""
    buffer = io.BytesIO()
    write_mo(buffer, translations(package))
    buffer.seek(0)
    return dict(gettext.GNUTranslations(buffer)._catalog)  # type: ignore[attr-defined]  # noqa: SLF001 - as above


def update(package: str) -> None:
    template = extracted(package)
    po = translations(package)
    template.creation_date = po.creation_date  # a run that changes nothing rewrites nothing
    po.update(template, no_fuzzy_matching=False)
    with po_path(package).open("wb") as file:
        write_po(file, po, width=100, omit_header=False, include_previous=True)
    with mo_path(package).open("wb") as file:
        write_mo(file, translations(package))


if __name__ == "__main__":
    for name in PACKAGES:
        update(name)
        left = untranslated(name)
        print(f"{name}: {len(extracted(name))} messages, {len(left)} without a Swedish translation")
