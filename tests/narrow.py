"""Narrowing inside an expression, for tests that reach past a declared
type (``app.screen`` is a ``Screen``, ``screen.game`` a ``Game``): the
test asserts what it holds, so a wrong kind fails the test where it is
read rather than as an AttributeError further on, and the type checker
knows the rest."""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def narrow(value: object, kind: type[T]) -> T:
    """``value``, asserted to be a ``kind``."""
    assert isinstance(value, kind), f"expected a {kind.__name__}, got {value!r}"
    return value


def present(value: T | None) -> T:
    """``value``, asserted not to be None."""
    assert value is not None, "expected a value, got None"
    return value
