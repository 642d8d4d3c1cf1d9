"""Austin Powers seat view (the game's own part; the common header, with every zone redacted
for the seat, comes from the core) and scenario positions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.errors import TabletopError
from tabletop.games.austin.cards import CARDS
from tabletop.games.austin.rules.conflicts import AustinConflicts
from tabletop.games.austin.rules.state import HAND, TARGET
from tabletop.games.austin.rules.viewtypes import (
    BrawlView,
    CardView,
    FightView,
    HappeningView,
    OwnView,
)

POSITION_KEYS = {"current", "actions", "ship_free", "turn", "seats", "attempt", "ships", "even_up"}
SEAT_KEYS = {"side", "hand", "table", "score", "deck", "discard"}
PILES = ("deck", "hand", "discard", "table", "score")


class AustinSeatView(AustinConflicts):
    def scramble_groups(self, zone: Any) -> str:
        """Each seat plays its own deck: hidden cards trade places only with cards of the same
        seat (a hand, a deck and a face-down Happening are all its own cards)."""
        return str(zone.owner)

    def redeal_fits(self, zone: Any) -> Callable[[int], bool] | None:
        """The face-down Happening is a Happening."""
        if zone.name != "happening":
            return None
        return lambda c: self.d(c).kind == "happening"

    def follow_redeal(self, seat: int, moved: dict[int, int]) -> None:
        """The Happening record names the face-down card: it follows the re-deal."""
        super().follow_redeal(seat, moved)
        if self.hap is not None:
            self.hap["card"] = moved.get(self.hap["card"], self.hap["card"])

    def describe_card(self, card: int) -> CardView:
        return {"id": card, "name": self.names[card], "owner": self.owner[card]}

    def own_view(self, seat: int | None) -> dict[str, Any]:
        return dict(self.own_part(seat))

    def own_part(self, seat: int | None) -> OwnView:
        """Beyond the header: each seat's side, score and vibes, the turn's counters, and the
        conflict in the arena (an attempt, a Happening or a Slugfest)."""
        return {
            "seats": [
                {"side": self.side[s], "score": self.points(s), "vibes": sorted(self.vibes(s))}
                for s in range(self.num_seats)
            ],
            "turn": self.turn,
            "actions": self.actions,
            "ship_free": self.ship_free,
            "used": list(self.used),
            "winner": self.winner,
            "daddy": self.daddy,
            "target": TARGET,
            "fight": self._fight_view(),
            "happening": self._happening_view(seat),
            "brawl": self._brawl_view(),
            "ships": (
                {"waiting": list(self.flow.seats), "played": self.ships["played"]}
                if self.ships is not None
                else None
            ),
        }

    def _fight_view(self) -> FightView | None:
        f = self.fight
        if f is None:
            return None
        card = self.describe_card
        return {
            "kind": f["kind"],
            "att": {"seat": f["att"]["seat"], "card": f["att"]["card"], "asked": f["att"]["asked"]},
            "def": {"seat": f["def"]["seat"], "card": f["def"]["card"], "asked": f["def"]["asked"]},
            "bones": [{"card": card(c), "seat": s, "on": side} for c, s, side in f["bones"]],
            "to_move": self._to_move(),
            "helpers": list(self.flow.seats) if self.flow.step == "help" else None,
        }

    def _happening_view(self, seat: int | None) -> HappeningView | None:
        h = self.hap
        if h is None:
            return None
        return {
            "seat": h["seat"],
            "card": self.describe_card(h["card"]) if seat == h["seat"] else None,
            "tied": list(h["tied"]),
        }

    def _brawl_view(self) -> BrawlView | None:
        b = self.brawl
        if b is None:
            return None
        card = self.describe_card
        return {
            "card": card(b["card"]),
            "seat": b["seat"],
            "agents": dict(b["agents"]),
            "picking": list(b["picking"]),
            "in": list(b["in"]),
            "turn": b["turn"],
            "last": b["last"],
            "bones": [{"card": card(c), "seat": s} for c, s in b["bones"]],
        }

    # ================================================================== scenarios
    def set_position(self, position: dict[str, Any]) -> None:
        """Build a position from card names (see docs/scenarios.md, Austin Powers section).

        ``{"current": 0, "actions": 2, "ship_free": true, "turn": 1, "seats": [{"side": "good",
        "hand": [names], "table": [names], "score": [names], "deck": [names, top first],
        "discard": [names, bottom first]}, ...]}``; cards get ids in that order. The position
        may start inside an attempt (``attempt = [A, T]``: A attacks T, the defender to move),
        a ship Agent window (``ships = true``: every opponent of ``current`` answers) or
        evening up (``even_up = true``: the seats over six cards are asked to discard).
        """
        for key in position:
            if key not in POSITION_KEYS:
                raise TabletopError(
                    f"position: unknown key {key!r} (keys: {', '.join(sorted(POSITION_KEYS))})"
                )
        seats = position.get("seats")
        if not isinstance(seats, list) or len(seats) != self.num_seats:
            raise TabletopError(f"position needs 'seats': a list of {self.num_seats} tables")
        n = self.num_seats
        self.names, self.owner = [], []
        self._make_zones()
        self.side = [""] * n
        for s, spec in enumerate(seats):
            for key in spec:
                if key not in SEAT_KEYS:
                    raise TabletopError(
                        f"position: unknown key {key!r} in seat {s} "
                        f"(keys: {', '.join(sorted(SEAT_KEYS))})"
                    )
            side = spec.get("side", "good" if s % 2 == 0 else "evil")
            if side not in ("good", "evil"):
                raise TabletopError(f"seat {s}: side must be good or evil, not {side!r}")
            self.side[s] = side
            for z in PILES:
                pile = self.zones.of(z, s).cards
                for name in spec.get(z, []):
                    if name not in CARDS:
                        raise TabletopError(f"seat {s} {z}: no card named {name!r}")
                    self.names.append(name)
                    self.owner.append(s)
                    pile.append(len(self.names) - 1)
            self.deck[s].reverse()  # listed top first; the top is the end of the list
        self.current = int(position.get("current", 0))
        self.actions = int(position.get("actions", 2))
        self.ship_free = bool(position.get("ship_free", True))
        self.used = []
        self.ships = self.fight = self.hap = self.brawl = None
        self.waiting = []
        self.winner, self.win_at = None, 0
        self.prompt = None
        self.turn = int(position.get("turn", 1))
        self.flow.seats = []
        self.enter("main")
        if "attempt" in position:
            self._position_attempt(position["attempt"])
        if position.get("ships"):
            self.ships = {"played": False}
            self.enter("ships")
            self.flow.seats = self.clockwise(self.current)
        if position.get("even_up"):
            self.enter("cleanup")
            self.waiting = [
                s for s in self.clockwise(self.current, include=True) if len(self.hand[s]) > HAND
            ]
            if not self.waiting:
                raise TabletopError("position: even_up needs a seat holding more than six cards")
            self.enter("evenup")
            self._ask_discard()

    def _position_attempt(self, spec: Any) -> None:
        if not (
            isinstance(spec, list) and len(spec) == 2 and all(isinstance(x, int) for x in spec)
        ):
            raise TabletopError("position: attempt is [attacker id, target id]")
        a, t = spec
        if a not in self.agents(self.current):
            raise TabletopError(f"position: attempt: {a} is not an Agent of seat {self.current}")
        if not any(t in self.agents(s) for s in self.clockwise(self.current)):
            raise TabletopError(f"position: attempt: {t} is not an opponent's Agent")
        why = self.can_target(a, t)
        if why:
            raise TabletopError(f"position: attempt: {why}")
        self.actions += 1  # the attempt of the position is already paid for
        self.do_attempt(Action(self.current, "attempt", (a, t)))

    def find(self, name: str, seat: int | None = None, zone: str | None = None) -> int:
        """The id of a card called ``name`` (for tests and scenarios)."""
        for z in PILES:
            if zone is not None and z != zone:
                continue
            for s in range(self.num_seats):
                if seat is not None and s != seat:
                    continue
                for c in self.zones.of(z, s).cards:
                    if self.names[c] == name:
                        return c
        raise TabletopError(f"no {name!r} in seat {seat} {zone}")
