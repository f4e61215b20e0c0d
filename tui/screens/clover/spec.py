"""The Clover Picker's table as the menu shows it (tui/screens/registry.py);
the game itself is described in rules/clover/spec.py."""

from ...i18n import N_
from ..registry import THINKING_LEVELS, TableSpec, Wording

SPEC = TableSpec(
    "clover", N_("The Clover Picker · Klöverplockarspelet"),
    N_("2 players: a queue-shaped hand, bouquets and a meadow; first to 40."),
    "tui.screens.clover.screen:CloverScreen",
    (Wording("first", N_("Who starts"), texts=(N_("drawn at random"), N_("you"), N_("the computer")),
             shared_texts=(N_("drawn at random"), N_("the host"), N_("the other player"))),),
    level_texts=THINKING_LEVELS,
    remote="tui.screens.clover.remote:RemoteClover",
)
