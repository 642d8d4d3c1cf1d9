"""The launcher by keys at large text: a focused game ("Marvel Codenames") or "Learn to play"
kept only its words at 150 and 200 % (its button too narrow for "[Enter]"). While such a
button is focused, "[Enter]: Marvel Codenames" now stands beside its column's heading
("Game"), clear of it and inside the column (the texts drawn, recorded)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.components import widgets
from tabletop.ui.scenes.launcher import LauncherScene
from tests.ui import screenprobe
from tests.ui.test_focus_screens import focused, press
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("scale", [150, 200])
def test_a_focused_game_button_says_enter_beside_its_heading(
    scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = screenprobe.make_app((1280, 720), scale)
    lau = LauncherScene(app)
    app.push(lau)
    app.step([])
    said = record_texts(monkeypatch)
    wanted = {"Mighty Beanz TCG", "Learn to play"}
    seen: set[str] = set()
    for _ in range(40):
        press(app, pygame.K_TAB)
        here = focused(lau)
        if here not in wanted or here in seen:
            continue
        seen.add(here)
        said.clear()
        lau.dirty = True
        app.step([])
        b = next(b for b in lau.buttons if b.rect == lau.focus.current(lau.focus_targets()).rect)
        assert not widgets.says_enter(b)  # too narrow at this size: the line says it
        line = [w for w in said if w.text == f"[Enter]: {here}"]
        heading = [w for w in said if w.text == "Game"]
        assert line and heading, [w.text for w in said][:12]
        left = heading[0].at[0] + theme.text_width("Game", int(26 * lau.scale), "bold")
        assert line[0].at[0] > left and abs(line[0].at[1] - heading[0].at[1]) < 40
        width = theme.text_width(line[0].text, line[0].px, "bold")
        assert line[0].at[0] + width <= lau.seat_x, (line[0], lau.seat_x)
    assert seen == wanted
