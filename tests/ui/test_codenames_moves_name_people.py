"""Marvel Codenames' log as a new player read it, the HYDRA Agent among computers: "HYDRA Agent
covered PEPPER POTTS", "S.H.I.E.L.D. Agent stopped guessing", where every other game names the
player ("Ann covered PEPPER POTTS"). The table names the player at the seat that made the move;
the game's own sentences (and so its moves and saves) keep the role."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.games.codenames.movenames import people_named
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe

SEATS = [
    SeatConfig("bot", "Computer 1", "normal"),
    SeatConfig("human", "Ann"),
    SeatConfig("bot", "Computer 3", "normal"),
    SeatConfig("bot", "Computer 4", "normal"),
]


@pytest.fixture()
def played(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """Thirty moves of a four-seat game, Ann the HYDRA Agent, made through the table."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app((1280, 720), 100)
    session = Session("codenames", 5, SEATS)
    assert session.game.seat_name(1) == "HYDRA Agent"
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    texts: list[str] = []
    real = session.apply

    def apply(action):  # type: ignore[no-untyped-def]
        events = real(action)
        texts.extend(e.text for e in events)
        return events

    session.apply = apply  # type: ignore[method-assign]
    agent = make_bot("codenames", "normal")
    for _ in range(30):
        if session.game.is_terminal():
            break
        seat = session.game.active_seats()[0]
        view, legal = session.game.view(seat), session.game.legal_actions(seat)
        action = agent.choose(view, legal, session.bot_rng)
        assert table.submit(action)
    yield table, texts
    pygame.quit()


def test_the_log_names_the_player_who_covered_a_card(played) -> None:  # type: ignore[no-untyped-def]
    table, texts = played
    lines = [line for line, _colour in table.log.lines]
    ann = [line for line in lines if line.startswith("Ann covered ")]
    assert ann, lines
    for role in ("HYDRA Agent", "S.H.I.E.L.D. Agent", "HYDRA Director"):
        assert not [x for x in lines if x.startswith(f"{role} covered")], lines
        assert not [x for x in lines if x.startswith(f"{role} stopped guessing")], lines
    # the computers' moves by their names too
    assert any(x.startswith("Computer 4 ") for x in lines), lines
    # the game's own sentences keep the role (its moves list and saves are unchanged)
    assert any(x.startswith("HYDRA Agent covered ") for x in texts), texts


def test_only_a_moves_seat_is_renamed() -> None:
    session = Session("codenames", 5, SEATS)
    said = "S.H.I.E.L.D.'s turn ends; HYDRA's Director gives a clue."
    assert people_named(session, said) == said
    assert people_named(session, "HYDRA Agent covered WONG: S.H.I.E.L.D. agent.") == (
        "Ann covered WONG: S.H.I.E.L.D. agent."
    )
    assert people_named(session, "S.H.I.E.L.D. Agent stopped guessing.") == (
        "Computer 4 stopped guessing."
    )
    assert people_named(None, "HYDRA Agent covered WONG.") == "HYDRA Agent covered WONG."
