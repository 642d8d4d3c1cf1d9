"""Austin Powers: the Frickin' Bones thrown on an Agent in the arena, in a row beside it, at
nine tenths of the Agent's size where the row has the room (at three quarters their titles
were cut: "Throw Me a...", "Frickin' Laser..."). They lie apart where the row has room; else smaller;
overlapping only where even smaller cards would not be read (a new player, 2026-11-27: a
defender's four bones lay on one another as "Wh.. Thro.. Sh..", and which bones were thrown
was only in the log)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.austin.faces import CARD_RATIO, GAME
from tabletop.ui.components import card as card_component

#: a bone's card beside its Agent's, of its size (a little smaller: a Happening's banner keeps
#: its room in the arena's middle at 150 %), and how small it may get to lie apart
LARGEST = 0.9
SMALLEST = 0.6


def bone_size(bones: list[dict[str, Any]], h: int) -> tuple[int, int]:
    """The bones' cards' size beside an Agent's card ``h`` tall: ``LARGEST`` of its height,
    the card's shape, else wider (at most twice as wide as tall: a low arena) until no word of
    a bone's name is split with a hyphen, else until every name is whole on it (at 200 % a bone
    sized from its Agent's card read "Frick- in' Las...", "One Milli-...")."""
    bh = int(h * LARGEST)
    w, most = int(bh / CARD_RATIO), bh * 2
    for test in (card_component.name_unbroken, card_component.name_fits):
        got = next(
            (x for x in range(w, most + 1, 2) if all(test(GAME, b, (x, bh)) for b in bones)),
            None,
        )
        if got is not None:
            return got, bh
    return most, bh


def bone_rects(
    agent: pygame.Rect,
    n: int,
    room: int,
    gap: int,
    sign: int,
    drop: int,
    size: tuple[int, int] | None = None,
) -> list[pygame.Rect]:
    """``n`` bones' cards beside ``agent`` (to its right for ``sign`` 1, its left for -1),
    ``gap`` from it and from each other, ``drop`` lower than its top, in ``room`` pixels
    beside it (their row's whole width): apart at ``size`` (None: ``LARGEST`` of the Agent's
    size), else smaller down to ``SMALLEST`` of the Agent's, else at that size overlapping
    evenly."""
    if n <= 0:
        return []
    w, h = agent.size
    if size is not None:  # as if the Agent's card were of the bones' shape
        w, h = int(size[0] / LARGEST), int(size[1] / LARGEST)
    fit = (room - (n - 1) * gap) // n  # each card's width with the row apart
    bw = max(int(w * SMALLEST), min(int(w * LARGEST), fit))
    bh = h * bw // max(1, w)
    step = bw + gap if bw <= fit else (max(0, room - bw) // max(1, n - 1))
    out = []
    for i in range(n):
        r = pygame.Rect(0, agent.y + drop, bw, bh)
        if sign == 1:
            r.left = agent.right + gap + i * step
        else:
            r.right = agent.left - gap - i * step
        out.append(r)
    return out
