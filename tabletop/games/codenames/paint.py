"""Marvel Codenames' own art: the team colours and emblems, where everything goes (``Geo``), and
the cached card surfaces (``Faces``): the word cards (or the picture side), the key's marks on
an uncovered card and the covers, each naming its kind by pattern, emblem and text as well as
colour."""

from __future__ import annotations

import contextlib
import math
import re
import zlib
from typing import Any

import pygame

from tabletop.games.codenames.rules.types import Cover
from tabletop.ui import assets, theme
from tabletop.ui.components import art as art_component
from tabletop.ui.components import keybadge
from tabletop.ui.components.widgets import label_pad

COVER_SECONDS = 0.45
SQUEEZE = 0.8
#: with large text a long word may be set a little more condensed than that
SQUEEZE_MORE = 0.75
TEAM_NAME = {"hydra": "HYDRA", "shield": "S.H.I.E.L.D."}
KIND_LABEL = {
    "hydra": "HYDRA",
    "shield": "S.H.I.E.L.D.",
    "neutral": "BYSTANDER",
    "assassin": "ASSASSIN",
}
KIND_COLOUR = {
    "hydra": (196, 36, 44),
    "shield": (36, 96, 200),
    "neutral": (190, 172, 128),
    "assassin": (22, 22, 26),
}
#: lighter team colours for text on the dark felt
TEXT_COLOUR = {"hydra": (255, 110, 110), "shield": (120, 175, 255)}
COVER_SPRITE = {
    "HYDRA": "cover_hydra",
    "S.H.I.E.L.D.": "cover_shield",
    "Double Agent": "cover_double",
    "Neutral": "cover_neutral",
    "Infinity Gauntlet": "cover_neutral",
    "Thanos": "cover_assassin",
}
EMBLEM = {"hydra": "emblem_hydra", "shield": "emblem_shield", "assassin": "emblem_assassin"}
PICTURE_HUES = [
    (200, 70, 60),
    (60, 120, 200),
    (70, 150, 90),
    (170, 100, 190),
    (210, 150, 40),
    (40, 150, 160),
]


def name_case(word: str) -> str:
    """A printed name in name case: HELL'S KITCHEN -> Hell's Kitchen, SPIDER-MAN -> Spider-Man
    (``str.title`` would give Hell'S); small words inside a name stay small: Cloak of
    Levitation, Guardians of the Galaxy, Howard the Duck."""
    out = re.sub(r"[A-Za-z]+(?:'[A-Za-z]+)?", lambda m: m.group(0).capitalize(), word)
    return re.sub(r"(?<=\s)(Of|The)(?=\s)", lambda m: m.group(0).lower(), out)


def other(team: str) -> str:
    return "shield" if team == "hydra" else "hydra"


def number_text(n: Any) -> str:
    return "\u221e" if n == "unlimited" else str(n)


def grow_pad() -> int:
    """What large text adds round a button's words (none at 100 %, 16 px at 200 %)."""
    return int(16 * (theme.ui_scale() - 1.0))


def entry_rows(s: float) -> tuple[int, int]:
    """The clue entry's box height and the number buttons' height, both holding their text."""
    box = max(int(62 * s), theme.line_h(38 * s) + int(12 * s))
    nums = max(int(40 * s), theme.line_h(24 * s) + 4 + grow_pad())
    return box, nums


#: the peek button's words
PEEK = "Hold to see the key  [Tab]"


def bottom_widths(geo: Geo, x: int, dwin: str) -> tuple[int, int]:
    """The widths of the buttons in the row under the table from ``x``: Hold to see the key as
    wide as its words where the row has the room beside the Director window's button (``dwin``
    its words; the banner in the left column: the row under the grid), and that button."""
    s = geo.s
    dwin_w = max(int(310 * s), theme.text_width(dwin, int(21 * s), "bold") + int(20 * s))
    words = theme.text_width(PEEK, int(21 * s), "bold") + int(20 * s)
    room = geo.bottom.right - x - dwin_w - int(12 * s)
    return max(int(340 * s), min(words, room)), dwin_w


def bottom_place(
    geo: Geo, at: tuple[int, int, int], dwin: str, taken: list[pygame.Rect]
) -> tuple[int, int, int]:
    """Where the row of Hold to see the key and the Director window's button lies (``at``: its
    left, top and height) clear of the table's move buttons (``taken``: Allow and Refuse took
    its row at large text): its top and the two widths. As wide as usual where that is clear,
    else a row higher where the grid leaves the room, else beside the move buttons, each
    button's share of the room as its words' (their text a little smaller, never cut)."""
    x, y, h = at
    s = geo.s
    peek_w, dwin_w = bottom_widths(geo, x, dwin)
    row = pygame.Rect(x, y, peek_w + dwin_w + int(12 * s), h)
    hit = [r.left for r in taken if r.colliderect(row)]
    if not hit or y - h - int(10 * s) >= geo.grid.bottom + int(6 * s):
        return (y - h - int(10 * s) if hit else y), peek_w, dwin_w
    words = [theme.text_width(t, int(21 * s), "bold") + int(20 * s) for t in (PEEK, dwin)]
    room = min(hit) - x - 2 * int(12 * s)
    share = min(words[0], room * words[0] // sum(words))
    return y, share, min(words[1], room - share)


def banner_height(s: float, entry: bool = True) -> int:
    """The banner over the grid: 130 at 100 %; with large text as tall as its tallest content
    (a clue being guessed: its team's line and the clue word; the clue entry, where it may
    show (``entry``): the box, the numbers and a hint of two lines)."""
    base = int(130 * s)
    if theme.ui_scale() <= 1.0:
        return base
    clue = int(16 * s) + 2 * theme.line_h(22 * s) + theme.line_h(64 * s) + int(6 * s)
    if not entry:  # else what is asked: two lines of its head over a line (``banner_asked``)
        asked = int(22 * s) + 2 * theme.line_h(36 * s) + int(8 * s) + theme.line_h(22 * s)
        return max(base, clue, asked + int(6 * s))
    box, nums = entry_rows(s)
    rows = int(12 * s) + box + int(10 * s) + nums + int(8 * s) + 2 * theme.line_h(17 * s)
    return max(base, clue, rows + int(10 * s))


#: the most of the width the left column takes (``Geo``'s ``column``): the number buttons then
#: stand closer (at 200 % on 1280x720), and the grid's cards stay as large as at 100 %
COLUMN_MOST = 0.42


def number_row(s: float) -> int:
    """How wide the clue entry's row of numbers is: "Number:" and the buttons 1-9 each as wide
    as its digit (``entry.draw_numbers``), with the banner's padding at both ends."""
    label = theme.text_width("Number:", int(20 * s), "bold") + int(12 * s)
    bw = max(int(48 * s), theme.text_width("8", int(24 * s), "bold") + 2 * label_pad() + int(4 * s))
    return label + 9 * bw + 8 * int(6 * s) + 2 * int(16 * s)


class Geo:
    """Where everything goes inside ``area`` (the table's play area or the Director window);
    ``column``: the banner heads the left column, as wide as the clue entry's row of numbers
    (``COLUMN_MOST`` at most), over the team plates and the clues, instead of lying over the grid (large text: the
    banner's height came out of the grid's cards), and the grid beside it is as tall as the
    table, its buttons under it. ``entry``: the clue entry may show in the banner (a person
    directs at this table); without it a banner at large text is only as tall as a clue being
    guessed, and the grid's cards grow by what it gives back (the lesson's at 200 % on
    1280x720: 101x72, not 93x67). ``foot``: the grid keeps the bottom row's height free (its
    buttons lie under it); without it (nothing of that row beside the left column: the
    ``rooms.main_geo`` rule) the grid reaches down to the margin."""

    def __init__(
        self,
        area: pygame.Rect,
        s: float,
        reserve_bottom: int = 0,
        banner: bool = True,
        column: bool = False,
        entry: bool = True,
        foot: bool = True,
    ) -> None:
        self.area = area
        self.s = s
        m = int(16 * s)
        self.m = m
        bottom_h = int(80 * s)
        limit = area.bottom - max(bottom_h, reserve_bottom)
        self.bottom = pygame.Rect(area.x + m, area.bottom - bottom_h, area.width - 2 * m, bottom_h)
        # large text: a wider column (the team names, the clue words) and a taller banner
        side_w = int(330 * s * min(1.35, theme.ui_scale()))
        self.side = pygame.Rect(area.x + m, area.y + m, side_w, limit - area.y - 2 * m)
        #: the Clues list's own place, beside the team plates (else under them, in ``side``)
        self.clues: pygame.Rect | None = None
        x1 = area.right - m
        self.column = column and banner
        if self.column:  # the column down to the window's foot, the buttons under the grid
            col_w = max(side_w, min(number_row(s), int((x1 - self.side.x) * COLUMN_MOST)))
            self.banner = pygame.Rect(self.side.x, area.y + m, col_w, banner_height(s, entry))
            under = self.banner.bottom + int(14 * s)
            self.side = pygame.Rect(self.side.x, under, col_w, area.bottom - m - under)
            x0 = self.side.right + int(20 * s)
            self.bottom.update(x0, self.bottom.y, x1 - x0, bottom_h)
            top = area.y + m + int(8 * s)  # the keys' ring round a top card clear of the bar
        else:
            x0 = self.side.right + int(20 * s)
            tall = banner_height(s, entry) if banner else 0
            self.banner = pygame.Rect(x0, area.y + m, x1 - x0, tall)
            top = self.banner.bottom + int(14 * s) if banner else area.y + m
        gap = int(12 * s)
        low = limit if foot or self.column else area.bottom - m
        gw, gh = x1 - x0, low - int(8 * s) - top
        cw = min((gw - 4 * gap) / 5, (gh - 4 * gap) / 5 * 1.4)
        ch = cw / 1.4
        self.card = (int(cw), int(ch))
        total_w = 5 * int(cw) + 4 * gap
        total_h = 5 * int(ch) + 4 * gap
        gx = x0 + (gw - total_w) // 2
        gy = top + (0 if self.column else max(0, (gh - total_h) // 2))
        self.grid = pygame.Rect(gx, gy, total_w, total_h)
        self.cells = [
            pygame.Rect(
                gx + (i % 5) * (int(cw) + gap), gy + (i // 5) * (int(ch) + gap), int(cw), int(ch)
            )
            for i in range(25)
        ]
        # a number key's badge has the top left corner of a grid card, left of the key's pill
        # (``Faces.key_geometry``): at 200 % it lay over the pill's name ("YDRA" for HYDRA)
        with theme.unscaled():  # the pill's name is drawn at 100 %, sized by the card
            need = max(theme.text_width(k, theme.MIN_TEXT, "bold") for k in KIND_LABEL.values())
        free = self.card[0] - PILL_EDGE - 4 - need - 8  # the name and its room's margins
        lead = badge_lead(s)
        least = keybadge.side(theme.MIN_TEXT) + lead
        #: 0: the cards are too small for a badge beside the pill (a lesson's grid at 200 %
        #: on 1280x720, the log's column kept for its box): the badge lies over the pill
        self.corner = 0 if free < least else min(keybadge.side(int(26 * s)) + lead, free)

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in enumerate(self.cells):
            if r.collidepoint(pos):
                return i
        return None


class Faces:
    """The card surfaces, cached by what they show and their size (``cache``)."""

    cache: dict[tuple[Any, ...], pygame.Surface]
    #: a covered card's label strip on its face, by (cover's name, word, size) as drawn last
    label_strips: dict[tuple[str, str, tuple[int, int]], pygame.Rect]

    @theme.face_text
    def card_face(
        self, word: str, kind: str, size: tuple[int, int], pictures: bool
    ) -> pygame.Surface:
        t = theme.card_scale()  # the player's text size: the word grows where it has room
        ck = ("face", word, kind, size, pictures, t)
        surf = self.cache.get(ck)
        if surf is not None:
            return surf
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA, 32)
        base = assets.image("codenames/word_card.png", size)
        if base is not None:
            surf.blit(base, (0, 0))
        else:
            pygame.draw.rect(surf, (236, 226, 200), surf.get_rect(), border_radius=max(4, w // 20))
        box, placed = word_plan(word, size, pictures, t)
        pygame.draw.rect(surf, (250, 246, 234), box, border_radius=max(3, w // 30))
        pygame.draw.rect(
            surf, (150, 130, 100), box, max(1, w // 160), border_radius=max(3, w // 30)
        )
        for line, size_px, font, at in placed:
            ts = theme.text(line, size_px, (24, 22, 30), font)
            if ts.get_width() > at.width:  # a long word a little condensed (``SQUEEZE``)
                ts = pygame.transform.smoothscale(ts, at.size)
            surf.blit(ts, at)
        if pictures:
            self._picture(
                surf,
                word,
                kind,
                pygame.Rect(int(w * 0.06), int(h * 0.05), int(w * 0.88), int(h * 0.62)),
            )
        else:
            # the word upside down in the top box, as printed on the real cards
            ts = theme.text(word, mirror_px(size), (110, 95, 70), "bold")
            at = mirror_rect(word, size, ink=False)
            if ts.get_size() != at.size:
                ts = pygame.transform.smoothscale(ts, at.size)
            surf.blit(pygame.transform.rotate(ts, 180), at)
        self.cache[ck] = surf
        return surf

    def _picture(self, surf: pygame.Surface, word: str, kind: str, r: pygame.Rect) -> None:
        """The asset's own picture (``sprites/codenames/art/``, drawn by
        ``tools/art/codenames.py``), else a simple icon per asset kind, tinted per word."""
        if art_component.paint(surf, "codenames", {}, word, r, 0):
            pygame.draw.rect(surf, (60, 50, 40), r, max(1, r.height // 50))
            return
        side = min(r.width, r.height)
        self._icon(surf, word, kind, pygame.Rect(r.centerx - side // 2, r.y, side, side))

    def _icon(self, surf: pygame.Surface, word: str, kind: str, r: pygame.Rect) -> None:
        """A simple icon per asset kind, drawn with shapes (no artwork), tinted per word."""
        hue = PICTURE_HUES[zlib.crc32(word.encode()) % len(PICTURE_HUES)]
        dark = tuple(max(0, c - 70) for c in hue)
        cx, cy = r.center
        u = min(r.width, r.height) / 2
        lw = max(1, int(u / 12))

        def person(x: float, y: float, k: float) -> None:
            pygame.draw.circle(surf, hue, (int(x), int(y - 0.35 * k)), int(0.28 * k))
            pygame.draw.circle(surf, dark, (int(x), int(y - 0.35 * k)), int(0.28 * k), lw)
            body = pygame.Rect(0, 0, int(0.9 * k), int(0.7 * k))
            body.midtop = (int(x), int(y - 0.02 * k))
            pygame.draw.rect(
                surf,
                hue,
                body,
                border_top_left_radius=int(0.4 * k),
                border_top_right_radius=int(0.4 * k),
            )
            pygame.draw.rect(
                surf,
                dark,
                body,
                lw,
                border_top_left_radius=int(0.4 * k),
                border_top_right_radius=int(0.4 * k),
            )

        if kind == "character":
            person(cx, cy, u * 1.45)
        elif kind == "team":
            person(cx - u * 0.75, cy + u * 0.15, u * 1.05)
            person(cx + u * 0.75, cy + u * 0.15, u * 1.05)
            person(cx, cy - u * 0.05, u * 1.3)
        elif kind == "place":
            base = pygame.Rect(0, 0, int(u * 1.3), int(u * 0.8))
            base.midbottom = (cx, int(cy + u * 0.85))
            pygame.draw.rect(surf, hue, base)
            pygame.draw.rect(surf, dark, base, lw)
            roof = [
                (base.left - int(u * 0.15), base.top),
                (cx, int(cy - u * 0.85)),
                (base.right + int(u * 0.15), base.top),
            ]
            pygame.draw.polygon(surf, dark, roof)
            door = pygame.Rect(0, 0, int(u * 0.34), int(u * 0.5))
            door.midbottom = base.midbottom
            pygame.draw.rect(surf, (250, 240, 220), door)
        else:  # item: a cut gem
            pts = [
                (cx, int(cy - u * 0.85)),
                (int(cx + u * 0.8), int(cy - u * 0.15)),
                (cx, int(cy + u * 0.9)),
                (int(cx - u * 0.8), int(cy - u * 0.15)),
            ]
            pygame.draw.polygon(surf, hue, pts)
            pygame.draw.polygon(surf, dark, pts, lw)
            pygame.draw.line(surf, dark, pts[1], pts[3], lw)
            pygame.draw.line(
                surf,
                (255, 255, 255),
                (cx, pts[0][1] + lw * 2),
                (int(cx - u * 0.3), int(cy - u * 0.2)),
                lw,
            )

    @theme.face_text
    def key_marks(self, kind: str, size: tuple[int, int], corner: int = 0) -> pygame.Surface:
        """What the key says about an uncovered card: a coloured frame, the kind's name in the
        top box and its emblem (shape and text, not colour alone); ``corner``: the top left
        corner a number badge takes (``Geo.corner``), the name right of it."""
        ck = ("key", kind, size, corner)
        surf = self.cache.get(ck)
        if surf is not None:
            return surf
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA, 32)
        col = KIND_COLOUR[kind]
        bw = key_frame(size)
        pygame.draw.rect(
            surf, (*col, 235), surf.get_rect(), width=bw, border_radius=max(4, w // 22)
        )
        pill, room, emblems = self.key_geometry(kind, size, corner)
        pygame.draw.rect(surf, (*col, 245), pill, border_radius=pill.height // 2)
        fg = (40, 30, 20) if kind == "neutral" else (250, 250, 250)
        em = EMBLEM.get(kind)
        img = assets.image(f"codenames/{em}.png", emblems[0].size) if em and emblems else None
        for r in emblems:
            if img is not None:
                surf.blit(img, r)
        label = KIND_LABEL[kind]
        size_px = max(theme.MIN_TEXT, int(pill.height * 0.62))
        while size_px > 6 and theme.text(label, size_px, fg, "bold").get_width() > room.width:
            size_px -= 1
        theme.blit_text(surf, label, size_px, room.center, fg, "bold", "center")
        self.cache[ck] = surf
        return surf

    @staticmethod
    def key_geometry(
        kind: str, size: tuple[int, int], corner: int = 0
    ) -> tuple[pygame.Rect, pygame.Rect, list[pygame.Rect]]:
        """An uncovered card's key marks: the kind's pill, the room its name is written in and
        the two emblems in the top corners, beside the pill ("S.H.I.E.L.D." and "ASSASSIN"
        are never under them): on a small card the pill widens for its name at the smallest
        readable size and the emblems shrink, or are left out (the name says the kind). The
        name is written right of ``corner`` (a number badge's, ``Geo.corner``): the pill
        reaches further right where it must, its colour under the badge."""
        w, h = size
        need = theme.text_width(KIND_LABEL[kind], theme.MIN_TEXT, "bold") + 16
        pw = min(w - 8, max(int(w * 0.6), need))
        pill = pygame.Rect((w - pw) // 2, int(h * 0.08), pw, max(int(h * 0.22), theme.MIN_TEXT + 4))
        room = pill.inflate(-8, 0)
        if room.x < corner:
            right = min(w - PILL_EDGE, max(pill.right, corner + need - 4))
            pill.width = right - pill.x
            room = pygame.Rect(corner, pill.y, pill.right - 4 - corner, pill.height)
        emblems: list[pygame.Rect] = []
        e = min(int(h * 0.3), pill.x - int(w * 0.02) - 2, w - pill.right - int(w * 0.02) - 2)
        if kind in EMBLEM and e >= int(h * 0.15):
            emblems = [
                pygame.Rect(int(w * 0.02), int(h * 0.03), e, e),
                pygame.Rect(w - e - int(w * 0.02), int(h * 0.03), e, e),
            ]
        return pill, room, emblems

    @theme.face_text
    def cover_face(self, cover: Cover, word: str, size: tuple[int, int]) -> pygame.Surface:
        name = str(cover.get("name", "Neutral"))
        kind = str(cover.get("card", "neutral"))
        t = theme.card_scale()  # the player's text size: the label grows where it has room
        ck = ("cover", name, kind, word, size, t)
        surf = self.cache.get(ck)
        if surf is not None:
            return surf
        w, h = size
        # the word stays readable on a strip, for the history of the game
        strip = pygame.Rect(int(w * 0.04), int(h * 0.76), int(w * 0.92), int(h * 0.19))
        label = word if name != "Infinity Gauntlet" else f"{word} \u2014 GAUNTLET"
        # the largest size that fits, bold then condensed bold; never cut at both ends
        room = strip.width - 10
        size_px = int(strip.height * 0.62)
        font = "bold"
        fit = theme.fit_px(label, size_px, room, font)
        if theme.text_width(label, fit, font) > room:
            font = "cond_bold"
            fit = theme.fit_px(label, size_px, room, font)
        fit, shown = theme.fit_text(label, fit, room, font)
        lines = [shown]
        if shown != label:  # one line would cut it: two lines on a taller strip
            tall = pygame.Rect(strip.x, int(h * 0.5), strip.width, strip.bottom - int(h * 0.5))
            two, px = fit_word(label, room, tall.height)
            if len(two) > 1:  # no larger than a one-line name: a label, not a headline
                px = min(px, size_px)
                high = assets.font(px, "bold").get_linesize() * len(two) + int(h * 0.04)
                tall.top = strip.bottom - high
                tall.height = high
                strip, lines, fit, font = tall, two, px, "bold"
        if t > 1.0:
            strip, lines, fit, font = grown_label(label, strip, (lines, fit, font), h, t)
        strip, lines, fit, font, raw = whole_label(label, strip, (lines, fit, font), h)
        self.label_strips[(name, word, size)] = strip.copy()
        sprite, colour = COVER_SPRITE.get(name, "cover_neutral"), KIND_COLOUR.get(kind, (120,) * 3)
        surf = cover_ground(name, sprite, size, strip.top, colour)  # the emblem above the label
        if name == "Double Agent" and kind in EMBLEM:
            self.mark(
                surf, kind, pygame.Rect(int(w * 0.05), int(h * 0.07), int(h * 0.2), int(h * 0.2))
            )
        band = pygame.Surface(strip.size, pygame.SRCALPHA, 32)
        pygame.draw.rect(band, (0, 0, 0, 150), band.get_rect(), border_radius=strip.height // 3)
        surf.blit(band, strip)
        lh = assets.font(fit, font).get_linesize()
        y0 = strip.centery - lh * len(lines) // 2 + lh // 2
        with theme.unscaled() if raw else contextlib.nullcontext():
            for i, line in enumerate(lines):
                at = (strip.centerx, y0 + i * lh)
                theme.blit_text(surf, line, fit, at, (250, 250, 250), font, "center")
        self.cache[ck] = surf
        return surf

    def mark(self, surf: pygame.Surface, kind: str, r: pygame.Rect) -> None:
        """A small square naming a card's kind by colour and emblem (or letter)."""
        pygame.draw.rect(surf, KIND_COLOUR[kind], r, border_radius=3)
        pygame.draw.rect(surf, (240, 240, 240), r, 1, border_radius=3)
        em = EMBLEM.get(kind)
        if em:
            img = assets.image(f"codenames/{em}.png", (r.width, r.height))
            if img is not None:
                surf.blit(img, r)
        else:  # the letter sized by its square, at any text size (at 200 % it ran over names)
            with theme.unscaled():
                theme.blit_text(
                    surf, "N", int(r.height * 0.8), r.center, (40, 30, 20), "bold", "center"
                )


def key_frame(size: tuple[int, int]) -> int:
    """How wide the key's coloured frame round an uncovered card is (``Faces.key_marks``)."""
    return max(4, int(size[1] * 0.075))


#: a word line as drawn on a card: (text, px, font kind, where: squeezed to its width)
Placed = tuple[str, int, str, pygame.Rect]


#: how far inside a card's edge the key's pill keeps (``Faces.key_geometry``)
PILL_EDGE = 4


def badge_lead(s: float) -> int:
    """What a number badge's corner holds beside the badge: its inset from the card's left
    edge (``focus_parts.badge_rect``) and a pixel's clearance from the pill."""
    return max(2, int(3 * s)) + 2


def mirror_box(size: tuple[int, int]) -> pygame.Rect:
    """A word card's top box, where its word is printed small and upside down."""
    w, h = size
    return pygame.Rect(int(w * 0.24), int(h * 0.11), int(w * 0.52), int(h * 0.15))


def mirror_px(size: tuple[int, int]) -> int:
    return max(8, int(mirror_box(size).height * 0.6))


@theme.face_text
def mirror_rect(word: str, size: tuple[int, int], ink: bool = True) -> pygame.Rect:
    """Where a word card's upside-down word is drawn on it (narrowed to its box where long),
    its letters' ink (``ink``: a lesson's arrow keeps off it, ``names``) or its whole text."""
    top = mirror_box(size)
    ts = theme.text(word, mirror_px(size), (110, 95, 70), "bold")
    (w0, h0), box = ts.get_size(), ts.get_bounding_rect()
    tw, th = w0, h0
    if tw > top.width - 6:
        tw, th = top.width - 6, max(4, int(th * (top.width - 6) / tw))
    at = pygame.Rect(0, 0, tw, th).move(top.centerx - tw // 2, top.centery - th // 2)
    if not ink:
        return at
    kx, ky = tw / w0, th / h0  # turned upside down: the ink's far corner comes first
    x, y = at.x + int((w0 - box.right) * kx), at.y + int((h0 - box.bottom) * ky)
    return pygame.Rect(x, y, math.ceil(box.width * kx), math.ceil(box.height * ky))


@theme.face_text  # sized by the card, as drawn on it
def badge_room(geo: Geo, i: int, word: str, pictures: bool) -> pygame.Rect:
    """Where a number key's badge may lie on grid card ``i``: in its top left corner
    (``Geo.corner``), left of the key's pill and above its word, reaching up into the gap over
    the card but not onto the card above; no higher than the corner is wide, so the badge
    (as wide as it is high) keeps left of the pill (at 200 % a badge over the card's corner
    covered its word and the word of the card above, then the pill's name: "YDRA")."""
    r = geo.cells[i]
    box = word_plan(word, r.size, pictures, theme.card_scale())[0]  # the word's white box
    gap = max(0, geo.cells[5].top - geo.cells[0].bottom - 1)
    if not geo.corner:
        return pygame.Rect(r.x, r.y - gap, r.width // 2, box.top - 1 + gap)
    bottom = r.y + box.top - 1
    high = min(bottom - (r.y - gap), geo.corner - badge_lead(geo.s))
    return pygame.Rect(r.x, bottom - high, geo.corner, high)


def word_plan(
    word: str, size: tuple[int, int], pictures: bool, t: float = 1.0
) -> tuple[pygame.Rect, list[Placed]]:
    """A word card's word box and its lines as drawn, at text scale ``t``. At 100 % (and on
    the picture side) the box is larger than the sprite's, so the word reads across the room.
    With large text the word grows up to ``t`` times its 100 % size where the card has room:
    the box reaches up to under the key's pill (``Faces.key_geometry``) and across the card,
    in bold or condensed bold, shrinking back to what fits; a name on one line at 100 % is
    never split at its hyphen (a name on two lines may take three). Where nothing larger
    fits, the 100 % box and lines."""
    w, h = size
    box = pygame.Rect(int(w * 0.06), int(h * 0.43), int(w * 0.88), int(h * 0.49))
    if pictures:  # the picture fills the top and the name sits under it
        box = pygame.Rect(int(w * 0.06), int(h * 0.7), int(w * 0.88), int(h * 0.25))
    # long words are set a little condensed (up to SQUEEZE) rather than much smaller
    room = box.width - int(w * 0.05)
    lines, px = fit_word(word, int(room / SQUEEZE), box.height - int(h * 0.04))
    best = (box, room, lines, px, "bold")
    if t > 1.0 and not pictures:
        pill = Faces.key_geometry("shield", size)[0]
        top = pill.bottom + int(h * 0.03)
        edge = key_frame(size)  # inside the key's coloured frame
        big = pygame.Rect(edge, top, w - 2 * edge, min(int(h * 0.95), h - edge) - top)
        # the letters keep a margin inside the plate's border, across and down (at 200 %
        # "JESSICA / JONES" ran over the plate's sides and its bottom line); on a small card
        # a long name that grows only without it keeps a pixel's gap ("NIGHTCRAWLER")
        split = any(x.endswith("-") for x in lines)  # at 100 % split at its hyphen already
        for margin, down in ((plate_margin(size),) * 2, (1 if w < 100 else 2, 2)):
            wide = big.width - 2 * margin
            for font in ("bold", "cond_bold"):
                got, gpx = fit_word(
                    word, int(wide / SQUEEZE_MORE), big.height - int(h * 0.04), font,
                    round(px * t), split,
                )  # fmt: skip
                while gpx > px and not ink_fits(big, got, gpx, font, down):
                    gpx -= 1
                if max(gpx, theme.MIN_TEXT) > max(best[3], theme.MIN_TEXT):  # 12 px or more
                    best = (big, wide, got, gpx, font)
            if best[0] is big:
                break
    grown = best[0] is not box
    box, room, lines, px, font = best
    lh = int(px * 1.02)
    y = line_top(box, lines, px, font, grown)  # the letters in the middle
    placed: list[Placed] = []
    for line in lines:
        lw, lht = theme.font(px, font).size(line)
        at = pygame.Rect(0, y, min(lw, room), lht)
        at.centerx = box.centerx
        placed.append((line, px, font, at))
        y += lh
    return box, placed


def fit_word(
    word: str,
    width: int,
    height: int,
    font: str = "bold",
    most: int | None = None,
    hyphen: bool = True,
) -> tuple[list[str], int]:
    """The word's lines (one, or two split at a space or hyphen) and the largest font size
    (bold, or ``font``; at most ``most``) that fits ``width`` x ``height``; ``hyphen``: a
    line may end at the word's hyphen."""
    options: list[list[str]] = [[word]]
    parts = re.findall(r"[^ \-]+-?", word)
    if len(parts) >= 2:
        # every way to cut the word's parts into two lines, then into three
        for c in range(1, len(parts)):
            options.append(
                [" ".join(parts[:c]).replace("- ", "-"), " ".join(parts[c:]).replace("- ", "-")]
            )
    if len(parts) >= 3:
        for a in range(1, len(parts) - 1):
            for b in range(a + 1, len(parts)):
                options.append(
                    [" ".join(p).replace("- ", "-") for p in (parts[:a], parts[a:b], parts[b:])]
                )
    best: tuple[list[str], int] = ([word], 8)
    for lines in options:
        lines = [x.strip() for x in lines]
        if not hyphen and any(x.endswith("-") for x in lines[:-1]):
            continue
        cap = int(height / (len(lines) * 1.02))
        size = min(cap, int(height * 0.62), most or cap)
        while size > 8:
            f = assets.font(size, font)
            if (
                max(f.size(x)[0] for x in lines) <= width
                and f.get_linesize() * len(lines) <= height * 1.18
            ):
                break
            size -= 1
        if size > best[1]:
            best = (lines, size)
    return best


def double_agent_note(view: Any) -> list[tuple[str, tuple[int, int, int]]]:
    """The reveal's half-red, half-blue card explained: the Double Agent cover on the
    starting team's ninth hero (a new player could not tell what it was)."""
    for c in view["grid"]:
        cover = c.get("cover")
        if cover is not None and cover.get("name") == "Double Agent":
            team = TEAM_NAME.get(str(cover.get("card")), "")
            return [
                (
                    f"The half red, half blue card ({name_case(c['word'])}) is the Double "
                    f"Agent cover: the starting team has 9 heroes and 8 covers of its colour, "
                    f"so its ninth hero is covered by the Double Agent. The emblem in its "
                    f"corner says whose hero it was: {team.rstrip('.')}.",
                    theme.MUTED,
                )
            ]
    return []


def word_above(head: str, word: str, size: int, room: int, across: int) -> int | None:
    """A clue too long for its row beside the emblem even at the floor ("INTERDIMENSIONAL 2"
    at 200 % ran past the panel): the size its word takes alone on a row above it, ``across``
    the panel (None: the clue fits its row)."""
    if theme.text_width(head, theme.fit_px(head, size, room, "bold"), "bold") <= room:
        return None
    return theme.fit_px(word, size, across, "bold")


from tabletop.games.codenames.coverlabel import cover_ground, grown_label, whole_label  # noqa: E402
from tabletop.games.codenames.plateink import (  # noqa: E402
    ink_fits,
    line_top,
    plate_margin,
)
