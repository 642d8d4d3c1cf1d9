"""A lesson's arrow bent down onto a card through a tall band keeps a head of an arrow's size,
its shaft going on to it (a new player's RPG Get! lesson, 2026-11-27: the head of an arrow
bent over a row of cards ran from the band's top edge to the card, a long yellow wedge with a
black bar on top lying over the card beside it)."""

from __future__ import annotations

import math

import pygame

from tabletop.ui.layers import lesson_arrow


def test_a_bent_arrows_head_is_no_longer_than_an_arrows_in_the_open() -> None:
    scale = 1280 / 1920
    panel = pygame.Rect(900, 300, 300, 150)  # the lesson's panel, at the right
    target = pygame.Rect(200, 560, 80, 110)  # a card in a row, far below-left of it
    # a row of words the arrow must not cross, and the cards beside the target: the band
    # clear of them over the target is a card high
    row = [pygame.Rect(x, 430, 70, 10) for x in range(0, 1280, 80)]
    names = [pygame.Rect(x, 560, 70, 110) for x in range(0, 1280, 90) if abs(x - 200) > 85]
    bounds = pygame.Rect(0, 0, 1280, 720)
    arrow = lesson_arrow.route(panel, target, scale, row + names, bounds)
    assert arrow is not None and arrow.base is not None, arrow  # bent down onto the card
    _w, head, _half = lesson_arrow._full(scale)
    (bx, by), (tx, ty) = arrow.base or arrow.points[-1], arrow.tip
    assert math.hypot(tx - bx, ty - by) <= lesson_arrow.LONGEST_HEAD * head + 1, arrow
    assert arrow.points[-1] == arrow.base  # the shaft goes on to the head
    assert not arrow.hits(names)  # the cards beside the target stay clear
