"""Issue 52: in a window shown to everyone the bar said "Everyone is looking: Bea's hand stays
face down" in another person's turn after Bea had answered: it named whoever had the screen
last. It names that person only while the window asks them too (their key would show their
hand); once they have answered it names nobody: every hand stays face down."""

from __future__ import annotations

import os

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import CLAIM_KEYS, TableScene
from tests.ui.conftest import press
from tests.ui.test_hotseat import SEVEN
from tests.ui.test_pass_log import _sniper_window
from tests.ui.test_pass_log import hot as hot  # noqa: F401 (the fixture)
from tests.ui.textspy import record_texts


def _looking(table: TableScene, monkeypatch: pytest.MonkeyPatch, name: str = "") -> list[str]:
    said = record_texts(monkeypatch)
    surf = pygame.Surface(table.app.screen.get_size())
    table.draw(surf)
    if name and os.environ.get("TABLETOP_SHOTS"):
        pygame.image.save(surf, os.path.join(os.environ["TABLETOP_SHOTS"], name))
    return [w.text for w in said if w.text.startswith("Everyone is looking")]


def test_after_bea_answered_the_line_names_nobody(hot: App, monkeypatch) -> None:  # noqa: F811
    table = _sniper_window(hot)  # Cy's turn: Bea claimed Cy's Sniper window and passed
    assert table.lifted_for == 1 and 1 not in table.game.active_seats()
    assert table.screen.public_window() and table.viewer is None
    assert _looking(table, monkeypatch, "peek_nobody.png") == [
        "Everyone is looking: every hand stays face down."
    ]


def test_the_turn_players_hand_is_named_while_the_window_asks_them(
    hot: App,
    monkeypatch,  # noqa: F811
) -> None:
    session = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
    for move in SEVEN:
        session.apply(parse_action(move))
    table = TableScene(hot, session)
    hot.push(table)
    pygame.event.clear()
    table.lift_curtain()  # Cy's turn: Cy at the screen
    assert table.submit(parse_action("2:play 4 1"))  # Cy's Sniper on Bea: everyone may answer
    hot.step([])
    assert table.lifted_for == 2 and 2 in table.game.active_seats()
    assert table.screen.public_window()
    assert _looking(table, monkeypatch) == ["Everyone is looking: Cy's hand stays face down."]


def test_four_people_in_anns_turn_after_bea_answered(hot: App, monkeypatch) -> None:  # noqa: F811
    """The new player's table: four people, Ann's turn; Ann's card opens a window for everyone,
    Bea claims it and passes: the line no longer says "Bea's hand"."""
    names = ("Ann", "Bea", "Cid", "Dee")
    table = TableScene(hot, Session("espionage", 1, [SeatConfig("human", n) for n in names]))
    hot.push(table)
    pygame.event.clear()
    table.lift_curtain()
    assert table.submit(parse_action("0:play 8 1"))
    hot.step([])
    assert table.screen.public_window() and table.game.active_seats() == [0, 1, 2, 3]
    assert _looking(table, monkeypatch) == ["Everyone is looking: Ann's hand stays face down."]
    press(hot, CLAIM_KEYS[1])
    table.lift_curtain()
    hot.step([])
    press(hot, pygame.K_SPACE)
    assert table.session.log[-1] == "1:pass" and table.screen.public_window()
    assert table.lifted_for == 1
    said = _looking(table, monkeypatch, "peek_four.png")
    assert said == ["Everyone is looking: every hand stays face down."]


def test_the_line_names_the_hand_of_the_board_on_screen() -> None:
    """RPG Get!, Ann and Bea: in Bea's attempt Ann (her curtain lifted last) attacked and the
    window opened to everyone; the screen's foot showed Bea's board, her hand face down, and
    the line said "Ann's hand stays face down". With the turn's player's board on screen and
    the window's owner another person, the line names no one's hand."""
    from types import SimpleNamespace

    from tabletop.ui.layers.window_bar import WindowBarLayer

    def line(owner: int, current: int) -> str:
        game = SimpleNamespace(current=current, active_seats=lambda: [0, 1])
        t = SimpleNamespace(
            lifted_for=owner,
            viewer=None,
            game=game,
            screen_humans=lambda: [0, 1],
            session=SimpleNamespace(seat_name=lambda s: ("Ann", "Bea")[s]),
        )
        return WindowBarLayer.peek_line(SimpleNamespace(t=t))  # type: ignore[arg-type]

    assert line(owner=0, current=1) == "Everyone is looking: every hand stays face down."
    assert line(owner=1, current=1) == "Everyone is looking: Bea's hand stays face down."
