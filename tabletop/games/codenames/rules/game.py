"""The Marvel Codenames game: set-up, turn flow, clues, guesses, the simulated rival, game
end, the seat view and scenario positions (readings: the package docstring)."""

from __future__ import annotations

import random
from itertools import chain
from typing import Any, ClassVar, cast

from tabletop.engine import flow as fl
from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.game import Game, Option, Result, TypedMove
from tabletop.engine.prompt import Choice, Prompt
from tabletop.engine.zones import HIDDEN, PUBLIC, SEATS, Zone, Zones
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
    rating,
)
from tabletop.games.codenames.effects import STARTING, Placed, cover_name, covers, run_cover
from tabletop.games.codenames.rules import legality as lg
from tabletop.games.codenames.rules.state import (
    ASSET_BASE,
    CARD_NAME,
    COMMON_WORDS,
    DOUBTFUL_SAMPLES,
    KEY_BASE,
    MAX_NUMBER,
    TEAM_NAME,
    UNLIMITED,
    VARIANTS,
    Role,
    layout,
    resolve_variant,
    square_kind,
    squares_for,
)
from tabletop.games.codenames.rules.view import seat_part, state_of


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
            "auto: 2 players co-op, 3 one guesser and two Directors, 4+ two teams",
        ),
        Option(
            "clues",
            "Expert clues",
            ("normal", "unlimited", "zero", "unlimited-zero"),
            "allow UNLIMITED and/or 0 as the number of a clue",
        ),
        Option(
            "experts",
            "For Marvel Experts",
            ("off", "on"),
            "on: a clue may not use any part of a hero's name",
        ),
        Option(
            "gauntlet",
            "Infinity Gauntlet",
            ("off", "on"),
            "on: the team that uncovers the 7th neutral hero loses",
        ),
        Option("pictures", "Card side", ("words", "pictures"), "all words or all pictures"),
        Option(
            "key",
            "Key card",
            ("deck", "random", *range(1, 41)),
            "the Directors' map: from the deck, made at random, or printed key 1-40",
            int_words="card {}",
            words=(("deck", "a card from the deck"), ("random", "made at random")),
        ),
        Option(
            "approve",
            "Ask the rival",
            ("off", "on"),
            "on: when a clue may break the rules, the rival Director decides if it stands",
        ),
    )
    MAX_ACTIONS: ClassVar[int] = 2000
    OPTION_ALIASES: ClassVar[dict[tuple[str, Any], Any]] = {
        ("variant", "two-player"): "co-op",
        ("variant", "2p"): "co-op",
    }
    FLOW = fl.Flow(
        [
            fl.Phase(
                "clue",
                ("clue",),
                fl.CURRENT,
                label="the Director's clue",
                hint="give a clue: one word and a number",
            ),
            fl.Phase(
                "approve",
                ("allow", "refuse"),
                fl.LISTED,
                label="the rival Director's ruling on a doubtful clue",
                hint="allow or refuse the doubtful clue",
                on_enter="_ask_rival",
            ),
            fl.Phase(
                "guess",
                ("guess", "stop"),
                fl.LISTED,
                label="the Agents' guesses",
                hint="touch a card to guess, or end your turn",
                on_enter="_call_guessers",
            ),
            fl.Phase(
                "rival",
                ("cover",),
                fl.CURRENT,
                label="the simulated rival's turn",
                hint="cover one of the rival's cards for the simulated rival",
                on_enter="_open_rival_cover",
            ),
            fl.Phase("over", (), fl.NOBODY, label="the end of the game", on_enter="_reveal_key"),
        ],
        verb_labels={
            "clue": "Clues are given",
            "allow": "Doubtful clues are allowed",
            "refuse": "Doubtful clues are refused",
            "guess": "Cards are guessed",
            "stop": "Agents end their turn",
            "cover": "Cards are covered for the simulated rival",
        },
    )
    EVENT_KINDS: ClassVar[frozenset[str]] = frozenset(
        {
            "ClueAsked",
            "ClueAllowed",
            "ClueRefused",
            "ClueGiven",
            "CardCovered",
            "GuessingStopped",
            "GuessesUsedUp",
        }
    )

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
        """Lay out the grid, the key and the cover piles; the first clue is next."""
        self.zones = Zones()
        self.prompt = None
        self.flow = fl.FlowState("setup")
        #: asset index of each grid card (fixed all game), its word, and the grid card of an asset
        self.grid: list[int] = list(chosen)
        self.words: list[str] = [assets()[a].word for a in chosen]
        self._cell_of: dict[int, int] = {a: i for i, a in enumerate(chosen)}
        self.key_number: int | None = key.number
        self.starting: str = key.starting
        self.roles: list[Role] = layout(self.variant, self.num_seats, self.starting)
        self._director: dict[str, int] = {
            r.team: s for s, r in enumerate(self.roles) if r.director and r.team is not None
        }
        self._agents: dict[str, list[int]] = {
            t: [s for s, r in enumerate(self.roles) if not r.director and r.team in (t, None)]
            for t in TEAMS
        }
        z = self.zones
        z.add("grid", PUBLIC, cards=[ASSET_BASE + a for a in chosen])
        rest = sorted(set(range(len(assets()))) - set(chosen))
        #: the asset cards left in the box (alias of the zone's cards)
        self.box: list[int] = z.add("box", HIDDEN, cards=[ASSET_BASE + a for a in rest]).cards
        directors = [s for s, r in enumerate(self.roles) if r.director]
        #: the key card as 25 squares, seen by the Directors (everyone once the game is over)
        self.key_zone: Zone = z.add("key", SEATS, cards=squares_for(key.cells), seats=directors)
        #: the colour of each square, row by row: follows the key zone (see scramble_hidden)
        self.key: list[str] = list(key.cells)
        # Cover piles, top = end: cards marked ``bottom`` (the Double Agent, the Infinity
        # Gauntlet) go under the others.
        self.piles: dict[str, list[int]] = {
            k: z.add(f"covers/{k}", PUBLIC, kind="covers").cards
            for k in (HYDRA, SHIELD, NEUTRAL, ASSASSIN)
        }
        for bottom in (True, False):
            for c in covers():
                if c.bottom == bottom:
                    self.piles[self.starting if c.covers == STARTING else c.covers].append(c.id)
        #: covers placed on the grid, in the order placed; ``covers[i]``: the one on card i
        self.placed: list[int] = z.add("placed", PUBLIC, kind="covers").cards
        self.covers: list[int | None] = [None] * GRID
        self._left: dict[str, int] = {t: self.key.count(t) for t in TEAMS}
        self._experts: bool = self.options["experts"] == "on"
        zero = self.options["clues"] in ("zero", "unlimited-zero")
        unlimited = self.options["clues"] in ("unlimited", "unlimited-zero")
        #: positions in ``legality.clue_actions`` rows of the numbers beyond 1-9 allowed
        self._extra_numbers: tuple[int, ...] = (9,) * zero + (10,) * unlimited
        self.turn_team: str = self.starting
        self.turn: int = 1
        self.clue: dict[str, Any] | None = None
        self.pending: dict[str, Any] | None = None
        self.asked: bool = False
        self.history: list[dict[str, Any]] = []
        self.winner: str | None = None
        self.end_reason: str = ""
        self.end_text: str = ""
        self.outcome: Result | None = None
        self.enter("clue")

    # ------------------------------------------------------------------ helpers
    @property
    def phase(self) -> str:
        """clue | approve | guess | rival | over (the flow's phase)."""
        return self.flow.phase

    @property
    def coop(self) -> bool:
        return self.variant == "co-op"

    @property
    def player_team(self) -> str:
        return self.starting

    def word(self, i: int) -> str:
        return self.words[i]

    def uncovered(self) -> list[int]:
        c = self.covers
        return [i for i in range(GRID) if c[i] is None]

    def uncovered_words(self) -> list[str]:
        return [self.words[i] for i in self.uncovered()]

    def left(self, team: str) -> int:
        """How many of ``team``'s cards are still uncovered."""
        return self._left[team]

    def director_of(self, team: str) -> int | None:
        return self._director.get(team)

    def agents_of(self, team: str) -> list[int]:
        return list(self._agents[team])

    def current_seat(self) -> int:
        """The Director of the team whose turn it is (the players' Director on the simulated
        rival's turn)."""
        d = self._director.get(self.turn_team)
        if d is None:
            d = self._director.get(self.player_team)
        return d if d is not None else 0

    def can_see_key(self, seat: int | None) -> bool:
        return self.key_zone.visible_to(seat)

    def approve_available(self) -> bool:
        return (
            self.options["approve"] == "on"
            and not self.coop
            and not self.asked
            and other(self.turn_team) in self._director
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

    def seat_role(self, seat: int) -> str:
        """The role and team: "HYDRA Director", "S.H.I.E.L.D. Agent"; "Agent" for the
        three-player Agent who guesses for both teams."""
        if not 0 <= seat < self.num_seats:
            return ""
        r = self.roles[seat]
        role = "Director" if r.director else "Agent"
        return role if r.team is None else f"{TEAM_NAME[r.team]} {role}"

    def describe_card(self, card: int) -> Any:
        if card >= KEY_BASE:
            return {"id": card, "square": square_kind(card)}
        if card >= ASSET_BASE:
            a = assets()[card - ASSET_BASE]
            return {"id": card, "word": a.word, "kind": a.kind}
        c = covers()[card]
        return {"id": card, "name": c.name, "covers": c.covers}

    def scores(self) -> dict[int, float]:
        return dict(self.outcome.scores) if self.outcome is not None else {}

    def scramble_groups(self, zone: Zone) -> str:
        # key squares only trade places with key squares, box assets with box assets
        return zone.name

    def scramble_hidden(self, seat: int, rng: random.Random) -> None:
        # The zones permute the key squares ``seat`` may not see; then the list of square
        # colours the rules read on every move follows the zone. A doubtful clue under
        # question is secret too but is no card: it is replaced here.
        super().scramble_hidden(seat, rng)
        self.key = [square_kind(c) for c in self.key_zone.cards]
        if self.prompt is not None and self.prompt.kind == "rival_cover":
            self._open_rival_cover()  # its options are the rival's squares of the new key
        if self.pending is not None and not self.can_see_key(seat):
            letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
            self.pending["word"] = "".join(rng.choice(letters) for _ in range(6)) + "-X"
            self.pending["number"] = rng.randrange(1, 10)

    # ------------------------------------------------------------------ flow hooks
    def _ask_rival(self) -> None:
        self.flow.seats = [self._director[other(self.turn_team)]]

    def _call_guessers(self) -> None:
        self.flow.seats = list(self._agents[self.turn_team])

    def _open_rival_cover(self) -> None:
        rival = other(self.player_team)
        options = [
            Choice(i, self.words[i], ASSET_BASE + self.grid[i])
            for i in self.uncovered()
            if self.key[i] == rival
        ]
        text = f"Cover one {TEAM_NAME[rival]} card for the simulated rival."
        # private: the options are the rival's uncovered cards, which only a Director may know
        self.open_prompt(
            Prompt(self.current_seat(), "rival_cover", "cover", options, text, private=True)
        )

    def _reveal_key(self) -> None:
        self.key_zone.visibility = PUBLIC
        self.flow.seats = []
        self.prompt = None

    # ------------------------------------------------------------------ legal moves
    def clue_words(self) -> list[str]:
        """Sample clue words for ``legal_clue``: 8 common words, then the tags and name parts
        of the team's uncovered cards, each once, those that are legal now."""
        start = (self.turn * 7) % len(COMMON_WORDS)
        common = lg.sample_words(-1, self._experts)
        groups = [common[start : start + 8], common[: max(0, start + 8 - len(common))]]
        team, key, cov, grid = self.turn_team, self.key, self.covers, self.grid
        for i in range(GRID):
            if cov[i] is None and key[i] == team:
                groups.append(lg.sample_words(grid[i], self._experts))
        clash = lg.CLASHES[self._experts]
        return [
            w
            for w in dict.fromkeys(chain.from_iterable(groups))
            if not (c := clash[w]) or self._clear_of(c)
        ]

    def _clear_of(self, assets_: tuple[int, ...]) -> bool:
        """None of these assets is an uncovered card of the grid."""
        cell_of, cov = self._cell_of, self.covers
        for a in assets_:
            i = cell_of.get(a)
            if i is not None and cov[i] is None:
                return False
        return True

    def _board_ok(self, word: str) -> bool:
        """No uncovered card's name forbids ``word`` as a clue (``clues.board_problem``)."""
        return self._clear_of(lg.clashes(word, self._experts))

    def typed_moves(self, seat: int) -> tuple[TypedMove, ...]:
        """The Director's clue is typed: a word and one of the numbers the rules allow now."""
        clues = [a for a in self.legal_actions(seat) if a.verb == "clue"]
        if not clues:
            return ()
        numbers: list[int | str] = []
        for a in clues:
            n = a.args[1]
            if not isinstance(n, bool) and isinstance(n, (int, str)) and n not in numbers:
                numbers.append(n)
        hint = "One word (the rulebook's word rules apply)."
        return (TypedMove("clue", "Give a clue", tuple(numbers), hint),)

    def legal_clue(self, seat: int) -> list[Action]:
        # A clue may be any word: this is a representative sample (see illegal_reason).
        top = max(1, min(MAX_NUMBER, self._left[self.turn_team]))
        extra = self._extra_numbers
        acts: list[Action] = []
        for w in self.clue_words():
            row = lg.clue_actions(seat, w)
            acts.extend(row[:top])
            for k in extra:
                acts.append(row[k])
        if self.approve_available():
            for w in DOUBTFUL_SAMPLES:
                if self._board_ok(w):
                    acts.append(lg.clue_actions(seat, w)[0])
        return acts

    def legal_approve(self, seat: int) -> list[Action]:
        return [lg.ALLOW[seat], lg.REFUSE[seat]]

    def legal_guess(self, seat: int) -> list[Action]:
        row = lg.GUESS[seat]
        cov = self.covers
        acts = [row[i] for i in range(GRID) if cov[i] is None]
        if self.clue is not None and self.clue["guesses_made"] > 0:
            acts.append(lg.STOP[seat])
        return acts

    # ------------------------------------------------------------------ legality
    def illegal_reason(self, action: Action) -> str | None:
        # Overridden: a clue may be any word, so no move is judged by looking it up in the
        # listed sample; each verb's why_<verb> judges it directly (and says why not).
        now = self.phase_now()
        if action.verb not in now.verbs:
            return self._flow().not_now(action.verb, now)
        reason: str | None = getattr(self, "why_" + action.verb)(action)
        return reason

    def why_illegal(self, action: Action) -> str:
        # The same judgement as illegal_reason, so the two never disagree.
        if self.is_terminal():
            return "The game is over."
        return self.illegal_reason(action) or "That move is allowed now."

    def why_allow(self, action: Action) -> str | None:
        return "allow takes no card or number." if action.args else None

    def why_refuse(self, action: Action) -> str | None:
        return "refuse takes no card or number." if action.args else None

    def why_stop(self, action: Action) -> str | None:
        if action.args:
            return "stop takes no card or number."
        if self.clue is None or self.clue["guesses_made"] == 0:
            return (
                "Your team must guess at least once before stopping: "
                "\u201cThe guessers on the team always make at least one guess.\u201d"
            )
        return None

    def why_guess(self, action: Action) -> str | None:
        return self._card_reason(action.args, None)

    def why_cover(self, action: Action) -> str | None:
        return self._card_reason(action.args, other(self.player_team))

    def _card_reason(self, args: tuple[int | str, ...], must_be: str | None) -> str | None:
        if len(args) != 1 or not isinstance(args[0], int):
            return "Name one card by its number on the grid, 0 to 24."
        i = args[0]
        if not 0 <= i < GRID:
            return f"There is no card {i}; the grid's cards are numbered 0 to 24."
        if self.covers[i] is not None:
            return f"{self.words[i]} is already covered."
        if must_be is not None and self.key[i] != must_be:
            return (
                f"The Director simulates the rival team by covering one of their cards; "
                f"{self.words[i]} is not a {TEAM_NAME[must_be]} card."
            )
        return None

    def why_clue(self, action: Action) -> str | None:
        args = action.args
        if len(args) != 2 or not isinstance(args[0], str):
            return "A clue is one word and one number, like: clue GAMMA 2."
        word, number = args[0], args[1]
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
        doubtful_ok = self.approve_available()
        if ((doubtful_ok and cl.is_doubtful(word)) or lg.form_ok(word)) and self._board_ok(word):
            return None  # the cached answer; the sentence below only when refused
        return cl.clue_problem(
            word, self.uncovered_words(), self._experts, allow_doubtful=doubtful_ok
        )

    # ------------------------------------------------------------------ moves
    def do_clue(self, action: Action) -> list[Event]:
        word = str(action.args[0]).strip().upper()
        raw = action.args[1]
        number: int | str = UNLIMITED if isinstance(raw, str) else raw
        team = TEAM_NAME[self.turn_team]
        if not cl.is_doubtful(word):
            return self._give_clue(word, number)
        self.pending = {"word": word, "number": number}
        rival = other(self.turn_team)
        ev = Event(
            "ClueAsked",
            f"{team}'s Director secretly asked {TEAM_NAME[rival]}'s Director "
            "whether a clue is one word.",
            {"team": self.turn_team},
            secret_text=f"{team}'s Director asks whether {word} {number} is one word.",
            secret_data={"word": word, "number": number},
            to=frozenset(self._director[t] for t in (self.turn_team, rival)),
        )
        return [ev, *self.enter("approve")]

    def do_allow(self, action: Action) -> list[Event]:
        assert self.pending is not None
        pending, self.pending = self.pending, None
        rival = other(self.turn_team)
        ev = Event(
            "ClueAllowed", f"{TEAM_NAME[rival]}'s Director allowed the clue.", {"team": rival}
        )
        return [ev, *self._give_clue(pending["word"], pending["number"])]

    def do_refuse(self, action: Action) -> list[Event]:
        self.pending = None
        self.asked = True
        rival = other(self.turn_team)
        ev = Event(
            "ClueRefused",
            f"{TEAM_NAME[rival]}'s Director refused the clue; "
            f"{TEAM_NAME[self.turn_team]}'s Director gives another.",
            {"team": rival},
        )
        return [ev, *self.enter("clue")]

    def do_stop(self, action: Action) -> list[Event]:
        self.history[-1]["ended"] = "stopped"
        ev = Event(
            "GuessingStopped",
            f"{self.seat_name(action.seat)} stopped guessing.",
            {"seat": action.seat, "team": self.turn_team},
        )
        return [ev, *self._end_turn()]

    def _give_clue(self, word: str, number: int | str) -> list[Event]:
        unlimited = number == UNLIMITED or number == 0
        self.clue = {
            "word": word,
            "number": number,
            "guesses_made": 0,
            "guesses_left": None if unlimited else int(number) + 1,
        }
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
        ev = Event(
            "ClueGiven",
            f"{TEAM_NAME[self.turn_team]}'s Director: {word} {shown}",
            {"team": self.turn_team, "word": word, "number": number},
        )
        return [ev, *self.enter("guess")]

    def place_cover(self, i: int) -> int:
        """Cover grid card ``i`` with the top cover of its key colour; returns the cover."""
        kind = self.key[i]
        cid = self.piles[kind].pop()
        self.placed.append(cid)
        self.covers[i] = cid
        self.key_zone.shown.add(self.key_zone.cards[i])
        if kind in self._left:
            self._left[kind] -= 1
        return cid

    def _covered(self, i: int, cid: int, team: str, seat: int, text: str) -> Event:
        data = {
            "index": i,
            "word": self.words[i],
            "card": self.key[i],
            "cover": cover_name(cid),
            "team": team,
            "seat": seat,
        }
        return Event("CardCovered", text, data, reveals=True)

    def do_guess(self, action: Action) -> list[Event]:
        assert self.clue is not None
        i = int(action.args[0])
        team = self.turn_team
        kind = self.key[i]
        cid = self.place_cover(i)
        self.clue["guesses_made"] += 1
        self.history[-1]["guesses"].append({"index": i, "word": self.words[i], "result": kind})
        text = f"{self.seat_name(action.seat)} covered {self.words[i]}: {CARD_NAME[kind]}."
        events = [self._covered(i, cid, team, action.seat, text)]
        over = run_cover(self, cid, Placed(i, team))
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
                ev = Event(
                    "GuessesUsedUp",
                    f"{TEAM_NAME[team]} has made all its guesses for this clue.",
                    {"team": team},
                )
                return events + [ev] + self._end_turn()
        return events

    def answer_rival_cover(self, p: Prompt, values: list[Any]) -> list[Event]:
        i = int(values[0])
        rival = other(self.player_team)
        cid = self.place_cover(i)
        self.history.append(
            {
                "turn": self.turn,
                "team": rival,
                "clue": None,
                "guesses": [{"index": i, "word": self.words[i], "result": rival}],
                "simulated": True,
                "ended": "simulated",
            }
        )
        text = f"The simulated {TEAM_NAME[rival]} covered {self.words[i]}: {CARD_NAME[rival]}."
        ev = self._covered(i, cid, rival, p.seat, text)
        ev.data["simulated"] = True
        over = run_cover(self, cid, Placed(i, rival))
        return [ev, *(over or self._end_turn())]

    def finish(self, winner: str, reason: str, text: str) -> list[Event]:
        """End the game: ``winner`` (a team) wins for ``reason``; the key is shown to all."""
        self.winner = winner
        self.end_reason = reason
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
        self.outcome = self._result()
        data = {
            "winners": list(self.outcome.winners),
            "winner": winner,
            "reason": reason,
            "key": list(self.key),
        }
        return [Event("GameEnded", text, data, reveals=True), *self.enter("over")]

    def _end_turn(self) -> list[Event]:
        ended = self.turn_team
        seat = self.current_seat()
        self.clue = None
        self.asked = False
        self.turn += 1
        if self.coop and ended == self.player_team:
            self.turn_team = other(self.player_team)
            phase = "rival"
            text = (
                f"{TEAM_NAME[ended]}'s turn ends; the Director covers one "
                f"{TEAM_NAME[self.turn_team]} card for the simulated rival."
            )
        else:
            self.turn_team = other(ended)
            phase = "clue"
            text = (
                f"{TEAM_NAME[ended]}'s turn ends; "
                f"{TEAM_NAME[self.turn_team]}'s Director gives a clue."
            )
        data = {"seat": seat, "ended": ended, "next": self.turn_team}
        return [Event("TurnEnded", text, data), *self.enter(phase)]

    # ------------------------------------------------------------------ results
    def result(self) -> Result | None:
        return self.outcome

    def _result(self) -> Result:
        seats = range(self.num_seats)
        if self.coop:
            if self.winner == self.player_team:
                score = float(self.left(other(self.player_team)))
                return Result(tuple(seats), self.end_text, {s: score for s in seats})
            return Result((), self.end_text, {s: 0.0 for s in seats})
        if self.variant == "three-player":
            d = self.director_of(self.winner or "")
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
    def own_view(self, seat: int | None) -> dict[str, Any]:
        return cast(dict[str, Any], seat_part(self, seat))

    def state_dict(self) -> dict[str, Any]:
        return state_of(self)

    # ------------------------------------------------------------------ scenarios
    def set_position(self, position: dict[str, Any]) -> None:
        from tabletop.games.codenames.rules.position import set_position

        set_position(self, position)


def simulate_report(
    games: int, levels: list[str], seed: int, jobs: int, options: dict[str, Any]
) -> dict[str, Any]:
    """``tabletop simulate codenames``: matched and cross word-association figures."""
    from tabletop.games.codenames.simreport import simulate_report as report

    return report(games, levels, seed, jobs, options)
