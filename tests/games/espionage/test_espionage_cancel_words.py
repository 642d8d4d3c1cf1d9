"""Issue 52: a cancelled card was logged twice ("X was cancelled." when its answer resolved,
then "X: cancelled, no effect." when it left the stack). Each cancelling is told once, when it
happens, naming what cancelled it; the cancelled card leaves the stack without a word."""

from __future__ import annotations

import random
from collections import Counter

from tabletop.ai.base import make_bot
from tabletop.engine.game import new_game


def test_each_cancelled_card_is_told_once() -> None:
    bot = make_bot("espionage", "random")
    cancelled = 0
    for seed in range(40):
        game = new_game("espionage", seed, 2 + seed % 3)
        rng = random.Random(seed)
        said: Counter[int] = Counter()  # uid -> events saying that stack item is cancelled
        cancels: list[int] = []
        texts: list[str] = []
        for _ in range(400):
            if game.is_terminal():
                break
            seat = game.active_seats()[0]
            for e in game.apply(bot.choose(game.view(seat), game.legal_actions(seat), rng)):
                uid = e.data.get("uid")
                if uid is not None and "cancelled" in e.text:
                    said[uid] += 1
                if e.kind == "ItemCancelled" and "cancelled by" in e.text:
                    cancels.append(uid)
                    texts.append(e.text)
        for uid in cancels:
            assert said[uid] == 1, f"seed {seed}: item {uid} told {said[uid]} times"
        for text in texts:
            assert text.endswith(", no effect.") and "'s " in text, text
        cancelled += len(cancels)
    assert cancelled >= 5  # the games did cancel cards
