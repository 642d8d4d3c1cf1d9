"""Austin Powers' help request with six players at 200 % on 1280x720: the arena had no free
place for "Help asked: the first Frickin' Bone to land counts!", and it was drawn on three lines
over the attacker's name under its card ("Robin\u2026") and on into your panel, both unreadable at
the moment a player decides whether to throw a bone. The line takes fewer words where the whole
line has no free place: no text drawn over another, and it names the help asked."""

from __future__ import annotations

import pytest

from tests.ui import screenprobe, textprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

SIX = "human,bot,bot,bot,bot,bot"
CASES = [((1280, 720), sc) for sc in (100, 150, 200)] + [((1024, 600), 100)]


@pytest.mark.parametrize("size,scale", CASES)
@pytest.mark.parametrize("seed,after", [(1, 39), (2, 11)])
def test_the_help_line_lies_over_no_other_words(
    size: tuple[int, int], scale: int, seed: int, after: int
) -> None:
    app = screenprobe.make_app(size, scale)
    t, shot = screenprobe.frozen_table(app, textprobe._session("austin", seed, after, SIX), size)
    view = t.view
    assert view["fight"] is not None and view["fight"]["helpers"] is not None
    band = t.gv.help_place(view)
    said = " ".join(band.lines)
    assert said.startswith("Help asked"), said
    drawn = [p for p in shot.placed if p.text in band.lines]
    assert drawn, [p.text for p in shot.placed]
    assert not shot.overlaps(), shot.overlaps()
    labels = [lab.rect for lab in t.gv.arena_labels(view)]
    for p in drawn:
        assert p.rect.collidelist(labels) < 0, (p.text, p.rect, labels)
        assert pygame_rect_inside(p.rect, size), p.rect


def pygame_rect_inside(r: object, size: tuple[int, int]) -> bool:
    import pygame

    return pygame.Rect((0, 0), size).contains(pygame.Rect(r))  # type: ignore[arg-type]
