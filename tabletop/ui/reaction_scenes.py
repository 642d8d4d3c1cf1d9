"""Timed-reaction screens: the key-mapping screen and the Reaction duel practice game.

This module owns what players *see* around a reaction window; the ranking is
``tabletop.reactions.window``. Nothing here blocks: a duel round is ``reactions.duel.DuelRound``
(pure, clock injected) driven one frame at a time; each frame polls the queue for down events
for a bounded slice (``POLL_SLICE_NS``, 11 ms with 0.25 ms naps, about 2 kHz) and stamps every
batch with ``perf_counter_ns`` (arrival order decides, stamps only judge ties within 10 ms), and
redraws only when what the round shows changes.

Scenes (constructed as ``Cls(app)`` by the launcher's practice entries)
    ``KeyMapScene``: choose 2-6 players, each presses the button they want (a key, a gamepad
    button, or a mouse click for the one player holding the mouse); duplicates and reserved keys
    are refused with a message. Then a rollover self-test: everybody presses and holds together
    and the screen shows whose press arrived (cheap keyboards drop the third or fourth key). The
    map is saved in ``app.settings["reaction_keys"]`` (``KeyMap.to_dict()``: seat number as a
    string -> binding) as soon as the last player has chosen. Esc goes back.

    ``DuelScene``: the "Reaction duel" practice game for 2-6 seats (humans with their mapped
    buttons, or bots at easy / normal / hard). Each round waits a random foreperiod, then shows
    GO; a press before GO is a false start (shown in red, ranks last); the last to react loses a
    point (``tabletop.reactions.duel.DuelMatch``). A result screen shows who was last, everyone's
    time in ms and ties; the match winner at the end; play again.

Keys for games (``app.settings["reaction_keys"]``)
    ``load_keymap(settings) -> KeyMap`` reads the saved map (an empty map when there is none or
    it is damaged). ``keymap_for(settings, human_seats) -> KeyMap`` gives every human seat its
    saved button when it has one, else the first free default key (Q, P, Z, M, Space, 6, ...).
    ``save_keymap(app, keymap)`` stores a map.

The races of a game (the Happening gesture race, the help / bone race) are not here: they are
the one race overlay, ``tabletop.ui.overlays.race.RaceOverlay`` (a non-blocking scene over the
table), which uses this module's key map (``keymap_for``) and seat tiles (``draw_seat_tile``).

Every screen scales from 1280x720 to 4K with ``scale = min(w / 1920, h / 1080)`` and uses the seat
colours of ``theme.SEAT_COLOURS``. While a scene is up, ``typing`` is True so no app shortcut takes a
player's key (mute is Ctrl+M, and Ctrl can be nobody's button).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from tabletop.reactions.bots import BotReactor
from tabletop.reactions.duel import DuelMatch, DuelRound
from tabletop.reactions.window import Outcome, ReactionWindow
from tabletop.ui import assets, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.reaction_input import (
    DEFAULT_KEYS,
    Binding,
    KeyMap,
    MappingSession,
    RolloverTest,
    binding_from_event,
    open_gamepads,
)
from tabletop.ui.widgets import Button

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

RED = (235, 70, 70)
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


def _player_text(msg: str) -> str:
    """KeyMap's refusals say "seat 2"; on these screens people are "Player 2"."""
    return msg.replace("seat ", "Player ")


def _restore_text_input() -> None:
    # poll_window stops SDL text input (no TEXTINPUT per KEYDOWN); other screens need it back.
    pygame.key.start_text_input()


def _drop_pending_presses() -> None:
    """Forget presses queued before a window (they belong to the previous screen)."""
    pygame.event.get(eventtype=DOWN_EVENTS)


# ------------------------------------------------------------------------------ drawing helpers

_bg_cache: dict[tuple[Any, ...], pygame.Surface] = {}


def _background(
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


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    return (
        int(a[0] + (b[0] - a[0]) * f),
        int(a[1] + (b[1] - a[1]) * f),
        int(a[2] + (b[2] - a[2]) * f),
    )


def _fit(s: str, size: int, width: int, kind: str = "bold") -> int:
    """The largest font size <= ``size`` at which ``s`` fits in ``width`` pixels."""
    wide = assets.font(size, kind).size(s)[0]
    if wide <= width:
        return size
    # scaled in one step: loading a font for every size tried costs milliseconds a frame
    return max(12, int(size * width / wide))


def _tile_rects(area: pygame.Rect, n: int, gap: int, max_w: int) -> list[pygame.Rect]:
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
        colour = _mix(colour, (70, 70, 80), 0.7)
    rad = max(8, int(18 * scale))
    if st.glow:
        theme.glow(surf, rect, colour, t)
    else:
        theme.shadow(surf, rect, radius=rad, offset=max(3, int(6 * scale)))
    pygame.draw.rect(surf, st.fill, rect, border_radius=rad)
    band = pygame.Rect(rect.x, rect.y, rect.width, max(30, int(rect.height * 0.26)))
    pygame.draw.rect(surf, colour, band, border_top_left_radius=rad, border_top_right_radius=rad)
    pygame.draw.rect(surf, st.edge or colour, rect, max(2, int(4 * scale)), border_radius=rad)
    pad = max(6, int(14 * scale))
    ns = _fit(name, int(band.height * 0.55), rect.width - 2 * pad)
    theme.blit_text(surf, name, ns, band.center, (20, 18, 24), "bold", anchor="center")
    body = pygame.Rect(rect.x, band.bottom, rect.width, rect.bottom - band.bottom)
    if pips is not None:
        body.height -= int(body.height * 0.2)
    if big:
        bs = _fit(big, int(body.height * 0.42 * big_scale), rect.width - 2 * pad)
        theme.blit_text(
            surf,
            big,
            bs,
            (body.centerx, body.y + int(body.height * 0.42)),
            big_colour or (theme.MUTED if st.dim else theme.TEXT),
            "bold",
            anchor="center",
        )
    if sub:
        ss = _fit(sub, max(14, int(24 * scale)), rect.width - 2 * pad, "sans")
        theme.blit_text(
            surf,
            sub,
            ss,
            (body.centerx, body.y + int(body.height * 0.80)),
            theme.MUTED,
            "sans",
            anchor="center",
        )
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


def _title(surf: pygame.Surface, title: str, sub: str, scale: float) -> int:
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
            pygame.Rect(int(w * 0.1), y, int(w * 0.8), int(140 * scale)),
            theme.TEXT,
            centre=True,
        )
    return y


def _message(surf: pygame.Surface, msg: str, bad: bool, y: int, scale: float) -> None:
    if not msg:
        return
    w = surf.get_width()
    size = max(16, int(32 * scale))
    lines = theme.wrap(msg, size, int(w * 0.7), "bold")
    tw = max(theme.text(line, size, theme.TEXT, "bold").get_width() for line in lines)
    rect = pygame.Rect(0, 0, tw + int(60 * scale), int(len(lines) * size * 1.25 + 24 * scale))
    rect.midtop = (w // 2, y)
    theme.panel(
        surf, rect, (*(RED_DARK if bad else GREEN_DARK), 235), max(8, int(14 * scale)), None
    )
    ty = rect.y + int(12 * scale)
    for line in lines:
        theme.blit_text(surf, line, size, (rect.centerx, ty), theme.TEXT, "bold", "midtop")
        ty += int(size * 1.25)


def frame_key(win: ReactionWindow, now: int) -> tuple[Any, ...]:
    """What a race frame shows, apart from a countdown: open or not, and every seat's state."""
    opened = win.opened_ns is not None and now >= win.opened_ns
    return (
        opened,
        tuple((s, win.false_started(s), win.reaction_ms(s)) for s in win.seats),
    )


# ------------------------------------------------------------------------------- KeyMapScene


class KeyMapScene(Scene):
    """Each player presses their reaction button; then a rollover self-test; saved in settings."""

    def __init__(self, app: App, players: int | None = None) -> None:
        super().__init__(app)
        self.typing = True  # M is a player's key here, not the mute shortcut
        self.saved = load_keymap(app.settings)
        n = len(self.saved.bindings)
        self.n = players or (n if MIN_PLAYERS <= n <= MAX_PLAYERS else 4)
        self.stage = "count"  # count -> map -> test
        self.session: MappingSession | None = None
        self.rollover: RolloverTest | None = None
        self.message = ""
        self.message_bad = False
        self.buttons: list[Button] = []
        self.size = app.screen.get_size()
        self.scale = 1.0
        try:
            self.pads = open_gamepads()  # keep the objects alive, else no button events
        except pygame.error:
            self.pads = []

    # ------------------------------------------------------------ model
    def choose(self, n: int) -> None:
        self.n = max(MIN_PLAYERS, min(MAX_PLAYERS, n))
        self.session = MappingSession(list(range(self.n)))
        self.stage = "map"
        self.message = ""
        self.rebuild()

    def undo(self) -> None:
        if self.session is not None:
            self.session.back()
            self.message = ""

    def test_saved(self) -> None:
        self.rollover = RolloverTest(self.saved)
        self.stage = "test"
        self.message = ""
        self.rebuild()

    def finish_mapping(self) -> None:
        assert self.session is not None
        self.saved = self.session.keymap
        save_keymap(self.app, self.saved)
        self.rollover = RolloverTest(self.saved)
        self.stage = "test"
        self.message = "Saved. Games and the Reaction duel now use these buttons."
        self.message_bad = False
        self.rebuild()

    def back(self) -> None:
        if self.stage == "map":
            self.stage = "count"
            self.session = None
            self.message = ""
            self.rebuild()
        else:
            self.app.pop()

    # ------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = min(size[0] / 1920, size[1] / 1080)
        self.rebuild()

    def rebuild(self) -> None:
        s = self.scale
        w, h = self.size
        bh = int(72 * s)
        by = h - int(120 * s)
        self.buttons = []
        if self.stage == "count":
            bw = int(170 * s)
            gap = int(30 * s)
            x0 = w // 2 - (5 * bw + 4 * gap) // 2
            for i, n in enumerate(range(MIN_PLAYERS, MAX_PLAYERS + 1)):
                r = pygame.Rect(x0 + i * (bw + gap), int(h * 0.36), bw, int(130 * s))
                self.buttons.append(
                    Button(str(n), r, partial(self.choose, n), primary=(n == self.n))
                )
            if self.saved.bindings:
                self.buttons.append(
                    Button(
                        "Test the saved buttons",
                        pygame.Rect(w // 2 - int(260 * s), by, int(520 * s), bh),
                        self.test_saved,
                    )
                )
        elif self.stage == "map":
            self.buttons.append(
                Button(
                    "Undo last",
                    pygame.Rect(w // 2 - int(260 * s), by, int(250 * s), bh),
                    self.undo,
                )
            )
            self.buttons.append(
                Button(
                    "Start over",
                    pygame.Rect(w // 2 + int(10 * s), by, int(250 * s), bh),
                    lambda: self.choose(self.n),
                )
            )
        else:
            self.buttons.append(
                Button(
                    "Test again",
                    pygame.Rect(w // 2 - int(420 * s), by, int(260 * s), bh),
                    self.reset_test,
                )
            )
            self.buttons.append(
                Button(
                    "Choose again",
                    pygame.Rect(w // 2 - int(130 * s), by, int(260 * s), bh),
                    lambda: self.choose(len(self.saved.bindings) or self.n),
                )
            )
            self.buttons.append(
                Button(
                    "Done",
                    pygame.Rect(w // 2 + int(160 * s), by, int(260 * s), bh),
                    self.app.pop,
                    primary=True,
                )
            )
        self.buttons.append(
            Button(
                "Back",
                pygame.Rect(int(40 * s), by, int(200 * s), bh),
                self.back,
                "Esc",
            )
        )
        self.dirty = True

    def reset_test(self) -> None:
        if self.rollover is not None:
            self.rollover.reset()

    # ------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.JOYDEVICEADDED:
            self.pads = open_gamepads()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and any(
            b.rect.collidepoint(event.pos) for b in self.buttons
        ):
            return  # a click on a button is not a reaction button
        for b in list(self.buttons):
            if b.handle(event):
                return
        if self.stage == "count":
            if event.type == pygame.KEYDOWN and pygame.K_2 <= event.key <= pygame.K_6:
                self.choose(event.key - pygame.K_0)
            elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.choose(self.n)
        elif self.stage == "map" and self.session is not None:
            if self.session.feed(event):
                self.message = _player_text(self.session.message)
                self.message_bad = False
                self.app.audio.play("click")
                if self.session.done:
                    self.finish_mapping()
            elif binding_from_event(event) is not None and self.session.message:
                self.message = _player_text(self.session.message)
                self.message_bad = True
                self.app.audio.play("invalid")
        elif self.stage == "test" and self.rollover is not None:
            self.rollover.feed(event)

    # ------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        s = self.scale
        w, h = self.size
        surf.blit(_background(self.size, (22, 26, 44), (10, 12, 22)), (0, 0))
        if self.stage == "count":
            y = _title(
                surf,
                "Reaction buttons",
                "Every player gets one button for Happenings, Frickin' Bone races and the "
                "Reaction duel: a key, a gamepad button, or the mouse for whoever holds it.",
                s,
            )
            theme.blit_text(
                surf,
                "How many players?  (press 2-6 or click)",
                int(40 * s),
                (w // 2, max(y + int(30 * s), int(h * 0.36) - int(70 * s))),
                theme.TEXT,
                "bold",
                "midtop",
            )
            if self.saved.bindings:
                self._draw_saved(surf, int(h * 0.36) + int(190 * s))
        elif self.stage == "map":
            self._draw_map(surf)
        else:
            self._draw_test(surf)
        for b in self.buttons:
            b.draw(surf, s)

    def _draw_saved(self, surf: pygame.Surface, y: int) -> None:
        s = self.scale
        w = self.size[0]
        theme.blit_text(
            surf, "Saved buttons", int(30 * s), (w // 2, y), theme.MUTED, "bold", "midtop"
        )
        seats = sorted(self.saved.bindings)
        area = pygame.Rect(int(60 * s), y + int(50 * s), w - int(120 * s), int(150 * s))
        for seat, r in zip(seats, _tile_rects(area, len(seats), int(20 * s), int(260 * s))):
            draw_seat_tile(
                surf, r, seat, f"Player {seat + 1}", self.saved.bindings[seat].label(), "", s
            )

    def _tiles_area(self) -> pygame.Rect:
        s = self.scale
        w, h = self.size
        top = int(h * 0.40) if self.stage == "map" else int(h * 0.27)
        return pygame.Rect(int(50 * s), top, w - int(100 * s), int(300 * s))

    def _draw_map(self, surf: pygame.Surface) -> None:
        assert self.session is not None
        s = self.scale
        sess = self.session
        cur = sess.current
        y = _title(
            surf,
            "Press your button",
            "Each player in turn presses the key they want (keys far apart work best), a gamepad "
            "button, or clicks the mouse if they hold it.",
            s,
        )
        if cur is not None:
            theme.blit_text(
                surf,
                f"Player {cur + 1}: press your button now",
                int(56 * s),
                (self.size[0] // 2, y + int(20 * s)),
                seat_colour(cur),
                "bold",
                "midtop",
                shadow=True,
            )
        t = time.monotonic()
        rects = _tile_rects(self._tiles_area(), self.n, int(24 * s), int(290 * s))
        for seat, r in zip(sess.seats, rects):
            b = sess.keymap.bindings.get(seat)
            if seat == cur:
                draw_seat_tile(
                    surf,
                    r,
                    seat,
                    f"Player {seat + 1}",
                    "?",
                    "press now",
                    s,
                    TileStyle(glow=True),
                    t=t,
                )
            elif b is not None:
                draw_seat_tile(surf, r, seat, f"Player {seat + 1}", b.label(), "ready", s)
            else:
                draw_seat_tile(
                    surf, r, seat, f"Player {seat + 1}", "...", "waiting", s, TileStyle(dim=True)
                )
        _message(surf, self.message, self.message_bad, self._tiles_area().bottom + int(40 * s), s)

    def _draw_test(self, surf: pygame.Surface) -> None:
        assert self.rollover is not None
        s = self.scale
        rt = self.rollover
        km = rt.keymap
        seats = sorted(km.bindings)
        _title(
            surf,
            "Rollover test",
            "Everybody press and HOLD your button at the same time. A tile that stays grey while "
            "its player holds the key means the keyboard dropped that key.",
            s,
        )
        rects = _tile_rects(self._tiles_area(), len(seats), int(24 * s), int(290 * s))
        for seat, r in zip(seats, rects):
            label = km.bindings[seat].label()
            if seat in rt.down:
                draw_seat_tile(
                    surf,
                    r,
                    seat,
                    f"Player {seat + 1}",
                    label,
                    "held now",
                    s,
                    TileStyle(fill=GREEN_DARK, edge=GREEN),
                    big_colour=GREEN,
                )
            elif seat in rt.arrived:
                draw_seat_tile(
                    surf,
                    r,
                    seat,
                    f"Player {seat + 1}",
                    label,
                    "arrived",
                    s,
                    TileStyle(edge=GREEN),
                    big_colour=GREEN,
                )
            else:
                draw_seat_tile(
                    surf,
                    r,
                    seat,
                    f"Player {seat + 1}",
                    label,
                    "not seen yet",
                    s,
                    TileStyle(dim=True),
                )
        arrived = len(rt.arrived)
        summary = f"Arrived: {arrived} of {len(seats)}    Held together at most: {len(rt.peak)}"
        y = self._tiles_area().bottom + int(30 * s)
        theme.blit_text(
            surf, summary, int(40 * s), (self.size[0] // 2, y), theme.TEXT, "bold", "midtop"
        )
        msg, bad = self.message, self.message_bad
        missing = [x for x in seats if x not in rt.arrived]
        if rt.arrived and missing and len(rt.peak) >= 2:
            msg = (
                "Not seen: "
                + ", ".join(f"Player {x + 1}" for x in missing)
                + ". If they are holding their key, this keyboard drops it: choose keys further "
                "apart, a gamepad, or the mouse."
            )
            bad = True
        elif rt.arrived and not missing:
            msg, bad = "All buttons arrived together. Ready to play!", False
        _message(surf, msg, bad, y + int(70 * s), s)

    def animating(self) -> bool:
        return self.stage == "map"  # the current player's tile pulses


# --------------------------------------------------------------------------------- DuelScene


@dataclass
class RoundInfo:
    number: int
    outcome: Outcome
    times_ms: dict[int, float | None]
    losers: tuple[int, ...]


class DuelScene(Scene):
    """The Reaction duel: wait for GO, press; the last one to react loses a point."""

    def __init__(
        self,
        app: App,
        seed: int | None = None,
        clock_ns: Callable[[], int] = time.perf_counter_ns,
        sleep_s: float = POLL_NAP_S,
        result_s: float = 3.5,
        poll_slice_ns: int = POLL_SLICE_NS,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        super().__init__(app)
        self.typing = True  # M is a player's key here, not the mute shortcut
        self.rng = random.Random(seed)
        self.clock_ns = clock_ns
        self.sleep_s = sleep_s
        self.sleep = sleep
        self.poll_slice_ns = poll_slice_ns
        self.result_s = result_s
        self.duel_round: DuelRound | None = None
        self.polls = 0
        #: the longest gap between two looks at the event queue during the last round
        self.max_poll_gap_ns = 0
        self._last_poll: int | None = None
        self._shown: Any = None
        saved = len(load_keymap(app.settings).bindings)
        if saved >= 2:
            self.kinds = ["human"] * min(MAX_PLAYERS, saved)
        else:
            self.kinds = ["human", "normal"]
        self.lives = 3
        self.stage = "setup"  # setup -> round -> result -> round ... -> result (match over)
        self.match: DuelMatch | None = None
        self.window: ReactionWindow | None = None
        self.last: RoundInfo | None = None
        self.round_no = 0
        self.paused = False
        self.note = ""
        self.next_round_at = 0.0
        self.keymap = KeyMap()
        self.bots: dict[int, BotReactor] = {}
        self.buttons: list[Button] = []
        self.size = app.screen.get_size()
        self.scale = 1.0
        self._go_sounded = False
        self._keys_snapshot: Any = None
        self.refresh_keys()
        try:
            self.pads = open_gamepads()
        except pygame.error:
            self.pads = []

    # ------------------------------------------------------------ model
    @property
    def n(self) -> int:
        return len(self.kinds)

    def humans(self) -> list[int]:
        return [i for i, k in enumerate(self.kinds) if k == "human"]

    def name(self, seat: int) -> str:
        return f"Player {seat + 1}" if self.kinds[seat] == "human" else f"Bot {seat + 1}"

    def refresh_keys(self) -> None:
        self._keys_snapshot = self.app.settings.get(SETTINGS_KEY)
        self.keymap = keymap_for(self.app.settings, self.humans())

    def seat_sub(self, seat: int) -> str:
        if self.kinds[seat] == "human":
            b = self.keymap.bindings.get(seat)
            return f"button: {b.label()}" if b else "no button!"
        return f"computer ({self.kinds[seat]})"

    def cycle(self, seat: int) -> None:
        order = ["human", *BOT_LEVELS]
        self.kinds[seat] = order[(order.index(self.kinds[seat]) + 1) % len(order)]
        self.refresh_keys()
        self.rebuild()

    def add_seat(self, delta: int) -> None:
        n = max(MIN_PLAYERS, min(MAX_PLAYERS, self.n + delta))
        while self.n < n:
            self.kinds.append("normal")
        del self.kinds[n:]
        self.refresh_keys()
        self.rebuild()

    def cycle_lives(self) -> None:
        self.lives = {3: 5, 5: 7, 7: 1, 1: 3}.get(self.lives, 3)
        self.rebuild()

    def open_keys(self) -> None:
        self.app.push(KeyMapScene(self.app))

    def start(self) -> None:
        self.refresh_keys()
        missing = [s for s in self.humans() if s not in self.keymap.bindings]
        if missing:
            self.note = "Not enough free keys: map the buttons on the Reaction keys screen."
            return
        self.match = DuelMatch(tuple(range(self.n)), lives=self.lives)
        self.bots = {
            s: BotReactor(k, "simple", random.Random(self.rng.random()))
            for s, k in enumerate(self.kinds)
            if k != "human"
        }
        self.round_no = 0
        self.last = None
        self.note = ""
        self.paused = False
        self.stage = "round"
        self.rebuild()

    def to_setup(self) -> None:
        if self.duel_round is not None:
            _restore_text_input()
            self.duel_round = None
        self.stage = "setup"
        self.match = None
        self.last = None
        self.window = None
        self.note = ""
        self.refresh_keys()
        self.rebuild()

    def next_round(self) -> None:
        if self.match is not None and not self.match.over:
            self.paused = False
            self.stage = "round"
            self.rebuild()

    def toggle_pause(self) -> None:
        self.paused = not self.paused
        if not self.paused:
            self.next_round_at = time.monotonic() + 1.5
        self.rebuild()

    def begin_round(self) -> None:
        """The round appears: a new window whose GO comes after a random foreperiod."""
        assert self.match is not None
        _drop_pending_presses()
        pygame.key.stop_text_input()  # else every KEYDOWN also brings a TEXTINPUT event
        self.round_no += 1
        window = self.match.new_window(self.clock_ns(), self.rng)
        self.window = window
        self.duel_round = DuelRound(window, self.bots, linger_ns=LINGER_NS)
        self._go_sounded = False
        self._shown = None
        self._last_poll = None
        self.max_poll_gap_ns = 0
        self.polls = 0

    def _poll(self, start: int) -> None:
        """Pull down events until the slice is used (at least once), stamping each batch."""
        rnd = self.duel_round
        assert rnd is not None
        end = start + self.poll_slice_ns
        repost: list[pygame.event.Event] = []
        while True:
            events = pygame.event.get(eventtype=DOWN_EVENTS)
            now = self.clock_ns()
            self.polls += 1
            if self._last_poll is not None:
                self.max_poll_gap_ns = max(self.max_poll_gap_ns, now - self._last_poll)
            self._last_poll = now
            self._take(events, now, repost)
            if rnd.done or now >= end:
                break
            if self.sleep_s > 0:
                self.sleep(self.sleep_s)
        # keys that are nobody's button (Esc, F11, ...) go back to the app for the next frame
        for ev in repost:
            pygame.event.post(ev)

    def _take(
        self, events: list[pygame.event.Event], now: int, repost: list[pygame.event.Event]
    ) -> None:
        """Bots due by ``now`` first, then this batch's presses in arrival order."""
        rnd = self.duel_round
        assert rnd is not None and self.window is not None
        before = len(rnd.log)
        rnd.tick(now)
        for ev in events:
            seat = self.keymap.seat_for(ev)
            if seat is None:
                if ev.type == pygame.KEYDOWN:
                    repost.append(ev)
                continue
            rnd.press(seat, now)
        rnd.tick(now)
        if any(e.status == "false_start" for e in rnd.log[before:]):
            self.app.audio.play("invalid", 0.5)
        key = frame_key(self.window, now)
        if key != self._shown:
            # draw (and flip) only when something visible changed: flip blocks for
            # milliseconds, and a press that arrives meanwhile gets a late timestamp
            self._shown = key
            self.dirty = True

    def end_round(self) -> None:
        """Score the finished round and show the result."""
        rnd, window = self.duel_round, self.window
        assert self.match is not None and rnd is not None and window is not None
        _restore_text_input()
        self.duel_round = None
        outcome = rnd.outcome()
        losers = self.match.record(outcome)
        times = {s: window.reaction_ms(s) for s in window.seats}
        self.last = RoundInfo(self.round_no, outcome, times, losers)
        self.note = ""
        self.stage = "result"
        self.next_round_at = time.monotonic() + self.result_s
        if self.match.over:
            self.app.audio.play("win")
        elif losers:
            self.app.audio.play("lose", 0.5)
        self.rebuild()

    def stop_round(self) -> None:
        """Esc during a round: it does not count, nobody loses a point; paused."""
        _restore_text_input()
        self.duel_round = None
        self.round_no -= 1
        self.paused = True
        self.stage = "result"
        self.note = "Round stopped. Nobody loses a point."
        self.rebuild()

    # ------------------------------------------------------------ loop hooks
    def update(self, now: float) -> None:
        if self.stage == "setup" and self.app.settings.get(SETTINGS_KEY) != self._keys_snapshot:
            self.refresh_keys()
            self.rebuild()
        if self.stage == "round":
            # one frame of the round: poll presses for a bounded slice, never the whole round
            if self.duel_round is None:
                self.begin_round()
            self._poll(self.clock_ns())
            if self.duel_round is not None and self.duel_round.done:
                self.end_round()
                self.dirty = True
        elif (
            self.stage == "result"
            and self.match is not None
            and not self.match.over
            and not self.paused
            and now >= self.next_round_at
        ):
            self.next_round()
            self.dirty = True
        elif self.stage == "result" and not self.paused:
            shown = math.ceil(max(0.0, self.next_round_at - now))
            if shown != getattr(self, "_shown_second", None):
                self._shown_second = shown
                self.dirty = True  # the "Next round in N..." countdown

    def on_leave(self) -> None:
        if self.duel_round is not None:
            self.stop_round()
        _restore_text_input()

    def animating(self) -> bool:
        return False  # a round redraws only when what it shows changes (see ``_take``)

    def next_wake(self) -> float | None:
        if self.stage == "round":
            return time.monotonic()  # poll again at once: the round's presses are timed
        if self.stage == "result" and not self.paused:
            left = self.next_round_at - time.monotonic()
            return time.monotonic() + max(0.01, min(0.25, left))
        return None

    # ------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = min(size[0] / 1920, size[1] / 1080)
        self.rebuild()

    def _tiles_area(self) -> pygame.Rect:
        s = self.scale
        w, h = self.size
        if self.stage == "setup":
            return pygame.Rect(int(50 * s), int(h * 0.36), w - int(100 * s), int(300 * s))
        return pygame.Rect(int(40 * s), h - int(330 * s), w - int(80 * s), int(280 * s))

    def rebuild(self) -> None:
        s = self.scale
        w, h = self.size
        bh = int(72 * s)
        by = h - int(120 * s)
        self.buttons = []
        if self.stage == "setup":
            for seat, r in enumerate(
                _tile_rects(self._tiles_area(), self.n, int(24 * s), int(290 * s))
            ):
                self.buttons.append(Button("", r, partial(self.cycle, seat)))
            ty = self._tiles_area().bottom + int(40 * s)
            self.buttons += [
                Button(
                    "- seat",
                    pygame.Rect(w // 2 - int(460 * s), ty, int(200 * s), int(64 * s)),
                    lambda: self.add_seat(-1),
                    enabled=self.n > MIN_PLAYERS,
                ),
                Button(
                    "+ seat",
                    pygame.Rect(w // 2 - int(240 * s), ty, int(200 * s), int(64 * s)),
                    lambda: self.add_seat(1),
                    enabled=self.n < MAX_PLAYERS,
                ),
                Button(
                    f"Points each: {self.lives}",
                    pygame.Rect(w // 2 + int(40 * s), ty, int(420 * s), int(64 * s)),
                    self.cycle_lives,
                ),
                Button(
                    "Reaction keys...",
                    pygame.Rect(w // 2 - int(430 * s), by, int(400 * s), bh),
                    self.open_keys,
                ),
                Button(
                    "Start",
                    pygame.Rect(w // 2 + int(30 * s), by, int(400 * s), bh),
                    self.start,
                    "Enter",
                    primary=True,
                ),
            ]
        elif self.stage == "result" and self.match is not None:
            if self.match.over:
                self.buttons += [
                    Button(
                        "Play again",
                        pygame.Rect(w // 2 + int(30 * s), by, int(400 * s), bh),
                        self.start,
                        "Enter",
                        primary=True,
                    ),
                    Button(
                        "Change seats",
                        pygame.Rect(w // 2 - int(430 * s), by, int(400 * s), bh),
                        self.to_setup,
                    ),
                ]
            else:
                self.buttons += [
                    Button(
                        "Next round",
                        pygame.Rect(w // 2 + int(30 * s), by, int(400 * s), bh),
                        self.next_round,
                        primary=True,
                    ),
                    Button(
                        "Resume" if self.paused else "Pause",
                        pygame.Rect(w // 2 - int(430 * s), by, int(400 * s), bh),
                        self.toggle_pause,
                    ),
                ]
        self.buttons.append(
            Button("Back", pygame.Rect(int(40 * s), by, int(200 * s), bh), self.back, "Esc")
        )
        self.dirty = True

    def back(self) -> None:
        if self.stage == "setup":
            self.app.pop()
        else:
            self.to_setup()

    # ------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.JOYDEVICEADDED:
            self.pads = open_gamepads()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.stage == "round" and self.duel_round is not None:
                self.stop_round()
            else:
                self.back()
            return
        if self.stage == "round" and self.duel_round is not None and event.type in DOWN_EVENTS:
            # a press the app pulled between two polls: stamped now, in arrival order
            if self.keymap.seat_for(event) is not None:
                self._take([event], self.clock_ns(), [])
                return
        for b in list(self.buttons):
            if b.handle(event):
                self.app.audio.play("click")
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.keymap.seat_for(event) is not None:
                return  # Enter is a player's button
            if self.stage == "setup" or (
                self.stage == "result" and self.match is not None and self.match.over
            ):
                self.start()

    # ------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        if self.stage == "setup":
            self.draw_setup(surf)
        elif self.stage == "round" and self.window is not None:
            self.draw_round(surf, self.window, self.clock_ns())
        else:
            self.draw_result(surf)
        for b in self.buttons:
            if b.label:
                b.draw(surf, self.scale)

    def draw_setup(self, surf: pygame.Surface) -> None:
        s = self.scale
        surf.blit(_background(self.size, (30, 24, 50), (12, 10, 22)), (0, 0))
        y = _title(
            surf,
            "Reaction duel",
            "Wait for GO, then press your button. The last one to react loses a point; a press "
            "before GO is a false start and counts as last. The last player with points wins.",
            s,
        )
        theme.blit_text(
            surf,
            "Seats (click a seat to switch human / computer)",
            int(32 * s),
            (self.size[0] // 2, max(y + int(20 * s), self._tiles_area().y - int(60 * s))),
            theme.MUTED,
            "bold",
            "midtop",
        )
        for seat, b in enumerate(self.buttons[: self.n]):
            human = self.kinds[seat] == "human"
            kb = self.keymap.bindings.get(seat)
            big = (kb.label() if kb else "?") if human else self.kinds[seat].title()
            sub = "human: press this" if human else "computer"
            draw_seat_tile(
                surf,
                b.rect,
                seat,
                self.name(seat),
                big,
                sub,
                s,
                TileStyle(edge=theme.GLOW if b.hover else None),
                big_scale=1.0 if human else 0.6,
            )
        if self.note:
            _message(surf, self.note, True, self._tiles_area().bottom + int(130 * s), s)

    def _seat_status(
        self, win: ReactionWindow, seat: int, now: int
    ) -> tuple[str, str, TileStyle, tuple[int, int, int] | None]:
        """(big line, small line, style, big colour) of a seat's tile during a round."""
        assert self.match is not None
        if seat not in win.seats:
            return "out", "no points left", TileStyle(dim=True), None
        if win.false_started(seat):
            return "FALSE START", "too early!", TileStyle(fill=RED_DARK, edge=RED), RED
        ms = win.reaction_ms(seat)
        if ms is not None:
            return f"{ms:.0f} ms", "pressed", TileStyle(fill=GREEN_DARK, edge=GREEN), GREEN
        kb = self.keymap.bindings.get(seat)
        if kb is None:
            return self.kinds[seat], "computer", TileStyle(), None
        return kb.label(), "ready", TileStyle(), None

    def draw_round(self, surf: pygame.Surface, win: ReactionWindow, now: int) -> None:
        """One frame of a round: "Wait..." then a big "GO!" and the seats' tiles."""
        assert self.match is not None and win.opened_ns is not None
        s = self.scale
        w, h = self.size
        go = now >= win.opened_ns
        if go and not self._go_sounded:
            self._go_sounded = True
            self.app.audio.play("tick", 0.9)
        if go:
            surf.blit(_background(self.size, (24, 120, 56), (10, 60, 26)), (0, 0))
        else:
            surf.blit(_background(self.size, (52, 36, 66), (22, 16, 32)), (0, 0))
        word = "GO!" if go else "Wait..."
        theme.blit_text(
            surf,
            word,
            int(300 * s),
            (w // 2, int(h * 0.36)),
            (250, 250, 240) if go else (200, 190, 220),
            "serif",
            "center",
            shadow=True,
        )
        theme.blit_text(
            surf,
            f"Round {self.round_no}",
            int(36 * s),
            (w // 2, int(24 * s)),
            theme.MUTED,
            "bold",
            "midtop",
        )
        if not go:
            theme.blit_text(
                surf,
                "Do not press yet!",
                int(44 * s),
                (w // 2, int(h * 0.36) + int(190 * s)),
                theme.TEXT,
                "bold",
                "midtop",
            )
        rects = _tile_rects(self._tiles_area(), self.n, int(20 * s), int(290 * s))
        for seat, r in enumerate(rects):
            big, sub, style, col = self._seat_status(win, seat, now)
            bot = seat in self.bots and col is None and style.fill == TILE
            draw_seat_tile(
                surf,
                r,
                seat,
                self.name(seat),
                big,
                sub,
                s,
                style,
                col,
                pips=(self.match.points[seat], self.match.lives),
                big_scale=0.6 if bot else 1.0,
            )

    def draw_result(self, surf: pygame.Surface) -> None:
        s = self.scale
        w, h = self.size
        surf.blit(_background(self.size, (30, 24, 50), (12, 10, 22)), (0, 0))
        match = self.match
        if match is None:
            return
        info = self.last
        if match.over:
            win = match.winners
            if len(win) == 1:
                head, colour = f"{self.name(win[0])} wins the duel!", seat_colour(win[0])
            else:
                head, colour = (
                    "Shared win: " + " and ".join(self.name(x) for x in win),
                    theme.ACCENT,
                )
        elif info is None:
            head, colour = self.note or "Round stopped", theme.TEXT
        else:
            head, colour = self.round_headline(info)
        hs = _fit(head, int(84 * s), int(w * 0.92), "serif")
        theme.blit_text(
            surf, head, hs, (w // 2, int(30 * s)), colour, "serif", "midtop", shadow=True
        )
        top = int(30 * s) + int(hs * 1.35)
        if info is not None:
            sub = f"Round {info.number}: " + self.round_subline(info)
            theme.blit_text(
                surf,
                sub,
                _fit(sub, int(36 * s), int(w * 0.9), "sans"),
                (w // 2, top),
                theme.TEXT,
                "sans",
                "midtop",
            )
            self.draw_ranking(surf, info, top + int(70 * s))
        if not match.over and not self.paused:
            left = max(0.0, self.next_round_at - time.monotonic())
            theme.blit_text(
                surf,
                f"Next round in {math.ceil(left)}...",
                int(34 * s),
                (w // 2, h - int(170 * s)),
                theme.MUTED,
                "bold",
                "midbottom",
            )
        elif self.paused and not match.over:
            theme.blit_text(
                surf,
                "Paused",
                int(34 * s),
                (w // 2, h - int(170 * s)),
                theme.MUTED,
                "bold",
                "midbottom",
            )

    def round_headline(self, info: RoundInfo) -> tuple[str, tuple[int, int, int]]:
        out = info.outcome
        last = out.last
        if not info.losers:
            return "Everybody tied: nobody loses a point", theme.ACCENT
        if len(last) == 1:
            who = last[0]
            why = " (false start)" if who in out.false_starts else ""
            return f"{self.name(who)} was last{why}!", seat_colour(who)
        return "Tie for last: " + " and ".join(self.name(x) for x in last), theme.ACCENT

    def round_subline(self, info: RoundInfo) -> str:
        if not info.losers:
            return "the round does not count."
        return "-1 point for " + ", ".join(self.name(x) for x in info.losers) + "."

    def draw_ranking(self, surf: pygame.Surface, info: RoundInfo, top: int) -> None:
        """One row per seat from first to last: place, name, time, tie mark, points."""
        assert self.match is not None
        s = self.scale
        w = self.size[0]
        out = info.outcome
        rows: list[tuple[int, int]] = [
            (rank, seat) for rank, g in enumerate(out.groups) for seat in g
        ]
        out_seats = [x for x in range(self.n) if x not in out.order]
        row_h = int(min(84 * s, (self.size[1] - top - int(200 * s)) / max(1, self.n)))
        fs = max(14, int(row_h * 0.5))
        panel = pygame.Rect(0, top, int(min(w * 0.86, 1300 * s)), row_h * self.n + int(20 * s))
        panel.centerx = w // 2
        theme.panel(surf, panel, radius=max(8, int(16 * s)))
        x_place = panel.x + int(40 * s)
        x_name = panel.x + int(210 * s)
        x_time = panel.x + int(panel.width * 0.52)
        x_pips = panel.right - int(40 * s)
        y = top + int(10 * s)
        places = ["1st", "2nd", "3rd", "4th", "5th", "6th"]
        for rank, seat in rows:
            group = out.groups[rank]
            row = pygame.Rect(panel.x + int(8 * s), y, panel.width - int(16 * s), row_h - 4)
            if seat in info.losers:
                pygame.draw.rect(surf, RED_DARK, row, border_radius=max(6, int(10 * s)))
            cy = y + row_h // 2
            place = "last" if seat in out.missed else places[rank]
            theme.blit_text(surf, place, fs, (x_place, cy), theme.MUTED, "bold", "midleft")
            pygame.draw.circle(surf, seat_colour(seat), (x_name - int(32 * s), cy), fs // 3)
            theme.blit_text(
                surf, self.name(seat), fs, (x_name, cy), seat_colour(seat), "bold", "midleft"
            )
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
            self._pips(surf, (x_pips, cy), seat, s)
            y += row_h
        for seat in out_seats:
            cy = y + row_h // 2
            theme.blit_text(surf, "out", fs, (x_place, cy), (110, 110, 120), "bold", "midleft")
            theme.blit_text(
                surf, self.name(seat), fs, (x_name, cy), (110, 110, 120), "bold", "midleft"
            )
            self._pips(surf, (x_pips, cy), seat, s)
            y += row_h

    def _pips(self, surf: pygame.Surface, right_mid: tuple[int, int], seat: int, s: float) -> None:
        assert self.match is not None
        r = max(5, int(11 * s))
        gap = r * 3
        total = self.match.lives
        x0 = right_mid[0] - gap * (total - 1)
        for i in range(total):
            c = (x0 + i * gap, right_mid[1])
            if i < self.match.points[seat]:
                pygame.draw.circle(surf, seat_colour(seat), c, r)
            else:
                pygame.draw.circle(surf, (90, 90, 100), c, r, max(2, r // 3))
