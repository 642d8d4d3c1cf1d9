"""Issue 52 at 200 % text (1280x720), with the keys: the number badges of the rival's cards (the
Director covering one for the simulated rival) lay over the words of the grid's cards (STARK
TOWER, ATLANTIS, MS. MARVEL, SABRETOOTH); the banner's head was cut ("The simulated
S.H.I.E.L.D. covers one\u2026"); the clue box showed about 7 letters (VILLAINOUS read
"LAINOUS"). Now each badge lies at its card's top left above its word, the head takes two
lines, the box shows the whole word; checked on the recorded text rects."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.games.codenames.paint import word_plan
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.layers.focus_parts import badge_rect
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.freshhome import home_curtains_open  # noqa: F401  (the fixture "home")

SIZE = (1280, 720)
#: a game against the simulated rival up to its turn (the Director covers one of its cards)
MOVES = ["0:clue STAR 2", "1:guess 16", "1:guess 19", "1:stop"]


def _session() -> Session:
    seats = [SeatConfig("human", "H0"), SeatConfig("bot", "B1", "normal")]
    return Session("codenames", 4, seats, {"variant": "co-op"})


def _rival_turn(scale: int) -> tuple[Any, screenprobe.Shot]:
    session = _session()
    for line in MOVES:
        session.apply(parse_action(line))
    assert session.game.view(0)["phase"] == "rival"
    app = screenprobe.make_app(SIZE, scale)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):  # from the start: the text a layer caches too
        app.screen = pygame.Surface(SIZE)
        table = TableScene(app, session, viewer=0, frozen=True)
        app.push(table)
        table.focus.active = True  # a focus key pressed: the number badges show
        table.draw(app.screen)
    return table, shot


def _words_on_screen(table: Any) -> list[tuple[str, pygame.Rect]]:
    """Every grid card's word lines' ink where it lies on the screen (the face's own plan,
    each line's letters as drawn: a line's box runs below its capitals)."""
    gv, view = table.gv, table.view
    out = []
    for cell, r in zip(view["grid"], gv.geo.cells):
        if cell["cover"] is not None:
            continue
        pictures = bool(view.get("pictures"))
        _box, placed = word_plan(cell["word"], r.size, pictures, theme.card_scale())
        for line, px, font, at in placed:
            with theme.unscaled():  # a face's letters are sized by its card
                f = theme.font(px, font)  # their heights above and below the baseline
            glyphs = [m for m in f.metrics(line) if m is not None]
            top = at.y + f.get_ascent() - max(m[3] for m in glyphs)
            bottom = at.y + f.get_ascent() - min(m[2] for m in glyphs)
            ink = pygame.Rect(at.x, top, at.width, bottom - top)
            assert pygame.Rect((0, 0), r.size).contains(ink), (line, ink)  # on its card
            out.append((line, ink.move(r.topleft)))
    return out


@pytest.mark.parametrize("scale", [100, 200])
def test_the_number_badges_lie_clear_of_every_cards_word(scale: int, tmp_path: Path) -> None:
    table, shot = _rival_turn(scale)
    pygame.image.save(table.app.screen, str(tmp_path / f"badges-{scale}.png"))
    numbered = table.focus.numbered()
    assert len(numbered) == 8  # the rival's eight cards
    words = _words_on_screen(table)
    grid = table.gv.geo.grid.inflate(20, 20)
    digits = [
        p for p in shot.placed if p.text in {str(n) for n in range(1, 9)} and grid.contains(p.rect)
    ]
    assert len(digits) == 8, [p.text for p in digits]
    for n, (r, below, tab) in enumerate(numbered, start=1):
        room = table.gv.badge_room(table.view, r)
        assert room is not None
        b = badge_rect(r, table.scale, below, tab, room)
        assert r.left <= b.left and b.right <= r.centerx  # on its own card, at its left
        digit = next(p for p in digits if p.text == str(n))
        assert b.collidepoint(digit.rect.center)  # the recorded digit is in its badge
        for word, ink in words:
            assert not b.colliderect(ink), f"badge {n} over {word}"
    floor = round(theme.MIN_TEXT * scale / 100)
    assert not [(px, t) for t, px, face in shot.sizes if t in "12345678" and px < floor]


def test_the_banner_head_takes_two_lines_whole_at_200(tmp_path: Path) -> None:
    table, shot = _rival_turn(200)
    pygame.image.save(table.app.screen, str(tmp_path / "banner.png"))
    banner = table.gv.geo.banner
    head = [p for p in shot.placed if banner.contains(p.rect) and p.px >= 30]
    assert " ".join(p.text for p in head) == "The simulated S.H.I.E.L.D. covers one of its cards"
    assert len(head) == 2
    assert not [t for t in shot.shortened() if "covers" in t]
    sub = [p for p in shot.placed if banner.contains(p.rect) and p not in head]
    assert " ".join(p.text for p in sub) == "Director: click a S.H.I.E.L.D. card to cover it."
    for p in sub:
        assert all(p.rect.top >= h.rect.bottom for h in head)  # under the head, not over it
        assert p.rect.bottom <= banner.bottom
    assert not shot.clipped()


@pytest.mark.parametrize("scale", [100, 200])
def test_the_clue_box_shows_the_whole_word(scale: int, tmp_path: Path) -> None:
    app = screenprobe.make_app(SIZE, scale)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        table = TableScene(app, _session(), viewer=0)
        app.push(table)
        app.step([])
        table.curtain_for = None
        table.next_bot_at = time.monotonic() + 60
        table.refresh()
        for ch in "villainous":
            k = pygame.key.key_code(ch)
            table.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=ch))
        shot.placed.clear()
        table.draw(app.screen)
    pygame.image.save(app.screen, str(tmp_path / f"clue-{scale}.png"))
    box = table.gv.entry.rect
    typed = [p for p in shot.placed if p.text == "VILLAINOUS"]
    assert typed, [p.text for p in shot.placed][:20]
    assert box.contains(typed[-1].rect.inflate(-2, -2)), (typed[-1].rect, box)
    give = table.gv.rects["main"]["give"]
    assert not give.colliderect(box) and give.right <= table.gv.geo.banner.right
