"""Mighty Beanz bots. ``NormalBot`` scores each legal action with a heuristic built from the
seat's view only: fill a Galaxy with Headz-up Bean cards (favouring Galaxies where loot was
already captured), keep its own Bean cards upright, and knock over the opponent's Bean cards where
the opponent is close to filling a Galaxy. It always answers with an Instant Action when it can
and, as defender, picks the target that loses least. Shots: it takes the engine's ``shoot``
(model mode); in physics mode it flicks like the physics flick bot of its level
(tabletop.physics.bots.flick_bot, noise from the bot's rng) and submits ``flick G VX VY SPIN``;
the engine runs the shot. ``EasyBot`` and ``HardBot`` play the same cards and differ only in
their flicking hand (about 25 % and 75 % hits against 50 %).
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine.actions import Action

KEEP_SCORE = {"bean": 3, "action": 2, "cosmos": 1}


class NormalBot:
    #: the physics flick bot level used for Shoot for Loot in physics mode
    flick_level = "normal"

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        verbs = {a.verb for a in legal}
        me = legal[0].seat
        if "redraw" in verbs:
            return next(a for a in legal if a.verb == "redraw")
        if verbs & {"cut", "keep", "hide", "guess"}:
            keep = [a for a in legal if a.verb == "keep"]
            return keep[0] if keep else legal[rng.randrange(len(legal))]
        if "shoot" in verbs:
            return next(a for a in legal if a.verb == "shoot")
        if "flick" in verbs:
            return self._flick(legal, me, rng)
        if "target" in verbs:
            return self._defend(view, legal)
        if "pass" in verbs:
            plays = [a for a in legal if a.verb == "play"]
            return plays[0] if plays else legal[0]
        if "discard" in verbs:
            return self._discard(view, legal, me)
        scored = [(self._score(view, a, me), i, a) for i, a in enumerate(legal)]
        best = max(scored, key=lambda x: (x[0], -x[1]))
        return best[2]

    # ------------------------------------------------------------------ decisions
    def _flick(self, legal: list[Action], me: int, rng: random.Random) -> Action:
        from tabletop.physics.bots import flick_bot
        from tabletop.physics.flick import ShotSetup

        g = int(next(a for a in legal if a.verb == "flick").args[0])
        flick = flick_bot(self.flick_level, ShotSetup.for_galaxy(g, me), rng)
        return Action(me, "flick", (g, *flick.to_args()))

    def _defend(self, view: dict[str, Any], legal: list[Action]) -> Action:
        outcomes = (view.get("targeting") or {}).get("outcomes", {})
        rank = {"none": 0, "sidewayz": 1, "off": 2}
        mat = view["mat"]

        def key(a: Action) -> tuple[int, int]:
            t = int(a.args[0])
            return (rank.get(outcomes.get(str(t), "off"), 2), mat[t]["bean"]["mmp"])

        return min(legal, key=key)

    def _discard(self, view: dict[str, Any], legal: list[Action], me: int) -> Action:
        hand = {c["id"]: c for c in view["zones"][f"hand/{me}"]["cards"]}

        def key(a: Action) -> tuple[int, int]:
            c = hand[int(a.args[0])]
            return (KEEP_SCORE.get(c["kind"], 0) + (2 if c.get("instant") else 0), -c["cost"])

        return min(legal, key=key)

    # ------------------------------------------------------------------ main phase
    def _score(self, view: dict[str, Any], a: Action, me: int) -> float:
        mat = view["mat"]
        opp = 1 - me
        pts = view["points"][me]
        hand = {c["id"]: c for c in (view["zones"][f"hand/{me}"]["cards"] or [])}
        captured = view["captured"][me]

        def own_in(g: int, p: int) -> list[dict[str, Any]]:
            return [s for s in mat if s["owner"] == p and s["galaxy"] == g]

        def filled(g: int, p: int) -> int:
            return sum(1 for s in own_in(g, p) if s["bean"] is not None)

        def headz(g: int, p: int) -> int:
            return sum(
                1 for s in own_in(g, p) if s["bean"] is not None and s["position"] != "sidewayz"
            )

        def threat(g: int) -> float:
            """How close the opponent is to shooting in Galaxy g."""
            h = headz(g, opp)
            return {0: 0.0, 1: 2.0, 2: 6.0, 3: 14.0}[h]

        mods = view.get("modifiers") or {"add": 0, "mult": 0}

        def attack_value(r: int) -> int:
            return int((mat[r]["attack"] + mods["add"]) * (2 ** mods["mult"]))

        v = a.verb
        if v == "end":
            return 0.0
        if v == "draw":
            return 4.0 if len(hand) < 5 else 1.5
        if v == "upright":
            r = int(a.args[0])
            g = mat[r]["galaxy"]
            if mat[r]["position"] == "bottomz":
                return -1.0  # it comes back Headz-up at the start of the next turn anyway
            return 8.0 + 4 * headz(g, me) + 6 * captured[g]
        if v == "attack":
            r = int(a.args[0])
            av = attack_value(r)
            if len(a.args) > 1:
                t = int(a.args[1])
                return (
                    self._hit_score(mat, t, av, threat(mat[t]["galaxy"]))
                    - 0.3 * mat[r]["spin_cost"]
                )
            g = mat[r]["galaxy"]
            targets = [s for s in own_in(g, opp) if s["bean"] is not None]
            # the defender picks: assume the least damaging target for us
            worst = min(self._hit_score(mat, s["slot"], av, threat(g)) for s in targets)
            return worst - 0.3 * mat[r]["spin_cost"]
        if v in ("join",):
            return 5.0
        if v == "go":
            return 4.0
        if v == "cancel":
            return -5.0
        if v == "spin":
            r = int(a.args[0])
            power = mat[r]["bean"]["power"]
            if power == "knockdown":
                t = int(a.args[1])
                return self._knock_score(mat, t, threat(mat[t]["galaxy"]))
            if power == "knock_it_off":
                t = int(a.args[1])
                return 6.0 + threat(mat[t]["galaxy"])
            if power == "draw":
                return 3.5 if len(hand) < 7 else 0.5
            if power == "boost":
                return 0.5
            if power == "freebie":
                b, t = int(a.args[1]), int(a.args[2])
                return self._place_score(mat, hand[b], t, me, captured, filled) + 1.0
            return 0.0
        if v == "play":
            c = hand[int(a.args[0])]
            if c["kind"] == "bean":
                return (
                    self._place_score(mat, c, int(a.args[1]), me, captured, filled)
                    - 0.2 * c["cost"]
                )
            if c["kind"] == "cosmos":
                r = int(a.args[1])
                s = mat[r]
                if s["cosmos"] is not None or s["bean"] is None:
                    return -1.0
                if c["cosmos"] == "asteroid":
                    return 1.0 + headz(s["galaxy"], me) * 0.5 if pts >= 3 else 0.2
                ok = c.get("boost_type") in (None, s["bean"]["type"]) and c.get("boost_team") in (
                    None,
                    s["bean"]["team"],
                )
                return 1.5 if ok and s["bean"]["power"] in ("attack", "sharpshoot") else -1.0
            e = c["effect"]
            if e == "burst":
                return 20.0
            if e == "scoop":
                return 3.0 if len(hand) < 6 else 0.5
            if e == "knockdown":
                t = int(a.args[1])
                return self._knock_score(mat, t, threat(mat[t]["galaxy"])) - 1.0
            if e == "knock_it_off":
                t = int(a.args[1])
                return 5.0 + threat(mat[t]["galaxy"])
            if e == "freebie":
                b, t = int(a.args[1]), int(a.args[2])
                return self._place_score(mat, hand[b], t, me, captured, filled) + 2.0
            if e == "sharpshoot":
                best = max((threat(g) for g in range(3)), default=0.0)
                return 4.0 + best if pts >= 3 else -1.0
            if e in ("plus50", "double"):
                return 1.0 if pts >= 3 else -1.0
            return -1.0
        return 0.0

    @staticmethod
    def _hit_score(mat: list[dict[str, Any]], t: int, av: int, threat: float) -> float:
        s = mat[t]
        dv = s["defence"]
        if av < dv:
            return -2.0
        if av >= 2 * dv or s["position"] == "sidewayz":
            return 9.0 + threat + s["bean"]["mmp"] / 100
        return 7.0 + threat

    @staticmethod
    def _knock_score(mat: list[dict[str, Any]], t: int, threat: float) -> float:
        return 4.0 + 1.5 * threat

    @staticmethod
    def _place_score(
        mat: list[dict[str, Any]],
        card: dict[str, Any],
        r: int,
        me: int,
        captured: list[int],
        filled: Any,
    ) -> float:
        g = mat[r]["galaxy"]
        score = 10.0 + 4 * filled(g, me) + 5 * captured[g]
        for n in ((r - 1) % 18, (r + 1) % 18):
            b = mat[n]["bean"]
            if b is not None and b["team"] == card["team"] and b["name"] != card["name"]:
                score += 1.0
        return score


class EasyBot(NormalBot):
    flick_level = "easy"


class HardBot(NormalBot):
    flick_level = "hard"
