"""Issue 52 at 200 % text (the Director on 1280x720, 2026-11-26): while the clue box had the
keyboard its words ("Clue box: type one word; the number keys 1-9 pick its number; Enter gives
the clue") lay on a band over the table's foot, hiding the Director window's button and the
Clues list's last lines, while the top bar's status line stood empty. Now the top bar says
them in fewer words on two lines, beside its buttons, and nothing is laid over the table."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.codenames.entry import TYPING, TYPING_SHORT
from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.cluedesk import director_typing
from tests.ui.freshhome import home_curtains_open  # noqa: F401  (the fixture "home")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_clue_boxs_words_are_in_the_top_bar_not_over_the_table(
    size: tuple[int, int], tmp_path: Path
) -> None:
    shot = screenprobe.Shot()
    with director_typing(size, "hero", shot) as (app, table):
        assert table.gv.typing and table.focus.status_text() == TYPING
        app.screen = pygame.Surface(size)
        table.draw(app.screen)
    pygame.image.save(app.screen, str(tmp_path / f"typing-{size[0]}.png"))
    paint = table.paint
    assert paint.band_text == "" and paint.band_rect is None  # nothing over the table
    bar = table.bar_rect
    said = [p for p in shot.placed if " " in p.text and p.text in TYPING_SHORT]
    assert " ".join(p.text for p in said) == TYPING_SHORT  # on two lines at most
    assert 1 <= len(said) <= 2
    buttons = [b.rect for b in table.top_buttons if b.rect.w]
    for p in said:
        assert bar.contains(p.rect.inflate(-2, -2)), (p.text, p.rect, bar)
        assert p.rect.collidelist(buttons) < 0, p.text
    floor = round(theme.MIN_TEXT * 200 / 100)
    assert all(p.px >= floor for p in said)
    # the Director window's button and the Clues list: no words of the box over them
    gv = table.gv
    kept = [r for r in (gv.rects["main"].get("dwin"), gv.clue_panel) if r is not None and r.w]
    assert kept
    assert not [p.text for p in shot.placed if p.text in TYPING and p.rect.collidelist(kept) >= 0]
