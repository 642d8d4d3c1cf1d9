"""Issue 52: "Discard: 1 (1 on the stack)" confused a host, and a Bodyguard being resolved was
shown on the discard pile rather than on the stack. The table shows each card in one place: on
the stack while its effect waits there (counted with the stack), on the discard pile once it
has resolved; the pile's label counts what it shows."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.games.espionage.view import discard_of
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.test_hotseat import SEVEN
from tests.ui.textspy import record_texts


def _table(app: App, moves: list[str]) -> TableScene:
    session = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
    for move in moves:
        session.apply(parse_action(move))
    table = TableScene(app, session, viewer=0, frozen=True)
    app.push(table)
    return table


def _words(table: TableScene, monkeypatch: pytest.MonkeyPatch) -> str:
    said = record_texts(monkeypatch)
    surf = pygame.Surface((1280, 720))
    table.gv.draw_piles(surf, table.view)
    table.gv.draw_stack(surf, table.view, 0.0)
    return " ".join(w.text for w in said)


def test_the_bodyguard_waits_on_the_stack_not_on_the_pile(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = _table(app, [*SEVEN, "2:play 4 1", "0:pass", "1:pass", "2:pass", "0:react 41 4"])
    view = table.view
    zone = [c["name"] for c in view["zones"]["discard"]["cards"]]
    assert zone[-1] == "Bodyguard"  # the rules' zone: a played card is discarded at once
    shown = [c["name"] for c in discard_of(view)]
    assert "Bodyguard" not in shown and shown[-1] == "Sniper"  # the pile's face: the Sniper
    assert [it["card"] for it in view["stack"]] == ["Protector", "Bodyguard"]
    words = _words(table, monkeypatch)
    assert f"Discard: {len(shown)}" in words and "on the stack" not in words
    assert "2 cards" in words  # the stack counts its own


def test_once_resolved_it_lies_on_the_pile(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    moves = [*SEVEN, "2:play 4 1", "0:pass", "1:pass", "2:pass", "0:react 41 4"]
    table = _table(app, [*moves, "0:pass", "1:pass", "2:pass", "0:pass", "1:pass", "2:pass"])
    view = table.view
    assert not view["stack"]
    assert [c["name"] for c in discard_of(view)][-1] == "Bodyguard"
    n = view["zones"]["discard"]["count"]
    assert " ".join(f"Discard: {n}  (click)".split()) in _words(table, monkeypatch)
