"""Every hint's sentence is built from the move it recommends (issue 40
item 3): its first clause, before the reason, names the cards the move
names, and what it says of where they are is true of the position.  The
hints of all four games are walked in seeded games and every kind of hint
met is checked; the harvest hint that said "Keep A♥ in your barn" while
A♥ lay in the harvest (the move was to put it there) is checked as it was
met."""

from __future__ import annotations

import re

import pytest

import rules
from rules import i18n
from rules.cards import parse_card
from rules.harvest.actions import Done, Grow, ToBarn
from rules.harvest.bots import HardBot
from rules.harvest.game import HarvestGame
from rules.harvest.hints import marks_of as harvest_marks
from rules.hearts.actions import Pass, Play
from rules.hearts.game import HeartsGame
from rules.hint import explain
from rules.speed.actions import Play as SpeedPlay
from rules.speed.actions import Slap

from .harvest.helpers import position


def head(reason: str) -> str:
    """The sentence's first clause: the move, before its reason."""
    return re.split(r" — |: |\. ", reason, maxsplit=1)[0]


def named(text: str) -> list[str]:
    """The card labels in ``text``, in order."""
    return re.findall(r"(?:10|[2-9AJQK])[♠♥♦♣]", text)


def harvest_claims_true(view, reason: str) -> None:
    """What a harvest sentence says of where the seat's cards are is true."""
    me = view.seat
    barn = {c.label for c in view.barns[me]}
    harvest = {c.label for c in view.harvests[me]}
    for clause in re.split(r"[:;,] | than | and (?=move|keep)", reason):
        if m := re.search(r"(?:move|moving) (.+?) to your harvest", clause, re.I):
            assert set(named(m.group(1))) <= barn, (reason, barn)
        if m := re.search(r"(?:move|moving) (.+?) back to your barn", clause, re.I):
            assert set(named(m.group(1))) <= harvest, (reason, harvest)
        if m := re.search(r"\bkeep (.+?) in your barn", clause, re.I):
            assert set(named(m.group(1))) <= barn, (reason, barn)


def test_the_harvest_hint_moves_a_harvest_card_back_to_the_barn_in_those_words():
    # Growing time with A♥ in the harvest, which North's clubs can eat next turn: the move puts it in the barn.
    game = position(active=0, step="growing", fields=(3, 3), barns=("3C", "5C 4C"), harvests=("AH", ""),
                    scores=(5, 5), first=0)
    view = game.view(0)
    hint = explain("harvest", view, game.legal_actions(0), "x")
    assert hint.action == ToBarn(parse_card("AH"))
    assert hint.reason.startswith("Move A♥ back to your barn: "), hint.reason
    assert "than leaving your harvest as it is" in hint.reason
    assert "Keep" not in hint.reason and "3♣" not in hint.reason  # 3♣ stays in the barn: no move of it
    harvest_claims_true(view, hint.reason)


def harvest_hints(seed: int, moves: int):
    """(view, hint) at South's decisions with a choice, South the hard
    player searching every plan it can, North the medium player."""
    game = HarvestGame(seed, first=seed % 2)
    south = HardBot()
    south.searched = ("graze", "grow", "weather", "sow", "field")
    north = rules.new_bot("harvest", "medium", f"{seed}/1")
    for _move in range(moves):
        if game.is_over:
            return
        (seat,) = game.to_act()
        view, legal = game.view(seat), game.legal_actions(seat)
        if seat == 0 and len(legal) > 1:
            hint = south.explain(view, legal)
            yield view, hint
            action = hint.action
        else:
            action = (south if seat == 0 else north).choose(view, legal)
        game.apply(seat, action)


def test_every_harvest_hint_names_its_move_and_says_true_things_of_the_piles():
    kinds = set()
    for seed in (3, 6):
        for view, hint in harvest_hints(seed, 150):
            first = head(hint.reason)
            for card in harvest_marks(hint.action):
                assert card.label in first, (hint.action, hint.reason)
            if isinstance(hint.action, Grow):
                assert "to your harvest" in first, hint.reason
            if isinstance(hint.action, ToBarn):
                assert "back to your barn" in first, hint.reason
            if isinstance(hint.action, Done) and view.decision == "grow":
                assert not re.search(r"^(Move|move) ", first), hint.reason  # done moves nothing
            harvest_claims_true(view, hint.reason)
            kinds.add((view.decision, type(hint.action).__name__, "sampled deals" in hint.reason))
    decisions = {d for d, _kind, _searched in kinds}
    assert {"grow", "sow", "graze"} <= decisions, kinds
    assert any(d == "grow" and searched for d, _kind, searched in kinds), kinds


def test_every_hearts_hint_names_its_card_or_cards_first():
    kinds = set()
    for seed in (2, 5):
        game = rules.new_game("hearts", seed=seed)
        assert isinstance(game, HeartsGame)
        bots = [rules.new_bot("hearts", "medium", f"{seed}/{s}") for s in range(4)]
        while game.hand_number == 1:
            seat = min(game.to_act())
            view, legal = game.view(seat), game.legal_actions(seat)
            if seat == 0:
                hint = explain("hearts", view, legal, f"{seed}")
                assert isinstance(hint.action, (Pass, Play))
                cards = hint.action.cards if isinstance(hint.action, Pass) else (hint.action.card,)
                first = head(hint.reason)
                assert first.startswith("pass " if isinstance(hint.action, Pass) else "play "), hint.reason
                assert all(c.label in first for c in cards), hint.reason
                assert named(first)[:len(cards)] == [c.label for c in cards] or isinstance(hint.action, Pass)
                kinds.add((type(hint.action).__name__, len(legal) > 1))
            game.apply(seat, bots[seat].choose(view, legal))
    assert {("Pass", True), ("Play", True), ("Play", False)} <= kinds, kinds


def test_every_clover_hint_names_the_card_it_moves():
    from rules.clover.hints import marks_of

    kinds = set()
    for seed in (1, 4):
        game = rules.new_game("clover", seed=seed)
        bots = [rules.new_bot("clover", "medium", f"{seed}/{s}") for s in range(2)]
        for _move in range(300):
            if game.is_over:
                break
            (seat,) = game.to_act()
            view, legal = game.view(seat), game.legal_actions(seat)
            if seat == 0 and len(legal) > 1:
                hint = explain("clover", view, legal, f"{seed}")
                first = head(hint.reason)
                for card in marks_of(view, hint.action):
                    assert card.label in hint.reason, hint.reason
                    assert card in view.hand or card in view.meadow, (card, hint.reason)
                kinds.add(type(hint.action).__name__)
                assert first[:1].isupper(), hint.reason
            game.apply(seat, bots[seat].choose(view, legal))
    assert {"Pick", "Done"} <= kinds, kinds


def test_every_speed_hint_names_the_card_and_the_centre_pile():
    kinds = set()
    for seed in (1, 2, 3):
        game = rules.new_game("speed", seed=seed)
        bot = rules.new_bot("speed", "medium", f"{seed}/1")
        for _move in range(200):
            if game.is_over or 0 not in game.to_act():
                break
            view, legal = game.view(0), game.legal_actions(0)
            if not legal:
                break
            hint = explain("speed", view, legal, f"{seed}")
            first = head(hint.reason)
            if isinstance(hint.action, SpeedPlay):
                card = view.table[hint.action.pile - 1].top
                assert first.startswith(f"play {card.label} onto "), hint.reason
                kinds.add("play")
            elif isinstance(hint.action, Slap):
                assert first.startswith("slap "), hint.reason
                kinds.add("slap")
            game.apply(0, hint.action)
            if 1 in game.to_act() and (other := game.legal_actions(1)):
                game.apply(1, bot.choose(game.view(1), other))
    assert "play" in kinds, kinds


def option_clauses(reason: str) -> list[str]:
    """What follows each "than" / "än": the option the hint compares with."""
    return re.findall(r"\b(?:than|än) (.+?)(?:,|$)", reason)


def compared_hints(game_name: str, seed: int, moves: int):
    """The reasons of the hints at South's decisions with a choice, in a
    game the medium players play (harvest: the searching walk above)."""
    if game_name == "harvest":
        yield from (hint.reason for _view, hint in harvest_hints(seed, moves))
        return
    game = rules.new_game(game_name, seed=seed)
    bots = [rules.new_bot(game_name, "medium", f"{seed}/{s}") for s in range(len(game.to_act()) or 4)]
    for _move in range(moves):
        if game.is_over:
            return
        seat = min(game.to_act())
        view, legal = game.view(seat), game.legal_actions(seat)
        if seat == 0 and len(legal) > 1:
            yield explain(game_name, view, legal, f"{seed}").reason
        game.apply(seat, bots[seat % len(bots)].choose(view, legal))


@pytest.mark.parametrize("language", ["en", "sv"])
@pytest.mark.parametrize(("game_name", "seed", "moves"), [("harvest", 2, 150), ("hearts", 2, 60), ("clover", 1, 200)])
def test_every_hint_compares_with_the_option_not_taken_as_a_clause(game_name, seed, moves, language):
    """"than blow away J♥ with 4♠", "än angrip inget": the option not taken
    read as a command.  After "than" comes an "-ing" (or a card), after "än"
    an "att" (or a card), in every kind of hint met."""
    compared = 0
    with i18n.speaking(language):
        for reason in compared_hints(game_name, seed, moves):
            for clause in option_clauses(reason):
                first = clause.split()[0]
                assert (first.endswith("ing") if language == "en" else first == "att") or named(first), reason
                compared += 1
    assert compared, "no hint compared two options"
