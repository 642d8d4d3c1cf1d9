"""Prompts: one mechanism for every pending decision of every game.

A prompt says who decides (``seat``), what about (``kind``, ``text``), the options (each a
value in the action notation, a label for people and optionally the card it shows), how many
to choose (``min``/``max``) and whether the order matters (``ordered``). It is answered by one
action, ``<seat>:<verb> <value> <value> ...``; ``verb`` keeps each game's notation
(Espionage answers with ``choose`` and ``detective``, Beanz with ``target``).

A prompt lives in the game's state while it is open (``game.prompt``); the flow dispatch
routes its answer to the game method ``answer_<kind>(prompt, values)``. ``view`` gives the
common block the table draws for any game: everyone sees who is deciding and about what, only
the deciding seat sees the options when ``private`` is set (an Assassin's look at a hand).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, permutations
from typing import Any

from tabletop.engine.actions import Action, Arg


@dataclass(frozen=True)
class Choice:
    """One option of a prompt: its notation value, a label, and the card it shows (if any)."""

    value: Arg
    label: str = ""
    card: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"value": self.value, "label": self.label, "card": self.card}

    def to_view(self) -> dict[str, Any]:
        return {"value": self.value, "label": self.label or str(self.value), "card": self.card}


@dataclass
class Prompt:
    seat: int
    kind: str
    verb: str
    options: list[Choice]
    text: str = ""
    min: int = 1
    max: int = 1
    ordered: bool = False
    private: bool = False
    #: the game's own data for resolving it (JSON-able), e.g. who is robbed, which stack item
    data: dict[str, Any] = field(default_factory=dict)

    def values(self) -> list[Arg]:
        return [c.value for c in self.options]

    def actions(self) -> list[Action]:
        """Every legal answer. ``ordered`` prompts list each order of each choice of cards."""
        vals = self.values()
        out: list[Action] = []
        hi = min(self.max, len(vals))
        for k in range(self.min, hi + 1):
            groups = permutations(vals, k) if self.ordered else combinations(vals, k)
            out.extend(Action(self.seat, self.verb, tuple(g)) for g in groups)
        return out

    def accepts(self, action: Action) -> str | None:
        """``None`` when ``action`` answers this prompt, else why not (cheap: no listing)."""
        if action.seat != self.seat:
            return f"It is not that player's choice now: {self.text or 'a choice is pending'}."
        if action.verb != self.verb:
            return f"First make the pending choice: {self.text or self.kind}."
        vals = action.args
        if not self.min <= len(vals) <= self.max:
            many = f"{self.min}" if self.min == self.max else f"between {self.min} and {self.max}"
            return f"Choose {many} of the options, not {len(vals)}."
        allowed = self.values()
        if len(set(vals)) != len(vals):
            return "Choose each option at most once."
        for v in vals:
            if v not in allowed:
                labels = ", ".join(c.label or str(c.value) for c in self.options[:8])
                return f"{v} is not one of the choices ({labels})."
        return None

    def _head(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "kind": self.kind,
            "verb": self.verb,
            "text": self.text,
            "min": self.min,
            "max": self.max,
            "ordered": self.ordered,
        }

    def view(self, seat: int | None) -> dict[str, Any]:
        """The common prompt block of a seat view."""
        shown = seat == self.seat or not self.private
        return {**self._head(), "options": [c.to_view() for c in self.options] if shown else None}

    def to_dict(self) -> dict[str, Any]:
        return {
            **self._head(),
            "private": self.private,
            "options": [c.to_dict() for c in self.options],
            "data": self.data,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Prompt:
        """A prompt from ``to_dict`` output (scenario files may start inside a prompt)."""
        opts = [Choice(o["value"], o.get("label", ""), o.get("card")) for o in d["options"]]
        return cls(
            int(d["seat"]),
            str(d["kind"]),
            str(d["verb"]),
            opts,
            str(d.get("text", "")),
            int(d.get("min", 1)),
            int(d.get("max", 1)),
            bool(d.get("ordered", False)),
            bool(d.get("private", False)),
            dict(d.get("data", {})),
        )
