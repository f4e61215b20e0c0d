"""A saved game back at the table: the settings it was started with (the
store's front, ``Keeper``, is in tui/store/keeper.py)."""

from __future__ import annotations

from .. import store
from ..settings import DEFAULT_PACE, PACES, TableSettings


def settings_from_record(record: store.SaveRecord) -> TableSettings:
    """The table settings a saved game was started with."""
    extra = record.extra if isinstance(record.extra, dict) else {}
    levels = [s.player for s in record.seats if not s.is_human]
    level = extra.get("level") if isinstance(extra.get("level"), str) else (levels[0] if levels else None)
    pace = extra.get("pace")
    if pace not in PACES:
        pace = min(PACES, key=lambda name: abs(PACES[name][0] - record.pace)) if record.game != "speed" else DEFAULT_PACE
    return TableSettings(record.game, dict(record.options), level, pace, record.seed)
