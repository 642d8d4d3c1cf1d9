"""Austin Powers: "Your hand (N)" jumped as the hand shrank. With six cards the label sat above
the icons legend (x 771 on a 1280x720 window); one card played, it moved left to the end of the
shorter row (x 645), and again with each card. It now stays put whatever the hand holds: above
the legend's left edge, or (large text, where the band above the row is too low for it) in the
room the row keeps for it at its end; it still keeps clear of every card."""

from __future__ import annotations

import copy
from typing import Any

import pygame
import pytest

from tabletop.games.austin.cards import pile
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tests.ui import screenprobe

SEATS = [
    SeatConfig("human", "Ann"),
    SeatConfig("bot", "Computer 2"),
    SeatConfig("bot", "Computer 3"),
]


def _labels(size: tuple[int, int], scale: int) -> dict[int, tuple[pygame.Rect, list[pygame.Rect]]]:
    app = screenprobe.make_app(size, scale)
    try:
        table, _ = screenprobe.frozen_table(app, Session("austin", 7, SEATS, {}), size)
        gv = table.gv
        geo = gv.geometry(len(table.view["seats"]))
        hand = pile(table.view, "hand", 0)
        assert hand is not None and len(hand) == 6
        out = {}
        for n in range(6, 0, -1):
            view: dict[str, Any] = copy.deepcopy(table.view)
            view["zones"]["hand/0"]["cards"] = hand[:n]
            view["zones"]["hand/0"]["count"] = n
            table.view = view
            label = gv.hand_label_at(view, geo)
            assert label is not None
            out[n] = (label, gv.hand_rects(n, geo))
        return out
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)],
)
def test_your_hands_label_stays_put_as_the_hand_shrinks(
    size: tuple[int, int], scale: int, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    got = _labels(size, scale)
    places = {(r.x, r.y) for r, _ in got.values()}
    assert len(places) == 1, {n: (r.x, r.y) for n, (r, _) in got.items()}
    for n, (label, cards) in got.items():
        assert label.collidelist(cards) < 0, (n, label, cards)
        assert 0 <= label.x and label.right <= size[0], (n, label)
