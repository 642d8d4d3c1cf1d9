"""Espionage flow: the phases, the moves (play, end, pass, react), the answers to prompts, the
stack's resolution (``settle``), elimination and the end of the game."""

from __future__ import annotations

from typing import Any

from tabletop.engine import flow as fl
from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.game import Result
from tabletop.engine.prompt import Prompt
from tabletop.engine.stack import StackItem
from tabletop.engine.zones import PUBLIC
from tabletop.games.espionage.effects import (
    COPY_VERBS,
    EFFECTS,
    MissionCtx,
    PlayCtx,
    ReactionCtx,
)
from tabletop.games.espionage.rules.state import (
    BOMB,
    DRAW_PER_TURN,
    PACKAGE,
    PACKAGE_CARDS,
    TARGET,
    EspionageBase,
)

FLOW = fl.Flow(
    [
        fl.Phase(
            "turn",
            ("play", "end"),
            fl.CURRENT,
            label="a player's turn",
            hint="play up to 3 Missions or end the turn",
        ),
        fl.Phase(
            "window",
            ("pass", "react"),
            fl.STACK,
            label="a reaction window",
            hint="every player still in the game plays a Reaction on the stack or passes",
        ),
        fl.Phase(
            "choice",
            ("choose", "detective"),
            fl.NOBODY,  # the open prompt says who chooses
            label="a choice",
            hint="the player named must make the pending choice",
        ),
        fl.Phase("over", (), fl.NOBODY, label="the end of the game", hint="nothing more"),
    ],
    verb_labels={
        "play": "Missions are played",
        "end": "Turns are ended",
        "pass": "Passing is done",
        "react": "Reactions are played",
        "choose": "Cards are chosen",
        "detective": "The Detective's cards are taken",
    },
)


class EspionageFlow(EspionageBase):
    FLOW = FLOW

    def _do(self, action: Action) -> list[Event]:
        # the base dispatch (prompt answer or do_<verb>, then settle); the game also keeps the
        # events for the seat views' log
        events = super()._do(action)
        self.history.extend(events)
        return events

    def _sync_phase(self) -> None:
        """The phase follows the state: over, a prompt, a stack, else the current turn."""
        if self.over is not None:
            ph = "over"
        elif self.prompt is not None:
            ph = "choice"
        elif self.stack:
            ph = "window"
        else:
            ph = "turn"
        if ph != self.flow.phase:
            self.enter(ph)

    # ------------------------------------------------------------------ turns
    def _start_turn(self, seat: int) -> list[Event]:
        self.turn = seat
        self.turn_number += 1
        self.missions_played = 0
        self.fresh = set()
        ev = [Event("TurnStarted", f"{self.seat_name(seat)}'s turn.", {"seat": seat})]
        # "At the start of each player's turn, he draws 2 cards from the draw pile."
        return ev + self._draw(seat, DRAW_PER_TURN, "")

    def _end_turn(self) -> list[Event]:
        who = self.seat_name(self.turn)
        ev = [Event("TurnEnded", f"{who}'s turn ended.", {"seat": self.turn})]
        if not self.draw:  # a position that started with an empty pile
            return ev + self._finish_pile()
        return ev + self._start_turn(self.opponents(self.turn)[0])

    def settle(self) -> list[Event]:
        """After every move: end the game if the move emptied the draw pile; resolve due stack
        items until someone must act; end the turn of a current player who is out."""
        events: list[Event] = []
        if self.stack and self.prompt is None and self.stack.waiting_on():
            # the commonest case: a reaction window still waiting on someone
            if self.flow.phase != "window":
                self.enter("window")
            return events
        while self.over is None and self.prompt is None:
            if self.depleted and self.pile_at_once and not self.draw:
                events.extend(self._finish_pile())
                break
            if self.stack:
                if self.stack.waiting_on():
                    break
                events.extend(self._resolve(self.stack.pop_due()))
                continue
            if self.eliminated[self.turn]:
                events.extend(self._end_turn())
                continue
            break
        self._sync_phase()
        return events

    # ------------------------------------------------------------------ moves
    def do_end(self, action: Action) -> list[Event]:
        return self._end_turn()

    def do_pass(self, action: Action) -> list[Event]:
        self.stack.pass_priority(action.seat)
        return [Event("Passed", f"{self.seat_name(action.seat)} passed.", {"seat": action.seat})]

    def do_play(self, action: Action) -> list[Event]:
        seat = action.seat
        card = int(action.args[0])
        d = self.cards[card]
        effect = d["name"] if d["kind"] == "mission" else self.ninja_copy()
        assert effect is not None
        self.hands[seat].remove(card)
        self._to_discard(card)
        self.missions_played += 1
        mode = self.target_mode[effect]
        if mode == "every":
            targets = self.opponents(seat)
        elif len(action.args) > 1:
            targets = [int(action.args[1])]
        else:
            targets = []
        item = self._push(
            StackItem(
                seat,
                "mission",
                {"card": card, "effect": effect, "targets": targets, "shielded": []},
            )
        )
        return [
            Event(
                "CardPlayed",
                f"{self.seat_name(seat)} played {self._label_item(item, by=False)}.",
                {
                    "seat": seat,
                    "card": self.describe(card),
                    "as": "mission",
                    "effect": effect,
                    "targets": targets,
                    "uid": item.uid,
                },
            )
        ]

    def do_react(self, action: Action) -> list[Event]:
        seat = action.seat
        card = int(action.args[0])
        uid = int(action.args[1])
        name = self.name(card)
        it = self.stack.find(uid)
        assert it is not None
        self.hands[seat].remove(card)
        self._to_discard(card)
        call = self.calls[name][0]
        if call[0] in COPY_VERBS:
            ctx = PlayCtx(seat, card, it, [int(a) for a in action.args[2:]])
            new: StackItem = EFFECTS.run(self, call, ctx)
        else:
            payload: dict[str, Any] = {"card": card, "effect": name, "answers": uid}
            new = self._push(StackItem(seat, "reaction", payload))
        effect = new.payload["effect"]
        return [
            Event(
                "CardPlayed",
                f"{self.seat_name(seat)} played {self._label_item(new, by=False)}.",
                {
                    "seat": seat,
                    "card": self.describe(card),
                    "as": "reaction",
                    "effect": effect,
                    "uid": new.uid,
                },
            )
        ]

    # ------------------------------------------------------------------ prompt answers
    def answer_assassin(self, p: Prompt, values: list[Any]) -> list[Event]:
        t = p.data["target"]
        self.hand_zones[t].viewers.discard(p.seat)
        return self._forced_discard(p.seat, t, int(values[0]), p.data["source"])

    def answer_give(self, p: Prompt, values: list[Any]) -> list[Event]:
        return [self._move(p.seat, p.data["target"], int(values[0]), "CardGiven", "gave")]

    def answer_blackmail(self, p: Prompt, values: list[Any]) -> list[Event]:
        return [self._move(p.seat, p.data["target"], int(values[0]), "CardGiven", "gave")]

    def answer_medic(self, p: Prompt, values: list[Any]) -> list[Event]:
        # "Some cards like the Medic can retrieve cards from the discard pile."
        card = int(values[0])
        seat = p.seat
        self.discard.remove(card)
        self.hands[seat].append(card)
        events = [
            Event(
                "CardTaken",
                f"{self.seat_name(seat)} took {self.name(card)} from the discard pile.",
                {"seat": seat, "card": self.describe(card)},
            )
        ]
        if p.data.get("reshuffle", True):
            # "The draw pile must be reshuffled whenever a card was drawn using a search effect."
            self.rng.shuffle(self.draw)
            events.append(
                Event(
                    "PileShuffled",
                    # the player searched the discard pile, not the draw pile: say why the
                    # draw pile is shuffled now (it read "reshuffled after a search")
                    "As the Medic says, the draw pile was then shuffled.",
                    {"zone": "draw", "count": len(self.draw)},
                    reveals=True,
                )
            )
        return events

    def answer_detective(self, p: Prompt, values: list[Any]) -> list[Event]:
        seat = p.seat
        take = int(values[0])
        rest = [int(a) for a in values[1:]]
        self.look.clear()
        self.look_zone.viewers.clear()
        self.hands[seat].append(take)
        for c in reversed(rest):  # rest is given topmost first
            self.draw.append(c)
        if rest:
            self.depleted = False
        return [
            Event(
                "CardTaken",
                f"{self.seat_name(seat)} took a card and put {len(rest)} back on the draw pile.",
                {"seat": seat, "back": len(rest)},
                secret_text=f"You took {self.name(take)}; on top now: "
                + (", ".join(self.name(c) for c in rest) or "nothing")
                + ".",
                secret_data={"card": self.describe(take)},
                to=frozenset({seat}),
            )
        ]

    # ------------------------------------------------------------------ resolution
    def _resolve(self, item: StackItem) -> list[Event]:
        p = item.payload
        label = item.label
        uid = {"uid": item.uid}
        if item.cancelled:  # its cancelling was told when it happened (ItemCancelled)
            return [Event("StackResolved", "", uid)]
        if item.kind == "threat":  # it stands even if its attacker is out (last-standing)
            return self._resolve_threat(item)
        if self.eliminated[item.seat]:
            return [Event("StackResolved", f"{label}: fizzled (its player was eliminated).", uid)]
        head = Event("StackResolved", f"{label}: resolved.", uid)
        if item.kind == "reaction":
            ans = self.stack.find(p["answers"])
            if ans is None or ans.cancelled:
                return [head]
            ctx = ReactionCtx(item, ans)
            return [head, *EFFECTS.run(self, self.calls[p["effect"]][0], ctx)]
        targets = [t for t in p["targets"] if not self.eliminated[t]]
        effect = p["effect"]
        if effect in self.targeted and not targets:
            return [Event("StackResolved", f"{label}: fizzled (no target left).", uid)]
        source = f"{effect} by {self.seat_name(item.seat)}"
        mctx = MissionCtx(item, item.seat, targets[0] if targets else -1, targets, effect, source)
        events = [head]
        for call in self.calls[effect]:
            events.extend(EFFECTS.run(self, call, mctx))
        return events

    def _resolve_threat(self, item: StackItem) -> list[Event]:
        p = item.payload
        victim, card = p["victim"], p["card"]
        if self.eliminated[victim] or card not in self.hands[victim]:
            return [Event("StackResolved", f"{item.label}: no longer possible.", {"uid": item.uid})]
        self.hands[victim].remove(card)
        to = p["redirect"]
        events = [Event("StackResolved", f"{item.label}: resolved.", {"uid": item.uid})]
        if to is not None and not self.eliminated[to]:
            self.hands[to].append(card)
            events.append(
                Event(
                    "CardTaken",
                    f"{self.seat_name(to)} took the {p['name']} (Protector).",
                    {"seat": to, "from": victim, "card": self.describe(card)},
                )
            )
        else:
            self._to_discard(card)
            events.append(
                Event(
                    "CardDiscarded",
                    f"{self.seat_name(victim)} discarded the {p['name']} ({p['source']}).",
                    {"seat": victim, "card": self.describe(card)},
                )
            )
        return events + self._eliminate(victim, item.seat)

    def _eliminate(self, victim: int, by: int) -> list[Event]:
        """ "To win the game, players must eliminate an opponent by forcing him to discard his
        gold cards": the eliminator wins at once (the game ends; the stack is abandoned)."""
        self.eliminated[victim] = True
        self.eliminations += 1
        self.stack.drop_seat(victim)
        if self.last_standing:
            return self._eliminate_last_standing(victim, by)
        text = f"{self.seat_name(victim)} was eliminated by {self.seat_name(by)}."
        events = [Event("PlayerEliminated", text, {"seat": victim, "by": by})]
        return events + self._finish_elimination(by, victim)

    def _eliminate_last_standing(self, victim: int, by: int) -> list[Event]:
        """Option ``elimination = last-standing`` (our first reading): the victim's hand goes
        to the discard pile but the Bomb, which goes to the eliminator (or, if they are out
        too, to the next player still in from the victim's left); the game goes on until one
        player is left."""
        hand = list(self.hands[victim])
        self.hands[victim].clear()  # the zone's list: emptied in place
        bomb_to: int | None = None
        dumped = []
        for c in hand:
            if c == self.bomb:
                # "The Bomb card overrules any other card and cannot be removed from the game."
                left = self.opponents(victim)
                bomb_to = by if not self.eliminated[by] else (left[0] if left else None)
                self.hands[victim if bomb_to is None else bomb_to].append(c)
            else:
                self._to_discard(c)
                dumped.append(c)
        text = f"{self.seat_name(victim)} was eliminated"
        if dumped:
            text += "; their hand went to the discard pile: " + ", ".join(
                self.name(c) for c in dumped
            )
        text += "."
        events = [
            Event(
                "PlayerEliminated",
                text,
                {"seat": victim, "by": by, "discarded": [self.describe(c) for c in dumped]},
            )
        ]
        if bomb_to is not None:
            events.append(
                Event(
                    "BombPassed",
                    f"{self.seat_name(victim)} held the Bomb: it went to {self.seat_name(bomb_to)}.",
                    {"from": victim, "to": bomb_to},
                )
            )
        alive = self.survivors()
        if len(alive) <= 1:
            events.extend(self._finish_last_standing(alive))
        return events

    # ------------------------------------------------------------------ game end
    def _reveal(self) -> Event:
        """Every hand is shown (its zone becomes public); the stack and prompts are dropped."""
        self.revealed = True
        for z in self.hand_zones:
            z.visibility = PUBLIC
            z.viewers.clear()
        if self.look:  # a Detective's look goes back on top unchosen
            self.draw.extend(reversed(self.look))
            self.look.clear()
        self.look_zone.viewers.clear()
        self.prompt = None
        return Event(
            "HandsRevealed",
            "All hands were revealed: "
            + "; ".join(
                f"{self.seat_name(s)}: " + (", ".join(self.name(c) for c in h) or "nothing")
                for s, h in enumerate(self.hands)
            ),
            {"hands": [[self.describe(c) for c in h] for h in self.hands]},
            reveals=True,
        )

    def _finish_elimination(self, winner: int, victim: int) -> list[Event]:
        self.end_reason = "elimination"
        events = [self._reveal()]
        self.win_reasons = {winner: f"eliminated {self.seat_name(victim)}"}
        text = f"{self.seat_name(winner)} eliminated {self.seat_name(victim)} and wins!"
        scores = {s: float(s == winner) for s in range(self.num_seats)}
        self.over = Result((winner,), text, scores)
        events.append(Event("GameEnded", text, {"winners": [winner]}))
        return events

    def _finish_last_standing(self, alive: list[int]) -> list[Event]:
        """``elimination = last-standing``: the last player wins unless they hold the Bomb."""
        self.end_reason = "elimination"
        events = [self._reveal()]
        if alive and self.bomb not in self.hands[alive[0]]:
            w = alive[0]
            self.win_reasons = {w: "last player standing"}
            text = f"{self.seat_name(w)} is the last player standing and wins!"
            self.over = Result((w,), text, {s: float(s == w) for s in range(self.num_seats)})
        else:
            self.win_reasons = {}
            text = "The last player standing holds the Bomb: nobody wins."
            self.over = Result((), text, {s: 0.0 for s in range(self.num_seats)})
        events.append(Event("GameEnded", text, {"winners": list(self.over.winners)}))
        return events

    def _finish_pile(self) -> list[Event]:
        # "When the draw pile is depleted, all players must reveal their cards in hand. Whoever
        # has the Bomb card automatically loses. Whoever has the Target card wins the game."
        self.end_reason = "pile"
        events = [self._reveal()]
        alive = [s for s in self.survivors() if self.bomb not in self.hands[s]]
        reasons: dict[int, str] = {}
        for s in alive:
            names = {self.name(c) for c in self.hands[s]}
            if TARGET in names:
                reasons[s] = "holds the Target"
            elif PACKAGE in names and len(self.hands[s]) >= PACKAGE_CARDS:
                reasons[s] = f"holds the Package with {len(self.hands[s])} cards"
        if not reasons and alive and self.options["tiebreak"] == "most-cards":
            most = max(len(self.hands[s]) for s in alive)
            reasons = {
                s: f"holds the most cards ({most})" for s in alive if len(self.hands[s]) == most
            }
        self.win_reasons = reasons
        winners = tuple(sorted(reasons))
        bomb = self.holder_of(BOMB)
        parts = []
        if bomb is not None:
            parts.append(f"{self.seat_name(bomb)} holds the Bomb and loses")
        parts.extend(f"{self.seat_name(s)} {r} and wins" for s, r in sorted(reasons.items()))
        text = "The draw pile is empty. " + ("; ".join(parts) or "Nobody wins") + "."
        self.over = Result(winners, text, {s: float(s in reasons) for s in range(self.num_seats)})
        events.append(Event("GameEnded", text, {"winners": list(winners)}))
        return events
