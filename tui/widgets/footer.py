"""The keys of the moment along the bottom line, in the player's language.

Drawn as Textual's Footer draws them (the same colours and spacing), but
as one line of text rather than a widget per key.  Textual's Footer
removes and mounts all its keys whenever its screen refreshes the bindings,
which the tables do after every move: styles applied again and the whole
screen laid out each time, half of what a shared table's app spent on a
hand.  This one repaints its single line, and only when the keys changed.

Textual shows ``Binding.description`` as it is, and a class's BINDINGS are
built once, at import, in English (each description marked with ``N_``):
so the keys are translated each time they are read, which is also what
makes a change of language show at once.  So are the keys Textual names
by an English word ("space").

Swedish words are longer: while the keys would run past the right edge
they are shown compact (less space between them) rather than cut off, and
if that is not enough, an action bound to several keys ("space,enter")
by its shortest ("⏎" rather than "mellanslag"), and then without the keys
a player can spare there (pause, hint), never with the last, the way out, cut.
An action once shown by its shortest name stays so while the Footer lives
(a playtest: clover's pick read "⏎ Välj" and "mellanslag Välj" by turns, as
"u Ångra" came and went).  The spacing is Textual's (a space either side of
each key, so two between keys) unless compact (one between keys).
"""

from __future__ import annotations

from typing import NamedTuple, Protocol, runtime_checkable

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.reactive import reactive
from textual.screen import Screen
from textual.widget import Widget

from ..i18n import N_, _

# The keys left off a line that is short of room, first to last: the rules panel lists them (tui/help).
SPARED = ("toggle_pause", "hint")

# Keys Textual names by an English word: translated as the texts that name
# them are ("mellanslag" in Swedish), so the Footer and the sentences agree.
KEY_WORDS = {"space": N_("space")}


@runtime_checkable
class NamesKeys(Protocol):
    """A screen that names a key by the moment: the clover table's pick
    digits are the affordable slots' ("1-3" with three cards; a playtest
    saw "1-5 Pick" always).  None: the binding's own name."""

    def key_named(self, binding: Binding) -> str | None: ...


class Key(NamedTuple):
    """One key as the Footer shows it (the first binding of its action)."""

    key: str  # what a click presses
    display: str
    description: str  # translated
    action: str
    enabled: bool
    tooltip: str  # translated
    short: str  # the shortest name of the action's keys: shown when the line is short of room


class Footer(Widget, can_focus=False):
    """The screen's shown bindings, one per action, in the language now spoken."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES = {"footer--item", "footer--key", "footer--description", "footer--hover"}
    DEFAULT_CSS = """
    Footer {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
        .footer--item { background: $footer-item-background; }
        .footer--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        .footer--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        .footer--hover {
            color: $footer-key-foreground;
            background: $block-hover-background;
        }
    }
    """

    compact = reactive(False)  # set by a screen (the harvest table); the keys may squeeze it too

    def __init__(self, *, id: str | None = None, classes: str | None = None, compact: bool = False) -> None:
        super().__init__(id=id, classes=classes)
        self.set_reactive(Footer.compact, compact)
        self.keys: tuple[Key, ...] = ()
        self._hover: int | None = None
        self._short: set[str] = set()  # the actions shown by their shortest name so far: they stay so

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)
        self.watch(self.app, "app_focus", self._focus_changed, init=False)
        self.bindings_changed(self.screen)

    def _focus_changed(self, focus: bool) -> None:
        if focus:
            self.bindings_changed(self.screen)  # what changed while the app was away

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, screen: Screen) -> None:
        """Without the app's focus Textual leaves the keys as they are; so
        does this."""
        if not screen.app.app_focus or not self.is_attached or screen is not self.screen:
            return
        keys = keys_of(screen)  # translated: a change of language is a change
        if keys != self.keys:
            self.keys = keys
            self.refresh()

    # Drawing -------------------------------------------------------------

    def squeezed(self) -> bool:
        """Compact when the keys, drawn with Textual's spacing, would not fit."""
        need = sum(cell_len(k.display) + cell_len(k.description) + 3 if k.description
                   else cell_len(k.display) + 1 for k in self.keys)
        return self.compact or need > self._room()

    def shortened(self) -> bool:
        """Compact is not enough (Swedish "mellanslag" at 80 columns): an
        action with several keys is shown by its shortest one."""
        return self.squeezed() and self._need(self.keys, short=False) > self._room()

    def shown(self) -> tuple[Key, ...]:
        """The keys on the line: all of them, or, where even compact and
        shortened they would run past the edge, without the ones a player
        can spare there (``SPARED``, in its order: the rules panel lists
        them).  The last key, the way out, is never the one cut (a
        playtest at the harvest lesson: "q Leave lesson" cut to "q Leave"
        once "esc Unpick" was shown)."""
        keys = self.keys
        for action in SPARED:
            if not self.shortened() or self._need(keys, short=True) <= self._room():
                break
            keys = tuple(key for key in keys if key.action != action)
        return keys

    def short_actions(self) -> set[str]:
        """The actions shown by their shortest name: every one that has been
        since the Footer was made, and, where the keys are shortened now,
        every action of several keys on the line."""
        if self.shortened():
            self._short |= {key.action for key in self.keys if key.short != key.display}
        return self._short

    def _room(self) -> int:
        return self.size.width or self.app.size.width

    def _need(self, keys: tuple[Key, ...], short: bool) -> int:
        """The cells ``keys`` take drawn compact."""
        return sum(self._width(k, True, short) for k in keys) + len(keys) - 1

    @staticmethod
    def _width(key: Key, compact: bool, short: bool) -> int:
        name = key.short if short else key.display
        return cell_len(name) + (cell_len(key.description) + (1 if compact else 3) if key.description else 0)

    def placed(self) -> list[tuple[Key, int, int]]:
        """Each key with the cells it takes on the line (from, to): what a
        click finds, and how a test sees that a key is whole."""
        compact, short, at, placed = self.squeezed(), self.short_actions(), 0, []
        for key in self.shown():
            width = self._width(key, compact, key.action in short)
            placed.append((key, at, at + width))
            at += width + (1 if compact else 0)  # compact keys keep a cell between them
        return placed

    def render(self) -> Text:
        compact, short, line = self.squeezed(), self.short_actions(), Text(no_wrap=True, end="")
        item = self.get_component_rich_style("footer--item")
        key_style = self.get_component_rich_style("footer--key")
        description_style = self.get_component_rich_style("footer--description")
        for n, (key, start, _end) in enumerate(self.placed()):
            base = item + self.get_component_rich_style("footer--hover") if n == self._hover else item
            if not key.enabled:
                base += Style(dim=True)
            pad = "" if compact or not key.description else " "
            part = Text.assemble((pad + (key.short if key.action in short else key.display) + pad, key_style))
            if key.description:
                part.append((" " if compact else "") + key.description + ("" if compact else " "),
                            description_style)
            part.stylize_before(base)
            line.append(" " * (start - line.cell_len))  # the margin between compact keys
            line.append_text(part)
        return line

    def watch_compact(self) -> None:
        self.refresh()

    def on_resize(self) -> None:
        self.refresh()  # compact or not is decided again

    # The mouse -------------------------------------------------------------

    def key_at(self, x: int) -> int | None:
        """The place on the line (in ``shown()``) of the key at column ``x``."""
        return next((n for n, (_key, start, end) in enumerate(self.placed()) if start <= x < end), None)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        hover = self.key_at(event.x)
        if hover != self._hover:
            self._hover = hover
            self.tooltip = (self.shown()[hover].tooltip or None) if hover is not None else None
            self.refresh()

    def on_leave(self) -> None:
        if self._hover is not None:
            self._hover = None
            self.tooltip = None
            self.refresh()

    def on_mouse_down(self, event: events.MouseDown) -> None:
        n = self.key_at(event.x)
        if n is None:
            return
        key = self.shown()[n]
        if key.enabled:
            self.app.simulate_key(key.key)
        else:
            self.app.bell()


def key_name(screen: Screen, binding: Binding) -> str:
    """How the Footer names a bound key, in the language now spoken (or as its screen names it now)."""
    if isinstance(screen, NamesKeys) and (named := screen.key_named(binding)) is not None:
        return named
    display = screen.app.get_key_display(binding)
    return _(KEY_WORDS[display]) if display in KEY_WORDS else display


def keys_of(screen: Screen) -> tuple[Key, ...]:
    """One key per action, the first bound, in the screen's order (as
    Textual's Footer shows them; binding groups are not used here); its
    shortest name among the action's keys kept for a line that is short of
    room ("⏎" for "space,enter" where "mellanslag" would not fit)."""
    keys: dict[str, Key] = {}
    for _node, binding, enabled, tooltip in screen.active_bindings.values():
        if not binding.show:
            continue
        name = key_name(screen, binding)
        if binding.action in keys:
            first = keys[binding.action]
            if cell_len(name) < cell_len(first.short):
                keys[binding.action] = first._replace(short=name)
            continue
        keys[binding.action] = Key(binding.key, name, _(binding.description) if binding.description else "",
                                   binding.action, enabled, _(tooltip) if tooltip else "", name)
    return tuple(keys.values())
