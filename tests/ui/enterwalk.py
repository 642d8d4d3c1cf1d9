"""Walking a screen's buttons by Tab, for the tests that a focused button says "[Enter]" (on
itself, or in a line such as "[Enter]: Rename" where it is too narrow)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame

from tabletop.ui.components import widgets
from tests.ui.test_focus_screens import focused, press


def _name(b: widgets.Button) -> str:
    return b.key or b.label


def tabbed(
    app: Any, tabs: int, name: Callable[[widgets.Button], str] = _name
) -> Iterator[tuple[str, widgets.Button]]:
    """Each button of the scene the focus reaches in ``tabs`` presses of Tab, once, in order."""
    scene, seen = app.scene, set()
    for _ in range(tabs):
        press(app, pygame.K_TAB)
        here = focused(scene)
        b = next((b for b in scene.buttons if name(b) == here), None)
        if b is not None and here not in seen:
            seen.add(here)
            yield here, b


def tab_to(app: Any, label: str, tabs: int = 12) -> widgets.Button:
    """Tab until the button ``label`` has the focus; that button."""
    for _ in range(tabs):
        press(app, pygame.K_TAB)
        if focused(app.scene) == label:
            break
    assert focused(app.scene) == label
    return next(b for b in app.scene.buttons if b.label == label)


def frame_texts(app: Any, said: list[Any]) -> list[str]:
    """The texts the next frame draws (``said``: ``textspy.record_texts``'s record)."""
    said.clear()
    app.scene.dirty = True
    app.step([])
    return [w.text for w in said]


def where_enter_is_said(
    app: Any, said: list[Any], tabs: int, name: Callable[[widgets.Button], str] = _name
) -> dict[str, str]:
    """For each button Tab reaches: "on it" where it says "[Enter]" itself, else the frame's
    "[Enter]: ..." line (asserted to name the button)."""
    seen: dict[str, str] = {}
    for here, b in tabbed(app, tabs, name):
        texts = frame_texts(app, said)
        if widgets.says_enter(b):
            assert any(t.startswith(b.label) and "[Enter]" in t for t in texts), texts
            seen[here] = "on it"
        else:
            line = [t for t in texts if t.startswith("[Enter]: ")]
            assert line and b.label in line[0], (here, texts)
            seen[here] = line[0]
    return seen
