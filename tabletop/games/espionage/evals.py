"""Espionage's hard level: the search player (``tabletop/ai/search.py``) with this game's own
judgement of an unfinished position, built on the normal bot's card values (``bots.VALUE``).

Nothing is scored before the end (the pile runs out or a gold card is forced out), so a
playout cut off early would say "even" everywhere. ``evaluate`` reads instead what decides the
end: the Target (its holder wins when the pile runs out), the Bomb (its holder loses), the
Package with a big hand, and the cards that defend them; the lead over the best other seat,
squashed into [0, 1], counting for more as the pile runs low.

With ``MODEL`` (on), its deals (three players or more) are not uniform: ``belief.Dealer``
deals the other hands to agree with what their moves showed (the Bomb passed by a Double
Agent, gold shown by a Police, the Missions a normal bot would have played missing from the
hand it kept). The belief is right (``tools/esp_belief.py``); the four-player win rate was
39.0 % against uniform deals' 36.3 % over 590 paired games (2026-11-24: +2.7 points, a sign
test's p about 0.28), and knowing where the gold cards and the Bomb truly are would be worth
about 11 points (the oracle deals of 2026-11-25, docs/computer-players.md): the belief is a
part of that, so it is on. With two players in the deals stay uniform (the two-player level was
measured without it).

Its own seat is played by ``bots.HardBot`` (the normal bot aiming its attacks at a hand its look
saw holding gold), the others by the normal bot: in the normal bot's playouts a look was worth
little, for it attacks the biggest hand whatever it saw. With two players HardBot is the normal
bot (the two-player moves unchanged).
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.ai.search import SearchBot, hard_level
from tabletop.ai.search import evaluate as final
from tabletop.games.espionage.belief import Dealer
from tabletop.games.espionage.bots import HardBot, NormalBot, _value

#: playout moves before ``evaluate`` judges the position: enough to play a two-player game
#: out. Judged after 24 moves (the earlier cut-off), ``evaluate`` predicted the end no better
#: than a coin (Brier score 0.27; a constant 0.5 scores 0.25; ``tools/eval_check.py``), so
#: playouts run to the end, at about a third of the iterations a second
CUTOFF = 400


def worth(g: Any, seat: int) -> float:
    """What ``seat``'s hand is worth to it (the normal bot's card values; in a duel the Package
    and the Protector are a liability)."""
    duel = len(g.survivors()) == 2
    names = g.names_by_id
    hand = g.hands[seat]
    total = sum(_value(names[c], duel) for c in hand)
    if names[g.bomb] == "Bomb" and g.bomb in hand:
        total -= 20.0
    return total + 1.5 * len(hand)


def evaluate(g: Any, seat: int) -> float:
    """How good ``g`` is for ``seat`` in [0, 1] (1: won)."""
    if g.result() is not None:
        return final(g, seat)
    if g.eliminated[seat]:
        return 0.0
    others = [worth(g, s) for s in g.survivors() if s != seat]
    if not others:
        return 1.0
    lead = worth(g, seat) - max(others)
    return 0.5 + 0.5 * math.tanh(lead / 60.0)


#: deal the other hands by the belief (``belief.Dealer``) with three players or more (above)
MODEL = True


def hard(model: bool | None = None) -> SearchBot:
    """The hard level (the registry's ``hard``): its deals agree with what the normal bots'
    moves showed of their hands when ``model`` (default ``MODEL``; else uniform deals)."""
    redeal = Dealer() if (MODEL if model is None else model) else None
    return hard_level(
        "espionage",
        evaluator=evaluate,
        cutoff=CUTOFF,
        redeal=redeal,
        policy=HardBot(),
        others=NormalBot(),
    )
