"""Reaction windows answered together (measured at a game night, 2026-11-25: 26 of 742 taps
got "The table moved on: choose again", mostly passes sent while another phone answered the
same window): a move a recent message offered is taken for the table's rules to judge in the
state of now; only a move the rules refuse is refused, with the rules' reason."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from tabletop.ai.base import make_bot
from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tests.remote.phones import Table, seated


def window_for_two() -> Session:
    """Espionage (seed 1) after one move: a window Ann (0) and Ben (1) may both pass."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Ben"), SeatConfig("bot", "Cy")]
    session = Session("espionage", 1, seats)
    seat = session.game.active_seats()[0]
    bot = make_bot("espionage", "normal")
    view, legal = session.game.view(seat), session.game.legal_actions(seat)
    session.apply(bot.choose(view, legal, random.Random(0)))
    return session


def the_tables_frame(table: Table) -> list[str]:
    """What the table does each frame (``PhoneLink.update``): the phones' moves through the
    rules, each in the state of now; a refused one is told to its phone."""
    applied = []
    for text in table.hub.take():
        action = parse_action(text)
        reason = table.session.game.illegal_reason_or_none(action)
        if reason is None:
            table.publish(table.session.apply(action))
            applied.append(text)
        else:
            table.hub.tell(action.seat, reason)
    return applied


def pass_of(table: Table, seat: int) -> str:
    msg = table.hub.message(seat)
    assert msg is not None
    return str(next(m["a"] for m in msg["moves"] if m["pass"]))


def test_two_phones_pass_the_same_window_at_once() -> None:
    async def go() -> None:
        session = window_for_two()
        assert {0, 1} <= set(session.game.active_seats())
        async with seated(session, [0, 1]) as table:
            ann, ben = table.phones[0], table.phones[1]
            v = table.hub.version
            passes = {0: pass_of(table, 0), 1: pass_of(table, 1)}
            # Ann's pass arrives and is played (a new message) before Ben's, sent at once
            await ann.send({"t": "move", "v": v, "a": passes[0]})
            await ann.wait(lambda m: m.get("t") in ("sent", "error"), "Ann's reply")
            assert the_tables_frame(table) == [passes[0]]
            assert table.hub.version > v
            before = len(ben.got)
            await ben.send({"t": "move", "v": v, "a": passes[1]})  # the message before
            reply = await ben.wait(lambda m: m.get("t") in ("sent", "error"), "reply", before)
            assert reply["t"] == "sent", reply
            assert the_tables_frame(table) == [passes[1]]
            assert 1 not in session.game.active_seats()
            await table.settle()
            # a move no longer legal is refused by the rules, with their reason
            before = len(ann.got)
            await ann.send({"t": "move", "v": v, "a": passes[0]})
            await ann.wait(lambda m: m.get("t") in ("sent", "error"), "reply", before)
            assert the_tables_frame(table) == []
            note = await ann.wait(lambda m: m.get("t") == "note", "the rules' reason", before)
            assert "moved on" not in note["text"]
            said: list[Any] = [m for p in (ann, ben) for m in p.got]
            assert not any("moved on" in str(m.get("error", m.get("text", ""))) for m in said)

    asyncio.run(go())
