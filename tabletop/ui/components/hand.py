"""The one hand layout: cards side by side in a row, overlapping evenly when the row is too
narrow, centred or left-aligned in their area. Every game's hand (and any row of cards) uses it.
``HandMotion`` says where a row's cards are drawn (and picked) while it changes."""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from tabletop.ui import theme
from tabletop.ui.components.card import LAYOUTS
from tabletop.ui.components.textfit import NARROW, blit_narrowed


def hand_rects(
    n: int,
    area: pygame.Rect,
    card: tuple[int, int],
    gap: int = 8,
    align: str = "center",
    y: int | None = None,
) -> list[pygame.Rect]:
    """``n`` card rects of size ``card`` in ``area``: a gap of ``gap`` between cards while they
    fit, else an even overlap so the row never leaves ``area``; ``align`` is "center" or "left";
    the row's top is ``y`` (default: the top of ``area``)."""
    if n <= 0:
        return []
    w, h = card
    step = w + gap
    if n > 1 and (n - 1) * step + w > area.width:
        step = max(1, (area.width - w) // (n - 1))
    total = step * (n - 1) + w
    x0 = area.x + (area.width - total) // 2 if align == "center" else area.x
    top = area.y if y is None else y
    return [pygame.Rect(x0 + i * step, top, w, h) for i in range(n)]


#: seconds a card takes to glide to its new place in the row
SLIDE = 0.18
#: a card gone from the row (dragged out and played): the others first stay this long where they
#: were, so a second quick drag finds the next card where the player saw it
SETTLE = 0.6


class HandMotion:
    """Where a row's cards are drawn, and so where they are picked, at a time passed in.

    When the row changes, every card glides from where it is drawn to its new place (a new card
    glides in from where it came from, ``arrive``, else appears in its place). When cards only left the row, the others keep their places for
    ``SETTLE`` seconds first, and for as long as a press or a drag is on (``hold``): the row
    never closes up under a pointer that is about to pick the next card. Drawing and
    hit-testing ask with the same time (the table's frame time), so the card picked is the card
    drawn under the pointer. ``now`` None (a still table: screenshots, replays): no motion."""

    def __init__(self) -> None:
        self._sig: tuple[Any, ...] | None = None
        self._from: dict[Any, pygame.Rect] = {}
        self._to: dict[Any, pygame.Rect] = {}
        self._t0 = 0.0
        self._origin: dict[Any, pygame.Rect] = {}

    def arrive(self, key: Any, rect: pygame.Rect) -> None:
        """Card ``key`` is coming into the row from ``rect`` (a draw: from the deck). Said
        before the row is next placed, or after a placing that already saw it come in (it then
        glides from ``rect`` instead of standing in its place)."""
        if key in self._to and key not in self._from:
            self._from[key] = rect
        else:
            self._origin[key] = rect

    def _at(self, key: Any, now: float) -> pygame.Rect:
        goal = self._to[key]
        start = self._from.get(key, goal)
        k = min(1.0, max(0.0, (now - self._t0) / SLIDE))
        e = 1 - (1 - k) ** 3
        return pygame.Rect(
            round(start.x + (goal.x - start.x) * e),
            round(start.y + (goal.y - start.y) * e),
            goal.width,
            goal.height,
        )

    def place(
        self, keys: list[Any], targets: list[pygame.Rect], now: float | None, hold: bool = False
    ) -> list[pygame.Rect]:
        sig = (tuple(keys), tuple(tuple(r) for r in targets))
        if now is None or self._sig is None:
            self._sig, self._t0 = sig, 0.0
            self._from, self._to, self._origin = {}, dict(zip(keys, targets)), {}
            return list(targets)
        if sig != self._sig:
            old = self._sig[0]
            shown = {k: self._at(k, now) for k in old}
            self._from = {k: shown[k] for k in keys if k in shown}
            for k in keys:
                if k not in shown and k in self._origin:
                    self._from[k] = self._origin.pop(k)
            self._to = dict(zip(keys, targets))
            gone = [k for k in old if k not in keys]
            only_left = bool(gone) and [k for k in old if k in keys] == list(keys)
            self._t0 = now + SETTLE if only_left else now
            self._sig = sig
        if hold and now < self._t0:
            self._t0 = now + SETTLE  # a press or a drag on: the row waits
        return [self._at(k, now) for k in keys]

    def moving(self, now: float | None) -> bool:
        """Still waiting or gliding at ``now``."""
        if now is None or now >= self._t0 + SLIDE:
            return False
        return any(self._from.get(k, r) != r for k, r in self._to.items())


class TabPlan(NamedTuple):
    """A name tab: its rectangle, text size in pixels (drawn ``theme.unscaled``) and lines;
    ``down``: the lines run down the strip (turned a quarter, read top to bottom)."""

    rect: pygame.Rect
    px: int
    lines: list[str]
    down: bool = False


def name_tab(
    surf: pygame.Surface, card: pygame.Rect, shown: int, name: str, scale: float, game: str = ""
) -> None:
    """A card of an overlapping row shows only its left ``shown`` pixels, which cut its centred
    name: the name again, on a dark tab at the top of that strip, over the whole of ``game``'s
    face title. It is the card's own name, so it is sized as a card face's words are (down to
    12 px, not the interface's scaled floor): across the strip at the text size in force where
    it fits, else its words on two lines or a smaller size, down to 12 px; where a word is
    wider than the strip even at 12 px (a hand of fifteen or more read "Assas- sin", "Protec-
    tor"), the name runs down the strip, whole, turned a quarter like a book's spine, over the
    card's art down to four fifths of its height (above its type band). Never broken inside a
    word; shortened only past all that."""
    plan = _tab_plan(card, shown, name, scale, game)
    if plan is None:
        return
    tab, px, lines, down = plan
    pad = max(2, int(3 * scale))
    pygame.draw.rect(surf, (20, 22, 30), tab, border_radius=max(3, int(5 * scale)))
    if down:  # a narrow spine, and the whole strip's part of the face's title covered
        title = pygame.Rect(tab.x, tab.y, shown - pad, _title_bottom(card, name, game) - tab.y)
        pygame.draw.rect(surf, (20, 22, 30), title, border_radius=max(3, int(5 * scale)))
    with theme.unscaled():  # ``px`` is in pixels, as a face's words
        lh = theme.line_h(px)
        if down:
            # the first line on the right, as a page turned a quarter clockwise reads
            x = tab.centerx + lh * len(lines) // 2
            for line in lines:
                x -= lh
                words = pygame.transform.rotate(
                    theme.text(line, px, (245, 245, 240), "cond_bold"), -90
                )
                surf.blit(words, (x, tab.y + pad))
            return
        y = tab.centery - lh * len(lines) // 2
        room = tab.width - 2 * pad
        for line in lines:
            at = (tab.x + pad, y)  # narrowed where wider than the tab (``_squeezed``)
            blit_narrowed(surf, line, px, "cond_bold", at, "topleft", (245, 245, 240), room, False)
            y += lh


def type_tab(
    surf: pygame.Surface,
    card: pygame.Rect,
    shown: int,
    name: str,
    scale: float,
    game: str = "",
    initials: bool = False,
    band: tuple[int, int] | None = None,
    rules: str = "",
) -> tuple[str, str]:
    """A card of an overlapping row shows only its left ``shown`` pixels, which cut its type
    line ("MIS", "REA" in a hand of seventeen): the line again, whole, on a dark tab over that
    strip's part of the face's plate: the word where it fits across the strip at 12 px or
    more, else its initial ("M"; "R/M" for REACTION / MISSION) as large as the plate holds,
    which the hand's legend names (``GameView.type_legend``); with ``initials`` the initial
    however wide the strip (a row says its types one way). With the row's ``band``
    (``type_band``) the tab reaches over it and its words lie in it: level across the row; a
    text box's head above the band is blanked, its ``rules`` written again in it where they
    fit (``rules_again``).
    Returns (initial drawn, its word); ("", "") when the word itself (or nothing) is drawn."""
    plan = type_plan(card, shown, name, scale, game, initials)
    if plan is None:
        return "", ""
    rect, px, text, word = plan
    words = rect if band is None else pygame.Rect(rect.x, card.y + band[0], rect.w, band[1])
    if rect.top < words.top:  # a text box's head above the band: blanked in the box's colour
        head = pygame.Rect(rect.x, rect.y, rect.w, words.top - rect.y)
        face = LAYOUTS[(game, name, card.size)]  # (a dark tab over it read as a hole)
        fill = surf.get_at((max(rect.x, card.x + face["text"][0]) + 2, rect.y + 2))
        surf.fill(fill, head)
        rules_again(surf, head, rules, face.get("plan") or {}, fill)
    rect = words if rect.top < words.top else rect.union(words)
    pygame.draw.rect(surf, (20, 22, 30), rect, border_radius=max(3, int(5 * scale)))
    stats = plate_stats(card, shown, name, scale, game)
    with theme.unscaled():  # ``px`` is in pixels, as a face's words
        if stats is not None:  # the plate's value line ("Mojo 10") stays read, under the type
            spx, line = stats
            low = pygame.Rect(rect.x, rect.bottom - theme.line_h(spx), rect.w, theme.line_h(spx))
            theme.blit_text(surf, line, spx, low.center, (245, 245, 240), "cond_bold", "center")
            words = pygame.Rect(words.x, words.y, words.w, max(1, low.top - words.y))
            while px > theme.MIN_TEXT and theme.line_h(px) > words.height + 2:
                px -= 1
        theme.blit_text(surf, text, px, words.center, (245, 245, 240), "cond_bold", "center")
    return ("", "") if text == word else (text, word)


def rules_again(
    surf: pygame.Surface, box: pygame.Rect, rules: str, plan: dict[str, Any], fill: Any
) -> None:
    """A covered card's rules text again in ``box``, its text box's head over the row's type
    band (blanked in ``fill``, the box's colour), where it fits (``rules_fit``): a crowded
    Espionage hand showed the Courier's "Draw 2 cards." strip as an empty grey bar."""
    fit = rules_fit(box, rules, plan)
    if fit is None:
        return
    size, kind, at = fit
    ink = (28, 28, 32) if sum(tuple(fill)[:3]) > 384 else (240, 240, 235)
    with theme.unscaled():  # (the size is in pixels, as a face's words)
        theme.blit_wrapped(surf, rules, size, at, ink, kind, centre=True, line_gap=1.12)


def rules_fit(
    box: pygame.Rect, rules: str, plan: dict[str, Any]
) -> tuple[int, str, pygame.Rect] | None:
    """``rules`` wrapped whole in ``box``: at the face's size, else smaller down to the floor
    (size in pixels, font, the lines' box); None where they do not fit or there are none."""
    text = plan.get("text")
    if not rules or not text:
        return None
    px, kind = text
    room = box.inflate(-4, -2)
    with theme.unscaled():
        for size in range(max(int(px), theme.MIN_TEXT), theme.MIN_TEXT - 1, -1):
            lines = theme.wrap(rules, size, room.width, kind)
            need = (len(lines) - 1) * int(theme.font_px(size) * 1.12) + theme.line_h(size)
            wide = max(theme.text_width(x, size, kind) for x in lines)
            if need <= room.height and wide <= room.width:
                top = room.y + (room.height - need) // 2
                return size, kind, pygame.Rect(room.x, top, room.w, need + 2)
    return None


def plate_stats(
    card: pygame.Rect, shown: int, name: str, scale: float, game: str
) -> tuple[int, str] | None:
    """The value line ("Mojo 10") of a face whose plate holds only its type and that line,
    which ``type_tab`` covers: its size in pixels (the face's, down to 12 px to fit the strip)
    and words, for the tab to say too; None for a face with rules text (the tab leaves its
    values be) or none."""
    face = LAYOUTS.get((game, name, card.size)) if game else None
    plan = face.get("plan") if face else None
    if not plan or plan.get("text") or not plan.get("stats") or not plan.get("type"):
        return None
    pad = max(2, int(3 * scale))
    room = shown - 4 * pad
    size, _font, line = plan["stats"]
    with theme.unscaled():
        for px in range(max(size, theme.MIN_TEXT), theme.MIN_TEXT - 1, -1):
            if theme.text_width(str(line), px, "cond_bold") <= room:
                return px, str(line)
        figure = str(line).split()[-1]  # "10" where "Mojo 10" is wider than the strip
        return theme.MIN_TEXT, figure


def type_band(cards: list[pygame.Rect], tabs: list[pygame.Rect]) -> tuple[int, int] | None:
    """One band for a row's type tabs (``tabs``, each on its card of ``cards``), as (top,
    height) from a card's top: the lowest-lying type lines (the plates at the cards' foot)
    together, so the tabs lie level across the row; a card whose type line heads its rules
    text, higher up, has its tab reach down to the band (``type_tab``). None: no tab."""
    offsets = [(t.top - c.top, t.bottom - c.top) for c, t in zip(cards, tabs)]
    if not offsets:
        return None
    low = max(bottom for _top, bottom in offsets)
    top = min(top for top, bottom in offsets if bottom == low)
    return top, low - top


def type_plan(
    card: pygame.Rect, shown: int, name: str, scale: float, game: str, initials: bool = False
) -> tuple[pygame.Rect, int, str, str] | None:
    """``type_tab``'s tab (over the type line: the plate's middle, or the text box's top
    line), text size in pixels, text and the face's type word (None where the strip shows the
    whole line or the face has none)."""
    face = LAYOUTS.get((game, name, card.size)) if game else None
    plan = face.get("plan") if face else None
    if face is None or not plan or not plan.get("type"):
        return None
    pad = max(2, int(3 * scale))
    if shown >= card.width - pad:
        return None
    size, _font, word = plan["type"]
    plate = pygame.Rect(face["text"])
    rect = pygame.Rect(card.x + pad, card.y + plate.y, shown - 2 * pad, plate.height)
    room = rect.width - 2 * pad
    with theme.unscaled():
        if plan.get("text"):  # a text box under it: the type line is its top line
            rect.height = min(rect.height, theme.line_h(max(size, theme.MIN_TEXT)) + 2 * pad)
        for px in range(max(size, theme.MIN_TEXT), theme.MIN_TEXT - 1, -1):
            if not initials and theme.text_width(word, px, "cond_bold") <= room:
                return rect, px, word, word
        short = "/".join(part.strip()[:1] for part in word.split("/"))
        for px in range(max(size, theme.MIN_TEXT) * 3 // 2, theme.MIN_TEXT - 1, -1):
            fits = theme.text_width(short, px, "cond_bold") <= room
            if fits and theme.line_h(px) <= rect.height + 2:
                return rect, px, short, word
    return None


#: how far a hand card's outline (``GameView.draw_hand_cards``: up to 4 px wide, around the card
#: grown by 5 px) reaches left over the card before it
OUTLINE_REACH = 5


def cost_tab(
    surf: pygame.Surface,
    card: pygame.Rect,
    shown: int,
    name: str,
    cost: object,
    scale: float,
    game: str = "",
) -> pygame.Rect | None:
    """The cost badge of a card whose right part (and its badge) the next card of an
    overlapping row hides: again, at the right end of the ``shown`` strip, under the name's tab
    (``name_tab``). Returns the badge's rectangle (None when nothing is hidden)."""
    pad = max(2, int(3 * scale))
    if shown >= card.width - pad:
        return None
    plan = _tab_plan(card, shown, name, scale, game)
    # the figure at the text size in force; the badge round it with a margin (at 200 % text
    # the figure was twice the size of its badge)
    px = theme.font_px(max(theme.MIN_TEXT, int(13 * scale)))
    with theme.unscaled():
        ink = max(theme.text_width(str(cost), px, "bold"), theme.line_h(px) * 3 // 4)
    r = max(theme.MIN_TEXT // 2 + 3, int(11 * scale), ink // 2 + max(3, int(4 * scale)))
    top = plan[0].bottom + pad if plan else card.y + pad
    # clear of the next card's edge by more than its glow outline reaches over it (a badge
    # against the edge lost a third of its figure under the outline at 200 % text)
    right = shown - pad - OUTLINE_REACH
    centre = (card.x + max(r + pad, right - r), top + r)
    pygame.draw.circle(surf, (250, 246, 230), centre, r)
    pygame.draw.circle(surf, (40, 40, 40), centre, r, max(1, int(2 * scale)))
    with theme.unscaled():  # ``px`` is in pixels
        theme.blit_text(surf, str(cost), px, centre, (20, 20, 20), "bold", anchor="center")
    return pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)


def _title_bottom(card: pygame.Rect, name: str, game: str) -> int:
    """Where ``game``'s face title of ``name`` ends on ``card`` (at least the top tenth)."""
    face = LAYOUTS.get((game, name, card.size)) if game else None
    return card.y + max(face["title"].bottom if face else 0, int(card.height * 0.115))


def _tab_plan(card: pygame.Rect, shown: int, name: str, scale: float, game: str) -> TabPlan | None:
    """``name_tab``'s tab (None where no tab is drawn)."""
    down = _title_bottom(card, name, game) - card.y
    pad = max(2, int(3 * scale))
    room = shown - 2 * pad
    if room < 24 or shown >= card.width - pad:
        return None
    px = theme.font_px(max(12, int(15 * scale)))  # the size in force, in pixels
    font = "cond_bold"
    top = int(card.height * 0.02)
    with theme.unscaled():
        most = max(1, (card.height * 3 // 5 - top) // max(1, theme.line_h(theme.MIN_TEXT)))
        inner = room - pad  # the tab's width less its padding either side
        fitted = tab_words(name, px, inner, font, min(2, most)) or _squeezed(name, inner, font)
        if fitted is None:
            length = card.height * 4 // 5 - top  # down the art, above the card's type band
            turned = tab_down(name, px, inner, length - 2 * pad, font)
            if turned is not None:
                size, lines = turned
                long = max(theme.text_width(x, size, font) for x in lines) + 2 * pad
                high = max(long, int(card.height * 0.115), down - top)
                # a spine as wide as its lines, so the art shows beside it
                wide = min(shown - pad, theme.line_h(size) * len(lines) + 2 * pad)
                return TabPlan(
                    pygame.Rect(card.x + pad, card.y + top, wide, high), size, lines, True
                )
            px, text = theme.fit_text(
                name, theme.fit_px(name, px, room - 2 * pad, font), room - 2 * pad, font
            )
            fitted = (px, [text])
        px, lines = fitted
        lh = theme.line_h(px)
    high = max(lh * len(lines) + 2, int(card.height * 0.115), down - top)  # over the title
    return TabPlan(pygame.Rect(card.x + pad, card.y + top, shown - pad, high), px, lines)


#: how far a tab's name may be narrowed, at 12 px, before it is turned down the strip
SQUEEZE = NARROW


def _squeezed(name: str, room: int, font: str) -> tuple[int, list[str]] | None:
    """``name`` at 12 px on one line, narrowed to ``room`` by at most ``SQUEEZE`` (a hand of
    fourteen at 1280x720: "Bodyguard" is 66 px at 12 px in a 60 px strip), rather than turned
    down the strip over the card's art; None when even that is too wide."""
    if theme.text_width(name, theme.MIN_TEXT, font) * SQUEEZE <= room:
        return theme.MIN_TEXT, [name]
    return None


def tab_words(name: str, px: int, room: int, font: str, most: int) -> tuple[int, list[str]] | None:
    """``name`` in ``room`` pixels with no word broken: one line at the largest size from
    ``px`` down to three quarters of it, else its words on up to ``most`` lines at the largest
    size that holds each, down to the floor ("Double / Agent" rather than "Double Agent" much
    smaller); None when a word is wider than the room even at the floor."""
    for size in range(theme.px(px), theme.px(px * 3 // 4) - 1, -1):
        if theme.text_width(name, size, font) <= room:
            return size, [name]
    if most < 2:
        return None
    for size in range(theme.px(px), theme.MIN_TEXT - 1, -1):
        lines = theme.wrap(name, size, room, font)
        if len(lines) <= most and all(theme.text_width(x, size, font) <= room for x in lines):
            return size, lines
    return None


def tab_down(name: str, px: int, room: int, length: int, font: str) -> tuple[int, list[str]] | None:
    """``name`` running down a strip ``room`` pixels wide and ``length`` long, no word broken:
    one line at the largest size from ``px`` down to 12 px, else its words side by side (as
    many lines as the strip's width holds); None when a word is longer than ``length`` even
    at 12 px."""
    for size in range(theme.px(px), theme.MIN_TEXT - 1, -1):
        lh = theme.line_h(size)
        if lh > room:
            continue
        if theme.text_width(name, size, font) <= length:
            return size, [name]
        lines = theme.wrap(name, size, length, font)
        if len(lines) * lh <= room and all(
            theme.text_width(x, size, font) <= length for x in lines
        ):
            return size, lines
    return None
