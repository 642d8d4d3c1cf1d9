"""Who sits at each of the launcher's seats stays readable with large text on small windows
(issue 52, 2026-11-26: at 1024x600 and 200 % a computer's seat said only "HYDRA Agent 1" or
"Player 2 (Evil)", the level word and that it was the computer lost): a computer's seat says
"Computer (level)" and its role, on two lines of a taller row where one has no room; every
seat's words are drawn whole, and no seat's button overlaps another's or a name box (a
person's button goes under its name box where beside it the words would lose "Human")."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from tabletop.engine.game import game_class, game_names
from tabletop.room.session import SeatConfig
from tabletop.ui import theme
from tabletop.ui.scenes.launcher import LauncherScene
from tests.ui import screenprobe

CASES = [((1024, 600), 100), ((1024, 600), 150), ((1024, 600), 200)]
CASES += [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200)]


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield
    theme.set_ui(100, False)
    pygame.quit()


def seated(size: tuple[int, int], scale: int, game: str) -> tuple[LauncherScene, list[str]]:
    """The launcher for ``game`` with all its seats, seat 3 (where there is one) the hard
    computer, drawn at ``size`` and ``scale`` %; the texts its frame drew."""
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app = screenprobe.make_app(size, scale)
        lau = LauncherScene(app)
        app.push(lau)
        lau.pick_game(game)
        lau.add_seat(game_class(game).MAX_SEATS)
        if len(lau.seats) > 2:
            lau.seats[2] = SeatConfig("bot", lau.seats[2].name, "hard")
            lau.rebuild()
        app.step([])
        app.screen = pygame.Surface(size)
        lau.draw(app.screen)
    assert not [t for t in shot.shortened() if "Computer" in t or "Human" in t]
    return lau, [t for t, _px, face in shot.sizes if not face]


def drawn_whole(label: str, texts: list[str]) -> bool:
    """``label`` drawn as it is, on one line or on two that make it (a line drawn before is
    drawn again from the text cache: it is recorded once)."""
    cuts = [k for k, c in enumerate(label) if c in " \n"]  # (a line break chosen: "\n")
    return label in texts or any(label[:k] in texts and label[k + 1 :] in texts for k in cuts)


@pytest.mark.parametrize(("size", "scale"), CASES)
@pytest.mark.parametrize("game", game_names())
def test_each_seat_says_who_sits_there_whole(size: tuple[int, int], scale: int, game: str) -> None:
    lau, texts = seated(size, scale, game)
    for seat, b in zip(lau.seats, lau.seat_buttons):
        if seat.is_bot:  # the computer and its level, whatever the room
            assert b.label.startswith(f"Computer ({seat.level})"), b.label
        assert drawn_whole(b.label, texts), (b.label, b.rect, b.lines)
    if len(lau.seats) > 2:
        assert lau.seat_buttons[2].label.startswith("Computer (hard)")
    # no two seat buttons, nor a button and a name box, overlap; a name box sits in its row
    rects = [b.rect for b in lau.seat_buttons] + list(lau.name_rects.values())
    assert not [(a, c) for a, c in combinations(rects, 2) if a.colliderect(c)]
    for i, box in lau.name_rects.items():
        row = lau.seat_buttons[i].rect
        assert box.centery == lau.seat_rows[i]
        if box.x == row.x:  # no room beside it for who plays it: under it, as wide
            assert box.bottom < row.top and box.width == row.width
            continue
        assert row.top <= box.top and box.bottom <= row.bottom
        assert box.centery == row.centery


def test_a_computer_on_two_lines_takes_a_taller_row_and_the_next_row_moves_down() -> None:
    lau, _texts = seated((1024, 600), 200, "codenames")
    two = [b for b in lau.seat_buttons if b.lines == 2]
    one = [b for b in lau.seat_buttons if b.lines == 1]
    assert two, "the small window at 200 %: a computer's words take two lines"
    assert all(b.rect.height > o.rect.height for b in two for o in one)
    tops = [b.rect.top for b in lau.seat_buttons]
    bottoms = [b.rect.bottom for b in lau.seat_buttons]
    assert all(top > bottom for top, bottom in zip(tops[1:], bottoms))
    # what follows the seats (the phones' switch) starts under the last of them
    phones = next(b for b in lau.buttons if b.label.startswith("Players join"))
    assert phones.rect.top > bottoms[-1]
