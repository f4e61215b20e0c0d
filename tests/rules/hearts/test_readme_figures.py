"""The README's figures for the Hearts review and hint are the code's: it
said "200 sampled deals a decision" while the review's story said "of 100
sampled deals" (its own deals, review_story.DEALS) beside its figures over
200 (review_judge.DEALS), and the hint searches its own number."""

from __future__ import annotations

from pathlib import Path

from rules.hearts.hard import OTHERS_WEIGHT, HardBot
from rules.hearts.review_judge import DEALS as JUDGE_DEALS
from rules.hearts.review_story import DEALS as STORY_DEALS

README = " ".join((Path(__file__).resolve().parents[3] / "README.md").read_text().split())


def test_the_readme_says_how_many_deals_the_review_samples():
    assert (f"best move is found on {JUDGE_DEALS} sampled deals and its cost measured in your own points "
            f"on {JUDGE_DEALS} fresh ones; what came of it is told from {STORY_DEALS} more") in README


def test_the_readme_says_how_many_deals_the_hint_samples():
    bot = HardBot()
    assert OTHERS_WEIGHT == 0.25  # "a quarter"
    assert (f"{bot.pass_samples} deals for a pass, {bot.min_samples} to {bot.max_samples} for a card, "
            "its points less a quarter of the others'") in README
