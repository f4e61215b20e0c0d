"""The PROXY header parser (tui/hosts/proxy_header.py): both versions, each
family, TLVs skipped, and anything else refused with its own error, never
another exception; a reader that asks ``missing`` never takes a byte past
the header."""

from __future__ import annotations

import ipaddress
import struct

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tui.hosts.proxy_header import MAX_LENGTH, V2_SIGNATURE, Header, ProxyError, missing, parse

SSH = b"SSH-2.0-OpenSSH_9.2\r\n"


def v2(command: int, family: int, block: bytes, version: int = 2) -> bytes:
    return V2_SIGNATURE + bytes([version << 4 | command, family]) + struct.pack("!H", len(block)) + block


def v2_tcp4(source: str, sport: int, tlvs: bytes = b"") -> bytes:
    block = ipaddress.IPv4Address(source).packed + ipaddress.IPv4Address("10.0.0.1").packed + struct.pack("!HH", sport, 2222)
    return v2(1, 0x11, block + tlvs)


def v2_tcp6(source: str, sport: int) -> bytes:
    block = ipaddress.IPv6Address(source).packed + ipaddress.IPv6Address("::1").packed + struct.pack("!HH", sport, 2222)
    return v2(1, 0x21, block)


def read(stream: bytes) -> tuple[Header, bytes]:
    """What the server does: read exactly what ``missing`` asks for, then parse;
    the rest of ``stream`` is what asyncssh gets."""
    data = b""
    while need := missing(data):
        if len(data) + need > len(stream):
            raise EOFError
        data += stream[len(data) : len(data) + need]
    return parse(data), stream[len(data) :]


@pytest.mark.parametrize(("line", "source"), [
    (b"PROXY TCP4 192.0.2.7 10.0.0.1 51234 2222\r\n", ("192.0.2.7", 51234)),
    (b"PROXY TCP6 2001:db8::7 2001:db8::1 51234 2222\r\n", ("2001:db8::7", 51234)),
    (b"PROXY UNKNOWN\r\n", None),
    (b"PROXY UNKNOWN ffff::1 ffff::2 1 2\r\n", None),
])
def test_version_1(line, source):
    header, rest = read(line + SSH)
    assert header == Header(1, source, len(line))
    assert rest == SSH


def test_version_1_at_its_longest():
    line = b"PROXY TCP6 ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff 65535 65535\r\n"
    assert len(line) == 104
    assert read(line + SSH)[0].source == ("ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", 65535)


def test_version_2_ipv4_and_ipv6_and_the_tlvs_skipped():
    tlvs = bytes([0x04]) + struct.pack("!H", 5) + b"\x00" * 5 + bytes([0x05]) + struct.pack("!H", 3) + b"abc"
    header, rest = read(v2_tcp4("198.51.100.9", 40000, tlvs) + SSH)
    assert header.source == ("198.51.100.9", 40000) and header.version == 2
    assert rest == SSH
    header, rest = read(v2_tcp6("2001:db8::9", 40001) + SSH)
    assert header.source == ("2001:db8::9", 40001)
    assert rest == SSH


def test_version_2_local_and_unspec_give_no_address():
    assert read(v2(0, 0x00, b"") + SSH)[0] == Header(2, None, 16)
    assert read(v2(0, 0x11, b"\x00" * 12) + SSH)[0].source is None  # LOCAL: the block is ignored
    assert read(v2(1, 0x00, b"") + SSH)[0].source is None
    assert read(v2(1, 0x31, b"\x00" * 216) + SSH)[0].source is None  # a UNIX socket


@pytest.mark.parametrize("stream", [
    SSH,  # no header
    b"GET / HTTP/1.1\r\n\r\n",
    b"PROXY TCP4 192.0.2.7 10.0.0.1 51234\r\n",  # a field short
    b"PROXY TCP4 2001:db8::7 10.0.0.1 1 2\r\n",  # IPv6 under TCP4
    b"PROXY TCP4 192.0.2.7 10.0.0.1 65536 2\r\n",
    b"PROXY TCP4 192.0.2.7 10.0.0.1 0080 2\r\n",
    b"PROXY TCP4 192.0.2.7  10.0.0.1 1 2\r\n",  # two spaces
    b"PROXY TCP4 192.0.2.256 10.0.0.1 1 2\r\n",
    b"PROXY TCP6 fe80::1%eth0 ::1 1 2\r\n",
    b"PROXY UDP4 192.0.2.7 10.0.0.1 1 2\r\n",
    b"PROXY TCP4 192.0.2.\xff 10.0.0.1 1 2\r\n",
    b"PROXY X\r\nSSH-2.0-x\r\n",  # a line ended early
    b"PROXY " + b"9" * 120 + b"\r\n",  # no end within 107 bytes
    v2(1, 0x11, b"\x00" * 11),  # the IPv4 block cut short
    v2(1, 0x21, b"\x00" * 12),
    v2(2, 0x11, b"\x00" * 12),  # an unknown command
    v2(1, 0x41, b"\x00" * 12),  # an unknown family
    v2(1, 0x11, b"\x00" * 12, version=1),
    V2_SIGNATURE + b"\x21\x11" + struct.pack("!H", MAX_LENGTH),  # announces more than is read
])
def test_refused(stream):
    with pytest.raises(ProxyError):
        read(stream + SSH)


def test_a_header_cut_short_is_waited_for_not_parsed():
    line = b"PROXY TCP4 192.0.2.7 10.0.0.1 51234 2222\r\n"
    for cut in range(len(line)):
        assert missing(line[:cut]) > 0
        with pytest.raises(ProxyError):
            parse(line[:cut])
    whole = v2_tcp4("192.0.2.7", 1)
    for cut in range(len(whole)):
        assert 0 < missing(whole[:cut]) <= len(whole) - cut


@given(st.binary(max_size=300))
def test_random_bytes_raise_nothing_but_the_parsers_error(data):
    for cut in range(len(data) + 1):
        try:
            if missing(data[:cut]) == 0:
                parse(data[:cut])
        except ProxyError:
            pass
    try:
        parse(data)
    except ProxyError:
        pass


@given(st.binary(min_size=13, max_size=300))
def test_random_bytes_after_the_v2_signature_raise_nothing_but_the_parsers_error(tail):
    try:
        read(V2_SIGNATURE + tail)
    except (ProxyError, EOFError):
        pass


@given(st.ip_addresses(), st.integers(0, 65535), st.binary(max_size=40))
def test_any_address_round_trips_and_the_stream_after_it_is_untouched(address, port, after):
    if address.version == 4:
        streams = [f"PROXY TCP4 {address} 10.0.0.1 {port} 2222\r\n".encode(), v2_tcp4(str(address), port)]
    else:
        streams = [f"PROXY TCP6 {address} ::1 {port} 2222\r\n".encode(), v2_tcp6(str(address), port)]
    for stream in streams:
        header, rest = read(stream + after)
        assert header.source == (str(address), port)
        assert rest == after
