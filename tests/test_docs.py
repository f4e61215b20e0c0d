"""The documents say what is true: every path and option they name exists,
the hosting guide lists exactly the options ``kortbord serve --help`` has,
the test command is one command everywhere, and every shell block marked
``<!-- runnable -->`` runs (in a temporary directory) as written."""

from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]
BIN = Path(sys.executable).parent
# A path of the repository, as the documents write one in backticks.
REPO_PATH = re.compile(r"`((?:rules|tui|tests|screenshots|docs|\.ci)/[\w./-]*)")
LINK = re.compile(r"\]\(((?!https?:|#|mailto:)[^)#\s]+)")
OPTION = re.compile(r"(?<![\w-])--[a-z][a-z-]+")
RUNNABLE = re.compile(r"<!-- runnable -->\n\s*```sh\n(.*?)```", re.S)


def text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def help_options(*command: str) -> set[str]:
    env = {**os.environ, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "COLUMNS": "500"}
    out = subprocess.run([str(BIN / "kortbord"), *command, "--help"], capture_output=True, text=True, env=env,
                         check=True, timeout=60).stdout
    return set(OPTION.findall(out))


def code_blocks(document: str) -> list[str]:
    return re.findall(r"```(?:sh|ini|haproxy)?\n(.*?)```", document, re.S)


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_path_named_exists(path):
    document = text(path)
    missing = [name for name in REPO_PATH.findall(document)
               if not (ROOT / name.rstrip(".")).exists() and not any(ch in name for ch in "*<…")]
    missing += [link for link in LINK.findall(document) if not (path.parent / link).exists()]
    assert not missing, f"{path.name} names what is not there: {missing}"


def test_the_hosting_guide_lists_exactly_the_options_of_kortbord_serve():
    guide = text(ROOT / "docs" / "hosting.md")
    table = guide[guide.index("## Options"):guide.index("\n## ", guide.index("## Options") + 1)]
    listed = {match for row in table.splitlines() if row.startswith("| `--") for match in OPTION.findall(row.split("|")[1])}
    assert listed == help_options("serve") - {"--help"}


def test_every_option_a_command_in_the_documents_uses_exists():
    serve, play = help_options("serve"), help_options()
    wrong = []
    for path in DOCUMENTS:
        for block in code_blocks(text(path)):
            for line in block.splitlines():
                for command in re.split(r"&&|;|\|", line.split(" #")[0]):
                    words = command.split()
                    if not words or not re.fullmatch(r"(\S*/)?kortbord", words[0]):
                        continue
                    known = serve if words[1:2] == ["serve"] else play
                    wrong += [(path.name, o) for o in OPTION.findall(command) if o not in known]
    assert not wrong


def test_the_test_command_is_the_same_everywhere():
    ci = [line for line in text(ROOT / ".ci" / "run").splitlines() if "pytest" in line]
    commands = {path.name: re.findall(r"^apt-get update.*pytest.*$", text(path), re.M)
                for path in (ROOT / "README.md", ROOT / "CONTRIBUTING.md")}
    assert commands["README.md"] and commands["README.md"] == commands["CONTRIBUTING.md"] == ci


def data_folder(root: Path) -> Path:
    """A served data folder as a host has one: a key, a player with statistics, a table, a log."""
    data = root / "var" / "lib" / "kortbord"
    player = data / "players" / "sha256-test"
    (player / "saves").mkdir(parents=True)
    (data / "tables").mkdir()
    (data / "host_ed25519_key").write_text("key\n")
    (data / "serve.log").write_text("2026-12-01T13:54:53Z start\n")
    (data / "tables" / "t1.json").write_text("{}")
    with sqlite3.connect(player / "stats.sqlite3") as db:
        db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT)")
        db.execute("INSERT INTO games (game) VALUES ('hearts')")
    return data


def runnable_blocks() -> list[tuple[str, str]]:
    return [(path.name, block) for path in DOCUMENTS for block in RUNNABLE.findall(text(path))]


def test_there_are_runnable_blocks():
    names = {name for name, _block in runnable_blocks()}
    assert {"hosting.md"} <= names


@pytest.mark.parametrize("where,block", runnable_blocks(), ids=lambda v: v if len(v) < 20 else v.split()[0])
def test_a_runnable_block_runs_as_written(tmp_path, where, block):
    """Run with the host's paths moved into a temporary directory: /var/lib/kortbord
    is a data folder made here, /backup an empty one, /opt/kortbord/.venv this venv."""
    data = data_folder(tmp_path)
    script = (block.replace("/opt/kortbord/.venv/bin/", f"{BIN}/")
              .replace("/var/lib/kortbord", str(data)).replace("/backup", str(tmp_path / "backup")))
    (tmp_path / "backup").mkdir()
    result = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=tmp_path, capture_output=True, text=True,
                            timeout=120, env={**os.environ, "PATH": f"{BIN}:{os.environ['PATH']}"})
    assert result.returncode == 0, f"{where}:\n{block}\n{result.stderr}"
    if "tar " in block:  # the backup: every file, and the statistics as a sound database
        archive = next((tmp_path / "backup").rglob("*.tar.gz"))
        assert archive.stat().st_mode & 0o077 == 0, "the backup holds the host's private key: nobody else may read it"
        with tarfile.open(archive) as tar:
            names = tar.getnames()
        assert "host_ed25519_key" in names and "tables/t1.json" in names and not any("stats" in n for n in names)
        copy = next((tmp_path / "backup").rglob("stats.sqlite3"))
        with sqlite3.connect(copy) as db:
            assert db.execute("SELECT game FROM games").fetchall() == [("hearts",)]
