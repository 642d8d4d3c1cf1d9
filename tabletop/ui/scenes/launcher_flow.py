"""The launcher with large text (the ``ui_scale`` setting over 100 %): two columns instead of
three (the options go under the seats, as wide as the window allows), the corner buttons in a
row band under the title, every heading as tall as its text, and the whole page scrolled by
the wheel or the arrow keys when it is taller than the window (``ScrollView``). At 100 % each
function gives the launcher's usual three-column layout."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.game import game_class
from tabletop.ui import theme
from tabletop.ui.components import widgets
from tabletop.ui.components.widgets import label_pad


def option_words(game: str, name: str, value: Any, names: list[str] | None = None) -> str:
    """An option's value in words, as the game's own ``Option`` says it (seats by the names
    typed in the launcher)."""
    for o in game_class(game).OPTIONS:
        if o.name == name:
            return o.say(value, names)
    return str(value)


def large() -> bool:
    return theme.ui_scale() > 1.0


#: the words a game's second button may say (``lessons.screens.learn_label``), the longest
LEARN_WORDS = ("Learn to play", "Resume lesson", "Lesson damaged")


def button_px(height: int) -> int:
    """The design size a ``Button`` of ``height`` draws its label at."""
    return max(theme.MIN_TEXT, int(height * 0.42 / theme.ui_scale()))


def held(height: int) -> int:
    """A button's ``height`` grown where large text would fill it: its label's line and room
    above and below (at 200 % on 1280x720 "+ seat" and "Human" had a pixel or two to spare);
    ``height`` itself where it already holds the line (100 %, a large window)."""
    return max(height, theme.line_h(button_px(height)) * 8 // 5)


def edge(more: int = 4) -> int:
    """The room a button's label leaves beside it: its padding each side (``label_pad``,
    growing with the text) and ``more``."""
    return 2 * label_pad() + more


def learn_width(height: int) -> int:
    """The room a game's "Learn to play" button needs for its words whole."""
    size = button_px(height)
    return max(theme.text_width(t, size, "bold") for t in LEARN_WORDS) + edge()


def games_width(lau: Any, width: int, height: int) -> int:
    """The games column: ``width`` at 100 % where the names fit it (a label may shrink to the
    floor there), else as wide as the longest game's name and its "Learn to play" beside it
    need (large text, a small window: no name shortened to "Espion...")."""
    s = lau.scale
    if not large():  # (a damaged lesson's rare words may shrink)
        learn = max(theme.text_width(t, theme.MIN_TEXT, "bold") for t in LEARN_WORDS[:2]) + edge()
        return max(width, names_width(lau, theme.MIN_TEXT) + int(8 * s) + learn)
    names = names_width(lau, button_px(height))
    return max(width, names + int(8 * s) + learn_width(height))


def names_width(lau: Any, size: int) -> int:
    """The room the longest game's name needs on its button at design size ``size``."""
    return max(theme.text_width(game_class(g).TITLE, size, "bold") for g in lau.games) + edge()


def game_part(lau: Any, row: pygame.Rect, learn: str) -> int:
    """The width of a game's own button in its ``row`` beside its lesson's button saying
    ``learn``: a little over half at 100 % (each keeps its room at the floor size), or the
    row less the lesson's words with large text."""
    gap = int(8 * lau.scale)
    if large():
        return row.width - gap - learn_width(row.height)
    size = theme.MIN_TEXT
    beside = row.width - gap - theme.text_width(learn, size, "bold") - edge()
    return max(names_width(lau, size), min(int(row.width * 0.56), beside))


def head(s: float) -> int:
    """The room a column's heading takes above its first row."""
    return max(int(40 * s), theme.line_h(26 * s) + int(8 * s))


def motto_y(s: float) -> int:
    """Where the motto under the title starts (large text: beside it, ``title_row``)."""
    row = title_row(s)
    if row is not None:
        return row[1]
    return max(int(140 * s), int(40 * s) + theme.line_h(88 * s) - int(6 * s))


def title_row(s: float, width: int = 0) -> tuple[int, int, int] | None:
    """With large text, the title at its 100 % size (a name, not words to read) and the motto
    on its line, beside it: (the motto's x, its y, the row's foot), where the window is wide
    enough (``width``: the launcher's, else the last one laid out); None at 100 %. At 200 %
    the title and the motto under it took a third of a 1280x720 window, and the line saying
    what Resume continues and the Practice list lay under the bar at its foot."""
    width = width or _row_width[0]
    if not large() or not width:
        return None
    with theme.unscaled():
        title_w = theme.text_width("tabletop", int(88 * s), "serif")
        title_h = theme.line_h(88 * s)
    x = int(80 * s) + title_w + int(28 * s)
    if x + theme.text_width(MOTTO, int(26 * s)) > width - int(80 * s):
        return None
    y = int(40 * s) + title_h - theme.line_h(26 * s) - int(4 * s)  # on the title's foot
    return x, y, int(40 * s) + title_h


#: the launcher's words under its title, and the width its title row was last laid out for
MOTTO = "five card games, one table"
_row_width = [0]


def corner_rect(lau: Any, row: int, col: int) -> pygame.Rect | None:
    """With large text the 2x3 corner buttons sit in a band under the motto across the
    window; None at 100 % (the launcher's own place beside the title)."""
    if not large():
        return None
    s, w = lau.scale, lau.size[0]
    gap = int(16 * s)
    bw = (w - int(160 * s) - 2 * gap) // 3
    bh = theme.grow(48 * s)
    _row_width[0] = w
    beside = title_row(s, w)
    foot = beside[2] if beside is not None else motto_y(s) + theme.line_h(26 * s)
    y = foot + int(16 * s) + row * (bh + int(12 * s))
    return pygame.Rect(int(80 * s) + col * (bw + gap), y, bw, bh)


def top(lau: Any) -> int:
    """The top of the columns (games, seats, options): under the corner buttons."""
    s = lau.scale
    band = corner_rect(lau, 1, 0)
    return int(240 * s) if band is None else band.bottom + int(20 * s) + head(s)


def column_width(lau: Any) -> int:
    """The seats column: 540 at 1080p, or to the window's right edge with large text."""
    s = lau.scale
    return int(540 * s) if not large() else lau.size[0] - lau.seat_x - int(80 * s)


def name_box(lau: Any) -> tuple[int, int]:
    """A seat row's name box: its x from the seat column's left (room for the number "6.")
    and its width."""
    s = lau.scale
    if not large():
        return int(34 * s), int(160 * s)
    return theme.text_width("6.", int(22 * s), "bold") + int(8 * s), theme.grow(160 * s)


def options_at(lau: Any, y0: int, below: int) -> tuple[int, int]:
    """Where the options column starts: its own column, or with large text under the seats
    (``below`` is the seats column's bottom)."""
    s = lau.scale
    if not large():  # its own column, clear of a seats column a wide games column pushed
        return max(int(1140 * s), lau.seat_x + lau.col_w + int(30 * s)), y0
    return lau.seat_x, below + int(20 * s) + head(s)


def scrolls(lau: Any) -> bool:
    """The page may be taller than the window: large text, or options whose explanations
    do not fit a small window (``LauncherScene.add_option_buttons``)."""
    return large() or getattr(lau, "scrolls", False)


def label_rows(label: str, height: int, width: int) -> tuple[int, int]:
    """The lines an option button's label takes and the button's height: two lines of a
    taller button when it does not fit one line at its smallest (a shortened label would
    hide its value), or when, focused, it would have no room left for "[Enter]" (at 200 % a
    focused "Races (for relaxed timing): rulebook" said only its words)."""
    size = max(theme.MIN_TEXT, int(height * 0.42 / theme.ui_scale()))
    room = width - 2 * label_pad()
    if theme.text_width(f"{label} [Enter]", size, "bold") <= room:
        return 1, height
    return 2, max(height, 2 * theme.line_h(size) + height // 4)


def bottom(lau: Any, content: int) -> int:
    """The top of the bottom row (Start game...): the window's foot, or under the content."""
    s = lau.scale
    by = lau.size[1] - int(130 * s)
    return by if not scrolls(lau) else max(by, content + int(30 * s))


def bottom_left(lau: Any, by: int, labels: list[str], enter: bool = True) -> list[pygame.Rect]:
    """Sound, Fullscreen and Quit at the bottom row's left: their usual widths, wide enough
    for each label with its key's hint at the row's one text size ("Sound: off  [Ctrl+M]" was
    drawn smaller than its neighbours, issue 52), or as wide as their labels (with the hints
    they are given) with large text."""
    s = lau.scale
    widths = [int(220 * s), int(220 * s), int(160 * s)]
    if enter:  # each says Enter's hint in place of its own while focused ("Quit  [Enter]")
        labels = [max(t, t.split("  [")[0] + "  [Enter]", key=len) for t in labels]
    if large():
        size = max(theme.MIN_TEXT, int(60 * s * 0.42 / theme.ui_scale()))
        widths = [
            max(w, theme.text_width(t, size, "bold") + edge(int(12 * s)))
            for w, t in zip(widths, labels)
        ]
    else:
        widths = [max(w, widgets.words_width(t, int(60 * s))) for w, t in zip(widths, labels)]
    out, x = [], int(80 * s)
    for w in widths:
        out.append(pygame.Rect(x, by, w, int(60 * s)))
        x += w + int(20 * s)
    return out


def bar_height(buttons: list[Any], s: float) -> int:
    """The fixed bar at the window's foot holding ``buttons`` (Start game, Quit...): their
    tallest and a margin above and below."""
    return max(b.rect.height for b in buttons) + 2 * int(14 * s)


def draw_bar(lau: Any, surf: pygame.Surface) -> None:
    """The launcher's bar at the window's foot (large text), drawn on a sheet of its own laid
    over the page scrolled under it: a line along its top, then its buttons."""
    w, h = lau.size
    top = lau.page.top + h - lau.page.foot
    sheet = pygame.Surface((w, lau.page.foot))
    sheet.fill(theme.BG_DARK)
    pygame.draw.line(sheet, (80, 90, 100), (0, 0), (w, 0), max(1, int(2 * lau.scale)))
    for b in lau.bar:
        widgets.draw_at(b, sheet, b.rect.move(0, -top), lau.scale)  # on the sheet
    surf.blit(sheet, (0, top))


def lowest(buttons: list[Any]) -> int:
    return max((b.rect.bottom for b in buttons), default=0)


class ScrollView:
    """A page taller than the window: drawn on a canvas, shown from ``top`` down; pointer
    events are moved into the page; the wheel, Page Up/Down scroll it."""

    def __init__(self) -> None:
        self.top = 0
        self.height = 0
        #: the height of a bar fixed at the window's foot over the page (the launcher's Start
        #: game with large text): what the keyboard reaches is scrolled clear of it
        self.foot = 0
        self.canvas: pygame.Surface | None = None
        #: where ``show`` drew the arrows saying the page goes on above or below
        self.arrows: list[pygame.Rect] = []
        self.pressed_arrow = False  # a click on an arrow scrolled: its release goes nowhere

    def set_height(self, height: int, window_h: int) -> None:
        self.height = height
        self.top = max(0, min(self.top, height - window_h))

    def page(self, surf: pygame.Surface) -> pygame.Surface:
        """The surface to draw the page on (the window itself when it fits)."""
        w, h = surf.get_size()
        if self.height <= h:
            self.top = 0
            return surf
        if self.canvas is None or self.canvas.get_size() != (w, self.height):
            self.canvas = pygame.Surface((w, self.height))
        return self.canvas

    def show(self, surf: pygame.Surface, page: pygame.Surface) -> None:
        """The visible part of the page, and a scroll bar in the window's right margin saying
        where it is, with an arrow at each end where the page goes on that way (at 1024x600
        and 200 % a thin knob at the window's edge was all that told the Practice list and the
        line saying what Resume continues lay under the bar at the foot)."""
        if page is surf:
            self.arrows = []
            return
        w, h = surf.get_size()
        surf.blit(page, (0, 0), pygame.Rect(0, self.top, w, h))
        bw = max(12, w // 80)
        track = pygame.Rect(w - bw - 4, 4, bw, h - self.foot - 8)
        self.arrows = []
        if self.top > 0:  # more above: an arrow pointing up at the track's top
            self.arrows.append(pygame.Rect(track.x, track.y, bw, bw))
        if self.top + h < self.height:  # more below: down, at its foot over the bar
            self.arrows.append(pygame.Rect(track.x, track.bottom - bw, bw, bw))
        pygame.draw.rect(surf, (40, 48, 58), track, border_radius=bw // 2)
        inner = track.inflate(0, -2 * bw - 4)
        knob = max(24, inner.height * (h - self.foot) // self.height)
        y = inner.y + (inner.height - knob) * self.top // max(1, self.height - h)
        pygame.draw.rect(surf, theme.ACCENT, (track.x, y, bw, knob), border_radius=bw // 2)
        for r in self.arrows:
            up = r.y == track.y
            tip, foot = (r.top, r.bottom) if up else (r.bottom, r.top)
            pts = [(r.centerx, tip), (r.left, foot), (r.right, foot)]
            pygame.draw.polygon(surf, theme.ACCENT, pts)

    def reveal(self, rect: pygame.Rect, window_h: int, margin: int = 24) -> bool:
        """Scroll so that ``rect`` (page coordinates: the keyboard's focus) is in the window
        with ``margin`` around it where the page allows; True when it moved."""
        if self.height <= window_h:
            return False
        top, view = self.top, window_h - self.foot
        if rect.bottom + margin > top + view:
            top = rect.bottom + margin - view
        if rect.top - margin < top:
            top = rect.top - margin
        top = max(0, min(self.height - window_h, top))
        moved, self.top = top != self.top, top
        return moved

    def arrow_at(self, pos: tuple[int, int]) -> int:
        """-1 or 1: ``pos`` (window coordinates) is on the arrow up or down (a finger's room
        round it, the arrow being thin); 0: on neither."""
        for r in self.arrows:
            if r.inflate(r.width, r.height // 2).collidepoint(pos):
                return -1 if r.y <= 4 else 1
        return 0

    def event(self, event: pygame.event.Event, window_h: int) -> pygame.event.Event | None:
        """``event`` in page coordinates, or None when it scrolled the page: the wheel, Page
        Up/Down, and a click on an arrow at the scroll bar's ends, which scrolls a page that
        way (the arrow saying more is below could not be clicked)."""
        step = max(40, window_h // 8)
        if self.height > window_h:
            delta = 0
            page = window_h - self.foot - step
            if event.type == pygame.MOUSEWHEEL:
                delta = -event.y * step
            elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                delta = page * (1 if event.key == pygame.K_PAGEDOWN else -1)
            elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
                way = self.arrow_at(event.pos)
                if event.type == pygame.MOUSEBUTTONDOWN and way:
                    self.pressed_arrow, delta = True, way * page
                elif event.type == pygame.MOUSEBUTTONUP and self.pressed_arrow:  # its release
                    self.pressed_arrow = False
                    return None
            if delta:
                self.top = max(0, min(self.height - window_h, self.top + delta))
                return None
        if self.top and hasattr(event, "pos"):
            data = dict(event.dict, pos=(event.pos[0], event.pos[1] + self.top))
            return pygame.event.Event(event.type, data)
        return event


def seed_and_blurb(lau: Any, surf: pygame.Surface, blurb: str, note: str = "") -> None:
    """The launcher's seed field (lit while typed in), and the game's blurb where
    ``blurb_box`` puts it, then ``note`` (what the seats chosen leave out) in the accent
    colour."""
    s = lau.scale
    r = lau.seed_rect
    pygame.draw.rect(surf, (30, 36, 44), r, border_radius=10)
    pygame.draw.rect(
        surf, theme.ACCENT if lau.seed_focus else (80, 90, 100), r, 2, border_radius=10
    )
    label = f"Seed: {lau.seed_text or 'random'}" + ("_" if lau.seed_focus else "")
    pos = (r.x + int(16 * s), r.centery)
    theme.blit_text(surf, label, int(22 * s), pos, theme.TEXT, "bold", anchor="midleft")
    for text, box, colour in blurb_parts(lau, blurb, note):
        theme.blit_wrapped(surf, text, int(22 * s), box, colour)


def text_height(lau: Any, text: str, width: int) -> int:
    """The height ``text`` takes wrapped to ``width`` at the blurb's size, its last line whole
    (a line's advance is less than the line itself)."""
    size = int(22 * lau.scale)
    n = len(theme.wrap(text, size, width))
    return (n - 1) * theme.line_h(size, 1.15) + theme.line_h(size) if n else 0


def blurb_parts(
    lau: Any, blurb: str, note: str = ""
) -> list[tuple[str, pygame.Rect, tuple[int, ...]]]:
    """The blurb and the note, each with the box it is drawn in (as tall as its lines) and
    its colour."""
    box = blurb_box(lau, blurb, note)
    out = [(blurb, pygame.Rect(box.x, box.y, box.width, text_height(lau, blurb, box.width)))]
    if note:
        top = out[0][1].bottom + int(10 * lau.scale)
        out.append((note, pygame.Rect(box.x, top, box.width, box.bottom - top)))
    return [(t, r, theme.MUTED if k == 0 else theme.ACCENT) for k, (t, r) in enumerate(out)]


def blurb_box(lau: Any, blurb: str, note: str = "") -> pygame.Rect:
    """Where the game's blurb (and ``note`` under it) goes: under the seed box where it fits
    above the bottom row, else at 100 % under the seats column (at 1280x720 Austin Powers'
    "...2-6 players." went under the bar at the window's foot), else under the seed box on a
    page that scrolls."""
    s = lau.scale
    width = lau.opt_w if large() else int(560 * s)
    spots = [(lau.opt_x, lau.seed_rect.bottom + int(24 * s), width)]
    if not large() and getattr(lau, "seats_foot", None) is not None:
        spots.append((lau.seat_x, lau.seats_foot + int(30 * s), lau.col_w))
    floor = lau.size[1] - int(150 * s)
    boxes = []
    for x, y, width in spots:
        tall = text_height(lau, blurb, width)
        if note:
            tall += int(10 * s) + text_height(lau, note, width)
        boxes.append(pygame.Rect(x, y, width, tall))
    return next((b for b in boxes if b.bottom <= floor), boxes[0])


def blurb_bottom(lau: Any, blurb: str, note: str = "") -> int:
    """The foot of the game's blurb (and of ``note`` under it)."""
    return blurb_box(lau, blurb, note).bottom


#: the mark after a seat's words: its button opens a menu of every choice
MENU_MARK = " \u25be"


def seat_row(
    lau: Any, i: int, x: int, y: int, height: int
) -> tuple[pygame.Rect | None, pygame.Rect, str, int, int]:
    """Seat ``i``'s row in the seats column from (``x``, ``y``), ``height`` tall: a person's
    name box with who plays it beside it, or under it across the column where beside it the
    words would leave out that a person plays it (at 1024x600 and 200 % a Codenames
    Director's seat read "S.H.I.E.L..."); a computer's row is its button. Returns the name
    box (None for a computer), the button's rect, its words and lines (``seat_words``), and
    the row's middle, where its number is drawn."""
    s = lau.scale
    nx, nw = name_box(lau)  # the seat's number left of the box
    name = pygame.Rect(x + nx, y, nw, height)
    r = pygame.Rect(name.right + int(10 * s), y, lau.col_w - nx - nw - int(10 * s), height)
    if lau.seats[i].kind != "human":
        r.union_ip(name)
        label, n, r.height = seat_words(lau, i, r)
        return None, r, label, n, r.centery
    label, n, r.height = seat_words(lau, i, r)
    if label.startswith("Human"):  # the name box beside a taller button: at its middle
        name.centery = r.centery
        return name, r, label, n, r.centery
    name.width = lau.col_w - nx  # the box across the column, who plays it under it
    r = pygame.Rect(name.x, name.bottom + int(6 * s), name.width, height)
    label, n, r.height = seat_words(lau, i, r)
    return name, r, label, n, name.centery


def seat_label(lau: Any, i: int, rect: pygame.Rect) -> str:
    """Who plays the launcher's seat ``i`` and its role, in the words ``seat_words`` gives
    for ``rect``."""
    return seat_words(lau, i, rect)[0]


def seat_words(lau: Any, i: int, rect: pygame.Rect) -> tuple[str, int, int]:
    """Who plays the launcher's seat ``i`` and its role, the lines it takes and the button's
    height, in the words that fit ``rect``'s width whole: the role is kept before the kind's
    words ("Human - S.H.I.E.L.D...." left nobody able to tell who was Director). A computer's
    seat keeps saying it is the computer and its level: in shorter words ("Computer, normal")
    or on two lines of a taller button where one line has no room ("Computer (normal) —" over
    "HYDRA Agent 1"), its role without the kind only where even two lines cannot hold it; a
    person's seat too ("Human —" over "Good ▾")."""
    seat = lau.seats[i]
    kind = "Human" if seat.kind == "human" else f"Computer ({seat.level})"
    role = lau.seat_role(i).removeprefix(" \u2014 ")
    h = rect.height
    if not role:
        words = [kind + MENU_MARK]
    elif seat.kind == "human":  # the name box beside it says who: the role is enough
        words = [f"{kind} \u2014 {role}", role]
    else:
        words = [f"{kind} \u2014 {role}", f"{role} ({seat.level})", role]
    size = max(theme.MIN_TEXT, int(h * 0.42 / theme.ui_scale()))  # as Button
    room = rect.width - 2 * label_pad()

    def one(label: str) -> bool:  # whole on one line, its padding kept
        return theme.text_width(label, theme.fit_px(label, size, room, "bold"), "bold") <= room

    tall = max(h, 2 * theme.line_h(size) + h // 4)
    px = max(theme.MIN_TEXT, int(tall / 2 * 0.42 / theme.ui_scale()))  # as Button

    def two(label: str) -> bool:  # two lines, as ``Button`` wraps them
        rows = widgets.label_rows(label, px, room)
        return len(rows) <= 2 and all(theme.text_width(r, px, "bold") <= room for r in rows)

    marked = [w + MENU_MARK for w in words] if role else words
    # shorter words keeping the mark whole come before the longer words without it (a cut
    # "Human - Player 1 (Good)" hid that the button opens a menu); a computer's kind and
    # level (shorter: "Computer, normal") on two lines before its role alone, a person's
    # role on two lines before a cut
    tries = []
    if seat.kind != "human":  # then without the mark: who sits there before the menu's mark
        brief = f"Computer, {seat.level}" + (f" \u2014 {role}" if role else "")
        said = [marked[0], brief + MENU_MARK, words[0], brief]
        tries = [(w, n, x) for w in said for n, x in ((1, h), (2, tall))]
    # each form on one line, then on two, before a shorter one: a person's "Human —" over
    # its role before the role alone (at 1024x600 and 200 % seat 1 read only "Good ▾")
    tries += [(w, n, x) for w in marked for n, x in ((1, h), (2, tall))]
    tries += [(w, n, x) for n, x in ((1, h), (2, tall)) for w in words] if role else []
    for label, n, height in tries:
        if n == 2:  # two lines break after the dash: "Computer (normal) —" over the role
            label = label.replace(" \u2014 ", " \u2014\n", 1)  # (not "...Agent" over "1")
        if one(label) if n == 1 else two(label):
            return label, n, height
    return words[-1], 1, h


def enter_beside(lau: Any, surf: pygame.Surface, heads: list[tuple[str, tuple[int, int]]]) -> None:
    """Beside the heading of the column holding the focused button, when that button has no
    room to say "[Enter]" itself (large text: a focused "Marvel Codenames" or "Learn to play"
    said only its words): "[Enter]: Marvel Codenames", where it fits whole on the line."""
    from tabletop.ui import focus

    ring = focus.ring(lau)
    here = ring.current(focus.scene_targets(lau)) if ring.shown else None
    b = next((b for b in lau.buttons if here is not None and b.rect == here.rect), None)
    if b is None or widgets.says_enter(b):
        return
    s = lau.scale
    above = [(t, p) for t, p in heads if p[1] <= b.rect.y and (p[0] <= b.rect.centerx)]
    if not above:
        return
    text, (x, y) = max(above, key=lambda h: (h[1][1], h[1][0]))  # the nearest above it
    start = x + theme.text_width(text, int(26 * s), "bold") + int(24 * s)
    right = [p[0] for _t, p in heads if p[0] > x]
    end = min(right, default=lau.size[0]) - int(24 * s)
    px = max(theme.MIN_TEXT, int(22 * s))
    # a long option's words ("Races (for relaxed timing): rulebook") beside "Options" at 200 %:
    # its name before the colon rather than nothing
    label = " ".join(b.label.split())
    for said in (f"[Enter]: {label}", f"[Enter]: {label.split(': ')[0]}"):
        if start + theme.text_width(said, px, "bold") <= end:
            at = (start, y + theme.line_h(26 * s) // 2)
            theme.blit_text(surf, said, px, at, theme.ACCENT, "bold", anchor="midleft")
            return
