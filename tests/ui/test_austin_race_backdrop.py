"""Austin Powers' bone race as a new player met it at 200 %: the player's tile said "Q / or
click / Space" (Space throws) while the table's button under the dimmed race still read "Throw
no bone [Space]" (Space declines); and the computers' tiles said "computer" smaller than the
grey "waiting" under it. Now the race's backdrop shows the table without its move buttons (the
felt where they lay), and a tile's small line is never drawn larger than its big one."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.ui import table as table_module
from tabletop.ui import theme
from tests.games.austin.positions import help_position
from tests.ui import screenprobe
from tests.ui.test_austin_races import FOUR, FRAME, Clock, _ask_for_help, _overlay, _table

pytestmark = pytest.mark.usefixtures("scaled_home")

DIM = (84, 78, 100)  # the race's dimming of the table (``RaceOverlay.backdrop``)


def _race(scale: int, monkeypatch: Any) -> tuple[Any, Any, Clock]:
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    app = screenprobe.make_app((1280, 720), scale)
    app.settings["relaxed_offered"] = True
    table = _table(app, FOUR, help_position(True))
    _ask_for_help(table)
    clock = Clock()
    return table, _overlay(table, clock), clock


@pytest.mark.parametrize("scale", [100, 200])
def test_the_tables_move_buttons_are_not_under_the_bone_race(scale: int, monkeypatch: Any) -> None:
    table, ov, clock = _race(scale, monkeypatch)
    labels = [b.label for b in table.buttons]
    assert "Throw no bone" in labels, labels  # with its key, Space
    felt = table.paint.table_layer().copy()
    felt.fill(DIM, special_flags=pygame.BLEND_MULT)
    box = ov.box()
    for frame in ("first", "later"):  # the table's last frame, then the table drawn anew
        if frame == "later":
            table.app.step([])
            clock.t += FRAME
        surf = pygame.Surface((1280, 720))
        ov.draw(surf)
        for b in table.buttons:
            r = b.rect.inflate(-4, -4)
            if r.colliderect(box):
                continue
            seen = pygame.surfarray.array3d(surf.subsurface(r))
            want = pygame.surfarray.array3d(felt.subsurface(r))
            assert (seen == want).all(), (frame, b.label, r)


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_a_computers_tile_says_waiting_no_larger_than_computer(
    scale: int, monkeypatch: Any
) -> None:
    table, ov, clock = _race(scale, monkeypatch)
    for _ in range(3):
        table.app.step([])
        clock.t += FRAME
    sizes: dict[str, int] = {}
    real = theme.blit_text

    def blit(surf: Any, text: str, size: int, *a: Any, **k: Any) -> Any:
        sizes[text] = theme.font_px(size)
        return real(surf, text, size, *a, **k)

    monkeypatch.setattr(theme, "blit_text", blit)
    ov.draw(pygame.Surface((1280, 720)))
    assert "computer" in sizes and "waiting" in sizes, sorted(sizes)
    assert sizes["waiting"] <= sizes["computer"], sizes
