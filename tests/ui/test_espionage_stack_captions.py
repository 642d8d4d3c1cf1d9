"""Espionage at large text: the caption under a card on THE STACK is whole ("Courier by
Computer 2", never "Courier..." as at 200 % on 1280x720, issue 52): it takes the stack's
free width, and a card under another lies far enough from it for its caption's line."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe
from tests.ui.test_hotseat import SEVEN


def _two_on_the_stack() -> Session:
    session = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
    for move in [*SEVEN, "2:play 4 1", "0:pass", "1:pass", "2:pass", "0:react 41 4"]:
        session.apply(parse_action(move))
    return session


def _one_on_the_stack() -> Session:
    return textprobe._session("espionage", 3, 12, "bot,bot")


@pytest.mark.parametrize("make", [_one_on_the_stack, _two_on_the_stack])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_a_stack_cards_caption_is_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, make, size, scale: int
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(size, scale)
    try:
        session = make()
        table, shot = screenprobe.frozen_table(app, session, size)
        view = table.view
        assert view["stack"], "a card on the stack"
        captions = [table.gv.say(it["label"]) for it in view["stack"]]
        rects = table.gv.stack_rects(view)
        panel = table.gv.table_rect
        # under the cards, or beside them where under them would cut words (200 %)
        places = table.gv.captions
        drawn = [p for p in shot.placed if any(c.contains(p.rect) for c in places)]
        words = " ".join(p.text for p in drawn)
        px = theme.font_px(theme.px(15 * table.gv.scale))
        need = sum(theme.text_width(c, px) + int(40 * table.gv.scale) for c in captions)
        if need <= panel.width:  # the stack's width holds every caption on its line
            for caption in captions:
                assert " ".join(caption.split()) in " ".join(words.split()), (caption, words)
            assert not [t for t in shot.shortened() if any(c[:6] in t for c in captions)]
        else:  # too narrow for all at this text size: each caption still names its card
            for caption in captions:
                assert caption.split()[0] in words.split(), (caption, words)
        for p in drawn:  # each caption's line inside the panel, clear of the next card
            if p.text.strip() and any(p.text.strip() in c for c in captions):
                assert panel.contains(p.rect), (p.text, p.rect, panel)
                assert p.rect.collidelist(rects) < 0, (p.text, p.rect)
        if scale > 100:
            pygame.image.save(app.screen, str(tmp_path / "stack.png"))
    finally:
        theme.set_ui(100, False)
        pygame.quit()
