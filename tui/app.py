"""The application entry point and its command-line options.

``kortbord`` opens the menu; ``kortbord hearts`` sits straight down at a
table.  The App itself only routes: menu → Play page → table → game over.
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace as dc_replace
from typing import TYPE_CHECKING

from textual import events
from textual.app import App
from textual.binding import Binding
from textual.driver import Driver
from textual.filter import Monochrome, NoColor

from rules import i18n

from . import breakpoints, textual_private
from .ascii_only import AsciiOnly
from .cli import parse_args
from .i18n import N_, _, choose, ngettext
from .no_color import PlainStyles
from .remote.browsers import Browsers
from .remote.browsers import from_environ as browsers_from_environ
from .remote.tables_link import Tables, from_environ
from .safety import PlainError, described, guarded, record
from .screens import registry
from .screens.menu import MenuScreen
from .screens.too_small import TooSmallScreen
from .settings import DEFAULT_PACE, TableSettings
from .store.keeper import Keeper
from .terminal import TerminalWatch
from .textual_private import NoticeFilter, QuietFatalError, pending_error, stop_with, withdraw
from .widgets.scrollbars import use_ascii_scrollbars

if TYPE_CHECKING:
    from asyncio import AbstractEventLoop

    from .house_app import HouseApp
    from .screens.setup import SetupScreen
    from .store.record import SaveRecord

MIN_SIZE = (80, 24)
PLAIN_STYLES = PlainStyles()
ASCII_ONLY = AsciiOnly()
textual_private.repaint_changed_rows()  # a key repaints the rows it changed, not the screen (issue 27)
textual_private.lazy_strip_caches()  # a line of a widget makes the caches it uses, not seven (issue 27)

ASCII_KEYS = {"enter": "enter", "escape": "esc", "question_mark": "?", "left": "<", "right": ">",
              "up": "up", "down": "down"}


class KortbordApp(QuietFatalError, NoticeFilter, App):
    TITLE = "Kortbord"
    CSS_PATH = "app.tcss"
    ENABLE_COMMAND_PALETTE = False
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]
    # ctrl+c quits too (people press it to leave; the game is saved first).
    BINDINGS = [Binding("ctrl+q,ctrl+c", "quit", N_("Quit"), show=False, priority=True)]

    # What the screens and widgets read of the app, always set by __init__
    # (they read them directly: no getattr probing).
    store: Keeper | None  # saves, statistics, remembered settings; None with --no-save or a store that failed
    ascii_mode: bool  # suits as letters, ASCII borders
    seed: int | None  # --seed: replayable deals
    start_game: str | None  # kortbord <game>: sit straight down
    learn: bool  # kortbord learn <game>: its lesson, not a game
    pace: str | None  # --pace, for this run
    level: str | None  # --level, for a direct start
    exit_note: str  # said on the terminal after the app has gone
    tables: Tables | None  # kortbord serve: the link to the tables with people (tui/remote/tables_link.py)
    browsers: Browsers | None  # kortbord serve --web, a player with a key: links for browsers (tui/remote/browsers.py)

    def __init__(
        self,
        ascii_mode: bool = False,
        seed: int | None = None,
        start: str | None = None,
        pace: str | None = None,
        level: str | None = None,
        keep: bool = True,
        lang: str | None = None,
        environ: Mapping[str, str] | None = None,
        tables: Tables | None = None,
        browsers: Browsers | None = None,
        driver_class: type[Driver] | None = None,
        learn: bool = False,
    ) -> None:
        """``keep``: use tui.store (saves, statistics, remembered settings in
        the data directory, or $KORTBORD_HOME); False keeps nothing.
        ``lang`` (--lang) wins over the remembered language, which wins over
        the locale in ``environ`` (main() passes os.environ); with neither
        a flag, a setting nor an environ the language spoken stays.  This is
        the app's one choice of its language (the parser only borrows one):
        here, because the remembered setting is known only once the store
        is open; the store reports what it found while opening in the
        language of the flag or the locale.
        ``driver_class``: Textual's own unless given (kortbord serve's tables
        use tui/serve/served_terminal.py, the served table's terminal)."""
        self.store = None
        failed = None  # why saving is off this run, told once the app runs
        chosen = lang is not None or environ is not None
        with i18n.speaking(choose(lang, None, environ or {}) if chosen else i18n.language()):
            if keep:
                try:
                    self.store = Keeper()
                except Exception as error:  # noqa: BLE001 - play on without keeping
                    failed = (error, None if isinstance(error, PlainError) else record(error))  # a plain one's detail is logged
        remembered = self.store.settings if self.store is not None else None
        setting = remembered.language if remembered is not None else None
        if lang is not None or setting is not None or environ is not None:
            i18n.use(choose(lang, setting, environ or {}))
        self._store_failed = ""
        if failed is not None:
            problem, where = failed
            self._store_failed = (_("Saves and statistics are off this time ({error}); details in {where}.")
                                  if where else _("Saves and statistics are off this time ({error}).")
                                  ).format(error=described(problem), where=where)
        # Command-line options win for this run; otherwise the remembered ones.
        self.ascii_mode = ascii_mode or bool(remembered and remembered.ascii)  # before App.__init__ reads the CSS variables
        use_ascii_scrollbars(self.ascii_mode)
        super().__init__(driver_class=driver_class)
        self.seed = seed
        self.start_game = start
        self.learn = learn
        self.pace = pace
        self.level = level
        self.tables = tables
        self.browsers = browsers
        self._too_small: TooSmallScreen | None = None
        self._started = False  # the first screens are pushed
        self._restore_signals: Callable[[], None] | None = None
        self._loop: AbstractEventLoop | None = None
        self._notices: dict = {}  # key -> the Notification showing for it
        self.exit_note = ""
        # Before Textual takes the terminal over: its settings, to put back.
        self.terminal = TerminalWatch(self._terminal_hung_up, self._flush_games)

    def get_css_variables(self) -> dict[str, str]:
        variables = super().get_css_variables()
        ascii_mode = self.ascii_mode  # set before App.__init__ asks for these
        variables["frame"] = "ascii" if ascii_mode else "round"
        variables["button-edge"] = "none" if ascii_mode else "tall"
        return variables

    def get_line_filters(self):
        """Under NO_COLOR, no colour at all (tui/no_color.py), instead of
        Textual's greys; in ASCII mode, nothing but ASCII (tui/ascii_only.py)."""
        filters = list(super().get_line_filters())
        if self.no_color:
            filters = [f for f in filters if not isinstance(f, (Monochrome, NoColor))] + [PLAIN_STYLES]
        if self.ascii_mode:
            filters.append(ASCII_ONLY)
        return filters

    def get_key_display(self, binding: Binding) -> str:
        if binding.key_display:  # a key named in words ("space") is said as the tables' sentences say it
            display = _(binding.key_display)
            if self.ascii_mode:
                display = display.replace("←→", "<>").replace("←", "<").replace("→", ">")
            return display
        if self.ascii_mode:
            return ASCII_KEYS.get(binding.key, binding.key)
        return super().get_key_display(binding)

    def on_mount(self) -> None:
        if self.store is not None:
            theme = self.store.settings.theme
            if theme in self.available_themes and theme != self.theme:
                self.theme = theme
        self.install_signals()
        if not self.is_headless:
            self.terminal.start()
        if self.store is None and self._store_failed:
            self.notify(self._store_failed, severity="warning", timeout=20, markup=False)
        self.push_screen(MenuScreen())
        if self.tables is not None:
            from .screens.lobby import open_table

            self.tables.opener = lambda tables, seated, state: open_table(self, tables, seated, state)
            self.tables.start()  # in the background: a dropped seat taken back opens its table
        if self.start_game and self.learn:
            from .lessons import open_lesson

            open_lesson(self, self.start_game)  # leaving it goes to the menu, as a game's table does
        elif self.start_game:
            waiting = sum(e.game != self.start_game for e in self.store.entries) if self.store is not None else 0
            notes = [ngettext("{n} unfinished game of another kind saved: "
                              "q goes to the menu, which offers it for resuming.",
                              "{n} unfinished games of other kinds saved: "
                              "q goes to the menu, which offers them for resuming.", waiting
                              ).format(n=waiting)] if waiting else []
            self.start_new_table(self.default_settings(self.start_game), notes=notes)  # in the table's log
        self._started = True
        self.call_after_refresh(self.check_size)  # once those screens are up

    # Keeping the game ---------------------------------------------------------

    def install_signals(self) -> None:
        """SIGHUP (the link dropped), SIGTERM and SIGQUIT: write the game,
        then leave (with the terminal restored)."""
        import asyncio

        from .store import install_signal_handlers

        self._loop = asyncio.get_running_loop()
        try:
            self._restore_signals = install_signal_handlers(self._flush_games, self._signalled, self._loop)
        except (NotImplementedError, RuntimeError, ValueError):
            self._restore_signals = None  # not the main thread, or no signals here
        try:  # kortbord serve: the player has not pressed a key for a while; the window was cut
            self._loop.add_signal_handler(signal.SIGUSR1, self.idle_warning)
            self._loop.add_signal_handler(signal.SIGUSR2, self.window_cut)
            # A served table holds them blocked until now (tui/serve/child.py): one sent early comes now.
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGUSR1, signal.SIGUSR2})
        except (NotImplementedError, RuntimeError, ValueError):
            pass

    def idle_warning(self) -> None:
        self.notify(_("No key for a while: this connection closes in a minute unless you press one "
                      "(the game is saved)."), key="idle", severity="warning", timeout=60, markup=False)

    def window_cut(self) -> None:
        """kortbord serve cut the client's window to what a table draws; the
        pty has the cut size already."""
        terminal = sys.__stdout__
        if terminal is None:
            return
        try:
            size = os.get_terminal_size(terminal.fileno())
        except (OSError, ValueError, AttributeError):
            return
        self.notify(_("Your window is larger than a table here draws: it uses {size} of it.").format(
            size=f"{size.columns}×{size.lines}"), key="window", severity="warning", timeout=15, markup=False)

    def _flush_games(self) -> None:
        if self.store is not None:
            self.store.flush()

    def _signalled(self, signum: int) -> None:
        self.leave(128 + signum)

    def _terminal_hung_up(self) -> None:
        """From the watching thread: leave on the app's own loop."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self.leave, 129)

    def leave(self, code: int) -> None:
        """Save every open game and exit with ``code``, within a second even
        if Textual's own exit gets stuck on a terminal that is gone."""
        self.terminal.leave_by(code)
        self.save_games()
        if self.store is not None:
            self.exit_note = " ".join(self.store.unsaved())
        if self.terminal.hung_up():
            # Nothing to restore on a terminal that is gone, and Textual's
            # exit would only wait on it: the games are on disk, so go now.
            self.terminal.exit_now(code)
        self.exit(return_code=code)

    def save_games(self) -> None:
        if self.store is not None:
            try:
                self.store.save_all()
            except Exception as error:  # noqa: BLE001
                record(error)

    def show_problems(self) -> None:
        """What the store could not use (each names its file): plain text."""
        if self.store is None:
            return
        for problem in self.store.take_problems():
            self.notify(problem, severity="warning", timeout=20, markup=False)

    async def action_quit(self) -> None:
        self.save_games()
        notes = self.store.unsaved() if self.store is not None else []
        if not notes:
            self.exit()
            return
        from .screens.confirm import ConfirmScreen

        if isinstance(self.screen, ConfirmScreen):
            return  # asked already

        def answered(leave: bool | None) -> None:
            if leave:
                self.exit_note = " ".join(notes)
                self.exit(return_code=1)

        self.push_screen(ConfirmScreen(_("{notes} Quit anyway?").format(notes=" ".join(notes))), answered)

    def notify(self, message: str, *, key: str | None = None, **kwargs) -> None:
        """Textual's notify, one notice per problem: a notice with the same
        ``key`` (by default the same text) replaces the one still showing
        instead of piling up under it."""
        from textual.notifications import Notification, Notify

        key = key or message
        old = self._notices.get(key)
        if old is not None:
            withdraw(self, old)
        timeout = kwargs.pop("timeout", None)
        notification = Notification(message, kwargs.pop("title", ""), kwargs.pop("severity", "information"),
                                    self.NOTIFICATION_TIMEOUT if timeout is None else timeout,
                                    markup=kwargs.pop("markup", True))
        self._notices[key] = notification
        self.post_message(Notify(notification))

    def notice_wanted(self, notification) -> bool:
        """A notice replaced before it was shown is never shown."""
        return any(notification is shown for shown in self._notices.values())

    @guarded
    def on_setup_screen_lesson_asked(self, message: SetupScreen.LessonAsked) -> None:
        """The Play page's "learn to play": the game's lesson at its table."""
        from .lessons import open_lesson

        open_lesson(self, message.game)

    def on_unmount(self) -> None:
        self.save_games()
        if self.tables is not None:
            self.tables.close()
        if self._restore_signals is not None:
            try:
                self._restore_signals()
            except Exception:  # noqa: BLE001
                pass
        if self.store is not None:
            self.store.close()

    def watch_theme(self, theme: str) -> None:
        if self.store is not None and self._started and self.store.settings.theme != theme:
            self.store.remember(theme=theme)

    def set_language(self, language: str) -> None:
        """Speak ``language`` from now on (and remember it): every screen is
        composed again, so what shows is in the new language at once."""
        i18n.use(language)
        if self.store is not None:
            self.store.remember(language=language)
        if self.tables is not None:
            self.tables.set_language(language)
        for screen in self.screen_stack:
            if screen.is_mounted:
                screen.refresh_bindings()
                screen.call_later(screen.recompose)

    def set_ascii_mode(self, on: bool) -> None:
        """Switch ASCII mode now (and remember it)."""
        self.ascii_mode = on
        use_ascii_scrollbars(on)
        self.refresh_css(animate=False)
        for screen in self.screen_stack:  # every line again, through the filters or not
            for widget in screen.walk_children(with_self=True):
                widget.refresh()
        if self.store is not None:
            self.store.remember(ascii=on)

    # Routing ------------------------------------------------------------------

    def default_settings(self, game: str) -> TableSettings:
        choices = registry.choices(game)
        options = {c.key: c.default for c in choices if c.engine}
        level = next(c.default for c in choices if c.key == "level")
        pace = DEFAULT_PACE
        if self.store is not None:
            remembered = self.store.settings.game(game)
            if remembered.level in registry.levels(game):
                level = remembered.level
            pace = remembered.pace
        if self.level in registry.levels(game):
            level = self.level
        return TableSettings(game, options, level, self.pace or pace, self.seed)

    def start_new_table(self, settings: TableSettings, replace: bool = False, notes: Sequence[str] = ()) -> None:
        """A new game, but first, when one of its kind is unfinished, ask:
        resume that one, or start another and keep the old one.  ``notes``:
        said in the new table's log."""
        from .screens.unfinished import UnfinishedScreen, unfinished_of

        waiting = unfinished_of(self.store, settings.game)
        if not waiting:
            self.start_table(settings, replace=replace, notes=notes)
            return
        asked_over = self.screen

        def answer(choice: str | None) -> None:
            if self.screen is not asked_over:
                return  # something else came up meanwhile
            if choice == "resume":
                self.resume_game(waiting[0].id, replace=replace)
            elif choice == "new":
                self.start_table(settings, replace=replace, notes=notes)

        self.push_screen(UnfinishedScreen(waiting), answer)

    def resume_game(self, save_id: str, replace: bool = False) -> None:
        """Sit down at a saved game, exactly where it was left (in place of
        the current screen with ``replace``)."""
        from .screens.resume import settings_from_record

        store = self.store
        entry = store.entry(save_id) if store is not None else None
        if store is None or entry is None:
            self.notify(_("That saved game is gone."), severity="warning")
            return
        # Taking the lock is the act of opening: of two windows pressing
        # enter at once, exactly one gets the game.
        if not store.take_lock(entry.id):
            self.notify(_("That game is open in another Kortbord window; play it there, or close that one first."),
                        severity="warning", timeout=8)
            store.refresh_saves()
            return
        # Read it again, under the lock: the file may have changed since the menu listed it.
        try:
            record = self.store_load(entry.id)
        except Exception as error:  # noqa: BLE001 - SaveError names the file
            store.drop_lock(entry.id)
            self.notify(str(error), severity="warning", timeout=20, markup=False)
            store.refresh_saves()
            return
        screen = registry.screen_class(record.game)(settings_from_record(record), resume=record)
        if replace:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def store_load(self, save_id: str) -> SaveRecord:
        assert self.store is not None  # resume_game asks only with a store
        return self.store.load(save_id)

    def start_table(self, settings: TableSettings, replace: bool = False, notes: Sequence[str] = ()) -> None:
        if self.pace and settings.pace == "normal":
            settings = dc_replace(settings, pace=self.pace)
        screen = registry.screen_class(settings.game)(settings)
        screen.table_log.notes.extend(notes)
        if replace:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def play_again(self, settings: TableSettings) -> None:
        """A new deal with the same options (the next seed when seeded)."""
        seed = None if settings.seed is None else settings.seed + 1
        self.start_table(dc_replace(settings, seed=seed), replace=True)

    def push_screen(self, screen, *args, **kwargs):
        breakpoints.sized(self, screen)  # styled once, not again at its first resize
        return super().push_screen(screen, *args, **kwargs)

    def switch_screen(self, screen):
        breakpoints.sized(self, screen)
        return super().switch_screen(screen)

    def pop_screen(self):
        """Never below the menu: a key that came before its screen was up
        (a dialog answered twice, say) finds nothing to pop."""
        if isinstance(self.screen, MenuScreen) and len(self.screen_stack) <= 2:
            from textual.await_complete import AwaitComplete

            return AwaitComplete()
        return super().pop_screen()

    async def action_pop_screen(self) -> None:
        """Back (a screen's q/escape): never below the menu, even when keys
        come faster than the screens change."""
        if len(self.screen_stack) <= 2 or isinstance(self.screen, MenuScreen):
            return
        self.pop_screen()

    # The window's size --------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        # Runs before App._on_resize has stored the new size: use the event's.
        if self._started:
            self.check_size(event.size)

    def check_size(self, size: tuple[int, int] | None = None) -> None:
        width, height = size or self.size
        small = width < MIN_SIZE[0] or height < MIN_SIZE[1]
        if small and self._too_small is None:
            self._too_small = TooSmallScreen(MIN_SIZE)
            self.push_screen(self._too_small)
        elif small and self._too_small is not None:
            if self._too_small.is_mounted:
                self._too_small.show_size(width, height)
        elif not small and self._too_small is not None:
            if self.screen is self._too_small:
                self._too_small = None
                self.pop_screen()
            # else a dialog opened on top of it: it pops itself when it is
            # shown again (TooSmallScreen.on_screen_resume)

    # Errors -------------------------------------------------------------------

    def fatal_error_met(self) -> None:
        """An error no handler caught: no traceback on the player's screen,
        the details go to the error log."""
        error = sys.exc_info()[1] or pending_error(self)
        where = record(error) if error is not None else None
        stop_with(self, _("Kortbord stopped after an internal error; the details are in {where}.").format(where=where)
                  if where else _("Kortbord stopped after an internal error."))


if TYPE_CHECKING:
    def _the_house_app(app: KortbordApp) -> HouseApp:
        return app  # checked by mypy: KortbordApp offers all the screens ask of it (tui/house_app.py)


def build_app(args, environ: Mapping[str, str] = os.environ, driver_class: type[Driver] | None = None) -> KortbordApp:
    """The app the command line asks for; its language: --lang, else the
    remembered one, else the locale in ``environ``."""
    return KortbordApp(ascii_mode=args.ascii, seed=args.seed, start=args.game,
                       pace=args.pace, level=args.level, keep=not args.no_save,
                       lang=args.lang, environ=environ, tables=from_environ(environ),
                       browsers=browsers_from_environ(environ), driver_class=driver_class,
                       learn=args.learn)


def main(argv: list[str] | None = None, driver_class: type[Driver] | None = None) -> int:
    """The app (``kortbord serve`` is tui.command's)."""
    return start(parse_args(sys.argv[1:] if argv is None else argv), driver_class)


def start(args, driver_class: type[Driver] | None = None) -> int:
    """The app the parsed command line asks for, until it quits."""
    app = build_app(args, driver_class=driver_class)
    app.run()
    code = app.return_code or 0
    if app.exit_note:
        try:
            print(f"kortbord: {app.exit_note}", file=sys.stderr, flush=True)
        except (OSError, ValueError):
            pass  # the terminal is gone
        code = code or 1
    if app.terminal.leaving:
        # A hang-up or a signal: everything is saved, and the interpreter's
        # own teardown (most of a second on a busy machine) is not waited for.
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):
                pass
        os._exit(code)
    return code


if __name__ == "__main__":
    sys.exit(main())
