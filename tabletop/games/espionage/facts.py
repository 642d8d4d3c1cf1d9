"""Espionage's table facts: the reaction window is the stack's window phase, answered by
every other player at once."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from tabletop.engine.actions import Action
from tabletop.room.facts import TableFacts


class EspionageFacts(TableFacts):
    def is_window(self, view: dict[str, Any]) -> bool:
        return bool(view["phase"] == "window")

    def pass_is_public(self, view: dict[str, Any], seat: int) -> bool:
        """Every item on the stack is cancelled: no Reaction may answer a cancelled item (the
        rules' reading, ``rules/__init__``), so nobody can answer anything and every pass is
        public. The table passes for everyone at once: no window opens on a cancelled card."""
        stack = view.get("stack") or []
        return bool(stack) and all(it["cancelled"] for it in stack)

    def label(
        self,
        action: Action,
        view: dict[str, Any],
        legal: list[Action],
        seat_name: Callable[[int], str],
    ) -> str:
        if action.verb == "play" and len(action.args) > 1:
            card = card_words(view, int(action.args[0]))
            return f"Play {card} on {seat_name(int(action.args[1]))}"
        if action.verb == "detective":
            names = {c["id"]: c["name"] for c in (view["pending"] or {}).get("cards", [])}
            rest = [names.get(int(x), "?") for x in action.args[1:]]
            back = ", then ".join(rest) if rest else "nothing"
            return f"Keep {names.get(int(action.args[0]), '?')}; on top: {back}"
        if action.verb == "react" and len(action.args) > 1:
            return react_words(action, view, seat_name) or str(action)
        return str(action)


def react_words(action: Action, view: dict[str, Any], seat_name: Callable[[int], str]) -> str:
    """A Reaction's move in words, its stack items as the table captions them (the seats by
    name, no "(#1)"): "Police against Blackmail by Ann on Bea"; a Ninja's says it copies the
    Mission and whom the copy aims at (its third number is a seat, not an item to cancel: it
    read "Cancel: Blackmail by Player 1 on Player 3"); a Mercenary's that it copies the Reaction
    (a Hacker's copy: and which Reaction it cancels). "" where the item is not on the stack."""
    items = {int(it["uid"]): it for it in view.get("stack") or []}
    card, it = card_words(view, int(action.args[0])), items.get(int(action.args[1]))
    if it is None:
        return ""
    what, extra = item_words(it, seat_name), [int(a) for a in action.args[2:]]
    if card == "Ninja":
        return f"Copy {what} with Ninja" + (f", the copy on {seat_name(extra[0])}" if extra else "")
    if card == "Mercenary":
        other = items.get(extra[0]) if extra else None
        cancels = f", cancelling {item_words(other, seat_name, True)}" if other else ""
        return f"Copy {what} with Mercenary{cancels}"
    return f"{card} against {item_words(it, seat_name, True)}"


def item_words(it: Mapping[str, Any], seat_name: Callable[[int], str], short: bool = False) -> str:
    """A stack item's label as the table says it: the seats by ``seat_name``, no stack number
    ("(#1)", the engine's); ``short``: a Reaction without what it answers ("Police by Bea")."""
    text = re.sub(r" \(#\d+\)", "", str(it["label"]))
    if short and it.get("kind") != "mission" and " against " in text:
        text = text.split(" against ", 1)[0]
    return re.sub(r"\bPlayer (\d+)\b", lambda m: seat_name(int(m.group(1)) - 1), text)


def card_words(view: dict[str, Any], card_id: int) -> str:
    """A card of the seat's hand or prompt by name, "(gold)" after a gold card's: "Target
    (gold)" is a card, not whom a move aims at."""
    p = view.get("pending")
    shown = ((p.get("cards") or []) + (p.get("options") or [])) if p else []
    for c in view.get("hand", []) + shown:
        if c["id"] == card_id:
            return str(c["name"]) + (" (gold)" if c.get("gold") else "")
    return "a card"
