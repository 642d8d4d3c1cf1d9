"""Mighty Beanz TCG rules engine (pure Python): the mat, set-up, turns, Bean powers, attacks,
boosts, Instant Actions on the response stack, Shoot for Loot, winning, and the Expert game with
the Domino Effect. Rulebook: /work/shared/rules/mighty-beanz-tcg.txt; card data: cards.toml and
decks.toml (our design, marked ``designed = true``).

The mat. Two mats make one ring of 18 Bean card slots, numbered 0..17 around the ring. Seat 0
owns slots 0..8 and seat 1 owns slots 9..17; each seat's slots run from its own left to its own
right. Slot 8 (seat 0's right edge) touches slot 9 (seat 1's left edge) and slot 17 touches
slot 0 ("the two card slots at the edges of each mat are considered adjacent"). The galaxies
face each other across the gap: seat 0's Galaxy g is slots 3g..3g+2; seat 1's half of Galaxy g
is slots 15-3g..17-3g (so seat 0's slots 6..8 face seat 1's 9..11, both Galaxy 2). Adjacency,
the Team Bonus and the Domino Effect follow the ring, across mats too. A Cosmos card lies under
the slot's Bean card and stays when the Bean leaves.

Our readings where the rulebook is silent or physical (each is tested):

- Set-up. The cut is an action: seat 1 cuts seat 0's deck, then seat 0 cuts seat 1's
  (``cut K``: K tenths of the deck go from the top to the bottom). Each player then places 2 (3 in
  the Expert game) loot cards per Galaxy from the top of their deck, face down (nobody may look at
  them, their owner included), and draws 5. Each player in turn (seat 0 first) chooses ``keep`` or
  ``redraw``; ``redraw`` is legal only while the hand holds no Bean card: the hand is shown to
  the opponent, shuffled back and 5 new cards are drawn (it may be repeated while the new hand
  still has no Bean card). Then seat 0 hides the Mighty Bean (``hide left|right``, secret) and
  seat 1 guesses (``guess left|right``); a right guess makes seat 1 the first player.
- Shoot for Loot. The rulebook's physical flick enters the engine as an action. Option
  ``shots = "physics"`` (the default, for play at the table): the shooter submits
  ``flick G VX VY SPIN`` (tabletop.physics.flick.Flick.to_args(): launch velocity in hundredths
  of cm/s and spin in hundredths of rad/s) and the ENGINE decides hit or miss by running the pure
  pymunk shot ``simulate_shot(ShotSetup.for_galaxy(G, seat), flick).knocked_down``, so the log
  holds the flick vector and a replay reproduces the shot exactly. Any flick the physics accepts
  is legal (``illegal_reason`` checks it; ``_legal`` lists only a few sample aims: the physics
  bots' ideal aim, two slightly off it and a weak one). A flick is a physical act, not a choice
  to take back: its events are marked ``reveals`` so undo stops there (no re-flicking until it
  hits). Bots shoot with the physics flick bots (tabletop.physics.bots) at their level, their
  noise drawn from the bot's rng. Option ``shots = "model"`` (fast simulations): the shooter's
  ``shoot G`` has the engine draw the outcome from the game's rng, a hit with probability
  ``SHOT_HIT_CHANCE`` = 0.5 per try. In both modes ``shot G miss`` (a deliberate miss, FAQ: "you
  could always miss on purpose") is legal. Galaxies are shot in order 0, 1, 2; two tries each.
- Action points: 7 per turn, 4 on the very first turn of the Expert game. ``end`` ends the turn
  (it is always legal in the main phase; zero-cost cards may be played with 0 points left).
  Drawing costs 1 point, at most 3 per turn (+1 per Headz-up ``draw_limit`` power). Unused
  points, attack modifiers and spin boosts lapse at the end of the turn.
- Headz-up team boosts never stack: a Bean card gets the largest Headz-up team boost for its team
  among its owner's Headz-up Bean cards ("A Headz-up Team Boost can only apply once"). A Bean
  card's own Headz-up power stops the moment it spins Bottomz-up, so an attacking booster does
  not boost its own attack. Attack and defence values are computed when the attack resolves.
- Attack value = sum over the attacking Bean cards of (MMP + Team Bonus + Headz-up team boost +
  matching Moon) + action and spin boosts, then doubled once per Double Trouble! (FAQ: additions
  first). Defence value = MMP + Team Bonus + Headz-up team boost + matching Asteroid Field.
- Instant Actions are answers on the response stack (engine ResponseStack, LIFO): after any
  Action card is played, any Bean Attack is declared, or a Freebie Beanie spin power is used, a
  response window opens in which BOTH seats are active at once (always, whatever they hold, so
  a window reveals nothing); the top item resolves when both have passed. The top item's owner
  may only pass: an Instant Action is played "to cancel something your opponent does", never
  one's own card or attack. The other seat may pass or answer; an answer is a new item on top
  and opens a fresh window for both (its player may only pass, the other may answer it: the
  FAQ's chain of No You Don't! cards), and so on. When an item resolves, a fresh window for
  both opens on the item below. An Instant Action answers only the top item. Outcomes are those
  of a window for the answering seat alone: the owner's pass changes nothing but lets the
  table run one timed window for everyone (and in hot-seat play the other player claims it).
  No You Don't! answers an Action card (Instant Actions too); You Slipped! and Boomerang! answer a
  Bean Attack (Sharpshoot and Bean Blitz attacks included, never Knockdown or Knock It Off); Bye
  Bye Beanie answers a Freebie Beanie (power or card). Points of a cancelled thing stay spent.
  Cancelling an attack (You Slipped!) returns the Action cards that boosted it to the attacker's
  hand; No You Don't! on a Freebie Beanie card returns the Bean card to hand, Bye Bye Beanie
  sends it to the discard pile. Instant Actions cost 0.
- Attack modifiers (+50 Attack Boost!, Double Trouble!, Sharpshoot!, Bean Blitz!) wait face up
  in the player's boost row and all apply to the next Bean Attack this turn. With Bean Blitz!
  pending, ``attack S`` starts a blitz: ``join S`` adds Headz-up attackers (their costs and
  Cosmos costs are paid at ``go``), ``go G`` attacks in Galaxy G (one holding a blitzing Bean
  card), or ``go T`` picks target slot T when Sharpshoot! is also pending; ``cancel`` backs out.
- The defender picks the target of an ordinary attack when the attack resolves (after the
  response window); with one possible target it is picked automatically.
- Knockdown (card: any Galaxy; power: same Galaxy) turns a Headz-up or Bottomz-up Bean card
  Sidewayz; Knock It Off knocks a Sidewayz Bean card off. Neither is a Bean Attack: no Domino.
- Domino Effect (Expert game): after a Bean Attack knocks its target from Headz-up or Bottomz-up
  to Sidewayz, the ripple goes first to the defender's left (lower slot number), then right. The
  pushing value is the knocked card's MMP + Team Bonus + Headz-up team boost at that moment; the
  pushed card defends with its defence value. Blowout (double or more) knocks off; equal or more
  knocks Headz-up/Bottomz-up Sidewayz (the ripple goes on from it) and a Sidewayz card off (the
  ripple stops); a lower value or an empty slot stops it.
- Deck-out: the game ends the moment a player draws the last card of their deck; more loot
  captured overall wins; equal loot is a draw (no winner).
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from tabletop.engine.actions import Action
from tabletop.engine.errors import TabletopError
from tabletop.engine.events import Event
from tabletop.engine.game import Game, Option, Result
from tabletop.engine.stack import ResponseStack, StackItem
from tabletop.games.beanz.cards import (
    ATTACK_MODIFIERS,
    CardDef,
    card_defs,
    deck_lists,
    deck_problems,
)

NSLOTS = 18
HEADZ, BOTTOMZ, SIDEWAYZ = "headz", "bottomz", "sidewayz"
POSITION_NAMES = {HEADZ: "Headz-up", BOTTOMZ: "Bottomz-up", SIDEWAYZ: "Sidewayz"}
HAND_SIZE = 5
HAND_LIMIT = 7
POINTS = 7
EXPERT_FIRST_POINTS = 4
DRAW_LIMIT = 3
TEAM_BONUS = 50
SHOT_HIT_CHANCE = 0.5
DEFAULT_DECKS = {"basic": ("big_top", "wild_west"), "expert": ("moon_quest", "legends_rising")}


def slot_owner(r: int) -> int:
    return 0 if r < 9 else 1


def slot_galaxy(r: int) -> int:
    return r // 3 if r < 9 else 2 - (r - 9) // 3


def own_slots(p: int) -> range:
    return range(9 * p, 9 * p + 9)


def galaxy_slots(p: int, g: int) -> list[int]:
    return [r for r in own_slots(p) if slot_galaxy(r) == g]


def neighbours(r: int) -> tuple[int, int]:
    return ((r - 1) % NSLOTS, (r + 1) % NSLOTS)


# ---------------------------------------------------------------------- Shoot for Loot physics
# (tabletop.physics is pure pymunk, no pygame; imported lazily to keep start-up fast)
SAMPLE_AIM_DEGREES = (0.0, 2.0, -2.0)
SAMPLE_WEAK_POWER = 0.4


def flick_of(args: tuple[Any, ...] | list[Any]) -> Any:
    """The ``Flick`` of a ``flick G VX VY SPIN`` action's last three arguments (ValueError when
    they are not a flick the physics allows)."""
    from tabletop.physics.flick import Flick

    return Flick.from_args(tuple(args))


def shot_hits(seat: int, galaxy: int, flick: Any) -> bool:
    """Run the shot: does ``flick`` by ``seat`` knock down the bean in ``galaxy``'s black hole?"""
    from tabletop.physics.flick import ShotSetup, simulate_shot

    setup = ShotSetup.for_galaxy(galaxy, seat)
    return bool(simulate_shot(setup, flick, record_frames=False).knocked_down)


def sample_flicks(seat: int, galaxy: int) -> list[tuple[int, int, int]]:
    """A few representative flicks for ``_legal``: the bots' ideal aim, two aims a little off
    and a weak one (deterministic; any other valid flick is legal too)."""
    import math

    from tabletop.physics.bots import ideal_flick
    from tabletop.physics.flick import Flick, ShotSetup

    ideal = ideal_flick(ShotSetup.for_galaxy(galaxy, seat))
    base = math.atan2(ideal.vy, ideal.vx)
    out = []
    for deg in SAMPLE_AIM_DEGREES:
        a = base + math.radians(deg)
        out.append(Flick.make(ideal.speed * math.cos(a), ideal.speed * math.sin(a)).to_args())
    out.append(Flick.make(ideal.vx * SAMPLE_WEAK_POWER, ideal.vy * SAMPLE_WEAK_POWER).to_args())
    return out


class BeanzGame(Game):
    NAME: ClassVar[str] = "beanz"
    TITLE: ClassVar[str] = "Mighty Beanz TCG"
    MIN_SEATS: ClassVar[int] = 2
    MAX_SEATS: ClassVar[int] = 2
    MAX_ACTIONS: ClassVar[int] = 20000
    OPTIONS: ClassVar[tuple[Option, ...]] = (
        Option("game", "Game", ("basic", "expert"), "Expert: 3 loot per Galaxy, Domino Effect"),
        Option("deck0", "Deck of player 1", ("auto", *deck_lists())),
        Option("deck1", "Deck of player 2", ("auto", *deck_lists())),
        Option(
            "shots",
            "Shoot for Loot",
            ("physics", "model"),
            "physics: you flick the bean (pymunk); model: the engine draws each shot (hit 0.5)",
        ),
    )

    # ------------------------------------------------------------------ options
    @classmethod
    def check_options(cls, options: dict[str, Any]) -> dict[str, Any]:
        out = super().check_options(options)
        for i in (0, 1):
            key = out[f"deck{i}"]
            if key == "auto":
                key = DEFAULT_DECKS[out["game"]][i]
            deck = deck_lists()[key]
            problems = deck_problems(deck.names(), out["game"])
            if problems:
                raise TabletopError(
                    f"{deck.title} cannot be used in the {out['game']} game: " + "; ".join(problems)
                )
            out[f"deck{i}"] = key
        return out

    # ------------------------------------------------------------------ set-up
    def setup(self) -> None:
        self.defs = card_defs()
        self.expert = self.options["game"] == "expert"
        self.loot_per_galaxy = 3 if self.expert else 2
        self.names: list[str] = []
        self.owner: list[int] = []
        self.deck: list[list[int]] = [[], []]
        for p in (0, 1):
            for name in deck_lists()[self.options[f"deck{p}"]].names():
                self.deck[p].append(len(self.names))
                self.names.append(name)
                self.owner.append(p)
            self.rng.shuffle(self.deck[p])
        self.hand: list[list[int]] = [[], []]
        self.discard: list[list[int]] = [[], []]
        self.boosts: list[list[int]] = [[], []]
        self.loot: list[list[list[int]]] = [[[], [], []], [[], [], []]]
        self.captured: list[list[int]] = [[0, 0, 0], [0, 0, 0]]
        self.bean: list[int | None] = [None] * NSLOTS
        self.pos: list[str | None] = [None] * NSLOTS
        self.cosmos: list[int | None] = [None] * NSLOTS
        self.stack = ResponseStack()
        self.phase = "cut"
        self.setup_seat = 1  # seat 1 cuts seat 0's deck first
        self.hidden_hand: str | None = None
        self.first_player = 0
        self.turn = 0
        self.turn_number = -1
        self.points = 0
        self.draws_made = 0
        self.spin_boost = 0
        self.loot_queue: list[int] = []
        self.tries_left = 0
        self.pending: dict[str, Any] | None = None
        self.winners: tuple[int, ...] | None = None
        self.end_text = ""
        self.stats = {"attacks": 0, "captures": 0, "dominoes": 0, "deckout": 0}
        self._events: list[Event] = []

    def d(self, card: int) -> CardDef:
        return self.defs[self.names[card]]

    def card_desc(self, card: int) -> dict[str, Any]:
        out: dict[str, Any] = {"id": card}
        out.update(self.d(card).describe())
        return out

    # ------------------------------------------------------------------ events
    def _ev(
        self,
        kind: str,
        text: str,
        data: dict[str, Any] | None = None,
        secret_text: str | None = None,
        secret_data: dict[str, Any] | None = None,
        to: tuple[int, ...] = (),
        reveals: bool = False,
    ) -> None:
        self._events.append(
            Event(kind, text, data or {}, secret_text, secret_data, frozenset(to), reveals)
        )

    # ------------------------------------------------------------------ values
    def team_bonus(self, r: int) -> int:
        """+50 if a ring neighbour is a different Bean card of the same team (at most +50)."""
        b = self.bean[r]
        if b is None:
            return 0
        me = self.d(b)
        for n in neighbours(r):
            o = self.bean[n]
            if o is not None and self.d(o).team == me.team and self.names[o] != self.names[b]:
                return TEAM_BONUS
        return 0

    def headz_boost(self, r: int) -> int:
        """The largest Headz-up team boost for this card's team on its owner's mat (once only)."""
        b = self.bean[r]
        if b is None:
            return 0
        team = self.d(b).team
        best = 0
        for q in own_slots(slot_owner(r)):
            o = self.bean[q]
            if o is None or self.pos[q] != HEADZ:
                continue
            od = self.d(o)
            if od.power == "team_boost" and od.power_team == team:
                best = max(best, od.value)
        return best

    def mmp_value(self, r: int) -> int:
        b = self.bean[r]
        if b is None:
            return 0
        return self.d(b).mmp + self.team_bonus(r) + self.headz_boost(r)

    def _cosmos_boost(self, r: int, kind: str) -> int:
        b, c = self.bean[r], self.cosmos[r]
        if b is None or c is None:
            return 0
        cd, bd = self.d(c), self.d(b)
        if cd.cosmos != kind:
            return 0
        if cd.boost_team is not None and cd.boost_team != bd.team:
            return 0
        if cd.boost_type is not None and cd.boost_type != bd.type:
            return 0
        return cd.boost

    def attack_part(self, r: int) -> int:
        return self.mmp_value(r) + self._cosmos_boost(r, "moon")

    def defence_value(self, r: int) -> int:
        return self.mmp_value(r) + self._cosmos_boost(r, "asteroid")

    def spin_cost(self, r: int) -> int:
        """Bean cost plus the Cosmos card under it (rulebook: Cosmos Cards)."""
        b = self.bean[r]
        assert b is not None
        c = self.cosmos[r]
        return self.d(b).cost + (self.d(c).cost if c is not None else 0)

    def draw_limit(self) -> int:
        extra = sum(
            self.d(b).value
            for r in own_slots(self.turn)
            if (b := self.bean[r]) is not None
            and self.pos[r] == HEADZ
            and self.d(b).power == "draw_limit"
        )
        return DRAW_LIMIT + extra

    def modifiers(self, p: int) -> dict[str, int]:
        m = {
            "add": self.spin_boost if p == self.turn else 0,
            "mult": 0,
            "sharpshoot": 0,
            "blitz": 0,
        }
        for c in self.boosts[p]:
            e = self.d(c).effect
            if e == "plus50":
                m["add"] += 50
            elif e == "double":
                m["mult"] += 1
            elif e == "sharpshoot":
                m["sharpshoot"] = 1
            elif e == "blitz":
                m["blitz"] = 1
        return m

    def attack_value(self, payload: dict[str, Any]) -> int:
        total = sum(
            self.attack_part(r)
            for r, b in zip(payload["attackers"], payload["beans"])
            if self.bean[r] == b
        )
        total += payload["add"]
        return int(total * (2 ** payload["mult"]))

    # ------------------------------------------------------------------ seats
    def active_seats(self) -> list[int]:
        if self.winners is not None:
            return []
        if self.stack:
            return self.stack.waiting_on()
        if self.phase in ("cut", "opening", "hide", "guess"):
            return [self.setup_seat]
        if self.phase == "target":
            assert self.pending is not None
            return [1 - self.pending["seat"]]
        return [self.turn]

    # ------------------------------------------------------------------ legal actions
    def _legal(self, seat: int) -> list[Action]:
        A = Action
        if self.stack:
            return self._legal_responses(seat)
        ph = self.phase
        if ph == "cut":
            return [A(seat, "cut", (k,)) for k in range(1, 10)]
        if ph == "opening":
            acts = [A(seat, "keep")]
            if not any(self.d(c).is_bean for c in self.hand[seat]):
                acts.append(A(seat, "redraw"))
            return acts
        if ph == "hide":
            return [A(seat, "hide", ("left",)), A(seat, "hide", ("right",))]
        if ph == "guess":
            return [A(seat, "guess", ("left",)), A(seat, "guess", ("right",))]
        if ph == "loot":
            g = self.loot_queue[0]
            if self.options["shots"] == "model":
                return [A(seat, "shoot", (g,)), A(seat, "shot", (g, "miss"))]
            return [
                *(A(seat, "flick", (g, *f)) for f in sample_flicks(seat, g)),
                A(seat, "shot", (g, "miss")),
            ]
        if ph == "target":
            assert self.pending is not None
            return [A(seat, "target", (t,)) for t in self.pending["options"]]
        if ph == "discard":
            return [A(seat, "discard", (c,)) for c in self.hand[seat]]
        if ph == "blitz":
            return self._legal_blitz(seat)
        return self._legal_main(seat)

    def _opp_beans(self, p: int, galaxy: int | None = None) -> list[int]:
        q = 1 - p
        return [
            r
            for r in own_slots(q)
            if self.bean[r] is not None and (galaxy is None or slot_galaxy(r) == galaxy)
        ]

    def _legal_main(self, p: int) -> list[Action]:
        A = Action
        pts = self.points
        acts: list[Action] = []
        empty = [r for r in own_slots(p) if self.bean[r] is None]
        hand_beans = [c for c in self.hand[p] if self.d(c).is_bean]
        seen: set[tuple[str, ...]] = set()
        for c in self.hand[p]:
            cd = self.d(c)
            if cd.cost > pts or cd.instant:
                continue
            if cd.kind == "bean":
                acts += [A(p, "play", (c, r)) for r in empty]
            elif cd.kind == "cosmos":
                acts += [A(p, "play", (c, r)) for r in own_slots(p)]
            elif cd.effect in ATTACK_MODIFIERS or cd.effect in ("burst", "scoop"):
                acts.append(A(p, "play", (c,)))
            elif cd.effect == "knockdown":
                acts += [
                    A(p, "play", (c, r))
                    for r in self._opp_beans(p)
                    if self.pos[r] in (HEADZ, BOTTOMZ)
                ]
            elif cd.effect == "knock_it_off":
                acts += [
                    A(p, "play", (c, r)) for r in self._opp_beans(p) if self.pos[r] == SIDEWAYZ
                ]
            elif cd.effect == "freebie":
                # one Freebie Beanie instance per name keeps the list short
                key = ("freebie", cd.name)
                if key in seen:
                    continue
                seen.add(key)
                acts += [A(p, "play", (c, b, r)) for b in hand_beans for r in empty]
        if self.draws_made < self.draw_limit() and pts >= 1 and self.deck[p]:
            acts.append(A(p, "draw"))
        mods = self.modifiers(p)
        for r in own_slots(p):
            b = self.bean[r]
            if b is None:
                continue
            bd = self.d(b)
            if self.pos[r] != HEADZ:
                if bd.cost <= pts:
                    acts.append(A(p, "upright", (r,)))
                continue
            if bd.power in ("none", "team_boost", "draw_limit"):
                continue
            if self.spin_cost(r) > pts:
                continue
            g = slot_galaxy(r)
            if bd.can_attack:
                if mods["blitz"]:
                    if mods["sharpshoot"] or self._opp_beans(p, g):
                        acts.append(A(p, "attack", (r,)))
                elif mods["sharpshoot"] or bd.power == "sharpshoot":
                    acts += [A(p, "attack", (r, t)) for t in self._opp_beans(p)]
                elif self._opp_beans(p, g):
                    acts.append(A(p, "attack", (r,)))
            elif bd.power == "knockdown":
                acts += [
                    A(p, "spin", (r, t))
                    for t in self._opp_beans(p, g)
                    if self.pos[t] in (HEADZ, BOTTOMZ)
                ]
            elif bd.power == "knock_it_off":
                acts += [
                    A(p, "spin", (r, t)) for t in self._opp_beans(p, g) if self.pos[t] == SIDEWAYZ
                ]
            elif bd.power in ("draw", "boost"):
                acts.append(A(p, "spin", (r,)))
            elif bd.power == "freebie":
                acts += [A(p, "spin", (r, b2, t)) for b2 in hand_beans for t in empty]
        acts.append(A(p, "end"))
        return acts

    def _legal_blitz(self, p: int) -> list[Action]:
        assert self.pending is not None
        chosen: list[int] = self.pending["attackers"]
        cost = sum(self.spin_cost(r) for r in chosen)
        acts: list[Action] = []
        for r in own_slots(p):
            b = self.bean[r]
            if (
                b is not None
                and r not in chosen
                and self.pos[r] == HEADZ
                and self.d(b).can_attack
                and cost + self.spin_cost(r) <= self.points
            ):
                acts.append(Action(p, "join", (r,)))
        if self.pending["sharpshoot"]:
            acts += [Action(p, "go", (t,)) for t in self._opp_beans(p)]
        else:
            gals = sorted({slot_galaxy(r) for r in chosen})
            acts += [Action(p, "go", (g,)) for g in gals if self._opp_beans(p, g)]
        acts.append(Action(p, "cancel"))
        return acts

    def _legal_responses(self, seat: int) -> list[Action]:
        top = self.stack.top
        assert top is not None
        acts = [Action(seat, "pass")]
        if seat == top.seat:
            # "defensive cards that you play to cancel something your opponent does"
            return acts
        for c in self.hand[seat]:
            cd = self.d(c)
            if not cd.instant:
                continue
            if cd.effect == "no_you_dont" and top.kind == "card":
                acts.append(Action(seat, "play", (c,)))
            elif cd.effect in ("you_slipped", "boomerang") and top.kind == "attack":
                acts.append(Action(seat, "play", (c,)))
            elif cd.effect == "bye_bye_beanie" and (
                top.kind == "freebie_power"
                or (top.kind == "card" and top.payload.get("effect") == "freebie")
            ):
                acts.append(Action(seat, "play", (c,)))
        return acts

    # ------------------------------------------------------------------ why illegal
    def illegal_reason(self, action: Action) -> str | None:
        """As the base class, except that any copy of a Freebie Beanie in hand may be played
        (``_legal`` lists only the first copy of each name to keep the list short) and that any
        flick the physics accepts is a legal shot (``_legal`` lists a few sample aims)."""
        a = action.args
        if action.verb == "flick":
            return self._flick_problem(action)
        if (
            action.verb == "play"
            and len(a) == 3
            and isinstance(a[0], int)
            and a[0] in self.hand[action.seat]
            and self.d(a[0]).effect == "freebie"
            and not self.stack
        ):
            first = next(c for c in self.hand[action.seat] if self.names[c] == self.names[a[0]])
            action = Action(action.seat, "play", (first, *a[1:]))
        return super().illegal_reason(action)

    def _flick_problem(self, action: Action) -> str | None:
        a = action.args
        if self.stack or self.phase != "loot" or self.options["shots"] != "physics":
            if self.phase == "loot" and not self.stack:
                return "In this game the engine draws each shot: use shoot (or shot G miss)."
            return self.why_illegal(action)
        g = self.loot_queue[0]
        if not a or a[0] != g:
            return f"Shoot for Loot goes Galaxy by Galaxy: the next shot is in Galaxy {g + 1}."
        try:
            flick_of(a[1:])
        except ValueError as e:
            return f"That is not a flick the table allows: {e}."
        return None

    def why_illegal(self, action: Action) -> str:
        v, p = action.verb, action.seat
        known = {
            "cut", "keep", "redraw", "hide", "guess", "shoot", "shot", "flick", "play", "attack",
            "spin",
            "upright", "draw", "end", "join", "go", "cancel", "target", "pass", "discard",
        }  # fmt: skip
        if v not in known:
            return f"There is no move called {v!r} in Mighty Beanz."
        if self.stack:
            top = self.stack.top
            if v == "play" and top is not None and top.seat == p:
                return (
                    "Instant Actions cancel something your opponent does: you cannot answer "
                    f"your own {top.label}. Let it pass (your opponent may still answer it)."
                )
            if v in ("pass", "play"):
                return (
                    "Only an Instant Action that answers the card or attack on top of the stack "
                    "may be played now (No You Don't! answers an Action card; You Slipped! and "
                    "Boomerang! a Bean Attack; Bye Bye Beanie a Freebie Beanie)."
                )
            return "A response window is open: play an Instant Action or pass first."
        if self.phase == "loot" and v in ("shot", "shoot"):
            g = self.loot_queue[0]
            if self.options["shots"] == "physics" and action.args[1:] == ("hit",):
                return (
                    "A hit cannot be declared: flick the bean and the table decides "
                    f"(flick {g} VX VY SPIN), or miss on purpose (shot {g} miss)."
                )
            if action.args[:1] != (g,):
                return f"Shoot for Loot goes Galaxy by Galaxy: the next shot is in Galaxy {g + 1}."
            if self.options["shots"] == "physics":
                return f"Flick the bean (flick {g} VX VY SPIN) or miss on purpose (shot {g} miss)."
        if self.phase == "loot":
            return (
                "Shoot for Loot first: for each Galaxy filled with Headz-up Bean cards you get two "
                "shots before you use your action points."
            )
        if self.phase == "target":
            return "The defending player must choose which of their Bean cards is attacked."
        if self.phase == "discard":
            return "Discard down to 7 cards to end your turn."
        if self.phase in ("cut", "opening", "hide", "guess"):
            return "The game is being set up: cut, opening hands, then guess who goes first."
        if v == "draw":
            if self.points < 1:
                return "Drawing a card costs 1 action point and you have none left."
            if self.draws_made >= self.draw_limit():
                return f"You may draw only {self.draw_limit()} cards with action points per turn."
        if v in ("play", "attack", "spin", "upright") and action.args:
            a0 = action.args[0]
            if v == "play":
                if not isinstance(a0, int) or a0 not in self.hand[p]:
                    return "That card is not in your hand."
                cd = self.d(a0)
                if cd.instant:
                    return (
                        f"{cd.name} is an Instant Action: play it on your opponent's turn, in "
                        "answer to what it cancels."
                    )
                if cd.cost > self.points:
                    return f"{cd.name} costs {cd.cost} action points; you have {self.points} left."
                if cd.is_bean and len(action.args) > 1:
                    return "Play a Bean card to an empty slot on your own side of the mat."
                return "That card cannot be played there."
            if not isinstance(a0, int) or not 0 <= a0 < NSLOTS or slot_owner(a0) != p:
                return "Choose one of your own Bean cards on your side of the mat."
            b = self.bean[a0]
            if b is None:
                return "There is no Bean card in that slot."
            bd = self.d(b)
            if v == "upright":
                if self.pos[a0] == HEADZ:
                    return f"{bd.name} is already Headz-up."
                return f"Turning {bd.name} Headz-up costs {bd.cost} action points."
            if self.pos[a0] != HEADZ:
                return (
                    "Only a Headz-up Bean card can use its spin power (Sidewayz cards have none)."
                )
            if v == "attack" and not bd.can_attack:
                return "Only Bean cards with the Bean Attack spin power can attack."
            if self.spin_cost(a0) > self.points:
                return (
                    f"Using {bd.name}'s spin power costs {self.spin_cost(a0)} action points "
                    f"(the Bean card plus its Cosmos card); you have {self.points} left."
                )
            if v == "attack":
                return (
                    "A Bean card can only attack another Bean card in the same Galaxy (and the "
                    "defender picks the target unless it is a Sharpshoot attack)."
                )
        return "That move is not allowed right now."

    # ------------------------------------------------------------------ apply
    def _do(self, action: Action) -> list[Event]:
        self._events = []
        v, p, a = action.verb, action.seat, action.args
        if self.stack:
            self._respond(action)
        elif v == "cut":
            self._cut(p, int(a[0]))
        elif v == "keep":
            self._keep(p)
        elif v == "redraw":
            self._redraw(p)
        elif v == "hide":
            self.hidden_hand = str(a[0])
            self._ev("hide", f"{self.seat_name(p)} hid the Mighty Bean in one hand.")
            self.phase, self.setup_seat = "guess", 1
        elif v == "guess":
            self._guess(p, str(a[0]))
        elif v == "shoot":
            hit = self.rng.random() < SHOT_HIT_CHANCE
            self._shot(p, int(a[0]), hit, drawn=True)
        elif v == "shot":
            self._shot(p, int(a[0]), a[1] == "hit", drawn=False)
        elif v == "flick":
            g = int(a[0])
            flick = flick_of(a[1:])
            self._shot(p, g, shot_hits(p, g, flick), drawn=True, flick=[int(x) for x in a[1:]])
        elif v == "target":
            assert self.pending is not None
            payload = self.pending
            self.pending = None
            self.phase = "main"
            self._hit(payload, int(a[0]))
            self._after_resolution()
        elif v == "discard":
            c = int(a[0])
            self.hand[p].remove(c)
            self.discard[p].append(c)
            self._ev("discard", f"{self.seat_name(p)} discarded {self.names[c]}.", {"card": c})
            if len(self.hand[p]) <= HAND_LIMIT:
                self._next_turn()
        elif v == "play":
            self._play(p, a)
        elif v == "attack":
            self._attack(p, a)
        elif v == "spin":
            self._spin(p, a)
        elif v == "upright":
            r = int(a[0])
            b = self.bean[r]
            assert b is not None
            self.points -= self.d(b).cost
            old = self.pos[r]
            self.pos[r] = HEADZ
            self._ev(
                "upright",
                f"{self.seat_name(p)} turned {self.names[b]} from {POSITION_NAMES[old or HEADZ]} "
                "to Headz-up.",
                {"slot": r},
            )
        elif v == "draw":
            self.points -= 1
            self.draws_made += 1
            self._draw(p, 1)
        elif v == "join":
            assert self.pending is not None
            self.pending["attackers"].append(int(a[0]))
            self._ev("blitz_join", f"{self.names[self.bean[int(a[0])] or 0]} joins the Bean Blitz.")
        elif v == "go":
            self._blitz_go(p, int(a[0]))
        elif v == "cancel":
            self.pending = None
            self.phase = "main"
            self._ev("blitz_cancel", f"{self.seat_name(p)} called off the Bean Blitz.")
        elif v == "end":
            self._end_turn(p)
        return self._events

    # ------------------------------------------------------------------ set-up steps
    def _cut(self, p: int, k: int) -> None:
        q = 1 - p
        deck = self.deck[q]
        n = len(deck) * k // 10
        self.deck[q] = deck[n:] + deck[:n]
        self._ev("cut", f"{self.seat_name(p)} cut {self.seat_name(q)}'s deck.", {"deck": q})
        if q == 0:
            self.setup_seat = 0
            return
        for pl in (0, 1):
            for g in range(3):
                for _ in range(self.loot_per_galaxy):
                    self.loot[pl][g].append(self.deck[pl].pop())
            for _ in range(HAND_SIZE):
                self.hand[pl].append(self.deck[pl].pop())
            self._ev(
                "deal",
                f"{self.seat_name(pl)} placed {self.loot_per_galaxy} Space Loot cards in each "
                f"Galaxy and drew {HAND_SIZE} cards.",
                {"seat": pl},
                secret_text=f"You drew {', '.join(self.names[c] for c in self.hand[pl])}.",
                secret_data={"cards": list(self.hand[pl])},
                to=(pl,),
            )
        self.phase, self.setup_seat = "opening", 0

    def _keep(self, p: int) -> None:
        self._ev("keep", f"{self.seat_name(p)} kept the opening hand.")
        if p == 0:
            self.setup_seat = 1
        else:
            self.phase, self.setup_seat = "hide", 0

    def _redraw(self, p: int) -> None:
        shown = list(self.hand[p])
        self._ev(
            "redraw",
            f"{self.seat_name(p)} showed a hand with no Bean card "
            f"({', '.join(self.names[c] for c in shown)}) and drew a new one.",
            {"seat": p, "shown": [self.card_desc(c) for c in shown]},
            reveals=True,
        )
        self.deck[p].extend(shown)
        self.hand[p] = []
        self.rng.shuffle(self.deck[p])
        for _ in range(HAND_SIZE):
            self.hand[p].append(self.deck[p].pop())
        self._ev(
            "deal",
            f"{self.seat_name(p)} drew {HAND_SIZE} new cards.",
            {"seat": p},
            secret_text=f"You drew {', '.join(self.names[c] for c in self.hand[p])}.",
            secret_data={"cards": list(self.hand[p])},
            to=(p,),
        )

    def _guess(self, p: int, side: str) -> None:
        right = side == self.hidden_hand
        self.first_player = 1 if right else 0
        self._ev(
            "guess",
            f"{self.seat_name(p)} guessed {side}: the Mighty Bean was in the {self.hidden_hand} "
            f"hand. {self.seat_name(self.first_player)} goes first.",
            {"first": self.first_player, "hand": self.hidden_hand},
            reveals=True,
        )
        self.turn = self.first_player
        self.turn_number = 0
        self._start_turn()

    # ------------------------------------------------------------------ turn structure
    def _start_turn(self) -> None:
        p = self.turn
        self.points = EXPERT_FIRST_POINTS if self.expert and self.turn_number == 0 else POINTS
        self.draws_made = 0
        self.spin_boost = 0
        spun = []
        for r in own_slots(p):
            if self.pos[r] == BOTTOMZ:  # step 1: Bottomz-up -> Headz-up; Sidewayz stay
                self.pos[r] = HEADZ
                spun.append(r)
        self._ev(
            "turn",
            f"{self.seat_name(p)}'s turn ({self.points} action points).",
            {"seat": p, "points": self.points, "spun": spun},
        )
        # step 2: Shoot for Loot in each own Galaxy filled with Headz-up Bean cards
        self.loot_queue = [
            g
            for g in range(3)
            if self.loot[p][g]
            and all(self.bean[r] is not None and self.pos[r] == HEADZ for r in galaxy_slots(p, g))
        ]
        self.tries_left = 2
        self.phase = "loot" if self.loot_queue else "main"

    def _shot(self, p: int, g: int, hit: bool, drawn: bool, flick: list[int] | None = None) -> None:
        """``drawn``: the outcome came from the rng (``shoot``) or the physics (``flick``), so
        the events reveal (undo stops there); a deliberate miss does not."""
        how = "flick" if flick is not None or not drawn else "shot"
        extra: dict[str, Any] = {"flick": flick} if flick is not None else {}
        if hit:
            card = self.loot[p][g].pop()
            self.hand[p].append(card)
            self.captured[p][g] += 1
            self.stats["captures"] += 1
            retired = []
            for r in galaxy_slots(p, g):
                b = self.bean[r]
                if b is not None:
                    retired.append(b)
                    self._remove_bean(r)
            self._ev(
                "capture",
                f"{self.seat_name(p)}'s {how} hit: Space Loot captured in Galaxy {g + 1}; "
                f"{len(retired)} Bean cards retired.",
                {"seat": p, "galaxy": g, "retired": retired, **extra},
                secret_text=f"Your {how} hit: you captured {self.names[card]}.",
                secret_data={"card": card},
                to=(p,),
                reveals=drawn,
            )
            if not self.loot[p][g]:
                self._finish(
                    (p,), f"{self.seat_name(p)} captured all the Space Loot in Galaxy {g + 1}."
                )
                return
            self.loot_queue.pop(0)
            self.tries_left = 2
        else:
            self.tries_left -= 1
            self._ev(
                "miss",
                f"{self.seat_name(p)}'s {how} missed in Galaxy {g + 1}.",
                {"seat": p, "galaxy": g, "tries_left": self.tries_left, **extra},
                reveals=drawn,
            )
            if self.tries_left == 0:
                self.loot_queue.pop(0)
                self.tries_left = 2
        if not self.loot_queue:
            self.phase = "main"

    def _end_turn(self, p: int) -> None:
        for c in self.boosts[p]:
            self.discard[p].append(c)
        self.boosts[p] = []
        self.spin_boost = 0
        if len(self.hand[p]) > HAND_LIMIT:
            self.phase = "discard"
            self._ev("discard_step", f"{self.seat_name(p)} must discard down to {HAND_LIMIT}.")
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        self.turn = 1 - self.turn
        self.turn_number += 1
        self._start_turn()

    def _finish(self, winners: tuple[int, ...], text: str) -> None:
        self.winners = winners
        self.end_text = text
        self.phase = "over"
        self._ev("game_over", text, {"winners": list(winners)}, reveals=True)

    def _draw(self, p: int, n: int) -> None:
        drawn = []
        for _ in range(n):
            if not self.deck[p] or self.winners is not None:
                break
            c = self.deck[p].pop()
            self.hand[p].append(c)
            drawn.append(c)
        if drawn:
            self._ev(
                "draw",
                f"{self.seat_name(p)} drew {len(drawn)} card{'s' if len(drawn) > 1 else ''}.",
                {"seat": p, "count": len(drawn)},
                secret_text=f"You drew {', '.join(self.names[c] for c in drawn)}.",
                secret_data={"cards": drawn},
                to=(p,),
                reveals=True,
            )
        if not self.deck[p] and self.winners is None:
            # "The game also ends if one player draws the last card from his or her deck."
            self.stats["deckout"] = 1
            t0, t1 = sum(self.captured[0]), sum(self.captured[1])
            if t0 == t1:
                self._finish((), f"{self.seat_name(p)} drew the last card; loot is tied {t0}-{t1}.")
            else:
                w = 0 if t0 > t1 else 1
                self._finish(
                    (w,),
                    f"{self.seat_name(p)} drew the last card; {self.seat_name(w)} captured more "
                    f"Space Loot ({max(t0, t1)} to {min(t0, t1)}).",
                )

    def _remove_bean(self, r: int) -> None:
        b = self.bean[r]
        assert b is not None
        self.discard[self.owner[b]].append(b)
        self.bean[r] = None
        self.pos[r] = None

    # ------------------------------------------------------------------ playing cards
    def _push(self, p: int, kind: str, payload: dict[str, Any], label: str) -> None:
        """Put a card, attack or power on the stack: a window for both seats opens on it."""
        self.stack.push(StackItem(p, kind, payload, label), [0, 1])

    def _play(self, p: int, a: tuple[Any, ...]) -> None:
        c = int(a[0])
        cd = self.d(c)
        self.hand[p].remove(c)
        self.points -= cd.cost
        if cd.kind == "bean":
            r = int(a[1])
            self.bean[r], self.pos[r] = c, HEADZ
            self._ev(
                "play_bean",
                f"{self.seat_name(p)} played {cd.name} Headz-up to slot {r}.",
                {"card": c, "slot": r},
            )
            return
        if cd.kind == "cosmos":
            r = int(a[1])
            old = self.cosmos[r]
            if old is not None:
                self.discard[p].append(old)
            self.cosmos[r] = c
            self._ev(
                "play_cosmos",
                f"{self.seat_name(p)} played {cd.name} to slot {r}"
                + (f", discarding {self.names[old]}." if old is not None else "."),
                {"card": c, "slot": r, "replaced": old},
            )
            return
        payload: dict[str, Any] = {"card": c, "effect": cd.effect}
        if cd.effect in ("knockdown", "knock_it_off"):
            payload["target"] = int(a[1])
        elif cd.effect == "freebie":
            b = int(a[1])
            self.hand[p].remove(b)
            payload.update(bean=b, to=int(a[2]))
        elif cd.instant:
            top = self.stack.top
            assert top is not None
            payload["answers"] = top.uid
        self._ev("play_action", f"{self.seat_name(p)} played {cd.name}.", {"card": c, **payload})
        self._push(p, "card", payload, cd.name)

    def _respond(self, action: Action) -> None:
        if action.verb == "play":
            self._play(action.seat, action.args)
            return
        if self.stack.pass_priority(action.seat):
            item = self.stack.pop_due()
            self._resolve(item)
            self._after_resolution()

    def _after_resolution(self) -> None:
        """Resolve cancelled items at once; reopen a window on the next live item."""
        while self.stack and self.winners is None and self.phase != "target":
            top = self.stack.top
            assert top is not None
            if top.cancelled:
                self._resolve(self.stack.pop_due())
                continue
            self.stack.open_window([0, 1])
            break

    def _resolve(self, item: StackItem) -> None:
        p = item.seat
        pl = item.payload
        if item.kind == "attack":
            if item.cancelled:
                for c in pl["cards"]:
                    self.hand[p].append(c)
                self._ev(
                    "attack_cancelled",
                    f"{self.seat_name(p)}'s Bean Attack was cancelled"
                    + (", the boosting cards went back to hand." if pl["cards"] else "."),
                    {"returned": pl["cards"]},
                )
                return
            self._resolve_attack(item)
            return
        if item.kind == "freebie_power":
            if item.cancelled:
                self.discard[p].append(pl["bean"])
                self._ev("bye_bye", f"Bye Bye Beanie! {self.names[pl['bean']]} was discarded.")
                return
            self._place_free(p, pl["bean"], pl["to"])
            return
        # an Action card
        c = pl["card"]
        e = pl["effect"]
        if item.cancelled:
            self.discard[p].append(c)
            if e == "freebie":
                if pl.get("cancelled_by") == "bye_bye_beanie":
                    self.discard[p].append(pl["bean"])
                else:
                    self.hand[p].append(pl["bean"])
            self._ev("cancelled", f"{self.names[c]} was cancelled.", {"card": c})
            return
        if e in ATTACK_MODIFIERS:
            self.boosts[p].append(c)
            self._ev("boost", f"{self.names[c]} will boost the next Bean Attack this turn.")
            return
        self.discard[p].append(c)
        if e in ("no_you_dont", "you_slipped", "bye_bye_beanie"):
            target = self.stack.find(pl["answers"])
            if target is not None:
                target.cancelled = True
                target.payload["cancelled_by"] = e
            self._ev("answer", f"{self.names[c]} takes effect.", {"card": c})
        elif e == "boomerang":
            target = self.stack.find(pl["answers"])
            if target is not None:
                target.payload["boomerang"] = True
            self._ev("answer", "Boomerang! The attacker will be knocked Sidewayz.", {"card": c})
        elif e == "knockdown":
            t = pl["target"]
            if self.bean[t] is not None and self.pos[t] in (HEADZ, BOTTOMZ):
                self.pos[t] = SIDEWAYZ
                self._ev(
                    "knockdown",
                    f"Knockdown! {self.names[self.bean[t] or 0]} is Sidewayz.",
                    {"slot": t},
                )
        elif e == "knock_it_off":
            t = pl["target"]
            if self.bean[t] is not None and self.pos[t] == SIDEWAYZ:
                self._ev(
                    "knock_off",
                    f"Knock It Off! {self.names[self.bean[t] or 0]} is off the mat.",
                    {"slot": t},
                )
                self._remove_bean(t)
        elif e == "freebie":
            self._place_free(p, pl["bean"], pl["to"])
        elif e == "burst":
            self.points += self.d(c).value
            self._ev("burst", f"{self.seat_name(p)} gains {self.d(c).value} action points.")
        elif e == "scoop":
            self._draw(p, self.d(c).value)

    def _place_free(self, p: int, b: int, r: int) -> None:
        if self.bean[r] is None:
            self.bean[r], self.pos[r] = b, HEADZ
            self._ev(
                "play_bean",
                f"Freebie Beanie! {self.names[b]} came into play in slot {r}.",
                {"card": b, "slot": r},
            )
        else:
            self.hand[p].append(b)

    # ------------------------------------------------------------------ spin powers
    def _spin_to_bottomz(self, r: int) -> None:
        self.points -= self.spin_cost(r)
        self.pos[r] = BOTTOMZ

    def _attack(self, p: int, a: tuple[Any, ...]) -> None:
        r = int(a[0])
        b = self.bean[r]
        assert b is not None
        mods = self.modifiers(p)
        if mods["blitz"]:
            self.pending = {"seat": p, "attackers": [r], "sharpshoot": bool(mods["sharpshoot"])}
            self.phase = "blitz"
            self._ev(
                "blitz_start", f"{self.seat_name(p)} starts a Bean Blitz with {self.names[b]}."
            )
            return
        self._spin_to_bottomz(r)
        target = int(a[1]) if len(a) > 1 else None
        self._declare_attack(p, [r], slot_galaxy(r), target)

    def _blitz_go(self, p: int, x: int) -> None:
        assert self.pending is not None
        attackers = list(self.pending["attackers"])
        sharp = self.pending["sharpshoot"]
        self.pending = None
        self.phase = "main"
        for r in attackers:
            self._spin_to_bottomz(r)
        if sharp:
            self._declare_attack(p, attackers, slot_galaxy(x), x)
        else:
            self._declare_attack(p, attackers, x, None)

    def _declare_attack(self, p: int, attackers: list[int], g: int, target: int | None) -> None:
        mods = self.modifiers(p)
        payload = {
            "attackers": attackers,
            "beans": [self.bean[r] for r in attackers],
            "galaxy": g,
            "target": target,
            "add": mods["add"],
            "mult": mods["mult"],
            "cards": list(self.boosts[p]),
            "boomerang": False,
            "blitz": len(attackers) > 1 or bool(mods["blitz"]),
        }
        self.boosts[p] = []
        self.spin_boost = 0
        self.stats["attacks"] += 1
        who = ", ".join(self.names[self.bean[r] or 0] for r in attackers)
        where = f"slot {target}" if target is not None else f"Galaxy {g + 1}"
        self._ev("attack", f"{self.seat_name(p)}'s {who} makes a Bean Attack on {where}.", payload)
        self._push(p, "attack", payload, "Bean Attack")

    def _resolve_attack(self, item: StackItem) -> None:
        p = item.seat
        pl = item.payload
        if pl["target"] is not None:
            t = pl["target"]
            if self.bean[t] is None:
                self._ev("fizzle", "The target is gone; the attack has no effect.")
                self._attack_done(p, pl)
                return
            self._hit(pl | {"seat": p}, t)
            return
        options = self._opp_beans(p, pl["galaxy"])
        if not options:
            self._ev("fizzle", "No Bean card is left to attack; the attack has no effect.")
            self._attack_done(p, pl)
            return
        if len(options) == 1:
            self._hit(pl | {"seat": p}, options[0])
            return
        # "the defending player chooses which Bean card in the Galaxy is the target"
        self.pending = pl | {"seat": p, "options": options, "value": self.attack_value(pl)}
        self.phase = "target"

    def _hit(self, pl: dict[str, Any], t: int) -> None:
        p = pl["seat"]
        av = self.attack_value(pl)
        dv = self.defence_value(t)
        b = self.bean[t]
        assert b is not None
        name = self.names[b]
        if av < dv:
            self._ev("attack_failed", f"Attack {av} against {name}'s {dv}: no effect.", {"slot": t})
        elif av >= 2 * dv:
            self._ev(
                "blowout",
                f"Bean Blowout! Attack {av} against {name}'s {dv}: knocked off the mat.",
                {"slot": t},
            )
            self._remove_bean(t)
        elif self.pos[t] == SIDEWAYZ:
            self._ev(
                "knock_off", f"Attack {av} against {name}'s {dv}: knocked off the mat.", {"slot": t}
            )
            self._remove_bean(t)
        else:
            self.pos[t] = SIDEWAYZ
            self._ev("sidewayz", f"Attack {av} against {name}'s {dv}: now Sidewayz.", {"slot": t})
            if self.expert:
                self._domino(t)
        self._attack_done(p, pl)

    def _attack_done(self, p: int, pl: dict[str, Any]) -> None:
        if pl.get("boomerang"):
            for r, b in zip(pl["attackers"], pl["beans"]):
                if self.bean[r] == b:
                    self.pos[r] = SIDEWAYZ
                    self._ev(
                        "boomerang", f"Boomerang! {self.names[b]} is knocked Sidewayz.", {"slot": r}
                    )
        for c in pl["cards"]:
            self.discard[p].append(c)

    def _domino(self, start: int) -> None:
        """Expert game: ripple left, then right, along the ring (rulebook: Domino Effect)."""
        self.stats["dominoes"] += 1
        for step in (-1, 1):
            pusher = start
            cur = (start + step) % NSLOTS
            while cur != start and self.bean[cur] is not None and self.bean[pusher] is not None:
                v = self.mmp_value(pusher)
                dv = self.defence_value(cur)
                name = self.names[self.bean[cur] or 0]
                if v >= 2 * dv:
                    self._ev("domino_off", f"Domino Blowout: {name} is knocked off.", {"slot": cur})
                    self._remove_bean(cur)
                    break
                if v < dv:
                    break
                if self.pos[cur] == SIDEWAYZ:
                    self._ev("domino_off", f"Domino Effect: {name} is knocked off.", {"slot": cur})
                    self._remove_bean(cur)
                    break
                self.pos[cur] = SIDEWAYZ
                self._ev("domino", f"Domino Effect: {name} is now Sidewayz.", {"slot": cur})
                pusher = cur
                cur = (cur + step) % NSLOTS

    def _spin(self, p: int, a: tuple[Any, ...]) -> None:
        r = int(a[0])
        b = self.bean[r]
        assert b is not None
        bd = self.d(b)
        self._spin_to_bottomz(r)
        if bd.power == "draw":
            self._ev("spin", f"{bd.name} spins: draw {bd.value}.", {"slot": r})
            self._draw(p, bd.value)
        elif bd.power == "boost":
            self.spin_boost += bd.value
            self._ev("spin", f"{bd.name} spins: +{bd.value} on the next Bean Attack.", {"slot": r})
        elif bd.power == "knockdown":
            t = int(a[1])
            self.pos[t] = SIDEWAYZ
            self._ev(
                "knockdown",
                f"{bd.name} spins: Knockdown! {self.names[self.bean[t] or 0]} is Sidewayz.",
                {"slot": t},
            )
        elif bd.power == "knock_it_off":
            t = int(a[1])
            self._ev(
                "knock_off",
                f"{bd.name} spins: {self.names[self.bean[t] or 0]} is knocked off the mat.",
                {"slot": t},
            )
            self._remove_bean(t)
        elif bd.power == "freebie":
            nb, to = int(a[1]), int(a[2])
            self.hand[p].remove(nb)
            self._ev("spin", f"{bd.name} spins: Freebie Beanie ({self.names[nb]}).", {"slot": r})
            self._push(p, "freebie_power", {"bean": nb, "to": to, "slot": r}, "Freebie Beanie")

    # ------------------------------------------------------------------ result
    def result(self) -> Result | None:
        if self.winners is None:
            return None
        scores = {p: float(sum(self.captured[p])) for p in (0, 1)}
        return Result(self.winners, self.end_text, scores)

    # ------------------------------------------------------------------ views
    def _slot_view(self, r: int) -> dict[str, Any]:
        b, c = self.bean[r], self.cosmos[r]
        out: dict[str, Any] = {
            "slot": r,
            "owner": slot_owner(r),
            "galaxy": slot_galaxy(r),
            "bean": self.card_desc(b) if b is not None else None,
            "position": self.pos[r],
            "cosmos": self.card_desc(c) if c is not None else None,
        }
        if b is not None:
            out.update(
                attack=self.attack_part(r),
                defence=self.defence_value(r),
                team_bonus=self.team_bonus(r),
                spin_cost=self.spin_cost(r),
            )
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        players = []
        for p in (0, 1):
            players.append(
                {
                    "seat": p,
                    "deck": len(self.deck[p]),
                    "hand_count": len(self.hand[p]),
                    "hand": [self.card_desc(c) for c in self.hand[p]] if seat == p else None,
                    "discard": [self.card_desc(c) for c in self.discard[p]],
                    "boosts": [self.card_desc(c) for c in self.boosts[p]],
                    "loot": [len(s) for s in self.loot[p]],
                    "captured": list(self.captured[p]),
                }
            )
        stack = []
        for it in self.stack.items:
            pl = it.payload
            entry: dict[str, Any] = {
                "uid": it.uid,
                "seat": it.seat,
                "kind": it.kind,
                "label": it.label,
                "cancelled": it.cancelled,
            }
            if "card" in pl:
                entry["card"] = self.card_desc(pl["card"])
            if "bean" in pl:
                entry["bean"] = self.card_desc(pl["bean"])
            for k in ("target", "to", "attackers", "galaxy", "boomerang", "answers", "add", "mult"):
                if k in pl:
                    entry[k] = pl[k]
            if it.kind == "attack":
                entry["value"] = self.attack_value(pl)
            stack.append(entry)
        pending = None
        if self.pending is not None:
            pending = {k: v for k, v in self.pending.items() if k != "cards"}
            if self.phase == "target":
                pending["outcomes"] = {
                    str(t): self._preview(self.pending["value"], t) for t in self.pending["options"]
                }
        res = self.result()
        v: dict[str, Any] = {
            "game": self.options["game"],
            "seat": seat,
            "phase": self.phase,
            "active": self.active_seats(),
            "turn": self.turn,
            "turn_number": self.turn_number,
            "first_player": self.first_player if self.turn_number >= 0 else None,
            "points": self.points,
            "draws_made": self.draws_made,
            "draw_limit": self.draw_limit() if self.turn_number >= 0 else DRAW_LIMIT,
            "loot_per_galaxy": self.loot_per_galaxy,
            "mat": [self._slot_view(r) for r in range(NSLOTS)],
            "players": players,
            "stack": stack,
            "pending": pending,
            "modifiers": self.modifiers(self.turn) if self.turn_number >= 0 else None,
            "shooting": (
                {
                    "galaxy": self.loot_queue[0],
                    "tries_left": self.tries_left,
                    "queue": list(self.loot_queue),
                }
                if self.phase == "loot"
                else None
            ),
            "hidden_hand": self.hidden_hand if seat == 0 or self.phase not in ("guess",) else None,
            "shots": self.options["shots"],
            "result": res.to_dict() if res else None,
        }
        return v

    def _preview(self, value: int, t: int) -> str:
        dv = self.defence_value(t)
        if value < dv:
            return "none"
        if value >= 2 * dv or self.pos[t] == SIDEWAYZ:
            return "off"
        return "sidewayz"

    def state_dict(self) -> dict[str, Any]:
        return {
            "options": dict(self.options),
            "names": list(self.names),
            "deck": [list(x) for x in self.deck],
            "hand": [list(x) for x in self.hand],
            "discard": [list(x) for x in self.discard],
            "boosts": [list(x) for x in self.boosts],
            "loot": [[list(s) for s in x] for x in self.loot],
            "captured": [list(x) for x in self.captured],
            "bean": list(self.bean),
            "pos": list(self.pos),
            "cosmos": list(self.cosmos),
            "stack": self.stack.to_dict(),
            "phase": self.phase,
            "setup_seat": self.setup_seat,
            "hidden_hand": self.hidden_hand,
            "first_player": self.first_player,
            "turn": self.turn,
            "turn_number": self.turn_number,
            "points": self.points,
            "draws_made": self.draws_made,
            "spin_boost": self.spin_boost,
            "loot_queue": list(self.loot_queue),
            "tries_left": self.tries_left,
            "pending": self.pending,
            "winners": list(self.winners) if self.winners is not None else None,
            "end_text": self.end_text,
            "rng": self.rng.state(),
        }

    def scramble_hidden(self, seat: int, rng: random.Random) -> None:
        for p in (0, 1):
            zones: list[list[int]] = [self.deck[p], *self.loot[p]]
            if p != seat:
                zones.append(self.hand[p])
            pool = [c for z in zones for c in z]
            rng.shuffle(pool)
            for z in zones:
                n = len(z)
                z[:] = pool[:n]
                pool = pool[n:]
        if seat != 0 and self.phase == "guess":
            self.hidden_hand = rng.choice(["left", "right"])

    def card_inventory(self) -> list[int]:
        ids: list[int] = []
        for p in (0, 1):
            ids += self.deck[p] + self.hand[p] + self.discard[p] + self.boosts[p]
            for s in self.loot[p]:
                ids += s
        ids += [b for b in self.bean if b is not None]
        ids += [c for c in self.cosmos if c is not None]
        for it in self.stack.items:
            for k in ("card", "bean"):
                if k in it.payload:
                    ids.append(it.payload[k])
            if it.kind == "attack":
                ids += it.payload["cards"]
        if self.pending is not None and "cards" in self.pending:
            ids += self.pending["cards"]
        return sorted(ids)

    def metrics(self) -> dict[str, float]:
        return {
            "turns": float(max(self.turn_number, 0) + 1),
            "captures": float(self.stats["captures"]),
            "attacks": float(self.stats["attacks"]),
            "dominoes": float(self.stats["dominoes"]),
            "deckout": float(self.stats["deckout"]),
        }

    # ------------------------------------------------------------------ scenarios
    def set_position(self, position: dict[str, Any]) -> None:
        """Build a position from names (format in docs/scenarios.md, section Mighty Beanz)."""
        from tabletop.games.beanz.position import apply_position

        apply_position(self, position)
