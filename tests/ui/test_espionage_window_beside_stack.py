"""Espionage at 200 % on 1280x720 with three cards on the stack and a reaction window open: the
window's bar goes beside the stack's cards, and the captions saying who played each card on
whom were gone (their room was measured down to the bar's top, above the cards' foot), and the
bar's head was cut to "Reactions to: Protector by / Computer 2 against Target of...". Each card
now keeps its caption under it, left of the bar, and the head is whole on three lines."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.test_stack_captions_apart import _three_on_the_stack

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("ui", [150, 200])
def test_a_window_beside_the_stack_leaves_each_card_its_caption(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ui: int
) -> None:
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    app = screenprobe.make_app((1280, 720), ui)
    try:
        app.time_source = ManualClock()
        t = TableScene(app, _three_on_the_stack(), viewer=0)
        app.push(t)
        t.curtain_for = None
        app.step([])
        app.step([])
        assert t.window_key is not None
        t._frame = None
        t.draw(app.screen)
        pygame.image.save(app.screen, str(tmp_path / f"window_{ui}.png"))
        bar = t.bar.rect()
        rects, lines = t.bar.lay_out()[0], t.bar.lay_out()[1]
        assert bar is not None and rects == bar
        assert not [x for x in lines if x.endswith("\u2026")], lines
        assert "Player 1" in " ".join(lines)
        caps = [c for c in t.gv.captions if c.width and c.height]
        assert len(caps) == 3, t.gv.captions
        assert not [c for c in caps if c.colliderect(bar)], (caps, bar)
    finally:
        pygame.quit()
