"""The standings in the table's end panel (ui/components/scores.py), shared by every game that
keeps score; Espionage and Codenames (win or lose only) list none."""

from __future__ import annotations

import pytest

from tabletop.ai.base import make_bot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.components.scores import standings
from tabletop.ui.table import TableScene


def test_standings_order_and_shared_ranks() -> None:
    rows = standings(
        {0: 3.0, 1: 7.0, 2: 3.0, 3: 1.0}, lambda s: f"P{s}", lambda s, x: f"{x:g}", (1,)
    )
    assert [(r.rank, r.seat, r.score, r.winner) for r in rows] == [
        (1, 1, "7", True),
        (2, 0, "3", False),
        (2, 2, "3", False),
        (4, 3, "1", False),
    ]


def test_the_winner_heads_the_standings_even_with_fewer_points() -> None:
    """Mighty Beanz: Player 1 won with a Galaxy's two Loot while Player 2 held three Loot in
    all; the panel said "Player 1 wins!" and listed Player 2 first (a new player's report)."""
    rows = standings({0: 2.0, 1: 3.0}, lambda s: f"P{s}", lambda s, x: f"{x:g}", (0,))
    assert [(r.rank, r.seat, r.winner) for r in rows] == [(1, 0, True), (2, 1, False)]


def _ended(game: str, seats: int, seed: int) -> Session:
    s = Session(game, seed, [SeatConfig("bot", f"Ann{i}", "normal") for i in range(seats)])
    for _ in range(6000):
        if s.game.is_terminal():
            break
        a = s.game.active_seats()[0]
        bot = s.bots.get(a) or make_bot(game, "normal")
        s.apply(bot.choose(s.game.view(a), s.game.legal_actions(a), s.bot_rng))
    assert s.game.is_terminal()
    return s


@pytest.mark.parametrize(
    ("game", "seats", "unit"),
    [("austin", 3, ("Mojo", "billion")), ("rpgget", 2, ("VP",)), ("espionage", 3, None)],
)
def test_the_end_panel_lists_each_seats_score(game: str, seats: int, unit: tuple | None) -> None:
    session = _ended(game, seats, 4)
    app = App((1280, 720), headless=True)
    table = TableScene(app, session, viewer=0, frozen=True)
    app.push(table)
    rows = table.ending.standings()
    if unit is None:
        assert rows == []
        return
    assert len(rows) == seats and rows[0].winner
    assert all(any(u in r.score for u in unit) for r in rows)
    assert {r.name for r in rows} == {f"Ann{i}" for i in range(seats)}
    table.frozen, table.ended_shown = False, True
    table.draw(app.screen)  # the panel with its rows draws at the smallest window


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_end_panel_is_opaque_over_the_hand(size: tuple[int, int]) -> None:
    """The end panel lies over the hand (Austin Powers): the cards never show through it (it
    was 4 % see-through, the hand's colours read under the result)."""
    from tabletop.ui.layers.panels import END_PANEL

    session = _ended("austin", 2, 4)
    session.seats[0] = SeatConfig("human", "Ann0")
    app = App(size, headless=True)
    table = TableScene(app, session, viewer=0, frozen=True)
    app.push(table)
    table.frozen, table.ended_shown = False, True
    table.draw(app.screen)
    box = table.ending.rect
    x = box.x + 8  # inside the edge, left of the words and buttons
    under = list(range(box.top + 20, box.bottom - 20, 5))
    assert {tuple(app.screen.get_at((x, y)))[:3] for y in under} == {END_PANEL[:3]}


def test_an_end_with_no_winner_says_nobody_wins(monkeypatch) -> None:
    """Espionage's pile ran out with the Bomb in one hand and no Target elsewhere: the panel's
    title said "Game over" over "Player 2 holds the Bomb and loses", and a new player could
    not tell whether they had won. The title says "Nobody wins"."""
    from tests.ui.textspy import record_texts

    session = _ended("espionage", 2, 0)
    assert session.game.result().winners == ()
    app = App((1280, 720), headless=True)
    table = TableScene(app, session, viewer=0, frozen=True)
    app.push(table)
    table.frozen, table.ended_shown = False, True
    said = record_texts(monkeypatch)
    table.draw(app.screen)
    assert "Nobody wins" in [w.text for w in said]
