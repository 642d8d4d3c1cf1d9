"""RPG Get! combat: Ability, Recovery, Attack, Support and Defense actions on cards and on
inventory Rewards, the prompts that choose the user, the action and the targets, damage X(Y)
with its modifiers and ranks, Combo, Events, and the response windows (Defense, Recovery and
Events on any turn)."""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.prompt import Choice, Prompt
from tabletop.engine.words import count
from tabletop.games.rpgget.cards import ActionDef
from tabletop.games.rpgget.effects import EFFECTS, Ctx, intrinsic_armor
from tabletop.games.rpgget.rules.attempt import RpgAttempt

MAGIC_MOVE = ("Magic", "Move")
FRIENDLY = ("heal", "cure", "power", "resurrect")


def choose_targets(most: int) -> str:
    """A target prompt's words: "choose a target", "choose up to 2 targets"."""
    return "choose a target" if most == 1 else f"choose up to {count(most, 'target')}"


def hostile(kind: str, calls: Any) -> bool:
    """Whether an action or Event is aimed at foes (for the target prompt's kind: bots and
    the table tell friend from foe by it)."""
    verbs = {v for v, _ in calls}
    if kind == "attack":
        return not verbs or not verbs <= set(FRIENDLY)
    return bool(verbs) and not verbs & set(FRIENDLY)


class RpgCombat(RpgAttempt):
    # ------------------------------------------------------------------ prompts in a queue
    def open_prompt(self, prompt: Prompt) -> None:
        """A second prompt opened while one is pending waits its turn (a Resurrect choice
        and a full bank in the same use)."""
        if self.prompt is None:
            self.prompt = prompt
        else:
            self.queued.append(prompt.to_dict())

    def run_calls(self, calls: Any, ctx: Ctx) -> list[Event]:
        ev: list[Event] = []
        for call in calls:
            ev.extend(EFFECTS.run(self, call, ctx) or [])
        return ev

    # ------------------------------------------------------------------ who may do what
    def targets_pool(self) -> list[int]:
        """Targets: every active member (asleep ones too) and every enemy in the attempt."""
        a = self.attempt
        if a is None:
            return []
        return [*a["active"], *a["asleep"], *self.zones["arena"].cards, *self.zones["asleep"].cards]

    def foes(self, user: int) -> list[int]:
        """The other side of ``user`` in the attempt: an enemy's are the active party (asleep
        members too), a character's the enemies (asleep ones too)."""
        a = self.attempt
        if a is None:
            return []
        if self.defs[user].type == "enemy":
            return [*a["active"], *a["asleep"]]
        return [*self.zones["arena"].cards, *self.zones["asleep"].cards]

    def acting_context(self, seat: int) -> str:
        """What kind of moment it is for ``seat``: play, party_attack, enemy_attack, window;
        and (not under option ``readings = "revision-5"``) turn (one's own Redraw phase,
        Mission phase or Party step) and enemy (one's turn to play enemies), where Recovery,
        Rewards and Events may be used too ("at any point in the game")."""
        ph, st = self.flow.phase, self.flow.step
        if ph == "window":
            return "window"
        if ph == "play" and seat == self.current:
            return "play"
        if ph == "attempt" and st == "party_attack" and seat == self.attempter():
            return "party_attack"
        if (
            ph == "attempt"
            and st in ("enemy_attack", "enemy_return")
            and self.flow.seats[:1] == [seat]
        ):
            return "enemy_attack"
        if self.rev5:
            return ""
        if seat == self.current and (ph in ("redraw", "mission") or st == "party"):
            return "turn"
        if ph == "attempt" and st == "enemy" and self.flow.queue[:1] == [seat]:
            return "enemy"
        return ""

    def action_ok(self, seat: int, user: int, act: ActionDef, printed: bool) -> bool:
        """Whether ``user`` (a character or enemy of ``seat``) may use ``act`` now."""
        ctx = self.acting_context(seat)
        if not ctx:
            return False
        d = self.defs[user]
        a = self.attempt
        kind = act.kind
        enemy = d.type == "enemy"
        if enemy and self.has(user, "block") and kind in ("defense", "support", "recovery"):
            return False
        if kind in ("attack", "support"):
            if a is None or (printed and user in a["used"][kind]):
                return False
            if kind == "attack" and not self.rev5 and not self.foes(user):
                return False  # an attack is made on the other side (the Enemy Attack step)
            if enemy:
                if ctx != "enemy_attack" or user not in self.zones["arena"].cards:
                    return False
                if self.flow.step == "enemy_return" and user not in a.get("returned", ()):
                    return False
                return True
            return ctx == "party_attack" and user in a["active"] and not self.has(user, "paralysis")
        if kind == "defense":
            p = self.pending
            if p is None or ctx != "window" or user not in p["targets"] or a is None:
                return False
            if printed and user in a["used"]["defense"]:
                return False
            return enemy and user in self.zones["arena"].cards or user in a["active"]
        if kind == "recovery":
            if printed and self.rec_used.get(user, -1) >= self.turn_start[seat]:
                return False
            if enemy and (a is None or user not in self.zones["arena"].cards):
                return False
            if self.rev5:
                return act.member or bool(self.targets_pool())
            if any(v == "resurrect" for v, _ in act.calls):
                # Resurrect works at any time, on one's own unconscious pile
                return bool(self.zones.of("unconscious", seat).cards)
            return act.member or not act.targets or bool(self.targets_pool())
        if kind == "ability":
            return (
                ctx == "play"
                and not enemy
                and not self.has(user, "stun")
                and user not in self.ability_used
                and bool(act.calls)
            )
        return False

    def reward_users(self, seat: int, r: int) -> list[int]:
        """Characters that may use reward ``r``: in the party (the active party during an
        attempt), with every required classification, not Blocked for Magic or Move."""
        d = self.defs[r]
        a = self.attempt
        if a is not None and a["seat"] != seat:
            return []
        pool = a["active"] if a is not None else self.party(seat)
        blocked = any(k in MAGIC_MOVE for k in d.keywords)
        out = []
        for c in pool:
            cd = self.defs[c]
            if all(x in cd.classes for x in d.requires) and not (blocked and self.has(c, "block")):
                out.append(c)
        return out

    def reward_users_now(self, seat: int, r: int) -> list[int]:
        """The users of reward ``r`` that have one of its actions to use now: a Reward is
        declared only when it can do something (a targeted Recovery outside an attempt has no
        target, rulebook "Targets", so it is not offered there)."""
        acts = self.defs[r].actions
        if self.options.get("reward_use") == "any":
            return self.reward_users(seat, r)
        return [
            c
            for c in self.reward_users(seat, r)
            if any(self.reward_ok(seat, r, c, i) for i in range(len(acts)))
        ]

    def reward_ok(self, seat: int, r: int, user: int, i: int) -> bool:
        act = self.defs[r].actions[i]
        if act.kind == "ability" and self.has(user, "stun"):
            return False
        return act.kind != "intrinsic" and self.action_ok(seat, user, act, printed=False)

    def legal_anytime(self, seat: int) -> list[Action]:
        """Printed actions of one's own cards, rewards of the inventory, Events in time."""
        out: list[Action] = []
        ctx = self.acting_context(seat)
        if not ctx:
            return out
        mine: list[int] = list(self.party(seat))
        if self.attempt is not None:
            mine.extend(self.attempt["asleep"] if self.attempt["seat"] == seat else [])
            mine.extend(c for c in self.zones["arena"].cards if self.controller(c) == seat)
        for c in mine:
            for i, act in enumerate(self.defs[c].actions):
                if act.kind != "intrinsic" and self.action_ok(seat, c, act, printed=True):
                    if c in (self.attempt or {}).get("asleep", ()):
                        continue
                    out.append(Action(seat, "act", (c, i)))
        if ctx != "enemy_attack":
            for r in self.zones.of("inventory", seat).cards:
                if self.reward_users_now(seat, r):
                    out.append(Action(seat, "use", (r,)))
        for e in self.hand(seat):
            d = self.defs[e]
            if d.type == "event" and self.event_in_time(seat, d.timing, ctx):
                out.append(Action(seat, "event", (e,)))
        return out

    def event_in_time(self, seat: int, timing: str, ctx: str) -> bool:
        """ "Any player may play an Event card during any turn at the appropriate time": an
        ``any`` Event whenever one may act, an ``attempt`` one whenever one may act in an
        attempt. Option ``readings = "revision-5"``: one's own Play phase, the Party Attack
        step and windows only."""
        if timing == "any":
            return ctx in ("play", "window", "party_attack") or (not self.rev5 and bool(ctx))
        if timing == "attempt":
            if self.attempt is None or not ctx:
                return False
            return ctx in ("window", "party_attack") or not self.rev5
        return False

    def legal_party_attack(self, seat: int) -> list[Action]:
        flips = [] if self.rev5 else self.legal_flips(seat)
        return [Action(seat, "end_attack"), *self.legal_anytime(seat), *flips]

    def idle_rewards(self, seat: int) -> list[int]:
        """The Rewards of ``seat``'s inventory it may use now though none of their actions
        applies (the table asks "use it anyway?"; bots keep them)."""
        if not self.acting_context(seat):
            return []
        out = []
        for r in self.zones.of("inventory", seat).cards:
            users = self.reward_users(seat, r)
            n = len(self.defs[r].actions)
            if users and not any(self.reward_ok(seat, r, c, i) for c in users for i in range(n)):
                out.append(r)
        return out

    def own_view(self, seat: int | None, idle: bool = True) -> dict[str, Any]:
        """``idle``: list the idle Rewards (a reader that has no Reward to use may skip them:
        the hard level's playouts)."""
        out = super().own_view(seat)
        out["idle_rewards"] = [] if seat is None or not idle else self.idle_rewards(seat)
        return out

    def legal_enemy_attack(self, seat: int) -> list[Action]:
        return [Action(seat, "done"), *self.legal_anytime(seat)]

    legal_enemy_return = legal_enemy_attack

    def legal_window(self, seat: int) -> list[Action]:
        return [Action(seat, "pass"), *self.legal_anytime(seat)]

    def why_act(self, a: Action) -> str:
        return "That card cannot use that action now (its step, its status or its once-only use)."

    def why_use(self, a: Action) -> str:
        return "Use a reward of your own inventory with a character that may use it now."

    def why_event(self, a: Action) -> str:
        return "That Event cannot be played at this moment."

    # ------------------------------------------------------------------ starting a use
    def do_act(self, a: Action) -> list[Event]:
        c, i = int(a.args[0]), int(a.args[1])
        return self.begin(a.seat, c, c, i)

    def do_use(self, a: Action) -> list[Event]:
        s, r = a.seat, int(a.args[0])
        opts = [Choice(c, self.defs[c].name, c) for c in self.reward_users_now(s, r)]
        p = Prompt(s, "user", "user", opts, f"Who uses {self.defs[r].name}?")
        p.data = {"reward": r}
        self.open_prompt(p)
        return [Event("PromptOpened", "", {"seat": s, "kind": "user"})]

    def answer_user(self, p: Prompt, values: list[Any]) -> list[Event]:
        s, r, user = p.seat, int(p.data["reward"]), int(values[0])
        acts = self.defs[r].actions
        opts = [
            Choice(i, acts[i].label()) for i in range(len(acts)) if self.reward_ok(s, r, user, i)
        ]
        opts.append(Choice(-1, "No action"))
        q = Prompt(
            s,
            "use_action",
            "action",
            opts,
            f"{self.defs[user].name} uses {self.defs[r].name}: which action?",
        )
        q.data = {"reward": r, "user": user}
        self.open_prompt(q)
        return []

    def answer_use_action(self, p: Prompt, values: list[Any]) -> list[Event]:
        s, r, user, i = p.seat, int(p.data["reward"]), int(p.data["user"]), int(values[0])
        if i < 0:
            return self.consume(s, r)
        return self.begin(s, user, r, i)

    def begin(self, seat: int, user: int, source: int, i: int) -> list[Event]:
        act = self.defs[source].actions[i]
        base = {"user": user, "source": source, "action": i}
        if act.kind == "defense":
            return self.perform(seat, user, source, i, [])
        if act.member:
            opts = [Choice(c, self.defs[c].name, c) for c in self.party(seat)]
            if not opts:
                return self.perform(seat, user, source, i, [])
            p = Prompt(seat, "member", "member", opts, f"{act.name}: choose a party member")
            p.data = base
            self.open_prompt(p)
            return []
        pool = self.targets_pool()
        confused = self.has(user, "confusion")
        if act.kind == "attack" and not confused and not self.rev5:
            pool = self.foes(user)  # an attack hits the other side, never its own
        if not act.targets or not pool:
            return self.perform(seat, user, source, i, [])
        y = min(act.targets, len(pool))
        if confused:
            picked = list(pool)
            self.rng.shuffle(picked)
            ev = Event(
                "TargetsRandomised",
                f"{self.defs[user].name} is confused: random targets.",
                {"card": user},
                reveals=True,
            )
            return [ev, *self.perform(seat, user, source, i, picked[:y])]
        opts = [Choice(c, self.defs[c].name, c) for c in pool]
        kind = "foe_targets" if hostile(act.kind, act.calls) else "ally_targets"
        p = Prompt(seat, kind, "target", opts, f"{act.name}: {choose_targets(y)}", 1, y)
        p.data = base
        self.open_prompt(p)
        return []

    def answer_targets(self, p: Prompt, values: list[Any]) -> list[Event]:
        d = p.data
        return self.perform(
            p.seat, int(d["user"]), int(d["source"]), int(d["action"]), [int(v) for v in values]
        )

    answer_foe_targets = answer_targets
    answer_ally_targets = answer_targets

    def answer_member(self, p: Prompt, values: list[Any]) -> list[Event]:
        return self.answer_targets(p, values)

    # ------------------------------------------------------------------ using
    def consume(self, seat: int, r: int) -> list[Event]:
        """After use a Reward goes back to the bank (one discarded first when it is full) or
        to the discard pile, as the card says."""
        inv = self.zones.of("inventory", seat)
        if r not in inv.cards:
            return []
        if self.defs[r].after == "discard":
            return [self.discard(r, inv)]
        bank = self.zones.of("bank", seat)
        if len(bank) >= 20:
            return self.ask_room(seat, r, "inventory")
        self.zones.move(r, inv, bank)
        return [
            Event(
                "CardMoved",
                f"{self.defs[r].name} goes back to the bank.",
                {"card": r, "from": inv.name, "to": bank.name},
            )
        ]

    def perform(self, seat: int, user: int, source: int, i: int, targets: list[int]) -> list[Event]:
        act = self.defs[source].actions[i]
        printed = source == user
        a = self.attempt
        if act.kind in ("attack", "support", "defense") and printed and a is not None:
            a["used"][act.kind].append(user)
        if act.kind == "recovery" and printed:
            self.rec_used[user] = self.turn_no
        if act.kind == "ability":
            self.ability_used.append(source)
        names = ", ".join(self.defs[t].name for t in targets)
        who = self.defs[user].name
        if act.kind in ("recovery", "defense"):
            # answers any player may give (two players may both have a Fina): say whose
            who = f"{self.seat_name(seat)}'s {who}"
        text = f"{who} uses {act.name}" + (f" on {names}." if names else ".")
        ev = [
            Event(
                "ActionUsed",
                text,
                {
                    "seat": seat,
                    "card": user,
                    "source": source,
                    "kind": act.kind,
                    "targets": targets,
                },
            )
        ]
        if not printed:
            ev.extend(self.consume(seat, source))
        if act.kind == "attack":
            self.pending = {
                "seat": seat,
                "user": user,
                "source": source,
                "action": i,
                "targets": targets,
                "guard": {},
                "evade": [],
            }
            return ev + self.open_window(
                "attack", self.seats_in_play(), (self.flow.phase, self.flow.step)
            )
        ctx = Ctx(seat, user=user, source=source, targets=targets, attack=self.pending)
        ev.extend(self.run_calls(act.calls, ctx))
        return ev + self.responded(seat)

    def do_event(self, a: Action) -> list[Event]:
        s, e = a.seat, int(a.args[0])
        d = self.defs[e]
        self.zones.move(e, self.zones.of("hand", s), "resolving")
        ev = [
            Event(
                "CardPlayed",
                f"{self.seat_name(s)} plays the event {d.name}.",
                {"seat": s, "card": e},
            )
        ]
        pool = self.targets_pool()
        if d.targets and pool:
            opts = [Choice(c, self.defs[c].name, c) for c in pool]
            y = min(d.targets, len(pool))
            kind = "foe_event_targets" if hostile("event", d.calls) else "event_targets"
            p = Prompt(s, kind, "target", opts, f"{d.name}: {choose_targets(y)}", 1, y)
            p.data = {"event": e}
            self.open_prompt(p)
            return ev
        return ev + self.finish_event(s, e, [])

    def answer_event_targets(self, p: Prompt, values: list[Any]) -> list[Event]:
        return self.finish_event(p.seat, int(p.data["event"]), [int(v) for v in values])

    answer_foe_event_targets = answer_event_targets

    def finish_event(self, s: int, e: int, targets: list[int]) -> list[Event]:
        ev = self.run_calls(
            self.defs[e].calls, Ctx(s, source=e, targets=targets, attack=self.pending)
        )
        ev.append(self.discard(e, self.zones["resolving"]))
        return ev + self.responded(s)

    # ------------------------------------------------------------------ damage
    def compute_damage(
        self, att: dict[str, Any], act: ActionDef, t: int
    ) -> tuple[int, list[Event]]:
        """X(Y) with +X(_) modifiers, ranks (Front/Back coin flips), Defense and Intrinsics;
        never below 0; ``*`` is an unmodifiable 0."""
        if act.damage is None or act.damage < 0:
            return 0, []
        a = self.attempt
        assert a is not None
        ev: list[Event] = []
        u = int(att["user"])
        x = act.damage + int(att.get("bonus", 0))
        melee = "Melee" in act.keywords
        ru, rt = a["rank"].get(str(u), "middle"), a["rank"].get(str(t), "middle")
        if melee and ru == "front":
            heads = att.get("front_heads")
            if heads is None or self.options.get("front_coin") == "per-target":
                heads, e = self.flip_coin(f"{self.defs[u].name} in the Front rank")
                ev.append(e)
                att["front_heads"] = heads  # one coin for the whole attack
            x += 1 if heads else 0
        if melee and ru == "back":
            x -= 1
        if rt == "front":
            x += 1
        if rt == "back":
            heads, e = self.flip_coin(f"{self.defs[t].name} in the Back rank")
            ev.append(e)
            x -= 1 if heads else 0
        x -= int(att["guard"].get(str(t), 0))
        if t in att["evade"]:
            x = 0
        if not (self.defs[t].type == "enemy" and self.has(t, "paralysis")):
            x -= intrinsic_armor(self, t, act.keywords)
        return max(0, x), ev

    def in_fight(self, c: int) -> bool:
        return c in self.targets_pool()

    def resolve_attack(self) -> list[Event]:
        att = self.pending
        if att is None:
            return []
        self.pending = None
        a = self.attempt
        src = int(att["source"])
        act = self.defs[src].actions[int(att["action"])]
        ev: list[Event] = []
        if a is None:
            return ev
        u = str(att["user"])
        att["bonus"] = a["power"].pop(u, 0)
        for n in range(1 + act.combo):
            att["front_heads"] = None  # each attack (a Combo's repeat too) flips its own coin
            hit = [t for t in att["targets"] if self.in_fight(t)]
            if not hit:
                break  # no target left: no repeat to announce
            if n:
                ev.append(Event("ComboUsed", f"Combo: {act.name} again.", {"card": att["user"]}))
            for t in hit:
                dmg, more = self.compute_damage(att, act, t)
                ev.extend(more)
                if dmg:
                    ev.extend(self.deal(t, dmg, "attack"))
                else:
                    ev.append(
                        Event(
                            "DamageDealt",
                            f"{self.defs[t].name} takes no damage.",
                            {"card": t, "amount": 0},
                        )
                    )
            alive = [t for t in hit if self.in_fight(t)]
            ev.extend(
                self.run_calls(
                    act.calls,
                    Ctx(int(att["seat"]), user=int(att["user"]), source=src, targets=alive),
                )
            )
            att["guard"], att["evade"], att["bonus"] = {}, [], 0
        return ev

    # ------------------------------------------------------------------ windows
    def open_window(self, kind: str, seats: list[int], ret: tuple[str, str | None]) -> list[Event]:
        """A response window: the listed seats may each answer (Defense, Recovery, Events)
        or pass; any answer reopens it for all; it closes when all have passed in a row."""
        self.window = {
            "kind": kind,
            "seats": list(seats),
            "ret": list(ret),
            "resume": list(self.flow.seats),
        }
        self.flow.phase, self.flow.step = "window", None
        self.flow.seats = list(seats)
        return [Event("WindowOpened", "", {"kind": kind, "seats": list(seats)})]

    def responded(self, seat: int) -> list[Event]:
        if self.window is not None and self.flow.phase == "window":
            self.flow.seats = [s for s in self.window["seats"] if s not in self.out]
        return []

    def do_pass(self, a: Action) -> list[Event]:
        if a.seat in self.flow.seats:
            self.flow.seats.remove(a.seat)
        if self.flow.seats:
            return []
        return self.close_window()

    def close_window(self) -> list[Event]:
        w = self.window
        assert w is not None
        self.window = None
        phase, step = w["ret"]
        self.flow.phase, self.flow.step = phase, step
        self.flow.seats = list(w.get("resume", []))
        if w["kind"] == "turn_end":
            return self.reconcile()
        return self.resolve_attack()

    # ------------------------------------------------------------------ resurrect
    def ask_resurrect(self, seat: int, hp: int) -> list[Event]:
        pile = self.zones.of("unconscious", seat).cards
        if not pile:
            return [Event("NothingHappened", "Nobody is unconscious.")]
        opts = [Choice(c, self.defs[c].name, c) for c in pile]
        p = Prompt(seat, "resurrect", "member", opts, "Resurrect: choose a character")
        p.data = {"hp": hp}
        self.open_prompt(p)
        return [Event("PromptOpened", "", {"seat": seat, "kind": "resurrect"})]

    def answer_resurrect(self, p: Prompt, values: list[Any]) -> list[Event]:
        """Resurrect: back to the party at full HP unless the card says otherwise."""
        c, s = int(values[0]), p.seat
        self.zones.move(c, self.zones.of("unconscious", s), self.zones.of("party", s))
        hp = int(p.data.get("hp", 0))
        if hp and hp < self.defs[c].hp:
            self.dmg[c] = self.defs[c].hp - hp
        return [
            Event(
                "CardMoved",
                f"{self.defs[c].name} is resurrected.",
                {"card": c, "from": f"unconscious/{s}", "to": f"party/{s}"},
            )
        ]
