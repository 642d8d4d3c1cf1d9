"""The flick scenes drawn: ``FlickView`` draws a ``FlickModel`` (the felt, the wooden table,
the two mats with their Galaxies and the black holes in a layer cached per size; the beans,
lying flat or standing and leaning along their tilt; the aiming guide, the power meter, the
floating labels, the result banner and the side panel with its tips and controls)."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from tabletop.games.beanz.flick.model import (
    BEAN_LENGTH_DRAWN,
    BEAN_WIDTH_DRAWN,
    GRAB_RADIUS,
    STAND_UP,
    FlickModel,
    Vec,
    _image,
    power_colour,
)
from tabletop.physics.flick import (
    MAX_PULL,
    MAX_SPEED,
    ShotFrame,
    aim_guide,
    pull_power,
)
from tabletop.physics.scene import BEAN_DIAMETER, MatGeometry
from tabletop.ui import theme


class FlickView(FlickModel):
    """A ``FlickModel`` drawn (see the module docstring)."""

    #: where the shooter's mat wrote each Galaxy's name (the power meter keeps off them)
    galaxy_labels: dict[int, pygame.Rect]

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
                s = pygame.Surface((w, h), pygame.SRCALPHA, 32)
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
            s = pygame.Surface((w, h), pygame.SRCALPHA, 32)
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
        """The layer under everything that moves: felt, table, mats, black holes, top bar."""
        self._draw_felt(surf)
        self._draw_table(surf)
        mat_img = _image("beanz/mat.png")
        ring = _image("beanz/galaxy_ring.png")
        for mat in self.scene_data.mats:
            self._draw_mat(surf, mat, mat_img, ring)
        self._draw_black_holes(surf)
        surf.set_clip(None)
        self._draw_bar(surf)

    def _draw_felt(self, surf: pygame.Surface) -> None:
        w, h = self.size
        felt = _image("common/felt.png")
        if felt is not None:
            for x in range(0, w, felt.get_width()):
                for y in range(0, h, felt.get_height()):
                    surf.blit(felt, (x, y))
        else:
            surf.fill(theme.BG_DARK)
        dim = pygame.Surface(self.size, pygame.SRCALPHA, 32)
        dim.fill((0, 0, 0, 110))
        surf.blit(dim, (0, 0))

    def _draw_table(self, surf: pygame.Surface) -> None:
        """The wooden table (its shadow, the planks, the rim); leaves the clip on the view."""
        s, k = self.scale, self.k
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

    def _draw_mat(
        self,
        surf: pygame.Surface,
        mat: MatGeometry,
        mat_img: pygame.Surface | None,
        ring: pygame.Surface | None,
    ) -> None:
        """One mat: its tiled art, the Galaxies (dashed borders, rings, names) and its label."""
        s, k = self.scale, self.k
        r = mat.rect
        mrect = self._world_rect(r.x0, r.y0, r.x1, r.y1)
        shooter_side = r.center[1] * self.flip < 0
        if shooter_side:
            self.galaxy_labels = {}
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
                self.galaxy_labels[gi] = theme.blit_text(
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
        self._mat_label(surf, mrect, shooter_side)

    def _mat_label(self, surf: pygame.Surface, mrect: pygame.Rect, shooter_side: bool) -> None:
        s = self.scale
        labels = self.mat_labels()
        text = labels[0] if shooter_side else labels[1]
        img = theme.text(text, max(12, int(21 * s)), (245, 232, 205), "bold")
        pill = img.get_rect().inflate(int(24 * s), int(10 * s))
        # the far mat's at the top of what shows of it, clear of the beans standing at its
        # foot (issue 52: "Computer 2's mat" ran under the target bean and its ring)
        top = mrect.top if shooter_side else max(mrect.top, self.view.top)
        pill.topleft = (mrect.left + int(10 * s), top + int(10 * s))
        theme.panel(surf, pill, (10, 8, 24, 190), radius=pill.height // 2, edge=(170, 150, 255))
        surf.blit(img, img.get_rect(center=pill.center))

    def _draw_black_holes(self, surf: pygame.Surface) -> None:
        """The black holes in the gap; the shot's Galaxy's one ringed, the others faded."""
        s, k = self.scale, self.k
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

    def _draw_bar(self, surf: pygame.Surface) -> None:
        """The top bar: the title and the keys."""
        s = self.scale
        w = self.size[0]
        pygame.draw.rect(surf, (12, 16, 22), self.bar)
        pygame.draw.line(surf, (70, 80, 90), self.bar.bottomleft, self.bar.bottomright, 2)
        title = theme.blit_text(
            surf,
            self.title,
            int(30 * s),
            (int(18 * s), self.bar.centery),
            theme.ACCENT,
            "serif",
            anchor="midleft",
        )
        # the keys right of the title: at large text the first ones only (the panel's Mode
        # button says Tab, its Spin line the wheel), never over the title
        size, room = max(11, int(18 * s)), w - int(18 * s) - title.right - int(24 * s)
        keys = self.key_help().split("    ")
        while len(keys) > 1 and theme.text_width("    ".join(keys), size) > room:
            keys.pop()
        size, text = theme.fit_text("    ".join(keys), size, room)
        theme.blit_text(
            surf, text, size, (w - int(18 * s), self.bar.centery), theme.MUTED, anchor="midright"
        )

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
        s = pygame.Surface((rad * 2, rad * 2), pygame.SRCALPHA, 32)
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
        label_h = theme.line_h(max(12, int(22 * s))) + int(6 * s)
        for name in getattr(self, "galaxy_labels", {}).values():  # its reading and it under a
            if rect.inflate(0, 2 * label_h).colliderect(name):  # Galaxy's name ("92%" on
                rect.top = min(name.bottom + label_h, self.view.bottom - h - 4)  # "Galaxy 1")
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
                ring = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA, 32)
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
        box = pygame.Surface(rect.size, pygame.SRCALPHA, 32)
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

    def help_lines(self, y: int) -> list[str]:
        """``aim_help`` as the panel shows it from ``y``: at large text one paragraph, and
        its first sentence only when the whole would push the readouts onto the buttons."""
        lines = self.aim_help()
        if theme.ui_scale() <= 1.0:
            return lines
        s = self.scale
        size = max(12, int(20 * s))
        width = self.panel_rect.width - int(48 * s)
        readouts = 2 * theme.line_h(max(12, int(22 * s)), 1.2) + int(30 * s)
        for text in (" ".join(lines), lines[0]):
            n = len(theme.wrap(text, size, width))
            if y + n * theme.line_h(size, 1.25) + readouts <= self.buttons_top():
                break
        return [text]

    TIPS = (
        "A slow or glancing hit only makes the bean wobble: hit it squarely and firmly.",
        "Too hard and a miss slides off the table.",
    )

    def draw_tips(self, surf: pygame.Surface, bottom: int, above: int = 0) -> None:
        """The tips box, its bottom edge at ``bottom`` (above the buttons); left out when it
        would reach up over the readouts (``above``: large text in a small window)."""
        s = self.scale
        size = max(11, int(18 * s))
        width = self.panel_rect.width - int(48 * s)
        lines = [ln for tip in self.TIPS for ln in theme.wrap(tip, size, width - int(24 * s))]
        step = max(int(size * 1.3), theme.line_h(size, 1.1))
        h = int(len(lines) * step + len(self.TIPS) * size * 0.4 + 56 * s)
        h += max(0, theme.line_h(size, 1.2) - int(size * 1.5))
        box = pygame.Rect(self.panel_rect.x + int(24 * s), bottom - h, width, h)
        if box.top < above:
            return
        pygame.draw.rect(surf, (26, 34, 46), box, border_radius=int(10 * s))
        x, y = box.x + int(12 * s), box.y + int(10 * s)
        theme.blit_text(surf, "Tips", size, (x, y), theme.ACCENT, "bold")
        y += max(int(size * 1.5), theme.line_h(size, 1.2))
        for tip in self.TIPS:
            for ln in theme.wrap(tip, size, width - int(24 * s)):
                theme.blit_text(surf, ln, size, (x, y), theme.MUTED)
                y += step
            y += int(size * 0.4)

    def buttons_top(self) -> int:
        return min((b.rect.top for b in self.buttons), default=self.panel_rect.bottom)

    def draw_controls(self, surf: pygame.Surface, y: int) -> int:
        """Mode, power and spin readouts; returns the y below them."""
        s = self.scale
        lines: list[tuple[str, int, tuple[int, ...], str]] = []
        for h in self.help_lines(y):
            lines.append((h, max(12, int(20 * s)), theme.TEXT, "sans"))
        y = self._panel_lines(surf, y, lines)
        y += int(14 * s)
        pf = self.preview_flick()
        power = pf.power if pf is not None else 0.0
        x = self.panel_rect.x + int(24 * s)
        size = max(12, int(22 * s))
        theme.blit_text(surf, "Power", size, (x, y), theme.MUTED, "bold")
        lx = max(int(100 * s), theme.text_width("Power", size, "bold") + 8)  # large text
        pw = theme.text_width("100%", size, "bold") + 8
        bar = pygame.Rect(
            x + lx, y + int(3 * s), self.panel_rect.right - int(24 * s) - pw - x - lx, int(20 * s)
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
        y += max(int(size * 1.6), theme.line_h(size, 1.2))
        spin = self.spin if self.bot_flick is None else self.bot_flick.spin
        way = "none" if abs(spin) < 0.5 else ("left" if spin > 0 else "right")
        theme.blit_text(surf, "Spin", size, (x, y), theme.MUTED, "bold")
        room = self.panel_rect.right - int(24 * s) - x - lx
        words = f"{abs(spin):.0f} rad/s {way}" if way != "none" else "none (mouse wheel)"
        spx, words = theme.fit_text(words, size, room)
        theme.blit_text(surf, words, spx, (x + lx, y), theme.TEXT)
        y += max(int(size * 1.6), theme.line_h(size, 1.2))
        if pf is not None and not pf.is_none:
            theme.blit_text(
                surf,
                f"{pf.speed:.0f} cm/s of {MAX_SPEED:.0f}",
                max(11, int(18 * s)),
                (x, y),
                theme.MUTED,
            )
        y += max(int(size * 1.4), theme.line_h(size, 1.1))
        self.draw_tips(surf, self.buttons_top() - int(18 * s), y)
        return y
