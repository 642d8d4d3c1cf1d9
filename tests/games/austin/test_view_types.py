"""The typed Austin seat view (``rules/viewtypes.py``) names exactly the keys the engine's view
holds, at every level (the header, seats, zones, an attempt, a Happening, a Slugfest, ships),
over random games of 2 to 6 seats: the table module reads a view through these types."""

from __future__ import annotations

import random
from typing import Any

from tabletop.games.austin.rules.viewtypes import (
    AustinView,
    BrawlBone,
    BrawlView,
    CardView,
    FightBone,
    FightSide,
    FightView,
    HappeningView,
    PlayerRow,
    SeatRow,
    ShipsView,
    ZoneView,
)
from tabletop.room.session import SeatConfig, Session


def _keys(d: dict[str, Any], typ: Any, where: str) -> None:
    assert set(d) == set(typ.__required_keys__), (where, set(d) ^ set(typ.__required_keys__))


def _check(v: dict[str, Any], seen: set[str]) -> None:
    _keys(v, AustinView, "view")
    for s in v["seats"]:
        _keys(s, SeatRow, "seats")
    for p in v["players"]:
        _keys(p, PlayerRow, "players")
    for z in v["zones"].values():
        _keys(z, ZoneView, "zone")
        for c in z["cards"] or []:
            if c is not None:
                _keys(c, CardView, "card")
    if v["fight"] is not None:
        seen.add("fight")
        _keys(v["fight"], FightView, "fight")
        for side in ("att", "def"):
            _keys(v["fight"][side], FightSide, side)
        for b in v["fight"]["bones"]:
            _keys(b, FightBone, "fight bone")
            seen.add("fight bone")
    if v["happening"] is not None:
        seen.add("happening")
        _keys(v["happening"], HappeningView, "happening")
    if v["brawl"] is not None:
        seen.add("brawl")
        _keys(v["brawl"], BrawlView, "brawl")
        for b in v["brawl"]["bones"]:
            _keys(b, BrawlBone, "brawl bone")
    if v["ships"] is not None:
        seen.add("ships")
        _keys(v["ships"], ShipsView, "ships")


def test_the_typed_view_names_every_key_the_engine_gives() -> None:
    seen: set[str] = set()
    for seed in range(12):
        n = 2 + seed % 5
        session = Session("austin", seed, [SeatConfig("bot", f"B{i}", "random") for i in range(n)])
        rng = random.Random(seed)
        for _ in range(400):
            g = session.game
            if g.is_terminal():
                break
            seat = g.active_seats()[0]
            for s in (seat, None):
                _check(g.view(s), seen)
            session.apply(rng.choice(g.legal_actions(seat)))
        _check(session.game.view(0), seen)
    assert {"fight", "fight bone", "happening", "brawl", "ships"} <= seen, seen
