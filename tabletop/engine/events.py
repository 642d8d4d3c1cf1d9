"""Events: what ``apply`` reports happened, in the past tense, for log, animation and sound.

An event has a public sentence and public data; it may also carry a secret sentence and data
that only the seats in ``to`` may see (a drawn card's name, say). ``for_seat`` is the one place
that redacts an event. ``reveals`` marks events that uncover hidden information or consume
randomness: undo may not step back past them.

One vocabulary for every game: an event kind is a past-tense phrase in CamelCase
(``CardDrawn``). ``COMMON`` lists the kinds every game shares, with the meaning the table's
log, sound and animation rules rely on; a game adds its own in ``Game.EVENT_KINDS``. The
conformance test checks every emitted kind is in one of the two.

Seat names: the engine knows no one's name (names stay out of the state, its hash and the
saves' replays): its sentences name a seat "Player N" (``Game.seat_name``). ``name_seats`` is
the one place where those words become the names the table was given ("Ann"); the session
(``Session.name_text``, ``Session.shown``) and the replay timeline call it on every sentence
they hand to a player: log lines, toasts, banners, refusals and the result.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

#: kinds shared by every game; ``data`` keys named here are the ones the table reads.
COMMON: dict[str, str] = {
    "GameStarted": "the game was set up",
    "GameEnded": "the game ended (data: winners)",
    "TurnStarted": "a seat's turn began (data: seat)",
    "TurnEnded": "a seat's turn ended (data: seat)",
    "PhaseEntered": "the game entered a phase or step (data: phase, step)",
    "CardDrawn": "a seat drew a card (data: seat; secret: card)",
    "CardPlayed": "a seat played a card (data: seat, card)",
    "CardDiscarded": "a card went to a discard pile (data: seat, card)",
    "CardMoved": "a card moved between zones (data: card, from, to)",
    "CardRevealed": "a hidden card was shown (data: card)",
    "CardsDealt": "cards were dealt",
    "PileShuffled": "a pile was shuffled (data: zone)",
    "PromptOpened": "a seat must choose (data: seat, kind)",
    "PromptAnswered": "a seat chose (data: seat, kind, values)",
    "Passed": "a seat passed (data: seat)",
    "ItemPushed": "something went on the response stack (data: uid, seat)",
    "StackResolved": "the top of the response stack resolved (data: uid)",
    "ItemCancelled": "an item on the stack was cancelled (data: uid)",
    "ScoreChanged": "a seat's score changed (data: seat, score)",
    "PlayerEliminated": "a seat left the game (data: seat)",
    "NothingHappened": "an effect had nothing to act on",
    "PositionSet": "a scenario set up a position",
}

#: sound cues: an event kind (or "Kind.field=value", which wins for that value) -> (sound name,
#: volume), or None for silence. Every game hears these; its ``GameInfo.sounds`` adds or
#: overrides. The table plays them for the events the seat on screen may see.
Sound = tuple[str, float] | None
DEFAULT_SOUNDS: dict[str, Sound] = {
    "CardDrawn": ("deal", 0.5),
    "CardsDealt": ("deal", 0.5),
    "CardPlayed": ("flip", 0.6),
    "CardDiscarded": ("slide", 0.5),
    "CardRevealed": ("reveal", 0.7),
    "PileShuffled": ("shuffle", 0.7),
    "ItemCancelled": ("invalid", 0.4),
    "PlayerEliminated": ("lose", 0.6),
}


def sound_for(sounds: dict[str, Sound], kind: str, data: dict[str, Any]) -> Sound:
    """The cue for an event of ``kind`` with ``data`` from the game's map ``sounds`` over
    ``DEFAULT_SOUNDS``: a "Kind.field=value" entry first, then the kind's."""
    prefix = kind + "."
    for key, cue in sounds.items():
        if key.startswith(prefix):
            field_name, _, value = key[len(prefix) :].partition("=")
            if str(data.get(field_name)) == value:
                return cue
    if kind in sounds:
        return sounds[kind]
    return DEFAULT_SOUNDS.get(kind)


_SEAT_WORD = re.compile(r"\bPlayer (\d{1,2})\b")


def name_seats(text: str, names: list[str]) -> str:
    """``text`` with each "Player N" (an engine sentence's seat) replaced by ``names[N - 1]``
    where that name is given; other words are kept (Austin's "Player 1 (Evil)" reads
    "Ann (Evil)")."""
    if "Player " not in text:
        return text

    def sub(m: re.Match[str]) -> str:
        i = int(m.group(1)) - 1
        return names[i] if 0 <= i < len(names) and names[i] else m.group(0)

    return _SEAT_WORD.sub(sub, text)


_KIND = re.compile(r"^[A-Z][a-z]+(?:[A-Z][a-z]*)*$")


def valid_kind(kind: str) -> bool:
    """An event kind is CamelCase words (``CardDrawn``, ``BoneLanded``)."""
    return bool(_KIND.match(kind))


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
