"""Settings: repeated clicks at one point on +25 % or -25 % step the text size each time
(issue 52: "+25 % re-lays the screen under the pointer, so the next click toggles another
switch"). After every click, from 100 % to 200 % and back, from whichever size Settings
opened at, the panel is in the middle of the window at once, the button just pressed is whole
in the list and the one shown under the pointer, and the next click at the same point
presses it again (no other setting changes); the panel's scrollbar stays in the panel as the
list moves."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.components.widgets import Button
from tabletop.ui.scenes.settings_scene import SettingsScene
from tests.ui import screenprobe
from tests.ui.freshhome import home_when_asked  # noqa: F401  (the fixture "home")


def _click(app: App, pos: tuple[int, int]) -> None:
    """The pointer comes to ``pos`` and clicks there, through the app's own event loop."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,)))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step(pygame.event.get())


def _under(st: SettingsScene, pos: tuple[int, int]) -> list[Button]:
    return [b for b in st.buttons if b.rect.collidepoint(pos) and not getattr(b, "hidden", False)]


def _shown(st: SettingsScene, label: str, app: App, down: float = 0.5) -> tuple[int, int]:
    """The middle of ``label``'s text size button (``down``: how far down it), the list
    scrolled by the wheel until the button is whole in it (as a player brings it in)."""
    for _ in range(40):
        b = next(b for b in st.buttons if b.label == label)
        if not getattr(b, "hidden", False):
            return b.rect.centerx, b.rect.y + int(down * b.rect.height)
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        app.step(pygame.event.get())
    raise AssertionError(f"{label} never came into the list")


def _press_at(app: App, st: SettingsScene, label: str, pcts: list[int], down: float = 0.5) -> None:
    """Click ``label`` at one point once per step of ``pcts``; each time the text size is
    the next one and the pointer is still on ``label`` alone."""
    pos = _shown(st, label, app, down)
    for pct in pcts:
        others = {k: v for k, v in app.settings.items() if k != "ui_scale"}
        _click(app, pos)
        assert st.ui_scale() == pct, (label, pct)
        assert {k: v for k, v in app.settings.items() if k != "ui_scale"} == others
        assert abs(st.box.centerx - app.screen.get_width() // 2) <= 1, (pct, st.box)
        shown = [b for b in st.buttons if b.hover]  # the button the next click presses
        assert [b.label for b in shown] == [label], (pct, label, pos, [b.label for b in shown])
        assert st.list_rect.contains(shown[0].rect), (pct, label, shown[0].rect)
        knob = st.scrollbar()
        if knob is not None:
            assert st.box.contains(knob[0]) and knob[0].contains(knob[1]), (pct, knob)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
@pytest.mark.parametrize("start", [100, 150, 200])
def test_repeated_clicks_on_a_text_size_button_stay_on_it(
    home: Path, size: tuple[int, int], start: int
) -> None:
    app = screenprobe.make_app(size, start)
    st = SettingsScene(app)
    app.push(st)
    app.step([])
    up = list(range(start + 25, 201, 25))
    if up:
        _press_at(app, st, "+25 %", up)
    _press_at(app, st, "-25 %", [175, 150, 125, 100])
    _press_at(app, st, "+25 %", [125, 150, 175, 200])
    # at the ends the pressed button is still there, greyed: a click on it changes nothing
    pos = next(b for b in st.buttons if b.label == "+25 %").rect.center
    _click(app, pos)
    assert st.ui_scale() == 200 and [b.label for b in _under(st, pos)] == ["+25 %"]


def test_a_click_after_the_pointer_moved_away_presses_what_is_under_it(home: Path) -> None:
    """The pressed button is pressed again only while the pointer stays where it pressed:
    once it moves, a click goes to the button under it, as everywhere."""
    app = screenprobe.make_app((1280, 720), 100)
    st = SettingsScene(app)
    app.push(st)
    app.step([])
    pos = _shown(st, "+25 %", app)
    _click(app, pos)
    assert st.ui_scale() == 125
    away = (pos[0], st.box.y + 4)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0,)))
    app.step(pygame.event.get())
    assert not [b for b in st.buttons if b.hover]
    minus = next(b for b in st.buttons if b.label == "-25 %").rect.center
    _click(app, minus)
    assert st.ui_scale() == 100


@pytest.mark.parametrize("down", [0.5, 0.8])
def test_the_list_reaches_down_to_the_point_pressed(home: Path, down: float) -> None:
    """1920x1080, the Text size row low in the list: at 200 % the Done button is taller and
    the list ends higher, above the point pressed at 175 % (the pointer was left just under
    +25 %); the list reaches down to it, Done whole below the list and inside the panel."""
    app = screenprobe.make_app((1920, 1080), 100)
    st = SettingsScene(app)
    app.push(st)
    app.step([])
    _press_at(app, st, "+25 %", [125, 150, 175, 200], down)
    done = next(b for b in st.buttons if b.label == "Done").rect
    assert done.top > st.list_rect.bottom and st.box.contains(done), (done, st.list_rect)
    _press_at(app, st, "-25 %", [175, 150, 125, 100], down)
    _press_at(app, st, "+25 %", [125, 150, 175, 200], down)
