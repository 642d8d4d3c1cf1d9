"""Marvel Codenames' table facts: no reaction windows (the defaults); a guess or a rival
Director's cover is named by the card's word; a rival Director's ruling names the clue; the
teams and who is each team's Director are public (the rulebook: the players split into two
teams, each team chooses its Director, the Directors sit on one side of the table)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.codenames.rules.state import TEAM_NAME
from tabletop.room.facts import TableFacts


class CodenamesFacts(TableFacts):
    def public_role(self, view: dict[str, Any], seat: int) -> str:
        seats = view.get("seats") or []
        if not 0 <= seat < len(seats):
            return ""
        info = seats[seat]
        role = "Director" if info.get("role") == "director" else "Agent"
        team = info.get("team")
        return f"{TEAM_NAME[team]} {role}" if team in TEAM_NAME else role

    def label(
        self,
        action: Action,
        view: dict[str, Any],
        legal: list[Action],
        seat_name: Callable[[int], str],
    ) -> str:
        if action.verb in ("guess", "cover") and action.args:
            return f"{action.verb.capitalize()} {view['grid'][int(action.args[0])]['word']}"
        asked = view.get("pending_clue")
        if action.verb in ("allow", "refuse") and asked:
            clue = f"{asked['word']} {asked['number']}"
            if action.verb == "allow":
                return f"Allow {clue}: it counts as one word"
            return f"Refuse {clue}: they give another clue"
        return str(action)
