"""The nodes' seal (tui/hosts/sealed.py) on its own: what one node seals
another opens, with the sender inside the seal; a message changed, made
without the key, moved to another place, replayed or too old is refused;
the key's file is refused when others can read it or it holds no key."""

from __future__ import annotations

import base64
import json

import pytest

from tests.hosts.cluster import KEY, key_file
from tui.hosts.credentials import SecretRefused
from tui.hosts.sealed import Seal, Unsealed, read_key

PLACE = "kortbord:host:b-1234"


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def test_what_one_node_seals_another_opens_and_learns_who_sealed_it():
    a, b = Seal(KEY, "a-1"), Seal(KEY, "b-1")
    text = a.seal(PLACE, {"kind": "open", "person": {"key": "SHA256:bo", "name": "bo"}, "from": "mallory"})
    assert b"SHA256:bo" not in base64.b64decode(text) and '"open"' not in text  # nothing of it readable
    sender, body = b.open(PLACE, text)
    assert sender == "a-1" and body["person"]["name"] == "bo"  # the seal's sender, not the body's "from"


def test_a_message_without_the_key_changed_or_moved_is_refused():
    a, b = Seal(KEY, "a-1"), Seal(KEY, "b-1")
    with pytest.raises(Unsealed, match="not a sealed message"):
        b.open(PLACE, json.dumps({"kind": "open", "from": "a-1"}))  # a plain envelope, as before the seal
    with pytest.raises(Unsealed, match="cluster key"):
        b.open(PLACE, Seal(bytes(32), "a-1").seal(PLACE, {"kind": "say"}))  # another key
    text = a.seal(PLACE, {"kind": "say"})
    raw = bytearray(base64.b64decode(text))
    raw[-1] ^= 1
    with pytest.raises(Unsealed, match="cluster key"):
        b.open(PLACE, base64.b64encode(bytes(raw)).decode())  # one bit changed
    with pytest.raises(Unsealed, match="cluster key"):
        b.open("kortbord:host:c-9", text)  # re-addressed to another node's channel
    assert b.open(PLACE, text)[0] == "a-1"  # where it was sealed for, it opens


def test_a_replay_or_an_old_message_is_refused_and_a_lobby_may_be_read_again():
    clock = Clock()
    a, b = Seal(KEY, "a-1", clock), Seal(KEY, "b-1", clock)
    first, second = a.seal(PLACE, 1), a.seal(PLACE, 2)
    assert b.open(PLACE, second)[1] == 2
    with pytest.raises(Unsealed, match="replay"):
        b.open(PLACE, first)  # older than one taken
    with pytest.raises(Unsealed, match="replay"):
        b.open(PLACE, second)  # the same again
    lobby = a.seal("kortbord:lobby:a-1", [])
    assert b.open("kortbord:lobby:a-1", lobby, again=True)[1] == []
    assert b.open("kortbord:lobby:a-1", lobby, again=True)[1] == []  # a key read twice: the same value
    late = a.seal(PLACE, 3)
    clock.now += 61
    with pytest.raises(Unsealed, match="too old"):
        b.open(PLACE, late)


def test_the_key_file_must_be_private_and_hold_a_key(tmp_path):
    path = key_file(tmp_path)
    assert read_key(path) == KEY
    path.chmod(0o640)
    with pytest.raises(SecretRefused, match="can be read by others .*chmod 600"):
        read_key(path)
    path.write_text("not a key at all\n")
    path.chmod(0o600)
    with pytest.raises(SecretRefused, match="openssl rand -base64 32"):
        read_key(path)
    with pytest.raises(SecretRefused, match="cannot be read"):
        read_key(tmp_path / "missing")
