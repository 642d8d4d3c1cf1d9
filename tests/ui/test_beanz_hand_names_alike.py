"""A Mighty Beanz hand at 200 % text on a 1280x720 window drew "+50 Attack Boost!", "Juggler
Bean" and "Mermaid Bean" large on two lines, but "Koala Bean" in 12 px on one line beside the
cost badge: its two lines at the largest size were a little too tall for the title plate, and
no smaller size on two lines was tried before the one line at 12 px (at 150 % "Kangaroo Bean"
likewise). Each name is now drawn as large as its face allows, on two lines where one is too
narrow, so the names of one hand read at a like size."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.beanz.view import side
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.components import card
from tests.ui import screenprobe
from tests.ui.test_beanz_table import advance, my_main, table_for

HANDS = [
    ["+50 Attack Boost!", "Sharpshoot!", "Koala Bean", "Juggler Bean", "Mermaid Bean"],
    ["Kangaroo Bean", "Juggler Bean", "Koala Bean", "Double Trouble!", "Bean Burst!"],
]


def _name_sizes(app: Any, hand: list[str]) -> dict[str, int]:
    """The size each hand card's name is drawn at (its smallest line), faces drawn afresh
    at the hand's card size."""
    s = Session("beanz", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
    assert advance(s, my_main)
    g = s.game
    g.hand[0][:] = [g._new_card(n, 0) for n in hand]
    table = table_for(app, s)
    pygame.mouse.set_pos((5, 5))  # no card lifted
    drawn: list[tuple[str, int]] = []
    real = theme.blit_text

    def blit_text(surf: Any, text: str, px: int, *a: Any, **k: Any) -> pygame.Rect:
        drawn.append((text, px))
        return real(surf, text, px, *a, **k)

    card.clear_cache()
    table.gv._faces.clear()
    theme.blit_text = blit_text  # type: ignore[assignment]
    try:
        for c in side(table.view, 0)["hand"]:  # as the hand draws them (side by side here)
            table.gv.face(c, table.gv.hand_card, info=True)
    finally:
        theme.blit_text = real  # type: ignore[assignment]
    sizes: dict[str, int] = {}
    for name in hand:
        words = set(name.split())
        lines = [px for text, px in drawn if text.strip() and set(text.split()) <= words]
        assert lines, (name, drawn)
        sizes[name] = min(lines)
    return sizes


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("hand", HANDS, ids=["koala", "kangaroo"])
def test_the_names_of_one_hand_read_at_a_like_size(
    tmp_path, monkeypatch, scale: int, hand: list[str]
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app((1280, 720), scale)
    try:
        sizes = _name_sizes(app, hand)
    finally:
        pygame.quit()
    largest = max(sizes.values())
    small = {n: px for n, px in sizes.items() if px < 0.7 * largest}
    assert not small, (scale, sizes)
    assert min(sizes.values()) >= 16, (scale, sizes)  # none left at the 100 % size
