"""Marvel Codenames in the launcher with Ann, Bea, Cy and Dee: at 200 % the seat buttons read
only "HYDRA Director ▾", "S.H.I.E.L.D. Agent ▾" (and at 100 % Cy's "S.H.I.E.L.D. Director
▾"): nothing said whether a seat was a person or a computer until its menu opened. Each seat
button says who plays it (Human, or Computer and its level) and its role, whole, on one line
or two."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.room.session import SeatConfig
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.components import widgets
from tabletop.ui.scenes.launcher import LauncherScene

NAMES = ["Ann", "Bea", "Cy", "Dee"]
ROLES = ["HYDRA Director", "HYDRA Agent", "S.H.I.E.L.D. Director", "S.H.I.E.L.D. Agent"]


@pytest.mark.parametrize(
    ("size", "pct"),
    [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)],
)
@pytest.mark.parametrize("mix", ["hhhh", "bbbb", "hbhb"])
def test_each_seat_says_who_plays_it_and_its_role(
    size: tuple[int, int], pct: int, mix: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App(size, headless=True)
    try:
        app.settings["ui_scale"] = pct
        app.apply_ui()
        lau = LauncherScene(app)
        app.push(lau)
        lau.pick_game("codenames")
        lau.seats = [
            SeatConfig("human", n) if k == "h" else SeatConfig("bot", f"Computer {i + 1}", "normal")
            for i, (n, k) in enumerate(zip(NAMES, mix))
        ]
        lau.rebuild()
        lau.draw(app.screen)
        for b, k, role in zip(lau.seat_buttons, mix, ROLES):
            said = b.label.replace("\n", " ")
            kind = "Human" if k == "h" else "Computer"
            assert kind in said and role in said, said
            assert k == "h" or "normal" in said, said  # a computer's level too
            px = max(theme.MIN_TEXT, int(b.rect.height / b.lines * 0.42 / theme.ui_scale()))
            room = b.rect.width - 2 * widgets.label_pad()
            for row in b.label.split("\n"):  # each line whole in its button
                fit = theme.fit_px(row, px, room, "bold")
                assert theme.text_width(row, fit, "bold") <= room, row
    finally:
        theme.set_ui(100, False)
        pygame.quit()
