"""Marvel Codenames at the end with large text on 1280x720 (issue 52): the folded log's recap
("What the clues meant": INSECT: 1 - Ant-Man ...) lay over the Clues list, its only spot in
the widths tried. A narrower width is tried where none of those finds a spot, so the recap
lies on the bare table beside the end panel: over no clue, card, plate or button."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from tabletop.ui.parts.layout import ButtonItem, CardItem, LabelItem
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.test_end_panel_large_text import _ended


@pytest.mark.parametrize("scale", [150, 200])
def test_the_end_recap_covers_no_clue_card_or_panel(scale: int) -> None:
    app = screenprobe.make_app((1280, 720), scale)
    try:
        t = TableScene(app, _ended("codenames"), viewer=0, frozen=True)
        app.push(t)
        t.frozen = False
        t.draw(app.screen)  # the log as the table opened: seen
        t.ended_shown = False
        t.ending.game_ended()  # the end's lines go to the log: the recap among them
        t._frame = None
        t.draw(app.screen)
        if out := os.environ.get("TABLETOP_SHOTS"):
            pygame.image.save(app.screen, str(Path(out) / f"codenames_end_news_{scale}.png"))
        assert t.log_folded and not t.log_open
        news = t.news.rect
        assert news is not None, "the recap was not said"
        assert any(line.strip().startswith("CLASSROOM: 1") for line in t.news.lines), t.news.lines
        assert app.screen.get_rect().contains(news)
        lay = t.gv.layout_for(t.view, t.acting_seat())
        kinds = CardItem | LabelItem | ButtonItem
        keep = [it.rect for it in (lay.items if lay else []) if isinstance(it, kinds)]
        keep += [t.gv.clue_panel, t.ending.rect, t.bar_rect]
        keep += [b.rect for b in [*t.end_buttons, *t.top_buttons]]
        hit = [r for r in keep if r.width and r.height and news.colliderect(r)]
        assert not hit, (news, hit)
    finally:
        pygame.quit()
