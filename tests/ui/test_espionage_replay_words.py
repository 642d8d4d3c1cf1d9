"""Espionage's replay at 200 % on 1280x720 (the log's column and the replay's controls leave
the table small): Computer 3's panel cut its count to "3..." after the TURN tag, and the
stack's heading "THE STACK — last in, first out · 3 cards" ran onto the frame's line. The
count goes whole beside the seat's card backs where the tag leaves it no room, and the heading
drops its middle words where the whole line does not fit the panel."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.scenes.replay_scene import ReplayScene
from tests.ui import screenprobe
from tests.ui.test_stack_captions_apart import _three_on_the_stack

pytestmark = pytest.mark.usefixtures("scaled_home")


def _replayed(size: tuple[int, int]) -> tuple[ReplayScene, screenprobe.Shot]:
    s = _three_on_the_stack()
    app = screenprobe.make_app(size, 200)
    rp = ReplayScene(app, s.to_save())
    app.push(rp)
    rp.begin(0)
    rp.step(len(s.log))
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface(size)
        rp.draw(app.screen)
    return rp, shot


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_turn_seats_count_is_whole(size: tuple[int, int]) -> None:
    rp, shot = _replayed(size)
    t = rp.table
    turn = t.view["current"]
    assert turn != 0
    n = int(t.view["zones"][f"hand/{turn}"]["count"])
    panel = t.gv.opponent_rects(t.view)[turn]
    words = [p.text for p in shot.placed if panel.contains(p.rect)]
    assert any(w.startswith(f"{n} card") for w in words), words
    assert not [w for w in words if w.endswith("\u2026") and w[0].isdigit()], words


def test_the_stacks_heading_keeps_inside_its_panel() -> None:
    rp, _shot = _replayed((1280, 720))
    v = rp.table.gv
    v.table_rect = v.table_rect.copy()
    v.table_rect.width = int(v.table_rect.width * 0.8)  # a narrower panel (longer names)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        surf = pygame.Surface(rp.size)
        v.draw_stack(surf, rp.table.view, 0.0)
    drawn = [p for p in shot.placed if p.text.strip() and p.rect.bottom <= v.stack_top()]
    assert any("3 cards" in p.text for p in drawn), [p.text for p in drawn]
    inner = v.table_rect.right - int(16 * v.scale)
    assert all(p.rect.right <= inner for p in drawn), [(p.text, p.rect) for p in drawn]
