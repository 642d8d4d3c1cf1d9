"""Which gesture makes each Mighty Beanz move (``tabletop.ui.parts.gestures``), and the move a refused
drag would mean (its refusal, the engine's reason, says why not).

- a card from your hand: a Bean or Cosmos card onto a slot of yours, Knockdown! or Knock It
  Off! onto the opponent's Bean card's slot, a Freebie Beanie onto the empty slot the Bean
  card goes to (the Bean card is picked when there are several); any other card (attack boosts,
  Bean Burst!...) anywhere on the mat, and an Instant Action anywhere while the stack is open;
- one of your Headz-up Bean cards: onto the opponent's half of its Galaxy (or the band between
  the rows) for a Bean Attack, onto an opponent's Bean card for a Sharpshoot or a Knockdown /
  Knock It Off power, onto one of your empty slots for a Freebie Beanie power;
- a click on your Bean card turns it Headz-up or uses its spin power (draw, boost); in a Bean
  Blitz a click on your Bean card adds it, on a Galaxy (or a Bean card, Sharpshoot) sends it;
- the setup's choices (a cut, a hand, keep or redraw) are clicked on the panel; keep and
  redraw, draw, end, pass, shoot, miss and call off are buttons too; a flick without the flick
  scene is the shot button's; the defender's target and a discard are picked in the prompt.

Drops nest (``areas``): a drop on a slot lands on the mat as well, on the opponent's slot in
its Galaxy too, and while the stack is open everywhere on the stack; so an attack boost may be
dropped on a slot and an attacker on the Bean card it attacks.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.beanz.labels import side, slot_galaxy, slot_owner
from tabletop.ui.parts.gestures import Click, Drag, Gesture, Gestures, Key, Pick

MAT: Key = ("mat",)
STACK: Key = ("stack",)
#: the setup choices that are buttons too (the panel's are ``("choice", verb)``)
PANEL_TOO = ("keep", "redraw")
BUTTONS = ("draw", "end", "keep", "redraw", "pass", "shoot", "shot", "cancel")


def gesture(action: Action, view: dict[str, Any]) -> Gesture | None:
    verb, args = action.verb, action.args
    if verb == "play":
        card = ("hand", args[0])
        if len(args) == 1:
            return Drag(card, STACK if view["stack"] else MAT)
        return Drag(card, ("ring", args[-1]))
    if verb in ("attack", "spin"):
        bean = ("slot", args[0])
        if verb == "attack" and len(args) == 1:
            return Drag(bean, ("galaxy", slot_galaxy(int(args[0]))))
        if len(args) > 1:
            return Drag(bean, ("ring", args[-1]))
        return Click(bean)
    if verb == "upright":
        return Click(("slot", args[0]))
    if verb in BUTTONS:
        return Click(("button", verb))
    if verb in ("cut", "hide", "guess"):
        return Click(("choice", verb, *args))
    if verb == "join":
        return Click(("ring", args[0]))
    if verb == "go":
        return Click(("ring" if (view["blitz"] or {}).get("sharpshoot") else "galaxy", args[0]))
    if verb == "flick":
        return Click(("shot",))
    if verb in ("target", "discard"):
        return Pick(tuple(args))
    return None


def areas(target: Key, view: dict[str, Any]) -> list[Key]:
    """Where a drop on ``target`` lands, nearest first: the slot itself, then (an opponent's
    slot) its Galaxy, then the mat, then the stack while it is open."""
    if target == STACK:
        return [STACK]
    out = [target]
    if target[0] == "ring" and slot_owner(int(target[1])) != view["seat"]:
        out.append(("galaxy", slot_galaxy(int(target[1]))))
    if target != MAT:
        out.append(MAT)
    if view["stack"]:
        out.append(STACK)
    return out


def listed_copy(source: Key, view: dict[str, Any]) -> Key:
    """The engine lists a Freebie Beanie once per name (its first copy in the hand): any
    copy dragged is that one."""
    if source[0] != "hand" or view["stack"] or view["seat"] is None:
        return source
    hand = side(view, int(view["seat"]))["hand"] or []
    card = next((c for c in hand if c["id"] == source[1]), None)
    if card is None or card.get("effect") != "freebie":
        return source
    first = next(c for c in hand if c["name"] == card["name"])
    return ("hand", first["id"])


class BeanzGestures(Gestures):
    """The legal moves by gesture, with Beanz' drops nesting (``areas``), any copy of a
    Freebie Beanie standing for the one listed, and keep and redraw clicked on the setup panel
    as well as on their buttons."""

    def __init__(self, legal: Iterable[Action], view: dict[str, Any]) -> None:
        super().__init__(legal, gesture, view)
        self.view = view

    def drops(self, source: Key, target: Key) -> list[Action]:
        source = listed_copy(source, self.view)
        for key in areas(target, self.view):
            found = super().drops(source, key)
            if found:
                return found
        return []

    def clicks(self, key: Key) -> list[Action]:
        if key[:1] == ("choice",) and key[1:2] and key[1] in PANEL_TOO:
            return super().clicks(("button", key[1]))
        return super().clicks(key)

    def clicked_keys(self) -> list[Key]:
        keys = super().clicked_keys()
        return keys + [("choice", k[1]) for k in keys if k[0] == "button" and k[1] in PANEL_TOO]


def nominal(seat: int, source: Key, target: Key, view: dict[str, Any]) -> Action | None:
    """The move a drag of ``source`` onto ``target`` would make (its refusal says why not)."""
    if source[0] == "hand":
        return nominal_play(seat, int(source[1]), target, view)
    if source[0] != "slot":
        return None
    r = int(source[1])
    if target[0] == "galaxy":
        return Action(seat, "attack", (r,) if target[1] == slot_galaxy(r) else (r, -1))
    if target[0] != "ring":
        return None
    t = int(target[1])
    if slot_owner(t) != seat:
        return Action(seat, "attack", (r, t))
    return None if t == r else Action(seat, "spin", (r, -1, t))


def nominal_play(seat: int, cid: int, target: Key, view: dict[str, Any]) -> Action | None:
    """A hand card dropped on ``target``: a Bean or Cosmos card, Knockdown! or Knock It Off!
    aims at the slot (a Bean or Cosmos card on a Galaxy or the mat: at a slot of the
    opponent's there, whose refusal says where it goes); a Freebie Beanie brings a Bean card
    of the hand there; anything else (and anything while the stack is open) is played on the
    mat."""
    if target[0] not in ("stack", "mat", "ring", "galaxy"):
        return None
    hand = side(view, seat)["hand"] or []
    c = next((h for h in hand if h["id"] == cid), {})
    if target[0] in ("mat", "galaxy") and not view["stack"] and c.get("kind") in ("bean", "cosmos"):
        # a Bean or Cosmos card let go on a Galaxy or the mat meant to go into a slot there:
        # the engine's reason for the opponent's slot says where it goes ("your own side")
        theirs = [r for r in range(18) if slot_owner(r) != seat]
        if target[0] == "galaxy":
            theirs = [r for r in theirs if slot_galaxy(r) == target[1]]
        return Action(seat, "play", (cid, theirs[0]))
    if target[0] != "ring" or view["stack"]:
        return Action(seat, "play", (cid,))
    t = target[1]
    if c.get("effect") == "freebie":
        bean = next((h["id"] for h in hand if h["kind"] == "bean"), -1)
        return Action(seat, "play", (cid, bean, t))
    if c.get("kind") in ("bean", "cosmos") or c.get("effect") in ("knockdown", "knock_it_off"):
        return Action(seat, "play", (cid, t))
    return Action(seat, "play", (cid,))
