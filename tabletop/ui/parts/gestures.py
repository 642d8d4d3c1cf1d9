"""Gestures as data: which gesture makes each legal move (no pygame here).

A game declares, for a legal Action, the gesture that makes it: a drag of a source item onto a
target item (keys of ``tabletop.ui.parts.layout`` items), a click on an item or a button, or a pick in
the shared prompt; and, for a drag that makes no legal move, the nominal move whose refusal the
engine explains. ``Gestures`` indexes the legal list by gesture: the one source the table's
drags and clicks, keyboard play, lessons ("point at this move's card") and phone hands read.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any, TypeAlias, TypeVar

from tabletop.engine.actions import Action

#: an item's key: ("hand", 12), ("seat", 2), ("item", 7), ("pile", "discard"), ("button", "end")
Key: TypeAlias = tuple[int | str, ...]


@dataclass(frozen=True)
class Drag:
    """Drag ``source`` onto ``target``. ``also``: a wider slot where the drop makes this move
    too (a Mission aimed at a player, dropped on the table: several aims are offered to pick
    from). ``also_if_one``: on ``also`` only when every such move of the card shares one target
    (a Reaction dropped anywhere on the stack answers the one card it can answer)."""

    source: Key
    target: Key
    also: Key | None = None
    also_if_one: bool = False
    #: a click on the source offers this move too (with its clicks: RPG Get!'s cards)
    click: bool = False


@dataclass(frozen=True)
class Click:
    """Click the item ``key`` (a card, or a button: ``("button", name)``). ``confirm``: a
    move that commits something the player may not mean (a Reward used): the table asks even
    when it is the only move there (a click elsewhere cancels)."""

    key: Key
    confirm: bool = False


@dataclass(frozen=True)
class Pick:
    """Answer the open prompt by picking ``values`` (cards, in order) in the shared prompt."""

    values: tuple[int | str, ...]


Gesture: TypeAlias = Drag | Click | Pick
#: a game's declaration: the gesture that makes a legal move, from the seat's view
GestureOf: TypeAlias = Callable[[Action, dict[str, Any]], Gesture | None]
#: a game's declaration: the move a drag (source, target) would mean, for a refusal's reason
NominalOf: TypeAlias = Callable[[int, Key, Key, dict[str, Any]], Action | None]
T = TypeVar("T")


class Gestures:
    """The legal moves of one seat indexed by the gesture that makes each."""

    def __init__(self, legal: Iterable[Action], gesture_of: GestureOf, view: dict[str, Any]):
        self.of: dict[Action, Gesture] = {}
        for a in legal:
            g = gesture_of(a, view)
            if g is not None:
                self.of[a] = g

    def drops(self, source: Key, target: Key) -> list[Action]:
        """The legal moves a drop of ``source`` on ``target`` makes (several: the player picks)."""
        exact: list[Action] = []
        wide: list[tuple[Action, Drag]] = []
        for a, g in self.of.items():
            if isinstance(g, Drag) and g.source == source:
                if g.target == target:
                    exact.append(a)
                elif g.also == target:
                    wide.append((a, g))
        if exact:
            return exact
        if any(g.also_if_one for _a, g in wide) and len({g.target for _a, g in wide}) > 1:
            return []
        return [a for a, _g in wide]

    def targets(self, source: Key) -> list[Key]:
        """The slots where ``source`` makes a legal move by its own gesture (not ``also``)."""
        out = [g.target for g in self.of.values() if isinstance(g, Drag) and g.source == source]
        return list(dict.fromkeys(out))

    def clicks(self, key: Key) -> list[Action]:
        """The moves a click on ``key`` makes: its clicks, and the drags of it a click offers
        too (``Drag.click``)."""
        return [
            a
            for a, g in self.of.items()
            if (isinstance(g, Click) and g.key == key)
            or (isinstance(g, Drag) and g.click and g.source == key)
        ]

    def confirms(self, key: Key) -> bool:
        """A click on ``key`` asks first (``Click.confirm``)."""
        return any(isinstance(g, Click) and g.key == key and g.confirm for g in self.of.values())

    def clicked_keys(self) -> list[Key]:
        out = [
            g.key if isinstance(g, Click) else g.source
            for g in self.of.values()
            if isinstance(g, Click) or (isinstance(g, Drag) and g.click)
        ]
        return list(dict.fromkeys(out))


class Kept:
    """One seat's gesture index in one state, and the game's answers asked about it: the table
    asks the game once per state and seat (the index, the drops of a card on each place, the
    move a refused gesture means), and a press, the glowing targets, the drop, the clickables,
    the move buttons and the keyboard read them again. ``state``: the table's state key and
    the seat; the view and the legal list it was made from must be the very ones asked with."""

    def __init__(
        self, state: Hashable, view: dict[str, Any], legal: list[Action], index: Gestures
    ) -> None:
        self.state = state
        self.view = view
        self.legal = legal
        self.index = index
        self._answers: dict[Hashable, Any] = {}

    def fits(self, state: Hashable, view: dict[str, Any], legal: list[Action]) -> bool:
        return self.state == state and self.view is view and self.legal is legal

    def once(self, question: Hashable, ask: Callable[[], T]) -> T:
        """The answer to ``question`` in this state: ``ask()`` the first time, then kept."""
        if question in self._answers:
            return self._answers[question]  # type: ignore[no-any-return]
        got = self._answers[question] = ask()
        return got

    def drops(self, source: Key, target: Key) -> list[Action]:
        """``index.drops``, asked once per (source, target) in this state."""
        return list(self.once(("drops", source, target), lambda: self.index.drops(source, target)))

    def clicks(self, key: Key) -> list[Action]:
        """``index.clicks``, asked once per item in this state."""
        return list(self.once(("clicks", key), lambda: self.index.clicks(key)))
