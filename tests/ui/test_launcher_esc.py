"""Issue 52: Esc on the launcher. A new player pressed Esc while typing a seat's name and the
whole app closed, taking a six-seat setup with it. Esc while a name (or the seed) is typed only
leaves the box; Esc on the launcher otherwise asks before it quits."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tests.ui.test_focus_screens import focused, press, tab_to, type_text


def _launcher(app: App) -> LauncherScene:
    launcher = LauncherScene(app)
    app.push(launcher)
    pygame.event.clear()
    return launcher


def test_esc_while_typing_a_name_keeps_the_old_name_and_the_app(app: App) -> None:
    launcher = _launcher(app)
    tab_to(app, launcher, "name 0")
    assert launcher.name_edit == 0
    old = launcher.seats[0].name
    type_text(app, "Zed")
    press(app, pygame.K_ESCAPE)
    assert app.running and app.scene is launcher
    assert launcher.name_edit is None and launcher.seats[0].name == old
    assert focused(launcher).startswith("name 0")  # the focus stays on the box


def test_esc_while_typing_the_seed_leaves_the_box_only(app: App) -> None:
    launcher = _launcher(app)
    tab_to(app, launcher, "seed")
    type_text(app, "7")
    press(app, pygame.K_ESCAPE)
    assert app.running and not launcher.seed_focus and not launcher.quit_ask.asked


def test_esc_on_the_launcher_asks_and_esc_again_stays(app: App) -> None:
    launcher = _launcher(app)
    launcher.add_seat(4)
    seats = list(launcher.seats)
    press(app, pygame.K_ESCAPE)
    assert app.running and launcher.quit_ask.asked
    press(app, pygame.K_TAB)  # its own keys: the launcher
    assert launcher.name_edit is None and launcher.quit_ask.asked  # under it takes none
    press(app, pygame.K_ESCAPE)
    assert app.running and not launcher.quit_ask.asked and launcher.seats == seats


def test_esc_then_return_quits(app: App) -> None:
    launcher = _launcher(app)
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_RETURN)
    assert not app.running and launcher.seats


def test_a_click_outside_the_question_stays(app: App) -> None:
    launcher = _launcher(app)
    press(app, pygame.K_ESCAPE)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=(5, 5), button=1))
    app.step(pygame.event.get())
    assert app.running and not launcher.quit_ask.asked


@pytest.mark.parametrize("pct", [100, 150, 200])
def test_the_question_fits_and_names_its_keys(app: App, pct: int) -> None:
    theme.set_ui(pct)
    try:
        launcher = _launcher(app)
        press(app, pygame.K_ESCAPE)
        box = launcher.quit_ask.layout()
        window = pygame.Rect((0, 0), launcher.size)
        assert window.contains(box)
        quit_b, stay_b = launcher.quit_ask.buttons
        assert box.contains(quit_b.rect) and box.contains(stay_b.rect)
        assert not quit_b.rect.colliderect(stay_b.rect)
        assert quit_b.hint() == "Enter" and stay_b.hint() == "Esc"
        for b in (quit_b, stay_b):  # the label and its key at the button's own text size
            size = max(theme.MIN_TEXT, int(b.rect.height * 0.42 / theme.ui_scale()))
            label = f"{b.label}  [{b.hint()}]"
            assert theme.text_width(label, size, "bold") <= b.label_room(size)
    finally:
        theme.set_ui(100)
