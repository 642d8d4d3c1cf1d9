"""Austin Powers: a helper who holds a Frickin' Bone the rules do not let them throw is told
why. A new player (1280x720, 100 %) was asked for a bone holding "Oh, Behave!" with no Agent of
their own on the table: the card was not outlined, the only button was "Throw no bone", "What
can I do?" listed only "Decline", and nothing said why (the rulebook: the thrower's own active
Agents must put out the bone's vibes). Now the arena's help line, "What can I do?", a click on
the card and a drag of it say it in a player's words."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.scenes.howto import moves_in_words
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

WHY = (
    "Oh, Behave! can't help here: in a shag attempt it needs the vibes of your own Agents on "
    "the table (1 Shagadelic), and you have no Agents there."
)


def _asked(scale: int) -> tuple[Any, Any, screenprobe.Shot, int]:
    """Cy (seat 0, no Agent on the table, "Oh, Behave!" in hand) asked for a bone: Bea's Dr.
    Evil attempts to shag Ann's Shagette and Ann asks for help."""
    seats = [SeatConfig("human", "Cy"), SeatConfig("bot", "Ann"), SeatConfig("bot", "Bea")]
    s = Session("austin", 1, seats)
    g = s.game
    g.set_position(
        {
            "current": 2,
            "actions": 2,
            "seats": [
                {"side": "good", "table": [], "hand": ["Shagette", "Oh, Behave!"]},
                {"side": "good", "table": ["Shagette"], "hand": ["Groovy, Baby!"]},
                {"side": "evil", "table": ["Dr. Evil"], "hand": ["Zip It!"]},
            ],
        }
    )
    g.apply(f"2:attempt {g.find('Dr. Evil')} {g.find('Shagette', 1, 'table')}")
    g.apply("1:help")
    assert g.active_seats() == [0] and [a.verb for a in g.legal_actions(0)] == ["decline"]
    app = screenprobe.make_app((1280, 720), scale)
    t, shot = screenprobe.frozen_table(app, s, (1280, 720))
    return app, t, shot, g.find("Oh, Behave!", 0, "hand")


def test_the_engine_says_why_in_a_players_words() -> None:
    _app, t, _shot, behave = _asked(100)
    assert t.game.illegal_reason_or_none(Action(0, "throw", (behave,))) == WHY


def test_what_can_i_do_says_why_the_bone_cannot_help() -> None:
    _app, t, _shot, _behave = _asked(100)
    lines = moves_in_words(t, 0)
    assert "\u2022 Throw no bone" in lines, lines  # the button's words, not "Decline"
    assert WHY in lines, lines


@pytest.mark.parametrize("scale", [100, 200])
def test_the_arenas_help_line_says_the_bone_cannot_help(scale: int) -> None:
    _app, _t, shot, _behave = _asked(scale)
    drawn = " ".join(p.text for p in shot.placed if p.text)
    assert "Oh, Behave! can't help here" in drawn, drawn
    if scale == 100:  # room for all of it
        assert "1 Shagadelic" in drawn and "no Agents there" in drawn, drawn


@pytest.mark.parametrize("gesture", ["click", "drag"])
def test_picking_the_bone_up_says_why(gesture: str) -> None:
    app, t, _shot, behave = _asked(100)
    hand = t.view["zones"]["hand/0"]["cards"]
    r = t.gv.hand_rects(len(hand), t.gv.geometry(3))[[c["id"] for c in hand].index(behave)]
    spot = [rr for *_x, rr in t.gv.arena_layout(t.view)["agents"]][-1]  # Ann's Shagette
    end = r.center if gesture == "click" else spot.center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1)])
    if gesture == "drag":
        for k in range(1, 6):
            p = (
                r.centerx + (end[0] - r.centerx) * k // 5,
                r.centery + (end[1] - r.centery) * k // 5,
            )
            app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
    said = [x.text for x in t.toasts.items]
    assert WHY in said, said
    assert not [x for x in said if x.startswith("Not now")], said  # no "not now" instead
