"""The Speed table as the menu shows it (tui/screens/registry.py); the
game itself is described in rules/speed/spec.py."""

from ...i18n import N_
from ..registry import TableSpec

SPEC = TableSpec(
    "speed", "Speed",
    N_("2 players, real time, no turns: get rid of your cards first."),
    "tui.screens.speed.screen:SpeedScreen",
    level_texts=(("easy", N_("easy (about 2 s a card)")), ("medium", N_("medium (about 1.1 s a card)")),
                 ("hard", N_("hard (about 0.7 s a card)")), ("expert", N_("expert (about 0.4 s a card)"))),
    remote="tui.screens.speed.remote:RemoteSpeed",
)
