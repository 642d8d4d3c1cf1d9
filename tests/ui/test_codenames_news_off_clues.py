"""Marvel Codenames at 150 % on 1280x720, the person as HYDRA's Agent with a computer Director
against the simulated S.H.I.E.L.D.: after the rival's turn the folded log's lines ("The
simulated S.H.I.E.L.D. covered GUARDIANS OF THE GALAXY ... HYDRA's Director: SKY 1") lay over
the Clues list for seconds, hiding its "Rival covers ..." lines just when the Agent reads the
clue history. Now they keep off the Clues list's lines (the list counts as what the table says
lies there: ``View.headings``)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe


def _to_phase(session: Session, phase: str, skip: int = 0) -> None:
    bot = make_bot("codenames", "normal")
    seen = 0
    for _ in range(400):
        g = session.game
        if g.phase == phase:
            if seen == skip:
                return
            seen += 1
        seat = g.active_seats()[0]
        session.apply(bot.choose(g.view(seat), g.legal_actions(seat), session.bot_rng))
    raise AssertionError("position not reached")


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("seed", [4, 11])
def test_the_rivals_turn_said_keeps_off_the_clue_lines(scale: int, seed: int) -> None:
    seats = [SeatConfig("bot", "Computer 2", "normal"), SeatConfig("human", "Ann")]
    session = Session("codenames", seed, seats, {"variant": "co-op"})
    _to_phase(session, "rival", skip=1)  # a few clues in the list already
    app = screenprobe.make_app((1280, 720), scale)
    try:
        t = TableScene(app, session, viewer=1, frozen=True)
        app.push(t)
        t.frozen = False
        t.draw(app.screen)  # the log as the table opened: seen
        bot = make_bot("codenames", "normal")
        g = session.game
        while 1 not in g.active_seats():  # the rival's cover, then the computer's clue
            seat = g.active_seats()[0]
            t.submit(bot.choose(g.view(seat), g.legal_actions(seat), session.bot_rng))
        t.refresh()
        t.gv.anims.clear()  # the covers have dropped: the table is still
        t._frame = None
        t.draw(app.screen)
        if out := os.environ.get("TABLETOP_SHOTS"):
            pygame.image.save(app.screen, str(Path(out) / f"codenames_news_{scale}_{seed}.png"))
        assert t.log_folded and not t.log_open
        news = t.news.rect
        assert news is not None, "the rival's turn was not said"
        lines = t.gv.clue_lines
        assert lines.height and not news.colliderect(lines), (news, lines, t.news.lines)
        assert not news.collidelist(list(t.gv.geo.cells)) >= 0, news
    finally:
        pygame.quit()
