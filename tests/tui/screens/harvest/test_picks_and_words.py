"""The harvest table's pure parts: picks from legal actions, the words of
the prompt and the feeding, the one-line piles' window."""

from __future__ import annotations

from rich.text import Text

import rules
from rules.cards import parse_card
from rules.harvest.actions import DONE, Graze, Grow, Lift, PlaySpade, ToBarn
from rules.harvest.events import StackFed
from rules.harvest.grazing import explain_stack, resolve_stack
from tui.screens.harvest import picks as hp
from tui.screens.harvest import text as ht
from tui.widgets.harvest_rows import _window, ascii_words

C = parse_card


def game_at(**piles):
    """A harvest game in its grazing time with the piles given (seat 0 to act)."""
    game = rules.new_game("harvest", seed=1, first=0)
    data = game.to_json()
    data.update({"step": "grazing", "active": 0, "turn": 3, "weather_seat": None, "passes": 0})
    for key, value in piles.items():
        data[key] = value
    return type(game).from_json(data)


def test_grazing_picks_the_pasture_first_then_the_grazers():
    used = {"6H", "4C", "3C", "9S", "2D"}
    game = game_at(barns=[["4C", "3C"], []], harvests=[[], ["6H"]])
    data = game.to_json()
    data["hands"] = [[c for c in data["hands"][0] if c not in used][:5], []]
    data["draw"] = [c for c in data["draw"] if c not in used]
    game = type(game).from_json(data)
    view, legal = game.view(0), game.legal_actions(0)
    first = hp.picks(view, legal, None)
    assert [(p.zone, p.card, p.action) for p in first] == [(hp.OPP_HARVEST, C("6H"), None)]
    second = hp.picks(view, legal, C("6H"))
    acting = [p for p in second if p.action is not None]
    assert [p.action for p in acting] == [Graze(C("6H"), C("4C")), Graze(C("6H"), C("3C"))]
    assert all(p.zone == hp.MY_BARN for p in acting)


def test_growing_and_reordering_are_one_pick_each():
    game = game_at(barns=[["4C"], []], harvests=[["5H"], []])
    view = game.view(0)
    legal = [DONE, Grow(C("4C")), ToBarn(C("5H"))]
    picks = hp.picks(view, legal, None)
    assert [(p.zone, p.action) for p in picks] == [(hp.MY_HARVEST, ToBarn(C("5H"))),
                                                  (hp.MY_BARN, Grow(C("4C")))]
    lift = Lift(C("3C"), C("6H"))
    assert hp.picks(view, [DONE, lift], None)[0].action == lift


def test_a_spade_shows_only_its_targets():
    game = game_at(barns=[["4C"], ["JH"]], harvests=[["5H"], ["2C"]])
    view = game.view(0)
    spade = C("4S")
    legal = [PlaySpade(spade, C("2C"))]
    picks = hp.picks(view, legal, spade)
    assert {p.card for p in picks if p.action} == {C("2C")}
    assert hp.first_picks(legal) == {spade}
    assert not hp.can_fence(legal, spade)


def test_the_feeding_note_says_where_each_card_went():
    pasture, grazers = C("6H"), (C("4C"), C("3C"))
    res = resolve_stack(pasture, grazers)
    event = StackFed(pasture, 1, grazers, 0, res.eaten, res.satiated, res.hungry,
                     explain_stack(pasture, grazers))
    note = ht.feeding_note(event, ["player 1", "player 2"])
    assert "6♥ eaten" in note and "4♣ satiated" in note
    assert note.endswith("discarded 6♥ 4♣; 3♣ back to your barn.")
    assert ascii_words("≥ 6♥ → ·") == ">= 6H -> -"


def test_a_long_pile_keeps_the_cursor_in_its_window():
    cells = [Text(f" {n}♣ ") for n in range(2, 11)] * 3  # 27 cells, 4-5 wide
    start, end = _window(cells, 40, 25)
    assert start <= 25 < end
    assert sum(len(c) for c in cells[start:end]) + 2 <= 40
    assert _window(cells[:3], 40, 0) == (0, 3)


def test_the_prompt_names_the_keys_of_the_moment():
    game = game_at(barns=[["4C"], []], harvests=[[], ["6H"]])
    view = game.view(0)
    names = ["player 1", "player 2"]
    text = ht.prompt_line(view, names, None, False, False, False)
    assert "attack" in text and "d: done" in text and len(text) <= 78
    picked = ht.prompt_line(view, names, C("6H"), False, False, False)
    assert picked.startswith("Grazing on 6♥")


def test_the_harvest_keys_offered_follow_the_decision_and_the_moment():
    from tui.screens.harvest.picks import offered

    def on(action, parameters=(), mine=True, decision="graze", **moment):
        flags = {"ascii_mode": False, "showing": False, "can_fence": False, "picked": False, "instant": False}
        return offered(action, parameters, mine, decision, **{**flags, **moment})

    assert on("done") and not on("pass_weather")
    assert on("pass_weather", decision="weather") and not on("done", decision="weather")
    assert on("zone", (-1,)) and not on("zone", (-1,), ascii_mode=True) and on("zone_ascii", ascii_mode=True)
    assert not on("go_on") and on("go_on", mine=False, showing=True)
    assert not on("fence") and on("fence", can_fence=True) and not on("cancel") and on("cancel", picked=True)
    assert not on("move", mine=False) and on("toggle_pause") and not on("toggle_pause", instant=True)


def test_up_and_down_go_over_every_card_of_a_stack_before_leaving_it():
    """A playtest (lesson step 18): from J♣ at the foot of a stack, ↑ jumped
    to North's barn and skipped A♥, drawn right above it."""
    from dataclasses import replace

    from rules.harvest.view import StackView
    from tui.screens.harvest.cursor import HarvestCursor

    game = game_at(barns=[["4C"], ["JH"]], harvests=[[], []])
    view = game.view(0)
    hand = set(view.hand)
    grazers = [c for c in (C("KH"), C("AH"), C("JC")) if c not in hand]
    pasture = next(c for c in (C("2C"), C("3D"), C("5D")) if c not in hand)
    view = replace(view, stacks=(StackView(pasture, 1, tuple(grazers), 0),))
    cursor = HarvestCursor()
    picks = cursor.picks(view, game.legal_actions(0))
    cursor.card = pasture
    seen = [pasture]
    while cursor.zone(view, picks, -1) and len(seen) < 10:
        seen.append(cursor.card)
        if cursor.card not in [*grazers, pasture]:
            break
    assert seen[:len(grazers) + 1] == [pasture, *reversed(grazers)], seen  # every card drawn above, in turn
    assert seen[-1] == C("JH")  # then the pile above: North's barn
    cursor.card = grazers[0]
    assert cursor.zone(view, picks, 1) and cursor.card == grazers[1]  # ↓ the same way down
