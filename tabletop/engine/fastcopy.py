"""The deep copy behind ``Game.clone`` and ``copy.deepcopy(game)``: the same copy as
``copy.deepcopy`` (shared parts stay shared, through the same ``memo``), made faster for what a
game's state is built of: lists, dicts, sets and tuples of numbers and strings, and the
engine's plain dataclasses (``PLAIN``: zones, the response stack, the flow state), whose fields
are copied as ``deepcopy`` would copy them, without its generic machinery. Immutable values
(``ATOMS``: numbers, strings, frozen sets, actions) are shared, never copied. A class with its
own ``__deepcopy__`` registered by ``copies_itself`` (a ``Zone``) has it called directly.
Anything else goes to ``copy.deepcopy`` with the same ``memo``.
"""

from __future__ import annotations

import copy
from typing import Any

#: immutable values a copy shares (``copy.deepcopy`` returns most of them as they are too)
ATOMS: set[type] = {int, float, bool, str, bytes, complex, type(None), range, frozenset}
#: classes whose instances are plain data: ``cls.__new__`` and every field copied (what
#: ``copy.deepcopy`` does for a dataclass without slots or copy hooks)
PLAIN: set[type] = set()
#: classes whose ``__deepcopy__`` is called without ``copy.deepcopy``'s dispatch (``copies_itself``)
OWN: dict[type, Any] = {}
_MISSING = object()


def plain(cls: type) -> type:
    """Class decorator: ``cls`` holds plain data (no slots, no copy or pickle hooks)."""
    PLAIN.add(cls)
    return cls


def copies_itself(cls: type) -> type:
    """Class decorator: ``cls.__deepcopy__`` makes the copy; ``fast_copy`` calls it at once
    (after the ``memo`` check ``copy.deepcopy`` would make). A game has up to 30 zones, copied
    at every clone: field by field (``PLAIN``) they were half of a clone's time."""
    OWN[cls] = cls.__deepcopy__  # type: ignore[attr-defined]
    return cls


def atom(cls: type) -> type:
    """Class decorator: instances of ``cls`` are immutable and shared by copies."""
    ATOMS.add(cls)
    return cls


def fast_copy(x: Any, memo: dict[int, Any]) -> Any:
    """``copy.deepcopy(x, memo)``, faster for game state (the module's docstring)."""
    cls = type(x)
    if cls in ATOMS:
        return x
    y = memo.get(id(x), _MISSING)
    if y is not _MISSING:
        return y
    atoms = ATOMS
    if cls is list:
        y = []
        memo[id(x)] = y
        for v in x:
            if type(v) not in atoms:
                y.extend([v if type(v) in atoms else fast_copy(v, memo) for v in x])
                return y
        y.extend(x)
        return y
    if cls is dict:
        y = {}
        memo[id(x)] = y
        for k, v in x.items():
            y[k if type(k) in atoms else fast_copy(k, memo)] = (
                v if type(v) in atoms else fast_copy(v, memo)
            )
        return y
    if cls is set:
        for v in x:
            if type(v) not in atoms:
                y = {fast_copy(v, memo) for v in x}
                break
        else:
            y = set(x)
        memo[id(x)] = y
        return y
    if cls is tuple:
        for v in x:
            if type(v) not in atoms:
                break
        else:
            return x
        items = [v if type(v) in atoms else fast_copy(v, memo) for v in x]
        # copying an element may have copied the tuple itself (a cycle through it)
        y = memo.get(id(x), _MISSING)
        if y is not _MISSING:
            return y
        y = x if all(a is b for a, b in zip(items, x)) else tuple(items)
        memo[id(x)] = y
        return y
    if cls in PLAIN:
        y = object.__new__(cls)
        memo[id(x)] = y
        d = y.__dict__
        for k, v in x.__dict__.items():
            d[k] = v if type(v) in atoms else fast_copy(v, memo)
        return y
    own = OWN.get(cls)
    if own is not None:
        return own(x, memo)
    return copy.deepcopy(x, memo)
