"""The key-mapping screen of the timed reactions (``KeyMapScene``): each player presses their
reaction button, then a rollover self-test; see ``tabletop.ui.scenes.reaction_scenes`` for the whole
story and ``reaction_common`` for where the map is saved."""

from __future__ import annotations

import time
from functools import partial

import pygame

from tabletop.ui import focus, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.components.widgets import Button, words_width
from tabletop.ui.overlays.reaction_common import (
    GREEN,
    GREEN_DARK,
    MAX_PLAYERS,
    MIN_PLAYERS,
    TileStyle,
    draw_background,
    draw_message,
    draw_seat_tile,
    draw_title,
    load_keymap,
    message_height,
    player_text,
    save_keymap,
    seat_colour,
    tile_rects,
    title_bottom,
)
from tabletop.ui.overlays.reaction_input import (
    MappingSession,
    RolloverTest,
    binding_from_event,
    open_gamepads,
)
from tabletop.ui.scenes.keymap_table import TableKeysSection, section_button

# ------------------------------------------------------------------------------- KeyMapScene


#: the explanation under the key-mapping screen's title
KEYMAP_SUB = (
    "Every player gets one button for the games' races and the Reaction duel: "
    "a key, a gamepad button, or the mouse for whoever holds it."
)

#: the mapping's and the rollover test's titles and explanations
MAP_TITLE, MAP_SUB = (
    "Press your button",
    "Each player in turn presses the key they want (keys far apart work best), a gamepad "
    "button, or clicks the mouse if they hold it.",
)
TEST_TITLE, TEST_SUB = (
    "Rollover test",
    "Everybody press and HOLD your button at the same time. A tile that stays grey while "
    "its player holds the key means the keyboard dropped that key.",
)


class KeyMapScene(Scene):
    """Each player presses their reaction button; then a rollover self-test; saved in settings."""

    def __init__(self, app: App, players: int | None = None) -> None:
        super().__init__(app)
        self.typing = True  # M is a player's key here, not the mute shortcut
        self.saved = load_keymap(app.settings)
        n = len(self.saved.bindings)
        self.n = players or (n if MIN_PLAYERS <= n <= MAX_PLAYERS else 4)
        self.stage = "count"  # count -> map -> test; count -> table (the table's keys)
        self.table_keys = TableKeysSection(app)
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

    def open_table_keys(self) -> None:
        self.stage = "table"
        self.rebuild()

    def back(self) -> None:
        if self.stage in ("map", "table"):
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

    def question_y(self, title_end: int) -> int:
        s, h = self.scale, self.size[1]
        return max(title_end + int(30 * s), int(h * 0.36) - int(70 * s))

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
            # large text: under the question, which is under the title's lines
            top = self.question_y(title_bottom(KEYMAP_SUB, s, w)) + theme.line_h(40 * s) + 10
            for i, n in enumerate(range(MIN_PLAYERS, MAX_PLAYERS + 1)):
                r = pygame.Rect(x0 + i * (bw + gap), max(int(h * 0.36), top), bw, int(130 * s))
                self.buttons.append(
                    Button(str(n), r, partial(self.choose, n), primary=(n == self.n))
                )
            self.buttons.append(section_button(self.size, s, self.open_table_keys))
            if self.saved.bindings:  # focused, it says "[Enter]" (large text: as wide)
                tw = max(int(520 * s), words_width("Test the saved buttons [Enter]", bh))
                r = pygame.Rect(w // 2 - tw // 2, by, tw, bh)
                self.buttons.append(Button("Test the saved buttons", r, self.test_saved))
        elif self.stage == "table":
            self.buttons += self.table_keys.buttons(self.size, s, by, bh)
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
            # as wide as their words (large text cut "Choose again" to "Choose..."), centred
            row = [
                ("Test again", self.reset_test),
                ("Choose again", lambda: self.choose(len(self.saved.bindings) or self.n)),
                ("Done", self.app.pop),
            ]
            widths = [max(int(260 * s), words_width(label, bh)) for label, _ in row]
            x = max(int(270 * s), w // 2 - (sum(widths) + 2 * int(30 * s)) // 2)  # (Back's)
            for (label, act), bw in zip(row, widths):
                r = pygame.Rect(x, by, bw, bh)
                self.buttons.append(Button(label, r, act, primary=label == "Done"))
                x += bw + int(30 * s)
        back = int(200 * s)
        if self.stage == "count":  # the keys reach it: focused, it says "[Enter]"
            back = max(back, words_width("Back [Enter]", bh))
        self.buttons.append(
            Button("Back", pygame.Rect(int(40 * s), by, back, bh), self.back, "Esc")
        )
        self.dirty = True

    def reset_test(self) -> None:
        if self.rollover is not None:
            self.rollover.reset()

    # ------------------------------------------------------------ input
    def focus_targets(self) -> list[focus.Target]:
        """The keyboard moves among the buttons while the player count is chosen; once the
        players press their buttons every key is one of theirs (Esc goes back)."""
        if self.stage != "count":
            return []
        return focus.reading_order(focus.targets_of(self.buttons))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.JOYDEVICEADDED:
            self.pads = open_gamepads()
        if self.stage == "table" and self.table_keys.handle(event):
            self.dirty = True
            return
        if focus.scene_key(self, event):  # Tab, arrows, Enter or Space on the focused
            return
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
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_t:
                self.open_table_keys()
        elif self.stage == "map" and self.session is not None:
            if self.session.feed(event):
                self.message = player_text(self.session.message)
                self.message_bad = False
                self.app.audio.play("click")
                if self.session.done:
                    self.finish_mapping()
            elif binding_from_event(event) is not None and self.session.message:
                self.message = player_text(self.session.message)
                self.message_bad = True
                self.app.audio.play("invalid")
        elif self.stage == "test" and self.rollover is not None:
            self.rollover.feed(event)

    # ------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        s = self.scale
        w, h = self.size
        surf.blit(draw_background(self.size, (22, 26, 44), (10, 12, 22)), (0, 0))
        if self.stage == "count":
            y = draw_title(surf, "Reaction buttons", KEYMAP_SUB, s)
            size, ask = theme.fit_text(
                "How many players?  (press 2-6, or Tab and Enter, or click)",
                int(40 * s),
                w - int(80 * s),
                "bold",
            )
            theme.blit_text(
                surf,
                ask,
                size,
                (w // 2, self.question_y(y)),
                theme.TEXT,
                "bold",
                "midtop",
            )
            if self.saved.bindings:
                counts = [b.rect.bottom for b in self.buttons if b.label.isdigit()]
                self._draw_saved(
                    surf, max([int(h * 0.36) + int(190 * s)] + [c + 16 for c in counts])
                )
        elif self.stage == "map":
            self._draw_map(surf)
        elif self.stage == "table":
            self.table_keys.draw(surf, self.size, s)
        else:
            self._draw_test(surf)
        for b in self.buttons:
            b.draw(surf, s)
        self.draw_enter_line(surf)
        focus.draw_focus(self, surf)

    def draw_enter_line(self, surf: pygame.Surface) -> None:
        """In the bottom row's first gap it fits, while a focused button has no room to say
        "[Enter]" itself (at 200 % "Table keys" beside the title, "4" in the count's row):
        "[Enter]: Table keys", "[Enter]: 4 players"."""
        b = focus.untold(self)
        if b is None:
            return
        s, w = self.scale, self.size[0]
        said = f"[Enter]: {b.label} players" if b.label.isdigit() else f"[Enter]: {b.label}"
        px = max(theme.MIN_TEXT, int(22 * s))
        back = next(x for x in self.buttons if x.label == "Back").rect
        band = pygame.Rect(back.right, back.y, w, back.h)  # the row right of Back
        row = sorted((x.rect for x in self.buttons if x.rect.colliderect(band)), key=lambda r: r.x)
        edges = [back.right] + [x for r in row for x in (r.left, r.right)] + [w]
        for start, end in zip(edges[::2], edges[1::2]):
            if start + int(30 * s) + theme.text_width(said, px, "bold") <= end - int(30 * s):
                at = (start + int(30 * s), back.centery)
                theme.blit_text(surf, said, px, at, theme.ACCENT, "bold", anchor="midleft")
                return

    def _draw_saved(self, surf: pygame.Surface, y: int) -> None:
        s = self.scale
        w = self.size[0]
        theme.blit_text(
            surf, "Saved buttons", int(30 * s), (w // 2, y), theme.MUTED, "bold", "midtop"
        )
        seats = sorted(self.saved.bindings)
        top = y + max(int(50 * s), theme.line_h(30 * s) + 8)  # large text: under its heading
        room = self.size[1] - int(120 * s) - int(12 * s) - top  # above the buttons' row
        area = pygame.Rect(int(60 * s), top, w - int(120 * s), min(int(150 * s), room))
        for seat, r in zip(seats, tile_rects(area, len(seats), int(20 * s), int(260 * s))):
            draw_seat_tile(
                surf, r, seat, f"Player {seat + 1}", self.saved.bindings[seat].label(), "", s
            )

    def _tiles_area(self) -> pygame.Rect:
        """The players' tiles: under the heading's lines (large text: the rollover test's
        explanation ran under the tiles at 150 %), over the lines under them and the buttons."""
        s = self.scale
        w, h = self.size
        if self.stage == "map":
            heading = title_bottom(MAP_SUB, s, w) + int(20 * s) + theme.line_h(56 * s)
            top = max(int(h * 0.40), heading + int(16 * s))
            under = int(40 * s) + message_height(self.message, w, s)
        else:
            top = max(int(h * 0.27), title_bottom(TEST_SUB, s, w) + int(16 * s))
            under = self._summary_gap() + theme.line_h(40 * s) + int(16 * s)
            under += message_height(self._test_message()[0], w, s)
        room = h - int(120 * s) - int(12 * s) - under - top  # (the buttons' row)
        return pygame.Rect(
            int(50 * s), top, w - int(100 * s), max(int(150 * s), min(int(300 * s), room))
        )

    def _summary_gap(self) -> int:
        return int(30 * self.scale)

    def _draw_map(self, surf: pygame.Surface) -> None:
        assert self.session is not None
        s = self.scale
        sess = self.session
        cur = sess.current
        y = draw_title(surf, MAP_TITLE, MAP_SUB, s)
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
        rects = tile_rects(self._tiles_area(), self.n, int(24 * s), int(290 * s))
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
        draw_message(
            surf, self.message, self.message_bad, self._tiles_area().bottom + int(40 * s), s
        )

    def _draw_test(self, surf: pygame.Surface) -> None:
        assert self.rollover is not None
        s = self.scale
        rt = self.rollover
        km = rt.keymap
        seats = sorted(km.bindings)
        draw_title(surf, TEST_TITLE, TEST_SUB, s)
        rects = tile_rects(self._tiles_area(), len(seats), int(24 * s), int(290 * s))
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
        y = self._tiles_area().bottom + self._summary_gap()
        theme.blit_text(
            surf, summary, int(40 * s), (self.size[0] // 2, y), theme.TEXT, "bold", "midtop"
        )
        msg, bad = self._test_message()
        draw_message(surf, msg, bad, y + theme.line_h(40 * s) + int(16 * s), s)

    def _test_message(self) -> tuple[str, bool]:
        """The rollover test's message under its summary: a dropped key, all arrived, or the
        scene's message; and whether it is bad news."""
        rt = self.rollover
        msg, bad = self.message, self.message_bad
        if rt is None:
            return msg, bad
        missing = [x for x in sorted(rt.keymap.bindings) if x not in rt.arrived]
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
        return msg, bad

    def animating(self) -> bool:
        return self.stage == "map"  # the current player's tile pulses
