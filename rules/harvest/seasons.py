"""The seven seasons of a turn (the game's phases), their titles and the
prompts that go with each kind of decision."""

from __future__ import annotations

from rules.core import GamePhase
from rules.i18n import N_, _


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

SEASON_TITLES: dict[str, str] = {  # marked only: season_title() says them in the language of the moment
    HARVEST: N_("harvest time"),
    GRAZING: N_("grazing time"),
    WEATHER: N_("weather time"),
    FEEDING: N_("feeding time"),
    GROWING: N_("growing time"),
    FIELD: N_("field time"),
    SOWING: N_("sowing time"),
}

# Decision kinds, as the view reports them.
GRAZE, REORDER, WEATHER_PLAY, GROW, FIELD_PLAY, SOW = (
    "graze", "reorder", "weather", "grow", "field", "sow",
)

PROMPTS = {  # marked only: translated where the view is made
    GRAZE: N_("Grazing time: attack a card in the opponent's harvest with cards from your barn, or done."),
    REORDER: N_("Grazing time: reorder the grazers on your pastures (lift one to the top), or done."),
    WEATHER_PLAY: N_("Weather time: play a spade (or a joker) on a heart or club in play, or pass."),
    GROW: N_("Growing time: move cards between your barn and your harvest, or done."),
    FIELD_PLAY: N_("Field time: put one diamond from your hand on your field, or done."),
    SOW: N_("Sowing time: sow hearts and clubs from your hand in your barn (field limit), or done."),
}



def season_title(season: str) -> str:
    """"harvest time" (Swedish "skördetid"); a step that is no season as it is."""
    title = SEASON_TITLES.get(season)
    return _(title) if title else season


def prompt(decision: str) -> str:
    """What the seat deciding ``decision`` is asked, in the language of the moment."""
    return _(PROMPTS[decision])


MAX_TURNS = 500  # [project rule] no winner after this many turns: a draw
WINNING_SCORE = 20
