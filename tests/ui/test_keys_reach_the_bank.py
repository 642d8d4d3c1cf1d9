"""The key driver (``keydriver.Mirror``, which plays whole games by keys in the tests) makes
RPG Get!'s bank moves: a card of the bank is withdrawn once its owner presses Look (the bank
lies face down until then, and its cards are no stops of the keys), and Done ends the turn.
Before, the driver tried twelve of the moves, all withdraws and flips of cards it could not
reach, and stopped ("no keys make any of 0:done, 0:withdraw 71, ..."); now a move on a button
is always among those it tries. Each move is made
with Home, Tab, Enter and the number keys alone, in a table laid out as the app's."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.room.session import SeatConfig, Session
from tests.ui.keydriver import NAMES, Mirror

#: RPG Get! two-handed, seed 3: after 92 moves Ann may withdraw or flip a banked card
SEED, MOVES = 3, 92


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _mirror() -> Mirror:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer", "normal")]
    session = Session("rpgget", SEED, seats, {})
    bot, rng = make_bot("rpgget", "normal"), random.Random(SEED)
    for _ in range(MOVES):
        g = session.game
        seat = g.active_seats()[0]
        session.apply(bot.choose(g.view(seat), g.legal_actions(seat), rng))
    m = Mirror({**session.to_save(), "log": []}, (1280, 720))
    m.sync(session.log)
    return m


@pytest.mark.parametrize("verb", ["withdraw", "done"])
def test_the_bank_moves_and_done_are_made_by_keys(home: Path, verb: str) -> None:
    try:
        m = _mirror()
        t = m.table
        assert t.acting_seat() == 0
        legal = t.legal(0)
        assert {"withdraw", "flip", "done"} <= {a.verb for a in legal}
        action = next(a for a in legal if a.verb == verb)
        m.keys = []
        assert m.keys_for(action), f"no keys make {action}"
        assert m.session.log[-1] == str(action), m.session.log[-2:]
        assert m.keys and set(m.keys) <= set(NAMES.values()), m.keys  # keys alone
    finally:
        pygame.quit()
