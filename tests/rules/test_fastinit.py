"""quick_init: the same dataclass, a quicker constructor."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from rules.fastinit import quick_init


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class Sample:
    a: int
    b: str = "x"


def test_same_fields_defaults_equality_hash_and_repr():
    s = Sample(1)
    assert (s.a, s.b) == (1, "x")
    assert Sample(1, "y") == Sample(a=1, b="y") != s
    assert hash(Sample(2, "z")) == hash(Sample(2, "z"))
    assert repr(s) == "Sample(a=1, b='x')"
    assert dataclasses.astuple(Sample(3, "q")) == (3, "q")


def test_still_frozen_and_still_checks_its_arguments():
    unchecked: Any = Sample  # called as untyped code would: the refusals are what is tested
    s = unchecked(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.a = 2
    with pytest.raises(TypeError):
        unchecked()
    with pytest.raises(TypeError):
        unchecked(1, "x", 3)


def test_refuses_what_it_would_get_wrong():
    @dataclasses.dataclass(frozen=True, slots=True)
    class Checked:
        a: int

        def __post_init__(self) -> None:
            pass

    @dataclasses.dataclass(frozen=True, slots=True)
    class Listed:
        a: list = dataclasses.field(default_factory=list)

    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        a: int

    for cls in (Checked, Listed, NoSlots):
        with pytest.raises(TypeError):
            quick_init(cls)
