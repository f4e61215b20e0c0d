"""How far the player got in each game's lesson, in ``lessons.json`` in the
data directory (written atomically, like the saves): ``{"format": 1,
"steps": {"harvest": 7}}``, the step to resume at.  A file that cannot be
read, or a step that is no step of the lesson, counts as a lesson not
begun: the lesson starts again from its first step, never with an error."""

from __future__ import annotations

from pathlib import Path

from . import paths
from .atomic import ReadError, read_json, write_json_atomic

FORMAT = 1


def lessons_path() -> Path:
    return paths.data_dir() / "lessons.json"


def _steps(path: Path) -> dict[str, int]:
    try:
        data = read_json(path)
    except (FileNotFoundError, ReadError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("steps"), dict):
        return {}
    return {game: step for game, step in data["steps"].items() if type(step) is int and step >= 0}


def step_of(game: str, count: int, path: Path | None = None) -> int:
    """The step to resume ``game``'s lesson at (0: from the start); a
    finished lesson (``count`` steps done) starts again."""
    step = _steps(path or lessons_path()).get(game, 0)
    return step if step < count else 0


def remember_step(game: str, step: int, path: Path | None = None) -> None:
    """Keep ``step`` as where ``game``'s lesson goes on (OSError when the
    directory cannot be written: the caller tells the player)."""
    path = path or lessons_path()
    steps = _steps(path)
    steps[game] = step
    write_json_atomic(path, {"format": FORMAT, "steps": steps})
