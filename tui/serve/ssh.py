"""asyncssh, imported for the whole server from here, without
cryptography's five DSA deprecation warnings.

asyncssh (2.14 to 2.24 at least) names cryptography's DSA key types in
its annotations, and cryptography 51 warns at each name: five
CryptographyDeprecationWarning blocks on the host's terminal at every
``kortbord serve`` start, about a key type Kortbord never uses.  Only that
warning, from asyncssh's modules, is silenced; any other warning, and this
one from anywhere else, is shown as before.
"""

from __future__ import annotations

import warnings

from cryptography.utils import CryptographyDeprecationWarning

warnings.filterwarnings("ignore", message="DSA is deprecated", category=CryptographyDeprecationWarning,
                        module=r"asyncssh(\.|$)")

import asyncssh  # noqa: E402 - after the filter, which is for its import

__all__ = ["asyncssh"]
