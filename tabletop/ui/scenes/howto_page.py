"""The guide's pages on the How to play screen: which sections a page holds, in which column and
where, and where scrolling goes.

A page holds the sections from its first one on, in order, each in the shorter column (the
other where it does not fit there); the first section that fits in neither ends the page, and
the "More below" line names it: no later, shorter section is put in its place (one Page Down
went past "Asking for help", the very section the line promised). With two columns the pages
are fixed from the guide's first section on, and scrolling goes from page to page, so a
section keeps its column (scrolled one section at a time the columns re-flowed, and "Ending
your turn" went from the left column to the right one). With one column (large text), Up and
Down scroll by a section and Page Down goes to the section the line names.

A section longer than the room left splits at a sentence or a bullet (``pieces``), never inside
one: with one column the page shows as much of it as fits under the sections above it (at 200 %
a page showed one short section over an empty foot), and the next page goes on with the same
section, "(continued)", from the sentence the page stopped before (it began with "am NAME"
button ..., half of a sentence cut at a line)."""

from __future__ import annotations

import re
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
    first: int = 0  # the piece (``pieces``) its text starts at: > 0 "(continued)"
    end: int | None = None  # the piece the next page goes on at (None: shown to its end)


@dataclass
class Page:
    start: int
    panels: list[Panel] = field(default_factory=list)
    hidden: list[str] = field(default_factory=list)  # the headings of the sections below
    free_top: int = 0  # under the lowest panel (where the "More below" line goes)
    rest: tuple[int, int] | None = None  # (section, piece) a section cut short goes on at


#: a sentence's end before the next one, or a bullet's start ("Dr. Evil" is no sentence end)
_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"\u201c(])|\s+(?=\u2022 )")
_ABBREV = re.compile(r"\b(?:Dr|Mr|Mrs|Ms|St|vs|e\.g|i\.e)\.$")


def pieces(text: str) -> list[str]:
    """A section's text in the pieces a page may begin at: its bullets and its sentences."""
    out: list[str] = []
    for part in _BREAK.split(text.strip()):
        if out and _ABBREV.search(out[-1]):
            out[-1] += " " + part
        elif part.strip():
            out.append(part)
    return out


def text_from(text: str, first: int) -> str:
    """The section's text from piece ``first`` on."""
    return " ".join(pieces(text)[first:])


def fitted(
    scene: HowToScene, text: str, first: int, size: int, width: int, room: int
) -> tuple[list[str], int | None]:
    """The lines of ``text`` from piece ``first`` on that fit in ``room`` lines, ending at a
    sentence or a bullet, and the piece the rest begins at (None: all of it fits; the first
    piece cut at the room when even it is longer)."""
    parts = pieces(text)
    lines = scene._bullets(" ".join(parts[first:]), size, width)
    if len(lines) <= room:
        return lines, None
    end = first + 1
    while (
        end < len(parts)
        and len(scene._bullets(" ".join(parts[first : end + 1]), size, width)) <= room
    ):
        end += 1
    shown = scene._bullets(" ".join(parts[first:end]), size, width)
    if len(shown) > room:  # one sentence longer than the page: its lines that fit
        return shown[:room], end
    return shown, end


def columns() -> int:
    """Two columns of sections; one at large text."""
    return 2 if theme.ui_scale() < 1.5 else 1


def text_size(scene: HowToScene) -> int:
    return max(theme.MIN_TEXT + 2, int(23 * scene.scale))


def foot(scene: HowToScene) -> int:
    """The lowest a panel reaches: the "More below" line's row is kept under it."""
    s = scene.scale
    return scene.body.bottom - theme.line_h(max(theme.MIN_TEXT, int(21 * s)), 1.3)


def plan(scene: HowToScene, guide: Guide, start: int, first: int = 0) -> Page:
    """The page from section ``start`` on, its text from piece ``first`` on (kept for the
    scene's size and text size)."""
    key = (scene.game, tuple(scene.body), scene.scale, theme.ui_scale(), start, first)
    cache: dict[tuple[object, ...], Page] = scene.__dict__.setdefault("_pages", {})
    page = cache.get(key)
    if page is None:
        page = cache[key] = _plan(scene, guide, start, first)
    return page


def _plan(scene: HowToScene, guide: Guide, start: int, first: int) -> Page:
    s, body = scene.scale, scene.body
    cols = columns()
    col_w = (body.width - int(30 * s)) // cols
    y = [body.top, body.top if cols == 2 else 1 << 30]  # one column: the second is full
    size = text_size(scene)
    step = theme.line_h(size, 1.25)
    bottom = foot(scene)
    page = Page(start)
    head = max(int(44 * s), int(8 * s) + theme.line_h(28 * s))
    more: list[str] = []  # the headings of the sections below the page
    for k in range(start, len(guide.sections)):
        sec = guide.sections[k]
        c = 0 if y[0] <= y[1] else 1
        pics = sec.cards[:3] + sec.sprites[: max(0, 3 - len(sec.cards[:3]))]
        pics, (card_w, card_h) = scene.thumbs(pics, int(150 * s), col_w // 2)
        text_w = col_w - (len(pics) * (card_w + int(8 * s)) + int(12 * s) if pics else 0)
        at = first if k == start and cols == 1 else 0  # two columns: fixed pages, as at 0
        lines = scene._bullets(text_from(sec.text, at), size, text_w - int(24 * s))
        need = head - int(10 * s) + max(len(lines) * step, card_h if pics else 0) + int(24 * s)
        cut = y[c] > body.top and y[c] + need > bottom
        if cut and cols == 2:
            c = 1 - c
            cut = y[c] + need > bottom and y[c] > body.top
        top = y[c]
        rect = pygame.Rect(
            body.left + c * (col_w + int(30 * s)), top, col_w, min(need, bottom - top)
        )
        shown = first if k == start else 0
        room = max(1, (rect.bottom - top - head - theme.line_h(size)) // step + 1)
        lines, end = fitted(scene, sec.text, shown, size, text_w - int(24 * s), room)
        # one column: as much of it as fits at a sentence under the sections above; two: a
        # section longer than a column begins a page and goes on on the same page's place
        small = bottom - top - head < 2 * step + int(14 * s)
        if (cut and (cols == 2 or small or end is None)) or (cols == 2 and end and k > start):
            more = [x.heading for x in guide.sections[k:]]
            break  # it begins the next page: nothing after it is shown before it
        if end is not None and cols == 1:  # cut short at a sentence: the panel ends there
            rect.height = head - int(10 * s) + max(len(lines) * step, card_h if pics else 0)
            rect.height = min(rect.height + int(24 * s), bottom - top)
        page.panels.append(Panel(k, rect, lines, pics, (card_w, card_h), head, shown, end))
        y[c] = top + (rect.height if cols == 1 else need) + int(16 * s)
        if end is not None:
            page.rest = (k, end)
            if cols == 1:
                more = [x.heading for x in guide.sections[k + 1 :]]
                break
    if page.rest is not None:
        more.insert(0, f"the rest of {guide.sections[page.rest[0]].heading}")
    page.hidden = more
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


def next_page(scene: HowToScene, guide: Guide, at: int, first: int) -> tuple[int, int]:
    """(section, piece) the page after the one at ``at`` (from piece ``first``) begins at:
    where a section cut short goes on, else the next section (two columns: the next page)."""
    here = plan(scene, guide, at, first)
    if here.rest is not None:
        return here.rest
    if columns() == 2:
        later = [x for x in starts(scene, guide) if x > at]
        return (later[0], 0) if later else (at, first)
    k = at + max(1, len(here.panels))
    return (k, 0) if k < len(guide.sections) else (at, first)


def scrolled(
    scene: HowToScene, guide: Guide, at: int, first: int, by: int, page: bool
) -> tuple[int, int]:
    """(section, piece) shown first after scrolling from ``at`` (its piece ``first``), ``by``
    > 0 down: Page Down to where the page stopped (the section or sentence the "More below"
    line names); Page Up to the page that goes on at this one (pages follow each other from
    the guide's start); Down and Up by a sentence in a section longer than the page, else by
    a section (two columns: by a page, a section keeping its column)."""
    n, two = len(guide.sections), columns() == 2
    head = plan(scene, guide, at, first).panels
    if by > 0 and not page and head and head[0].end is not None:
        return at, first + 1
    if by < 0 and not page and first > 0:
        return at, first - 1
    if by > 0 and (page or two):
        return next_page(scene, guide, at, first)
    if by > 0:
        return min(n - 1, at + 1), 0
    if not (page or two):
        return max(0, at - 1), 0
    back, nxt = (0, 0), (0, 0)
    while nxt < (at, first):  # the last page start above this one
        back, nxt = nxt, next_page(scene, guide, *nxt)
        if nxt == back:
            break
    return back
