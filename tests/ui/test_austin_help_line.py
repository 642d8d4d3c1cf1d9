"""The arena's line while help is asked says what is happening: with several possible helpers
they race ("Help asked: the first Frickin' Bone to land counts!"); with one (every 3-player
game) there is no race, and the line said the race's rule all the same. It names who is asked."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.games.austin.banner import HELP_LINE
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe


def _help_asked(players: int, seed: int = 3) -> Session:
    """Random play up to a call for help (the helpers' step)."""
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"Bot{i}", "normal") for i in range(1, players)
    ]
    s = Session("austin", seed, seats)
    bot, rng = RandomBot(), random.Random(seed)
    for _ in range(2000):
        f = s.game.view(0).get("fight")
        if f and f["helpers"] is not None:
            return s
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    raise AssertionError("no call for help")


@pytest.mark.parametrize("players", [3, 4])
def test_the_help_line_names_a_single_helper_and_races_only_several(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, players: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    s = _help_asked(players)
    view = s.game.view(0)
    helpers = view["fight"]["helpers"]
    assert len(helpers) == (1 if players == 3 else 2)
    want = (
        f"Help asked: {s.seat_name(helpers[0])} may throw a Frickin' Bone"
        if players == 3
        else HELP_LINE
    )
    app = screenprobe.make_app((1280, 720), 100)
    shot = screenprobe.Shot()
    try:
        with screenprobe.recording(shot):
            app.screen = pygame.Surface((1280, 720))
            t = TableScene(app, s, viewer=0, frozen=True)
            app.push(t)
            t.draw(app.screen)
        assert t.gv.help_line(view) == want
        drawn = " ".join(p.text for p in shot.placed if p.text and p.text in want)
        assert want in drawn  # on the table, whole
        if players == 3:
            assert not [p for p in shot.placed if "first Frickin' Bone" in (p.text or "")]
    finally:
        pygame.quit()
