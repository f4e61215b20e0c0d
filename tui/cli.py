"""The command line, one parser for every command, in the player's language:
``kortbord [GAME]``, ``kortbord learn GAME`` and ``kortbord serve``
(when tui.command asks for it) are argparse subcommands, and each option
is read before the command as well as after it (``kortbord --lang sv
learn clover`` and ``kortbord learn clover --lang sv`` alike).

The parser speaks before the run's language is chosen: it borrows
``--lang`` read from argv, else the locale, for its own words and
argparse's (tui.argparse_words) while it parses, and leaves the language
as it was.  The run's language is chosen once, by the program that runs,
where everything it depends on is known: the app after its store has read
the remembered setting (``--help`` never touches the data directory),
the server from ``--lang`` and the host's locale (it remembers none).  The server's options are its own module's
(tui/serve_command.py), handed in as a ``ServeCommand``: the app never
imports the server.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

import rules
from rules import i18n
from rules.cards import to_ascii

from . import __version__
from .argparse_words import speaking_argparse
from .i18n import _, choose
from .screens import registry
from .settings import DEFAULT_PACE, PACES, pace_meaning

LEARN = "learn"
SERVE = "serve"


class ServeCommand(Protocol):
    """``kortbord serve``'s options, from tui/serve_command.py."""

    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...

    def check(self, parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
        """Calls ``parser.error`` for values the options' types let through."""


def flag_language(argv: Sequence[str]) -> str | None:
    """``--lang`` as argv gives it (``--lang sv`` or ``--lang=sv``), before parsing."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang")
    known, _rest = early.parse_known_args(list(argv))
    return known.lang if known.lang in i18n.LANGUAGES else None


def add_language(parser: argparse.ArgumentParser) -> argparse.Action:
    return parser.add_argument("--lang", choices=list(i18n.LANGUAGES),
                               help=_("the language: sv (Swedish) or en (English); by default the remembered "
                                      "choice, else the terminal's (LANG)"))


def add_app_options(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    """The options of a table (the menu's, a game's, a lesson's)."""
    paces = ", ".join(f"{name} ({pace_meaning(name)})" for name in PACES)
    return [
        add_language(parser),
        parser.add_argument("--ascii", action="store_true",
                            help=_("suits as letters ({letters}) and plain ASCII borders").format(letters=to_ascii("♠ ♥ ♦ ♣"))),
        parser.add_argument("--seed", type=int, metavar="N", help=_("replayable deals: the same N deals the same cards")),
        parser.add_argument("--pace", choices=list(PACES),
                            help=_("how fast the computer plays: {paces}; default {default}").format(paces=paces, default=DEFAULT_PACE)),
        parser.add_argument("--level", metavar=_("LEVEL"), help=_("AI level for a direct start: {levels}").format(levels=", ".join(
            dict.fromkeys(level for name in rules.GAMES for level in rules.bot_levels(name))))),
        parser.add_argument("--no-save", action="store_true",
                            help=_("keep nothing: no saved games, statistics or remembered settings")),
    ]


def command_parser(commands, name: str, **kwargs) -> argparse.ArgumentParser:
    """A subcommand's parser: an option given after the command overrides
    the one before it, an option left out keeps it (hence SUPPRESS)."""
    return commands.add_parser(name, argument_default=argparse.SUPPRESS, **kwargs)


@dataclass
class CommandLine:
    parser: argparse.ArgumentParser
    commands: dict[str, argparse.ArgumentParser]  # each command's own parser
    value_options: set[str]  # the options before a command that take a value ("--seed")


def build_parser(serve: ServeCommand | None = None) -> CommandLine:
    """The parser and its commands' parsers, every text in the language spoken now."""
    epilog = _("Games: {games}.  In the app: ? shows the rules and the keys, q goes back.").format(
        games="; ".join(f"{n} ({_(e.title)})" for n, e in registry.TABLES.items()))
    epilog += "  " + _("kortbord learn GAME teaches a game by playing, at its own table.")
    if serve is not None:
        epilog += "  " + _("kortbord serve serves the table over SSH (kortbord serve --help).")
    parser = argparse.ArgumentParser(prog="kortbord", description=_(
        "A terminal card table: four Nordic card games against the computer."), epilog=epilog)
    parser.add_argument("--version", action="version", version=f"kortbord {__version__}", help=_("show the version and exit"))
    value_options = {option for action in add_app_options(parser) if action.nargs != 0 for option in action.option_strings}
    shapes = [_("GAME"), f"{LEARN} {_('GAME')}"] + ([SERVE] if serve is not None else [])
    commands = parser.add_subparsers(dest="command", metavar="[" + " | ".join(shapes) + "]")
    parsers: dict[str, argparse.ArgumentParser] = {}
    for name, entry in registry.TABLES.items():
        parsers[name] = command_parser(commands, name, help=_("start {game} at once").format(game=_(entry.title)),
                                       description=_("Start {game} at once.").format(game=_(entry.title)))
        add_app_options(parsers[name])
    learn = parsers[LEARN] = command_parser(commands, LEARN, help=_("learn a game by playing, at its own table"),
                                            description=_("Learn a game by playing, at its own table."))
    from rules.lessons import LESSONS

    learn.add_argument("game", nargs="?", metavar=_("GAME"), default=None,
                       help=_("the game to learn ({games})").format(games=", ".join(LESSONS)))
    add_app_options(learn)
    if serve is not None:
        parsers[SERVE] = commands.add_parser(SERVE, help=_("serve the card table over SSH"), description=_(
            "Serve Kortbord over SSH: each player is their SSH key, with their own saves and statistics."))
        add_language(parsers[SERVE]).default = argparse.SUPPRESS
        serve.add_arguments(parsers[SERVE])
    return CommandLine(parser, parsers, value_options)


def lower_command(argv: list[str], line: CommandLine) -> list[str]:
    """argv with its command in lower case (``kortbord Hearts``); a first
    word that is no command is answered here, in the player's words."""
    for index, word in enumerate(argv):
        if word.startswith("-") or (index and argv[index - 1] in line.value_options):
            continue
        if word.lower() not in line.commands:
            line.parser.error(_("unknown game {game!r}; the games are: {games}").format(game=word, games=", ".join(registry.TABLES)))
        return [*argv[:index], word.lower(), *argv[index + 1:]]
    return argv


def parse_args(argv: Sequence[str] | None = None, environ: Mapping[str, str] | None = None,
               serve: ServeCommand | None = None) -> argparse.Namespace:
    """The options; --help and the errors are said in the language of
    ``--lang`` or of the locale (``environ``, os.environ by default), the
    language of the moment untouched.
    ``args.command`` is a game, "learn", "serve" or None (the menu);
    ``args.game`` the game to open (or to learn), ``args.learn`` whether to learn it."""
    argv = sys.argv[1:] if argv is None else list(argv)
    borrowed = choose(flag_language(argv), None, os.environ if environ is None else environ)
    with i18n.speaking(borrowed), speaking_argparse():
        line = build_parser(serve)
        args = line.parser.parse_args(lower_command(argv, line))
        check(args, line, serve)
    return args


APP_ONLY = ("--ascii", "--seed", "--pace", "--level", "--no-save")


def check(args: argparse.Namespace, line: CommandLine, serve: ServeCommand | None) -> None:
    """What the options' types cannot say: a lesson's game, the server's values."""
    args.learn = args.command == LEARN
    if args.command == SERVE and serve is not None:  # the serve command exists only when ``serve`` built it
        given = [option for option in APP_ONLY if getattr(args, option[2:].replace("-", "_")) not in (None, False)]
        if given:
            line.parser.error(_("{option} is an option of the card table, not of kortbord serve").format(option=given[0]))
        serve.check(line.commands[SERVE], args)
        return
    if args.learn:
        from rules.lessons import LESSONS

        if args.game is None:
            line.commands[LEARN].error(_("learn which game? The lessons: {games}").format(games=", ".join(LESSONS)))
        if args.game.lower() not in LESSONS:
            line.commands[LEARN].error(_("unknown game {game!r}; the lessons: {games}").format(game=args.game, games=", ".join(LESSONS)))
        args.game = args.game.lower()
    else:
        args.game = args.command
    if args.game is not None and args.level is not None and args.level not in rules.bot_levels(args.game):
        line.commands[args.command].error(_("unknown level {level!r}; the levels of {game}: {levels}").format(
            level=args.level, game=args.game, levels=", ".join(rules.bot_levels(args.game))))
