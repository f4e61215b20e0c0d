"""What a table process is given of the client: its terminal type and its
language, checked, and nothing of the host's environment; and the client's
language for a sentence said to it."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager

from rules import i18n

from ..base.table_env import TableEnv
from ..hosts.credentials import passfile_env
from ..i18n import LOCALE_VARIABLES, from_locale
from .spawn import base_env

# What the client may say about its terminal and language, and in what form.
CLIENT_ENV = ("LANG", "LC_ALL", "LC_MESSAGES", "NO_COLOR")
ENV_VALUE = re.compile(r"[A-Za-z0-9_.@+-]{1,64}")  # fullmatch: "$" would let a final "\n" through
DEFAULT_TERM = "xterm-256color"
DEFAULT_LANG = "en_US.UTF-8"


def table_env(term: str | None, client: Mapping[str, str | bytes], home: str) -> dict[str, str]:
    """The table process's whole environment: the player's data directory,
    and the client's TERM and language if they look like what they claim."""
    env = base_env()
    env.update(TableEnv(home=home).to_env(), HOME=home, TERM=DEFAULT_TERM, LANG=DEFAULT_LANG)
    if term and ENV_VALUE.fullmatch(term) and term != "dumb":
        env["TERM"] = term
    for name in CLIENT_ENV:
        value = client.get(name)
        if isinstance(value, bytes):
            value = value.decode("ascii", "replace")
        if isinstance(value, str) and ENV_VALUE.fullmatch(value):
            env[name] = value
    return env


def store_env(database: str | None, player: str, guest: bool, log: str | None = None) -> dict[str, str]:
    """With ``--database``, where the table keeps the player's data and who
    they are there (their data directory's name: their key's fingerprint),
    and the server's log (``log``), where the table writes why the database
    could not be reached: the player is told a plain sentence; and the
    server's password file (``PGPASSFILE``; the table's HOME is the
    player's, where libpq would look for ``~/.pgpass``).  A guest's games
    are not kept, so a guest's stay in their directory."""
    if not database or guest:
        return {}
    return TableEnv(database=database, player=player, serve_log=log or None).to_env() | passfile_env(os.environ)


@contextmanager
def speaking(client: Mapping[str, str | bytes]) -> Iterator[None]:
    """The client's language (from its LANG, LC_*) for a sentence to it,
    then the server's again."""
    env = {name: value.decode("ascii", "replace") if isinstance(value, bytes) else value
           for name, value in client.items() if name in LOCALE_VARIABLES}
    with i18n.speaking(from_locale(env)):
        yield
