"""argparse's own words ("usage:", "unrecognized arguments", "invalid
choice" …) in the player's language.

argparse marks its messages for gettext, but with the ``_`` and
``ngettext`` it bound from the gettext module at import: they read the
process-wide domain and the environment's language, never Kortbord's
catalog nor ``--lang``.  Inside ``speaking_argparse()`` those two module
names are Kortbord's own (tui's catalog, the language of the moment), so
the usage line, the help's headings and every error argparse writes for a
player come from tui.po like any other sentence.  ``argparse._`` and
``argparse.ngettext`` are the only names of argparse's used so; a test
checks they are still there and still called.

The messages are listed here so that the catalog keeps them: those a
player can meet with Kortbord's parser are translated; the rest are a
programmer's mistakes in building a parser (a test checks that every
message of the running argparse is in one list or the other, so a newer
Python's new message is not missed).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from .i18n import N_, TUI

# What a player can meet: the usage line, the help's headings, errors about
# what was typed.
PLAYER_MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("subcommands"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
    N_('argument "-" with mode %r'),
)

# A programmer's mistakes in building a parser (or options Kortbord has
# none of: nargs as a number): never said to a player, left in English.
PROGRAMMER_MESSAGES = (
    "conflicting subparser: %s",
    "conflicting subparser alias: %s",
    "cannot merge actions - two groups are named %r",
    "'required' is an invalid argument for positionals",
    "invalid option string %(option)r: must start with a character %(prefix_chars)r",
    "dest= is required for options like %r",
    "invalid conflict_resolution value: %r",
    "conflicting option string: %s",
    "conflicting option strings: %s",
    "mutually exclusive arguments must be optional",
    "cannot have multiple subparser arguments",
    "expected %s argument",
    "expected %s arguments",
    "%r is not callable",
    ".__call__() not defined",
)


def _gettext(message: str | None) -> str | None:
    return message if message is None else TUI.gettext(message)  # argparse asks for a description of None too


@contextmanager
def speaking_argparse() -> Iterator[None]:
    """argparse says everything inside in the language of the moment."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]  # noqa: SLF001 - argparse's gettext names, not in typeshed
    argparse._, argparse.ngettext = _gettext, TUI.ngettext  # type: ignore[attr-defined]  # the names argparse reads its messages through
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]  # as above
