"""One cluster key for the tests' nodes (tui/hosts/sealed.py): the bytes
for a HubServer or ServeConfig, and a file of it (mode 0600) for a
``kortbord serve`` process's ``--cluster-key-file``."""

from __future__ import annotations

import base64
import secrets
from pathlib import Path

KEY = secrets.token_bytes(32)


def key_file(directory: Path, key: bytes = KEY) -> Path:
    path = directory / "cluster.key"
    path.write_text(base64.b64encode(key).decode() + "\n")
    path.chmod(0o600)
    return path
