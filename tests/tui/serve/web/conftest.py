"""The web door on 127.0.0.1 (an ephemeral port) beside each test's SSH
server, and one Chromium per test worker, driven by Playwright.

Chromium is Debian's (``/usr/bin/chromium``), started once per worker with
a fresh profile and its DevTools on an ephemeral port; each test connects
Playwright to it (``connect_over_cdp``) and opens a context of its own, so
no test sees another's cookies or storage.  Where chromium or Playwright is
missing the browser tests skip and say so; the tests without a browser
(aiohttp's client) run anyway.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

pytest.importorskip("aiohttp")

from tui.web.config import WebConfig  # noqa: E402
from tui.web.door import WebDoor  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0"]
SCREEN_JS = """() => {
  const term = window.kortbord && window.kortbord.term;
  if (!term) return "";
  const buffer = term.buffer.active, lines = [];
  for (let row = 0; row < term.rows; row++) {
    const line = buffer.getLine(buffer.viewportY + row);
    lines.push(line ? line.translateToString(true) : "");
  }
  return lines.join("\\n");
}"""
MENU = "four card games against the computer"


@pytest.fixture(scope="session")
def chromium():
    """The DevTools address of this worker's one Chromium."""
    if not os.path.exists(CHROMIUM):
        pytest.skip("Debian's chromium is not installed (apt-get install chromium): no browser to test with")
    pytest.importorskip("playwright", reason="playwright is not installed (pip install -e '.[test]')")
    profile = Path(tempfile.mkdtemp(prefix="kortbord-chromium-"))
    with open(profile.parent / (profile.name + ".log"), "wb") as log:
        process = subprocess.Popen([CHROMIUM, *FLAGS, f"--user-data-dir={profile}", "about:blank"],
                                   stdin=subprocess.DEVNULL, stdout=log, stderr=log)
    port_file = profile / "DevToolsActivePort"
    deadline = time.monotonic() + 30
    while not (port_file.exists() and port_file.read_text().count("\n") >= 1):
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"chromium did not start (exit {process.poll()}); see {log.name}")
        time.sleep(0.05)
    port = port_file.read_text().split()[0]
    yield f"http://127.0.0.1:{port}"
    process.terminate()
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    shutil.rmtree(profile, ignore_errors=True)
    Path(log.name).unlink(missing_ok=True)  # kept only while a failed start may need reading


@pytest.fixture
async def browser(chromium):
    """A fresh browser context (its own cookies and storage) in the worker's Chromium."""
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        connected = await playwright.chromium.connect_over_cdp(chromium)
        contexts = []

        async def new_context(**options):
            options.setdefault("viewport", {"width": 1000, "height": 640})
            context = await connected.new_context(**options)
            contexts.append(context)
            return context

        yield new_context
        for context in contexts:
            await context.close()
        await connected.close()


@pytest.fixture
async def web(serve):
    """``web(grace=…, **serve_options)``: a server and its web door."""

    async def start(grace: float = 60.0, **options):
        server = await serve(**options)
        door = await WebDoor(server, WebConfig(host="127.0.0.1", port=0, grace=grace)).start()
        return server, door

    return start


async def screen(page) -> str:
    return await page.evaluate(SCREEN_JS)


async def wait_screen(page, text: str, timeout: float = 30.0) -> str:
    """The terminal's screen, read from xterm.js's buffer, once it shows ``text``."""
    deadline = asyncio.get_running_loop().time() + timeout
    shown = ""
    while asyncio.get_running_loop().time() < deadline:
        shown = await screen(page)
        if text in shown:
            return shown
        await asyncio.sleep(0.1)
    raise AssertionError(f"{text!r} never appeared; the page showed:\n{shown}")


async def wait_until(check, timeout: float = 10.0, what: str = "") -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not check():
        assert asyncio.get_running_loop().time() < deadline, f"never: {what}"
        await asyncio.sleep(0.05)
