"""Where ``kortbord serve`` finds its secrets: the database's DSN and the
broker's URL (either may hold a password) and the cluster key.

Every local user can read any process's command line (``ps``,
/proc/*/cmdline), so a password on it is refused, with the two places it
may come from instead: the environment (``KORTBORD_DATABASE``,
``KORTBORD_BROKER``; /proc/*/environ is the server's user's only) or a
file of the server's user only (``--database-file``, ``--broker-file``,
``--cluster-key-file``: mode 0600 or stricter, as sshd asks of a key).
The log never says a password either (tui/base/redact.py).

A table process's HOME is its player's directory, so libpq would look
for ``~/.pgpass`` there; ``passfile_env`` names the server's own
(``PGPASSFILE``, else the server's ``~/.pgpass``) to each table.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from ..base.redact import passwords
from ..i18n import _
from ..store.backend import ENV_DATABASE  # the server reads it as its table processes do

ENV_BROKER = "KORTBORD_BROKER"


class SecretRefused(ValueError):
    """A secret that cannot be used as given: ``str`` says why and what to do."""


@dataclass(frozen=True)
class Source:
    """One secret's three places: the option, its file option, the variable."""

    option: str  # --database
    variable: str  # KORTBORD_DATABASE
    kind: str  # "database" or "broker": how its password is found

    @property
    def file_option(self) -> str:
        return f"{self.option}-file"


DATABASE = Source("--database", ENV_DATABASE, "database")
BROKER = Source("--broker", ENV_BROKER, "broker")


def private_text(path: Path, option: str) -> str:
    """The first line of a file only the server's user can read; a file
    others can read (or not a regular file, or empty) is refused."""
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise SecretRefused(_("{option} {path} is not a file").format(option=option, path=path))
        if stat.S_IMODE(info.st_mode) & 0o077:
            raise SecretRefused(_("{option} {path} can be read by others (mode {mode:04o}): chmod 600 it").format(
                option=option, path=path, mode=stat.S_IMODE(info.st_mode)))
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise SecretRefused(_("{option} {path} cannot be read ({error})").format(
            option=option, path=path, error=error.strerror or error)) from None
    except UnicodeDecodeError:
        raise SecretRefused(_("{option} {path} is not text").format(option=option, path=path)) from None
    line = next((line.strip() for line in text.splitlines() if line.strip()), "")
    if not line:
        raise SecretRefused(_("{option} {path} is empty").format(option=option, path=path))
    return line


def resolve(source: Source, given: str | None, path: Path | None, environ: Mapping[str, str]) -> str | None:
    """The secret from the option (without a password), its file, or the
    environment, in that order; None when none of them gives it."""
    if given and path is not None:
        raise SecretRefused(_("give {option} or {file_option}, not both").format(
            option=source.option, file_option=source.file_option))
    if given:
        if passwords(source.kind, given):
            raise SecretRefused(_("{option} holds a password, which every user of this machine can read in ps: "
                                  "put it in {file_option} (mode 0600) or in {variable} instead").format(
                option=source.option, file_option=source.file_option, variable=source.variable))
        return given
    if path is not None:
        return private_text(path, source.file_option)
    return environ.get(source.variable) or None


def passfile_env(environ: Mapping[str, str]) -> dict[str, str]:
    """The server's password file for libpq in a table process, whose HOME
    is the player's: ``PGPASSFILE`` as the server has it, else the
    server's ``~/.pgpass`` when there is one; nothing otherwise."""
    named = environ.get("PGPASSFILE")
    if named:
        return {"PGPASSFILE": os.path.abspath(named)}
    home = environ.get("HOME")
    if home and Path(home, ".pgpass").is_file():
        return {"PGPASSFILE": str(Path(home, ".pgpass").resolve())}
    return {}
