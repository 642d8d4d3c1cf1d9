"""The game log opened at large text when the game ends: at 200 % on 1280x720 the result box lay
under the open log ("Computer 3 ..." for "Computer 3 wins!", the result's line cut and the Menu
button under the log). The box now lies beside the open log, whole. At the live table L opens
and folds the folded log, and Esc folds an open log before it opens the menu (as in a replay);
they did nothing and opened the pause menu."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.parts.table_paint import log_place
from tabletop.ui.scenes.menu import GameMenu
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")


def _session(finish: bool) -> Session:
    s = Session(
        "espionage",
        7,
        [
            SeatConfig("human", "Ann", "normal"),
            SeatConfig("bot", "Computer 2", "normal"),
            SeatConfig("bot", "Computer 3", "normal"),
        ],
    )
    bot = make_bot("espionage", "random")  # Ann's moves, so the game runs to its end
    while finish and not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        legal = s.game.legal_actions(seat)
        s.apply(
            bot.choose(s.game.view(seat), legal, s.bot_rng) if seat == 0 else s.bot_choice(seat)
        )
    return s


@pytest.mark.parametrize("size, ui", [((1280, 720), 200), ((1280, 720), 150), ((1024, 600), 200)])
def test_the_result_box_lies_beside_the_open_log(size: tuple[int, int], ui: int) -> None:
    def setup(t: object) -> None:
        t.log_open = True  # type: ignore[attr-defined]
        t.ending.game_ended()  # type: ignore[attr-defined]

    t, shot = screenprobe.drawn_table(size, ui, _session(True), setup, keys=False)
    assert t.game.is_terminal() and t.log_folded and t.log_open
    box, log = t.ending.rect, log_place(t)
    assert box.w and not box.colliderect(log), (box, log)
    assert pygame.Rect((0, 0), size).contains(box)
    assert [b.label for b in t.end_buttons] == ["Play again", "Replay", "Menu"]
    assert all(box.contains(b.rect) for b in t.end_buttons)
    title = t.ending.title(t.game.result())
    drawn = [p for p in shot.placed if box.contains(p.rect)]
    assert any(p.text == title for p in drawn), [p.text for p in drawn]
    assert not [p.text for p in drawn if p.text.rstrip().endswith("\u2026")]


def _key(app: object, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(pygame.event.get())  # type: ignore[attr-defined]


@pytest.mark.parametrize("keys", [False, True], ids=["mouse", "focus"])
def test_l_opens_and_folds_the_log_and_esc_folds_it_before_the_menu(keys: bool) -> None:
    t, _shot = screenprobe.drawn_table((1280, 720), 200, _session(False), keys=keys)
    app = t.app
    assert t.log_folded and not t.log_open and t.curtain_for is None
    _key(app, pygame.K_l)
    assert t.log_open and app.scene is t
    _key(app, pygame.K_l)
    assert not t.log_open
    _key(app, pygame.K_l)
    assert t.log_open
    _key(app, pygame.K_ESCAPE)  # an open log folds first
    assert not t.log_open and app.scene is t
    _key(app, pygame.K_ESCAPE)  # then the menu
    assert isinstance(app.scene, GameMenu)


def test_l_is_no_key_of_the_log_where_the_log_has_its_column() -> None:
    t, _shot = screenprobe.drawn_table((1280, 720), 100, _session(False), keys=False)
    assert not t.log_folded
    _key(t.app, pygame.K_l)
    assert not t.log_open and t.app.scene is t
