"""Austin Powers: a question's answer buttons keep off your hand's room. At 200 % on 1280x720
the tie after a Happening ("choose the target of your Happening") put "1 Computer 2 (Evil)" and
"2 Computer 3 (Good)" side by side along the bottom, squeezing a hand of five into overlapping
cards whose type lines read "F" and "S"; with six players the five answers left the hand one
card's width, its five cards drawn on one another. The answers now stand one over the other at
the right where a row would reach the hand: its cards side by side, no button over one."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe
from tests.ui.test_austin_races import FILL_E, FILL_G

pytestmark = pytest.mark.usefixtures("scaled_home")

HAND = [
    "Mojo Rising",
    "Do I Make You Randy?",
    "Springin' Shindig",
    "Groovy, Baby!",
    "Oh, Behave!",
    "Austin Powers, International Man of Mystery",
]
CASES = [((1280, 720), sc) for sc in (100, 150, 200)] + [((1024, 600), 100)]


def _tied(n: int) -> Session:
    seats: list[dict[str, Any]] = [
        {
            "side": "good" if i % 2 == 0 else "evil",
            "table": ["Shagette" if i % 2 == 0 else "Fembot"],
            "deck": FILL_G if i % 2 == 0 else FILL_E,
        }
        for i in range(n)
    ]
    seats[0]["hand"] = HAND
    names = [SeatConfig("human", "Player 1")]
    names += [SeatConfig("bot", f"Computer {i + 1}") for i in range(1, n)]
    s = Session("austin", 2, names)
    s.game.set_position({"current": 0, "seats": seats})
    s.apply(Action(0, "happening", (s.game.find("Mojo Rising", 0, "hand"),)))
    s.apply(Action(0, "happening_order", (*range(1, n), "tied", n - 1)))
    assert s.game.phase == "happening_target"
    return s


@pytest.mark.parametrize("size,scale", CASES)
@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_answers_leave_the_hand_side_by_side(
    size: tuple[int, int], scale: int, players: int
) -> None:
    t, _shot = screenprobe.drawn_table(size, scale, _tied(players))
    gv, view = t.gv, t.view
    cards = gv.hand_rects(gv.hand_size(view), gv.geometry(len(view["seats"])))
    assert len(cards) == len(HAND) - 1
    for a, b in zip(cards, cards[1:]):
        assert b.x >= a.right, (a, b)  # side by side, none over the next one's words
    answers = [b.rect for b in t.buttons if "Computer" in b.label]
    assert len(answers) == players - 1, [b.label for b in t.buttons]
    for r in answers:
        assert r.collidelist(cards) < 0, (r, cards)
        assert pygame.Rect((0, 0), size).contains(r), r
