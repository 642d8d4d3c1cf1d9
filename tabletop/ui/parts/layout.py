"""Layout as data: what lies where on the table for one seat, and which gesture makes each move.

A game's view places typed items for a seat view (``GameView.placed``): cards (face up, or
hidden with ``card`` None), piles, drop slots, buttons and labels, each with a key, a rect and a
z. The table asks the layout "what is here" (``Layout.at``, top first, like pygame-ce's
``LayeredUpdates.get_sprites_at``), never the view "what would you do".

Which gesture makes a legal move is declared by the game as well (``tabletop.ui.parts.gestures``, no
pygame: a drag of a source item's key onto a target item's key, a click, a pick in the shared
prompt). Dragging, the glow on legal targets, the zoom, pile browsing, keyboard play, a
lesson's pointer and a phone's hand all read these two.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, TypeAlias

import pygame

from tabletop.engine.actions import Action
from tabletop.ui.parts.gestures import Key

Card: TypeAlias = dict[str, Any]


# ---------------------------------------------------------------------- placed items
@dataclass
class Placed:
    """Anything on the table: its key (unique in a layout), where it lies and how high."""

    key: Key
    rect: pygame.Rect
    z: int = 0
    #: a click on it says this instead of anything else (the move is made elsewhere now:
    #: Codenames' rival cover while the Director window is open)
    note: str = field(default="", kw_only=True)
    #: a click on it that makes no move says this: what to do instead
    hint: str = field(default="", kw_only=True)

    def readable(self) -> Card | None:
        """The card a right-click (or a held press) shows large here, or None."""
        return None


@dataclass
class CardItem(Placed):
    """One card: ``card`` as the seat's view describes it, None when its face is hidden."""

    card: Card | None = None
    zone: str = ""
    #: the face at ``rect``'s size (a back when hidden); called when wanted (a drag, a glide)
    face: Callable[[], pygame.Surface] | None = None
    rotation: int = 0
    badges: tuple[str, ...] = ()
    #: the seat the layout is for may pick it up (its hand)
    draggable: bool = False
    #: what the zoom shows, when not ``card`` itself (a stack entry shows its card's text)
    shows: Card | None = None
    #: teaching hints: how it is played, said when it is clicked instead of dragged ("Drag
    #: your Bean onto an enemy Bean..."); where it goes, added to a refused drop's reason ("A
    #: Reward goes onto your bank..."); the move a press on it means when it has none now (its
    #: refusal, the engine's reason, says why: an Enemy that no longer fits)
    how: str = ""
    goes: str = ""
    expects: Action | None = None

    def readable(self) -> Card | None:
        return self.shows if self.shows is not None else self.card


@dataclass
class PileItem(Placed):
    """A pile: its top card (None: face down or empty) and count; a browsable pile opens the
    table's pile viewer on a click (``cards``, bottom first, under ``title``)."""

    zone: str = ""
    top: Card | None = None
    count: int = 0
    browsable: bool = False
    title: str = ""
    cards: list[Card] = field(default_factory=list)

    def readable(self) -> Card | None:
        return self.top


@dataclass
class Slot(Placed):
    """A drop target: a player's panel, a stack entry, the table; ``label`` names it in hints
    ("Drag the card onto Bob"); ``aim`` says in a refusal what a card goes on ("the stack card
    it answers")."""

    label: str = ""
    aim: str = ""
    #: the seat on screen's own (its card on the stack): a card picked up with the keys goes
    #: over another target first (a Hacker aims at an opponent's Reaction before its own)
    mine: bool = False


@dataclass
class ButtonItem(Placed):
    """A move button (the table places it in its button row while ``rect`` is empty)."""

    label: str = ""
    hotkey: str = ""
    primary: bool = False


@dataclass
class ToggleItem(Placed):
    """A control that changes only what this screen shows, never the game (RPG Get!'s Look/Hide
    on the bank): a click calls ``press``, and the layout is asked anew. A view's own input
    control (Codenames' Give clue, pressed with the keys) may hand back the move its input
    makes, which the table submits as it submits ``GameView.handle_event``'s."""

    label: str = ""
    press: Callable[[], Action | None] | None = None
    #: what Enter does on it, for the status line ("": "Enter presses it")
    enter_words: str = ""


@dataclass
class LabelItem(Placed):
    """A line of text the table reads out or points at (a pile's count, a hand's title)."""

    text: str = ""


Item: TypeAlias = CardItem | PileItem | Slot | ButtonItem | ToggleItem | LabelItem


class Layout:
    """The placed items of one seat view. Later items lie over earlier ones of the same z."""

    def __init__(self, items: Iterable[Item] = ()) -> None:
        self.items: list[Item] = []
        self._keys: dict[Key, Item] = {}
        for it in items:
            self.add(it)

    def add(self, item: Item) -> Item:
        if item.key in self._keys:
            raise ValueError(f"two items keyed {item.key!r}")
        self.items.append(item)
        self._keys[item.key] = item
        return item

    def find(self, key: Key) -> Item | None:
        return self._keys.get(key)

    def top_first(self) -> list[Item]:
        """Every item, the one drawn last (highest z, then latest) first."""
        order = sorted(enumerate(self.items), key=lambda p: (p[1].z, p[0]), reverse=True)
        return [it for _i, it in order]

    def at(self, pos: tuple[int, int]) -> list[Item]:
        """The items under ``pos``, top first."""
        return [it for it in self.top_first() if it.rect.collidepoint(pos)]

    def readable_at(self, pos: tuple[int, int]) -> Card | None:
        """The topmost card under ``pos`` a player may read large."""
        for it in self.at(pos):
            card = it.readable()
            if card is not None:
                return card
        return None

    def draggables(self) -> list[CardItem]:
        """The cards the seat may pick up, bottom first (the table tries them top first)."""
        return [it for it in self.items if isinstance(it, CardItem) and it.draggable]

    def slots(self) -> list[Slot]:
        """The drop targets, top first (a drop lands on the first whose rect holds it)."""
        return [it for it in self.top_first() if isinstance(it, Slot)]

    def buttons(self) -> list[ButtonItem]:
        return [it for it in self.items if isinstance(it, ButtonItem)]

    def source_of(self, payload: Card) -> CardItem | None:
        """The draggable card item carrying ``payload`` (the card a drag holds)."""
        for it in self.draggables():
            if it.card is payload:
                return it
        for it in self.draggables():
            if it.card == payload:
                return it
        return None
