"""A table never stays on a frame drawn in the middle of a motion.

Espionage at 1280x720, the person against a computer, on a busy machine: when the computer
ended its turn, the person's two drawn cards started gliding from the draw pile in the very
frame that first drew them there. That frame took longer than the glide (0.18 s), so by the
next turn of the loop the hand no longer "moved", nothing was drawn again, and the screen
stayed for seconds with the Police lying over the draw pile (its pile and caption hidden) and
three of the five cards in the hand, until the pointer moved. The same held for a card handed
over by a Blackmail (it hid a hand card) and a card in flight (a drawn card over the pile),
and the last in-flight frame of an animation waited for the loop's nap before it went."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.ui import table as table_mod
from tabletop.ui.app import App
from tabletop.ui.scene import Scene
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")

#: a frame of a loaded machine: longer than a hand card's glide (``components.hand.SLIDE``)
SLOW_FRAME = 0.25


def _about_to(game: str, seed: int, move: Action) -> Any:
    """``game``, the person (seat 0) and one computer, played on until ``move`` is legal
    (Espionage: the computer ends its turn, which starts the person's with two cards drawn;
    Mighty Beanz: the person draws a card)."""
    from tabletop.ai.base import make_bot
    from tabletop.room.session import SeatConfig, Session

    s = Session(game, seed, [SeatConfig("human", "Ann"), SeatConfig("bot", "C2", "normal")])
    me = make_bot(game, "normal")
    for _ in range(400):
        if move.seat in s.game.active_seats() and move in s.game.legal_actions(move.seat):
            return s
        seat = s.game.active_seats()[0]
        legal = s.game.legal_actions(seat)
        s.apply(me.choose(s.game.view(0), legal, s.bot_rng) if seat == 0 else s.bot_choice(seat))
    raise AssertionError(f"{move} never came")


@pytest.mark.parametrize(
    ("game", "seed", "move", "drawn"),
    [
        ("espionage", 1, Action(1, "end"), 2),
        ("espionage", 5, Action(1, "end"), 2),
        ("beanz", 1, Action(0, "draw"), 1),
    ],
)
def test_cards_drawn_in_a_slow_frame_reach_the_hand_on_screen(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, game: str, seed: int, move: Action, drawn: int
) -> None:
    from tabletop.ui.components.hand import SLIDE

    assert SLOW_FRAME > SLIDE
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)  # the computer moves only when told here
    app = App((1280, 720), headless=True)
    try:
        clock = ManualClock()
        app.time_source = clock
        t = TableScene(app, _about_to(game, seed, move), viewer=0)
        app.push(t)
        t.curtain_for = None
        for _ in range(3):
            clock.advance(0.05)
            app.step([])
        motion = t.gv.hand_motion
        assert motion._sig is not None
        before = len(motion._sig[0])
        assert t.submit(move)
        # the loop as ``App.run`` turns it, each frame slower than the glide; the loop
        # naps (here: the clock moves on) and turns again with no input
        for _ in range(8):
            clock.advance(SLOW_FRAME)
            app.step([])
        assert motion._sig is not None and len(motion._sig[0]) == before + drawn
        # what the screen shows is the table as it is: the hand at rest, the pile uncovered
        # (drawn anew at the same time, the still frame kept aside)
        on_screen = pygame.image.tobytes(app.screen.subsurface(t.play_rect), "RGB")
        t._frame = None
        fresh = pygame.Surface(app.screen.get_size())
        t.draw(fresh)
        if on_screen != pygame.image.tobytes(fresh.subsurface(t.play_rect), "RGB"):
            pygame.image.save(app.screen, str(tmp_path / "on_screen.png"))
            pygame.image.save(fresh, str(tmp_path / "as_it_is.png"))
            raise AssertionError(f"the screen stayed on a frame drawn mid-glide: {tmp_path}")
        assert not app.frame_owed()  # still: the loop naps until the next input
    finally:
        pygame.quit()


class _Flight(Scene):
    """A scene with one card in flight until ``end`` on ``clock``."""

    def __init__(self, app: App, clock: ManualClock, end: float) -> None:
        super().__init__(app)
        self.clock, self.end = clock, end
        self.frames: list[float] = []

    def animating(self) -> bool:
        return self.clock.t < self.end

    def draw(self, surf: pygame.Surface) -> None:
        self.frames.append(self.clock.t)


def test_the_frame_after_a_motion_is_drawn_at_once() -> None:
    app = App((1280, 720), headless=True)
    try:
        clock = ManualClock()
        app.time_source = clock
        scene = _Flight(app, clock, clock.t + 1.0)
        app.push(scene)
        app.step([])
        assert app.frame_owed()  # in flight
        clock.advance(0.9)
        app.step([])
        assert scene.frames[-1] < scene.end
        clock.advance(0.2)  # the flight is over: its last in-flight frame is on screen
        assert not scene.animating() and not scene.dirty
        assert app.frame_owed(), "the loop would nap with a card in the air"
        app.step([])
        assert scene.frames[-1] >= scene.end
        assert not app.frame_owed()  # still now: the loop may nap
        n = len(scene.frames)
        app.step([])
        assert len(scene.frames) == n
    finally:
        pygame.quit()


class _StartsInDraw(Scene):
    """A scene whose frame sets something gliding (as a hand row placed anew does) for
    ``glide`` seconds from the time it was updated at; each frame takes ``cost`` seconds."""

    def __init__(self, app: App, clock: ManualClock, glide: float, cost: float) -> None:
        super().__init__(app)
        self.clock, self.glide, self.cost = clock, glide, cost
        self.now = 0.0
        self.t0: float | None = None
        self.frames: list[float] = []

    def update(self, now: float) -> None:
        self.now = now

    def animating(self) -> bool:
        return self.t0 is not None and self.now < self.t0 + self.glide

    def draw(self, surf: pygame.Surface) -> None:
        if self.t0 is None:
            self.t0 = self.now
        self.frames.append(self.now)
        self.clock.advance(self.cost)


def test_a_motion_a_slow_frame_started_gets_its_last_frame() -> None:
    app = App((1280, 720), headless=True)
    try:
        clock = ManualClock()
        app.time_source = clock
        scene = _StartsInDraw(app, clock, glide=0.18, cost=SLOW_FRAME)
        app.push(scene)
        app.step([])  # the first frame: the glide starts in it, at its start
        assert scene.t0 is not None and scene.frames == [scene.t0]
        assert app.frame_owed()
        app.step([])
        assert len(scene.frames) == 2 and scene.frames[-1] >= scene.t0 + scene.glide
        assert not app.frame_owed()
    finally:
        pygame.quit()
