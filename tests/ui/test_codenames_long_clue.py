"""Issue 52 at 200 % text (1280x720): the Clues list's "INTERDIMENSIONAL 2" ran past its panel
and the "2" was cut. Now a clue too long for its row beside the team's emblem, even at the
smallest text, takes a row of its own across the panel and its number the row under it;
checked on the recorded text rects."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.ui.clueplay import coop_session, home, traced_table  # noqa: F401  (home: the fixture)

SIZE = (1280, 720)
MOVES = ["0:clue INTERDIMENSIONAL 2", "1:guess 16", "1:guess 19", "1:stop"]


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_a_long_clue_and_its_number_stay_whole_in_the_clues_list(
    scale: int, tmp_path: Path
) -> None:
    table, shot = traced_table(SIZE, scale, coop_session(4, MOVES))
    pygame.image.save(table.app.screen, str(tmp_path / f"clues-{scale}.png"))
    panel = table.gv.clue_panel
    inside = [p for p in shot.placed if panel.colliderect(p.rect)]
    word = [p for p in inside if p.text.startswith("INTERDIMENSIONAL")]
    assert word, [p.text for p in inside]
    number = [p for p in inside if p.text in ("INTERDIMENSIONAL 2", "2")]
    assert number, [p.text for p in inside]
    for p in word + number:
        assert panel.contains(p.rect), (p.text, p.rect, panel)
    assert not [t for t in shot.spills if "INTERDIMENSIONAL" in t[0] or t[0] == "2"]
    assert "INTERDIMENSIONAL" not in " ".join(shot.shortened())
