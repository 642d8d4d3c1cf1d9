"""Espionage: "THE STACK" over the stack's cards is never behind the first card (issue 52: at
200 % on 1280x720 the card, its glow included, hid the title's foot), and the number of cards
stands apart from "last in, first out"."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.test_espionage_stack_captions import _one_on_the_stack, _two_on_the_stack


@pytest.mark.parametrize("make", [_one_on_the_stack, _two_on_the_stack])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
@pytest.mark.parametrize("scale", [100, 200])
def test_the_stack_title_stays_clear_of_its_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, make, size, scale: int
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(size, scale)
    try:
        table, shot = screenprobe.frozen_table(app, make(), size)
        pygame.image.save(app.screen, str(tmp_path / "stack.png"))
        rects = table.gv.stack_rects(table.view)
        title = [p.rect for p in shot.placed if p.text == "THE STACK"]
        assert title
        glow = max(3, int(4 * table.gv.scale))  # the top card's glow reaches past its edge
        for r in rects:
            assert r.inflate(2 * glow, 2 * glow).collidelist(title) < 0, (r, title)
        panel = table.gv.table_rect
        count = [
            p
            for p in shot.placed
            if p.text.endswith(("1 card", "2 cards")) and panel.collidepoint(p.rect.center)
        ]
        assert count and all(p.text.startswith("\u00b7") for p in count), count
        assert all(panel.contains(r) for r in rects), rects
    finally:
        theme.set_ui(100, False)
        pygame.quit()
