"""Austin Powers bots. They see only their seat's view and the legal actions.

``NormalBot`` is a greedy player: it keeps Agents on the table for vibes, attacks when it holds
Frickin' Bones it can pay for, throws bones for allies, plays Happenings and free Agents first,
and ends its turn when nothing useful is left. When asked to report a measured race outcome
(``happening_order``) it reports a random one, as it cannot measure anything.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.austin.cards import CARDS, CardDef, covers, names_in_view, pile
from tabletop.games.austin.effects import target_kind


class NormalBot:
    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        me = legal[0].seat
        # a search's lean playout view (``evals.playout_view``) carries every card's name
        names = view.get("card_names") or names_in_view(view)

        def d(c: Any) -> CardDef:
            return CARDS[names[int(c)]]

        seats = view["seats"]
        mine = seats[me]
        verbs = {a.verb for a in legal}
        by = lambda v: [a for a in legal if a.verb == v]  # noqa: E731

        if "allegiance" in verbs:
            return by("allegiance")[0]
        if "happening_order" in verbs:
            return legal[rng.randrange(len(legal))]
        if "happening_target" in verbs:
            return max(by("happening_target"), key=lambda a: seats[int(a.args[0])]["score"])
        if "ship" in verbs:
            return by("ship")[0]
        if "pass" in verbs:  # a ship window without a ship Agent in hand
            return by("pass")[0]
        if "brawler" in verbs:
            return max(by("brawler"), key=lambda a: d(a.args[0]).score)
        if "drop" in verbs:  # slugfest turn
            bones = by("bone")
            return min(bones, key=lambda a: d(a.args[0]).score) if bones else by("drop")[0]
        if "throw" in verbs or "decline" in verbs:
            f = view["fight"]
            asker = f[f["to_move"]]["seat"]
            throws = by("throw")
            if throws and seats[asker]["side"] == mine["side"]:
                return max(throws, key=lambda a: d(a.args[0]).score)
            return by("decline")[0]
        if "give_up" in verbs:
            bones = by("bone")
            if bones:
                return max(bones, key=lambda a: d(a.args[0]).score)
            others = len(seats) - 2
            if others > 0 and any(
                s["side"] == mine["side"] for i, s in enumerate(seats) if i != me
            ):
                return by("help")[0]
            return by("give_up")[0]
        if "discard" in verbs:
            return min(by("discard"), key=lambda a: self._keep_value(d(a.args[0]), mine["vibes"]))
        if "even_up" in verbs:
            # Dig for Agents: a hand of only bones and tricks does nothing without them.
            hand = [d(c["id"]) for c in pile(view, "hand", me) or []]
            if not any(c.kind == "agent" for c in hand) and len(hand) > 3:
                return min(by("toss"), key=lambda a: self._keep_value(d(a.args[0]), mine["vibes"]))
            return by("even_up")[0]
        return self._main(view, legal, me, d, by, rng)

    @staticmethod
    def _keep_value(card: CardDef, vibes: list[str]) -> float:
        if card.kind == "bone":
            ok = covers(vibes, card.shag) or covers(vibes, card.assassinate)
            return 10 + card.score + (10 if ok else 0)
        if card.kind == "agent":
            return 8 + len(card.vibes) * 3
        if card.kind == "happening":
            return 15 + card.score
        return 6

    def _main(
        self,
        view: dict[str, Any],
        legal: list[Action],
        me: int,
        d: Any,
        by: Any,
        rng: random.Random,
    ) -> Action:
        seats = view["seats"]
        mine = seats[me]
        vibes: list[str] = mine["vibes"]
        hand = [c["id"] for c in pile(view, "hand", me) or []]
        tables = [pile(view, "table", s) or [] for s in range(len(seats))]
        mine_table = tables[me]
        # Free Agents first: they cost nothing.
        table_tags = {t for c in mine_table for t in CARDS[c["name"]].tags}
        for a in by("agent"):
            card = d(a.args[0])
            if view["actions"] <= 0 or (card.ship and view["ship_free"]):
                return a
            if card.free_if and card.free_if in table_tags:
                return a
        if view["actions"] <= 0:
            return by("end")[0]
        # Happenings score and hurt someone.
        if by("happening"):
            return by("happening")[0]
        # Attacks: need bones we can pay for.
        best: tuple[float, Action] | None = None
        for a in by("attempt"):
            att, tgt = d(a.args[0]), d(a.args[1])
            kind = "shag" if att.role == "shagger" else "assassinate"
            payable = [
                c
                for c in hand
                if CARDS[d(c).name].kind == "bone" and covers(vibes, d(c).needs(kind))
            ]
            owner = next(i for i, t in enumerate(tables) if any(c["id"] == a.args[1] for c in t))
            their_vibes = len(seats[owner]["vibes"])
            value = len(payable) * 10 + att.score + tgt.score / 2 - their_vibes * 2
            if payable and (len(payable) >= 2 or their_vibes <= 3 or len(tables[owner]) <= 1):
                if best is None or value > best[0]:
                    best = (value, a)
        agents_on_table = sum(1 for c in mine_table if CARDS[c["name"]].kind == "agent")
        agent_plays = by("agent")
        if best is not None and (agents_on_table >= 2 or not agent_plays):
            return best[1]
        if agent_plays:
            return max(
                agent_plays, key=lambda a: len(d(a.args[0]).vibes) * 3 + d(a.args[0]).score / 5
            )
        if best is not None:
            return best[1]
        uses = by("use")
        if uses:
            return max(uses, key=lambda a: d(a.args[-1]).score if len(a.args) > 1 else 0)
        swings = [a for a in by("swing") if a.args[1] == "vibe"]
        if swings:

            def tval(a: Action) -> float:
                if len(a.args) < 3:
                    return 0.0
                t = int(a.args[2])
                n = view.get("seats")
                if target_kind(d(a.args[0]).vibe_effect) == "seat":
                    return float(n[t]["score"]) if n else 0.0
                return float(d(t).score)

            return max(swings, key=tval)
        brawls = by("brawl")
        mine_ass = [c for c in mine_table if CARDS[c["name"]].role == "assassin"]
        if brawls and mine_ass:
            payable = [c for c in hand if d(c).kind == "bone" and covers(vibes, d(c).assassinate)]
            if len(payable) >= 2:
                return brawls[0]
        frees = [a for a in by("swing") if a.args[1] == "free"]
        if frees and len(hand) > 3:
            return frees[0]
        return by("end")[0]
