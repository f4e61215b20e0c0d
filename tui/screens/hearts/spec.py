"""The Hearts table as the menu shows it (tui/screens/registry.py); the
game itself is described in rules/hearts/spec.py."""

from ...i18n import N_
from ..registry import THINKING_LEVELS, TableSpec, Wording

SPEC = TableSpec(
    "hearts", N_("Hearts · Hjärter"),
    N_("Tricks, 3–5 players: pass three, dodge hearts and Q♠, or shoot the moon."),
    "tui.screens.hearts.screen:HeartsScreen",
    (Wording("players", N_("Players")),),
    level_texts=THINKING_LEVELS,
    review_words="tui.screens.hearts.review_words:WORDS",  # the pass, a trick, a hand
    remote="tui.screens.hearts.remote:RemoteHearts",
)
