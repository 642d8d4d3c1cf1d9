"""Where an RPG Get! table card's PP (an Enemy's EP) pill, its status pills and its HP words
lie (``Painter.draw_marks`` draws them, on the card's own face: unscaled).

A card with room has its pills under its name, the PP on the left and the statuses down the
right (``pill_spot``). A low card (200 % on 1024x600: the rows' cards 54 px high, the arena's
49) had its pills over its name's second line and over the HP band: there the pills are drawn
close round their letters, side by side in the row under the name, and where not even that
row lies between the name and the band, on the band's line beside the HP words. The rows and
the arena make such a card as wide as its pills need (``marks_width``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.games.rpgget.emblems import hp_words
from tabletop.games.rpgget.labels import face_card
from tabletop.games.rpgget.rules.state import ICONS  # the rules' status labels
from tabletop.ui import theme

#: between two pills of a low card's row
GAP = 2

Pill = tuple[str, pygame.Surface, pygame.Rect]


@dataclass
class Marks:
    """A card's marks: its PP pill (tag, rect), its status pills (status, tag, rect), the HP
    words, their font and where they lie, and whether everything lies clear of the name and
    the HP words (a card too narrow for its low row of pills is not)."""

    cost: tuple[pygame.Surface, pygame.Rect] | None = None
    pills: list[Pill] = field(default_factory=list)
    hp_text: str = ""
    hp_kind: str = "bold"
    words: pygame.Rect = field(default_factory=pygame.Rect)
    clear: bool = True
    in_band: bool = False  # the pills on the band's line (a card too low for their row)


def marks_px(scale: float, fs: int) -> int:
    """The HP band's text size (drawn unscaled: the card's own face)."""
    return 12 if scale < 0.8 else max(12, fs - 3)


def pill_px(scale: float) -> int:
    return 12 if scale < 0.8 else 15


def band_rect(r: pygame.Rect, marks_px: int) -> pygame.Rect:
    """The HP band at the card's foot (its text at ``marks_px``, drawn unscaled)."""
    fpx = theme.font_px(marks_px)
    return pygame.Rect(r.x + 3, r.bottom - fpx - 12, r.width - 6, fpx + 9)


def bar_rect(band: pygame.Rect, scale: float) -> pygame.Rect:
    return pygame.Rect(band.x + 3, band.y + 3, band.width - 6, max(4, int(6 * scale)))


def tight(tag: pygame.Surface) -> pygame.Surface:
    """A pill's words cut to their ink (a font's blank rows off): a low card's pill."""
    ink = tag.get_bounding_rect()
    return tag.subsurface(ink).copy() if ink.width and ink.height else tag


def words(c: dict[str, Any]) -> list[tuple[str | None, str]]:
    """A card's pills' words: (None, "PP 2") first where it has a cost, then (status, "PSN")."""
    out: list[tuple[str | None, str]] = []
    if c.get("cost"):  # a character's PP (an enemy's EP): what the party/enemy step counts
        out.append((None, f"{'PP' if c.get('type') == 'character' else 'EP'} {c['cost']}"))
    out += [(str(st), ICONS.get(str(st), str(st)[:3].upper())) for st in c.get("status", [])]
    return out


def hp_line(
    c: dict[str, Any], band: pygame.Rect, scale: float, px: int, left_x: int
) -> tuple[str, str, pygame.Rect]:
    """The HP words ("HP 7/7"), their font and their rect on the band, right of ``left_x``
    (a pill on the band's line), centred in what is left."""
    hp = max(1, int(c.get("hp", 1)))
    left = max(0, int(c.get("hp_left", hp)))
    bar = bar_rect(band, scale)
    start = max(band.x + 1, left_x)
    text, kind = hp_words(left, hp, px, band.right - start - 1)  # "HP" kept where it fits
    w = theme.text_width(text, px, kind)
    rect = pygame.Rect(0, bar.bottom, w, theme.font(px, kind).get_height())
    half = w // 2 + 1
    rect.centerx = (
        max(band.centerx, half)
        if left_x <= band.x
        else max((start + band.right) // 2, start + half)
    )
    return text, kind, rect


def low_row(
    c: dict[str, Any], r: pygame.Rect, y: int, px: int
) -> tuple[tuple[pygame.Surface, pygame.Rect] | None, list[Pill], int]:
    """A low card's pills side by side from its left at ``y``, close round their letters:
    the PP pill, then its statuses while they fit, the last saying how many more ("PSN +1",
    else "+2"), and where the row ends (past the card's edge: no room for them all)."""
    cost: tuple[pygame.Surface, pygame.Rect] | None = None
    pills: list[Pill] = []
    x, end = r.x + 3, r.right - 3

    def pill(word: str) -> tuple[pygame.Surface, pygame.Rect]:
        tag = tight(theme.text(word, px, (255, 255, 255), "bold"))
        return tag, pygame.Rect(x, y, tag.get_width() + 8, tag.get_height() + 4)

    listed = words(c)
    for i, (st, word) in enumerate(listed):
        if st is None:
            cost = pill(word)
            x = cost[1].right + GAP
            continue
        rest = len(listed) - i - 1  # the statuses after this one
        tag, box = pill(word)
        after = pill(f"+{rest}")[1].width + GAP if rest else 0
        if box.right + after <= end:
            pills.append((st, tag, box))
            x = box.right + GAP
            continue
        for short in ([f"{word} +{rest}"] if rest else []) + [f"+{rest + 1}"]:
            tag, box = pill(short)
            if box.right <= end:
                break
        pills.append((st, tag, box))
        x = box.right + GAP
        break
    return cost, pills, x - GAP


def low_marks(c: dict[str, Any], r: pygame.Rect, scale: float, marks_px: int) -> Marks:
    """A low card's marks: its row of pills under its name where it ends above the HP band,
    else on the band's line beside the HP words (``in_band``)."""
    px = pill_px(scale)
    band = band_rect(r, marks_px)
    top = name_top(c, r)
    probe = tight(theme.text("PP 0", px, (255, 255, 255), "bold"))
    m = Marks()
    if top + probe.get_height() + 4 <= band.y:  # the row under the name
        m.cost, m.pills, right = low_row(c, r, top, px)
        m.hp_text, m.hp_kind, m.words = hp_line(c, band, scale, marks_px, band.x)
        m.clear = right <= r.right - 3
        return m
    bar = bar_rect(band, scale)
    m.in_band = True
    m.cost, m.pills, right = low_row(c, r, bar.bottom, px)
    m.hp_text, m.hp_kind, m.words = hp_line(c, band, scale, marks_px, right + 3)
    named = name_top(c, r) <= band.y  # the name's lines end above the band
    m.clear = named and m.words.right <= band.right and m.words.x >= right + 2
    return m


def needs_low(c: dict[str, Any], r: pygame.Rect, scale: float, marks_px: int) -> bool:
    """Whether a card's pills laid the usual way (``Painter.badges``: their full height under
    the name, from a third of the card) would reach its HP band or lie over its name."""
    from tabletop.games.rpgget.layout import pill_row, title_bottom
    from tabletop.games.rpgget.name_clear import PLATE_SLACK

    if not words(c):
        return False
    px = pill_px(scale)
    h = theme.text("PP 0", px, (255, 255, 255), "bold").get_height() + 2
    bottom = r.y + title_bottom(face_card(c), r.size)
    y = r.y + pill_row(r.height)
    if bottom + 2 > y and bottom + 2 + theme.line_h(px, 1.0) + 2 <= r.bottom - px - 12:
        y = bottom + 2
    return y + h > band_rect(r, marks_px).y or bottom - PLATE_SLACK > y


def name_top(c: dict[str, Any], r: pygame.Rect) -> int:
    """Where a low card's row of pills begins: under its name's plate (its padding may
    reach a little past the ink), never above a third of the card."""
    from tabletop.games.rpgget.layout import pill_row, title_bottom
    from tabletop.games.rpgget.name_clear import PLATE_SLACK

    return r.y + max(pill_row(r.height), title_bottom(face_card(c), r.size) - PLATE_SLACK)


def marks_width(c: dict[str, Any], size: tuple[int, int], scale: float, marks_px: int) -> int:
    """The least width (from ``size``'s, at its height, up to three times it) at which a card's
    pills and HP words lie clear of its name and of each other: first with its pills in a
    row under the name (a long name kept on one line), else on the band's line; ``size``'s
    own for a card with room, or where no width does."""
    w, h = size
    with theme.unscaled():
        for band_ok in (False, True):
            for width in range(w, 3 * w + 1, 2):
                r = pygame.Rect(0, 0, width, h)
                if not needs_low(c, r, scale, marks_px):
                    return width
                m = low_marks(c, r, scale, marks_px)
                if m.clear and (band_ok or not m.in_band):
                    return width
    return w


def pill_spot(
    size: tuple[int, int],
    r: pygame.Rect,
    top: int,
    floor: int,
    taken: list[pygame.Rect],
    first: bool = False,
) -> pygame.Rect:
    """Where a status pill of a text ``size`` lies on card ``r``: down its right edge from
    ``top``, then in a column further left, over no pill in ``taken`` and above ``floor``
    (the HP band; the ``first`` status may reach it); on a card with no such room, at its
    bottom right over the others."""
    pill = pygame.Rect(0, 0, size[0] + 8, size[1] + 2)
    rights = [r.right - 3] + sorted({t.left - 2 for t in taken}, reverse=True)
    tops = sorted({top} | {t.bottom + 2 for t in taken if t.bottom + 2 > top})
    for right in rights:
        for y in tops:
            pill.topright = (right, y)
            if (
                r.contains(pill)
                and (pill.bottom <= floor or first)
                and not any(pill.colliderect(t) for t in taken)
            ):
                return pill.copy()
    pill.bottomright = (r.right - 3, max(floor, pill.height))
    pill.clamp_ip(r)
    return pill
