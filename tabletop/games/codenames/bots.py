"""Simple computer Directors and Agents for Marvel Codenames (level ``normal``).

Until real word association arrives, both sides share one hand-written association table
(data/associations.toml, our design): a card *matches* a clue when the clue is one of its tags
or one of the words of its name.

- Director: clues the tag (or name word) that matches the most of its own uncovered cards and no
  other uncovered card, with that count as the number. If no clue is safe it takes the clue with
  the most own matches that does not match the assassin. Every clue is checked with the rules'
  own validator (``clues.clue_problem``) and is always one of the legal actions offered.
- Agent: guesses the uncovered cards that match the current clue, up to its number, then uses a
  bonus guess on a card left over from an earlier clue of its team, and stops when nothing it
  knows matches (it must guess once; then it falls back to a random uncovered card).
- Rival-turn Director (two-player game): covers the rival card that shares the most tags with
  its own team's uncovered cards (the one its Agents would most likely confuse).
- Rival Director asked about a doubtful clue: allows a single hyphenated compound, refuses
  anything with a space.

The bot sees only its seat's view and the legal actions.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from tabletop.engine.actions import Action
from tabletop.games.codenames import clues as cl
from tabletop.games.codenames.data import ASSASSIN, tags


@cache
def words_for(word: str) -> frozenset[str]:
    """The clue words a card answers to: its tags and its name's words."""
    return frozenset(tags().get(word, ())) | frozenset(cl.name_parts(word))


def matches(clue: str, word: str) -> bool:
    return clue.upper() in words_for(word)


def _uncovered(view: dict[str, Any]) -> list[int]:
    return [c["index"] for c in view["grid"] if c["cover"] is None]


def _word(view: dict[str, Any], i: int) -> str:
    return str(view["grid"][i]["word"])


class NormalBot:
    def choose(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        verbs = {a.verb for a in legal}
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

    # ------------------------------------------------------------------ Director
    def give_clue(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        seat = legal[0].seat
        team = view["turn_team"]
        key = view["key"] or []
        open_cards = _uncovered(view)
        own = [i for i in open_cards if key[i] == team]
        board = [_word(view, i) for i in open_cards]
        experts = view["options"]["experts"] == "on"
        candidates: set[str] = set()
        for i in own:
            candidates |= {w for w in words_for(_word(view, i)) if len(w) >= 3}
        safe: list[tuple[int, str]] = []
        risky: list[tuple[int, int, str]] = []
        for w in sorted(candidates):
            if cl.clue_problem(w, board, experts) is not None:
                continue
            hits = [i for i in open_cards if matches(w, _word(view, i))]
            good = sum(1 for i in hits if key[i] == team)
            bad = len(hits) - good
            if good == 0 or any(key[i] == ASSASSIN for i in hits):
                continue
            if bad == 0:
                safe.append((good, w))
            else:
                risky.append((good - 2 * bad, good, w))
        legal_set = set(legal)
        choice: Action | None = None
        if safe:
            best = max(n for n, _ in safe)
            w = rng.choice(sorted(w for n, w in safe if n == best))
            choice = Action(seat, "clue", (w, best))
        elif risky:
            top = max(r[0] for r in risky)
            _, good, w = rng.choice(sorted(r for r in risky if r[0] == top))
            choice = Action(seat, "clue", (w, good))
        if choice is not None and choice in legal_set:
            return choice
        ones = [a for a in legal if a.args[1] == 1] or legal
        return ones[rng.randrange(len(ones))]

    def rival_cover(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        key = view["key"] or []
        team = view["player_team"] or view["starting_team"]
        own_words: set[str] = set()
        for i in _uncovered(view):
            if key[i] == team:
                own_words |= words_for(_word(view, i))

        def overlap(a: Action) -> int:
            return len(words_for(_word(view, int(a.args[0]))) & own_words)

        best = max(overlap(a) for a in legal)
        return rng.choice([a for a in legal if overlap(a) == best])

    # ------------------------------------------------------------------ Agent
    def guess(self, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        seat = legal[0].seat
        clue = view["clue"]
        team = view["turn_team"]
        open_cards = _uncovered(view)
        number = clue["number"]
        made = clue["guesses_made"]
        word = str(clue["word"])
        current = [i for i in open_cards if matches(word, _word(view, i))]
        leftovers: list[int] = []
        for h in view["history"][:-1]:
            if h["team"] != team or h["simulated"] or h["clue"] is None:
                continue
            n = h["clue"]["number"]
            right = sum(1 for g in h["guesses"] if g["result"] == team)
            if isinstance(n, int) and 0 < n <= right:
                continue
            for i in open_cards:
                if matches(str(h["clue"]["word"]), _word(view, i)) and i not in leftovers:
                    leftovers.append(i)
        if number == 0:
            leftovers = [i for i in leftovers if i not in current]
            current = []
        elif isinstance(number, int) and made >= number:
            current = []
        for i in current + leftovers:
            return Action(seat, "guess", (i,))
        stop = Action(seat, "stop")
        if stop in legal:
            return stop
        guesses = [a for a in legal if a.verb == "guess"]
        return guesses[rng.randrange(len(guesses))]
