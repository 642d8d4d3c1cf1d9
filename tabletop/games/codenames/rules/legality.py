"""What is fixed about clue legality, computed once and cached (the raw engine's hot path).

A clue may be any word, so the rules list a representative sample of clues (``legal_clue``)
and judge a given clue directly (``why_clue``). Both ask the same two questions of a word:
is it one word of letters (``form_ok``), and which assets would it clash with on the board
(``clashes``: the asset ids whose name the word may not be, or for Marvel Experts may not
include a part of). The answers depend only on the word and the Experts option, so they are
cached for the whole process; a board then only asks whether a clashing asset is still
uncovered. Every answer is the one ``clues.clue_problem`` gives (the refusal sentence still
comes from there).
"""

from __future__ import annotations

from functools import cache, lru_cache

from tabletop.engine.actions import Action
from tabletop.games.codenames import clues as cl
from tabletop.games.codenames.data import GRID, assets, tags
from tabletop.games.codenames.rules.state import COMMON_WORDS, MAX_NUMBER, UNLIMITED

MAX_SEATS = 8


@lru_cache(maxsize=8192)
def form_ok(word: str) -> bool:
    """``word`` is one word of letters (``clues.form_problem`` finds nothing)."""
    return cl.form_problem(word) is None


@cache
def _names_by_letters() -> dict[str, tuple[int, ...]]:
    out: dict[str, list[int]] = {}
    for n, a in enumerate(assets()):
        out.setdefault(cl.normalise(a.word), []).append(n)
    return {k: tuple(v) for k, v in out.items()}


@lru_cache(maxsize=8192)
def clashes(word: str, experts: bool) -> tuple[int, ...]:
    """The asset ids ``word`` may not be given as a clue against, while they are uncovered
    (``clues.board_problem`` of the word against that one name is not ``None``)."""
    if not experts:
        return _names_by_letters().get(cl.normalise(word), ())
    return tuple(
        n for n, a in enumerate(assets()) if cl.board_problem(word, (a.word,), True) is not None
    )


@cache
def candidate_words(asset: int) -> tuple[str, ...]:
    """Sample clue words for an asset: its bot tags, then its name parts of 3+ letters."""
    word = assets()[asset].word
    parts = tuple(p for p in cl.name_parts(word) if len(p) >= 3)
    return tuple(tags().get(word, ())) + parts


#: ``CLASHES[experts][word]``: ``clashes(word, experts)`` for every word ``sample_words`` gave
CLASHES: dict[bool, dict[str, tuple[int, ...]]] = {False: {}, True: {}}


@cache
def sample_words(asset: int, experts: bool) -> tuple[str, ...]:
    """``candidate_words`` of one word form (their clashes noted in ``CLASHES``); for
    ``asset == -1``, the common words."""
    words = COMMON_WORDS if asset < 0 else candidate_words(asset)
    out = tuple(w for w in words if form_ok(w))
    for w in out:
        CLASHES[experts][w] = clashes(w, experts)
    return out


@lru_cache(maxsize=16384)
def clue_actions(seat: int, word: str) -> tuple[Action, ...]:
    """``seat:clue WORD n`` for n = 1..9, then 0, then unlimited (sliced by the caller)."""
    numbers: list[int | str] = [*range(1, MAX_NUMBER + 1), 0, UNLIMITED]
    return tuple(Action(seat, "clue", (word, n)) for n in numbers)


#: Prebuilt actions by seat (and grid card): they are immutable, so every game shares them.
GUESS = tuple(tuple(Action(s, "guess", (i,)) for i in range(GRID)) for s in range(MAX_SEATS))
STOP = tuple(Action(s, "stop") for s in range(MAX_SEATS))
ALLOW = tuple(Action(s, "allow") for s in range(MAX_SEATS))
REFUSE = tuple(Action(s, "refuse") for s in range(MAX_SEATS))
