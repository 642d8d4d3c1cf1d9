"""Mighty Beanz legality: the legal moves of each phase (``legal_<phase>``, called by the core
flow dispatch) and the game's own refusal sentences (``why_<verb>``). The core says when a
verb is out of its phase and what the open prompt wants."""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.beanz.effects import ANSWERS, ATTACK_MODIFIERS
from tabletop.games.beanz.rules.state import (
    BOTTOMZ,
    GALAXY,
    HEADZ,
    NSLOTS,
    OWN,
    SIDEWAYZ,
    BeanzState,
    flick_of,
    own_slots,
    sample_flicks,
    slot_owner,
)

#: powers that are not used by spinning
PASSIVE_POWERS = ("none", "team_boost", "draw_limit")


class BeanzLegality(BeanzState):
    # ------------------------------------------------------------------ set-up
    def legal_cut(self, seat: int) -> list[Action]:
        return [Action(seat, "cut", (k,)) for k in range(1, 10)]

    def legal_opening(self, seat: int) -> list[Action]:
        acts = [Action(seat, "keep")]
        if not any(self.cd[c].is_bean for c in self.hand[seat]):
            acts.append(Action(seat, "redraw"))
        return acts

    def legal_hide(self, seat: int) -> list[Action]:
        return [Action(seat, "hide", ("left",)), Action(seat, "hide", ("right",))]

    def legal_guess(self, seat: int) -> list[Action]:
        return [Action(seat, "guess", ("left",)), Action(seat, "guess", ("right",))]

    # ------------------------------------------------------------------ Shoot for Loot
    def legal_loot(self, seat: int) -> list[Action]:
        g = self.loot_queue[0]
        if self.options["shots"] == "model":
            return [Action(seat, "shoot", (g,)), Action(seat, "shot", (g, "miss"))]
        return [
            *(Action(seat, "flick", (g, *f)) for f in sample_flicks(seat, g)),
            Action(seat, "shot", (g, "miss")),
        ]

    # ------------------------------------------------------------------ main phase
    def legal_main(self, p: int) -> list[Action]:
        A = Action
        pts = self.points[p]
        cd = self.cd
        bean = self.bean
        pos = self.pos
        acts: list[Action] = []
        own = OWN[p]
        empty = [r for r in own if bean[r] is None]
        hand = self.hand[p]
        hand_beans = [c for c in hand if cd[c].kind == "bean"]
        opp: list[int] | None = None
        seen: set[str] = set()
        for c in hand:
            d = cd[c]
            if d.cost > pts or d.instant:
                continue
            kind = d.kind
            if kind == "bean":
                acts += [A(p, "play", (c, r)) for r in empty]
            elif kind == "cosmos":
                acts += [A(p, "play", (c, r)) for r in own]
            else:
                e = d.effect
                if e in ATTACK_MODIFIERS or e in ("burst", "scoop"):
                    acts.append(A(p, "play", (c,)))
                elif e == "knockdown" or e == "knock_it_off":
                    if opp is None:
                        opp = self._opp_beans(p)
                    want = (HEADZ, BOTTOMZ) if e == "knockdown" else (SIDEWAYZ,)
                    acts += [A(p, "play", (c, r)) for r in opp if pos[r] in want]
                elif e == "freebie":
                    # one Freebie Beanie instance per name keeps the list short
                    if d.name in seen:
                        continue
                    seen.add(d.name)
                    acts += [A(p, "play", (c, b, r)) for b in hand_beans for r in empty]
        if pts >= 1 and self.deck[p] and self.draws_made < self.draw_limit():
            acts.append(A(p, "draw"))
        mods = self.modifiers(p)
        for r in own:
            b = bean[r]
            if b is None:
                continue
            bd = cd[b]
            if pos[r] != HEADZ:
                if bd.cost <= pts:
                    acts.append(A(p, "upright", (r,)))
                continue
            power = bd.power
            if power in PASSIVE_POWERS or self.spin_cost(r) > pts:
                continue
            g = GALAXY[r]
            if power == "attack" or power == "sharpshoot":
                if mods["blitz"]:
                    if mods["sharpshoot"] or self._opp_beans(p, g):
                        acts.append(A(p, "attack", (r,)))
                elif mods["sharpshoot"] or power == "sharpshoot":
                    acts += [A(p, "attack", (r, t)) for t in self._opp_beans(p)]
                elif self._opp_beans(p, g):
                    acts.append(A(p, "attack", (r,)))
            elif power == "knockdown":
                acts += [
                    A(p, "spin", (r, t))
                    for t in self._opp_beans(p, g)
                    if pos[t] in (HEADZ, BOTTOMZ)
                ]
            elif power == "knock_it_off":
                acts += [A(p, "spin", (r, t)) for t in self._opp_beans(p, g) if pos[t] == SIDEWAYZ]
            elif power in ("draw", "boost"):
                acts.append(A(p, "spin", (r,)))
            elif power == "freebie":
                acts += [A(p, "spin", (r, b2, t)) for b2 in hand_beans for t in empty]
        acts.append(A(p, "end"))
        return acts

    def legal_blitz(self, p: int) -> list[Action]:
        assert self.blitz is not None
        chosen: list[int] = self.blitz["attackers"]
        cost = sum(self.spin_cost(r) for r in chosen)
        acts: list[Action] = []
        for r in OWN[p]:
            b = self.bean[r]
            if (
                b is not None
                and r not in chosen
                and self.pos[r] == HEADZ
                and self.cd[b].can_attack
                and cost + self.spin_cost(r) <= self.points[p]
            ):
                acts.append(Action(p, "join", (r,)))
        if self.blitz["sharpshoot"]:
            acts += [Action(p, "go", (t,)) for t in self._opp_beans(p)]
        else:
            gals = sorted({GALAXY[r] for r in chosen})
            acts += [Action(p, "go", (g,)) for g in gals if self._opp_beans(p, g)]
        acts.append(Action(p, "cancel"))
        return acts

    # ------------------------------------------------------------------ response window
    def legal_respond(self, seat: int) -> list[Action]:
        top = self.stack.top
        assert top is not None
        acts = [Action(seat, "pass")]
        if seat == top.seat:
            # "defensive cards that you play to cancel something your opponent does"
            return acts
        pts = self.points[seat]
        for c in self.hand[seat]:
            cd = self.cd[c]
            # the player who plays an Instant Action pays its cost and must afford it
            if cd.instant and cd.cost <= pts and ANSWERS[cd.effect or ""](top):
                acts.append(Action(seat, "play", (c,)))
        return acts

    # ------------------------------------------------------------------ what the list omits
    def _memo_key(self, seat: int) -> tuple[Any, ...]:
        return (
            len(self.log),
            seat,
            self.flow.at,
            len(self.stack),
            len(self.hand[seat]),
            self.points[seat],
            self.draws_made,
        )

    def legal_actions(self, seat: int) -> list[Action]:
        """As the core; the list is remembered for the ``apply`` that usually follows (its
        check would otherwise build the main phase's long list a second time)."""
        acts = super().legal_actions(seat)
        self._legal_memo = (self._memo_key(seat), acts) if acts else None
        return list(acts)

    def _listed(self, action: Action) -> bool:
        """Whether ``action`` is legal by the list (remembered one when this is the position
        ``legal_actions`` last listed, else built now)."""
        memo = self._legal_memo
        if memo is not None and memo[0] == self._memo_key(action.seat) and action in memo[1]:
            return True
        return action in self._legal(action.seat)

    def illegal_reason(self, action: Action) -> str | None:
        """As the core, except where the legal list is a sample of an action space that cannot
        be listed: any copy of a Freebie Beanie in hand may be played (the list names the first
        copy of each name) and any flick the physics accepts is a legal shot (the list holds a
        few sample aims)."""
        if self.prompt is not None:
            return self.prompt.accepts(action)
        a = action.args
        if action.verb == "flick":
            return self._flick_problem(action)
        if (
            action.verb == "play"
            and len(a) == 3
            and isinstance(a[0], int)
            and a[0] in self.hand[action.seat]
            and self.cd[a[0]].effect == "freebie"
            and not self.stack
        ):
            first = next(c for c in self.hand[action.seat] if self.names[c] == self.names[a[0]])
            action = Action(action.seat, "play", (first, *a[1:]))
        if self._listed(action):
            return None
        return self.why_illegal(action)

    def _flick_problem(self, action: Action) -> str | None:
        a = action.args
        if self.flow.at != "loot":
            return self.why_illegal(action)
        if self.options["shots"] != "physics":
            return "In this game the engine draws each shot: use shoot (or shot G miss)."
        g = self.loot_queue[0]
        if not a or a[0] != g:
            return f"Shoot for Loot goes Galaxy by Galaxy: the next shot is in Galaxy {g + 1}."
        try:
            flick_of(a[1:])
        except ValueError as e:
            return f"That is not a flick the table allows: {e}."
        return None

    # ------------------------------------------------------------------ refusals
    def _why_shot(self, action: Action) -> str | None:
        g = self.loot_queue[0]
        if self.options["shots"] == "physics" and action.args[1:] == ("hit",):
            return (
                "A hit cannot be declared: flick the bean and the table decides "
                f"(flick {g} VX VY SPIN), or miss on purpose (shot {g} miss)."
            )
        if action.args[:1] != (g,):
            return f"Shoot for Loot goes Galaxy by Galaxy: the next shot is in Galaxy {g + 1}."
        if self.options["shots"] == "physics":
            return f"Flick the bean (flick {g} VX VY SPIN) or miss on purpose (shot {g} miss)."
        return None

    why_shot = _why_shot
    why_shoot = _why_shot

    def why_pass(self, action: Action) -> str | None:
        return "Only an Instant Action that answers the top of the stack may be played now."

    def why_draw(self, action: Action) -> str | None:
        if self.points[action.seat] < 1:
            return "Drawing a card costs 1 action point and you have none left."
        if self.draws_made >= self.draw_limit():
            return f"You may draw only {self.draw_limit()} cards with action points per turn."
        if not self.deck[action.seat]:
            return "Your deck is empty."
        return None

    def why_play(self, action: Action) -> str | None:
        p, args = action.seat, action.args
        a0 = args[0] if args else None
        if not isinstance(a0, int) or a0 not in self.hand[p]:
            return "That card is not in your hand."
        cd = self.cd[a0]
        pts = self.points[p]
        if self.flow.at == "respond":
            top = self.stack.top
            if top is not None and top.seat == p:
                return (
                    "Instant Actions cancel something your opponent does: you cannot answer "
                    f"your own {top.label}. Let it pass (your opponent may still answer it)."
                )
            if cd.instant and cd.cost > pts:
                return (
                    f"{cd.name} costs {cd.cost} action points and you have {pts} left: the "
                    "player who plays an Instant Action pays for it."
                )
            return (
                "Only an Instant Action that answers the card or attack on top of the stack "
                "may be played now (No You Don't! answers an Action card; You Slipped! and "
                "Boomerang! a Bean Attack; Bye Bye Beanie a Freebie Beanie)."
            )
        if cd.instant:
            return (
                f"{cd.name} is an Instant Action: play it on your opponent's turn, in "
                "answer to what it cancels."
            )
        if cd.cost > pts:
            return f"{cd.name} costs {cd.cost} action points; you have {pts} left."
        if cd.is_bean and len(args) > 1:
            return "Play a Bean card to an empty slot on your own side of the mat."
        return "That card cannot be played there."

    def _why_no_attack(self, p: int, name: str) -> str:
        """The refusal of an attack by a Bean without an attacking spin power: which of the
        player's Beans on the mat can attack instead (or that none can)."""
        able = sorted(
            {
                self.cd[b].name
                for r in own_slots(p)
                if (b := self.bean[r]) is not None and self.cd[b].can_attack
            }
        )
        head = (
            f"{name} has no attack power: only a Bean with the Bean Attack spin power (or "
            "Sharpshoot) can attack"
        )
        if able:
            return f"{head}. Yours that can: {', '.join(able)}."
        return f"{head}, and none of your Beans on the mat has it: place one first."

    def _why_slot(self, action: Action) -> str | None:
        p, v = action.seat, action.verb
        a0 = action.args[0] if action.args else None
        if not isinstance(a0, int) or not 0 <= a0 < NSLOTS or slot_owner(a0) != p:
            return "Choose one of your own Bean cards on your side of the mat."
        b = self.bean[a0]
        if b is None:
            return "There is no Bean card in that slot."
        bd = self.cd[b]
        pts = self.points[p]
        if v == "upright":
            if self.pos[a0] == HEADZ:
                return f"{bd.name} is already Headz-up."
            return f"Turning {bd.name} Headz-up costs {bd.cost} action points."
        if self.pos[a0] != HEADZ:
            return "Only a Headz-up Bean card can use its spin power (Sidewayz cards have none)."
        if v == "attack" and not bd.can_attack:
            return self._why_no_attack(p, bd.name)
        if self.spin_cost(a0) > pts:
            return (
                f"Using {bd.name}'s spin power costs {self.spin_cost(a0)} action points "
                f"(the Bean card plus its Cosmos card); you have {pts} left."
            )
        if v == "attack":
            return (
                "A Bean card can only attack another Bean card in the same Galaxy (and the "
                "defender picks the target unless it is a Sharpshoot attack)."
            )
        return None

    why_attack = _why_slot
    why_spin = _why_slot
    why_upright = _why_slot
