"""Narration by grammar: every event of seeded games, told to seat 0, to
seat 1 and to nobody, reads as English and names the right people.

The neutral sentence (no viewer) says which seats an event names; told to
a seat, that seat must be "you"/"your" (its name never appears) and every
other named seat must still be there by name."""

from __future__ import annotations

import functools
import importlib
import inspect
import random
import re
from typing import Any

import pytest

import rules
from rules.cards import parse_card
from rules.clover.game import CloverGame
from rules.core import Event
from rules.speed.match import Countdown, LookedAgain, Paused, Resumed
from rules.voice import Voice, neutral

ENDINGS = (".", "!", "…", ":")
# "You" followed by a third-person verb: "You plays", "You has", "you takes".
THIRD_AFTER_YOU = re.compile(r"\b[Yy]ou (?!pass\b)([a-z]+[^s\W]s|has|is|does|was)\b")
YOU = re.compile(r"\b[Yy]ou(r)?\b")


def named(name: str, sentence: str) -> bool:
    """``name`` as a whole name: "West" is not in "North-West"."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", sentence) is not None


def playout(name: str, seed: int, max_actions: int, **options) -> tuple[list[Event], list[str]]:
    """Every event of a seeded game played by random legal actions."""
    game = rules.new_game(name, seed=seed, **options)
    rng = random.Random(seed)
    events = list(getattr(game, "opening_events", ()))
    for _ in range(max_actions):
        if game.is_over:
            break
        seats = sorted(s for s in game.to_act() if game.legal_actions(s))
        if not seats:
            break
        seat = rng.choice(seats)
        events.extend(game.apply(seat, rng.choice(game.legal_actions(seat))))
    return events, list(game.names) if isinstance(game, CloverGame) else [game.seat_name(s) for s in range(game.num_players)]


def check_grammar(event: Event, names: list[str]) -> None:
    told: dict[int | None, str] = {None: event.describe(neutral(names))}
    for viewer in range(len(names)):
        told[viewer] = event.describe(Voice(names, viewer))
    for listener, sentence in told.items():
        where = f"{type(event).__name__} told to {listener}: {sentence!r}"
        assert sentence.strip() and sentence == sentence.strip(), where
        assert sentence.endswith(ENDINGS), where
        assert not sentence[0].islower(), where
        assert not THIRD_AFTER_YOU.search(sentence), where
        assert "you's" not in sentence.lower() and "your's" not in sentence.lower(), where
    assert not YOU.search(told[None]), f"the neutral narrator says you: {told[None]!r}"
    in_neutral = {s for s, n in enumerate(names) if named(n, told[None])}
    for viewer in range(len(names)):
        sentence = told[viewer]
        where = f"{type(event).__name__} told to {viewer}: {sentence!r}"
        assert not named(names[viewer], sentence), where
        for seat in in_neutral - {viewer}:
            assert named(names[seat], sentence), where
        assert (viewer in in_neutral) == bool(YOU.search(sentence)), where


def event_classes(module: str) -> set[type]:
    mod = importlib.import_module(module)
    return {c for _, c in inspect.getmembers(mod, inspect.isclass)
            if issubclass(c, Event) and c is not Event and c.__module__ == mod.__name__}


GAMES: list[tuple[str, dict[str, Any], int, int]] = [
    ("hearts", {"players": 3}, 6, 4000),
    ("hearts", {"players": 4}, 6, 4000),
    ("hearts", {"players": 5}, 6, 4000),
    ("harvest", {}, 6, 6000),
    ("harvest", {"jokers": 2}, 6, 6000),
    ("clover", {"names": ["South", "North"]}, 6, 4000),
    ("speed", {}, 6, 6000),
]


def _rare() -> dict[str, list[Event]]:
    """Events a few short playouts rarely reach, built by hand."""
    from rules.clover import events as clover
    from rules.harvest import events as harvest
    from rules.hearts import events as hearts
    from rules.speed import events as speed

    c = parse_card
    return {
        "hearts": [
            hearts.HandScored(3, (26, 0, 26, 26), (40, 12, 60, 71), 1),
            hearts.HandScored(3, (0, 26, 26, 26), (40, 12, 60, 71), 0),
            hearts.GameOver((0, 2), (40, 70, 40, 101)),
            hearts.GameOver((2, 0), (40, 70, 40, 101)),
            hearts.GameOver((1,), (40, 30, 40, 101)),
        ],
        "speed": [
            speed.GameWon(None, "round limit", (10, 10)),
            speed.GameWon(1, "round limit", (12, 10)),
            speed.GameWon(0, "no cards left", (0, 10)),
            speed.CentersReshuffled((10, 12)),
            speed.CardsTurned(()),
            speed.CardsTurned(((1, "L", c("5H")), (0, "R", c("KS")))),
            speed.Slapped(1, "table", (9, 0), (0, 2), (10, 20)),
            speed.RoundStalled((20, 32)),
            Countdown(3), LookedAgain(1), LookedAgain(0), Paused(), Resumed(),
        ],
        "clover": [
            clover.GameDrawn(500, (30, 31)),
            clover.GameWon(1, 41),
            clover.ChainStopped(1, 1, 2),
        ],
        "harvest": [
            harvest.GameDrawn(300),
            harvest.GameWon(0, 21),
            harvest.NothingToDraw(1),
            harvest.DiscardReshuffled(14),
            harvest.StackFenced(1, c("JK1"), c("6H"), (c("4C"), c("3C"))),
            harvest.CardBlownAway(1, c("2S"), c("5H"), 1, "barn", "2♠ removes 5♥."),
            harvest.CardBlownAway(0, c("2S"), c("5H"), 1, "pasture", "2♠ removes 5♥."),
        ],
    }


@functools.cache
def _played(game: str, options: tuple, seeds: int, max_actions: int) -> tuple[tuple[Event, list[str]], ...]:
    out: list[tuple[Event, list[str]]] = []
    for seed in range(seeds):
        events, names = playout(game, seed, max_actions, **dict(options))
        out.extend((event, names) for event in events)
    return tuple(out)


def _key(options: dict) -> tuple:
    return tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in sorted(options.items()))


@pytest.mark.parametrize(("game", "options", "seeds", "max_actions"), GAMES,
                         ids=[f"{g}-{'-'.join(f'{k}{v}' for k, v in o.items() if k != 'names')}" for g, o, _, _ in GAMES])
def test_every_event_of_seeded_games_reads_right_for_each_viewer(game, options, seeds, max_actions):
    played = _played(game, _key(options), seeds, max_actions)
    for event, names in played:
        check_grammar(event, names)
    assert len({type(e) for e, _ in played}) >= 5  # the playouts got somewhere


@pytest.mark.parametrize("game", ["hearts", "harvest", "clover", "speed"])
def test_the_events_built_by_hand_read_right(game):
    names = ["South", "West", "North", "East"] if game == "hearts" else ["South", "North"]
    for event in _rare()[game]:
        check_grammar(event, names)


@pytest.mark.parametrize("game", ["hearts", "harvest", "clover", "speed"])
def test_the_grammar_tests_meet_every_event_of_the_game(game):
    """So that the tests above cover every sentence: what the playouts do
    not reach is among the events built by hand."""
    seen = {type(e) for e in _rare()[game]}
    for name, options, seeds, max_actions in GAMES:
        if name == game:
            seen |= {type(e) for e, _ in _played(name, _key(options), seeds, max_actions)}
    missing = event_classes(f"rules.{game}.events") - seen
    assert not missing, missing


def test_you_are_told_in_the_second_person_and_the_others_by_name():
    from rules.hearts.events import CardPlayed, GameOver, TrickWon

    names = ["South", "West", "North", "East"]
    played = CardPlayed(0, parse_card("5H"), 0)
    assert played.describe(Voice(names, 0)) == "You play 5♥."
    assert played.describe(Voice(names, 2)) == "South plays 5♥."
    assert played.describe(neutral(names)) == "South plays 5♥."
    won = TrickWon(2, ((0, parse_card("5H")), (2, parse_card("KH"))), 2, 1)
    assert won.describe(Voice(names, 0)) == "North takes the trick with K♥: 2 points."
    assert won.describe(Voice(names, 2)) == "You take the trick with K♥: 2 points."
    assert GameOver((2, 0), (40, 1, 40, 9)).describe(Voice(names, 0)) == (
        "Game over: North and you share the win with 40 points.")


def test_the_voice_on_its_own():
    voice = Voice(["South", "North"], 1)
    assert (voice.subject(1), voice.subject(1, start=False), voice.object(1)) == ("You", "you", "you")
    assert (voice.subject(0), voice.object(0)) == ("South", "South")
    assert voice.seats([1, 0]) == "You and South"
    assert Voice.join(["a", "b", "c"]) == "a, b and c"
    assert voice.say(1, "You play {card}.", "{seat} plays {card}.", card="5♥") == "You play 5♥."
    assert voice.say(0, "You play {card}.", "{seat} plays {card}.", card="5♥") == "South plays 5♥."
    assert voice.say_n(0, 2, "You have {n}.", "{seat} has {n}.") == "South has 2."
    assert voice.name(7) == "seat 7" and voice.subject(None) == "nobody"
    assert neutral(["South", "North"]).subject(0) == "South"
