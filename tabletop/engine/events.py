"""Events: what ``apply`` reports happened, in the past tense, for log, animation and sound.

An event has a public sentence and public data; it may also carry a secret sentence and data
that only the seats in ``to`` may see (a drawn card's name, say). ``for_seat`` is the one place
that redacts an event. ``reveals`` marks events that uncover hidden information or consume
randomness: undo may not step back past them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    secret_text: str | None = None
    secret_data: dict[str, Any] | None = None
    to: frozenset[int] = frozenset()
    reveals: bool = False

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        """The event as ``seat`` may see it (``None`` is a spectator)."""
        sees = seat is not None and seat in self.to
        data = dict(self.data)
        if sees and self.secret_data:
            data.update(self.secret_data)
        return {
            "kind": self.kind,
            "text": self.secret_text if sees and self.secret_text else self.text,
            "data": data,
        }
