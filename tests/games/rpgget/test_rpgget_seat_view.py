"""The typed seat view (``rules.seat_view``) says what ``view(seat)`` really returns: on every
state of a few bot games, for every seat and a spectator, the view has exactly the declared
keys, and so do its zones, prompt, options, players, attempt and pending attack."""

from __future__ import annotations

import random
from typing import Any

from tabletop.games.rpgget.bots import NormalBot
from tabletop.games.rpgget.rules import RpgGame
from tabletop.games.rpgget.rules.seat_view import (
    AttemptView,
    OptionView,
    PendingView,
    PlayerView,
    PromptView,
    RpgView,
    ZoneView,
)


def keys(td: Any) -> set[str]:
    return set(td.__annotations__)


def check(view: dict[str, Any], seen: set[str]) -> None:
    assert set(view) == keys(RpgView)
    for z in view["zones"].values():
        assert set(z) == keys(ZoneView)
        assert isinstance(z["count"], int)
        assert z["cards"] is None or all(c is None or isinstance(c["id"], int) for c in z["cards"])
    for p in view["players"]:
        assert set(p) == keys(PlayerView)
    if view["prompt"] is not None:
        seen.add("prompt")
        assert set(view["prompt"]) == keys(PromptView)
        for o in view["prompt"]["options"] or []:
            assert set(o) == keys(OptionView)
    if view["attempt"] is not None:
        seen.add("attempt")
        assert set(view["attempt"]) == keys(AttemptView)
    if view["pending"] is not None:
        seen.add("pending")
        assert set(view["pending"]) == keys(PendingView)


def test_the_seat_view_has_the_declared_keys() -> None:
    seen: set[str] = set()
    for seed, n in ((1, 2), (2, 3)):
        game = RpgGame(seed, n)
        bot, rng = NormalBot(), random.Random(seed)
        for _ in range(400):
            if game.is_terminal():
                break
            for seat in [*range(n), None]:
                check(game.view(seat), seen)
            s = game.active_seats()[0]
            game.apply(bot.choose(game.view(s), game.legal_actions(s), rng))
    assert seen == {"prompt", "attempt", "pending"}  # every part was checked at least once
