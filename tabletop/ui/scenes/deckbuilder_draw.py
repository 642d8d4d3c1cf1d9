"""How the deck builder looks: the collection's card tiles (``draw_tile``, also the collection
screen's), the three columns, the legality box, the cost or dot chart and the deck's rows.
Drawing only reads the scene (``deckbuilder_scene.DeckBuilderScene``); it changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.collection.sealed import sealed_note, unlimited
from tabletop.collection.sets import CardInfo, GameSet, get_set
from tabletop.engine.words import count
from tabletop.ui import focus, theme
from tabletop.ui.components import finish
from tabletop.ui.scenes.packs_scene import DOT_COLOURS, RARITY_COLOURS

if TYPE_CHECKING:
    from tabletop.ui.components.widgets import Button
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene

DOT_ORDER = ("red", "orange", "blue", "yellow", "green", "purple")
#: the words over the deck's rows
DECK_HEAD = "In the deck (click or drag out to remove)"
#: the same words while the keys' ring shows (the last input was a key)
DECK_HEAD_KEYS = "In the deck (Enter or Delete on a row to remove)"


def deck_head(b: DeckBuilderScene) -> str:
    """The words over the deck's rows: the pointer's way, or the keys' while the ring shows."""
    ring = getattr(b, "focus", None)
    return DECK_HEAD_KEYS if getattr(ring, "shown", False) else DECK_HEAD


def card_sub(info: CardInfo) -> str:
    parts = [(info.type or info.kind).capitalize()]
    if info.side:
        parts.append(info.side.capitalize())
    if info.cost is not None:
        parts.append(f"cost {info.cost}")
    return " · ".join(parts)


def tile_height(s: float, name_lines: int = 1) -> int:
    """A tile's height: its name's lines (two for a long name in a narrow tile) and its kind
    line (taller with large text)."""
    big, small = tile_sizes(s)
    two = name_lines * theme.line_h(big) + theme.line_h(small) + int(16 * s)
    return max(44, int(74 * s) + (name_lines - 1) * theme.line_h(big), two)


def tile_sizes(s: float) -> tuple[int, int]:
    """The design sizes of a tile's name (and count) and of its kind line."""
    return max(13, int(20 * s)), max(12, int(16 * s))


def tile_lines(gset: GameSet, info: CardInfo) -> list[str]:
    """A tile's second line, the longest first: the card's kind, side, cost and rarity, then
    without the rarity (its bar's colour and the large view say it) for a narrow tile."""
    return [card_sub(info) + f" · {gset.rarity(info.rarity).label}", card_sub(info)]


def tile_rooms(width: int, count_text: str, dotted: bool, s: float) -> tuple[int, int]:
    """The room on a tile ``width`` wide for the name (beside the count and the dot at the
    top right) and for the kind line (the tile's whole width under them)."""
    big, _small = tile_sizes(s)
    bar, pad = max(6, int(10 * s)), max(8, int(16 * s))
    left = pad + bar // 2
    right = int(10 * s) + theme.text_width(count_text, big, "bold") + int(10 * s)
    if dotted:
        right += 2 * max(6, int(10 * s)) + int(6 * s)
    return width - left - right, width - left - int(10 * s)


def tile_grid(
    grid: pygame.Rect, names: list[str], cols: int, tile: tuple[int, int], gap: int, scroll: int
) -> tuple[list[tuple[pygame.Rect, str]], int, int]:
    """The tiles of ``names`` laid in ``cols`` columns over ``grid`` from row ``scroll``: the
    tiles shown (rect, name), the rows that fit and the scroll kept within the rows there are."""
    w, h = tile
    rows_fit = max(1, (grid.h + gap) // (h + gap))
    rows = (len(names) + cols - 1) // cols
    scroll = max(0, min(scroll, rows - rows_fit))
    tiles = []
    for i, name in enumerate(names[scroll * cols : (scroll + rows_fit) * cols]):
        r, c = divmod(i, cols)
        tiles.append((pygame.Rect(grid.x + c * (w + gap), grid.y + r * (h + gap), w, h), name))
    return tiles, rows_fit, scroll


def tile_name_lines(names: list[str], width: int, s: float, count_text: str) -> int:
    """The name lines the tiles of a grid need: 2 when a name shown would not fit its tile
    ``width`` wide on one line even at the smallest size (large text, a small window), 3 when
    one would not fit on two ("Austin Powers, International Man of Mystery" on 1024x600)."""
    room, under = tile_rooms(width, count_text, True, s)
    if not any(theme.text_width(n, theme.MIN_TEXT, "bold") > room for n in names):
        return 1
    return 3 if any(len(wrap_beside(n, theme.MIN_TEXT, room, under)) > 2 for n in names) else 2


def tile_name(
    name: str, big: int, room: int, lines: int, rest: int | None = None
) -> tuple[int, list[str]]:
    """A tile's name: on one line (shrunk down to the floor if need be), or wrapped onto
    ``lines`` lines, the first ``room`` wide (beside the count), the others ``rest`` (the
    tile's width under it; "Austin Powers, International Man of..." was cut while the line
    under the count had the room); shortened only when even that does not hold it."""
    size = theme.fit_px(name, big, room, "bold")
    if theme.text_width(name, size, "bold") <= room or lines < 2:
        return theme.fit_text(name, big, room, "bold")[0], [
            theme.fit_text(name, big, room, "bold")[1]
        ]
    under = max(room, rest or room)
    size = big
    while size > theme.MIN_TEXT and len(wrap_beside(name, size, room, under)) > lines:
        size -= 1
    words = wrap_beside(name, size, room, under)
    if len(words) > lines:
        words = words[: lines - 1] + [" ".join(words[lines - 1 :])]
    rooms = [room] + [under] * (len(words) - 1)
    return size, [theme.fit_text(w, size, r, "bold")[1] for w, r in zip(words, rooms, strict=True)]


def wrap_beside(text: str, size: int, first: int, rest: int) -> list[str]:
    """``text`` in bold at ``size`` wrapped at its words, its first line ``first`` wide and the
    others ``rest``."""
    lines: list[str] = []
    cur = ""
    for word in text.split():
        trial = f"{cur} {word}" if cur else word
        if cur and theme.text_width(trial, size, "bold") > (rest if lines else first):
            lines.append(cur)
            cur = word
        else:
            cur = trial
    return [*lines, cur] if cur else lines


def draw_tile(
    dest: pygame.Surface,
    rect: pygame.Rect,
    game: str,
    name: str,
    count_text: str,
    s: float,
    dim: bool = False,
) -> None:
    """A compact card tile: rarity bar, name (on two or three lines in a tall tile when it is long)
    with the dot and copies at its right, and under them the kind line."""
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
    x = rect.x + max(8, int(16 * s)) + bar.w // 2
    big, small = tile_sizes(s)
    name_room, line_room = tile_rooms(rect.w, count_text, bool(info.dot), s)
    lines = next((k for k in (3, 2) if rect.h >= tile_height(s, k)), 1)
    size, words = tile_name(name, big, name_room, lines, line_room)
    y = rect.y + int(8 * s)
    if len(words) < lines:  # a short name in a tall tile: amid the room above the kind
        y += (rect.h - int(16 * s) - theme.line_h(small) - len(words) * theme.line_h(size)) // 2
    named = pygame.Rect(x, y, 0, 0)
    for k, word in enumerate(words):
        r = theme.blit_text(dest, word, size, (x, y), fg, "bold")
        named = r if k == 0 else named
        y += theme.line_h(size)
    line = next(
        (t for t in tile_lines(gset, info) if theme.text_width(t, theme.MIN_TEXT) <= line_room),
        tile_lines(gset, info)[-1],
    )
    size2, line = theme.fit_text(line, small, line_room, "sans")
    theme.blit_text(dest, line, size2, (x, rect.bottom - int(8 * s)), sub, anchor="bottomleft")
    right = rect.right - int(10 * s)
    theme.blit_text(dest, count_text, big, (right, named.centery), fg, "bold", anchor="midright")
    if info.dot:
        dot_r = max(6, int(10 * s))
        c = (right - theme.text_width(count_text, big, "bold") - dot_r - int(6 * s), named.centery)
        pygame.draw.circle(dest, DOT_COLOURS[info.dot], c, dot_r)
        pygame.draw.circle(dest, (0, 0, 0), c, dot_r, 1)
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
    b.toasts.draw(surf, w // 2, int(h - 170 * s), s, clear=[x.rect for x in b.buttons])
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
    column_enter(b, surf, head, body)
    if not b.sealed:
        label = "Your decks" if b.deck_list else "No deck saved yet"
        theme.blit_wrapped(surf, label, head, b.decks_label, theme.TEXT, "bold", line_gap=1.0)
        if b.decks_hidden:  # more saved decks than the column holds
            theme.blit_text(
                surf,
                hidden_rows_words(b.decks_above, b.decks_hidden - b.decks_above),
                max(12, int(16 * s)),
                (b.decks_area.right - 12, b.decks_area.bottom),
                theme.MUTED,
                anchor="bottomright",
            )
    else:  # down to the column's next button (at 200 % it stopped mid-sentence above room)
        top = b.decks_top - int(30 * s)
        below = [x.rect.top for x in b.buttons if b.left.contains(x.rect) and x.rect.top > top]
        room = pygame.Rect(b.left.x + 12, top, b.left.w - 24, min(below, default=b.left.bottom))
        room.height -= top + int(8 * s)
        theme.blit_wrapped(
            surf,
            f"Sealed pool: {sealed_note(b.game)}. Build a "
            f"{b.gset.formats[b.fmt].label} deck from them and play the computer.",
            body,
            room,
            theme.MUTED,
        )


def draw_collection(
    b: DeckBuilderScene, surf: pygame.Surface, head: int, body: int, dragging: str | None
) -> None:
    """The middle column: the search box, the counts line, the card tiles (the hovered one
    outlined while nothing is dragged) and the scroll bar."""
    s = b.s
    b.search.draw(surf, body)
    keys, mouse = hint_texts(b)
    hint = (filter_enter(b, body) or keys) if focus.ring(b).shown else mouse
    theme.blit_wrapped(surf, hint, body, b.hint_at.inflate(0, 4), theme.MUTED)
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


def hint_texts(b: DeckBuilderScene, width: int = 0) -> tuple[str, str]:
    """The line over the cards: how many are shown, then the keys (while the keyboard has the
    focus) or the mouse's gestures; in fewer words where the full ones take more than two
    lines of ``width`` (``hint_at``'s; large text: at 200 % they took four lines and left
    room for four cards)."""
    owned = sum(b.pool[n] for n in b.cards if not unlimited(b.game, b.pool[n]))
    free_kinds = sum(1 for n in b.cards if unlimited(b.game, b.pool[n]))
    copies = count(owned, "copy", "copies") + (f", {free_kinds} at will" if free_kinds else "")
    counts = f"{count(len(b.cards), 'card')} ({copies})"
    tries = [
        (
            f"{counts} · Enter or +: add the focused card · - or Delete: take one out · "
            "I: see it large",
            f"{counts} · click or drag a card onto the deck · right-click or hold: see it large",
        ),
        (
            f"{counts} · Enter/+: add · -/Delete: take out · I: large",
            f"{counts} · click/drag: add · right-click: large",
        ),
        (f"{counts}\n+/-: add/take out · I: large", f"{counts}\nclick: add · right-click: large"),
        (f"{counts} · +/-: add/take out · I: large", f"{counts} · click: add · right-click: large"),
    ]
    body, room = max(12, int(20 * b.s)), width or b.hint_at.width
    for pair in tries:
        if all(len(theme.wrap(x, body, room)) <= 2 for x in pair):
            return pair
    return tries[-1]


def untold(b: DeckBuilderScene) -> Button | None:
    """The focused button when it has no room to say "[Enter]" itself (large text: a focused
    "Rename" or "Type: any" named no key; its words keep their size)."""
    ring = focus.ring(b)
    here = ring.current(focus.scene_targets(b)) if ring.shown else None
    button = next((x for x in b.buttons if here and x.rect == here.rect), None)
    if button is None:
        return None
    size = button.natural_px()
    return None if button.fits(f"{button.label} [Enter]", size, button.label_room(size)) else button


def filter_enter(b: DeckBuilderScene, body: int) -> str | None:
    """The line over the cards while a filter button is focused that cannot say "[Enter]"
    itself: the counts, then what Enter does there, in the lines the line has."""
    button = untold(b)
    key = next((k for k, r in b.filter_rects.items() if button and r == button.rect), None)
    if key is None:
        return None
    name = b.filter_label(key).split(": ", 1)[0]
    counts = hint_texts(b)[0].split(" · ", 1)[0].split("\n", 1)[0]
    room = 1 + max(0, b.hint_at.h - theme.line_h(body)) // theme.line_h(body, 1.15)
    one = f"{counts} · [Enter]: the next {name}"
    if len(theme.wrap(one, body, b.hint_at.width)) == 1:
        return one
    two = f"{counts}\n[Enter]: the next {name}"
    return two if len(theme.wrap(two, body, b.hint_at.width)) <= room else f"[Enter]: next {name}"


def column_enter(b: DeckBuilderScene, surf: pygame.Surface, head: int, body: int) -> None:
    """Right of the left column's heading, while one of its buttons is focused that cannot
    say "[Enter]" itself (two to a row at 200 %): "[Enter]: Rename"."""
    button = untold(b)
    if button is None or not b.left.contains(button.rect):
        return
    room = b.left.w - 36 - theme.text_width("Sealed pool" if b.sealed else "Deck", head, "bold")
    said = f"[Enter]: {button.label.replace(chr(10), ' ')}"
    px, said = theme.fit_text(said, body, room, "bold")
    at = (b.left.right - 12, b.left.y + int(14 * b.s) + theme.line_h(head) // 2)
    theme.blit_text(surf, said, px, at, theme.ACCENT, "bold", anchor="midright")


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
    box = pygame.Rect(b.right.x + 10, y, b.right.w - 20, b.legal_h)
    pygame.draw.rect(surf, (60, 24, 24) if fails else (22, 60, 36), box, border_radius=8)
    yy = theme.blit_wrapped(surf, msg, body, box.inflate(-16, -12), colour, "bold")
    if b.legal_more:
        theme.blit_wrapped(
            surf,
            b.legal_more,
            max(12, body - 3),
            pygame.Rect(box.x + 8, yy + 2, box.w - 16, box.bottom - yy),
            (230, 190, 180),
        )


def legality_box(b: DeckBuilderScene, most: int) -> tuple[int, str]:
    """The legality box's height and its small print: the next two failing rules, or one, or
    only how many more there are, whichever fits ``most`` pixels (with large text the box
    grows to hold them; at least its usual 120 at 1080p)."""
    s = b.s
    body = max(12, int(20 * s))
    small = max(12, body - 3)
    width = b.right.w - 20 - 16
    fails = b.failures()
    msg = fails[0] if fails else "Legal: ready to play"
    top = len(theme.wrap(msg, body, width, "bold")) * int(theme.font_px(body) * 1.15) + 2 + 12
    more = [""]
    if len(fails) > 1:
        head = f"and {len(fails) - 1} more"
        more = [f"{head}: " + "; ".join(fails[1 : 1 + k]) for k in (2, 1)] + [
            f"{head} rules to meet"
        ]
    for words in more:
        lines = len(theme.wrap(words, small, width - 16)) if words else 0
        height = max(int(120 * s), top + lines * int(theme.font_px(small) * 1.15) + 4)
        if height <= most or words == more[-1]:
            return height, words
    return int(120 * s), ""


def hidden_rows_words(above: int, below: int) -> str:
    """What the deck's list has scrolled away, and which way: "+3 more below (scroll)",
    "+2 above, +3 below (scroll)" (a new player read "+10 more" as below when they were
    above)."""
    parts = [f"+{n} {where}" for n, where in ((above, "above"), (below, "below")) if n]
    if len(parts) == 1:
        parts[0] = parts[0].replace(" ", " more ", 1)
    return f"{', '.join(parts)} (scroll)"


def draw_deck_rows(
    b: DeckBuilderScene, surf: pygame.Surface, body: int, dragging: str | None
) -> None:
    """The cards in the deck, one row per name (the row being dragged out is left out), with
    what is scrolled away and the empty deck's hint."""
    s = b.s
    theme.blit_wrapped(surf, deck_head(b), max(12, int(18 * s)), b.deck_head, theme.MUTED)
    for r, name, c in b.rows:
        if dragging == name and b.press and b.press[0] == "deck":
            continue
        draw_deck_row(b, surf, r, name, c, body)
    if b.rows_hidden:
        theme.blit_text(
            surf,
            hidden_rows_words(b.rows_above, b.rows_hidden - b.rows_above),
            max(12, int(16 * s)),
            (b.deck_area.right, b.deck_area.bottom),
            theme.MUTED,
            anchor="bottomright",
        )
    if not b.deck:  # under the words over the rows (at 200 % on 1920x1080 they took two
        box = b.deck_area.inflate(-10, -60).move(0, 30)  # lines and ran into these)
        top = max(box.top, b.deck_head.bottom + int(12 * s))
        theme.blit_wrapped(
            surf,
            "Empty: click a card of your collection or drag it here (keys: + or Enter on it).",
            body,
            pygame.Rect(box.x, top, box.width, box.bottom - top),
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
    counted = theme.blit_text(
        surf,
        f"{copies}×",
        body,
        (r.x + int(16 * s), r.centery),
        theme.ACCENT,
        "bold",
        anchor="midleft",
    )
    x = max(r.x + int(66 * s), counted.right + int(10 * s))  # large text: a space after "2×"
    room = r.w - int(150 * s) - (x - r.x - int(66 * s))
    sz, label = theme.fit_text(name, body, room)
    theme.blit_text(surf, label, sz, (x, r.centery), theme.TEXT, anchor="midleft")
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
    # room for the title and the tallest bar's count above, the labels below
    top = r.y + 6 + 2 * theme.line_h(small)
    base = r.bottom - theme.line_h(small) - 6
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
