"""RPG Get!'s tick tabs on the table's cards a prompt offers (``marks.play_tab``: an option by
shape as well as by its glow), drawn only where they cover no words. Above a card in the arena
lies its header and the line of what to do (the tab of a glowing party member lay over the
prompt: "P\u2713ty: click party members", "[\u2713]arty Attack"); above a row's cards, its boxes'
labels (where a tab met "Party 3" the label moved past the tabs, to the right of the cards, and
back once none glowed): there the tab lies at the card's top right, else the glow and the
outline alone mark the card, and the words keep their place."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import theme
from tabletop.ui.components import marks

#: where the arena's cards lie (``Geometry.arena_boxes``): under its header and prompt lines
ARENA = ("active", "enemy", "mission")


def tick_tabs(
    gv: Any,
    view: dict[str, Any],
    seat: int | None,
    boxes: list[tuple[dict[str, Any], pygame.Rect, str]],
    usable: set[int],
) -> list[pygame.Rect]:
    """The tabs of the cards ``usable`` now (not the hand's: its own, ``draw_hand_cards``) that
    cover no words: none in the arena, none over a row's box labels."""
    labels = row_labels(gv, view, seat)
    out = []
    for c, r, where in boxes:
        if where == "hand" or where in ARENA or c["id"] not in usable:
            continue
        for at in spots(r):  # its top left, else its top right (past a label over the left)
            tab = marks.tab_rect(at)
            if not any(tab.colliderect(x) for x in labels):
                out.append(tab)
                break
    return out


def spots(card: pygame.Rect) -> list[pygame.Rect]:
    """The rects whose tab (``marks.tab_rect``) lies at ``card``'s top left, then its top
    right."""
    tab = marks.tab_rect(card)
    return [card, card.move(card.right - 2 * (tab.x - card.x) - tab.width - card.x, 0)]


def play_tab(surf: pygame.Surface, card: pygame.Rect, tabs: list[pygame.Rect]) -> None:
    """``card``'s tick tab, where ``tick_tabs`` leaves it one."""
    for at in spots(card):
        if marks.tab_rect(at) in tabs:
            marks.play_tab(surf, at)
            return


def row_labels(gv: Any, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
    """Each seat's boxes' labels where ``Painter.draw_seat_row`` writes them ("Party 3", "KO
    0"), at their full width (the longer of the two forms)."""
    s, line = gv.scale, gv.line
    g = gv.geometry(view, seat)
    order = gv.order(view, seat)
    out = []
    for k, p in enumerate(order):
        counts = gv.row_counts(view, p)
        _area, sub, card = gv.seat_area(g, k, len(order) - 1, counts)
        for name, seg in gv.segments(sub, card, line, counts, k == 0).items():
            if gv.chip(p, name):
                continue
            label = gv.box_label(name, counts.get(name, 0))
            w = theme.text_width(label, gv.label_px())
            at = (seg.x, seg.y - line + int(4 * s))
            out.append(pygame.Rect(at, (w, theme.line_h(gv.label_px()))))
    return out
