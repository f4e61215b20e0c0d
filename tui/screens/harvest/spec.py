"""The harvest table as the menu shows it (tui/screens/registry.py); the
game itself is described in rules/harvest/spec.py."""

from ...i18n import N_
from ..registry import THINKING_LEVELS, TableSpec, Wording

SPEC = TableSpec(
    "harvest", N_("The Harvest Game · Skördespelet"),
    N_("2 players: seven seasons a turn, grazing, weather and fields; first to 20."),
    "tui.screens.harvest.screen:HarvestScreen",
    (Wording("beginner", N_("Beginner (no A♠)"), texts=(N_("no"), N_("yes"))),
     Wording("jokers", N_("Jokers"))),
    level_texts=THINKING_LEVELS,
    remote="tui.screens.harvest.remote:RemoteHarvest",
)
