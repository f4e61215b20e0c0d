"""The ``kortbord`` command: one parser (tui/cli.py) reads every command
line; ``kortbord serve …`` runs the table server and its web door (tui/serve_command.py), anything else
the app (tui.app).  Here, apart from both, since the server runs the app in
every table's process: the app never imports the server."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from . import cli
    from . import serve_command as serve_cli

    args = cli.parse_args(sys.argv[1:] if argv is None else argv, serve=serve_cli)
    if args.command == cli.SERVE:
        return serve_cli.serve(args)
    from .app import start

    return start(args)


if __name__ == "__main__":
    sys.exit(main())
