"""Marvel Codenames with the keys, the number badges on the grid's cards (the Director covering
a card for the simulated rival): at 200 % a badge lay over the card's key pill, so "HYDRA" read
"YDRA" and "S.H.I.E.L.D." ".H.I.E.L.D.". Each badge now has its card's top left corner, left of
the pill's name and above the card's word, at 100, 150 and 200 % on 1280x720 and 1920x1080;
checked on the rects the table draws (the badges, the pill's name room, each word's ink)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.games.codenames import paint
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.layers.focus_parts import badge_rect
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.freshhome import home_curtains_open  # noqa: F401  (the fixture "home")
from tests.ui.test_codenames_large_text_keys import MOVES, _words_on_screen

SIZES = [(1280, 720), (1920, 1080)]


def _rival_turn(size: tuple[int, int], scale: int, seats: str) -> tuple[Any, screenprobe.Shot]:
    """A co-op game at the simulated rival's turn (``seats``: "hb", a person directing the
    computer's Agent; "hh", two people, the main window an Agent's view), keys pressed."""
    people = [SeatConfig("human" if k == "h" else "bot", f"P{i}", "normal") for i, k in
              enumerate(seats)]  # fmt: skip
    session = Session("codenames", 4, people, {"variant": "co-op"})
    for line in MOVES:
        session.apply(parse_action(line))
    assert session.game.view(0)["phase"] == "rival"
    app = screenprobe.make_app(size, scale)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface(size)
        table = TableScene(app, session, viewer=0, frozen=True)
        app.push(table)
        table.curtain_for = None
        table.focus.active = True  # a focus key pressed: the number badges show
        table.draw(app.screen)
    return table, shot


def _label_rooms(table: Any) -> list[tuple[str, pygame.Rect]]:
    """Where the key's pill writes its kind's name on each uncovered card, on the screen."""
    gv, key = table.gv, table.view.get("key")
    out = []
    for cell, r in zip(table.view["grid"], gv.geo.cells):
        if cell["cover"] is None and key:
            kind = key[cell["index"]]
            with theme.unscaled():  # drawn on the face at 100 %, sized by the card
                _pill, room, _em = gv.key_geometry(kind, r.size, gv.geo.corner)
            out.append((paint.KIND_LABEL[kind], room.move(r.topleft)))
    return out


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_each_badge_lies_clear_of_its_cards_name_and_the_pills_name(
    size: tuple[int, int], scale: int, tmp_path: Path
) -> None:
    table, shot = _rival_turn(size, scale, "hb")
    pygame.image.save(table.app.screen, str(tmp_path / f"director-{size[0]}-{scale}.png"))
    numbered = table.focus.numbered()
    assert len(numbered) == 8  # the rival's eight cards
    words, labels = _words_on_screen(table), _label_rooms(table)
    assert len(labels) == 25 - sum(c["cover"] is not None for c in table.view["grid"])
    digits = [p for p in shot.placed if p.text in "12345678" and table.gv.geo.grid.inflate(
        20, 20).contains(p.rect)]  # fmt: skip
    assert sorted(p.text for p in digits) == [str(n) for n in range(1, 9)]
    for n, (r, below, tab) in enumerate(numbered, start=1):
        b = badge_rect(r, table.scale, below, tab, table.gv.badge_room(table.view, r))
        assert r.left <= b.left and b.right < r.centerx, (n, b, r)  # its own card's corner
        digit = next(p for p in digits if p.text == str(n))
        assert b.collidepoint(digit.rect.center)  # the drawn digit is in its badge
        for word, ink in words:
            assert not b.colliderect(ink), f"badge {n} over the word {word}"
        for label, room in labels:
            assert not b.colliderect(room), f"badge {n} {b} over the pill's {label} {room}"
    for label, room in labels:  # each pill's name whole in its room at the readable size
        with theme.unscaled():
            assert theme.text_width(label, theme.MIN_TEXT, "bold") <= room.width, (label, room)
    floor = round(theme.MIN_TEXT * scale / 100)
    assert not [(px, t) for t, px, _f in shot.sizes if t in "12345678" and t and px < floor]


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_an_agents_view_numbers_no_card_and_its_corners_keep_clear_of_the_words(
    size: tuple[int, int], scale: int, tmp_path: Path
) -> None:
    """Two people: the main window is what an Agent may see, so it offers no rival card to
    choose (the Director picks it behind the peek or in the Director window) and draws no
    badge; a badge's corner on the Agent's plain cards would still keep clear of each word."""
    table, shot = _rival_turn(size, scale, "hh")
    pygame.image.save(table.app.screen, str(tmp_path / f"agent-{size[0]}-{scale}.png"))
    assert table.gv.last_shown["key"] is None  # the key is not on the main window
    assert not table.focus.numbered()
    assert not [p for p in shot.placed if p.text in "12345678" and p.text
                and table.gv.geo.grid.contains(p.rect)]  # fmt: skip
    words = _words_on_screen(table)
    for r in table.gv.geo.cells:
        b = badge_rect(r, table.scale, None, False, table.gv.badge_room(table.view, r))
        assert not [w for w, ink in words if b.colliderect(ink)], (r, b)
