"""Every game's blurb on the launcher is drawn whole where it can be read (issue 52,
2026-11-26: at 1280x720 100 % Austin Powers' "...Happenings. 2-6 players." lay under the bar
of buttons at the window's foot): each of its lines inside its box, the box above the bottom
row (Start game...) on a window that does not scroll, and above the bar fixed at the window's
foot at the end of a page that scrolls."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.game import game_names
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig
from tabletop.ui import theme
from tabletop.ui.scenes import launcher_flow as flow
from tabletop.ui.scenes.launcher import LauncherScene
from tests.ui import screenprobe

CASES = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]


def drawn(
    size: tuple[int, int], scale: int, game: str, seats: int = 0
) -> tuple[LauncherScene, screenprobe.Shot]:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app = screenprobe.make_app(size, scale)
        lau = LauncherScene(app)
        app.push(lau)
        app.step([])
        lau.pick_game(game)
        if seats:
            lau.seats = [SeatConfig("human", "Ann")] + [
                SeatConfig("bot", f"Computer {i + 1}", "normal") for i in range(1, seats)
            ]
            lau.rebuild()
        app.screen = pygame.Surface(size)
        lau.draw(app.screen)
    return lau, shot


@pytest.mark.parametrize(("size", "scale"), CASES)
@pytest.mark.parametrize(("game", "seats"), [(g, 0) for g in game_names()] + [("austin", 2)])
def test_the_blurb_is_whole_and_clear_of_the_bottom_row(
    size: tuple[int, int], scale: int, game: str, seats: int
) -> None:
    try:
        lau, shot = drawn(size, scale, game, seats)
        note = lau.seat_note()
        assert bool(note) == (seats == 2)  # Austin Powers with 2 players: no races
        start = next(b for b in lau.buttons if b.label == "Start game")
        foot = lau.page.height - lau.page.foot if lau.bar else start.rect.top
        px = int(22 * lau.scale)
        for text, box, _colour in flow.blurb_parts(lau, info(game).blurb, note):
            lines = theme.wrap(text, px, box.width)
            placed = [p for p in shot.placed if p.text in lines]
            assert sorted({p.text for p in placed}) == sorted(set(lines)), (text, lines)
            for p in placed:
                assert box.inflate(2, 2).contains(p.rect), (p.text, p.rect, box)
                assert p.rect.bottom <= foot, (p.text, p.rect, foot)
            assert box.bottom <= foot
            # nothing else is drawn over it: no button on the page covers it
            page = [b for b in lau.buttons if all(b is not k for k in lau.bar)]
            assert not [b.label for b in page if b.rect.colliderect(box)]
        if size == (1280, 720) and scale == 100:
            assert not flow.scrolls(lau)  # seen whole without scrolling
        if not flow.scrolls(lau):  # nothing of the page under the bottom row: else it scrolls
            # (Austin Powers' last options and the seed box lay under it at 1024x600)
            assert lau.seed_rect.bottom <= start.rect.top, (lau.seed_rect, start.rect)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
