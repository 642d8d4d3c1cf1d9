"""Austin Powers: your hand while a Frickin' Bone is asked of you. The bones you may throw get
the tick of every card with a legal move; those the rules do not let you throw now (their
vibes are not out on your own Agents, or the attempt's kind does not take them) are dimmed. A
new player asked for a bone saw four bones that looked the same, none of them throwable, and
learnt it only by dragging one."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.games.austin.cards import CARDS

#: the moves that mean a bone is asked of the seat: its own attempt's answer, a help race's
#: throw, a Slugfest's turn
BONE_VERBS = frozenset({"bone", "throw", "help", "give_up", "decline", "drop"})
#: the veil over a bone that cannot be thrown now (its face stays readable under it)
VEIL = (10, 10, 20, 130)


def unthrowable(
    hand: Iterable[dict[str, Any]], legal: Iterable[Action], usable: set[Any]
) -> set[Any]:
    """The ids of ``hand``'s Frickin' Bones that cannot be thrown while a bone is asked of the
    seat (its ``legal`` moves hold an answer to the question); none at any other time."""
    if not any(a.verb in BONE_VERBS for a in legal):
        return set()
    return {c["id"] for c in hand if CARDS[str(c["name"])].kind == "bone" and c["id"] not in usable}


def dimmed(face: pygame.Surface) -> pygame.Surface:
    """``face`` under a dark veil (a copy)."""
    out = face.copy()
    veil = pygame.Surface(face.get_size(), pygame.SRCALPHA, 32)
    veil.fill(VEIL)
    out.blit(veil, (0, 0))
    return out


def hand_faces(gv: Any, hand: list[dict[str, Any]], usable: set[Any]) -> Callable[..., Any]:
    """The faces of the hand's cards as the table ``gv`` draws them for the seat on screen:
    dimmed where a bone asked of it cannot be thrown (``unthrowable``)."""
    seat = gv.table.acting_seat()
    legal = gv.table.legal(seat) if seat == gv.me() else []
    dim = unthrowable(hand, legal, usable)

    def face(c: dict[str, Any]) -> pygame.Surface:
        got: pygame.Surface = gv.face(c["name"], gv.hand_card)
        return dimmed(got) if c["id"] in dim else got

    return face
