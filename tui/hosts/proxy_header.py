"""The PROXY protocol's header (HAProxy's spec, versions 1 and 2): who the
client really is when a load balancer passes its connection on.

Pure: bytes in, a ``Header`` or a ``ProxyError`` out.  A reader asks
``missing(data)`` how many more bytes the header needs at least (0: it is
whole) and reads exactly that many, so it never takes a byte of the SSH
stream that follows; then ``parse(data)``.  Both raise ``ProxyError`` as
soon as ``data`` cannot begin a header, and a header is never longer than
``MAX_LENGTH`` (a version 2 header announcing more is refused, not read).
TLVs (version 2's extra fields) are skipped.
"""

from __future__ import annotations

import ipaddress
import struct
from dataclasses import dataclass

V1_PREFIX = b"PROXY "
V1_MAX = 107  # the spec's longest line, CRLF included
V1_MIN = len(b"PROXY UNKNOWN\r\n")
V2_SIGNATURE = b"\r\n\r\n\x00\r\nQUIT\n"
V2_FIXED = 16  # signature, version and command, family and protocol, length
MAX_LENGTH = 1024  # the addresses (36 bytes for IPv6) and room for a load balancer's usual TLVs
SIGNATURES = (V1_PREFIX, V2_SIGNATURE)

# Version 2's family and transport byte: what the address block holds.
V2_TCP4, V2_UDP4, V2_TCP6, V2_UDP6 = 0x11, 0x12, 0x21, 0x22
V2_ADDRESSES = {V2_TCP4: "!4s4sHH", V2_UDP4: "!4s4sHH", V2_TCP6: "!16s16sHH", V2_UDP6: "!16s16sHH"}


class ProxyError(ValueError):
    """Not a PROXY header, or a malformed one."""


@dataclass(frozen=True)
class Header:
    """``source`` is the client's (address, port), or None when the header
    says the connection is the proxy's own (v2 LOCAL, a health check) or
    gives no address (v1 UNKNOWN, v2 UNSPEC): then the peer's address stands."""

    version: int
    source: tuple[str, int] | None
    length: int  # bytes the header took


def could_begin(data: bytes) -> bool:
    """Whether ``data`` is the start (or more) of a PROXY header."""
    return bool(data) and any(data[: len(sig)] == sig[: len(data)] for sig in SIGNATURES)


def missing(data: bytes) -> int:
    """At least how many more bytes the header begun in ``data`` needs; 0
    when it is whole.  Never more than the header lacks."""
    if not data:
        return V1_MIN  # the shortest header of either version
    if not could_begin(data):
        raise ProxyError("not a PROXY header")
    return _v2_missing(data) if data.startswith(b"\r") else _v1_missing(data)


def _v1_missing(data: bytes) -> int:
    if len(data) < V1_MIN:
        return V1_MIN - len(data)
    end = data.find(b"\r\n")
    if end >= 0:
        if end + 2 != len(data):
            raise ProxyError("bytes after the version 1 line")  # a reader of missing() never takes them
        return 0
    if len(data) >= V1_MAX:
        raise ProxyError("version 1 line too long")
    return 1 if data.endswith(b"\r") else 2


def _v2_missing(data: bytes) -> int:
    if len(data) < V2_FIXED:
        return V2_FIXED - len(data)
    length = V2_FIXED + struct.unpack_from("!H", data, 14)[0]
    if length > MAX_LENGTH:
        raise ProxyError(f"version 2 header of {length} bytes (at most {MAX_LENGTH})")
    if len(data) > length:
        raise ProxyError("bytes after the version 2 header")
    return length - len(data)


def parse(data: bytes) -> Header:
    """The whole header in ``data`` (nothing after it)."""
    if missing(data):
        raise ProxyError("the header is cut short")
    if data.startswith(V2_SIGNATURE):
        return _parse_v2(data)
    return _parse_v1(data)


def _parse_v1(data: bytes) -> Header:
    try:
        line = data[: -2].decode("ascii")
    except UnicodeDecodeError:
        raise ProxyError("version 1 line is not ASCII") from None
    words = line.split(" ")
    if words[:2] == ["PROXY", "UNKNOWN"]:
        return Header(1, None, len(data))  # the rest of the line is to be ignored
    if len(words) != 6 or words[1] not in ("TCP4", "TCP6"):
        raise ProxyError("version 1 line is not PROXY TCP4|TCP6 src dst sport dport")
    family = 4 if words[1] == "TCP4" else 6
    source = _address(words[2], family)
    _address(words[3], family)
    sport, _dport = _port(words[4]), _port(words[5])
    return Header(1, (source, sport), len(data))


def _address(text: str, family: int) -> str:
    try:
        address = ipaddress.ip_address(text)
    except ValueError:
        raise ProxyError(f"not an IPv{family} address") from None
    if address.version != family or "%" in text:  # no IPv6 scope: a source is an address, not an interface
        raise ProxyError(f"not an IPv{family} address")
    return str(address)


def _port(text: str) -> int:
    if not text.isdigit() or not text.isascii() or (len(text) > 1 and text[0] == "0") or int(text) > 65535:
        raise ProxyError("not a port")
    return int(text)


def _parse_v2(data: bytes) -> Header:
    version, command = data[12] >> 4, data[12] & 0x0F
    if version != 2:
        raise ProxyError(f"version {version} in a version 2 header")
    if command == 0:  # LOCAL: the proxy's own connection; the block is ignored
        return Header(2, None, len(data))
    if command != 1:
        raise ProxyError(f"unknown command {command}")
    family = data[13]
    if family not in V2_ADDRESSES:
        if family >> 4 in (0, 3):  # UNSPEC, or UNIX sockets: no address we can use
            return Header(2, None, len(data))
        raise ProxyError(f"unknown address family {family:#04x}")
    layout = V2_ADDRESSES[family]
    if len(data) - V2_FIXED < struct.calcsize(layout):
        raise ProxyError("the address block is cut short")
    source, _dest, sport, _dport = struct.unpack_from(layout, data, V2_FIXED)
    return Header(2, (str(ipaddress.ip_address(source)), sport), len(data))  # the TLVs after it are skipped
