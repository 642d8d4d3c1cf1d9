"""Zones: ordered piles of card instance ids with a visibility, and the set of a game's zones.

Visibility of a zone's cards:

- ``PUBLIC``: everyone sees every card (a discard pile, the table);
- ``OWNER``: only the owner (a hand; a bank the owner may look at);
- ``HIDDEN``: nobody, only the count (a draw pile);
- ``SEATS``: the seats listed in ``Zone.seats`` (a Codenames key, seen by the Directors).

On top of that, ``Zone.viewers`` adds seats that may see the zone for now (an Assassin's look
at a hand), and ``Zone.shown`` lists cards of a hidden zone that are face up for everyone (a
bank card its owner flipped).

``Zones`` holds every zone of a game, so the three things every game needs come for free:
``view(seat)`` (the only way cards reach a view: hidden cards are ``None``, with no identity),
``scramble_hidden(seat, rng)`` (the hidden-information property test: permute every card
``seat`` may not see, across zones, keeping counts) and ``inventory()`` (every card instance,
for the conservation test). The top of a pile is the end of its list. A game may keep a
reference to a zone's ``cards`` list for speed; it must never rebind it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.errors import TabletopError

PUBLIC = "public"
OWNER = "owner"
HIDDEN = "hidden"
SEATS = "seats"
VISIBILITIES = (PUBLIC, OWNER, HIDDEN, SEATS)


@dataclass
class Zone:
    name: str
    visibility: str = PUBLIC
    owner: int | None = None
    cards: list[int] = field(default_factory=list)
    #: for ``SEATS`` visibility: who sees the cards
    seats: frozenset[int] = frozenset()
    #: seats that may see this zone for now, whatever its visibility
    viewers: set[int] = field(default_factory=set)
    #: cards of this zone that are face up for everyone
    shown: set[int] = field(default_factory=set)
    #: the kind of zone, for the table's layout: "hand", "deck", "discard", "table", ...
    kind: str = ""

    def __post_init__(self) -> None:
        if self.visibility not in VISIBILITIES:
            raise TabletopError(f"zone {self.name!r}: unknown visibility {self.visibility!r}")
        if not self.kind:
            self.kind = self.name.split("/")[0]

    def __len__(self) -> int:
        return len(self.cards)

    def __deepcopy__(self, memo: dict[int, Any]) -> Zone:
        """A copy with its own card list (a game's other references to that list, copied in the
        same ``deepcopy``, get the same new list through ``memo``); names and seats are shared."""
        new = Zone.__new__(Zone)
        memo[id(self)] = new
        cards = memo.get(id(self.cards))
        if cards is None:
            cards = self.cards[:]
            memo[id(self.cards)] = cards
        new.__dict__.update(self.__dict__)
        new.cards = cards
        new.viewers = set(self.viewers)
        new.shown = set(self.shown)
        return new

    def __iter__(self) -> Iterator[int]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` sees every card of this zone (``None`` is a spectator)."""
        v = self.visibility
        if v == PUBLIC:
            return True
        if seat is None:
            return False
        if seat in self.viewers:
            return True
        if v == OWNER:
            return seat == self.owner
        if v == SEATS:
            return seat in self.seats
        return False

    def card_visible_to(self, card: int, seat: int | None) -> bool:
        return card in self.shown or self.visible_to(seat)

    def top(self, n: int = 1) -> list[int]:
        """The top ``n`` cards, topmost first."""
        return list(reversed(self.cards[-n:])) if n > 0 else []

    def pop_top(self) -> int:
        return self.cards.pop()

    def put_top(self, card: int) -> None:
        self.cards.append(card)

    def put_bottom(self, card: int) -> None:
        self.cards.insert(0, card)

    def remove(self, card: int) -> None:
        self.cards.remove(card)
        self.shown.discard(card)

    def view(self, seat: int | None, describe: Callable[[int], Any]) -> dict[str, Any]:
        """``{"count": n, "cards": [...]}``; ``cards`` is ``None`` when no card is visible, and
        a hidden card in a list of partly shown ones is ``None``."""
        out: dict[str, Any] = {"count": len(self.cards)}
        if self.visible_to(seat):
            out["cards"] = [describe(c) for c in self.cards]
        elif self.shown:
            out["cards"] = [describe(c) if c in self.shown else None for c in self.cards]
        else:
            out["cards"] = None
        return out

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"cards": list(self.cards)}
        if self.viewers:
            d["viewers"] = sorted(self.viewers)
        if self.shown:
            d["shown"] = sorted(self.shown)
        return d


class Zones:
    """Every zone of a game, by name. Per-seat zones are named ``"<kind>/<seat>"``."""

    def __init__(self) -> None:
        self.by_name: dict[str, Zone] = {}

    def add(
        self,
        name: str,
        visibility: str = PUBLIC,
        owner: int | None = None,
        cards: Iterable[int] = (),
        seats: Iterable[int] = (),
        kind: str = "",
    ) -> Zone:
        if name in self.by_name:
            raise TabletopError(f"zone {name!r} exists already")
        z = Zone(name, visibility, owner, list(cards), frozenset(seats), kind=kind)
        self.by_name[name] = z
        return z

    def add_per_seat(
        self, kind: str, seats: int, visibility: str = OWNER, cards: Iterable[int] = ()
    ) -> list[Zone]:
        """One zone per seat (``hand/0``, ``hand/1`` ...), owned by that seat."""
        return [
            self.add(f"{kind}/{s}", visibility, s, list(cards), kind=kind) for s in range(seats)
        ]

    def __getitem__(self, name: str) -> Zone:
        return self.by_name[name]

    def __contains__(self, name: object) -> bool:
        return name in self.by_name

    def __iter__(self) -> Iterator[Zone]:
        return iter(self.by_name.values())

    def of(self, kind: str, seat: int) -> Zone:
        return self.by_name[f"{kind}/{seat}"]

    def where(self, card: int) -> Zone | None:
        """The zone holding ``card`` (a linear search: for set-up and tests, not hot paths)."""
        for z in self.by_name.values():
            if card in z.cards:
                return z
        return None

    def move(self, card: int, src: Zone | str, dst: Zone | str, bottom: bool = False) -> None:
        a = self.by_name[src] if isinstance(src, str) else src
        b = self.by_name[dst] if isinstance(dst, str) else dst
        a.remove(card)
        if bottom:
            b.put_bottom(card)
        else:
            b.put_top(card)

    # ------------------------------------------------------------------ the three for free
    def view(self, seat: int | None, describe: Callable[[int], Any]) -> dict[str, Any]:
        """Every zone as ``seat`` may see it: ``{name: {kind, owner, count, cards}}``."""
        out: dict[str, Any] = {}
        for z in self.by_name.values():
            d = z.view(seat, describe)
            d["kind"] = z.kind
            d["owner"] = z.owner
            out[z.name] = d
        return out

    def hidden_from(self, seat: int | None) -> list[tuple[Zone, list[int]]]:
        """For each zone, the positions of its cards that ``seat`` may not see."""
        out = []
        for z in self.by_name.values():
            if z.visible_to(seat):
                continue
            idx = [i for i, c in enumerate(z.cards) if c not in z.shown]
            if idx:
                out.append((z, idx))
        return out

    def scramble_hidden(
        self,
        seat: int | None,
        rng: random.Random,
        groups: Callable[[Zone], str] | None = None,
    ) -> None:
        """Permute every card ``seat`` may not see, across zones, keeping every zone's count.

        ``groups`` names a pool per zone when some hidden cards must not trade places (two
        decks of different games' cards, say); by default all hidden cards form one pool.
        """
        pools: dict[str, list[tuple[Zone, int]]] = {}
        for z, idx in self.hidden_from(seat):
            key = groups(z) if groups else ""
            pools.setdefault(key, []).extend((z, i) for i in idx)
        for slots in pools.values():
            cards = [z.cards[i] for z, i in slots]
            rng.shuffle(cards)
            for (z, i), c in zip(slots, cards):
                z.cards[i] = c

    def inventory(self) -> list[int]:
        """Every card instance in every zone, sorted."""
        return sorted(c for z in self.by_name.values() for c in z.cards)

    def to_dict(self) -> dict[str, Any]:
        return {z.name: z.to_dict() for z in self.by_name.values()}
