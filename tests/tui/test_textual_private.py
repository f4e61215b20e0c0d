"""Textual's private names live in tui/textual_private.py alone.

One test per name checks that the Textual installed still has it, so an
upgrade that renames one fails here by name; a grep checks that no other
module of the app or the tests uses any of them."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest
from textual.geometry import Region
from textual.widget import Widget

from tests.narrow import present
from tui import textual_private

ROOT = Path(__file__).resolve().parents[2]
HOME = {ROOT / "tui" / "textual_private.py", Path(__file__).resolve()}


def owner(spec: str) -> type:
    module, _colon, name = spec.partition(":")
    return getattr(importlib.import_module(module), name)


@pytest.mark.parametrize(("spec", "name"), textual_private.USED, ids=[n for _s, n in textual_private.USED])
def test_textual_still_has_the_private_name(spec, name):
    cls = owner(spec)
    if hasattr(cls, name):  # a method or a property
        return
    # An attribute set in __init__: an instance has it.
    source = Path(present(importlib.import_module(cls.__module__).__file__)).read_text()
    assert re.search(rf"self\.{name}\b\s*(:[^=]*)?=", source), f"{spec} no longer sets {name}"


def test_no_other_module_uses_them():
    names = "|".join(re.escape(name) for _spec, name in textual_private.USED)
    pattern = re.compile(rf"\.({names})\b|def ({names})\b")
    found = []
    for path in [*ROOT.glob("tui/**/*.py"), *ROOT.glob("tests/**/*.py")]:
        if path.resolve() in HOME:
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if pattern.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert found == []


@pytest.mark.parametrize("game", ["hearts", "harvest", "clover", "speed"])
async def test_bound_says_what_active_bindings_says(game):
    """``bound`` asks only a key's own bindings; it must agree with the
    whole map for every key, as the table moves on and with the rules
    panel open."""
    from tests.tui.helpers import make_app

    app = make_app(game)
    keys = [*"abcdefghijklmnopqrstuvwxyz0123456789", "space", "enter", "escape", "left", "right", "up", "down",
            "question_mark", "f1", "tab", "pageup", "pagedown", "home", "end"]
    async with app.run_test(size=(80, 24)) as pilot:
        seen = 0
        for press in ("right", "space", "enter", "d", "question_mark", "question_mark", "1", "enter"):
            await pilot.pause()
            screen = app.screen
            active = screen.active_bindings
            assert [k for k in keys if textual_private.bound(screen, k)] == [k for k in keys if k in active]
            seen += len(active)
            await pilot.press(press)
        assert seen > 0


def partial_update(app, regions, rows_only: bool) -> str:
    """What the terminal is sent for ``regions`` changed, by Textual's way
    or by ours."""
    compositor = app.screen._compositor
    textual_private.repaint_changed_rows(rows_only)
    try:
        compositor._dirty_regions.update(regions)
        update = compositor.render_partial_update()
        return update.render_segments(app.console)
    finally:
        textual_private.repaint_changed_rows(True)


@pytest.mark.parametrize("game", ["hearts", "harvest", "clover", "speed"])
async def test_a_partial_update_cropped_to_its_rows_sends_what_textual_would(game):
    """``repaint_changed_rows`` renders fewer widgets; what reaches the
    terminal must be the same, for one widget changed, for two far apart
    (the rectangle round them crosses the whole table), and for odd
    rectangles that cut widgets anywhere."""
    import random

    from tests.tui.helpers import make_app

    rng = random.Random(game)
    app = make_app(game)
    checked = 0
    async with app.run_test(size=(80, 24)) as pilot:
        for press in ("right", "enter", "question_mark"):
            await pilot.pause()
            regions = [w.region for w in app.screen.walk_children(Widget) if w.region.area]
            cases = [[r] for r in regions] + [rng.sample(regions, 2) for _ in range(6)]
            for _ in range(6):
                x, y = rng.randrange(80), rng.randrange(24)
                cases.append([Region(x, y, rng.randint(1, 80 - x), rng.randint(1, 24 - y))])
            for case in cases:
                assert partial_update(app, case, True) == partial_update(app, case, False), case
            checked += len(cases)
            await pilot.press(press)
    assert checked > 50


def test_a_strip_is_textuals_strip_less_the_caches_it_has_not_used():
    """``lazy_strip_caches`` replaces ``Strip.__init__``: everything Textual's
    own sets is set alike, each cache is made at Textual's size when first
    used, and then kept (a second crop is the first one)."""
    import inspect

    from rich.segment import Segment
    from textual.strip import Strip

    import tui.app  # noqa: F401  (the app makes strips this way)

    segments = [Segment("abc"), Segment("de", None)]
    textuals = object.__new__(Strip)
    textual_private.TEXTUAL_STRIP_INIT(textuals, segments, 5)
    ours = Strip(segments, 5)
    assert inspect.signature(Strip.__init__) == inspect.signature(textual_private.TEXTUAL_STRIP_INIT)
    for name in Strip.__slots__:
        if name in textual_private.STRIP_CACHES:
            assert textual_private.STRIP_CACHES[name] == getattr(textuals, name)._maxsize, name
        else:
            assert getattr(ours, name) == getattr(textuals, name), name
    assert set(textual_private.STRIP_CACHES) <= set(Strip.__slots__)
    first = ours.crop(1, 4)
    assert ours.crop(1, 4) is first and first.text == "bcd"
    assert ours.divide([2]) is ours.divide([2]) and ours._divide_cache._maxsize == 4
