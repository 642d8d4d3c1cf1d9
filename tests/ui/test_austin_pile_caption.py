"""Austin Powers: your discard and score piles say what they are. At 200 % they read as two
blank boxes (or two cards) with a count at the top right of your panel, nothing naming them.
A caption "discard \u00b7 score" lies under them, inside your panel, over no other words."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import Session
from tests.ui import screenprobe
from tests.ui.test_austin_vibe_icons_grow import _session as vibes_session

pytestmark = pytest.mark.usefixtures("scaled_home")

CASES = [((1280, 720), sc) for sc in (100, 150, 200)] + [((1024, 600), 100)]
CAPTION = "discard \u00b7 score"


def _session() -> Session:
    return vibes_session(discard=["Shagette"], score=["Basil Exposition"])


@pytest.mark.parametrize("size, scale", CASES)
def test_your_piles_are_named(size: tuple[int, int], scale: int) -> None:
    app = screenprobe.make_app(size, scale)
    t, shot = screenprobe.frozen_table(app, _session(), size)
    gv, view = t.gv, t.view
    panel = gv.panel_layout(view, 0)["rect"]
    # (the other seats' piles have their own caption: test_austin_other_piles_named)
    said = [p for p in shot.placed if p.text == CAPTION and panel.colliderect(p.rect)]
    assert said, [p.text for p in shot.placed]
    piles = [gv.score_rect(view, 0), gv.discard_rect(view, 0)]
    for p in said:
        assert panel.contains(p.rect), (p.rect, panel)
        for r in piles:
            assert r is not None and p.rect.top >= r.bottom, (p.rect, r)
    assert not [o for o in shot.overlaps() if CAPTION in o], shot.overlaps()
    assert pygame.Rect(said[0].rect).right <= max(r.right for r in piles if r is not None)
