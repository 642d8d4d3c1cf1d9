"""The guide's pages on the How to play screen: which sections a page holds, in which column and
where, and where scrolling goes.

A page holds the sections from its first one on, in order, each in the shorter column (the
other where it does not fit there); the first section that fits in neither ends the page, and
the "More below" line names it: no later, shorter section is put in its place (one Page Down
went past "Asking for help", the very section the line promised). With two columns the pages
are fixed from the guide's first section on, and scrolling goes from page to page, so a
section keeps its column (scrolled one section at a time the columns re-flowed, and "Ending
your turn" went from the left column to the right one). With one column (large text), Up and
Down scroll by a section and Page Down goes to the section the line names."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from tabletop.ui import theme

if TYPE_CHECKING:
    from tabletop.room.movewords import Guide
    from tabletop.ui.scenes.howto import HowToScene


@dataclass
class Panel:
    """One section on the page."""

    k: int  # its index in the guide
    rect: pygame.Rect
    lines: list[str]  # its text's lines, all of them
    pics: list[str]
    card: tuple[int, int]  # its pictures' size
    head: int  # its heading's height: the text starts this far under the panel's top


@dataclass
class Page:
    start: int
    panels: list[Panel] = field(default_factory=list)
    hidden: list[str] = field(default_factory=list)  # the headings of the sections below
    free_top: int = 0  # under the lowest panel (where the "More below" line goes)


def columns() -> int:
    """Two columns of sections; one at large text."""
    return 2 if theme.ui_scale() < 1.5 else 1


def text_size(scene: HowToScene) -> int:
    return max(theme.MIN_TEXT + 2, int(23 * scene.scale))


def foot(scene: HowToScene) -> int:
    """The lowest a panel reaches: the "More below" line's row is kept under it."""
    s = scene.scale
    return scene.body.bottom - theme.line_h(max(theme.MIN_TEXT, int(21 * s)), 1.3)


def plan(scene: HowToScene, guide: Guide, start: int) -> Page:
    """The page from section ``start`` on (kept for the scene's size and text size)."""
    key = (scene.game, tuple(scene.body), scene.scale, theme.ui_scale(), start)
    cache: dict[tuple[object, ...], Page] = scene.__dict__.setdefault("_pages", {})
    page = cache.get(key)
    if page is None:
        page = cache[key] = _plan(scene, guide, start)
    return page


def _plan(scene: HowToScene, guide: Guide, start: int) -> Page:
    s, body = scene.scale, scene.body
    cols = columns()
    col_w = (body.width - int(30 * s)) // cols
    y = [body.top, body.top if cols == 2 else 1 << 30]  # one column: the second is full
    size = text_size(scene)
    bottom = foot(scene)
    page = Page(start)
    for k in range(start, len(guide.sections)):
        sec = guide.sections[k]
        c = 0 if y[0] <= y[1] else 1
        pics = sec.cards[:3] + sec.sprites[: max(0, 3 - len(sec.cards[:3]))]
        pics, (card_w, card_h) = scene.thumbs(pics, int(150 * s), col_w // 2)
        text_w = col_w - (len(pics) * (card_w + int(8 * s)) + int(12 * s) if pics else 0)
        lines = scene._bullets(sec.text, size, text_w - int(24 * s))
        head = max(int(44 * s), int(8 * s) + theme.line_h(28 * s))
        need = (
            head
            - int(10 * s)
            + max(len(lines) * theme.line_h(size, 1.25), card_h if pics else 0)
            + int(24 * s)
        )
        if y[c] + need > bottom and y[c] > body.top:
            c = 1 - c
            if y[c] + need > bottom and y[c] > body.top:
                page.hidden = [x.heading for x in guide.sections[k:]]
                break  # it begins the next page: nothing after it is shown before it
        x = body.left + c * (col_w + int(30 * s))
        top = y[c]
        rect = pygame.Rect(x, top, col_w, min(need, bottom - top))
        page.panels.append(Panel(k, rect, lines, pics, (card_w, card_h), head))
        y[c] = top + need + int(16 * s)
    page.free_top = max(y[:cols])
    return page


def starts(scene: HowToScene, guide: Guide) -> list[int]:
    """The first section of each page, from the guide's first on."""
    out, k = [0], 0
    while True:
        k += max(1, len(plan(scene, guide, k).panels))
        if k >= len(guide.sections):
            return out
        out.append(k)


def page_start(scene: HowToScene, guide: Guide, k: int) -> int:
    """Where the page showing section ``k`` begins: with two columns, the fixed page that
    holds it; with one, the section itself."""
    if columns() == 1:
        return k
    return max(x for x in starts(scene, guide) if x <= k)


def scrolled(scene: HowToScene, guide: Guide, at: int, by: int, page: bool) -> int:
    """The first section shown after scrolling from the page at ``at`` (``by`` > 0: down; a
    ``page``: Page Down or Up)."""
    n = len(guide.sections)
    if columns() == 2:  # page by page: a section keeps its column
        first = starts(scene, guide)
        i = first.index(page_start(scene, guide, at))
        return first[max(0, min(len(first) - 1, i + (1 if by > 0 else -1)))]
    if not page:
        return max(0, min(n - 1, at + by))
    if by > 0:  # the section the "More below" line names
        return min(n - 1, at + max(1, len(plan(scene, guide, at).panels)))
    back = max(0, at - 1)  # the page that ends just above this one
    while back > 0 and back - 1 + len(plan(scene, guide, back - 1).panels) >= at:
        back -= 1
    return back
