"""RPG Get! CCG's hard level: the search player (``tabletop/ai/search.py``) with this game's own
judgement of an unfinished position."""

from __future__ import annotations

from typing import Any

from tabletop.ai.search import SearchBot
from tabletop.ai.search import evaluate as by_score

#: playout moves after the tree before ``evaluate`` judges the position
CUTOFF = 40


def evaluate(g: Any, seat: int) -> float:
    """How good ``g`` is for ``seat`` in [0, 1] (1: won)."""
    return by_score(g, seat)


def hard() -> SearchBot:
    """The hard level (the registry's ``hard``)."""
    return SearchBot("rpgget", evaluator=evaluate, cutoff=CUTOFF)
