"""Where a Bottomz-up Bean card's position tag goes on the mat, and where the mat's names are
written (the Beans' and the Cosmos cards'). The tag lay at the card's top edge, which at 150 %
and 200 % text is where the card's panel begins with its name: "Bottomz-up" was drawn over
"Lion Bean" (at 200 % over the whole card). Now it goes where it covers no name: at the card's
top above its panel, else above the card in its slot where no Cosmos card shows there, else
under the card (under the outcome a defender's choice shows there)."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import pygame

from tabletop.games.beanz.labels import bean_of
from tabletop.games.beanz.rules.seatview import BeanzView, SlotView
from tabletop.ui import assets, theme

if TYPE_CHECKING:
    from tabletop.games.beanz.faces import Row
    from tabletop.games.beanz.paint import Painter


def bottomz_pill(
    p: Painter,
    view: BeanzView,
    sl: SlotView,
    img: pygame.Surface,
    under: pygame.Rect | None,
    others: list[pygame.Rect] | None = None,
) -> pygame.Rect:
    """The tag's pill (``Painter.position_pill``: ``img`` and its margins) for ``sl``'s
    Bottomz-up card; ``under``: the outcome strip under the card, if one shows; ``others``:
    the other cards' outcome strips (a neighbour's "-> Sidewayz" wider than its card), which
    it keeps clear of, under them if need be."""
    s = p.scale
    br = p.bean_at(view, sl)
    srect = p.slot_rect(view, sl["slot"])
    pill = img.get_rect().inflate(int(10 * s), int(4 * s))
    names = name_rects(p, view)
    inside = pill.copy()
    inside.midtop = (br.centerx, br.y + int(2 * s))
    above = pill.copy()  # in the slot's room over the card, where no Cosmos card shows
    above.midbottom = (br.centerx, br.y - 1)
    room = sl["cosmos"] is None and above.top >= srect.y - int(4 * s)
    below = pill.copy()
    below.midtop = (br.centerx, (under or br).bottom + int(3 * s))
    keep = names + (others or [])
    for at in (inside, above if room else None, below):
        if at is not None and at.collidelist(keep) < 0:
            return at
    while (i := below.collidelist(others or [])) >= 0:
        below.top = (others or [])[i].bottom + int(2 * s)
    return below


def name_rects(p: Painter, view: BeanzView) -> list[pygame.Rect]:
    """Every name the mat shows: each Bean card's (a Headz-up face's title, a Bottomz-up
    card's first rows in its panel, a Sidewayz card's band) and each Cosmos card's strip over
    its Bean."""
    out = []
    for sl in view["mat"]:
        if sl["bean"] is None:
            continue
        br = p.bean_at(view, sl)
        if sl["cosmos"] is not None:
            srect = p.slot_rect(view, sl["slot"])
            cr = pygame.Rect(0, 0, *p.card)
            cr.midtop = (srect.centerx, srect.y)
            out.append(pygame.Rect(cr.x, cr.y, cr.width, max(0, br.y - cr.y)))
        out.append(bean_name(p, view, sl, br))
    return [r for r in out if r.width and r.height]


def bean_name(p: Painter, view: BeanzView, sl: SlotView, br: pygame.Rect) -> pygame.Rect:
    """Where ``sl``'s Bean card shows its name on the mat."""
    if sl["position"] == "headz":
        return p.title_rect(sl, br.size).move(br.topleft)
    short = str(bean_of(sl)["name"]).removesuffix(" Bean")
    if sl["position"] == "sidewayz":  # ``Painter.sideways_name``'s band
        return sideways_band(p, short, br)[3]
    rows, reach = p.values_panel(view, sl, br)  # Bottomz-up: its name heads its panel
    px = p.info_px(br.width)
    panel = p.panel_rect(rows, br, px, reach)
    with theme.unscaled():
        lh = assets.font(px, "cond").get_linesize()
    full = str(bean_of(sl)["name"])
    n = next((i for i, row in enumerate(rows) if row[0] not in full), len(rows))
    top = panel.bottom - 2 - lh * len(rows)
    return pygame.Rect(panel.x, top, panel.width, lh * max(1, n))


def sideways_band(p: Painter, name: str, br: pygame.Rect) -> tuple[int, str, bool, pygame.Rect]:
    """A turned Bean's name on its band: (size, text, sized as a face's words, band). A
    name too long at the text size is sized as the card's face words are, down to what
    100 % gives it, before it is shortened (at 200 % "Mighty Moose" read "Mighty...")."""
    s = p.scale
    room = br.width - int(8 * s)
    px, text = theme.fit_text(name, int(14 * s), room, "cond_bold")
    face = False
    if text != name:
        top = theme.font_px(int(14 * s))
        with theme.unscaled():
            for size in range(top - 1, max(theme.MIN_TEXT, int(14 * s)) - 1, -1):
                if theme.text_width(name, size, "cond_bold") <= room:
                    px, text, face = size, name, True
                    break
    with theme.unscaled() if face else contextlib.nullcontext():
        tall = theme.line_h(px)
    return px, text, face, pygame.Rect(br.x + 2, br.y + 2, br.width - 4, tall + int(2 * s))


def sideways_tag(
    p: Painter, view: BeanzView, sl: SlotView, br: pygame.Rect, top: int
) -> tuple[pygame.Surface, int, int, list[Row]]:
    """A Sidewayz card's tag under its name (``top``, the name band's foot): (its picture, the
    pixels its values keep clear above, its centre's y, the values' rows). Where it leaves the
    values no row it is drawn smaller, as a face's words (at 200 % it hung under the card, over
    the Galaxy's Loot label), and under the card, at its smallest, only where even that leaves
    none."""
    s = p.scale
    px = p.info_px(br.width)
    first = p.position_img("sidewayz", br.width)
    least = max(theme.MIN_TEXT, int(15 * s))
    with theme.unscaled():  # smaller, each sized as a face's words are
        smaller = [theme.text("Sidewayz", size, (255, 255, 255), "cond_bold")
                   for size in range(first.get_height() - 4, least - 1, -2)]  # fmt: skip
    out = None
    for img in [first, *smaller]:
        tag_h = img.get_height() + int(4 * s)
        above, cy = 0, top + img.get_height()  # under the name where the values leave room
        rows, _ = p.values_panel(view, sl, br)
        if cy + tag_h // 2 > p.panel_rect(rows, br, px).y:  # else fewer values under it
            above = top + tag_h - br.y
            rows, _ = p.values_panel(view, sl, br, above)
            foot = p.panel_rect(rows, br, px).y
            cy = (top + foot) // 2 if top + tag_h <= foot else br.bottom + tag_h // 2 + 1
        out = (img, above, cy, rows)  # under the card: the smallest, the least in the way
        if cy < br.bottom:
            return img, above, cy, rows
    assert out is not None
    return out
