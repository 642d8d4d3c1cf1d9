"""What the timed-reaction screens share: the saved reaction buttons (``load_keymap``,
``keymap_for``, ``save_keymap``), the seat colours and seat tiles (``draw_seat_tile``, also drawn
by the race overlay ``tabletop.ui.overlays.race``), titles and messages, the duel's round
result (``draw_ranking``), and the constants of the duel's polling. The screens themselves are ``keymap_scene.KeyMapScene`` and
``reaction_scenes.DuelScene``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.reactions.window import ReactionWindow
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.components import marks
from tabletop.ui.components.textfit import ellipsize
from tabletop.ui.components.widgets import label_pad
from tabletop.ui.overlays.reaction_input import DEFAULT_KEYS, Binding, KeyMap

SETTINGS_KEY = "reaction_keys"
MS = 1_000_000
MIN_PLAYERS, MAX_PLAYERS = 2, 6
#: per frame a round polls the queue for this long (0.25 ms naps): presses are stamped finer
#: than frames, and no frame is longer than the slice plus one draw (HANDBOOK, timing facts)
POLL_SLICE_NS = 11 * MS
POLL_NAP_S = 0.00025
#: after every seat is out the round stays up this long (late presses are still shown)
LINGER_NS = 350 * MS
BOT_LEVELS = ("easy", "normal", "hard")
DOWN_EVENTS = (
    pygame.KEYDOWN,
    pygame.MOUSEBUTTONDOWN,
    pygame.JOYBUTTONDOWN,
    pygame.CONTROLLERBUTTONDOWN,
)

RED = (255, 125, 125)  # light: FALSE START on RED_DARK read in grey too
RED_DARK = (110, 24, 28)
GREEN = (110, 230, 130)
GREEN_DARK = (24, 84, 44)
TILE = (30, 36, 48)


# ----------------------------------------------------------------------------- key map storage


def load_keymap(settings: Mapping[str, Any]) -> KeyMap:
    """The saved reaction buttons (an empty map when there are none or they are damaged)."""
    data = settings.get(SETTINGS_KEY)
    if not isinstance(data, dict):
        return KeyMap()
    try:
        return KeyMap.from_dict(data)
    except (ValueError, KeyError, TypeError, IndexError):
        return KeyMap()


def save_keymap(app: App, keymap: KeyMap) -> None:
    app.settings[SETTINGS_KEY] = keymap.to_dict()
    app.save_settings()


def keymap_for(settings: Mapping[str, Any], human_seats: Iterable[int]) -> KeyMap:
    """Buttons for the human seats: the saved one where there is one, else a free default key."""
    seats = list(human_seats)
    saved = load_keymap(settings)
    km = KeyMap()
    for s in seats:
        b = saved.bindings.get(s)
        if b is not None:
            km.assign(s, b)
    for s in seats:
        if s in km.bindings:
            continue
        for code in DEFAULT_KEYS:
            if km.assign(s, Binding("key", code)) is None:
                break
    return km


def seat_colour(seat: int) -> tuple[int, int, int]:
    return theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]


def player_text(msg: str) -> str:
    """KeyMap's refusals say "seat 2"; on these screens people are "Player 2"."""
    return msg.replace("seat ", "Player ")


def restore_text_input() -> None:
    # poll_window stops SDL text input (no TEXTINPUT per KEYDOWN); other screens need it back.
    pygame.key.start_text_input()


def drop_pending_presses() -> None:
    """Forget presses queued before a window (they belong to the previous screen)."""
    pygame.event.get(eventtype=DOWN_EVENTS)


# ------------------------------------------------------------------------------ drawing helpers

_bg_cache: dict[tuple[Any, ...], pygame.Surface] = {}


def draw_background(
    size: tuple[int, int], top: tuple[int, int, int], bottom: tuple[int, int, int]
) -> pygame.Surface:
    key = (size, top, bottom)
    surf = _bg_cache.get(key)
    if surf is None:
        if len(_bg_cache) > 24:
            _bg_cache.clear()
        w, h = size
        surf = pygame.Surface(size)
        for y in range(0, h, 4):
            f = y / max(1, h)
            c = tuple(int(top[i] + (bottom[i] - top[i]) * f) for i in range(3))
            pygame.draw.rect(surf, c, (0, y, w, 4))
        _bg_cache[key] = surf
    return surf


def mix(a: tuple[int, int, int], b: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    return (
        int(a[0] + (b[0] - a[0]) * f),
        int(a[1] + (b[1] - a[1]) * f),
        int(a[2] + (b[2] - a[2]) * f),
    )


def fit_size(s: str, size: int, width: int, kind: str = "bold", least: int = 12) -> int:
    """The largest font size <= ``size`` (not under ``least``) at which ``s`` fits in
    ``width`` pixels, as drawn at the UI scale."""
    wide = theme.text_width(s, size, kind)  # as drawn (the UI scale included)
    if wide <= width:
        return size
    # the pixels it may take, then the design size drawn no larger (a large size grows less
    # than in proportion with the UI scale: "computer" scaled in proportion ran past its tile
    # at 200 %); loading a font for every size tried costs milliseconds a frame
    room_px = theme.font_px(size) * width / wide
    fit = size
    while fit > least and theme.font_px(fit) > room_px:
        fit -= 1
    while fit > least and theme.text_width(s, fit, kind) > width:  # a font's own rounding
        fit -= 1
    while fit + 1 < size and theme.text_width(s, fit + 1, kind) <= width:
        fit += 1
    return max(least, fit)


def design_size(px: int) -> int:
    """The largest design size drawn at most ``px`` pixels high at the UI scale (not under the
    floor, ``MIN_TEXT``: at 200 % that is 24 px)."""
    size = max(theme.MIN_TEXT, px)
    while size > theme.MIN_TEXT and theme.font_px(size) > px:
        size -= 1
    return size


def tile_rects(area: pygame.Rect, n: int, gap: int, max_w: int) -> list[pygame.Rect]:
    """``n`` equal tiles in a centred row inside ``area``."""
    w = min(max_w, (area.width - gap * (n - 1)) // max(1, n))
    total = w * n + gap * (n - 1)
    x0 = area.centerx - total // 2
    return [pygame.Rect(x0 + i * (w + gap), area.y, w, area.height) for i in range(n)]


@dataclass
class TileStyle:
    fill: tuple[int, int, int] = TILE
    edge: tuple[int, int, int] | None = None
    glow: bool = False
    dim: bool = False


def draw_seat_tile(
    surf: pygame.Surface,
    rect: pygame.Rect,
    seat: int,
    name: str,
    big: str,
    sub: str,
    scale: float,
    style: TileStyle | None = None,
    big_colour: tuple[int, int, int] | None = None,
    pips: tuple[int, int] | None = None,
    t: float = 0.0,
    big_scale: float = 1.0,
) -> None:
    """A seat's tile: coloured band with the name, a big line (key, time), a small line."""
    st = style or TileStyle()
    colour = seat_colour(seat)
    if st.dim:
        colour = mix(colour, (70, 70, 80), 0.7)
    rad = max(8, int(18 * scale))
    if st.glow:
        theme.glow(surf, rect, colour, t)
    else:
        theme.shadow(surf, rect, radius=rad, offset=max(3, int(6 * scale)))
    pygame.draw.rect(surf, st.fill, rect, border_radius=rad)
    band = draw_band(surf, rect, seat, name, scale, colour)
    pygame.draw.rect(surf, st.edge or colour, rect, max(2, int(4 * scale)), border_radius=rad)
    pad = max(6, int(14 * scale), label_pad())  # large text: its words clear of the rim
    body = pygame.Rect(rect.x, band.bottom, rect.width, rect.bottom - band.bottom)
    if pips is not None:
        body.height -= int(body.height * 0.2)
    sub_y = sub_top = body.bottom
    subs: list[str] = []
    if sub:
        ss, subs = sub_lines(sub, max(14, int(24 * scale)), rect.width - 2 * pad)
        sub_h = theme.line_h(ss) * len(subs)
        rim = max(2, int(4 * scale)) + 2
        sub_y = min(body.y + int(body.height * 0.80), body.bottom - sub_h // 2 - rim)
        sub_top = sub_y - sub_h // 2 + theme.line_h(ss) // 8  # less the font's blank rows
    if big:
        bs = fit_size(big, int(body.height * 0.42 * big_scale), rect.width - 2 * pad)
        cy = body.y + int(body.height * 0.42)
        if cy + theme.line_h(bs) // 2 > sub_top:  # large text on a low tile: above the sub line
            while bs > theme.MIN_TEXT and theme.line_h(bs) > sub_top - body.y:
                bs -= 1
            cy = (body.y + sub_top) // 2
        if subs and ss > bs:  # the small line never larger than the big one ("waiting" was
            ss, subs = sub_lines(sub, max(bs, theme.MIN_TEXT), rect.width - 2 * pad)  # at 200 %)
        theme.blit_text(
            surf,
            big,
            bs,
            (body.centerx, cy),
            big_colour or (theme.MUTED if st.dim else theme.TEXT),
            "bold",
            anchor="center",
        )
    for i, line in enumerate(subs):
        at = (body.centerx, sub_y - theme.line_h(ss) * (len(subs) - 1) // 2 + i * theme.line_h(ss))
        theme.blit_text(surf, line, ss, at, theme.MUTED, "sans", anchor="center")
    if pips is not None:
        have, total = pips
        r = max(5, int(11 * scale))
        gap = r * 3
        cy = rect.bottom - int(rect.height * 0.1)
        x0 = rect.centerx - gap * (total - 1) // 2
        for i in range(total):
            c = (x0 + i * gap, cy)
            if i < have:
                pygame.draw.circle(surf, colour, c, r)
            else:
                pygame.draw.circle(surf, (90, 90, 100), c, r, max(2, r // 3))


def draw_band(
    surf: pygame.Surface,
    rect: pygame.Rect,
    seat: int,
    name: str,
    scale: float,
    colour: tuple[int, int, int],
) -> pygame.Rect:
    """A tile's coloured band with the seat's figure and name; returns the band's rect. The
    name is as high as half the band in pixels drawn (large text: the floor, the band as high
    as its lines; a name sized by the design size ran over the band's top at 200 %)."""
    rad = max(8, int(18 * scale))
    band = pygame.Rect(rect.x, rect.y, rect.width, max(30, int(rect.height * 0.26)))
    fr = max(5, int(band.height * 0.2))  # the seat's figure before its name
    room = rect.width - 2 * max(6, int(14 * scale))  # the band's rim is its own colour
    ns, names = tile_name(name, design_size(int(band.height * 0.55)), room, 3 * fr)
    band.height = max(band.height, theme.line_h(ns) * len(names) + 4)
    pygame.draw.rect(surf, colour, band, border_top_left_radius=rad, border_top_right_radius=rad)
    # the seat's figure before its name (the band's colour alone tells seats apart only in hue)
    lh = theme.line_h(ns)
    for i, line in enumerate(names):
        cy = band.centery + lh * i - lh * (len(names) - 1) // 2
        x = band.centerx + (fr * 3 // 2 if i == len(names) - 1 else 0)  # (after the figure)
        nr = theme.blit_text(surf, line, ns, (x, cy), (20, 18, 24), "bold", anchor="center")
        if i == len(names) - 1:
            centre = (nr.x - fr - max(6, fr), cy)
            marks.shape(surf, marks.seat_shape(seat), centre, fr, (20, 18, 24), (20, 18, 24))
    return band


def tile_name(name: str, size: int, room: int, figure: int) -> tuple[int, list[str]]:
    """A tile's name in ``room`` pixels, its last line after the seat's figure (``figure``
    wide): one line down to the floor, else (large text, a narrow tile: six seats at 200 % on
    a small window) on two lines ("Computer" / "3"), shortened only past that."""
    ns = fit_size(name, size, room - figure)
    if theme.text_width(name, ns, "bold") <= room - figure:
        return ns, [name]
    head, _, last = name.rpartition(" ")
    wide = theme.text_width(head, ns, "bold"), theme.text_width(last, ns, "bold")
    if head and wide[0] <= room and wide[1] <= room - figure:
        return ns, [head, last]
    return ns, [theme.fit_text(name, ns, room - figure, "bold")[1]]


def sub_lines(sub: str, size: int, room: int) -> tuple[int, list[str]]:
    """A tile's small line in ``room`` pixels: one line down to the floor, else (large text)
    its words on two lines ("makes the gesture" was cut to "makes the..." at 200 %),
    shortened only past that."""
    ss = fit_size(sub, size, room, "sans")
    if theme.text_width(sub, ss, "sans") <= room:
        return ss, [sub]
    lines = theme.wrap(sub, ss, room, "sans")
    if len(lines) == 2 and all(theme.text_width(x, ss, "sans") <= room for x in lines):
        return ss, lines
    return theme.fit_text(sub, ss, room)[0], [theme.fit_text(sub, ss, room)[1]]


def title_sub_height(sub: str, scale: float, w: int) -> int:
    """The height of ``draw_title``'s explanation (more lines with large text)."""
    size = max(16, int(30 * scale))
    lines = len(theme.wrap(sub, size, int(w * 0.8)))
    return max(int(140 * scale), lines * theme.line_h(size, 1.15))


def title_bottom(sub: str, scale: float, w: int) -> int:
    """Where ``draw_title``'s title and explanation end."""
    return (
        int(36 * scale)
        + theme.line_h(int(76 * scale))
        + int(14 * scale)
        + title_sub_height(sub, scale, w)
    )


def draw_title(surf: pygame.Surface, title: str, sub: str, scale: float) -> int:
    """Title and one explanatory line at the top; returns the y below them."""
    w = surf.get_width()
    size = int(76 * scale)
    r = theme.blit_text(
        surf, title, size, (w // 2, int(36 * scale)), theme.ACCENT, "serif", "midtop", shadow=True
    )
    y = r.bottom + int(14 * scale)
    if sub:
        y = theme.blit_wrapped(
            surf,
            sub,
            max(16, int(30 * scale)),
            pygame.Rect(int(w * 0.1), y, int(w * 0.8), title_sub_height(sub, scale, w)),
            theme.TEXT,
            centre=True,
        )
    return y


def message_height(msg: str, w: int, scale: float) -> int:
    """The height of ``draw_message``'s box for ``msg`` on a window ``w`` wide (0: none)."""
    if not msg:
        return 0
    size = max(16, int(32 * scale))
    lines = theme.wrap(msg, size, int(w * 0.7), "bold")
    return len(lines) * _message_step(size) + int(24 * scale)


def _message_step(size: int) -> int:
    """A message's line advance, as drawn (a step of the design size put the lines of a
    two-line message over each other at 150 %)."""
    return max(theme.line_h(size), int(theme.font_px(size) * 1.25))


def draw_message(surf: pygame.Surface, msg: str, bad: bool, y: int, scale: float) -> None:
    if not msg:
        return
    w = surf.get_width()
    size = max(16, int(32 * scale))
    lines = theme.wrap(msg, size, int(w * 0.7), "bold")
    tw = max(theme.text(line, size, theme.TEXT, "bold").get_width() for line in lines)
    rect = pygame.Rect(0, 0, tw + int(60 * scale), message_height(msg, w, scale))
    rect.midtop = (w // 2, y)
    theme.panel(
        surf, rect, (*(RED_DARK if bad else GREEN_DARK), 235), max(8, int(14 * scale)), None
    )
    ty = rect.y + int(12 * scale)
    for line in lines:
        theme.blit_text(surf, line, size, (rect.centerx, ty), theme.TEXT, "bold", "midtop")
        ty += _message_step(size)


def frame_key(win: ReactionWindow, now: int) -> tuple[Any, ...]:
    """What a race frame shows, apart from a countdown: open or not, and every seat's state."""
    opened = win.opened_ns is not None and now >= win.opened_ns
    return (
        opened,
        tuple((s, win.false_started(s), win.reaction_ms(s)) for s in win.seats),
    )


#: relaxed timing: the last seconds of a window are counted aloud
ALOUD_SECONDS = 5


class SecondsAloud:
    """A relaxed round's counted seconds: before GO the seconds to GO ("3, 2, 1"), after it the
    seconds left in the window; each second to GO and each of the window's last
    ``ALOUD_SECONDS`` ticks aloud once."""

    def __init__(self) -> None:
        self.said: int | None = None

    @staticmethod
    def second(win: ReactionWindow, now: int) -> int | None:
        """The whole second the countdown shows at ``now`` (None: none shown)."""
        if win.opened_ns is None:
            return None
        if now < win.opened_ns:
            return -(-(win.opened_ns - now) // (1000 * MS))
        if win.deadline_ns is None or now > win.deadline_ns:
            return None
        return -(-(win.deadline_ns - now) // (1000 * MS))

    def step(self, audio: Any, win: ReactionWindow, now: int) -> bool:
        """Tick when a counted second begins; True when the shown second changed (redraw)."""
        second = self.second(win, now)
        if second == self.said:
            return False
        self.said = second
        before_go = win.opened_ns is not None and now < win.opened_ns
        if second is not None and (before_go or second <= ALOUD_SECONDS) and audio is not None:
            audio.play("tick", 0.45)
        return True


def draw_ranking(surf: pygame.Surface, duel: Any, info: Any, top: int) -> None:
    """The Reaction duel's round result (``duel``: the ``DuelScene``, ``info``: its
    ``RoundInfo``): one row per seat from first to last: place, name, time, tie mark,
    points."""
    assert duel.match is not None
    s = duel.scale
    w = duel.size[0]
    out = info.outcome
    rows: list[tuple[int, int]] = [(rank, seat) for rank, g in enumerate(out.groups) for seat in g]
    out_seats = [x for x in range(duel.n) if x not in out.order]
    row_h = int(min(84 * s, (duel.size[1] - top - int(200 * s)) / max(1, duel.n)))
    fs = max(14, int(row_h * 0.5))
    while theme.line_h(fs) > row_h - 4 and fs > theme.MIN_TEXT:  # large text: rows apart
        fs -= 1
    row_h = max(row_h, theme.line_h(fs) + 4)
    panel = pygame.Rect(0, top, int(min(w * 0.86, 1300 * s)), row_h * duel.n + int(20 * s))
    panel.centerx = w // 2
    theme.panel(surf, panel, radius=max(8, int(16 * s)))
    places = ["1st", "2nd", "3rd", "4th", "5th", "6th"]
    x_place = panel.x + int(40 * s)
    x_pips = panel.right - int(40 * s)
    pip_r = max(5, int(11 * s))  # as ``_pips`` draws them, leftwards from ``x_pips``
    pips_left = x_pips - 3 * pip_r * (duel.match.lives - 1) - pip_r
    names = [duel.name(x) for x in range(duel.n)]
    gap = int(24 * s)
    while True:  # columns as wide as their words at the text size (200 %: "Computer 2206 ms")
        place_w = max(theme.text_width(p, fs, "bold") for p in places + ["last"])
        emblem = 2 * (fs // 3 + 2) + int(12 * s)
        x_name = max(panel.x + int(210 * s), x_place + place_w + emblem + gap)
        name_w = max(theme.text_width(n, fs, "bold") for n in names)
        x_time = max(panel.x + int(panel.width * 0.52), x_name + name_w + gap)
        time_w = theme.text_width("false start", fs, "bold")
        if x_time + time_w + gap <= pips_left or fs <= theme.MIN_TEXT:
            break
        fs -= 1
    y = top + int(10 * s)
    for rank, seat in rows:
        group = out.groups[rank]
        row = pygame.Rect(panel.x + int(8 * s), y, panel.width - int(16 * s), row_h - 4)
        if seat in info.losers:
            pygame.draw.rect(surf, RED_DARK, row, border_radius=max(6, int(10 * s)))
        cy = y + row_h // 2
        place = "last" if seat in out.missed else places[rank]
        theme.blit_text(surf, place, fs, (x_place, cy), theme.MUTED, "bold", "midleft")
        emblem_x = x_name - gap // 2 - (fs // 3 + 2)  # between the place and the name
        marks.seat_emblem(surf, seat, (emblem_x, cy), fs // 3 + 2)  # issue 30
        c = seat_colour(seat)
        theme.blit_text(surf, duel.name(seat), fs, (x_name, cy), c, "bold", "midleft")
        ms = info.times_ms.get(seat)
        if seat in out.false_starts:
            txt, col = "false start", RED
        elif ms is None:
            txt, col = "no press", RED
        else:
            txt, col = f"{ms:.0f} ms", theme.TEXT
        if len(group) > 1 and ms is not None:
            txt += "  (tie)"
        theme.blit_text(surf, txt, fs, (x_time, cy), col, "bold", "midleft")
        _pips(surf, duel.match, (x_pips, cy), seat, s)
        y += row_h
    for seat in out_seats:
        cy = y + row_h // 2
        theme.blit_text(surf, "out", fs, (x_place, cy), (110, 110, 120), "bold", "midleft")
        theme.blit_text(surf, duel.name(seat), fs, (x_name, cy), (110, 110, 120), "bold", "midleft")
        _pips(surf, duel.match, (x_pips, cy), seat, s)
        y += row_h


def _pips(
    surf: pygame.Surface, match: Any, right_mid: tuple[int, int], seat: int, s: float
) -> None:
    r = max(5, int(11 * s))
    gap = r * 3
    total = match.lives
    x0 = right_mid[0] - gap * (total - 1)
    for i in range(total):
        c = (x0 + i * gap, right_mid[1])
        if i < match.points[seat]:
            pygame.draw.circle(surf, seat_colour(seat), c, r)
        else:
            pygame.draw.circle(surf, (90, 90, 100), c, r, max(2, r // 3))


def centred_lines(
    surf: pygame.Surface, sub: str, size: int, inner: pygame.Rect, top: int
) -> pygame.Rect:
    """The line under the title, centred; on two lines where large text leaves it wider
    than the box even at its least (it ran past both window edges), shortened only then."""
    if theme.text_width(sub, size, "bold") <= inner.width:
        return theme.blit_text(surf, sub, size, (inner.centerx, top), theme.TEXT, "bold", "midtop")
    lines = theme.wrap(sub, size, inner.width, "bold")
    while len(lines) > 2 and size > theme.MIN_TEXT:  # smaller, down to the floor
        size -= 1
        lines = theme.wrap(sub, size, inner.width, "bold")
    if len(lines) > 2:
        rest = " ".join(lines[1:])
        lines = [lines[0], ellipsize(rest, inner.width, theme.font_px(size), "bold")]
    y = top
    for line in lines:
        theme.blit_text(surf, line, size, (inner.centerx, y), theme.TEXT, "bold", "midtop")
        y += theme.line_h(size)
    return pygame.Rect(inner.x, top, inner.width, y - top)
