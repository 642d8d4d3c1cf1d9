"""Espionage by the keys: Down from the discard pile goes to the hand card nearest under it, the
first card of a hand of three or four (a new keyboard player's Down from the discard pile
landed on the second card, and the Enter after it picked up a card they did not mean). Enter
then picks up that card. At 1280x720 and 1024x600, 100 % and 200 % text.

Seed 0, Ann against the computer: the turn's start (four cards), then after a Medic (three)."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.screenprobe import make_app
from tests.ui.spyplay import espionage_table, press

pytestmark = pytest.mark.usefixtures("scaled_home")

MOVES = ["0:play 24", "0:pass", "1:pass"]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("moves", [0, 3])
def test_down_from_the_discard_pile_reaches_the_first_card(
    size: tuple[int, int], scale: int, moves: int
) -> None:
    app = make_app(size, scale)
    table, _clock = espionage_table(app, MOVES[:moves])
    focus = table.focus
    focus.active = True
    stops = focus.stops()
    pile = next(i for i, s in enumerate(stops) if s.name.startswith("Discard"))
    focus.focus(stops, pile)
    hand = [s for s in stops if s.kind == "hand"]
    assert len(hand) == 4 - moves // 3
    press(app, pygame.K_DOWN)
    here = focus.current()
    assert here is not None and here.kind == "hand", here
    assert here.key == hand[0].key, (here.name, [h.name for h in hand])
    # the card nearest the pile across (under it, or the row's first right of it)
    pr = stops[pile].rect
    across = [max(0, h.rect.left - pr.right, pr.left - h.rect.right) for h in hand]
    assert across[0] == min(across), across
    press(app, pygame.K_RETURN)
    assert focus.holding()
    assert table.drag is not None and table.drag["item"].key == here.key
