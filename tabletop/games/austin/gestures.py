"""Which gesture makes each Austin Powers move (``tabletop.ui.parts.gestures``), and the move a refused
drag would mean (its refusal is the engine's reason).

- an Agent (a ship Agent in the ships window): drag it from your hand onto your table area;
- a Happening or a Slugfest: onto your table area or the arena;
- an attempt: drag your Shagger or Assassin from your table onto an opponent's Agent;
- a Frickin' Bone: onto the Agent of yours in the arena whose turn it is to be helped (your own in
  an attempt or a melee; the asking player's when you help); the help race's winner who holds
  several bones clicks the one to throw;
- a Swinger: onto the Agent or player it targets; onto your table area or the arena it offers
  every way to play it; onto a player it cannot target, it is played untargeted;
- a Swinger on your table: click it to use it; at the end of a turn click a hand card, then its Toss, to toss it;
  the tied players' panels choose a Happening's target;
- I'm spent!, No ship Agent, Ask for help, Give up, Throw no bone, Drop out, Even up and the
  side of the Daddy pants are buttons; a Slugfest's Assassin and the cards to discard down to
  six are picked in the shared prompt.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.austin.cards import CARDS, names_in_view
from tabletop.games.austin.effects import target_kind
from tabletop.games.austin.faces import stage
from tabletop.games.austin.rules.viewtypes import AustinView, fight_side
from tabletop.ui.parts.gestures import Click, Drag, Gesture, GestureOf, Gestures, Key, Pick

#: your own table area (where a card is played) and the arena
MINE: Key = ("mine",)
ARENA: Key = ("arena",)
#: the move buttons, by verb (the Daddy pants' sides are ``("button", "allegiance", side)``)
BUTTONS = ("end", "pass", "help", "give_up", "decline", "drop", "even_up")


def arena_key(side: str, agent: int) -> Key:
    """The drop slot of an Agent in the arena (``side``: ``att``, ``def`` or ``brawl<seat>``)."""
    return ("arena", side, agent)


def bone_spot(view: AustinView, seat: int) -> Key | None:
    """Where ``seat``'s bone goes now: the Agent of the side to move in an attempt (the asking
    player's when helping), or ``seat``'s own Assassin in a Slugfest."""
    f = view["fight"]
    if f is not None:
        return arena_key(f["to_move"], fight_side(f, f["to_move"])["card"])
    b = view["brawl"]
    agent = b["agents"].get(str(seat)) if b is not None else None
    return arena_key(f"brawl{seat}", int(agent)) if agent is not None else None


def swing_target(view: AustinView, action: Action) -> Key:
    """The slot a Swinger is dropped on: the Agent or player it targets, else your table."""
    args = action.args
    if len(args) > 2:
        d = CARDS.get(names_in_view(view).get(int(args[0]), ""))
        eff = () if d is None else (d.vibe_effect if args[1] == "vibe" else d.free_effect)
        kind = target_kind(eff)
        if kind in ("agent", "seat"):
            return (str(kind), int(args[2]))
    return MINE


def gesture(action: Action, view: AustinView, picking: int | None = None) -> Gesture | None:
    """``picking``: the help race's winner who clicks the bone to throw (nothing else of theirs
    is offered meanwhile)."""
    verb, args = action.verb, action.args
    if picking is not None and action.seat == picking:
        return Click(("hand", args[0])) if verb == "throw" else None
    if verb in BUTTONS:
        return Click(("button", verb))
    if verb == "allegiance":
        return Click(("button", "allegiance", str(args[0])))
    if verb == "attempt":
        return Drag(("table", args[0]), ("agent", args[1]))
    if verb in ("agent", "ship"):
        return Drag(("hand", args[0]), MINE)
    if verb in ("happening", "brawl"):
        return Drag(("hand", args[0]), MINE, also=ARENA)
    if verb == "swing":
        target = swing_target(view, action)
        return Drag(("hand", args[0]), target, also=ARENA if target == MINE else None)
    if verb in ("bone", "throw"):
        spot = bone_spot(view, action.seat)
        return Drag(("hand", args[0]), spot) if spot is not None else None
    if verb == "toss":
        # a toss throws a card away: its click asks first (a new player's second Enter after
        # "I'm spent!" discarded the hand's first card)
        return Click(("hand", args[0]), confirm=True)
    if verb == "use":
        return Click(("table", args[0]))
    if verb == "happening_target":
        return Click(("seat", args[0]))
    prompt = view["prompt"] or {}
    if verb == prompt.get("verb"):
        return Pick(tuple(args))
    return None


def agents_of(seat: int) -> Key:
    """The drop slot of the place that counts a seat's Agents with no plate of their own
    ("+N more", six seats at large text): a card dropped there may go on any of them."""
    return ("agents", seat)


class AustinGestures(Gestures):
    """Austin's drops beyond one slot per move: a Swinger dropped on your table area or the
    arena offers every way to play it (the player picks); dropped on a player it does not
    target, it is played untargeted. A card dropped on a seat's "+N more" place offers each
    move it makes on one of that seat's Agents (the player picks the Agent by name)."""

    def __init__(self, legal: Iterable[Action], gesture_of: GestureOf, view: dict[str, Any]):
        super().__init__(legal, gesture_of, view)
        self.owner = {
            int(c["id"]): int(k.split("/")[1])
            for k, z in view["zones"].items()
            if k.startswith("table/")
            for c in z["cards"] or []
            if c is not None
        }

    def drops(self, source: Key, target: Key) -> list[Action]:
        if target[0] == "seat" and source[0] == "table":  # a seat's panel: on its Agents
            target = agents_of(int(target[1]))
        if target[0] == "agents":  # a seat's Agents counted on "+N more"
            return [
                a
                for a, g in self.of.items()
                if isinstance(g, Drag)
                and g.source == source
                and g.target[0] == "agent"
                and self.owner.get(int(g.target[1])) == target[1]
            ]
        got = super().drops(source, target)
        swings = [
            a
            for a, g in self.of.items()
            if a.verb == "swing" and isinstance(g, Drag) and g.source == source
        ]
        if not swings:
            return got
        if target[0] in ("mine", "arena"):
            return swings
        if target[0] == "seat" and not got:
            return [a for a in swings if len(a.args) <= 2]
        return got


def nominal(seat: int, source: Key, target: Key, view: AustinView) -> Action | None:
    """The move a drag of ``source`` onto ``target`` would make (its refusal says why not)."""
    cid = int(source[1]) if len(source) > 1 else -1
    if source[0] == "table":
        return Action(seat, "attempt", (cid, int(target[1]))) if target[0] == "agent" else None
    d = CARDS.get(names_in_view(view).get(cid, "")) if source[0] == "hand" else None
    if d is None:
        return None
    kind = target[0]
    wide = kind in ("mine", "arena")
    if d.kind == "bone":
        f = view["fight"]
        verb = "throw" if f is not None and f["helpers"] is not None else "bone"
        if kind == "arena" and len(target) == 3:
            if target[1] != (f["to_move"] if f is not None else f"brawl{seat}"):
                return None
        return Action(seat, verb, (cid,)) if wide else None
    if d.kind == "agent":
        if kind == "mine":
            return Action(seat, "ship" if stage(view) == "ships" else "agent", (cid,))
        if kind == "agent":  # an attempt from the hand: its refusal says to play it first
            return Action(seat, "attempt", (cid, int(target[1])))
        return Action(seat, "agent", (cid,)) if kind == "arena" else None
    if d.kind in ("happening", "brawl"):
        return Action(seat, d.kind, (cid,)) if wide else None
    if kind == "agent":
        return Action(seat, "swing", (cid, "vibe", int(target[1])))
    return Action(seat, "swing", (cid, "vibe")) if wide or kind == "seat" else None


def nominal_click(seat: int, key: Key, view: AustinView, picking: int | None) -> Action | None:
    """The move a click on a card of ``seat``'s would mean when it makes none now (its refusal
    says why): a Swinger on your table in your turn uses it; the help race's winner throws the
    card clicked."""
    if key[0] == "hand" and picking == seat:
        return Action(seat, "throw", (key[1],))
    if key[0] == "table" and stage(view) == "main" and view["current"] == seat:
        name = names_in_view(view).get(int(key[1]), "")
        mine = [c for c in view["zones"][f"table/{seat}"]["cards"] or [] if c is not None]
        if CARDS[name].kind == "swinger" and key[1] in [c["id"] for c in mine]:
            return Action(seat, "use", (key[1],))
    return None
