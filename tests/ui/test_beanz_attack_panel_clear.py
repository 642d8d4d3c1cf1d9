"""Issue 52 (a new player, Mighty Beanz at 200 % on 1280x720, 2026-11-26): the panel of a Bean
Attack pointed at ("Bean Attack in Galaxy 1: the defender picks ... ATTACK 50") grew up over
the lower half of the player's own Lion Bean and its power and values. Grown over your row of
the mat, the panel moves along under it to where it covers none of your cards, and still
holds all of its lines."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe, textprobe

#: bots' moves into a game where your Cannonball Bean (slot 1, Galaxy 1) may attack and your
#: Ring Master Bean lies in Galaxy 3 (seed 0, 13 moves)
SEED, AFTER, ATTACKER = 0, 13, 1


@pytest.mark.parametrize("scale", [150, 200])
def test_the_pointed_attack_panel_covers_none_of_your_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    size = (1280, 720)
    session = textprobe._session("beanz", SEED, AFTER, "human,bot")
    app = screenprobe.make_app(size, scale)
    try:
        table, _shot = screenprobe.frozen_table(app, session, size)
        gv, view = table.gv, table.view
        assert view["mat"][ATTACKER]["bean"] is not None and not view["stack"]
        shown = gv.hover_attack(view, 0, ATTACKER)
        box = gv.attack_box(view, shown)
        assert box is not None
        mine = [
            gv.slot_rect(view, sl["slot"])
            for sl in view["mat"]
            if sl["owner"] == 0 and (sl["bean"] or sl["cosmos"])
        ]
        assert len(mine) == 2
        assert not [r for r in mine if r.colliderect(box)], (box, mine)
        lines, total = gv.attack_lines(view, shown)
        plan = gv.attack_plan(box, lines, total, shown.targets, shown.title)
        assert plan.height <= box.height  # every line drawn
        mat = gv.mat_rect()  # under the mat's width, over the hand by nothing
        assert mat.left <= box.left and box.right <= mat.right and box.bottom <= gv.hand_y
    finally:
        theme.set_ui(100, False)
        pygame.quit()
