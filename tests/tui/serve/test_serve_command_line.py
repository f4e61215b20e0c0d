"""``kortbord serve`` on the one command line (tui/cli.py): its options
in any order, --lang before or after it, the app's options refused, and a
clean start: nothing on stderr but Kortbord's own lines (issue 40, items
1 and 10)."""

from __future__ import annotations

import signal
import subprocess
import sys

import pytest

from tests.narrow import present
from tui import serve_command as cli
from tui.command import main


def test_the_language_is_read_before_and_after_serve(capsys):
    for argv in (["--lang", "sv", "serve", "--port", "0"], ["serve", "--lang", "sv", "--port", "0"],
                 ["serve", "--port", "0", "--lang", "sv"]):
        with pytest.raises(SystemExit) as leaving:
            main([*argv, "--port", "70000"])
        assert leaving.value.code == 2
        assert "kortbord serve: fel: --port måste vara mellan 0" in capsys.readouterr().err, argv
    args = cli.parse_args(["--guest", "--port", "0", "--lang", "sv", "--spawn", "exec"])
    assert (args.lang, args.guest, args.port, args.spawn) == ("sv", True, 0, "exec")


@pytest.mark.parametrize(("argv", "environ", "words"), [
    (["--lang", "sv"], {"LANG": "en_GB.UTF-8"}, "behöver --database"),  # --lang wins over the host's locale
    ([], {"LANG": "sv_SE.UTF-8"}, "behöver --database"),  # then the locale
    (["--lang", "en"], {"LANG": "sv_SE.UTF-8"}, "needs --database"),
])
def test_the_server_speaks_its_own_choice_after_the_parser(capsys, monkeypatch, argv, environ, words):
    """The parser only borrows a language for its own words; the server
    chooses its language once, from --lang and the host's locale, and says
    what comes after the parse in it."""
    from rules import i18n

    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    i18n.use("en" if "behöver" in words else "sv")  # the language of the moment is not the one to speak
    try:
        assert cli.serve(cli.parse_args(["--import-files", "/srv/kortbord", *argv])) == 2
        assert words in capsys.readouterr().err
    finally:
        i18n.use("en")


def test_an_option_of_the_card_table_is_refused_before_serve(capsys):
    with pytest.raises(SystemExit) as leaving:
        main(["--ascii", "serve"])
    assert leaving.value.code == 2
    assert "--ascii is an option of the card table, not of kortbord serve" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["serve", "--seed", "3"])
    assert "unrecognized arguments: --seed 3" in capsys.readouterr().err


def test_serve_help_in_swedish(capsys):
    with pytest.raises(SystemExit) as leaving:
        main(["serve", "--help", "--lang", "sv"])
    out = capsys.readouterr().out
    assert leaving.value.code == 0
    assert out.startswith("användning: kortbord serve") and "flaggor:" in out and "visa den här hjälpen och avsluta" in out


def kortbord(*args: str, **kwargs) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tui.command", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, **kwargs)


def test_serve_help_and_a_real_start_print_no_warning(tmp_path):
    helping = kortbord("serve", "--help")
    out, err = helping.communicate(timeout=60)
    assert helping.returncode == 0 and "kortbord serve" in out and err == ""
    server = kortbord("serve", "--port", "0", "--spawn", "exec", "--data", str(tmp_path / "srv"))
    try:
        lines: list[str] = []
        while not lines or not lines[-1].startswith("Serving"):
            line = present(server.stdout).readline()
            assert line, lines
            lines.append(line)
        server.send_signal(signal.SIGTERM)
        out, err = server.communicate(timeout=30)
    finally:
        server.kill()
        server.wait()
    assert server.returncode == 0
    assert "Warning" not in err and err == "", err
    assert [line.split(" ")[0] for line in lines] == ["New", "Host", "Serving"]


def test_the_logs_rotation_is_read_and_checked(capsys):
    args = cli.parse_args(["--port", "0"])
    assert (args.log_size, args.log_keep) == (10, 5)  # docs/hosting.md: 10 MB, 5 kept
    args = cli.parse_args(["--log-size", "0", "--log-keep", "0"])  # logrotate rotates it
    assert (args.log_size, args.log_keep) == (0, 0)
    for argv, words in ((["--log-size", "-1"], "cannot be negative"), (["--log-keep", "0"], "--log-keep must be at least 1")):
        with pytest.raises(SystemExit) as leaving:
            cli.parse_args(argv)
        assert leaving.value.code == 2 and words in capsys.readouterr().err
