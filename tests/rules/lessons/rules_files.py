"""The project's rules files (the specification, GAME.md for each game:
kept outside the repository, in a ``shared/rules`` folder beside the
checkout, or where ``$KORTBORD_RULES`` says) read as a list of rules: each
list item (with its continuation lines) and each paragraph under a
heading, its Markdown emphasis dropped and its spaces made single, so a
lesson's ``Rule.text`` finds it as written."""

from __future__ import annotations

import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
ITEM = re.compile(r"^(?:- |\d+\. )")


def rules_dir() -> Path | None:
    """Where the rules files are: ``$KORTBORD_RULES``, else a ``shared/rules``
    folder beside the checkout (or beside the folder of worktrees it is in);
    None where there is none."""
    for place in (os.environ.get("KORTBORD_RULES"), ROOT.parent / "shared" / "rules",
                  ROOT.parent.parent / "shared" / "rules"):
        if place and (Path(place) / "hearts.md").exists():
            return Path(place)
    return None


def plain(text: str) -> str:
    return " ".join(text.replace("**", "").replace("*", "").split())


def rules_of(text: str) -> list[tuple[str, str]]:
    """(heading, rule) for every list item and paragraph of a rules file."""
    found: list[tuple[str, str]] = []
    heading, block = "", list[str]()

    def close() -> None:
        if block:
            found.append((heading, plain(" ".join(block))))
            block.clear()

    for line in text.splitlines():
        if line.startswith("#"):
            close()
            heading = line.lstrip("#").strip()
        elif not line.strip():
            close()
        elif ITEM.match(line):
            close()
            block.append(ITEM.sub("", line))
        else:
            block.append(line.strip())
    close()
    return found
