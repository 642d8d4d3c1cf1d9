"""Espionage with a hand of fifteen to twenty cards (four to six players): the card under the
pointer, or the one the keys focus, is drawn over its neighbours, whole (it stayed behind the
next card, its name cut); each covered card's type line, cut to "MIS" or "REA" by the next
card, is repeated whole on a tab: the word where every strip holds it, else the initial ("M",
"R") that a legend beside the hand's label names ("M Mission \u00b7 R Reaction")."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components import cards
from tabletop.ui.components.hand import type_plan
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.test_hand_tab_words import _hoard


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    return tmp_path


def _table(size: tuple[int, int], scale: int, n: int) -> tuple[TableScene, screenprobe.Shot]:
    app = screenprobe.make_app(size, scale)
    table, shot = screenprobe.frozen_table(app, _hoard(n), size)
    return table, shot


def _whole(table: TableScene, i: int, rect: pygame.Rect) -> float:
    """How much of hand card ``i``'s face shows as drawn at ``rect`` (its frame's ring and
    its own tick tab aside): the share of the face's opaque pixels, sampled, drawn as they
    are."""
    card = table.view["hand"][i]
    face = cards.face("espionage", card, table.gv.hand_card)
    w, h = face.get_size()
    inner = pygame.Rect(7, h // 6, w - 14, h - h // 6 - 7)  # its tick tab lies over its top
    same = seen = 0
    for y in range(inner.top, inner.bottom, 3):
        for x in range(inner.left, inner.right, 3):
            seen += 1
            a, b = table.app.screen.get_at((rect.x + x, rect.y + y)), face.get_at((x, y))
            same += b.a < 250 or max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b)) <= 6
    return same / seen


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hovered_or_focused_card_is_drawn_whole(
    home: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    try:
        table, _shot = _table(size, scale, 17)
        rects = table.gv.hand_now(table.view["hand"])
        assert len(rects) >= 17 and rects[6].x - rects[5].x < rects[5].width  # overlapped
        at = (rects[5].x + 4, rects[5].bottom - 10)  # on its strip's foot
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: at)
        for _ in range(2):  # the second frame: the card stays lifted under the pointer
            table._frame = None
            table.draw(table.app.screen)
        lifted = table.gv.lifted
        assert lifted is not None and lifted[0] == ("hand", table.view["hand"][5]["id"])
        assert _whole(table, 5, lifted[1]) > 0.99
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (0, 0))  # the keys: card 8
        table.focus.active = True
        table.focus.key = ("hand", table.view["hand"][8]["id"])
        table._frame = None
        table.draw(table.app.screen)
        assert _whole(table, 8, rects[8]) > 0.99
        assert _whole(table, 7, rects[7]) < 0.9  # (the one under it is covered, as it was)
    finally:
        pygame.quit()
        theme.set_ui(100, False)


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("n", [17, 20])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_covered_cards_type_reads_whole(
    home: Path, size: tuple[int, int], n: int, scale: int
) -> None:
    try:
        table, shot = _table(size, scale, n)
        gv, hand = table.gv, table.view["hand"]
        rects = gv.hand_now(hand)
        plans = [
            type_plan(r, rects[i + 1].x - r.x, c["name"], gv.scale, "espionage")
            for i, (c, r) in enumerate(zip(hand[:-1], rects))
        ]
        assert all(p is not None for p in plans), "a cut type line with no tab"
        pad = max(2, int(3 * gv.scale))
        legend = gv.type_legend()
        with theme.unscaled():
            for i, p in enumerate(plans):
                assert p is not None
                rect, px, text, word = p
                assert px >= theme.MIN_TEXT
                assert theme.text_width(text, px, "cond_bold") <= rect.width - 2 * pad, text
                assert theme.line_h(px) <= rect.height + 2
                assert rect.right <= rects[i + 1].x  # inside the strip
                named = f"{text} {word.title().replace(' / ', '/')}"
                assert text == word or named in legend
        if legend:  # the initials are named beside the hand's label, whole, in the window
            drawn = [x for x in shot.placed if x.text == legend]
            assert drawn and shot.surfaces[drawn[0].dest] == size
            assert drawn[0].rect.right <= gv.area.right and drawn[0].px >= theme.font_px(12)
            assert not [t for t in shot.shortened() if t.startswith(legend[:10])]
            label = gv.headings(table.view)[len(gv.opponent_rects(table.view)) + 1]
            assert not label.colliderect(rects[0].unionall(rects))  # above the cards
    finally:
        pygame.quit()
        theme.set_ui(100, False)
