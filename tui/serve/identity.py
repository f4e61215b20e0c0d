"""Who is who: the host's key, and a player as the fingerprint of theirs.

A player's data directory is named from their key's SHA-256 fingerprint,
re-encoded to letters, digits, ``-`` and ``_`` (nothing the client sends
goes into a file name).  Guests get a fresh directory each, removed when
they leave.  Every directory is 0700; the host key is 0600 (or, shared
by several nodes, a file given with ``--host-key``).
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .ssh import asyncssh

HOST_KEY = "host_ed25519_key"
PLAYERS = "players"
GUESTS = "guests"
SAFE_NAME = re.compile(r"sha256-[A-Za-z0-9_-]{43}")  # fullmatch: "$" would let a final "\n" through


def private_dir(path: Path) -> Path:
    """``path`` as a directory only its owner can enter."""
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    if stat.S_IMODE(path.stat().st_mode) != 0o700:
        path.chmod(0o700)
    return path


def host_key(data: Path) -> tuple[asyncssh.SSHKey, bool]:
    """The host's ed25519 key in ``data`` (made, mode 0600, if missing) and
    whether it is new."""
    path = data / HOST_KEY
    if path.exists():
        if stat.S_IMODE(path.stat().st_mode) & 0o077:
            path.chmod(0o600)  # a key others can read is no secret
        return asyncssh.read_private_key(str(path)), False
    key = asyncssh.generate_private_key("ssh-ed25519")
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(key.export_private_key())
    return key, True


def shared_host_key(path: Path) -> asyncssh.SSHKey:
    """A host key made once and copied to every node (``--host-key``), so
    players see one fingerprint whichever node they reach.  Unlike the one
    made here, it is not ours to chmod: one others can read is refused, as
    sshd refuses it."""
    if stat.S_IMODE(path.stat().st_mode) & 0o077:
        raise ValueError(f"{path} can be read by others: chmod 600 it")
    try:
        return asyncssh.read_private_key(str(path))
    except (asyncssh.KeyImportError, ValueError) as error:
        raise ValueError(f"{path} is not a private key without a passphrase ({error})") from None


def fingerprint(key: asyncssh.SSHKey) -> str:
    return key.get_fingerprint("sha256")


def dir_name(print_: str) -> str:
    """``SHA256:abc+/…`` → ``sha256-abc-_…``: the same player, a safe name."""
    body = print_.removeprefix("SHA256:").replace("+", "-").replace("/", "_").rstrip("=")
    name = "sha256-" + body
    if not SAFE_NAME.fullmatch(name):
        raise ValueError(f"not a SHA-256 fingerprint: {print_!r}")
    return name


def read_authorized(path: Path) -> set[str]:
    """The fingerprints of the keys in an authorized_keys file (options in
    front of a key are allowed and ignored; comments and blank lines too)."""
    prints = set()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        words = line.split()
        for start in range(len(words)):
            try:
                key = asyncssh.import_public_key(" ".join(words[start:]))
            except (asyncssh.KeyImportError, ValueError):
                continue
            prints.add(fingerprint(key))
            break
        else:
            raise ValueError(f"{path}:{number}: no public key on this line")
    return prints


@dataclass
class Player:
    """Who is at the table: ``fingerprint`` is None for a guest."""

    fingerprint: str | None
    home: Path
    guest: bool

    @property
    def name(self) -> str:
        return self.fingerprint or "guest"

    def leave(self) -> None:
        """A guest's games are not kept."""
        if self.guest:
            shutil.rmtree(self.home, ignore_errors=True)


def player_for_key(data: Path, print_: str) -> Player:
    home = private_dir(data / PLAYERS / dir_name(print_))
    return Player(print_, home, guest=False)


def new_guest(data: Path) -> Player:
    home = Path(tempfile.mkdtemp(prefix="guest-", dir=private_dir(data / GUESTS)))
    return Player(None, home, guest=True)


def clear_guests(data: Path) -> None:
    """Guests left behind by a server that did not stop cleanly."""
    shutil.rmtree(data / GUESTS, ignore_errors=True)
