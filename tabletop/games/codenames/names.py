"""Where each grid card's name is written on the screen: an uncovered card's word lines (as
``paint.word_plan`` sets them) and a covered card's label strip (as ``Faces.cover_face`` drew
it). A lesson's arrow keeps off them (``GameView.arrow_clear``): at 200 % text it was drawn
straight across the names of the cards between the lesson's panel and the card it meant."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.games.codenames.paint import mirror_rect, word_plan
from tabletop.ui import theme

if TYPE_CHECKING:
    from tabletop.games.codenames.view import View


def name_rects(v: View, view: dict[str, Any]) -> list[pygame.Rect]:
    """Every grid card's name on the screen (``card_names``, one list)."""
    return [r for rects in card_names(v, view) for r in rects]


def card_names(v: View, view: dict[str, Any]) -> list[list[pygame.Rect]]:
    """Each grid card's name on the screen, in the grid's order: its lines' boxes, or its
    cover's label strip."""
    shown = v.last_shown or view
    pictures = bool(shown.get("pictures"))
    out: list[list[pygame.Rect]] = []
    for cell, r in zip(shown.get("grid") or [], v.geo.cells):
        cover = cell.get("cover")
        if cover is None:
            with theme.unscaled():  # a face's words are sized by its card
                _box, placed = word_plan(cell["word"], r.size, pictures, theme.card_scale())
            out.append([at.move(r.topleft) for _line, _px, _font, at in placed])
            continue
        v.cover_face(cover, cell["word"], r.size)  # lays its label out where not yet drawn
        strip = v.label_strips.get((str(cover.get("name")), cell["word"], r.size))
        half = pygame.Rect(0, r.height // 2, r.width, r.height // 2)
        out.append([(strip or half).move(r.topleft)])
    return out


def mirror_rects(v: View, view: dict[str, Any]) -> list[pygame.Rect]:
    """Each uncovered grid card's word as printed small and upside down in its top box, on the
    screen, its letters' ink (a lesson's arrow along a row ran across them)."""
    shown = v.last_shown or view
    if shown.get("pictures"):
        return []
    cells = zip(shown.get("grid") or [], v.geo.cells)
    return [
        mirror_rect(c["word"], r.size).move(r.topleft) for c, r in cells if c.get("cover") is None
    ]
