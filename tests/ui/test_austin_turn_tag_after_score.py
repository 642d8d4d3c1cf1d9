"""Austin Powers' TURN tag in a full seat panel at 200 % (1280x720): with an Agent's plate, "+1
more" and the counts' line filling the panel's corners, the tag lay on the panel's bottom edge,
half on the arena or the panel under it. Where its score's last row (the vibes' counts) leaves
the room, the tag follows that row, inside the panel and over none of its words."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.components import marks
from tests.ui import screenprobe, textprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

#: games under way (players, seed, moves) whose current seat's panel has no free corner
FULL = [(4, 3, 30), (4, 5, 90), (6, 3, 60), (6, 3, 90), (6, 5, 60), (6, 5, 120)]


@pytest.mark.parametrize("players,seed,after", FULL)
def test_the_turn_tag_follows_the_score_in_a_full_panel(
    monkeypatch: pytest.MonkeyPatch, players: int, seed: int, after: int
) -> None:
    tags: list[pygame.Rect] = []
    real = marks.turn_tag

    def tag(surf: pygame.Surface, at: tuple[int, int], s: float, height: int = 0) -> pygame.Rect:
        r = real(surf, at, s, height)
        tags.append(r.copy())
        return r

    monkeypatch.setattr(marks, "turn_tag", tag)
    size = (1280, 720)
    app = screenprobe.make_app(size, 200)
    seats = ",".join(["human"] + ["bot"] * (players - 1))
    t, shot = screenprobe.frozen_table(app, textprobe._session("austin", seed, after, seats), size)
    v = t.view
    cur = v["current"]
    assert v["winner"] is None and cur != 0
    panel = t.gv.panel_layout(v, cur)["rect"]
    assert tags
    words = [p for p in shot.placed if p.text.strip() and p.text != "TURN"]
    for r in tags:
        assert panel.contains(r), (r, panel)
        hit = [p.text for p in words if p.rect.inflate(-4, -8).colliderect(r)]
        assert not hit, hit
