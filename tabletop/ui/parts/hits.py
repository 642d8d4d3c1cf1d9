"""What the table reads from a game's declared layout: the cards to pick up, the drop targets,
the candidate moves of a drop, the clickables, the move buttons, a pile to browse, a card to
read large, and the teaching hints of a refused gesture (Table v3, ``tabletop.ui.parts.layout``).

A game view only declares: ``placed`` (what lies where), ``gesture`` (which gesture makes each
legal move), ``nominal``/``nominal_click`` (the move a gesture means when none is legal, for the
engine's reason). Everything here is computed from those by the table (its layers, the help
overlay, lessons); a view has no hook of its own for any of it. The gesture index and the
game's answers about it are asked once per state and seat (``GameView.gestures_for``): a drag
asks the game on its press, and its glowing targets and its drop read the same answers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.actions import Action
from tabletop.ui.components.hand import HandMotion
from tabletop.ui.parts.gestures import Drag, Gestures, Kept, Key
from tabletop.ui.parts.layout import ButtonItem, CardItem, Layout, PileItem, Slot, ToggleItem

if TYPE_CHECKING:
    from tabletop.ui.parts.gameview import GameView


@dataclass
class Draggable:
    key: Any
    rect: pygame.Rect
    #: draws the card's face (only for the card picked up: ``surface``)
    face: Callable[[], pygame.Surface]
    payload: Any

    @cached_property
    def surface(self) -> pygame.Surface:
        return self.face()


@dataclass
class DropTarget:
    key: Any
    rect: pygame.Rect
    label: str = ""
    #: the seat on screen's own (``layout.Slot.mine``)
    mine: bool = False


@dataclass
class Clickable:
    rect: pygame.Rect
    action: Action
    label: str = ""
    #: several actions: the table asks the player to pick one (labelled by ``action_label``)
    choices: list[Action] | None = None
    #: a move that commits something the player may not mean (a Reward used): the table asks
    #: even when there is one choice (a click elsewhere cancels)
    confirm: bool = False


@dataclass
class ActionButton:
    label: str
    action: Action
    hotkey: str = ""
    primary: bool = False


class Hits:
    """The table's questions to one view's layout ("what is here"), never to the view."""

    def __init__(self, gv: GameView) -> None:
        self.gv = gv

    def layout(self, view: dict[str, Any], seat: int | None) -> Layout | None:
        return self.gv.layout_for(view, seat)

    def gestures(self, view: dict[str, Any], seat: int | None, legal: list[Action]) -> Gestures:
        """The seat's legal moves by gesture, made once per state (``GameView.gestures_for``)."""
        return self.gv.gestures_for(view, seat, legal).index

    def draggables(self, view: dict[str, Any], seat: int | None) -> list[Draggable]:
        lay = self.layout(view, seat)
        if lay is None or seat is None:
            return []
        return [
            Draggable(c.key, c.rect, c.face or _blank(c.rect.size), c.card)
            for c in lay.draggables()
        ]

    def drop_targets(
        self, view: dict[str, Any], seat: int | None, payload: Any
    ) -> list[DropTarget]:
        lay = self.layout(view, seat)
        return (
            [] if lay is None else [DropTarget(t.key, t.rect, t.label, t.mine) for t in lay.slots()]
        )

    def drops(
        self, seat: int, payload: Any, target: Any, view: dict[str, Any], legal: list[Action]
    ) -> list[Action]:
        """The legal actions a drop of ``payload`` on ``target`` makes (more than one: the
        table asks the player to pick, labelled by ``action_label``)."""
        lay = self.layout(view, seat)
        src = lay.source_of(payload) if lay is not None else None
        if src is None:
            return []
        return self.gv.gestures_for(view, seat, legal).drops(src.key, target)

    def candidates(
        self, seat: int, payload: Any, target: Any, view: dict[str, Any], legal: list[Action]
    ) -> tuple[list[Action], Action | None]:
        """What a drop of ``payload`` on ``target`` means: the legal actions it matches
        (``drops``) and, when none matches, the nominal action whose refusal reason the
        engine gives."""
        lay = self.layout(view, seat)
        src = lay.source_of(payload) if lay is not None else None
        if src is None:
            return [], None
        kept = self.gv.gestures_for(view, seat, legal)
        matches = kept.drops(src.key, target)
        if matches:
            return matches, None
        key: Key = src.key
        return [], kept.once(
            ("nominal", key, target), lambda: self.gv.nominal(seat, key, target, view)
        )

    def clickables(
        self, view: dict[str, Any], seat: int | None, legal: list[Action]
    ) -> list[Clickable]:
        """What a click on an item does, top item first (in an overlapping row the card drawn
        last is hit): its moves (``Click``, and drags a click offers too), asking first when
        they are several or one commits something (``Click.confirm``); else the move a player
        expects of it (``nominal_click``), which the table refuses with the engine's reason."""
        lay = self.layout(view, seat)
        if lay is None:
            return []
        kept = self.gv.gestures_for(view, seat, legal)
        g = kept.index
        out = []
        for it in lay.top_first():
            if isinstance(it, ButtonItem | ToggleItem):
                continue
            acts = kept.clicks(it.key)
            if acts:
                ask = g.confirms(it.key)
                card = it.card if isinstance(it, CardItem) else None
                label = str(card.get("name", "")) if card else ""
                many = acts if len(acts) > 1 or ask else None
                out.append(Clickable(it.rect, acts[0], label, many, ask))
                continue
            nominal = self.nominal_click(kept, seat, it.key, view)
            if nominal is not None:  # no legal move: a click there is refused with the reason
                out.append(Clickable(it.rect, nominal))
        return out

    def nominal_click(
        self, kept: Kept, seat: int | None, key: Key, view: dict[str, Any]
    ) -> Action | None:
        """``GameView.nominal_click``, asked once per item in this state."""
        if seat is None:
            return None
        return kept.once(("click", key), lambda: self.gv.nominal_click(seat, key, view))

    def buttons(
        self, view: dict[str, Any], seat: int | None, legal: list[Action]
    ) -> list[ActionButton]:
        """The move buttons, from the declared button items. The table asks while its button
        row is empty: the layout made for that is a passing one (its hand row, which ends
        where the buttons begin, must not glide there and back at every move)."""
        gv = self.gv
        keep, gv.hand_motion = gv.hand_motion, HandMotion()
        try:
            lay = gv.placed(view, seat)
        finally:
            gv.hand_motion = keep
        if lay is None:
            return []
        kept = gv.gestures_for(view, seat, legal)
        return [
            ActionButton(b.label, a, b.hotkey, b.primary)
            for b in lay.buttons()
            for a in kept.clicks(b.key)
        ]

    def show_click(
        self, view: dict[str, Any], seat: int | None, pos: tuple[int, int]
    ) -> str | None:
        """A click that only changes what is shown, before anything else: a toggle pressed
        (RPG Get!'s Look), a face-up pile browsed (unless a move lies on it: a Resurrect choice
        comes first), or an item's ``note`` said. Returns the note to say ("": shown, nothing
        to say), or None when the click is not one of these."""
        gv = self.gv
        lay = self.layout(view, seat)
        here = lay.at(pos) if lay is not None else []
        piles = {it.zone for it in here if isinstance(it, PileItem) and it.zone}
        for it in here:
            if isinstance(it, CardItem) and it.zone in piles and not it.draggable:
                continue  # a pile's top card drawn over it: the pile is browsed
            if isinstance(it, ToggleItem) and it.press is not None:
                it.press()
                gv.forget_placed()  # what the toggle shows is laid out anew
                gv.forget_gestures()
                return ""
            if it.note:
                return it.note
            if isinstance(it, PileItem) and it.browsable and it.cards:
                legal = gv.table.legal(seat)
                if any(c.rect.collidepoint(pos) for c in self.clickables(view, seat, legal)):
                    return None  # a move on that card comes first
                gv.piles.open(it.title, it.cards)
                return ""
            if isinstance(it, PileItem | CardItem):
                break  # the topmost thing there is not a pile to browse
        return None

    def inspect_at(self, view: dict[str, Any], pos: tuple[int, int]) -> dict[str, Any] | None:
        """The card under the pointer, for the large right-click preview."""
        lay = self.layout(view, view.get("seat"))
        return lay.readable_at(pos) if lay is not None else None

    def drop_hint(self, view: dict[str, Any], seat: int, payload: Any, target: Any) -> str:
        """A refused drop: what this gesture could mean in this game (a teaching hint). From
        the layout: a card whose moves land on a wider area only when they share one target (a
        Reaction) names the slots it does go on, as their ``aim`` says."""
        gv = self.gv
        lay = self.layout(view, seat)
        src = lay.source_of(payload) if lay is not None else None
        if lay is None or src is None:
            return ""
        aims = [
            g.target
            for g in self.gestures(view, seat, gv.table.legal(seat)).of.values()
            if isinstance(g, Drag) and g.source == src.key and g.also_if_one
        ]
        slots = [lay.find(k) for k in dict.fromkeys(aims)]
        named = [t for t in slots if isinstance(t, Slot) and t.aim]
        if not named:
            return src.goes  # where such a card goes, as the layout says ("" for none)
        where = " or ".join(f"\u201c{gv.say(t.label)}\u201d" for t in named)
        name = payload.get("name", "the card") if isinstance(payload, dict) else "the card"
        return f"Drop {name} on {named[0].aim}: {where}."

    def drag_hint(self, view: dict[str, Any], seat: int, payload: Any) -> str:
        """A card clicked instead of dragged: how to play it (its ``CardItem.how``), or "" for
        the table's default (the glowing targets' names)."""
        lay = self.layout(view, seat)
        src = lay.source_of(payload) if lay is not None else None
        return src.how if src is not None else ""

    def still_card_hint(self, view: dict[str, Any], seat: int, pos: tuple[int, int]) -> Any:
        """A press on a card of yours that has no move now (it is read large): the move a player
        would expect of it (the topmost card's ``CardItem.expects``, whose refusal the engine
        explains), or None."""
        lay = self.layout(view, seat)
        for it in lay.at(pos) if lay is not None else []:
            if isinstance(it, CardItem) and it.card is not None:
                return it.expects
        return None

    def click_hint(self, view: dict[str, Any], seat: int | None, pos: tuple[int, int]) -> str:
        """A click with no move at ``pos`` (a refused one, or on nothing clickable): the topmost
        item's declared ``hint`` (what to do instead), or "" to stay silent."""
        lay = self.layout(view, seat)
        for it in lay.at(pos) if lay is not None else []:
            if it.hint:
                return it.hint
        return ""


def _blank(size: tuple[int, int]) -> Callable[[], pygame.Surface]:
    return lambda: pygame.Surface(size)
