"""The command line of a benchmark that reads ``sys.argv`` by hand (the
others use argparse): ``-h``/``--help`` prints the benchmark's docstring,
its usage, and exits 0; an option it does not know, or too few arguments,
is one line on stderr and exit 2.  ``Parser`` is the same for those that
use argparse.  Before, ``--help`` either raised
(``int("--help")``) or was ignored and started a run of hours
(tests/test_benchmark_usage.py runs every benchmark with it).

Called first in ``main``: ``usage(__doc__, "--cpu", "--rounds")``; an
option is named without its value (``--cpu`` takes ``--cpu=0.5``).  A value
that must be a number is read with ``whole`` or ``real`` (or ``budget_of``
for ``--rounds``/``--cpu``), a name with ``one_of`` and a file to read
with ``existing``: each refuses a word, an unknown name or a missing file
in one line and exits 2, where ``int("abc")`` or ``open`` was a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from typing import Any, NoReturn

from rules.thinking import Budget

HELP = ("-h", "--help")


def usage(doc: str | None, *options: str, least: int = 0, argv: Sequence[str] | None = None) -> None:
    """Answer ``-h``/``--help``, and refuse an unknown option or fewer than
    ``least`` arguments (each exits)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if any(arg in HELP for arg in args):
        print((doc or "").strip())
        raise SystemExit(0)
    known = set(options)
    for arg in args:
        if arg.startswith("-") and not _number(arg) and arg.split("=", 1)[0] not in known:
            named = ", ".join(sorted(known)) or "none"
            print(f"{_program()}: unknown option {arg} (options: {named}; -h for help)", file=sys.stderr)
            raise SystemExit(2)
    given = [arg for arg in args if not arg.startswith("-") or _number(arg)]
    if len(given) < least:
        print(f"{_program()}: {least} arguments needed, {len(given)} given (-h for help)", file=sys.stderr)
        raise SystemExit(2)


def whole(text: str, what: str) -> int:
    """``text`` as a whole number, or exit 2 saying which value is wrong."""
    try:
        return int(text)
    except ValueError:
        _refuse(f"{what} must be a whole number, not {text!r}")


def real(text: str, what: str) -> float:
    """``text`` as a number, or exit 2 saying which value is wrong."""
    try:
        return float(text)
    except ValueError:
        _refuse(f"{what} must be a number, not {text!r}")


def existing(path: str, what: str) -> str:
    """``path`` when it is a file to read, or exit 2 saying it is not."""
    if not os.path.isfile(path):
        _refuse(f"{what}: no file {path!r}")
    return path


def one_of(word: str, choices: Sequence[str], what: str) -> str:
    """``word`` when it is one of ``choices``, or exit 2 naming them."""
    if word not in choices:
        _refuse(f"{what} is one of {', '.join(choices)}, not {word!r}")
    return word


def budget_of(spec: str) -> Budget | None:
    """The expert's budget an option names: ``--rounds=N`` sampled worlds
    a decision (deterministic), ``--cpu=S`` seconds of the deciding
    thread's CPU; None for any other option."""
    kind, _, value = spec.partition("=")
    if kind == "--rounds":
        return Budget.fixed(whole(value, kind))
    if kind == "--cpu":
        return Budget(seconds=real(value, kind), now=time.thread_time)
    return None


def _refuse(message: str) -> NoReturn:
    print(f"{_program()}: {message} (-h for help)", file=sys.stderr)
    raise SystemExit(2)


def _number(arg: str) -> bool:
    try:
        float(arg)
    except ValueError:
        return False
    return True


def _program() -> str:
    return sys.argv[0].rsplit("/", 1)[-1] if sys.argv and sys.argv[0] else "benchmark"


class Parser(argparse.ArgumentParser):
    """argparse for a benchmark: its help is the docstring, whole, before the
    options; its error one line (argparse's own is the usage lines, then the
    error)."""

    def __init__(self, doc: str | None, **options: Any) -> None:
        super().__init__(description=(doc or "").strip(), formatter_class=argparse.RawDescriptionHelpFormatter,
                         **options)

    def error(self, message: str) -> NoReturn:
        print(f"{self.prog}: {message} (-h for help)", file=sys.stderr)
        raise SystemExit(2)
