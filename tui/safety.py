"""Nothing that goes wrong in a handler may put a traceback on the player's
screen: handlers are wrapped with ``guarded``, which reports the problem in a
notification and writes the details to a log file.

Under test the guards re-raise after reporting (``reraise_errors(True)``,
switched on by tests/conftest.py for the whole run): a test must never pass
over an error a player would have seen as a notice.  A player's run never
switches it on, so it never re-raises there.
"""

from __future__ import annotations

import functools
import inspect
import logging
import logging.handlers
import traceback
from pathlib import Path

from rules.core import IllegalAction

from .base.table_env import TableEnv
from .i18n import _

_reraise = False


def reraise_errors(on: bool) -> None:
    """Whether the guards re-raise after reporting: True only under test."""
    global _reraise
    _reraise = on


def reraising() -> bool:
    return _reraise


class PlainError(Exception):
    """An error whose words are for the player as they are: its detail (an
    address, a database client's message) is already logged where the host's keeper
    reads it (tui/store/pg/plain.py's ``StoreUnreachable``)."""


def described(error: BaseException) -> str:
    """An error in a sentence to the player: a PlainError's own words, any
    other's kind and message."""
    return str(error) if isinstance(error, PlainError) else f"{type(error).__name__}: {error}"


def error_log_path() -> Path:
    override = TableEnv.from_env().home  # as tui/store does
    if override:
        return Path(override) / "errors.log"
    try:
        from platformdirs import user_state_dir

        base = Path(user_state_dir("kortbord"))
    except Exception:  # platformdirs missing or unusable
        base = Path.home() / ".kortbord"
    return base / "errors.log"


ERRORS_LOG_SIZE = 1_000_000  # bytes: then errors.log becomes errors.log.1, replacing the one before


class ErrorsFile(logging.handlers.RotatingFileHandler):
    """The error log's handler: rotated at ERRORS_LOG_SIZE, one older file
    kept; a write that fails is noted, never printed on the player's screen."""

    failed = False

    def handleError(self, record: logging.LogRecord) -> None:
        self.failed = True


def record(error: BaseException) -> Path | None:
    """Append the traceback to the error log (bounded: rotated at
    ERRORS_LOG_SIZE); returns where (None if it could not be written)."""
    path = error_log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = ErrorsFile(path, maxBytes=ERRORS_LOG_SIZE, backupCount=1, encoding="utf-8")
    except OSError:
        return None
    try:
        handler.handle(logging.makeLogRecord({"msg": "".join(traceback.format_exception(error))}))
    finally:
        handler.close()
    return None if handler.failed else path


def report(node, error: BaseException) -> None:
    """Tell the player, briefly; the details go to the log file.  Under test,
    raise ``error`` again afterwards (an IllegalAction is the rules' answer
    to a key, not an error: it is only shown)."""
    if isinstance(error, IllegalAction):
        text = str(error)
    else:
        text = _("Something went wrong ({error}).").format(error=described(error))
        where = None if isinstance(error, PlainError) else record(error)  # a plain error's detail is logged already
        if where:
            text += " " + _("Details in {where}.").format(where=where)
    try:
        node.app.notify(text, severity="error", timeout=6)
    except Exception:
        pass
    if _reraise and not isinstance(error, IllegalAction):
        raise error


def guarded(method):
    """Wrap a handler (plain or async) so that an exception is reported, not
    raised (raised too, under test: see ``report``)."""
    if inspect.iscoroutinefunction(method):
        @functools.wraps(method)
        async def async_wrapper(self, *args, **kwargs):
            try:
                return await method(self, *args, **kwargs)
            except Exception as error:  # noqa: BLE001 - that is the point
                report(self, error)
        return async_wrapper

    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except Exception as error:  # noqa: BLE001
            report(self, error)
    return wrapper


class GuardedClock:
    """A Clock whose callbacks (the bots' moves) report an exception instead
    of letting asyncio print a traceback over the table (and, under test,
    raise it again after ``on_error``)."""

    def __init__(self, clock, on_error) -> None:
        self.clock = clock
        self.on_error = on_error

    @property
    def threads(self) -> bool:
        return self.clock.threads

    def now(self) -> float:
        return self.clock.now()

    def call_later(self, delay, callback, *args):
        def run() -> None:
            try:
                callback(*args)
            except Exception as error:  # noqa: BLE001
                self.on_error(error)
                if _reraise and not isinstance(error, IllegalAction):
                    raise

        return self.clock.call_later(delay, run)

    async def sleep(self, delay: float) -> None:
        await self.clock.sleep(delay)
