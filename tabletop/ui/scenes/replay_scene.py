"""Replays: a finished or saved game, move by move, with the log in step.

Positions are rebuilt from the seed and the log (the engine is deterministic): one pass at the
start keeps a deep copy of the game every ``SNAPSHOT_EVERY`` moves and each move's log lines, so
any position is at most ``SNAPSHOT_EVERY - 1`` moves from a copy (a jump anywhere on the
scrubber is instant). The viewer is chosen before it starts: the spectator (no hidden cards) or
one seat. A game still in progress with two or more people at the table is replayed only as the
spectator, so nobody reads another's hand from it. "Play from here" branches into a practice
game: the chosen seat is yours, the others are computer players, the new game's log is the
replay's prefix, and it gets its own autosave (the original save is untouched).
"""

from __future__ import annotations

import copy
import time
from functools import partial
from typing import Any

import pygame

from tabletop.engine.actions import parse_action
from tabletop.engine.errors import TabletopError
from tabletop.engine.events import name_seats
from tabletop.engine.game import Game, game_class, new_game
from tabletop.engine.saves import check_save, new_autosave_path, options_for_save
from tabletop.engine.words import count
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import focus, theme
from tabletop.ui.app import App, Scene
from tabletop.ui.components.widgets import Button, Toasts, label_pad, words_width
from tabletop.ui.parts.table_paint import log_place, log_shown, toggle_log

SNAPSHOT_EVERY = 12
AUTOPLAY_STEP = 0.9  # seconds between moves while playing
# what Enter does on a focused control too narrow to say "[Enter]" itself (its line says it)
PRESSES = {
    "|<": "|< back to the deal",
    "<": "< one move back",
    ">": "> one move on",
    ">|": ">| to the last move",
    "Log": "Log (opens the log)",
}


class Timeline:
    """Every position of a saved game, rebuilt from its seed and log."""

    def __init__(self, data: dict[str, Any], seat: int | None, source: str = "save") -> None:
        check_save(data, source)
        self.data = data
        self.game_name = str(data["game"])
        self.seed = int(data["seed"])
        self.seats = [SeatConfig.from_dict(s) for s in data["seats"]]
        self.options = options_for_save(data, game_class(self.game_name).LEGACY_OPTIONS)
        self.log: list[str] = list(data["log"])
        self.seat = seat
        game = new_game(self.game_name, self.seed, len(self.seats), self.options)
        self.snaps: dict[int, Game] = {0: copy.deepcopy(game)}
        #: log lines (text, loud) that each move adds; [0] is the set-up
        names = [s.name for s in self.seats]
        self.lines: list[list[tuple[str, bool]]] = [
            [
                (name_seats(e["text"], names), True)
                for e in game.view(seat).get("events", [])
                if e.get("text")
            ]
        ]
        for i, text in enumerate(self.log):
            try:
                events = game.apply(parse_action(text))
            except TabletopError as e:
                raise TabletopError(
                    f"{source}: move {i + 1} ({text}) cannot be replayed: {e}"
                ) from None
            shown = [e.for_seat(seat) for e in events]
            self.lines.append(
                [
                    (
                        name_seats(d["text"], names),
                        d["kind"] in ("TurnStarted", "GameEnded", "PlayerEliminated"),
                    )
                    for d in shown
                    if d["text"] and d["kind"] not in ("Passed", "PriorityPassed")
                ]
            )
            if (i + 1) % SNAPSHOT_EVERY == 0:
                self.snaps[i + 1] = copy.deepcopy(game)
        self.final = game

    def __len__(self) -> int:
        return len(self.log)

    def at(self, k: int) -> Game:
        """The game after ``k`` moves (a copy: the caller may keep it)."""
        k = max(0, min(len(self.log), k))
        if k == len(self.log):
            return copy.deepcopy(self.final)
        base = k - k % SNAPSHOT_EVERY
        game = copy.deepcopy(self.snaps[base])
        for text in self.log[base:k]:
            game.apply(parse_action(text))
        return game

    def seat_name(self, i: int) -> str:
        return self.seats[i].name or f"Player {i + 1}"

    def who(self, k: int) -> str:
        """Whose move number ``k`` (1-based) was."""
        seat = parse_action(self.log[k - 1]).seat
        return self.seat_name(seat) if seat is not None and 0 <= seat < len(self.seats) else ""


class ReplayScene(Scene):
    def __init__(self, app: App, data: dict[str, Any], source: str = "save") -> None:
        super().__init__(app)
        check_save(data, source)
        self.data = data
        self.source = source
        self.toasts = Toasts()
        self.timeline: Timeline | None = None
        self.table: Any = None
        self.pos = 0
        self.playing = False
        self.next_step = 0.0
        self.scrubbing = False
        humans = [i for i, s in enumerate(data["seats"]) if s.get("kind") == "human"]
        #: a hot-seat game in progress: only the spectator's view (nobody's hand)
        self.spectator_only = not data.get("finished") and len(humans) > 1
        #: the seats whose hands may be watched: all once the game is over; in a game still
        #: going on only the seat of the one person who resumes it (never a bot's hand)
        self.may_watch = (
            set(range(len(data["seats"])))
            if data.get("finished")
            else set(humans)
            if len(humans) == 1
            else set()
        )
        self.seat_choice: int | None = None

    # ------------------------------------------------------------------ start
    def choices(self) -> list[tuple[str, int | None, bool]]:
        out: list[tuple[str, int | None, bool]] = [("Spectator: no hidden cards", None, True)]
        for i, s in enumerate(self.data["seats"]):
            name = s.get("name") or f"Player {i + 1}"
            kind = "" if s.get("kind") == "human" else " (computer)"
            out.append((f"{name}{kind}: see their hand", i, i in self.may_watch))
        return out

    def begin(self, seat: int | None) -> None:
        from tabletop.ui.table import TableScene

        if seat is not None and seat not in self.may_watch:
            self.toasts.add("This game is not over: only your own hand can be watched.", "bad")
            return
        try:
            self.timeline = Timeline(self.data, seat, self.source)
        except TabletopError as e:
            self.toasts.add(str(e), "bad", life=8.0)
            return
        self.seat_choice = seat
        tl = self.timeline
        session = Session(tl.game_name, tl.seed, list(tl.seats), dict(tl.options))
        self.table = TableScene(self.app, session, viewer=0, frozen=True)
        self.table.replaying = True
        self.table.layout(self.size)
        self.goto(len(tl) if self.data.get("finished") else 0)
        self.layout(self.size)

    # ------------------------------------------------------------------ moving
    def goto(self, k: int) -> None:
        if self.timeline is None or self.table is None:
            return
        tl = self.timeline
        self.pos = max(0, min(len(tl), k))
        t = self.table
        t.session.game = tl.at(self.pos)
        t.viewer = tl.seat
        t.lifted_for = tl.seat
        t.curtain_for = None
        t.refresh()
        t.buttons = []  # nothing to press on a replayed table
        t.log.clear()
        # the folded log's news counts the moves as the live table did, move by move: each
        # seat's "+N more in the Log" is what the others did since its last move
        news, was = t.news, t.news.was
        news.restart()
        for i in range(self.pos + 1):
            if i:
                news.moved(parse_action(tl.log[i - 1]))
            for text, loud in tl.lines[i]:
                # as the table's own log says it: no engine-only stack numbers ("(#14)")
                t.log.add(t.gv.tidy(text), theme.ACCENT if loud else theme.TEXT)
            news.watch()
        news.was = was  # (a round is said when the seat that may act changes, as live)
        if self.pos == len(tl) and t.game.is_terminal():
            t.log.add(f"The deal was seed {tl.seed}.", theme.MUTED)
            news.seen = t.log.lines[-1]  # (a note of the replay's, not news of the game)
        self.dirty = True

    def step(self, d: int) -> None:
        self.playing = False
        self.goto(self.pos + d)

    def toggle_play(self) -> None:
        if self.timeline is None:
            return
        if self.pos >= len(self.timeline):
            self.goto(0)
        self.playing = not self.playing
        self.next_step = time.monotonic() + AUTOPLAY_STEP
        self.layout(self.size)

    def branch_seat(self) -> int:
        """The seat "Play from here" gives you: the one chosen, else the first human one."""
        if self.seat_choice is not None:
            return self.seat_choice
        humans = [i for i, s in enumerate(self.data["seats"]) if s.get("kind") == "human"]
        return humans[0] if humans else 0

    def can_branch(self) -> bool:
        return self.table is not None and not self.table.game.is_terminal()

    def play_from_here(self) -> None:
        from tabletop.ui.table import TableScene

        tl = self.timeline
        if tl is None or not self.can_branch():
            return
        me = self.branch_seat()
        seats = [
            SeatConfig("human", tl.seat_name(i))
            if i == me
            else SeatConfig(
                "bot", tl.seat_name(i), tl.seats[i].level if tl.seats[i].is_bot else "normal"
            )
            for i in range(len(tl.seats))
        ]
        try:
            session = Session(
                tl.game_name,
                tl.seed,
                seats,
                dict(tl.options),
                tl.log[: self.pos],
                autosave=new_autosave_path(tl.game_name),
            )
        except TabletopError as e:
            self.toasts.add(str(e), "bad")
            return
        while len(self.app.scenes) > 1:
            self.app.pop()
        table = TableScene(self.app, session)
        self.app.push(table)
        table.toasts.add(
            f"Practice from move {self.pos}: you play {tl.seat_name(me)}, the computer the rest.",
            "good",
            life=5.0,
        )

    def fold_or_close(self) -> None:
        """Esc: an open log folds first, else the replay closes."""
        if self.table is not None and self.table.log_open:
            self.toggle_log()
        else:
            self.close()

    def close(self) -> None:
        self.app.pop()
        self.app.saves_changed()

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = min(size[0] / 1920, size[1] / 1080)
        w, h = size
        self.buttons: list[Button] = []
        if self.table is None:
            bw = min(w - int(40 * s), theme.grow(900 * s))
            note_h = len(theme.wrap(self.note(), int(22 * s), bw - int(120 * s)))
            self.note_h = max(int(50 * s), note_h * theme.line_h(int(22 * s), 1.15))
            head = max(int(96 * s), int(36 * s) + theme.line_h(46 * s))  # large text: taller
            extra = head - int(96 * s) + self.note_h - int(50 * s)
            n = len(self.data["seats"]) + 2
            self.box = pygame.Rect(0, 0, bw, min(h, int(180 * s + 80 * s * n) + extra))
            self.box.center = (w // 2, h // 2)
            self.note_y = self.box.y + head
            y = self.note_y + self.note_h + int(4 * s)
            for label, seat, ok in self.choices():
                r = pygame.Rect(self.box.x + int(60 * s), y, self.box.w - int(120 * s), int(64 * s))
                self.buttons.append(Button(label, r, partial(self.begin, seat), enabled=ok))
                y += int(80 * s)
            bw = max(int(220 * s), words_width("Back [Enter]", int(56 * s)))  # focused: says so
            r = pygame.Rect(0, 0, bw, int(56 * s))
            r.bottomright = (self.box.right - int(40 * s), self.box.bottom - int(24 * s))
            self.buttons.append(Button("Back", r, self.close, "Esc"))
            return
        # the table above, the controls in a strip of their own below it (nothing covered)
        # large text: the hint under the title line, and the strip as tall as both
        self.hint_below = theme.ui_scale() > 1.0
        lines = theme.line_h(26 * s) + (theme.line_h(19 * s) if self.hint_below else 0)
        strip_h = max(int(122 * s), lines + int(52 * s) + int(60 * s))
        strip = pygame.Rect(0, h - strip_h, w, strip_h)
        self.table_rect = pygame.Rect(0, 0, w, strip.y)
        self.table.layout(self.table_rect.size)
        self.table.buttons = []  # nothing to press on a replayed table (a laid-out "No reaction")
        for b in self.table.top_buttons:
            b.rect = pygame.Rect(-1000, -1000, 1, 1)  # the replay has its own controls
        self.bar = strip.inflate(-int(24 * s), -int(12 * s))
        bh = int(52 * s)
        y = self.bar.bottom - bh - int(12 * s)
        x = self.bar.x + int(16 * s)
        words_px = max(theme.MIN_TEXT, int(bh * 0.42 / theme.ui_scale()))  # the buttons' words

        def wide(label: str, bw: int = int(150 * s)) -> int:  # large text: as wide as the label
            return max(
                bw, theme.text_width(label, words_px, "bold") + 2 * label_pad() + int(12 * s)
            )

        specs = [
            ("|<", lambda: self.step(-(10**6)), "Home", int(80 * s)),
            ("<", lambda: self.step(-1), "", int(80 * s)),
            # focused, it says "[Enter]" (as wide for Pause as for Play: it does not jump)
            ("Pause" if self.playing else "Play", self.toggle_play, "Space", wide("Pause [Enter]")),
            (">", lambda: self.step(1), "", int(80 * s)),
            (">|", lambda: self.step(10**6), "End", int(80 * s)),
        ]
        for label, fn, _key, bw in specs:
            bw = wide(label, bw)
            self.buttons.append(
                Button(label, pygame.Rect(x, y, bw, bh), fn, primary=label in ("Play", "Pause"))
            )
            x += bw + int(10 * s)
        close = pygame.Rect(0, y, wide("Close [Enter]", int(150 * s)), bh)
        close.right = self.bar.right - int(16 * s)
        self.buttons.append(Button("Close", close, self.close, "Esc"))
        tl = self.timeline
        me = tl.seat_name(self.branch_seat()) if tl else ""
        branch = pygame.Rect(0, y, wide(f"Play from here as {me}", int(360 * s)), bh)
        branch.right = close.left - int(12 * s)
        self.buttons.append(
            Button(
                f"Play from here as {me}", branch, self.play_from_here, enabled=self.can_branch()
            )
        )
        self.track = pygame.Rect(x + int(20 * s), y + bh // 2 - int(5 * s), 0, int(10 * s))
        self.track.width = max(int(60 * s), branch.left - int(30 * s) - self.track.x)
        if self.table.log_folded:  # the log folded for the table's room: Log [L] opens it
            lh = theme.grow(40 * s)
            log = pygame.Rect(0, 0, wide("Log  [L]", int(120 * s)), lh)
            log.midright = (self.replay_label_left() - int(16 * s), self.table.bar_rect.centery)
            self.buttons.append(Button("Log", log, self.toggle_log, "L"))

    def replay_label_left(self) -> int:
        """Where the top bar's "REPLAY" begins (the Log button keeps left of it)."""
        s = self.scale
        return self.table_rect.right - int(24 * s) - theme.text_width("REPLAY", int(24 * s), "bold")

    def toggle_log(self) -> None:
        """The Log button and L: a folded log opens over the table's right, or folds."""
        if self.table is not None and self.table.log_folded:
            toggle_log(self.table)
            self.dirty = True

    # ------------------------------------------------------------------ input
    def track_pos(self, x: int) -> int:
        n = len(self.timeline) if self.timeline else 0
        frac = (x - self.track.x) / max(1, self.track.w)
        return round(max(0.0, min(1.0, frac)) * n)

    def focus_targets(self) -> list[focus.Target]:
        """Tab reaches the buttons; while the game is shown the arrows step and Space plays."""
        ring = focus.ring(self)
        ring.arrows = ring.space = self.table is None
        return focus.reading_order(focus.targets_of(self.buttons))

    def handle(self, event: pygame.event.Event) -> None:
        if focus.scene_key(self, event):  # Tab, Enter on the focused (arrows: seat choice)
            if self.table is not None and self.app.scene is self:
                self.layout(self.size)
            return
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_LEFT: lambda: self.step(-1),
                pygame.K_RIGHT: lambda: self.step(1),
                pygame.K_HOME: lambda: self.step(-(10**6)),
                pygame.K_END: lambda: self.step(10**6),
                pygame.K_PAGEUP: lambda: self.step(-10),
                pygame.K_PAGEDOWN: lambda: self.step(10),
                pygame.K_SPACE: self.toggle_play,
                pygame.K_ESCAPE: self.fold_or_close,
                pygame.K_l: self.toggle_log,
            }
            fn = keys.get(event.key)
            if fn is not None and (self.table is not None or event.key == pygame.K_ESCAPE):
                fn()
                self.layout(self.size)
            return
        if self.table is not None:
            hit = self.track.inflate(0, int(40 * self.scale))
            if (
                event.type == pygame.MOUSEBUTTONDOWN
                and event.button == 1
                and hit.collidepoint(event.pos)
            ):
                self.scrubbing = True
                self.playing = False
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) and self.scrubbing:
                k = self.track_pos(event.pos[0])
                if k != self.pos:
                    self.goto(k)
                    self.layout(self.size)
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.scrubbing:
                self.scrubbing = False
                return
            if event.type == pygame.MOUSEWHEEL:
                log = log_place(self.table)
                if log_shown(self.table) and log.collidepoint(pygame.mouse.get_pos()):
                    self.table.log.handle(event, log)
                else:
                    self.step(-event.y)
                    self.layout(self.size)
                return
        for b in list(self.buttons):
            if b.handle(event):
                if self.table is not None and self.app.scene is self:
                    self.layout(self.size)
                return

    def update(self, now: float) -> None:
        if self.playing and self.timeline is not None and now >= self.next_step:
            if self.pos >= len(self.timeline):
                self.playing = False
                self.layout(self.size)
            else:
                self.goto(self.pos + 1)
                self.layout(self.size)
            self.next_step = now + AUTOPLAY_STEP

    def animating(self) -> bool:
        return self.toasts.active() or (self.table is not None and self.table.gv.busy())

    def next_wake(self) -> float | None:
        return self.next_step if self.playing else None

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        s = self.scale
        if self.table is None:
            self.draw_choice(surf)
        else:
            surf.fill(theme.BG_DARK)
            self.table.draw(surf.subsurface(self.table_rect))
            self.draw_controls(surf)
        focus.draw_focus(self, surf)
        self.toasts.draw(surf, self.size[0] // 2, int(70 * s), s)

    def draw_choice(self, surf: pygame.Surface) -> None:
        s = self.scale
        surf.fill(theme.BG_DARK)
        theme.panel(surf, self.box, (18, 24, 34, 245), radius=20, edge=theme.ACCENT)
        title = game_class(str(self.data["game"])).TITLE
        title = f"Replay: {title}, {count(len(self.data['log']), 'move')}"
        size, title = theme.fit_text(title, int(46 * s), self.box.w - int(100 * s), "serif")
        pos = (self.box.x + int(60 * s), self.box.y + int(36 * s))
        theme.blit_text(surf, title, size, pos, theme.ACCENT, "serif", shadow=True)
        theme.blit_wrapped(
            surf,
            self.note(),
            int(22 * s),
            pygame.Rect(
                self.box.x + int(60 * s), self.note_y, self.box.w - int(120 * s), self.note_h
            ),
            theme.MUTED,
        )
        for b in self.buttons:
            b.draw(surf, s)

    def note(self) -> str:
        """The line under the choice's title: whose views may be watched."""
        return (
            "Watch as whom? This game is still going on with several people at the table, "
            "so only the spectator's view is shown."
            if self.spectator_only
            else "Watch as whom? This game is not over: you may watch your own hand, not the"
            " computer players'."
            if not self.data.get("finished")
            else "Watch as whom? A seat's view shows that seat's hand all game long."
        )

    @staticmethod
    def hint_words(viewer: str, size: int, room: int) -> str:
        """The keys' hint, the longest that fits ``room`` whole (at 200 % the long one was cut
        to "... Tab + Enter buttons, drag the...")."""
        keys = "\u2190 \u2192 step, Page Up/Down 10, Home/End, Space play"
        hints = [
            f"{viewer} \u00b7 {keys}, Tab + Enter buttons, drag the bar",
            f"{viewer} \u00b7 {keys}",
            f"{viewer} \u00b7 \u2190 \u2192 step, Space play, Home/End",
            "\u2190 \u2192 step, Space play",
        ]
        return next((h for h in hints if theme.text_width(h, size) <= room), hints[-1])

    def draw_controls(self, surf: pygame.Surface) -> None:
        s = self.scale
        tl = self.timeline
        assert tl is not None
        theme.panel(surf, self.bar, (12, 16, 24, 235), radius=16, edge=theme.ACCENT)
        n = len(tl)
        who = f" \u00b7 {tl.who(self.pos)}" if self.pos else " \u00b7 the deal"
        viewer = "spectator" if tl.seat is None else f"{tl.seat_name(tl.seat)}'s view"
        room = self.bar.w - int(36 * s)
        size, line = theme.fit_text(f"Replay \u00b7 move {self.pos} of {n}{who}", int(26 * s), room)
        pos = (self.bar.x + int(18 * s), self.bar.y + int(12 * s))
        r = theme.blit_text(surf, line, size, pos, theme.ACCENT, "bold")
        hint = self.hint_words(viewer, int(19 * s), room)
        told = focus.untold(self)  # a focused "<" or "Play" too narrow to say "[Enter]" itself
        if told is not None:
            hint = f"[Enter]: {PRESSES.get(told.label, told.label)}"
        size, hint = theme.fit_text(hint, int(19 * s), room)
        color = theme.MUTED if told is None else theme.ACCENT
        if self.hint_below:
            theme.blit_text(surf, hint, size, (pos[0], r.bottom), color)
        else:
            pos = (self.bar.right - int(18 * s), self.bar.y + int(16 * s))
            theme.blit_text(surf, hint, size, pos, color, anchor="topright")
        tr = self.track
        pygame.draw.rect(surf, (60, 70, 85), tr, border_radius=5)
        frac = self.pos / n if n else 1.0
        done = pygame.Rect(tr.x, tr.y, int(tr.w * frac), tr.h)
        pygame.draw.rect(surf, theme.ACCENT, done, border_radius=5)
        # a tick at every snapshot (cheap places to jump to) is noise; ticks every 10 moves
        if n:
            for k in range(10, n, 10):
                x = tr.x + int(tr.w * k / n)
                pygame.draw.line(
                    surf, (110, 120, 135), (x, tr.bottom + 3), (x, tr.bottom + int(9 * s)), 1
                )
        knob = (tr.x + int(tr.w * frac), tr.centery)
        pygame.draw.circle(surf, (0, 0, 0), (knob[0] + 2, knob[1] + 2), int(15 * s))
        pygame.draw.circle(surf, theme.ACCENT, knob, int(15 * s))
        pygame.draw.circle(surf, (25, 20, 10), knob, int(15 * s), 2)
        for b in self.buttons:
            b.draw(surf, s)
        # the replay names itself in the table's top bar too (no Menu/Undo there)
        theme.blit_text(
            surf,
            "REPLAY",
            int(24 * s),
            (self.table_rect.right - int(24 * s), self.table.bar_rect.centery),
            theme.ACCENT,
            "bold",
            anchor="midright",
        )
