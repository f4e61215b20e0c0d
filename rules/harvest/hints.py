"""The hard player's reason for its decision, in one sentence for the
person: the search's figures when a search decided ("… 0.8 points more on
average than sowing nothing more, over 24 sampled deals"), a rule's reason
otherwise.  The hint marks the cards of the move itself, and the sentence
names them."""

from __future__ import annotations

from rules.cards import Card
from rules.hint import Hint
from rules.i18n import N_, _, decimal, ngettext

from .actions import Done, Graze, Grow, JokerFence, JokerStorm, Lift, Pass, PlayField, PlaySpade, Sow, ToBarn
from .plans import Decision
from .view import HarvestView


def marks_of(action) -> tuple[Card, ...]:
    """The cards a move names: what the table marks for the hint."""
    if isinstance(action, Graze):
        return (action.pasture, action.grazer)
    if isinstance(action, Lift):
        return (action.grazer, action.pasture)
    if isinstance(action, PlaySpade):
        return (action.spade, action.target)
    if isinstance(action, JokerStorm):
        return (action.joker, action.target)
    if isinstance(action, JokerFence):
        return (action.joker, action.pasture)
    if isinstance(action, (Grow, ToBarn, Sow, PlayField)):
        return (action.card,)
    return ()


def plan_marks(view: HarvestView, plan) -> tuple[Card, ...]:
    """The cards an option's words name (``describe``), to be marked: a
    harvest's every card to move, an attack's every pasture and grazer (the
    hint "Move A♥, J♥ and K♥ to your harvest" marked K♥ alone, its first step)."""
    if isinstance(plan, frozenset):
        now = set(view.harvests[view.seat])
        return (*sorted(c for c in view.barns[view.seat] if c in plan), *sorted(c for c in now if c not in plan))
    if isinstance(plan, tuple):
        return tuple(card for pasture, grazers in plan for card in (pasture, *grazers))
    return marks_of(plan)


def hint_for(view: HarvestView, decision: Decision) -> Hint:
    action = decision.action
    verdict = decision.verdict
    marks = marks_of(action)
    if verdict is None:
        reason = _rule_reason(view, action)
    else:
        marks = plan_marks(view, verdict.options[verdict.best].plan) or marks
        best, other = verdict.best, verdict.runner_up
        assert other is not None  # a verdict weighs two options or more (plans.decide)
        move = describe(view, verdict.options[best].plan)
        alt = describe(view, verdict.options[other].plan, instead=True)
        diff = verdict.means[best] - verdict.means[other]
        deals = verdict.deals
        if diff > 0.05:
            reason = ngettext("{move}: {points} points more on average than {other}, over {deals} sampled deal.",
                              "{move}: {points} points more on average than {other}, over {deals} sampled deals.",
                              deals).format(move=move, points=decimal(diff), other=alt, deals=deals)
        else:
            reason = ngettext("{move}: {other} does no better on average over {deals} sampled deal, "
                              "and this is the sounder habit.",
                              "{move}: {other} does no better on average over {deals} sampled deals, "
                              "and this is the sounder habit.",
                              deals).format(move=move, other=alt, deals=deals)
    return Hint(action, _capital(reason), marks)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def cards_and(cards) -> str:
    """'6♣', '6♣ and 2♣', '7♣, 6♣ and 2♣'."""
    labels = [c.label for c in cards]
    if len(labels) < 2:
        return "".join(labels)
    return _("{cards} and {card}").format(cards=", ".join(labels[:-1]), card=labels[-1])


def describe(view: HarvestView, plan, instead: bool = False) -> str:
    """An option in words: an attack plan (tuple of (pasture, grazers)), a
    harvest (frozenset of cards), or a single action (``instead``: as the
    option not taken)."""
    if instead and isinstance(plan, Done) and view.decision == "sow":
        return _("stopping the sowing here")
    if isinstance(plan, frozenset):
        return harvest_words(view, plan, instead)
    if isinstance(plan, tuple):
        if not plan:
            return _("attacking nothing") if instead else _("attack nothing")
        graze = N_("grazing {pasture} with {grazers}") if instead else N_("graze {pasture} with {grazers}")
        return "; ".join(_(graze).format(pasture=p.label, grazers=cards_and(gs)) for p, gs in plan)
    return move_words(plan, instead)


def harvest_words(view: HarvestView, plan: frozenset, instead: bool = False) -> str:
    """A harvest (the cards to have in the harvest pile after growing time)
    as the moves that make it from where the cards are now: "move A♥ back
    to your barn", never "keep A♥ in your barn" while it is in the harvest."""
    me = view.seat
    now = set(view.harvests[me])
    grow = sorted(c for c in view.barns[me] if c in plan)
    back = sorted(c for c in now if c not in plan)
    if instead:
        if grow and back:
            return _("moving {cards} to your harvest and {back} back to your barn").format(
                cards=cards_and(grow), back=cards_and(back))
        if grow:
            return _("moving {cards} to your harvest").format(cards=cards_and(grow))
        if back:
            return _("moving {cards} back to your barn").format(cards=cards_and(back))
        return _("leaving your harvest as it is")
    if grow and back:
        return _("move {cards} to your harvest and {back} back to your barn").format(
            cards=cards_and(grow), back=cards_and(back))
    if grow:
        return _("move {cards} to your harvest").format(cards=cards_and(grow))
    if back:
        return _("move {cards} back to your barn").format(cards=cards_and(back))
    return _("leave your harvest as it is")


def move_words(action, instead: bool = False) -> str:
    """A move in a few words ("sow A♣"), in the language of the moment;
    ``instead``: as the option not taken, the clause after "than" ("than
    sowing A♣", "än att så E♣"): an imperative there read "than sow A♣"."""
    phrase = _phrase(action)
    if phrase is None:
        return str(action)
    (command, option), fields = phrase
    return _(option if instead else command).format(**fields)


def _phrase(action) -> tuple[tuple[str, str], dict] | None:
    """The move's two forms (a command, the option not taken), and their figures."""
    if isinstance(action, PlaySpade):
        return (N_("blow away {target} with {spade}"), N_("blowing away {target} with {spade}")), {
            "target": action.target.label, "spade": action.spade.label}
    if isinstance(action, JokerStorm):
        return (N_("blow away {target} with {joker}"), N_("blowing away {target} with {joker}")), {
            "target": action.target.label, "joker": action.joker.label}
    if isinstance(action, JokerFence):
        return (N_("fence the stack on {pasture} with {joker}"),
                N_("fencing the stack on {pasture} with {joker}")), {
            "pasture": action.pasture.label, "joker": action.joker.label}
    if isinstance(action, Pass):
        return (N_("pass"), N_("passing")), {}
    if isinstance(action, Sow):
        return (N_("sow {card}"), N_("sowing {card}")), {"card": action.card.label}
    if isinstance(action, Grow):
        return (N_("move {card} to your harvest"), N_("moving {card} to your harvest")), {"card": action.card.label}
    if isinstance(action, ToBarn):
        return (N_("move {card} back to your barn"), N_("moving {card} back to your barn")), {
            "card": action.card.label}
    if isinstance(action, PlayField):
        return (N_("put {card} on your field"), N_("putting {card} on your field")), {"card": action.card.label}
    if isinstance(action, Graze):
        return (N_("graze {pasture} with {grazers}"), N_("grazing {pasture} with {grazers}")), {
            "pasture": action.pasture.label, "grazers": action.grazer.label}
    if isinstance(action, Lift):
        return (N_("lift {grazer} to the top of the stack on {pasture}"),
                N_("lifting {grazer} to the top of the stack on {pasture}")), {
            "grazer": action.grazer.label, "pasture": action.pasture.label}
    if isinstance(action, Done):
        return (N_("say done"), N_("saying done")), {}
    return None


def _rule_reason(view: HarvestView, action) -> str:
    """Why, when no search was needed: a rule, or the only move."""
    if isinstance(action, PlayField):
        return _("{move}: your field limit goes up to {limit}, for every sowing and spade to come.").format(
            move=move_words(action), limit=len(view.fields[view.seat]) + 1)
    if isinstance(action, Lift):
        return _("{move}: the top grazers are satiated first, and these cost the attacker the most.").format(
            move=move_words(action))
    if view.decision == "reorder" and isinstance(action, Done):
        return _("Say done: the grazers that cost the attacker the most are already on top.")
    if view.nothing:
        return _("{move}. {why}").format(move=move_words(action), why=view.nothing)
    if isinstance(action, Sow):
        return _("{move}: a sown card can grow into your harvest next turn.").format(move=move_words(action))
    if isinstance(action, Graze):
        return _("{move}: it eats the pasture for the least your barn can lose.").format(move=move_words(action))
    if isinstance(action, Pass):
        return _("Pass: no spade here is worth more than keeping it.")
    if isinstance(action, (Grow, ToBarn)):
        return _("{move}: that harvest is the one your opponent's barn can least eat.").format(move=move_words(action))
    if isinstance(action, Done) and view.decision == "graze":
        return _("Say done: no attack here is worth what your barn would lose.")
    if isinstance(action, Done) and view.decision == "grow":
        return _("Say done: your harvest and barn are as you want them.")
    return _("{move}: the only sensible move here.").format(move=move_words(action))
