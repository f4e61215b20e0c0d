"""Variants of the Hearts expert tried for issue 43, on duplicate deals
against hard: what each idea was worth, so that the next one starts from
figures rather than from the same guesses.

    .venv/bin/python tests/benchmarks/hearts_variants.py VARIANT [deals] [against] [--first=K] [--workers=N] [--out=FILE] [--rounds=N]
    .venv/bin/python tests/benchmarks/hearts_variants.py agreement [deals]

Each variant is played as ``hearts_duplicate.py`` plays the expert (its
seat-hands, figures and ``--out`` lines are that script's; ``--rounds``
is the budget of the variant's pass, default 3,000 deals; ``against``
another level than hard).  The variants:

* ``clairvoyant``: hard's search and pass, but every deal of its card
  search is the true one (``HardBot.dealer``): it sees every hand.  A
  bound only, never a level: what any sampler or weighing of deals could
  reach with hard's playouts.  Against ``medium`` (whose play the
  playouts' rules of thumb copy) it measures what the information is
  worth when the playouts' picture of the others is true.
* ``clairvoyant-lookahead``: the clairvoyant, its own later cards in the
  playout by the one-step lookahead below, in the true deal (no strategy
  fusion there): what a better policy for our own seat is worth at most.
* ``clairvoyant-mixed``: the clairvoyant, its true deal played out 200
  times with the others' leads drawn as in ``mixed-leads``: each card
  judged over many continuations rather than by one run of the rules of
  thumb.
* ``fitted-leads``: hard, but the others' leads in its playouts (after
  the first trick) are a conditional logit's fitted to hard's own leads
  (``LEAD_WEIGHTS``, ``tests/benchmarks/hearts_lead_fit.py``), in place
  of the rules of thumb's: a truer picture of the others where it was
  least true, at hard's own deals a decision.

* ``lookahead``: the expert, but in every playout our own later cards are
  chosen by a one-step lookahead in the sampled deal (each legal card,
  runs of equal cards once, played out by the policy), not by the rules of
  thumb; 100 deals a decision (what half a second allows at that cost).
  It plays our later cards better in each deal, but as if it could see
  the deal (the strategy fusion of sampled deals).
* ``hard-count``: the expert's weighing of deals by the others' plays and
  its moon watch, at hard's own deals a decision and hard's pass: the
  worth of those without the extra time.
* ``own-points``: ``hard-count`` counting only its own points (hard counts
  a quarter of the others' average against it).
* ``mixed-leads``: the expert, but in every playout each other seat leads
  by the rules of thumb only half the time, else the lowest card of a suit
  drawn at random, 1,000 deals a decision: hard's own leads are the rules
  of thumb's in only about half of its leads (77 of 156 in the all-hard
  hands of deals 0-14; its follows 82 %, its discards 79 %), so the
  playouts' picture of the others' leads is the least true part of it.

``agreement``: how often hard's card is the rules of thumb's (the
playouts' policy) in the all-hard first hands of deals 0 to ``deals``-1,
by kind of play, over the decisions with more than one distinct card.

Measured on this machine, deals 0-99 (lower is better; none differs from
hard by more than its noise; the first three stopped for time):

| variant | seat-hands | points a hand against hard (95% interval) | CPU p50 / p90 a decision |
|---|---|---|---|
| lookahead | 228 | +0.36 (-0.70 to +1.42) | 62 / 381 ms |
| hard-count | 286 | +0.16 (-0.53 to +0.85) | 30 / 57 ms |
| own-points | 283 | +0.17 (-0.49 to +0.83) | 30 / 57 ms |
| mixed-leads | 400 | +0.03 (-0.81 to +0.87) | 117 / 394 ms |

(``own-points`` chose differently from ``hard-count`` in 7 of 283
seat-hands: the others' points hardly ever decide a card.)

The third session's (``--workers=1``; docs/levels.md has the commands):

| variant | deals | seat-hands | points a hand (95% interval) | CPU p50 / p90 a decision |
|---|---|---|---|---|
| clairvoyant | 0-99 | 400 | +0.28 (-0.67 to +1.24) | 0 / 0 ms |
| clairvoyant-lookahead | 0-49 | 200 | +0.57 (-0.72 to +1.86) | 1 / 4 ms |
| clairvoyant-mixed | 0-49 | 200 | +0.01 (-1.38 to +1.41) | 15 / 40 ms |
| fitted-leads | 100-149 | 200 | +0.70 (-0.32 to +1.72) | 116 / 477 ms |
| clairvoyant against medium | 0-49 | 200 | -3.41 (-4.33 to -2.49); hard's there -2.52, paired -0.89 (-1.80 to +0.03) | 0 / 0 ms |

Seeing every card is worth nothing measurable against hard with hard's
playouts, and under 1.0 a hand where they copy the others' play.
"""

from __future__ import annotations

import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

import rules  # noqa: E402
from rules.hearts import bots, hard  # noqa: E402
from rules.hearts.actions import Play  # noqa: E402
from rules.hearts.expert import ExpertBot  # noqa: E402
from rules.hearts.game import HandScored, HeartsGame  # noqa: E402
from rules.hearts.hard import card_groups  # noqa: E402
from rules.hearts.heuristics import medium_play  # noqa: E402
from rules.hearts.playout import LOW, QBIT, C, D, H, PlayoutHand, S  # noqa: E402
from rules.hearts.sampler import knowledge  # noqa: E402
from tests.benchmarks import hearts_duplicate  # noqa: E402
from tests.benchmarks.hearts_lead_fit import LeadSeat, lead_features  # noqa: E402
from tests.benchmarks.usage import usage, whole  # noqa: E402


def lookahead_rollout(t: PlayoutHand, me: int) -> list[int]:
    """``t`` played out by the policy, but ``me`` picks each card by a
    one-step lookahead in this deal."""
    while t.tricks_left:
        seat = t.turn
        if seat == me:
            moves = t.legal(seat)
            move = moves[0]
            if len(moves) > 1:
                best = None
                for m in distinct_in_deal(t, seat, moves):
                    c = t.copy()
                    c.play(seat, *m)
                    u = hard._utility(c.rollout(), me)
                    if best is None or u < best:
                        best, move = u, m
        else:
            move = t.policy(seat)
        t.play(seat, *move)
    return t.taken


def distinct_in_deal(t: PlayoutHand, seat: int, moves: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The lowest of each run of ``seat``'s cards of a suit with no other
    seat's card between them (they play the same in a known deal); Q♠ alone."""
    others = [0, 0, 0, 0]
    for s, h in enumerate(t.hands):
        if s != seat:
            for k in range(4):
                others[k] |= h[k]
    out: list[tuple[int, int]] = []
    prev: tuple[int, int] | None = None
    for suit, bit in moves:
        if prev is not None and prev[0] == suit and not (suit == 0 and 10 in (bit, prev[1])):
            if not others[suit] & ((1 << bit) - 1) & ~((1 << (prev[1] + 1)) - 1):
                prev = (suit, bit)
                continue
        out.append((suit, bit))
        prev = (suit, bit)
    return out


class Lookahead(ExpertBot):
    deals = 100

    def play_deals(self, samples: int):
        return lambda done: done < self.deals

    def playout(self, t: PlayoutHand, me: int) -> list[int]:
        return lookahead_rollout(t, me)


class HardCount(ExpertBot):
    def play_deals(self, samples: int):
        return lambda done: done < samples

    def pass_deals(self):
        return self.pass_samples


class OwnPoints(HardCount):
    def playout(self, t: PlayoutHand, me: int) -> list[int]:
        """What hard's utility reads as our own points alone (our moon shot
        as 0, another's as 26)."""
        taken = t.rollout()
        own = [0] * len(taken)
        if 26 in taken:
            return own if taken[me] == 26 else taken
        own[me] = taken[me]
        return own


def random_lead(h: list[int], first: bool, broken: bool, rng: random.Random) -> tuple[int, int]:
    """The lowest card of a suit drawn at random among those that may be
    led (a lone Q♠ is not led while another suit may be)."""
    if first and h[C] & 1:
        return C, 0
    only_hearts = not (h[S] or h[D] or h[C])
    suits = []
    for s in (S, D, C, H):
        f = h[s]
        if not f or (s == H and not broken and not only_hearts):
            continue
        if s == S and f == QBIT and any(h[x] for x in (D, C, H)) and (broken or h[D] or h[C]):
            continue
        suits.append(s)
    s = suits[int(rng.random() * len(suits))]
    f = h[s] & ~QBIT if s == S and h[s] & QBIT and h[s] & ~QBIT else h[s]
    return s, LOW[f]


def mixed_rollout(t: PlayoutHand, me: int, rng: random.Random, p: float) -> list[int]:
    """``t`` played out by the policy, but each other seat's lead is the
    rules of thumb's only with probability ``p``, else ``random_lead``."""
    while t.tricks_left:
        seat = t.turn
        if t.count == 0 and seat != me and seat != t.shooter and rng.random() >= p:
            move = random_lead(t.hands[seat], t.first, t.broken, rng)
        else:
            move = t.policy(seat)
        t.play(seat, *move)
    return t.taken


class MixedPlayouts:
    """Playouts with the others' leads as ``mixed_rollout`` draws them, over
    ``deals`` deals a decision (a mixin: before the bot it changes)."""

    deals = 1000
    p = 0.5  # hard's leads are the rules of thumb's in about half of them

    def reseed(self, seed: int | str) -> None:
        super().reseed(seed)  # type: ignore[misc]
        self.leads = random.Random(self.rng.random())  # type: ignore[attr-defined]

    def play_deals(self, samples: int):
        return lambda done: done < self.deals

    def playout(self, t: PlayoutHand, me: int) -> list[int]:
        return mixed_rollout(t, me, self.leads, self.p)


class MixedLeads(MixedPlayouts, ExpertBot):
    pass


# hearts_lead_fit.py's conditional logit of hard's leads, fitted on the
# all-hard first hands of deals 0-79 (817 leads with a choice): it names
# hard's lead in 448 of them (441 held out), the rules of thumb in 411.
LEAD_WEIGHTS = (0.04, -0.217, 0.061, 0.115, -0.799, 0.486, 0.038, 0.36, -0.171, -0.107, -0.472, -0.139, -1.078,
                0.458, -0.839, 0.0, 0.732, 0.421, -0.205, 0.219, -1.18, 0.64, 0.374, 0.0, -0.503, 0.466, 0.458,
                0.406, 0.294, -0.328, 0.0, 0.444, -0.408, -0.932, 0.444, 0.098, 0.721)


def fitted_lead(t: PlayoutHand, seat: int) -> tuple[int, int]:
    """The lead the fitted model scores best among ``seat``'s legal leads,
    one card per run with no other seat's card between."""
    rule = t.policy(seat)
    out = [0, 0, 0, 0]
    voids = [0, 0, 0, 0]
    for s, other in enumerate(t.hands):
        if s != seat:
            for suit in range(4):
                out[suit] |= other[suit]
                voids[suit] += not other[suit]
    lead_seat = LeadSeat(t.hands[seat], out, voids, t.queen_out, t.broken, t.tricks_left, t.taken[seat] > 0)
    best, move = -1e9, rule
    for m in distinct_in_deal(t, seat, t.legal(seat)):
        score = sum(w * x for w, x in zip(LEAD_WEIGHTS, lead_features(lead_seat, *m, m == rule)))
        if score > best:
            best, move = score, m
    return move


def fitted_rollout(t: PlayoutHand, me: int) -> list[int]:
    """``t`` played out by the policy, but every other seat's lead (after
    the first trick) is ``fitted_lead``'s."""
    while t.tricks_left:
        seat = t.turn
        if t.count == 0 and seat != me and seat != t.shooter and not t.first:
            move = fitted_lead(t, seat)
        else:
            move = t.policy(seat)
        t.play(seat, *move)
    return t.taken


class FittedLeads(hard.HardBot):
    """Hard, but the others lead in its playouts as ``fitted_lead`` says."""

    def playout(self, t: PlayoutHand, me: int) -> list[int]:
        return fitted_rollout(t, me)


class Table(HeartsGame):
    """The duplicate benchmark's game, which the clairvoyant variant reads:
    the hand being played in this process (its workers play one at a time)."""

    playing: list[HeartsGame] = []

    def __init__(self, seed: int = 0, players: int = 4) -> None:
        super().__init__(seed, players)
        Table.playing[:] = [self]


class TrueDeal:
    """A dealer that deals the true hands every time."""

    def __init__(self, hands: list[int]) -> None:
        self.hands = hands

    def deal(self, rng) -> list[int]:
        return self.hands[:]


class Clairvoyant(hard.HardBot):
    """Hard's search and pass, but every deal of its card search is the true
    one (it sees every hand): one deal a decision, as its playouts of a
    known deal always come out the same.  A benchmark's bound only: what
    perfect information is worth with hard's playouts."""

    def play_deals(self, samples: int):
        return lambda done: done < 1

    def dealer(self, k):
        return TrueDeal(list(Table.playing[0].hands))


class ClairvoyantLookahead(Clairvoyant):
    """The clairvoyant, its own later cards in the playout chosen by the
    one-step lookahead in the true deal (no strategy fusion when the deal
    is the true one): what a better policy for our own seat is worth at most."""

    def playout(self, t: PlayoutHand, me: int) -> list[int]:
        return lookahead_rollout(t, me)


class ClairvoyantMixed(MixedPlayouts, Clairvoyant):
    """The clairvoyant, its true deal played out 200 times with the others'
    leads as ``mixed-leads`` draws them: a card judged over many likely
    continuations, not by one run of the rules of thumb."""

    deals = 200


VARIANTS = {"clairvoyant": Clairvoyant, "clairvoyant-lookahead": ClairvoyantLookahead,
            "clairvoyant-mixed": ClairvoyantMixed, "fitted-leads": FittedLeads,
            "lookahead": Lookahead, "hard-count": HardCount, "own-points": OwnPoints, "mixed-leads": MixedLeads}


def agreement(deals: int) -> None:
    """Hard's cards against the rules of thumb's, by kind of play."""
    agree: dict[str, list[int]] = {"lead": [0, 0], "follow": [0, 0], "discard": [0, 0]}
    for deal in range(deals):
        game = HeartsGame(deal, players=4)
        bots_ = [rules.new_bot("hearts", "hard", 0) for _ in range(4)]
        moves = 0
        while True:  # the first hand: to its HandScored
            seat = min(game.to_act())
            legal = game.legal_actions(seat)
            bots_[seat].reseed(f"{deal}/{seat}/{moves}")
            view = game.view(seat)
            action = bots_[seat].choose(view, legal)
            if isinstance(action, Play):
                groups = card_groups(legal, knowledge(view).unseen, view.trick)
                if len(groups) > 1:
                    rule = medium_play(view, [a.card for a in legal])
                    card = action.card
                    same = any(card in cards and rule in cards for cards in ([a.card for a in g] for g in groups))
                    kind = "lead" if not view.trick else (
                        "follow" if legal[0].card.suit == view.trick[0][1].suit else "discard")
                    agree[kind][0 if same else 1] += 1
            moves += 1
            if any(type(e) is HandScored for e in game.apply(seat, action)):
                break
    for kind, (agreed, other) in agree.items():
        print(f"{kind}: hard's card the rules of thumb's in {agreed} of {agreed + other}")


def main() -> None:
    usage(__doc__, "--first", "--workers", "--out", "--rounds", least=1)
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    flags = [a for a in sys.argv[1:] if a.startswith("--")]
    if args[0] == "agreement":
        agreement(whole(args[1], "hands") if len(args) > 1 else 15)
        return
    if args[0] not in VARIANTS:
        print(f"hearts_variants.py: no variant {args[0]} (variants: {', '.join(VARIANTS)})", file=sys.stderr)
        raise SystemExit(2)
    bots.LEVELS.update(VARIANTS)  # the duplicate's bots are made by level name
    hearts_duplicate.HeartsGame = Table  # type: ignore[misc]  # the clairvoyant reads the true hands
    if not any(f.startswith("--rounds=") for f in flags):
        flags.append("--rounds=3000")
    against = args[2] if len(args) > 2 else "hard"
    sys.argv = [sys.argv[0], args[1] if len(args) > 1 else "100", args[0], against, *flags]
    hearts_duplicate.main()


if __name__ == "__main__":
    main()
