"""Mighty Beanz cards in play: playing cards, spin powers, Bean Attacks (Bean Blitz, the
defender's choice of target as a prompt, the Domino Effect), and the response stack for
Instant Actions (the core ``ResponseStack``; the flow's ``respond`` step, actors ``STACK``).
Action card effects run through the registry in ``tabletop/games/beanz/effects.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.prompt import Choice, Prompt
from tabletop.engine.stack import StackItem
from tabletop.games.beanz.effects import ATTACK_MODIFIERS, EFFECTS
from tabletop.games.beanz.rules.state import (
    BOTTOMZ,
    GALAXY,
    HEADZ,
    NSLOTS,
    SIDEWAYZ,
)
from tabletop.games.beanz.rules.turns import BeanzTurns

OUTCOME_WORDS = {"none": "no effect", "sidewayz": "knocked Sidewayz", "off": "knocked off"}


class BeanzCombat(BeanzTurns):
    # ------------------------------------------------------------------ the stack
    def _push(self, p: int, kind: str, payload: dict[str, Any], label: str) -> None:
        """Put a card, attack or power on the stack: a window for both seats opens on it."""
        self.stack.push(StackItem(p, kind, payload, label), [0, 1])
        if self.flow.step != "respond":
            self.enter("main", "respond")

    def do_pass(self, a: Action) -> None:
        if self.stack.pass_priority(a.seat):
            self._resolve(self.stack.pop_due())
            self._after_resolution()

    def _after_resolution(self) -> None:
        """Resolve cancelled items at once; reopen a window on the next live item; back to the
        main phase when the stack is empty (unless the defender is choosing a target)."""
        while self.stack and self.winners is None and self.prompt is None:
            top = self.stack.top
            assert top is not None
            if top.cancelled:
                self._resolve(self.stack.pop_due())
                continue
            self.stack.open_window([0, 1])
            return
        if self.winners is None and self.prompt is None and not self.stack:
            self.enter("main")

    def _resolve(self, item: StackItem) -> None:
        p = item.seat
        pl = item.payload
        if item.kind == "attack":
            if item.cancelled:
                for c in pl["cards"]:
                    self.hand[p].append(self._unstack(c))
                self._ev(
                    "ItemCancelled",
                    f"{self.seat_name(p)}'s Bean Attack was cancelled"
                    + (", the boosting cards went back to hand." if pl["cards"] else "."),
                    {"uid": item.uid, "returned": pl["cards"]},
                )
                return
            self._resolve_attack(item)
            return
        if item.kind == "freebie_power":
            if item.cancelled:
                self.discard[p].append(self._unstack(pl["bean"]))
                self._ev(
                    "ItemCancelled",
                    f"Bye Bye Beanie! {self.names[pl['bean']]} was discarded.",
                    {"uid": item.uid, "card": pl["bean"]},
                )
                return
            self._place_free(p, pl["bean"], pl["to"])
            return
        # an Action card
        c = self._unstack(pl["card"])
        e = pl["effect"]
        if item.cancelled:
            self.discard[p].append(c)
            if e == "freebie":
                b = self._unstack(pl["bean"])
                if pl.get("cancelled_by") == "bye_bye_beanie":
                    self.discard[p].append(b)
                else:
                    self.hand[p].append(b)
            self._ev(
                "ItemCancelled",
                f"{self.names[c]} was cancelled.",
                {"uid": item.uid, "card": c},
            )
            return
        if e not in ATTACK_MODIFIERS:
            self.discard[p].append(c)  # "putting it into the discard pile"
        cd = self.cd[c]
        EFFECTS.run(self, (e, cd.effect_params), item)

    # ------------------------------------------------------------------ playing cards
    def do_play(self, a: Action) -> None:
        p, args = a.seat, a.args
        c = int(args[0])
        cd = self.cd[c]
        self.hand[p].remove(c)
        # "When you play an ACTION CARD, you spend action points equal to the cost of the
        # card" (rulebook, Action Cards): the player who plays it pays, on either turn.
        self.points[p] -= cd.cost
        if cd.kind == "bean":
            r = int(args[1])
            self._put_bean(c, r)
            self._place_ev(
                "BeanPlayed",
                lambda at: f"{self.seat_name(p)} played {cd.name} Headz-up in {at(r)}.",
                {"card": c, "slot": r},
            )
            return
        if cd.kind == "cosmos":
            r = int(args[1])
            old = self.cosmos[r]
            if old is not None:
                self.on_mat.remove(old)
                self.discard[p].append(old)
            self.cosmos[r] = c
            self.on_mat.append(c)
            self._place_ev(
                "CosmosPlayed",
                lambda at: (
                    f"{self.seat_name(p)} played {cd.name} in {at(r)}"
                    + (f", discarding {self.names[old]}." if old is not None else ".")
                ),
                {"card": c, "slot": r, "replaced": old},
            )
            return
        payload: dict[str, Any] = {"card": c, "effect": cd.effect}
        self.on_stack.append(c)
        if cd.effect in ("knockdown", "knock_it_off"):
            payload["target"] = int(args[1])
        elif cd.effect == "freebie":
            b = int(args[1])
            self.hand[p].remove(b)
            self.on_stack.append(b)
            payload.update(bean=b, to=int(args[2]))
        elif cd.instant:
            top = self.stack.top
            assert top is not None
            payload["answers"] = top.uid
        self._ev(
            "CardPlayed",
            f"{self.seat_name(p)} played {cd.name}" + ("" if cd.name.endswith("!") else "."),
            {"seat": p, **payload},
        )
        self._push(p, "card", payload, cd.name)

    # ------------------------------------------------------------------ spin powers
    def _spin_to_bottomz(self, r: int) -> None:
        self.points[self.turn] -= self.spin_cost(r)
        self.pos[r] = BOTTOMZ

    def do_spin(self, a: Action) -> None:
        p, args = a.seat, a.args
        r = int(args[0])
        b = self.bean[r]
        assert b is not None
        bd = self.cd[b]
        self._spin_to_bottomz(r)
        if bd.power == "draw":
            self._ev("PowerSpun", f"{bd.name} spins: draw {bd.value}.", {"slot": r})
            self._draw(p, bd.value)
        elif bd.power == "boost":
            self.spin_boost += bd.value
            self._ev(
                "PowerSpun", f"{bd.name} spins: +{bd.value} on the next Bean Attack.", {"slot": r}
            )
        elif bd.power == "knockdown":
            t = int(args[1])
            self.pos[t] = SIDEWAYZ
            self._ev(
                "BeanKnockedDown",
                f"{bd.name} spins: Knockdown! {self.names[self.bean[t] or 0]} is Sidewayz.",
                {"slot": t},
            )
        elif bd.power == "knock_it_off":
            t = int(args[1])
            self._ev(
                "BeanKnockedOff",
                f"{bd.name} spins: {self.names[self.bean[t] or 0]} is knocked off the mat.",
                {"slot": t},
            )
            self._remove_bean(t)
        elif bd.power == "freebie":
            nb, to = int(args[1]), int(args[2])
            self.hand[p].remove(nb)
            self.on_stack.append(nb)
            self._ev(
                "PowerSpun", f"{bd.name} spins: Freebie Beanie ({self.names[nb]}).", {"slot": r}
            )
            self._push(p, "freebie_power", {"bean": nb, "to": to, "slot": r}, "Freebie Beanie")

    # ------------------------------------------------------------------ attacks
    def do_attack(self, a: Action) -> None:
        p, args = a.seat, a.args
        r = int(args[0])
        b = self.bean[r]
        assert b is not None
        mods = self.modifiers(p)
        if mods["blitz"]:
            self.blitz = {"attackers": [r], "sharpshoot": bool(mods["sharpshoot"])}
            self.enter("main", "blitz")
            self._ev(
                "BlitzStarted", f"{self.seat_name(p)} starts a Bean Blitz with {self.names[b]}."
            )
            return
        self._spin_to_bottomz(r)
        target = int(args[1]) if len(args) > 1 else None
        self._declare_attack(p, [r], GALAXY[r], target)

    def do_join(self, a: Action) -> None:
        assert self.blitz is not None
        r = int(a.args[0])
        self.blitz["attackers"].append(r)
        self._ev("BlitzJoined", f"{self.names[self.bean[r] or 0]} joins the Bean Blitz.")

    def do_go(self, a: Action) -> None:
        assert self.blitz is not None
        p, x = a.seat, int(a.args[0])
        attackers = list(self.blitz["attackers"])
        sharp = self.blitz["sharpshoot"]
        self.blitz = None
        self.enter("main")
        for r in attackers:
            self._spin_to_bottomz(r)
        if sharp:
            self._declare_attack(p, attackers, GALAXY[x], x)
        else:
            self._declare_attack(p, attackers, x, None)

    def do_cancel(self, a: Action) -> None:
        self.blitz = None
        self.enter("main")
        self._ev("BlitzCancelled", f"{self.seat_name(a.seat)} called off the Bean Blitz.")

    def _declare_attack(self, p: int, attackers: list[int], g: int, target: int | None) -> None:
        mods = self.modifiers(p)
        cards = list(self.boosts[p])
        payload = {
            "attackers": attackers,
            "beans": [self.bean[r] for r in attackers],
            "galaxy": g,
            "target": target,
            "add": mods["add"],
            "mult": mods["mult"],
            "cards": cards,
            "boomerang": False,
            "blitz": len(attackers) > 1 or bool(mods["blitz"]),
        }
        # the boosting cards go with the attack (back to hand if it is cancelled)
        self.on_stack.extend(cards)
        self.boosts[p].clear()
        self.spin_boost = 0
        self.stats["attacks"] += 1
        who = ", ".join(self.names[self.bean[r] or 0] for r in attackers)

        def where(at: Callable[[int], str]) -> str:
            if target is None:
                return f"{self.seat_name(1 - p)}'s Galaxy {g + 1}"
            tb = self.bean[target]
            return (f"{self.names[tb]} in " if tb is not None else "") + at(target)

        self._place_ev(
            "AttackDeclared",
            lambda at: f"{self.seat_name(p)}'s {who} makes a Bean Attack on {where(at)}.",
            {"seat": p, **payload},
        )
        self._push(p, "attack", payload, "Bean Attack")

    def _resolve_attack(self, item: StackItem) -> None:
        p = item.seat
        pl = item.payload
        if pl["target"] is not None:
            t = pl["target"]
            if self.bean[t] is None:
                self._ev("AttackFizzled", "The target is gone; the attack has no effect.")
                self._attack_done(p, pl)
                return
            self._hit(pl | {"seat": p}, t)
            return
        options = self._opp_beans(p, pl["galaxy"])
        if not options:
            self._ev("AttackFizzled", "No Bean card is left to attack; the attack has no effect.")
            self._attack_done(p, pl)
            return
        if len(options) == 1:
            self._hit(pl | {"seat": p}, options[0])
            return
        # "the defending player chooses which Bean card in the Galaxy is the target"
        self._ask_target(pl | {"seat": p, "options": options, "value": self.attack_value(pl)})

    def outcome(self, value: int, t: int) -> str:
        """What an attack of ``value`` would do to slot ``t``: none, sidewayz or off."""
        dv = self.defence_value(t)
        if value < dv:
            return "none"
        if value >= 2 * dv or self.pos[t] == SIDEWAYZ:
            return "off"
        return "sidewayz"

    def _ask_target(self, data: dict[str, Any]) -> None:
        p, value = data["seat"], data["value"]
        d = 1 - p
        opts = []
        for t in data["options"]:
            b = self.bean[t]
            assert b is not None
            words = OUTCOME_WORDS[self.outcome(value, t)]
            opts.append(Choice(t, f"{self.names[b]} ({self._place(t, d)}): {words}", b))
        self.open_prompt(
            Prompt(
                d,
                "target",
                "target",
                opts,
                f"{self.seat_name(p)}'s Bean Attack of {value} in Galaxy {data['galaxy'] + 1}: "
                f"choose which of your Bean cards is attacked.",
                data=data,
            )
        )
        self.enter("main", "target")
        self._ev(
            "PromptOpened",
            f"{self.seat_name(d)} chooses the target of the Bean Attack.",
            {"seat": d, "kind": "target"},
        )

    def answer_target(self, prompt: Prompt, values: list[Any]) -> None:
        self._hit(prompt.data, int(values[0]))
        self._after_resolution()

    def _hit(self, pl: dict[str, Any], t: int) -> None:
        p = pl["seat"]
        av = self.attack_value(pl)
        dv = self.defence_value(t)
        b = self.bean[t]
        assert b is not None
        name = self.names[b]
        if av < dv:
            self._ev("AttackFailed", f"Attack {av} against {name}'s {dv}: no effect.", {"slot": t})
        elif av >= 2 * dv:
            self._ev(
                "BeanBlownOut",
                f"Bean Blowout! Attack {av} against {name}'s {dv}: knocked off the mat.",
                {"slot": t},
            )
            self._remove_bean(t)
        elif self.pos[t] == SIDEWAYZ:
            self._ev(
                "BeanKnockedOff",
                f"Attack {av} against {name}'s {dv}: knocked off the mat.",
                {"slot": t},
            )
            self._remove_bean(t)
        else:
            self.pos[t] = SIDEWAYZ
            self._ev(
                "BeanKnockedSidewayz",
                f"Attack {av} against {name}'s {dv}: now Sidewayz.",
                {"slot": t},
            )
            if self.expert:
                self._domino(t)
        self._attack_done(p, pl)

    def _attack_done(self, p: int, pl: dict[str, Any]) -> None:
        if pl.get("boomerang"):
            for r, b in zip(pl["attackers"], pl["beans"]):
                if self.bean[r] == b:
                    self.pos[r] = SIDEWAYZ
                    self._ev(
                        "BoomerangHit",
                        f"Boomerang! {self.names[b]} is knocked Sidewayz.",
                        {"slot": r},
                    )
        for c in pl["cards"]:
            self.discard[p].append(self._unstack(c))

    def _domino(self, start: int) -> None:
        """Expert game: ripple left, then right, along the ring (rulebook: Domino Effect)."""
        self.stats["dominoes"] += 1
        for step in (-1, 1):
            pusher = start
            cur = (start + step) % NSLOTS
            while cur != start and self.bean[cur] is not None and self.bean[pusher] is not None:
                v = self.mmp_value(pusher)
                dv = self.defence_value(cur)
                name = self.names[self.bean[cur] or 0]
                if v >= 2 * dv:
                    self._ev(
                        "DominoKnockedOff", f"Domino Blowout: {name} is knocked off.", {"slot": cur}
                    )
                    self._remove_bean(cur)
                    break
                if v < dv:
                    break
                if self.pos[cur] == SIDEWAYZ:
                    self._ev(
                        "DominoKnockedOff", f"Domino Effect: {name} is knocked off.", {"slot": cur}
                    )
                    self._remove_bean(cur)
                    break
                self.pos[cur] = SIDEWAYZ
                self._ev("DominoToppled", f"Domino Effect: {name} is now Sidewayz.", {"slot": cur})
                pusher = cur
                cur = (cur + step) % NSLOTS


__all__ = ["BeanzCombat", "HEADZ"]
