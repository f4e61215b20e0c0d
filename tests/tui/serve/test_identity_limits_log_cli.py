"""The server's parts without a connection: names from fingerprints, the
host key, authorized keys, the log's lines, the table's environment, the
admission counts, the command line."""

from __future__ import annotations

import re
import stat
from typing import cast

import asyncssh
import pytest

from tests.narrow import present
from tui import serve_command as cli
from tui.base.serve_log import NEVER, Rotation, ServeLog, field
from tui.serve import identity
from tui.serve.environment import table_env
from tui.serve.limits import Admission, Limits


def test_a_fingerprint_becomes_a_safe_directory_name():
    key = asyncssh.generate_private_key("ssh-ed25519")
    print_ = identity.fingerprint(key)
    name = identity.dir_name(print_)
    assert identity.SAFE_NAME.fullmatch(name) and "/" not in name and name != identity.dir_name(
        identity.fingerprint(asyncssh.generate_private_key("ssh-ed25519")))
    assert identity.dir_name("SHA256:" + "+/" * 21 + "a") == "sha256-" + "-_" * 21 + "a"
    for bad in ("SHA256:../../etc", "MD5:aa:bb", "SHA256:" + "a" * 42 + "/..", "", "SHA256:" + "a" * 43 + "\n"):
        with pytest.raises(ValueError):
            identity.dir_name(bad)


def test_the_host_key_is_made_once_mode_0600_and_reused(tmp_path):
    key, new = identity.host_key(tmp_path)
    path = tmp_path / identity.HOST_KEY
    assert new and stat.S_IMODE(path.stat().st_mode) == 0o600
    path.chmod(0o644)
    again, new = identity.host_key(tmp_path)
    assert not new and identity.fingerprint(again) == identity.fingerprint(key)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_authorized_keys_are_read_with_options_and_comments(tmp_path):
    a, b = (asyncssh.generate_private_key("ssh-ed25519") for _ in range(2))
    path = tmp_path / "authorized_keys"
    path.write_text(f"# players\n\n{a.export_public_key().decode()}"
                    f'from="10.0.0.0/8",no-pty {b.export_public_key().decode().strip()} bob@home\n')
    assert identity.read_authorized(path) == {identity.fingerprint(a), identity.fingerprint(b)}
    path.write_text("not a key at all\n")
    with pytest.raises(ValueError, match=":1:"):
        identity.read_authorized(path)


def test_a_guest_directory_is_private_and_removed_on_leaving(tmp_path):
    guest = identity.new_guest(tmp_path)
    assert guest.guest and stat.S_IMODE(guest.home.stat().st_mode) == 0o700
    (guest.home / "saves").mkdir()
    guest.leave()
    assert not guest.home.exists()
    player = identity.player_for_key(tmp_path, "SHA256:" + "a" * 43)
    player.leave()
    assert player.home.is_dir()  # a key's games are kept


def test_a_log_line_cannot_be_forged_by_the_client(tmp_path):
    log = ServeLog(tmp_path / "serve.log")
    log.write("login", key="SHA256:abc+/=", addr="127.0.0.1:22", user="eve\n2026-01-01T00:00:00Z login key=admin")
    log.close()
    lines = (tmp_path / "serve.log").read_text().splitlines()
    assert len(lines) == 1 and " key=SHA256:abc+/= " in lines[0] and '\\n' in lines[0]
    assert stat.S_IMODE((tmp_path / "serve.log").stat().st_mode) == 0o600
    assert field('a "b"') == '"a \\"b\\""' and field("") == '""' and len(field("x" * 500)) == 80


def test_the_log_rotates_at_its_size_keeping_whole_lines(tmp_path):
    """serve.log becomes serve.log.1 at its size (the one before .2, and so
    on), ``keep`` of them kept, every file 0600 and every line whole; a
    client's value still cannot forge a line in any of them."""
    path = tmp_path / "serve.log"
    log = ServeLog(path, rotation=Rotation(size=400, keep=2))
    for number in range(30):
        log.write("login", key=f"SHA256:{number:04d}", user=f"eve{number}\n2026-01-01T00:00:00Z login key=admin")
    log.close()
    files = [path, tmp_path / "serve.log.1", tmp_path / "serve.log.2"]
    assert not (tmp_path / "serve.log.3").exists()
    lines: list[str] = []
    for each in files:
        assert each.stat().st_size <= 400 and stat.S_IMODE(each.stat().st_mode) == 0o600
        lines = each.read_text().splitlines() + lines  # oldest file first
    assert all(re.fullmatch(r"\S+Z login key=SHA256:\d{4} user=\"eve\d+\\n2026.*admin\"", line) for line in lines), lines
    numbers = [int(line.split("key=SHA256:")[1][:4]) for line in lines]
    assert numbers == list(range(30 - len(numbers), 30))  # the newest kept, in order, none lost between the files


def test_a_table_process_appends_to_the_log_the_server_rotates(tmp_path):
    """A table process's line (the game store unreachable) goes to the
    current serve.log, after the server rotated it too; it never rotates."""
    path = tmp_path / "serve.log"
    server = ServeLog(path, rotation=Rotation(size=200, keep=1))
    for number in range(6):
        server.write("login", key=f"SHA256:{number}")
    table = ServeLog(path, rotation=NEVER)
    table.write("store-unreachable", player="anna", detail="x" * 300)
    table.close()
    assert "store-unreachable" in path.read_text() and not (tmp_path / "serve.log.2").exists()
    server.write("logout", key="SHA256:9")
    server.close()
    assert "logout" in path.read_text() and "store-unreachable" in (tmp_path / "serve.log.1").read_text()


def test_the_table_environment_takes_only_what_it_should():
    env = table_env("screen-256color", {"LANG": "sv_SE.UTF-8", "LC_ALL": "x;rm", "PATH": "/evil",
                                        "LD_PRELOAD": "/tmp/x.so", "NO_COLOR": "1"}, "/d/p")
    assert env["TERM"] == "screen-256color" and env["LANG"] == "sv_SE.UTF-8" and env["NO_COLOR"] == "1"
    assert env["KORTBORD_HOME"] == env["HOME"] == "/d/p"
    assert "LC_ALL" not in env and "LD_PRELOAD" not in env and env["PATH"] != "/evil"
    plain = table_env(None, {}, "/d/p")
    assert plain["TERM"] == "xterm-256color" and plain["LANG"] == "en_US.UTF-8"
    assert table_env("$(id)", {}, "/d")["TERM"] == "xterm-256color"


def test_a_value_with_a_trailing_newline_is_refused_whole():
    # ``$`` matches before a final newline: the check must take the whole value.
    env = table_env("xterm\n", {"LANG": "sv_SE.UTF-8\n", "LC_MESSAGES": b"sv_SE\n", "NO_COLOR": "1\n"}, "/d")
    assert env["TERM"] == "xterm-256color" and env["LANG"] == "en_US.UTF-8"
    assert "LC_MESSAGES" not in env and "NO_COLOR" not in env
    assert not any("\n" in value for value in env.values())


def test_admission_counts_seats_and_logins_apart():
    admission = Admission(Limits(max_connections=3, max_logging_in=3, per_address=2))
    assert admission.admit("a") is None and admission.admit("a") is None
    assert "your address" in present(admission.admit("a"))
    assert admission.admit("b") is None
    assert "logging in" in present(admission.admit("c"))  # three are logging in already
    assert admission.log_in() is None and admission.log_in() is None  # the two a's sit down: their login slots free
    assert admission.admit("c") is None and admission.admit("d") is None
    assert "logging in" in present(admission.admit("e"))
    assert admission.log_in() is None  # b: the third seat
    assert "full" in present(admission.log_in())  # c: no seat left (disconnected, counted until it has gone)
    assert "full" in present(admission.admit("f"))
    admission.release("a", logged_in=True)
    assert (admission.logged_in, admission.logging_in) == (2, 2)
    assert admission.admit("e") is None and admission.total == 5
    for address, seated in (("a", True), ("b", True), ("c", False), ("d", False), ("e", False)):
        admission.release(address, seated)
    assert admission.total == 0 and admission.logged_in == 0 and not admission.by_address


def test_the_command_line(capsys):
    args = cli.parse_args(["--port", "0", "--guest", "--idle-timeout", "5", "--spawn", "exec"])
    assert (args.port, args.guest, args.idle_timeout, args.spawn, args.host) == (0, True, 5.0, "exec", "127.0.0.1")
    for bad in (["--port", "70000"], ["--per-address", "0"], ["--max-logging-in", "0"], ["--spawn", "thread"]):
        with pytest.raises(SystemExit):
            cli.parse_args(bad)
    assert "error" in capsys.readouterr().err


def test_kortbord_serve_is_dispatched_before_the_apps_own_options(capsys):
    from tui.command import main

    with pytest.raises(SystemExit) as leaving:
        main(["serve", "--help"])
    assert leaving.value.code == 0 and "kortbord serve" in capsys.readouterr().out


def test_the_command_prints_the_fingerprint_and_stops_cleanly(tmp_path):
    import signal
    import subprocess
    import sys

    def start() -> tuple[subprocess.Popen, list[str]]:
        process = subprocess.Popen([sys.executable, "-m", "tui.command", "serve", "--port", "0", "--spawn", "exec",
                                    "--data", str(tmp_path / "srv")], stdout=subprocess.PIPE, text=True)
        lines: list[str] = []
        while not lines or not lines[-1].startswith("Serving"):
            line = present(process.stdout).readline()
            assert line, lines
            lines.append(line)
        return process, lines

    for first in (True, False):
        process, lines = start()
        process.send_signal(signal.SIGTERM)
        assert process.wait(10) == 0
        printed = "".join(lines)
        assert ("New host key" in printed) is first
        assert "Host key fingerprint: SHA256:" in printed


def test_the_idle_line_says_seconds_or_minutes():
    from tui.serve.idle import idle_sentence

    assert idle_sentence(30 * 60) == "Closed after 30 minutes without a key; your game is saved."
    assert idle_sentence(60) == "Closed after 1 minute without a key; your game is saved."
    assert idle_sentence(9) == "Closed after 9 seconds without a key; your game is saved."


def test_a_sentence_to_the_client_is_in_the_clients_language_then_the_servers_again():
    from rules import i18n
    from tui.serve.environment import speaking

    with speaking({"LANG": b"sv_SE.UTF-8", "LC_ALL": "", "TERM": "x"}):
        assert i18n.language() == "sv"
    assert i18n.language() == "en"
    with speaking({}):
        assert i18n.language() == "en"


def test_output_for_a_closing_channel_is_dropped_not_raised():
    from types import SimpleNamespace

    from tui.serve.pty_session import TableSession

    class Closing:
        def write(self, data):
            raise BrokenPipeError("Channel not open for sending")

        write_stderr = write

        def get_environment(self):
            return {}

    session = TableSession(SimpleNamespace(limits=Limits()))
    session.connection_made(cast("asyncssh.SSHServerChannel[bytes]", Closing()))  # a channel already closed: only what the session calls
    session.send(b"the app's last frame")
    assert session.closed
    session.closed = False
    session.say(lambda: "a last line")
    assert session.closed
