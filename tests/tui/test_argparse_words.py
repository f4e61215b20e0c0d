"""argparse's own words through Kortbord's catalog (tui/argparse_words.py):
the two names it reads its messages through, and every message of the
running argparse sorted into a player's (translated) or a programmer's."""

from __future__ import annotations

import argparse
import ast
import gettext
import inspect

import pytest

from rules import i18n
from tui import argparse_words
from tui.argparse_words import PLAYER_MESSAGES, PROGRAMMER_MESSAGES, speaking_argparse
from tui.i18n import TUI


def argparse_messages() -> set[str]:
    """Every literal argparse passes to ``_`` or ``ngettext``."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(inspect.getsource(argparse))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "ngettext"):
            found.update(arg.value for arg in node.args if isinstance(arg, ast.Constant) and isinstance(arg.value, str))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_" and node.args \
                and isinstance(node.args[0], ast.Call):  # _(kwargs.pop('title', 'subcommands'))
            found.update(arg.value for arg in node.args[0].args if isinstance(arg, ast.Constant) and isinstance(arg.value, str))
    found.discard("title")
    found.discard("description")
    return found


def test_argparse_reads_its_messages_through_two_module_names():
    assert vars(argparse)["_"] is gettext.gettext and vars(argparse)["ngettext"] is gettext.ngettext


def test_every_argparse_message_is_sorted():
    messages = argparse_messages()
    assert messages, "no message found in argparse's source"
    assert messages - set(PLAYER_MESSAGES) - set(PROGRAMMER_MESSAGES) == set()


def test_every_players_message_is_swedish():
    i18n.use("sv")
    same = [m for m in PLAYER_MESSAGES if TUI.gettext(m) == m and m not in ("argument %(argument_name)s: %(message)s",)]
    assert same == []


def test_speaking_argparse_says_argparses_words_in_the_language_of_the_moment_and_restores_them(capsys):
    parser = argparse.ArgumentParser(prog="p")
    i18n.use("sv")
    with speaking_argparse(), pytest.raises(SystemExit):
        parser.parse_args(["--x"])
    assert capsys.readouterr().err.splitlines()[-1] == "p: fel: okända argument: --x"
    assert vars(argparse)["_"] is gettext.gettext and vars(argparse)["ngettext"] is gettext.ngettext
    with pytest.raises(SystemExit):
        parser.parse_args(["--x"])
    assert capsys.readouterr().err.splitlines()[-1] == "p: error: unrecognized arguments: --x"


def test_a_description_of_none_stays_none():
    with speaking_argparse():
        assert vars(argparse)["_"](None) is None
    assert argparse_words.PLAYER_MESSAGES
