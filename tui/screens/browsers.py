"""Play in a browser (the served menu's b, ``kortbord serve --web``): a
one-time link that lets a browser play as this player, and the browsers
that can, each removable.  The server decides everything (tui/web/desk.py);
this screen asks it and shows the answers."""

from __future__ import annotations

from datetime import datetime

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ..i18n import N_, _
from ..remote.browsers import BoundBrowser, Browsers, Unavailable
from ..safety import guarded
from ..widgets.footer import Footer
from ..words import day_and_time

BROWSER_NAMES = (("Edg/", "Edge"), ("Firefox/", "Firefox"), ("Chrome/", "Chrome"), ("Chromium/", "Chromium"),
                 ("Safari/", "Safari"))
SYSTEMS = (("Android", "Android"), ("iPhone", "iOS"), ("iPad", "iPadOS"), ("Windows", "Windows"),
           ("Mac OS", "macOS"), ("CrOS", "ChromeOS"), ("Linux", "Linux"))


def described(agent: str) -> str:
    """"Chrome on Linux" from a User-Agent (the browser's own words, kept by the server)."""
    browser = next((name for mark, name in BROWSER_NAMES if mark in agent), None)
    system = next((name for mark, name in SYSTEMS if mark in agent), None)
    if browser and system:
        return _("{browser} on {system}").format(browser=browser, system=system)
    return browser or system or _("a browser")


class BrowsersScreen(Screen):
    DEFAULT_CSS = """
    BrowsersScreen #web-body { height: auto; padding: 1 1 0 1; }
    BrowsersScreen #web-link { padding: 0 1; text-style: bold; color: $accent; }
    BrowsersScreen .web-head { text-style: bold; padding: 1 1 0 1; }
    BrowsersScreen #web-browsers { height: 1fr; border: none; padding: 0 1; }
    """
    BINDINGS = [
        Binding("n", "new_link", N_("New link")),
        Binding("d,delete", "remove", N_("Remove browser")),
        Binding("escape,b,q", "app.pop_screen", N_("Back")),
    ]

    def __init__(self, browsers: Browsers) -> None:
        super().__init__()
        self.browsers = browsers
        self.bound: list[BoundBrowser] = []

    def compose(self) -> ComposeResult:
        yield Static(" " + _("Play in a browser"), classes="topbar")
        yield Static(_("Asking the server for a link…"), id="web-body", markup=False)
        yield Static("", id="web-link", markup=False)
        yield Static(_("Browsers that can play as you"), classes="web-head", markup=False)
        yield OptionList(id="web-browsers")
        yield Static(_("n new link · ↑↓ choose · d remove the chosen browser · esc back"), id="menu-hint",
                     markup=False)
        yield Footer()

    async def on_mount(self) -> None:
        self.query_one(OptionList).focus()
        await self.action_new_link()
        await self.refill()

    @guarded
    async def action_new_link(self) -> None:
        body, link = self.query_one("#web-body", Static), self.query_one("#web-link", Static)
        try:
            made = await self.browsers.new_link()
        except Unavailable:
            body.update(_("The server does not answer just now; press n to try again."))
            link.update("")
            return
        body.update(_("Open this link in a browser within {minutes} minutes; it works once, and that browser "
                      "then plays as you: your saves, statistics and settings. To copy it, select it with "
                      "Shift held down.").format(minutes=made.minutes))
        link.update(made.url)

    async def refill(self) -> None:
        options = self.query_one(OptionList)
        options.clear_options()
        try:
            self.bound = await self.browsers.bound()
        except Unavailable:
            self.bound = []
            options.add_option(Option(_("The server does not answer just now."), disabled=True))
            return
        if not self.bound:
            options.add_option(Option(_("None yet."), disabled=True))
            return
        for browser in self.bound:
            since = day_and_time(datetime.fromtimestamp(browser.created))
            options.add_option(Option(Text(_("{browser}, since {when}").format(
                browser=described(browser.agent), when=since)), id=browser.id))
        options.highlighted = 0

    @guarded
    async def action_remove(self) -> None:
        options = self.query_one(OptionList)
        if options.highlighted is None or not self.bound:
            self.notify(_("No browser is chosen."))
            return
        chosen = options.get_option_at_index(options.highlighted).id
        assert chosen is not None  # every browser's row is made with its id (show)
        try:
            removed = await self.browsers.remove(chosen)
        except Unavailable:
            self.notify(_("The server does not answer just now; try again."))
            return
        await self.refill()
        self.notify(_("Removed: that browser no longer plays as you.") if removed
                    else _("That browser had been removed already."))
