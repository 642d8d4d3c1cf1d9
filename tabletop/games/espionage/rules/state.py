"""Espionage set-up and the state's helpers: the card data, the zones, names and labels, and the
small moves every effect is built from (draw, discard, steal, look, push on the stack)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from tabletop.engine.cards import Field, load_cards
from tabletop.engine.effects import EffectCall
from tabletop.engine.errors import CardDataError, TabletopError
from tabletop.engine.events import Event
from tabletop.engine.game import Game, Result
from tabletop.engine.prompt import Choice
from tabletop.engine.stack import ResponseStack, StackItem
from tabletop.engine.zones import HIDDEN, OWNER, PUBLIC, Zone

CARD_SCHEMA: dict[str, Field] = {
    "kind": Field(str, choices=("gold", "mission", "reaction")),
    "gold": Field(bool, required=False, default=False),
    "as_mission": Field(bool, required=False, default=False),
    "target": Field(str, required=False, default="none", choices=("none", "opponent", "every")),
    "effect": Field((str, dict, list), required=False, default=None),
}
CARDS_FILE = Path(__file__).resolve().parent.parent / "cards.toml"

HAND_SIZE = 2
DRAW_PER_TURN = 2
MAX_MISSIONS = 3
PACKAGE_CARDS = 10
EVENTS_IN_VIEW = 30

BOMB = "Bomb"
TARGET = "Target"
PACKAGE = "Package"

RULE_MISSION_TURN = "Mission cards can only be played during the current player's turn."
RULE_REACTION = (
    "Reaction cards can be played during any player's turn, mostly to prevent an opponent's "
    "card or copy another card's effect."
)


def load_deck(path: Path) -> tuple[tuple[dict[str, Any], ...], dict[str, list[EffectCall]]]:
    """The card instances (index = card id) of a cards file and each card's checked effects.

    An unknown effect verb or a bad parameter fails here, naming the file, card and field."""
    from tabletop.games.espionage.effects import EFFECTS, MISSION_VERBS, REACTION_VERBS

    cards = load_cards(path, CARD_SCHEMA)
    calls = EFFECTS.check_cards(cards, str(path))
    for i, c in enumerate(cards):
        verbs = [v for v, _ in calls[c["name"]]]
        allowed = {"mission": MISSION_VERBS, "reaction": REACTION_VERBS, "gold": frozenset()}
        wrong = [v for v in verbs if v not in allowed[c["kind"]]]
        if wrong:
            raise CardDataError(
                f"{path}: card #{i + 1} ({c['name']!r}): field 'effect': {wrong[0]!r} is not "
                f"an effect of a {c['kind']} card"
            )
        if c["kind"] == "reaction" and len(verbs) != 1:
            raise CardDataError(
                f"{path}: card #{i + 1} ({c['name']!r}): field 'effect': a Reaction has "
                "exactly one effect verb"
            )
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
                    "target": c["target"],
                }
            )
    return tuple(out), calls


@cache
def deck() -> tuple[tuple[dict[str, Any], ...], dict[str, list[EffectCall]]]:
    cards, calls = load_deck(CARDS_FILE)
    if len(cards) != 52:
        raise TabletopError(f"the Espionage deck must have 52 cards, cards.toml gives {len(cards)}")
    return cards, calls


def card_data() -> tuple[dict[str, Any], ...]:
    """The 52 card instances (index = card id), expanded from ``cards.toml``."""
    return deck()[0]


@cache
def targeted() -> frozenset[str]:
    """Names of the Missions whose player names one opponent."""
    return frozenset(c["name"] for c in card_data() if c["target"] == "opponent")


class EspionageBase(Game):
    """The state and its helpers; the flow, legality and views are mixins on top."""

    NAME = "espionage"
    TITLE = "Espionage"
    MIN_SEATS = 2
    MAX_SEATS = 6
    MAX_ACTIONS = 20000
    #: ``clone``: the deck's card data, made once at set-up; past events only grow
    CLONE_SHARED = frozenset({"cards", "calls", "target_mode", "names_by_id", "react_verbs"})
    CLONE_SHALLOW = frozenset({"history"})

    # ------------------------------------------------------------------ setup
    def setup(self) -> None:
        self.cards, self.calls = deck()
        self.targeted = targeted()
        self.target_mode = {c["name"]: c["target"] for c in self.cards}
        #: each card's Reaction verb (None for other cards), by card id
        self.react_verbs: tuple[str | None, ...] = tuple(
            self.calls[c["name"]][0][0] if c["kind"] == "reaction" else None for c in self.cards
        )
        self.names_by_id = tuple(c["name"] for c in self.cards)
        self.bomb = self.names_by_id.index(BOMB)
        self.player_names = [f"Player {i + 1}" for i in range(self.num_seats)]
        # zones (the lists below are aliases of the zones' cards: never rebound)
        self.hand_zones: list[Zone] = self.zones.add_per_seat("hand", self.num_seats, OWNER)
        self.hands: list[list[int]] = [z.cards for z in self.hand_zones]
        self.draw: list[int] = self.zones.add(
            "draw", HIDDEN, cards=range(len(self.cards)), kind="deck", ordered=True
        ).cards  # top = end
        self.discard: list[int] = self.zones.add("discard", PUBLIC).cards  # top = end
        #: the Detective's look: hidden but for its viewer (``Zone.viewers``)
        self.look_zone = self.zones.add("look", HIDDEN, kind="look")
        self.look: list[int] = self.look_zone.cards
        self.fresh: set[int] = set()  # cards that reached the discard pile this turn
        self.eliminated: list[bool] = [False] * self.num_seats
        self.turn = 0
        self.turn_number = 0
        self.missions_played = 0
        #: a move took the last card of the draw pile (the game ends once it is carried out)
        self.depleted = False
        # the options' readings, looked up once (``settle`` runs after every move)
        self.pile_at_once = self.options["pile_end"] == "at-once"
        self.last_standing = self.options["elimination"] == "last-standing"
        self.hacker_copies = self.options["hacker"] == "reaction-cards"
        self.stack = ResponseStack()
        self.seen: dict[int, dict[str, Any]] = {}
        self.history: list[Event] = []
        self.over: Result | None = None
        self.end_reason = ""
        self.win_reasons: dict[int, str] = {}
        self.revealed = False
        self.eliminations = 0
        self.rng.shuffle(self.draw)
        for _ in range(HAND_SIZE):
            for s in range(self.num_seats):
                self.hands[s].append(self.draw.pop())
        self.history.append(
            Event("GameStarted", f"{self.num_seats} players were dealt {HAND_SIZE} cards each.")
        )
        self.history.extend(self._start_turn(0))
        self._sync_phase()

    # hooks the flow mixin provides
    def _start_turn(self, seat: int) -> list[Event]:
        raise NotImplementedError

    def _sync_phase(self) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ helpers
    def current_seat(self) -> int:
        return self.turn

    def seats_in_play(self) -> list[int]:
        return self.survivors()

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

    def describe_card(self, card: int) -> Any:
        return self.describe(card)

    def pinned(self) -> set[int]:
        """A gold card named by a threat on the stack is seen by everyone, in its hand."""
        return {it.payload["card"] for it in self.stack.items if it.kind == "threat"}

    def follow_redeal(self, seat: int, moved: dict[int, int]) -> None:
        """An Assassin chooses among the cards of the hand he looks at but the Bomb: after a
        re-deal for another seat, among those of the new hand. What another seat saw of a hand
        (``seen``: an Assassin's or an Informant's look) names the cards now in their places,
        so its bot in the search's playouts acts on the re-dealt hand, not on the real one."""
        super().follow_redeal(seat, moved)
        for s, rec in list(self.seen.items()):
            if s != seat and any(c["id"] in moved for c in rec["cards"]):
                now = [self.describe(moved.get(c["id"], c["id"])) for c in rec["cards"]]
                self.seen[s] = rec | {"cards": now}
        p = self.prompt
        if p is not None and p.kind == "assassin" and p.seat != seat:
            cards = [c for c in self.hands[p.data["target"]] if c != self.bomb]
            if cards:
                p.options = [Choice(c, self.name(c), c) for c in cards]

    def holder_of(self, name: str) -> int | None:
        for s in range(self.num_seats):
            if any(self.names_by_id[c] == name for c in self.hands[s]):
                return s
        return None

    def result(self) -> Result | None:
        return self.over

    def scores(self) -> dict[int, float]:
        return dict(self.over.scores) if self.over is not None else {}

    # ------------------------------------------------------------------ the stack
    def _label_item(self, item: StackItem, by: bool = True) -> str:
        """ "Sniper by Ann on Bob" for the stack (an answer: "Bodyguard by Bob against Sniper by
        Ann (#2)"); without "by Ann" in "Ann played ..." lines."""
        p = item.payload
        who = f" by {self.seat_name(item.seat)}" if by else ""
        if item.kind == "threat":
            return f"{self.seat_name(p['victim'])} must discard {p['name']} ({p['source']})"
        card = self.name(p["card"])
        title = card if card == p["effect"] else f"{card} (as {p['effect']})"
        if item.kind == "mission":
            if self.target_mode[p["effect"]] == "every":
                return f"{title}{who} on every opponent"
            if p["targets"]:
                return f"{title}{who} on {self.seat_name(p['targets'][0])}"
            return f"{title}{who}"
        ans = self.stack.find(p["answers"])
        what = ans.payload.get("short", "?") if ans else "?"
        return f"{title}{who} against {what}"

    def _short(self, item: StackItem) -> str:
        """An item as its answers name it: a copy by its card and what it copies ("Hacker by
        Bob against Ninja (as Blackmail) by Ann (#3)"; it read "against Blackmail by Ann", the
        Mission under it, which a Hacker cannot touch)."""
        p = item.payload
        if item.kind == "threat":
            return f"{p['name']} of {self.seat_name(p['victim'])} (#{item.uid})"
        card = self.name(p["card"])
        title = card if card == p["effect"] else f"{card} (as {p['effect']})"
        return f"{title} by {self.seat_name(item.seat)} (#{item.uid})"

    def _push(self, item: StackItem) -> StackItem:
        self.stack.push(item, self.survivors())
        item.payload["short"] = self._short(item)
        item.label = self._label_item(item)
        return item

    def _live(self, kind: str) -> list[StackItem]:
        return [i for i in self.stack.items if i.kind == kind and not i.cancelled]

    # ------------------------------------------------------------------ small moves
    def _to_discard(self, card: int) -> None:
        self.discard.append(card)
        self.fresh.add(card)

    def _draw(self, seat: int, n: int, why: str) -> list[Event]:
        events = []
        for _ in range(n):
            if not self.draw:
                break
            c = self.draw.pop()
            if not self.draw:
                self.depleted = True
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

    def _forced_discard(
        self, attacker: int, victim: int, card: int, source: str, reveals: bool = False
    ) -> list[Event]:
        """Discard ``card`` from ``victim``'s hand; a gold card goes on the stack as a threat."""
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
                    f"{who} must discard the {d['name']}! ({source})",
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

    def _random_pick(self, victim: int) -> int | None:
        """A random card of ``victim``'s hand that may be discarded (never the Bomb)."""
        choices = [c for c in self.hands[victim] if c != self.bomb]
        if not choices:
            return None
        return choices[self.rng.randrange(len(choices))]

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
        """``seat`` looks at ``target``'s hand: remembered in ``seen`` (only that seat's view)."""
        cards = list(self.hands[target])
        self.zones.note_known(seat, cards, self.hand_zones[target])
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

    def ninja_copy(self) -> str | None:
        """The Mission a Ninja played as a Mission would copy (topmost in the discard pile)."""
        for c in reversed(self.discard):
            d = self.cards[c]
            if d["kind"] == "mission":
                return str(d["name"])
        return None
