"""Every figure a sentence shows is written by ``rules.i18n.decimal``, so a
Swedish player reads "7,8 poäng" everywhere: the review's cost was "7.8"
beside the hint's "12,9", and the harvest hints said "2.3 poäng mer"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules import i18n
from rules.review import Review
from tests.reviewed import a_decision
from tui.screens.review import cost_text, review_line
from tui.settings import pace_meaning

ROOT = Path(__file__).resolve().parent.parent
# A figure with decimals written by hand, or a decimal sign swapped in by hand.
BY_HAND = re.compile(r":\.[1-9]f\}|:g\}|\.replace\(\s*\"\.\"")


def test_no_figure_with_decimals_is_written_outside_decimal():
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for package in ("rules", "tui") for path in sorted((ROOT / package).rglob("*.py"))
             if path != ROOT / "rules" / "i18n.py"
             for n, line in enumerate(path.read_text().splitlines(), 1) if BY_HAND.search(line)]
    assert not found, "\n".join(found)


@pytest.fixture
def swedish():
    with i18n.speaking("sv"):
        yield


def a_review(cost: float) -> Review:
    decision = a_decision(step=2, part=1, index=5, chosen_value=9.0, best_value=9.0 - cost, cost=cost, samples=100)
    return Review("hearts", 0, 1, "points", (decision,), 10, 0)


def test_the_review_writes_its_cost_with_a_decimal_comma_in_swedish(swedish):
    result = a_review(7.8)
    assert cost_text(result, result.decisions[0]) == "7,8 poäng"
    assert "kostade 7,8 poäng" in review_line(result)
    assert "kostade 1,0 poäng" in review_line(a_review(1.02))


def test_the_review_writes_its_cost_with_a_decimal_point_in_english():
    result = a_review(7.8)
    assert cost_text(result, result.decisions[0]) == "7.8 points"
    assert "cost 1.0 point:" in review_line(a_review(1.02))


def test_a_pace_in_swedish(swedish):
    assert "1,2 s" in pace_meaning("slow") and "0,25 s" in pace_meaning("fast")
