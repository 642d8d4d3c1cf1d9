"""The flick scenes' model and controls (no drawing): the constants, the sprites read off the
frame (``preload``), and ``FlickModel``, the part of a shot seen from above that aims, shoots
and times it: geometry (the table turned so the shooter's bean is at the bottom), the slingshot
pull and the swipe, the computer's visible aiming, the fixed-step simulation with its events and
the pointer and key input. ``tabletop.games.beanz.flick.draw`` draws it; ``tabletop.games.beanz.flick.scene``
holds the scenes (see its docstring)."""

from __future__ import annotations

import math
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.physics.flick import (
    MAX_PULL,
    MAX_SPEED,
    Flick,
    Shot,
    ShotEvent,
    ShotResult,
    ShotSetup,
    flick_from_pull,
    flick_from_swipe,
)
from tabletop.physics.scene import BEAN_DIAMETER, BEAN_LENGTH, table_scene
from tabletop.ui import assets, theme
from tabletop.ui.components.widgets import Button
from tabletop.ui.scene import Scene

if TYPE_CHECKING:
    from tabletop.ui.app import App

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
#: aiming with the keys: the arrows turn the aim by this many degrees and change the power by
#: this much; Enter starts the keyboard aim (straight at the target, half power) and shoots
KEY_TURN_DEG = 2.0
KEY_POWER_STEP = 0.05
KEY_START_POWER = 0.5
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
            raw = assets.load_picture(path)  # a damaged or huge file: drawn without it
            if raw is not None:
                _raw[rel] = raw


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


class FlickModel(Scene):
    """The table, the beans and the aiming shared by the loot shot and the practice: what
    moves and how it is controlled (drawn by ``flick_draw.FlickView``)."""

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
        #: the keyboard aim (angle in radians, power 0..1) while aiming with the keys
        self.key_aim: tuple[float, float] | None = None
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
        # large text: a bar as tall as its title, a side panel wider (its lines wrap less)
        self.bar = pygame.Rect(0, 0, w, max(int(60 * s), theme.line_h(int(30 * s)) + 8))
        pw = int(430 * s * min(theme.ui_scale(), 1.4))
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

    # ------------------------------------------------------------------ the shot
    def human_turn(self) -> bool:
        """True while a human may aim (not a computer shot, no shot running)."""
        return self.state in ("ready", "aiming") and self.bot_flick is None

    def make_shot(self, flick: Flick) -> Shot:
        return Shot(self.setup, flick)

    def key_flick(self) -> Flick:
        """The flick the keyboard aim makes."""
        assert self.key_aim is not None
        angle, power = self.key_aim
        speed = MAX_SPEED * power
        return Flick.make(speed * math.cos(angle), speed * math.sin(angle), self.spin)

    def aim_key(self, key: int) -> None:
        """An arrow (turn the aim, change the power) or Enter (start aiming, then shoot)."""
        if self.key_aim is None:
            self.key_aim = (self.setup.aim_angle, KEY_START_POWER)
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.dirty = True
                return
        angle, power = self.key_aim
        turn = math.radians(KEY_TURN_DEG)
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.launch(self.key_flick())
            return
        if key == pygame.K_LEFT:
            angle += turn
        elif key == pygame.K_RIGHT:
            angle -= turn
        elif key == pygame.K_UP:
            power = min(1.0, power + KEY_POWER_STEP)
        elif key == pygame.K_DOWN:
            power = max(KEY_POWER_STEP, power - KEY_POWER_STEP)
        self.key_aim = (angle, power)
        self.dirty = True

    def launch(self, flick: Flick) -> None:
        self.key_aim = None
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
        if self.key_aim is not None and self.state == "ready":
            return self.key_flick()
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
        aims = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
        if self.state == "ready" and self.human_turn():
            if event.key in (*aims, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.aim_key(event.key)
                return
            if event.key == pygame.K_ESCAPE and self.key_aim is not None:
                self.key_aim = None  # the keyboard aim put down
                self.dirty = True
                return
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

    # ------------------------------------------------------------------ words
    def key_help(self) -> str:
        return (
            "Enter/arrows: aim with keys    Tab: slingshot / swipe    Wheel: spin    Ctrl+M: sound"
        )

    def aim_help(self) -> list[str]:
        if getattr(self, "key_aim", None) is not None:
            return [
                "Aiming with the keys: Left/Right turn, Up/Down power.",
                "Enter shoots; Esc puts the aim down.",
            ]
        if self.swipe:
            return [
                "Press on your bean and flick the pointer towards the target.",
                "The faster you swipe, the harder the flick.",
            ]
        return [
            "Press on your bean, pull back like a slingshot and let go.",
            "Pull further for more power; the arrow shows the direction.",
        ]
