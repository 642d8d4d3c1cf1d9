"""At 1280x720 a new player's hand slid sideways when a move button came or went: a Double
Agent's question took End turn away and the three cards moved 70 px right under the pointer;
a reaction window's No reaction moved them back. The hand's row now ends left of the widest
move button whether one shows or not, so a hand of N cards sits at the same places whatever
the buttons, at every text size.

Seed 3, Ann against a computer playing at random, each state drawn from Ann's seat."""

from __future__ import annotations

import random

import pytest

from tabletop.ai.base import make_bot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui.screenprobe import make_app

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("scale", [100, 200])
def test_the_hand_keeps_its_places_when_a_button_comes_or_goes(scale: int) -> None:
    app = make_app((1280, 720), scale)
    session = Session(
        "espionage", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer", "normal")]
    )
    bot, rng = make_bot("espionage", "random"), random.Random(1)
    places: dict[int, dict[tuple[int, ...], set[tuple[str, ...]]]] = {}
    for _ in range(90):
        if session.game.is_terminal():
            break
        table = TableScene(app, session, viewer=0, frozen=True)
        app.push(table)
        table.draw(app.screen)
        hand = table.view["hand"] or []
        xs = tuple(r.x for r in table.gv.hand_rects(hand))
        buttons = tuple(b.label for b in table.buttons)
        places.setdefault(len(hand), {}).setdefault(xs, set()).add(buttons)
        app.pop()
        seat = session.game.active_seats()[0]
        view, legal = session.game.view(seat), session.game.legal_actions(seat)
        session.apply(bot.choose(view, legal, rng))
    shown = set().union(*(b for d in places.values() for b in d.values()))
    assert {(), ("End turn",), ("No reaction",)} <= shown, shown  # each case met
    moved = {n: d for n, d in places.items() if len(d) > 1}
    assert not moved, moved  # hand size -> {x places: the buttons shown with them}
