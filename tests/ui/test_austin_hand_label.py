"""Austin Powers at large text: "Your hand (6)" sat in the band over the hand row, lower than
the label at 200 %, so it met the tick tabs of the cards you may play and your panel's rim (a
new player at 1280x720). With large text it goes beside the row's last card, at the row's top,
clear of every card, tab, button and panel; at 100 % it stays above the row's left end, right
of the tabs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.components import marks
from tabletop.ui.components.widgets import label_pad
from tests.ui import screenprobe, textprobe


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("scene", ["austin-six", "austin"])
def test_your_hands_label_keeps_clear_of_tabs_cards_and_panels(
    home: Path, scene: str, size: tuple[int, int], scale: int
) -> None:
    _name, game, seed, after, seats = next(s for s in textprobe.SCENES if s[0] == scene)
    try:
        app = screenprobe.make_app(size, scale)
        table, shot = screenprobe.frozen_table(
            app, textprobe._session(game, seed, after, seats), size
        )
        gv, view = table.gv, table.view
        hand = view["zones"][f"hand/{gv.me()}"]["cards"]
        drawn = [p.rect for p in shot.placed if p.text == f"Your hand ({len(hand)})"]
        assert len(drawn) == 2  # its shadow, then its words
        label = drawn[0].union(drawn[1])
        geo = gv.geometry(len(view["seats"]))
        rects = gv.hand_rects(len(hand), geo)
        legal = table.legal(gv.me()) if table.acting_seat() == gv.me() else []
        usable = {a.args[0] for a in legal if a.args and a.verb not in ("attempt", "use")}
        if scene == "austin-six":
            assert usable, "a turn of one's own: cards to play, with their tabs"
        ink = label.inflate(-4, -2 * max(2, label.height // 6))
        pad = label_pad() if scale > 100 else 2
        assert pygame.Rect((0, 0), size).contains(label)
        for c, r in zip(hand, rects):
            assert not ink.colliderect(r), (c["name"], label, r)
            if c["id"] in usable:
                assert not ink.inflate(2 * pad, 0).colliderect(marks.tab_rect(r)), (label, r)
        assert not ink.colliderect(geo["mine_table"]), (label, geo["mine_table"])
        for b in table.buttons:
            assert not ink.colliderect(b.rect), (b.label, label)
        assert not shot.overlaps(), shot.overlaps()[:4]
    finally:
        pygame.quit()


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("scene", ["austin-six", "austin"])
def test_a_hovered_card_lifted_into_the_band_never_covers_your_hands_label(
    home: Path, scene: str, size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The pointer on each card of your hand in turn lifts it (and its tick tab) into the band
    over the row, where "Your hand (6)" lay at 100 % (a new player, 2026-11-26): the label
    keeps clear of the lifted card, its tab and every other tab."""
    _name, game, seed, after, seats = next(s for s in textprobe.SCENES if s[0] == scene)
    try:
        app = screenprobe.make_app(size, scale)
        table, _shot = screenprobe.frozen_table(
            app, textprobe._session(game, seed, after, seats), size
        )
        gv, view = table.gv, table.view
        hand = view["zones"][f"hand/{gv.me()}"]["cards"]
        rects = gv.hand_rects(len(hand), gv.geometry(len(view["seats"])))
        legal = table.legal(gv.me()) if table.acting_seat() == gv.me() else []
        usable = {a.args[0] for a in legal if a.args and a.verb not in ("attempt", "use")}
        tabs = [marks.tab_rect(r) for c, r in zip(hand, rects) if c["id"] in usable]
        real_text = theme.blit_text
        said: list[pygame.Rect] = []  # where the label is drawn, each frame

        def blit_text(
            dest: pygame.Surface, text: str, size: int, pos: Any, *a: Any, **kw: Any
        ) -> Any:
            out = real_text(dest, text, size, pos, *a, **kw)
            if text == f"Your hand ({len(hand)})":
                box = (theme.text_width(text, size, "bold"), theme.line_h(size))
                said.append(pygame.Rect(pos, box))
            return out

        monkeypatch.setattr(theme, "blit_text", blit_text)
        for c, r in zip(hand, rects):
            point = (r.x + 6, r.bottom - 6)  # a part of the card no neighbour covers
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda p=point: p)
            said.clear()
            table._frame, table.dirty = None, True  # the cached frame: drawn anew
            table.draw(app.screen)
            lifted = gv.lifted
            assert lifted is not None and lifted[0] == ("hand", c["id"]), c["name"]
            up: pygame.Rect = lifted[1]
            assert up.y < r.y  # it is drawn lifted
            assert len(said) == 1, said
            label = said[0]
            for keep in [up, marks.tab_rect(up), *tabs]:
                assert not label.colliderect(keep), (c["name"], label, keep)
            if scale == 100 and c is hand[0]:
                pygame.image.save(app.screen, str(home / f"{scene}-hover.png"))
    finally:
        pygame.quit()
