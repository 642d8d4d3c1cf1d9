"""Shoot for Loot drawn: the flick of a Mighty Bean at a standing bean, and flick practice.

Owns the pygame side of the pymunk flick in tabletop.physics (which decides everything):

* ``ShotScene(app, setup, on_done, bot_level=None, title=...)``: one Shoot for Loot shot seen
  from above. The human presses on their bean, pulls back like a slingshot and lets go (or, in
  swipe mode, flicks the pointer through the bean: the pointer's speed at release is the power);
  a power meter and a short aiming guide show the pull, never the trajectory. The beans slide
  and spin, the target wobbles (its sprite leans and squashes along the tilt) or topples. When the
  shot has settled and its result was shown, the scene pops itself and then calls
  ``on_done(flick, knocked_down)``; "Miss on purpose" calls ``on_done(Flick.none(), False)``.
  With ``bot_level`` the computer shoots (``flick_bot``) after a visible aim.
* ``FlickPracticeScene(app)``: the launcher's "Flick practice": ten shots at a standing bean
  placed anew after every shot (``PracticeSession``), hits, streaks and a personal best.

Time: the simulation advances with ``Shot.advance(real_dt)`` (whole fixed steps), so the frame
rate never changes the outcome. ``tick(dt)`` is the whole per-frame step (tests drive it with a
fixed dt); ``update(now)`` feeds it real time. The scene animates only while something moves or
the pointer drags; the table, mats and labels are drawn once per size into a cached layer.

The view is the table from above, turned so the shooter's bean is at the bottom (a 180 degree
turn when seat 1 shoots). Lying beans are drawn flat; the standing target is drawn upright from
its base (a slightly oblique view), leaning along its tilt until it lies flat on the table.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from tabletop.physics.bots import flick_bot
from tabletop.physics.flick import (
    MAX_PULL,
    MAX_SPEED,
    Flick,
    Shot,
    ShotEvent,
    ShotFrame,
    ShotResult,
    ShotSetup,
    aim_guide,
    flick_from_pull,
    flick_from_swipe,
    pull_power,
)
from tabletop.physics.practice import PracticeSession
from tabletop.physics.scene import BEAN_DIAMETER, BEAN_LENGTH, table_scene
from tabletop.ui import assets, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.widgets import Button

Vec = tuple[float, float]

#: The part of the table (cm, in the shooter's frame: shooter at the bottom) fitted to the view:
#: the whole width of the mats, the pull-back room behind the shooter's bean and enough of the
#: far mat to see where a miss goes (beans are small: 2.8 cm on a 60 cm mat).
FIT_U = (-32.0, 32.0)
FIT_V = (-35.0, 12.0)
PRACTICE_FIT_V = (-35.0, 18.0)
#: Screen pixels (at 1080p) of slingshot pull for full power; the window must have room for it.
FULL_PULL_PX = 180
#: Beans are drawn a little larger and plumper than their 2.8 x 1.3 cm capsule so that their
#: faces read on a 60 cm mat; the physics keeps the true size.
BEAN_DRAW_SCALE = 1.25
BEAN_LENGTH_DRAWN = BEAN_LENGTH * BEAN_DRAW_SCALE
BEAN_WIDTH_DRAWN = BEAN_DIAMETER * 1.2 * BEAN_DRAW_SCALE
STAND_UP = 0.8  # how tall an upright bean looks in the oblique view (of its length)
GRAB_RADIUS = 2.6  # cm around the shooter's bean that a press grabs it
SWIPE_WINDOW = 0.08  # s of pointer history that sets a swipe's speed
SPIN_STEP = 5.0  # rad/s per wheel notch
MAX_UI_SPIN = 30.0
BOT_AIM_TIME = 1.5  # s of visible aiming before a computer flick
RESULT_HOLD = 1.8  # s the result stays on screen before the scene moves on
MAX_FRAME_DT = 0.1  # s; a longer stall slows the shot down instead of skipping it
BEAN_COLOURS = ("red", "blue", "green", "orange", "pink", "purple", "teal", "yellow")


#: the sprites this scene draws (``preload`` reads them off the frame)
SPRITES = (
    "common/felt.png",
    "common/wood_rim.png",
    "beanz/mat.png",
    "beanz/galaxy_ring.png",
    "beanz/black_hole.png",
    *(f"beanz/bean_{c}.png" for c in BEAN_COLOURS),
)
_raw: dict[str, pygame.Surface] = {}
_preload_lock = threading.Lock()


def preload() -> None:
    """Read the scene's sprites from disk (safe in a background thread: no display calls).
    A game that may open a shot calls this at table start, off the frame (in a
    background thread, with the import of this module), so the first shot's frame does not wait for the disk."""
    with _preload_lock:
        for rel in SPRITES:
            if rel in _raw or (rel, None) in assets._images:
                continue
            path = assets.sprite_path(rel)
            if path is None:
                continue
            try:
                _raw[rel] = pygame.image.load(str(path))
            except (pygame.error, FileNotFoundError):
                continue


def _image(rel: str) -> pygame.Surface | None:
    """A sprite through ``assets.image``; a preloaded one is converted once here (about 1 ms)
    and put in the assets cache, so it dies with it (``assets.clear_caches``)."""
    with _preload_lock:
        raw = _raw.pop(rel, None)
    if raw is not None and (rel, None) not in assets._images:
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            raw = raw.convert_alpha()
        assets._images[(rel, None)] = raw
    return assets.image(rel)


def _lerp(a: tuple[int, ...], b: tuple[int, ...], t: float) -> tuple[int, ...]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b, strict=True))


def power_colour(p: float) -> tuple[int, ...]:
    """Green at low power through yellow to red at full power."""
    p = max(0.0, min(1.0, p))
    if p < 0.5:
        return _lerp((96, 210, 120), (255, 206, 64), p * 2)
    return _lerp((255, 206, 64), (235, 80, 70), (p - 0.5) * 2)


@dataclass
class _Float:
    """A short-lived label or flash on the table (world position, scene time of birth)."""

    kind: str  # "text" or "ring"
    pos: Vec
    born: float
    life: float
    text: str = ""
    colour: tuple[int, ...] = theme.TEXT


class _FlickView(Scene):
    """The table, the beans and the aiming shared by the loot shot and the practice."""

    title = "Shoot for Loot"
    fit_v = FIT_V

    def __init__(self, app: App, setup: ShotSetup, colours: tuple[str, str]) -> None:
        super().__init__(app)
        self.setup = setup
        self.colours = colours
        self.scene_data = table_scene()
        self.state = "ready"  # ready, aiming, bot, flying, result, finished
        self.swipe = False
        self.spin = 0.0
        self.t = 0.0  # scene time (sum of tick dts)
        self.clock: Callable[[], float] = time.perf_counter  # swipe timing; tests replace it
        self.pointer: tuple[int, int] | None = None
        self.samples: deque[tuple[float, Vec]] = deque(maxlen=32)
        self.flick: Flick | None = None
        self.shot: Shot | None = None
        self.result: ShotResult | None = None
        self.hold = 0.0
        self.floats: list[_Float] = []
        self.trail: deque[Vec] = deque(maxlen=26)
        self.bot_t = 0.0
        self.bot_flick: Flick | None = None
        self.bot_label = ""
        self._last_now: float | None = None
        self._static: pygame.Surface | None = None
        self._static_key: tuple[Any, ...] | None = None
        self._sprites: dict[tuple[Any, ...], pygame.Surface] = {}
        self.buttons: list[Button] = []
        self.size = (1280, 720)

    # ------------------------------------------------------------------ geometry
    @property
    def flip(self) -> float:
        """-1 turns the table round so the shooter's bean is at the bottom of the screen."""
        return -1.0 if self.setup.shooter_start[1] > self.setup.target[1] else 1.0

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        s = self.scale = min(w / 1920, h / 1080)
        self.bar = pygame.Rect(0, 0, w, int(60 * s))
        pw = int(430 * s)
        self.panel_rect = pygame.Rect(
            w - pw - int(16 * s),
            self.bar.bottom + int(16 * s),
            pw,
            h - self.bar.bottom - int(32 * s),
        )
        self.view = pygame.Rect(
            0, self.bar.bottom, self.panel_rect.left - int(8 * s), h - self.bar.bottom
        )
        margin = int(12 * s)
        self.k = min(
            (self.view.width - 2 * margin) / (FIT_U[1] - FIT_U[0]),
            (self.view.height - 2 * margin) / (self.fit_v[1] - self.fit_v[0]),
        )
        self._static = None
        self._sprites.clear()
        self.make_buttons()
        self.dirty = True

    def make_buttons(self) -> None:
        self.buttons = []

    def to_screen(self, p: Vec) -> tuple[float, float]:
        f = self.flip
        u, v = p[0] * f, p[1] * f
        vmid = (self.fit_v[0] + self.fit_v[1]) / 2
        return (self.view.centerx + u * self.k, self.view.centery - (v - vmid) * self.k)

    def to_world(self, pos: tuple[float, float]) -> Vec:
        f = self.flip
        vmid = (self.fit_v[0] + self.fit_v[1]) / 2
        u = (pos[0] - self.view.centerx) / self.k
        v = vmid - (pos[1] - self.view.centery) / self.k
        return (u * f, v * f)

    def vec_to_screen(self, d: Vec) -> tuple[float, float]:
        f = self.flip
        return (d[0] * f * self.k, -d[1] * f * self.k)

    def _ipt(self, p: tuple[float, float]) -> tuple[int, int]:
        return (round(p[0]), round(p[1]))

    # ------------------------------------------------------------------ sprites (cached)
    def _sprite(self, key: tuple[Any, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._sprites.get(key)
        if surf is None:
            if len(self._sprites) > 700:
                self._sprites.clear()
            surf = make()
            self._sprites[key] = surf
        return surf

    def _bean_base(self, colour: str, w: int, h: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            raw = _image(f"beanz/bean_{colour}.png")
            if raw is None:
                s = pygame.Surface((w, h), pygame.SRCALPHA)
                pygame.draw.ellipse(s, (200, 80, 80), s.get_rect())
                return s
            crop = raw.subsurface(raw.get_bounding_rect()).copy()
            return pygame.transform.smoothscale(crop, (w, h))

        return self._sprite(("bean", colour, w, h), make)

    def bean_sprite(self, colour: str, length_px: float, angle_deg: float) -> pygame.Surface:
        """The bean sprite ``length_px`` long, its head pointing ``angle_deg`` (screen, counter-
        clockwise from the +x axis, y up), cached per whole pixel and degree."""
        w = max(4, round(BEAN_WIDTH_DRAWN * self.k))
        h = max(w, round(length_px))
        a = round(angle_deg) % 360
        base = self._bean_base(colour, w, h)
        return self._sprite(("rot", colour, w, h, a), lambda: pygame.transform.rotate(base, a - 90))

    def _shadow_blob(self, w: int, h: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            for i in range(4):
                r = s.get_rect().inflate(-i * w // 6, -i * h // 6)
                pygame.draw.ellipse(s, (0, 0, 0, 34), r)
            return s

        return self._sprite(("shadow", w, h), make)

    # ------------------------------------------------------------------ static layer
    def highlighted_hole(self) -> int | None:
        return None

    def mat_labels(self) -> tuple[str, str]:
        return ("Your mat", "Opponent's mat")

    def static_layer(self) -> pygame.Surface:
        key = (self.size, self.flip, self.highlighted_hole(), self.mat_labels(), self.title)
        if self._static is not None and self._static_key == key:
            return self._static
        surf = pygame.Surface(self.size)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        self._draw_static(surf)
        self._static, self._static_key = surf, key
        return surf

    def _world_rect(self, x0: float, y0: float, x1: float, y1: float) -> pygame.Rect:
        a = self.to_screen((x0, y0))
        b = self.to_screen((x1, y1))
        left, right = sorted((a[0], b[0]))
        top, bottom = sorted((a[1], b[1]))
        return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))

    def _draw_static(self, surf: pygame.Surface) -> None:
        s, k = self.scale, self.k
        w, h = self.size
        felt = _image("common/felt.png")
        if felt is not None:
            for x in range(0, w, felt.get_width()):
                for y in range(0, h, felt.get_height()):
                    surf.blit(felt, (x, y))
        else:
            surf.fill(theme.BG_DARK)
        dim = pygame.Surface(self.size, pygame.SRCALPHA)
        dim.fill((0, 0, 0, 110))
        surf.blit(dim, (0, 0))
        # the wooden table
        t = self.scene_data.table
        trect = self._world_rect(t.x0, t.y0, t.x1, t.y1)
        clip = trect.clip(self.view)
        surf.set_clip(self.view)
        pygame.draw.rect(
            surf, (0, 0, 0), trect.move(int(8 * s), int(10 * s)), border_radius=int(14 * s)
        )
        wood = _image("common/wood_rim.png")
        if wood is not None:
            ph = max(12, round(3.6 * k))
            tile = pygame.transform.smoothscale(wood, (round(wood.get_width() * ph / 48), ph))
            surf.set_clip(clip)
            for y in range(trect.top, trect.bottom, tile.get_height()):
                off = (y // tile.get_height()) * 137 % tile.get_width()
                for x in range(trect.left - off, trect.right, tile.get_width()):
                    surf.blit(tile, (x, y))
        else:
            pygame.draw.rect(surf, (120, 78, 44), clip)
        surf.set_clip(self.view)
        pygame.draw.rect(
            surf, (52, 30, 16), trect, width=max(3, int(7 * s)), border_radius=int(14 * s)
        )
        # the two mats
        mat_img = _image("beanz/mat.png")
        ring = _image("beanz/galaxy_ring.png")
        labels = self.mat_labels()
        for mat in self.scene_data.mats:
            r = mat.rect
            mrect = self._world_rect(r.x0, r.y0, r.x1, r.y1)
            shooter_side = r.center[1] * self.flip < 0
            theme.shadow(surf, mrect, radius=8, offset=int(7 * s))
            inner = pygame.Surface(mrect.size)
            if mat_img is not None:
                side = max(64, round(24 * k))
                mt = pygame.transform.smoothscale(mat_img, (side, side))
                for x in range(0, mrect.width, side):
                    for y in range(0, mrect.height, side):
                        inner.blit(mt, (x, y))
            else:
                inner.fill((20, 16, 50))
            surf.blit(inner, mrect)
            for g in mat.galaxies[1:]:
                gx = self.to_screen((g.x0, 0.0))[0]
                self._dashed(surf, (gx, mrect.top + 4), (gx, mrect.bottom - 4), (150, 140, 220), s)
            for gi, g in enumerate(mat.galaxies):
                grect = self._world_rect(g.x0, g.y0, g.x1, g.y1)
                if ring is not None:
                    d = int(min(grect.width, grect.height) * 0.86)
                    rs = pygame.transform.smoothscale(ring, (d, d))
                    rs.set_alpha(120)
                    surf.blit(rs, rs.get_rect(center=grect.center))
                if shooter_side:  # both halves of a Galaxy share its x range: label it once
                    theme.blit_text(
                        surf,
                        f"Galaxy {gi + 1}",
                        max(11, int(19 * s)),
                        (grect.centerx, mrect.bottom - int(6 * s)),
                        (200, 190, 255),
                        "bold",
                        anchor="midbottom",
                    )
            pygame.draw.rect(
                surf, (170, 150, 255), mrect, width=max(2, int(3 * s)), border_radius=int(6 * s)
            )
            text = labels[0] if shooter_side else labels[1]
            img = theme.text(text, max(12, int(21 * s)), (245, 232, 205), "bold")
            pill = img.get_rect().inflate(int(24 * s), int(10 * s))
            if shooter_side:
                pill.topleft = (mrect.left + int(10 * s), mrect.top + int(10 * s))
            else:
                pill.bottomleft = (mrect.left + int(10 * s), mrect.bottom - int(10 * s))
            theme.panel(surf, pill, (10, 8, 24, 190), radius=pill.height // 2, edge=(170, 150, 255))
            surf.blit(img, img.get_rect(center=pill.center))
        # the black holes in the gap
        hole = _image("beanz/black_hole.png")
        hi = self.highlighted_hole()
        for i, bh in enumerate(self.scene_data.black_holes):
            c = self._ipt(self.to_screen(bh))
            if hole is not None:
                d = max(16, round(7.0 * k))
                hs = pygame.transform.smoothscale(hole, (d, d))
                if hi is not None and i != hi:
                    hs.set_alpha(95)
                surf.blit(hs, hs.get_rect(center=c))
            else:
                pygame.draw.circle(surf, (0, 0, 0), c, round(self.scene_data.black_hole_radius * k))
            if hi == i:
                pygame.draw.circle(
                    surf,
                    theme.ACCENT,
                    c,
                    round(self.scene_data.black_hole_radius * k * 1.9),
                    max(2, int(3 * s)),
                )
        surf.set_clip(None)
        # the top bar
        pygame.draw.rect(surf, (12, 16, 22), self.bar)
        pygame.draw.line(surf, (70, 80, 90), self.bar.bottomleft, self.bar.bottomright, 2)
        theme.blit_text(
            surf,
            self.title,
            int(30 * s),
            (int(18 * s), self.bar.centery),
            theme.ACCENT,
            "serif",
            anchor="midleft",
        )
        theme.blit_text(
            surf,
            self.key_help(),
            max(11, int(18 * s)),
            (w - int(18 * s), self.bar.centery),
            theme.MUTED,
            anchor="midright",
        )

    def key_help(self) -> str:
        return "Tab: slingshot / swipe    Wheel: spin    Ctrl+M: sound"

    def _dashed(
        self,
        surf: pygame.Surface,
        a: Vec,
        b: Vec,
        colour: tuple[int, ...],
        s: float,
        dash: float = 9.0,
    ) -> None:
        length = math.dist(a, b)
        if length < 1:
            return
        n = max(1, int(length / (dash * 2 * max(s, 0.5))))
        for i in range(n):
            t0, t1 = i / n, (i + 0.5) / n
            p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
            p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
            pygame.draw.line(surf, colour, p0, p1, max(1, int(2 * s)))

    # ------------------------------------------------------------------ the shot
    def human_turn(self) -> bool:
        """True while a human may aim (not a computer shot, no shot running)."""
        return self.state in ("ready", "aiming") and self.bot_flick is None

    def make_shot(self, flick: Flick) -> Shot:
        return Shot(self.setup, flick)

    def launch(self, flick: Flick) -> None:
        self.flick = flick
        self.shot = self.make_shot(flick)
        self.state = "flying"
        self.pointer = None
        self.samples.clear()
        self.trail.clear()
        self.app.audio.play("slide", 0.5)
        self.dirty = True

    def current_pull(self) -> Vec | None:
        """The slingshot pull (cm, bean to pointer) while aiming, clamped to the full pull."""
        if self.state == "bot":
            return self.bot_pull()
        if self.state != "aiming" or self.pointer is None or self.swipe:
            return None
        px, py = self.to_world(self.pointer)
        sx, sy = self.setup.shooter_start
        g = self.pull_gain
        return ((px - sx) * g, (py - sy) * g)

    @property
    def pull_gain(self) -> float:
        """Pull (cm, as ``flick_from_pull`` reads it) per cm of pointer travel on the table:
        full power is ``FULL_PULL_PX`` screen pixels, whatever the zoom."""
        return MAX_PULL * self.k / (FULL_PULL_PX * self.scale)

    def swipe_velocity(self, now: float | None = None) -> Vec:
        """Pointer velocity (cm/s) over the last ``SWIPE_WINDOW`` seconds of the drag."""
        if not self.samples:
            return (0.0, 0.0)
        now = self.clock() if now is None else now
        t_end, p_end = self.samples[-1]
        if now - t_end > SWIPE_WINDOW:
            return (0.0, 0.0)
        first = self.samples[-1]
        for sample in reversed(self.samples):
            if t_end - sample[0] > SWIPE_WINDOW:
                break
            first = sample
        if first is self.samples[-1] and len(self.samples) > 1:
            first = self.samples[-2]
        dt = max(1 / 120, t_end - first[0])
        return ((p_end[0] - first[1][0]) / dt, (p_end[1] - first[1][1]) / dt)

    def preview_flick(self) -> Flick | None:
        """The flick the current aim would make (for the guide, the bean's angle, the meter)."""
        if self.state == "bot":
            return self.bot_preview()
        if self.state != "aiming":
            return None
        if self.swipe:
            return flick_from_swipe(self.swipe_velocity(), self.spin)
        pull = self.current_pull()
        return flick_from_pull(pull, self.spin) if pull else None

    # -- computer aiming ---------------------------------------------------------------
    def start_bot(self, flick: Flick, label: str) -> None:
        self.bot_flick = flick
        self.bot_label = label
        self.bot_t = 0.0
        self.state = "bot"
        self.dirty = True

    def _bot_phase(self) -> float:
        """0..1 of the pull-back (after the pointer reaches the bean, before the hold)."""
        return max(0.0, min(1.0, (self.bot_t - 0.35) / (BOT_AIM_TIME - 0.7)))

    def bot_pull(self) -> Vec | None:
        f = self.bot_flick
        if f is None or f.is_none or self.bot_t < 0.35:
            return None
        e = self._bot_phase()
        e = 1 - (1 - e) ** 3
        length = MAX_PULL * f.power * e
        a = math.atan2(f.vy, f.vx) + math.pi + 0.18 * math.sin(self.bot_t * 9.0) * (1 - e)
        return (length * math.cos(a), length * math.sin(a))

    def bot_preview(self) -> Flick | None:
        pull = self.bot_pull()
        if pull is None or self.bot_flick is None:
            return None
        if self._bot_phase() >= 1.0:
            return self.bot_flick
        return flick_from_pull(pull, self.bot_flick.spin)

    # ------------------------------------------------------------------ time
    def update(self, now: float) -> None:
        last, self._last_now = self._last_now, now
        if last is None or not self.animating():
            return
        self.tick(min(MAX_FRAME_DT, max(0.0, now - last)))

    def tick(self, dt: float) -> None:
        """Advance the scene ``dt`` seconds: the aim animation, the shot (fixed steps), the
        result hold. Tests call this directly with a fixed dt."""
        self.t += dt
        if self.state == "bot":
            self.bot_t += dt
            if self.bot_t >= BOT_AIM_TIME and self.bot_flick is not None:
                self.launch(self.bot_flick)
        elif self.state == "flying" and self.shot is not None:
            for ev in self.shot.advance(dt):
                self.on_event(ev)
            sb = self.shot.shooter_body
            if self.shot.shooter_on_table:
                self.trail.append((sb.position.x, sb.position.y))
            elif self.trail:
                self.trail.popleft()
            if self.shot.done:
                self.result = self.shot.result()
                self.state = "result"
                self.hold = 0.0
                self.on_result(self.result)
        elif self.state == "result":
            self.hold += dt
            if self.trail:
                self.trail.popleft()
            if self.hold >= RESULT_HOLD:
                self.after_result()
        self.floats = [f for f in self.floats if self.t - f.born < f.life]
        self.dirty = True

    def on_event(self, ev: ShotEvent) -> None:
        audio = self.app.audio
        if ev.kind == "hit":
            audio.play("hit", min(1.0, 0.35 + ev.impulse / 400))
            self.floats.append(_Float("ring", (ev.x, ev.y), self.t, 0.45, colour=(255, 240, 200)))
        elif ev.kind == "toppled":
            audio.play("topple")
            self.floats = [f for f in self.floats if f.text != "wobble!"]
        elif ev.kind == "wobble":
            self.floats.append(
                _Float("text", (ev.x, ev.y), self.t, 1.2, "wobble!", (255, 230, 150))
            )
        elif ev.kind == "off_table":
            what = "Your bean" if ev.who == "shooter" else "The target"
            x = max(FIT_U[0] + 6, min(FIT_U[1] - 6, ev.x))
            y = max(-28.0, min(26.0, ev.y))
            self.floats.append(
                _Float("text", (x, y), self.t, 1.6, f"{what} fell off the table", theme.BAD)
            )

    def on_result(self, result: ShotResult) -> None: ...

    def after_result(self) -> None: ...

    def result_text(self) -> tuple[str, str, tuple[int, ...]]:
        r = self.result
        if r is None:
            return ("", "", theme.TEXT)
        if r.knocked_down:
            sub = "pushed off the table" if r.target_off_table else "it toppled over"
            return ("Knocked down!", sub, theme.GOOD)
        if r.flick.is_none:
            return ("Missed on purpose", "", theme.MUTED)
        if r.touched:
            return ("Still standing", "it wobbled but did not fall", theme.BAD)
        if r.shooter_off_table:
            return ("Missed", "your bean slid off the table", theme.BAD)
        return ("Missed", "no touch", theme.BAD)

    def animating(self) -> bool:
        return self.state in ("aiming", "bot", "flying", "result") or bool(self.floats)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        for b in self.buttons:
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            self.on_key(event)
        elif event.type == pygame.MOUSEWHEEL:
            if self.human_turn():
                self.spin = max(-MAX_UI_SPIN, min(MAX_UI_SPIN, self.spin + SPIN_STEP * event.y))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.state == "aiming":
            self.pointer = event.pos
            self.samples.append((self.clock(), self.to_world(event.pos)))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release(event.pos)

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            if self.state == "aiming":
                self.cancel_aim()
            else:
                self.on_escape()
        elif event.key == pygame.K_TAB:
            self.toggle_mode()
        elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.state == "result":
                self.hold = RESULT_HOLD

    def on_escape(self) -> None: ...

    def toggle_mode(self) -> None:
        if self.state == "aiming":
            self.cancel_aim()
        self.swipe = not self.swipe
        self.make_buttons()

    def cancel_aim(self) -> None:
        self.state = "ready"
        self.pointer = None
        self.samples.clear()

    def press(self, pos: tuple[int, int]) -> None:
        if self.state == "result":
            self.hold = RESULT_HOLD
            return
        if not self.human_turn() or not self.view.collidepoint(pos):
            return
        w = self.to_world(pos)
        if math.dist(w, self.setup.shooter_start) <= max(GRAB_RADIUS, 26 * self.scale / self.k):
            self.state = "aiming"
            self.pointer = pos
            self.samples.clear()
            self.samples.append((self.clock(), w))
        else:
            hint = (
                "Press on your bean, then swipe" if self.swipe else "Press on your bean, pull back"
            )
            self.floats = [f for f in self.floats if f.text != hint]
            x, y = self.setup.shooter_start
            self.floats.append(
                _Float("text", (x, y - 4.0 * self.flip), self.t, 1.6, hint, theme.ACCENT)
            )

    def release(self, pos: tuple[int, int]) -> None:
        if self.state != "aiming":
            return
        self.pointer = pos
        now = self.clock()
        self.samples.append((now, self.to_world(pos)))
        flick = self.preview_flick()
        if flick is None or flick.is_none:
            self.cancel_aim()
            if self.swipe:
                x, y = self.setup.shooter_start
                self.floats.append(
                    _Float(
                        "text",
                        (x, y - 4.0 * self.flip),
                        self.t,
                        1.6,
                        "Too slow: swipe faster",
                        theme.ACCENT,
                    )
                )
            return
        self._last_now = None
        self.launch(flick)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(self.static_layer(), (0, 0))
        surf.set_clip(self.view)
        self.draw_table_marks(surf)
        self.draw_trail(surf)
        self.draw_beans(surf)
        self.draw_aim(surf)
        self.draw_floats(surf)
        surf.set_clip(None)
        self.draw_banner(surf)
        self.draw_panel(surf)
        for b in self.buttons:
            b.draw(surf, self.scale)

    def draw_table_marks(self, surf: pygame.Surface) -> None:
        """The chalk spot where the shooter's bean is laid."""
        c = self._ipt(self.to_screen(self.setup.shooter_start))
        r = round(BEAN_LENGTH_DRAWN * 0.75 * self.k)
        pygame.draw.circle(surf, (235, 225, 200), c, r, max(1, int(2 * self.scale)))

    def draw_trail(self, surf: pygame.Surface) -> None:
        n = len(self.trail)
        if n < 2:
            return
        k = self.k
        for i, p in enumerate(self.trail):
            a = (i + 1) / n
            rad = max(1, round(BEAN_DIAMETER * 0.35 * k * a))
            c = self._ipt(self.to_screen(p))
            alpha = 20 + 12 * int(a * 8)
            s = self._sprite(("dot", rad, alpha), partial(self._dot, rad, (255, 240, 210), alpha))
            surf.blit(s, (c[0] - rad, c[1] - rad))

    @staticmethod
    def _dot(rad: int, col: tuple[int, int, int], alpha: int) -> pygame.Surface:
        s = pygame.Surface((rad * 2, rad * 2), pygame.SRCALPHA)
        pygame.draw.circle(s, (*col, alpha), (rad, rad), rad)
        return s

    def frame(self) -> ShotFrame | None:
        return (
            self.shot.frame()
            if self.shot is not None and self.state in ("flying", "result")
            else None
        )

    def target_colour(self) -> str:
        return self.colours[1]

    def draw_beans(self, surf: pygame.Surface) -> None:
        fr = self.frame()
        k = self.k
        if fr is None:
            pf = self.preview_flick()
            a = (
                math.atan2(pf.vy, pf.vx)
                if pf is not None and not pf.is_none
                else self.setup.aim_angle
            )
            shooter: tuple[float, float, float] | None = (*self.setup.shooter_start, a)
            target: Vec | None = self.setup.target
            tilt, axis = 0.0, (0.0, 1.0)
        else:
            shooter = fr.shooter if fr.shooter_on_table else None
            target = fr.target if fr.target_on_table else None
            tilt, axis = fr.tilt, fr.tilt_axis
        items: list[tuple[float, Callable[[], None]]] = []
        if shooter is not None:
            sx, sy, sa = shooter
            items.append((sy * self.flip, lambda: self._draw_lying(surf, (sx, sy), sa)))
        if target is not None and self.state != "finished":
            tgt = target
            # a leaning bean's body is high above a lying one: draw it over the shooter
            depth = tgt[1] * self.flip if abs(tilt) < 0.15 else -1e9
            items.append((depth, lambda: self._draw_standing(surf, tgt, tilt, axis)))
        if self.state == "ready" and self.human_turn() and shooter is not None:
            c = self._ipt(self.to_screen(self.setup.shooter_start))
            pygame.draw.circle(
                surf, theme.ACCENT, c, round(GRAB_RADIUS * 0.8 * k), max(2, int(3 * self.scale))
            )
        for _, fn in sorted(items, key=lambda it: -it[0]):  # far ones first
            fn()

    def _draw_lying(self, surf: pygame.Surface, pos: Vec, angle: float) -> None:
        k = self.k
        c = self.to_screen(pos)
        screen_a = math.degrees(angle) + (180.0 if self.flip < 0 else 0.0)
        length = BEAN_LENGTH_DRAWN * k
        sh = self._shadow_blob(round(length * 1.05), round(BEAN_WIDTH_DRAWN * k * 1.1))
        shr = (
            pygame.transform.rotate(sh, round(screen_a) % 360)
            if abs(math.sin(math.radians(screen_a))) > 0.05
            else sh
        )
        surf.blit(
            shr, shr.get_rect(center=(round(c[0] + 3 * self.scale), round(c[1] + 5 * self.scale)))
        )
        spr = self.bean_sprite(self.colours[0], length, screen_a)
        surf.blit(spr, spr.get_rect(center=self._ipt(c)))

    def _draw_standing(self, surf: pygame.Surface, base: Vec, tilt: float, axis: Vec) -> None:
        """The target from its base: upright, leaning along ``axis`` by ``tilt``, lying flat at
        90 degrees (the oblique view squashes a lean towards or away from the viewer)."""
        k = self.k
        b = self.to_screen(base)
        ax, ay = self.vec_to_screen(axis)
        n = math.hypot(ax, ay) or 1.0
        ax, ay = ax / n, ay / n
        L = BEAN_LENGTH_DRAWN * k
        st, ct = math.sin(tilt), math.cos(tilt)
        top = (b[0] + ax * L * st, b[1] + ay * L * st - L * STAND_UP * abs(ct))
        dx, dy = top[0] - b[0], top[1] - b[1]
        length = math.hypot(dx, dy)
        w = BEAN_WIDTH_DRAWN * k
        if length < 1e-6:
            dx, dy, length = 0.0, -1.0, 0.0
        ux, uy = dx / max(length, 1e-6), dy / max(length, 1e-6)
        drawn = max(w, length)
        centre = (b[0] + ux * drawn / 2, b[1] + uy * drawn / 2)
        # its shadow: a low light from the lower left throws the shadow of an upright bean long
        # to the upper right (a lying bean's is short), which tells standing from lying
        foot = (b[0] + ax * L * st, b[1] + ay * L * st)
        height = L * abs(ct)
        end = (foot[0] + 0.55 * height, foot[1] - 0.3 * height)
        sdx, sdy = end[0] - b[0], end[1] - b[1]
        slen = math.hypot(sdx, sdy)
        sh = self._shadow_blob(round(w * 1.1), max(2, round(slen + w * 0.9)))
        if slen > 1:
            sh = pygame.transform.rotate(sh, round(math.degrees(math.atan2(-sdy, sdx)) - 90) % 360)
        sc = (b[0] + sdx / 2, b[1] + sdy / 2)
        surf.blit(sh, sh.get_rect(center=(round(sc[0]), round(sc[1]))))
        angle = math.degrees(math.atan2(-uy, ux))
        spr = self.bean_sprite(self.target_colour(), drawn, angle)
        surf.blit(spr, spr.get_rect(center=self._ipt(centre)))

    def draw_aim(self, surf: pygame.Surface) -> None:
        flick = self.preview_flick()
        s, k = self.scale, self.k
        start = self.setup.shooter_start
        c = self.to_screen(start)
        pull = self.current_pull()
        if self.state == "bot" and self.bot_t < 0.35:
            # the computer's pointer travels to its bean
            e = self.bot_t / 0.35
            p0 = (c[0] + 160 * s, c[1] + 120 * s)
            p = (p0[0] + (c[0] - p0[0]) * e, p0[1] + (c[1] - p0[1]) * e)
            pygame.draw.circle(
                surf, (255, 255, 255), self._ipt(p), max(4, int(9 * s)), max(2, int(3 * s))
            )
        if pull is not None:
            plen = math.hypot(*pull)
            if plen > MAX_PULL:
                pull = (pull[0] * MAX_PULL / plen, pull[1] * MAX_PULL / plen)
            g = self.pull_gain
            end = self.to_screen((start[0] + pull[0] / g, start[1] + pull[1] / g))
            col = power_colour(pull_power(pull))
            side = self.vec_to_screen((-pull[1], pull[0]))
            sn = math.hypot(*side) or 1.0
            off = BEAN_WIDTH_DRAWN * 0.6 * k
            for sign in (-1, 1):
                a = (c[0] + side[0] / sn * off * sign, c[1] + side[1] / sn * off * sign)
                pygame.draw.line(surf, (40, 20, 10), a, end, max(2, int(5 * s)))
                pygame.draw.line(surf, col, a, end, max(1, int(3 * s)))
            pygame.draw.circle(surf, (30, 30, 30), self._ipt(end), max(5, int(11 * s)))
            pygame.draw.circle(surf, col, self._ipt(end), max(4, int(9 * s)))
        elif self.state == "aiming" and self.swipe and self.pointer is not None:
            pts = [self.to_screen(p) for _, p in self.samples]
            if len(pts) > 1:
                pygame.draw.lines(surf, (255, 255, 255), False, pts, max(1, int(3 * s)))
            pygame.draw.circle(
                surf, (255, 255, 255), self.pointer, max(4, int(9 * s)), max(2, int(3 * s))
            )
        if flick is not None and not flick.is_none:
            a, b = aim_guide(start, flick)
            pa, pb = self.to_screen(a), self.to_screen(b)
            d = (pb[0] - pa[0], pb[1] - pa[1])
            dn = math.hypot(*d)
            if dn > 4:
                ux, uy = d[0] / dn, d[1] / dn
                lead = BEAN_LENGTH_DRAWN * 0.7 * k
                p0 = (pa[0] + ux * lead, pa[1] + uy * lead)
                p1 = (pb[0] + ux * lead, pb[1] + uy * lead)
                self._dashed(surf, p0, p1, (255, 255, 255), s, dash=6.0)
                hs = max(6, 14 * s)
                tip = (p1[0] + ux * hs, p1[1] + uy * hs)
                left = (p1[0] - uy * hs * 0.6, p1[1] + ux * hs * 0.6)
                right = (p1[0] + uy * hs * 0.6, p1[1] - ux * hs * 0.6)
                pygame.draw.polygon(surf, (255, 255, 255), [tip, left, right])
        if flick is not None or self.state == "aiming":
            on_right = (
                flick is None or flick.is_none or self.vec_to_screen((flick.vx, flick.vy))[0] <= 0
            )
            self.draw_meter(surf, c, flick.power if flick is not None else 0.0, on_right)

    def draw_meter(
        self, surf: pygame.Surface, c: tuple[float, float], power: float, right: bool = True
    ) -> None:
        """The power meter beside the bean, on the side away from the aim."""
        s, k = self.scale, self.k
        w = max(10, int(22 * s))
        h = max(60, int(9.0 * k))
        x = round(c[0] + 3.2 * k) if right else round(c[0] - 3.2 * k - w)
        if x + w + 70 * s > self.view.right:
            x = round(c[0] - 3.2 * k - w)
        elif x - 70 * s < self.view.left:
            x = round(c[0] + 3.2 * k)
        rect = pygame.Rect(x, round(c[1] - h / 2), w, h)
        pygame.draw.rect(surf, (10, 12, 16), rect.inflate(6, 6), border_radius=6)
        fill_h = round((h - 4) * power)
        steps = 24
        for i in range(steps):
            y0 = rect.bottom - 2 - round((h - 4) * (i + 1) / steps)
            y1 = rect.bottom - 2 - round((h - 4) * i / steps)
            if rect.bottom - 2 - y1 >= fill_h:
                break
            top = max(y0, rect.bottom - 2 - fill_h)
            pygame.draw.rect(
                surf, power_colour((i + 0.5) / steps), (rect.x + 2, top, w - 4, y1 - top)
            )
        pygame.draw.rect(surf, (220, 220, 220), rect, width=max(1, int(2 * s)), border_radius=4)
        theme.blit_text(
            surf,
            f"{round(power * 100)}%",
            max(12, int(22 * s)),
            (rect.centerx, rect.top - int(6 * s)),
            power_colour(power),
            "bold",
            anchor="midbottom",
            shadow=True,
        )

    def draw_floats(self, surf: pygame.Surface) -> None:
        s, k = self.scale, self.k
        for f in self.floats:
            age = (self.t - f.born) / f.life
            c = self.to_screen(f.pos)
            if f.kind == "ring":
                r = round((1.0 + 3.0 * age) * BEAN_DIAMETER * k)
                alpha = int(255 * (1 - age))
                ring = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
                pygame.draw.circle(
                    ring, (*f.colour[:3], alpha), (r + 2, r + 2), r, max(2, int(4 * s))
                )
                surf.blit(ring, (round(c[0]) - r - 2, round(c[1]) - r - 2))
            else:
                size = max(13, int(24 * s))
                img = theme.text(f.text, size, f.colour, "bold").copy()
                img.set_alpha(int(255 * min(1.0, (1 - age) * 3)))
                y = c[1] - BEAN_LENGTH_DRAWN * k - age * 30 * s
                shadow = theme.text(f.text, size, (0, 0, 0), "bold").copy()
                shadow.set_alpha(img.get_alpha())
                at = img.get_rect(midbottom=(round(c[0]), round(y)))
                at.clamp_ip(self.view)
                surf.blit(shadow, at.move(2, 2))
                surf.blit(img, at)

    def draw_banner(self, surf: pygame.Surface) -> None:
        if self.state != "result":
            return
        head, sub, col = self.result_text()
        s = self.scale
        e = min(1.0, self.hold / 0.25)
        size = int(64 * s * (0.8 + 0.2 * e))
        img = theme.text(head, size, col, "serif")
        sub_img = theme.text(sub, int(28 * s), theme.TEXT, "bold") if sub else None
        h = img.get_height() + (sub_img.get_height() + int(8 * s) if sub_img else 0) + int(36 * s)
        w = max(img.get_width(), sub_img.get_width() if sub_img else 0) + int(80 * s)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (self.view.centerx, self.view.top + int(self.view.height * 0.6))
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (10, 14, 20, int(215 * e)), box.get_rect(), border_radius=int(18 * s))
        pygame.draw.rect(
            box,
            (*col[:3], int(255 * e)),
            box.get_rect(),
            width=max(2, int(3 * s)),
            border_radius=int(18 * s),
        )
        surf.blit(box, rect)
        surf.blit(img, img.get_rect(midtop=(rect.centerx, rect.top + int(16 * s))))
        if sub_img is not None:
            surf.blit(
                sub_img, sub_img.get_rect(midbottom=(rect.centerx, rect.bottom - int(16 * s)))
            )

    # -- the side panel ----------------------------------------------------------------
    def draw_panel(self, surf: pygame.Surface) -> None:
        theme.panel(surf, self.panel_rect, radius=int(16 * self.scale))

    def _panel_lines(
        self, surf: pygame.Surface, y: int, lines: list[tuple[str, int, tuple[int, ...], str]]
    ) -> int:
        s = self.scale
        x = self.panel_rect.x + int(24 * s)
        width = self.panel_rect.width - int(48 * s)
        for text, size, col, kind in lines:
            if not text:
                y += int(size * 0.6)
                continue
            rect = pygame.Rect(x, y, width, self.panel_rect.bottom - y)
            y = theme.blit_wrapped(surf, text, size, rect, col, kind, line_gap=1.25)
        return y

    def aim_help(self) -> list[str]:
        if self.swipe:
            return [
                "Press on your bean and flick the pointer towards the target.",
                "The faster you swipe, the harder the flick.",
            ]
        return [
            "Press on your bean, pull back like a slingshot and let go.",
            "Pull further for more power; the arrow shows the direction.",
        ]

    TIPS = (
        "A slow or glancing hit only makes the bean wobble: hit it squarely and firmly.",
        "Too hard and a miss slides off the table.",
    )

    def draw_tips(self, surf: pygame.Surface, bottom: int) -> None:
        """The tips box, its bottom edge at ``bottom`` (above the buttons)."""
        s = self.scale
        size = max(11, int(18 * s))
        width = self.panel_rect.width - int(48 * s)
        lines = [ln for tip in self.TIPS for ln in theme.wrap(tip, size, width - int(24 * s))]
        h = int(len(lines) * size * 1.3 + len(self.TIPS) * size * 0.4 + 56 * s)
        box = pygame.Rect(self.panel_rect.x + int(24 * s), bottom - h, width, h)
        pygame.draw.rect(surf, (26, 34, 46), box, border_radius=int(10 * s))
        x, y = box.x + int(12 * s), box.y + int(10 * s)
        theme.blit_text(surf, "Tips", size, (x, y), theme.ACCENT, "bold")
        y += int(size * 1.5)
        for tip in self.TIPS:
            for ln in theme.wrap(tip, size, width - int(24 * s)):
                theme.blit_text(surf, ln, size, (x, y), theme.MUTED)
                y += int(size * 1.3)
            y += int(size * 0.4)

    def buttons_top(self) -> int:
        return min((b.rect.top for b in self.buttons), default=self.panel_rect.bottom)

    def draw_controls(self, surf: pygame.Surface, y: int) -> int:
        """Mode, power and spin readouts; returns the y below them."""
        s = self.scale
        lines: list[tuple[str, int, tuple[int, ...], str]] = []
        for h in self.aim_help():
            lines.append((h, max(12, int(20 * s)), theme.TEXT, "sans"))
        y = self._panel_lines(surf, y, lines)
        y += int(14 * s)
        pf = self.preview_flick()
        power = pf.power if pf is not None else 0.0
        x = self.panel_rect.x + int(24 * s)
        size = max(12, int(22 * s))
        theme.blit_text(surf, "Power", size, (x, y), theme.MUTED, "bold")
        bar = pygame.Rect(
            x + int(100 * s), y + int(3 * s), self.panel_rect.width - int(210 * s), int(20 * s)
        )
        pygame.draw.rect(surf, (10, 12, 16), bar, border_radius=6)
        if power > 0:
            fill = bar.inflate(-4, -4)
            fill.width = max(1, round(fill.width * power))
            pygame.draw.rect(surf, power_colour(power), fill, border_radius=5)
        pygame.draw.rect(surf, (150, 160, 170), bar, 2, border_radius=6)
        theme.blit_text(
            surf,
            f"{round(power * 100)}%",
            size,
            (self.panel_rect.right - int(24 * s), y),
            theme.TEXT,
            "bold",
            anchor="topright",
        )
        y += int(size * 1.6)
        spin = self.spin if self.bot_flick is None else self.bot_flick.spin
        way = "none" if abs(spin) < 0.5 else ("left" if spin > 0 else "right")
        theme.blit_text(surf, "Spin", size, (x, y), theme.MUTED, "bold")
        theme.blit_text(
            surf,
            f"{abs(spin):.0f} rad/s {way}" if way != "none" else "none (mouse wheel)",
            size,
            (x + int(100 * s), y),
            theme.TEXT,
        )
        y += int(size * 1.6)
        if pf is not None and not pf.is_none:
            theme.blit_text(
                surf,
                f"{pf.speed:.0f} cm/s of {MAX_SPEED:.0f}",
                max(11, int(18 * s)),
                (x, y),
                theme.MUTED,
            )
        y += int(size * 1.4)
        self.draw_tips(surf, self.buttons_top() - int(18 * s))
        return y


class ShotScene(_FlickView):
    """One Shoot for Loot shot (see the module docstring). ``on_done(flick, knocked_down)`` is
    called once, after the scene has popped itself."""

    def __init__(
        self,
        app: App,
        setup: ShotSetup,
        on_done: Callable[[Flick, bool], Any],
        bot_level: str | None = None,
        title: str = "Shoot for Loot",
        *,
        subtitle: str = "",
        galaxy: int | None = None,
        rng: random.Random | None = None,
        flick: Flick | None = None,
        colours: tuple[str, str] = ("orange", "blue"),
        mat_labels: tuple[str, str] | None = None,
        shooter_name: str = "",
    ) -> None:
        super().__init__(app, setup, colours)
        self.title = title
        self.subtitle = subtitle
        self.on_done = on_done
        self.bot_level = bot_level
        self.galaxy = galaxy if galaxy is not None else self._find_galaxy()
        self.done = False
        self._labels = mat_labels
        self.shooter_name = shooter_name
        if bot_level is not None or flick is not None:
            chosen = (
                flick
                if flick is not None
                else flick_bot(bot_level or "normal", setup, rng or random.Random())
            )
            who = shooter_name or (f"The computer ({bot_level})" if bot_level else "The shooter")
            self.start_bot(chosen, f"{who} is aiming...")

    def _find_galaxy(self) -> int | None:
        for i, bh in enumerate(self.scene_data.black_holes):
            if math.dist(bh, self.setup.target) < 1e-6:
                return i
        return None

    def highlighted_hole(self) -> int | None:
        return self.galaxy

    def mat_labels(self) -> tuple[str, str]:
        if self._labels is not None:
            return self._labels
        if self.bot_flick is not None:
            return ("Computer's mat", "Your mat")
        return super().mat_labels()

    def key_help(self) -> str:
        if self.bot_flick is not None:
            return "Click or Space: skip the result    Ctrl+M: sound"
        return super().key_help()

    def make_buttons(self) -> None:
        s = self.scale
        p = self.panel_rect
        bw, bh = p.width - int(48 * s), int(58 * s)
        self.buttons = []
        if self.bot_flick is None:
            self.buttons.append(
                Button(
                    "Mode: " + ("Swipe" if self.swipe else "Slingshot"),
                    pygame.Rect(p.x + int(24 * s), p.bottom - 2 * bh - int(40 * s), bw, bh),
                    self.toggle_mode,
                    "Tab",
                )
            )
            self.buttons.append(
                Button(
                    "Miss on purpose",
                    pygame.Rect(p.x + int(24 * s), p.bottom - bh - int(24 * s), bw, bh),
                    self.miss_on_purpose,
                )
            )
        for b in self.buttons:
            b.enabled = self.state in ("ready", "aiming")

    def tick(self, dt: float) -> None:
        before = self.state
        super().tick(dt)
        if self.state != before:
            for b in self.buttons:
                b.enabled = self.state in ("ready", "aiming")

    def launch(self, flick: Flick) -> None:
        super().launch(flick)
        for b in self.buttons:
            b.enabled = False

    def miss_on_purpose(self) -> None:
        if self.state not in ("ready", "aiming") or self.bot_flick is not None:
            return
        self.flick = Flick.none()
        self.app.audio.play("click")
        self._finish(Flick.none(), False)

    def after_result(self) -> None:
        assert self.result is not None
        self._finish(self.result.flick, self.result.knocked_down)

    def _finish(self, flick: Flick, knocked_down: bool) -> None:
        if self.done:
            return
        self.done = True
        self.state = "finished"
        if self.app.scenes and self.app.scenes[-1] is self:
            self.app.pop()
        self.on_done(flick, knocked_down)

    def animating(self) -> bool:
        return not self.done and super().animating()

    def draw_panel(self, surf: pygame.Surface) -> None:
        super().draw_panel(surf)
        s = self.scale
        p = self.panel_rect
        y = p.y + int(22 * s)
        lines: list[tuple[str, int, tuple[int, ...], str]] = [
            (self.title, int(34 * s), theme.ACCENT, "serif")
        ]
        if self.subtitle:
            lines.append((self.subtitle, max(12, int(22 * s)), theme.TEXT, "bold"))
        lines.append(("", int(20 * s), theme.TEXT, "sans"))
        lines.append(
            (
                "Knock the standing bean down to capture a Space Loot card.",
                max(12, int(20 * s)),
                theme.MUTED,
                "sans",
            )
        )
        y = self._panel_lines(surf, y, lines)
        y += int(18 * s)
        if self.bot_flick is not None:
            label = self.bot_label if self.state == "bot" else "Flick!"
            y = self._panel_lines(surf, y, [(label, max(12, int(24 * s)), theme.ACCENT, "bold")])
            y += int(12 * s)
            pf = self.preview_flick()
            power = pf.power if pf is not None else (self.flick.power if self.flick else 0.0)
            x = p.x + int(24 * s)
            theme.blit_text(
                surf,
                f"Power {round(power * 100)}%",
                max(12, int(22 * s)),
                (x, y),
                theme.TEXT,
                "bold",
            )
            return
        if self.state in ("ready", "aiming"):
            self.draw_controls(surf, y)
        else:
            self._panel_lines(surf, y, [("Flick!", max(12, int(26 * s)), theme.ACCENT, "bold")])


class FlickPracticeScene(_FlickView):
    """The launcher's "Flick practice": ten shots at a standing bean, a new spot after each."""

    title = "Flick practice"
    fit_v = PRACTICE_FIT_V
    ROUNDS = 10

    def __init__(self, app: App, seed: int | None = None, rounds: int | None = ROUNDS) -> None:
        self.seed = seed if seed is not None else random.randrange(1_000_000)
        self.session = PracticeSession(self.seed, rounds)
        super().__init__(app, self.session.setup, ("orange", "blue"))
        self.finish_buttons: list[Button] = []
        self.new_best = False

    @property
    def best(self) -> int:
        return int(self.app.settings.get("flick_practice_best", 0) or 0)

    def make_shot(self, flick: Flick) -> Shot:
        return self.session.shoot(flick)

    def target_colour(self) -> str:
        others = [c for c in BEAN_COLOURS if c != self.colours[0]]
        return others[self.session.shots % len(others)]

    def mat_labels(self) -> tuple[str, str]:
        return ("Practice mat", "Far mat")

    def key_help(self) -> str:
        return "Esc: back    Tab: slingshot / swipe    Wheel: spin    Ctrl+M: sound"

    def make_buttons(self) -> None:
        s = self.scale
        p = self.panel_rect
        bw, bh = p.width - int(48 * s), int(58 * s)
        self.buttons = [
            Button(
                "Mode: " + ("Swipe" if self.swipe else "Slingshot"),
                pygame.Rect(p.x + int(24 * s), p.bottom - 2 * bh - int(40 * s), bw, bh),
                self.toggle_mode,
                "Tab",
            ),
            Button(
                "Back",
                pygame.Rect(p.x + int(24 * s), p.bottom - bh - int(24 * s), bw, bh),
                self.leave,
                "Esc",
            ),
        ]
        w = int(300 * s)
        cx, cy = self.view.centerx, self.view.top + int(self.view.height * 0.62)
        self.finish_buttons = [
            Button(
                "Play again",
                pygame.Rect(cx - w - int(12 * s), cy, w, int(64 * s)),
                self.restart,
                "Enter",
                primary=True,
            ),
            Button("Back", pygame.Rect(cx + int(12 * s), cy, w, int(64 * s)), self.leave, "Esc"),
        ]

    def leave(self) -> None:
        self.app.pop()

    def on_escape(self) -> None:
        self.leave()

    def restart(self) -> None:
        self.seed = random.randrange(1_000_000)
        self.session = PracticeSession(self.seed, self.session.rounds)
        self.setup = self.session.setup
        self.shot = None
        self.result = None
        self.new_best = False
        self.state = "ready"
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if self.state == "finished":
            for b in self.finish_buttons + self.buttons:
                if b.handle(event):
                    return
            if event.type == pygame.KEYDOWN:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                    self.restart()
                elif event.key == pygame.K_ESCAPE:
                    self.leave()
            return
        super().handle(event)

    def on_result(self, result: ShotResult) -> None:
        hit = self.session.record(result)
        if hit and self.session.streak >= 3:
            self.floats.append(
                _Float(
                    "text",
                    result.target_final,
                    self.t,
                    1.6,
                    f"{self.session.streak} in a row!",
                    theme.GLOW,
                )
            )
        if self.session.finished and self.session.hits > self.best:
            self.new_best = self.best > 0 or self.session.hits > 0
            self.app.settings["flick_practice_best"] = self.session.hits
            self.app.save_settings()

    def result_text(self) -> tuple[str, str, tuple[int, ...]]:
        head, sub, col = super().result_text()
        if self.result is not None and self.result.knocked_down and self.session.streak >= 2:
            sub = f"streak {self.session.streak}"
        return head, sub, col

    def after_result(self) -> None:
        self.shot = None
        self.result = None
        if self.session.finished:
            self.state = "finished"
            self.app.audio.play(
                "win" if self.session.hits * 2 >= (self.session.rounds or 1) else "lose", 0.5
            )
        else:
            self.setup = self.session.setup
            self.state = "ready"
        self.dirty = True

    def draw_table_marks(self, surf: pygame.Surface) -> None:
        super().draw_table_marks(surf)
        if self.state in ("ready", "aiming"):
            c = self._ipt(self.to_screen(self.setup.target))
            r = round(BEAN_DIAMETER * 1.4 * self.k)
            pygame.draw.circle(surf, (255, 120, 90), c, r, max(2, int(3 * self.scale)))
            pygame.draw.circle(surf, (255, 120, 90), c, round(r * 1.7), max(1, int(2 * self.scale)))
            d = self.setup.distance
            theme.blit_text(
                surf,
                f"{d:.0f} cm",
                max(11, int(18 * self.scale)),
                (c[0] + round(r * 1.9), c[1]),
                (255, 220, 200),
                "bold",
                anchor="midleft",
                shadow=True,
            )

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        if self.state == "finished":
            self.draw_final(surf)

    def draw_final(self, surf: pygame.Surface) -> None:
        s = self.scale
        ses = self.session
        rect = pygame.Rect(0, 0, int(720 * s), int(440 * s))
        rect.center = (self.view.centerx, self.view.top + int(self.view.height * 0.5))
        theme.shadow(surf, rect, radius=18, offset=int(8 * s))
        theme.panel(surf, rect, (14, 20, 28, 240), radius=int(18 * s), edge=theme.ACCENT)
        cx = rect.centerx
        theme.blit_text(
            surf,
            "Practice over",
            int(40 * s),
            (cx, rect.top + int(24 * s)),
            theme.ACCENT,
            "serif",
            anchor="midtop",
        )
        theme.blit_text(
            surf,
            f"{ses.hits} / {ses.shots}",
            int(96 * s),
            (cx, rect.top + int(80 * s)),
            theme.TEXT,
            "serif",
            anchor="midtop",
        )
        rating = (
            "Sharpshooter!"
            if ses.hits >= 8
            else "Nice flicking."
            if ses.hits >= 5
            else "Keep practising."
        )
        theme.blit_text(
            surf,
            rating,
            int(28 * s),
            (cx, rect.top + int(200 * s)),
            theme.GOOD,
            "bold",
            anchor="midtop",
        )
        extra = f"Best streak {ses.best_streak}   ·   personal best {max(self.best, ses.hits)}"
        if self.new_best:
            extra = f"New personal best!   ·   best streak {ses.best_streak}"
        theme.blit_text(
            surf, extra, int(22 * s), (cx, rect.top + int(246 * s)), theme.MUTED, anchor="midtop"
        )
        top = rect.top + int(300 * s)
        for b in self.finish_buttons:
            b.rect.top = top
            b.draw(surf, s)

    def draw_panel(self, surf: pygame.Surface) -> None:
        super().draw_panel(surf)
        s = self.scale
        p = self.panel_rect
        ses = self.session
        x = p.x + int(24 * s)
        y = p.y + int(22 * s)
        theme.blit_text(surf, "Flick practice", int(34 * s), (x, y), theme.ACCENT, "serif")
        y += int(52 * s)
        shot_no = min(
            ses.shots + (0 if self.state in ("result", "finished") else 1),
            ses.rounds or ses.shots + 1,
        )
        total = f" of {ses.rounds}" if ses.rounds else ""
        theme.blit_text(
            surf, f"Shot {shot_no}{total}", max(12, int(24 * s)), (x, y), theme.TEXT, "bold"
        )
        y += int(44 * s)
        # the score: big numbers
        boxes = [
            ("Hits", str(ses.hits)),
            ("Streak", str(ses.streak)),
            ("Best", str(ses.best_streak)),
        ]
        bw = (p.width - int(48 * s) - int(20 * s)) // 3
        for i, (label, value) in enumerate(boxes):
            r = pygame.Rect(x + i * (bw + int(10 * s)), y, bw, int(110 * s))
            pygame.draw.rect(surf, (28, 36, 48), r, border_radius=int(12 * s))
            col = (
                theme.GOOD if label == "Hits" else theme.ACCENT if label == "Streak" else theme.TEXT
            )
            theme.blit_text(
                surf,
                value,
                int(56 * s),
                (r.centerx, r.top + int(8 * s)),
                col,
                "serif",
                anchor="midtop",
            )
            theme.blit_text(
                surf,
                label,
                max(11, int(18 * s)),
                (r.centerx, r.bottom - int(10 * s)),
                theme.MUTED,
                "bold",
                anchor="midbottom",
            )
        y += int(126 * s)
        # one dot per shot of the session
        n = ses.rounds or max(10, ses.shots + 1)
        gap = (p.width - int(48 * s)) / n
        rad = max(4, int(min(gap * 0.36, 14 * s)))
        for i in range(n):
            c = (round(x + gap * (i + 0.5)), y + rad)
            if i < len(ses.history):
                col = theme.GOOD if ses.history[i] else theme.BAD
                pygame.draw.circle(surf, col, c, rad)
            else:
                pygame.draw.circle(surf, (90, 100, 110), c, rad, max(1, int(2 * s)))
        y += rad * 2 + int(14 * s)
        rate = f"{ses.hit_rate:.0%} hit rate" if ses.shots else "Knock the bean over!"
        best = f"   ·   personal best {self.best}/{ses.rounds}" if self.best and ses.rounds else ""
        theme.blit_text(surf, rate + best, max(11, int(19 * s)), (x, y), theme.MUTED)
        y += int(44 * s)
        pygame.draw.line(surf, (70, 80, 90), (x, y), (p.right - int(24 * s), y), 1)
        y += int(16 * s)
        if self.state in ("ready", "aiming"):
            self.draw_controls(surf, y)
