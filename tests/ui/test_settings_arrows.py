"""Settings by the arrows: Down from a row's button skipped the next row when that row's button
sat in another column (Text size's "-25 %" under a Switch), onto a row out of view with the list
scrolled past the one skipped. Up and Down now move one row at a time, to the button of the row
above or below nearest across, Done after the last row, and the list follows the focus as it
does for Tab (``test_settings_focus_scroll.py``)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import focus, theme
from tabletop.ui.app import App
from tests.ui.test_focus_screens import press
from tests.ui.test_settings_focus_scroll import _focused, _in_view, _settings


def _row(key: str) -> int:
    return -1 if key == "Done" else int(key.rsplit(" ", 1)[1])


@pytest.mark.parametrize("app_size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("pct", [100, 150, 200])
def test_up_and_down_move_one_row_at_a_time_and_keep_it_in_view(app: App, pct: int) -> None:
    settings = _settings(app, pct)
    rows = sorted({_row(t.key) for t in focus.scene_targets(settings)} - {-1})
    assert len(rows) >= 8
    went: list[int] = []
    for _ in range(len(rows) + 2):  # past the last row to Done, and Down stays there
        press(app, pygame.K_DOWN)
        _in_view(settings, pct, down=True)
        went.append(_row(_focused(settings).key))
    assert went == [*rows, -1, -1, -1][: len(went)], went
    back: list[int] = []
    for _ in range(len(rows)):
        press(app, pygame.K_UP)
        _in_view(settings, pct)
        back.append(_row(_focused(settings).key))
    assert back == rows[::-1], back
    theme.set_ui(100)


@pytest.mark.parametrize("app_size", [(1280, 720)])
def test_down_reaches_the_text_size_row_whose_button_is_not_under_the_switches(
    app: App,
) -> None:
    settings = _settings(app, 200)
    keys = []
    for _ in range(12):
        press(app, pygame.K_DOWN)
        keys.append(_focused(settings).key)
    assert any(k.startswith("-25 %") for k in keys), keys
    theme.set_ui(100)
