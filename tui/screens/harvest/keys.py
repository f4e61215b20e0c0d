"""The harvest table's keys, as its Footer shows them: moving over the
cards and piles, picking, going on after a feeding (reading on first when
it is taller than the log), done and pass, fence, unpick, and the keys
every table has (``GameScreen.COMMON_BINDINGS``)."""

from __future__ import annotations

from textual.binding import Binding, BindingType

from ...i18n import N_
from ..game_base import GameScreen
from ..table.keys import LOG_KEYS

BINDINGS: list[BindingType] = [
    Binding("left,h", "move(-1)", N_("Move"), key_display="←→"),
    Binding("right,l", "move(1)", N_("Move"), show=False),
    Binding("up,k", "zone(-1)", N_("Pile"), key_display="↑↓"),
    # --ascii: "<> Move up/dn Pile", both arrow keys named ("up" alone read "Move up"; "^v" is Ctrl+V in a Footer)
    # TRANSLATORS: the up and down arrow keys, named as the Footer names keys (enter, esc); 5 cells at most at 80 columns
    Binding("up,k", "zone_ascii(-1)", N_("Pile"), key_display=N_("up/dn")),
    Binding("down,j", "zone(1)", N_("Pile"), show=False),
    Binding("enter,space", "choose", N_("Pick")),
    # named "space" everywhere it is said (prompt, message, Footer); enter too. A feeding taller than the log: read on
    Binding("space,enter", "read_on", N_("Read on"), key_display=N_("space")),
    Binding("space,enter", "go_on", N_("Go on"), key_display=N_("space")),
    Binding("d", "done", N_("Done")),
    Binding("d", "pass_weather", N_("Pass")),
    Binding("f", "fence", N_("Fence")),
    Binding("escape", "cancel", N_("Unpick")),  # esc, as the prompts say ("esc: back"); backspace too
    Binding("backspace", "cancel", N_("Unpick"), show=False),
    Binding("v", "discard", N_("Discard"), show=False),
    *[Binding(d, f"pick({i})", f"Pick {d}", show=False) for i, d in enumerate("123456789")],
    *GameScreen.COMMON_BINDINGS,
]
# Keys that leave a feeding held to be read where it is (any other goes on): the rules, pause, leave,
# and PgUp/PgDn, which scroll the log it is read in
STAY_KEYS = ("question_mark", "f1", "p", "q", *LOG_KEYS)
