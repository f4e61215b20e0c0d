"""The harvest table drawn from the view: the status bar and the season
track, both seats' lines and piles, the grazing area (its stacks, the draw
and discard piles, the last feeding or the discard pile shown), the prompt
line and the hand, each card lit as the cursor and the engine's legal
picks say.  The screen (screen.py) owns one and has it draw after every
change; it decides nothing."""

from __future__ import annotations

from typing import Any, Protocol, TypeVar, overload

from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import Static

from rules.cards import Card, cards_label
from rules.core import Action
from rules.harvest.seasons import FEEDING
from rules.harvest.view import HarvestView

from ...i18n import _, ngettext
from ...table import HUMAN, TableController
from ...widgets import Hand, Look, quiet
from ...widgets.hand import NO_CURSOR
from ...widgets.harvest_grazing import GrazingArea
from ...widgets.harvest_log import HarvestLog
from ...widgets.harvest_rows import CardRow, SeatLine
from ...widgets.harvest_track import SeasonTrack
from ...widgets.quiet import Line
from ..table.message import MessageLine
from ..table.teaching import SEEN
from . import picks as hp
from . import text as ht
from .cursor import HarvestCursor, hand_order, looking, my_move
from .news import AI, SHOW, HarvestNews

W = TypeVar("W", bound=Widget)  # a widget the drawing looks up on its table

ROW_IDS = {hp.OPP_BARN: "opp-barn", hp.OPP_HARVEST: "opp-harvest",
           hp.MY_HARVEST: "my-harvest", hp.MY_BARN: "my-barn"}


class DrawnTable(Protocol):
    """What the drawing needs of its table (a protocol: the screen imports
    this module, never the reverse)."""

    picker: HarvestCursor
    news: HarvestNews
    table: TableController
    role: Any  # its TableRole: ``alone`` (a shared table's other seat may be a person)

    @property
    def names(self) -> list[str]: ...
    @property
    def ascii_mode(self) -> bool: ...
    @property
    def holds(self) -> set[str]: ...
    @property
    def size(self) -> Size: ...
    @property
    def view(self) -> HarvestView: ...
    def legal(self) -> list[Action]: ...
    def current_picks(self) -> list[hp.Pick]: ...
    def passed_seasons(self) -> frozenset[str]: ...
    def step_card(self) -> Card | None: ...
    def text(self, sentence: str) -> str: ...
    def say(self, sentence: str, style: str = "") -> None: ...
    @property
    def messages(self) -> MessageLine: ...
    @overload
    def query_one(self, selector: type[W]) -> W: ...
    @overload
    def query_one(self, selector: str, expect_type: type[W]) -> W: ...


class HarvestBoard:
    def __init__(self, screen: DrawnTable) -> None:
        self.screen = screen

    def draw(self) -> None:
        screen = self.screen
        picker = screen.picker
        view = screen.view
        picks = screen.current_picks()
        picker.place(view, picks, screen.step_card(), looking(view, screen.table.paused_by_user, SHOW in screen.holds))
        looks = {p.card: Look.LEGAL for p in picks}
        if picker.card is not None and picker.card not in looks:
            looks[picker.card] = Look.DIMMED  # landed on a card that cannot be used now
        for card in screen.table.hint_marks:  # the hint's cards, until the next move
            looks[card] = Look.HINTED
        if picker.first is not None:
            looks[picker.first] = Look.SELECTED
        names, ascii_mode = screen.names, screen.ascii_mode
        waits = SHOW in screen.holds or SEEN in screen.holds  # for the person's key: a feeding, a lesson's move
        screen.query_one("#status", Line).update(screen.text(ht.status_line(view, names, waits)))
        if view.turn == HUMAN:
            head = _("Your turn:")
        elif not screen.role.alone:  # a shared table: the other may be a person
            head = _("{seat}'s turn:").format(seat=names[AI])
        else:
            head = _("AI's turn:")
        # the moment shown: a feeding held to be read is feeding time, though the engine is at growing (a playtest)
        season = FEEDING if SHOW in screen.holds and screen.news.show_said else view.season
        screen.query_one(SeasonTrack).show(view.seasons, season, head, view.is_over, screen.passed_seasons())
        for seat, widget in ((AI, "#opp-seat"), (HUMAN, "#my-seat")):
            style = "bold reverse" if view.turn == seat and not view.is_over else "bold"
            variants = []
            for line, name_len in ht.seat_lines(view, seat, names, ascii_mode, ai=screen.role.alone):
                text = Text(screen.text(line))
                text.stylize(style, 0, name_len)
                variants.append(text)
            screen.query_one(widget, SeatLine).show(variants)
        for zone, row_id in ROW_IDS.items():
            seat = HUMAN if zone in (hp.MY_BARN, hp.MY_HARVEST) else AI
            cards = view.barns[seat] if zone in (hp.MY_BARN, hp.OPP_BARN) else view.harvests[seat]
            suffix = ht.harvest_suffix(cards) if zone in (hp.MY_HARVEST, hp.OPP_HARVEST) else ""
            screen.query_one(f"#{row_id}", CardRow).show(cards, looks, picker.card, suffix, empty_cursor=picker.empty_pile == zone)
        self.draw_grazing(looks)
        more = self.more_to_read()
        quiet.update(screen.query_one("#h-prompt", Static), screen.text(ht.prompt_line(
            view, names, picker.first, picker.fence, hp.can_fence(screen.legal(), picker.first),
            waits, screen.news.last_weather, screen.table.paused_by_user,
            width=max(screen.size.width, 40) - 2, more=more and SHOW in screen.holds)))  # padding: a column each side
        self.tell_space(more)
        hand = screen.query_one(Hand)
        hand_legal = [p.card for p in picks if p.zone == hp.HAND]
        selected = [picker.first] if picker.first in view.hand else []
        hand.show(sorted(view.hand, key=hand_order), legal=hand_legal if my_move(view) else None,
                  selected=selected, hinted=screen.table.hint_marks)
        if picker.card in view.hand:
            hand.move_to(picker.card)
        else:
            hand.cursor = NO_CURSOR  # the cursor is on the board

    def more_to_read(self) -> bool:
        """A feeding held to be read has rows below the log's: space shows them first."""
        return SHOW in self.screen.holds and self.screen.query_one(HarvestLog).more_below()

    def tell_space(self, more: bool) -> None:
        """The message line that asked for the key says what space does now, as the prompt does."""
        screen, news = self.screen, self.screen.news
        said = news.feeding_said(more) if news.show_said else ""
        if said and said != news.show_said:
            if screen.messages.shows(screen.text(news.show_said)):
                screen.say(said)
            news.show_said = said

    def draw_grazing(self, looks: dict) -> None:
        screen = self.screen
        view, news = screen.view, screen.news
        names = screen.names
        top = f"{view.discard[-1].label} ({len(view.discard)})" if view.discard else _("empty")
        piles = _("draw {n} · discard {top}").format(n=view.draw_count, top=top)
        caption = ""
        if view.stacks:
            st = view.stacks[0]
            caption = (_("You graze on {seat}'s harvest (top first):") if st.grazer_owner == HUMAN
                       else _("{seat} grazes on your harvest (top first):")).format(seat=names[AI])
        notes: tuple[str, ...] = ()
        short: tuple[str, ...] = ()
        notes_title = ""
        if news.show_discard:
            notes_title = ngettext("Discard pile, {n} card, top last (v closes):",
                                   "Discard pile, {n} cards, top last (v closes):", len(view.discard)
                                   ).format(n=len(view.discard))
            notes = (cards_label(view.discard) or _("empty"),)
        elif news.fed:
            notes_title = news.fed_title
            notes = tuple(ht.feeding_note(e, names) for e in news.fed)
            short = tuple(ht.feeding_short(e, names) for e in news.fed)
        screen.query_one(GrazingArea).show(view.stacks, looks, screen.picker.card, caption, piles,
                                           notes, notes_title, notes_first=news.show_discard, short_notes=short)
