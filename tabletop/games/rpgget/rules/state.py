"""RPG Get! state: zones, set-up, card instances and their wounds and ailments, drawing,
damage, kills, coin flips, the end of the game, the seat view and the full state."""

from __future__ import annotations

from typing import Any

from tabletop.collection.decktext import deck_option
from tabletop.engine.errors import TabletopError
from tabletop.engine.events import Event
from tabletop.engine.game import Game, Result
from tabletop.engine.zones import HIDDEN, OWNER, PUBLIC, Zone
from tabletop.games.rpgget.cards import CardDef, card_defs, deck_problems, decks, ready_lists
from tabletop.games.rpgget.effects import STATUSES

HAND = 9
BANK_LIMIT = 20
START_RP = 5
WIN_VP = 10
DECKING_VP = 2
PER_SEAT = ("deck", "hand", "bank", "inventory", "party", "unconscious", "score", "discard", "out")
ICONS = {
    "poison": "PSN",
    "paralysis": "PAR",
    "stun": "STN",
    "block": "BLK",
    "confusion": "CNF",
    "sleep": "SLP",
}


_STATIC: dict[str, dict[str, Any]] = {}
#: a card's description without its changing parts, by (card, owner, name): every view copies
#: it (a search builds thousands of views a second)
_BASE: dict[tuple[int, int, str], dict[str, Any]] = {}


class RpgState(Game):
    """Zones and the bookkeeping every role of the rules shares."""

    #: card data of the cards in play: lists that only grow, copied one level deep (``clone``)
    CLONE_SHALLOW = frozenset({"defs", "owner_of"})

    #: a seat's deck: option ``deck<seat>`` (``deck0``/``deck1`` are also listed in ``OPTIONS``
    #: with the ready decks; any seat may be given a deck list)
    DECK_OPTIONS = tuple(f"deck{i}" for i in range(4))

    @classmethod
    def check_options(cls, options: dict[str, Any]) -> dict[str, Any]:
        """The options, plus ``deck0``..``deck3``: ``auto``, a ready deck's key or a deck list
        (``collection/decktext.py``: one line per card, count and name) of any legal deck; an
        illegal deck is refused with the rule it breaks ("Deck Limits": exactly 80 cards,
        copies unlimited). The deck list stays in the options, so a save records it and replays
        it."""
        given = {k: v for k, v in options.items() if k in cls.DECK_OPTIONS}
        listed = {o.name: o.choices for o in cls.OPTIONS}
        plain = {k: v for k, v in given.items() if v in listed.get(k, ())}
        rest = {k: v for k, v in options.items() if k not in given or k in plain}
        out = super().check_options(rest)
        for key, value in sorted(given.items()):
            if key in plain or value == "auto":
                out[key] = value
                continue
            names = deck_option(value, ready_lists(), card_defs())
            problems = deck_problems(names)
            if problems:
                raise TabletopError(
                    f"player {int(key[4:]) + 1}'s deck cannot be played: " + "; ".join(problems)
                )
            out[key] = value
        return dict(out)

    def setup(self) -> None:
        n = self.num_seats
        opts = self.options
        all_decks = decks()
        lists: list[list[str]] = []
        keys = list(all_decks)
        self.deck_keys: list[str] = []
        for key in self.DECK_OPTIONS[n:]:
            if opts.get(key, "auto") != "auto":
                raise TabletopError(f"{key} names a deck for a seat not at this table of {n}")
        for s in range(n):
            key = str(opts.get(f"deck{s}", "auto"))
            if key == "auto":
                key = keys[s % len(keys)]
            if key in all_decks:
                lists.append(list(all_decks[key]["cards"]))
            else:  # a deck list, checked by check_options
                lists.append(deck_option(key, ready_lists(), card_defs()))
                key = "custom"
            self.deck_keys.append(key)
        self._build(lists)
        for s in range(n):
            self.rng.shuffle(self.zones.of("deck", s).cards)
            self.draw(s, HAND)
        first = opts.get("first", "random")
        self.first = self.rng.randrange(n) if first == "random" else int(first) % n
        self.current = self.first
        self.flow.phase = "setup"
        self.flow.seats = [self.first]

    def _build(self, lists: list[list[str]]) -> None:
        defs = card_defs()
        n = self.num_seats
        self.defs: list[CardDef] = []
        self.owner_of = []
        for s, names in enumerate(lists):
            for name in names:
                self.defs.append(defs[name])
                self.owner_of.append(s)
        for kind in PER_SEAT:
            vis = {"deck": HIDDEN, "hand": OWNER, "bank": OWNER}.get(kind, PUBLIC)
            self.zones.add_per_seat(kind, n, vis)
        self.zones.add("arena", PUBLIC)  # enemies in the attempt
        self.zones.add("asleep", PUBLIC)  # enemies removed by Sleep
        self.zones.add("mission", PUBLIC)  # the mission being attempted
        self.zones.add("resolving", PUBLIC)  # an Event or Roadblock while its effect runs
        for c, s in enumerate(self.owner_of):
            self.zones.of("deck", s).cards.append(c)
        self.rp = [START_RP] * n
        self.dmg: dict[int, int] = {}
        self.status: dict[int, list[str]] = {}
        self.rec_used: dict[int, int] = {}
        self.ability_used: list[int] = []
        self.flipped: list[int] = []
        self.turn_no = 0
        self.turn_start = [0] * n
        self.out: list[int] = []  # seats that lost and sit out
        self.winner: int | None = None
        self.end_text = ""
        self.attempt: dict[str, Any] | None = None
        self.pending: dict[str, Any] | None = None
        self.window: dict[str, Any] | None = None
        self.attempted = False
        self.redrawn = False
        self.mulligans = [0] * n
        self.queued: list[dict[str, Any]] = []

    # ------------------------------------------------------------------ lookups
    @property
    def rev5(self) -> bool:
        """Option ``readings = "revision-5"``: the set-up, timing and choice readings of rules
        revision 5 and earlier (saves of those revisions replay under them)."""
        return self.options.get("readings") == "revision-5"

    def seats_in_play(self) -> list[int]:
        return [s for s in range(self.num_seats) if s not in self.out]

    def party(self, seat: int) -> list[int]:
        return self.zones.of("party", seat).cards

    def hand(self, seat: int) -> list[int]:
        return self.zones.of("hand", seat).cards

    def controller(self, card: int) -> int:
        return self.owner_of[card]

    def hp_left(self, card: int) -> int:
        return self.defs[card].hp - self.dmg.get(card, 0)

    def has(self, card: int, status: str) -> bool:
        return status in self.status.get(card, ())

    def is_fighter(self, card: int) -> bool:
        return self.defs[card].type in ("character", "enemy")

    def attempter(self) -> int:
        return int(self.attempt["seat"]) if self.attempt else self.current

    def vp(self, seat: int) -> int:
        return sum(self.defs[c].vp for c in self.zones.of("score", seat).cards)

    def scores(self) -> dict[int, float]:
        return {s: float(self.vp(s)) for s in range(self.num_seats)}

    def result(self) -> Result | None:
        if self.winner is None:
            return None
        return Result((self.winner,), self.end_text, self.scores())

    def card_name(self, card: int) -> str | None:
        return self.defs[card].name if 0 <= card < len(self.defs) else None

    # ------------------------------------------------------------------ cards moving
    def draw(self, seat: int, n: int) -> list[Event]:
        deck = self.zones.of("deck", seat)
        hand = self.zones.of("hand", seat)
        k = 0
        while k < n and deck.cards:
            hand.cards.append(deck.cards.pop())
            k += 1
        if not k:
            return []
        return [Event("CardDrawn", f"{self.seat_name(seat)} drew {k}.", {"seat": seat, "n": k})]

    def discard(self, card: int, src: Zone) -> Event:
        s = self.owner_of[card]
        self.zones.move(card, src, self.zones.of("discard", s))
        self.dmg.pop(card, None)
        self.status.pop(card, None)
        self.rec_used.pop(card, None)
        return Event(
            "CardDiscarded", f"{self.defs[card].name} was discarded.", {"seat": s, "card": card}
        )

    def destroy_bank(self, seat: int, n: int) -> list[Event]:
        bank = self.zones.of("bank", seat)
        out: list[Event] = []
        for _ in range(n):
            if not bank.cards:
                break
            out.append(self.discard(self.rng.choice(bank.cards), bank))
        return out or [Event("NothingHappened", "The bank is empty.")]

    # ------------------------------------------------------------------ wounds and ailments
    def flip_coin(self, why: str) -> tuple[bool, Event]:
        """A coin flip from the game's seeded RNG."""
        heads = self.rng.randrange(2) == 0
        side = "heads" if heads else "tails"
        return heads, Event("CoinFlipped", f"Coin ({why}): {side}.", {"heads": heads}, reveals=True)

    def add_status(self, card: int, status: str) -> list[Event]:
        st = self.status.setdefault(card, [])
        if status in st:
            return []
        st.append(status)
        ev = [
            Event(
                "StatusGained",
                f"{self.defs[card].name}: {status}.",
                {"card": card, "status": status},
            )
        ]
        if status == "sleep" and self.attempt is not None:
            ev.extend(self.fall_asleep(card))
        return ev

    def remove_status(self, card: int, status: str | None) -> list[Event]:
        st = self.status.get(card)
        if not st:
            return []
        gone = list(st) if status is None else [status] if status in st else []
        if not gone:
            return []
        for s in gone:
            st.remove(s)
        if not st:
            del self.status[card]
        if "sleep" in gone and self.attempt is not None:
            self.wake(card)
        return [
            Event(
                "StatusCured", f"{self.defs[card].name} is cured.", {"card": card, "statuses": gone}
            )
        ]

    def fall_asleep(self, card: int) -> list[Event]:
        """Sleep: the card leaves the attempt until the end of the Enemy Status step."""
        a = self.attempt
        assert a is not None
        if self.defs[card].type == "enemy" and card in self.zones["arena"].cards:
            self.zones.move(card, "arena", "asleep")
        elif card in a["active"]:
            a["active"].remove(card)
            a["asleep"].append(card)
        return []

    def wake(self, card: int) -> None:
        a = self.attempt
        assert a is not None
        if card in self.zones["asleep"].cards:
            self.zones.move(card, "asleep", "arena")
        elif card in a["asleep"]:
            a["asleep"].remove(card)
            a["active"].append(card)

    def heal(self, card: int, amount: int) -> list[Event]:
        d = self.dmg.get(card, 0)
        if not d or not self.is_fighter(card):
            return []
        healed = min(d, amount)
        self.dmg[card] = d - healed
        if not self.dmg[card]:
            del self.dmg[card]
        return [
            Event(
                "CardHealed",
                f"{self.defs[card].name} heals {healed} (HP {self.hp_left(card)}"
                f" of {self.defs[card].hp}).",
                {"card": card, "amount": healed},
            )
        ]

    def deal(self, card: int, amount: int, source: str = "") -> list[Event]:
        """``amount`` damage to ``card``; kills it when at 0 HP during an attempt."""
        if amount <= 0 or not self.is_fighter(card):
            return []
        self.dmg[card] = self.dmg.get(card, 0) + amount
        ev = [
            Event(
                "DamageDealt",
                f"{self.defs[card].name} takes {amount}.",
                {"card": card, "amount": amount},
            )
        ]
        if self.attempt is not None and self.hp_left(card) <= 0:
            ev.extend(self.kill(card))
        return ev

    def kill(self, card: int) -> list[Event]:
        """Kills: a character goes to its unconscious pile, cured; an enemy is discarded."""
        z = self.zones.where(card)
        if z is None:
            return []
        if self.defs[card].type == "enemy":
            if z.name in ("arena", "asleep") and self.attempt is not None:
                self.attempt["defeated"].append(card)
            return [self.discard(card, z)]
        s = self.owner_of[card]
        if z.kind != "party":
            return []
        self.zones.move(card, z, self.zones.of("unconscious", s))
        self.status.pop(card, None)
        self.dmg.pop(card, None)
        if self.attempt is not None:
            for key in ("active", "asleep"):
                if card in self.attempt[key]:
                    self.attempt[key].remove(card)
        return [
            Event(
                "CharacterKnockedOut",
                f"{self.defs[card].name} is knocked unconscious.",
                {"card": card, "seat": s},
            )
        ]

    def knock_out_dying(self) -> list[Event]:
        """HP that fell to 0 outside an attempt kills at the next attempt's start."""
        out: list[Event] = []
        for s in range(self.num_seats):
            for c in list(self.party(s)):
                if self.hp_left(c) <= 0:
                    out.extend(self.kill(c))
        return out

    # ------------------------------------------------------------------ the end
    def lose(self, seat: int, why: str) -> list[Event]:
        if seat in self.out or self.winner is not None:
            return []
        self.out.append(seat)
        ev = [Event("PlayerEliminated", f"{self.seat_name(seat)} is out: {why}.", {"seat": seat})]
        left = self.seats_in_play()
        if len(left) == 1:
            ev.extend(self.win(left[0], f"{self.seat_name(left[0])} is the last player left"))
        return ev

    def win(self, seat: int, why: str) -> list[Event]:
        if self.winner is not None:
            return []
        self.winner = seat
        self.end_text = why + "."
        self.prompt = None
        self.flow.phase, self.flow.step = "over", None
        return [Event("GameEnded", self.end_text, {"winners": [seat]})]

    def check_end(self) -> list[Event]:
        if self.winner is not None or self.flow.phase == "setup":
            return []
        out: list[Event] = []
        for s in self.seats_in_play():
            if self.vp(s) >= WIN_VP:
                return self.win(s, f"{self.seat_name(s)} has {self.vp(s)} VP")
        for s in self.seats_in_play():
            if not self.party(s):
                out.extend(self.lose(s, "no characters left in the party"))
        return out

    # ------------------------------------------------------------------ views
    def describe_card(self, card: int) -> Any:
        return self._describe(card, False)

    def describe_card_shared(self, card: int) -> Any:
        """``describe_card``, but a card without changing parts is the shared description
        itself (for a reader that never changes it: the hard level's playouts)."""
        return self._describe(card, True)

    def _describe(self, card: int, shared: bool) -> Any:
        d = self.defs[card]
        key = (card, self.owner_of[card], d.name)
        base = _BASE.get(key)
        if base is None:
            static = _STATIC.get(d.name)
            if static is None:
                static = _STATIC[d.name] = d.to_view()
            base = _BASE[key] = {"id": card, "owner": key[1], **static}
        if shared and d.type not in ("character", "enemy"):
            return base
        out = dict(base)
        if d.type in ("character", "enemy"):
            out["hp_left"] = self.hp_left(card)
            st = self.status.get(card)
            if st:
                out["status"] = list(st)
            if self.attempt is not None:
                out["rank"] = self.attempt["rank"].get(str(card), "middle")
        return out

    def own_view(self, seat: int | None) -> dict[str, Any]:
        a = self.attempt
        att = None
        if a is not None:
            att = {
                "seat": a["seat"],
                "mission": a["mission"],
                "active": list(a["active"]),
                "asleep": list(a["asleep"]),
                "ep_used": a["ep_used"],
                "boss": a["boss"],
                "used": {k: list(v) for k, v in a["used"].items()},
            }
        pend = None
        if self.pending is not None:
            p = self.pending
            pend = {k: p[k] for k in ("user", "source", "action", "targets", "seat")}
        return {
            "rp": list(self.rp),
            "vp": [self.vp(s) for s in range(self.num_seats)],
            "out": list(self.out),
            "attempt": att,
            "pending": pend,
            "turn": self.turn_no,
            "legend": ICONS,
            # bank cards flipped face up (public): the owner's table draws them face up too
            "bank_shown": {
                str(s): sorted(self.zones.of("bank", s).shown) for s in range(self.num_seats)
            },
        }

    def state_dict(self) -> dict[str, Any]:
        return {
            "flow": self.flow.to_dict(),
            "zones": self.zones.to_dict(),
            "prompt": self.prompt.to_dict() if self.prompt else None,
            "current": self.current,
            "rp": self.rp,
            "dmg": {str(k): v for k, v in sorted(self.dmg.items())},
            "status": {str(k): v for k, v in sorted(self.status.items())},
            "rec_used": {str(k): v for k, v in sorted(self.rec_used.items())},
            "ability_used": self.ability_used,
            "flipped": self.flipped,
            "turn": self.turn_no,
            "turn_start": self.turn_start,
            "out": self.out,
            "winner": self.winner,
            "attempt": self.attempt,
            "pending": self.pending,
            "window": self.window,
            "queued": self.queued,
            "attempted": self.attempted,
            "redrawn": self.redrawn,
            "rng": self.rng.state(),
        }

    def pinned(self) -> set[int]:
        """While a Recruit prompt is open its enemies stay in the deck when re-dealing for
        search (the other seats then know which enemies matched: a small leak, kept so that
        the prompt always lists enemies of that deck)."""
        p = self.prompt
        if p is not None and p.kind == "recruit":
            return {int(o.value) for o in p.options}  # type: ignore[arg-type]
        return super().pinned()

    def scramble_groups(self, zone: Zone) -> str:
        # hidden cards of one seat's deck, hand and bank never trade places with another
        # seat's (a card keeps its owner); within a seat they may
        return str(zone.owner)


__all__ = ["BANK_LIMIT", "DECKING_VP", "HAND", "RpgState", "START_RP", "STATUSES", "WIN_VP"]
