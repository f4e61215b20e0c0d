"""The store tests' own fixtures (a data directory per test, the tiny
Countdown game) for the tests of the store on PostgreSQL too."""

from tests.store.conftest import home, never_the_real_data_dir, register_countdown  # noqa: F401
