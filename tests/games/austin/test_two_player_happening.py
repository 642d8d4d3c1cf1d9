"""With two players a Happening has one player to mimic its gesture: no race is run, and the
log says why that player is the target."""

from __future__ import annotations

import random

from tabletop.ai.base import make_bot
from tabletop.engine.game import new_game


def test_a_two_player_happening_says_why_there_is_no_race() -> None:
    said = []
    for seed in range(40):
        g = new_game("austin", seed, 2)
        bot, rng = make_bot("austin", "normal"), random.Random(seed)
        while not g.is_terminal() and not said:
            seat = g.active_seats()[0]
            events = g.apply(bot.choose(g.view(seat), g.legal_actions(seat), rng))
            kinds = [e.kind for e in events]
            if "HappeningPlayed" in kinds:
                assert g.timed() is None  # nothing to measure
                said = [e.text for e in events if e.kind == "GestureRaced"]
        if said:
            break
    assert said, "no Happening was played in 40 two-player games"
    assert "no race with two players" in said[0] and "the only other player" in said[0]
