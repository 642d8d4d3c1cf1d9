"""RPG Get! hot-seat, Ann and Bea: Ann's Vyse attacks and the reaction window asks only Ann,
open to the whole table (every hand face down, "Ann [Q]" on the bar). The top line said "Ann
answers Vyse's attack" as if Ann had already taken it; it says "Ann may answer Vyse's attack"
until Ann claims the window (her hand on screen), then "Ann answers ..."."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.games.rpgget.labels import card_in
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.table import TableScene
from tests.ui import screenprobe


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


def _one_asked(seed: int) -> Session:
    """Two people played at random up to a window of an attack that asks one of them."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")]
    s = Session("rpgget", seed, seats)
    for _ in range(600):
        g = s.game
        view = g.view(None)
        if view["phase"] == "window" and len(g.active_seats()) == 1 and view.get("pending"):
            return s
        a = g.active_seats()[0]
        s.apply(RandomBot().choose(g.view(a), g.legal_actions(a), s.bot_rng))
    raise AssertionError("no window asked one person: pick another seed")


@pytest.mark.parametrize("seed", [3, 5])
def test_an_open_window_nobody_claimed_says_who_may_answer(home: Path, seed: int) -> None:
    try:
        session = _one_asked(seed)
        app = screenprobe.make_app((1280, 720), 100)
        t = TableScene(app, session)
        app.push(t)
        asked = session.game.active_seats()[0]
        name = session.seat_name(asked)
        view = session.game.view(None)
        attacker = card_in(view, int(view["pending"]["user"]))
        assert attacker is not None
        what = f"{attacker['name']}'s attack"
        t.viewer, t.claimant = None, None  # open to the table: no hand on screen
        t.view = session.game.view(None)
        assert t.gv.status(t.view, None) == f"{name} may answer {what}"
        t.viewer = t.claimant = asked  # claimed: the asked person's hand on screen
        t.view = session.game.view(asked)
        assert t.gv.status(t.view, asked) == f"{name} answers {what}"
    finally:
        pygame.quit()
