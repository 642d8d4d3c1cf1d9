"""Espionage views, saved state, metrics and scenario positions."""

from __future__ import annotations

from typing import Any

from tabletop.engine.errors import TabletopError
from tabletop.engine.events import Event
from tabletop.engine.stack import ResponseStack, StackItem
from tabletop.engine.zones import OWNER
from tabletop.games.espionage.effects import EFFECTS, MissionCtx
from tabletop.games.espionage.rules.state import EVENTS_IN_VIEW, MAX_MISSIONS, EspionageBase

POSITION_KEYS = (
    "hands",
    "draw",
    "discard",
    "rest",
    "turn",
    "eliminated",
    "missions_played",
    "stack",
    "prompt",
)
ITEM_KEYS = {
    "mission": ("kind", "seat", "card", "effect", "targets"),
    "reaction": ("kind", "seat", "card", "effect", "answers"),
    "threat": ("kind", "seat", "card", "victim", "source"),
}
PROMPT_KEYS = ("kind", "seat", "target", "source", "look")
PROMPT_VERB = {  # prompt kind -> the Mission effect verb that opens it
    "assassin": "look_and_pick_discard",
    "give": "give_choice",
    "medic": "take_from_discard",
    "detective": "search_top",
    "blackmail": "extort",
}


def _unknown(where: str, key: str, keys: tuple[str, ...]) -> TabletopError:
    return TabletopError(f"{where}: unknown key {key!r}; keys: {', '.join(keys)}")


class _CardPicker:
    """The deck's cards not yet placed by a position; ``take`` places one by its name (any
    copy left, lowest id first)."""

    def __init__(self, names_by_id: tuple[str, ...]) -> None:
        self.names_by_id = names_by_id
        self.free = list(range(len(names_by_id)))

    def take(self, name: Any, where: str) -> int:
        if not isinstance(name, str):
            raise TabletopError(f"{where}: a card is given by its name, not {name!r}")
        for c in self.free:
            if self.names_by_id[c].lower() == name.lower():
                self.free.remove(c)
                return c
        if name.lower() not in {n.lower() for n in self.names_by_id}:
            raise TabletopError(f"{where}: there is no Espionage card called {name!r}")
        raise TabletopError(f"{where}: no {name} left (the deck has only so many)")


class EspionageViews(EspionageBase):
    # ------------------------------------------------------------------ views
    def _item_dict(self, it: StackItem) -> dict[str, Any]:
        p = it.payload
        d: dict[str, Any] = {
            "uid": it.uid,
            "kind": it.kind,
            "label": it.label,
            "seat": it.seat,
            "cancelled": it.cancelled,
            "card": self.name(p["card"]),
            "card_id": p["card"],
        }
        if it.kind == "threat":
            d.update(
                effect="discard",
                targets=[p["victim"]],
                victim=p["victim"],
                redirect=p["redirect"],
            )
        else:
            d.update(
                effect=p["effect"],
                targets=list(p.get("targets", [])),
                answers=p.get("answers"),
                shielded=list(p.get("shielded", [])),
            )
        return d

    def _pending_view(self, seat: int | None) -> dict[str, Any] | None:
        """The open prompt with its cards described (cards only for the seat choosing)."""
        p = self.prompt
        if p is None:
            return None
        source = str(p.data.get("source", ""))
        out: dict[str, Any] = {
            "kind": p.kind,
            "seat": p.seat,
            "source": source,
            "prompt": f"{self.seat_name(p.seat)} is choosing ({source}).",
        }
        if seat != p.seat:
            if p.kind == "detective":
                out["count"] = len(p.options)
            return out
        out["prompt"] = p.text
        out["options"] = [self.describe(int(c.value)) for c in p.options]
        if p.kind == "detective":
            out["cards"] = list(out["options"])
        if "target" in p.data:
            out["target"] = p.data["target"]
        if p.kind == "assassin":
            out["revealed"] = [self.describe(c) for c in self.hands[p.data["target"]]]
        return out

    def own_view(self, seat: int | None) -> dict[str, Any]:
        v: dict[str, Any] = {
            "turn_number": self.turn_number,
            "missions_played": self.missions_played,
            "missions_left": MAX_MISSIONS - self.missions_played,
            "hand": [self.describe(c) for c in self.hands[seat]] if seat is not None else None,
            "stack": [self._item_dict(i) for i in self.stack.items],
            "eliminated": [s for s in range(self.num_seats) if self.eliminated[s]],
            "pending": self._pending_view(seat),
            "seen": dict(self.seen[seat]) if seat is not None and seat in self.seen else None,
            "events": [e.for_seat(seat) for e in self.history[-EVENTS_IN_VIEW:]],
            "tiebreak": self.options["tiebreak"],
            "elimination": self.options["elimination"],
            "pile_end": self.options["pile_end"],
        }
        if self.over is not None:
            v["end_reason"] = self.end_reason
            v["win_reasons"] = {str(k): r for k, r in self.win_reasons.items()}
        return v

    def state_dict(self) -> dict[str, Any]:
        return {
            "seats": self.num_seats,
            "flow": self.flow.to_dict(),
            "zones": self.zones.to_dict(),
            "hands": [[self.name(c) + f"#{c}" for c in h] for h in self.hands],
            "eliminated": list(self.eliminated),
            "turn": self.turn,
            "turn_number": self.turn_number,
            "missions_played": self.missions_played,
            "fresh": sorted(self.fresh),
            "depleted": self.depleted,
            "stack": self.stack.to_dict(),
            "prompt": self.prompt.to_dict() if self.prompt is not None else None,
            "seen": {str(k): v for k, v in self.seen.items()},
            "result": self.over.to_dict() if self.over else None,
            "end_reason": self.end_reason,
            "revealed": self.revealed,
            "events": len(self.history),
            "rng": self.rng.state(),
        }

    def metrics(self) -> dict[str, float]:
        reasons = " ".join(self.win_reasons.values())
        return {
            "eliminations": float(self.eliminations),
            "turns": float(self.turn_number),
            "end_pile": float(self.end_reason == "pile"),
            "end_elimination": float(self.end_reason == "elimination"),
            "win_target": float("Target" in reasons),
            "win_package": float("Package" in reasons),
            "win_most_cards": float("most cards" in reasons),
            "win_elimination": float("eliminated" in reasons),
            "win_last_standing": float("last player" in reasons),
            "no_winner": float(self.over is not None and not self.over.winners),
            "winners": float(len(self.over.winners)) if self.over else 0.0,
        }

    # ------------------------------------------------------------------ scenarios
    def set_position(self, position: dict[str, Any]) -> None:
        """Scenario positions (documented in docs/scenarios.md, Espionage section)."""
        for k in position:
            if k not in POSITION_KEYS:
                raise _unknown("position", k, POSITION_KEYS)
        picker = _CardPicker(self.names_by_id)
        hands = self._position_hands(position.get("hands", {}), picker)
        draw_top_first = [picker.take(n, "position.draw") for n in position.get("draw", [])]
        discard_top_first = [
            picker.take(n, "position.discard") for n in position.get("discard", [])
        ]
        raw_stack = position.get("stack", [])
        if not isinstance(raw_stack, list):
            raise TabletopError("position.stack must be a list of items, bottom first")
        played: list[int] = []  # cards of stack items: on the discard pile
        for i, raw in enumerate(raw_stack):
            if isinstance(raw, dict) and raw.get("kind") in ("mission", "reaction"):
                played.append(picker.take(raw.get("card"), f"position.stack[{i}].card"))
        rest = position.get("rest", "draw")
        if rest not in ("draw", "discard"):
            raise TabletopError("position.rest must be 'draw' or 'discard'")
        free = picker.free
        self.rng.shuffle(free)
        draw = list(reversed(draw_top_first))
        discard = list(reversed(discard_top_first)) + played
        if rest == "draw":
            draw = free + draw
        else:
            discard = free + discard
        eliminated, turn, mp = self._position_turn(position, hands)
        self._reset_to(hands, draw, discard, eliminated, turn, mp)
        for i, raw in enumerate(raw_stack):
            self._position_item(i, raw, played)
        if "prompt" in position:
            self._position_prompt(position["prompt"], self._seat_of)
        self._sync_phase()
        self.history.append(
            Event("PositionSet", f"Scenario position set: {self.seat_name(turn)}'s turn.", {})
        )

    def _seat_of(self, value: Any, where: str) -> int:
        if not isinstance(value, int) or not 0 <= value < self.num_seats:
            raise TabletopError(f"{where}: there is no seat {value!r}")
        return value

    def _position_hands(self, raw_hands: Any, picker: _CardPicker) -> list[list[int]]:
        """``hands``: a table of seat number -> card names (or a list, seat by seat)."""
        if isinstance(raw_hands, list):
            raw_hands = {str(i): h for i, h in enumerate(raw_hands)}
        hands: list[list[int]] = [[] for _ in range(self.num_seats)]
        for key, names in raw_hands.items():
            try:
                s = int(key)
            except ValueError:
                raise TabletopError(f"position.hands: {key!r} is not a seat number") from None
            self._seat_of(s, "position.hands")
            hands[s] = [picker.take(n, f"position.hands.{s}") for n in names]
        return hands

    def _position_turn(
        self, position: dict[str, Any], hands: list[list[int]]
    ) -> tuple[list[bool], int, int]:
        """(eliminated seats, whose turn, missions played), checked: an eliminated seat holds
        no cards, two players remain, the turn is a surviving seat's."""
        eliminated = [False] * self.num_seats
        for s in position.get("eliminated", []):
            self._seat_of(s, "position.eliminated")
            if hands[s]:
                raise TabletopError(f"position: eliminated seat {s} cannot hold cards")
            eliminated[s] = True
        if sum(not e for e in eliminated) < 2:
            raise TabletopError("position: at least two players must remain")
        turn = position.get("turn", 0)
        if not isinstance(turn, int) or not 0 <= turn < self.num_seats or eliminated[turn]:
            raise TabletopError(f"position.turn: {turn!r} is not a surviving seat")
        mp = position.get("missions_played", 0)
        if not isinstance(mp, int) or not 0 <= mp <= MAX_MISSIONS:
            raise TabletopError("position.missions_played must be 0 to 3")
        return eliminated, turn, mp

    def _reset_to(
        self,
        hands: list[list[int]],
        draw: list[int],
        discard: list[int],
        eliminated: list[bool],
        turn: int,
        mp: int,
    ) -> None:
        """The state of a fresh turn with these cards where the position puts them."""
        # the zones' lists are aliases: fill them in place
        for s in range(self.num_seats):
            self.hands[s][:] = hands[s]
            self.hand_zones[s].visibility = OWNER
            self.hand_zones[s].viewers.clear()
        self.draw[:] = draw
        self.discard[:] = discard
        self.look.clear()
        self.look_zone.viewers.clear()
        self.eliminated = eliminated
        self.turn, self.missions_played = turn, mp
        self.fresh = set()
        self.depleted = False
        self.stack = ResponseStack()
        self.prompt = None
        self.seen = {}
        self.over = None
        self.revealed = False

    def _position_item(self, i: int, raw: Any, played: list[int]) -> None:
        where = f"position.stack[{i}]"
        if not isinstance(raw, dict) or raw.get("kind") not in ITEM_KEYS:
            raise TabletopError(
                f"{where}: an item is a table with kind mission, reaction or threat"
            )
        kind = raw["kind"]
        for k in raw:
            if k not in ITEM_KEYS[kind]:
                raise _unknown(where, k, ITEM_KEYS[kind])
        seat = raw.get("seat", self.turn)
        if not isinstance(seat, int) or not 0 <= seat < self.num_seats or self.eliminated[seat]:
            raise TabletopError(f"{where}.seat: {seat!r} is not a surviving seat")
        if kind == "threat":
            victim = raw.get("victim")
            if not isinstance(victim, int) or not 0 <= victim < self.num_seats:
                raise TabletopError(f"{where}.victim: there is no seat {victim!r}")
            name = str(raw.get("card", "")).lower()
            card = next((c for c in self.hands[victim] if self.name(c).lower() == name), None)
            if card is None or not self.cards[card]["gold"]:
                raise TabletopError(f"{where}.card: seat {victim} holds no such gold card")
            source = str(raw.get("source", f"a Mission by {self.seat_name(seat)}"))
            payload: dict[str, Any] = {
                "victim": victim,
                "card": card,
                "name": self.name(card),
                "source": source,
                "redirect": None,
            }
        else:
            card = played.pop(0)
            effect = str(raw.get("effect", self.name(card)))
            if effect not in self.calls:
                raise TabletopError(f"{where}.effect: there is no card called {effect!r}")
            if kind == "mission":
                targets = raw.get("targets", [])
                if self.target_mode[effect] == "every" and not targets:
                    targets = self.opponents(seat)
                payload = {"card": card, "effect": effect, "targets": list(targets)}
                payload["shielded"] = []
            else:
                answers = raw.get("answers")
                if not isinstance(answers, int) or self.stack.find(answers) is None:
                    raise TabletopError(f"{where}.answers: there is no stack item {answers!r}")
                payload = {"card": card, "effect": effect, "answers": answers}
        self._push(StackItem(seat, kind, payload))

    def _position_prompt(self, raw: Any, seat_of: Any) -> None:
        if not isinstance(raw, dict) or raw.get("kind") not in PROMPT_VERB:
            kinds = ", ".join(PROMPT_VERB)
            raise TabletopError(f"position.prompt: a table with kind one of {kinds}")
        for k in raw:
            if k not in PROMPT_KEYS:
                raise _unknown("position.prompt", k, PROMPT_KEYS)
        kind = raw["kind"]
        seat = seat_of(raw.get("seat", self.turn), "position.prompt.seat")
        target = raw.get("target", -1)
        if kind in ("assassin", "give", "blackmail"):
            target = seat_of(target, "position.prompt.target")
        # a blackmail prompt is the victim's: the Mission was the target's
        player, victim = (target, seat) if kind == "blackmail" else (seat, target)
        card = {"assassin": "Assassin", "give": "Double Agent", "medic": "Medic"}
        effect = card.get(kind, "Detective" if kind == "detective" else "Blackmail")
        source = str(raw.get("source", f"{effect} by {self.seat_name(player)}"))
        item = StackItem(player, "mission", {"effect": effect, "shielded": []})
        ctx = MissionCtx(item, player, victim, [victim], effect, source)
        params: dict[str, Any] = {}
        if kind == "detective":
            params["look"] = int(raw.get("look", 3))
        if kind == "medic":
            params["reshuffle"] = True
        self.history.extend(EFFECTS.run(self, (PROMPT_VERB[kind], params), ctx))
        if self.prompt is None:
            raise TabletopError(f"position.prompt: nothing to choose from for a {kind} prompt")
