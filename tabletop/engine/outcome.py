"""A race's result and its text: who reacted first, who was last, who tied, who started early.

Part of the action notation (an Austin Powers Happening's ``happening_order 2,0=1,3x/3``), so it
lives with the engine; the timing that measures it is ``tabletop.reactions.window``.

``format_outcome`` / ``parse_outcome`` give the compact form: groups in order from first to last
separated by ``,``; seats tied inside a group joined by ``=``; a seat that did not react in time
(missed, or put last by a false start) carries a trailing ``x``; after an optional ``/`` come the
seats that made false starts, joined by ``=``. ``parse_outcome(format_outcome(o)) == o``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class ReactionError(ValueError):
    """A reaction window was built or fed with impossible values."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a window.

    ``groups`` lists seats from first to last reaction; a group of several seats is a tie. The last
    group(s) may hold seats that did not react (``missed`` or put last by a false start); they are
    always one final group. ``false_starts`` lists seats that pressed before the window opened.
    """

    groups: tuple[tuple[int, ...], ...]
    missed: frozenset[int] = frozenset()
    false_starts: tuple[int, ...] = ()

    @property
    def order(self) -> list[int]:
        return [s for g in self.groups for s in g]

    @property
    def first(self) -> tuple[int, ...]:
        """The seats that reacted first (several when tied). Empty when nobody reacted."""
        if not self.groups or set(self.groups[0]) <= self.missed:
            return ()
        return self.groups[0]

    @property
    def last(self) -> tuple[int, ...]:
        """The seats that were last (several when tied): a seat that did not react is last."""
        return self.groups[-1] if self.groups else ()

    def target(self, mode: str) -> tuple[int, ...]:
        """The seats the mode singles out: ``first`` -> winners, ``last`` -> losers."""
        if mode == "first":
            return self.first
        if mode == "last":
            return self.last
        raise ReactionError(f"unknown mode {mode!r}; use 'first' or 'last'")

    @property
    def tied(self) -> bool:
        return any(len(g) > 1 for g in self.groups)

    def rank(self, seat: int) -> int:
        """0 for the first group, 1 for the next, ... (tied seats share a rank)."""
        for i, g in enumerate(self.groups):
            if seat in g:
                return i
        raise ReactionError(f"seat {seat} is not in this outcome")

    def to_dict(self) -> dict[str, Any]:
        return {
            "groups": [list(g) for g in self.groups],
            "missed": sorted(self.missed),
            "false_starts": list(self.false_starts),
        }

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Outcome:
        return Outcome(
            tuple(tuple(int(s) for s in g) for g in d["groups"]),
            frozenset(int(s) for s in d.get("missed", ())),
            tuple(int(s) for s in d.get("false_starts", ())),
        )

    def __str__(self) -> str:
        return format_outcome(self)


def format_outcome(outcome: Outcome) -> str:
    """Compact text, e.g. ``"2,0=1,3x/3"`` (see the module docstring)."""
    groups = ",".join(
        "=".join(f"{s}x" if s in outcome.missed else str(s) for s in g) for g in outcome.groups
    )
    if outcome.false_starts:
        groups += "/" + "=".join(str(s) for s in outcome.false_starts)
    return groups


def parse_outcome(text: str) -> Outcome:
    """Inverse of :func:`format_outcome`; raises ``ReactionError`` on malformed text."""
    body, sep, fs_text = text.strip().partition("/")
    if sep and not fs_text:
        raise ReactionError(f"empty false-start list in {text!r}")
    groups: list[tuple[int, ...]] = []
    missed: set[int] = set()
    seen: set[int] = set()
    if body:
        for gtext in body.split(","):
            seats: list[int] = []
            for tok in gtext.split("="):
                is_missed = tok.endswith("x")
                num = tok[:-1] if is_missed else tok
                if not num.isdigit():
                    raise ReactionError(f"bad seat {tok!r} in reaction outcome {text!r}")
                seat = int(num)
                if seat in seen:
                    raise ReactionError(f"seat {seat} appears twice in {text!r}")
                seen.add(seat)
                seats.append(seat)
                if is_missed:
                    missed.add(seat)
            groups.append(tuple(seats))
    if missed and set(groups[-1]) != missed:
        raise ReactionError(f"seats that did not react must form the last group in {text!r}")
    false_starts: list[int] = []
    if fs_text:
        for tok in fs_text.split("="):
            if not tok.isdigit():
                raise ReactionError(f"bad false-start seat {tok!r} in {text!r}")
            false_starts.append(int(tok))
    return Outcome(tuple(groups), frozenset(missed), tuple(false_starts))
