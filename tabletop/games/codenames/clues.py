"""Clue validation for Marvel Codenames: pure functions shared by the rules and the bots.

Rulebook: "your clue needs to be one word, no hyphens or spaces" (Valid Clues); "If you're not
sure your clue is one word or not, ask the rival Director secretly" (handled by the rules as the
``approve`` option); "For Marvel Experts: Directors cannot give clues that include the name or
part of the name of the Asset to which the clue refers".

Our readings (tested in tests/games/codenames/test_clues.py):

- A clue word is letters A-Z only (any case; stored upper case), at most 30 letters. A word that
  is letters joined by single spaces, hyphens or apostrophes (``ICE-CREAM``, ``SIDE KICK``,
  ``DON'T``) is *doubtful*: not allowed, unless the rival Director approves it (option).
- "Not a word on the board": the clue may not be the name of an uncovered asset on the board,
  compared on letters only (``SPIDERMAN`` = ``SPIDER-MAN``). A *part* of a name is allowed in the
  standard game: the rulebook's own example clues CHAIN while GHOST RIDER'S CHAIN is uncovered and
  FEMALE while FEMALE THOR is uncovered. Covered cards no longer count (they are under a cover).
- For Marvel Experts (option): the clue may not include the name or part of the name of any
  uncovered asset on the board. The parts of a name are its words split at spaces, hyphens and
  full stops, with a possessive ``'S`` dropped and other apostrophes removed (GHOST RIDER'S CHAIN
  -> GHOST, RIDER, CHAIN); ``THE`` and ``OF`` are not parts. A clue is refused when it equals a
  part, contains a part of 3 or more letters (IRONCLAD contains IRON), or, having 3 or more
  letters, begins a part (RIDE begins RIDER). This is a strict reading: HUMAN is refused while
  IRON MAN is uncovered, because it contains MAN.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

MAX_CLUE_LETTERS = 30
STOP_WORDS = frozenset({"THE", "OF"})
_LETTERS = re.compile(r"^[A-Z]+$")
_DOUBTFUL = re.compile(r"^[A-Z]+(?:[ \-'][A-Z]+)+$")

RULE_ONE_WORD = "Remember, your clue needs to be one word, no hyphens or spaces."
RULE_EXPERTS = (
    "Directors cannot give clues that include the name or part of the name of the Asset to "
    "which the clue refers."
)


def normalise(text: str) -> str:
    """Upper-case letters and digits only: the form names and clues are compared in."""
    return "".join(ch for ch in text.upper() if ch.isascii() and ch.isalnum())


def name_parts(name: str) -> list[str]:
    """The parts of an asset name for the Experts rule (see the module docstring)."""
    parts: list[str] = []
    for raw in re.split(r"[ \-.]+", name.upper()):
        word = raw[:-2] if raw.endswith("'S") else raw
        word = normalise(word)
        if word and word not in STOP_WORDS:
            parts.append(word)
    return parts


def is_doubtful(word: str) -> bool:
    """True for several words joined by spaces, hyphens or apostrophes (ask the rival)."""
    return bool(_DOUBTFUL.match(word.strip().upper()))


def form_problem(word: str) -> str | None:
    """Why ``word`` is not one word of letters, or ``None``. Doubtful words get a reason too."""
    w = word.strip().upper()
    if not w:
        return "Give a clue word."
    if is_doubtful(w):
        return f"{w} is not one word. {RULE_ONE_WORD}"
    if not _LETTERS.match(w):
        return f"A clue is one word made of letters only; {w!r} is not. {RULE_ONE_WORD}"
    if len(w) > MAX_CLUE_LETTERS:
        return f"A clue word has at most {MAX_CLUE_LETTERS} letters."
    return None


def board_problem(word: str, uncovered: Iterable[str], experts: bool) -> str | None:
    """Why ``word`` may not be a clue with these uncovered asset names on the board."""
    clue = normalise(word)
    for name in uncovered:
        if clue == normalise(name):
            return f"{name} is a card on the board: the clue may not be a card's whole name (a part of one is fine)."
        if experts:
            for part in name_parts(name):
                if (
                    clue == part
                    or (len(part) >= 3 and part in clue)
                    or (len(clue) >= 3 and part.startswith(clue))
                ):
                    return (
                        f"For Marvel Experts, {word.upper()} includes part of the name "
                        f"{name} ({part}). {RULE_EXPERTS}"
                    )
    return None


def clue_problem(
    word: str, uncovered: Iterable[str], experts: bool, allow_doubtful: bool = False
) -> str | None:
    """Form and board checks together; ``allow_doubtful`` lets a doubtful word through."""
    if not (allow_doubtful and is_doubtful(word)):
        problem = form_problem(word)
        if problem:
            return problem
    return board_problem(word, uncovered, experts)
