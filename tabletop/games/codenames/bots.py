"""Computer Directors and Agents for Marvel Codenames (levels ``easy``, ``normal``, ``hard``).

They think with the offline word association of ``wordassoc`` (precomputed tables, numpy only):

- Director: the clue that covers the most of its team's cards while staying clearly away from
  the assassin, the rival's and the neutral cards (``wordassoc.choose_clue``); the level sets
  how bold it is. Every clue passes the rules' own validator (``clues.clue_problem``); a clue
  the validator would refuse (never expected) falls back to a legal sample clue.
- Agent: guesses by association, stops when unsure, goes back to earlier clues with spare
  guesses, and says so when the clue word is unknown to it (``remark``); ``refusal`` tells the
  table, before a person's clue is given, that the word is unknown (only a non-word is).
- Rival-turn Director (two-player game): covers the rival card most like its own cards.
- Rival Director asked about a doubtful clue: allows a single hyphenated compound, refuses
  anything with a space.

``source`` picks the association table of a bot (``minilm`` by default; ``glove`` to measure
Agents that think differently from the Director). ``words_for``/``matches`` keep the old
hand-written tag matching (data/associations.toml) for tools and tests that use it.
The bot sees only its seat's view and the legal actions.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.codenames import clues as cl
from tabletop.games.codenames import wordassoc as wa
from tabletop.games.codenames.data import tags


@cache
def words_for(word: str) -> frozenset[str]:
    """The clue words a card answers to in the hand-written table: its tags and name words."""
    return frozenset(tags().get(word, ())) | frozenset(cl.name_parts(word))


def matches(clue: str, word: str) -> bool:
    return clue.upper() in words_for(word)


class AssocBot:
    """A Director and Agent thinking with one association source at one level."""

    LEVEL = "normal"

    def __init__(self, source: str = wa.DIRECTOR_SOURCE, level: str | None = None) -> None:
        self.level = wa.LEVELS[level or self.LEVEL]
        self.source_name = source
        self.remark = ""  # what the Agent last said (for example: an unknown clue word)
        self.last_clue: wa.Clue | None = None

    @property
    def source(self) -> wa.Source:
        return wa.source(self.source_name)

    def refusal(self, word: str) -> str:
        """What this computer player says of a clue word it does not know ("" if it knows it):
        the table shows it before the clue is given, so a person can give another word."""
        if self.source.knows(word):
            return ""
        near = self.source.near(word)
        if near is not None:  # the suggestion first: at 200 % the clue bar holds two lines
            return f"Did you mean {near.upper()}? The computer Agent does not know it."
        return (
            f"The computer Agent does not know {word.strip().upper()}: "
            "give an English word or a Marvel name."
        )

    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        verbs = {a.verb for a in legal}
        self.remark = ""
        if "clue" in verbs:
            return self.give_clue(view, legal, rng)
        if "guess" in verbs:
            return self.guess(view, legal, rng)
        if "cover" in verbs:
            return self.rival_cover(view, legal, rng)
        if "allow" in verbs:
            pending = view.get("pending_clue") or {}
            word = str(pending.get("word", ""))
            verb = "allow" if " " not in word and word.count("-") == 1 else "refuse"
            return next(a for a in legal if a.verb == verb)
        return legal[rng.randrange(len(legal))]

    def give_clue(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        seat = legal[0].seat
        clue = wa.choose_clue(view, self.level, wa.source(wa.DIRECTOR_SOURCE))
        self.last_clue = clue
        if clue is not None:
            board = [c["word"] for c in view["grid"] if c["cover"] is None]
            experts = view["options"]["experts"] == "on"
            if cl.clue_problem(clue.word, board, experts) is None:
                return Action(seat, "clue", (clue.word, clue.number))
        ones = [a for a in legal if a.args[1] == 1] or legal
        return ones[rng.randrange(len(ones))]

    def rival_cover(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        team = view["player_team"] or view["starting_team"]
        choices = [int(a.args[0]) for a in legal]
        i = wa.rival_cover(view, team, choices, wa.source(wa.DIRECTOR_SOURCE), self.level)
        return Action(legal[0].seat, "cover", (i,))

    def guess(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        seat = legal[0].seat
        g = wa.choose_guess(view, self.level, self.source)
        self.remark = g.remark
        if g.index is None:
            stop = Action(seat, "stop")
            if stop in legal:
                return stop
            guesses = [a for a in legal if a.verb == "guess"]
            return guesses[rng.randrange(len(guesses))]
        return Action(seat, "guess", (g.index,))


class EasyBot(AssocBot):
    LEVEL = "easy"


class NormalBot(AssocBot):
    LEVEL = "normal"


class HardBot(AssocBot):
    LEVEL = "hard"
