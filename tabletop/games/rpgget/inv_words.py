"""RPG Get!'s inventory card under the pointer, said in words as a hovered hand card is: a
Reward's text was read only by opening the card large (a right click)."""

from __future__ import annotations

from typing import Any

import pygame


def read_inventory(gv: Any, boxes: list[Any], hand: list[pygame.Rect]) -> None:
    """The inventory card under the pointer becomes what the table says in words
    (``GameView.reading``, ``layers.hand_words``: the box placed clear of it and of ``hand``),
    unless a hand card is read or a card is dragged."""
    if gv.reading is not None or gv.table.drag is not None:
        return
    mouse = pygame.mouse.get_pos()
    for c, r, w in reversed(boxes):  # the card drawn last lies on top
        if w.startswith("inventory/") and r.collidepoint(mouse):
            gv.reading = (c, r, hand)
            return
