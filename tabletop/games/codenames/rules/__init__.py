"""Marvel Codenames rules engine, on the shared core (flow, prompts, zones, effects, view).

Modules: ``state`` (variants, seats, names, card ids), ``game`` (the ``CodenamesGame``: set-up,
flow hooks, legality, moves, results), ``legality`` (what is fixed about clue legality,
cached), ``view`` (the seat view's own part, the state), ``position`` (scenario positions);
clue-word validation lives in ``../clues.py``, card
data in ``../data.py``, what placing a Cover Card does in ``../effects.py``
(``data/covers.toml``).

Flow: phases ``clue`` (the Director of the team whose turn it is), ``approve`` (the rival
Director rules on a doubtful clue), ``guess`` (the team's Agents), ``rival`` (co-op: the
players' Director covers a rival card, a prompt) and ``over``. Zones: ``grid`` (the 25 asset
cards, public), ``box`` (the other 175, hidden), ``key`` (the key card as 25 squares, seen by
the Directors, and by everyone once the game is over; a covered square is shown to all),
``covers/<colour>`` (the cover piles, public) and ``placed`` (covers on the grid).

Rulebook: shared/rules/marvel-codenames.txt. Our readings where it is silent or open
(each is tested under tests/games/codenames/):

Seats (option ``variant``):

- which game: co-op for 2 seats, three-player for 3, standard for 4 or more, unless the players
  pick one (``auto``).
- standard (4-8 seats): seats 0-3 are HYDRA's Director and an Agent, S.H.I.E.L.D.'s Director
  and an Agent; seats 4-7 are extra Agents, alternating HYDRA, S.H.I.E.L.D.
- co-op, the "Two-player Game" (2-8 seats; also for larger groups, and for three players who
  want to be on one team): seat 0 is the Director, every other seat an Agent, all on the
  starting team of the key (the rulebook says to pick a key that makes you the starting team;
  here the players are whichever team the key starts). The rival has no seats: after each of
  the players' turns the Director covers one rival card of their choice (action ``cover``).
  The players lose on the assassin or when all 8 rival cards are covered (also by their own
  wrong guess); they win when their 9 cards are covered, scoring the number of rival cards
  still uncovered. The rating chart for that score was designed for this app, not printed in
  the rulebook (data/ratings.toml, ``designed = true``).
- three-player (3 seats): seats 0-2 are HYDRA's Director, S.H.I.E.L.D.'s Director and the one
  Agent who guesses for both teams. The winning Director is the only winner.

Turns: the key's starting team gives the first clue. A clue is one word and a number (``clue
WORD NUMBER``): the number is 1-9 (a team never has more than 9 cards), 0 with the Zero
variant, unlimited with the Unlimited variant (option ``clues``). Agents make at least one
guess ("The guessers on the team always make at least one guess"), then may stop (``stop``); at
most the number + 1 guesses, no limit for 0 and unlimited. A rival or neutral card ends the turn; the assassin ends the game and the
guessing team's rival wins; a team whose last card is covered wins at once, even on the rival's
turn. Infinity Gauntlet (option): the neutral cover pile has the Infinity Gauntlet at the
bottom; the team that covers the seventh neutral card loses (in co-op, the players lose).

Asking the rival (option ``approve``): a doubtful clue (several words joined by spaces, hyphens
or apostrophes) may be given; it goes secretly to the rival Director, who must allow or
refuse it. After a refusal the Director gives another clue and may not ask again that
turn. Without the option, or in co-op (no rival Director), doubtful clues are refused.

Hidden information: only Directors see the key while the game runs; Agents and spectators
never do (``scramble_hidden`` permutes the key of uncovered cards). When the game ends the
whole key is shown to everyone. A doubtful clue under question is seen only by the Directors.
"""

from __future__ import annotations

from tabletop.games.codenames.rules.game import CodenamesGame, cover_name, simulate_report
from tabletop.games.codenames.rules.state import (
    ASSET_BASE,
    CARD_NAME,
    DOUBLE_AGENT,
    GAUNTLET,
    MAX_NUMBER,
    TEAM_NAME,
    THANOS,
    UNLIMITED,
    VARIANTS,
    Role,
    layout,
    resolve_variant,
)

__all__ = [
    "ASSET_BASE",
    "CARD_NAME",
    "DOUBLE_AGENT",
    "GAUNTLET",
    "MAX_NUMBER",
    "TEAM_NAME",
    "THANOS",
    "UNLIMITED",
    "VARIANTS",
    "CodenamesGame",
    "Role",
    "cover_name",
    "layout",
    "resolve_variant",
    "simulate_report",
]
