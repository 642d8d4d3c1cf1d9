"""Which gesture makes each Espionage move (read by the table, keyboard play, lessons and
phones: ``tabletop.ui.parts.gestures``), and the move a refused drag would mean.

- a Mission: drag it from your hand onto the player it aims at, or onto the table when it aims
  at nobody; a Mission aimed at a player may be dropped on the table too (the player is asked
  whom, or it goes to the only one);
- a Reaction: drag it onto the stack card it answers, or anywhere on the stack's area when it
  answers one card only;
- End turn and No reaction are buttons; a choice (Medic, Assassin, Detective...) is picked in
  the shared prompt.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.ui.parts.gestures import Click, Drag, Gesture, Key, Pick

#: the stack's area on the table (an untargeted Mission's place)
TABLE: Key = ("table",)


def gesture(action: Action, view: dict[str, Any]) -> Gesture | None:
    verb, args = action.verb, action.args
    if verb == "play":
        if len(args) > 1:
            return Drag(("hand", args[0]), ("seat", args[1]), also=TABLE)
        return Drag(("hand", args[0]), TABLE)
    if verb == "react":
        return Drag(("hand", args[0]), ("item", args[1]), also=TABLE, also_if_one=True)
    if verb in ("end", "pass"):
        return Click(("button", verb))
    prompt = view.get("prompt") or {}
    if verb == prompt.get("verb"):
        return Pick(tuple(args))
    return None


def nominal(seat: int, source: Key, target: Key, view: dict[str, Any]) -> Action | None:
    """The move a drag of a hand card onto ``target`` would make (its refusal says why not)."""
    if source[0] != "hand":
        return None
    cid = source[1]
    if target[0] == "seat":
        return Action(seat, "play", (cid, target[1]))
    if target == TABLE:
        if view["phase"] == "window" and view["stack"]:
            return Action(seat, "react", (cid, view["stack"][-1]["uid"]))
        return Action(seat, "play", (cid,))
    if target[0] == "item":
        return Action(seat, "react", (cid, target[1]))
    return None
