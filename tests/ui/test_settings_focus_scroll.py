"""Issue 52: at 150 % and 200 % text the settings list scrolls, and Tab moved the keyboard focus
onto rows scrolled out of view (the ring drawn as an empty box under the panel or over the
title). The list now follows the focus: every button Tab or Shift+Tab reaches is wholly in the
list, drawn, with its row's title over it."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import focus, theme
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.scenes.settings_scene import SettingsScene
from tests.ui.test_focus_screens import press


def _settings(app: App, pct: int) -> SettingsScene:
    app.settings["ui_scale"] = pct
    app.apply_ui()
    app.push(LauncherScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    pygame.event.clear()
    app.step([])
    return settings


def _focused(settings: SettingsScene) -> focus.Target:
    ring = focus.ring(settings)
    here = ring.current(focus.scene_targets(settings))
    assert ring.shown and here is not None
    return here


def _in_view(settings: SettingsScene, pct: int, down: bool = False) -> None:
    here = _focused(settings)
    button = next(b for b in settings.buttons if (b.key or b.label) == here.key)
    assert not getattr(button, "hidden", False), f"{here.key} at {pct} %: not drawn"
    if here.key != "Done":
        assert settings.list_rect.contains(here.rect), f"{here.key} at {pct} % out of the list"
        row = int(here.key.rsplit(" ", 1)[1])
        assert row in [i for i, _box in settings.rows_at], f"{here.key}: its row is not shown"
        if down:  # reached going down: the row's help text under it came in too
            help_box = next(box for i, box in settings.rows_at if i == row)
            assert help_box.bottom <= settings.list_rect.bottom, f"{here.key}: its help is cut"
    assert settings.box.contains(here.rect)


@pytest.mark.parametrize("app_size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("pct", [150, 200])
def test_tab_and_shift_tab_keep_the_focus_in_view(app: App, pct: int) -> None:
    settings = _settings(app, pct)
    assert settings.content_h > settings.list_rect.height  # the list does scroll here
    stops = len(focus.scene_targets(settings))
    seen = set()
    for _ in range(stops + 2):  # all the way round, past Done to the top again
        press(app, pygame.K_TAB)
        _in_view(settings, pct, down=True)
        seen.add(_focused(settings).key)
    for _ in range(stops + 2):
        press(app, pygame.K_TAB, shift=True)
        _in_view(settings, pct)
    assert "Done" in seen and any(k.startswith(("Longer", "Shorter")) for k in seen)
    theme.set_ui(100)


@pytest.mark.parametrize("app_size", [(1280, 720)])
def test_enter_on_a_row_brought_into_view_presses_it(app: App) -> None:
    settings = _settings(app, 200)
    for _ in range(40):
        press(app, pygame.K_TAB)
        if _focused(settings).key.startswith("Shorter"):
            break
    before = settings.think_seconds()
    press(app, pygame.K_RETURN)
    assert settings.think_seconds() == before / 2
    theme.set_ui(100)
