"""The table's pictures: the felt and panels drawn once per window size, the still table cached
as one frame until an input, a move or an animation changes it, and the small picture saved
next to a save for the Continue list."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.session import Session
from tabletop.ui import theme

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene


class TablePainter:
    def __init__(self, table: TableScene) -> None:
        self.t = table
        self.static: pygame.Surface | None = None
        self.layer: tuple[Any, Any, pygame.Surface] | None = None
        self.frame_surface: pygame.Surface | None = None  # the cached frame's reusable surface

    def static_layer(self) -> pygame.Surface:
        """The felt, rim and panels, drawn once per size (cached)."""
        t = self.t
        if self.static is None or self.static.get_size() != t.size:
            surf = (
                pygame.Surface(t.size).convert()
                if pygame.display.get_surface()
                else pygame.Surface(t.size)
            )
            felt = self.felt()
            if felt is not None:
                for x in range(0, t.size[0], felt.get_width()):
                    for y in range(0, t.size[1], felt.get_height()):
                        surf.blit(felt, (x, y))
            else:
                surf.fill(theme.BG)
            vignette = pygame.Surface(t.size, pygame.SRCALPHA)
            w, h = t.size
            for i in range(12):
                pygame.draw.rect(
                    vignette,
                    (0, 0, 0, 12),
                    vignette.get_rect().inflate(-i * w // 40, -i * h // 40),
                    width=w // 40,
                )
            surf.blit(vignette, (0, 0))
            pygame.draw.rect(surf, (12, 16, 22), t.bar_rect)
            pygame.draw.line(surf, (70, 80, 90), t.bar_rect.bottomleft, t.bar_rect.bottomright, 2)
            theme.blit_text(
                surf,
                t.session.game.TITLE,
                int(28 * t.scale),
                (int(16 * t.scale), t.bar_rect.centery),
                theme.ACCENT,
                "serif",
                anchor="midleft",
            )
            self.static = surf
        return self.static

    def table_layer(self) -> pygame.Surface:
        """The static layer with the panels that never move drawn on it, once per window size:
        the log's background and the game view's own (``draw_static``). [perf]"""
        t = self.t
        static = self.static_layer()
        key = getattr(t.gv, "static_key", lambda view: None)(t.view)
        layer = self.layer
        if layer is None or layer[0] is not static or layer[1] != key:
            surf = static.copy()
            theme.panel(surf, t.log_rect)
            draw_static = getattr(t.gv, "draw_static", None)
            if draw_static is not None:
                draw_static(surf, t.view)
            layer = self.layer = (static, key, surf)
        return layer[2]

    def felt(self) -> pygame.Surface | None:
        from tabletop.ui import assets

        name = self.t.session.game_name
        return assets.image(f"{name}/felt.png") or assets.image("common/felt.png")

    def frame(self, surf: pygame.Surface, t_anim: float) -> None:
        """The table and what lies on it, from the cached frame while the view is still."""
        t = self.t
        if t.gv.busy():
            t._frame = None
            self.draw_table(surf, t_anim)
            return
        if t._frame is None:
            cache = self.frame_surface
            if cache is None or cache.get_size() != surf.get_size():
                cache = pygame.Surface(surf.get_size())
                if pygame.display.get_surface() is not None:
                    cache = cache.convert()
                self.frame_surface = cache
            self.draw_table(cache, t_anim)
            t._frame = cache
        surf.blit(t._frame, (0, 0))

    def draw_table(self, surf: pygame.Surface, t_anim: float) -> None:
        """Everything that stays still between inputs: the view, the prompt, the status line,
        the bars, the buttons, a chooser, a pile being browsed and the end panel."""
        t = self.t
        surf.blit(self.table_layer(), (0, 0))
        t.gv.draw(surf, t.view, t.viewer, t_anim)
        s = t.scale
        seat = t.acting_seat()
        t.prompts.draw(
            surf,
            t.gv,
            t.view,
            t.viewer if seat is None else seat,
            t.legal(seat),
            t.play_rect,
            s,
            t.prompt_key(),
            t.session.seat_name,
            t.gv.say,
            t_anim,
        )
        size = int(24 * s)
        focused = "" if t.replaying else t.focus.status_text()
        if focused:  # keyboard play: the focused thing, fitted between the bar's ends
            size, status = theme.fit_text(focused, size, self.status_room(), "bold")
        elif t.replaying:
            status = self.replay_status()
        else:
            status = t.session.name_text(t.gv.status(t.view, t.viewer))
        theme.blit_text(
            surf,
            status,
            size,
            (t.play_rect.centerx, t.bar_rect.centery),
            theme.TEXT,
            "bold",
            anchor="center",
        )
        for b in t.top_buttons:
            b.draw(surf, s)
        t.log.draw(surf, t.log_rect, s, background=False)
        for b in t.buttons:
            b.draw(surf, s)
        for b in t.chooser:
            b.draw(surf, s)
        t.gv.piles.draw(surf, t.play_rect, s, t.session.game_name, t.gv.face_data)
        if t.game.is_terminal() and t.ended_shown and not t.frozen:
            t.ending.draw(surf)

    def status_room(self) -> int:
        """How wide the status line may be: centred on the play area, clear of the game's title
        and the top bar's buttons."""
        t = self.t
        s = t.scale
        right = min((b.rect.left for b in t.top_buttons), default=t.size[0])
        left = int(16 * s) + theme.text_width(t.session.game.TITLE, theme.px(28 * s), "serif")
        half = min(right - t.play_rect.centerx, t.play_rect.centerx - left)
        return max(100, 2 * half - int(24 * s))

    def replay_status(self) -> str:
        """The status line of a replay: whose turn it was, never "your turn"."""
        t = self.t
        if t.game.is_terminal():
            return "The game is over"
        active = t.game.active_seats()
        if len(active) > 1:
            return "Everyone may answer"
        seat = active[0] if active else t.game.current_seat()
        return f"{t.session.seat_name(seat)} to move"

    def toasts(self, surf: pygame.Surface) -> None:
        """The toasts, below the bar (or where the game keeps free for them: ``toast_top``); a
        refusal about something in the upper half is said in the lower half, so the message
        never covers the target it is about."""
        t = self.t
        s = t.scale
        top = t.gv.toast_top()
        if top is None:
            top = t.bar_rect.bottom + int(12 * s)
        if not t.toasts.active():
            t.toast_anchor = None
        elif t.toast_anchor is not None and t.toast_anchor[1] < t.play_rect.centery:
            top = t.play_rect.bottom - int(260 * s)
        t.toasts.draw(surf, t.play_rect.centerx, top, s)

    def write_thumbnail(self, save: Any, wait: bool = False) -> None:
        """A small picture of the table next to ``save`` for the Continue list, drawn from the
        spectator's view in hot-seat (no hand in the launcher), encoded off the frame."""
        t = self.t
        if save is None or not hasattr(t, "size") or not t.session.log:
            return
        import io

        from tabletop.engine.saves import atomic_write_bytes, thumb_path
        from tabletop.engine.session import AUTOSAVER

        try:
            surf = pygame.Surface(t.size)
            surf.blit(self.static_layer(), (0, 0))
            seat = None if t.hotseat() or t.viewer is None else t.viewer
            t.gv.draw(surf, t.game.view(seat), seat, 0.0)
            w = 320
            small = pygame.transform.smoothscale(
                surf.subsurface(t.play_rect), (w, int(w * t.play_rect.h / t.play_rect.w))
            )
        except Exception:  # noqa: BLE001 - a picture must never cost a game
            return
        finally:
            t._frame = None
            t.dirty = True

        def encode() -> bytes:
            buf = io.BytesIO()
            pygame.image.save(small, buf, "thumb.png")
            return buf.getvalue()

        if wait or not Session.background_saves:
            try:
                atomic_write_bytes(thumb_path(save), encode())
            except (OSError, pygame.error):
                pass
        else:
            AUTOSAVER.submit(thumb_path(save), encode)
