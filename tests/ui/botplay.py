"""Espionage tables found by play: random bots play every seat of a game, seed after seed, up
to the first position a test wants (a question for seat 0, a look just taken...)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from tabletop.ai.base import RandomBot
from tabletop.room.session import SeatConfig, Session


def espionage_until(
    players: list[SeatConfig], until: Callable[[dict[str, Any]], bool], seeds: Iterable[int]
) -> Session | None:
    """The first game of ``seeds`` (at most 400 moves each) whose seat 0 view meets ``until``,
    stopped there; None when none does."""
    for seed in seeds:
        s = Session("espionage", seed, players)
        bot, rng = RandomBot(), random.Random(seed)
        for _ in range(400):
            if s.game.is_terminal():
                break
            if until(s.game.view(0)):
                return s
            seat = s.game.active_seats()[0]
            s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    return None


def asks(kind: str) -> Callable[[dict[str, Any]], bool]:
    """A view whose question (``kind``) is seat 0's."""

    def met(view: dict[str, Any]) -> bool:
        p = view.get("prompt") or {}
        return p.get("seat") == 0 and p.get("kind") == kind

    return met
