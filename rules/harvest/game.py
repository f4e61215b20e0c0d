"""Skördespelet, "the harvest game" (rules/harvest.md): two players grow
hearts and clubs, graze on each other's harvest, send bad weather (spades)
and score their harvest every turn; first to 20 wins at once.

A turn is a season machine.  The active player goes through harvest,
grazing, weather, feeding, growing, field and sowing time.  Seasons that
need no decision (harvest, feeding, the draw) run inside ``apply`` and are
reported as events.  A season whose emptiness everyone can see passes by
itself (no barn card or no opposing harvest: no grazing; reordering only
when a stack has two grazers or more; growing with an empty barn and
harvest).  A season that depends on a hidden hand never does: weather,
field and sowing time always ask their seat, even when all it can say is
pass or done, so that a pass looks and reads the same, and takes the same
time, whether or not the seat could have played (the view tells that seat
alone why it has nothing to play: ``HarvestView.nothing``; ``forced_pass``
names that pass or done, which a table may then take for its person after
the pace's wait, as a bot's pass takes its time).  The opponent's
decisions in the active player's turn (reordering grazers, weather) come
through ``to_act()`` like any other.

Action notation (``str(action)``, read back by ``parse_action``)::

    graze QH 4C          put barn card 4♣ on the stack whose pasture is Q♥
                         (the first grazer takes Q♥ out of the opponent's harvest;
                         each new grazer goes on top)
    lift 3C QH           defender: lift grazer 3♣ to the top of the stack on Q♥
    spade 7S JH          weather: 7♠ from hand removes J♥ (barn, harvest or grazing)
    joker JK1 storm 5C   weather, joker variant: remove 5♣, whatever its value
    joker JK1 fence QH   weather, joker variant: dissolve the stack on Q♥
    pass                 weather: play nothing (two passes in a row end it)
    grow 5H              growing: barn → harvest
    barn 5H              growing: harvest → barn
    field 7D             field time: one diamond from hand to the field pile
    sow 3C               sowing: a heart or club from hand to the barn
    done                 end grazing, reordering, growing, field or sowing

Options: ``beginner`` (no ♠A), ``jokers`` (0, 2 or 4), ``first`` (seat that
starts; None draws it from the game's generator).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from rules.cards import CARDS, Card, cards_label
from rules.core import Action, Game, IllegalAction, Result, check_seat, guard_apply, guard_parse, guard_view, scores_line
from rules.i18n import N_, _, ngettext

from . import events as ev
from .actions import (
    DONE,
    PASS,
    Done,
    Graze,
    Grow,
    JokerFence,
    JokerStorm,
    Lift,
    Pass,
    PlayField,
    PlaySpade,
    Sow,
    ToBarn,
    parse,
)
from .grazing import explain_stack, resolve_stack
from .reasons import card_reason, nothing_to_play, only_pass
from .seasons import (
    FEEDING,
    FIELD,
    GRAZING,
    GROWING,
    HARVEST,
    MAX_TURNS,
    SOWING,
    WEATHER,
    WINNING_SCORE,
    Phase,
    season_title,
)
from .seasons import Phase as HarvestPhase  # the class's own ``Phase`` is no name for a type inside it
from .sight import STEP_SEASON, view_of
from .stacks import Stack
from .state import SavedState
from .values import (
    field_limit_reason,
    harvest_score,
    harvest_text,
    is_crop,
    value,
    within_field_limit,
)
from .view import HarvestView
from .weather import can_remove, removal_reason

REORDERING = Phase.REORDERING  # the step after grazing: the defender's turn to reorder
HAND_SIZE = 7


# What cannot be done now, by the step it needs: (said in a season, said while
# the defender reorders the grazers).
NOT_NOW = {
    "graze": (N_("You cannot graze now: it is {season}."),
              N_("You cannot graze now: the grazers are being reordered.")),
    "spade": (N_("You cannot play a spade now: it is {season}."),
              N_("You cannot play a spade now: the grazers are being reordered.")),
    "joker": (N_("You cannot play a joker now: it is {season}."),
              N_("You cannot play a joker now: the grazers are being reordered.")),
    "grow": (N_("You cannot move cards to the harvest now: it is {season}."),
             N_("You cannot move cards to the harvest now: the grazers are being reordered.")),
    "to barn": (N_("You cannot move cards to the barn now: it is {season}."),
                N_("You cannot move cards to the barn now: the grazers are being reordered.")),
    "field": (N_("You cannot put a diamond on the field now: it is {season}."),
              N_("You cannot put a diamond on the field now: the grazers are being reordered.")),
    "sow": (N_("You cannot sow now: it is {season}."),
            N_("You cannot sow now: the grazers are being reordered.")),
}

SEAT_NAMES = (N_("South"), N_("North"))  # the person sits South in the app, as at every table


def deck_of(beginner: bool = False, jokers: int = 0) -> tuple[Card, ...]:
    """The cards a game with these options is played with."""
    return tuple(c for c in CARDS if not (beginner and c.suit == "S" and c.rank == 1)
                 ) + tuple(Card.joker(n) for n in range(1, jokers + 1))


class HarvestGame(SavedState, Game):
    name = "harvest"
    title = N_("Skördespelet")  # marked: Game.display_title() says it
    num_players = 2
    # 2: weather, field and sowing time always ask their seat (a save's
    # move list from version 1 lacks those passes and dones).
    rules_version = 2
    Phase = Phase
    lower_wins = False

    def seat_name(self, seat: int) -> str:
        return _(SEAT_NAMES[seat])

    def __init__(self, seed: int = 0, beginner: bool = False, jokers: int = 0,
                 first: int | None = None) -> None:
        if jokers not in (0, 2, 4):
            raise ValueError("jokers must be 0, 2 or 4")
        if first not in (None, 0, 1):
            raise ValueError("first must be None, 0 or 1")
        self.seed = seed
        self.options = {"beginner": bool(beginner), "jokers": jokers, "first": first}
        self.rng = random.Random(seed)
        ace_of_diamonds = Card.of(1, "D")
        self.deck = deck_of(beginner, jokers)
        start = self.rng.randrange(2) if first is None else first
        draw = [c for c in self.deck if c is not ace_of_diamonds]
        self.rng.shuffle(draw)
        self.hands: list[list[Card]] = [[], []]
        for _round in range(HAND_SIZE):
            for s in (start, 1 - start):
                self.hands[s].append(draw.pop())
        self.draw = draw  # the top is the end of the list
        self.fields: list[list[Card]] = [[], []]
        self.fields[1 - start].append(ace_of_diamonds)
        self.barns: list[list[Card]] = [[], []]
        self.harvests: list[list[Card]] = [[], []]
        self.discard: list[Card] = []
        self.stacks: list[Stack] = []
        self.totals = [0, 0]  # running totals by seat
        self.active = start
        self.turn = 1
        self.step = HARVEST
        self.weather_seat: int | None = None
        self.passes = 0
        self.winner: int | None = None
        self.over = False
        events: list = [ev.SeasonStarted(HARVEST, start, 1)]
        self._advance(events)
        self.opening_events = events  # what happened before the first decision

    # The contract ----------------------------------------------------------

    def to_act(self) -> frozenset[int]:
        if self.over:
            return frozenset()
        if self.step == REORDERING:
            return frozenset((1 - self.active,))
        if self.step == WEATHER:
            assert self.weather_seat is not None  # weather time has its seat
            return frozenset((self.weather_seat,))
        return frozenset((self.active,))

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def phase(self) -> HarvestPhase:
        """The turn's step; OVER once won or drawn (the saved step stays)."""
        return Phase.OVER if self.over else self.step

    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    def score_history(self) -> list[tuple[int, ...]]:
        """Each turn's harvest is not kept in the save: no history."""
        return []

    @property
    def result(self) -> Result | None:
        if not self.over:
            return None
        scores = tuple(self.totals)
        if self.winner is None:
            return Result((), scores, _("No winner after {turns} turns: a draw.").format(turns=MAX_TURNS))
        points = scores[self.winner]
        return Result((self.winner,), scores,
                      ngettext("{seat} wins with {n} point.", "{seat} wins with {n} points.", points).format(
                          seat=self.seat_name(self.winner), n=points))

    def progress(self, names) -> str:
        return _("turn {turn} · {scores} (first to {goal})").format(
            turn=self.turn, scores=scores_line(names, self.totals), goal=WINNING_SCORE)

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat not in self.to_act():
            return []
        step = self.step
        if step == GRAZING:
            out: list[Action] = [DONE]
            pastures = [st.pasture for st in self.stacks if st.pasture is not None]
            pastures += self.harvests[1 - seat]
            for g in self.barns[seat]:
                out.extend(Graze(p, g) for p in pastures)
            return out
        if step == REORDERING:
            out = [DONE]
            for st in self.stacks:
                if st.pasture is not None:
                    out.extend(Lift(g, st.pasture) for g in st.grazers[1:])
            return out
        if step == WEATHER:
            return [PASS] + self._weather_plays(seat)
        if step == GROWING:
            return ([DONE] + [Grow(c) for c in self.barns[seat]]
                    + [ToBarn(c) for c in self.harvests[seat]])
        if step == FIELD:
            return [DONE] + [PlayField(c) for c in self.hands[seat] if c.suit == "D"]
        if step == SOWING:
            n = len(self.fields[seat])
            return [DONE] + [Sow(c) for c in self.hands[seat]
                             if (c.suit == "H" or c.suit == "C") and value(c) <= n]
        return []

    @guard_parse
    def parse_action(self, seat: int, text: str) -> Action:
        return parse(text)

    @guard_apply
    def apply(self, seat: int, action: Action) -> list:
        self.check_can_act(seat)
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(_("{action} is not an action of the harvest game.").format(action=action))
        events: list = []
        handler(self, seat, action, events)  # validates everything before it changes anything
        self._advance(events)
        return events

    # Validation helpers ----------------------------------------------------

    def season_title(self) -> str:
        return season_title(STEP_SEASON.get(self.step, self.step))

    def _require(self, step: str, what: str) -> None:
        """Refuse ``what`` (a key of NOT_NOW) unless the game is at ``step``."""
        if self.step != step:
            in_season, reordering = NOT_NOW[what]
            if self.step == REORDERING:
                raise IllegalAction(_(reordering))
            raise IllegalAction(_(in_season).format(season=self.season_title()))

    def _in_hand(self, seat: int, card: Card) -> None:
        if card not in self.hands[seat]:
            raise IllegalAction(_("You do not hold {card}.").format(card=card.label))

    def _find_stack(self, pasture: Card) -> Stack | None:
        for st in self.stacks:
            if st.pasture is pasture:
                return st
        return None

    def _locate(self, card: Card):
        """(place, owner, container list) of a heart or club in play, or None."""
        for s in (0, 1):
            if card in self.barns[s]:
                return "barn", s, self.barns[s]
            if card in self.harvests[s]:
                return "harvest", s, self.harvests[s]
        for st in self.stacks:
            if st.pasture is card:
                return "pasture", st.pasture_owner, st
            if card in st.grazers:
                return "grazer", st.grazer_owner, st.grazers
        return None

    def _check_limit(self, seat: int, card: Card) -> None:
        n = len(self.fields[seat])
        if not within_field_limit(card, n):
            raise IllegalAction(field_limit_reason(card, n))

    # Handlers (validate, then change) ---------------------------------------

    def _graze(self, seat: int, a: Graze, events: list) -> None:
        self._require(GRAZING, "graze")
        if a.grazer not in self.barns[seat]:
            raise IllegalAction(_("{card} is not in your barn: only barn cards can graze (your barn: {barn}).").format(
                card=a.grazer.label, barn=cards_label(self.barns[seat]) or _("empty")))
        st = self._find_stack(a.pasture)
        if st is None and a.pasture not in self.harvests[1 - seat]:
            raise IllegalAction(_("{card} is not in your opponent's harvest nor a pasture in the grazing area.").format(
                card=a.pasture.label))
        new = st is None
        if st is None:
            self.harvests[1 - seat].remove(a.pasture)
            st = Stack(a.pasture, 1 - seat, [], seat)
            self.stacks.append(st)
        self.barns[seat].remove(a.grazer)
        st.grazers.insert(0, a.grazer)
        events.append(ev.Grazed(seat, a.pasture, a.grazer, new))

    def _lift(self, seat: int, a: Lift, events: list) -> None:
        if self.step != REORDERING:
            raise IllegalAction(_("You cannot reorder grazers now: the owner of the pastures "
                                  "reorders them once the attack is done."))
        st = self._find_stack(a.pasture)
        if st is None:
            raise IllegalAction(_("There is no grazing stack on {pasture}.").format(pasture=a.pasture.label))
        if a.grazer not in st.grazers:
            raise IllegalAction(_("{grazer} is not grazing on {pasture}.").format(
                grazer=a.grazer.label, pasture=a.pasture.label))
        if st.grazers[0] is a.grazer:
            raise IllegalAction(_("{grazer} is already on top of {pasture}'s stack.").format(
                grazer=a.grazer.label, pasture=a.pasture.label))
        st.grazers.remove(a.grazer)
        st.grazers.insert(0, a.grazer)
        self.lifted = True
        events.append(ev.GrazerLifted(seat, a.grazer, a.pasture, tuple(st.grazers)))

    def _target(self, remover: Card, target: Card):
        where = self._locate(target) if is_crop(target) else None
        if where is None:
            raise IllegalAction(_("{card} is not a heart or club in play (barns, harvests or the grazing area).").format(
                card=target.label))
        return where

    def _spade(self, seat: int, a: PlaySpade, events: list) -> None:
        self._require(WEATHER, "spade")
        self._in_hand(seat, a.spade)
        if a.spade.suit != "S":
            raise IllegalAction(_("{card} is not a spade.").format(card=a.spade.label))
        self._check_limit(seat, a.spade)
        where = self._target(a.spade, a.target)
        if not can_remove(a.spade, a.target):
            raise IllegalAction(removal_reason(a.spade, a.target))
        self._blow(seat, a.spade, a.target, where, events)

    def _storm(self, seat: int, a: JokerStorm, events: list) -> None:
        self._require(WEATHER, "joker")
        self._in_hand(seat, a.joker)
        self._check_limit(seat, a.joker)
        where = self._target(a.joker, a.target)
        self._blow(seat, a.joker, a.target, where, events)

    def _blow(self, seat: int, remover: Card, target: Card, where, events: list) -> None:
        place, owner, container = where
        if place == "pasture":
            container.pasture = None
        else:
            container.remove(target)
        self.hands[seat].remove(remover)
        self.discard.append(target)
        self.discard.append(remover)
        events.append(ev.CardBlownAway(seat, remover, target, owner, place,
                                       removal_reason(remover, target)))
        self._weather_next(False)

    def _fence(self, seat: int, a: JokerFence, events: list) -> None:
        self._require(WEATHER, "joker")
        self._in_hand(seat, a.joker)
        self._check_limit(seat, a.joker)
        st = self._find_stack(a.pasture)
        if st is None:
            raise IllegalAction(_("There is no grazing stack on {pasture} to fence.").format(pasture=a.pasture.label))
        self.stacks.remove(st)
        self.barns[st.grazer_owner].extend(st.grazers)
        self.harvests[st.pasture_owner].append(a.pasture)  # the stack found by its pasture
        self.hands[seat].remove(a.joker)
        self.discard.append(a.joker)
        events.append(ev.StackFenced(seat, a.joker, a.pasture, tuple(st.grazers)))
        self._weather_next(False)

    def _pass(self, seat: int, a: Pass, events: list) -> None:
        if self.step != WEATHER:
            raise IllegalAction(_("Pass is for weather time; it is {season}: say done.").format(
                season=self.season_title()))
        events.append(ev.WeatherPassed(seat))
        self._weather_next(True)

    def _weather_next(self, passed: bool) -> None:
        self.passes = self.passes + 1 if passed else 0
        assert self.weather_seat is not None  # only in weather time
        self.weather_seat = 1 - self.weather_seat

    def _grow(self, seat: int, a: Grow, events: list) -> None:
        self._require(GROWING, "grow")
        if a.card not in self.barns[seat]:
            raise IllegalAction(_("{card} is not in your barn.").format(card=a.card.label))
        self.barns[seat].remove(a.card)
        self.harvests[seat].append(a.card)
        events.append(ev.CardMoved(seat, a.card, "harvest"))

    def _to_barn(self, seat: int, a: ToBarn, events: list) -> None:
        self._require(GROWING, "to barn")
        if a.card not in self.harvests[seat]:
            raise IllegalAction(_("{card} is not in your harvest.").format(card=a.card.label))
        self.harvests[seat].remove(a.card)
        self.barns[seat].append(a.card)
        events.append(ev.CardMoved(seat, a.card, "barn"))

    def _field(self, seat: int, a: PlayField, events: list) -> None:
        self._require(FIELD, "field")
        self._in_hand(seat, a.card)
        if a.card.suit != "D":
            raise IllegalAction(_("{card} is not a diamond: only diamonds make fields.").format(card=a.card.label))
        self.hands[seat].remove(a.card)
        self.fields[seat].append(a.card)
        events.append(ev.FieldPlayed(seat, a.card, len(self.fields[seat])))
        self._enter(SOWING, events)

    def _sow(self, seat: int, a: Sow, events: list) -> None:
        self._require(SOWING, "sow")
        self._in_hand(seat, a.card)
        if not is_crop(a.card):
            raise IllegalAction(_("{card} is not a heart or a club: only crops are sown.").format(card=a.card.label))
        self._check_limit(seat, a.card)
        self.hands[seat].remove(a.card)
        self.barns[seat].append(a.card)
        events.append(ev.CardSown(seat, a.card))

    def _done(self, seat: int, a: Done, events: list) -> None:
        step = self.step
        if step == WEATHER:
            raise IllegalAction(_("In weather time say pass (or play a spade)."))
        if step == GRAZING:
            self._enter(REORDERING, events)
        elif step == REORDERING:
            if not self.lifted:
                events.append(ev.GrazersKept(seat))  # told before weather time, as the order was kept
            self.lifted = False
            self._enter(WEATHER, events)
        elif step == GROWING:
            self._enter(FIELD, events)
        elif step == FIELD:
            self._enter(SOWING, events)
        elif step == SOWING:
            self._end_turn(events)

    # The season machine -----------------------------------------------------

    def _weather_plays(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        n = len(self.fields[seat])
        removers = [c for c in hand if (c.suit == "S" or c.is_joker) and value(c) <= n]
        if not removers:
            return []
        targets = [c for s in (0, 1) for c in self.barns[s]]
        targets += [c for s in (0, 1) for c in self.harvests[s]]
        for st in self.stacks:
            if st.pasture is not None:
                targets.append(st.pasture)
            targets.extend(st.grazers)
        out: list[Action] = []
        for r in removers:
            if r.is_joker:
                out.extend(JokerStorm(r, t) for t in targets)
                out.extend(JokerFence(r, st.pasture) for st in self.stacks if st.pasture is not None)
            else:
                out.extend(PlaySpade(r, t) for t in targets if can_remove(r, t))
        return out

    def _enter(self, step: HarvestPhase, events: list) -> None:
        old = STEP_SEASON.get(self.step, self.step)
        self.step = step
        season = STEP_SEASON.get(step, step)
        if season != old or step == HARVEST:
            events.append(ev.SeasonStarted(season, self.active, self.turn))
        if step == WEATHER:
            self.weather_seat = self.active
            self.passes = 0
        elif step == FIELD:
            self._draw(events)

    def _draw(self, events: list) -> None:
        seat = self.active
        if not self.draw:
            if not self.discard:
                events.append(ev.NothingToDraw(seat))
                return
            self.draw = self.discard
            self.discard = []
            self.rng.shuffle(self.draw)
            events.append(ev.DiscardReshuffled(len(self.draw)))
        self.hands[seat].append(self.draw.pop())
        events.append(ev.CardDrawn(seat, len(self.draw)))

    def _end_turn(self, events: list) -> None:
        if self.turn >= MAX_TURNS:
            self.over = True
            self.step = SOWING
            events.append(ev.GameDrawn(MAX_TURNS))
            return
        self.turn += 1
        self.active = 1 - self.active
        self._enter(HARVEST, events)

    def _advance(self, events: list) -> None:
        """Run every season that needs no decision, up to the next decision."""
        while not self.over:
            step = self.step
            seat = self.active
            if step == HARVEST:
                pile = self.harvests[seat]
                points = harvest_score(pile)
                self.totals[seat] += points
                events.append(ev.Harvested(seat, tuple(pile), points, self.totals[seat],
                                           harvest_text(pile)))
                if self.totals[seat] >= WINNING_SCORE:
                    self.over = True
                    self.winner = seat
                    events.append(ev.GameWon(seat, self.totals[seat]))
                    return
                self._enter(GRAZING, events)
            elif step == GRAZING:
                if self.barns[seat] and (self.harvests[1 - seat] or any(
                        st.pasture is not None for st in self.stacks)):
                    return
                self._enter(REORDERING, events)
            elif step == REORDERING:
                if any(len(st.grazers) > 1 for st in self.stacks):
                    return
                self._enter(WEATHER, events)
            elif step == WEATHER:
                if self.passes < 2:
                    return  # the seat decides even when it can only pass: its hand stays hidden
                self._enter(FEEDING, events)
            elif step == FEEDING:
                self._feed(events)
                self._enter(GROWING, events)
            elif step == GROWING:
                if self.barns[seat] or self.harvests[seat]:
                    return
                self._enter(FIELD, events)
            else:  # FIELD, SOWING: always asked (done alone, when the hand has nothing)
                return

    def _feed(self, events: list) -> None:
        for st in self.stacks:
            if st.pasture is None and not st.grazers:
                continue  # the weather took every card of this stack
            res = resolve_stack(st.pasture, st.grazers)
            if st.pasture is not None:
                (self.discard if res.eaten else self.harvests[st.pasture_owner]).append(st.pasture)
            self.discard.extend(res.satiated)
            self.barns[st.grazer_owner].extend(res.hungry)
            events.append(ev.StackFed(st.pasture, st.pasture_owner, tuple(st.grazers),
                                      st.grazer_owner, res.eaten, res.satiated, res.hungry,
                                      explain_stack(st.pasture, st.grazers)))
        self.stacks = []

    # Why not? (rules/harvest/reasons.py) ---------------------------------------

    def forced_pass(self, seat: int) -> Action | None:
        """The pass or done when it is all ``seat`` can do (then
        ``nothing_to_play`` says why)."""
        return only_pass(self.legal_actions(seat))

    def nothing_to_play(self, seat: int) -> str:
        """Why ``seat`` can only pass or say done now ("" when it can play)."""
        return nothing_to_play(self, seat)

    def card_reason(self, seat: int, card: Card, first: Card | None = None,
                    fence: bool = False) -> str:
        """Why ``card`` cannot be picked now ("" when it can)."""
        return card_reason(self, seat, card, first, fence)

    # Views and saving ---------------------------------------------------------

    @guard_view
    def view(self, seat: int) -> HarvestView:
        return view_of(self, seat)

    def secret_from(self, seat: int) -> frozenset[Card]:
        """The opponent's hand and the draw pile: every other pile is open
        (the rules' "Every pile but the draw pile and hands is open")."""
        check_seat(seat, self.num_players)
        return frozenset(self.hands[1 - seat]) | frozenset(self.draw)


# Each action's handler, by the action's class (the action itself is that class).
_HANDLERS: dict[type[Action], Callable[[HarvestGame, int, Any, list], None]] = {
    Graze: HarvestGame._graze,
    Lift: HarvestGame._lift,
    PlaySpade: HarvestGame._spade,
    JokerStorm: HarvestGame._storm,
    JokerFence: HarvestGame._fence,
    Pass: HarvestGame._pass,
    Grow: HarvestGame._grow,
    ToBarn: HarvestGame._to_barn,
    PlayField: HarvestGame._field,
    Sow: HarvestGame._sow,
    Done: HarvestGame._done,
}
