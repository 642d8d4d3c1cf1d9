"""Mighty Beanz state: the mat's geometry, the zones and set-up, card values (MMP, Team Bonus,
Headz-up boosts, Cosmos boosts, attack and defence), drawing, the end of the game, and the
Shoot for Loot physics helpers. The readings are in the package docstring (``rules/__init__``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache, partial
from typing import Any

from tabletop.engine.events import Event
from tabletop.engine.game import Game
from tabletop.engine.stack import ResponseStack
from tabletop.engine.zones import HIDDEN, PUBLIC
from tabletop.games.beanz.cards import CardDef, card_defs, deck_names

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


def place_words(r: int, names: list[str] | None = None, viewer: int | None = None) -> str:
    """Slot ``r`` in words for people: "the left place of Player 1's Galaxy 2", left to right
    as ``viewer`` sees it (default: its owner; the rival's row faces the viewer, so its owner's
    left is the viewer's right), never the slot number."""
    p, g = slot_owner(r), slot_galaxy(r)
    k = sorted(galaxy_slots(p, g)).index(r)
    if viewer is not None and viewer != p:
        k = 2 - k
    who = f"{names[p]}'s " if names else ""
    return f"the {('left', 'middle', 'right')[k]} place of {who}Galaxy {g + 1}"


def neighbours(r: int) -> tuple[int, int]:
    return ((r - 1) % NSLOTS, (r + 1) % NSLOTS)


#: precomputed ring geometry (the hot paths look these up instead of recomputing)
GALAXY = tuple(slot_galaxy(r) for r in range(NSLOTS))
NEIGHBOURS = tuple(neighbours(r) for r in range(NSLOTS))
OWN = (tuple(own_slots(0)), tuple(own_slots(1)))
GALAXY_SLOTS = tuple(tuple(tuple(galaxy_slots(p, g)) for g in range(3)) for p in (0, 1))

# ---------------------------------------------------------------------- Shoot for Loot physics
# (tabletop.physics is pure pymunk, no pygame; imported lazily to keep start-up fast)
SAMPLE_AIM_DEGREES = (0.0, 2.0, -2.0)
SAMPLE_WEAK_POWER = 0.4


def flick_of(args: tuple[Any, ...] | list[Any]) -> Any:
    """The ``Flick`` of a ``flick G VX VY SPIN`` action's last three arguments (ValueError when
    they are not a flick the physics allows)."""
    from tabletop.physics.flick import Flick

    return Flick.from_args(tuple(args))


@lru_cache(maxsize=4096)
def _shot_hits(seat: int, galaxy: int, args: tuple[int, ...]) -> bool:
    from tabletop.physics.flick import ShotSetup, simulate_shot

    setup = ShotSetup.for_galaxy(galaxy, seat)
    return bool(simulate_shot(setup, flick_of(args), record_frames=False).knocked_down)


def shot_hits(seat: int, galaxy: int, flick_args: tuple[Any, ...] | list[Any]) -> bool:
    """Run the shot: does the flick ``flick_args`` (VX VY SPIN) by ``seat`` knock down the bean
    in ``galaxy``'s black hole? The pymunk shot is deterministic (same flick, same outcome), so
    outcomes are remembered instead of simulated again."""
    return _shot_hits(seat, galaxy, tuple(int(x) for x in flick_args))


@cache
def _sample_flicks(seat: int, galaxy: int) -> tuple[tuple[int, int, int], ...]:
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
    return tuple(out)


def sample_flicks(seat: int, galaxy: int) -> list[tuple[int, int, int]]:
    """A few representative flicks for the legal list: the bots' ideal aim, two aims a little
    off and a weak one (deterministic, computed once; any other valid flick is legal too)."""
    return list(_sample_flicks(seat, galaxy))


class BeanzState(Game):
    """The state of a game of Mighty Beanz and the helpers every part of the rules uses."""

    #: ``clone``: the card definitions (one cache for every game); the cards in play's names,
    #: owners and definitions only grow
    CLONE_SHARED = frozenset({"defs"})
    CLONE_SHALLOW = frozenset({"cd", "names", "owner"})

    # ------------------------------------------------------------------ set-up
    def setup(self) -> None:
        self.defs = card_defs()
        self.expert = self.options["game"] == "expert"
        self.loot_per_galaxy = 3 if self.expert else 2
        self.names: list[str] = []
        self.owner: list[int] = []
        #: the CardDef of each card instance (by id)
        self.cd: list[CardDef] = []
        z = self.zones
        # the zones; the lists below are aliases of their cards (never rebound)
        self.deck = [zz.cards for zz in z.add_per_seat("deck", 2, HIDDEN)]
        self.hand = [zz.cards for zz in z.add_per_seat("hand", 2)]
        self.discard = [zz.cards for zz in z.add_per_seat("discard", 2, PUBLIC)]
        #: attack modifiers waiting face up for the next Bean Attack
        self.boosts = [zz.cards for zz in z.add_per_seat("boosts", 2, PUBLIC)]
        #: face-down Space Loot per seat and Galaxy: nobody may look, the owner included
        self.loot = [
            [z.add(f"loot/{p}/{g}", HIDDEN, p, kind="loot").cards for g in range(3)] for p in (0, 1)
        ]
        #: every Bean and Cosmos card on the mat (``bean``/``cosmos`` say where)
        self.on_mat = z.add("mat", PUBLIC).cards
        #: cards on the response stack, and the boosting cards of an attack being resolved
        self.on_stack = z.add("stack", PUBLIC).cards
        for p in (0, 1):
            for name in deck_names(self.options[f"deck{p}"]):
                self.deck[p].append(self._new_card(name, p))
            self.rng.shuffle(self.deck[p])
        self.captured: list[list[int]] = [[0, 0, 0], [0, 0, 0]]
        self.bean: list[int | None] = [None] * NSLOTS
        self.pos: list[str | None] = [None] * NSLOTS
        self.cosmos: list[int | None] = [None] * NSLOTS
        self.stack = ResponseStack()
        self.hidden_hand: str | None = None
        self.first_player = 0
        self.turn = 0
        self.turn_number = -1
        #: each seat's action points left: set at the start of its turn, kept until its next
        #: turn (an Instant Action on the opponent's turn is paid from them)
        self.points = [0, 0]
        self.draws_made = 0
        self.spin_boost = 0
        self.loot_queue: list[int] = []
        self.tries_left = 0
        #: the Bean Blitz being put together: attackers, sharpshoot
        self.blitz: dict[str, Any] | None = None
        self.winners: tuple[int, ...] | None = None
        self.end_text = ""
        self.stats = {"attacks": 0, "captures": 0, "dominoes": 0, "deckout": 0}
        self._events: list[Event] = []
        #: the last legal list computed, with the key of the position it belongs to
        self._legal_memo: tuple[tuple[Any, ...], list[Any]] | None = None
        # seat 1 cuts seat 0's deck first
        self.flow.seats = [1]
        self.enter("cut")

    def _new_card(self, name: str, p: int) -> int:
        self.names.append(name)
        self.owner.append(p)
        self.cd.append(self.defs[name])
        return len(self.names) - 1

    def d(self, card: int) -> CardDef:
        return self.cd[card]

    def card_desc(self, card: int) -> dict[str, Any]:
        out: dict[str, Any] = {"id": card}
        out.update(self.cd[card].describe())
        return out

    def current_seat(self) -> int:
        return self.turn

    # ------------------------------------------------------------------ events
    def _place(self, r: int, viewer: int = 0) -> str:
        """Slot ``r`` for a sentence: "the left place of Ann's Galaxy 2", as ``viewer`` sees
        it (seat 0's view is a spectator's too)."""
        return place_words(r, [self.seat_name(0), self.seat_name(1)], viewer)

    def _place_ev(self, kind: str, say: Callable[[Callable[[int], str]], str], data: Any) -> None:
        """An event naming places of the mat: ``say(place)`` is its sentence; each seat reads
        left and right from its own side (seat 1's words are its own text)."""
        texts = [say(partial(self._place, viewer=v)) for v in (0, 1)]
        other = texts[1] if texts[1] != texts[0] else None
        self._ev(kind, texts[0], data, secret_text=other, to=(1,) if other else ())

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
        """Record an event of the move being made; ``settle`` hands them to ``apply``."""
        self._events.append(
            Event(kind, text, data or {}, secret_text, secret_data, frozenset(to), reveals)
        )

    def settle(self) -> list[Event]:
        """After every move: hand over the events the move recorded."""
        ev, self._events = self._events, []
        return ev

    # ------------------------------------------------------------------ values
    def team_bonus(self, r: int) -> int:
        """+50 if a ring neighbour is a different Bean card of the same team (at most +50)."""
        b = self.bean[r]
        if b is None:
            return 0
        me = self.cd[b]
        for n in NEIGHBOURS[r]:
            o = self.bean[n]
            if o is not None and self.cd[o].team == me.team and self.names[o] != self.names[b]:
                return TEAM_BONUS
        return 0

    def headz_boost(self, r: int) -> int:
        """The largest Headz-up team boost for this card's team on its owner's mat (once only)."""
        b = self.bean[r]
        if b is None:
            return 0
        team = self.cd[b].team
        best = 0
        for q in OWN[slot_owner(r)]:
            o = self.bean[q]
            if o is None or self.pos[q] != HEADZ:
                continue
            od = self.cd[o]
            if od.power == "team_boost" and od.power_team == team:
                best = max(best, od.value)
        return best

    def mmp_value(self, r: int) -> int:
        b = self.bean[r]
        if b is None:
            return 0
        return self.cd[b].mmp + self.team_bonus(r) + self.headz_boost(r)

    def _cosmos_boost(self, r: int, kind: str) -> int:
        b, c = self.bean[r], self.cosmos[r]
        if b is None or c is None:
            return 0
        cd, bd = self.cd[c], self.cd[b]
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
        return self.cd[b].cost + (self.cd[c].cost if c is not None else 0)

    def draw_limit(self) -> int:
        extra = 0
        for r in OWN[self.turn]:
            b = self.bean[r]
            if b is not None and self.pos[r] == HEADZ and self.cd[b].power == "draw_limit":
                extra += self.cd[b].value
        return DRAW_LIMIT + extra

    def modifiers(self, p: int) -> dict[str, int]:
        m = {
            "add": self.spin_boost if p == self.turn else 0,
            "mult": 0,
            "sharpshoot": 0,
            "blitz": 0,
        }
        for c in self.boosts[p]:
            e = self.cd[c].effect
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

    def _opp_beans(self, p: int, galaxy: int | None = None) -> list[int]:
        bean = self.bean
        if galaxy is None:
            return [r for r in OWN[1 - p] if bean[r] is not None]
        return [r for r in GALAXY_SLOTS[1 - p][galaxy] if bean[r] is not None]

    # ------------------------------------------------------------------ moving cards
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
                "CardDrawn",
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

    def _finish(self, winners: tuple[int, ...], text: str) -> None:
        self.winners = winners
        self.end_text = text
        self.prompt = None
        self.enter("over")
        self._ev("GameEnded", text, {"winners": list(winners)}, reveals=True)

    def _put_bean(self, b: int, r: int) -> None:
        """A Bean card comes onto the mat Headz-up in slot ``r``."""
        self.bean[r], self.pos[r] = b, HEADZ
        self.on_mat.append(b)

    def _remove_bean(self, r: int) -> None:
        """The Bean card in slot ``r`` leaves the mat for its owner's discard pile."""
        b = self.bean[r]
        assert b is not None
        self.on_mat.remove(b)
        self.discard[self.owner[b]].append(b)
        self.bean[r] = None
        self.pos[r] = None

    def _unstack(self, c: int) -> int:
        """A card leaves the stack zone (it resolved or was cancelled); returns it."""
        self.on_stack.remove(c)
        return c

    def _place_free(self, p: int, b: int, r: int) -> None:
        """Freebie Beanie: ``b`` (off the stack) comes into slot ``r``, or back to hand when
        the slot was filled meanwhile."""
        self._unstack(b)
        if self.bean[r] is None:
            self._put_bean(b, r)
            self._place_ev(
                "BeanPlayed",
                lambda at: f"Freebie Beanie! {self.names[b]} came into play in {at(r)}.",
                {"card": b, "slot": r},
            )
        else:
            self.hand[p].append(b)
