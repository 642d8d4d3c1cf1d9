"""Austin Powers: "Ask for help" says so on the button where nobody can throw a bone. The
status line said "nobody has an Agent to help" while the button still read "Ask for help"
(the rulebook allows asking, and asking then loses the attempt at once), so a click was a
surprise. The button stays offered and reads "Ask for help (nobody can)" there; where a
helper has an Agent it reads "Ask for help"."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.parts.layout import ButtonItem
from tests.ui import screenprobe
from tests.ui.test_austin_help_nobody_able import _attacked

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize(
    "size, scale", [((1280, 720), 200), ((1280, 720), 100), ((1024, 600), 100)]
)
@pytest.mark.parametrize(
    "cy_table, words",
    [([], "Ask for help (nobody can)"), (["Dick, Fighter Pilot"], "Ask for help")],
)
def test_the_help_button_says_whether_anyone_can_help(
    size: tuple[int, int], scale: int, cy_table: list[str], words: str
) -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea"), SeatConfig("bot", "Cy")]
    s = Session("austin", 1, seats)
    s.game = _attacked(cy_table)
    t, shot = screenprobe.drawn_table(size, scale, s, keys=False)
    assert any(a.verb == "help" for a in t.legal(0))  # still offered
    lay = t.gv.layout_for(t.view, 0)
    (button,) = [b for b in lay.items if isinstance(b, ButtonItem) and b.key == ("button", "help")]
    assert button.label == words
    drawn = [p for p in shot.placed if p.text.startswith(words)]
    assert drawn, [p.text for p in shot.placed if "help" in p.text]
    assert all(pygame.Rect((0, 0), size).contains(p.rect) for p in drawn)
    assert not shot.clipped() and not shot.overlaps()
