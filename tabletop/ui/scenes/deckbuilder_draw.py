"""How the deck builder looks: the collection's card tiles (``draw_tile``, also the collection
screen's), the three columns, the legality box, the cost or dot chart and the deck's rows.
Drawing only reads the scene (``deckbuilder_scene.DeckBuilderScene``); it changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.collection.sealed import sealed_note, unlimited
from tabletop.collection.sets import CardInfo, get_set
from tabletop.ui import focus, theme
from tabletop.ui.components import finish
from tabletop.ui.scenes.packs_scene import DOT_COLOURS, RARITY_COLOURS

if TYPE_CHECKING:
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene

DOT_ORDER = ("red", "orange", "blue", "yellow", "green", "purple")


def card_sub(info: CardInfo) -> str:
    parts = [(info.type or info.kind).capitalize()]
    if info.side:
        parts.append(info.side.capitalize())
    if info.cost is not None:
        parts.append(f"cost {info.cost}")
    return " · ".join(parts)


def tile_height(s: float) -> int:
    """A tile's height: its name and kind lines (taller with large text)."""
    big, small = max(13, int(20 * s)), max(12, int(16 * s))
    return max(44, int(74 * s), theme.line_h(big) + theme.line_h(small) + int(16 * s))


def draw_tile(
    dest: pygame.Surface,
    rect: pygame.Rect,
    game: str,
    name: str,
    count_text: str,
    s: float,
    dim: bool = False,
) -> None:
    """A compact card tile: rarity bar, name, kind line, dot, copies."""
    gset = get_set(game)
    info = gset.cards[name]
    bg = (58, 62, 70) if dim else (236, 230, 214)
    fg = (150, 150, 150) if dim else (20, 20, 30)
    sub = (130, 130, 130) if dim else (80, 80, 90)
    pygame.draw.rect(dest, bg, rect, border_radius=8)
    bar = pygame.Rect(rect.x, rect.y, max(6, int(10 * s)), rect.h)
    pygame.draw.rect(dest, RARITY_COLOURS.get(info.rarity, (80, 80, 80)), bar, border_radius=8)
    fin = "" if dim else finish.finish_of(game, name)
    if fin:  # a foil or holographic card: its sheen over the tile and its mark on the bar
        finish.paint(dest, rect, fin)
        finish.badge(dest, (bar.centerx + 1, rect.centery), fin, max(6, bar.w - 1))
    pad = max(8, int(16 * s))
    big = max(13, int(20 * s))
    small = max(12, int(16 * s))
    room = rect.w - pad - max(30, int(70 * s))
    size, label = theme.fit_text(name, big, room, "bold")
    theme.blit_text(dest, label, size, (rect.x + pad + bar.w // 2, rect.y + int(8 * s)), fg, "bold")
    line = card_sub(info) + f" · {gset.rarity(info.rarity).label}"
    size2, line = theme.fit_text(line, small, room, "sans")
    theme.blit_text(
        dest,
        line,
        size2,
        (rect.x + pad + bar.w // 2, rect.bottom - int(8 * s)),
        sub,
        anchor="bottomleft",
    )
    right = rect.right - int(10 * s)
    theme.blit_text(dest, count_text, big, (right, rect.centery), fg, "bold", anchor="midright")
    if info.dot:
        r = max(6, int(10 * s))
        c = (right - theme.text_width(count_text, big, "bold") - r - int(10 * s), rect.centery)
        pygame.draw.circle(dest, DOT_COLOURS[info.dot], c, r)
        pygame.draw.circle(dest, (0, 0, 0), c, r, 1)
    pygame.draw.rect(dest, (0, 0, 0), rect, 1, border_radius=8)


def draw_builder(b: DeckBuilderScene, surf: pygame.Surface) -> None:
    """The whole screen: the title, the three columns, the buttons, a dragged card, the toasts
    and the large card view on top."""
    w, h = b.size
    s = b.s
    surf.fill((22, 28, 36))
    big = max(16, int(40 * s))
    head = max(14, int(26 * s))
    body = max(12, int(20 * s))
    who = f" · {b.profile.name}" if b.profile is not None and not b.sealed else ""
    theme.blit_text(surf, b.title + who, big, (int(24 * s), int(24 * s)), theme.ACCENT, "serif")
    for rect in (b.left, b.middle, b.right):
        theme.panel(surf, rect)
    draw_decks_column(b, surf, head, body)
    dragging = b.press[1] if b.press is not None and b.dragging else None
    draw_collection(b, surf, head, body, dragging)
    b.name_box.draw(surf, body)
    draw_legality(b, surf, head, body)
    draw_chart(b, surf)
    draw_deck_rows(b, surf, body, dragging)
    for button in b.buttons + b.deck_buttons:
        button.draw(surf, s)
    focus.draw_focus(b, surf)
    if dragging is not None:
        draw_dragged(b, surf, dragging)
    b.toasts.draw(surf, w // 2, int(h - 170 * s), s)
    b.zoom.draw(surf, b.game, surf.get_rect(), s)


def draw_decks_column(b: DeckBuilderScene, surf: pygame.Surface, head: int, body: int) -> None:
    """The left column's headings: the saved decks, or what a sealed pool is."""
    s = b.s
    theme.blit_text(
        surf,
        "Sealed pool" if b.sealed else "Deck",
        head,
        (b.left.x + 12, b.left.y + int(14 * s)),
        theme.TEXT,
        "bold",
    )
    if not b.sealed:
        label = "Your decks" if b.deck_list else "No deck saved yet"
        size, label = theme.fit_text(label, head, b.left.w - 24, "bold")
        y = b.decks_top - max(int(38 * s), theme.line_h(head) + 2)
        theme.blit_text(surf, label, size, (b.left.x + 12, y), theme.TEXT, "bold")
    else:
        theme.blit_wrapped(
            surf,
            f"Sealed pool: {sealed_note(b.game)}. Build a "
            f"{b.gset.formats[b.fmt].label} deck from them and play the computer.",
            body,
            pygame.Rect(b.left.x + 12, b.decks_top - int(30 * s), b.left.w - 24, int(320 * s)),
            theme.MUTED,
        )


def draw_collection(
    b: DeckBuilderScene, surf: pygame.Surface, head: int, body: int, dragging: str | None
) -> None:
    """The middle column: the search box, the counts line, the card tiles (the hovered one
    outlined while nothing is dragged) and the scroll bar."""
    s = b.s
    b.search.draw(surf, body)
    shown = len(b.cards)
    owned = sum(b.pool[n] for n in b.cards if not unlimited(b.game, b.pool[n]))
    free_kinds = sum(1 for n in b.cards if unlimited(b.game, b.pool[n]))
    copies = f"{owned} copies" + (f", {free_kinds} at will" if free_kinds else "")
    how = (  # the keys while the keyboard has the focus, else the mouse's gestures
        "Enter or +: add the focused card · - or Delete: take one out · Z: see it large"
        if focus.ring(b).shown
        else "click or drag a card onto the deck · right-click or hold: see it large"
    )
    hint = f"{shown} cards ({copies}) · {how}"
    size, hint = theme.fit_text(hint, body, b.grid.w)
    theme.blit_text(surf, hint, size, (b.grid.x, b.grid.y - int(36 * s)), theme.MUTED)
    for rect, name in b.tiles:
        draw_tile(surf, rect, b.game, name, tile_count(b, name), s, dim=b.free(name) <= 0)
        if dragging is None and rect.collidepoint(b.mouse):  # hovered: it is live
            pygame.draw.rect(surf, theme.ACCENT, rect, 3, border_radius=8)
    rows_total = (len(b.cards) + b.cols - 1) // b.cols
    if rows_total > b.per_page_rows:
        frac = b.scroll / max(1, rows_total - b.per_page_rows)
        bar_h = max(20, b.grid.h * b.per_page_rows // rows_total)
        y = b.grid.y + int((b.grid.h - bar_h) * frac)
        pygame.draw.rect(
            surf,
            (120, 130, 140),
            (b.middle.right - int(10 * s), y, max(4, int(6 * s)), bar_h),
            border_radius=3,
        )
    if not b.cards:
        theme.blit_text(
            surf,
            "No card matches these filters.",
            head,
            b.grid.center,
            theme.MUTED,
            anchor="center",
        )


def tile_count(b: DeckBuilderScene, name: str) -> str:
    """A tile's count: copies left of those owned ("2/3"), how many the deck holds of a card
    owned at will, or how many more than owned an imported deck holds (never "-3/3")."""
    free, have = b.free(name), b.pool[name]
    if unlimited(b.game, have):
        return f"{have - free} in"
    if free < 0:
        return f"{-free} too many"
    return f"{free}/{have}"


def draw_legality(b: DeckBuilderScene, surf: pygame.Surface, head: int, body: int) -> None:
    """Under the deck's name: the count against the format's size and the first failing rule
    (red) or "Legal" (green), with the next two failures in small print."""
    s = b.s
    fmt = b.gset.formats[b.fmt]
    fails = b.failures()
    y = b.name_box.rect.bottom + int(14 * s)
    colour = theme.BAD if fails else theme.GOOD
    msg = fails[0] if fails else "Legal: ready to play"
    named = len(b.gset.formats) > 1 and "(" not in fmt.label
    count = f"{len(b.deck)} / {fmt.size} cards" + (f" · {fmt.label}" if named else "")
    theme.blit_text(surf, count, head, (b.right.x + 12, y), theme.TEXT, "bold")
    y += max(int(head * 1.4), theme.line_h(head, 1.2))
    box = pygame.Rect(b.right.x + 10, y, b.right.w - 20, int(120 * s))
    pygame.draw.rect(surf, (60, 24, 24) if fails else (22, 60, 36), box, border_radius=8)
    yy = theme.blit_wrapped(surf, msg, body, box.inflate(-16, -12), colour, "bold")
    if len(fails) > 1:
        more = f"and {len(fails) - 1} more: " + "; ".join(fails[1:3])
        theme.blit_wrapped(
            surf,
            more,
            max(12, body - 3),
            pygame.Rect(box.x + 8, yy + 2, box.w - 16, box.bottom - yy - 4),
            (230, 190, 180),
        )


def draw_deck_rows(
    b: DeckBuilderScene, surf: pygame.Surface, body: int, dragging: str | None
) -> None:
    """The cards in the deck, one row per name (the row being dragged out is left out), with
    what is scrolled away and the empty deck's hint."""
    s = b.s
    size, label = theme.fit_text(
        "In the deck (click or drag out to remove)", max(12, int(18 * s)), b.deck_area.w
    )
    theme.blit_text(surf, label, size, (b.deck_area.x, b.deck_area.y), theme.MUTED)
    for r, name, c in b.rows:
        if dragging == name and b.press and b.press[0] == "deck":
            continue
        draw_deck_row(b, surf, r, name, c, body)
    if b.rows_hidden:
        theme.blit_text(
            surf,
            f"+{b.rows_hidden} more (scroll)",
            max(12, int(16 * s)),
            (b.deck_area.right, b.deck_area.bottom),
            theme.MUTED,
            anchor="bottomright",
        )
    if not b.deck:
        theme.blit_wrapped(
            surf,
            "Empty: drag cards here from your collection.",
            body,
            b.deck_area.inflate(-10, -60).move(0, 30),
            theme.MUTED,
            centre=True,
        )


def draw_deck_row(
    b: DeckBuilderScene, surf: pygame.Surface, r: pygame.Rect, name: str, copies: int, body: int
) -> None:
    """One row of the deck: rarity bar, copies, name, and the dot colour or the cost."""
    s = b.s
    info = b.gset.cards[name]
    pygame.draw.rect(surf, (44, 52, 64), r, border_radius=6)
    pygame.draw.rect(
        surf,
        RARITY_COLOURS.get(info.rarity, (80, 80, 80)),
        (r.x, r.y, max(4, int(6 * s)), r.h),
        border_radius=4,
    )
    theme.blit_text(
        surf,
        f"{copies}×",
        body,
        (r.x + int(16 * s), r.centery),
        theme.ACCENT,
        "bold",
        anchor="midleft",
    )
    room = r.w - int(150 * s)
    sz, label = theme.fit_text(name, body, room)
    theme.blit_text(surf, label, sz, (r.x + int(66 * s), r.centery), theme.TEXT, anchor="midleft")
    if info.dot:
        pygame.draw.circle(
            surf, DOT_COLOURS[info.dot], (r.right - int(20 * s), r.centery), max(5, int(9 * s))
        )
    elif info.cost is not None:
        theme.blit_text(
            surf,
            str(info.cost),
            body,
            (r.right - int(14 * s), r.centery),
            theme.MUTED,
            anchor="midright",
        )


def draw_dragged(b: DeckBuilderScene, surf: pygame.Surface, name: str) -> None:
    """The card under the pointer (+1 from the collection, -1 out of the deck); the deck glows
    while a collection card is carried."""
    from_pool = bool(b.press and b.press[0] == "pool")
    if from_pool:
        theme.glow(surf, b.right)
    r = pygame.Rect(0, 0, b.tile_w, b.tile_h)
    r.center = b.mouse
    draw_tile(surf, r, b.game, name, "+1" if from_pool else "-1", b.s)


def chart_data(
    b: DeckBuilderScene,
) -> tuple[str, int | None, list[str], list[int], list[tuple[int, int, int]]]:
    """What the chart shows: (title, target line or None, labels, values, bar colours)."""
    infos = [b.gset.cards[n] for n in b.deck]
    if any(c.cost is not None for c in b.gset.cards.values()):
        costs = sorted({c.cost for c in b.gset.cards.values() if c.cost is not None})
        labels = [str(c) for c in costs]
        values = [sum(1 for i in infos if i.cost == c) for c in costs]
        return "Cost curve", None, labels, values, [theme.ACCENT] * len(costs)
    dots = [d for d in DOT_ORDER if any(c.dot == d for c in b.gset.cards.values())]
    labels = [d[:3] for d in dots]
    values = [sum(1 for i in infos if i.dot == d) for d in dots]
    return "Dots (5 of each)", 5, labels, values, [DOT_COLOURS[d] for d in dots]


def draw_chart(b: DeckBuilderScene, surf: pygame.Surface) -> None:
    """A cost curve (cards by cost), or for games without costs the dot colours (Austin:
    five of each is the rule; the line marks it)."""
    s = b.s
    r = b.chart
    pygame.draw.rect(surf, (30, 36, 46), r, border_radius=8)
    small = max(12, int(16 * s))
    title, target, labels, values, colours = chart_data(b)
    theme.blit_text(surf, title, small, (r.x + 10, r.y + 6), theme.MUTED, "bold")
    top = r.y + 2 * small + 16  # room for the title and the tallest bar's count
    base = r.bottom - small - 10
    hmax = max(1, base - top)
    peak = max([*values, target or 0, 1])
    n = len(values)
    bw = (r.w - 20) // max(1, n)
    for k, (v, lab, col) in enumerate(zip(values, labels, colours, strict=True)):
        x = r.x + 10 + k * bw
        bh = int(hmax * v / peak)
        pygame.draw.rect(surf, col, (x + bw // 6, base - bh, bw * 2 // 3, bh), border_radius=3)
        theme.blit_text(surf, lab, small, (x + bw // 2, base + 4), theme.MUTED, anchor="midtop")
        if v:
            theme.blit_text(
                surf,
                str(v),
                small,
                (x + bw // 2, base - bh - 2),
                theme.TEXT,
                "bold",
                anchor="midbottom",
            )
    if target is not None:
        ty = base - int(hmax * target / peak)
        pygame.draw.line(surf, (220, 220, 220), (r.x + 8, ty), (r.right - 8, ty), 1)
