"""Drawing the Codenames board (the main window's and the Director window's): the team plates
and the clue history on the left, the banner (the clue, the clue entry, what is asked, the
result) above the 5x5 grid, the grid with the key's marks and the covers dropping in, and the
main window's own buttons (the key peek, the Director window)."""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.games.codenames import dirwin
from tabletop.games.codenames.cluebanner import banner_clue
from tabletop.games.codenames.entry import draw_entry
from tabletop.games.codenames.paint import (
    COVER_SECONDS,
    KIND_COLOUR,
    PEEK,
    TEAM_NAME,
    TEXT_COLOUR,
    Geo,
    bottom_place,
    name_case,
    number_text,
    other,
    word_above,
)
from tabletop.games.codenames.plates import draw_gauntlet, draw_plate, plate_rects
from tabletop.games.codenames.rules.types import CodenamesView
from tabletop.ui import theme
from tabletop.ui.parts.second_window import supported as second_window_supported

if TYPE_CHECKING:
    from tabletop.games.codenames.view import View

WARN_SECONDS = 1.2


#: what the Director window is for, said while the pointer rests on its button (a player with
#: one screen could not tell what it did)
DWIN_HELP = (
    "Opens the key in a second window, for a second display such as a TV: the Directors "
    "look at it there while the Agents see only this screen."
)


def draw_bottom(
    v: View, surf: pygame.Surface, view: CodenamesView, pointer: tuple[int, int] | None = None
) -> None:
    """The main window's own buttons under the left column (the key peek, the Director
    window), and while the pointer rests on the Director window's what it is for."""
    s = v.scale
    rects = v.rects["main"]
    rects.pop("peek", None)
    rects.pop("dwin", None)
    x, y, h = v.geo.bottom.x, v.table.play_rect.bottom - int(70 * s), int(52 * s)
    dwin = "Close Director window" if v.dwin.is_open else "Director window"
    taken = [b.rect for b in getattr(v.table, "buttons", [])]  # Allow, Refuse, Stop guessing
    y, peek_w, dwin_w = bottom_place(v.geo, (x, y, h), dwin, taken)
    if v.can_peek(view):
        r = pygame.Rect(x, y, peek_w, h)
        held = v.peek is not None
        pygame.draw.rect(surf, (150, 40, 40) if held else (90, 30, 34), r, border_radius=10)
        pygame.draw.rect(surf, (0, 0, 0), r, 2, border_radius=10)
        px, label = theme.fit_text(PEEK, int(21 * s), r.w - 8, "bold")
        theme.blit_text(surf, label, px, r.center, theme.TEXT, "bold", "center")
        rects["peek"] = r
        x = r.right + int(12 * s)
    if dirwin.offered(v, view) and second_window_supported():  # a Director's own screen
        r = pygame.Rect(x, y, dwin_w, h)
        pygame.draw.rect(surf, (52, 66, 84), r, border_radius=10)
        pygame.draw.rect(surf, (0, 0, 0), r, 2, border_radius=10)
        px, label = theme.fit_text(dwin, int(21 * s), r.w - 8, "bold")
        theme.blit_text(surf, label, px, r.center, theme.TEXT, "bold", "center")
        rects["dwin"] = r
        if pointer is not None and r.collidepoint(pointer) and not v.dwin.is_open:
            draw_tip(surf, DWIN_HELP, r, s)


def tip_rect(surf: pygame.Surface, text: str, r: pygame.Rect, s: float) -> tuple[pygame.Rect, int]:
    """Where a button's help (``text``) lies: a box above the button at ``r``, from its left,
    as wide as its words need up to the window's width (its lines wrapped), inside the
    window; and its text size."""
    px, pad = max(theme.MIN_TEXT, int(18 * s)), max(6, int(10 * s))
    area = surf.get_rect().inflate(-2 * pad, -2 * pad)
    w = min(area.width, max(r.width, theme.grow(560 * s)))
    lines = theme.wrap(text, px, w - 2 * pad)
    w = max(theme.text_width(line, px) for line in lines) + 2 * pad
    box = pygame.Rect(r.x, 0, w, len(lines) * theme.line_h(px) + 2 * pad)
    box.bottom = r.top - max(4, int(6 * s))
    return box.clamp(area), px


def draw_tip(surf: pygame.Surface, text: str, r: pygame.Rect, s: float) -> pygame.Rect:
    """A button's help in a box above it (``tip_rect``); returns the box."""
    box, px = tip_rect(surf, text, r, s)
    pad = max(6, int(10 * s))
    pygame.draw.rect(surf, (24, 30, 40), box, border_radius=8)
    pygame.draw.rect(surf, theme.ACCENT, box, 2, border_radius=8)
    y = box.y + pad
    for line in theme.wrap(text, px, box.width - 2 * pad + 1):
        theme.blit_text(surf, line, px, (box.x + pad, y), theme.TEXT)
        y += theme.line_h(px)
    return box


def draw_warning(v: View, surf: pygame.Surface) -> None:
    w, h = surf.get_size()
    s = v.scale
    surf.fill((40, 8, 12))
    for i in range(-h, w, max(10, int(60 * s))):
        pygame.draw.line(surf, (58, 14, 20), (i, 0), (i + h, h), max(4, int(20 * s)))
    theme.blit_text(
        surf,
        "AGENTS, LOOK AWAY!",
        int(110 * s),
        (w // 2, h // 2 - int(60 * s)),
        theme.ACCENT,
        "serif",
        anchor="center",
        shadow=True,
    )
    assert v.peek is not None
    left = max(0.0, WARN_SECONDS - (time.monotonic() - v.peek["t0"]))
    theme.blit_text(
        surf,
        "The Directors' key appears in a moment \u2014 keep holding; release to hide it.",
        int(30 * s),
        (w // 2, h // 2 + int(50 * s)),
        theme.TEXT,
        anchor="center",
    )
    r = int(34 * s)
    c = (w // 2, h // 2 + int(140 * s))
    pygame.draw.circle(surf, (80, 30, 30), c, r, max(3, int(6 * s)))
    frac = 1 - left / WARN_SECONDS
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = c
    pygame.draw.arc(
        surf,
        theme.ACCENT,
        rect,
        math.pi / 2,
        math.pi / 2 + frac * 2 * math.pi,
        max(3, int(6 * s)),
    )


def draw_board(
    v: View,
    surf: pygame.Surface,
    geo: Geo,
    view: CodenamesView,
    target: str,
    t: float,
    seat: int | None = None,
) -> None:
    draw_side(v, surf, geo, view, target)
    if geo.banner.height:
        draw_banner(v, surf, geo, view, target, seat)
    draw_grid(v, surf, geo, view, target, seat)
    if target == "dir":
        draw_dir_bottom(v, surf, geo, view)


# -- sidebar
def draw_side(
    v: View, surf: pygame.Surface, geo: Geo, view: CodenamesView, target: str = "main"
) -> None:
    """The left column: the two team plates (the starting team first), the Infinity
    Gauntlet's count when it is in play, and the clue history below."""
    s = geo.s
    side = geo.side
    y = side.y
    for team, r, director in plate_rects(v, view, side, s):
        draw_plate(surf, r, view, team, s, director)
        y = r.bottom + int(10 * s)
    if view["options"].get("gauntlet") == "on":
        r = pygame.Rect(side.x, y, side.width, int(44 * s))
        draw_gauntlet(surf, r, view["neutral_covered"], s)
        y = r.bottom + int(10 * s)
    hist = geo.clues or pygame.Rect(side.x, y, side.width, side.bottom - y)
    if hist.height > int(60 * s):
        end = draw_history(v, surf, hist, view, s)
        if target == "main":
            v.clue_panel = hist  # the mouse wheel over it scrolls it
            v.clue_lines = pygame.Rect(hist.x, hist.y, hist.width, end - hist.y)


def draw_history(
    v: View, surf: pygame.Surface, rect: pygame.Rect, view: CodenamesView, s: float
) -> int:
    """The Clues list in ``rect``; returns where its last line ends (the panel's foot when an
    "older" line is drawn there)."""
    theme.panel(surf, rect, (12, 16, 22, 225))
    title = theme.blit_text(
        surf,
        "Clues",
        int(22 * s),
        (rect.x + int(14 * s), rect.y + int(10 * s)),
        theme.ACCENT,
        "bold",
    )
    y = rect.y + max(int(44 * s), int(10 * s) + theme.line_h(22 * s))
    size = int(18 * s)
    x0 = rect.x + int(14 * s)
    entries = list(reversed(view["history"]))
    if not entries:
        return theme.blit_text(surf, "No clue yet.", size, (x0, y), theme.MUTED).bottom
    v.clue_scroll = min(v.clue_scroll, len(entries) - 1)
    hint_px, inner_w = theme.px(15 * s), rect.width - int(28 * s)
    if v.clue_scroll:  # on a row of its own above the first clue shown (it lay over it)
        up = clue_count(entries[: v.clue_scroll])
        more = hint_text(
            [f"\u25b2 {up} newer (scroll up)", f"\u25b2 {up} newer"],
            hint_px,
            inner_w,
        )
        at = (x0, max(y - int(6 * s), title.bottom))
        r = theme.blit_text(surf, more, hint_px, at, theme.MUTED)
        y = max(y + int(20 * s), r.bottom + int(4 * s))
    shown, end, cut = draw_clue_entries(v, surf, rect, entries[v.clue_scroll :], y, s)
    left = clue_count(entries[v.clue_scroll + shown :])
    if left > 0:  # the rest below: more of the last clue shown (cut at the foot), or older
        rows = [f"\u25bc {left} older (scroll down)", f"\u25bc {left} older"]
        if cut:
            rows = ["\u25bc more (scroll down)", "\u25bc more"]
        theme.blit_text(
            surf, hint_text(rows, hint_px, inner_w), hint_px,
            (x0, rect.bottom - int(8 * s)), theme.MUTED, anchor="bottomleft",
        )  # fmt: skip
        return rect.bottom
    return end


def is_rival(h: Any) -> bool:
    """A simulated rival's turn, one line in the Clues list ("Rival covers Sinister Six")."""
    return bool(h["simulated"] or h["clue"] is None)


def clue_count(entries: list[Any]) -> int:
    """The Clues list's ``entries`` as its hints count them: the clues (a rival's line goes
    with a clue), or the rival's lines where there is no clue among them."""
    return sum(1 for h in entries if not is_rival(h)) or len(entries)


def scroll_clues(at: int, history: list[Any], notches: int) -> int:
    """The Clues list's first entry shown after ``notches`` of the wheel from ``at`` (more:
    older): each notch one clue on or back with the rival's line that followed it (over it in
    the list), so the list moves a whole clue a notch (against a simulated rival three notches
    moved about two clues, every other entry a "Rival covers ..." line)."""
    entries = list(reversed(history))
    n = len(entries)
    stops = sorted({0} | {i + 1 for i, h in enumerate(entries) if not is_rival(h) and i + 1 < n})
    k = max(i for i, stop in enumerate(stops) if stop <= max(0, at))
    return stops[max(0, min(k + notches, len(stops) - 1))]


def hint_text(rows: list[str], px: int, room: int) -> str:
    """The first of ``rows`` (longest first) that fits ``room`` (the narrowed end-screen panel
    had "\u25bc 10 older (scroll down)" run onto its border), else the last."""
    return next((r for r in rows if theme.text_width(r, px) <= room), rows[-1])


#: what a guessed card that was not the clue's team's turned out to be, in words
WAS_WORD = {
    "hydra": "HYDRA",
    "shield": "S.H.I.E.L.D.",
    "neutral": "bystander",
    "assassin": "assassin",
}


def guess_label(g: Any, team: str, k: int, number: Any) -> str:
    """A guessed word as the Clues list shows it: a card not the clue's team's says what it
    was; the guess past the clue's number (the one extra guess, often for an earlier clue: the
    list files it under the turn's clue) says "extra"."""
    notes = []
    if g["result"] != team:
        notes.append(WAS_WORD[g["result"]])
    if isinstance(number, int) and number > 0 and k >= number:
        notes.append("extra")
    label = name_case(g["word"])
    return f"{label} ({', '.join(notes)})" if notes else label


def tag_gap(s: float) -> int:
    """The room between a clue and its team's name on its row: a capital's width of the
    clue's letters (at 200 % on the narrowed end screen "FEMALE 2" ran into "HYDRA", a
    space's width apart, as "FEMALE 2HYDRA")."""
    return max(int(8 * s), theme.text_width("M", int(22 * s), "bold"))


def rival_line_box(h: Any, size: int, at: pygame.Rect) -> tuple[str, pygame.Rect]:
    """A simulated rival's turn in the Clues list ("Rival covers Sinister Six") and the box its
    lines need at ``at``'s place and width, measured at the text size set (at 200 % a wrapped
    name's second line was cut off when the box was measured at 100 %)."""
    line = f"Rival covers {name_case(h['guesses'][0]['word'])}"
    rows = len(theme.wrap(line, size, at.width))
    return line, pygame.Rect(at.x, at.y, at.width, theme.line_h(size, 1.15) * rows + 4)


def draw_clue_entries(
    v: View,
    surf: pygame.Surface,
    rect: pygame.Rect,
    entries: list[Any],
    y: int,
    s: float,
) -> tuple[int, int, bool]:
    """The clues newest first from ``y`` down, while they fit above the panel's foot (a line
    kept for "older"); returns how many were drawn whole, where the last one ends and whether
    the last one drawn was cut at the foot (its last guesses left out)."""
    size = int(18 * s)
    inner_w = rect.width - int(28 * s)
    x0 = rect.x + int(14 * s)
    # the "older" line's room at the panel's foot, as tall as its letters (large text)
    foot = hint_foot = rect.bottom - int(8 * s) - max(int(22 * s), theme.line_h(theme.px(15 * s)))
    shown, end = 0, y
    for i, h in enumerate(entries):
        if i == len(entries) - 1:  # the oldest: no "older" line under it, the foot its room
            foot = rect.bottom - int(8 * s)
        team = h["team"]
        clue = h["clue"]
        if is_rival(h):
            box = rival_line_box(h, size, pygame.Rect(x0, y, inner_w, 0))
            if box[1].bottom > foot:
                break
            y = theme.blit_wrapped(surf, box[0], size, box[1], theme.MUTED)
            end = y
            y += int(size * 0.35)
            shown += 1
            continue
        head = f"{clue['word']} {number_text(clue['number'])}"
        head_h = max(int(28 * s), theme.line_h(22 * s))
        hm = max(int(size * 1.1), int(theme.font_px(22 * s) * 0.7))
        hx = x0 + hm + int(8 * s)
        above = word_above(head, clue["word"], int(22 * s), x0 + inner_w - hx, inner_w)
        lifted = 0 if above is None else theme.line_h(above)
        if above is not None:  # the word alone across the panel, its number on the next row
            head = number_text(clue["number"])
        # the clue's team by its emblem and by its name in words at the row's end (the emblem
        # is small at 1280x720); a long clue word goes a little smaller to leave it room, and
        # where even then there is none the name goes on a row of its own under the clue, so
        # every clue says its team ("MOTORCYCLE 1" had no "S.H.I.E.L.D." after it)
        tpx, tag = theme.px(13 * s), TEAM_NAME[team]
        room = x0 + inner_w - hx - tag_gap(s) - theme.text_width(tag, tpx, "bold")
        hpx = theme.fit_px(head, int(22 * s), room, "bold")
        own_row = theme.text_width(head, hpx, "bold") > room or hpx < int(22 * s) * 0.75
        if own_row:  # the clue word whole comes first, inside the panel ("INTERGALACTIC 2"
            # at 200 % ran past its edge in the Director window)
            hpx = theme.fit_px(head, int(22 * s), x0 + inner_w - hx, "bold")
        tag_row = theme.line_h(tpx) if own_row else 0
        if y + lifted + tag_row + max(int(size * 2.8), head_h + theme.line_h(size)) > foot:
            break
        if above is not None:
            theme.blit_text(surf, clue["word"], above, (x0, y), TEXT_COLOUR[team], "bold")
            y += lifted
        # (the emblem as large as the clue's letters at large text)
        v.mark(surf, team, pygame.Rect(x0, y + (theme.line_h(22 * s) - hm) // 2, hm, hm))
        hr = theme.blit_text(surf, head, hpx, (hx, y), TEXT_COLOUR[team], "bold")
        y += head_h
        if own_row:  # under the clue word, on a row of its own: beside a guess it read as
            # that card's team ("X-Force  HYDRA")
            theme.blit_text(
                surf, tag, tpx, (hx, max(y - int(4 * s), hr.bottom)), TEXT_COLOUR[team], "bold"
            )
            y += tag_row
        else:  # at the end of the clue's row
            at = (x0 + inner_w, hr.centery)
            theme.blit_text(surf, tag, tpx, at, TEXT_COLOUR[team], "bold", "midright")
        area = guess_room(v, h, pygame.Rect(x0, y, inner_w, foot - y), hint_foot, size, s)
        x, y, whole = draw_guesses(v, surf, h, area, size, s)
        if not h["guesses"]:
            theme.blit_text(surf, "guessing\u2026", size, (x, y), theme.MUTED)
        end = y + theme.line_h(size)
        if not whole:  # its last guesses below the foot: the rest when scrolled to it
            return shown, end, True
        y += max(int(size * 1.6), theme.line_h(size, 1.4))
        shown += 1
    return shown, end, False


def guess_room(
    v: View, h: Any, area: pygame.Rect, hint_foot: int, size: int, s: float
) -> pygame.Rect:
    """Where a clue's guesses go: ``area``, or (the oldest clue, given the panel down to its
    foot, cut all the same) down to ``hint_foot``, the "more" line's room under it ("Titan"
    lay under "\u25bc more (scroll down)" at 200 %)."""
    if area.bottom > hint_foot and not draw_guesses(v, None, h, area, size, s)[2]:
        area.height = max(0, hint_foot - area.y)
    return area


def draw_guesses(
    v: View, surf: pygame.Surface | None, h: Any, area: pygame.Rect, size: int, s: float
) -> tuple[int, int, bool]:
    """A clue's guessed words from ``area``'s top, each with a mark of what it was (not colour
    alone; a card not the clue's team's says what it was in words too), in rows across
    ``area`` while they end above its bottom (the panel's foot); returns where the next one
    would go and whether all were drawn."""
    x0, y, foot = area.x, area.y, area.bottom
    inner_w = area.width
    x = x_start = x0 + int(18 * s)
    step = max(int(size * 1.35), theme.line_h(size, 1.1))
    # each guess's mark as large as its name's letters (large text), its name after it
    mk = max(size, int(theme.font_px(size) * 0.8))
    lead = mk + max(2, int(mk * 0.25))
    team, number = h["team"], h["clue"]["number"]
    for k, g in enumerate(h["guesses"]):
        label = guess_label(g, team, k, number)
        w_txt = theme.text_width(label, size)
        need = lead + w_txt + int(10 * s)
        if x + need > x0 + inner_w and x > x_start:
            x = x_start
            y += step
        # a guess wider than the whole row (large text): on more lines, never cut
        room = x0 + inner_w - x - lead
        lines = theme.wrap(label, size, room) if w_txt > room else [label]
        if y + theme.line_h(size) + (len(lines) - 1) * step > foot:
            return x, y, False  # the row's letters end above the panel's foot ("more")
        mid = y + theme.line_h(size) // 2
        if surf is not None:  # (None: measured only)
            v.mark(surf, g["result"], pygame.Rect(x, mid - mk // 2, mk, mk))
            for k, line in enumerate(lines):
                theme.blit_text(surf, line, size, (x + lead, y + k * step), theme.TEXT)
        if len(lines) > 1:  # the next guess on the row under the last line
            x, y = x0 + inner_w, y + (len(lines) - 1) * step
        else:
            x += need
    return x, y, True


def draw_banner(
    v: View, surf: pygame.Surface, geo: Geo, view: CodenamesView, target: str, seat: int | None
) -> None:
    """Above the grid: the clue entry (for the Director giving a clue here), the clue being
    guessed, the result, or what is asked and of whom."""
    phase = view["phase"]
    edge = KIND_COLOUR.get(view["turn_team"]) if phase != "over" else theme.ACCENT
    theme.panel(surf, geo.banner, (12, 16, 22, 225), edge=edge)
    if (
        phase == "clue"
        and v.entry_target(v.table.view, seat) == target
        and (target == "dir" or seat is not None)
    ):
        draw_entry(v, surf, geo, view, target)
    elif phase == "guess" and view["clue"]:
        banner_clue(v, surf, geo, view, view["clue"], seat, target)
    elif phase == "over":
        banner_result(surf, geo, view)
    else:
        banner_asked(surf, geo, *banner_asks(v, view, target))


def banner_asked(surf: pygame.Surface, geo: Geo, head: str, sub: str) -> None:
    """What is asked (``head``) and of whom (``sub``, wrapped under it). A head too wide for
    one line even at the smallest size (large text) takes two lines where the banner has the
    room for both and the words under them, never cut ("The simulated S.H.I.E.L.D. covers
    one\u2026"); else its shorter words (``fit_head``). The head is never drawn smaller than
    the line under it (1920x1080 at 200 %: one line would have shrunk it below its words):
    two lines at the words' size at least, else the words go down to the head's size."""
    s, b = geo.s, geo.banner
    pad, body = int(18 * s), theme.px(int(22 * s))
    room, big = b.width - 2 * pad, int(36 * s)
    at = (b.x + pad, b.y + int(22 * s))
    rect = banner_text_rect(geo)
    size = theme.fit_px(head, big, room, "bold")
    if theme.text_width(head, size, "bold") > room or size < body:
        step = int(theme.font_px(body) * 1.15)
        n = len(theme.wrap(sub, body, rect.width))
        for size in range(theme.px(big), body - 1, -1):  # two lines and the words under them
            lines = theme.wrap(head, size, room, "bold")
            top = at[1] + len(lines) * theme.line_h(size) + int(8 * s)
            under = pygame.Rect(rect.x, top, rect.width, b.bottom - int(4 * s) - top)
            if len(lines) == 2 and top + (n - 1) * step + theme.line_h(body) <= under.bottom + 2:
                for i, line in enumerate(lines):
                    y = at[1] + i * theme.line_h(size)
                    theme.blit_text(surf, line, size, (at[0], y), theme.TEXT, "bold")
                theme.blit_wrapped(surf, sub, body, under, theme.MUTED)
                return
    size, head = fit_head(head, big, room)
    theme.blit_text(surf, head, size, at, theme.TEXT, "bold")
    theme.blit_wrapped(surf, sub, min(body, size), rect, theme.MUTED)


def fit_head(head: str, size: int, room: int) -> tuple[int, str]:
    """The banner's head at the largest size that fits ``room`` (large text on a small
    window): else its shorter words, a clause at a time ("…'s Director is choosing a clue…"
    -> "…'s Director is choosing…"), before an ellipsis as the last resort."""
    words = head.rstrip("\u2026").split()
    while True:
        fitted = theme.fit_px(head, size, room, "bold")
        if theme.text_width(head, fitted, "bold") <= room or len(words) <= 3:
            return theme.fit_text(head, size, room, "bold")
        words = words[:-1]
        while len(words) > 3 and words[-1].lower() in ("a", "an", "the", "of", "to", "for"):
            words = words[:-1]  # never "choosing a…"
        head = " ".join(words).rstrip(":,") + "\u2026"


def banner_text_rect(geo: Geo) -> pygame.Rect:
    """The banner's second line (wrapped): what is asked, the result's sentence."""
    s, b = geo.s, geo.banner
    pad = int(18 * s)
    return pygame.Rect(b.x + pad, b.y + int(74 * s), b.width - 2 * pad, b.height - int(78 * s))


def banner_result(surf: pygame.Surface, geo: Geo, view: CodenamesView) -> None:
    """Who won (co-op: the mission and its score) and why."""
    s, b = geo.s, geo.banner
    pad = int(18 * s)
    res = view.get("result") or {}
    win = view.get("winner")
    coop = view["variant"] == "co-op"
    if coop:
        title = "Mission accomplished!" if res.get("winners") else "Mission failed"
    else:
        title = f"{TEAM_NAME.get(win or '', 'Nobody')} wins!"
    colour = TEXT_COLOUR.get(win or "", theme.ACCENT) if not coop else theme.ACCENT
    theme.blit_text(surf, title, int(52 * s), (b.x + pad, b.y + int(10 * s)), colour, "serif")
    text = str(res.get("text", ""))
    theme.blit_wrapped(surf, text, int(22 * s), banner_text_rect(geo), theme.TEXT)
    if coop and view.get("rating") and res.get("winners"):
        score = view["left"][other(view["player_team"] or "")]
        theme.blit_text(
            surf,
            f"Score {score}",
            int(48 * s),
            (b.right - pad, b.y + int(12 * s)),
            theme.ACCENT,
            "serif",
            anchor="topright",
        )


def banner_asks(v: View, view: CodenamesView, target: str) -> tuple[str, str]:
    """What is asked now and of whom (head, second line), for this window (``target``)."""
    phase = view["phase"]
    team = TEAM_NAME[view["turn_team"]]
    rival = TEAM_NAME[other(view["turn_team"])]
    if phase == "clue":
        sub = "Agents, wait for the clue." if target == "main" else dirwin.waiting_words(v, view)
        if target == "main" and v.dwin.is_open and v.clue_seat(v.table.view) is not None:
            sub = "The Director types the clue in the Director window."
        return f"{team}'s Director is choosing a clue\u2026", sub
    if phase == "approve":
        head = f"{team}'s Director asks: is the clue one word?"
        pending = view.get("pending_clue")
        if pending:
            return head, (
                f"Doubtful clue: {pending['word']} {number_text(pending['number'])} \u2014 "
                f"{rival}'s Director, allow or refuse it."
            )
        if target == "main" and v.dwin.is_open:
            return head, f"{rival}'s Director decides in the Director window."
        return head, (
            f"{rival}'s Director: hold Tab (Agents, look away) to read it, then Allow or Refuse."
        )
    if phase == "rival":
        head = f"The simulated {team} covers one of its cards"
        if target == "dir":
            return head, f"Click a {team} card (marked) to cover it for the rival."
        if v.dwin.is_open:
            return head, "The Director picks it in the Director window."
        if view.get("key"):
            return head, f"Director: click a {team} card to cover it."
        return head, f"Director: hold Tab (Agents, look away) and click a {team} card."
    return "", ""


# -- grid
def draw_grid(
    v: View, surf: pygame.Surface, geo: Geo, view: CodenamesView, target: str, seat: int | None
) -> None:
    key = view.get("key")
    pictures = bool(view.get("pictures"))
    w, h = geo.card
    now = time.monotonic()
    hover = v.hover.get(target)
    phase = view["phase"]
    clickable = False
    if target == "main" and seat is not None:
        clickable = phase == "guess" and v.seat_role(view, seat) == "agent"
    rival = other(view.get("player_team") or view["turn_team"]) if phase == "rival" else None
    for cell, r in zip(view["grid"], geo.cells):
        i = cell["index"]
        theme.shadow(surf, r, radius=10, offset=int(5 * geo.s))
        surf.blit(v.card_face(cell["word"], cell["kind"], (w, h), pictures), r)
        cover = cell["cover"]
        kind = key[i] if key else None
        if cover is None:
            if kind is not None:
                surf.blit(v.key_marks(kind, (w, h), geo.corner), r)
            can_click = clickable or (
                rival is not None and kind == rival and (target == "dir" or key is not None)
            )
            if hover == i and can_click:
                theme.glow(surf, r, theme.GLOW, t=now)
            continue
        csurf = v.cover_face(cover, cell["word"], (w, h))
        t0 = v.anims.get(i)
        if t0 is not None and now - t0 < COVER_SECONDS:
            k = (now - t0) / COVER_SECONDS
            e = 1 - (1 - k) ** 3
            dy = int(-(1 - e) * h * 0.6)
            csurf.set_alpha(int(255 * min(1.0, k * 2.5)))
            surf.blit(csurf, r.move(0, dy))
            csurf.set_alpha(255)
        else:
            surf.blit(csurf, r)


def draw_dir_bottom(v: View, surf: pygame.Surface, geo: Geo, view: CodenamesView) -> None:
    s = geo.s
    rects = v.rects["dir"]
    rects.pop("allow", None)
    rects.pop("refuse", None)
    y = geo.bottom.y + int(12 * s)
    x = geo.bottom.x
    seat = v.dir_seat(v.table.view)
    if view["phase"] == "approve" and seat is not None and view.get("pending_clue"):
        for name, label, primary in (
            ("allow", "Allow clue", True),
            ("refuse", "Refuse clue", False),
        ):
            r = pygame.Rect(x, y, int(220 * s), int(52 * s))
            pygame.draw.rect(surf, (235, 180, 50) if primary else (52, 66, 84), r, border_radius=10)
            pygame.draw.rect(surf, (0, 0, 0), r, 2, border_radius=10)
            theme.blit_text(
                surf,
                label,
                int(22 * s),
                r.center,
                (25, 20, 10) if primary else theme.TEXT,
                "bold",
                "center",
            )
            rects[name] = r
            x = r.right + int(12 * s)
    msg = v._dir_error or v.dwin_note
    if msg:
        theme.blit_wrapped(
            surf,
            msg,
            int(18 * s),
            pygame.Rect(x + int(10 * s), y, geo.bottom.right - x - int(10 * s), int(60 * s)),
            (255, 130, 120),
        )


def draw_key_frame(v: View, surf: pygame.Surface) -> None:
    """The key held open on the main window: a red frame round the grid, and how to hide it."""
    s = v.scale
    g = v.geo.grid.inflate(int(24 * s), int(24 * s))
    pygame.draw.rect(surf, (230, 60, 60), g, width=max(3, int(6 * s)), border_radius=12)
    theme.blit_text(
        surf,
        "KEY VISIBLE \u2014 release to hide",
        int(22 * s),
        (g.centerx, g.bottom + int(4 * s)),
        (255, 120, 120),
        "bold",
        anchor="midtop",
    )
