"""What a lesson is, and how its steps are checked against the engine.

A lesson is a list of steps.  A step may begin a new position (built by
the engine's own position constructor from fixed cards and a seed: never
state edited behind the engine's back); otherwise it goes on from where
the step before left the game.  Each step says what to do and why, and
wants one kind of move from the person (seat 0): a move the engine refuses
is refused with the engine's reason; a legal move that is not the one the
step teaches is refused with the step's own reason, and nothing changes.
The other seats answer with the lesson's ``reply`` (a plain function of
what they may see, like a bot), and a decision with nothing in it is
passed for the person, as at every table.

Sentences are marked (``N_``) and said in the language of the moment;
the cards they name are given as notation (``{grazer}`` → ``("grazer",
"3C")``) and shown by their labels (Swedish ``D♠`` for ``Q♠``); the
numbers they name (a score, a turn) come from the engine's game at that
step (``Lesson.facts``), so a sentence never says a number the table does
not show.  A step that begins a position after the first is a jump, and
begins with the sentence that tells it (``Step.jump``: "Some turns
later: …").

Each lesson lists every rule of its game's rules file (``Rule``): the
step that teaches it, or none where the rules panel does; the lesson's last
screen names those it did not play through
(tests/rules/lessons/test_coverage.py reads the rules files).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.bot import Hint
from rules.cards import Card, parse_card
from rules.core import Action, Event, Game, IllegalAction
from rules.i18n import _

PERSON = 0  # the person's seat in every lesson, as at every table
MAX_REPLIES = 400  # a reply loop longer than this is a lesson that never gives the person a move


def no_undo() -> str:
    """Why u takes nothing back at a lesson's table (the game itself has undo)."""
    return _("There is no undo in a lesson.")


def said(text: str, cards: Sequence[tuple[str, str]], facts: Mapping[str, Any] | None = None) -> str:
    """A marked sentence in the language of the moment, its cards by label
    and its numbers from ``facts`` (the engine's, at that step)."""
    return _(text).format(**(facts or {}), **{name: parse_card(notation).label for name, notation in cards})


@dataclass(frozen=True)
class Rule:
    """One rule of the game's rules file: ``name`` (marked) as the last
    screen names it, ``text`` a phrase of the rules file's own English that
    finds the rule there, ``step`` the step (from 1, as the screen counts)
    that plays it through, or None: read in the rules panel; ``plays``:
    what shows that the step plays it, any one of which the engine produces
    there (tests/rules/lessons/test_coverage.py replays the step): the
    class name of an event or of the person's action, or "refuses <move>"
    for a move the engine refuses at that step (the step asks the person to
    try it); ``reconstruction``: the rules file marks it as this project's
    reconstruction, and the step that teaches it says so."""

    name: str
    text: str
    step: int | None = None
    plays: tuple[str, ...] = ()
    reconstruction: bool = False
    told_last: bool = False  # played at no step: the lesson's last sentence names it, as what the first game adds


@dataclass(frozen=True)
class Step:
    """One thing to do.  ``accepts``: the notations the step wants (the
    first is the one the lesson's tests and a resumed lesson play: ``answer``);
    ``also``: action classes any of which is as good (any diamond on the
    field); ``position``: a new position begins here."""

    say: str  # marked: what to do and why
    want: str  # marked: the move in a few words, for the message line ("sow {ace}")
    why: str  # marked: why this move and not another legal one
    accepts: tuple[str, ...]
    cards: tuple[tuple[str, str], ...] = ()
    also: tuple[type, ...] = ()
    position: Callable[[], Game] | None = None
    jump: str = ""  # marked: a jump, told ("Some turns later: …"), facts filled in
    # marked: why not a legal move of one of these classes, where ``why``
    # (about the move wanted) would not answer it (d while grazing: "say done")
    whys: tuple[tuple[type, str], ...] = ()
    # a jump played on: the moves made before this step, each answered (the
    # person's as notation, another seat's as (seat, notation)); told by ``jump``
    then: tuple[str | tuple[int, str], ...] = ()
    # marked: why the move begins with its first card (the pasture grazed), for
    # a wrong first pick, in the game's terms; ``why`` where empty
    first_why: str = ""
    # where the next step opens another game: the other seats' moves played after this step's move before it
    # does, so that the move's consequence is seen (the rest of a trick: who took Q♠)
    seen_after: int = 0

    def sentence(self, facts: Mapping[str, Any] | None = None) -> str:
        text = said(self.say, self.cards, facts)
        return f"{said(self.jump, self.cards, facts)} {text}" if self.jump else text

    def wanted(self) -> str:
        return said(self.want, self.cards)

    def reason(self, action: Action | None = None) -> str:
        """Why the step wants its move, or why not ``action`` where the step says so."""
        why = next((text for kind, text in self.whys if isinstance(action, kind)), self.why)
        return said(why, self.cards)

    def first_reason(self) -> str:
        """Why the step's move begins with its first card (else why the move)."""
        return said(self.first_why, self.cards) if self.first_why else self.reason()

    def takes(self, action: Action) -> bool:
        return str(action) in self.accepts or isinstance(action, self.also)

    def answer(self, game: Game) -> Action:
        """The move a resumed lesson (and a test) plays for this step: the
        first notation, else the first legal move the step takes."""
        if self.accepts:
            return game.parse_action(PERSON, self.accepts[0])
        return next(a for a in game.legal_actions(PERSON) if self.takes(a))


@dataclass(frozen=True)
class Lesson:
    game: str  # the engine's name
    steps: tuple[Step, ...]
    reply: Callable[[Any, list[Action]], Action]  # the other seats: (view, legal) -> action
    words: Callable[[Action], str]  # a move in words, in the language of the moment
    last: str  # marked: said when the lesson is over
    first_game: dict[str, Any] = field(default_factory=dict)  # engine options of the game offered after it
    marks: Callable[[Any, Action], tuple[Card, ...]] = lambda view, action: ()  # a hint's cards, as the game's hints mark them
    rules: tuple[Rule, ...] = ()  # every rule of the game's rules file, and where it is taught
    facts: Callable[[Game], Mapping[str, Any]] = lambda game: {}  # the numbers a sentence may name
    # the card a move of two picks begins with (harvest: the pasture, the spade), None for one pick
    first: Callable[[Action], Card | None] = lambda action: None

    def __post_init__(self) -> None:
        for rule in self.rules:
            if rule.told_last and (rule.step is not None or _(rule.name) not in _(self.last)):
                raise ValueError(f"{rule.name}: told on the last screen, and its last sentence does not name it")
        if not self.steps or self.steps[0].position is None:
            raise ValueError("a lesson's first step begins a position")
        for index, step in enumerate(self.steps):
            if index and (step.position is not None or step.then) and not step.jump:
                raise ValueError(f"step {index + 1} begins a new position without telling it")
            if step.then and step.position is not None:
                raise ValueError(f"step {index + 1} both plays on and begins a new position")
        for rule in self.rules:
            if rule.step is not None and not 1 <= rule.step <= len(self.steps):
                raise ValueError(f"{rule.name}: no step {rule.step}")

    def sentence(self, index: int, game: Game) -> str:
        """Step ``index``'s sentence at ``game`` (its numbers the engine's)."""
        return self.steps[index].sentence(self.facts(game))

    def unplayed(self) -> list[str]:
        """The names of the rules no step plays through, in the language of the
        moment, but those the last sentence tells (``Rule.told_last``)."""
        names = [_(rule.name) for rule in self.rules if rule.step is None and not rule.told_last]
        return list(dict.fromkeys(names))  # two parts of the rules file may name one rule

    def ending(self) -> str:
        """The last screen: what comes next, and the rules the lesson left to the rules panel."""
        text = _(self.last)
        rest = self.unplayed()
        if rest:
            text += " " + _("Rules not played here — read them in the rules panel (?): {rules}.").format(
                rules="; ".join(rest))
        return text

    def refusal(self, index: int, game: Game, action: Action | str) -> str | None:
        """Why step ``index`` does not take ``action`` now: None when it
        does, and None for a move the engine refuses (the engine says why,
        and nothing changes); the step's reason for a legal move it does
        not teach."""
        step = self.steps[index]
        if isinstance(action, str):
            try:
                action = game.parse_action(PERSON, action)
            except IllegalAction:
                return None
        if step.takes(action) or action not in game.legal_actions(PERSON):
            return None
        picked, wanted = self.first(action), self.first(step.answer(game))
        if picked is not None and wanted is not None and picked != wanted:  # the first pick is the mistake
            # one advice with the step's ("pick 4♥ in place of 6♥", a playtest: this said esc, the step not)
            if picked == self.first_before(index, game):  # a playtest: it was the right pick, a step ago
                # TRANSLATORS: as below; {card} is still picked from the step before, whose move began with it
                said = _("Here the lesson wants you to {want}, not to {move}: {card} is still picked from the step "
                         "before; pick {first} in its place: {why}")
            else:
                # TRANSLATORS: {want}, {move}: as below; {card} picked first, {first} the step's move's first card
                said = _("Here the lesson wants you to {want}, not to {move}: {card} is the wrong first pick; pick "
                         "{first} in its place: {why}")
            return said.format(
                move=self.words(action), want=step.wanted(), card=picked.label, first=wanted.label,
                why=step.first_reason())
        # TRANSLATORS: {want} and {move} are instructions ("put a diamond on your field", "say done")
        return _("Here the lesson wants you to {want}, not to {move}: {why}").format(
            move=self.words(action), want=step.wanted(), why=step.reason(action))

    def first_before(self, index: int, game: Game) -> Card | None:
        """The card the step before's move began with, in the same position (none across a jump)."""
        if index == 0 or self.jumps(index) or not self.steps[index - 1].accepts:
            return None
        try:
            return self.first(game.parse_action(PERSON, self.steps[index - 1].accepts[0]))
        except IllegalAction:
            return None

    def start_refusal(self, index: int, game: Game, card: Card, begun: Sequence[Action]) -> str | None:
        """Why step ``index`` does not let the person begin a move of two
        picks with ``card`` (a harvest pasture, a spade): None when one of
        the legal moves it ``begun`` is one the step takes, or when the
        engine allows none of them (the engine says why); else why the
        step's move begins with its own card (``first``: a pasture, a
        spade; ``Step.first_why``), so the wrong one is refused when it is
        picked, not at the move after it."""
        step = self.steps[index]
        legal = game.legal_actions(PERSON)
        begun = [action for action in begun if action in legal]
        if not begun or any(step.takes(action) for action in begun):
            return None
        why = step.first_reason() if self.first(step.answer(game)) is not None else step.reason()
        # TRANSLATORS: {want} is an instruction ("graze 6♥ with 3♣"); {card} a card; {why} a reason
        return _("Here the lesson wants you to {want}, not to pick {card}: {why}").format(
            want=step.wanted(), card=card.label, why=why)

    def hint(self, index: int, game: Game) -> Hint:
        """The hint (i) at step ``index``: the move the step wants, with the
        step's own reason, never the hard player's advice (which may want
        another move, and the step would refuse it).  A step that takes any
        of a kind of move ("pass any three cards") marks no card."""
        step = self.steps[index]
        action = step.answer(game)
        marks = self.marks(game.view(PERSON), action) if step.accepts else ()
        return Hint(action, _("{want} — {why}").format(want=step.wanted(), why=step.reason()), marks)

    def hint_question(self, index: int, game: Game, seat: int) -> Callable[[], Hint] | None:
        """Step ``index``'s hint as a lesson driver's ``hint_question``: for
        the person when they are to decide, worked out at once (it is no
        search); None otherwise, and once the lesson is over (its last
        screen is up)."""
        if seat != PERSON or seat not in game.to_act() or game.is_over or index >= len(self.steps):
            return None
        hint = self.hint(index, game)
        return lambda: hint

    def begins(self, index: int) -> int:
        """The step at which the position of step ``index`` began."""
        while self.steps[index].position is None:
            index -= 1
        return index

    def jumps(self, index: int) -> bool:
        """Step ``index`` opens the table afresh: a new position, or a jump played on."""
        step = self.steps[index]
        return step.position is not None or bool(step.then)

    def game_at(self, index: int) -> Game:
        """The game as step ``index`` finds it: its position built, and
        every step since played with its first accepted move, each followed
        by the replies and by the next step's ``then`` moves (how a resumed
        lesson finds its place).  Past its position's first step, the game
        opens with what happened since the step before it (its
        ``opening_events``: the log tells them): a jump's turns, or the move a
        resumed step's sentence explains."""
        return self.played(index)[0]

    def played(self, index: int) -> tuple[Game, list[tuple[int, str]]]:
        """``game_at(index)`` and every move made since its position began,
        as (seat, notation), the replies and passes included: a step's game
        is its position with these moves applied (tests replay them)."""
        start = self.begins(index)
        position = self.steps[start].position
        assert position is not None  # begins() stops at a step with a position
        game = position()
        moves: list[tuple[int, str]] = []
        self.play_on(game, moves, game.opening_events)
        events: list[Event] = []

        def move(seat: int, action: Action) -> None:
            """One move made and noted, what it did told, and the replies to it."""
            events.extend(game.apply(seat, action))
            moves.append((seat, str(action)))
            self.play_on(game, moves, events)

        for number in range(start, index):
            events = []
            move(PERSON, self.steps[number].answer(game))
            for then in self.steps[number + 1].then:
                seat, text = (PERSON, then) if isinstance(then, str) else then
                move(seat, game.parse_action(seat, text))
        if index > start:  # the log opens with the last step's move and what followed it, not the position's
            game.opening_events = events  # first lines (a playtest: a lesson resumed at turn 13 told turn 1)
        return game, moves

    def play_on(self, game: Game, moves: list[tuple[int, str]] | None = None,
                events: list[Event] | None = None) -> None:
        """The other seats' replies, and the person's empty decisions passed,
        until the person has a real choice (or the game is over); each move
        noted in ``moves``, what it did in ``events``."""
        for _turn in range(MAX_REPLIES):
            if game.is_over:
                return
            seats = game.to_act()
            if PERSON in seats:
                forced = game.forced_pass(PERSON)
                if forced is None:
                    return
                seat, action = PERSON, forced
            else:
                seat = min(seats)
                action = self.reply(game.view(seat), game.legal_actions(seat))
            done = game.apply(seat, action)
            if moves is not None:
                moves.append((seat, str(action)))
            if events is not None:
                events += done
        raise RuntimeError("the lesson's replies never give the person a move")
