"""Austin Powers CCG rules engine (rulebook: /work/shared/rules/austin-powers-ccg.txt).

This module owns the whole game state and every rule: seating and allegiances, the turn of up to
two actions, Agents and their texts, Shag and Assassination attempts with Frickin' Bones and the
"throw me a Frickin' Bone" help race, Swingers, Happenings and their gesture race, ship Agents,
Slugfests, evening up, scoring and winning. It reads no clock: both races enter as ordinary
actions carrying their measured outcome.

Verbs (``seat:verb args``):

- ``allegiance good|evil``: the player wearing the Daddy pants picks a side (option ``daddy``).
- main phase, the player whose turn it is: ``agent C`` (play an Agent), ``attempt A T`` (your Agent
  A attempts to Shag or Assassinate T; the kind follows A's lips or gun), ``swing C vibe|free [T]``
  (a Swinger; T is an Agent or a seat when its text needs one), ``use C [T]`` (a Swinger on the
  table), ``happening C``, ``brawl C`` (Slugfest / Springin' Shindig), ``end`` (no more actions).
- ships window: ``ship C`` / ``pass`` (every opponent answers a ship Agent; see choice 7).
- fight: ``bone B`` / ``help`` / ``give_up`` by the side to move; help window: ``throw B`` /
  ``decline`` by every other player.
- Happening: ``happening_order s1 s2 ... [tied k]`` (seats from first to last to mimic the
  gesture, the last k tied), then ``happening_target s`` when a tie must be broken.
- Slugfest: ``brawler A`` (choose your Assassin), then ``bone B`` / ``drop`` in turn.
- end of turn: ``toss C`` (discard any cards, own turn only), ``even_up``; then ``discard C`` by
  every player holding more than six.

Rule choices where the rulebook is silent or ambiguous (each one is tested):

1. Seats alternate Good and Evil starting with the first player (option ``first_side``); with an
   odd count the last seat and the first player share a side. More than two players: each seat
   gets its own copy of the starter deck of its side.
2. The help race: "ask the other players" is read as every player except the two whose Agents
   fight (the attacker cannot help the defender). While help is asked every eligible helper is
   active at once; the first ``throw`` applied is the first to land and counts, which closes the
   window, so later throwers keep their cards in hand (they "go back to hand"). The UI applies the
   winner of its timed race first; bots and tests are asked in ``active_seats()`` order, which is
   clockwise from the player who asked (the documented engine-side default). When every helper
   declines, the asking Agent loses. In a two-player game asking for help therefore concedes.
3. A side that has asked for help may never again play its own bones in that attack; each time it
   is that side's turn again a new help window opens.
4. Giving up (``give_up``) ends the conflict at once: the Agent with the last bone wins.
5. Winning: cards are scored one at a time (winning Agent, then its bones first to last); the first
   player whose score reaches 100 wins, and the remaining cards of that attack are still placed.
6. The gesture race of a Happening: option ``gestures`` = ``measured`` (default) waits for
   ``happening_order`` from the Happening player's seat (the UI reports the timed race on their
   behalf); ``auto`` lets the engine draw the order from the game's RNG (all-bot play). With two
   players the only opponent is the target and no race is needed.
7. Ship Agents: after every ship Agent the current player plays (free or for an action) a ship
   window opens for EVERY opponent, clockwise, whatever they hold: one without a ship Agent can
   only ``pass``. Asking only the holders would tell the table (and, in hot-seat, everyone
   watching who is asked and for how long) who holds a ship Agent. The window closes when every
   opponent has answered; the free ship play comes back when at least one opponent played one,
   which starts the next round of the chain. Ship Agents may also be played as an ordinary
   action. Ship Agents played out of turn do not open windows of their own.
8. Slugfest: Assassins on the table enter; the bones need the "Assassinate" vibes; fewer than two
   entrants and the brawl fizzles; if nobody plays a bone nobody wins and all Agents stay. A
   Slugfest is not an Assassination, so Mustafa does not come back from losing one.
9. Unibrau: Unibrau (and Frau Farbissina, LPGA Cruiser while any Unibrau is active anywhere)
   Shags only females and is Shagged only by such "embracing" Agents.
10. Safety bound: after ``TURN_LIMIT`` turns time is called and the highest score wins (ties
    share); a real game ends long before.
11. No seat is asked or skipped because of its hidden hand (``active_seats`` shows only what
    the table can see), checked window by window:
    ships - every opponent (choice 7); help - every player but the two fighting, holding a
    payable bone or not (one without can only ``decline``; choice 2); the side to move in a
    fight - always asked, ``help`` and ``give_up`` are always open; Happening - the gesture
    race involves every other player and is reported from the Happening player's seat;
    Slugfest - picking asks the seats with two or more Assassins on the table (public), then
    each entrant in turn may ``bone`` or ``drop``, holding a bone or not; evening up - the
    seats holding more than six cards (hand counts are public). A seat with nothing to play
    therefore still answers (``pass`` / ``decline`` / ``drop``), and an answer is only ever
    its own choice.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.errors import TabletopError
from tabletop.engine.events import Event
from tabletop.engine.game import Game, Option, Result
from tabletop.games.austin.cards import CARDS, STARTERS, CardDef, covers

HAND = 6
TARGET = 100
TURN_LIMIT = 300
UNIT = {"good": "Mojo", "evil": "billion Ransom"}
GESTURE = {"good": "peace sign", "evil": "evil pinky smirk"}


def other_side(side: str) -> str:
    return "evil" if side == "good" else "good"


class AustinGame(Game):
    NAME = "austin"
    TITLE = "Austin Powers CCG"
    MIN_SEATS = 2
    MAX_SEATS = 6
    MAX_ACTIONS = 20000
    OPTIONS = (
        Option("first_side", "First player's side", ("good", "evil")),
        Option(
            "daddy",
            "Daddy pants (seat of the last winner)",
            (-1, 0, 1, 2, 3, 4, 5),
            "The last winner chooses Good or Evil first and takes the first turn; -1: nobody.",
        ),
        Option(
            "gestures",
            "Happening gesture race",
            ("measured", "auto"),
            "measured: the table reports who mimicked last; auto: the engine draws it.",
        ),
    )

    # ================================================================== setup
    def setup(self) -> None:
        n = self.num_seats
        daddy = int(self.options["daddy"])
        if daddy >= n:
            raise TabletopError(f"the Daddy pants seat {daddy} is not at this table of {n}")
        self.names: list[str] = [""] * (30 * n)
        self.owner: list[int] = [i // 30 for i in range(30 * n)]
        self.box: list[int] = list(range(30 * n))  # cards not dealt yet (before sides are known)
        self.side: list[str] = [""] * n
        self.deck: list[list[int]] = [[] for _ in range(n)]
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.discard: list[list[int]] = [[] for _ in range(n)]
        self.table: list[list[int]] = [[] for _ in range(n)]
        self.score: list[list[int]] = [[] for _ in range(n)]
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
        self.time_called = False
        self.turn = 1
        self.daddy = daddy
        if daddy >= 0:
            self.phase = "allegiance"
        else:
            self._deal(str(self.options["first_side"]))

    def _deal(self, first: str) -> None:
        n = self.num_seats
        for k in range(n):
            seat = (self.current + k) % n
            self.side[seat] = first if k % 2 == 0 else other_side(first)
        for seat in range(n):
            ids = [c for c in self.box if self.owner[c] == seat]
            for c, name in zip(ids, STARTERS[self.side[seat]], strict=True):
                self.names[c] = name
            self.deck[seat] = ids
            self.rng.shuffle(self.deck[seat])
        self.box = []
        for seat in range(n):
            for _ in range(HAND):
                self._draw(seat, [])
        self.phase = "main"

    # ================================================================== helpers
    def d(self, c: int) -> CardDef:
        return CARDS[self.names[c]]

    def seat_name(self, seat: int) -> str:
        side = self.side[seat].capitalize() if self.side and self.side[seat] else ""
        return f"Player {seat + 1}" + (f" ({side})" if side else "")

    def points(self, seat: int) -> int:
        return sum(self.d(c).score for c in self.score[seat])

    def agents(self, seat: int) -> list[int]:
        return [c for c in self.table[seat] if self.d(c).kind == "agent"]

    def vibes(self, seat: int) -> list[str]:
        """The vibes put out by all of ``seat``'s active Agents (scored Agents put out none)."""
        return [v for c in self.agents(seat) for v in self.d(c).vibes]

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
                return f"{dt.name} cannot be Shagged by {da.name}."
            if dt.sex == da.sex:
                return "Shaggers may attempt to Shag only a member of the opposite sex."
            return None
        # "Assassins may attempt to Assassinate any member of the opposite allegiance."
        if dt.side == da.side:
            return "Assassins may attempt to Assassinate only a member of the opposite allegiance."
        return None

    def _draw(self, seat: int, events: list[Event]) -> bool:
        if not self.deck[seat]:
            if not self.discard[seat]:
                return False
            # "Whenever you have no cards left in your draw deck, simply shuffle your discard
            # pile and lay it face down on the table to create a new one."
            self.deck[seat] = self.discard[seat]
            self.discard[seat] = []
            self.rng.shuffle(self.deck[seat])
            events.append(
                Event(
                    "reshuffle",
                    f"{self.seat_name(seat)} shuffles the discard pile into a new draw deck.",
                    {"seat": seat},
                    reveals=True,
                )
            )
        c = self.deck[seat].pop()
        self.hand[seat].append(c)
        events.append(
            Event(
                "draw",
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
            Event("discard", f"{self.names[c]} is discarded{why}.", {"card": c, "seat": o})
        )

    def _remove_from_table(self, c: int) -> None:
        for s in range(self.num_seats):
            if c in self.table[s]:
                self.table[s].remove(c)
                return

    def _score_card(self, c: int, events: list[Event]) -> None:
        o = self.owner[c]
        self.score[o].append(c)
        total = self.points(o)
        events.append(
            Event(
                "score",
                f"{self.names[c]} scores for {self.seat_name(o)} ({total} {UNIT[self.side[o]]}).",
                {"card": c, "seat": o, "total": total},
            )
        )
        if self.winner is None and total >= TARGET:
            self.winner = o
            events.append(
                Event(
                    "win",
                    f"{self.seat_name(o)} reaches {total} {UNIT[self.side[o]]} and wears the "
                    "Daddy pants!",
                    {"seat": o},
                )
            )

    def _hand_card(self, seat: int, c: Any, kind: str | None = None) -> bool:
        return (
            isinstance(c, int) and c in self.hand[seat] and (kind is None or self.d(c).kind == kind)
        )

    # ================================================================== activity
    def active_seats(self) -> list[int]:
        p = self.phase
        if self.winner is not None or self.time_called or p == "over":
            return []
        if p in ("main", "cleanup", "allegiance"):
            return [self.current]
        if p == "ships":
            assert self.ships is not None
            return list(self.ships["waiting"])
        if p == "fight":
            f = self.fight
            assert f is not None
            if f["helpers"] is not None:
                return list(f["helpers"])
            return [f[self._to_move()]["seat"]]
        if p in ("happening_order", "happening_target"):
            assert self.hap is not None
            return [self.hap["seat"]]
        if p == "brawl_pick":
            assert self.brawl is not None
            return list(self.brawl["picking"])
        if p == "brawl":
            assert self.brawl is not None
            return [self.brawl["turn"]]
        if p == "evenup":
            return list(self.waiting)
        return []

    def _to_move(self) -> str:
        f = self.fight
        assert f is not None
        if not f["bones"] or f["bones"][-1][2] == "att":
            return "def"
        return "att"

    # ================================================================== legal actions
    def _free_agent(self, seat: int, c: int) -> bool:
        d = self.d(c)
        if d.ship and self.ship_free:
            return True
        if d.free_if:
            return any(x != c and d.free_if in self.d(x).tags for x in self.agents(seat))
        return False

    def _swing_targets(self, seat: int, effect: str) -> list[int] | None:
        """Targets an effect needs (Agents or seats), or None when it needs none."""
        for part in effect.split(";"):
            verb, _, arg = part.partition(":")
            if verb == "kill_agent":
                return [
                    t
                    for s in self.clockwise(seat)
                    for t in self.agents(s)
                    if self.d(t).score <= int(arg)
                ]
            if verb == "seat_lose_scored":
                return [s for s in self.clockwise(seat) if self.score[s]]
            if verb == "bagpipes":
                if not any("fatbastard" in self.d(x).tags for x in self.score[seat]):
                    return []
                return [t for s in self.clockwise(seat) for t in self.score[s]]
        return None

    def _effect_actions(
        self, seat: int, verb: str, c: int, mode: str | None, eff: str
    ) -> list[Action]:
        head: tuple[Any, ...] = (c,) if mode is None else (c, mode)
        targets = self._swing_targets(seat, eff)
        if targets is None:
            return [Action(seat, verb, head)]
        return [Action(seat, verb, (*head, t)) for t in targets]

    def _legal(self, seat: int) -> list[Action]:
        p = self.phase
        out: list[Action] = []
        if p == "allegiance":
            return [Action(seat, "allegiance", (s,)) for s in ("good", "evil")]
        if p == "main":
            acts = self.actions > 0
            for c in self.hand[seat]:
                d = self.d(c)
                if d.kind == "agent" and (acts or self._free_agent(seat, c)):
                    out.append(Action(seat, "agent", (c,)))
            if acts:
                for a in self.agents(seat):
                    for s in self.clockwise(seat):
                        for t in self.agents(s):
                            if self.can_target(a, t) is None:
                                out.append(Action(seat, "attempt", (a, t)))
                mine = self.vibes(seat)
                for c in self.hand[seat]:
                    d = self.d(c)
                    if d.kind == "swinger":
                        if covers(mine, d.need):
                            out += self._effect_actions(seat, "swing", c, "vibe", d.vibe_effect)
                        out += self._effect_actions(seat, "swing", c, "free", d.free_effect)
                    elif d.kind == "happening":
                        out.append(Action(seat, "happening", (c,)))
                    elif d.kind == "brawl":
                        out.append(Action(seat, "brawl", (c,)))
                for c in self.table[seat]:
                    d = self.d(c)
                    if d.kind == "swinger" and not (d.use_once and c in self.used):
                        out += self._effect_actions(seat, "use", c, None, d.use)
            out.append(Action(seat, "end"))
            return out
        if p == "ships":
            out = [Action(seat, "ship", (c,)) for c in self.hand[seat] if self.d(c).ship]
            return out + [Action(seat, "pass")]
        if p == "fight":
            f = self.fight
            assert f is not None
            if f["helpers"] is not None:
                mine = self.vibes(seat)
                out = [
                    Action(seat, "throw", (c,))
                    for c in self.hand[seat]
                    if self.d(c).kind == "bone" and covers(mine, self.d(c).needs(f["kind"]))
                ]
                return out + [Action(seat, "decline")]
            mine = self.vibes(seat)
            out = [
                Action(seat, "bone", (c,))
                for c in self.hand[seat]
                if self.d(c).kind == "bone" and covers(mine, self.d(c).needs(f["kind"]))
            ]
            return out + [Action(seat, "help"), Action(seat, "give_up")]
        if p == "happening_order":
            assert self.hap is not None
            others = self.clockwise(seat)
            for last in others:
                order = [s for s in others if s != last] + [last]
                out.append(Action(seat, "happening_order", tuple(order)))
            if len(others) > 1:
                out.append(Action(seat, "happening_order", (*others, "tied", len(others))))
            return out
        if p == "happening_target":
            assert self.hap is not None
            return [Action(seat, "happening_target", (s,)) for s in self.hap["tied"]]
        if p == "brawl_pick":
            return [
                Action(seat, "brawler", (a,))
                for a in self.agents(seat)
                if self.d(a).role == "assassin"
            ]
        if p == "brawl":
            mine = self.vibes(seat)
            out = [
                Action(seat, "bone", (c,))
                for c in self.hand[seat]
                if self.d(c).kind == "bone" and covers(mine, self.d(c).assassinate)
            ]
            return out + [Action(seat, "drop")]
        if p == "cleanup":
            return [Action(seat, "toss", (c,)) for c in self.hand[seat]] + [Action(seat, "even_up")]
        if p == "evenup":
            return [Action(seat, "discard", (c,)) for c in self.hand[seat]]
        return out

    def _order_problem(self, action: Action) -> str | None:
        """Checks a ``happening_order`` report (any order of the other seats, maybe tied)."""
        assert self.hap is not None
        args = list(action.args)
        tied = 1
        if len(args) >= 2 and args[-2] == "tied":
            t = args[-1]
            if not isinstance(t, int):
                return "After 'tied' comes how many seats tied for last."
            tied = t
            args = args[:-2]
        others = self.clockwise(self.hap["seat"])
        if sorted(a for a in args if isinstance(a, int)) != sorted(others) or len(args) != len(
            others
        ):
            return "List every other player exactly once, from first to last to mimic the gesture."
        if not 1 <= tied <= len(others):
            return f"Between 1 and {len(others)} players can tie for last."
        return None

    def illegal_reason(self, action: Action) -> str | None:
        if self.phase == "happening_order" and action.verb == "happening_order":
            if self.hap is None or action.seat != self.hap["seat"]:
                return "Only the player of the Happening reports the gesture race."
            return self._order_problem(action)
        return super().illegal_reason(action)

    def why_illegal(self, action: Action) -> str:
        seat, verb, args = action.seat, action.verb, action.args
        p = self.phase
        expected = {
            "main": ("agent", "attempt", "swing", "use", "happening", "brawl", "end"),
            "ships": ("ship", "pass"),
            "fight": ("bone", "help", "give_up", "throw", "decline"),
            "happening_order": ("happening_order",),
            "happening_target": ("happening_target",),
            "brawl_pick": ("brawler",),
            "brawl": ("bone", "drop"),
            "cleanup": ("toss", "even_up"),
            "evenup": ("discard",),
            "allegiance": ("allegiance",),
        }.get(p, ())
        if verb not in expected:
            return f"That is not a move now (the game is at: {p.replace('_', ' ')})."
        c = args[0] if args else None
        if verb in (
            "agent",
            "swing",
            "happening",
            "brawl",
            "toss",
            "discard",
            "ship",
            "bone",
            "throw",
        ):
            if not isinstance(c, int) or c not in self.hand[seat]:
                return "That card is not in your hand."
        if p == "main" and verb != "end" and self.actions <= 0:
            if verb != "agent" or not isinstance(c, int) or not self._free_agent(seat, c):
                return "You have used your actions (\u201cYou may take up to two actions\u201d)."
        if verb == "attempt":
            if len(args) != 2 or not all(isinstance(x, int) for x in args):
                return "Name your Agent and the target Agent."
            a, t = int(args[0]), int(args[1])
            if a not in self.agents(seat):
                return "The attacker must be one of your own active Agents."
            if not any(t in self.agents(s) for s in self.clockwise(seat)):
                return "The target must be an opponent's active Agent."
            return self.can_target(a, t) or "That attempt is not allowed."
        if verb in ("bone", "throw"):
            assert isinstance(c, int)
            d = self.d(c)
            if d.kind != "bone":
                return "Only a Frickin' Bone can be played here."
            if p == "fight" and verb == "bone" and self.fight is not None:
                return (
                    "Your active Agents do not put out the vibes this Frickin' Bone needs "
                    "(\u201cyou must meet those requirements using the vibes put out by all of "
                    "your active Agents\u201d)."
                )
            return "Your active Agents do not put out the vibes this Frickin' Bone needs."
        if verb == "swing" and len(args) >= 2 and args[1] == "vibe":
            return "Your active Agents do not put out the vibes for that outcome."
        if verb == "use":
            return "That card cannot be used from the table now."
        return "That move is not allowed right now."

    # ================================================================== doing
    def _do(self, action: Action) -> list[Event]:
        ev: list[Event] = []
        getattr(self, "_do_" + self.phase)(action, ev)
        if self.winner is not None:
            self.phase = "over"
        return ev

    def _do_allegiance(self, a: Action, ev: list[Event]) -> None:
        side = str(a.args[0])
        ev.append(
            Event(
                "allegiance",
                f"{self.seat_name(a.seat)} wears the Daddy pants and plays {side.capitalize()}.",
                {"seat": a.seat, "side": side},
            )
        )
        self._deal(side)

    # ------------------------------------------------------------------ main
    def _do_main(self, a: Action, ev: list[Event]) -> None:
        seat, verb = a.seat, a.verb
        if verb == "end":
            self.phase = "cleanup"
            ev.append(Event("end_actions", f"{self.seat_name(seat)} is done with actions.", {}))
            return
        c = int(a.args[0])
        if verb == "agent":
            self._play_agent(seat, c, ev)
            return
        self.actions -= 1
        if verb == "attempt":
            self._start_fight(seat, c, int(a.args[1]), ev)
        elif verb == "swing":
            self._swing(seat, c, str(a.args[1]), a.args[2] if len(a.args) > 2 else None, ev)
        elif verb == "use":
            d = self.d(c)
            self.used.append(c)
            ev.append(Event("use", f"{self.seat_name(seat)} uses {d.name}.", {"card": c}))
            self._effect(seat, d.use, a.args[1] if len(a.args) > 1 else None, ev, source=c)
        elif verb == "happening":
            self._start_happening(seat, c, ev)
        elif verb == "brawl":
            self._start_brawl(seat, c, ev)

    def _play_agent(self, seat: int, c: int, ev: list[Event]) -> None:
        d = self.d(c)
        free = self._free_agent(seat, c)
        if free and d.ship and self.ship_free:
            self.ship_free = False
        elif not free:
            self.actions -= 1
        self.hand[seat].remove(c)
        self.table[seat].append(c)
        text = f"{self.seat_name(seat)} plays {d.name}" + (" (no action)" if free else "") + "."
        if d.ship:
            text += f' "{d.quote}"'
        ev.append(Event("agent", text, {"seat": seat, "card": c, "free": free}))
        if d.effect:
            self._effect(seat, d.effect, None, ev, source=c)
        if d.ship:
            # "After you play a ship Agent, each of your opponents may also play one": every
            # opponent is asked, holding a ship Agent or not (rule choice 7), so who is asked and
            # how long the window lasts say nothing about anyone's hand.
            self.ships = {"waiting": self.clockwise(seat), "played": False}
            self.phase = "ships"

    # ------------------------------------------------------------------ effects
    def _effect(
        self, seat: int, effect: str, target: Any, ev: list[Event], source: int | None = None
    ) -> None:
        for part in [p for p in effect.split(";") if p]:
            verb, _, arg = part.partition(":")
            n = int(arg) if arg.isdigit() else 0
            who = self.seat_name(seat)
            if verb in ("draw", "self_draw"):
                for _ in range(n):
                    self._draw(seat, ev)
            elif verb in ("recover_agent", "recover_bone"):
                kind = "agent" if verb == "recover_agent" else "bone"
                found = [x for x in self.discard[seat] if self.d(x).kind == kind]
                if found:
                    x = found[-1]
                    self.discard[seat].remove(x)
                    self.hand[seat].append(x)
                    ev.append(
                        Event("recover", f"{who} returns {self.names[x]} to hand.", {"card": x})
                    )
            elif verb == "opp_discard_random":
                for s in self.clockwise(seat):
                    self._random_discard(s, n, ev)
            elif verb == "target_discard_random":
                self._random_discard(int(target), n, ev)
            elif verb in ("extra_action", "extra_action_with"):
                if verb == "extra_action" or any(
                    arg in self.d(x).tags for x in self.agents(seat) if x != source
                ):
                    self.actions += max(n, 1)
                    ev.append(Event("extra_action", f"{who} gains an extra action.", {}))
            elif verb == "kill_agent":
                t = int(target)
                self._remove_from_table(t)
                self._to_discard(t, ev)
            elif verb == "seat_lose_scored":
                s = int(target)
                if self.score[s]:
                    x = self.score[s].pop()
                    self._to_discard(x, ev, f" from {self.seat_name(s)}'s score pile")
            elif verb == "target_discard_top_agent":
                s = int(target)
                ags = self.agents(s)
                if ags:
                    best = max(self.d(x).score for x in ags)
                    x = next(x for x in ags if self.d(x).score == best)
                    self._remove_from_table(x)
                    self._to_discard(x, ev)
            elif verb == "bagpipes":
                fb = next(x for x in self.score[seat] if "fatbastard" in self.d(x).tags)
                self.score[seat].remove(fb)
                self._to_discard(fb, ev, f" from {who}'s score pile (Bastard Bagpipes)")
                t = int(target)
                o = self.owner[t]
                self.score[o].remove(t)
                self._to_discard(t, ev, f" from {self.seat_name(o)}'s score pile")

    def _random_discard(self, s: int, n: int, ev: list[Event]) -> None:
        for _ in range(min(n, len(self.hand[s]))):
            x = self.hand[s][self.rng.randrange(len(self.hand[s]))]
            self.hand[s].remove(x)
            self.discard[s].append(x)
            ev.append(
                Event(
                    "discard",
                    f"{self.seat_name(s)} discards {self.names[x]} at random.",
                    {"card": x, "seat": s},
                    reveals=True,
                )
            )

    def _swing(self, seat: int, c: int, mode: str, target: Any, ev: list[Event]) -> None:
        d = self.d(c)
        self.hand[seat].remove(c)
        ev.append(
            Event(
                "swing",
                f"{self.seat_name(seat)} swings {d.name} ({'vibes' if mode == 'vibe' else 'free'}).",
                {"seat": seat, "card": c, "mode": mode},
            )
        )
        if mode == "vibe" and d.table:
            # "If a Swinger tells you to play it on the table, just play the card next to your
            # Agents. As long as it remains there, you may use it as described."
            self.table[seat].append(c)
            self._effect(seat, d.vibe_effect, target, ev, source=c)
            return
        self._effect(seat, d.vibe_effect if mode == "vibe" else d.free_effect, target, ev, source=c)
        # "If the Swinger does not instruct you to play it on the table, simply discard it."
        self.discard[seat].append(c)

    # ------------------------------------------------------------------ ships
    def _do_ships(self, a: Action, ev: list[Event]) -> None:
        sh = self.ships
        assert sh is not None
        sh["waiting"].remove(a.seat)
        if a.verb == "ship":
            c = int(a.args[0])
            self.hand[a.seat].remove(c)
            self.table[a.seat].append(c)
            sh["played"] = True
            ev.append(
                Event(
                    "agent",
                    f"{self.seat_name(a.seat)} plays ship Agent {self.names[c]} out of turn. "
                    f'"{self.d(c).quote}"',
                    {"seat": a.seat, "card": c, "free": True},
                )
            )
        else:
            # kind "Passed": the table leaves passes out of its log (every opponent answers every
            # ship Agent, so a line per pass would only be noise)
            ev.append(Event("Passed", f"{self.seat_name(a.seat)} plays no ship Agent.", {}))
        if not sh["waiting"]:
            if sh["played"]:
                # "If at least one opponent does this, however, you are then free to play another
                # ship Agent without it costing you an action."
                self.ship_free = True
            self.ships = None
            self.phase = "main"

    # ------------------------------------------------------------------ fights
    def _start_fight(self, seat: int, a: int, t: int, ev: list[Event]) -> None:
        kind = "shag" if self.d(a).role == "shagger" else "assassinate"
        self.fight = {
            "kind": kind,
            "att": {"seat": seat, "card": a, "asked": False},
            "def": {"seat": self.owner_on_table(t), "card": t, "asked": False},
            "bones": [],
            "helpers": None,
        }
        verb = "Shag" if kind == "shag" else "Assassinate"
        ev.append(
            Event(
                "attempt",
                f"{self.names[a]} attempts to {verb} {self.names[t]}!",
                {"attacker": a, "target": t, "kind": kind},
            )
        )
        self.phase = "fight"

    def owner_on_table(self, c: int) -> int:
        return next(s for s in range(self.num_seats) if c in self.table[s])

    def _open_turn_in_fight(self, ev: list[Event]) -> None:
        """After a bone lands: if the side now to move has asked for help, open a help window."""
        f = self.fight
        assert f is not None
        side = self._to_move()
        if f[side]["asked"]:
            self._open_help(side, ev)

    def _open_help(self, side: str, ev: list[Event]) -> None:
        f = self.fight
        assert f is not None
        asker = f[side]["seat"]
        other = f["def" if side == "att" else "att"]["seat"]
        helpers = [s for s in self.clockwise(asker) if s != other]
        if not helpers:
            self._end_fight(ev)
            return
        f["helpers"] = helpers

    def _do_fight(self, a: Action, ev: list[Event]) -> None:
        f = self.fight
        assert f is not None
        side = self._to_move()
        if a.verb == "bone":
            c = int(a.args[0])
            self._land_bone(a.seat, c, side, ev)
            self._open_turn_in_fight(ev)
        elif a.verb == "help":
            f[side]["asked"] = True
            ev.append(
                Event(
                    "help",
                    f'{self.seat_name(a.seat)}: "Can someone throw me a Frickin\' Bone here?"',
                    {"seat": a.seat},
                )
            )
            self._open_help(side, ev)
        elif a.verb == "give_up":
            ev.append(Event("give_up", f"{self.seat_name(a.seat)} plays no more bones.", {}))
            self._end_fight(ev)
        elif a.verb == "throw":
            # "the first one to land on your Agent is the one that counts"
            f["helpers"] = None
            self._land_bone(a.seat, int(a.args[0]), side, ev)
            self._open_turn_in_fight(ev)
        elif a.verb == "decline":
            f["helpers"].remove(a.seat)
            ev.append(Event("decline", f"{self.seat_name(a.seat)} throws no bone.", {}))
            if not f["helpers"]:
                f["helpers"] = None
                self._end_fight(ev)

    def _land_bone(self, seat: int, c: int, side: str, ev: list[Event]) -> None:
        f = self.fight
        assert f is not None
        self.hand[seat].remove(c)
        f["bones"].append([c, seat, side])
        agent = f[side]["card"]
        ev.append(
            Event(
                "bone",
                f"{self.seat_name(seat)} throws a Frickin' Bone on {self.names[agent]}: "
                f'"{self.d(c).quote}"',
                {"seat": seat, "card": c, "on": agent},
            )
        )

    def _end_fight(self, ev: list[Event]) -> None:
        f = self.fight
        assert f is not None
        # "Whichever Agent had the last Frickin' Bone played on them wins the attack. (Or, if no
        # Frickin' Bones were played, the Agent who started the attack wins.)"
        win = f["bones"][-1][2] if f["bones"] else "att"
        lose = "def" if win == "att" else "att"
        wcard, lcard = f[win]["card"], f[lose]["card"]
        ev.append(
            Event(
                "fight_won",
                f"{self.names[wcard]} wins the attack against {self.names[lcard]}.",
                {"winner": wcard, "loser": lcard},
            )
        )
        self._remove_from_table(lcard)
        if f["kind"] == "assassinate" and self.d(lcard).ongoing == "mustafa":
            # Mustafa: "If he is discarded as a result of losing an Assassination, immediately
            # return him to your hand."
            self.hand[self.owner[lcard]].append(lcard)
            ev.append(
                Event("mustafa", "Mustafa is not easily killed: back to hand.", {"card": lcard})
            )
        else:
            self._to_discard(lcard, ev)
        for c, _s, side in f["bones"]:
            if side == lose:
                self._to_discard(c, ev)
        # "Beginning with the Agent card and working up to the last Frickin' Bone played, place
        # each card in its owner's score pile."
        self._remove_from_table(wcard)
        self._score_card(wcard, ev)
        for c, _s, side in f["bones"]:
            if side == win:
                self._score_card(c, ev)
        self.fight = None
        self.phase = "main"

    # ------------------------------------------------------------------ happenings
    def _start_happening(self, seat: int, c: int, ev: list[Event]) -> None:
        self.hand[seat].remove(c)
        self.hap = {"seat": seat, "card": c, "tied": [], "revealed": False}
        ev.append(
            Event(
                "happening",
                f"{self.seat_name(seat)} plays a Happening face down and makes the "
                f"{GESTURE[self.side[seat]]}!",
                {"seat": seat, "gesture": GESTURE[self.side[seat]]},
            )
        )
        others = self.clockwise(seat)
        if len(others) == 1:
            self._resolve_happening(others[0], ev)
        elif self.options["gestures"] == "auto":
            order = list(others)
            self.rng.shuffle(order)
            ev.append(
                Event(
                    "gesture_race",
                    "Last to mimic: " + self.seat_name(order[-1]) + ".",
                    {"order": order},
                    reveals=True,
                )
            )
            self._resolve_happening(order[-1], ev)
        else:
            self.phase = "happening_order"

    def _do_happening_order(self, a: Action, ev: list[Event]) -> None:
        assert self.hap is not None
        args = list(a.args)
        tied = 1
        if len(args) >= 2 and args[-2] == "tied":
            tied = int(args[-1])
            args = args[:-2]
        order = [int(x) for x in args]
        ev.append(
            Event(
                "gesture_race",
                "Mimicked the gesture, first to last: "
                + ", ".join(self.seat_name(s) for s in order)
                + (f" ({tied} tied for last)" if tied > 1 else "")
                + ".",
                {"order": order, "tied": tied},
            )
        )
        last = order[-tied:]
        if len(last) == 1:
            self._resolve_happening(last[0], ev)
        else:
            # "If two or more players seem to tie in being last, you may choose which one will
            # become the target of your Happening."
            self.hap["tied"] = last
            self.phase = "happening_target"

    def _do_happening_target(self, a: Action, ev: list[Event]) -> None:
        self._resolve_happening(int(a.args[0]), ev)

    def _resolve_happening(self, target: int, ev: list[Event]) -> None:
        h = self.hap
        assert h is not None
        seat, c = h["seat"], h["card"]
        d = self.d(c)
        ev.append(
            Event(
                "reveal",
                f"The Happening is {d.name}; its target is {self.seat_name(target)}.",
                {"card": c, "name": d.name, "target": target},
                reveals=True,
            )
        )
        self._effect(seat, d.effect, target, ev, source=c)
        self.hap = None
        self.phase = "main"
        # "Once you have used one, place it in your score pile."
        self._score_card(c, ev)

    # ------------------------------------------------------------------ slugfests
    def _start_brawl(self, seat: int, c: int, ev: list[Event]) -> None:
        self.hand[seat].remove(c)
        self.brawl = {
            "card": c,
            "seat": seat,
            "picking": [],
            "agents": {},
            "in": [],
            "turn": -1,
            "last": None,
            "bones": [],
        }
        ev.append(Event("brawl", f"{self.seat_name(seat)} starts a {self.names[c]}!", {"card": c}))
        picking = []
        for s in self.clockwise(seat, include=True):
            ass = [x for x in self.agents(s) if self.d(x).role == "assassin"]
            if len(ass) == 1:
                self.brawl["agents"][str(s)] = ass[0]
            elif len(ass) > 1:
                picking.append(s)
        self.brawl["picking"] = picking
        self.phase = "brawl_pick"
        if not picking:
            self._begin_brawl(ev)

    def _do_brawl_pick(self, a: Action, ev: list[Event]) -> None:
        b = self.brawl
        assert b is not None
        b["agents"][str(a.seat)] = int(a.args[0])
        b["picking"].remove(a.seat)
        if not b["picking"]:
            self._begin_brawl(ev)

    def _begin_brawl(self, ev: list[Event]) -> None:
        b = self.brawl
        assert b is not None
        ents = [s for s in self.clockwise(b["seat"]) + [b["seat"]] if str(s) in b["agents"]]
        ev.append(
            Event(
                "brawlers",
                "Into the melee: "
                + (", ".join(self.names[b["agents"][str(s)]] for s in ents) or "nobody")
                + ".",
                {"agents": b["agents"]},
            )
        )
        if len(ents) < 2:
            ev.append(Event("fizzle", "Not enough Assassins: the slugfest fizzles.", {}))
            self._finish_brawl(None, ev)
            return
        b["in"] = ents
        b["turn"] = ents[0]
        self.phase = "brawl"

    def _do_brawl(self, a: Action, ev: list[Event]) -> None:
        b = self.brawl
        assert b is not None
        seat = a.seat
        if a.verb == "bone":
            c = int(a.args[0])
            self.hand[seat].remove(c)
            b["bones"].append([c, seat])
            b["last"] = seat
            ev.append(
                Event(
                    "bone",
                    f'{self.seat_name(seat)} throws a Frickin\' Bone: "{self.d(c).quote}"',
                    {"seat": seat, "card": c, "on": b["agents"][str(seat)]},
                )
            )
        else:
            # "if you fail to play one ... you cannot play any more in that brawl"
            ev.append(Event("drop", f"{self.seat_name(seat)} is out of the brawl.", {}))
        ring: list[int] = b["in"]
        i = ring.index(seat)
        nxt = ring[(i + 1) % len(ring)]
        if a.verb == "drop":
            ring.remove(seat)
        if all(s == b["last"] for s in ring):
            self._finish_brawl(b["last"], ev)
        else:
            b["turn"] = nxt if nxt != seat else ring[0]

    def _finish_brawl(self, winner: int | None, ev: list[Event]) -> None:
        b = self.brawl
        assert b is not None
        self.discard[b["seat"]].append(b["card"])
        if winner is not None:
            # "The last player to play a Frickin' Bone on their Agent wins. That Agent (and the
            # Frickin' Bones played on them) scores, while all the losing Agents and their
            # Frickin' Bones are discarded."
            for s_str, ag in b["agents"].items():
                if int(s_str) != winner:
                    self._remove_from_table(ag)
                    self._to_discard(ag, ev)
            for c, s in b["bones"]:
                if s != winner:
                    self._to_discard(c, ev)
            w = b["agents"][str(winner)]
            self._remove_from_table(w)
            ev.append(Event("brawl_won", f"{self.names[w]} wins the slugfest!", {"winner": w}))
            self._score_card(w, ev)
            for c, s in b["bones"]:
                if s == winner:
                    self._score_card(c, ev)
        elif b["agents"] and len(b["agents"]) >= 2:
            ev.append(Event("brawl_draw", "Nobody threw a bone: everybody walks away.", {}))
        self.brawl = None
        self.phase = "main"

    # ------------------------------------------------------------------ end of turn
    def _do_cleanup(self, a: Action, ev: list[Event]) -> None:
        seat = a.seat
        if a.verb == "toss":
            # "before you even up at the end of your own turn, you may choose to discard any or
            # all of the cards in your hand."
            c = int(a.args[0])
            self.hand[seat].remove(c)
            self.discard[seat].append(c)
            ev.append(
                Event("discard", f"{self.seat_name(seat)} discards {self.names[c]}.", {"card": c})
            )
            return
        # "All players must even up at the end of every player's turn."
        for s in self.clockwise(seat, include=True):
            while len(self.hand[s]) < HAND and self._draw(s, ev):
                pass
        self.waiting = [s for s in self.clockwise(seat, include=True) if len(self.hand[s]) > HAND]
        if self.waiting:
            self.phase = "evenup"
        else:
            self._next_turn(ev)

    def _do_evenup(self, a: Action, ev: list[Event]) -> None:
        s = a.seat
        c = int(a.args[0])
        self.hand[s].remove(c)
        self.discard[s].append(c)
        ev.append(Event("discard", f"{self.seat_name(s)} discards {self.names[c]}.", {"card": c}))
        if len(self.hand[s]) <= HAND:
            self.waiting.remove(s)
        if not self.waiting:
            self._next_turn(ev)

    def _next_turn(self, ev: list[Event]) -> None:
        ev.append(Event("spent", f'{self.seat_name(self.current)}: "I\'m spent!"', {}))
        self.turn += 1
        if self.turn > TURN_LIMIT:
            self.time_called = True
            self.phase = "over"
            ev.append(Event("time", "Time is called: the highest score wins.", {}))
            return
        self.current = (self.current + 1) % self.num_seats
        self.actions = 2
        self.ship_free = True
        self.used = []
        self.phase = "main"
        ev.append(Event("turn", f"{self.seat_name(self.current)}'s turn.", {"seat": self.current}))

    # ================================================================== results & views
    def rematch_options(self) -> dict[str, Any]:
        """ "Play again": the winner wears the Daddy pants (picks a side first and starts)."""
        opts = dict(self.options)
        res = self.result()
        if res is not None and res.winners:
            opts["daddy"] = res.winners[0]
        return opts

    def result(self) -> Result | None:
        scores = {s: float(self.points(s)) for s in range(self.num_seats)}
        if self.winner is not None:
            w = self.winner
            return Result(
                (w,),
                f"{self.seat_name(w)} reaches {self.points(w)} {UNIT[self.side[w]]} first and "
                "wears the Daddy pants!",
                scores,
            )
        if self.time_called:
            best = max(scores.values())
            ws = tuple(s for s, v in scores.items() if v == best)
            return Result(ws, "Time is called; the highest score wins.", scores)
        return None

    def _card(self, c: int) -> dict[str, Any]:
        return {"id": c, "name": self.names[c], "owner": self.owner[c]}

    def view(self, seat: int | None) -> dict[str, Any]:
        seats = []
        for s in range(self.num_seats):
            seats.append(
                {
                    "side": self.side[s],
                    "hand": [self._card(c) for c in self.hand[s]] if seat == s else None,
                    "hand_count": len(self.hand[s]),
                    "deck_count": len(self.deck[s]),
                    "discard": [self._card(c) for c in self.discard[s]],
                    "table": [self._card(c) for c in self.table[s]],
                    "score_pile": [self._card(c) for c in self.score[s]],
                    "score": self.points(s),
                    "vibes": sorted(self.vibes(s)),
                }
            )
        v: dict[str, Any] = {
            "game": self.NAME,
            "phase": self.phase,
            "current": self.current,
            "turn": self.turn,
            "actions": self.actions,
            "ship_free": self.ship_free,
            "used": list(self.used),
            "seats": seats,
            "active": self.active_seats(),
            "winner": self.winner,
            "daddy": self.daddy,
            "target": TARGET,
            "box_count": len(self.box),
        }
        if self.fight is not None:
            f = self.fight
            v["fight"] = {
                "kind": f["kind"],
                "att": dict(f["att"]),
                "def": dict(f["def"]),
                "bones": [
                    {"card": self._card(c), "seat": s, "on": side} for c, s, side in f["bones"]
                ],
                "to_move": self._to_move(),
                "helpers": None if f["helpers"] is None else list(f["helpers"]),
            }
        if self.hap is not None:
            h = self.hap
            v["happening"] = {
                "seat": h["seat"],
                "card": self._card(h["card"]) if seat == h["seat"] else None,
                "tied": list(h["tied"]),
            }
        if self.brawl is not None:
            b = self.brawl
            v["brawl"] = {
                "card": self._card(b["card"]),
                "seat": b["seat"],
                "agents": dict(b["agents"]),
                "picking": list(b["picking"]),
                "in": list(b["in"]),
                "turn": b["turn"],
                "last": b["last"],
                "bones": [{"card": self._card(c), "seat": s} for c, s in b["bones"]],
            }
        if self.ships is not None:
            v["ships"] = {"waiting": list(self.ships["waiting"]), "played": self.ships["played"]}
        if self.phase == "evenup":
            v["waiting"] = list(self.waiting)
        return v

    def state_dict(self) -> dict[str, Any]:
        return {
            "names": list(self.names),
            "owner": list(self.owner),
            "box": list(self.box),
            "side": list(self.side),
            "deck": [list(x) for x in self.deck],
            "hand": [list(x) for x in self.hand],
            "discard": [list(x) for x in self.discard],
            "table": [list(x) for x in self.table],
            "score": [list(x) for x in self.score],
            "used": list(self.used),
            "phase": self.phase,
            "current": self.current,
            "actions": self.actions,
            "ship_free": self.ship_free,
            "ships": self.ships,
            "fight": self.fight,
            "hap": self.hap,
            "brawl": self.brawl,
            "waiting": list(self.waiting),
            "winner": self.winner,
            "time_called": self.time_called,
            "turn": self.turn,
            "daddy": self.daddy,
            "rng": self.rng.state(),
        }

    def scramble_hidden(self, seat: int, rng: random.Random) -> None:
        """Pool every card ``seat`` cannot see (draw decks, other hands, the box, another
        player's face-down Happening) and deal them back at random into the same places."""
        slots: list[tuple[list[int], int]] = []
        piles: list[list[int]] = [*self.deck, self.box]
        piles += [self.hand[s] for s in range(self.num_seats) if s != seat]
        for pile in piles:
            slots += [(pile, i) for i in range(len(pile))]
        pool = [pile[i] for pile, i in slots]
        hap_hidden = self.hap is not None and self.hap["seat"] != seat
        if hap_hidden:
            assert self.hap is not None
            pool.append(self.hap["card"])
        rng.shuffle(pool)
        for (pile, i), c in zip(slots, pool):
            pile[i] = c
        if hap_hidden:
            assert self.hap is not None
            self.hap["card"] = pool[-1]

    def card_inventory(self) -> list[int]:
        cards: list[int] = list(self.box)
        for piles in (self.deck, self.hand, self.discard, self.table, self.score):
            for p in piles:
                cards += p
        if self.fight is not None:
            cards += [c for c, _s, _side in self.fight["bones"]]
        if self.hap is not None:
            cards.append(self.hap["card"])
        if self.brawl is not None:
            cards.append(self.brawl["card"])
            cards += [c for c, _s in self.brawl["bones"]]
        return sorted(cards)

    def metrics(self) -> dict[str, float]:
        return {
            "turns": float(self.turn),
            "top_score": float(max(self.points(s) for s in range(self.num_seats))),
        }

    # ================================================================== scenarios
    def set_position(self, position: dict[str, Any]) -> None:
        """Build a position from card names (see docs/scenarios.md, Austin Powers section).

        ``{"current": 0, "actions": 2, "ship_free": true, "seats": [{"side": "good",
        "hand": [names], "table": [names], "score": [names], "deck": [names, top first],
        "discard": [names, bottom first]}, ...]}``. Cards get fresh ids; nothing is in play.
        """
        seats = position.get("seats")
        if not isinstance(seats, list) or len(seats) != self.num_seats:
            raise TabletopError(f"position needs 'seats': a list of {self.num_seats} tables")
        self.names, self.owner, self.box = [], [], []
        n = self.num_seats
        self.side = [""] * n
        zones = ("deck", "hand", "discard", "table", "score")
        store: dict[str, list[list[int]]] = {z: [[] for _ in range(n)] for z in zones}
        for s, spec in enumerate(seats):
            side = spec.get("side", "good" if s % 2 == 0 else "evil")
            if side not in ("good", "evil"):
                raise TabletopError(f"seat {s}: side must be good or evil, not {side!r}")
            self.side[s] = side
            for z in zones:
                for name in spec.get(z, []):
                    if name not in CARDS:
                        raise TabletopError(f"seat {s} {z}: no card named {name!r}")
                    self.names.append(name)
                    self.owner.append(s)
                    store[z][s].append(len(self.names) - 1)
            store["deck"][s].reverse()  # listed top first; the top is the end of the list
        self.deck, self.hand, self.discard = store["deck"], store["hand"], store["discard"]
        self.table, self.score = store["table"], store["score"]
        self.current = int(position.get("current", 0))
        self.actions = int(position.get("actions", 2))
        self.ship_free = bool(position.get("ship_free", True))
        self.used = []
        self.ships = self.fight = self.hap = self.brawl = None
        self.waiting = []
        self.winner = None
        self.time_called = False
        self.turn = int(position.get("turn", 1))
        self.phase = "main"

    def find(self, name: str, seat: int | None = None, zone: str | None = None) -> int:
        """The id of a card called ``name`` (for tests and scenarios)."""
        zones = {
            "deck": self.deck,
            "hand": self.hand,
            "discard": self.discard,
            "table": self.table,
            "score": self.score,
        }
        for zname, piles in zones.items():
            if zone is not None and zname != zone:
                continue
            for s, pile in enumerate(piles):
                if seat is not None and s != seat:
                    continue
                for c in pile:
                    if self.names[c] == name:
                        return c
        raise TabletopError(f"no {name!r} in seat {seat} {zone}")
