"""A hand card's words box keeps clear of the arena's help line. A new player asked for a bone
(three people, 1280x720, 100 %, 2026-11-27) read there why his bones could not help; resting
the pointer on one of them put its words box over that very line. The line, as drawn, is one
of the table's headings while help is asked, so the box goes elsewhere."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

HAND = ["Groovy, Baby!", "Smashing, Baby!", "Oh, Behave!", "Shagette", "Felicity Shagwell"]


def _asked() -> Session:
    """Cy (seat 0, Dick, Fighter Pilot on the table) asked for a bone he cannot throw in Bea's
    Rocket Launch Technician's assassination of Ann's Shagette."""
    seats = [SeatConfig("human", "Cy"), SeatConfig("bot", "Ann"), SeatConfig("bot", "Bea")]
    s = Session("austin", 1, seats)
    g = s.game
    g.set_position(
        {
            "current": 2,
            "actions": 2,
            "seats": [
                {"side": "good", "table": ["Dick, Fighter Pilot"], "hand": HAND},
                {"side": "good", "table": ["Shagette", "Austin From 10 Minutes From Now"]},
                {"side": "evil", "table": ["Rocket Launch Technician"]},
            ],
        }
    )
    g.apply(f"2:attempt {g.find('Rocket Launch Technician')} {g.find('Shagette', 1, 'table')}")
    g.apply("1:help")
    assert [a.verb for a in g.legal_actions(0)] == ["decline"]
    return s


@pytest.mark.parametrize("scale", [100, 150])
def test_a_hand_cards_words_box_lies_off_the_help_line(scale: int) -> None:
    size = (1280, 720)
    app = screenprobe.make_app(size, scale)
    t, _shot = screenprobe.frozen_table(app, _asked(), size)
    gv = t.gv
    stops = [s for s in t.focus.stops() if s.kind == "hand"]
    assert len(stops) == len(HAND)
    checked = 0
    for stop in stops:
        t.focus.active = True
        everything = t.focus.stops()
        t.focus.focus(everything, everything.index(stop))
        surf = pygame.Surface(size)
        t._frame = None  # the hand drawn anew, with the focused card's words
        t.draw(surf)
        line = gv.help_box
        assert line is not None and line in gv.headings(t.view)
        box = t.hand_words.rect
        if box is None:
            continue
        checked += 1
        assert not box.colliderect(line), (stop.name, box, line)
    assert checked
