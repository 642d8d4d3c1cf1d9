"""Austin Powers' evening up at large text keeps how to discard in the top bar: at 200 % on
1280x720 the line's fewer words read "Discard 1, then Even up" / "Discard any, then Even up"
and dropped the click that discards, the one hint of how, at the size where the piles are
hardest to see. The words drawn in the bar say to click, whole, at every size."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import table as table_module
from tests.ui import screenprobe
from tests.ui.test_austin_discard_count import _table

pytestmark = pytest.mark.usefixtures("scaled_home")

CASES = [((1280, 720), sc) for sc in (100, 150, 200)] + [((1024, 600), 100)]
STAGES = {"over six": (7, ("0:end",)), "six": (6, ("0:end",)), "down": (8, ("0:end", "0:even_up"))}


@pytest.mark.parametrize("stage", sorted(STAGES))
@pytest.mark.parametrize("size,scale", CASES)
def test_the_bar_says_a_click_discards(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, size: tuple[int, int], scale: int, stage: str
) -> None:
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    app = screenprobe.make_app(size, scale)
    ann, moves = STAGES[stage]
    t = _table(app, ann, moves)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface(size)
        t.draw(app.screen)
    pygame.image.save(app.screen, str(tmp_path / f"{stage}.png"))
    bar = [p for p in shot.placed if p.rect.bottom <= t.bar_rect.bottom + 2]
    said = " ".join(p.text for p in bar).lower()
    assert "click" in said, said
    assert not any(p.cut for p in bar) and not shot.shortened(), said
