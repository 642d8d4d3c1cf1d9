"""A Recovery that could only heal the Enemies of one's own attempt is no answer (a game
night, 2026-11-27: after Bea's own attack the window was put to her, behind her curtain, for
FOmar's Resta alone, nobody of hers hurt: it could heal only the Enemy she was fighting). The
move stays legal (the rulebook's Recoveries are "always optional"); the table asks first, and
says why: "no one in your party is hurt"."""

from __future__ import annotations

import random

from tabletop.engine.actions import parse_action
from tabletop.games.rpgget.bots import NormalBot
from tabletop.games.rpgget.facts import RpgGetFacts
from tabletop.games.rpgget.idle_recovery import idle_recovery
from tabletop.room.session import SeatConfig, Session

SEATS = [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")]


def test_healing_only_the_enemies_of_ones_own_attempt_is_no_answer() -> None:
    s = Session("rpgget", 4, SEATS, {})
    me, rng = NormalBot(), random.Random(4)
    for _ in range(25):
        g = s.game
        seat = g.active_seats()[0]
        s.apply(me.choose(g.view(seat), g.legal_actions(seat), rng))
    g = s.game
    view, legal = g.view(0), g.legal_actions(0)
    assert view["attempt"]["seat"] == 0 and g.window is not None  # after Ann's own attack
    resta = parse_action("0:act 8 1")
    assert resta in legal  # still hers to make
    assert idle_recovery(view, resta) == "no one in your party is hurt"
    assert not RpgGetFacts().answers(view, 0, legal)
