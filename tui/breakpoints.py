"""A screen goes up with the classes of the window's size already on.

Textual gives a screen its breakpoint classes (``-narrow``, ``-wide``,
``-short``, ``-tall``: KortbordApp's breakpoints) at its first resize, after
it has been styled on mounting; the classes changed, so it styles the
whole screen again, every widget of a table.  Given here before the
screen is mounted (the same classes, by Textual's rule), the first resize
changes nothing and the second styling does not happen."""

from __future__ import annotations

from textual.app import App
from textual.screen import Screen


def breakpoint_classes(app: App, screen: Screen) -> dict[str, bool]:
    """Each breakpoint class: on or off at the app's size now (Textual's
    rule: the largest breakpoint the size reaches, in each direction)."""
    width, height = app.size
    horizontal = (app.HORIZONTAL_BREAKPOINTS if screen.HORIZONTAL_BREAKPOINTS is None
                  else screen.HORIZONTAL_BREAKPOINTS) or []
    vertical = (app.VERTICAL_BREAKPOINTS if screen.VERTICAL_BREAKPOINTS is None
                else screen.VERTICAL_BREAKPOINTS) or []
    classes = {name: False for _point, name in (*horizontal, *vertical)}
    for size, points in ((width, horizontal), (height, vertical)):
        reached = [name for point, name in sorted(points, reverse=True) if size >= point]
        if reached:
            classes[reached[0]] = True
    return classes


def sized(app: App, screen: Screen | str) -> None:
    """Before a screen is pushed or switched to (a screen given by name is
    an installed one, up before)."""
    if isinstance(screen, Screen) and not screen.is_mounted:
        screen.update_classes(breakpoint_classes(app, screen), update=False)
