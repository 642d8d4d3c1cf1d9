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

The scenes are built from ``flick_model.FlickModel`` (geometry, aiming, time, input) drawn by
``flick_draw.FlickView``. The view is the table from above, turned so the shooter's bean is at
the bottom (a 180 degree turn when seat 1 shoots). Lying beans are drawn flat; the standing
target is drawn upright from its base (a slightly oblique view), leaning along its tilt until
it lies flat on the table.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.games.beanz.flick.draw import FlickView
from tabletop.games.beanz.flick.model import (  # noqa: F401 - the module's public names, as before
    BEAN_COLOURS,
    BOT_AIM_TIME,
    FIT_U,
    FIT_V,
    PRACTICE_FIT_V,
    RESULT_HOLD,
    SPRITES,
    _Float,
    _image,
    _raw,
    power_colour,
    preload,
)
from tabletop.physics.bots import flick_bot
from tabletop.physics.flick import (
    Flick,
    Shot,
    ShotResult,
    ShotSetup,
)
from tabletop.physics.practice import PracticeSession
from tabletop.physics.scene import BEAN_DIAMETER
from tabletop.ui import theme
from tabletop.ui.components.widgets import Button

if TYPE_CHECKING:
    from tabletop.ui.app import App


class ShotScene(FlickView):
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
        menu: Callable[[], Any] | None = None,
    ) -> None:
        super().__init__(app, setup, colours)
        #: Esc while aiming is not under way: the game's menu over the shot (Resume: back here)
        self.menu = menu
        self.title = title
        self.subtitle = subtitle
        self.on_done = on_done
        self.bot_level = bot_level
        self.galaxy = galaxy if galaxy is not None else self._find_galaxy()
        self.done = False
        self._labels = mat_labels
        self.shooter_name = shooter_name
        #: where the side panel's readouts end (a guest may lie under them: ``guest_room``)
        self.free_top: int | None = None
        if bot_level is not None or flick is not None:
            chosen = (
                flick
                if flick is not None
                else flick_bot(bot_level or "normal", setup, rng or random.Random())
            )
            who = shooter_name or (f"The computer ({bot_level})" if bot_level else "The shooter")
            self.start_bot(chosen, f"{who} is aiming...")

    def on_escape(self) -> None:
        if self.menu is not None and not self.done:
            self.menu()

    def guest_room(self, width: int) -> pygame.Rect | None:
        """The side panel under the aiming readouts, above the buttons (the tips give way)."""
        s = self.scale
        p = self.panel_rect
        top = self.free_top if self.free_top is not None else p.centery
        bottom = self.buttons_top() - int(14 * s)
        return pygame.Rect(p.x + int(12 * s), top, p.width - int(24 * s), bottom - top)

    def draw_tips(self, surf: pygame.Surface, bottom: int, above: int = 0) -> None:
        if self.guest is None:  # a guest's panel (a lesson's) lies there
            super().draw_tips(surf, bottom, above)

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
            self.free_top = self.draw_controls(surf, y)
        else:
            self._panel_lines(surf, y, [("Flick!", max(12, int(26 * s)), theme.ACCENT, "bold")])


class FlickPracticeScene(FlickView):
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
        room = p.width - int(48 * s)  # large text: each line fitted, the rows as tall as it
        size, title = theme.fit_text("Flick practice", int(34 * s), room, "serif")
        y = theme.blit_text(surf, title, size, (x, y), theme.ACCENT, "serif").bottom
        y += max(0, int(52 * s) - theme.line_h(34 * s))
        shot_no = min(
            ses.shots + (0 if self.state in ("result", "finished") else 1),
            ses.rounds or ses.shots + 1,
        )
        total = f" of {ses.rounds}" if ses.rounds else ""
        theme.blit_text(
            surf, f"Shot {shot_no}{total}", max(12, int(24 * s)), (x, y), theme.TEXT, "bold"
        )
        y += max(int(44 * s), theme.line_h(24 * s) + int(8 * s))
        # the score: big numbers
        boxes = [
            ("Hits", str(ses.hits)),
            ("Streak", str(ses.streak)),
            ("Best", str(ses.best_streak)),
        ]
        bw = (p.width - int(48 * s) - int(20 * s)) // 3
        for i, (label, value) in enumerate(boxes):
            box_h = max(int(110 * s), theme.line_h(56 * s) + theme.line_h(18 * s) + int(8 * s))
            r = pygame.Rect(x + i * (bw + int(10 * s)), y, bw, box_h)
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
            lpx, label = theme.fit_text(label, max(11, int(18 * s)), bw - 4, "bold")
            theme.blit_text(
                surf,
                label,
                lpx,
                (r.centerx, r.bottom - int(4 * s)),
                theme.MUTED,
                "bold",
                anchor="midbottom",
            )
        y += box_h + int(16 * s)
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
        rpx, line = theme.fit_text(rate + best, max(11, int(19 * s)), room)
        theme.blit_text(surf, line, rpx, (x, y), theme.MUTED)
        y += max(int(44 * s), theme.line_h(19 * s) + int(10 * s))
        pygame.draw.line(surf, (70, 80, 90), (x, y), (p.right - int(24 * s), y), 1)
        y += int(16 * s)
        if self.state in ("ready", "aiming"):
            self.draw_controls(surf, y)
