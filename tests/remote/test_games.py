"""Whole games of every registered game with the human seats on phones (WebSocket clients on
loopback) and the rest bots, the test standing in for the table (publish, take, submit): every
message each phone received is checked against the engine's zones for that seat: 0 leaks."""

from __future__ import annotations

import asyncio
import random

import pytest

from tabletop.engine.game import game_class
from tabletop.engine.registry import info, playable_names
from tabletop.room.session import SeatConfig, Session
from tests.remote.phones import seated

#: seats per game: at least two humans for hot-seat (Codenames: two teams of two)
SEATS = {"codenames": 4}
#: mixed games: humans and bots taking turns, one seat more than the least (RPG Get! with
#: three seats runs to some 1,800 moves: two keep the test quick)
MIXED_SEATS = {"rpgget": 2}


def make_session(game: str, kinds: list[str], seed: int) -> Session:
    seats = [
        SeatConfig(k, f"P{i + 1}", "normal" if k == "bot" else "normal")
        for i, k in enumerate(kinds)
    ]
    return Session(game, seed, seats, dict(info(game).unattended))


async def play(session: Session, seed: int) -> tuple[int, int]:
    rng = random.Random(seed)
    async with seated(session, session.humans()) as table:
        limit = game_class(session.game_name).MAX_ACTIONS
        for _ in range(limit):
            if session.game.is_terminal():
                break
            await table.step(rng)
        assert session.game.is_terminal(), f"{session.game_name} did not end"
        # the end reaches every phone: the result's sentence
        for p in table.phones.values():
            assert p.got[-1]["over"], p.got[-1]
        assert table.leaks == [], table.leaks[:10]
        if session.game_name == "espionage":  # its draws and looks are told to one seat
            assert table.private_lines > 0
        return table.messages, len(session.log)


@pytest.mark.parametrize("mix", ["hotseat", "mixed"])
@pytest.mark.parametrize("game", playable_names())
def test_a_whole_game_on_phones_leaks_nothing(game: str, mix: str) -> None:
    n = SEATS.get(game, game_class(game).MIN_SEATS)
    kinds = ["human"] * n
    if mix == "mixed":
        n = MIXED_SEATS.get(game, min(n + 1, game_class(game).MAX_SEATS))
        kinds = ["human" if i % 2 == 0 else "bot" for i in range(n)]
    seed = 11 if mix == "hotseat" else 12
    session = make_session(game, kinds, seed)
    messages, moves = asyncio.run(play(session, seed))
    assert moves > 0 and messages >= moves
