"""Mighty Beanz' attack panel at 100, 150 and 200 % on 1280x720 and 1920x1080 (2026-11-25, a
new player read "Zombie D100\u2026" and "Kangaroo D100\u2026"): the breakdown and each
target's outcome wrap onto more lines instead of being shortened, and the panel grows to hold
every line, the total under them."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe, textprobe

#: bots' moves into a game where the rival's Bean Attack on three of your Beans waits on the
#: stack (seed 16, 53 moves: "Cannonball D100: Sidewayz" twice, "Kangaroo D100: Sidewayz")
SEED, AFTER = 16, 53


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_attack_panel_wraps_its_lines_and_grows_to_hold_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    session = textprobe._session("beanz", SEED, AFTER, "human,bot")
    app = screenprobe.make_app(size, scale)
    try:
        table, shot = screenprobe.frozen_table(app, session, size)
        gv, view = table.gv, table.view
        shown = gv.attack_shown(view, 0)
        assert shown is not None and len(shown.targets) == 3
        box = gv.attack_box(view, shown)
        assert box is not None
        lines, total = gv.attack_lines(view, shown)
        plan = gv.attack_plan(box, lines, total, shown.targets)
        assert plan.height <= box.height, (plan.height, box.height)  # every line drawn
        assert not shot.shortened(), shot.shortened()
        drawn = " ".join(t for t, _px, face in shot.sizes if not face)
        for sl in shown.targets:
            for word in gv.target_label(total, sl).split():
                assert word in drawn
        assert f"ATTACK {total}" in drawn
        assert box.bottom <= gv.hand_y and box.top >= gv.top_y + gv.slot_h
    finally:
        theme.set_ui(100, False)
        pygame.quit()
