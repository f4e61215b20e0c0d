"""The lobby's words for the server's table entries (no screen)."""

from __future__ import annotations

from tests.tui.screens.lobby.scripted import seat, table
from tui.screens import lobby_text


def test_a_reopened_table_waits_for_its_own_people_by_name():
    reopened = table("t2", started=True, host="Bo",
                     seats=[seat("person", "Bo", yours=True), seat("open", "Anna"), seat("computer"),
                            seat("computer")])
    assert lobby_text.table_state(reopened) == "waiting for 1 more person"
    assert lobby_text.seats_line(reopened) == "1 Bo (you)  2 kept for Anna  3 computer  4 computer"


def test_a_running_table_with_your_seat_says_enter_takes_it_back():
    running = table("t3", started=True, seats=[seat("person", "Anna"), seat("computer", "West", yours=True),
                                               seat("computer"), seat("computer")])
    assert lobby_text.table_state(running) == "playing: enter takes your seat back"
    assert lobby_text.seats_line(running) == "1 Anna  2 computer, your seat  3 computer  4 computer"
    assert lobby_text.join_message(running) == {"type": "join", "table": "t3"}


def test_the_options_in_the_play_pages_words():
    harvest = table("t4", game="harvest", options={"beginner": True, "jokers": 4}, level="hard")
    assert lobby_text.options_words(harvest) == "Beginner (no A♠): yes · Jokers: 4 · AI level: hard"
    clover = table("t5", game="clover", options={"first": 0})
    assert lobby_text.options_words(clover) == "Who starts: the host · AI level: medium"
    assert lobby_text.table_lines(harvest, ascii_mode=True)[1] == "Beginner (no AS): yes · Jokers: 4 · AI level: hard"


def test_a_saved_table_names_its_people_and_its_computer_seats_are_computers():
    saved = table("t6", saved=True, seats=[seat("away", "Anna", yours=True), seat("away", "Bo"),
                                           seat("computer", "North"), seat("computer", "East")])
    assert lobby_text.seats_line(saved) == "1 Anna (you)  2 Bo  3 computer  4 computer"
