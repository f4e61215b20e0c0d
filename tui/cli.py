"""The command line, in the player's language: ``kortbord --help`` in
Swedish on a Swedish terminal (or with ``--lang sv``).

The language is known before the parser is built: ``--lang`` read from
argv, else the locale (the remembered setting needs the data directory,
which ``--help`` never touches).  argparse's own words ("usage:",
"options", "error") are its catalog's, so the parser is built with ours.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping, Sequence

from rules import i18n
from rules.cards import to_ascii

from . import __version__
from .i18n import _, choose
from .screens import registry
from .settings import DEFAULT_PACE, PACES, pace_meaning


def flag_language(argv: Sequence[str]) -> str | None:
    """``--lang`` as argv gives it (``--lang sv`` or ``--lang=sv``), before parsing."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang")
    known, _rest = early.parse_known_args(list(argv))
    return known.lang if known.lang in i18n.LANGUAGES else None


class Formatter(argparse.HelpFormatter):
    def add_usage(self, usage, actions, groups, prefix=None):
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


class Parser(argparse.ArgumentParser):
    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(2, _("{prog}: error: {message}").format(prog=self.prog, message=message) + "\n")


def build_parser() -> Parser:
    """Every option, described in the language spoken now."""
    games_help = ", ".join(registry.TABLES)
    parser = Parser(
        prog="kortbord", add_help=False, formatter_class=Formatter,
        description=_("A terminal card table: four Nordic card games against the computer."),
        epilog=_("Games: {games}.  In the app: ? shows the rules and the keys, q goes back.").format(
            games="; ".join(f"{n} ({_(e.title)})" for n, e in registry.TABLES.items()))
        + "  " + _("kortbord learn GAME teaches a game by playing, at its own table."),
    )
    positional = parser.add_argument_group(_("positional arguments"))
    positional.add_argument("game", nargs="?", help=_("start this game at once ({games})").format(games=games_help))
    options = parser.add_argument_group(_("options"))
    options.add_argument("-h", "--help", action="help", help=_("show this help message and exit"))
    options.add_argument("--version", action="version", version=f"kortbord {__version__}",
                         help=_("show the version and exit"))
    options.add_argument("--lang", choices=list(i18n.LANGUAGES),
                         help=_("the language: sv (Swedish) or en (English); by default the remembered "
                                "choice, else the terminal's (LANG)"))
    options.add_argument("--ascii", action="store_true",
                         help=_("suits as letters ({letters}) and plain ASCII borders").format(
                             letters=to_ascii("♠ ♥ ♦ ♣")))
    options.add_argument("--seed", type=int, metavar="N",
                         help=_("replayable deals: the same N deals the same cards"))
    paces = ", ".join(f"{name} ({pace_meaning(name)})" for name in PACES)
    options.add_argument("--pace", choices=list(PACES),
                         help=_("how fast the computer plays: {paces}; default {default}").format(
                             paces=paces, default=DEFAULT_PACE))
    options.add_argument("--level", metavar=_("LEVEL"),
                         help=_("AI level for a direct start (e.g. easy, medium, hard)"))
    options.add_argument("--no-save", action="store_true",
                         help=_("keep nothing: no saved games, statistics or remembered settings"))
    return parser


def parse_args(argv: Sequence[str] | None = None, environ: Mapping[str, str] | None = None) -> argparse.Namespace:
    """The options; --help and the errors are said in the language of
    ``--lang`` or of the locale (``environ``, os.environ by default)."""
    argv = sys.argv[1:] if argv is None else list(argv)
    i18n.use(choose(flag_language(argv), None, os.environ if environ is None else environ))
    parser = build_parser()
    learn = argv[:1] == ["learn"]  # kortbord learn GAME: the game's lesson (rules/lessons)
    args = parser.parse_args(argv[1:] if learn else argv)
    args.learn = learn
    if learn:
        from rules.lessons import LESSONS

        if args.game is None or args.game.lower() not in LESSONS:
            parser.error(_("learn which game? The lessons: {games}").format(games=", ".join(LESSONS)))
    if args.game is not None:
        args.game = args.game.lower()
        if args.game not in registry.TABLES:
            parser.error(_("unknown game {game!r}; the games are: {games}").format(
                game=args.game, games=", ".join(registry.TABLES)))
    return args
