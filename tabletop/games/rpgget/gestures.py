"""Which gesture makes each RPG Get! move (read by the table, keyboard play, lessons and phones:
``tabletop.ui.parts.gestures``), and the move a refused drag would mean.

- a hand card is dragged onto an area: a Character onto your party (``character``, ``start``),
  a Reward onto your inventory (``stock``) or your bank (``bank``), a Mission, an Enemy, a
  Roadblock or an Event onto the arena (``attempt``, ``enemy``, ``event``); a card of your open
  bank is dragged onto your inventory (``withdraw``);
- every other move on a card is a click on it (a character's actions, a Reward's use, a flip,
  a party member joining, a one-card prompt answer); the table asks which when there are several
  (and always before a Reward is used, a bank card flipped or a Recovery used that would do
  nothing now); a click on a card offers its drags too (a window's
  answer, a bank card's withdrawal);
- a prompt of several cards (targets X(Y), the Redraw phase) is picked in the shared prompt;
- a move without a card (done, pass, end the attack, a prompt's plain option) is a button.

Keys: ``("hand", id)`` a card of the seat's hand, ``("card", id)`` any other card on the table,
``("party",)``, ``("inventory",)``, ``("bank",)``, ``("arena",)`` the drop areas,
``("button", verb, *args)`` a move's button.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.rpgget.idle_recovery import idle_recovery
from tabletop.games.rpgget.labels import card_in
from tabletop.games.rpgget.rules.seat_view import seat_view
from tabletop.ui.parts.gestures import Click, Drag, Gesture, Key, Pick

#: the verbs made by dragging a card onto each area (the areas' drop slots, in hit order)
DRAG_VERBS: dict[str, tuple[str, ...]] = {
    "party": ("character", "start"),
    "inventory": ("stock", "withdraw"),  # from the hand, or from one's open bank
    "bank": ("bank",),
    "arena": ("attempt", "enemy", "event"),
}
#: the area each dragged verb lands on
AREA_OF = {verb: area for area, verbs in DRAG_VERBS.items() for verb in verbs}
#: the moves a player would expect of a hand card by its type (a press on one that cannot move)
EXPECTED = {
    "character": "character",
    "reward": "stock",
    "mission": "attempt",
    "enemy": "enemy",
    "roadblock": "enemy",
    "event": "event",
}


def in_hand(view: dict[str, Any], seat: int | None, cid: int) -> bool:
    """Card ``cid`` lies face up in ``seat``'s hand (as that seat's view shows it)."""
    sv = seat_view(view)
    if seat is None:
        return False
    zone = sv["zones"].get(f"hand/{seat}")
    return zone is not None and any(c and c["id"] == cid for c in zone["cards"] or [])


def card_key(view: dict[str, Any], seat: int | None, cid: int) -> Key:
    """The key of card ``cid`` on ``seat``'s table: its hand's, else the table's."""
    return ("hand", cid) if in_hand(view, seat, cid) else ("card", cid)


def names_card(view: dict[str, Any], seat: int | None, a: Action) -> bool:
    """``a``'s first argument is a card on the table: not a prompt answer whose option has no
    card (an action number 0 is not card 0)."""
    sv = seat_view(view)
    if not a.args or not isinstance(a.args[0], int):
        return False
    p = sv.get("prompt")
    if p and p["seat"] == seat and a.verb == p["verb"]:
        return any(
            o["value"] == a.args[0] and o.get("card") is not None for o in p["options"] or []
        )
    return card_in(view, a.args[0]) is not None


def button_key(action: Action) -> Key:
    return ("button", action.verb, *action.args)


def gesture(action: Action, view: dict[str, Any]) -> Gesture | None:
    verb, args, seat = action.verb, action.args, action.seat
    if verb == "redraw" or (verb in ("target", "discard") and len(args) > 1):
        return Pick(tuple(args))  # several cards at once: the shared prompt's selection
    if not names_card(view, seat, action):
        return Click(button_key(action))
    cid = int(args[0])
    source = card_key(view, seat, cid)
    area = AREA_OF.get(verb)
    if area is not None and (source[0] == "hand" or verb == "withdraw"):
        return Drag(source, (area,), click=True)  # a click on the card offers it too
    # using a Reward declares it (it goes back to the bank or the discard pile, even with no
    # action taken), and a flip shows a bank card to everyone: such a click asks first, never
    # by accident (a new player's press to drag an unaffordable bank card flipped it); so does
    # a Recovery that would do nothing now (its round's use spent on no one: ``idle_recovery``)
    asks = verb in ("use", "flip") or bool(idle_recovery(view, action))
    return Click(source, confirm=asks)


def nominal(seat: int, source: Key, target: Key, view: dict[str, Any]) -> Action | None:
    """The move a drag of a card onto an area would make (its refusal says why not)."""
    sv = seat_view(view)
    if source[0] not in ("hand", "card") or not target or target[0] not in DRAG_VERBS:
        return None
    cid = source[1]
    area = str(target[0])
    kind = str((card_in(view, int(cid)) or {}).get("type"))
    if area == "party" and sv["phase"] != "setup" and kind in GOES and kind != "character":
        # an Event (a Reward, a Mission...) is no Character: its refusal says where it goes
        # (the layout's ``goes``), not when Characters are played
        return None
    if area == "party":
        verb = "start" if sv["phase"] == "setup" else "character"
    elif area == "arena":
        verb = {"mission": "attempt", "event": "event"}.get(kind, "enemy")
    else:
        verb = DRAG_VERBS[area][0]
    return Action(seat, verb, (cid,))


#: where a card goes, by its type: a refused drop says it
GOES = {
    "character": "your party",
    "reward": "your bank (free) or your inventory (costs its RP)",
    "mission": "the arena in your Mission phase",
    "enemy": "the arena in an Enemy step",
    "roadblock": "the arena in an Enemy step",
    "event": "the arena when its timing comes",
}


def goes_onto(c: dict[str, Any], now: bool = False) -> str:
    """ "A Reward goes onto your bank (free) or ...": where a card of its type is dropped; an
    Event that may be played ``now`` says so ("An Event goes onto the arena: drop it there.")."""
    where = GOES.get(str(c.get("type")), "")
    kind = str(c.get("type", "card")).capitalize()
    article = "An" if kind[:1] in "AEIOU" else "A"
    if now and kind == "Event":
        return f"{article} {kind} goes onto the arena: drop it there."
    return f"{article} {kind} goes onto {where}." if where else ""
