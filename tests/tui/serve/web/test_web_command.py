"""``kortbord serve --web``: its options, the address it prints, and the
door over TLS (``--web-cert``/``--web-key``), whose cookie is Secure."""

from __future__ import annotations

import datetime
import re
import signal
import subprocess
import sys

import aiohttp
import pytest

from tests.narrow import present
from tui import serve_command as cli
from tui.web.config import WebConfig
from tui.web.door import COOKIE, WebDoor


def test_the_web_options(capsys):
    args = cli.parse_args(["--web", "127.0.0.1:0", "--web-url", "https://cards.example.org/", "--web-grace", "5"])
    assert (args.web, args.web_url, args.web_grace) == (("127.0.0.1", 0), "https://cards.example.org/", 5.0)
    assert cli.parse_args([]).web is None
    assert cli.parse_args(["--web", "0.0.0.0:80", "--web-url", "http://cards.example.org"]).web == ("0.0.0.0", 80)
    for bad in (["--web", "8080"], ["--web", "host:99999"], ["--web-cert", "c.pem", "--web", ":1"],
                ["--web-cert", "c.pem", "--web-key", "k.pem"], ["--web", ":1", "--web-url", "cards.example.org"],
                ["--web", "0.0.0.0:8080"], ["--web", "[::]:8080"]):
        with pytest.raises(SystemExit):
            cli.parse_args(bad)
    assert "error" in capsys.readouterr().err


def test_the_command_prints_where_browsers_come_and_stops_cleanly(tmp_path):
    process = subprocess.Popen([sys.executable, "-m", "tui.command", "serve", "--port", "0", "--guest",
                                "--web", "127.0.0.1:0", "--data", str(tmp_path / "srv")],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    lines: list[str] = []
    while not lines or not lines[-1].startswith("Browsers"):
        line = present(process.stdout).readline()
        assert line, lines
        lines.append(line)
    assert re.fullmatch(r"Browsers: http://127\.0\.0\.1:\d+ \(a player's link comes from b in the SSH menu\)\n", lines[-1])
    process.send_signal(signal.SIGTERM)
    assert process.wait(10) == 0
    log = (tmp_path / "srv" / "serve.log").read_text()
    assert re.search(r"start via=web addr=127\.0\.0\.1:\d+ url=http://127\.0\.0\.1:\d+", log)


def self_signed(directory):
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(minutes=1))
            .not_valid_after(now + datetime.timedelta(days=1)).sign(key, hashes.SHA256()))
    (directory / "cert.pem").write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    (directory / "key.pem").write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                                          serialization.NoEncryption()))
    return directory / "cert.pem", directory / "key.pem"


async def test_over_tls_the_cookie_is_secure_and_the_origin_is_https(serve, tmp_path):
    cert, key = self_signed(tmp_path)
    server = await serve()
    door = await WebDoor(server, WebConfig(host="127.0.0.1", port=0, cert=cert, key=key)).start()
    base = f"https://127.0.0.1:{door.port}"
    token = door.sessions.new_link("SHA256:" + "a" * 43, "anna")
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(ssl=False)) as client:
        async with client.get(base + "/") as response:
            assert response.status == 200 and "max-age" in response.headers["Strict-Transport-Security"]
        async with client.post(f"{base}/link/{token}", headers={"Origin": f"http://127.0.0.1:{door.port}"},
                               allow_redirects=False) as response:
            assert response.status == 403  # plain http is not this page's origin
        async with client.post(f"{base}/link/{token}", headers={"Origin": base}, allow_redirects=False) as response:
            assert response.status == 303
            set_cookie = response.headers["Set-Cookie"]
    assert set_cookie.startswith(COOKIE + "=")
    assert all(word in set_cookie for word in ("HttpOnly", "Secure", "SameSite=Strict", "Path=/"))


def test_a_web_port_in_use_is_said_plainly(tmp_path):
    """The web door cannot listen: one line says why and the command ends
    with 1, every table and the SSH door closed (no traceback)."""
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run([sys.executable, "-m", "tui.command", "serve", "--port", "0", "--guest",
                                 "--web", f"127.0.0.1:{port}", "--data", str(tmp_path / "srv")],
                                capture_output=True, text=True, timeout=60, env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"})
    assert result.returncode == 1, result.stderr
    assert result.stderr.startswith(f"kortbord serve: cannot serve the web door on 127.0.0.1:{port}: "), result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr.splitlines()) == 1
