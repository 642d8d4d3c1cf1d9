"""Marvel Codenames rules engine: set-up, seats and roles per variant, clues, guesses, the
simulated rival of the two-player game, game end, views (the key only for Directors) and
scenario positions. Clue-word validation lives in ``clues.py``, card data in ``data.py``.

Rulebook: /work/shared/rules/marvel-codenames.txt. Our readings where it is silent or open
(each is tested under tests/games/codenames/):

Seats (option ``variant``; ``auto`` picks co-op for 2 seats, three-player for 3, standard for
4 or more):

- standard (4-8 seats): 0 HYDRA Director, 1 HYDRA Agent, 2 S.H.I.E.L.D. Director,
  3 S.H.I.E.L.D. Agent; seats 4-7 are extra Agents, alternating HYDRA, S.H.I.E.L.D.
- co-op, the "Two-player Game" (2-8 seats; also for larger groups, and for three players who
  want to be on one team): seat 0 is the Director, every other seat an Agent, all on the
  starting team of the key (the rulebook says to pick a key that makes you the starting team;
  we let the players be whichever team the key starts). The rival has no seats: after each of
  the players' turns the Director covers one rival card of their choice (action ``cover``).
  The players lose on the assassin or when all 8 rival cards are covered (also by their own
  wrong guess); they win when their 9 cards are covered, scoring the number of rival cards
  still uncovered. The rating chart is our design (data/ratings.toml, ``designed = true``).
- three-player (3 seats): 0 HYDRA Director, 1 S.H.I.E.L.D. Director, 2 the one Agent who
  guesses for both teams. The winning Director is the only winner.

Turns: the key's starting team gives the first clue. A clue is ``clue WORD NUMBER``; NUMBER is
1-9 (a team never has more than 9 cards), 0 with the Zero variant, ``unlimited`` with the
Unlimited variant (option ``clues``). Agents make at least one guess ("The guessers on the team
always make at least one guess"), then may ``stop``; at most NUMBER + 1 guesses, no limit for 0
and unlimited. A rival or neutral card ends the turn; the assassin ends the game and the
guessing team's rival wins; a team whose last card is covered wins at once, even on the rival's
turn. Infinity Gauntlet (option): the neutral cover pile has the Infinity Gauntlet at the
bottom; the team that covers the seventh neutral card loses (in co-op, the players lose).

Asking the rival (option ``approve``): a doubtful clue (several words joined by spaces, hyphens
or apostrophes) may be given; it goes secretly to the rival Director, who must ``allow`` or
``refuse`` it. After a refusal the Director gives another clue and may not ask again that
turn. Without the option, or in co-op (no rival Director), doubtful clues are refused.

Hidden information: only Directors see the key while the game runs; Agents and spectators
never do (``scramble_hidden`` permutes the key of uncovered cards). When the game ends the
whole key is shown to everyone. A doubtful clue under question is seen only by the Directors.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from tabletop.engine.actions import Action
from tabletop.engine.errors import TabletopError
from tabletop.engine.events import Event
from tabletop.engine.game import Game, Option, Result
from tabletop.games.codenames import clues as cl
from tabletop.games.codenames.data import (
    ASSASSIN,
    GRID,
    HYDRA,
    NEUTRAL,
    SHIELD,
    TEAMS,
    Key,
    assets,
    fixed_keys,
    generate_key,
    other,
    parse_rows,
    rating,
    tags,
)

VARIANTS = ("auto", "standard", "co-op", "three-player")
TEAM_NAME = {HYDRA: "HYDRA", SHIELD: "S.H.I.E.L.D."}
CARD_NAME = {
    HYDRA: "HYDRA agent",
    SHIELD: "S.H.I.E.L.D. agent",
    NEUTRAL: "neutral",
    ASSASSIN: "the assassin",
}
MAX_NUMBER = 9
UNLIMITED = "unlimited"

# Cover card ids: 0-7 HYDRA, 8-15 S.H.I.E.L.D., 16 Double Agent, 17-23 neutral (23 is the
# Infinity Gauntlet), 24 the Thanos assassin. Asset card ids are ASSET_BASE + asset index.
DOUBLE_AGENT = 16
GAUNTLET = 23
THANOS = 24
ASSET_BASE = 1000


def cover_name(cid: int) -> str:
    if cid < 8:
        return "HYDRA"
    if cid < 16:
        return "S.H.I.E.L.D."
    if cid == DOUBLE_AGENT:
        return "Double Agent"
    if cid == GAUNTLET:
        return "Infinity Gauntlet"
    if cid == THANOS:
        return "Thanos"
    return "Neutral"


#: Common English words for the sample of clues ``_legal`` offers (random bots, tests).
COMMON_WORDS = (
    "APPLE", "RIVER", "MOUNTAIN", "TRAIN", "PIANO", "GARDEN", "WINTER", "SUMMER", "FOREST",
    "WINDOW", "PENCIL", "BOTTLE", "CANDLE", "MIRROR", "ROCKET", "COFFEE", "DESERT", "JACKET",
    "LADDER", "MARKET", "NEEDLE", "ORANGE", "PLANET", "RABBIT", "SILVER", "TICKET", "VALLEY",
    "WALLET", "BUTTON", "CIRCUS", "DOCTOR", "ENGINE", "FLOWER", "GUITAR", "HAMMER", "ISLAND",
    "JUNGLE", "KETTLE", "LEMON", "MAGNET", "NAPKIN", "OYSTER", "PARROT", "QUEEN", "ROBOT",
    "SHADOW", "TIGER", "UMBRELLA", "VIOLIN", "WHISTLE", "YELLOW", "ZEBRA", "FEATHERS", "PUNCH",
    "FURRY", "CLOSE", "PATRIOT", "SOLDIER", "KNIGHT", "GREEN",
)  # fmt: skip
DOUBTFUL_SAMPLES = ("TEAM-UP", "SIDE KICK")


@dataclass(frozen=True)
class Role:
    team: str | None  # None: the three-player Agent who guesses for both teams
    director: bool


def resolve_variant(variant: str, seats: int) -> str:
    if variant == "auto":
        return "co-op" if seats == 2 else "three-player" if seats == 3 else "standard"
    if variant == "standard" and seats < 4:
        raise TabletopError(
            "The standard game needs at least 4 players (two teams of a Director and an Agent); "
            "with fewer, play the two-player (co-op) or three-player variant."
        )
    if variant == "three-player" and seats != 3:
        raise TabletopError(f"The three-player variant is for exactly 3 players, not {seats}.")
    return variant


def layout(variant: str, seats: int, player_team: str) -> list[Role]:
    if variant == "co-op":
        return [Role(player_team, i == 0) for i in range(seats)]
    if variant == "three-player":
        return [Role(HYDRA, True), Role(SHIELD, True), Role(None, False)]
    roles = [Role(HYDRA, True), Role(HYDRA, False), Role(SHIELD, True), Role(SHIELD, False)]
    for i in range(4, seats):
        roles.append(Role(HYDRA if i % 2 == 0 else SHIELD, False))
    return roles


class CodenamesGame(Game):
    NAME: ClassVar[str] = "codenames"
    TITLE: ClassVar[str] = "Marvel Codenames"
    MIN_SEATS: ClassVar[int] = 2
    MAX_SEATS: ClassVar[int] = 8
    OPTIONS: ClassVar[tuple[Option, ...]] = (
        Option(
            "variant",
            "Variant",
            VARIANTS,
            "auto: 2 players co-op against a simulated rival, 3 players one guesser for two "
            "rival Directors, 4 or more two teams",
        ),
        Option(
            "clues",
            "Expert clues",
            ("normal", "unlimited", "zero", "unlimited-zero"),
            "allow UNLIMITED and/or 0 as the number of a clue",
        ),
        Option("experts", "For Marvel Experts", ("off", "on"), "no part of an asset's name"),
        Option("gauntlet", "Infinity Gauntlet", ("off", "on"), "the 7th neutral card loses"),
        Option("pictures", "Card side", ("words", "pictures"), "all words or all pictures"),
        Option(
            "key",
            "Key card",
            ("deck", "random", *range(1, 41)),
            "deck: one of the 40 key cards at random; random: a freshly made key; 1-40: that card",
        ),
        Option("approve", "Ask the rival", ("off", "on"), "rival Director approves doubtful clues"),
    )
    MAX_ACTIONS: ClassVar[int] = 2000
    OPTION_ALIASES: ClassVar[dict[tuple[str, Any], Any]] = {
        ("variant", "two-player"): "co-op",
        ("variant", "2p"): "co-op",
    }

    # ------------------------------------------------------------------ set-up
    def setup(self) -> None:
        self.variant = resolve_variant(self.options["variant"], self.num_seats)
        every = list(range(len(assets())))
        self.rng.shuffle(every)
        chosen = every[:GRID]
        opt = self.options["key"]
        if opt == "random":
            key = generate_key(self.rng, self.rng.choice(TEAMS))
        elif opt == "deck":
            key = self.rng.choice(fixed_keys())
        else:
            key = fixed_keys()[int(opt) - 1]
        self._start(chosen, key)

    def _start(self, chosen: list[int], key: Key) -> None:
        self.grid: list[int] = list(chosen)
        self.box: list[int] = sorted(set(range(len(assets()))) - set(chosen))
        self.key: list[str] = list(key.cells)
        self.key_number: int | None = key.number
        self.starting: str = key.starting
        self.roles: list[Role] = layout(self.variant, self.num_seats, self.starting)
        # Cover piles, top = end. "The starting team will also use the Double Agent Card as
        # the 9th Cover Card"; the Infinity Gauntlet is "at the bottom of the stack".
        self.piles: dict[str, list[int]] = {
            HYDRA: list(range(0, 8)),
            SHIELD: list(range(8, 16)),
            NEUTRAL: [GAUNTLET, *range(17, 23)],
            ASSASSIN: [THANOS],
        }
        self.piles[self.starting].insert(0, DOUBLE_AGENT)
        self.covers: list[int | None] = [None] * GRID
        self.turn_team: str = self.starting
        self.phase: str = "clue"  # clue | approve | guess | rival | over
        self.turn: int = 1
        self.clue: dict[str, Any] | None = None
        self.pending: dict[str, Any] | None = None
        self.asked: bool = False
        self.history: list[dict[str, Any]] = []
        self.winner: str | None = None
        self.end_reason: str = ""
        self.end_text: str = ""

    # ------------------------------------------------------------------ helpers
    @property
    def coop(self) -> bool:
        return self.variant == "co-op"

    @property
    def player_team(self) -> str:
        return self.starting

    def word(self, i: int) -> str:
        return assets()[self.grid[i]].word

    def uncovered(self) -> list[int]:
        return [i for i in range(GRID) if self.covers[i] is None]

    def uncovered_words(self) -> list[str]:
        return [self.word(i) for i in self.uncovered()]

    def left(self, team: str) -> int:
        return sum(1 for i in self.uncovered() if self.key[i] == team)

    def director_of(self, team: str) -> int | None:
        for s, r in enumerate(self.roles):
            if r.director and r.team == team:
                return s
        return None

    def agents_of(self, team: str) -> list[int]:
        return [
            s
            for s, r in enumerate(self.roles)
            if not r.director and (r.team == team or r.team is None)
        ]

    def can_see_key(self, seat: int | None) -> bool:
        if self.phase == "over":
            return True
        return seat is not None and 0 <= seat < self.num_seats and self.roles[seat].director

    def approve_available(self) -> bool:
        return (
            self.options["approve"] == "on"
            and not self.coop
            and not self.asked
            and self.director_of(other(self.turn_team)) is not None
        )

    def allowed_numbers(self) -> list[int | str]:
        out: list[int | str] = list(range(1, MAX_NUMBER + 1))
        if self.options["clues"] in ("zero", "unlimited-zero"):
            out.append(0)
        if self.options["clues"] in ("unlimited", "unlimited-zero"):
            out.append(UNLIMITED)
        return out

    def team_label(self, team: str) -> str:
        return TEAM_NAME[team]

    def seat_name(self, seat: int) -> str:
        if not 0 <= seat < self.num_seats:
            return f"Seat {seat}"
        r = self.roles[seat]
        if r.team is None:
            return "Agent"
        role = "Director" if r.director else "Agent"
        base = f"{TEAM_NAME[r.team]} {role}"
        if not r.director:
            same = [s for s, q in enumerate(self.roles) if q == r]
            if len(same) > 1:
                base += f" {same.index(seat) + 1}"
        return base

    # ------------------------------------------------------------------ turn structure
    def active_seats(self) -> list[int]:
        if self.phase == "clue":
            d = self.director_of(self.turn_team)
            return [d] if d is not None else []
        if self.phase == "approve":
            d = self.director_of(other(self.turn_team))
            return [d] if d is not None else []
        if self.phase == "guess":
            return self.agents_of(self.turn_team)
        if self.phase == "rival":
            d = self.director_of(self.player_team)
            return [d] if d is not None else []
        return []

    def _clue_words(self) -> list[str]:
        """Sample clue words for ``_legal``: common words plus own cards' tags and name parts."""
        start = (self.turn * 7) % len(COMMON_WORDS)
        words = [COMMON_WORDS[(start + k) % len(COMMON_WORDS)] for k in range(8)]
        table = tags()
        for i in self.uncovered():
            if self.key[i] == self.turn_team:
                w = self.word(i)
                words.extend(table.get(w, ()))
                words.extend(p for p in cl.name_parts(w) if len(p) >= 3)
        experts = self.options["experts"] == "on"
        board = self.uncovered_words()
        out: list[str] = []
        seen: set[str] = set()
        for w in words:
            if w in seen:
                continue
            seen.add(w)
            if cl.clue_problem(w, board, experts) is None:
                out.append(w)
        return out

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "clue":
            top = max(1, min(MAX_NUMBER, self.left(self.turn_team)))
            numbers: list[int | str] = list(range(1, top + 1))
            numbers += [n for n in self.allowed_numbers() if not isinstance(n, int) or n == 0]
            acts = [Action(seat, "clue", (w, n)) for w in self._clue_words() for n in numbers]
            if self.approve_available():
                board = self.uncovered_words()
                experts = self.options["experts"] == "on"
                for w in DOUBTFUL_SAMPLES:
                    if cl.board_problem(w, board, experts) is None:
                        acts.append(Action(seat, "clue", (w, 1)))
            return acts
        if self.phase == "approve":
            return [Action(seat, "allow"), Action(seat, "refuse")]
        if self.phase == "guess":
            acts = [Action(seat, "guess", (i,)) for i in self.uncovered()]
            if self.clue is not None and self.clue["guesses_made"] > 0:
                acts.append(Action(seat, "stop"))
            return acts
        if self.phase == "rival":
            rival = other(self.player_team)
            return [Action(seat, "cover", (i,)) for i in self.uncovered() if self.key[i] == rival]
        return []

    # ------------------------------------------------------------------ legality
    def illegal_reason(self, action: Action) -> str | None:
        verb, args = action.verb, action.args
        expected = {
            "clue": "give a clue (clue WORD NUMBER)",
            "approve": "allow or refuse the rival's doubtful clue",
            "guess": "guess a card (guess CARD) or stop",
            "rival": "cover one of the rival's cards for the simulated rival (cover CARD)",
        }.get(self.phase, "wait")
        known = {"clue", "allow", "refuse", "guess", "stop", "cover"}
        if verb not in known:
            return (
                f"Codenames has no move {verb!r}; now {self.seat_name(action.seat)} may {expected}."
            )
        if verb == "clue":
            return self._clue_reason(args)
        if verb in ("allow", "refuse"):
            if self.phase != "approve":
                return "There is no doubtful clue waiting for the rival Director's decision."
            return None if not args else f"{verb} takes no card or number."
        if verb in ("guess", "stop"):
            if self.phase != "guess" or self.clue is None:
                return (
                    f"Agents guess only after their Director's clue; now the move is to {expected}."
                )
            if verb == "stop":
                if args:
                    return "stop takes no card or number."
                if self.clue["guesses_made"] == 0:
                    return (
                        "Your team must guess at least once before stopping: "
                        "\u201cThe guessers on the team always make at least one guess.\u201d"
                    )
                return None
            return self._card_reason(args, None)
        # cover
        if self.phase != "rival":
            return (
                "Only the simulated rival's turn in the two-player game lets the Director "
                "cover a card; cards are covered when Agents guess them."
            )
        return self._card_reason(args, other(self.player_team))

    def _card_reason(self, args: tuple[int | str, ...], must_be: str | None) -> str | None:
        if len(args) != 1 or not isinstance(args[0], int):
            return "Name one card by its number on the grid, 0 to 24."
        i = args[0]
        if not 0 <= i < GRID:
            return f"There is no card {i}; the grid's cards are numbered 0 to 24."
        if self.covers[i] is not None:
            return f"{self.word(i)} is already covered."
        if must_be is not None and self.key[i] != must_be:
            return (
                f"The Director simulates the rival team by covering one of their cards; "
                f"{self.word(i)} is not a {TEAM_NAME[must_be]} card."
            )
        return None

    def _clue_reason(self, args: tuple[int | str, ...]) -> str | None:
        if self.phase != "clue":
            return "A Director gives exactly one clue per turn, before the Agents guess."
        if len(args) != 2 or not isinstance(args[0], str):
            return "A clue is one word and one number, like: clue GAMMA 2."
        word, number = str(args[0]), args[1]
        if isinstance(number, str):
            if number.lower() != UNLIMITED:
                return f"The number of a clue must be a number, not {number!r}."
            if UNLIMITED not in self.allowed_numbers():
                return (
                    "UNLIMITED is only allowed with the Expert Clue: Unlimited variant; "
                    "give a number from 1."
                )
        else:
            if number == 0 and 0 not in self.allowed_numbers():
                return (
                    "The number part of a clue may be 1 or more; 0 is only allowed with the "
                    "Expert Clue: Zero variant."
                )
            if number < 0:
                return "The number of a clue cannot be negative."
            if number > MAX_NUMBER:
                return f"The number of a clue is at most {MAX_NUMBER}: no team has more cards."
        return cl.clue_problem(
            word,
            self.uncovered_words(),
            self.options["experts"] == "on",
            allow_doubtful=self.approve_available(),
        )

    # ------------------------------------------------------------------ moves
    def _do(self, action: Action) -> list[Event]:
        v = action.verb
        if v == "clue":
            return self._do_clue(action)
        if v == "allow":
            assert self.pending is not None
            pending = self.pending
            self.pending = None
            rival = TEAM_NAME[other(self.turn_team)]
            ev = Event(
                "clue_allowed",
                f"{rival}'s Director allowed the clue.",
                {"team": other(self.turn_team)},
            )
            return [ev, *self._give_clue(pending["word"], pending["number"])]
        if v == "refuse":
            assert self.pending is not None
            self.pending = None
            self.asked = True
            self.phase = "clue"
            rival = TEAM_NAME[other(self.turn_team)]
            return [
                Event(
                    "clue_refused",
                    f"{rival}'s Director refused the clue; "
                    f"{TEAM_NAME[self.turn_team]}'s Director gives another.",
                    {"team": other(self.turn_team)},
                )
            ]
        if v == "stop":
            assert self.clue is not None
            self.history[-1]["ended"] = "stopped"
            ev = Event(
                "stopped",
                f"{self.seat_name(action.seat)} stopped guessing.",
                {"seat": action.seat, "team": self.turn_team},
            )
            return [ev, *self._end_turn()]
        if v == "guess":
            return self._do_guess(action)
        if v == "cover":
            return self._do_rival_cover(action)
        raise TabletopError(f"unknown verb {v}")  # pragma: no cover - illegal_reason refuses

    def _do_clue(self, action: Action) -> list[Event]:
        word = str(action.args[0]).strip().upper()
        raw = action.args[1]
        number: int | str = UNLIMITED if isinstance(raw, str) else raw
        team = TEAM_NAME[self.turn_team]
        if cl.is_doubtful(word):
            self.pending = {"word": word, "number": number}
            self.phase = "approve"
            rival = other(self.turn_team)
            directors = {self.director_of(self.turn_team), self.director_of(rival)}
            return [
                Event(
                    "clue_asked",
                    f"{team}'s Director secretly asked {TEAM_NAME[rival]}'s Director "
                    "whether a clue is one word.",
                    {"team": self.turn_team},
                    secret_text=f"{team}'s Director asks whether {word} {number} is one word.",
                    secret_data={"word": word, "number": number},
                    to=frozenset(d for d in directors if d is not None),
                )
            ]
        return self._give_clue(word, number)

    def _give_clue(self, word: str, number: int | str) -> list[Event]:
        unlimited = number == UNLIMITED or number == 0
        self.clue = {
            "word": word,
            "number": number,
            "guesses_made": 0,
            "guesses_left": None if unlimited else int(number) + 1,
        }
        self.phase = "guess"
        self.history.append(
            {
                "turn": self.turn,
                "team": self.turn_team,
                "clue": {"word": word, "number": number},
                "guesses": [],
                "simulated": False,
                "ended": "",
            }
        )
        shown = "UNLIMITED" if number == UNLIMITED else str(number)
        return [
            Event(
                "clue_given",
                f"{TEAM_NAME[self.turn_team]}'s Director: {word} {shown}",
                {"team": self.turn_team, "word": word, "number": number},
            )
        ]

    def _cover(self, i: int) -> int:
        cid = self.piles[self.key[i]].pop()
        self.covers[i] = cid
        return cid

    def _do_guess(self, action: Action) -> list[Event]:
        assert self.clue is not None
        i = int(action.args[0])
        team = self.turn_team
        kind = self.key[i]
        cid = self._cover(i)
        self.clue["guesses_made"] += 1
        self.history[-1]["guesses"].append({"index": i, "word": self.word(i), "result": kind})
        events = [
            Event(
                "card_covered",
                f"{self.seat_name(action.seat)} covered {self.word(i)}: {CARD_NAME[kind]}.",
                {
                    "index": i,
                    "word": self.word(i),
                    "card": kind,
                    "cover": cover_name(cid),
                    "team": team,
                    "seat": action.seat,
                },
                reveals=True,
            )
        ]
        over = self._check_end(i, team)
        if over:
            self.history[-1]["ended"] = self.end_reason
            return events + over
        if kind != team:
            self.history[-1]["ended"] = "wrong"
            return events + self._end_turn()
        if self.clue["guesses_left"] is not None:
            self.clue["guesses_left"] -= 1
            if self.clue["guesses_left"] == 0:
                self.history[-1]["ended"] = "limit"
                events.append(
                    Event(
                        "guesses_used",
                        f"{TEAM_NAME[team]} has made all its guesses for this clue.",
                        {"team": team},
                    )
                )
                return events + self._end_turn()
        return events

    def _do_rival_cover(self, action: Action) -> list[Event]:
        i = int(action.args[0])
        rival = other(self.player_team)
        cid = self._cover(i)
        self.history.append(
            {
                "turn": self.turn,
                "team": rival,
                "clue": None,
                "guesses": [{"index": i, "word": self.word(i), "result": rival}],
                "simulated": True,
                "ended": "simulated",
            }
        )
        events = [
            Event(
                "card_covered",
                f"The simulated {TEAM_NAME[rival]} covered {self.word(i)}: {CARD_NAME[rival]}.",
                {
                    "index": i,
                    "word": self.word(i),
                    "card": rival,
                    "cover": cover_name(cid),
                    "team": rival,
                    "seat": action.seat,
                    "simulated": True,
                },
                reveals=True,
            )
        ]
        over = self._check_end(i, rival)
        if over:
            return events + over
        return events + self._end_turn()

    def _check_end(self, i: int, by_team: str) -> list[Event]:
        """Game end after card ``i`` was covered on ``by_team``'s turn; events if it ended."""
        kind = self.key[i]
        if kind == ASSASSIN:
            # "This ends the game, and the rival team wins!"
            return self._finish(
                other(by_team),
                "assassin",
                f"{TEAM_NAME[by_team]} found the Thanos assassin: "
                f"{TEAM_NAME[other(by_team)]} wins.",
            )
        neutral_covered = sum(
            1 for j in range(GRID) if self.key[j] == NEUTRAL and self.covers[j] is not None
        )
        if kind == NEUTRAL and self.options["gauntlet"] == "on" and neutral_covered == 7:
            # Infinity Gauntlet: "covers it with the Infinity Gauntlet, ending the game ...
            # the rival team wins!"
            return self._finish(
                other(by_team),
                "gauntlet",
                f"{TEAM_NAME[by_team]} covered the seventh neutral card: Thanos completes the "
                f"Infinity Gauntlet and {TEAM_NAME[other(by_team)]} wins.",
            )
        if kind in TEAMS and self.left(kind) == 0:
            # "It is possible to win on the rival team's turn if they guess your last card."
            return self._finish(
                kind,
                "all_found",
                f"All {TEAM_NAME[kind]} cards are covered: {TEAM_NAME[kind]} wins.",
            )
        return []

    def _finish(self, winner: str, reason: str, text: str) -> list[Event]:
        self.winner = winner
        self.end_reason = reason
        self.phase = "over"
        self.clue = None
        if self.coop:
            if winner == self.player_team:
                score = self.left(other(self.player_team))
                text = (
                    f"You win with {score} rival card{'s' if score != 1 else ''} uncovered. "
                    f"Rating: {rating(score)}."
                )
            elif reason == "all_found":
                text = f"All {TEAM_NAME[winner]} cards are covered: the simulated rival wins."
        self.end_text = text
        return [
            Event(
                "game_over",
                text,
                {"winner": winner, "reason": reason, "key": list(self.key)},
                reveals=True,
            )
        ]

    def _end_turn(self) -> list[Event]:
        ended = self.turn_team
        self.clue = None
        self.asked = False
        self.turn += 1
        if self.coop and ended == self.player_team:
            self.turn_team = other(self.player_team)
            self.phase = "rival"
            text = (
                f"{TEAM_NAME[ended]}'s turn ends; the Director covers one "
                f"{TEAM_NAME[self.turn_team]} card for the simulated rival."
            )
        else:
            self.turn_team = other(ended)
            self.phase = "clue"
            text = f"{TEAM_NAME[ended]}'s turn ends; {TEAM_NAME[self.turn_team]}'s Director gives a clue."
        return [Event("turn_ended", text, {"ended": ended, "next": self.turn_team})]

    # ------------------------------------------------------------------ results
    def result(self) -> Result | None:
        if self.phase != "over" or self.winner is None:
            return None
        seats = range(self.num_seats)
        if self.coop:
            if self.winner == self.player_team:
                score = float(self.left(other(self.player_team)))
                return Result(tuple(seats), self.end_text, {s: score for s in seats})
            return Result((), self.end_text, {s: 0.0 for s in seats})
        if self.variant == "three-player":
            d = self.director_of(self.winner)
            winners: tuple[int, ...] = (d,) if d is not None else ()
        else:
            winners = tuple(s for s in seats if self.roles[s].team == self.winner)
        return Result(winners, self.end_text, {s: float(s in winners) for s in seats})

    def metrics(self) -> dict[str, float]:
        won = float(self.coop and self.winner == self.player_team)
        out = {
            "turns": float(self.turn),
            "assassin": float(self.end_reason == "assassin"),
            "gauntlet": float(self.end_reason == "gauntlet"),
        }
        if self.coop:
            out["won"] = won
            out["score"] = float(self.left(other(self.player_team))) if won else 0.0
        else:
            out["hydra_won"] = float(self.winner == HYDRA)
        return out

    # ------------------------------------------------------------------ views
    def _cell(self, i: int) -> dict[str, Any]:
        a = assets()[self.grid[i]]
        cid = self.covers[i]
        cover = None if cid is None else {"card": self.key[i], "name": cover_name(cid)}
        return {"index": i, "word": a.word, "kind": a.kind, "cover": cover}

    def view(self, seat: int | None) -> dict[str, Any]:
        sees_key = self.can_see_key(seat)
        you = None
        if seat is not None and 0 <= seat < self.num_seats:
            r = self.roles[seat]
            you = {
                "seat": seat,
                "team": r.team,
                "role": "director" if r.director else "agent",
                "name": self.seat_name(seat),
            }
        clue = dict(self.clue) if self.clue else None
        pending = None
        if self.pending is not None and sees_key:
            pending = dict(self.pending)
        res = self.result()
        return {
            "game": self.NAME,
            "variant": self.variant,
            "options": dict(self.options),
            "pictures": self.options["pictures"] == "pictures",
            "seats": [
                {
                    "seat": s,
                    "team": r.team,
                    "role": "director" if r.director else "agent",
                    "name": self.seat_name(s),
                }
                for s, r in enumerate(self.roles)
            ],
            "you": you,
            "grid": [self._cell(i) for i in range(GRID)],
            "key": list(self.key) if sees_key else None,
            "key_number": self.key_number if sees_key else None,
            "starting_team": self.starting,
            "player_team": self.player_team if self.coop else None,
            "turn": self.turn,
            "turn_team": self.turn_team,
            "phase": self.phase,
            "active": self.active_seats(),
            "clue": clue,
            "awaiting_approval": self.phase == "approve",
            "pending_clue": pending,
            "can_ask_rival": self.phase == "clue" and self.approve_available(),
            "history": [{**h, "guesses": [dict(g) for g in h["guesses"]]} for h in self.history],
            "left": {t: self.left(t) for t in TEAMS},
            "neutral_covered": sum(
                1 for i in range(GRID) if self.key[i] == NEUTRAL and self.covers[i] is not None
            ),
            "result": res.to_dict() if res else None,
            "winner": self.winner,
            "rating": (
                rating(self.left(other(self.player_team)))
                if self.coop and self.winner == self.player_team
                else None
            ),
        }

    def state_dict(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "options": {k: v for k, v in self.options.items()},
            "grid": [self.word(i) for i in range(GRID)],
            "grid_ids": list(self.grid),
            "box": list(self.box),
            "key": list(self.key),
            "key_number": self.key_number,
            "starting": self.starting,
            "roles": [{"team": r.team, "director": r.director} for r in self.roles],
            "piles": {k: list(v) for k, v in self.piles.items()},
            "covers": list(self.covers),
            "turn": self.turn,
            "turn_team": self.turn_team,
            "phase": self.phase,
            "clue": dict(self.clue) if self.clue else None,
            "pending": dict(self.pending) if self.pending else None,
            "asked": self.asked,
            "history": self.history,
            "winner": self.winner,
            "end_reason": self.end_reason,
            "rng": self.rng.state(),
        }

    def scramble_hidden(self, seat: int, rng: random.Random) -> None:
        if self.can_see_key(seat):
            return
        hidden = self.uncovered()
        values = [self.key[i] for i in hidden]
        rng.shuffle(values)
        for i, v in zip(hidden, values):
            self.key[i] = v
        if self.pending is not None:
            letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
            self.pending["word"] = "".join(rng.choice(letters) for _ in range(6)) + "-X"
            self.pending["number"] = rng.randrange(1, 10)

    def card_inventory(self) -> list[int]:
        cards = [ASSET_BASE + a for a in self.grid] + [ASSET_BASE + a for a in self.box]
        cards += [c for pile in self.piles.values() for c in pile]
        cards += [c for c in self.covers if c is not None]
        return sorted(cards)

    # ------------------------------------------------------------------ scenarios
    def set_position(self, position: dict[str, Any]) -> None:
        """``words`` (25 asset words, row by row), ``key`` (5 rows of H/S/N/A), ``starting``
        (hydra or shield), optional ``covered`` (words already covered, by the key's colour)
        and ``turn_team``. The game restarts from there with a clue to give."""
        words = position.get("words")
        if not isinstance(words, list) or len(words) != GRID:
            raise TabletopError("position.words must list the 25 asset words, row by row")
        index = {a.word: n for n, a in enumerate(assets())}
        missing = [w for w in words if w not in index]
        if missing:
            raise TabletopError(f"position.words: not asset words: {', '.join(missing)}")
        if len(set(words)) != GRID:
            raise TabletopError("position.words: a word appears twice")
        starting = position.get("starting")
        rows = position.get("key")
        if not isinstance(starting, str) or not isinstance(rows, list):
            raise TabletopError("position needs starting = hydra|shield and key = 5 rows")
        key = parse_rows([str(r) for r in rows], starting)
        self._start([index[w] for w in words], key)
        for w in position.get("covered", []):
            if w not in words:
                raise TabletopError(f"position.covered: {w} is not on the grid")
            self._cover(words.index(w))
        turn_team = position.get("turn_team", starting)
        if turn_team not in TEAMS:
            raise TabletopError("position.turn_team must be hydra or shield")
        self.turn_team = turn_team
        if self.coop and turn_team != self.player_team:
            self.phase = "rival"


def simulate_report(
    games: int, levels: list[str], seed: int, jobs: int, options: dict[str, Any]
) -> dict[str, Any]:
    """``tabletop simulate codenames``: matched and cross word-association figures."""
    from tabletop.games.codenames.simreport import simulate_report as report

    return report(games, levels, seed, jobs, options)
