"""The launcher (pick a game, seats, options, seed; resume; settings) and the in-game menu."""

from __future__ import annotations

import contextlib
import random
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from tabletop.engine.errors import TabletopError
from tabletop.engine.files import move_aside
from tabletop.engine.game import game_class, game_names
from tabletop.engine.registry import info, registry
from tabletop.engine.saves import SaveEntry, list_saves, new_autosave_path
from tabletop.lessons.screens import add_lesson_buttons, offer_at_start
from tabletop.room.session import SeatConfig, new_game_seats
from tabletop.ui import focus, screen_keys, seatnames, theme
from tabletop.ui.app import MUTE_LABEL, App, Scene
from tabletop.ui.components.textinput import TextInput
from tabletop.ui.components.widgets import Button, Toasts
from tabletop.ui.scenes import launcher_flow as flow
from tabletop.ui.scenes import launcher_resume as resume
from tabletop.ui.scenes.launcher_decks import DeckPicker
from tabletop.ui.scenes.launcher_quit import QuitAsk
from tabletop.ui.scenes.launcher_seats import SeatMenu
from tabletop.ui.seatnames import (
    NAME_MAX,
    clean_name,
    computer_name,
    default_name,
    remember_name,
    remembered_name,
)

EXTRAS = [
    ("Flick practice", "tabletop.games.beanz.flick.scene:FlickPracticeScene"),
    ("Reaction duel", "tabletop.ui.scenes.reaction_scenes:DuelScene"),
    ("Reaction keys", "tabletop.ui.scenes.keymap_scene:KeyMapScene"),
]


# ---------------------------------------------------------------------- words (NIGHT2)
#: the seats' heading, then shorter words for a window that leaves it less room (large text)
SEATS_HEADS = ["Seats (click a name to type it)", "Seats (click a name to type)", "Seats"]
#: vertical step of an option: its button and the one-line explanation under it
OPT_STEP = 74


class LauncherScene(Scene, SeatMenu, DeckPicker):
    focus_targets = screen_keys.launcher_targets  # what Tab and the arrows reach, in order

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.toasts = Toasts()
        self.quit_ask = QuitAsk(self)  # Esc asks before the app closes
        self.page = flow.ScrollView()  # large text: the page scrolls
        #: large text: Start game, Quit... in a bar fixed at the window's foot over the page,
        #: each with its place in the bar (``pin_bar``)
        self.bar: list[Button] = []
        self.bar_at: list[int] = []
        self.games = game_names()  # playable games, in the registry's order
        self.game = self.games[0]
        self.seed_text = ""
        #: the seed of the next game when none is typed: drawn ahead, so the seats' roles
        #: shown (Codenames' teams come from the seed's key card) are the game's
        self.random_seed = random.randrange(1_000_000)
        self.seed_focus = False
        #: the seat whose name is being typed (click the name; Return, Tab or a click elsewhere
        #: ends it, Esc keeps the old name)
        self.name_edit: int | None = None
        self.name_box = TextInput(max_len=NAME_MAX, upper=False)
        #: the seat whose choices (a person, the computer's levels) are listed under it
        self.seat_menu: int | None = None
        self.menu_buttons: list[Button] = []
        self.reset_seats()
        self.resume_data: dict[str, Any] | None = None
        self.resume_entry: SaveEntry | None = None
        self.seats_foot: int | None = None  # the seats column's last row (``rebuild``)
        self.check_resume()
        resume.adopt(self)  # the game offered for resuming, with its people
        resume.follow(self)
        self.start_ask = resume.StartAsk(self)  # Enter with a game waiting: resume it?
        self.idle_since = app.time_source()  # how to play / idle demo (NIGHT2)
        self.seen_at = self.idle_since  # the launcher's last update (it was on screen then)
        self.tell(app.notices)  # damaged files found when the app started
        app.notices.clear()

    @property
    def typing(self) -> bool:
        """A text box has the keys (the seed or a seat's name): no shortcuts, no Start."""
        return self.seed_focus or self.name_edit is not None

    # ------------------------------------------------------------------ model
    def reset_seats(self) -> None:
        cls = game_class(self.game)
        self.name_edit = None
        self.seat_menu = None
        self.seats: list[SeatConfig] = []
        # a game's own number of seats for a new game (Austin Powers: three, for its races)
        self.seats = self.remembered_setup() or [self.human_seat(0)] + [
            SeatConfig("bot", computer_name(i), "normal")
            for i in range(1, new_game_seats(self.game))
        ]
        self.options: dict[str, Any] = {o.name: o.default for o in cls.OPTIONS}

    # ------------------------------------------------------------------ Continue list (NIGHT)
    def check_resume(self) -> None:
        """The saved games (one autosave per game session, named saves; the old single
        autosave is moved into the list); a damaged file is moved aside and reported by name."""
        from tabletop.room.session import AUTOSAVER

        AUTOSAVER.flush()  # a table just left has its last move on disk
        problems: list[str] = []
        self.saves: list[SaveEntry] = list_saves(problems)
        lead = (
            "A saved game could not be read"
            if len(problems) == 1
            else "Saved games that could not be read"
        )
        self.tell([f"{lead}: {'; '.join(problems)}."] if problems else [])
        #: the games waiting to be resumed, the newest first
        self.waiting = [e for e in self.saves if not e.finished and not e.newer]
        resume.follow(self)

    def on_saves_changed(self) -> None:
        self.check_resume()
        self.rebuild()

    on_table_left = resume.table_left  # the launcher opens on the game just left

    def tell(self, notices: list[str]) -> None:
        """Damaged files, told in one toast (the toasts keep only the last few: several files
        told one by one would push the first ones out unseen)."""
        if notices:
            self.toasts.add(" \u2022 ".join(notices), "bad", life=8.0 + 2.0 * len(notices))

    def set_aside(self, path: Path, e: Exception) -> None:
        kept = move_aside(path)
        where = f" It was kept as {kept.name}." if kept else ""
        self.toasts.add(f"The interrupted game could not be read: {e}.{where}", "bad")

    def resume(self) -> None:
        from tabletop.ui.table import open_save

        if self.resume_entry is None:
            return
        if not open_save(self.app, self.resume_entry, self.toasts):
            self.check_resume()
            self.rebuild()

    def open_saves(self) -> None:
        self.app.go("saves")

    def open_settings(self) -> None:
        self.app.go("settings")

    def continue_buttons(self, by: int, left_end: int = 0) -> list[Button]:
        """Resume (its game and moves in full: ``launcher_resume``), the saved games and the
        settings."""
        return resume.continue_buttons(self, by, left_end)

    # ------------------------------------------------------------------ seat names (issue 26)
    def taken(self, name: str, seat: int) -> bool:
        """Another seat is called ``name`` already (letter case aside)."""
        seats = getattr(self, "seats", [])
        return any(k != seat and s.name.lower() == name.lower() for k, s in enumerate(seats))

    def human_seat(self, i: int) -> SeatConfig:
        """A person at seat ``i``, called by the name typed for that seat last time."""
        name = remembered_name(self.app.settings, i)
        return SeatConfig("human", self.unused(default_name, i) if self.taken(name, i) else name)

    def begin_name(self, i: int) -> None:
        """Type seat ``i``'s name: the box starts with it (empty for "Player N")."""
        self.seed_focus = False
        self.name_edit = i
        self.name_box.rect = self.name_rects[i]
        name = self.seats[i].name
        self.name_box.text = "" if name == default_name(i) else name
        self.name_box.focus = True
        self.dirty = True

    def end_name(self, keep: bool = True) -> None:
        """Finish typing: the name (empty: "Player N") goes to the seat and is remembered."""
        i, self.name_edit = self.name_edit, None
        self.name_box.focus = False
        if keep and i is not None and i < len(self.seats) and self.seats[i].kind == "human":
            name = clean_name(self.name_box.text, i)
            if problem := seatnames.name_problem(self.name_box.text):  # shows nothing
                self.toasts.add(problem, "bad")
                name = self.seats[i].name
            elif self.taken(name, i):
                other = next(s.name for s in self.seats if s.name.lower() == name.lower())
                self.toasts.add(f"Another seat is called {other}: type another name.", "bad")
                name = self.seats[i].name
            self.seats[i] = SeatConfig("human", name)
            remember_name(self.app.settings, i, name)
            self.app.save_settings()
        self.rebuild()

    def name_event(self, event: pygame.event.Event) -> bool:
        """Input while a name is typed; True when used up. A click elsewhere ends the typing
        and goes on to what it hit; Tab goes on to the next person's name."""
        box = self.name_box.rect
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            if box.collidepoint(event.pos):
                return True
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.end_name()
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.end_name()
        elif event.key == pygame.K_ESCAPE:
            self.end_name(keep=False)
        elif event.key == pygame.K_TAB:
            i = self.name_edit or 0
            self.end_name()
            later = [k for k, s in enumerate(self.seats) if k > i and s.kind == "human"]
            if later:
                self.begin_name(later[0])
        else:
            self.name_box.handle(event)
        return True

    def add_seat(self, delta: int) -> None:
        cls = game_class(self.game)
        n = max(cls.MIN_SEATS, min(cls.MAX_SEATS, len(self.seats) + delta))
        while len(self.seats) < n:
            self.seats.append(SeatConfig("bot", computer_name(len(self.seats)), "normal"))
        del self.seats[n:]
        self.remember_setup()
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
        resume.follow(self)
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
        if offer_at_start(self):  # a game never played: its lesson is offered once
            return
        seed = self.game_seed()
        room = self.app.room
        humans = [i for i, s in enumerate(self.seats) if not s.is_bot]
        try:
            options = {**self.options, **self.deck_options()}  # decks picked per seat
            session = room.new_game(
                self.game,
                seed,
                list(self.seats),
                options,
                autosave=new_autosave_path(self.game),  # never over another game
                phones=humans if self.app.settings.get("phones") else (),
            )
        except TabletopError as e:
            self.toasts.add(str(e), "bad")
            return
        # the next game is another one, as "Play again" deals: a typed seed was used, and the
        # box says "random" again rather than a seed the next game will not have; the seats
        # keep the roles they were shown with
        shown = [self.seat_role(i) for i in range(len(self.seats))]
        self.seed_text = ""
        self.next_deal(shown)
        asked = humans if self.app.settings.get("phones") else []
        self.app.push(TableScene(self.app, session, phones=asked))
        self.rebuild()

    def game_seed(self) -> int:
        return int(self.seed_text) if self.seed_text.isdigit() else self.random_seed

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = min(size[0] / 1920, size[1] / 1080)
        self.rebuild()

    def rebuild(self) -> None:
        if not hasattr(self, "size"):
            return
        s = self.scale
        self.buttons: list[Button] = []
        x0, y0 = int(80 * s), flow.top(self)  # large text: under the corner buttons
        bh = int(64 * s)
        bw = flow.games_width(self, int(420 * s), bh)  # large text: each name whole
        self.add_game_buttons(x0, y0, bw, bh)
        add_lesson_buttons(self)
        self.extras_from = len(self.buttons)  # the games' and lessons' buttons end here
        # seats: the number, the name (a person's can be typed), who plays it
        cx = self.seat_x = x0 + bw + int(60 * s)
        self.col_w = flow.column_width(self)
        self.seat_top = y0
        yb = resume.place_note(self, self.add_seat_buttons(cx) + int(56 * s))  # Resume's table
        phones = "on" if self.app.settings.get("phones") else "off"
        words = f"Players join with their phones: {phones}"
        # a narrow column (large text on a small window): two lines of a taller button
        n, ph = flow.label_rows(words, flow.held(int(46 * s)), self.col_w)
        self.buttons.append(
            Button(words, pygame.Rect(cx, yb, self.col_w, ph), self.toggle_phones, lines=n)
        )
        self.add_deck_buttons(cx, yb + ph + max(int(60 * s), flow.head(s) + int(12 * s)))
        self.add_collection_buttons()
        # options, and the seed box under them
        below = self.seats_foot = flow.lowest([b for b in self.buttons if b.rect.x >= cx])
        ox, self.opt_top = flow.options_at(self, y0, below)
        self.opt_x, self.opt_w = ox, max(int(560 * s), self.size[0] - ox - int(80 * s))
        y = self.add_option_buttons(ox)
        self.seed_rect = pygame.Rect(ox, y + int(6 * s), int(560 * s), flow.held(int(52 * s)))
        # every explanation whole: where they leave the blurb or the seed box no room above
        # Start (a small window; Austin's six seats at 1024x600 ran the options under it) the
        # page scrolls, as it does with large text
        foot = max(self.blurb_bottom(), self.seed_rect.bottom)
        self.scrolls = not flow.large() and foot > self.size[1] - int(150 * s)
        # practice entries for game nights, under the games with a heading's gap (a row was
        # left empty there: at 1920x1080 Reaction keys ran into the bottom row, issue 52)
        ey = flow.lowest(self.buttons[: self.extras_from]) + max(int(56 * s), flow.head(s))
        for k, (label, path) in enumerate(EXTRAS):
            r = pygame.Rect(x0, ey + k * (int(56 * s) + int(10 * s)), bw, int(56 * s))
            self.buttons.append(Button(label, r, partial(self.open_extra, path)))
        self.extras_top = ey
        self.add_bottom_row()
        self.add_howto_buttons()
        self.add_seat_menu()
        page = [b for b in self.buttons if all(b is not k for k in self.bar)]
        end = max(flow.lowest(page), self.blurb_bottom() if self.bar else 0) + int(24 * s)
        self.page.set_height(end + self.page.foot, self.size[1])
        self.pin_bar()
        self.dirty = True

    def pin_bar(self) -> None:
        """The bar's buttons where the window's foot is on the page scrolled to ``page.top``
        (a click, moved into the page, lands on them; the focus ring is drawn round them)."""
        y = self.page.top + self.size[1] - self.page.foot + int(14 * self.scale)
        for b, at in zip(self.bar, self.bar_at):
            b.rect.y = y + at

    def add_game_buttons(self, x0: int, y0: int, bw: int, bh: int) -> None:
        """A button per playable game (the chosen one lit), then the games still to come."""
        s = self.scale
        for i, g in enumerate(self.games):
            title = game_class(g).TITLE
            b = Button(
                title,
                pygame.Rect(x0, y0 + i * (bh + int(14 * s)), bw, bh),
                partial(self.pick_game, g),
                primary=(g == self.game),
            )
            self.buttons.append(b)
        coming = [gi for gi in registry().values() if not gi.playable]
        for k, gi in enumerate(coming):
            r = pygame.Rect(x0, y0 + (len(self.games) + k) * (bh + int(14 * s)), bw, bh)
            self.buttons.append(Button(f"{gi.title} (coming)", r, lambda: None, enabled=False))

    def add_seat_buttons(self, cx: int) -> int:
        """- seat / + seat within the game's limits, then each seat's row (a person's name box,
        who plays it and the seat's role); returns where what follows may start, less a row's
        gap. The two buttons stay where they are as seats come and go (a second click on
        + seat lands on + seat again, not on the new seat's name)."""
        s = self.scale
        cls = game_class(self.game)
        self.name_rects: dict[int, pygame.Rect] = {}
        self.seat_rows: list[int] = []  # each row's middle (its number is drawn there)
        self.seat_buttons: list[Button] = []  # who plays each seat (click: the next kind)
        # the buttons hold their words with room at any text size (at 200 % on 1280x720 the
        # labels filled them with a pixel or two to spare), a row its name box's words too
        bh, name_h = flow.held(int(46 * s)), theme.line_h(max(theme.MIN_TEXT, int(22 * s)))
        rh = max(flow.held(int(52 * s)), name_h * 4 // 3)
        y = self.seat_top + int(56 * s) + bh - int(46 * s)
        for i in range(len(self.seats)):
            # NIGHT2: roles and teams (Codenames); the menu's mark at the right; a computer's
            # words on two lines of a taller row where one has no room
            name, r, label, n, middle = flow.seat_row(self, i, cx, y, rh)
            if name is not None:  # a person's name box (a computer's row is its button)
                self.name_rects[i] = name
            self.seat_rows.append(middle)
            key = label.removesuffix(flow.MENU_MARK).replace("\n", " ")  # the keyboard's name
            b = Button(label, r, partial(self.open_seat_menu, i), key=key, lines=n)
            self.seat_buttons.append(b)
            y = r.bottom + int(10 * s)
        self.buttons += self.seat_buttons
        if self.name_edit is not None:
            self.name_box.rect = self.name_rects[self.name_edit]
        yb = self.seat_top
        self.buttons.append(
            Button(
                "- seat",
                pygame.Rect(cx, yb, (self.col_w - int(10 * s)) // 2, bh),
                lambda: self.add_seat(-1),
                enabled=len(self.seats) > cls.MIN_SEATS,
            )
        )
        self.buttons.append(
            Button(
                "+ seat",
                pygame.Rect(
                    cx + (self.col_w + int(10 * s)) // 2,
                    yb,
                    (self.col_w - int(10 * s)) // 2,
                    bh,
                ),
                lambda: self.add_seat(1),
                enabled=len(self.seats) < cls.MAX_SEATS,
            )
        )
        return y - int(56 * s)

    def add_option_buttons(self, ox: int) -> int:
        """The game's options from ``opt_top`` down, each with room for its whole explanation
        (a label too long for its button takes two lines of a taller one); returns the y
        below the last one."""
        s = self.scale
        w = self.size[0]
        decks = self.ready_deck_options()  # picked in the Decks list under the seats
        shown = [o for o in game_class(self.game).OPTIONS if o.name not in decks]
        # each option's explanation gets the lines it needs; the column runs to the right edge
        ow = max(int(560 * s), w - ox - int(80 * s))
        size = max(theme.MIN_TEXT, int(18 * s))
        line_h = theme.line_h(size, 1.2)
        lines = [len(theme.wrap(o.help, size, ow - int(6 * s))) for o in shown]
        names = [seat.name for seat in self.seats]
        labels = [
            f"{o.label}: " + flow.option_words(self.game, o.name, self.options.get(o.name), names)
            for o in shown
        ]
        rows = [flow.label_rows(label, flow.held(int(46 * s)), ow) for label in labels]
        self.help_lines = {o.help: k for o, k in zip(shown, lines)}
        y = self.opt_top
        for o, k, label, (n, bh) in zip(shown, lines, labels, rows):
            r = pygame.Rect(ox, y, ow, bh)
            y = r.bottom + int(12 * s) + k * line_h
            b = Button(label, r, partial(self.cycle_option, o.name), tooltip=o.help, lines=n)
            self.buttons.append(b)
        return y

    def add_bottom_row(self) -> None:
        """Start, the saved games to continue, sound, fullscreen and quit."""
        s = self.scale
        w, h = self.size
        by = flow.bottom(self, max(flow.lowest(self.buttons), self.blurb_bottom()))
        first = len(self.buttons)
        self.buttons.append(
            Button(
                "Start game",
                resume.start_rect(self, by),
                self.start,
                "Enter",
                primary=True,
            )
        )
        left, hints = resume.left_row(self, by)  # the keys' hints where Resume leaves room
        self.buttons += self.continue_buttons(by, left[-1].right)
        self.sound_button = Button(
            self.sound_label(),
            left[0],
            self.toggle_sound,
            MUTE_LABEL if hints[0] else "",
        )
        self.buttons.append(self.sound_button)
        self.buttons.append(
            Button(
                "Fullscreen",
                left[1],
                self.app.toggle_fullscreen,
                "F11" if hints[1] else "",
            )
        )
        self.buttons.append(Button("Quit", left[2], self.quit))
        resume.widen_start(self, self.buttons[first], [b.rect for b in self.buttons[first + 1 :]])
        # large text or a page taller than a small window (1024x600): the row is a bar fixed
        # at the window's foot, the page scrolls under it (Start is seen without scrolling)
        row = [b for b in self.buttons[first:] if b.rect.top == by]
        resume.even(self, row)  # one text size, focused or not
        self.bar = row if flow.scrolls(self) else []
        self.bar_at = [b.rect.top - by for b in self.bar]
        self.page.foot = flow.bar_height(self.bar, s) if self.bar else 0

    def toggle_phones(self) -> None:
        """Every human seat is played on a phone (the table shows join codes), or hot-seat."""
        self.app.settings["phones"] = not self.app.settings.get("phones")
        self.rebuild()

    # ------------------------------------------------------------------ how to play, demo (NIGHT2)
    #: seconds without input before the launcher starts the demo (0: never)
    IDLE_DEMO_SECONDS = 90.0
    #: the idle clock counts only while the launcher is on screen: the app updates it at least
    #: once a second then, so a longer gap means a game (a menu, the demo) covered it
    IDLE_GAP_SECONDS = 2.5

    def seat_role(self, i: int) -> str:
        """The seat's role or team when the game gives one (" — HYDRA Director"), else "".
        The game is set up once per choice of seats, options, decks (a picked deck decides
        an Austin seat's side) and seed (Codenames' key card decides which team starts), with
        the seed the game will have."""
        options = {**self.options, **self.deck_options()}
        seed = self.game_seed()
        key = (self.game, len(self.seats), repr(sorted(options.items())), seed)
        if getattr(self, "_roles_key", None) != key:
            self._roles_key = key
            try:
                g = game_class(self.game)(seed, len(self.seats), options)
                self._roles = [g.seat_name(k) for k in range(len(self.seats))]
            except (TabletopError, ValueError, KeyError, IndexError):
                self._roles = []
        name = self._roles[i] if i < len(self._roles) else ""
        plain = f"Player {i + 1}"
        if name.startswith(f"{plain} (") and name.endswith(")"):
            name = name[len(plain) + 2 : -1]  # "Player 2 (Evil)": the seat's side alone
        return "" if not name or name == plain else f" — {name}"

    def draw_names(self, surf: pygame.Surface) -> None:
        """Each seat's number, and a person's name in a box to click and type in."""
        size = max(theme.MIN_TEXT, int(22 * self.scale))
        shown_box = TextInput(upper=False)
        for i, y in enumerate(self.seat_rows):
            theme.blit_text(
                surf, f"{i + 1}.", size, (self.seat_x, y), theme.MUTED, "bold", "midleft"
            )
        for i, r in self.name_rects.items():
            room = r.width - 2 * max(6, r.height // 5) - 6
            if i == self.name_edit:
                self.name_box.draw(
                    surf, theme.fit_px(self.name_box.text or "W", size, room, "bold")
                )
                continue
            px, shown_box.text = theme.fit_text(self.seats[i].name, size, room, "bold")
            shown_box.rect = r
            shown_box.draw(surf, px)

    def draw_option_help(self, surf: pygame.Surface) -> None:
        """One line under each option button: what it does."""
        s = self.scale
        opts = {o.name: o for o in game_class(self.game).OPTIONS}
        for b in self.buttons:
            if not b.tooltip or b.tooltip not in {o.help for o in opts.values()}:
                continue
            size = max(theme.MIN_TEXT, int(18 * s))
            room = b.rect.width - int(6 * s)
            lines = theme.wrap(b.tooltip, size, room)
            y = b.rect.bottom + int(3 * s)
            for line in lines:
                theme.blit_text(surf, line, size, (b.rect.x + int(6 * s), y), theme.MUTED)
                y += theme.line_h(size, 1.2)

    def corner_rect(self, row: int, col: int) -> pygame.Rect:
        """Slot (row, col) of the 2x3 grid of buttons in the top-right corner, beside the title:
        row 0 How to play, Demo, Settings; row 1 Saved games, Collections, Sealed practice."""
        s, w = self.scale, self.size[0]
        if (band := flow.corner_rect(self, row, col)) is not None:
            return band  # large text: a band under the title
        gap = int(16 * s)
        bw = (w - int(560 * s) - int(80 * s) - 2 * gap) // 3
        bh = int(60 * s)
        x = int(560 * s) + col * (bw + gap)
        y = int(40 * s) + row * (bh + int(14 * s))
        return pygame.Rect(x, y, bw, bh)

    def add_howto_buttons(self) -> None:
        self.buttons.append(
            Button(
                "How to play",
                self.corner_rect(0, 0),
                lambda: self.app.open_howto(self.game),
                "F1",
            )
        )
        self.buttons.append(Button("Demo", self.corner_rect(0, 1), self.demo))

    def demo(self) -> None:
        self.app.go("demo")

    def idle_check(self, now: float) -> None:
        """After ``IDLE_DEMO_SECONDS`` without input on the launcher itself the demo starts (a game
        night's screen); time under a game, a menu or the demo does not count, nor time with a
        text box taking the keys (someone is typing a name or a seed, or about to)."""
        if (
            now - self.seen_at > self.IDLE_GAP_SECONDS
            or self.typing
            or self.quit_ask.asked
            or self.start_ask.asked
        ):
            self.idle_since = now  # back from a game, or typing: quiet is counted from now
        self.seen_at = now
        limit = self.IDLE_DEMO_SECONDS
        # the same sum as next_wake's: now - idle_since can round just under the limit
        if limit > 0 and now >= self.idle_since + limit and self.app.scene is self:
            self.idle_since = now
            self.demo()

    def update(self, now: float) -> None:
        self.idle_check(now)

    def next_wake(self) -> float | None:
        return self.idle_since + self.IDLE_DEMO_SECONDS if self.IDLE_DEMO_SECONDS > 0 else None

    def sound_label(self) -> str:
        return "Sound: " + ("off" if self.app.audio.muted else "on")

    def toggle_sound(self) -> None:
        self.app.toggle_mute()
        self.rebuild()

    def quit(self) -> None:
        self.quit_ask.quit_button()  # at once, or asked where a seed or options would be lost

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        self.handle_event(event)
        if event.type == pygame.KEYDOWN and self.app.scene is self:
            # large text: the page follows the keyboard's focus (a page taller than the window)
            fr = focus.ring(self)
            here = fr.current(focus.scene_targets(self)) if fr.shown else None
            in_bar = here is not None and here.key in {str(b.key or b.label) for b in self.bar}
            margin = int(24 * self.scale)
            if here and not in_bar and self.page.reveal(here.rect, self.size[1], margin):
                self.pin_bar()
                self.dirty = True

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self.idle_since = self.app.time_source()  # NIGHT2: the idle demo waits for quiet
        if self.quit_ask.event(event):  # "Quit tabletop?" asked: its keys and clicks only
            return
        if self.start_ask.event(event):  # "Resume ...?" asked: its keys and clicks only
            return
        if (moved := self.page.event(event, self.size[1])) is None:
            if self.seat_menu is not None:  # a seat's open menu stays in the window
                self.rebuild()
            self.pin_bar()
            self.dirty = True
            return  # the page scrolled (large text)
        event = moved
        if self.bar_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1 and not self.typing:
            self.app.open_howto(self.game)
            return
        if self.seat_menu is not None and self.menu_event(event):
            return
        if focus.scene_key(self, event):  # Tab, arrows, Enter on the focused
            return
        if self.name_edit is not None and self.name_event(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.seed_focus = self.seed_rect.collidepoint(event.pos)
            for i, r in self.name_rects.items():
                if r.collidepoint(event.pos) and self.seats[i].kind == "human":
                    self.begin_name(i)
                    return
        for b in list(self.buttons):
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if self.seed_focus:
                if event.key == pygame.K_BACKSPACE:
                    self.seed_text = self.seed_text[:-1]
                elif event.unicode.isdigit() and len(self.seed_text) < 9:
                    self.seed_text += event.unicode
                elif event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
                    self.seed_focus = False
                self.rebuild()  # the seats' roles follow the seed
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                resume.enter(self)  # a game waiting: asked first
            elif event.key == pygame.K_r and self.resume_entry is not None:
                self.resume()
            elif event.key == pygame.K_ESCAPE:
                self.quit_ask.ask()  # never at once: a setup is lost with the app

    def bar_event(self, event: pygame.event.Event) -> bool:
        """A pointer over the bar at the window's foot reaches its buttons only, not the page
        hidden under it; True when the bar took ``event``."""
        pos = getattr(event, "pos", None)
        if not self.bar or pos is None or self.seat_menu is not None:
            return False
        if pos[1] < self.page.top + self.size[1] - self.page.foot:
            return False
        for b in self.bar:
            if b.handle(event):
                break
        return True

    def animating(self) -> bool:
        return self.toasts.active()

    # ------------------------------------------------------------------ drawing
    def draw(self, window: pygame.Surface) -> None:
        s = self.scale
        w, _h = self.size
        surf = self.page.page(window)  # large text: a page taller than the window
        self.pin_bar()
        theme.backdrop(surf)
        self.draw_headings(surf)
        self.draw_deck_title(surf)
        self.sound_button.label = self.sound_label()  # M works everywhere: never a stale label
        for b in self.buttons:
            if all(b is not k for k in self.bar):
                b.draw(surf, s)
        self.draw_names(surf)
        self.draw_seed_and_blurb(surf)
        self.draw_option_help(surf)
        resume.draw_note(self, surf)
        if self.bar:
            flow.draw_bar(self, surf)
        self.draw_seat_menu(surf)
        focus.draw_focus(self, surf)
        self.page.show(window, surf)
        self.toasts.draw(window, w // 2, int(20 * s), s)
        self.quit_ask.draw(window)
        self.start_ask.draw(window)

    def draw_headings(self, surf: pygame.Surface) -> None:
        """The title, the motto and the columns' headings (Game, Practice, Seats, Options)."""
        s = self.scale
        beside = flow.title_row(s, self.size[0])  # large text: the title as at 100 %
        with theme.unscaled() if beside is not None else contextlib.nullcontext():
            at = (int(80 * s), int(40 * s))
            theme.blit_text(surf, "tabletop", int(88 * s), at, theme.ACCENT, "serif", shadow=True)
        motto = (beside[0], beside[1]) if beside is not None else (int(88 * s), flow.motto_y(s))
        theme.blit_text(surf, flow.MOTTO, int(26 * s), motto, theme.MUTED)
        columns = [
            ("Game", (int(80 * s), self.seat_top - flow.head(s))),
            ("Practice", (int(80 * s), self.extras_top - flow.head(s))),
            (SEATS_HEADS[0], (self.seat_x, self.seat_top - flow.head(s))),
            ("Options", (self.opt_x, self.opt_top - flow.head(s))),
        ]
        flow.enter_beside(self, surf, columns)  # a focused button too narrow for "[Enter]"
        for text, pos in columns:
            if text == SEATS_HEADS[0]:  # shorter words where large text leaves no room
                end = self.opt_x if self.opt_x > pos[0] else self.size[0]  # (100 %: Options)
                room = end - pos[0] - int(20 * s)
                heads = resume.seats_heads(self, SEATS_HEADS)  # a new game's, or Resume's
                text = theme.first_fitting(heads, int(26 * s), room, "bold")
            theme.blit_text(surf, text, int(26 * s), pos, theme.TEXT, "bold")

    def draw_seed_and_blurb(self, surf: pygame.Surface) -> None:
        """The seed field (lit while typed in) and the game's blurb under it, then what too
        few seats leave out (``seat_note``)."""
        flow.seed_and_blurb(self, surf, info(self.game).blurb, self.seat_note())

    def blurb_bottom(self) -> int:
        return flow.blurb_bottom(self, info(self.game).blurb, self.seat_note())

    def seat_note(self) -> str:
        """What the seats chosen leave out of the game (``GameInfo.few_seats_note``: Austin
        Powers with two players has no races), or ""."""
        note = info(self.game).few_seats_note
        return note[1] if note and len(getattr(self, "seats", ())) < note[0] else ""

    def add_collection_buttons(self) -> None:
        """Collections (profiles, packs, deck builder) and sealed practice, top right."""
        entries = (
            ("Collections and decks", "tabletop.ui.scenes.collection_scene:CollectionScene"),
            ("Sealed practice", "tabletop.ui.scenes.sealed_scene:SealedScene"),
        )
        for k, (label, path) in enumerate(entries):
            r = self.corner_rect(1, 1 + k)
            self.buttons.append(Button(label, r, partial(self.open_extra, path)))
