"""A quicker ``__init__`` for frozen, slotted dataclasses on a hot path.

``@dataclass(frozen=True)`` writes each field in ``__init__`` through
``object.__setattr__``, which costs about three times a plain store; the
Hearts engine makes an event for every card played, and that was a fifth of
a random hand's time.  ``quick_init`` replaces the generated ``__init__``
with one of the same signature and defaults that stores through the slots'
own descriptors.  Everything else stays the dataclass's: fields, equality,
hash, repr, and assigning afterwards still raises ``FrozenInstanceError``.
Classes with a ``__post_init__``, a default factory or a field left out of
``__init__`` are refused rather than half-served.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T", bound="DataclassInstance")


def quick_init(cls: type[T]) -> type[T]:
    params = dataclasses.fields(cls)
    frozen = cls.__dataclass_params__.frozen  # type: ignore[attr-defined]  # set by @dataclass; typeshed does not declare it
    if not frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__}: quick_init is for frozen dataclasses with slots")
    if hasattr(cls, "__post_init__") or any(
            not f.init or f.default_factory is not dataclasses.MISSING for f in params):
        raise TypeError(f"{cls.__name__}: quick_init does not do __post_init__, factories or init=False")
    namespace: dict = {}
    args, body = [], []
    for f in params:
        namespace[f"_set_{f.name}"] = getattr(cls, f.name).__set__
        if f.default is dataclasses.MISSING:
            args.append(f.name)
        else:
            namespace[f"_default_{f.name}"] = f.default
            args.append(f"{f.name}=_default_{f.name}")
        body.append(f"    _set_{f.name}(self, {f.name})")
    source = f"def __init__(self, {', '.join(args)}):\n" + ("\n".join(body) or "    pass") + "\n"
    exec(source, namespace)  # as dataclasses itself builds __init__
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    cls.__init__ = init  # type: ignore[method-assign]  # replacing the generated __init__ on the class is the point
    return cls
