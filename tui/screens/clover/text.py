"""The words of the clover table: the top bar, the opponent's line, the
meadow's and the hand's titles, and the sentences that answer a key.  Pure
functions of the view and of what the narrator has shown so far (no
Textual), so they can be read and tested without a screen; the screen turns
suits into letters in ASCII mode where it shows them."""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.text import Text

from rules.cards import Card, to_ascii
from rules.clover.values import VALUE, WIN_SCORE
from rules.core import Result

from ...i18n import _, ngettext
from ...table import HUMAN
from ...widgets.clover_bouquet import BouquetShow
from .keys import slot_keys


def score_bar(score: int, ascii_mode: bool) -> str:
    filled = min(10, score * 10 // WIN_SCORE)
    full, empty = ("#", "-") if ascii_mode else ("▰", "▱")
    return full * filled + empty * (10 - filled)


def cards(n: int, more: bool = False) -> str:
    """``cards(2)`` "2 cards", ``cards(1, more=True)`` "1 more card"."""
    if more:
        return ngettext("{n} more card", "{n} more cards", n).format(n=n)
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def status_line(view, names: Sequence[str], *, narrating: bool, turn_seat: int | None,
                show: BouquetShow, waiting: bool, paused: bool, result: Result | None,
                affordable: Sequence[int], width: int | None = None, turn_number: int | None = None,
                reading: bool = False) -> str:
    """The top bar: the game's name and the turn, then what is happening.
    Where the line would not fit ``width`` the person's turn is said
    shorter after the name, as every game's bar keeps its name (a playtest:
    the Swedish bar read "Tur 5 · DIN TUR: …"; "Klöver" alone would read as
    the suit); the turn alone only where even that would not fit (a long
    result).  ``turn_number``: the turn of the moment shown
    (rules/clover/moments.py), the view's by default."""
    number = view.turn_number if turn_number is None else turn_number
    for short in (False, True):
        doing = status_doing(view, names, narrating=narrating, turn_seat=turn_seat, show=show, waiting=waiting,
                             paused=paused, result=result, affordable=affordable, short=short, reading=reading)
        named = _("Clover Picker · turn {n} · ").format(n=number) + doing
        if width is None or cell_len(named) <= width:
            return named
    return _("Turn {n} · ").format(n=number) + doing


def status_doing(view, names: Sequence[str], *, narrating: bool, turn_seat: int | None,
                 show: BouquetShow, waiting: bool, paused: bool, result: Result | None,
                 affordable: Sequence[int], short: bool = False, reading: bool = False) -> str:
    """What the top bar says after the turn.  While the narrator is busy it
    tells whose bouquet is shown (``turn_seat``; ``waiting``: a hold stops
    the narration, ``paused``: the player's own, which the pause mark says;
    ``reading``: the wait is the log read back, which PgDn to its newest
    line or space ends).
    ``short``: the person's turn in fewer words, with the same keys; a
    narrated bouquet without its caption, which the bouquet shows (a
    playtest: "Tur 4 · Nords bukett: blandas in i handen…" lost the name)."""
    if narrating:
        mine = show.mine  # the person's own: "your bouquet", as the turn told says it (a playtest)
        if turn_seat is None and show.owner and short:  # its caption is the bouquet's own line too
            return _("{bouquet} (space: show all)").format(
                bouquet=_("your bouquet…") if mine else _("{seat}'s bouquet…").format(seat=show.owner))
        if turn_seat is None:
            if mine:
                doing = _("your bouquet: {caption}").format(caption=show.caption)
            else:
                doing = (_("{seat}'s bouquet: {caption}").format(seat=show.owner, caption=show.caption)
                         if show.owner else _("a new turn"))
            return _("{doing}… (space: show all)").format(doing=doing)
        if turn_seat == HUMAN:
            bouquet = _("your bouquet…")
        else:
            bouquet = _("{seat}'s bouquet…").format(seat=names[turn_seat])
        if waiting and reading and not paused:  # the log read back (PgUp): say what goes on (a playtest)
            goes_on = _("{bouquet} (waiting: PgDn or space)") if short else _("{bouquet} (waiting: PgDn or space goes on)")
            return goes_on.format(bouquet=bouquet)
        if waiting:
            return bouquet if paused else _("{bouquet} (waiting)").format(bouquet=bouquet)
        return _("{bouquet} (space: show all)").format(bouquet=bouquet)
    if view.is_over:
        return result.summary if result else _("the game is over")
    if view.turn != HUMAN:
        if view.phase == "chain":
            return _("{seat} chooses its spade chain…").format(seat=names[view.turn])
        return _("{seat} is picking…").format(seat=names[view.turn])
    if view.phase == "chain":
        chain = (_("YOUR TURN: spades: {more}: m plays {card}, s stops") if short else
                 _("YOUR TURN: spades allow {more}: m plays {card}, s stops"))
        return chain.format(more=cards(view.chain_left, more=True), card=view.hand[-1].label)
    if affordable:
        if view.picked:
            return _("YOUR TURN: pick more ({n} left) or d = done").format(n=view.budget_left)
        pick = _("YOUR TURN: pick ({keys}, budget {n}) or d = done") if short else _(
            "YOUR TURN: pick a card ({keys}, budget {n}) or d = done")
        return pick.format(keys=slot_keys(affordable), n=view.budget)  # the digits the Footer names
    if view.picked and view.budget_left == 0:
        return _("YOUR TURN: your budget is spent: d = done")
    if view.picked:
        return _("YOUR TURN: nothing more within {n}: d = done").format(n=view.budget_left)
    return _("YOUR TURN: nothing affordable: d = done") if short else _("YOUR TURN: nothing affordable: d ends your turn")


def opponent_line(view, names: Sequence[str], *, score: int, size: int, level: str,
                  width: int, ascii_mode: bool, turn: int | None = None) -> Text:
    """The opponent's two lines: name, cards, score bar; its last bouquet,
    cut with … to the line's ``width``.  ``turn``: the seat whose turn is
    shown (the moment's: rules/clover/moments.py), the view's by default."""
    opp = view.opponent
    active = (view.turn if turn is None else turn) == opp and not view.is_over
    named = [_("{seat} ({level} AI)").format(seat=names[opp], level=_(level))] if level else []
    for name in [*named, names[opp]]:  # the level gives way where the line would not fit
        line = Text(("> " if ascii_mode else "▶ ") if active else "  ", style="bold")
        line.append(name, style="bold reverse" if active else "bold")
        # Measured with two-digit counts, the widest a game reaches: the name stays as it is all game (a
        # playtest saw "North (medium AI)" become "North" once the score had two digits).
        widest = line.cell_len + cell_len(f" · {cards(max(size, 88))} · {max(score, 88)}/{WIN_SCORE} ") + 10
        line.append(f" · {cards(size)} · ")
        line.append(f"{score}/{WIN_SCORE} {score_bar(score, ascii_mode)}", style="bold")
        if not width or widest <= width:
            break
    last = [to_ascii(c.label) if ascii_mode else c.label for c in view.last_bouquets[opp]]
    label = "  " + _("last bouquet: ")
    line.append("\n" + label, style="bright_black")
    if not last:
        line.append(_("none yet"), style="bright_black")
    room = max(10, width - cell_len(label))  # "sista buketten: " is longer than "last bouquet: "
    while len(last) > 2 and len(" ".join(last)) > room:
        last = last[:-2] + ["…" if not ascii_mode else "..."]
    line.append(" ".join(last))
    return line


def meadow_title(view, names: Sequence[str], show: BouquetShow, affordable: Sequence[int], *,
                 my_pick: bool, my_chain: bool) -> Text:
    """The meadow's title: what the person may spend, or what the narrated
    bouquet has to spend."""
    title = Text(_("Meadow"), style="bold")
    if my_chain:
        title.append(" · " + _("after the spade chain you pick"), style="bright_black")
        return title
    if not my_pick:
        if show.reds is not None and not show.won and show.owner != names[HUMAN]:
            title.append(" · " + _("{seat} has {n} of {budget} to spend").format(
                seat=show.owner, n=show.budget_left, budget=show.budget))
        return title
    if affordable and not view.picked:
        title.append(" · " + _("spend up to {n}").format(n=view.budget) + " · ", style="")
        title.append(_("numbered = affordable"), style="bright_green")
    elif affordable:
        title.append(" · " + _("{n} of {budget} left to spend").format(n=view.budget_left, budget=view.budget),
                     style="bright_green")
    elif not view.picked:
        title.append(" · " + _("no pick: d sends it under the talon"), style="bright_yellow")
    else:
        title.append(" · " + _("nothing within {n}").format(n=view.budget_left), style="")
    return title


def hand_title(view, names: Sequence[str], *, score: int, size: int, ascii_mode: bool,
               turn: int | None = None) -> tuple[Text, Text]:
    """The hand's header and its score bar, which the queue drops when the
    line has no room for it (the score stays in figures); ``turn`` as
    ``opponent_line``'s."""
    mine = (view.turn if turn is None else turn) == HUMAN and not view.is_over
    title = Text(("> " if ascii_mode else "▶ ") if mine else "", style="bold")
    title.append(_("Your hand ({seat})").format(seat=names[HUMAN]), style="bold reverse" if mine else "bold")
    title.append(f" · {cards(size)} · ")
    title.append(f"{score}/{WIN_SCORE}", style="bold")
    return title, Text(f" {score_bar(score, ascii_mode)}", style="bold")


# Answers to the person's keys --------------------------------------------------

def shows_the_rest(key: str) -> str:
    """A key that means nothing while a turn is told: it names what the
    Footer's "space Show all" does (a playtest read "space goes on" there)."""
    return _("{key} does nothing now: space shows the rest.").format(key=key)


def move_answer(key: str, view, affordable: Sequence[int]) -> str:
    """←→ where the cursor has nowhere to go: the one card it may stand on, or none."""
    if len(affordable) == 1:
        card = view.meadow[affordable[0]]
        return _("Only {card} is within your budget: space or {n} picks it.").format(card=card.label, n=affordable[0] + 1)
    return _("{key} does nothing now: no meadow card is within your budget; d ends your turn.").format(key=key)


def wait_answer(view, names: Sequence[str]) -> str | None:
    """What a key gets while the other seat decides (None: it is not)."""
    if view.is_over or view.turn == HUMAN:
        return None
    if view.phase == "chain":
        return _("Wait: {seat} is choosing its spade chain.").format(seat=names[view.turn])
    return _("Wait: {seat} is picking from the meadow.").format(seat=names[view.turn])


def chain_answer(view) -> str:
    return _("First the spade chain: m plays {card}, s stops it; then you pick.").format(card=view.hand[-1].label)


def added_to_chain(card: Card, view) -> str:
    """After m: ``view`` is the view after the card was added."""
    if view.phase == "chain":
        return _("You add {card}; the spades allow {more}: m or s.").format(
            card=card.label, more=cards(view.chain_left, more=True))
    return _("You add {card}; the chain is over.").format(card=card.label)


def picked(card: Card, slot: int, view) -> str:
    """After a pick: ``view`` is the view after it."""
    new = view.meadow[slot]
    if new:
        return _("You pick {card} for {value}; {new} comes up in its place. {n} left.").format(
            card=card.label, value=VALUE[card.code], new=new.label, n=view.budget_left)
    return _("You pick {card} for {value}; the slot stays empty. {n} left.").format(
        card=card.label, value=VALUE[card.code], n=view.budget_left)


def pick_answer(affordable: Sequence[int]) -> str:
    """After "pick a card" at the question whether to finish without a pick."""
    return _("Pick a numbered meadow card ({keys}, or space on it), then d.").format(keys=slot_keys(affordable))


def empty_slot(slot: int) -> str:
    return _("Meadow slot {n} is empty: the talon has run out.").format(n=slot + 1)


def finish_question(view, names: Sequence[str]) -> str:
    return _("You have picked nothing. If you finish now, the five meadow cards go under "
             "the talon and five new ones are turned up for {seat}.\n"
             "Finish your turn without picking?").format(seat=names[view.opponent])
