"""The rules reference in a player's words: the rules packages' docstrings speak to the people
who build the games too ("our first reading", "rules revision 5 and earlier saves", "(choice 7)",
"Eliminated seats"); what the How to play screen shows says the same thing as a player would,
and leaves out what concerns the code alone (scenario positions, a save's log, what fits one
screen)."""

from __future__ import annotations

import re

#: (pattern, a player's words) in the order applied to each shown heading and reading
PLAYERS_SAY: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p), say)
    for p, say in (
        (r"\bOur first readings are options\b", "Earlier ways to play these rules are options"),
        (r"\bOur first reading (\([^)]*\) )?is\b", r"The earlier way to play it \1is"),
        (r"\bthe old reading had\b", "before this option, the game had"),
        (r" A scenario position [^.]*\.", ""),
        (r"; saves made under it \(rules revision \d+\) replay with it\.", "."),
        (r" \(rules revisions? [^)]*\)", ""),
        (r"; at 5\+ [^.;]*one screen's table", ""),
        (r" \(choice \d+\)", ""),
        (r"; choice \d+\)", ")"),
        (r"\bEliminated seats\b", "Eliminated players"),
        (r"\bask each seat to pass \(a save's log keeps those passes\)", "ask each player to pass"),
        (r"\bSeats do this in turn\b", "Players do this in turn"),
        (
            r"\bNo seat is asked or skipped because of its hidden hand\b",
            "No player is asked or skipped because of a hidden hand",
        ),
        (r"^No seat is asked$", "No player is asked"),
        (
            r"\bA seat with nothing to play therefore still answers \(it passes, declines or drops "
            r"out\), and an answer is only ever its own choice",
            "A player with nothing to play "
            "therefore still answers (passing, declining or dropping out), and an answer is only "
            "ever their own choice",
        ),
    )
)

#: what no reading shown to a player says (the test of the reference checks it)
BUILDERS_WORDS = re.compile(
    r"our first reading|scenario position|rules revision|earlier saves|one screen's table"
    r"|\(choice \d|; choice \d|Eliminated seats|each seat to pass|a save's log",
    re.I,
)


def for_players(text: str) -> str:
    """``text`` (a heading or reading of the rules reference) in a player's words."""
    for pattern, say in PLAYERS_SAY:
        text = pattern.sub(say, text)
    return text
