"""The table's pictures: the felt and panels drawn once per window size, the still table cached
as one frame until an input, a move or an animation changes it, and the small picture saved
next to a save for the Continue list."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.room.session import Session
from tabletop.ui import theme
from tabletop.ui.components import contrast
from tabletop.ui.layers import undo_ask
from tabletop.ui.layers.focus_words import POINTS
from tabletop.ui.parts import band_place
from tabletop.ui.parts.gameview import ONE_STOP

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene


#: full-window surfaces a table that left hands on to the next one (``TablePainter.release``):
#: a fresh 1080p surface costs 20-60 ms here to allocate and touch, a first frame needs three
_spare: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
#: the felt with its darkened rim, by felt and size (read only; the last two kept)
_bases: dict[tuple[int, tuple[int, int]], tuple[pygame.Surface | None, pygame.Surface]] = {}


def window_surface(role: str, size: tuple[int, int]) -> pygame.Surface:
    """A full-window surface for ``role`` ("static", "layer", "frame"): a spare one left by an
    earlier table (its pixels are stale: it is drawn over whole), else a new one."""
    surf = _spare.pop((role, size), None)
    if surf is None:
        surf = pygame.Surface(size)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
    return surf


def felt_base(felt: pygame.Surface | None, size: tuple[int, int]) -> pygame.Surface:
    """The felt tiled over ``size`` with its rim darkened (a vignette), made once per felt and
    size."""
    key = (id(felt), size)
    kept = _bases.get(key)
    # the felt itself kept beside its base: a freed felt's id may come back for another one
    base = kept[1] if kept is not None and kept[0] is felt else None
    if base is None:
        base = window_surface("base", size)
        if felt is not None:
            for x in range(0, size[0], felt.get_width()):
                for y in range(0, size[1], felt.get_height()):
                    base.blit(felt, (x, y))
        else:
            base.fill(theme.BG)
        vignette = pygame.Surface(size, pygame.SRCALPHA, 32)
        w, h = size
        for i in range(12):
            pygame.draw.rect(
                vignette,
                (0, 0, 0, 12),
                vignette.get_rect().inflate(-i * w // 40, -i * h // 40),
                width=w // 40,
            )
        base.blit(vignette, (0, 0))
        while len(_bases) >= 2:
            _bases.pop(next(iter(_bases)))
        _bases[key] = (felt, base)
    return base


def log_shown(t: Any) -> bool:
    """Whether the table's log is on screen (its column, or folded and opened)."""
    return not t.log_folded or t.log_open


def log_place(t: Any) -> pygame.Rect:
    """Where the log is drawn: its column, or, folded and opened over the table, ending above
    a reaction window's bar it would cover where that leaves it four lines (at 200 % it hid
    the bar's title, "Reactions to: ..."); the wheel scrolls it (its scroll signs say so)."""
    rect = t.log_rect
    bar = t.bar.rect() if t.log_open and t.log_folded else None
    if bar is None or not bar.colliderect(rect) or bar.top <= rect.top:
        return rect
    s = t.scale
    short = rect.copy()
    short.height = bar.top - int(8 * s) - rect.top
    least = theme.line_h(theme.px(17 * s) + 2) + 12 + 4 * theme.line_h(theme.px(17 * s), 1.3)
    return short if short.height >= least else rect


def toggle_log(t: Any) -> None:
    """The top bar's Log button: a folded log opens over the table's right, or folds."""
    t.log_open = t.log_folded and not t.log_open
    t._frame = None
    t.dirty = True


def ink_rows(px: int) -> tuple[int, int]:
    """Where a bold line of design size ``px`` has ink, from its top: the tallest capitals'
    top and the descenders' foot (the line's height holds room above and below them)."""
    key = (px, theme.font_px(px))
    if key not in _INK:
        drawn = theme.font(px, "bold").render("Hbdfhklgjpqy", True, (255, 255, 255))
        r = drawn.get_bounding_rect()
        _INK[key] = (r.top, r.bottom)
    return _INK[key]


_INK: dict[tuple[int, int], tuple[int, int]] = {}


class TablePainter:
    def __init__(self, table: TableScene) -> None:
        self.t = table
        self.static: pygame.Surface | None = None
        self.layer: tuple[Any, Any, pygame.Surface] | None = None
        self.frame_surface: pygame.Surface | None = None  # the cached frame's reusable surface
        #: where the last frame put the keyboard's status band (``status_band``), if it did
        self.band_rect: pygame.Rect | None = None
        self.band_text = ""  # what it says
        #: the band last placed and what for (``status_band``)
        self._band: tuple[tuple[Any, ...], band_place.Band] | None = None
        #: a refusal's spot near its point (``refusal_place``) and what it was found for
        self.refusal_key: tuple[Any, ...] | None = None
        self.refusal_spot: tuple[int, int, int, int, int] | None = None

    def release(self) -> None:
        """The table leaves (or is laid out anew): its full-window surfaces go to the next
        table, which draws over them whole."""
        for role, surf in (
            ("static", self.static),
            ("layer", self.layer[2] if self.layer is not None else None),
            ("frame", self.frame_surface),
        ):
            if surf is not None:
                for key in [k for k in _spare if k[1] != surf.get_size()]:
                    del _spare[key]  # only the window's present size is worth keeping
                _spare[(role, surf.get_size())] = surf
        if self.t._frame is self.frame_surface:
            self.t._frame = None
        self.static = self.layer = self.frame_surface = None

    def static_layer(self) -> pygame.Surface:
        """The felt, rim and panels, drawn once per size (cached)."""
        t = self.t
        if self.static is None or self.static.get_size() != t.size:
            surf = window_surface("static", t.size)
            surf.blit(felt_base(self.felt(), t.size), (0, 0))
            pygame.draw.rect(surf, (12, 16, 22), t.bar_rect)
            pygame.draw.line(surf, (70, 80, 90), t.bar_rect.bottomleft, t.bar_rect.bottomright, 2)
            self.static = surf  # the game's title is drawn with the status line (``status_line``)
        return self.static

    def table_layer(self) -> pygame.Surface:
        """The static layer with the panels that never move drawn on it, once per window size:
        the log's background and the game view's own (``draw_static``). [perf]"""
        t = self.t
        static = self.static_layer()
        key = getattr(t.gv, "static_key", lambda view: None)(t.view)
        layer = self.layer
        if layer is None or layer[0] is not static or layer[1] != key:
            surf = layer[2] if layer is not None and layer[2].get_size() == t.size else None
            surf = surf or window_surface("layer", t.size)
            surf.blit(static, (0, 0))
            if not t.log_folded:
                theme.panel(surf, t.log_rect)
            draw_static = getattr(t.gv, "draw_static", None)
            if draw_static is not None:
                draw_static(surf, t.view)
            layer = self.layer = (static, key, surf)
        return layer[2]

    def felt(self) -> pygame.Surface | None:
        from tabletop.ui import assets

        name = self.t.session.game_name
        return assets.image(f"{name}/table/felt.png") or assets.image("common/felt.png")

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
                cache = self.frame_surface = window_surface("frame", surf.get_size())
            self.draw_table(cache, t_anim)
            t._frame = cache
        surf.blit(t._frame, (0, 0))
        if t.gv.busy():  # this frame set the view moving (a hand row placed anew): it is not a
            t._frame = None  # still one, and the next frame draws the table anew

    def moving(self, surf: pygame.Surface, t_anim: float) -> None:
        """What moves over a still table (cards in flight), drawn over the cached frame but
        never over the open picker panel (it is drawn around it, a band at a time)."""
        tt = self.t
        box = tt.prompts.box
        if not box.width:
            tt.gv.draw_overlay(surf, tt.view, tt.viewer, t_anim)
            return
        w, h = surf.get_size()
        clip = surf.get_clip()
        for band in (
            pygame.Rect(0, 0, w, box.top),
            pygame.Rect(0, box.bottom, w, h - box.bottom),
            pygame.Rect(0, box.top, box.left, box.height),
            pygame.Rect(box.right, box.top, w - box.right, box.height),
        ):
            if band.width > 0 and band.height > 0:
                surf.set_clip(band.clip(clip))
                tt.gv.draw_overlay(surf, tt.view, tt.viewer, t_anim)
        surf.set_clip(clip)

    def draw_table(self, surf: pygame.Surface, t_anim: float) -> None:
        """Everything that stays still between inputs: the view, the prompt, the status line,
        the bars, the buttons, a chooser, a pile being browsed and the end panel."""
        t = self.t
        surf.blit(self.table_layer(), (0, 0))
        t.gv.draw(surf, t.view, t.viewer, t_anim)
        if theme.high_contrast():
            self.zones(surf)
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
        focused = "" if t.replaying else t.focus.status_text()
        short = ""
        waiting = "" if t.replaying else t.resume_wait.words(t.now())
        if waiting:  # a resumed table: whose move waits for the person, and how long
            status, short = waiting, t.resume_wait.words(t.now(), short=True)
        elif focused:  # keyboard play: the focused thing, fitted between the bar's ends
            typed = focused == t.gv.typing_words() and t.gv.typing_short()
            fewer = typed or t.focus.status_short()  # the game's, else the focus's own
            status, short = focused, fewer or focused.removesuffix(POINTS)
            count = t.gv.status_count(t.view, t.viewer)
            if count:  # a turn's count stays in sight, first (the focus's words may give way)
                status, short = f"{count} \u00b7 {status}", f"{count} \u00b7 {short}"
        elif t.replaying:
            status = self.replay_status()
        else:
            status = ONE_STOP.sub(r"\1", t.session.name_text(t.gv.status(t.view, t.viewer)))
            short = ONE_STOP.sub(r"\1", t.session.name_text(t.gv.status_short(t.view, t.viewer)))
        self.status_line(surf, status, short, squeeze=not focused)
        for b in [] if t.replaying else t.top_buttons:  # a replay has its own controls
            b.draw(surf, s)
        if t.log_open:  # folded (``GameView.folds_log``) and opened: over the table
            theme.panel(surf, log_place(t))
        if log_shown(t):
            t.log.draw(surf, log_place(t), s, background=False)
        for b in t.buttons:
            b.draw(surf, s)
        for b in t.chooser:
            b.draw(surf, s)
        t.gv.piles.draw(surf, t.play_rect, s, t.session.game_name, t.gv.face_data)
        if self.band_text and not t.prompts.titled(self.band_text):  # (a picker says it)
            self.status_band(surf, self.band_text)
        if t.game.is_terminal() and t.ended_shown and not t.frozen:
            t.ending.draw(surf)

    def open_log(self, surf: pygame.Surface) -> None:
        """A folded log the player opened stays on top of what is drawn over the table's frame
        (a reaction window's bar): they read it until they close it (at 200 % the bar was
        drawn over its lines)."""
        t = self.t
        if t.log_open:  # opaque: nothing under it shows through its lines
            theme.panel(surf, log_place(t), (*theme.PANEL[:3], 255))
            t.log.draw(surf, log_place(t), t.scale, background=False)

    def zones(self, surf: pygame.Surface) -> None:
        """High contrast: every place the table declares a card may be dropped, outlined dark
        and light (the game's own painting of it may be faint on the felt)."""
        t = self.t
        lay = t.gv.layout_for(t.view, t.acting_seat())
        for slot in lay.slots() if lay is not None else []:
            contrast.zone(surf, slot.rect, max(4, min(12, slot.rect.width // 14)))

    def titles(self) -> list[str]:
        """The game's title, then its short form where it has one ("RPG Get! CCG", "RPG
        Get!"): large text and more buttons in the bar leave the long one no room."""
        full = str(self.t.session.game.TITLE)
        short = full.removesuffix(" CCG").removesuffix(" TCG")
        return [full] if short == full else [full, short]

    def title_room_for(self, title: str) -> int:
        """Where the status line may start right of ``title``, or 0 when it and a status line
        of 24 characters do not both fit."""
        t = self.t
        s = t.scale
        room = t.top_bar.status_room if t.top_bar.status_room.w else t.bar_rect
        title_end = int(32 * s) + theme.text_width(title, int(28 * s), "serif")
        need = theme.text_width("Player 2 is guessing now", int(24 * s), "bold")
        return title_end if room.width - title_end >= need else 0

    def title_room(self) -> int:
        """Where the status line may start: right of the game's title (its short form where
        the long one leaves no room), or at the bar's left end (0)."""
        return next((x for x in map(self.title_room_for, self.titles()) if x), 0)

    def status_line(
        self,
        surf: pygame.Surface,
        status: str,
        short: str = "",
        squeeze: bool = True,
    ) -> None:
        """The game's title and the status line centred over the play area, in the room the
        buttons leave it, at the chosen text size (large text shrank a long status, down to
        12 px beside the title): on one line beside the title, else beside the title's short
        form ("RPG Get!"), else where the title gives way; else the same with the status's
        ``short`` form (fewer words); else that short form a little smaller on one line, where
        a game made it to be one (``squeeze``: "Your turn: up to 3 Missions, or End turn"); else
        on two lines in the bar, the status's own words else its short form; else whole on a
        band over the table (``status_band``) at the chosen size, the bar keeping the title
        (the keyboard's words too: a held card's keys, "Esc puts it back", are read whole)."""
        t = self.t
        s = t.scale
        self.band_rect, self.band_text = None, ""
        bar = t.bar_rect
        full = (t.top_bar.status_room if t.top_bar.status_room.w else bar).copy()
        size = theme.px(int(24 * s))
        forms = [status] + ([short] if short and short != status else [])
        room = pygame.Rect(int(16 * s), 0, full.width - int(28 * s), bar.height)
        for titled in (True, False):  # the title stays while a form fits beside it (a
            for words in forms:  # long status took the bar and "Espionage" was not drawn)
                if self._one_line(surf, words, size, full, titled):
                    return
        if squeeze and len(forms) > 1:
            least = theme.fit_px(forms[-1], size, room.width, "bold")
            if any(self._one_line(surf, forms[-1], least, full, x) for x in (True, False)):
                return
        for words in forms:  # two lines in the bar, as close as the bar needs
            lines = theme.wrap(words, size, room.width, "bold")
            wide = max(theme.text_width(x, size, "bold") for x in lines)
            # the two lines' ink a margin inside the bar (at 100 % the second line's "y" and
            # "g" stood on the bar's bottom edge), the lines no closer than the text's size
            top, bottom = ink_rows(size)
            m = max(3, int(4 * s))
            lh = min(theme.line_h(size), bar.height - 2 * m - bottom + top)
            y = bar.centery - (top + lh + bottom) // 2  # the ink centred, not the lines
            if y < bar.top:  # the lines' boxes in the bar too: the ink lower, closer
                y, lh = bar.top, min(lh, bar.bottom - m - bottom)
            if len(lines) <= 2 and wide <= room.width and lh >= theme.font_px(size):
                lo, hi = wide // 2, wide  # balanced: the narrowest wrap that keeps two lines
                while hi - lo > 4:
                    mid = (lo + hi) // 2
                    lo, hi = (
                        (lo, mid) if len(theme.wrap(words, size, mid, "bold")) <= 2 else (mid, hi)
                    )
                self._status_lines(surf, theme.wrap(words, size, hi, "bold"), size, room, lh, y)
                return
        self.band_text = status  # over the table (``draw_table``)
        title = next((x for x in self.titles() if self.title_room_for(x)), "")
        theme.blit_text(
            surf, title, int(28 * s), (int(16 * s), bar.centery),
            theme.ACCENT, "serif", anchor="midleft",
        )  # fmt: skip

    def _one_line(
        self, surf: pygame.Surface, words: str, px: int, full: pygame.Rect, titled: bool = True
    ) -> bool:
        """``words`` on one line at ``px`` beside the title (its short form where the long one
        leaves no room); ``titled`` false: where the title gives way. False where it does not
        fit."""
        t = self.t
        s, bar = t.scale, t.bar_rect
        for title in self.titles() if titled else []:
            left = self.title_room_for(title)
            if not left:
                continue
            beside = pygame.Rect(left, 0, full.width - left - int(12 * s), bar.height)
            if theme.text_width(words, px, "bold") <= beside.width:
                theme.blit_text(
                    surf, title, int(28 * s), (int(16 * s), bar.centery),
                    theme.ACCENT, "serif", anchor="midleft",
                )  # fmt: skip
                self._status_lines(surf, [words], px, beside)
                return True
        if titled:
            return False
        room = pygame.Rect(int(16 * s), 0, full.width - int(28 * s), bar.height)
        if theme.text_width(words, px, "bold") <= room.width:
            self._status_lines(surf, [words], px, room)
            return True
        return False

    def _status_lines(
        self,
        surf: pygame.Surface,
        lines: list[str],
        px: int,
        room: pygame.Rect,
        lh: int = 0,
        top: int | None = None,
    ) -> None:
        """``lines`` centred over the play area (kept inside ``room``), one under the other
        (``lh`` apart, else a line's height), the first at ``top``, else the block centred in
        the bar."""
        t = self.t
        lh = lh or theme.line_h(px)
        y = t.bar_rect.centery - lh * len(lines) // 2 if top is None else top
        for line in lines:
            half = theme.text_width(line, px, "bold") // 2 + 2
            cx = max(room.left + half, min(t.play_rect.centerx, room.right - half))
            theme.blit_text(surf, line, px, (cx, y), theme.TEXT, "bold", anchor="midtop")
            y += lh

    def status_band(self, surf: pygame.Surface, status: str) -> None:
        """``status`` whole on a band over empty table space (``band_place``), wrapped at the
        chosen size (never smaller: more lines): clear of every seat's cards, name and counts,
        of the move buttons, the focused place and the held card where a place allows; never
        under a lesson's panel."""
        t = self.t
        s = t.scale
        m = theme.grow(10 * s)  # the band's margin and its padding
        lo, hi = m, surf.get_width() - m
        panel = self.lesson_panel()
        keep = self.band_keeps()
        if panel is not None:  # anywhere it leaves the panel whole
            keep.hard.append(panel)
        area = pygame.Rect(0, t.bar_rect.bottom + m // 2, surf.get_width(), 0)
        area.height = surf.get_height() - m // 2 - area.top
        key = (
            status,
            surf.get_size(),
            lo,
            hi,
            *(tuple(map(tuple, x)) for x in vars(keep).values()),
        )
        if self._band is None or self._band[0] != key:
            most = 2 if panel is None else 4
            px = theme.px(int(24 * s))
            found = band_place.place(  # at the chosen size: more lines, never smaller
                status, px, (lo, hi), area, keep, most, m, t.play_rect.centerx, px
            )
            self._band = (key, found)
        band = self._band[1]
        rect = band.rect
        theme.panel(surf, rect, (16, 22, 30, 245), radius=int(8 * s))  # no felt shows through
        y = rect.top + m // 2
        for line in band.lines:
            at = (rect.centerx, y)
            theme.blit_text(surf, line, band.px, at, theme.TEXT, "bold", anchor="midtop")
            y += theme.line_h(band.px)
        self.band_rect = rect

    def lesson_panel(self) -> pygame.Rect | None:
        """A lesson's panel on the table (its last place), if one is shown."""
        panel = getattr(getattr(self.t, "guide", None), "panel_rect", None)
        return panel if isinstance(panel, pygame.Rect) and panel.w else None

    def band_avoids(self) -> list[pygame.Rect]:
        """What the status band must leave in sight: the focused place and the held card."""
        t = self.t
        stop = t.focus.current() if t.focus.active else None
        out = [] if stop is None else [stop.rect]
        if t.drag is not None:
            out.append(t.drags.rect())
        return out

    def band_keeps(self) -> band_place.Keep:
        """What the band covers least, by weight: the focused place, the held card and a
        lesson's panel; every seat's cards, piles, panels, names and counts (``GameView.headings``)
        and the move buttons; empty drop places, what a lesson keeps in sight and the log."""
        from tabletop.ui.parts.layout import Slot

        t = self.t
        hard = self.band_avoids() + [r for r in [self.lesson_panel()] if r is not None]
        hard += [r for r in [t.bar.rect()] if r is not None]  # a window's bar: drawn over it
        lay = t.gv.layout_for(t.view, t.acting_seat())
        items = [it for it in (lay.items if lay else []) if it.rect.width and it.rect.height]
        seats = [it.rect for it in items if isinstance(it, Slot) and it.key[0] == "seat"]
        keep = [it.rect for it in items if self.covers(it)] + seats + t.gv.headings(t.view)
        keep += [b.rect for b in t.buttons if b.rect.width]
        if t.prompts.box is not None:
            keep.append(t.prompts.box)
        whole = t.play_rect.width * t.play_rect.height // 4  # a zone as big as the table: room
        soft = [it.rect for it in items if isinstance(it, Slot) and it.rect not in seats]
        soft = [r for r in soft if r.width * r.height < whole]
        soft += [r for r in t.gv.in_sight(t.view, t.viewer) if r.width]
        if log_shown(t):
            soft.append(t.log_rect)
        return band_place.Keep(
            *([r for r in x if r.width and r.height] for x in (hard, keep, soft))
        )

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
        """The toasts where they cover no seat's header or name and no card (``toast_place``)."""
        t = self.t
        with undo_ask.set_aside(t) as asking:  # "Whose is it?" has its own panel
            if t.toasts.active():
                cx, top, room, height, px = self.toast_place()
                # never over the move buttons: above them (a refusal with no free spot on the
                # table lay over Austin Powers' "Throw no bone" at 200 %)
                w, h = t.toasts.extent(t.scale, room, height, px)
                box = pygame.Rect(cx - w // 2, top, w, h)
                hit = [b.rect for b in t.buttons if b.rect.w and b.rect.colliderect(box)]
                if hit:
                    top = max(0, min(r.top for r in hit) - int(8 * t.scale) - h)
                t.toasts.draw(surf, cx, top, t.scale, room, height, px)
            elif not asking:
                t.toast_anchor = None
        if asking:
            undo_ask.draw(t, surf)

    def toast_place(self) -> tuple[int, int, int, int, int]:
        """Where the toasts go (centre x, top, width, height, text px): in the game's free
        room on the table (``toast_room``: under Espionage's seat panels) where they cover no
        placed card, pile or label, never over the point a refusal is about, a lesson's
        panel, a question's picker panel or the reaction window's bar; else in the log's
        column, under its last line, in smaller text, the newest that fit; a full log's
        heading and lines kept clear: on the table's nearest free spot by the log (over its
        oldest lines where the table has none)."""
        t = self.t
        s = t.scale
        gap = int(8 * s)
        offer = t.offline.offer()  # the host's panel for an offline phone, atop the log
        aside = t.offline.plan(offer).box if offer is not None else None
        # nor over a question's open panel (a message hid its top edge and title)
        clear = [r for r in (self.guide_rect(), t.bar.rect(), aside, t.prompts.box) if r]
        ask = undo_ask.place(t)  # nor over the table's "Whose is it?"
        clear += [ask.rect] if ask is not None else []
        clear += [self.band_rect] if self.band_rect is not None else []  # the keys' words
        clear += [t.news.rect] if t.news.rect is not None else []  # a folded log's lines
        # the hand card's words (at 1024x600, 200 % a message lay over them, the two unread)
        clear += [t.hand_words.rect] if t.hand_words.rect is not None else []
        if t.zoom.is_open:  # a card read large and its words ("Drag the card onto ..." lay
            clear += [r for r in t.zoom.shown() if r]  # over its rules text)
        if t.hold.held and t.curtain_for is None and t.hold.seat is not None:
            clear.append(t.result.box())  # a held result and its "Seen: pass to" button
        if t.toast_anchor is not None:  # a refusal: near where the player acted
            spot = self.refusal_place(clear)
            if spot is not None:
                return spot
        room = t.gv.toast_room(t.view)
        if room is None and t.log_folded and not t.log_open:
            room = t.play_rect  # no log column on screen: a free place on the table
        if room is not None:
            lay = t.gv.layout_for(t.view, t.acting_seat())
            clear += [it.rect for it in (lay.items if lay else []) if self.covers(it)]
            width = room.width - 2 * gap
            tall = max(1, room.height - 2 * gap)
            # the toasts as they are, else in smaller text, the newest that fit the room
            for px, height in ((0, 0), (max(theme.MIN_TEXT, int(18 * s)), tall)):
                w, h = t.toasts.extent(s, width, height, px)
                for y in range(room.top + gap, room.bottom - h - gap + 1, max(1, gap // 2)):
                    box = pygame.Rect(0, y, w, h)
                    box.centerx = room.centerx
                    near = t.toast_anchor and box.inflate(4 * gap, 4 * gap).collidepoint(
                        t.toast_anchor
                    )
                    if not near and box.collidelist(clear) < 0:
                        return room.centerx, y, width, height, px
        col = t.log_rect.inflate(-2 * gap, -2 * gap)
        # under the log's "Game log" heading at least (a message lay over it)
        head = t.log.lines_top(t.log_rect, s) if log_shown(t) else col.top
        top = max([col.top, head] + [r.bottom + gap for r in clear if r.colliderect(col)])
        px = max(theme.MIN_TEXT, int(18 * s))
        low = col.bottom - int(160 * s)  # the phones' marks and RPG Get!'s news lie lower
        _w, h = t.toasts.extent(s, col.width, px=px)
        free = t.log.bottom_line(t.log_rect, s) + gap
        if free + h <= low and free > top:
            top = free  # under the log's newest line: nothing read is covered
        elif log_shown(t):  # a full log: a free spot on the table by the log's top, its
            # heading and lines kept readable (a Shoot for Loot's message lay over them)
            spot = self.refusal_place(clear, (t.log_rect.left, t.log_rect.top))
            if spot is not None:
                return spot
        return col.centerx, top, col.width, max(low - top, 1), px

    def refusal_place(
        self, clear: list[pygame.Rect], at: tuple[int, int] | None = None
    ) -> tuple[int, int, int, int, int] | None:
        """A refusal's spot near its point (``refusal_place.near_place``; ``at``, else the
        refusal's anchor), found once for the messages, the point and the table on screen."""
        from tabletop.ui.parts import refusal_place

        t = self.t
        at = at or t.toast_anchor
        assert at is not None
        key: tuple[Any, ...] = (at, tuple((x.text, x.born) for x in t.toasts.items), t.state_key())
        key += (t.size, t.scale, tuple(map(tuple, clear)), t.focus.active, t.log_open)
        if self.refusal_key != key:
            self.refusal_key = key
            self.refusal_spot = refusal_place.near_place(t, at, clear)
        return self.refusal_spot

    def guide_rect(self) -> pygame.Rect | None:
        """A lesson's panel on the table (None: no lesson)."""
        panel = getattr(getattr(self.t, "guide", None), "panel_rect", None)
        return panel if panel else None

    @staticmethod
    def covers(item: Any) -> bool:
        """A placed item a toast must leave readable: a card, a pile, a label, a button."""
        from tabletop.ui.parts.layout import ButtonItem, CardItem, LabelItem, PileItem

        return isinstance(item, CardItem | PileItem | LabelItem | ButtonItem) and bool(item.rect)

    def write_thumbnail(self, save: Any, wait: bool = False) -> None:
        """A small picture of the table next to ``save`` for the Continue list, drawn from the
        spectator's view in hot-seat (no hand in the launcher), encoded off the frame."""
        t = self.t
        if save is None or not hasattr(t, "size") or not t.session.log:
            return
        import io

        from tabletop.engine.saves import atomic_write_bytes, thumb_path
        from tabletop.room.session import AUTOSAVER

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
