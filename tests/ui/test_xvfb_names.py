"""In a real window (Xvfb, xdotool): make seat 2 a person, type two names in the launcher, start
the hot-seat Espionage game with Return, and check the game calls the seats by those names
(the autosave's seats, which the table, the curtain and the log name them by) and that the
launcher remembers them (the settings file).

Positions are computed by laying out the launcher in-process at the window's size (the layout
is a pure function of the size).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from tests.ui.xwindow import NEEDS_X, real_window

#: CI's real-window slice is listed in ``tests/ui/xwindow.py``; this module is ``slow``
pytestmark = [pytest.mark.xvfb, pytest.mark.slow]

SIZE = (1280, 720)


def _positions(tmp: Path) -> dict[str, object]:
    """Where seat 2's player button, its menu's "Human" choice and the two name boxes are
    (the seat's button opens a menu of every choice, one click away)."""
    os.environ["TABLETOP_HOME"] = str(tmp / "layout")
    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.scenes.launcher import LauncherScene

    app = App(SIZE, headless=True)
    launcher = LauncherScene(app)
    app.push(launcher)
    assert launcher.seats[1].kind != "human", "seat 2 starts as a computer"
    seat2 = launcher.seat_buttons[1].rect.center
    launcher.open_seat_menu(1)
    human = next(b for b in launcher.menu_buttons if b.key == "seat 1 human")
    human.on_click()  # a person at seat 2: its name box appears
    out = {
        "seat2": seat2,
        "human": human.rect.center,
        "name1": launcher.name_rects[0].center,
        "name2": launcher.name_rects[1].center,
    }
    pygame.quit()
    return out


@NEEDS_X
def test_type_two_names_and_start_a_hot_seat_game_in_a_real_window(tmp_path: Path) -> None:
    pos = _positions(tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"window_size": list(SIZE)}))
    with real_window(home, displays=[*range(180, 190), *range(90, 130)]) as w:

        def click(p: object) -> None:
            w.click(p, after=0.25)  # type: ignore[arg-type]

        click(pos["seat2"])  # seat 2's menu opens
        click(pos["human"])  # a person plays seat 2
        click(pos["name1"])
        w.type("Ann")
        time.sleep(0.2)
        w.key("Tab", pause=0.2)  # on to seat 2's name
        w.type("Bea")
        time.sleep(0.2)
        w.key("Return", pause=0.2)  # the name is done
        w.key("Return", pause=0.2)  # start the game
        data = w.wait_autosave(lambda d: True, 6.0)
        assert data is not None, "the game did not start from the launcher"
        assert data["game"] == "espionage"
        seats = data["seats"]
        assert [s["kind"] for s in seats] == ["human", "human"]
        assert [s["name"] for s in seats] == ["Ann", "Bea"]
        settings = json.loads((home / "settings.json").read_text())
        assert settings["seat_names"] == ["Ann", "Bea"]
