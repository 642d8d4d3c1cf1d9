"""Issue 52: at 200 % text on 1024x600, in a hot-seat window shown to everyone, the bar's line
"Everyone is looking: Cy's hand stays face down." ran past the bar's right edge. The bar is
widened where the table has room beside the stack's cards, else the line wraps inside it
(the bar grows): whole, never cut, on every screen and text size."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.test_hotseat import SEVEN

LINE = "Everyone is looking: Cy's hand stays face down."


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_face_down_line_is_whole_inside_the_bar(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    app = screenprobe.make_app(size, scale)
    try:
        app.time_source = ManualClock()
        session = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
        for move in SEVEN:
            session.apply(parse_action(move))
        table = TableScene(app, session)
        app.push(table)
        table.lift_curtain()  # Cy's turn: Cy at the screen
        assert table.submit(parse_action("2:play 4 1"))  # Cy's Sniper: everyone may answer
        app.step([])
        assert table.screen.public_window()
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            app.screen = pygame.Surface(size)
            table.draw(app.screen)
        bar = table.bar.rect()
        assert bar is not None
        on_screen = [p for p in shot.placed if shot.surfaces[p.dest] == size]
        first = next(i for i, p in enumerate(on_screen) if p.text.startswith("Everyone is"))
        words: list[str] = []
        pieces = []
        for p in on_screen[first:]:  # its lines, one under the other
            words += p.text.split()
            pieces.append(p)
            if len(words) >= len(LINE.split()):
                break
        assert " ".join(words) == LINE, [p.text for p in pieces]
        inner = bar.inflate(-4, -4)  # inside the bar's rim
        for p in pieces:
            assert inner.contains(p.rect.inflate(-4, -2 * max(2, p.rect.height // 6))), (
                p.text,
                p.rect,
                bar,
            )
        for above, under in zip(pieces, pieces[1:]):
            assert under.rect.y >= above.rect.bottom - 2 and under.rect.x == above.rect.x
        assert not shot.spills and not shot.shortened()
    finally:
        pygame.quit()
