"""What the nodes say to each other through the broker, sealed with the
key they share (``--cluster-key-file``), so that Redis, and whoever can
read or write it, carries their messages without reading or making one.

Each message is JSON sealed by ChaCha20-Poly1305 (an AEAD from
``cryptography``, which asyncssh already brings) under a key derived from
the cluster key (HKDF-SHA256), with a random 96-bit nonce of its own.
Inside the sealed text: the sending node's name, its sequence number
(one counter per node, growing with every message it seals) and the
wall-clock time it sealed it; the authenticated data is where it was put
(the channel or key name, which holds the receiving node's name).  So an
envelope is refused that was

* made or changed without the key (its tag does not check),
* moved to another channel or key (the authenticated place differs),
* replayed (its sender's sequence there is not above the last one taken;
  a lobby, read again and again, may repeat its last),
* or sealed more than ``max_age`` ago (the nodes' clocks are assumed to
  agree within well under that, as NTP keeps them; a lobby's key expires
  sooner anyway, so this bounds only a lobby an attacker writes back).

The sender a receiver is told is the one inside the seal, never a field
of the message: a node acts for the people of the node that sealed.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from ..i18n import _
from .credentials import SecretRefused, private_text

VERSION = b"K1"  # the first bytes of every sealed message: this format
NONCE = 12  # bytes
KEY_BYTES = 32  # the least a cluster key holds (base64 in its file: openssl rand -base64 32)
MAX_AGE = 60.0  # seconds: an older message is refused (a replay)
REMEMBERED = 512  # (sender, place) pairs kept for the replay check before the stale ones are forgotten
INFO = b"kortbord cluster messages v1"


class Unsealed(ValueError):
    """A message that is not one of the cluster's: ``str`` says why (for the log)."""


def read_key(path: Path) -> bytes:
    """The cluster key in its file: base64 of at least 32 random bytes,
    readable by the server's user only."""
    text = private_text(path, "--cluster-key-file")
    try:
        key = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        key = b""
    if len(key) < KEY_BYTES:
        raise SecretRefused(_("--cluster-key-file {path} does not hold a key: make one with "
                              "openssl rand -base64 32 > {path}; chmod 600 {path}").format(path=path))
    return key


class Seal:
    """One node's sealing and opening, under the cluster's key."""

    def __init__(self, key: bytes, sender: str, clock: Callable[[], float] = time.time) -> None:
        if len(key) < KEY_BYTES:
            raise ValueError(f"a cluster key holds at least {KEY_BYTES} bytes")
        derived = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=INFO).derive(key)
        self._aead = ChaCha20Poly1305(derived)
        self.sender = sender
        self.clock = clock
        self._sequence = 0
        self._last: dict[tuple[str, str], tuple[int, float]] = {}  # (sender, place) -> (sequence, its time)

    def seal(self, place: str, body: Any) -> str:
        """``body`` (JSON-able) sealed for ``place``, as text (Redis's
        clients here read text)."""
        self._sequence += 1
        inner = {"from": self.sender, "seq": self._sequence, "at": self.clock(), "body": body}
        plain = json.dumps(inner, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        nonce = os.urandom(NONCE)
        sealed = self._aead.encrypt(nonce, plain, VERSION + place.encode("utf-8"))
        return base64.b64encode(VERSION + nonce + sealed).decode("ascii")

    def open(self, place: str, text: str | bytes, *, again: bool = False, max_age: float = MAX_AGE) -> tuple[str, Any]:
        """(the sender, the body) of a message sealed for ``place``;
        Unsealed when it is not one (see the module's doc).  ``again``: the
        sender's last message may be read once more (a lobby's key)."""
        try:
            raw = base64.b64decode(text, validate=True)
        except (binascii.Error, ValueError, TypeError):
            raise Unsealed("not a sealed message") from None
        if not raw.startswith(VERSION) or len(raw) < len(VERSION) + NONCE + 16:
            raise Unsealed("not a sealed message")
        nonce, sealed = raw[len(VERSION):len(VERSION) + NONCE], raw[len(VERSION) + NONCE:]
        try:
            plain = self._aead.decrypt(nonce, sealed, VERSION + place.encode("utf-8"))
        except InvalidTag:
            raise Unsealed("not sealed with the cluster key for this place") from None
        try:
            inner = json.loads(plain)
            sender, sequence, at = inner["from"], inner["seq"], inner["at"]
        except (ValueError, TypeError, KeyError):
            raise Unsealed("sealed, but not a message") from None
        if not isinstance(sender, str) or not isinstance(sequence, int) or not isinstance(at, (int, float)):
            raise Unsealed("sealed, but not a message")
        now = self.clock()
        if abs(now - at) > max_age:
            raise Unsealed(f"sealed {now - at:.0f} s ago by {sender}: too old (a replay, or the clocks disagree)")
        last = self._last.get((sender, place))
        if last is not None and (sequence < last[0] or sequence == last[0] and not again):
            raise Unsealed(f"a replay of message {sequence} from {sender}")
        self._remember((sender, place), sequence, now, max_age)
        return sender, inner.get("body")

    def _remember(self, pair: tuple[str, str], sequence: int, now: float, max_age: float) -> None:
        if len(self._last) >= REMEMBERED:  # whatever an old pair could replay is refused as too old anyway
            for stale in [p for p, (_seq, at) in self._last.items() if now - at > max_age]:
                del self._last[stale]
        self._last[pair] = (sequence, now)
