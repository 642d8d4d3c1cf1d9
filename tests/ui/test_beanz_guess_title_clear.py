"""Mighty Beanz set-up at 200 % text on 1280x720: the title "Which hand holds the Mighty Bean?
Guess right and you go first" wrapped its last word onto the row of the buttons' number
badges, "first" half under the "1" and "2" (it read "firs\u2020"), and the focus ring around
"Left hand" touched the "2" of "Right hand". Now the title's lines, the badges and the buttons
each keep their own room."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.engine.registry import info
from tabletop.games.beanz.panels import SETUP_TEXTS
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.layers.focus_parts import badge_rect
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")


def _table_at(size: tuple[int, int], scale: int, phase: str) -> tuple[TableScene, int]:
    """Seed 5: the person's set-up question ``phase`` (the computer hides when the person
    guesses), its first choice focused."""
    app = screenprobe.make_app(size, scale)
    clock = ManualClock()
    app.time_source = clock
    person, bot = SeatConfig("human", "Player 1"), SeatConfig("bot", "Computer 2", "normal")
    me = 1 if phase == "guess" else 0
    seats = [bot, person] if me else [person, bot]
    table = TableScene(app, Session("beanz", 5, seats, info("beanz").unattended))
    app.push(table)
    for _ in range(60):
        clock.advance(5.0)
        app.step([])
        if table.view["phase"] == phase and table.acting_seat() == me:
            return table, me
        if table.acting_seat() == me:
            table.submit(table.focus.panel()[0][0])
    raise AssertionError(f"no {phase}")


def _title_lines(
    monkeypatch: pytest.MonkeyPatch, table: TableScene, me: int
) -> list[tuple[str, pygame.Rect]]:
    """Each line of the set-up panel's title drawn whole, and where (``theme.blit_wrapped``'s
    way)."""
    lines: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_wrapped

    def spy(dest: Any, text: str, size: int, rect: Any, *a: Any, **k: Any) -> Any:
        kind = a[1] if len(a) > 1 else k.get("kind", "sans")
        px, y = theme.px(size), rect.top
        for line in theme.wrap(text, px, rect.width, kind):
            w, h = theme.font(px, kind).size(line)
            if y + h > rect.bottom + 2:
                break
            lines.append((line, pygame.Rect(rect.centerx - w // 2, y, w, h)))
            y += int(theme.font_px(px) * k.get("line_gap", 1.15))
        return real(dest, text, size, rect, *a, **k)

    monkeypatch.setattr(theme, "blit_wrapped", spy)
    table.gv.draw_setup_panel(pygame.Surface(table.app.screen.get_size()), table.view, me)
    return lines


@pytest.mark.parametrize("phase", ["guess", "hide"])
@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 200)]
)
def test_the_title_badges_and_buttons_keep_apart(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int, phase: str
) -> None:
    table, me = _table_at(size, scale, phase)
    gv, s = table.gv, table.scale
    choices = [r for _a, r, _l in gv.setup_choices(table.view, me, table.legal(me))]
    assert len(choices) == 2
    numbered = table.focus.numbered()
    assert [r for r, _b, _t in numbered] == choices
    badges = [
        badge_rect(r, s, below, tab, gv.badge_room(table.view, r)) for r, below, tab in numbered
    ]
    lines = _title_lines(monkeypatch, table, me)
    assert " ".join(w for w, _r in lines) == SETUP_TEXTS[phase]  # the title whole
    for words, line in lines:
        for r in badges + choices:
            assert not line.colliderect(r), f"the title's line {words!r} {line} under {r}"
    # the focus ring around the first choice, clear of the second's badge
    pad, w = max(4, round(7 * s)), max(3, round(5 * s))
    ring = choices[0].inflate(2 * (pad + w + 1) + w + max(2, round(3 * s)), 0)
    assert not ring.colliderect(badges[1]), (ring, badges[1])
    # the note under the buttons, clear of the focus ring around them
    note = gv.setup_note_rect()
    for r in choices:
        assert not r.inflate(2 * gv.ring_out(), 2 * gv.ring_out()).colliderect(note), (r, note)
