"""Games in progress, one JSON file each: ``saves/<id>.json``.

A save holds the engine's own state (``game.to_json()``) *and* what rebuilds
it independently: the seed, the options and the action log.  On load the two
must agree (``rules.replay(...)`` gives the saved state exactly), which is how
a truncated, hand-edited or otherwise nonsensical file is told from a good
one.  A bad file is never deleted: it is renamed ``<name>.corrupt-<time>``
and reported with its path, and everything else carries on.

Speed is driven in real time by ``rules.speed.match.Match`` rather than a
Session; its saves also hold the driver's own state (``driver``: pending
timers, decisions), and resuming brings the match back paused.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import rules

from ..i18n import _
from . import locks, paths
from .atomic import ReadError, read_json, remove_stale_temp_files, write_json_atomic
from .check import Invalid, Newer, Outdated, Unavailable, check
from .record import (  # noqa: F401  (the save API in one place)
    FORMAT,
    HUMAN,
    KIND,
    SaveEntry,
    SaveError,
    SaveOutdated,
    SaveRecord,
    SaveUnavailable,
    SeatInfo,
    new_save_id,
    now_iso,
    parse_time,
)
from .sessions import (  # noqa: F401
    bot_level,
    default_summary,
    record_from_session,
    session_from_record,
)

_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,150}$")


def save_path(save_id: str) -> Path:
    if not isinstance(save_id, str) or not _ID.match(save_id) or ".." in save_id:
        raise ValueError(f"{save_id!r} is not a save id")
    return paths.saves_dir() / f"{save_id}.json"


# Writing ----------------------------------------------------------------

def save_game(record: SaveRecord) -> Path:
    """Write ``record`` atomically (0600); stamps ``updated`` (and
    ``created`` when empty).  Returns the file's path."""
    path = save_path(record.id)
    record.updated = now_iso()
    if not record.created:
        record.created = record.updated
    write_json_atomic(path, record.to_json())
    return path


def delete_save(save_id: str) -> bool:
    """Remove a finished game's save; False when there was none."""
    path = save_path(save_id)
    locks.remove(path)
    try:
        path.unlink()
    except FileNotFoundError:
        return False
    return True


def move_aside(path: Path, tag: str = "corrupt") -> Path:
    """Rename a bad file ``<name>.<tag>-<UTC time>`` (never delete it)."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
    path.rename(target)
    return target


# Reading ----------------------------------------------------------------

def load_save(path: Path, move_bad: bool = True) -> SaveRecord:
    """The record in ``path``, fully checked.  Raises SaveError (and only
    that) when it cannot be resumed; a corrupt file is moved aside first
    unless ``move_bad`` is False."""
    path = Path(path)
    return judged(lambda: read_json(path), path.stem, path, (lambda tag: move_aside(path, tag)) if move_bad else None)


def judged(read: Callable[[], Any], save_id: str, path: Any, set_aside: Callable[[str], Any] | None) -> SaveRecord:
    """The checked record that ``read()`` gives, for every backend alike:
    ``read`` raises FileNotFoundError (gone) or ReadError (not our JSON);
    ``path`` names the save in messages; ``set_aside(tag)`` keeps a bad save
    out of the list without deleting it (renamed ``<name>.<tag>-<time>``)
    and returns its new name (a ``.name``), or None leaves it in place."""
    try:
        try:
            data = read()
        except FileNotFoundError:
            raise SaveError(_("The saved game {path} no longer exists.").format(path=path), path) from None
        except ReadError as exc:
            raise Invalid(str(exc)) from None
        return check(data, save_id)
    except Newer as exc:
        raise SaveUnavailable(
            _("The saved game {path} needs a newer Kortbord ({reason}); it was left where it is.").format(
                path=path, reason=exc), path,
        ) from None
    except Outdated:
        return _set_aside_outdated(path, set_aside)
    except Unavailable as exc:
        raise SaveUnavailable(
            _("The saved game {path} cannot be resumed by this version of Kortbord "
              "({reason}); it was left where it is.").format(path=path, reason=exc),
            path,
        ) from None
    except Invalid as exc:
        reason = str(exc)
    except (SaveError, ImportError):  # an engine that does not import: a broken build, not a damaged file
        raise
    except Exception as exc:  # a check of ours that met something unforeseen
        reason = _("unexpected content ({error})").format(error=type(exc).__name__)
    moved_to = None
    if set_aside is not None:
        try:
            moved_to = set_aside("corrupt")
        except OSError as exc:
            raise SaveError(
                _("The saved game {path} is damaged ({reason}) and could not be moved "
                  "aside ({error}).").format(path=path, reason=reason, error=exc.strerror or exc),
                path,
            ) from None
        said = _("The saved game {path} is damaged ({reason}); it was moved aside to {name}.").format(
            path=path, reason=reason, name=moved_to.name)
    else:
        said = _("The saved game {path} is damaged ({reason}); it was left where it is.").format(
            path=path, reason=reason)
    raise SaveError(said, path, moved_to)


def _set_aside_outdated(path: Any, set_aside: Callable[[str], Any] | None):
    """Raise SaveOutdated, with the save renamed ``.old-rules-<time>`` (it
    would be offered again, and refused again, at every start otherwise)."""
    if set_aside is None:
        raise SaveOutdated(_("The saved game {path} was saved by an earlier version of Kortbord whose rules "
                             "differed; it cannot be continued. It was left where it is.").format(path=path), path)
    try:
        moved_to = set_aside("old-rules")
    except OSError as exc:
        raise SaveOutdated(_("The saved game {path} was saved by an earlier version of Kortbord whose rules "
                             "differed; it cannot be continued, and it could not be set aside ({error})."
                             ).format(path=path, error=exc.strerror or exc), path) from None
    raise SaveOutdated(_("The saved game {path} was saved by an earlier version of Kortbord whose rules "
                         "differed; it cannot be continued. It was kept, as {name}.").format(
                             path=path, name=moved_to.name), path, moved_to)


def list_saves() -> tuple[list[SaveEntry], list[str]]:
    """Every save, newest first, and a message for each file that could not
    be used (the corrupt ones are moved aside, so they are reported once)."""
    entries: list[SaveEntry] = []
    problems: list[str] = []
    directory = paths.saves_dir()
    remove_stale_temp_files(directory)
    for lock in directory.glob(".*.lock"):
        save = lock.with_name(lock.name[1:-len(".lock")] + ".json")
        if not save.exists() and not locks.in_use(save):
            locks.remove(save)
    for path in sorted(directory.glob("*.json")):
        if not path.is_file():
            continue
        try:
            record = load_save(path)
        except SaveError as exc:
            problems.append(str(exc))
            continue
        entries.append(_entry(record, path))
    entries.sort(key=lambda e: (e.updated, e.id), reverse=True)
    return entries, problems


def _entry(record: SaveRecord, path: Path) -> SaveEntry:
    return entry_of(record, path, locks.in_use(path))


def entry_of(record: SaveRecord, path: Any, in_use: bool) -> SaveEntry:
    """The menu's line for a checked save (``path`` names it)."""
    cls = rules.game_class(record.game)
    return SaveEntry(
        id=record.id,
        game=record.game,
        title=cls.title,
        created=parse_time(record.created),
        updated=parse_time(record.updated),
        summary=record.summary,
        path=path,
        finished=record.finished,
        record=record,
        in_use=in_use,
    )
