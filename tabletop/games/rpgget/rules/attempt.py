"""RPG Get! mission attempts: the Party, Enemy, Party Attack, Enemy Attack, Enemy Status and
Resolution steps, the Boss limit and EP, Recruit, Roadblocks, and the end of an attempt."""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.prompt import Choice, Prompt
from tabletop.games.rpgget.effects import Ctx
from tabletop.games.rpgget.rules.turn import RpgTurn


class RpgAttempt(RpgTurn):
    # ------------------------------------------------------------------ start
    def do_attempt(self, a: Action) -> list[Event]:
        """Mission phase: the mission card starts an attempt (it cannot be cancelled)."""
        s, m = a.seat, int(a.args[0])
        self.zones.move(m, self.zones.of("hand", s), "mission")
        self.attempted = True
        self.attempt = {
            "seat": s,
            "mission": m,
            "active": [],
            "asleep": [],
            "ep_used": 0,
            "boss": False,
            "rank": {},
            "power": {},
            "used": {"attack": [], "support": [], "defense": []},
            "defeated": [],
            "owners": {},
        }
        ev = [
            Event(
                "MissionStarted",
                f"{self.seat_name(s)} attempts {self.defs[m].name}.",
                {"seat": s, "card": m},
            )
        ]
        ev.extend(self.enter("attempt", "party"))
        ev.extend(self.knock_out_dying())
        return ev

    def pp_left(self) -> int:
        a = self.attempt
        assert a is not None
        used = sum(self.defs[c].cost for c in a["active"] + a["asleep"])
        return self.defs[a["mission"]].pp - used

    def ep_left(self) -> int:
        a = self.attempt
        assert a is not None
        return self.defs[a["mission"]].ep - int(a["ep_used"])

    # ------------------------------------------------------------------ party step
    def legal_party(self, seat: int) -> list[Action]:
        a = self.attempt
        assert a is not None
        left = self.pp_left()
        joins = [
            Action(seat, "join", (c,))
            for c in self.party(seat)
            if c not in a["active"] and c not in a["asleep"] and self.defs[c].cost <= left
        ]
        more = self.legal_turn_moves(seat)
        if a["active"] or a["asleep"] or not joins:
            return [Action(seat, "set_out"), *joins, *more]
        return joins + more

    def why_join(self, a: Action) -> str:
        """The real reason: already sent in, not in the party, or its cost over the PP left."""
        left, att = self.pp_left(), self.attempt
        c = int(a.args[0]) if a.args else -1
        if att is None or not 0 <= c < len(self.defs):
            return f"Add a party member whose cost fits the mission's PP ({left} left)."
        d = self.defs[c]
        if c in att["active"] or c in att["asleep"]:
            return f"{d.name} is already in the active party ({left} PP left)."
        if c not in self.party(a.seat):
            return f"{d.name} is not in your party: send in a party member."
        if d.cost > left:
            return f"{d.name} costs {d.cost} PP; the mission has {left} PP left."
        return f"Add a party member whose cost fits the mission's PP ({left} left)."

    def why_set_out(self, a: Action) -> str:
        return "Choose at least one character for the active party first."

    def do_join(self, a: Action) -> list[Event]:
        c = int(a.args[0])
        assert self.attempt is not None
        self.attempt["active"].append(c)
        return [Event("PartyFormed", f"{self.defs[c].name} joins the active party.", {"card": c})]

    def do_set_out(self, a: Action) -> list[Event]:
        ev = self.enter("attempt", "enemy")
        if not self.flow.queue:
            return ev + self.start_party_attack()
        return ev

    # ------------------------------------------------------------------ enemy step
    def legal_enemy(self, seat: int) -> list[Action]:
        out = [Action(seat, "done")]
        left = self.ep_left()
        boss = self.attempt["boss"] if self.attempt else True
        for c in self.hand(seat):
            d = self.defs[c]
            if d.type in ("enemy", "roadblock") and d.size <= left and not (d.boss and boss):
                out.append(Action(seat, "enemy", (c,)))
            elif d.type == "event" and d.timing == "enemy_step":
                out.append(Action(seat, "event", (c,)))
        if self.options.get("enemy_abilities", "optional") == "optional":
            # "Abilities are always optional": an enemy this player sent may use its Ability
            for c in self.zones["arena"].cards:
                if self.controller(c) != seat or c in self.ability_used or self.has(c, "stun"):
                    continue
                for i, act in enumerate(self.defs[c].actions):
                    if act.kind == "ability":
                        out.append(Action(seat, "act", (c, i)))
        if not self.rev5:
            # Recovery and Events "at any time" (an opponent's Moon Festival here too)
            out.extend(a for a in self.legal_anytime(seat) if a not in out)
        return out

    def why_enemy(self, a: Action) -> str:
        c = a.args[0] if a.args else None
        if isinstance(c, int) and 0 <= c < len(self.defs) and c in self.hand(a.seat):
            d = self.defs[c]
            if d.boss and self.attempt and self.attempt["boss"]:
                return "Boss limit: only one Boss enemy may be played on an attempt."
            if d.size > self.ep_left():
                return f"{d.name} has size {d.size}; only {self.ep_left()} EP are left."
        return "Play an enemy or roadblock card from your hand within the mission's EP."

    def do_enemy(self, a: Action) -> list[Event]:
        s, c = a.seat, int(a.args[0])
        d = self.defs[c]
        assert self.attempt is not None
        self.attempt["ep_used"] += d.size
        hand = self.zones.of("hand", s)
        if d.type == "roadblock":
            self.zones.move(c, hand, "resolving")
            ev = [
                Event(
                    "CardPlayed",
                    f"{self.seat_name(s)} plays the roadblock {d.name}.",
                    {"seat": s, "card": c},
                )
            ]
            ev.extend(self.run_calls(d.calls, Ctx(s, source=c)))
            ev.append(self.discard(c, self.zones["resolving"]))
            return ev
        return self.put_enemy(s, c, hand)

    def put_enemy(self, seat: int, c: int, src: Any) -> list[Event]:
        d = self.defs[c]
        assert self.attempt is not None
        if d.boss:
            self.attempt["boss"] = True
        self.zones.move(c, src, "arena")
        ev = [
            Event(
                "CardPlayed",
                f"{self.seat_name(seat)} sends {d.name} (size {d.size}).",
                {"seat": seat, "card": c},
            )
        ]
        if self.options.get("enemy_abilities", "optional") == "automatic":
            for act in d.actions:  # the earlier reading: used as it enters
                if act.kind == "ability" and not self.has(c, "stun"):
                    ev.extend(self.run_calls(act.calls, Ctx(seat, user=c, source=c)))
        return ev

    def recruit(self, seat: int, max_size: int, boss: bool) -> list[Event]:
        """Recruit: "search your deck for an enemy card matching the specified criteria and
        play it": the player chooses among the matching enemies that can legally be played
        (one of each name; a single one is taken at once). Option ``readings =
        "revision-5"``: the first such enemy from the top of the deck."""
        a = self.attempt
        if a is None or self.flow.step != "enemy":
            return [Event("NothingHappened", "Recruit works only in the Enemy step.")]
        found: dict[str, int] = {}
        for c in reversed(self.zones.of("deck", seat).cards):
            d = self.defs[c]
            if d.type != "enemy" or d.size > min(max_size, self.ep_left()) or d.boss != boss:
                continue
            if not (d.boss and a["boss"]):
                found.setdefault(d.name, c)
        if not found:
            return [Event("NothingHappened", self.recruit_none(max_size, boss))]
        if self.rev5 or len(found) == 1:
            return self.recruit_card(seat, next(iter(found.values())))
        opts = [
            Choice(c, f"{n} (size {self.defs[c].size}, HP {self.defs[c].hp})")
            for n, c in found.items()
        ]
        self.open_prompt(
            Prompt(
                seat,
                "recruit",
                "recruit",
                opts,
                "Recruit: choose an enemy from your deck",
                private=True,
            )
        )
        return [Event("PromptOpened", "", {"seat": seat, "kind": "recruit"})]

    def recruit_none(self, max_size: int, boss: bool) -> str:
        """Why a Recruit found nothing: it takes from the deck (never the hand), within the
        size it names and the EP the Mission has left."""
        a = self.attempt
        assert a is not None
        ep = self.defs[a["mission"]].ep
        left = self.ep_left()
        kind = "Boss" if boss else "enemy"
        if left <= 0:
            return (
                f"Recruit found nothing: no Enemy Points left (EP {a['ep_used']}/{ep} used),"
                " so no enemy can join."
            )
        if boss and a["boss"]:
            return "Recruit found nothing: this attempt already has its one Boss."
        size = min(max_size, left)
        why = "the size limit" if size == max_size else f"the EP left ({left})"
        return (
            f"Recruit found no {kind} of size {size} or less in the deck ({why});"
            " it takes from the deck, not the hand."
        )

    def answer_recruit(self, p: Prompt, values: list[Any]) -> list[Event]:
        return self.recruit_card(p.seat, int(values[0]))

    def recruit_card(self, seat: int, c: int) -> list[Event]:
        """The recruited enemy enters the attempt; the deck is shuffled."""
        assert self.attempt is not None
        deck = self.zones.of("deck", seat)
        self.attempt["ep_used"] += self.defs[c].size
        ev = self.put_enemy(seat, c, deck)
        self.rng.shuffle(deck.cards)
        return [
            Event(
                "PileShuffled",
                f"{self.seat_name(seat)} recruits from the deck.",
                {"zone": deck.name},
            ),
            *ev,
        ]

    def after_enemy_seat(self) -> list[Event]:
        if self.flow.queue:
            return []
        return self.start_party_attack()

    # ------------------------------------------------------------------ party attack
    def start_party_attack(self) -> list[Event]:
        return self.enter("attempt", "party_attack")

    def do_end_attack(self, a: Action) -> list[Event]:
        return self.finish_party_attack()

    def finish_party_attack(self) -> list[Event]:
        """Enemy Attack step, skipped when no enemy remains."""
        arena = self.zones["arena"].cards
        if not arena:
            return self.enemy_status()
        a = self.attempt
        assert a is not None
        order = [a["seat"], *self.others_in_order(a["seat"])]
        ctl = {self.controller(c) for c in arena}
        ev = self.enter("attempt", "enemy_attack")
        self.flow.seats = [s for s in order if s in ctl and s not in self.out]
        if not self.flow.seats:
            return ev + self.enemy_status()
        return ev

    def enemy_seat_done(self, seat: int) -> list[Event]:
        if seat in self.flow.seats:
            self.flow.seats.remove(seat)
        if self.flow.seats:
            return []
        if self.flow.step == "enemy_attack":
            return self.enemy_status()
        return self.resolution()

    # ------------------------------------------------------------------ enemy status
    def enemy_status(self) -> list[Event]:
        """Enemy Status step: poison, then sleeping enemies come back if enemies remain;
        skipped (sleeping enemies discarded) when none remains."""
        ev = self.enter("attempt", "enemy_status")
        arena = self.zones["arena"]
        if arena.cards:
            for c in list(arena.cards):
                if self.has(c, "poison"):
                    ev.extend(self.deal(c, 1, "poison"))
        if not arena.cards:
            ev.append(Event("StepSkipped", "No enemies remain: the Enemy Status step ends.", {}))
            return ev + self.resolution()
        back = list(self.zones["asleep"].cards)
        for c in back:
            ev.extend(self.remove_status(c, "sleep"))
        self.wake_party()
        if not back:
            return ev + self.resolution()
        a = self.attempt
        assert a is not None
        a["returned"] = list(back)
        ctl = {self.controller(c) for c in back}
        order = [a["seat"], *self.others_in_order(a["seat"])]
        ev.extend(self.enter("attempt", "enemy_return"))
        self.flow.seats = [s for s in order if s in ctl and s not in self.out]
        ev.append(
            Event("EnemiesReturned", "Sleeping enemies return to the attempt.", {"cards": back})
        )
        return ev

    def wake_party(self) -> None:
        a = self.attempt
        assert a is not None
        for c in list(a["asleep"]):
            st = self.status.get(c)
            if st and "sleep" in st:
                st.remove("sleep")
                if not st:
                    del self.status[c]
            a["asleep"].remove(c)
            a["active"].append(c)

    # ------------------------------------------------------------------ resolution
    def resolution(self) -> list[Event]:
        """Success when every enemy was defeated or removed and not returned; the mission
        scores and pays its RP. Otherwise it is discarded. Remaining enemies are discarded."""
        a = self.attempt
        assert a is not None
        s, m = int(a["seat"]), int(a["mission"])
        ev = self.enter("attempt", "resolution")
        for c in list(self.zones["asleep"].cards):
            a["defeated"].append(c)
            ev.append(self.discard(c, self.zones["asleep"]))
        self.wake_party()
        arena = self.zones["arena"]
        success = not arena.cards
        why = "" if success else self.failure_reason(list(arena.cards), a)
        # The enemies still standing leave with the failed mission: the log says the failure
        # first, then where each goes ("X was discarded" before it read as if X was beaten).
        stood = []
        for c in list(arena.cards):
            e = self.discard(c, arena)
            owner = self.seat_name(self.owner_of[c])
            left = f"{self.defs[c].name} leaves the arena with the failed mission, to {owner}'s discard pile."
            stood.append(Event(e.kind, left, e.data))
        mz = self.zones["mission"]
        if success:
            self.zones.move(m, mz, self.zones.of("score", s))
            self.rp[s] += self.defs[m].rp
            ev.append(
                Event(
                    "MissionCompleted",
                    f"{self.seat_name(s)} completes {self.defs[m].name} (+{self.defs[m].vp} VP, +{self.defs[m].rp} RP).",
                    {"seat": s, "card": m},
                )
            )
            ev.append(Event("ScoreChanged", "", {"seat": s, "score": self.vp(s)}))
        else:
            ev.append(
                Event(
                    "MissionFailed",
                    f"{self.seat_name(s)} fails {self.defs[m].name}: {why}.",
                    {"seat": s, "card": m},
                )
            )
            ev.extend(stood)
            ev.append(self.discard(m, mz))
        self.attempt = None
        self.pending = None
        ev.extend(self.check_end())
        if self.winner is not None:
            return ev
        if s in self.out:
            return ev + self.next_turn()
        return ev + self.end_of_turn()

    def failure_reason(self, standing: list[int], a: dict[str, Any]) -> str:
        """Why an attempt failed, as its result says it: the enemies still standing with the
        HP each had left (the damage that was not reached), and a party knocked out."""
        said = [
            f"{self.defs[c].name} still had {max(0, self.hp_left(c))} of {self.defs[c].hp} HP"
            for c in standing[:3]
        ]
        if len(standing) > 3:
            said.append(f"{len(standing) - 3} more enemies still stood")
        text = said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]
        if not a["active"]:
            text = f"the whole party was knocked out; {text}"
        return text

    def abandon_attempt(self) -> list[Event]:
        """The attempter lost (empty party): the attempt ends, the turn passes on."""
        a = self.attempt
        if a is None:
            return []
        self.window = None
        self.pending = None
        self.prompt = None
        ev: list[Event] = []
        for z in ("arena", "asleep", "mission"):
            for c in list(self.zones[z].cards):
                ev.append(self.discard(c, self.zones[z]))
        self.attempt = None
        return ev + self.next_turn()
