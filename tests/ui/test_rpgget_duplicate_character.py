"""RPG Get!: a second Ryudo dropped onto a party that holds one replaces it (rulebook: a
duplicate name "must be played to replace the in-play character"). The log read "Ryudo was
discarded. Ryudo replaces Ryudo." and the table said nothing; the log now says it in one
sentence a player follows, and the table shows it a moment in its news corner."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.engine.game import new_game
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.textspy import record_texts

WHY = "(a party holds one of each name)"


def _session(mine: dict) -> Session:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "normal")]
    s = Session("rpgget", 5, seats, {})
    s.game.set_position(
        {
            "current": 0,
            "phase": "play",
            "seats": [
                {"deck": ["Looper"] * 20, **mine},
                {"party": ["RAmar"], "deck": ["Looper"] * 20},
            ],
        }
    )
    return s


def _in_hand(s: Session, name: str) -> int:
    return next(c for c in s.game.zones["hand/0"].cards if s.game.defs[c].name == name)


@pytest.mark.parametrize(
    ("mine", "played", "said"),
    [
        ({"party": ["Ryudo"], "hand": ["Ryudo"]}, "Ryudo", "Ann's second Ryudo replaces the first"),
        (
            {"party": ["Ryudo"], "hand": ["Ryudo Lv2"]},
            "Ryudo Lv2",
            "Ann's Ryudo Lv2 replaces Ryudo",
        ),
        (
            {"party": ["Elena"], "unconscious": ["Vyse"], "hand": ["Vyse Lv2"]},
            "Vyse Lv2",
            "Ann's Vyse Lv2 replaces the unconscious Vyse",
        ),
    ],
)
def test_the_log_says_the_second_replaces_the_first(
    app: App, monkeypatch: pytest.MonkeyPatch, mine: dict, played: str, said: str
) -> None:
    s = _session(mine)
    table = TableScene(app, s)
    app.push(table)
    table.next_bot_at = float("inf")
    app.step([])
    n = len(table.log.lines)
    assert table.submit(Action(0, "character", (_in_hand(s, played),)))
    new = [t for t, _c in table.log.lines[n:]]
    assert new == [f"{said}, which is discarded {WHY}."], new
    # and the table says it over the play area a moment
    said_now = record_texts(monkeypatch)
    table.dirty = True
    table._frame = None
    app.screen.fill((0, 0, 0))
    table.draw(app.screen)
    words = " ".join(w.text for w in said_now)
    assert f"{said} (one of each name)" in [w.text for w in said_now], words


def test_a_first_character_still_just_joins() -> None:
    g = new_game("rpgget", 5, 2)
    g.set_position({"current": 0, "phase": "play", "seats": [{"hand": ["Ryudo"]}, {}]})
    c = g.zones["hand/0"].cards[0]
    ev = g.apply(f"0:character {c}")
    assert [e.text for e in ev if e.text][:1] == ["Ryudo joins the party."]
    pygame.quit()
