"""The terminal modes the app has switched on, for a page that reattaches.

A table's app switches its terminal once, when it starts: the alternate
screen, mouse reporting, bracketed paste, a hidden cursor.  A reloaded
page has a fresh xterm.js that knows none of it, so the door remembers the
last DEC private mode set or reset for each number in the bytes the app
writes (``ESC [ ? n h`` / ``ESC [ ? n l``) and replays them before the app
redraws its screen.
"""

from __future__ import annotations

import re

MODE = re.compile(rb"\x1b\[\?([0-9;]{1,40})([hl])")
TAIL = 48  # bytes kept across reads: a sequence cut in two by a read


class Modes:
    def __init__(self) -> None:
        self.state: dict[int, bytes] = {}  # mode -> b"h" or b"l", in the order first seen
        self.tail = b""

    def feed(self, data: bytes) -> None:
        text = self.tail + data
        end = 0
        for match in MODE.finditer(text):
            for number in match.group(1).split(b";"):
                if number:
                    self.state[int(number)] = match.group(2)
            end = match.end()
        rest = text[end:]
        start = rest.rfind(b"\x1b")
        self.tail = rest[start:][:TAIL] if start >= 0 else b""

    def replay(self) -> bytes:
        """What sets a fresh terminal as the app has set its own."""
        return b"".join(b"\x1b[?%d%s" % (number, flag) for number, flag in self.state.items())
