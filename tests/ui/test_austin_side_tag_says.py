"""Austin Powers: a seat's GOOD or EVIL tag says what it means. A new player at a table of three
(1280x720, 200 %) took the two GOOD seats for partners, but every player plays alone (the help
race asks everyone but the two whose Agents fight) and the side only says which Agents an
Assassin may attack. A click on a seat's tag now says so, whole on the screen."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.parts.layout import LabelItem
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")


def _session() -> Session:
    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"Computer {i}") for i in (2, 3)]
    s = Session("austin", 1, seats)
    s.game.set_position(
        {
            "current": 0,
            "actions": 2,
            "seats": [
                {"side": "good", "table": ["Ivana Humpalot"], "hand": ["Shagette"]},
                {"side": "evil", "table": ["Fembot"], "hand": ["Zip It!"]},
                {"side": "good", "table": ["Shagette"]},
            ],
        }
    )
    return s


@pytest.mark.parametrize(
    "size, scale", [((1280, 720), 200), ((1280, 720), 100), ((1024, 600), 100)]
)
def test_a_click_on_a_side_tag_says_there_are_no_teams(size: tuple[int, int], scale: int) -> None:
    t, _shot = screenprobe.drawn_table(size, scale, _session(), keys=False)
    lay = t.gv.layout_for(t.view, 0)
    assert lay is not None
    tags = {it.key[1]: it for it in lay.items if isinstance(it, LabelItem) and it.key[0] == "side"}
    assert sorted(tags) == [0, 1, 2]
    window = pygame.Rect((0, 0), size)
    for seat, name, side in (
        (2, "Computer 3", "Good"),
        (1, "Computer 2", "Evil"),
        (0, "You", "Good"),
    ):
        tag = tags[seat]
        assert window.contains(tag.rect)
        pos = tag.rect.center
        t.toasts.items.clear()
        t.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        t.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        said = [x.text for x in t.toasts.items]
        assert len(said) == 1, said
        assert said[0].startswith(f"{side.upper()}: {name} play"), said
        assert f"{side} Agents" in said[0] and "No teams" in said[0], said
