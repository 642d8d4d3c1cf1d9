"""Espionage's table facts: the reaction window is the stack's window phase, answered by
every other player at once."""

from __future__ import annotations

from collections.abc import Callable
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
        if action.verb == "react" and len(action.args) > 2:
            t = int(action.args[2])
            for it in view["stack"]:
                if it["uid"] == t:
                    return f"Cancel: {it['label']}"
            card = card_words(view, int(action.args[0]))
            return f"Play {card} on {seat_name(t)}"
        return str(action)


def card_words(view: dict[str, Any], card_id: int) -> str:
    """A card of the seat's hand or prompt by name, "(gold)" after a gold card's: "Target
    (gold)" is a card, not whom a move aims at."""
    p = view.get("pending")
    shown = ((p.get("cards") or []) + (p.get("options") or [])) if p else []
    for c in view.get("hand", []) + shown:
        if c["id"] == card_id:
            return str(c["name"]) + (" (gold)" if c.get("gold") else "")
    return "a card"
