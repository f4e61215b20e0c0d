"""The application entry point and its command-line options."""

from __future__ import annotations

import argparse
import sys

from textual.app import App, ComposeResult
from textual.widgets import Footer, Header, Static

import rules
from . import __version__

GAME_TITLES = {
    "hearts": "Hearts · Hjärter",
    "harvest": "The Harvest Game · Skördespelet",
    "clover": "The Clover Picker · Klöverplockarspelet",
    "speed": "Speed",
}


class KortbordApp(App):
    TITLE = "Kortbord"
    BINDINGS = [("q", "quit", "Quit")]

    def compose(self) -> ComposeResult:
        yield Header()
        lines = []
        for name, title in GAME_TITLES.items():
            state = "playable" if rules.available(name) else "not yet playable"
            lines.append(f"{title} — {state}")
        yield Static("\n".join(lines), id="games")
        yield Footer()


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="kortbord",
        description="A terminal card table: four Nordic card games against the computer.",
    )
    parser.add_argument("--version", action="version", version=f"kortbord {__version__}")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    parse_args(argv)
    KortbordApp().run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
