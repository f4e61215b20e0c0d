"""``--host-key FILE``: every node behind one load balancer presents the
same key, so a player sees one fingerprint whichever node they reach; a
key others can read is refused, as sshd refuses it."""

from __future__ import annotations

import os

import asyncssh
import pytest

from tests.narrow import present
from tests.tui.serve.conftest import connect
from tui import serve_command as cli
from tui.serve import identity


def shared_key(path):
    key = asyncssh.generate_private_key("ssh-ed25519")
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(key.export_private_key())
    return key


async def test_two_nodes_with_one_key_show_one_fingerprint(serve, keys, tmp_path):
    key = shared_key(tmp_path / "host_key")
    seen = []
    for node in ("node1", "node2"):
        server = await serve(host_key=tmp_path / "host_key", data=tmp_path / node)
        conn = await connect(server, keys[0])
        seen.append(identity.fingerprint(present(conn.get_server_host_key())))
        conn.close()
        assert not (tmp_path / node / identity.HOST_KEY).exists()  # no key of its own made
    assert seen == [identity.fingerprint(key)] * 2


def test_a_key_others_can_read_or_no_key_is_refused(tmp_path, capsys):
    shared_key(tmp_path / "host_key")
    (tmp_path / "host_key").chmod(0o644)
    assert cli.main(["--host-key", str(tmp_path / "host_key"), "--data", str(tmp_path / "data")]) == 2
    assert "chmod 600" in capsys.readouterr().err
    (tmp_path / "not_a_key").write_text("hello\n")
    (tmp_path / "not_a_key").chmod(0o600)
    assert cli.main(["--host-key", str(tmp_path / "not_a_key"), "--data", str(tmp_path / "data")]) == 2
    assert "not a private key" in capsys.readouterr().err
    assert cli.main(["--host-key", str(tmp_path / "missing"), "--data", str(tmp_path / "data")]) == 2


def test_proxy_from_takes_addresses_and_networks():
    args = cli.parse_args(["--proxy-from", "10.0.0.0/8", "--proxy-from", "192.0.2.10", "--proxy-from", "2001:db8::/32"])
    assert args.proxy_from == ["10.0.0.0/8", "192.0.2.10", "2001:db8::/32"]
    with pytest.raises(SystemExit):
        cli.parse_args(["--proxy-from", "haproxy.local"])
