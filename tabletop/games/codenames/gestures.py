"""Which gesture makes each Codenames move on the main window (read by the table, keyboard play,
lessons and phones: ``tabletop.ui.parts.gestures``), and the move a refused click would mean.

- a guess: click the card (``("card", index)``) on the grid;
- Stop guessing, Allow clue and Refuse clue are buttons;
- the simulated rival's cover (co-op) is picked in the shared prompt, on the grid while the
  Director holds the key open on this screen (``View.prompt_here``);
- a clue has no gesture on the table: it is typed into the view's clue box (or given in the
  Director window), and the view hands it to the table (``View.handle_event``).
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.codenames.rules.types import typed
from tabletop.ui.parts.gestures import Click, Gesture, Key, Pick

BUTTONS = ("stop", "allow", "refuse")


def card(index: int) -> Key:
    return ("card", index)


def gesture(action: Action, view: dict[str, Any]) -> Gesture | None:
    verb, args = action.verb, action.args
    if verb == "guess":
        return Click(card(int(args[0])))
    if verb in BUTTONS:
        return Click(("button", verb))
    prompt = view.get("prompt") or {}
    if verb == prompt.get("verb"):
        return Pick(tuple(args))
    return None


def nominal_click(seat: int, key: Key, view: dict[str, Any]) -> Action | None:
    """An Agent's click on a card that is no legal guess (a covered card): the guess, so the
    engine says why not."""
    v = typed(view)
    if key[0] != "card" or v["phase"] != "guess" or not 0 <= seat < len(v["seats"]):
        return None
    return Action(seat, "guess", (key[1],)) if v["seats"][seat]["role"] == "agent" else None
