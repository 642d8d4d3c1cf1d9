"""Scenario positions for Mighty Beanz: build a game position from card names.

The ``[position]`` table (documented in docs/scenarios.md, section Mighty Beanz):

- ``active`` (seat whose turn it is, default 0), ``points`` (action points left, default 7),
  ``turn_number`` (default 1, so not the Expert game's short first turn), ``draws_made`` (0),
  ``start_turn`` (default false; true runs the start of ``active``'s turn: spin Bottomz-up Beans
  and queue the Shoot for Loot galaxies; ``points`` is then ignored).
- ``mat``: a list of ``{slot, bean, position, cosmos}``; ``position`` is headz (default),
  bottomz or sidewayz; either name may be left out. A slot's owner owns its cards.
- ``hands``, ``discards``, ``boosts``: tables from seat ("0"/"1") to lists of card names.
- ``captured``: seat -> three numbers (loot already captured per Galaxy).
- ``decks``: seat -> list of names (top last); default: the seat's chosen deck list, shuffled.
  Loot stacks are then filled from the top of the deck (2 or 3 per Galaxy, less the captured).

Every card is a fresh instance, so the inventory of a position game is what the position lists.
Card ids are given in this order: the mat entries as listed (a slot's Bean, then its Cosmos),
the hands of seat 0 then seat 1, the discards, the boosts, then the decks (loot comes off them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.errors import TabletopError
from tabletop.engine.stack import ResponseStack
from tabletop.games.beanz.cards import deck_lists

if TYPE_CHECKING:
    from tabletop.games.beanz.rules import BeanzGame

POSITIONS = ("headz", "bottomz", "sidewayz")


def _seat_table(position: dict[str, Any], key: str) -> dict[int, Any]:
    raw = position.get(key, {})
    if not isinstance(raw, dict):
        raise TabletopError(f"position.{key} should be a table from seat to a list")
    out: dict[int, Any] = {}
    for k, v in raw.items():
        if str(k) not in ("0", "1"):
            raise TabletopError(f"position.{key}: seat must be 0 or 1, not {k!r}")
        out[int(k)] = v
    return out


def apply_position(g: BeanzGame, position: dict[str, Any]) -> None:
    from tabletop.games.beanz.rules import NSLOTS, slot_owner

    defs = g.defs
    g.names, g.owner = [], []

    def new(name: str, p: int) -> int:
        if name not in defs:
            raise TabletopError(f"position: there is no card named {name!r}")
        g.names.append(name)
        g.owner.append(p)
        return len(g.names) - 1

    g.bean = [None] * NSLOTS
    g.pos = [None] * NSLOTS
    g.cosmos = [None] * NSLOTS
    for entry in position.get("mat", []):
        r = int(entry["slot"])
        if not 0 <= r < NSLOTS:
            raise TabletopError(f"position.mat: slot {r} is not 0..17")
        p = slot_owner(r)
        if entry.get("bean"):
            b = new(str(entry["bean"]), p)
            if not defs[g.names[b]].is_bean:
                raise TabletopError(f"position.mat: {entry['bean']!r} is not a Bean card")
            g.bean[r] = b
            ps = str(entry.get("position", "headz"))
            if ps not in POSITIONS:
                raise TabletopError(f"position.mat: position must be one of {POSITIONS}")
            g.pos[r] = ps
        if entry.get("cosmos"):
            c = new(str(entry["cosmos"]), p)
            if defs[g.names[c]].kind != "cosmos":
                raise TabletopError(f"position.mat: {entry['cosmos']!r} is not a Cosmos card")
            g.cosmos[r] = c
    hands = _seat_table(position, "hands")
    discards = _seat_table(position, "discards")
    boosts = _seat_table(position, "boosts")
    decks = _seat_table(position, "decks")
    captured = _seat_table(position, "captured")
    for p in (0, 1):
        g.hand[p] = [new(n, p) for n in hands.get(p, [])]
    for p in (0, 1):
        g.discard[p] = [new(n, p) for n in discards.get(p, [])]
    for p in (0, 1):
        g.boosts[p] = [new(n, p) for n in boosts.get(p, [])]
    for p in (0, 1):
        names = decks.get(p)
        if names is None:
            names = deck_lists()[g.options[f"deck{p}"]].names()
            g.deck[p] = [new(n, p) for n in names]
            g.rng.shuffle(g.deck[p])
        else:
            g.deck[p] = [new(n, p) for n in names]
        g.captured[p] = [int(x) for x in captured.get(p, [0, 0, 0])]
        for gal in range(3):
            need = g.loot_per_galaxy - g.captured[p][gal]
            if need <= 0:
                raise TabletopError("position.captured: a Galaxy with all its loot taken is won")
            if len(g.deck[p]) < need + 1:
                raise TabletopError(f"position.decks: seat {p}'s deck is too small for its loot")
            g.loot[p][gal] = [g.deck[p].pop() for _ in range(need)]
    g.stack = ResponseStack()
    g.pending = None
    g.winners = None
    g.hidden_hand = "left"
    g.turn = int(position.get("active", 0))
    g.first_player = int(position.get("first_player", 0))
    g.turn_number = int(position.get("turn_number", 1))
    g.spin_boost = 0
    if position.get("start_turn"):
        g._start_turn()
    else:
        g.phase = "main"
        g.points = int(position.get("points", 7))
        g.draws_made = int(position.get("draws_made", 0))
        g.loot_queue = []
        g.tries_left = 2
