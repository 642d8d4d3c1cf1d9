"""Hot-seat: after a public moment no hand is drawn until its seat lifted its own curtain.

A public moment is a frame everyone at one screen may look at: a reaction window shown to
everyone, a race over the table, a result held on the public table. The seat whose private
information is drawn next must have lifted its "Pass to NAME" curtain since, even when it was
the last to lift it before the moment. And a mission's result goes to the person who attempted
it, behind their own curtain, when the move that ends it is another person's (the enemy's Done).

Cases a new player met in a real window (2026-11-25): in RPG Get! the enemy's Done ended Ann's
mission, the result came up over the public table and "Seen: pass to Bea" showed Bea's whole
hand with no curtain; in Austin Powers everyone watched Cy's Happening race and the screen then
showed Cy's hand at once. Every frame here is drawn from scratch under the card-face tracer of
``test_privacy`` (what the table draws, mapped back to the engine's zones); people lift a
curtain and say "Seen" with Space, as at the table.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.actions import Action, parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.overlays.race import RaceOverlay
from tabletop.ui.table import CLAIM_KEYS, TableScene
from tests.ui.conftest import press
from tests.ui.test_austin_races import FRAME, Clock, P, Q, _overlay, _run
from tests.ui.test_privacy import Tracer, leaks, traced

#: people at one screen (``tests/ui/conftest.py``: the curtain's guards off, a manual clock)
pytestmark = pytest.mark.usefixtures("hotseat")

#: the new player's RPG Get! game (seed 925357, Ann and Bea): Bea's Done as the enemy of Ann's
#: Tower of Valmar ends it (its last move); the move before the Done of Ann as the enemy of Bea's
#: Mines of Ragol ended Bea's
RPG_SEED = 925357
RPG_OPTIONS = {
    "first": "random", "deck0": "auto", "deck1": "auto", "reward_use": "any",
    "front_coin": "per-attack", "enemy_abilities": "optional", "readings": "rulebook",
}  # fmt: skip
RPG_LOG = (
    "1:start 94,0:start 13,1:redraw,1:character 90,1:done,1:attempt 100,1:join 94,1:join 90,"
    "1:set_out,0:enemy 42,0:done,1:act 94 0,1:target 42,0:pass,1:pass,1:act 90 0,1:target 42,"
    "0:pass,1:pass,1:end_attack,0:act 42 0,0:target 90,0:pass,1:pass,0:pass,0:redraw,"
    "0:character 16,0:character 8,0:done,0:attempt 26,0:join 13,0:join 8,0:set_out,1:enemy 119,"
    "1:done,0:act 13 0,0:target 119,0:pass,1:pass,1:pass,1:redraw,1:done,1:attempt 104,"
    "1:join 94,1:join 90,1:set_out,0:done,0:pass,0:redraw,0:done,0:attempt 31,0:join 13,"
    "0:join 8,0:set_out,1:done"
).split(",")

#: RPG Get! seed 0, Ann and Bea at the screen and Cy a computer player: Bea attempts her mission
#: and Ann and Cy are its enemies; Ann's Done, then Cy's ends Bea's mission (a computer player's
#: move on the public table: the result is held there)
THREE_LOG = (
    "2:start 175,0:start 5,1:start 91,2:redraw 174 221,2:character 162,2:character 164,"
    "2:character 167,2:done,2:attempt 183,2:join 175,2:set_out,0:enemy 51,0:done,"
    "1:enemy 120,1:done,2:act 175 0,2:target 120,2:event 236,2:act 175 1,2:target 120,"
    "0:pass,1:pass,2:pass,1:act 120 0,1:target 175,0:pass,1:pass,2:pass,1:done,0:pass,"
    "1:pass,0:redraw 38 53,0:stock 65,0:stock 61,0:bank 62,0:flip 62,0:use 65,0:user 5,"
    "0:action -1,0:done,0:attempt 27,0:join 5,0:set_out,1:event 157,1:enemy 116,1:act 91 1,"
    "1:target 116,1:enemy 117,1:done,2:done,0:act 5 1,0:target 117,0:pass,1:pass,2:pass,"
    "1:event 155,1:done,1:pass,2:pass,1:redraw 150,1:done,1:attempt 103,1:join 91,"
    "1:set_out,2:done,0:enemy 32,0:enemy 36,0:enemy 45,0:done,1:act 91 1,1:target 91 45,"
    "1:act 91 0,1:target 45,0:pass,1:pass,2:pass,0:done,2:pass,0:pass,2:redraw 169 188,"
    "2:character 168,2:done,2:skip,0:pass,1:pass,0:redraw 33,0:character 12,0:bank 67,"
    "0:stock 58,0:withdraw 62,0:bank 64,0:done,0:attempt 17,0:join 5,0:join 12,0:set_out,"
    "1:enemy 129,1:done,2:act 175 1,2:target 5 12,2:done,0:end_attack,1:done,1:pass,2:pass,"
    "1:redraw 110 149,1:done,1:attempt 104,1:join 91,1:set_out,2:act 168 1,2:target 91,"
    "2:enemy 201,2:enemy 193,2:done,0:enemy 34,0:done"
).split(",")


class Screen:
    """What the people at the screen did and saw: who lifted the curtain since the last public
    moment (``owner``), checked against every frame the table draws."""

    def __init__(self, app: App, table: TableScene, tr: Tracer) -> None:
        self.app = app
        self.table = table
        self.tr = tr
        self.owner: int | None = None
        self.public_moments = 0

    def frame(self) -> None:
        """One frame drawn from scratch: a public moment forgets who lifted the curtain; a
        private frame shows only what the seat that lifted it since may see."""
        t = self.table
        if self.app.scene is not t:
            if isinstance(self.app.scene, RaceOverlay) and self.app.scene.private:
                self.owner = None  # everyone watches the race
                self.public_moments += 1
            return
        self.tr.drawn = []
        t._frame = None
        self.tr.on = True
        try:
            t.draw(self.app.screen)
        finally:
            self.tr.on = False
        if t.curtain_for is not None:
            assert self.tr.drawn == [], "a card face drawn on the curtain"
            return
        public = t.viewer is None and (t.screen.public_window() or t.hold.held)
        if public:
            self.owner = None
            self.public_moments += 1
        seat = self.owner if t.viewer is not None else None
        if t.viewer is not None:
            assert t.viewer == self.owner, (
                f"{t.session.seat_name(t.viewer)}'s view drawn, but the curtain was last lifted"
                f" by {self.owner} before a public moment (lifted_for {t.lifted_for})"
            )
        bad = leaks(t, self.tr.drawn, seat)
        assert not bad, f"drawn for {seat}: {bad}"

    def step(self) -> None:
        self.app.step([])
        self.frame()

    def space(self) -> None:
        """Space at the screen: lifts a curtain (by the person it names), or says "Seen"."""
        lifting = self.table.curtain_for
        press(self.app, pygame.K_SPACE)
        if lifting is not None and self.table.curtain_for != lifting:
            self.owner = lifting
        self.frame()

    def lift(self, seat: int) -> None:
        assert self.table.curtain_for == seat, (self.table.curtain_for, seat)
        self.space()
        assert self.table.curtain_for is None and self.table.viewer == seat

    def move(self, text: str) -> None:
        """A move of the person at the screen (a drag or a button), through the table."""
        assert self.table.submit(parse_action(text))
        self.step()


def _rpg(app: App, tr: Tracer, moves: list[str]) -> Screen:
    session = Session(
        "rpgget", RPG_SEED, [SeatConfig("human", n) for n in ("Ann", "Bea")], dict(RPG_OPTIONS)
    )
    for m in moves:
        session.apply(parse_action(m))
    table = TableScene(app, session)
    app.push(table)
    pygame.event.clear()
    screen = Screen(app, table, tr)
    screen.step()
    return screen


@pytest.mark.parametrize(
    ("done", "attempter", "enemy"),
    [(len(RPG_LOG) - 1, 0, 1), (RPG_LOG.index("0:done", 40), 1, 0)],
    ids=["ann-attempts", "bea-attempts"],
)
def test_the_enemys_done_brings_the_attempter_behind_their_curtain_and_seen_the_next(
    app: App, monkeypatch: pytest.MonkeyPatch, done: int, attempter: int, enemy: int
) -> None:
    with traced(monkeypatch) as tr:
        s = _rpg(app, tr, RPG_LOG[:done])
        t = s.table
        s.lift(enemy)  # the enemy's screen: they place enemies, then press Done
        s.move(RPG_LOG[done])
        assert t.hold.held and t.hold.seat == attempter
        # the result is the attempter's: their curtain first, never the enemy's screen
        assert t.curtain_for == attempter and t.result.texts
        s.lift(attempter)
        assert t.viewer == attempter and t.hold.held  # their own view, the result over it
        assert "complete" in t.result.texts[0]
        if attempter == 1:
            # Ann holds no answer to the end of Bea's turn (only Pass): the table passed for
            # her, no window waits on her, and her turn comes next behind her curtain
            assert t.session.log[-1] == "0:pass" and t.game.current == 0
            assert t.result.label() == "Seen: pass to Ann"
            s.space()  # "Seen"
            assert not t.hold.held and t.curtain_for == enemy
            s.lift(enemy)
            return
        # the response window after it waits for the enemy (Bea holds an Event): everyone may
        # read it
        assert t.result.label() == "Seen: show the table"
        s.space()  # "Seen"
        assert not t.hold.held
        assert t.viewer is None and t.curtain_for is None and t.screen.public_window()
        press(app, CLAIM_KEYS[enemy])  # the enemy claims it: their curtain, not their hand
        s.frame()
        assert t.curtain_for == enemy, (t.curtain_for, t.viewer, t.lifted_for)
        s.lift(enemy)


def test_a_result_on_the_public_table_is_a_public_moment(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A computer player's Done ends Bea's mission while the public table is on screen: the
    result stays there until "Seen" (Bea may press it; everyone reads it). Ann lifted the
    curtain last, before it; her hand comes next, behind her curtain all the same."""
    with traced(monkeypatch) as tr:
        session = Session(
            "rpgget",
            0,
            [SeatConfig("human", "Ann"), SeatConfig("human", "Bea"), SeatConfig("bot", "Cy")],
        )
        for m in THREE_LOG:
            session.apply(parse_action(m))
        table = TableScene(app, session)
        app.push(table)
        pygame.event.clear()
        s = Screen(app, table, tr)
        s.step()
        s.lift(1)
        s.move("1:end_attack")  # Bea's attack ends: the enemies' step, Ann's first
        s.lift(0)
        s.move("0:done")  # Ann is done: Cy's turn to place enemies, the public table
        assert table.viewer is None and table.curtain_for is None
        s.move("2:done")  # Cy's Done (the computer player's move): Bea's mission ends
        assert table.hold.held and table.hold.seat == 1 and table.hold.shows is None
        assert table.viewer is None and s.public_moments >= 1
        assert table.result.label() == "Seen: pass to Ann"
        # a claim key pressed now is said, off the result and its button (it hid "Seen: pass")
        press(app, CLAIM_KEYS[0])
        assert table.toasts.active()
        cx, top, room, height, px = table.paint.toast_place()
        w, h = table.toasts.extent(table.scale, room, height, px)
        assert not pygame.Rect(cx - w // 2, top, w, h).colliderect(table.result.box())
        s.space()  # "Seen" (by Bea, or anyone: it was shown to all)
        assert not table.hold.held
        assert table.curtain_for == 0, (table.curtain_for, table.viewer, table.lifted_for)
        s.lift(0)


AUSTIN_SEED = 38081
AUSTIN_OPTIONS = {
    "first_side": "good", "daddy": -1, "gestures": "measured", "slugfest": "rulebook",
    "races": "rulebook",
}  # fmt: skip


def test_after_a_happening_race_the_openers_hand_waits_for_their_curtain(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Austin Powers, Ann, Bea and Cy at one screen: Cy plays a Happening and everyone
    copies the gesture; Ann and Bea tie for last and Cy picks the target: behind Cy's curtain."""
    monkeypatch.setattr("tabletop.games.austin.rules.races.GESTURE_MS", 1600)
    with traced(monkeypatch) as tr:
        session = Session(
            "austin",
            AUSTIN_SEED,
            [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")],
            dict(AUSTIN_OPTIONS),
        )
        for m in ("0:end", "0:even_up", "1:end", "1:even_up"):
            session.apply(parse_action(m))
        table = TableScene(app, session)
        app.push(table)
        pygame.event.clear()
        s = Screen(app, table, tr)
        s.frame()
        s.lift(2)
        hap = Action(2, "happening", (88,))
        assert table.submit(hap)
        clock = Clock()
        ov = _overlay(table, clock)
        s.frame()
        assert ov.private and s.public_moments == 1
        app.step([])
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode=""))
        clock.t += FRAME
        _run(app, ov, clock, [(300, [Q, P])])  # Ann and Bea copy it together: a tie
        assert app.scene is table
        assert table.game.phase == "happening_target"
        s.frame()
        assert table.curtain_for == 2  # Cy picks the target: his curtain first
        s.lift(2)
        assert table.game.active_seats() == [2]
