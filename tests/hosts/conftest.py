"""The store tests' own fixtures (a data directory per test, the tiny
Countdown game) for the tests of the store on PostgreSQL too, and the
serve tests' (a real server, player keys) for two hosts sharing one
database."""

from tests.hosts.redis_server import redis_server  # noqa: F401
from tests.tui.serve.conftest import keys, serve, zygote  # noqa: F401
from tests.tui.store.conftest import home, never_the_real_data_dir, register_countdown  # noqa: F401
