"""Espionage at the game's end: every hand is shown to all, and the hand along the bottom was
still labelled "Dee \u2014 your hand (9)" on the screen everyone reads the end from (a hot-seat
game, with Ann's turn due). It is labelled by its seat's name alone ("Dee's hand (9)"); during
the game it stays "Ann \u2014 your hand (4)"."""

from __future__ import annotations

import random

import pytest

from tabletop.ai.base import RandomBot
from tabletop.games.espionage import piles
from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")


def _played(to_the_end: bool) -> Session:
    s = Session("espionage", 735303, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy", "Dee")])
    rng = random.Random(3)
    for _ in range(10_000 if to_the_end else 6):
        if s.game.is_terminal():
            break
        seat = s.game.active_seats()[0]
        s.apply(RandomBot().choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    assert s.game.is_terminal() == to_the_end
    return s


@pytest.mark.parametrize("ui", [100, 200])
def test_the_hand_at_the_end_is_labelled_by_its_seats_name(ui: int) -> None:
    app = screenprobe.make_app((1280, 720), ui)
    t, shot = screenprobe.frozen_table(app, _played(True), (1280, 720))
    n = len(t.view["hand"])
    texts = [p.text for p in shot.placed]
    assert f"Ann's hand ({n})" in texts, texts
    assert not [x for x in texts if "your hand" in x]
    label = piles.hand_label_rect(t.gv, t.view, 0)
    assert any(label.contains(p.rect) for p in shot.placed if p.text == f"Ann's hand ({n})")


def test_during_the_game_it_is_still_your_hand() -> None:
    app = screenprobe.make_app((1280, 720), 100)
    t, shot = screenprobe.frozen_table(app, _played(False), (1280, 720))
    n = len(t.view["hand"])
    assert f"Ann \u2014 your hand ({n})" in [p.text for p in shot.placed]
