"""Mighty Beanz on 1024x600 at 200 % text, the start of a person's turn after the computer went
first, the focus on a hand card: the round's news ("Computer 2 played Deputy Bean ..."), the
focused card's words ("Ring Master Bean ... costs 2 action points") and the keys' band ("...,
in your hand: Enter picks it up ...") printed over one another, and the left column ran off the
window (the TURN tag cut, "Your hand" gone). Now none of the three lies over another and the
column ends inside the window (the action points panel leaves out whose points they are where
the column lacks the room: the TURN tag says whose turn it is)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.components import marks
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")

#: seed 2: the computer guesses right and goes first, then the person's turn
SEED = 2


def _key(app: Any, k: int) -> None:
    down = pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    app.step([down, pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])


def _first_turn(size: tuple[int, int], scale: int) -> TableScene:
    """The set-up answered by Enter, the computer's first turn played: the person's turn."""
    app = screenprobe.make_app(size, scale)
    clock = ManualClock()
    app.time_source = clock
    seats = [SeatConfig("human", "Player 1"), SeatConfig("bot", "Computer 2", "normal")]
    table = TableScene(app, Session("beanz", SEED, seats, info("beanz").unattended))
    app.push(table)
    for _ in range(400):
        clock.advance(0.25)
        app.step([])
        v = table.view
        if v["phase"] == "main" and table.acting_seat() == 0 and not v["stack"]:
            break
        if table.acting_seat() == 0 and v["phase"] in ("cut", "opening", "hide", "guess"):
            _key(app, pygame.K_RETURN)
    assert table.view["first_player"] == 1 and table.view["current"] == 0
    clock.advance(0.1)
    app.step([])
    return table


@pytest.mark.parametrize(("size", "scale"), [((1024, 600), 200), ((1280, 720), 200)])
def test_the_turns_words_lie_apart_and_the_column_is_whole(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    table = _first_turn(size, scale)
    stop = table.focus.current()
    assert table.focus.active and stop is not None and stop.kind == "hand"
    said = record_texts(monkeypatch)
    tags: list[pygame.Rect] = []
    real = marks.turn_tag

    def spy(surf: pygame.Surface, at: tuple[int, int], s: float, height: int = 0) -> pygame.Rect:
        tags.append(real(surf, at, s, height))
        return tags[-1]

    monkeypatch.setattr(marks, "turn_tag", spy)
    table._frame = None  # the table drawn anew, not its cached frame
    table.dirty = True
    table.app.step([])
    boxes = {
        "the news": table.news.rect,
        "the card's words": table.hand_words.rect,
        "the keys' band": table.paint.band_rect,
    }
    assert boxes["the card's words"] is not None and boxes["the keys' band"] is not None
    assert boxes["the news"] is not None, "the round's news found no place"
    names = list(boxes)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            ra, rb = boxes[a], boxes[b]
            assert ra is not None and rb is not None
            assert not ra.colliderect(rb), f"{a} {ra} over {b} {rb}"
    window = table.app.screen.get_rect()
    assert tags and all(window.contains(r) for r in tags), tags
    label = [w for w in said if w.text.startswith(("Your hand", "Hand ("))]
    assert label, "no hand label"
    for w in label:
        assert w.at[1] + table.gv.count_h() <= window.bottom, (w.text, w.at)
    pygame.quit()
