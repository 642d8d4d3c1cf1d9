"""Mighty Beanz set-up and turn structure: the cut, opening hands, who goes first, the start of
a turn (spin back, Shoot for Loot), drawing with action points, turning Bean cards upright, the
end of a turn and discarding down to 7 (a prompt)."""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.prompt import Choice, Prompt
from tabletop.games.beanz.rules.legality import BeanzLegality
from tabletop.games.beanz.rules.state import (
    BOTTOMZ,
    EXPERT_FIRST_POINTS,
    GALAXY_SLOTS,
    HAND_LIMIT,
    HAND_SIZE,
    HEADZ,
    OWN,
    POINTS,
    POSITION_NAMES,
    SHOT_HIT_CHANCE,
    shot_hits,
)


class BeanzTurns(BeanzLegality):
    # ------------------------------------------------------------------ set-up
    def do_cut(self, a: Action) -> None:
        p, k = a.seat, int(a.args[0])
        q = 1 - p
        deck = self.deck[q]
        n = len(deck) * k // 10
        deck[:] = deck[n:] + deck[:n]
        self._ev("DeckCut", f"{self.seat_name(p)} cut {self.seat_name(q)}'s deck.", {"deck": q})
        if q == 0:
            self.flow.seats = [0]
            return
        for pl in (0, 1):
            for g in range(3):
                for _ in range(self.loot_per_galaxy):
                    self.loot[pl][g].append(self.deck[pl].pop())
            for _ in range(HAND_SIZE):
                self.hand[pl].append(self.deck[pl].pop())
            self._ev(
                "CardsDealt",
                f"{self.seat_name(pl)} placed {self.loot_per_galaxy} Space Loot cards in each "
                f"Galaxy and drew {HAND_SIZE} cards.",
                {"seat": pl},
                secret_text=f"You drew {', '.join(self.names[c] for c in self.hand[pl])}.",
                secret_data={"cards": list(self.hand[pl])},
                to=(pl,),
            )
        self.flow.seats = [0]
        self.enter("opening")

    def do_keep(self, a: Action) -> None:
        p = a.seat
        self._ev("HandKept", f"{self.seat_name(p)} kept the opening hand.", {"seat": p})
        if p == 0:
            self.flow.seats = [1]
        else:
            self.flow.seats = [0]
            self.enter("hide")

    def do_redraw(self, a: Action) -> None:
        p = a.seat
        hand = self.hand[p]
        shown = list(hand)
        self._ev(
            "HandRedrawn",
            f"{self.seat_name(p)} showed a hand with no Bean card "
            f"({', '.join(self.names[c] for c in shown)}) and drew a new one.",
            {"seat": p, "shown": [self.card_desc(c) for c in shown]},
            reveals=True,
        )
        self.deck[p].extend(shown)
        hand.clear()
        self.rng.shuffle(self.deck[p])
        for _ in range(HAND_SIZE):
            hand.append(self.deck[p].pop())
        self._ev(
            "CardsDealt",
            f"{self.seat_name(p)} drew {HAND_SIZE} new cards.",
            {"seat": p},
            secret_text=f"You drew {', '.join(self.names[c] for c in hand)}.",
            secret_data={"cards": list(hand)},
            to=(p,),
        )

    def do_hide(self, a: Action) -> None:
        self.hidden_hand = str(a.args[0])
        self._ev("MightyBeanHidden", f"{self.seat_name(a.seat)} hid the Mighty Bean in one hand.")
        self.flow.seats = [1]
        self.enter("guess")

    def do_guess(self, a: Action) -> None:
        p, side = a.seat, str(a.args[0])
        right = side == self.hidden_hand
        self.first_player = 1 if right else 0
        self._ev(
            "FirstPlayerGuessed",
            (
                f"{self.seat_name(p)} guessed the {side} hand and the Mighty Bean was there: "
                if right
                else f"{self.seat_name(p)} guessed the {side} hand, but the Mighty Bean was in "
                f"the {self.hidden_hand} hand: "
            )
            + f"{self.seat_name(self.first_player)} goes first.",
            {"first": self.first_player, "hand": self.hidden_hand},
            reveals=True,
        )
        self.flow.seats = []
        self.turn = self.first_player
        self.turn_number = 0
        self._start_turn()

    # ------------------------------------------------------------------ turn structure
    def _start_turn(self) -> None:
        p = self.turn
        # leftover points of the last turn lapse now ("do not carry over to your next turn")
        self.points[p] = EXPERT_FIRST_POINTS if self.expert and self.turn_number == 0 else POINTS
        self.draws_made = 0
        self.spin_boost = 0
        spun = []
        for r in OWN[p]:
            if self.pos[r] == BOTTOMZ:  # step 1: Bottomz-up -> Headz-up; Sidewayz stay
                self.pos[r] = HEADZ
                spun.append(r)
        self._ev(
            "TurnStarted",
            f"{self.seat_name(p)}'s turn ({self.points[p]} action points).",
            {"seat": p, "points": self.points[p], "spun": spun},
        )
        # step 2: Shoot for Loot in each own Galaxy filled with Headz-up Bean cards
        bean, pos = self.bean, self.pos
        self.loot_queue = [
            g
            for g in range(3)
            if self.loot[p][g]
            and all(bean[r] is not None and pos[r] == HEADZ for r in GALAXY_SLOTS[p][g])
        ]
        self.tries_left = 2
        self.enter("loot" if self.loot_queue else "main")

    # ------------------------------------------------------------------ Shoot for Loot
    def do_shoot(self, a: Action) -> None:
        hit = self.rng.random() < SHOT_HIT_CHANCE
        self._shot(a.seat, int(a.args[0]), hit, drawn=True)

    def do_shot(self, a: Action) -> None:
        self._shot(a.seat, int(a.args[0]), a.args[1] == "hit", drawn=False)

    def do_flick(self, a: Action) -> None:
        g = int(a.args[0])
        args = [int(x) for x in a.args[1:]]
        self._shot(a.seat, g, shot_hits(a.seat, g, args), drawn=True, flick=args)

    def _shot(self, p: int, g: int, hit: bool, drawn: bool, flick: list[int] | None = None) -> None:
        """``drawn``: the outcome came from the rng (``shoot``) or the physics (``flick``), so
        the events reveal (undo stops there); a deliberate miss does not."""
        how = "flick" if flick is not None or not drawn else "shot"
        extra: dict[str, Any] = {"flick": flick} if flick is not None else {}
        if hit:
            card = self.loot[p][g].pop()
            self.hand[p].append(card)
            self.captured[p][g] += 1
            self.stats["captures"] += 1
            retired = []
            for r in GALAXY_SLOTS[p][g]:
                b = self.bean[r]
                if b is not None:
                    retired.append(b)
                    self._remove_bean(r)
            self._ev(
                "LootCaptured",
                f"{self.seat_name(p)}'s {how} hit: Space Loot captured in Galaxy {g + 1}; "
                f"{len(retired)} Bean cards retired.",
                {"seat": p, "galaxy": g, "retired": retired, **extra},
                secret_text=f"Your {how} hit: you captured {self.names[card]}"
                + ("" if self.names[card][-1:] in "!?." else "."),
                secret_data={"card": card},
                to=(p,),
                reveals=drawn,
            )
            if not self.loot[p][g]:
                self._finish(
                    (p,), f"{self.seat_name(p)} captured all the Space Loot in Galaxy {g + 1}."
                )
                return
            self.loot_queue.pop(0)
            self.tries_left = 2
        else:
            self.tries_left -= 1
            self._ev(
                "ShotMissed",
                f"{self.seat_name(p)}'s {how} missed in Galaxy {g + 1}.",
                {"seat": p, "galaxy": g, "tries_left": self.tries_left, **extra},
                reveals=drawn,
            )
            if self.tries_left == 0:
                self.loot_queue.pop(0)
                self.tries_left = 2
        if not self.loot_queue:
            self.enter("main")

    # ------------------------------------------------------------------ simple main moves
    def do_draw(self, a: Action) -> None:
        self.points[a.seat] -= 1
        self.draws_made += 1
        self._draw(a.seat, 1)

    def do_upright(self, a: Action) -> None:
        p, r = a.seat, int(a.args[0])
        b = self.bean[r]
        assert b is not None
        self.points[p] -= self.cd[b].cost
        old = self.pos[r]
        self.pos[r] = HEADZ
        self._ev(
            "BeanUprighted",
            f"{self.seat_name(p)} turned {self.names[b]} from {POSITION_NAMES[old or HEADZ]} "
            "to Headz-up.",
            {"slot": r},
        )

    # ------------------------------------------------------------------ end of turn
    def do_end(self, a: Action) -> None:
        p = a.seat
        self.discard[p].extend(self.boosts[p])
        self.boosts[p].clear()
        self.spin_boost = 0
        if len(self.hand[p]) > HAND_LIMIT:
            self.enter("discard")
            self._ask_discard(p)
        else:
            self._next_turn()

    def _ask_discard(self, p: int) -> None:
        extra = len(self.hand[p]) - HAND_LIMIT
        self.open_prompt(
            Prompt(
                p,
                "discard",
                "discard",
                [Choice(c, self.names[c], c) for c in self.hand[p]],
                f"Discard down to {HAND_LIMIT} cards: choose a card to discard ({extra} to go).",
                private=True,
            )
        )
        self._ev(
            "PromptOpened",
            f"{self.seat_name(p)} must discard down to {HAND_LIMIT}.",
            {"seat": p, "kind": "discard"},
        )

    def answer_discard(self, prompt: Prompt, values: list[Any]) -> None:
        p, c = prompt.seat, int(values[0])
        self.hand[p].remove(c)
        self.discard[p].append(c)
        self._ev(
            "CardDiscarded",
            f"{self.seat_name(p)} discarded {self.names[c]}.",
            {"seat": p, "card": c},
        )
        if len(self.hand[p]) > HAND_LIMIT:
            self._ask_discard(p)
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        self.turn = 1 - self.turn
        self.turn_number += 1
        self._start_turn()
