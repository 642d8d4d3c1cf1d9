"""Espionage legality: the legal moves of a turn and of a reaction window, and the sentences
that say why a move is refused (the core says when a verb is allowed; these say the rest)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.prompt import Prompt
from tabletop.engine.stack import StackItem
from tabletop.games.espionage.rules.state import (
    MAX_MISSIONS,
    RULE_MISSION_TURN,
    RULE_REACTION,
    TARGET,
    EspionageBase,
)

#: what a Reaction of each verb may answer, for refusals
NEEDS = {
    "cancel_mission_on_you": "a Mission that targets you",
    "cancel_threat_on_you": "a threat on one of your own gold cards",
    "cancel_threat": "a threat on a gold card",
    "take_target_instead": "a threat on another player's Target",
    "cancel_reaction": "a Reaction (or a Ninja's copy of a Mission)",
    "copy_mission": "a Mission (and an opponent as target when the Mission needs one)",
    "copy_reaction": "a Police, Bodyguard, Protector or Hacker you could play yourself",
}


class EspionageLegality(EspionageBase):
    def _react_verb(self, card: int) -> str:
        return str(self.react_verbs[card])

    def _mission_targets(self, effect: str, seat: int) -> list[tuple[int, ...]]:
        if effect in self.targeted:
            return [(t,) for t in self.opponents(seat)]
        return [()]

    def phase_hint(self) -> str:
        """The turn's words once its Missions are all played: ending it is all that is left
        (a new player was told "you may play up to 3 Missions" after the third)."""
        if self.flow.phase == "turn" and self.missions_played >= MAX_MISSIONS:
            return f"only end the turn (its {MAX_MISSIONS} Missions are played)"
        return super().phase_hint()

    # ------------------------------------------------------------------ legal moves
    def legal_turn(self, seat: int) -> list[Action]:
        out = [Action(seat, "end")]
        if self.missions_played >= MAX_MISSIONS:
            return out
        copy: str | None = ""  # the Ninja's Mission, looked up once if needed
        cards = self.cards
        for c in self.hands[seat]:
            d = cards[c]
            if d["kind"] == "mission":
                effect = d["name"]
            elif d["as_mission"]:
                if copy == "":
                    copy = self.ninja_copy()
                if copy is None:
                    continue
                effect = copy
            else:
                continue
            for t in self._mission_targets(effect, seat):
                out.append(Action(seat, "play", (c, *t)))
        return out

    def hackable(self, it: StackItem) -> bool:
        """A stack item a Hacker may cancel: a Reaction, and (``hacker = reaction-cards``) a
        Ninja's copy of a Mission, a Reaction card played in a window (it has ``copy_of``)."""
        k = it.kind
        return k == "reaction" or (
            self.hacker_copies and k == "mission" and "copy_of" in it.payload
        )

    def _can_answer(self, verb: str, seat: int, it: StackItem) -> bool:
        """Whether a Reaction of ``verb`` played by ``seat`` may answer item ``it``."""
        k = it.kind
        p = it.payload
        if verb == "cancel_mission_on_you":
            return k == "mission" and seat in p["targets"] and seat not in p["shielded"]
        if verb == "cancel_threat_on_you":
            return k == "threat" and p["victim"] == seat
        if verb == "cancel_threat":
            return k == "threat"
        if verb == "take_target_instead":
            return k == "threat" and p["name"] == TARGET and p["victim"] != seat
        if verb == "cancel_reaction":
            return self.hackable(it)
        if verb == "copy_reaction":
            return k == "reaction"
        if verb == "copy_mission":
            return k == "mission"
        return False

    def legal_window(self, seat: int) -> list[Action]:
        out = [Action(seat, "pass")]
        hand = self.hands[seat]
        if not hand:
            return out
        live = [i for i in self.stack.items if not i.cancelled]
        verbs = self.react_verbs
        for c in hand:
            verb = verbs[c]
            if verb is None:
                continue
            for it in live:
                if not self._can_answer(verb, seat, it):
                    continue
                if verb == "copy_mission":
                    for t in self._mission_targets(it.payload["effect"], seat):
                        out.append(Action(seat, "react", (c, it.uid, *t)))
                elif verb == "copy_reaction":
                    out.extend(self._mercenary_uses(seat, c, it, live))
                else:
                    out.append(Action(seat, "react", (c, it.uid)))
        return out

    def _mercenary_uses(
        self, seat: int, card: int, it: StackItem, live: list[StackItem]
    ) -> list[Action]:
        """A copy of Reaction ``it``, answering what it answers, if ``seat`` could play it."""
        effect = it.payload["effect"]
        of = self.calls[self.names_by_id[card]][0][1]["of"]
        if effect not in of:
            return []
        verb = self.calls[effect][0][0]
        if verb == "cancel_reaction":  # the copy names its own Reaction to cancel
            return [Action(seat, "react", (card, it.uid, r.uid)) for r in live if self.hackable(r)]
        ans = self.stack.find(it.payload["answers"])
        if ans is None or ans.cancelled or not self._can_answer(verb, seat, ans):
            return []
        return [Action(seat, "react", (card, it.uid))]

    # ------------------------------------------------------------------ refusals
    def why_illegal(self, action: Action) -> str:
        # the core's prompt refusal knows counts and values; the Detective's notation and the
        # Bomb's protection deserve their own sentences
        p = self.prompt
        if p is not None and action.seat == p.seat and action.verb == p.verb:
            reason = p.accepts(action)
            if reason is not None:
                return self._why_answer(p, action, reason)
        return super().why_illegal(action)

    def illegal_reason(self, action: Action) -> str | None:
        # the core answers a prompt with ``Prompt.accepts``; ours adds the game's sentences
        if self.prompt is not None:
            if self.prompt.accepts(action) is None:
                return None
            return self.why_illegal(action)
        # speed: an active seat may always pass in a window and end its turn, so these (the
        # commonest moves) need no listing of every legal action
        if not action.args:
            verb, phase = action.verb, self.flow.phase
            if (verb == "pass" and phase == "window") or (verb == "end" and phase == "turn"):
                return None
        return super().illegal_reason(action)

    def _why_answer(self, p: Prompt, action: Action, reason: str) -> str:
        if p.kind == "detective":
            return (
                "Take one of the cards you see, then list all the others, topmost first: "
                "detective TAKE REST..."
            )
        if p.kind == "assassin" and action.args and action.args[0] == self.bomb:
            return "The Bomb cannot be discarded."
        return f"Choose one of the cards offered ({reason})"

    def _why_card(self, action: Action) -> str | None:
        card = action.args[0] if action.args else None
        if not isinstance(card, int) or not 0 <= card < len(self.cards):
            return "Name a card by its id (0 to 51)."
        if card not in self.hands[action.seat]:
            return f"You do not hold that {self.name(card)}."
        return None

    def why_end(self, action: Action) -> str | None:
        return f"It is {self.seat_name(self.turn)}'s turn, not yours."

    def why_play(self, action: Action) -> str | None:
        bad = self._why_card(action)
        if bad:
            return bad
        seat = action.seat
        card = int(action.args[0])
        d = self.cards[card]
        if d["kind"] == "gold":
            return f"The {d['name']} cannot be played."
        if d["kind"] == "reaction" and not d["as_mission"]:
            return f"{d['name']} is a Reaction: it can only answer a card on the stack."
        if seat != self.turn:
            return f"It is {self.seat_name(self.turn)}'s turn (rules: '{RULE_MISSION_TURN}')"
        if self.missions_played >= MAX_MISSIONS:
            return (
                f"You have already played {MAX_MISSIONS} Missions this turn "
                "(rules: 'Play up to 3 Mission cards')."
            )
        effect = d["name"] if d["kind"] == "mission" else self.ninja_copy()
        if effect is None:
            return (
                "A Ninja played as a Mission copies a Mission in the discard pile: there is none."
            )
        rest = action.args[1:]
        if effect in self.targeted:
            if len(rest) != 1 or not isinstance(rest[0], int):
                return f"{effect} needs an opponent as target: play {card} SEAT."
            t = rest[0]
            if t == seat:
                return f"{effect} must target an opponent, not yourself."
            if not 0 <= t < self.num_seats:
                return f"There is no seat {t}."
            if self.eliminated[t]:
                return f"{self.seat_name(t)} has been eliminated."
        elif rest:
            return f"{effect} takes no target."
        return None

    def why_react(self, action: Action) -> str | None:
        bad = self._why_card(action)
        if bad:
            return bad
        d = self.cards[int(action.args[0])]
        if d["kind"] != "reaction":
            if d["kind"] == "mission":
                return f"{d['name']} is a Mission: play it on your turn with play."
            return f"The {d['name']} cannot be played."
        if not self.stack:
            return f"{d['name']} can only answer a card on the stack (rules: '{RULE_REACTION}')"
        uid = action.args[1] if len(action.args) > 1 else None
        it = self.stack.find(uid) if isinstance(uid, int) else None
        if it is None:
            return "Name the stack item to answer by its number."
        if it.cancelled:
            return f"{it.label} is already cancelled."
        verb = self._react_verb(int(action.args[0]))
        return f"{d['name']} can only answer {NEEDS.get(verb, 'something else')}."
