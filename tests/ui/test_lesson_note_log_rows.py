"""Issue 52, the Marvel Codenames lesson at step 4 on 1280x720 (200 % text): its note, laid in
the log's column over the oldest lines, ended a few pixels into a log entry, and the entry's
last row ("clue.") showed under the note, its top cut. The note now reaches over the rest of
the entry its foot would cut: what shows of the log under it begins with an entry's first
row, whole."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tests.ui.freshhome import home  # noqa: F401  (the fixture)
from tests.ui.test_codenames_lesson_clue_rows import lesson_at_step4

SIZE = (1280, 720)


@pytest.mark.parametrize("scale", [150, 200])
def test_the_log_under_a_note_in_its_column_starts_with_a_whole_entry(
    scale: int, tmp_path: Path
) -> None:
    table = lesson_at_step4(scale)
    surf = pygame.Surface(SIZE)
    table.draw(surf)
    pygame.image.save(surf, str(tmp_path / f"step4-{scale}.png"))
    note, col = table.guide.panel_rect, table.log_rect
    if not col.colliderect(note):
        assert scale < 200, "at 200 % the note takes the log's column"
        return
    assert col.contains(note) and note.top == col.top, (note, col)
    size, inner, shown, step, starts = table.log._entry_rows(col, table.scale)
    rows = [(k, inner.y + k * step) for k in range(len(shown))]
    under = [k for k, y in rows if y >= note.bottom]
    for k, y in rows:  # no row cut by the note's foot
        assert not y < note.bottom < y + theme.line_h(size) - 1, (shown[k][0], y, note)
    if under:  # the first row under the note begins an entry ("clue." ended one)
        assert under[0] in starts, (shown[under[0]][0], note)
