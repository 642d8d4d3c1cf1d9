"""A seat's menu (who plays it: a person, the computer's levels) opens wholly in the window
(a new player at 200 % text found "Computer (normal)" and "(hard)" of seat 2 under the
window's foot): at every window size and text size, for every seat of every game, each choice
lies in the window, clear of the bar at its foot, and a real click on it picks it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.engine.game import game_class, game_names
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tests.ui import screenprobe

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


def _click(lau: LauncherScene, pos: tuple[int, int]) -> None:
    """A click at ``pos`` in the window, through the launcher's own input."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        lau.handle_event(pygame.event.Event(kind, pos=pos, button=1))


def _in_window(lau: LauncherScene, r: pygame.Rect) -> pygame.Rect:
    return r.move(0, -lau.page.top)


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield tmp_path
    pygame.quit()


def _every_menu(app: App, lau: LauncherScene, seats: int) -> list[str]:
    """Each seat's menu opened by a click on its button (scrolled into the window first, as a
    player does), checked, and every choice picked by a click; what went wrong, in words."""
    w, h = lau.size
    bad: list[str] = []
    for i in range(seats):
        for k in range(len(lau.seat_kinds())):
            lau.page.reveal(lau.seat_buttons[i].rect, h)
            lau.pin_bar()
            seat = _in_window(lau, lau.seat_buttons[i].rect)
            assert pygame.Rect(0, 0, w, h).contains(seat), (i, seat)
            _click(lau, seat.center)
            assert lau.seat_menu == i and lau.menu_buttons, (lau.game, i)
            free = pygame.Rect(0, 0, w, h - lau.page.foot)  # above the bar at the foot
            for b in lau.menu_buttons:
                r = _in_window(lau, b.rect)
                if not free.contains(r):
                    bad.append(f"{lau.game} seat {i + 1} {b.label!r} at {tuple(r)} in {free}")
            if k == 0:  # the menu is drawn (on top of the page) without a fault
                app.screen = pygame.Surface((w, h))
                lau.draw(app.screen)
            choice = lau.menu_buttons[k]
            kind = lau.seat_kinds()[k]
            _click(lau, _in_window(lau, choice.rect).center)
            assert lau.seat_menu is None, (lau.game, i, choice.label)
            assert lau.seat_kind(i) == kind, (lau.game, i, choice.label)
    return bad


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_every_seat_menu_opens_in_the_window(home: Path, size: tuple[int, int], scale: int) -> None:
    app = screenprobe.make_app(size, scale)
    lau = LauncherScene(app)
    app.push(lau)
    bad: list[str] = []
    for game in game_names():
        lau.pick_game(game)
        app.step([])
        bad += _every_menu(app, lau, len(lau.seats))  # the seats a game starts with
        while len(lau.seats) < game_class(game).MAX_SEATS:  # and as many as it takes
            lau.add_seat(1)
        lau.page.top = 0
        lau.rebuild()
        bad += _every_menu(app, lau, len(lau.seats))
    assert not bad, bad[:6]


def test_the_open_menu_follows_the_wheel(home: Path) -> None:
    """The page scrolled under an open menu (the wheel): the menu is laid out again in the
    window, never carried off it."""
    app = screenprobe.make_app((1280, 720), 200)
    lau = LauncherScene(app)
    app.push(lau)
    lau.pick_game("austin")
    while len(lau.seats) < game_class("austin").MAX_SEATS:
        lau.add_seat(1)
    app.step([])
    assert lau.page.height > 720  # the page scrolls at 200 %
    _click(lau, _in_window(lau, lau.seat_buttons[1].rect).center)
    assert lau.seat_menu == 1
    for _ in range(12):
        lau.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
        assert lau.seat_menu == 1
        free = pygame.Rect(0, 0, 1280, 720 - lau.page.foot)
        for b in lau.menu_buttons:
            assert free.contains(_in_window(lau, b.rect)), (b.label, lau.page.top)
    assert lau.page.top > 0
