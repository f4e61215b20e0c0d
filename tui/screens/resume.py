"""A saved game back at the table: the settings it was started with (the
store's front, ``Keeper``, is in tui/store/keeper.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import rules

from .. import store
from ..settings import DEFAULT_PACE, PACES, TableSettings

if TYPE_CHECKING:
    from rules.driver import Driver


def settings_from_record(record: store.SaveRecord) -> TableSettings:
    """The table settings a saved game was started with."""
    extra = record.extra if isinstance(record.extra, dict) else {}
    levels = [s.player for s in record.seats if not s.is_human]
    level = extra.get("level") if isinstance(extra.get("level"), str) else (levels[0] if levels else None)
    pace = extra.get("pace")
    if pace not in PACES:  # real time: the level is the pace, and the record's is not a Session's delay
        driver: type[Driver] = rules.driver_class(record.game)
        pace = DEFAULT_PACE if driver.real_time else min(PACES, key=lambda name: abs(PACES[name][0] - record.pace))
    return TableSettings(record.game, dict(record.options), level, pace, record.seed)
