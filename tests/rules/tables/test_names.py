"""A person's name as the others see it (rules.tables.names): one line, at
most NAME_WIDTH cells as a terminal counts them, whatever the login said;
cleaned once, when a Person is made."""

from __future__ import annotations

import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st
from rich.cells import cell_len

from rules.clock import ManualClock
from rules.tables import Person
from rules.tables.names import NAME_WIDTH, display_width, shown_name

from .helpers import App
from .hidden import Hidden

MILLIONS = "\u0489"  # COMBINING CYRILLIC MILLIONS SIGN, an enclosing mark


def test_marks_with_no_character_to_sit_on_are_dropped():
    assert shown_name(MILLIONS * 15) == "?"
    assert shown_name(MILLIONS * 15, fallback="guest") == "guest"
    assert shown_name(MILLIONS * 5 + "Bo") == "Bo"
    assert shown_name("Bo" + MILLIONS * 15) == "Bo"  # enclosing: drawn a cell wide by many terminals
    assert shown_name("x\u0301\u0302\u0303y") == "x\u0301\u0302y"  # two kept on their character
    assert shown_name("  " + MILLIONS + "Bo") == "Bo"
    assert shown_name("e\u0301va") == "\u00e9va"  # composed: one character


def test_wide_characters_count_two_cells_and_are_cut_whole():
    name = shown_name("中文名字很长的名字中文")  # 11 characters, 22 cells
    assert name == "中文名字很长" and display_width(name) == cell_len(name) == 12 == NAME_WIDTH
    assert shown_name("a中文名字很长的") == "a中文名字很"  # 11 cells: the next wide one does not fit
    assert shown_name("ＡＢＣ") == "ＡＢＣ" and display_width("ＡＢＣ") == 6  # full-width


def test_controls_and_escape_sequences_leave_nothing_behind():
    assert shown_name("\x1b[31mDi\x1b[0m\x07") == "Di"
    assert shown_name("\x1b]0;owned\x07Eve") == "Eve"  # a window title (OSC)
    assert shown_name("\x1bc\x1b(BIda") == "Ida"
    assert shown_name("Jo\r\nWest plays Q♠") == "JoWest plays"  # no second line
    assert shown_name("a\u202eb\u200dc\ufe0f\u00ad") == "abc"  # bidi override, joiner, selector, soft hyphen
    assert shown_name("[bold]x[/]") == "boldx/"  # no markup
    assert shown_name("  Anna \t\u3000 Karin  ") == "Anna Karin"
    assert shown_name("\x00\x1b\x7f") == "?"


def test_a_person_s_name_is_cleaned_as_it_enters_the_tables():
    assert Person("SHA256:abcdef", MILLIONS * 15).name == "abcdef"  # the key's tail when nothing is left
    assert Person("k", "\x1b[2JAnna").name == "Anna"
    assert Person("k", "Anna") == Person("k", "Anna")


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=60))
def test_any_name_fits_its_cells_on_one_line(raw):
    name = shown_name(raw)
    assert name and name == name.strip() and shown_name(name) == name
    assert display_width(name) <= NAME_WIDTH and cell_len(name) <= NAME_WIDTH
    assert not any(unicodedata.category(ch)[0] == "C" for ch in name)
    assert unicodedata.category(name[0])[0] != "M"


def test_two_guests_in_one_lobby_are_told_apart():
    """Every guest is "guest" by default: a second one here is "guest 2"
    (the browser door's guests have no login name at all)."""
    hub, hidden = Hidden.hub_for(ManualClock())
    first = App(hub, "guest:guest-a", name="guest")
    second = App(hub, "guest:guest-b", name="guest")
    third = App(hub, "guest:guest-c", name="guest")
    assert [app.got("welcome")["you"]["name"] for app in (first, second, third)] == ["guest", "guest 2", "guest 3"]
    first.say(type="create", game="hearts", people=[1])
    second.say(type="join", table="t1")
    entry = next(entry for entry in third.got("tables")["tables"] if entry["id"] == "t1")
    assert [seat["name"] for seat in entry["seats"]][:2] == ["guest", "guest 2"]
    anna, anna_again = App(hub, "anna"), App(hub, "anna-2", name="Anna")  # people with keys keep their names
    assert anna.got("welcome")["you"]["name"] == anna_again.got("welcome")["you"]["name"] == "Anna"
    hidden.assert_clean()
