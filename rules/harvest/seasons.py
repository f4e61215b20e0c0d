"""The seven seasons of a turn (the game's phases), their titles and the
prompts that go with each kind of decision."""

from __future__ import annotations

from rules.core import GamePhase


class Phase(GamePhase):
    """The seasons in turn order, with the defender's reordering of the
    grazers after grazing (still grazing time), and the end."""

    HARVEST = "harvest"
    GRAZING = "grazing"
    REORDERING = "reorder"
    WEATHER = "weather"
    FEEDING = "feeding"
    GROWING = "growing"
    FIELD = "field"
    SOWING = "sowing"
    OVER = "over"


HARVEST, GRAZING, WEATHER, FEEDING, GROWING, FIELD, SOWING = SEASONS = (
    Phase.HARVEST, Phase.GRAZING, Phase.WEATHER, Phase.FEEDING, Phase.GROWING, Phase.FIELD, Phase.SOWING,
)

SEASON_TITLES = {
    HARVEST: "harvest time",
    GRAZING: "grazing time",
    WEATHER: "weather time",
    FEEDING: "feeding time",
    GROWING: "growing time",
    FIELD: "field time",
    SOWING: "sowing time",
}

# Decision kinds, as the view reports them.
GRAZE, REORDER, WEATHER_PLAY, GROW, FIELD_PLAY, SOW = (
    "graze", "reorder", "weather", "grow", "field", "sow",
)

PROMPTS = {
    GRAZE: "Grazing time: attack a card in the opponent's harvest with cards from your barn, or done.",
    REORDER: "Grazing time: reorder the grazers on your pastures (lift one to the top), or done.",
    WEATHER_PLAY: "Weather time: play a spade (or a joker) on a heart or club in play, or pass.",
    GROW: "Growing time: move cards between your barn and your harvest, or done.",
    FIELD_PLAY: "Field time: put one diamond from your hand on your field, or done.",
    SOW: "Sowing time: sow hearts and clubs from your hand in your barn (field limit), or done.",
}

MAX_TURNS = 500  # [project rule] no winner after this many turns: a draw
WINNING_SCORE = 20
