"""Reaction buttons by keys: a focused "Table keys" (top right, beside the title) said "[T]"
at 100 and 150 % and nothing at 200 % (too narrow for "[Enter]", and widening it ran into the
title); at 200 % a focused player count ("4") said nothing either. While such a button is
focused, the bottom row says what Enter does, right of Back, clear of the buttons there:
"[Enter]: Table keys", "[Enter]: 4 players" (the texts drawn, recorded, at 100-200 % on
1280x720 and at 100 % on 1024x600, with and without saved buttons)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.components import widgets
from tabletop.ui.scenes.keymap_scene import KeyMapScene
from tests.ui import screenprobe
from tests.ui.test_focus_screens import focused, press
from tests.ui.test_keymap_headings import KEYS, _key
from tests.ui.test_settings_focused_enter import WHERE
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")


def _count_screen(app: Any, saved: bool) -> KeyMapScene:
    km = KeyMapScene(app)
    app.push(km)
    app.step([])
    if saved:  # four buttons mapped and saved, the screen opened again: "Test the saved..."
        km.choose(4)
        app.step([])
        for k in KEYS:
            _key(km, app, k)
        km = KeyMapScene(app)
        app.push(km)
        app.step([])
        assert km.saved.bindings
    return km


@pytest.mark.parametrize("saved", [False, True], ids=["new", "saved"])
@pytest.mark.parametrize("size, scale", WHERE, ids=[f"{w}x{h}@{s}" for (w, h), s in WHERE])
def test_a_focused_button_too_narrow_for_enter_has_the_line(
    size: tuple[int, int], scale: int, saved: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = screenprobe.make_app(size, scale)
    km = _count_screen(app, saved)
    said = record_texts(monkeypatch)
    seen: dict[str, str] = {}
    for _ in range(16):
        press(app, pygame.K_TAB)
        here = focused(km)
        b = next((b for b in km.buttons if (b.key or b.label) == here), None)
        if b is None or here in seen:
            continue
        said.clear()
        km.dirty = True
        app.step([])
        if widgets.says_enter(b):
            seen[here] = "on it"
            assert not [w for w in said if w.text.startswith("[Enter]: ")]
            continue
        line = [w for w in said if w.text.startswith("[Enter]: ")]
        assert line, (here, [w.text for w in said])
        words = f"{here} players" if here.isdigit() else here
        assert line[0].text == f"[Enter]: {words}"
        width = theme.text_width(line[0].text, line[0].px, "bold")
        at = pygame.Rect(line[0].at[0], line[0].at[1] - line[0].px // 2, width, line[0].px)
        back = next(x for x in km.buttons if x.label == "Back").rect
        assert at.left > back.right and at.right < size[0], (at, back)
        assert at.collidelist([x.rect for x in km.buttons]) == -1, at
        seen[here] = line[0].text
    assert "Table keys" in seen and seen["Table keys"] != "on it", seen
    assert "4" in seen, seen
