"""A hint is worked out where the hub's ``work`` says (the server: a
thread), so a table does not wait for the hard player's search: the answer
comes later, in the asker's language, and only to the seat that asked."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules import i18n
from rules.clock import ManualClock
from rules.tables.wire import decode

from .helpers import App, log_of, play_to_end
from .hidden import Hidden


class Later:
    """A ``work`` that keeps each question until the test answers it."""

    def __init__(self) -> None:
        self.waiting: list[tuple[str, Callable[[], Any], Callable[[Any], None], Callable[[Exception], None]]] = []

    def __call__(self, language, question, answered, failed) -> None:
        self.waiting.append((language, question, answered, failed))

    def answer_all(self) -> None:
        waiting, self.waiting = self.waiting, []
        for language, question, answered, _failed in waiting:
            with i18n.speaking(language):
                hint = question()
            answered(hint)


def at_annas_turn(lang: str = "en"):
    clock, later = ManualClock(), Later()
    hub, hidden = Hidden.hub_for(clock, work=later)
    anna = App(hub, "anna", lang=lang)
    anna.say(type="create", game="hearts", seed=5)
    table = hub.tables["t1"]
    anna.play_as("hearts", "easy", "a")
    anna.maybe_act()
    play_to_end(clock, [anna], table, until=lambda: len(log_of(table)) >= 8 and 0 in table.game.to_act())
    return clock, later, hidden, anna, table


def test_the_hint_comes_when_its_work_is_done_in_the_askers_language():
    clock, later, hidden, anna, table = at_annas_turn(lang="sv")
    assert anna.say(type="hint") == []  # asked, not yet answered: nothing sent, nothing waits
    assert [language for language, *_ in later.waiting] == ["sv"]
    later.answer_all()
    hint = anna.last("hint")
    assert decode(hint["hint"]).action in anna.legal()
    with i18n.speaking("sv"):
        assert hint["reason"] == decode(hint["hint"]).reason
    assert i18n.language() == "en"  # the process kept its own
    hidden.assert_clean()


def test_an_answer_for_a_seat_its_person_has_left_is_not_sent():
    clock, later, hidden, anna, table = at_annas_turn()
    anna.say(type="hint")
    anna.say(type="leave")
    sent = len(anna.messages)
    later.answer_all()
    assert anna.of("hint") == [] and len(anna.messages) == sent
    hidden.assert_clean()


def test_one_hint_per_seat_waits_for_its_answer_however_often_it_is_asked():
    clock, later, hidden, anna, table = at_annas_turn()
    for _ in range(200):
        anna.say(type="hint")
    assert len(later.waiting) == 1  # one search queued, not 200
    waits = anna.of("hint")
    assert len(waits) == 199 and all(m["hint"] is None and m["reason"] == "Your hint is still being worked out."
                                     for m in waits)
    later.answer_all()
    assert decode(anna.got("hint")["hint"]).action in anna.legal()
    anna.say(type="hint")  # answered: the seat may ask again
    assert len(later.waiting) == 1
    hidden.assert_clean()


def test_a_hint_that_fails_frees_its_seat_and_says_so():
    clock, later, hidden, anna, table = at_annas_turn()
    anna.say(type="hint")
    (_language, _question, _answered, failed), = later.waiting
    later.waiting = []
    failed()  # the worker kept the error in its problems
    assert anna.last("hint") == {"type": "hint", "hint": None, "reason": "No hint: it could not be worked out."}
    anna.say(type="hint")
    assert len(later.waiting) == 1
    later.answer_all()
    assert decode(anna.got("hint")["hint"]).action in anna.legal()
    hidden.assert_clean()


def test_the_hub_s_own_work_frees_the_seat_when_the_question_raises(monkeypatch):
    clock = ManualClock()
    hub, hidden = Hidden.hub_for(clock)
    anna = App(hub, "anna")
    anna.say(type="create", game="hearts", seed=5)
    table = hub.tables["t1"]
    anna.play_as("hearts", "easy", "a")
    anna.maybe_act()
    play_to_end(clock, [anna], table, until=lambda: len(log_of(table)) >= 8 and 0 in table.game.to_act())

    def broken(seat):
        def question():
            raise RuntimeError("the search broke")
        return question

    monkeypatch.setattr(table.driver, "hint_question", broken)
    anna.say(type="hint")
    assert anna.got("hint")["reason"] == "No hint: it could not be worked out."
    assert hub.problems == ["a hint failed (RuntimeError: the search broke)"]
    monkeypatch.undo()
    hub.problems.clear()
    anna.say(type="hint")
    assert decode(anna.got("hint")["hint"]).action in anna.legal()
    hidden.assert_clean()
