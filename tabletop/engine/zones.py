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
``seat`` may not see, across zones, keeping counts; ``Game.determinize`` re-deals with it) and
``inventory()`` (every card instance, for the conservation test).

What a seat has learned about cards it no longer sees is kept in ``known`` (seat -> card ->
zone name): a card it saw go into a hidden zone (a card it passed, one put back on a deck, a
hand it looked at). ``snapshot`` before a move and ``learn`` after it keep that record from the
changes of the zones alone; a private look that no zone shows is noted with ``note_known``. A
card known to be in a zone stays there when re-dealing, until some card leaves that zone unseen
by the seat (it may have been that one). The top of a pile is the end of its list. A game may keep a
reference to a zone's ``cards`` list for speed; it must never rebind it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.errors import TabletopError
from tabletop.engine.fastcopy import copies_itself, plain

PUBLIC = "public"
OWNER = "owner"
HIDDEN = "hidden"
SEATS = "seats"
VISIBILITIES = (PUBLIC, OWNER, HIDDEN, SEATS)
_NONE: frozenset[int] = frozenset()


@copies_itself
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
    #: a pile drawn from its top whose order is secret: a seat that saw cards put on its top
    #: knows their order until it is shuffled (``Zones.top``)
    ordered: bool = False

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


@plain
class Zones:
    """Every zone of a game, by name. Per-seat zones are named ``"<kind>/<seat>"``."""

    def __init__(self) -> None:
        self.by_name: dict[str, Zone] = {}
        #: what each seat knows of cards it does not see now: seat -> card -> zone name
        self.known: dict[int, dict[int, str]] = {}
        #: what each seat knows of the order of a pile it does not see (``Zone.ordered``): seat ->
        #: zone name ->
        #: the cards it saw put on its top, topmost first (a Detective's look put back); they
        #: keep their places when dealt again, and go where the cards taken from the top go
        self.top: dict[int, dict[str, list[int]]] = {}

    def add(
        self,
        name: str,
        visibility: str = PUBLIC,
        owner: int | None = None,
        cards: Iterable[int] = (),
        seats: Iterable[int] = (),
        kind: str = "",
        ordered: bool = False,
    ) -> Zone:
        if name in self.by_name:
            raise TabletopError(f"zone {name!r} exists already")
        z = Zone(name, visibility, owner, list(cards), frozenset(seats), kind=kind, ordered=ordered)
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
        fits: Callable[[Zone], Callable[[int], bool] | None] | None = None,
        pinned: Collection[int] = (),
    ) -> dict[int, int]:
        """Permute every card ``seat`` may not see, across zones, keeping every zone's count.

        ``groups`` names a pool per zone when some hidden cards must not trade places (two
        decks of different seats' cards, say); by default all hidden cards form one pool.
        ``fits`` gives, for a zone that only takes some cards (a face-down Happening), the test
        a card must pass; ``pinned`` cards are seen elsewhere (named on a stack) and stay. Cards
        ``seat`` knows to be in a zone (``known``) stay in that zone. Returns which card now
        lies where each moved card lay (old -> new), for records kept outside the zones.
        """
        moved: dict[int, int] = {}
        known = self.known.get(seat, {}) if seat is not None else {}
        pinned = set(pinned) | self.fixed_top(seat)
        pools: dict[str, list[tuple[Zone, int]]] = {}
        for z, idx in self.hidden_from(seat):
            key = groups(z) if groups else ""
            pools.setdefault(key, []).extend((z, i) for i in idx if z.cards[i] not in pinned)
        for slots in pools.values():
            cards = [z.cards[i] for z, i in slots]
            tests = {z.name: fits(z) for z, _ in slots} if fits else {}
            stay = {c: z.name for (z, _), c in zip(slots, cards) if known.get(c) == z.name}
            if not stay and not any(tests.values()):
                rng.shuffle(cards)
            else:
                cards = _constrained_deal(slots, cards, rng, tests, stay)
            for (z, i), c in zip(slots, cards):
                if z.cards[i] != c:
                    moved[z.cards[i]] = c
                z.cards[i] = c
        return moved

    # ------------------------------------------------------------------ what seats learn
    def note_known(self, seat: int, cards: Iterable[int], zone: Zone | str) -> None:
        """``seat`` has seen ``cards`` in ``zone`` (a look at a hand no zone shows)."""
        name = zone if isinstance(zone, str) else zone.name
        mine = self.known.setdefault(seat, {})
        for c in cards:
            mine[c] = name

    def snapshot(self) -> dict[str, tuple[Any, ...]]:
        """The cards and visibility of every zone, for ``learn`` after a move."""
        return {
            z.name: (
                tuple(z.cards),
                z.visibility,
                z.owner,
                z.seats,
                frozenset(z.viewers) if z.viewers else _NONE,
                frozenset(z.shown) if z.shown else _NONE,
            )
            for z in self.by_name.values()
        }

    def learn(
        self,
        before: dict[str, tuple[Any, ...]],
        seats: int,
        pinned_before: Collection[int] = (),
        pinned_after: Collection[int] = (),
    ) -> None:
        """Update ``known`` after a move, from the zones ``before`` it (``snapshot``): a card a
        seat saw that is now hidden from it is known where it is; when a card leaves a zone
        unseen by a seat (hidden before and after), that seat no longer knows which of the
        cards it knew there are still there."""
        after = self.snapshot()
        changed = [n for n, sig in after.items() if before.get(n) != sig]
        if not changed and set(pinned_before) == set(pinned_after):
            return
        was: dict[int, tuple[str, tuple[Any, ...]]] = {}
        for n in changed:
            if n in before:
                for c in before[n][0]:
                    was[c] = (n, before[n])
        for c in pinned_before:
            if c not in was:
                z = self.where(c)
                if z is not None:
                    was[c] = (z.name, before.get(z.name, after[z.name]))
        for s in range(seats):
            self._learn_seat(s, changed, was, pinned_before, pinned_after)
            self._learn_top(s, changed, before, was)

    def fixed_top(self, seat: int | None) -> set[int]:
        """The cards ``seat`` knows at the top of piles it does not see (``top``), where they
        still lie there: a re-deal leaves them in their places."""
        out: set[int] = set()
        for name, cards in self.top.get(seat, {}).items() if seat is not None else ():
            z = self.by_name.get(name)
            if z is not None and z.cards[::-1][: len(cards)] == cards:
                out.update(cards)
        return out

    def _learn_top(
        self,
        s: int,
        changed: list[str],
        before: dict[str, tuple[Any, ...]],
        was: dict[int, tuple[str, tuple[Any, ...]]],
    ) -> None:
        """Update what seat ``s`` knows of the top of the piles that changed: cards it saw put
        on top of a pile hidden from it are known there, in order; cards taken from the top
        are known where they went (the next player drew the Bomb put there); any other change
        (a shuffle, a card it did not see put on top) forgets the pile's order."""
        tops = self.top.setdefault(s, {})
        mine = self.known.setdefault(s, {})
        for n in changed:
            z = self.by_name.get(n)
            k = tops.pop(n, [])
            if z is None or not z.ordered or z.visible_to(s) or n not in before:
                continue
            old, new = before[n][0], tuple(z.cards)
            if len(new) < len(old) and new == old[: len(new)] and k:
                gone = old[len(new) :][::-1]  # topmost first
                m = min(len(k), len(gone))
                if list(gone[:m]) != k[:m]:
                    continue
                for c in k[:m]:
                    dest = self.where(c)
                    if dest is not None and not dest.card_visible_to(c, s):
                        mine[c] = dest.name
                k = k[m:]
            elif len(new) > len(old) and new[: len(old)] == old:
                added = new[len(old) :][::-1]
                if not all(c in was and _saw(was[c][1], c, s) for c in added):
                    continue
                k = list(added) + k
            else:
                continue
            if k:
                tops[n] = k
                for c in k:
                    mine[c] = n

    def _learn_seat(
        self,
        s: int,
        changed: list[str],
        was: dict[int, tuple[str, tuple[Any, ...]]],
        pinned_before: Collection[int],
        pinned_after: Collection[int],
    ) -> None:
        mine = self.known.setdefault(s, {})
        lost: set[str] = set()
        names = set(changed) | {n for n, _ in was.values()}
        for n in names:
            z = self.by_name.get(n)
            if z is None:
                continue
            for c in z.cards:
                if c in pinned_after or z.card_visible_to(c, s):
                    mine.pop(c, None)
                    continue
                old = was.get(c)
                if old is None:
                    continue
                saw = c in pinned_before or _saw(old[1], c, s)
                if saw:
                    mine[c] = n
                elif old[0] != n:
                    lost.add(old[0])  # a card left that zone and the seat could not tell which
        if lost:
            for c in [c for c, n in mine.items() if n in lost]:
                del mine[c]

    def inventory(self) -> list[int]:
        """Every card instance in every zone, sorted."""
        return sorted(c for z in self.by_name.values() for c in z.cards)

    def to_dict(self) -> dict[str, Any]:
        return {z.name: z.to_dict() for z in self.by_name.values()}


def _saw(sig: tuple[Any, ...], card: int, seat: int) -> bool:
    """Whether ``seat`` saw ``card`` in a zone of signature ``sig`` (``Zones.snapshot``)."""
    _, visibility, owner, seats, viewers, shown = sig
    if card in shown or visibility == PUBLIC or seat in viewers:
        return True
    if visibility == OWNER:
        return bool(seat == owner)
    return visibility == SEATS and seat in seats


def _constrained_deal(
    slots: list[tuple[Zone, int]],
    cards: list[int],
    rng: random.Random,
    tests: dict[str, Callable[[int], bool] | None],
    stay: dict[int, str],
) -> list[int]:
    """The cards of ``slots`` dealt at random so that a known card stays in its zone and a
    zone with a test gets only cards that pass it; the deal as it is if no try succeeds (the
    real deal always satisfies both)."""
    for _ in range(30):
        out: list[int | None] = [None] * len(slots)
        free = [c for c in cards if c not in stay]
        rng.shuffle(free)
        order = list(range(len(slots)))
        rng.shuffle(order)
        ok = True
        for c, zone in stay.items():  # known cards: a random slot of their zone that fits
            spots = [
                k
                for k in order
                if out[k] is None
                and slots[k][0].name == zone
                and (tests.get(zone) is None or tests[zone](c))  # type: ignore[misc]
            ]
            if not spots:
                ok = False
                break
            out[spots[0]] = c
        for k in order if ok else ():
            test = tests.get(slots[k][0].name)
            if out[k] is None and test is not None:
                pick = next((c for c in free if test(c)), None)
                if pick is None:
                    ok = False
                    break
                free.remove(pick)
                out[k] = pick
        if ok:
            rest = iter(free)
            return [c if c is not None else next(rest) for c in out]
    return cards
