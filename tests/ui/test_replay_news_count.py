"""A replay at 200 % on 1280x720 (the log folded behind its button): stepping back from the end
one move at a time, the round said by the Log button read "+494 more in the Log", then "+863",
"+1226" in a game of 110 moves, since each step wrote the log anew and the news took the whole
of it as new lines for every seat again. The count is now what the others did since the
watched seat's last move, less the lines shown, at every step back and forth, as the live
table says it."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.scenes.replay_scene import ReplayScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")


def _save() -> dict:
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
    while not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        legal = s.game.legal_actions(seat)
        s.apply(
            bot.choose(s.game.view(seat), legal, s.bot_rng) if seat == 0 else s.bot_choice(seat)
        )
    return s.to_save()  # type: ignore[no-any-return]


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(pygame.event.get())


def _others_since_anns_move(rp: ReplayScene) -> list[str]:
    """The log's lines of the moves since Ann's last own move (a pass is not one), less her
    own turn's end: what a round said to Ann counts."""
    tl = rp.timeline
    assert tl is not None
    last = 0
    for k in range(1, rp.pos + 1):
        a = parse_action(tl.log[k - 1])
        if a.seat == 0 and a.verb != "pass":
            last = k
    lines = [x for k in range(last + 1, rp.pos + 1) for x, _loud in tl.lines[k]]
    return [x for x in lines if not x.startswith("Ann's turn ends")]


def test_the_rounds_more_count_is_right_at_every_step_back_and_forth() -> None:
    save = _save()
    assert len(save["log"]) > 40
    app = screenprobe.make_app((1280, 720), 200)
    clock = ManualClock()
    app.time_source = clock
    app.push(LauncherScene(app))
    rp = ReplayScene(app, save)
    app.push(rp)
    rp.begin(0)
    assert rp.table.log_folded
    keys = [pygame.K_END] + [pygame.K_LEFT] * 14 + [pygame.K_RIGHT] * 6 + [pygame.K_LEFT] * 6
    checked = 0
    for key in keys:
        _key(app, key)
        for _ in range(4):
            clock.advance(0.1)
            app.step([])
        news = rp.table.news
        if news.round_of != 0 or not news.msgs.active():
            continue
        rows = news.msgs.items[-1].text.split("\n")
        more = rows[-1] if rows[-1].endswith("more in the Log") else ""
        shown = rows[:-1] if more else rows
        theirs = _others_since_anns_move(rp)
        assert all(x in theirs for x in shown), (rp.pos, shown, theirs)
        left = len(theirs) - len(shown)
        assert more == (f"+{left} more in the Log" if left > 0 else ""), (rp.pos, more, theirs)
        assert left < len(rp.table.log.lines)
        checked += 1
    assert checked >= 3  # Ann's turn came back several times on the way
