"""Issue 52 (1280x720): the Clues list said "JOURNALIST 1  S.H.I.E.L.D." but "MOTORCYCLE 1"
alone, the team's name dropped where the clue word left it no room on its row. Every clue in
the list says its team in words, on its row where it fits, else on the row under it; checked
on the recorded text rects at 100 %, 150 % and 200 % text."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.ui.clueplay import coop_session, home, traced_table  # noqa: F401  (home: the fixture)

SIZE = (1280, 720)
#: seed 2: you play S.H.I.E.L.D., whose name is the longer
MOVES = ["0:clue TINY 1", "1:guess 4", "1:stop", "0:cover 2", "0:clue MOTORCYCLE 1"]


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_every_clue_in_the_list_says_its_team(scale: int, tmp_path: Path) -> None:
    table, shot = traced_table(SIZE, scale, coop_session(2, MOVES))
    pygame.image.save(table.app.screen, str(tmp_path / f"clues-{scale}.png"))
    panel = table.gv.clue_panel
    inside = [p for p in shot.placed if panel.contains(p.rect)]
    heads = [p for p in inside if p.text.startswith(("MOTORCYCLE", "TINY"))]
    tags = [p for p in inside if p.text in ("HYDRA", "S.H.I.E.L.D.")]
    assert len(heads) == 2, [p.text for p in inside]
    assert len(tags) == 2, [p.text for p in inside]  # one for each clue
    for head in heads:  # each tag on its clue's row or the row under it, over no other text
        mine = [t for t in tags if head.rect.top <= t.rect.centery <= head.rect.bottom + t.rect.h]
        assert mine, (head.text, head.rect, [t.rect for t in tags])
    for t in tags:
        assert t.rect.collidelist([p.rect for p in inside if p is not t]) < 0, t.rect
