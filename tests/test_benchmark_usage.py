"""Every benchmark answers ``--help`` with its docstring and exits 0, at
once, and refuses an unknown option in one line with exit 2
(tests/benchmarks/usage.py).  A playtest of the benchmarks: five raised a
traceback on ``--help`` (``int("--help")``) and five ignored it and began a
run of hours."""

from __future__ import annotations

import ast
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.benchmarks.usage import usage

BENCHMARKS = sorted(p for p in (Path(__file__).parent / "benchmarks").glob("*.py") if p.name != "usage.py")
LIMIT = 60  # seconds: an import, never a run (a run takes minutes to hours)


def run(path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    # -W ignore: a library's import warnings (asyncssh's about DSA) are not the benchmark's answer
    return subprocess.run([sys.executable, "-W", "ignore", str(path), *args], capture_output=True, text=True,
                          timeout=LIMIT, cwd=Path(__file__).parent.parent)


@pytest.fixture(scope="module")
def answers() -> dict[str, tuple[subprocess.CompletedProcess[str], subprocess.CompletedProcess[str]]]:
    """Each benchmark run with --help and with an option it does not know (two at a time: two cores)."""
    with ThreadPoolExecutor(2) as pool:
        helps = pool.map(lambda p: run(p, "--help"), BENCHMARKS)
        unknown = pool.map(lambda p: run(p, "--no-such-option"), BENCHMARKS)
        return {p.name: pair for p, pair in zip(BENCHMARKS, zip(helps, unknown, strict=True), strict=True)}


def first_line(path: Path) -> str:
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")), clean=True)
    assert doc, f"{path.name} has no docstring to print as its usage"
    return doc.splitlines()[0]


def test_there_are_benchmarks():
    assert len(BENCHMARKS) > 30


@pytest.mark.parametrize("path", BENCHMARKS, ids=lambda p: p.name)
def test_help_prints_the_docstring_and_exits_0(path, answers):
    helped = answers[path.name][0]
    assert helped.returncode == 0, helped.stderr[-800:]
    assert first_line(path) in helped.stdout, helped.stdout[:400]
    assert "Traceback" not in helped.stderr


@pytest.mark.parametrize("path", BENCHMARKS, ids=lambda p: p.name)
def test_an_unknown_option_is_one_line_and_exit_2(path, answers):
    refused = answers[path.name][1]
    assert refused.returncode == 2, (refused.returncode, refused.stderr[-800:])
    # one line (argparse asks for a missing argument first: game_review.py's game)
    assert len(refused.stderr.strip().splitlines()) == 1 and "-h for help" in refused.stderr, refused.stderr


def test_the_helper_reads_values_numbers_and_too_few_arguments(capsys):
    usage("doc", "--cpu", argv=["10", "-3", "--cpu=0.5"])  # a value, a negative number: no exit
    with pytest.raises(SystemExit) as exited:
        usage("doc", "--cpu", argv=["--rounds=5"])
    assert exited.value.code == 2 and "unknown option --rounds=5" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exited:
        usage("doc", least=3, argv=["10", "hard"])
    assert exited.value.code == 2 and "3 arguments needed, 2 given" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exited:
        usage("The usage.\n", argv=["10", "-h"])
    assert exited.value.code == 0 and capsys.readouterr().out == "The usage.\n"


# A word where a number belongs, for each benchmark that reads its numbers by
# hand (the argparse ones refuse it themselves): a playtest found
# ``harvest_fields.py abc`` a traceback, and ``harvest_tournament.py abc`` a
# run of its default 500 games.  Every case is refused before any game.
WORDS = [
    ("clover_baseline.py", "abc"), ("clover_baseline.py", "10", "hard", "--workers=two"),
    ("clover_baseline.py", "10", "expert", "--rounds=many"), ("clover_rules.py", "abc"),
    ("clover_rules.py", "10", "--first=x"), ("clover_tournament.py", "abc"), ("expert_rounds.py", "abc"),
    ("expert_rounds.py", "1", "--seconds=half"), ("harvest_ceiling.py", "abc"),
    ("harvest_ceiling.py", "10", "easy", "many"), ("harvest_duel.py", "abc", "hard", "easy"),
    ("harvest_fields.py", "abc"), ("harvest_luck.py", "abc"), ("harvest_tournament.py", "abc"),
    ("hearts_bots.py", "timing", "abc"), ("hearts_duplicate.py", "abc"), ("hearts_duplicate.py", "1", "--cpu=x"),
    ("hearts_hard_decisions.py", "abc"), ("hearts_lead_fit.py", "abc"), ("hearts_variants.py", "agreement", "abc"), ("ladder.py", "abc"),
    ("ladder.py", "1", "--rounds=x"), ("ladder.py", "1", "--seconds=x"),
]


@pytest.mark.parametrize("case", WORDS, ids=" ".join)
def test_a_word_where_a_number_belongs_is_one_line_and_exit_2(case):
    name, *args = case
    refused = run(Path(__file__).parent / "benchmarks" / name, *args)
    assert refused.returncode == 2, (refused.returncode, refused.stderr[-800:])
    assert len(refused.stderr.strip().splitlines()) == 1 and "-h for help" in refused.stderr, refused.stderr
    assert "number" in refused.stderr, refused.stderr


@pytest.mark.parametrize("case", [("hearts_duplicate.py", "1", "wizard"), ("hearts_duplicate.py", "1", "hard", "wizard"),
                                  ("hearts_duplicate.py", "--pool", "/no/such/file"),
                                  ("hearts_duplicate.py", "--paired", "/no/such/file", "/no/other")], ids=" ".join)
def test_an_unknown_level_or_a_missing_file_is_one_line_and_exit_2(case):
    # a level the duplicate does not know was a traceback in each worker; a file, one from open()
    name, *args = case
    refused = run(Path(__file__).parent / "benchmarks" / name, *args)
    assert refused.returncode == 2, (refused.returncode, refused.stderr[-800:])
    assert len(refused.stderr.strip().splitlines()) == 1 and "-h for help" in refused.stderr, refused.stderr
