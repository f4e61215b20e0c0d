"""The search asks the rules of thumb through a public protocol (issue 29,
item 3): the rules of thumb and the hard level are Proposers, and plans.py calls no private
method of a bot nor imports bots.py (which imports it)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from rules.harvest import plans
from rules.harvest.bots import LEVELS, HeuristicBot


@pytest.mark.parametrize("bot_class", [HeuristicBot, LEVELS["hard"]], ids=lambda c: c.__name__)
def test_every_harvest_bot_proposes_through_the_protocol(bot_class):
    assert isinstance(bot_class(), plans.Proposer)


def test_the_planner_calls_no_private_method_of_a_bot_and_does_not_import_the_bots():
    tree = ast.parse(Path(plans.__file__).read_text())
    private = [node.attr for node in ast.walk(tree)
               if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
               and node.value.id == "bot" and node.attr.startswith("_")]
    imports = [node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    assert private == [] and "bots" not in imports
