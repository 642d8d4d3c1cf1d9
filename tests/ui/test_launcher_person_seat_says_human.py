"""A person's seat in the launcher keeps saying it is a person: at 1024x600 and 200 % the
Austin Powers seat 1 read only "Good ▾" while the computers' seats read "Computer (normal) —
Evil ▾" (at 150 % it is "Human — Good ▾"); at 1280x720 and 200 % a Codenames seat read
"HYDRA Director ▾", at 1024x600 "S.H.I.E.L...". Where "Human — " and the role have no room
on one line, they take two lines of a taller row ("Human —" over "Good ▾"), as a computer's
seat does; where even two lines have no room beside the name box, the button goes under it,
across the column."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.scenes.launcher import LauncherScene
from tests.ui import screenprobe
from tests.ui.freshhome import home  # noqa: F401  (each test in its own home folder)

CASES = [((1024, 600), 100), ((1024, 600), 150), ((1024, 600), 200)]
CASES += [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200)]


def drawn_seats(size: tuple[int, int], scale: int, game: str) -> tuple[LauncherScene, set[str]]:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app = screenprobe.make_app(size, scale)
        lau = LauncherScene(app)
        app.push(lau)
        lau.pick_game(game)
        app.step([])
        app.screen = pygame.Surface(size)
        lau.draw(app.screen)
    assert not [t for t in shot.shortened() if "Human" in t or "Good" in t or "Director" in t]
    return lau, {t for t, _px, face in shot.sizes if not face}


@pytest.mark.parametrize(("size", "scale"), CASES)
def test_austin_seat_1_says_human_and_its_side(size: tuple[int, int], scale: int) -> None:
    lau, drawn = drawn_seats(size, scale, "austin")
    assert lau.seats[0].kind == "human"
    b = lau.seat_buttons[0]
    assert b.label.replace("\n", " ") == "Human \u2014 Good \u25be", b.label
    assert all(line in drawn for line in b.label.split("\n")), (b.label, b.lines)
    name = lau.name_rects[0]
    assert not name.colliderect(b.rect) and name.centery == b.rect.centery


@pytest.mark.parametrize(("size", "scale"), CASES)
def test_codenames_person_seat_says_human_and_its_role(size: tuple[int, int], scale: int) -> None:
    lau, drawn = drawn_seats(size, scale, "codenames")
    b = lau.seat_buttons[0]
    assert b.label.startswith("Human \u2014") and b.label.endswith("Director \u25be"), b.label
    assert all(line in drawn for line in b.label.split("\n")), (b.label, b.lines)
    name = lau.name_rects[0]  # beside it, or (no room there: 1024x600, 200 %) over it
    assert not name.colliderect(b.rect) and lau.seat_rows[0] == name.centery
    others = [x.rect for x in lau.seat_buttons[1:]]
    assert not [r for r in others if r.colliderect(b.rect) or r.colliderect(name)]
