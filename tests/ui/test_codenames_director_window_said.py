"""Marvel Codenames: a player with one screen could not tell what the "Director window"
button at the bottom left was for. While the pointer rests on it a box above it says
("Opens the key in a second window, for a second display such as a TV ..."), its words whole
inside the window and clear of the button; the keys' status line says it too."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.codenames import board, entry
from tabletop.games.codenames import view as cv
from tabletop.ui import table as table_module
from tests.ui import screenprobe, textprobe

pytestmark = pytest.mark.usefixtures("scaled_home")


def _table(size: tuple[int, int], scale: int, at: tuple[int, int] | None = None):  # noqa: ANN202
    """The Director's table drawn at ``size`` and ``scale`` %, with the pointer moved onto the
    Director window's button (``at`` None) or to ``at``, and what it drew (``drawn_table``)."""
    session = textprobe._session("codenames", 7, 0, "human,bot")

    def point(t) -> None:  # noqa: ANN001
        t.draw(pygame.Surface(size))
        r = t.gv.rects["main"].get("dwin")
        pos = at or (r.center if r is not None else (2, 2))
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        t.app.step([motion])

    t, drawn = screenprobe.drawn_table(size, scale, session, point, keys=False)
    return t, drawn


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 100), ((1280, 720), 200), ((1024, 600), 200)]
)
def test_the_button_says_what_it_is_for_under_the_pointer(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    t, shot = _table(size, scale)
    if not cv.second_window_supported():
        pytest.skip("no second window here")
    r = t.gv.rects["main"].get("dwin")
    assert r is not None, "no Director window button"
    said = " ".join(p.text for p in sorted(shot.placed, key=lambda p: (p.rect.y, p.rect.x)))
    assert " ".join(board.DWIN_HELP.split()) in " ".join(said.split()), said
    assert "second display such as a TV" in board.DWIN_HELP
    box, _px = board.tip_rect(t.app.screen, board.DWIN_HELP, r, t.gv.scale)
    tip = [
        p for p in shot.placed if p.text and p.text in board.DWIN_HELP and box.colliderect(p.rect)
    ]
    assert tip
    for p in tip:
        assert not p.cut and t.app.screen.get_rect().contains(p.rect), p
        assert box.contains(p.rect), (p.text, p.rect, box)
    assert not box.colliderect(r), (box, r)
    # away from the button, no box
    t, shot = _table(size, scale, (2, 2))
    assert not any("second display" in p.text for p in shot.placed)


def test_the_keys_hear_what_it_is_for(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    t, _shot = _table((1280, 720), 100)
    if not cv.second_window_supported():
        pytest.skip("no second window here")
    dwin = next(c for c in entry.controls(t.gv, t.game.view(0), 0) if c.key == ("clue", "dwin"))
    assert "second window" in dwin.enter_words, dwin.enter_words
