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
    """Where seat 2's player button and the two name boxes are, and how many clicks make
    seat 2 a person (its button cycles computer levels, then human)."""
    os.environ["TABLETOP_HOME"] = str(tmp / "layout")
    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.scenes.launcher import LauncherScene

    app = App(SIZE, headless=True)
    launcher = LauncherScene(app)
    app.push(launcher)
    clicks = 0
    while launcher.seats[1].kind != "human":
        launcher.cycle_seat(1)
        clicks += 1
    out = {
        "seat2": launcher.seat_buttons[1].rect.center,  # inside the button as computer too
        "name1": launcher.name_rects[0].center,
        "name2": launcher.name_rects[1].center,
        "clicks": clicks,
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

        for _ in range(int(pos["clicks"])):  # type: ignore[call-overload]
            click(pos["seat2"])  # seat 2: computer levels, then a person
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
