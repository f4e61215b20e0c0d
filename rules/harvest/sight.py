"""What a seat sees of a harvest game: the ``HarvestView`` built from the
game (its own hand, everything on the table, the others' hand sizes only),
and which decision and season each step of a turn shows."""

from __future__ import annotations

from rules.i18n import _

from .readable import Position
from .reasons import nothing_to_play
from .seasons import (
    FIELD,
    FIELD_PLAY,
    GRAZE,
    GRAZING,
    GROW,
    GROWING,
    MAX_TURNS,
    REORDER,
    SEASONS,
    SOW,
    SOWING,
    WEATHER,
    WEATHER_PLAY,
    Phase,
)
from .seasons import (
    prompt as prompt_for,
)
from .view import HarvestView, StackView

STEP_SEASON = {Phase.REORDERING: GRAZING}  # reordering is the end of grazing time
DECISIONS = {GRAZING: GRAZE, Phase.REORDERING: REORDER, WEATHER: WEATHER_PLAY, GROWING: GROW,
             FIELD: FIELD_PLAY, SOWING: SOW}


def view_of(game: Position, seat: int) -> HarvestView:
    acting = game.to_act()
    decision = "" if game.over else DECISIONS.get(game.step, "")
    result = game.result
    if result is not None:  # the game is over
        prompt = result.summary
    elif seat in acting:
        prompt = prompt_for(decision)
    else:
        prompt = _("{seat} is deciding: {season}.").format(seat=game.seat_name(next(iter(acting))),
                                                             season=game.season_title())
    return HarvestView(
        seat=seat,
        names=(game.seat_name(0), game.seat_name(1)),
        turn=game.active,
        phase=game.phase,
        season=STEP_SEASON.get(game.step, game.step),
        seasons=SEASONS,
        to_act=tuple(sorted(acting)),
        decision=decision,
        prompt=prompt,
        nothing=nothing_to_play(game, seat),
        hand=tuple(game.hands[seat]),
        hand_sizes=(len(game.hands[0]), len(game.hands[1])),
        fields=(tuple(game.fields[0]), tuple(game.fields[1])),
        barns=(tuple(game.barns[0]), tuple(game.barns[1])),
        harvests=(tuple(game.harvests[0]), tuple(game.harvests[1])),
        stacks=tuple(StackView(st.pasture, st.pasture_owner, tuple(st.grazers), st.grazer_owner)
                     for st in game.stacks),
        draw_count=len(game.draw),
        discard=tuple(game.discard),
        scores=(game.totals[0], game.totals[1]),
        weather_turn=game.weather_seat if game.step == WEATHER and not game.over else None,
        weather_passes=game.passes if game.step == WEATHER else 0,
        turn_number=game.turn,
        max_turns=MAX_TURNS,
        is_over=game.over,
        winner=game.winner,
        beginner=game.options["beginner"],
        jokers=game.options["jokers"],
        deck=game.deck,
    )
