"""Keys only in the launcher: seat 3 of three set to a computer from its menu (Enter, Down,
Down, Enter) kept its change, but the focus outline landed on seat 2's button, which said the
same "Computer (normal)"; a second Enter changed the wrong seat. The focus stays on the seat
just changed, whatever the other seats say."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig
from tabletop.ui import focus
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.step(pygame.event.get())


def _focused(launcher: LauncherScene) -> pygame.Rect | None:
    here = focus.ring(launcher).current(focus.scene_targets(launcher))
    return None if here is None else here.rect


@pytest.mark.parametrize("seat", [1, 2])
def test_the_focus_stays_on_the_seat_set_to_a_computer(app: App, seat: int) -> None:
    launcher = LauncherScene(app)
    app.push(launcher)
    launcher.pick_game("espionage")
    launcher.seats = [SeatConfig("human", "Ann")]
    launcher.seats += [SeatConfig("human", f"Player {k + 1}") for k in (1, 2)]
    if seat == 2:  # seat 2 is a computer already, set the same way before
        launcher.set_seat(1, "bot:normal")
    launcher.rebuild()
    app.step([])
    for _ in range(40):  # Tab to the seat's button
        _key(app, pygame.K_TAB)
        if _focused(launcher) == launcher.seat_buttons[seat].rect:
            break
    assert _focused(launcher) == launcher.seat_buttons[seat].rect
    _key(app, pygame.K_RETURN)  # the seat's menu: Human, Computer (easy), (normal), ...
    assert launcher.seat_menu == seat
    _key(app, pygame.K_DOWN)
    _key(app, pygame.K_DOWN)
    _key(app, pygame.K_RETURN)
    assert launcher.seat_menu is None
    assert launcher.seat_kind(seat) == "bot:normal"
    assert _focused(launcher) == launcher.seat_buttons[seat].rect, (
        f"the focus left seat {seat + 1} for "
        f"{next(k + 1 for k, b in enumerate(launcher.seat_buttons) if b.rect == _focused(launcher))}"
        if _focused(launcher) in [b.rect for b in launcher.seat_buttons]
        else "the focus left the seats"
    )
