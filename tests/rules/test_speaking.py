"""A language for one piece of work (``rules.i18n.speaking``): what is said
inside, and in a thread or task started from inside, is in that language;
the process's own language (``use``) is untouched, for the work outside."""

from __future__ import annotations

import asyncio
import contextvars
import threading

import pytest

from rules import i18n
from rules.cards import parse_card
from rules.i18n import _

NOT_YOUR_TURN = "It is not your turn."


def test_speaking_is_for_the_work_inside_only():
    assert i18n.language() == "en"
    with i18n.speaking("sv"):
        assert i18n.language() == "sv"
        assert _(NOT_YOUR_TURN) != NOT_YOUR_TURN
        assert parse_card("QS").label == "D♠"
    assert i18n.language() == "en" and _(NOT_YOUR_TURN) == NOT_YOUR_TURN
    assert parse_card("QS").label == "Q♠"


def test_a_thread_started_inside_speaks_it_and_the_rest_does_not():
    heard: dict[str, str] = {}
    inside = threading.Event()
    go_on = threading.Event()

    def worker() -> None:
        heard["before"] = i18n.language()
        inside.set()
        go_on.wait(5)
        heard["after"] = i18n.language()

    with i18n.speaking("sv"):
        context = contextvars.copy_context()
    thread = threading.Thread(target=context.run, args=(worker,))
    thread.start()
    inside.wait(5)
    assert i18n.language() == "en"  # the main thread goes on in its own
    go_on.set()
    thread.join(5)
    assert heard == {"before": "sv", "after": "sv"}


async def test_asyncio_to_thread_keeps_it():
    with i18n.speaking("sv"):
        said = await asyncio.to_thread(lambda: _(NOT_YOUR_TURN))
    assert said != NOT_YOUR_TURN and i18n.language() == "en"


def test_an_unknown_language_is_refused_before_anything_is_said():
    with pytest.raises(ValueError):
        with i18n.speaking("xx"):
            pass
    assert i18n.language() == "en"


def test_use_inside_speaking_changes_the_process_not_the_work():
    with i18n.speaking("sv"):
        i18n.use("en")
        assert i18n.language() == "sv"
    i18n.use("sv")
    try:
        assert i18n.language() == "sv"
        with i18n.speaking("en"):
            assert _(NOT_YOUR_TURN) == NOT_YOUR_TURN
    finally:
        i18n.use("en")
