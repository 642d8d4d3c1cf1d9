"""Austin Powers' move buttons name their keys at every text size. At 200 % the end of a turn's
"Even up" (and a Slugfest's "Drop out") lost its "[Enter]" ("[Space]"): the button was laid a
few pixels short of the hint while every other button kept its own. A hint a few pixels short
now comes closer to its label ("Even up [Enter]")."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.austin.layout import BUTTONS
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.components.widgets import Button, move_button_height, move_button_width
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")


CASES = [((1280, 720), sc) for sc in (100, 150, 200)]


@pytest.mark.parametrize("size, scale", CASES)
def test_every_move_button_names_its_key(
    size: tuple[int, int], scale: int, monkeypatch: Any
) -> None:
    screenprobe.make_app(size, scale)
    s = min(size[0] / 1920, size[1] / 1080)
    said: list[str] = []
    real = theme.blit_text

    def blit(surf: Any, text: str, *a: Any, **k: Any) -> Any:
        said.append(text)
        return real(surf, text, *a, **k)

    monkeypatch.setattr(theme, "blit_text", blit)
    for _key, label, hotkey, _primary in BUTTONS:
        if not hotkey:
            continue
        width = move_button_width(label, hotkey, s, size[0] - 40)
        b = Button(label, pygame.Rect(0, 0, width, move_button_height(s)), lambda: None, hotkey)
        said.clear()
        b.draw(pygame.Surface(size), s)
        assert said and said[0] in (f"{label}  [{hotkey}]", f"{label} [{hotkey}]"), (label, said)


def test_even_up_says_enter_on_the_table_at_200() -> None:
    app = screenprobe.make_app((1280, 720), 200)
    seats = [SeatConfig("human", "Player 1")] + [SeatConfig("bot", f"Computer {i}") for i in (2, 3)]
    s = Session("austin", 1, seats)
    s.game.set_position(
        {
            "current": 0,
            "actions": 2,
            "seats": [
                {"side": "good", "table": ["Shagette"], "hand": ["Groovy, Baby!", "Shagette"]},
                {"side": "evil", "table": ["Fembot"], "hand": ["Zip It!"]},
                {"side": "good", "table": ["Basil Exposition"], "hand": ["Groovy, Baby!"]},
            ],
        }
    )
    s.game.apply("0:end")
    assert s.game.phase == "cleanup"
    _t, shot = screenprobe.frozen_table(app, s, (1280, 720))
    drawn = [p.text for p in shot.placed]
    assert "Even up  [Enter]" in drawn or "Even up [Enter]" in drawn, drawn
