"""Demo mode for game nights: computer players play the games in turn, with large captions.

``DemoScene`` holds a table (all seats bots, the spectator's view: nobody's hand is shown) and
makes the bots' moves itself at a watchable pace (``pace`` seconds a move); each move's public
event text (``Event.for_seat(None)``, what a spectator sees) becomes a large caption. When a
game ends its result stays on screen a moment, then the next game starts; the games loop
until a key or a click, which returns to the scene below (the launcher). Sound is off unless
``sound=True``. Started by ``tabletop demo [GAME]`` and by the launcher after a while idle.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from tabletop.engine.game import game_class, game_names
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.app import App, Scene, share_the_interpreter
from tabletop.ui.seatnames import computer_name

#: seconds between moves, and how long a finished game stays on screen
PACE = 1.6
END_PAUSE = 6.0
#: a runaway game (bots that cannot finish) is cut short after this many moves
MAX_MOVES = 1500
#: events that say nothing worth a caption
QUIET = {"PromptOpened", "PhaseEntered", "Passed", "PriorityPassed"}


def demo_seats(game: str, level: str = "normal") -> list[SeatConfig]:
    """The demo's computer players, all at ``level`` (a level the game lacks: its best)."""
    cls = game_class(game)
    n = max(cls.MIN_SEATS, min(cls.MAX_SEATS, info(game).demo_seats))
    return [SeatConfig("bot", computer_name(i), level) for i in range(n)]


class DemoScene(Scene):
    def __init__(
        self,
        app: App,
        games: list[str] | None = None,
        pace: float = PACE,
        end_pause: float = END_PAUSE,
        sound: bool = False,
        seed: int | None = None,
        level: str = "normal",
    ) -> None:
        super().__init__(app)
        self.games = list(games) if games else game_names()
        self.level = level
        #: a searching bot's move being thought on the bot thread: (log length, seat, legal
        #: moves, its future); the frame never waits for it
        self.job: tuple[int, int, list[Any], Any] | None = None
        self.pace = pace
        self.end_pause = end_pause
        self.rng = random.Random(seed)
        self.index = -1
        self.games_finished = 0
        self.moves = 0
        self.caption = ""
        self.sub = ""
        self.next_at = 0.0
        self.ended_at: float | None = None
        self.muted_before = app.audio.muted
        if not sound:
            app.audio.muted = True
        self.table: Any = None
        self.armed = False  # a click counts only when it started in the demo
        self.next_game()

    # ------------------------------------------------------------------ games
    def next_game(self) -> None:
        from tabletop.ui.table import TableScene

        self.index = (self.index + 1) % len(self.games)
        game = self.games[self.index]
        session = Session(game, self.rng.randrange(1_000_000), demo_seats(game, self.level), None)
        self.job = None
        self.table = TableScene(self.app, session, frozen=True)
        if hasattr(self, "size"):
            self.table.layout(self.size)
        self.moves = 0
        self.ended_at = None
        self.caption = f"{game_class(game).TITLE}: the computer plays, you watch."
        self.sub = "Press any key or click to go back."
        self.next_at = self.app.time_source() + self.pace

    def step_game(self, now: float) -> None:
        """One bot move (or, after the end, the next game)."""
        t = self.table
        game = t.game
        if game.is_terminal() or self.moves >= MAX_MOVES:
            if self.ended_at is None:
                self.ended_at = now
                res = game.result()
                names = [t.session.seat_name(s) for s in (res.winners if res else [])]
                self.caption = (
                    f"{' and '.join(names)} won!" if names else "The game ended with no winner."
                )
                self.sub = "Next game in a moment. Any key or click: back to the launcher."
                self.games_finished += 1
            if now - self.ended_at >= self.end_pause:
                self.next_game()
            return
        got = self.bot_move()
        if got is None:
            return
        action, events = got
        t.after_apply(action, events)
        self.moves += 1
        shown = [t.session.shown(e, None) for e in events]
        said = [e["text"] for e in shown if e.get("kind") not in QUIET and e.get("text")]
        if said:
            self.caption = said[0]
            self.sub = " ".join(said[1:3])
        self.dirty = True

    def bot_move(self) -> tuple[Any, list[Any]] | None:
        """The next bot's move, made. A searching bot (the hard level) thinks on the bot
        thread: None until its answer is there (the frame goes on meanwhile)."""
        from tabletop.ai.base import searches
        from tabletop.room.turns import _bot_pool

        session = self.table.session
        seats = session.bot_seats_to_act()
        if not seats or not searches(session.bots[seats[0]]):
            return session.bot_move()  # type: ignore[no-any-return]
        seat, size = seats[0], len(session.log)
        if self.job is None or self.job[:2] != (size, seat):
            legal = session.game.legal_actions(seat)
            view = session.game.view(seat)
            self.job = (size, seat, legal, _bot_pool().submit(session.bot_think, seat, view, legal))
            return None
        legal, future = self.job[2], self.job[3]
        if not future.done():
            return None
        self.job = None
        action = session.bot_settle(seat, future.result(), legal)
        return action, session.apply(action)

    # ------------------------------------------------------------------ scene
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = min(size[0] / 1920, size[1] / 1080)
        if self.table is not None:
            self.table.layout(size)

    def band_height(self) -> int:
        """The caption band's height, at the bottom of the screen."""
        return int(170 * self.scale)

    def table_rect(self) -> pygame.Rect:
        """Where the table is shown: the whole table (laid out at the window's size, as every
        game's layout is made for) made smaller to sit above the caption band, which so covers
        none of it (it covered a Codenames board's bottom row)."""
        w, h = self.size
        room = h - self.band_height()
        tw = w * room // h
        return pygame.Rect((w - tw) // 2, 0, tw, room)

    def leave(self) -> None:
        if self.table is not None:
            self.table.session.epoch += 1  # a search under way stops at once
        self.app.audio.muted = self.muted_before
        self.app.pop()
        below = self.app.scene if self.app.scenes else None
        if below is not None and hasattr(below, "idle_since"):
            below.idle_since = self.app.time_source()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.armed = True
        elif event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONUP and self.armed):
            self.leave()

    def update(self, now: float) -> None:
        if self.table is None:
            return
        self.table.gv.update(now)
        if now >= self.next_at:
            self.step_game(now)
            # a bot still thinking is looked at again soon, not a whole pace later
            self.next_at = now + (self.pace if self.job is None else min(self.pace, 0.05))

    def next_wake(self) -> float | None:
        return self.next_at

    def animating(self) -> bool:
        return bool(
            self.table is not None and (self.table.gv.busy() or self.table.gv.overlay_busy())
        )

    def draw(self, surf: pygame.Surface) -> None:
        s = self.scale
        w, h = self.size
        frame = getattr(self, "_frame", None)
        if frame is None or frame.get_size() != (w, h):
            frame = self._frame = pygame.Surface((w, h))
        self.table.draw(frame)
        # the table's own buttons mean nothing here: the top bar's right side says how to leave
        bar = self.table.bar_rect
        cover = pygame.Rect(int(w * 0.62), bar.top, w - int(w * 0.62), bar.height)
        pygame.draw.rect(frame, (12, 16, 22), cover)
        theme.blit_text(
            frame,
            "Demo \u2014 any key or click: back",
            max(theme.MIN_TEXT, int(24 * s)),
            (cover.right - int(20 * s), cover.centery),
            theme.ACCENT,
            "bold",
            anchor="midright",
        )
        theme.backdrop(surf)
        r = self.table_rect()
        surf.blit(pygame.transform.smoothscale(frame, r.size), r)
        # the caption band: large words under the table
        band_h = self.band_height()
        band = pygame.Surface((w, band_h), pygame.SRCALPHA, 32)
        band.fill((0, 0, 0, 200))
        surf.blit(band, (0, h - band_h))
        size = max(theme.MIN_TEXT + 8, int(46 * s))
        room = w - int(120 * s)
        px_, line = theme.fit_text(self.caption, size, room, "bold")
        if px_ < size * 0.7:  # too long for one line: two lines at a readable size
            lines = theme.wrap(self.caption, theme.px(int(size * 0.75)), room, "bold")[:2]
            y = h - band_h + int(18 * s)
            for ln in lines:
                theme.blit_text(
                    surf,
                    ln,
                    int(size * 0.75),
                    (w // 2, y),
                    theme.TEXT,
                    "bold",
                    anchor="midtop",
                    shadow=True,
                )
                y += int(size * 0.9)
        else:
            theme.blit_text(
                surf,
                line,
                px_,
                (w // 2, h - band_h + int(24 * s)),
                theme.TEXT,
                "bold",
                anchor="midtop",
                shadow=True,
            )
        if self.sub:
            sp, sl = theme.fit_text(self.sub, max(theme.MIN_TEXT, int(26 * s)), room)
            theme.blit_text(
                surf, sl, sp, (w // 2, h - int(22 * s)), theme.MUTED, anchor="midbottom"
            )
        # the ribbon: what this is, in the band's corner
        tag = f"DEMO \u00b7 {game_class(self.games[self.index]).TITLE}"
        theme.blit_text(
            surf,
            tag,
            max(theme.MIN_TEXT, int(20 * s)),
            (int(16 * s), h - band_h + int(4 * s)),
            theme.ACCENT,
            "bold",
        )


def run_demo(
    games: list[str] | None = None,
    pace: float = PACE,
    sound: bool = False,
    size: tuple[int, int] | None = None,
    fullscreen: bool = False,
    level: str = "normal",
) -> int:
    """``tabletop demo``: the launcher with the demo over it (a key or click: the launcher)."""
    from tabletop.ui.table import TableScene

    TableScene.async_bots = False  # the demo makes the bots' moves itself, at its pace
    Session.search_on_main_thread = False  # and the hard level's on the bot thread
    share_the_interpreter()
    app = App(size, fullscreen)
    app.go("launcher")
    app.push(DemoScene(app, games, pace=pace, sound=sound, level=level))
    return app.run()
