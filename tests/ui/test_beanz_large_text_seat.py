"""Mighty Beanz at large text, what a new player met at 200 % (issue 52): your name's "(you)"
had its descenders cut by your deck's backs, the Bean's token sat over "Right hand" in the
set-up's choice of a hand, and a Bean card in the hand showed its name and values over all
of its picture. At 100/150/200 % on 1280x720, 1920x1080 and 1024x600: your name ends above
the deck's topmost back, the token beside the label, and a hand Bean card keeps a band of its
picture in sight between its name and its panel, each word inside its own box."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.beanz.labels import side
from tabletop.ui import assets, theme
from tabletop.ui.components import card as card_component
from tabletop.ui.components import face_scale
from tests.ui import screenprobe, textprobe

SIZES = [(1280, 720), (1920, 1080), (1024, 600)]
CASES = [(size, scale) for size in SIZES for scale in (100, 150, 200)]
IDS = [f"{w}x{h}-{scale}" for (w, h), scale in CASES]


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _drawn(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int, after: int
) -> tuple[Any, list[tuple[str, pygame.Rect]], pygame.Surface]:
    """The README's Beanz game (seed 5) after ``after`` moves, drawn from seat 0: the table,
    every text it drew (text, rect) and the screen."""
    texts: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def blit_text(surf: Any, s: str, *a: Any, **k: Any) -> pygame.Rect:
        r = real(surf, s, *a, **k)
        texts.append((s, pygame.Rect(r)))
        return r

    monkeypatch.setattr(theme, "blit_text", blit_text)
    app = screenprobe.make_app(size, scale)
    session = textprobe._session("beanz", 5, after, "human,bot")
    table, _shot = screenprobe.frozen_table(app, session, size)
    monkeypatch.setattr(theme, "blit_text", real)
    return table, texts, app.screen


@pytest.mark.parametrize(("size", "scale"), CASES, ids=IDS)
@pytest.mark.parametrize("after", [1, 24], ids=["cut-40-cards", "mid-game"])
def test_your_name_ends_above_your_decks_backs(
    home: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int, after: int
) -> None:
    """Whole, descenders and all: each line of "Player 1 (you)" (as drawn, its font's full
    height) clear of every back the deck draws, of the discard pile and of the action points."""
    try:
        table, texts, _screen = _drawn(monkeypatch, size, scale, after)
        gv, view = table.gv, table.view
        deck, disc = gv.pile_rects(view, 0)
        backs = gv.deck_backs(deck, side(view, 0)["deck"])
        lines = [line for _px, line in gv.name_lines(view, 0)]
        drawn = [r for s, r in texts if s in lines]
        assert len(drawn) == len(lines), (lines, [s for s, _r in texts][:20])
        assert "(you)" in " ".join(lines)
        for r in drawn:
            assert r.collidelist([*backs, disc]) < 0, (r, backs, disc)
        if after == 1:
            assert len(backs) == 4 and min(b.top for b in backs) == deck.top - 6
        if gv.ap_rows() and view["current"] == 0:
            assert not drawn[0].colliderect(gv.ap_rect()), (drawn[0], gv.ap_rect())
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize(("size", "scale"), CASES, ids=IDS)
def test_the_beans_token_sits_beside_the_hand_to_hide_it_in(
    home: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    """ "Left hand" and "Right hand" whole inside their buttons, the Bean's token after the
    words (drawn there: its picture's middle on the screen), over neither."""
    try:
        table, texts, screen = _drawn(monkeypatch, size, scale, 4)
        gv, view = table.gv, table.view
        assert view["phase"] == "hide" and 0 in view["active"]
        choices = gv.setup_choices(view, 0, table.legal(0))
        assert [label for _a, _r, label in choices] == ["Left hand", "Right hand"]
        for _a, button, label in choices:
            words = next(r for s, r in texts if s == label)
            _w, token = gv.choice_places(button, label, True)
            assert button.contains(words) and button.contains(token), (label, button, token)
            assert not words.inflate(-2, -2).colliderect(token), (label, words, token)
            assert token.left >= words.right and token.height >= gv.token_side() - 1
            img = assets.image("beanz/bean_yellow.png", token.size)
            assert img is not None
            mid = img.get_at((token.width // 2, token.height // 2))
            seen = screen.get_at(token.center)
            assert mid.a >= 250 and all(abs(seen[i] - mid[i]) <= 4 for i in range(3)), seen
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize(("size", "scale"), CASES, ids=IDS)
def test_a_hand_bean_card_keeps_its_picture_in_sight(
    home: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    """Each Bean card of the opening hand (three of five) at large text: a band of its art at
    least ``FOOT_ART`` of the card's height between its name's plate and its panel (at 200 %
    the name and a four-line panel covered all of it), the name's lines inside the plate, the
    panel's words inside the panel and no smaller than at 100 %, the MMP always shown."""
    try:
        table, _texts, _screen = _drawn(monkeypatch, size, scale, 5)
        gv = table.gv
        w, h = gv.hand_card
        beans = [c for c in side(table.view, 0)["hand"] if c.get("kind") == "bean"]
        assert len(beans) == 3
        sizes = []
        real = theme.blit_text
        texts: list[tuple[str, int, pygame.Rect]] = []

        def blit_text(surf: Any, s: str, px: int, *a: Any, **k: Any) -> pygame.Rect:
            r = real(surf, s, px, *a, **k)
            texts.append((s, px, pygame.Rect(r)))
            return r

        for c in beans:
            texts.clear()
            card_component.clear_cache()
            gv._faces.clear()
            monkeypatch.setattr(theme, "blit_text", blit_text)
            gv.face(c, (w, h), info=True)
            monkeypatch.setattr(theme, "blit_text", real)
            name = str(c["name"])
            title = card_component.LAYOUTS[("beanz", name, (w, h))]["title"]
            words = [t for t in texts if t[0] and t[0].rstrip("-") in name]
            rest = [t for t in texts if t not in words and t[0].strip()]
            rest = [t for t in rest if t[0] != str(c.get("cost"))]  # its badge
            assert words and all(title.contains(r.inflate(-2, -4)) for _s, _p, r in words)
            assert any(s.startswith("MMP") for s, _p, _r in rest), rest
            grown = gv.hand_panel(c, (w, h))
            if scale == 100:
                assert grown is None  # as it always was
                continue
            assert grown is not None
            px, rows = grown
            panel = gv.panel_rect(rows, pygame.Rect(0, 0, w, h), px)
            for _s, _p, r in rest:
                assert panel.contains(r.inflate(-2, -2 * max(1, r.height // 6))), (r, panel)
            assert px >= gv.info_base(w)
            band = panel.top - title.bottom
            assert band >= int(h * face_scale.FOOT_ART) - 1, (name, title, panel, band)
            sizes.append(px)
        if scale > 100:  # one size for the hand, a longer power's a little smaller
            assert max(sizes) == gv.hand_px((w, h)) and sizes.count(max(sizes)) >= 2, sizes
    finally:
        theme.set_ui(100, False)
        pygame.quit()
