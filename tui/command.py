"""The ``kortbord`` command: ``kortbord serve …`` runs the table server
(tui.serve), anything else the app (tui.app).  Here, apart from both, since
the server runs the app in every table's process: the app never imports
the server."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["serve"]:
        from .serve.cli import main as serve_main

        return serve_main(argv[1:])
    from .app import main as app_main

    return app_main(argv)


if __name__ == "__main__":
    sys.exit(main())
