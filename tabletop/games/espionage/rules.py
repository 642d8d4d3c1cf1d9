"""Espionage: the rules engine (pure Python; owns the deck, hands, piles, turns and the stack).

Rulebook: ``shared/rules/espionage.txt``. Card texts live in ``cards.toml``. Where the rulebook
is silent or ambiguous, these are our binding readings (each is tested in
``tests/games/espionage``):

Players, deal, turns
    * 2 to 6 players. All 52 cards are shuffled; each player is dealt 2; seat 0 goes first and
      play goes clockwise (increasing seat number).
    * Start of a turn: draw 2 (fewer if the pile has fewer). Then the player may play up to 3
      Mission cards, one at a time, each resolved with its reaction window before the next (a
      Ninja played as a Mission counts toward the 3), or end the turn (``end``; the rulebook's
      "Pass"). After 3 Missions the only move is ``end``. No hand limit.
    * Game end: when a turn ends and the draw pile is empty, the game ends (the player who drew
      the last card still plays that turn; a pile emptied during a turn by Detective, Courier or
      Informant lets the turn finish). Then every hand is revealed.
    * Scoring: the Bomb holder loses whatever else they hold ("The Bomb card overrules any other
      card"). Among the other survivors, the Target holder wins, and the Package holder wins if
      they hold 10 or more cards; several winners share the victory. If nobody wins that way, the
      surviving players without the Bomb who hold the most cards share the victory (our
      tie-break). Eliminated players never win.
    * Elimination: a player forced by a card to discard a gold card (Target, Package, Protector)
      is eliminated at once. Their hand goes to the discard pile, except the Bomb, which "cannot
      be removed from the game": it goes to the hand of the player whose card eliminated them (if
      that player is gone too, to the next surviving player clockwise from the victim).
      Eliminated seats take no more turns and no part in reaction windows. When only one player
      remains the game ends at once: they win, unless they hold the Bomb, which overrules
      everything (then nobody wins).
    * The Bomb is never discarded: random discards skip it and it is never offered to a choice
      that discards. It can be stolen, taken or given (Infiltrator, Double Agent, Blackmail).
    * Search: Medic (a search of the discard pile) reshuffles the draw pile after the card is
      taken ("The draw pile must be reshuffled whenever a card was drawn using a search
      effect"). Detective is the stated exception: no reshuffle; the rest go back on top in the
      order its player chooses.
    * Medic may not take a card that reached the discard pile during the current turn (this
      Medic included): otherwise two Ninjas copying one Medic could fetch each other forever.
    * A played card goes to the discard pile at once ("When a card is played ... it is placed in
      the discard pile"); its effect waits on the stack.

Reactions and the stack (``engine/stack.py``)
    * A Mission goes on the stack and a reaction window opens: every surviving player (the
      Mission's player too) answers at once with a Reaction or ``pass``. A Reaction goes on top
      and reopens the window for everybody. When all have passed, the top item resolves (LIFO:
      "the effect of the latest Reaction card is resolved first"); then a fresh window opens on
      the item below, until the stack is empty.
    * A forced discard of a gold card does not happen at once: it goes on the stack as a *gold
      threat* naming the victim and the card (shown to everybody), so defences may answer it. If
      it resolves, the card is discarded and the victim eliminated. Ordinary discards happen at
      once. Terrorist's threats are pushed so that the first victim from the player's left
      resolves first.
    * A Reaction may answer any item still on the stack that is not cancelled. A cancelled item
      stays on the stack and resolves without effect. A Mission or Reaction whose player has been
      eliminated before it resolves fizzles; so does a Mission whose only target is gone.
    * Police cancels a Mission (or copy) that targets its player; against Terrorist it only
      shields its player. Decoy cancels a gold threat against its own player. Bodyguard cancels
      any gold threat. Protector (only against a threat on the Target of another player) makes
      the Target go to its player's hand; the first Protector to resolve takes it (a Mercenary
      copy, resolving first, wins it). Hacker cancels a Reaction. Ninja as a Reaction pushes a
      copy of a Mission (its player picks the target; a Terrorist copy hits the Ninja player's
      opponents); as a Mission it copies the topmost Mission card in the discard pile other
      than a Ninja. Mercenary pushes a copy of a Police, Bodyguard, Protector or Hacker on the
      stack, answering the same item as the original (a Hacker copy picks its own Reaction).

Action notation (``Action.verb`` and args; card ids are the ints 0..51)
    * ``play CARD [TARGET_SEAT]`` - play a Mission (or a Ninja as a Mission) on your turn.
    * ``end`` - end your turn (or decline to play any Mission).
    * ``pass`` - pass in a reaction window.
    * ``react CARD ITEM_UID [TARGET]`` - answer stack item ``ITEM_UID`` with a Reaction. TARGET
      is a seat for a Ninja copying a Mission that needs one, or an item uid for a Mercenary
      copying a Hacker (the Reaction to cancel).
    * ``choose CARD`` - pending choices: Assassin's pick from the revealed hand, Double Agent's
      gift, Medic's pick from the discard pile, the Blackmail victim's gift.
    * ``detective TAKE REST...`` - Detective: the card to take, then the rest topmost first.

Events (past tense): GameStarted, TurnStarted, CardDrawn, MissionPlayed, ReactionPlayed, Passed,
StackResolved, ItemCancelled, GoldThreatened, CardDiscarded, CardStolen, CardGiven, CardTaken,
HandLooked, PileLooked, PileShuffled, NothingHappened, PlayerEliminated, BombPassed, TurnEnded,
HandsRevealed, GameEnded, PositionSet. A card that moves between hands or is seen privately is
named only in the secret part, for the seats that may see it; draws, random picks, looks and
shuffles carry ``reveals=True``.

Views: ``view(seat)`` holds the seat's hand (id, name, kind, text, gold, as_mission), every
hand count, the draw pile count, the public discard pile, the stack items (uid, kind, label,
seat, card, effect, targets, answers, cancelled), who is waiting, the pending choice (its
options and privately revealed cards only for the chooser), what the seat last looked at
(``seen``), the last events as that seat may read them, and at the end the revealed hands and
the result. ``view(None)`` (a spectator) sees only public information.
"""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.cards import Field, load_cards
from tabletop.engine.errors import TabletopError
from tabletop.engine.events import Event
from tabletop.engine.game import Game, Result
from tabletop.engine.stack import ResponseStack, StackItem

CARD_SCHEMA: dict[str, Field] = {
    "kind": Field(str, choices=("gold", "mission", "reaction")),
    "gold": Field(bool, required=False, default=False),
    "as_mission": Field(bool, required=False, default=False),
}

HAND_SIZE = 2
DRAW_PER_TURN = 2
MAX_MISSIONS = 3
DETECTIVE_LOOK = 3
PACKAGE_CARDS = 10
EVENTS_IN_VIEW = 30

BOMB = "Bomb"
TARGET = "Target"
PACKAGE = "Package"
PROTECTOR = "Protector"
TARGETED = frozenset(
    {"Sniper", "Assassin", "Infiltrator", "Double Agent", "Informant", "Blackmail"}
)
MERCENARY_COPIES = frozenset({"Police", "Bodyguard", PROTECTOR, "Hacker"})

RULE_MISSION_TURN = "Mission cards can only be played during the current player's turn."
RULE_THREE = "During his turn, he can either Pass or Play up to 3 Mission cards."
RULE_REACTION = (
    "Reaction cards can be played during any player's turn, mostly to prevent an opponent's "
    "card or copy another card's effect."
)


@cache
def card_data() -> tuple[dict[str, Any], ...]:
    """The 52 card instances (index = card id), expanded from ``cards.toml``."""
    cards = load_cards(Path(__file__).with_name("cards.toml"), CARD_SCHEMA)
    out: list[dict[str, Any]] = []
    for c in cards:
        for _ in range(c["count"]):
            out.append(
                {
                    "id": len(out),
                    "name": c["name"],
                    "kind": c["kind"],
                    "text": c["text"],
                    "gold": c["gold"],
                    "as_mission": c["as_mission"],
                    "designed": c["designed"],
                }
            )
    if len(out) != 52:
        raise TabletopError(f"the Espionage deck must have 52 cards, cards.toml gives {len(out)}")
    return tuple(out)


def _names() -> tuple[str, ...]:
    return tuple(c["name"] for c in card_data())


class EspionageGame(Game):
    NAME = "espionage"
    TITLE = "Espionage"
    MIN_SEATS = 2
    MAX_SEATS = 6
    MAX_ACTIONS = 20000

    # ------------------------------------------------------------------ setup
    def setup(self) -> None:
        self.cards = card_data()
        self.names_by_id = _names()
        self.bomb = self.names_by_id.index(BOMB)
        self.player_names = [f"Player {i + 1}" for i in range(self.num_seats)]
        self.hands: list[list[int]] = [[] for _ in range(self.num_seats)]
        self.draw: list[int] = list(range(len(self.cards)))  # top = end
        self.discard: list[int] = []  # top = end
        self.fresh: set[int] = set()  # cards that reached the discard pile this turn
        self.eliminated: list[bool] = [False] * self.num_seats
        self.turn = 0
        self.turn_number = 0
        self.missions_played = 0
        self.stack = ResponseStack()
        self.pending: dict[str, Any] | None = None
        self.seen: dict[int, dict[str, Any]] = {}
        self.history: list[Event] = []
        self.over: Result | None = None
        self.end_reason = ""
        self.win_reasons: dict[int, str] = {}
        self.revealed: list[list[int]] | None = None
        self.eliminations = 0
        self.rng.shuffle(self.draw)
        for _ in range(HAND_SIZE):
            for s in range(self.num_seats):
                self.hands[s].append(self.draw.pop())
        self.history.append(
            Event("GameStarted", f"{self.num_seats} players were dealt {HAND_SIZE} cards each.")
        )
        self.history.extend(self._start_turn(0))

    # ------------------------------------------------------------------ helpers
    def seat_name(self, seat: int) -> str:
        return self.player_names[seat]

    def name(self, card: int) -> str:
        return self.names_by_id[card]

    def survivors(self) -> list[int]:
        return [s for s in range(self.num_seats) if not self.eliminated[s]]

    def opponents(self, seat: int) -> list[int]:
        """Surviving opponents of ``seat`` in turn order from its left."""
        n = self.num_seats
        return [(seat + i) % n for i in range(1, n) if not self.eliminated[(seat + i) % n]]

    def describe(self, card: int) -> dict[str, Any]:
        c = self.cards[card]
        return {
            "id": card,
            "name": c["name"],
            "kind": c["kind"],
            "text": c["text"],
            "gold": c["gold"],
            "as_mission": c["as_mission"],
        }

    def _find(self, name: str, seat: int) -> int | None:
        for c in self.hands[seat]:
            if self.names_by_id[c] == name:
                return c
        return None

    def holder_of(self, name: str) -> int | None:
        for s in range(self.num_seats):
            if self._find(name, s) is not None:
                return s
        return None

    def _label_item(self, item: StackItem, by: bool = True) -> str:
        """ "Sniper by Ann -> Bob" for the stack; without "by Ann" in "Ann played ..." lines."""
        p = item.payload
        who = f" by {self.seat_name(item.seat)}" if by else ""
        if item.kind == "threat":
            return f"{self.seat_name(p['victim'])} must discard {p['name']} ({p['source']})"
        card = self.name(p["card"])
        title = card if card == p["effect"] else f"{card} (as {p['effect']})"
        if item.kind == "mission":
            if p["effect"] == "Terrorist":
                return f"{title}{who} -> every opponent"
            if p["targets"]:
                return f"{title}{who} -> {self.seat_name(p['targets'][0])}"
            return f"{title}{who}"
        ans = self.stack.find(p["answers"])
        what = ans.payload.get("short", "?") if ans else "?"
        return f"{title}{who} -> {what}"

    def _short(self, item: StackItem) -> str:
        p = item.payload
        if item.kind == "threat":
            return f"{p['name']} of {self.seat_name(p['victim'])} (#{item.uid})"
        return f"{p['effect']} by {self.seat_name(item.seat)} (#{item.uid})"

    def _push(self, item: StackItem) -> StackItem:
        self.stack.push(item, self.survivors())
        item.payload["short"] = self._short(item)
        item.label = self._label_item(item)
        return item

    def _to_discard(self, card: int) -> None:
        self.discard.append(card)
        self.fresh.add(card)

    def _live(self, kind: str) -> list[StackItem]:
        return [i for i in self.stack.items if i.kind == kind and not i.cancelled]

    # ------------------------------------------------------------------ turn flow
    def active_seats(self) -> list[int]:
        if self.over is not None:
            return []
        if self.pending is not None:
            return [self.pending["seat"]]
        if self.stack:
            return self.stack.waiting_on()
        return [self.turn]

    def _draw(self, seat: int, n: int, why: str) -> list[Event]:
        events = []
        for _ in range(n):
            if not self.draw:
                break
            c = self.draw.pop()
            self.hands[seat].append(c)
            who = self.seat_name(seat)
            events.append(
                Event(
                    "CardDrawn",
                    f"{who} drew a card{why}.",
                    {"seat": seat, "pile": len(self.draw)},
                    secret_text=f"You drew {self.name(c)}{why}.",
                    secret_data={"card": self.describe(c)},
                    to=frozenset({seat}),
                    reveals=True,
                )
            )
        return events

    def _start_turn(self, seat: int) -> list[Event]:
        self.turn = seat
        self.turn_number += 1
        self.missions_played = 0
        self.fresh = set()
        ev = [Event("TurnStarted", f"{self.seat_name(seat)}'s turn.", {"seat": seat})]
        # "At the start of each player's turn, he draws 2 cards from the draw pile."
        return ev + self._draw(seat, DRAW_PER_TURN, "")

    def _end_turn(self) -> list[Event]:
        ev = [Event("TurnEnded", f"{self.seat_name(self.turn)}'s turn ended.", {"seat": self.turn})]
        # "Game ends when the draw pile is depleted." (checked when a turn ends)
        if not self.draw:
            return ev + self._finish_pile()
        nxt = self.opponents(self.turn)
        return ev + self._start_turn(nxt[0])

    def _advance(self) -> list[Event]:
        """Resolve due stack items until someone must act, then end turns as needed."""
        events: list[Event] = []
        while self.over is None and self.pending is None:
            if self.stack:
                if self.stack.waiting_on():
                    break
                item = self.stack.pop_due()
                events.extend(self._resolve(item))
                continue
            if self.eliminated[self.turn]:
                events.extend(self._end_turn())
                continue
            break
        return events

    # ------------------------------------------------------------------ legal actions
    def _legal(self, seat: int) -> list[Action]:
        if self.pending is not None:
            return self._legal_pending(seat)
        if self.stack:
            return self._legal_window(seat)
        return self._legal_turn(seat)

    def _mission_targets(self, effect: str, seat: int) -> list[tuple[int, ...]]:
        if effect in TARGETED:
            return [(t,) for t in self.opponents(seat)]
        return [()]

    def ninja_copy(self) -> str | None:
        """The Mission a Ninja played as a Mission would copy (topmost in the discard pile)."""
        for c in reversed(self.discard):
            d = self.cards[c]
            if d["kind"] == "mission":
                return str(d["name"])
        return None

    def _legal_turn(self, seat: int) -> list[Action]:
        out = [Action(seat, "end")]
        if self.missions_played >= MAX_MISSIONS:
            return out
        copy = self.ninja_copy()
        for c in self.hands[seat]:
            d = self.cards[c]
            if d["kind"] == "mission":
                effect = d["name"]
            elif d["as_mission"] and copy is not None:
                effect = copy
            else:
                continue
            for t in self._mission_targets(effect, seat):
                out.append(Action(seat, "play", (c, *t)))
        return out

    def _legal_window(self, seat: int) -> list[Action]:
        out = [Action(seat, "pass")]
        hand = self.hands[seat]
        if not hand:
            return out
        missions = self._live("mission")
        threats = self._live("threat")
        reactions = self._live("reaction")
        for c in hand:
            d = self.cards[c]
            if d["kind"] != "reaction":
                continue
            name = d["name"]
            if name == "Police":
                for it in missions:
                    if seat in it.payload["targets"] and seat not in it.payload["shielded"]:
                        out.append(Action(seat, "react", (c, it.uid)))
            elif name == "Decoy":
                for it in threats:
                    if it.payload["victim"] == seat:
                        out.append(Action(seat, "react", (c, it.uid)))
            elif name == "Bodyguard":
                for it in threats:
                    out.append(Action(seat, "react", (c, it.uid)))
            elif name == PROTECTOR:
                for it in threats:
                    if it.payload["name"] == TARGET and it.payload["victim"] != seat:
                        out.append(Action(seat, "react", (c, it.uid)))
            elif name == "Hacker":
                for it in reactions:
                    out.append(Action(seat, "react", (c, it.uid)))
            elif name == "Ninja":
                for it in missions:
                    for t in self._mission_targets(it.payload["effect"], seat):
                        out.append(Action(seat, "react", (c, it.uid, *t)))
            elif name == "Mercenary":
                for it in reactions:
                    out.extend(self._mercenary_uses(seat, c, it, reactions))
        return out

    def _mercenary_uses(
        self, seat: int, card: int, it: StackItem, reactions: list[StackItem]
    ) -> list[Action]:
        effect = it.payload["effect"]
        if effect not in MERCENARY_COPIES:
            return []
        if effect == "Hacker":
            return [Action(seat, "react", (card, it.uid, r.uid)) for r in reactions]
        ans = self.stack.find(it.payload["answers"])
        if ans is None or ans.cancelled:
            return []
        if effect == "Police":
            p = ans.payload
            if seat not in p["targets"] or seat in p["shielded"]:
                return []
        if effect == PROTECTOR and ans.payload["victim"] == seat:
            return []
        return [Action(seat, "react", (card, it.uid))]

    def _legal_pending(self, seat: int) -> list[Action]:
        p = self.pending
        assert p is not None
        if p["kind"] == "detective":
            out = []
            cards = p["cards"]
            for take in cards:
                rest = [c for c in cards if c != take]
                for order in _permutations(rest):
                    out.append(Action(seat, "detective", (take, *order)))
            return out
        return [Action(seat, "choose", (c,)) for c in p["options"]]

    # ------------------------------------------------------------------ doing
    def _do(self, action: Action) -> list[Event]:
        verb = action.verb
        if verb == "play":
            events = self._play(action)
        elif verb == "end":
            events = self._end_turn()
        elif verb == "pass":
            self.stack.pass_priority(action.seat)
            events = [
                Event("Passed", f"{self.seat_name(action.seat)} passed.", {"seat": action.seat})
            ]
        elif verb == "react":
            events = self._react(action)
        elif verb == "choose":
            events = self._choose(action)
        elif verb == "detective":
            events = self._detective(action)
        else:  # pragma: no cover - _legal never lists other verbs
            raise TabletopError(f"unknown verb {verb}")
        events.extend(self._advance())
        self.history.extend(events)
        return events

    def _play(self, action: Action) -> list[Event]:
        seat = action.seat
        card = int(action.args[0])
        d = self.cards[card]
        effect = d["name"] if d["kind"] == "mission" else self.ninja_copy()
        assert effect is not None
        self.hands[seat].remove(card)
        self._to_discard(card)
        self.missions_played += 1
        if effect == "Terrorist":
            targets = self.opponents(seat)
        elif len(action.args) > 1:
            targets = [int(action.args[1])]
        else:
            targets = []
        item = self._push(
            StackItem(
                seat,
                "mission",
                {"card": card, "effect": effect, "targets": targets, "shielded": []},
            )
        )
        return [
            Event(
                "MissionPlayed",
                f"{self.seat_name(seat)} played {self._label_item(item, by=False)}.",
                {
                    "seat": seat,
                    "card": self.describe(card),
                    "effect": effect,
                    "targets": targets,
                    "uid": item.uid,
                },
            )
        ]

    def _react(self, action: Action) -> list[Event]:
        seat = action.seat
        card = int(action.args[0])
        uid = int(action.args[1])
        name = self.name(card)
        it = self.stack.find(uid)
        assert it is not None
        self.hands[seat].remove(card)
        self._to_discard(card)
        if name == "Ninja":
            effect = it.payload["effect"]
            if effect == "Terrorist":
                targets = self.opponents(seat)
            else:
                targets = [int(a) for a in action.args[2:]]
            payload: dict[str, Any] = {
                "card": card,
                "effect": effect,
                "targets": targets,
                "shielded": [],
                "copy_of": uid,
            }
            new = self._push(StackItem(seat, "mission", payload))
        else:
            effect = name
            answers = uid
            payload = {"card": card, "effect": effect}
            if name == "Mercenary":
                effect = it.payload["effect"]
                payload = {"card": card, "effect": effect, "copy_of": uid}
                answers = int(action.args[2]) if effect == "Hacker" else it.payload["answers"]
            payload["answers"] = answers
            new = self._push(StackItem(seat, "reaction", payload))
        return [
            Event(
                "ReactionPlayed",
                f"{self.seat_name(seat)} played {self._label_item(new, by=False)}.",
                {"seat": seat, "card": self.describe(card), "effect": effect, "uid": new.uid},
            )
        ]

    # ------------------------------------------------------------------ resolution
    def _resolve(self, item: StackItem) -> list[Event]:
        p = item.payload
        label = item.label
        if item.cancelled:
            return [Event("StackResolved", f"{label}: cancelled, no effect.", {"uid": item.uid})]
        if item.kind == "threat":
            return self._resolve_threat(item)
        if self.eliminated[item.seat]:
            return [
                Event(
                    "StackResolved",
                    f"{label}: fizzled (its player was eliminated).",
                    {"uid": item.uid},
                )
            ]
        head = Event("StackResolved", f"{label}: resolved.", {"uid": item.uid})
        if item.kind == "reaction":
            return [head, *self._resolve_reaction(item)]
        targets = [t for t in p["targets"] if not self.eliminated[t]]
        if p["effect"] in TARGETED and not targets:
            return [
                Event("StackResolved", f"{label}: fizzled (no target left).", {"uid": item.uid})
            ]
        return [head, *self._resolve_mission(item, targets)]

    def _resolve_reaction(self, item: StackItem) -> list[Event]:
        p = item.payload
        ans = self.stack.find(p["answers"])
        if ans is None or ans.cancelled:
            return []
        effect = p["effect"]
        who = self.seat_name(item.seat)
        if effect == "Police":
            # Police: "Cancel a Mission (or a copy of one) that targets you."
            if ans.payload["effect"] == "Terrorist":
                ans.payload["shielded"].append(item.seat)
                text = f"{who} is shielded from {ans.label}."
            else:
                ans.cancelled = True
                text = f"{ans.label} was cancelled."
        elif effect in ("Decoy", "Bodyguard", "Hacker"):
            ans.cancelled = True
            text = f"{ans.label} was cancelled."
        else:  # Protector: the first one to resolve takes the Target
            if ans.payload["redirect"] is not None:
                return []
            ans.payload["redirect"] = item.seat
            text = f"The Target will go to {who} instead of the discard pile."
        return [Event("ItemCancelled", text, {"uid": ans.uid, "by": item.uid})]

    def _random_discard(self, attacker: int, victim: int, source: str) -> list[Event]:
        """Sniper/Terrorist: a random card (never the Bomb); gold goes on the stack as a threat."""
        choices = [c for c in self.hands[victim] if c != self.bomb]
        if not choices:
            return [
                Event(
                    "NothingHappened",
                    f"{self.seat_name(victim)} had no card that could be discarded.",
                    {"seat": victim},
                )
            ]
        card = choices[self.rng.randrange(len(choices))]
        return self._forced_discard(attacker, victim, card, source, reveals=True)

    def _forced_discard(
        self, attacker: int, victim: int, card: int, source: str, reveals: bool = False
    ) -> list[Event]:
        d = self.cards[card]
        who = self.seat_name(victim)
        if d["gold"]:
            item = self._push(
                StackItem(
                    attacker,
                    "threat",
                    {
                        "victim": victim,
                        "card": card,
                        "name": d["name"],
                        "source": source,
                        "redirect": None,
                    },
                )
            )
            return [
                Event(
                    "GoldThreatened",
                    f"{who} must discard the {d['name']}! ({item.label})",
                    {"seat": victim, "card": self.describe(card), "uid": item.uid},
                    reveals=reveals,
                )
            ]
        self.hands[victim].remove(card)
        self._to_discard(card)
        return [
            Event(
                "CardDiscarded",
                f"{who} discarded {d['name']} ({source}).",
                {"seat": victim, "card": self.describe(card)},
                reveals=reveals,
            )
        ]

    def _take_random(self, taker: int, victim: int) -> list[Event]:
        hand = self.hands[victim]
        if not hand:
            return [
                Event("NothingHappened", f"{self.seat_name(victim)} had no card.", {"seat": victim})
            ]
        card = hand[self.rng.randrange(len(hand))]
        return [self._move(victim, taker, card, "CardStolen", "took")]

    def _move(self, src: int, dst: int, card: int, kind: str, verb: str) -> Event:
        self.hands[src].remove(card)
        self.hands[dst].append(card)
        a, b = self.seat_name(dst), self.seat_name(src)
        n = self.name(card)
        if kind == "CardGiven":
            text, secret = f"{b} gave {a} a card.", f"{b} gave {a} {n}."
        else:
            text, secret = f"{a} {verb} a card from {b}.", f"{a} {verb} {n} from {b}."
        return Event(
            kind,
            text,
            {"from": src, "to": dst},
            secret_text=secret,
            secret_data={"card": self.describe(card)},
            to=frozenset({src, dst}),
            reveals=True,
        )

    def _look(self, seat: int, target: int, source: str) -> Event:
        cards = list(self.hands[target])
        self.seen[seat] = {
            "of": target,
            "source": source,
            "turn": self.turn_number,
            "cards": [self.describe(c) for c in cards],
        }
        names = ", ".join(self.name(c) for c in cards) or "nothing"
        return Event(
            "HandLooked",
            f"{self.seat_name(seat)} looked at {self.seat_name(target)}'s hand ({source}).",
            {"seat": seat, "of": target},
            secret_text=f"{self.seat_name(target)}'s hand: {names}.",
            secret_data={"cards": [self.describe(c) for c in cards]},
            to=frozenset({seat}),
            reveals=True,
        )

    def _resolve_mission(self, item: StackItem, targets: list[int]) -> list[Event]:
        p = item.payload
        effect = p["effect"]
        seat = item.seat
        source = f"{effect} by {self.seat_name(seat)}"
        t = targets[0] if targets else -1
        if effect == "Sniper":
            return self._random_discard(seat, t, source)
        if effect == "Terrorist":
            # "Every opponent discards a random card ..., in turn order from your left."
            events: list[Event] = []
            threats: list[tuple[int, int]] = []
            for v in self.opponents(seat):
                if v in p["shielded"] or v not in targets:
                    continue
                choices = [c for c in self.hands[v] if c != self.bomb]
                if not choices:
                    continue
                card = choices[self.rng.randrange(len(choices))]
                if self.cards[card]["gold"]:
                    threats.append((v, card))
                else:
                    events.extend(self._forced_discard(seat, v, card, source, reveals=True))
            for v, card in reversed(threats):  # the first victim ends on top: resolves first
                events.extend(self._forced_discard(seat, v, card, source, reveals=True))
            return events
        if effect == "Assassin":
            ev = self._look(seat, t, source)
            options = [c for c in self.hands[t] if c != self.bomb]
            if options:
                self.pending = {
                    "kind": "assassin",
                    "seat": seat,
                    "target": t,
                    "options": options,
                    "source": source,
                    "prompt": f"Choose a card of {self.seat_name(t)}'s for them to discard.",
                }
            return [ev]
        if effect == "Infiltrator":
            return self._take_random(seat, t)
        if effect == "Double Agent":
            events = self._take_random(seat, t)
            if self.hands[seat]:
                self.pending = {
                    "kind": "give",
                    "seat": seat,
                    "target": t,
                    "options": list(self.hands[seat]),
                    "source": source,
                    "prompt": f"Choose a card to give to {self.seat_name(t)}.",
                }
            return events
        if effect == "Detective":
            look = [self.draw.pop() for _ in range(min(DETECTIVE_LOOK, len(self.draw)))]
            if not look:
                return [Event("NothingHappened", "The draw pile is empty.", {})]
            self.pending = {
                "kind": "detective",
                "seat": seat,
                "cards": look,
                "source": source,
                "prompt": "Take one card; put the others back on top in the order you choose.",
            }
            return [
                Event(
                    "PileLooked",
                    f"{self.seat_name(seat)} looked at the top {len(look)} cards of the draw pile.",
                    {"seat": seat, "count": len(look)},
                    secret_text="You see: " + ", ".join(self.name(c) for c in look) + ".",
                    secret_data={"cards": [self.describe(c) for c in look]},
                    to=frozenset({seat}),
                    reveals=True,
                )
            ]
        if effect == "Medic":
            # not a card discarded this turn (this Medic included): no Ninja-Medic loops
            options = [c for c in self.discard if c not in self.fresh]
            if not options:
                return [Event("NothingHappened", "There was nothing to take.", {})]
            self.pending = {
                "kind": "medic",
                "seat": seat,
                "options": options,
                "source": source,
                "prompt": "Choose a card from the discard pile to take into your hand.",
            }
            return []
        if effect == "Informant":
            return [self._look(seat, t, source), *self._draw(seat, 1, " (Informant)")]
        if effect == "Courier":
            return self._draw(seat, 2, " (Courier)")
        if effect == "Blackmail":
            if not self.hands[t]:
                return [Event("NothingHappened", f"{self.seat_name(t)} had no card.", {"seat": t})]
            self.pending = {
                "kind": "blackmail",
                "seat": t,
                "target": seat,
                "options": list(self.hands[t]),
                "source": source,
                "prompt": f"Choose a card to give to {self.seat_name(seat)} (Blackmail).",
            }
            return []
        raise TabletopError(f"no effect for {effect}")  # pragma: no cover

    def _resolve_threat(self, item: StackItem) -> list[Event]:
        p = item.payload
        victim, card = p["victim"], p["card"]
        if self.eliminated[victim] or card not in self.hands[victim]:
            return [Event("StackResolved", f"{item.label}: no longer possible.", {"uid": item.uid})]
        self.hands[victim].remove(card)
        to = p["redirect"]
        events = [Event("StackResolved", f"{item.label}: resolved.", {"uid": item.uid})]
        if to is not None and not self.eliminated[to]:
            self.hands[to].append(card)
            events.append(
                Event(
                    "CardTaken",
                    f"{self.seat_name(to)} took the {p['name']} (Protector).",
                    {"seat": to, "from": victim, "card": self.describe(card)},
                )
            )
        else:
            self._to_discard(card)
            events.append(
                Event(
                    "CardDiscarded",
                    f"{self.seat_name(victim)} discarded the {p['name']} ({p['source']}).",
                    {"seat": victim, "card": self.describe(card)},
                )
            )
        return events + self._eliminate(victim, item.seat)

    def _eliminate(self, victim: int, by: int) -> list[Event]:
        self.eliminated[victim] = True
        self.eliminations += 1
        self.stack.drop_seat(victim)
        hand = self.hands[victim]
        self.hands[victim] = []
        bomb_to: int | None = None
        dumped = []
        for c in hand:
            if c == self.bomb:
                # "The Bomb card overrules any other card and cannot be removed from the game."
                left = self.opponents(victim)
                bomb_to = by if not self.eliminated[by] else (left[0] if left else None)
                if bomb_to is None:
                    self.hands[victim].append(c)
                else:
                    self.hands[bomb_to].append(c)
            else:
                self._to_discard(c)
                dumped.append(c)
        text = f"{self.seat_name(victim)} was eliminated"
        if dumped:
            text += "; their hand went to the discard pile: " + ", ".join(
                self.name(c) for c in dumped
            )
        text += "."
        events = [
            Event(
                "PlayerEliminated",
                text,
                {"seat": victim, "by": by, "discarded": [self.describe(c) for c in dumped]},
            )
        ]
        if bomb_to is not None:
            events.append(
                Event(
                    "BombPassed",
                    f"{self.seat_name(victim)} held the Bomb: it went to {self.seat_name(bomb_to)}.",
                    {"from": victim, "to": bomb_to},
                )
            )
        alive = self.survivors()
        if len(alive) <= 1:
            events.extend(self._finish_elimination(alive))
        return events

    # ------------------------------------------------------------------ pending choices
    def _choose(self, action: Action) -> list[Event]:
        p = self.pending
        assert p is not None
        self.pending = None
        card = int(action.args[0])
        seat = action.seat
        kind = p["kind"]
        if kind == "assassin":
            return self._forced_discard(seat, p["target"], card, p["source"])
        if kind == "give":
            return [self._move(seat, p["target"], card, "CardGiven", "gave")]
        if kind == "blackmail":
            return [self._move(seat, p["target"], card, "CardGiven", "gave")]
        # medic: "Some cards like the Medic can retrieve cards from the discard pile."
        self.discard.remove(card)
        self.hands[seat].append(card)
        self.rng.shuffle(self.draw)
        return [
            Event(
                "CardTaken",
                f"{self.seat_name(seat)} took {self.name(card)} from the discard pile.",
                {"seat": seat, "card": self.describe(card)},
            ),
            Event(
                "PileShuffled",
                "The draw pile was reshuffled (search effect).",
                {"count": len(self.draw)},
                reveals=True,
            ),
        ]

    def _detective(self, action: Action) -> list[Event]:
        p = self.pending
        assert p is not None
        self.pending = None
        seat = action.seat
        take = int(action.args[0])
        rest = [int(a) for a in action.args[1:]]
        self.hands[seat].append(take)
        for c in reversed(rest):  # rest is given topmost first
            self.draw.append(c)
        return [
            Event(
                "CardTaken",
                f"{self.seat_name(seat)} took a card and put {len(rest)} back on the draw pile.",
                {"seat": seat, "back": len(rest)},
                secret_text=f"You took {self.name(take)}; on top now: "
                + (", ".join(self.name(c) for c in rest) or "nothing")
                + ".",
                secret_data={"card": self.describe(take)},
                to=frozenset({seat}),
            )
        ]

    # ------------------------------------------------------------------ game end
    def _reveal(self) -> Event:
        self.revealed = [list(h) for h in self.hands]
        return Event(
            "HandsRevealed",
            "All hands were revealed: "
            + "; ".join(
                f"{self.seat_name(s)}: " + (", ".join(self.name(c) for c in h) or "nothing")
                for s, h in enumerate(self.hands)
            ),
            {"hands": [[self.describe(c) for c in h] for h in self.hands]},
            reveals=True,
        )

    def _finish_elimination(self, alive: list[int]) -> list[Event]:
        self.end_reason = "elimination"
        events = [self._reveal()]
        if alive and self.bomb not in self.hands[alive[0]]:
            w = alive[0]
            self.win_reasons = {w: "last player standing"}
            text = f"{self.seat_name(w)} is the last player standing and wins!"
            self.over = Result((w,), text, {s: float(s == w) for s in range(self.num_seats)})
        else:
            text = "The last player standing holds the Bomb: nobody wins."
            self.over = Result((), text, {s: 0.0 for s in range(self.num_seats)})
        events.append(Event("GameEnded", text, {"winners": list(self.over.winners)}))
        return events

    def _finish_pile(self) -> list[Event]:
        # "When the draw pile is depleted, all players must reveal their cards in hand. Whoever
        # has the Bomb card automatically loses. Whoever has the Target card wins the game."
        self.end_reason = "pile"
        events = [self._reveal()]
        alive = [s for s in self.survivors() if self.bomb not in self.hands[s]]
        reasons: dict[int, str] = {}
        for s in alive:
            names = {self.name(c) for c in self.hands[s]}
            if TARGET in names:
                reasons[s] = "holds the Target"
            elif PACKAGE in names and len(self.hands[s]) >= PACKAGE_CARDS:
                reasons[s] = f"holds the Package with {len(self.hands[s])} cards"
        if not reasons and alive:
            most = max(len(self.hands[s]) for s in alive)
            reasons = {
                s: f"holds the most cards ({most})" for s in alive if len(self.hands[s]) == most
            }
        self.win_reasons = reasons
        winners = tuple(sorted(reasons))
        bomb = self.holder_of(BOMB)
        parts = []
        if bomb is not None:
            parts.append(f"{self.seat_name(bomb)} holds the Bomb and loses")
        parts.extend(f"{self.seat_name(s)} {r} and wins" for s, r in sorted(reasons.items()))
        text = "The draw pile is empty. " + ("; ".join(parts) or "Nobody wins") + "."
        self.over = Result(winners, text, {s: float(s in reasons) for s in range(self.num_seats)})
        events.append(Event("GameEnded", text, {"winners": list(winners)}))
        return events

    def result(self) -> Result | None:
        return self.over

    # ------------------------------------------------------------------ explanations
    def why_illegal(self, action: Action) -> str:
        seat, verb, args = action.seat, action.verb, action.args
        verbs = ("play", "end", "pass", "react", "choose", "detective")
        if verb not in verbs:
            return f"Unknown move {verb!r}: the moves are " + ", ".join(verbs) + "."
        if self.pending is not None:
            if seat == self.pending["seat"]:
                want = "detective" if self.pending["kind"] == "detective" else "choose"
                if verb != want:
                    return f"First finish {self.pending['source']}: {self.pending['prompt']}"
                return self._why_choice(action)
            return f"Waiting for {self.seat_name(self.pending['seat'])} to choose."
        if verb in ("choose", "detective"):
            return "There is no choice to make now."
        card = args[0] if args else None
        if verb in ("play", "react"):
            if not isinstance(card, int) or not 0 <= card < len(self.cards):
                return "Name a card by its id (0 to 51)."
            if card not in self.hands[seat]:
                return f"You do not hold that {self.name(card)}."
        if verb == "play":
            return self._why_play(action, card)  # type: ignore[arg-type]
        if verb == "end":
            if self.stack:
                return "Wait until the stack has resolved."
            return f"It is {self.seat_name(self.turn)}'s turn, not yours."
        if verb == "pass":
            if not self.stack:
                return "There is nothing on the stack to pass on; use end to end your turn."
            return "You have already passed in this reaction window."
        return self._why_react(action, card)  # type: ignore[arg-type]

    def _why_play(self, action: Action, card: int) -> str:
        seat = action.seat
        d = self.cards[card]
        if d["kind"] == "gold":
            return f"The {d['name']} cannot be played."
        if d["kind"] == "reaction" and not d["as_mission"]:
            return f"{d['name']} is a Reaction: it can only answer a card on the stack."
        if seat != self.turn:
            return f"It is {self.seat_name(self.turn)}'s turn (rules: '{RULE_MISSION_TURN}')"
        if self.stack:
            return "Wait until the stack has resolved before playing another Mission."
        if self.missions_played >= MAX_MISSIONS:
            return (
                f"You have already played {MAX_MISSIONS} Missions this turn "
                "(rules: 'Play up to 3 Mission cards')."
            )
        effect = d["name"] if d["kind"] == "mission" else self.ninja_copy()
        if effect is None:
            return (
                "A Ninja played as a Mission copies a Mission in the discard pile: there is none."
            )
        rest = action.args[1:]
        if effect in TARGETED:
            if len(rest) != 1 or not isinstance(rest[0], int):
                return f"{effect} needs an opponent as target: play {card} SEAT."
            t = rest[0]
            if t == seat:
                return f"{effect} must target an opponent, not yourself."
            if not 0 <= t < self.num_seats:
                return f"There is no seat {t}."
            if self.eliminated[t]:
                return f"{self.seat_name(t)} has been eliminated."
        elif rest:
            return f"{effect} takes no target."
        return "That move is not allowed right now."

    def _why_react(self, action: Action, card: int) -> str:
        seat = action.seat
        d = self.cards[card]
        if d["kind"] != "reaction":
            if d["kind"] == "mission":
                return f"{d['name']} is a Mission: play it on your turn with play."
            return f"The {d['name']} cannot be played."
        if not self.stack:
            return f"{d['name']} can only answer a card on the stack (rules: '{RULE_REACTION}')"
        if seat not in self.stack.waiting_on():
            return "You have already passed in this reaction window."
        uid = action.args[1] if len(action.args) > 1 else None
        it = self.stack.find(uid) if isinstance(uid, int) else None
        if it is None:
            return "Name the stack item to answer by its number."
        if it.cancelled:
            return f"{it.label} is already cancelled."
        name = d["name"]
        needs = {
            "Police": "a Mission that targets you",
            "Decoy": "a threat on one of your own gold cards",
            "Bodyguard": "a threat on a gold card",
            PROTECTOR: "a threat on another player's Target",
            "Hacker": "a Reaction",
            "Ninja": "a Mission (and an opponent as target when the Mission needs one)",
            "Mercenary": "a Police, Bodyguard, Protector or Hacker you could play yourself",
        }
        return f"{name} can only answer {needs.get(name, 'something else')}."

    def _why_choice(self, action: Action) -> str:
        p = self.pending
        assert p is not None
        if p["kind"] == "detective":
            return (
                "Take one of the cards you see, then list all the others, topmost first: "
                "detective TAKE REST..."
            )
        if p["kind"] == "assassin" and action.args and action.args[0] == self.bomb:
            return "The Bomb cannot be discarded."
        return "Choose one of the cards offered."

    # ------------------------------------------------------------------ views
    def _item_dict(self, it: StackItem) -> dict[str, Any]:
        p = it.payload
        d: dict[str, Any] = {
            "uid": it.uid,
            "kind": it.kind,
            "label": it.label,
            "seat": it.seat,
            "cancelled": it.cancelled,
        }
        if it.kind == "threat":
            d.update(
                card=self.name(p["card"]),
                card_id=p["card"],
                effect="discard",
                targets=[p["victim"]],
                victim=p["victim"],
                redirect=p["redirect"],
            )
        else:
            d.update(
                card=self.name(p["card"]),
                card_id=p["card"],
                effect=p["effect"],
                targets=list(p.get("targets", [])),
                answers=p.get("answers"),
                shielded=list(p.get("shielded", [])),
            )
        return d

    def _pending_view(self, seat: int | None) -> dict[str, Any] | None:
        p = self.pending
        if p is None:
            return None
        out: dict[str, Any] = {
            "kind": p["kind"],
            "seat": p["seat"],
            "source": p["source"],
            "prompt": f"{self.seat_name(p['seat'])} is choosing ({p['source']}).",
        }
        if seat != p["seat"]:
            if p["kind"] == "detective":
                out["count"] = len(p["cards"])
            return out
        out["prompt"] = p["prompt"]
        if p["kind"] == "detective":
            out["cards"] = [self.describe(c) for c in p["cards"]]
            out["options"] = [self.describe(c) for c in p["cards"]]
        else:
            out["options"] = [self.describe(c) for c in p["options"]]
        if p["kind"] == "assassin":
            out["revealed"] = [self.describe(c) for c in self.hands[p["target"]]]
            out["target"] = p["target"]
        elif "target" in p:
            out["target"] = p["target"]
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        over = self.over
        v: dict[str, Any] = {
            "game": self.NAME,
            "seat": seat,
            "seats": self.num_seats,
            "names": list(self.player_names),
            "turn": self.turn,
            "turn_number": self.turn_number,
            "missions_played": self.missions_played,
            "missions_left": MAX_MISSIONS - self.missions_played,
            "phase": (
                "over" if over else "choice" if self.pending else "window" if self.stack else "turn"
            ),
            "active": self.active_seats(),
            "hand": [self.describe(c) for c in self.hands[seat]] if seat is not None else None,
            "hand_counts": [len(h) for h in self.hands],
            "draw_count": len(self.draw),
            "discard": [self.describe(c) for c in self.discard],
            "stack": [self._item_dict(i) for i in self.stack.items],
            "waiting_on": self.stack.waiting_on(),
            "eliminated": [s for s in range(self.num_seats) if self.eliminated[s]],
            "pending": self._pending_view(seat),
            "seen": dict(self.seen[seat]) if seat is not None and seat in self.seen else None,
            "events": [e.for_seat(seat) for e in self.history[-EVENTS_IN_VIEW:]],
            "result": over.to_dict() if over else None,
            "revealed_hands": (
                [[self.describe(c) for c in h] for h in self.revealed]
                if self.revealed is not None
                else None
            ),
        }
        if over:
            v["end_reason"] = self.end_reason
            v["win_reasons"] = {str(k): r for k, r in self.win_reasons.items()}
        return v

    def state_dict(self) -> dict[str, Any]:
        return {
            "seats": self.num_seats,
            "hands": [[self.name(c) + f"#{c}" for c in h] for h in self.hands],
            "draw": list(self.draw),
            "discard": list(self.discard),
            "eliminated": list(self.eliminated),
            "turn": self.turn,
            "turn_number": self.turn_number,
            "missions_played": self.missions_played,
            "fresh": sorted(self.fresh),
            "stack": self.stack.to_dict(),
            "pending": self.pending,
            "seen": {str(k): v for k, v in self.seen.items()},
            "result": self.over.to_dict() if self.over else None,
            "end_reason": self.end_reason,
            "events": len(self.history),
            "rng": self.rng.state(),
        }

    def scramble_hidden(self, seat: int, rng: random.Random) -> None:
        """Permute every card identity ``seat`` cannot see: other hands, the draw pile, and the
        cards a Detective is looking at (unless ``seat`` is that Detective)."""
        if self.over is not None:
            return
        keep = {seat}
        p = self.pending
        if p is not None and p["kind"] == "assassin" and p["seat"] == seat:
            keep.add(p["target"])
        zones: list[list[int]] = [h for s, h in enumerate(self.hands) if s not in keep]
        zones.append(self.draw)
        if p is not None and p["kind"] == "detective" and p["seat"] != seat:
            zones.append(p["cards"])
        pool = [c for z in zones for c in z]
        rng.shuffle(pool)
        i = 0
        for z in zones:
            z[:] = pool[i : i + len(z)]
            i += len(z)
        if p is not None and p["seat"] != seat:
            # keep the (unseen) pending options consistent with the scrambled hands
            if p["kind"] == "assassin":
                p["options"] = [c for c in self.hands[p["target"]] if c != self.bomb]
            elif p["kind"] in ("give", "blackmail"):
                p["options"] = list(self.hands[p["seat"]])

    def card_inventory(self) -> list[int]:
        cards = [c for h in self.hands for c in h] + self.draw + self.discard
        if self.pending is not None and self.pending["kind"] == "detective":
            cards += self.pending["cards"]
        return sorted(cards)

    def metrics(self) -> dict[str, float]:
        reasons = " ".join(self.win_reasons.values())
        return {
            "eliminations": float(self.eliminations),
            "turns": float(self.turn_number),
            "end_pile": float(self.end_reason == "pile"),
            "end_elimination": float(self.end_reason == "elimination"),
            "win_target": float("Target" in reasons),
            "win_package": float("Package" in reasons),
            "win_most_cards": float("most cards" in reasons),
            "win_last_standing": float("last player" in reasons),
            "no_winner": float(self.over is not None and not self.over.winners),
            "winners": float(len(self.over.winners)) if self.over else 0.0,
        }

    # ------------------------------------------------------------------ scenarios
    def set_position(self, position: dict[str, Any]) -> None:
        """Scenario positions (documented in docs/scenarios.md, Espionage section)."""
        known = {"hands", "draw", "discard", "rest", "turn", "eliminated", "missions_played"}
        for k in position:
            if k not in known:
                raise TabletopError(
                    f"Espionage position has no key {k!r}; keys: {', '.join(sorted(known))}"
                )
        free = list(range(len(self.cards)))

        def take(name: Any, where: str) -> int:
            if not isinstance(name, str):
                raise TabletopError(f"{where}: a card is given by its name, not {name!r}")
            for c in free:
                if self.names_by_id[c].lower() == name.lower():
                    free.remove(c)
                    return c
            if name.lower() not in {n.lower() for n in self.names_by_id}:
                raise TabletopError(f"{where}: there is no Espionage card called {name!r}")
            raise TabletopError(f"{where}: no {name} left (the deck has only so many)")

        raw_hands = position.get("hands", {})
        if isinstance(raw_hands, list):
            raw_hands = {str(i): h for i, h in enumerate(raw_hands)}
        hands: list[list[int]] = [[] for _ in range(self.num_seats)]
        for key, names in raw_hands.items():
            try:
                s = int(key)
            except ValueError:
                raise TabletopError(f"position.hands: {key!r} is not a seat number") from None
            if not 0 <= s < self.num_seats:
                raise TabletopError(f"position.hands: there is no seat {s}")
            hands[s] = [take(n, f"position.hands.{s}") for n in names]
        draw_top_first = [take(n, "position.draw") for n in position.get("draw", [])]
        discard_top_first = [take(n, "position.discard") for n in position.get("discard", [])]
        rest = position.get("rest", "draw")
        if rest not in ("draw", "discard"):
            raise TabletopError("position.rest must be 'draw' or 'discard'")
        self.rng.shuffle(free)
        draw = list(reversed(draw_top_first))
        discard = list(reversed(discard_top_first))
        if rest == "draw":
            draw = free + draw
        else:
            discard = free + discard
        eliminated = [False] * self.num_seats
        for s in position.get("eliminated", []):
            if not isinstance(s, int) or not 0 <= s < self.num_seats:
                raise TabletopError(f"position.eliminated: there is no seat {s!r}")
            if hands[s]:
                raise TabletopError(f"position: eliminated seat {s} cannot hold cards")
            eliminated[s] = True
        if sum(not e for e in eliminated) < 2:
            raise TabletopError("position: at least two players must remain")
        turn = position.get("turn", 0)
        if not isinstance(turn, int) or not 0 <= turn < self.num_seats or eliminated[turn]:
            raise TabletopError(f"position.turn: {turn!r} is not a surviving seat")
        mp = position.get("missions_played", 0)
        if not isinstance(mp, int) or not 0 <= mp <= MAX_MISSIONS:
            raise TabletopError("position.missions_played must be 0 to 3")
        self.hands, self.draw, self.discard = hands, draw, discard
        self.eliminated = eliminated
        self.turn, self.missions_played = turn, mp
        self.fresh = set()
        self.stack = ResponseStack()
        self.pending = None
        self.seen = {}
        self.over = None
        self.revealed = None
        self.history.append(
            Event("PositionSet", f"Scenario position set: {self.seat_name(turn)}'s turn.", {})
        )


def _permutations(items: list[int]) -> list[tuple[int, ...]]:
    if len(items) <= 1:
        return [tuple(items)]
    out = []
    for i, x in enumerate(items):
        for rest in _permutations(items[:i] + items[i + 1 :]):
            out.append((x, *rest))
    return out
