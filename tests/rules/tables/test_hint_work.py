"""A hint is worked out where the hub's ``work`` says (the server: a
thread), so a table does not wait for the hard player's search: the answer
comes later, in the asker's language, and only to the seat that asked."""

from __future__ import annotations

from rules import i18n
from rules.clock import ManualClock
from rules.wire import decode

from .helpers import App, play_to_end
from .hidden import Hidden


class Later:
    """A ``work`` that keeps each question until the test answers it."""

    def __init__(self) -> None:
        self.waiting: list[tuple[str, object, object]] = []

    def __call__(self, language, question, answered) -> None:
        self.waiting.append((language, question, answered))

    def answer_all(self) -> None:
        waiting, self.waiting = self.waiting, []
        for language, question, answered in waiting:
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
    play_to_end(clock, [anna], table, until=lambda: len(table.driver.log) >= 8 and 0 in table.game.to_act())
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
