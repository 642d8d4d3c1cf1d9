"""RPG Get! scenario positions (``[position]`` of a scenario file, docs/scenarios.md): every
seat's zones by card name, wounds, ailments, ranks, reward counters, where the flow is, and an
attempt in progress. Unknown keys anywhere are refused, naming the key."""

from __future__ import annotations

from typing import Any

from tabletop.engine.errors import TabletopError
from tabletop.games.rpgget.cards import card_defs, decks
from tabletop.games.rpgget.effects import RANKS, STATUSES

TOP = ("current", "phase", "step", "seats", "attempt", "turn", "first")
SEAT = (
    "deck",
    "hand",
    "bank",
    "inventory",
    "party",
    "unconscious",
    "score",
    "discard",
    "rp",
    "damage",
    "status",
    "rank",
    "shown",
)
ATTEMPT = ("mission", "active", "enemies", "asleep_enemies", "ep_used", "boss", "used")
ENEMY = ("name", "seat", "damage", "status", "rank")
#: "setup": turn 0, the seats keeping or redrawing their hands (``mulligan``) and starting a
#: character (``start``) in turn from the first player (``first``, default ``current``)
PHASES = ("setup", "redraw", "play", "mission", "attempt")
STEPS = ("party", "enemy", "party_attack", "enemy_attack")


def _check(table: Any, allowed: tuple[str, ...], where: str) -> dict[str, Any]:
    if not isinstance(table, dict):
        raise TabletopError(f"position: {where} should be a table")
    for k in table:
        if k not in allowed:
            raise TabletopError(
                f"position: unknown key {k!r} in {where}; known: {', '.join(allowed)}"
            )
    return table


def _check_status(names: Any) -> list[str]:
    st = [str(x) for x in names]
    for x in st:
        if x not in STATUSES:
            raise TabletopError(f"position: unknown status {x!r}")
    return st


def _zone_names(
    pos: dict[str, Any],
    tables: list[dict[str, Any]],
    att: dict[str, Any] | None,
    enemies: list[tuple[str, dict[str, Any]]],
) -> list[dict[str, list[str]]]:
    """Every seat's zones by card name (a seat without a deck gets a starter deck), each name
    checked against the card list (the enemies and the mission in play too)."""
    defs = card_defs()
    layout: list[dict[str, list[str]]] = []
    for s, t in enumerate(tables):
        zl: dict[str, list[str]] = {}
        names: list[str] = []
        for z in ("hand", "bank", "inventory", "party", "unconscious", "score", "discard"):
            zl[z] = [str(x) for x in t.get(z, [])]
            names.extend(zl[z])
        for _key, e in enemies:
            if int(e.get("seat", 1)) == s:
                names.append(str(e["name"]))
        if att is not None and s == int(pos.get("current", 0)):
            names.append(str(att["mission"]))
        if "deck" in t:
            zl["deck"] = [str(x) for x in t["deck"]]
        else:
            zl["deck"] = list(decks()[list(decks())[s % len(decks())]]["cards"])
        names.extend(zl["deck"])
        for name in names:
            if name not in defs:
                raise TabletopError(f"position: unknown card {name!r}")
        layout.append(zl)
    return layout


def _enemy_seat(enemy: dict[str, Any], n: int, where: str) -> int:
    """The seat an enemy of the attempt belongs to (default 1): one of the game's seats."""
    seat = enemy.get("seat", 1)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
        raise TabletopError(
            f"position: {where}: seat should be a seat number from 0 to {n - 1}, not {seat!r}"
        )
    return seat


class PositionMixin:
    def set_position(self, position: dict[str, Any]) -> None:  # type: ignore[override]
        g: Any = self
        pos = _check(position, TOP, "[position]")
        n = g.num_seats
        seats = pos.get("seats", [])
        if not isinstance(seats, list) or len(seats) > n:
            raise TabletopError(f"position: seats should be a list of at most {n} tables")
        tables = [_check(t, SEAT, f"seats[{i}]") for i, t in enumerate(seats)]
        tables += [{}] * (n - len(tables))
        att = _check(pos["attempt"], ATTEMPT, "attempt") if "attempt" in pos else None
        enemies = []
        if att is not None:
            for key in ("enemies", "asleep_enemies"):
                if not isinstance(att.get(key, []), list):
                    raise TabletopError(f"position: attempt.{key} should be a list of tables")
                for i, e in enumerate(att.get(key, [])):
                    enemies.append((key, _check(e, ENEMY, f"attempt.{key}")))
                    _enemy_seat(e, n, f"attempt.{key}[{i}]")
        named = self._rebuild_zones(_zone_names(pos, tables, att, enemies), tables)
        g.current = int(pos.get("current", 0)) % n
        g.first = int(pos.get("first", g.current)) % n
        g.turn_no = int(pos.get("turn", 1))
        g.turn_start = [0] * n
        g.turn_start[g.current] = g.turn_no

        def find(s: int, name: str) -> int:
            for c in named[s].get(name, []):
                return c
            raise TabletopError(f"position: seat {s} has no {name!r} in play")

        for s, t in enumerate(tables):
            g.rp[s] = int(t.get("rp", g.rp[s]))
            for name, v in dict(t.get("damage", {})).items():
                g.dmg[find(s, name)] = int(v)
            for name, v in dict(t.get("status", {})).items():
                _check_status(list(v))
                g.status[find(s, name)] = list(v)
            for name in t.get("shown", []):
                g.zones.of("bank", s).shown.add(find(s, str(name)))
        phase = str(pos.get("phase", "play"))
        if phase not in PHASES:
            raise TabletopError(f"position: phase should be one of {', '.join(PHASES)}")
        g.prompt = None
        g.flow.seats, g.flow.queue = [], []
        if phase == "setup":
            if att is not None:
                raise TabletopError("position: phase = 'setup' comes before any attempt")
            # turn 0: the first player keeps or redraws a hand and starts a character, then
            # the next seat does, and so on (the engine's own set-up, from these hands)
            g.current = g.first
            g.turn_no = int(pos.get("turn", 0))
            g.turn_start = [0] * n
            g.flow.phase = "setup"
            g.flow.step = None
            g.flow.seats = [g.first]
            return
        if att is None:
            if phase == "attempt":
                raise TabletopError("position: phase = 'attempt' needs an [position.attempt] table")
            g.enter(phase)
            return
        self._set_attempt(pos, att, enemies, dict(tables[g.current].get("rank", {})), find)

    def _rebuild_zones(
        self, layout: list[dict[str, list[str]]], tables: list[dict[str, Any]]
    ) -> list[dict[str, list[int]]]:
        """Every card instance and zone rebuilt from the names; each seat's card ids by name."""
        from tabletop.engine.zones import Zones

        g: Any = self
        defs = card_defs()
        n = g.num_seats
        g.zones = Zones()
        g._build([[] for _ in range(n)])
        g.defs, g.owner_of = [], []
        for z in list(g.zones):
            z.cards.clear()
        named: list[dict[str, list[int]]] = []
        for s in range(n):
            by: dict[str, list[int]] = {}
            for zname, names in layout[s].items():
                z = g.zones.of(zname, s)
                for name in names:
                    c = len(g.defs)
                    g.defs.append(defs[name])
                    g.owner_of.append(s)
                    z.cards.append(c)
                    by.setdefault(name, []).append(c)
            named.append(by)
            if "deck" not in tables[s]:
                g.rng.shuffle(g.zones.of("deck", s).cards)
        return named

    def _set_attempt(
        self,
        pos: dict[str, Any],
        att: dict[str, Any],
        enemies: list[tuple[str, dict[str, Any]]],
        ranks: dict[str, Any],
        find: Any,
    ) -> None:
        """The attempt in progress: the mission, the active party and its ranks, the enemies
        (asleep ones asleep), the step."""
        g: Any = self
        defs = card_defs()
        s = g.current
        m = len(g.defs)
        g.defs.append(defs[str(att["mission"])])
        g.owner_of.append(s)
        g.zones["mission"].cards.append(m)
        g.attempt = {
            "seat": s,
            "mission": m,
            "active": [find(s, str(x)) for x in att.get("active", [])],
            "asleep": [],
            "ep_used": int(att.get("ep_used", 0)),
            "boss": bool(att.get("boss", False)),
            "rank": {},
            "power": {},
            "used": {"attack": [], "support": [], "defense": []},
            "defeated": [],
            "owners": {},
        }
        for name, r in ranks.items():
            if r not in RANKS:
                raise TabletopError(f"position: unknown rank {r!r}")
            g.attempt["rank"][str(find(s, name))] = r
        for key, e in enemies:
            self._place_enemy(key, e)
        for c in list(g.attempt["active"]):
            if g.has(c, "sleep"):
                g.attempt["active"].remove(c)
                g.attempt["asleep"].append(c)
        step = str(pos.get("step", "party_attack"))
        if step not in STEPS:
            raise TabletopError(f"position: step should be one of {', '.join(STEPS)}")
        g.attempted = True
        g.enter("attempt", step)
        if step == "enemy_attack":
            order = [s, *g.others_in_order(s)]
            ctl = {g.controller(c) for c in g.zones["arena"].cards}
            g.flow.seats = [x for x in order if x in ctl]

    def _place_enemy(self, key: str, e: dict[str, Any]) -> None:
        """An enemy of the attempt (``key``: "enemies" or "asleep_enemies") into the arena."""
        g: Any = self
        es = int(e.get("seat", 1))
        c = len(g.defs)
        g.defs.append(card_defs()[str(e["name"])])
        g.owner_of.append(es)
        st = _check_status(e.get("status", []))
        asleep = key == "asleep_enemies" or "sleep" in st
        g.zones["asleep" if asleep else "arena"].cards.append(c)
        if e.get("damage"):
            g.dmg[c] = int(e["damage"])
        if key == "asleep_enemies" and "sleep" not in st:
            st.append("sleep")
        if st:
            g.status[c] = st
        if e.get("rank"):
            g.attempt["rank"][str(c)] = str(e["rank"])
