"""Austin Powers state: options, seating and the deal, the zones, and the helpers every rule uses
(vibes, targeting, drawing, discarding, scoring, winning)."""

from __future__ import annotations

from typing import Any

from tabletop.collection.decktext import deck_option
from tabletop.engine.errors import TabletopError
from tabletop.engine.events import Event
from tabletop.engine.game import Game, Option, Result
from tabletop.engine.zones import HIDDEN, OWNER, PUBLIC, Zones
from tabletop.games.austin.cards import CARDS, STARTERS, CardDef, deck_problems

HAND = 6
TARGET = 100
UNIT = {"good": "Mojo", "evil": "billion Ransom"}
GESTURE = {"good": "peace sign", "evil": "evil pinky smirk"}
#: the name the phase had before the shared core, for tests and old callers (``game.phase``)
LEGACY_PHASE = {"happening": "happening_order", "slugfest": "brawl"}
LEGACY_PROMPT = {
    "happening_target": "happening_target",
    "brawler": "brawl_pick",
    "discard": "evenup",
}


def other_side(side: str) -> str:
    return "evil" if side == "good" else "good"


class AustinState(Game):
    NAME = "austin"
    TITLE = "Austin Powers CCG"
    MIN_SEATS = 2
    MAX_SEATS = 6
    #: ``clone``: each card's name, set at set-up (a list of strings)
    CLONE_SHALLOW = frozenset({"names"})
    #: the safety bound of simulations and the conformance test (a played game has no limit)
    MAX_ACTIONS = 20000
    OPTIONS = (
        Option(
            "first_side",
            "First player's side",
            ("good", "evil"),
            "Good plays Austin's deck, Evil Dr. Evil's; the sides alternate round the table.",
        ),
        Option(
            "daddy",
            "Daddy pants (seat of the last winner)",
            (-1, 0, 1, 2, 3, 4, 5),
            "The last game's winner picks Good or Evil and goes first; nobody: no one does.",
            int_words="seat",
        ),
        Option(
            "gestures",
            "Happening gesture race",
            ("measured", "auto"),
            "measured: you race to make the gesture with your key (the race shows which; at the"
            " screen a click or Space too); auto: the computer decides.",
        ),
        Option(
            "slugfest",
            "Slugfest entrants",
            ("rulebook", "two-or-more"),
            "rulebook: a single entrant still fights and scores; two-or-more: an earlier "
            "reading of the rule, a Slugfest with fewer than two Assassins fizzles.",
        ),
        Option(
            "races",
            "Races (for relaxed timing)",
            ("rulebook", "no-speed"),
            "rulebook: the last to copy is the target, the first bone lands; no-speed: one who "
            "never copies is last, else all who copy tie (the Happening's player picks), the "
            "first helper clockwise helps.",
        ),
        Option(
            "help",
            "Asking for help",
            ("others", "concedes"),
            "others: help is asked only where a player outside the attack may throw you a bone "
            "(3 or more players); concedes: an earlier reading, with 2 players asking for help "
            "gives the attack up.",
        ),
    )
    #: saves of rules revision 1 replay with the Slugfest reading they were played under, those
    #: up to revision 7 with help asked at two players too (it conceded), those up to 8 with
    #: the sides beside an own deck as they were dealt
    LEGACY_OPTIONS = {
        1: {"slugfest": "two-or-more"},
        7: {"help": "concedes"},
        8: {"sides": "deck-only"},
    }
    EVENT_KINDS = frozenset(
        {
            "SideChosen",
            "ActionsEnded",
            "ActionGained",
            "SwingerPlayed",
            "SwingerUsed",
            "AttemptDeclared",
            "HelpAsked",
            "HelpDeclined",
            "GaveUp",
            "BoneThrown",
            "AttackWon",
            "AgentReturned",
            "HappeningPlayed",
            "GestureRaced",
            "SlugfestStarted",
            "BrawlersEntered",
            "SlugfestFizzled",
            "BrawlerDropped",
            "SlugfestWon",
            "SlugfestDrawn",
        }
    )

    #: a seat's deck: option ``deck<seat>`` (not in ``OPTIONS``: the launcher picks decks itself)
    DECK_OPTIONS = tuple(f"deck{i}" for i in range(6))
    #: how the seats beside one playing its own deck take their sides: ``alternate`` round it,
    #: as the rulebook has the sides alternate round the table; ``deck-only``, only for saves
    #: of rules revision 8 and before (``LEGACY_OPTIONS``), kept the first player's
    #: alternation (two Evil seats side by side at four). Not a choice in the launcher: the
    #: old deal is no reading of the rulebook, only how those games were dealt.
    SIDES = ("alternate", "deck-only")

    @classmethod
    def check_options(cls, options: dict[str, Any]) -> dict[str, Any]:
        """The options, plus ``deck0``..``deck5``: a seat's deck, ``good`` or ``evil`` (the
        starter decks) or a deck list (``collection/decktext.py``); an illegal deck is refused
        with the rule it breaks. Only decks given are kept, so a save records exactly the decks
        it was played with (and saves from before decks keep their options)."""
        decks = {k: v for k, v in options.items() if k in cls.DECK_OPTIONS}
        sides = options.get("sides", cls.SIDES[0])
        if sides not in cls.SIDES:
            raise TabletopError(f"sides must be one of {', '.join(cls.SIDES)}, not {sides!r}")
        rest = {k: v for k, v in options.items() if k not in decks and k != "sides"}
        out = super().check_options(rest)
        if "sides" in options:  # kept only where given: an old save's deal
            out["sides"] = sides
        for key, value in sorted(decks.items()):
            names = deck_option(value, STARTERS, CARDS)
            problems = deck_problems(names)
            if problems:
                raise TabletopError(
                    f"player {int(key[4:]) + 1}'s deck cannot be played: " + "; ".join(problems)
                )
            out[key] = value
        return out

    def seat_decks(self) -> list[list[str] | None]:
        """Each seat's deck (card names) from the options, None for the starter deck of its
        side."""
        out: list[list[str] | None] = []
        for seat in range(self.num_seats):
            value = self.options.get(f"deck{seat}")
            out.append(None if value is None else deck_option(value, STARTERS, CARDS))
        return out

    # card ids: ``names[c]`` and ``owner[c]``; per-seat aliases of the zones' card lists
    names: list[str]
    owner: list[int]
    box: list[int]
    deck: list[list[int]]
    hand: list[list[int]]
    discard: list[list[int]]
    table: list[list[int]]
    score: list[list[int]]
    arena: list[int]
    decks: list[list[str] | None]

    # ================================================================== setup
    def setup(self) -> None:
        n = self.num_seats
        daddy = int(self.options["daddy"])
        if daddy >= n:
            raise TabletopError(f"the Daddy pants seat {daddy} is not at this table of {n}")
        for key in self.DECK_OPTIONS[n:]:
            if key in self.options:
                raise TabletopError(f"{key} names a deck for a seat not at this table of {n}")
        self.decks = self.seat_decks()
        sides = [CARDS[d[0]].side for d in self.decks if d]
        if n == 2 and len(sides) == 2 and sides[0] == sides[1]:
            # "In a two-player game, you and your opponent must play opposite allegiances."
            raise TabletopError(
                "in a two-player game you and your opponent must play opposite allegiances: "
                f"both decks are {sides[0].capitalize()}"
            )
        self.names = [""] * (30 * n)
        self.owner = [i // 30 for i in range(30 * n)]
        self._make_zones(range(30 * n))  # the box: cards not dealt yet (before sides are known)
        self.side: list[str] = [""] * n
        self.used: list[int] = []  # table Swingers used this turn
        self.current = max(daddy, 0)
        self.actions = 2
        self.ship_free = True
        self.ships: dict[str, Any] | None = None
        self.fight: dict[str, Any] | None = None
        self.hap: dict[str, Any] | None = None
        self.brawl: dict[str, Any] | None = None
        self.waiting: list[int] = []  # seats that must discard down to six
        self.winner: int | None = None
        self.win_at = 0  # the winner's total as it reached the target
        self.turn = 1
        self.daddy = daddy
        if daddy >= 0:
            self.enter("allegiance")
        else:
            self._deal(str(self.options["first_side"]))

    def _make_zones(self, box: Any = ()) -> None:
        """Every zone of the game, and the per-seat aliases of their card lists."""
        n = self.num_seats
        self.zones = z = Zones()
        self.box = z.add("box", HIDDEN, cards=box).cards
        self.deck = [x.cards for x in z.add_per_seat("deck", n, HIDDEN)]
        self.hand = [x.cards for x in z.add_per_seat("hand", n, OWNER)]
        self.discard = [x.cards for x in z.add_per_seat("discard", n, PUBLIC)]
        self.table = [x.cards for x in z.add_per_seat("table", n, PUBLIC)]
        self.score = [x.cards for x in z.add_per_seat("score", n, PUBLIC)]
        # the Frickin' Bones of an attempt, or a Slugfest card and its bones
        self.arena = z.add("arena", PUBLIC).cards
        # a Happening lies face down: only its player sees it until it is revealed
        z.add("happening", OWNER)

    def _deal(self, first: str) -> None:
        n = self.num_seats
        decks = self.decks
        for k in range(n):
            seat = (self.current + k) % n
            self.side[seat] = first if k % 2 == 0 else other_side(first)
        # a seat playing its own deck plays that deck's allegiance; with two players, a seat on
        # a starter deck takes the side opposite its opponent's own deck
        fixed = {seat: CARDS[d[0]].side for seat, d in enumerate(decks) if d}
        if fixed and n > 2 and self.options.get("sides", "alternate") == "alternate":
            # "Players should alternate allegiances going around the table": the others
            # alternate round the own decks' sides, the way that seats fewest neighbours
            # alike (the first player's alternation where both do)
            ways: list[list[str]] = [list(self.side), [other_side(x) for x in self.side]]
            for way in ways:
                for seat, side in fixed.items():
                    way[seat] = side

            def alike(way: list[str]) -> int:
                return sum(way[k] == way[k - 1] for k in range(n))

            best = min(ways, key=alike)
            self.side[:] = best
        for seat, side in fixed.items():
            self.side[seat] = side
        if n == 2 and (decks[0] is None) != (decks[1] is None):
            own = 0 if decks[0] else 1
            self.side[1 - own] = other_side(self.side[own])
        for seat in range(n):
            ids = [c for c in self.box if self.owner[c] == seat]
            deck = decks[seat] or STARTERS[self.side[seat]]
            for c, name in zip(ids, deck, strict=True):
                self.names[c] = name
            self.deck[seat].extend(ids)
            self.rng.shuffle(self.deck[seat])
        self.box.clear()
        for seat in range(n):
            for _ in range(HAND):
                self._draw(seat, [])
        self.enter("main")

    # ================================================================== helpers
    @property
    def phase(self) -> str:
        """The phase as named before the shared core (``brawl_pick``, ``happening_target``,
        ``evenup`` were phases then, and are prompts now); read-only, for tests and callers."""
        if self.prompt is not None:
            return LEGACY_PROMPT.get(self.prompt.kind, self.prompt.kind)
        return LEGACY_PHASE.get(self.flow.phase, self.flow.phase)

    def d(self, c: int) -> CardDef:
        return CARDS[self.names[c]]

    def seat_name(self, seat: int) -> str:
        side = self.side[seat].capitalize() if self.side and self.side[seat] else ""
        return f"Player {seat + 1}" + (f" ({side})" if side else "")

    def points(self, seat: int) -> int:
        names = self.names
        return sum(CARDS[names[c]].score for c in self.score[seat])

    def agents(self, seat: int) -> list[int]:
        names = self.names
        return [c for c in self.table[seat] if CARDS[names[c]].kind == "agent"]

    def vibes(self, seat: int) -> list[str]:
        """The vibes put out by all of ``seat``'s active Agents (scored Agents put out none)."""
        names = self.names
        return [v for c in self.table[seat] for v in CARDS[names[c]].vibes]

    def clockwise(self, start: int, include: bool = False) -> list[int]:
        n = self.num_seats
        return [(start + k) % n for k in range(0 if include else 1, n)]

    def unibrau_active(self) -> bool:
        return any(
            self.d(c).ongoing == "unibrau" for s in range(self.num_seats) for c in self.table[s]
        )

    def embracing(self, c: int) -> bool:
        o = self.d(c).ongoing
        return o == "unibrau" or (o == "lpga" and self.unibrau_active())

    def can_target(self, a: int, t: int) -> str | None:
        """None when Agent ``a`` may attempt Agent ``t``, else why not."""
        da, dt = self.d(a), self.d(t)
        if da.role == "shagger":
            # "Shaggers may attempt to Shag any member of the opposite sex"; Unibrau's exception.
            if self.embracing(a):
                if dt.sex != "female":
                    return f"{da.name} cannot Shag males; she may Shag females."
                return None
            if self.embracing(t):
                # "Unibrau cannot Shag or be Shagged by males ... other females who would
                # normally Shag males cannot choose to Shag them"
                if da.sex == "male":
                    return (
                        f"{dt.name} cannot be Shagged by males: she has come to embrace the "
                        "love that dare not speak its name."
                    )
                return (
                    f"{dt.name} may be Shagged only by a female who Shags females (Unibrau, "
                    "or Frau Farbissina, LPGA Cruiser while Unibrau is active)."
                )
            if dt.sex == da.sex:
                return "Shaggers may attempt to Shag only a member of the opposite sex."
            return None
        # "Assassins may attempt to Assassinate any member of the opposite allegiance."
        if dt.side == da.side:
            return "Assassins may attempt to Assassinate only a member of the opposite allegiance."
        return None

    def _draw(self, seat: int, events: list[Event]) -> bool:
        deck = self.deck[seat]
        if not deck:
            pile = self.discard[seat]
            if not pile:
                return False
            # "Whenever you have no cards left in your draw deck, simply shuffle your discard
            # pile and lay it face down on the table to create a new one."
            deck.extend(pile)
            pile.clear()
            self.rng.shuffle(deck)
            events.append(
                Event(
                    "PileShuffled",
                    f"{self.seat_name(seat)} shuffles the discard pile into a new draw deck.",
                    {"seat": seat, "zone": f"deck/{seat}"},
                    reveals=True,
                )
            )
        c = deck.pop()
        self.hand[seat].append(c)
        events.append(
            Event(
                "CardDrawn",
                f"{self.seat_name(seat)} draws a card.",
                {"seat": seat},
                secret_text=f"You draw {self.names[c]}.",
                secret_data={"card": c, "name": self.names[c]},
                to=frozenset({seat}),
                reveals=True,
            )
        )
        return True

    def _to_discard(self, c: int, events: list[Event], why: str = "") -> None:
        o = self.owner[c]
        self.discard[o].append(c)
        events.append(
            Event("CardDiscarded", f"{self.names[c]} is discarded{why}.", {"card": c, "seat": o})
        )

    def _random_discard(self, s: int, n: int, ev: list[Event]) -> None:
        hand = self.hand[s]
        for _ in range(min(n, len(hand))):
            x = hand[self.rng.randrange(len(hand))]
            hand.remove(x)
            self.discard[s].append(x)
            ev.append(
                Event(
                    "CardDiscarded",
                    f"{self.seat_name(s)} discards {self.names[x]} at random.",
                    {"card": x, "seat": s},
                    reveals=True,
                )
            )

    def _remove_from_table(self, c: int) -> None:
        for s in range(self.num_seats):
            if c in self.table[s]:
                self.table[s].remove(c)
                return

    def owner_on_table(self, c: int) -> int:
        return next(s for s in range(self.num_seats) if c in self.table[s])

    def _score_card(self, c: int, events: list[Event]) -> None:
        o = self.owner[c]
        self.score[o].append(c)
        total = self.points(o)
        unit = UNIT[self.side[o]]
        events.append(
            Event(
                "ScoreChanged",
                # the card's own value, then the new total (the total alone read as the card's)
                f"{self.names[c]} scores {CARDS[self.names[c]].score} {unit} for "
                f"{self.seat_name(o)}: {total} {unit} in all.",
                {"card": c, "seat": o, "score": total},
            )
        )
        if self.winner is None and total >= TARGET:  # the game's end is said once the rest
            self.winner, self.win_at = o, total  # of the attack is placed (``settle``)

    # ================================================================== results
    def result(self) -> Result | None:
        if self.winner is None:  # the hot path: asked several times per move
            return None
        return Result((self.winner,), self.win_words(), self.scores())

    def win_words(self) -> str:
        """The winner's sentence: the total it reached first, and its total in all where the
        rest of the attack added to it (the log said "reaches 110 Mojo" before a bone's
        "115 Mojo in all", the result "reaches 115 Mojo first")."""
        w = self.winner
        assert w is not None
        unit, total = UNIT[self.side[w]], self.points(w)
        at = getattr(self, "win_at", 0) or total
        more = f" ({total} {unit} in all)" if total != at else ""
        return f"{self.seat_name(w)} reaches {at} {unit} first{more} and wears the Daddy pants!"

    def scores(self) -> dict[int, float]:
        return {s: float(self.points(s)) for s in range(self.num_seats)}

    def rematch_options(self) -> dict[str, Any]:
        """ "Play again": the winner wears the Daddy pants (picks a side first and starts)."""
        opts = dict(self.options)
        res = self.result()
        if res is not None and res.winners:
            opts["daddy"] = res.winners[0]
        return opts

    def metrics(self) -> dict[str, float]:
        return {
            "turns": float(self.turn),
            "top_score": float(max(self.points(s) for s in range(self.num_seats))),
        }

    def state_dict(self) -> dict[str, Any]:
        return {
            "names": list(self.names),
            "owner": list(self.owner),
            "side": list(self.side),
            "zones": self.zones.to_dict(),
            "flow": self.flow.to_dict(),
            "prompt": self.prompt.to_dict() if self.prompt is not None else None,
            "used": list(self.used),
            "current": self.current,
            "actions": self.actions,
            "ship_free": self.ship_free,
            "ships": self.ships,
            "fight": self.fight,
            "hap": self.hap,
            "brawl": self.brawl,
            "waiting": list(self.waiting),
            "winner": self.winner,
            "win_at": self.win_at,
            "turn": self.turn,
            "daddy": self.daddy,
            "rng": self.rng.state(),
        }
