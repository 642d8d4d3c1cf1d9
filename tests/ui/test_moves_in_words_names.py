""" "What can I do? [F2]" calls the seats by the table's names, as the drop menu and the
phones do: an Espionage Double Agent's give read "You are asked: Choose a card to give to
Player 3." while the table called that seat Cy. Every game's panel goes through the same
naming (Austin, RPG Get!, Beanz too)."""

from __future__ import annotations

import re

import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.scenes.howto import moves_in_words
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.test_espionage_taken_from_line import _taken

pytestmark = pytest.mark.usefixtures("scaled_home")

PLAYER = re.compile(r"\bPlayer \d")


def test_a_double_agents_give_names_the_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    t, _lost = _taken(monkeypatch, "Double Agent", 100)  # Bea gives Cy a card back
    seat = t.acting_seat()
    assert seat == 1 and "Player 3" in str((t.view.get("prompt") or {}).get("text"))
    lines = moves_in_words(t, seat)
    assert "You are asked: Choose a card to give to Cy." in lines
    assert not [line for line in lines if PLAYER.search(line)]


@pytest.mark.parametrize("game", ["espionage", "austin", "rpgget", "beanz"])
def test_every_games_panel_names_the_seats(game: str) -> None:
    app = screenprobe.make_app((1280, 720), 100)
    names = ("Ann", "Bea") if game == "beanz" else ("Ann", "Bea", "Cy")
    t = TableScene(app, Session(game, 1, [SeatConfig("human", n) for n in names]))
    app.push(t)
    app.step([])
    seat = t.acting_seat()
    assert seat is not None
    asked = {"seat": seat, "text": "Choose a card to give to Player 2.", "verb": "choose"}
    asked.update(options=[], min=1, max=1, kind="give")
    t.view = dict(t.view, prompt=asked)
    lines = moves_in_words(t, seat)
    assert "You are asked: Choose a card to give to Bea." in lines
    assert not [line for line in lines if PLAYER.search(line)]
