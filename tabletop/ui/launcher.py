"""The launcher (pick a game, seats, options, seed; resume; settings) and the in-game menu."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pygame

from tabletop.ai.base import bot_levels
from tabletop.engine.errors import TabletopError
from tabletop.engine.files import move_aside
from tabletop.engine.game import game_class, game_names
from tabletop.engine.registry import info, registry
from tabletop.engine.saves import autosave_path, check_save, read_json
from tabletop.engine.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.app import App, Scene
from tabletop.ui.widgets import Button, Toasts

EXTRAS = [
    ("Flick practice", "tabletop.ui.flick_scene:FlickPracticeScene"),
    ("Reaction duel", "tabletop.ui.reaction_scenes:DuelScene"),
    ("Reaction keys", "tabletop.ui.reaction_scenes:KeyMapScene"),
]


# ---------------------------------------------------------------------- words (NIGHT2)
#: vertical step of an option: its button and the one-line explanation under it
OPT_STEP = 74


def option_words(game: str, name: str, value: Any) -> str:
    """An option's value in words: seats by name, "nobody", "from the deck"."""
    seat_valued = {("austin", "daddy"), ("rpgget", "first")}
    if (game, name) in seat_valued and isinstance(value, int):
        return "nobody" if value < 0 else f"Player {value + 1}"
    if (game, name) == ("codenames", "key"):
        if isinstance(value, int):
            return f"card {value}"
        return {"deck": "a card from the deck", "random": "made at random"}.get(str(value), value)
    if isinstance(value, str):
        return value.replace("_", " ").replace("-", " ")
    return str(value)


class LauncherScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.toasts = Toasts()
        self.games = game_names()  # playable games, in the registry's order
        self.game = self.games[0]
        self.seed_text = ""
        self.typing = False
        self.reset_seats()
        self.resume_data: dict[str, Any] | None = None
        self.check_resume()
        self.idle_since = time.monotonic()  # how to play / idle demo (NIGHT2)
        for notice in app.notices:  # damaged files found when the app started
            self.toasts.add(notice, "bad")
        app.notices.clear()

    # ------------------------------------------------------------------ model
    def reset_seats(self) -> None:
        cls = game_class(self.game)
        self.seats: list[SeatConfig] = [SeatConfig("human", "Player 1")] + [
            SeatConfig("bot", f"Player {i + 1}", "normal") for i in range(1, cls.MIN_SEATS)
        ]
        self.options: dict[str, Any] = {o.name: o.default for o in cls.OPTIONS}

    def check_resume(self) -> None:
        """Offer the autosave; a damaged one is moved aside with a notice, never a crash."""
        path = autosave_path()
        self.resume_data = None
        if not path.exists():
            return
        try:
            data = check_save(read_json(path), str(path))
        except TabletopError as e:
            self.set_aside(path, e)
            return
        self.resume_data = data if not data.get("finished") and data.get("log") else None

    def set_aside(self, path: Path, e: Exception) -> None:
        kept = move_aside(path)
        where = f" It was kept as {kept.name}." if kept else ""
        self.toasts.add(f"The interrupted game could not be read: {e}.{where}", "bad")

    def cycle_seat(self, i: int) -> None:
        levels = bot_levels(self.game)
        kinds = ["human"] + [f"bot:{lv}" for lv in levels]
        s = self.seats[i]
        cur = "human" if s.kind == "human" else f"bot:{s.level}"
        nxt = kinds[(kinds.index(cur) + 1) % len(kinds)] if cur in kinds else "human"
        if nxt == "human":
            self.seats[i] = SeatConfig("human", f"Player {i + 1}")
        else:
            self.seats[i] = SeatConfig("bot", f"Player {i + 1}", nxt.split(":")[1])
        self.rebuild()

    def add_seat(self, delta: int) -> None:
        cls = game_class(self.game)
        n = max(cls.MIN_SEATS, min(cls.MAX_SEATS, len(self.seats) + delta))
        while len(self.seats) < n:
            self.seats.append(SeatConfig("bot", f"Player {len(self.seats) + 1}", "normal"))
        del self.seats[n:]
        self.rebuild()

    def cycle_option(self, name: str) -> None:
        cls = game_class(self.game)
        opt = next(o for o in cls.OPTIONS if o.name == name)
        i = opt.choices.index(self.options[name]) if self.options[name] in opt.choices else 0
        self.options[name] = opt.choices[(i + 1) % len(opt.choices)]
        self.rebuild()

    def pick_game(self, g: str) -> None:
        self.game = g
        self.reset_seats()
        self.rebuild()

    def has_table(self, game: str) -> bool:
        return bool(info(game).view)

    def open_extra(self, path: str) -> None:
        import importlib

        mod, _, cls = path.partition(":")
        try:
            scene = getattr(importlib.import_module(mod), cls)(self.app)
        except (ImportError, AttributeError) as e:
            self.toasts.add(f"Not available yet ({e.__class__.__name__}).", "bad")
            return
        self.app.push(scene)

    def start(self) -> None:
        from tabletop.ui.table import TableScene

        if not self.has_table(self.game):
            self.toasts.add(f"The {game_class(self.game).TITLE} table is not ready yet.", "bad")
            return

        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(1_000_000)
        try:
            session = Session(
                self.game, seed, list(self.seats), dict(self.options), autosave=autosave_path()
            )
        except TabletopError as e:
            self.toasts.add(str(e), "bad")
            return
        self.app.push(TableScene(self.app, session))

    def resume(self) -> None:
        from tabletop.ui.table import TableScene

        if not self.resume_data:
            return
        try:
            session = Session.from_save_data(
                self.resume_data, "the autosave", autosave=autosave_path()
            )
        except TabletopError as e:
            self.set_aside(autosave_path(), e)
            self.resume_data = None
            self.rebuild()
            return
        self.app.push(TableScene(self.app, session))

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = min(size[0] / 1920, size[1] / 1080)
        self.rebuild()

    def rebuild(self) -> None:
        if not hasattr(self, "size"):
            return
        s = self.scale
        w, h = self.size
        self.buttons: list[Button] = []
        x0, y0 = int(80 * s), int(240 * s)
        bw, bh = int(420 * s), int(64 * s)
        for i, g in enumerate(self.games):
            title = game_class(g).TITLE
            b = Button(
                title,
                pygame.Rect(x0, y0 + i * (bh + int(14 * s)), bw, bh),
                lambda g=g: self.pick_game(g),
                primary=(g == self.game),
            )
            self.buttons.append(b)
        coming = [gi for gi in registry().values() if not gi.playable]
        for k, gi in enumerate(coming):
            r = pygame.Rect(x0, y0 + (len(self.games) + k) * (bh + int(14 * s)), bw, bh)
            self.buttons.append(Button(f"{gi.title} (coming)", r, lambda: None, enabled=False))
        # seats
        cx = int(620 * s)
        cls = game_class(self.game)
        self.seat_top = y0
        for i, seat in enumerate(self.seats):
            label = (
                f"{i + 1}. {'Human' if seat.kind == 'human' else 'Computer (' + seat.level + ')'}"
            )
            label += self.seat_role(i)  # NIGHT2: roles and teams (Codenames)
            r = pygame.Rect(cx, self.seat_top + i * int(62 * s), int(440 * s), int(52 * s))
            self.buttons.append(Button(label, r, lambda i=i: self.cycle_seat(i)))
        yb = self.seat_top + len(self.seats) * int(62 * s) + int(6 * s)
        self.buttons.append(
            Button(
                "- seat",
                pygame.Rect(cx, yb, int(210 * s), int(46 * s)),
                lambda: self.add_seat(-1),
                enabled=len(self.seats) > cls.MIN_SEATS,
            )
        )
        self.buttons.append(
            Button(
                "+ seat",
                pygame.Rect(cx + int(230 * s), yb, int(210 * s), int(46 * s)),
                lambda: self.add_seat(1),
                enabled=len(self.seats) < cls.MAX_SEATS,
            )
        )
        # options
        ox = int(1140 * s)
        self.opt_top = y0
        for j, o in enumerate(cls.OPTIONS):
            r = pygame.Rect(ox, self.opt_top + j * int(OPT_STEP * s), int(560 * s), int(46 * s))
            self.buttons.append(
                Button(
                    f"{o.label}: {option_words(self.game, o.name, self.options.get(o.name))}",
                    r,
                    lambda n=o.name: self.cycle_option(n),
                    tooltip=o.help,
                )
            )
        self.seed_rect = pygame.Rect(
            ox,
            self.opt_top + len(cls.OPTIONS) * int(OPT_STEP * s) + int(14 * s),
            int(560 * s),
            int(52 * s),
        )
        # practice entries for game nights
        ey = y0 + (len(self.games) + 1) * (bh + int(14 * s)) + int(56 * s)
        for k, (label, path) in enumerate(EXTRAS):
            r = pygame.Rect(x0, ey + k * (int(56 * s) + int(10 * s)), bw, int(56 * s))
            self.buttons.append(Button(label, r, lambda p=path: self.open_extra(p)))
        self.extras_top = ey
        # bottom row
        by = h - int(130 * s)
        self.buttons.append(
            Button(
                "Start game",
                pygame.Rect(w - int(420 * s), by, int(340 * s), int(76 * s)),
                self.start,
                "Enter",
                primary=True,
            )
        )
        if self.resume_data:
            label = f"Resume {self._title(self.resume_data.get('game'))} ({len(self.resume_data.get('log', []))} moves)"
            self.buttons.append(
                Button(
                    label, pygame.Rect(w - int(900 * s), by, int(440 * s), int(76 * s)), self.resume
                )
            )
        self.buttons.append(
            Button(
                "Sound: " + ("off" if self.app.audio.muted else "on"),
                pygame.Rect(int(80 * s), by, int(220 * s), int(60 * s)),
                self.toggle_sound,
                "M",
            )
        )
        self.buttons.append(
            Button(
                "Fullscreen",
                pygame.Rect(int(320 * s), by, int(220 * s), int(60 * s)),
                self.app.toggle_fullscreen,
                "F11",
            )
        )
        self.buttons.append(
            Button("Quit", pygame.Rect(int(560 * s), by, int(160 * s), int(60 * s)), self.quit)
        )
        self.add_howto_buttons()
        self.dirty = True

    # ------------------------------------------------------------------ how to play, demo (NIGHT2)
    #: seconds without input before the launcher starts the demo (0: never)
    IDLE_DEMO_SECONDS = 90.0

    @staticmethod
    def _title(game: Any) -> str:
        try:
            return game_class(str(game)).TITLE
        except TabletopError:
            return str(game)

    def seat_role(self, i: int) -> str:
        """The seat's role or team when the game gives one (" — HYDRA Director"), else ""."""
        try:
            g = game_class(self.game)(0, len(self.seats), dict(self.options))
            name = g.seat_name(i)
        except (TabletopError, ValueError, KeyError, IndexError):
            return ""
        return "" if not name or name == f"Player {i + 1}" else f" — {name}"

    def draw_option_help(self, surf: pygame.Surface) -> None:
        """One line under each option button: what it does."""
        s = self.scale
        opts = {o.name: o for o in game_class(self.game).OPTIONS}
        for b in self.buttons:
            if not b.tooltip or b.tooltip not in {o.help for o in opts.values()}:
                continue
            size, line = theme.fit_text(b.tooltip, max(theme.MIN_TEXT, int(18 * s)), b.rect.width)
            theme.blit_text(
                surf, line, size, (b.rect.x + int(6 * s), b.rect.bottom + int(3 * s)), theme.MUTED
            )

    def add_howto_buttons(self) -> None:
        s, w = self.scale, self.size[0]
        top = int(60 * s)  # top right, beside the title
        x = w - int(80 * s) - int(236 * s) - int(190 * s)
        self.buttons.append(
            Button(
                "How to play",
                pygame.Rect(x - int(60 * s), top, int(280 * s), int(64 * s)),
                lambda: self.app.open_howto(self.game),
                "F1",
            )
        )
        self.buttons.append(
            Button("Demo", pygame.Rect(x + int(236 * s), top, int(190 * s), int(64 * s)), self.demo)
        )

    def demo(self) -> None:
        from tabletop.ui.demo import DemoScene

        self.app.push(DemoScene(self.app))

    def idle_check(self, now: float) -> None:
        """After ``IDLE_DEMO_SECONDS`` without input the demo starts (a game night's screen)."""
        limit = self.IDLE_DEMO_SECONDS
        if limit > 0 and now - self.idle_since >= limit and self.app.scene is self:
            self.idle_since = now
            self.demo()

    def update(self, now: float) -> None:
        self.idle_check(now)

    def next_wake(self) -> float | None:
        return self.idle_since + self.IDLE_DEMO_SECONDS if self.IDLE_DEMO_SECONDS > 0 else None

    def toggle_sound(self) -> None:
        self.app.toggle_mute()
        self.rebuild()

    def quit(self) -> None:
        self.app.running = False

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self.idle_since = time.monotonic()  # NIGHT2: the idle demo waits for quiet
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1 and not self.typing:
            self.app.open_howto(self.game)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.typing = self.seed_rect.collidepoint(event.pos)
        for b in list(self.buttons):
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if self.typing:
                if event.key == pygame.K_BACKSPACE:
                    self.seed_text = self.seed_text[:-1]
                elif event.unicode.isdigit() and len(self.seed_text) < 9:
                    self.seed_text += event.unicode
                elif event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
                    self.typing = False
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            elif event.key == pygame.K_ESCAPE:
                self.app.running = False

    def animating(self) -> bool:
        return self.toasts.active()

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        s = self.scale
        w, h = self.size
        surf.fill(theme.BG_DARK)
        for i in range(0, h, 4):
            c = 14 + int(10 * i / h)
            pygame.draw.line(surf, (c, c + 16, c + 10), (0, i), (w, i), 4)
        theme.blit_text(
            surf,
            "tabletop",
            int(88 * s),
            (int(80 * s), int(40 * s)),
            theme.ACCENT,
            "serif",
            shadow=True,
        )
        theme.blit_text(
            surf,
            "five card games, one table",
            int(26 * s),
            (int(88 * s), int(140 * s)),
            theme.MUTED,
        )
        theme.blit_text(
            surf,
            "Game",
            int(26 * s),
            (int(80 * s), self.seat_top - int(40 * s)),
            theme.TEXT,
            "bold",
        )
        theme.blit_text(
            surf,
            "Practice",
            int(26 * s),
            (int(80 * s), self.extras_top - int(42 * s)),
            theme.TEXT,
            "bold",
        )
        theme.blit_text(
            surf,
            "Seats (click to change)",
            int(26 * s),
            (int(620 * s), self.seat_top - int(40 * s)),
            theme.TEXT,
            "bold",
        )
        theme.blit_text(
            surf,
            "Options",
            int(26 * s),
            (int(1140 * s), self.opt_top - int(40 * s)),
            theme.TEXT,
            "bold",
        )
        for b in self.buttons:
            b.draw(surf, s)
        # seed field
        r = self.seed_rect
        pygame.draw.rect(surf, (30, 36, 44), r, border_radius=10)
        pygame.draw.rect(
            surf, theme.ACCENT if self.typing else (80, 90, 100), r, 2, border_radius=10
        )
        label = f"Seed: {self.seed_text or 'random'}" + ("_" if self.typing else "")
        theme.blit_text(
            surf,
            label,
            int(22 * s),
            (r.x + int(16 * s), r.centery),
            theme.TEXT,
            "bold",
            anchor="midleft",
        )
        blurb = info(self.game).blurb
        room = max(0, self.size[1] - int(150 * s) - (r.bottom + int(24 * s)))
        theme.blit_wrapped(
            surf,
            blurb,
            int(22 * s),
            pygame.Rect(int(1140 * s), r.bottom + int(24 * s), int(560 * s), room),
            theme.MUTED,
        )
        self.draw_option_help(surf)
        self.toasts.draw(surf, w // 2, int(20 * s), s)


class MenuOverlay(Scene):
    """Esc in a game: resume, undo, sound, fullscreen, leave."""

    def __init__(self, app: App, table: Any) -> None:
        super().__init__(app)
        self.table = table

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = min(size[0] / 1920, size[1] / 1080)
        w, h = size
        bw, bh = int(420 * s), int(64 * s)
        x = w // 2 - bw // 2
        y = h // 2 - int(200 * s)
        items = [
            ("Resume", self.app.pop, True),
            ("Undo last move", self.undo, False),
            ("Sound on/off", self.app.toggle_mute, False),
            ("Fullscreen", self.app.toggle_fullscreen, False),
            ("Leave to launcher", self.leave, False),
        ]
        self.buttons = [
            Button(label, pygame.Rect(x, y + i * (bh + int(14 * s)), bw, bh), fn, primary=p)
            for i, (label, fn, p) in enumerate(items)
        ]

    def undo(self) -> None:
        self.app.pop()
        self.table.undo()

    def leave(self) -> None:
        self.app.pop()
        self.app.pop()
        launcher = self.app.scene
        if isinstance(launcher, LauncherScene):
            launcher.check_resume()
            launcher.rebuild()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        for b in self.buttons:
            if b.handle(event):
                return

    def draw(self, surf: pygame.Surface) -> None:
        hidden = self.table.curtain_for is not None
        if hidden:
            self.table.draw_curtain(surf)
        else:
            self.table.draw(surf)
        veil = pygame.Surface(self.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 170))
        surf.blit(veil, (0, 0))
        theme.blit_text(
            surf,
            "Menu",
            int(54 * self.scale),
            (self.size[0] // 2, self.buttons[0].rect.y - int(90 * self.scale)),
            theme.ACCENT,
            "serif",
            anchor="midtop",
        )
        for b in self.buttons:
            b.draw(surf, self.scale)
