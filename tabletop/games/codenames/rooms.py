"""Where the Marvel Codenames table's log and messages go at large text: the log folds behind
the top bar's Log button where that gives the grid larger cards (``folds_log``), and the
table's messages then lie under the grid or in the Clues list's empty foot (``toast_room``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.games.codenames.paint import Geo, bottom_widths
from tabletop.ui import theme
from tabletop.ui.parts.end_place import place_end

if TYPE_CHECKING:
    from tabletop.games.codenames.rules.types import CodenamesView
    from tabletop.games.codenames.view import View


def toast_room(v: View) -> pygame.Rect | None:
    """The log folded at large text (``folds_log``): under the grid beside the bottom buttons
    where a message's two lines fit, else the Clues list's empty foot, else the list itself
    (the grid's cards fill the rest of the table; the team plates and their counts are left
    in sight), each only where the live messages fit it (``holds``: the rival's move said in
    five lines at 200 % fell to the log's column, over the grid); else the log's column
    (None)."""
    if not getattr(v.table, "log_folded", False):
        return None
    s, geo = v.scale, v.geo
    # the main window's buttons (the clue entry's number buttons are a list: in the banner)
    main = v.rects["main"].values()
    buttons = [r for r in main if isinstance(r, pygame.Rect) and r.colliderect(geo.bottom)]
    left = max([geo.grid.x] + [r.right + int(12 * s) for r in buttons])
    under = pygame.Rect(left, geo.grid.bottom, geo.grid.right - left, 0)
    under.height = v.table.play_rect.bottom - under.top
    if under.width >= int(300 * s) and under.height >= int(96 * s) and holds(v, under):
        return under
    panel = v.clue_panel
    if not panel.height:
        return None
    foot = pygame.Rect(panel.x, v.clue_lines.bottom, panel.width, 0)
    foot.height = panel.bottom - foot.top
    return foot if foot.height >= int(110 * s) and holds(v, foot) else panel.copy()


def holds(v: View, room: pygame.Rect) -> bool:
    """The table's live messages fit ``room`` (the newest, in the smaller text the table
    gives them where their own size does not fit: ``TablePainter.toast_place``)."""
    toasts = getattr(v.table, "toasts", None)
    if toasts is None:
        return True
    s = float(getattr(v.table, "scale", v.scale))  # the messages' own scale
    gap = int(8 * s)
    px = max(theme.MIN_TEXT, int(18 * s))
    _w, h = toasts.extent(s, room.width - 2 * gap, max(1, room.height - 2 * gap), px)
    return h <= room.height - 2 * gap


def folds_log(v: View, size: tuple[int, int], log_w: int) -> bool:
    """Large text: the log folds behind the top bar's Log button and the banner heads the left
    column (``Geo``'s ``column``) where that makes the grid's cards larger: over the grid the
    banner's height came out of the cards' (93x67 at 200 % on 1280x720, 136x97 at 100 %). Not
    in a lesson: its box takes the log's column, the one place it covers no card and no clue
    (the banner is then only as tall as a clue while nobody here types one: ``Geo``'s
    ``entry``)."""
    if theme.ui_scale() <= 1.0 or getattr(v.table, "lesson", None) is not None:
        return False
    w, h = size
    s = min(w / 1920, h / 1080)
    top = theme.grow(56 * s)  # the table's top bar (``TableScene.layout``)
    beside = pygame.Rect(0, top, w - log_w - 2 * int(10 * s), h - top)
    folded = pygame.Rect(0, top, w, h - top)
    return Geo(folded, s, column=True).card[1] > Geo(beside, s).card[1]


def main_geo(v: View, view: CodenamesView | None, folded: bool, entry: bool) -> Geo:
    """The main window's geometry while the game is on. In a lesson at large text (its box
    keeps the log's column, so the banner stays over the grid), where the learner directs and
    nobody guesses here (no Stop guessing, no key to hold), no move button is up and the
    Director window's button fits under the left column, the grid reaches down beside that
    button instead of keeping the bottom row free: the Director's steps at 200 % on 1280x720
    (the banner holding the clue entry) had cards of 93x67 against the Agent's 104x74. A
    real game folds its log at large text instead (``folds_log``), and keeps its grid still
    when a button comes up."""
    area, s = v.table.play_rect, v.scale
    geo = Geo(area, s, column=folded, entry=entry)
    lesson = getattr(v.table, "lesson", None) is not None and theme.ui_scale() > 1.0
    if not lesson or folded or not entry or view is None or not v.no_human_agents(view):
        return geo
    if getattr(v.table, "buttons", None):  # Allow and Refuse take the row under the grid
        return geo
    low = Geo(area, s, entry=entry, foot=False)
    dwin = "Close Director window" if v.dwin.is_open else "Director window"
    right = low.bottom.x + bottom_widths(low, low.bottom.x, dwin)[1]
    return low if right + int(12 * s) <= low.grid.x else geo


def end_geo(v: View) -> Geo:
    """The main window's geometry once the game is over: no banner, and the grid clear of the
    table's end panel (result, rating, Play again), as tall as it is drawn (at 200 % it hid
    the revealed key's bottom row): the grid above the panel, the team plates and the Clues
    list down the left, or, where that leaves the grid larger cards, the panel at the left
    under the plates and the Clues list, and the grid beside it as tall as the table."""
    area, s = v.table.play_rect, v.scale
    ending = getattr(v.table, "ending", None)
    v.end_left = False
    if ending is None or v.table.game.result() is None:
        return Geo(area, s, int(290 * s), banner=False)
    panel = ending.place().rect  # (under the grid, centred)
    gap = int(8 * s)
    above = Geo(area, s, max(int(290 * s), area.bottom - panel.top + gap), banner=False)
    if panel.left > above.side.right + gap:  # the left column beside the panel, to the foot
        above.side.height = area.bottom - above.m - above.side.y
    beside = Geo(area, s, banner=False)
    # the grid's own area: its left edge a margin right of the panel at the left
    x = area.x + panel.width - beside.side.width
    right = Geo(pygame.Rect(x, area.y, area.right - x, area.height), s, banner=False, foot=False)
    if right.card <= above.card:
        return above
    beside.grid, beside.cells, beside.card = right.grid, right.cells, right.card
    beside.corner = right.corner
    beside.side.height = panel.top - gap - beside.side.y
    # the Clues list beside the plates, above the panel, where it is wide enough (under the
    # plates at 200 % it had the room of no clue)
    clues = pygame.Rect(beside.side.right + int(12 * s), beside.side.y, 0, beside.side.height)
    clues.width = area.x + beside.m + panel.width - clues.x
    if clues.width >= int(300 * s):
        beside.clues = clues
    v.end_left = True
    return beside


def end_anchor(v: View) -> tuple[int, int] | None:
    """Where the end panel's bottom centre goes when it lies at the left (``end_geo``)."""
    if not getattr(v, "end_left", False) or v.table.game.result() is None:
        return None
    area, s = v.table.play_rect, v.scale
    w = place_end(float(getattr(v.table, "scale", s)), "", "", "", 0, area.center, area).rect.width
    return (area.x + int(16 * s) + w // 2, area.bottom - int(16 * s))
