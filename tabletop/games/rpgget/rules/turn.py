"""RPG Get! turn: the starting hands and party, Redraw, Play (bank, inventory, characters,
flips), Status, the choice of a mission, the end-of-turn window, Reconcile and decking."""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.prompt import Choice, Prompt
from tabletop.games.rpgget.effects import Ctx
from tabletop.games.rpgget.rules.state import BANK_LIMIT, DECKING_VP, HAND, RpgState

#: a card type with its article, and where such a card goes (a refused drop on the party)
_A_TYPE = {
    "mission": "a Mission",
    "reward": "a Reward",
    "enemy": "an Enemy",
    "roadblock": "a Roadblock",
    "event": "an Event",
}
_GOES = {
    "mission": ": drag it into the arena in your Mission phase",
    "reward": ": drag it to your inventory or your bank",
    "enemy": ": it goes into the arena against another player's mission",
    "roadblock": ": it goes into the arena against another player's mission",
    "event": ": drag it into the arena when its time comes",
}


class RpgTurn(RpgState):
    # ------------------------------------------------------------------ set-up
    def legal_setup(self, seat: int) -> list[Action]:
        out = [Action(seat, "mulligan")]
        out.extend(
            Action(seat, "start", (c,)) for c in self.hand(seat) if self.defs[c].type == "character"
        )
        return out

    def why_start(self, a: Action) -> str:
        return "Start with a character card from your hand (redraw until you hold one)."

    def do_mulligan(self, a: Action) -> list[Event]:
        """Set-up: "discard the entire hand and draw 9 new cards" (the old hand goes to the
        discard pile; when the deck holds fewer than 9, the discard pile is shuffled into it
        first). Option ``readings = "revision-5"``: the hand is shuffled back into the deck."""
        s = a.seat
        hand, deck = self.zones.of("hand", s), self.zones.of("deck", s)
        self.mulligans[s] += 1
        if self.rev5:
            deck.cards.extend(hand.cards)
            hand.cards.clear()
            self.rng.shuffle(deck.cards)
            text = f"{self.seat_name(s)} redraws the hand."
            ev = [Event("PileShuffled", text, {"zone": deck.name})]
            return ev + self.draw(s, HAND)
        disc = self.zones.of("discard", s)
        gone = list(hand.cards)
        disc.cards.extend(gone)
        hand.cards.clear()
        text = f"{self.seat_name(s)} discards the hand for 9 new cards."
        ev = [Event("CardDiscarded", text, {"seat": s, "cards": gone})]
        if len(deck) < HAND:
            deck.cards.extend(disc.cards)
            disc.cards.clear()
            self.rng.shuffle(deck.cards)
            ev.append(Event("PileShuffled", "The discard pile is shuffled into the deck.", {}))
        return ev + self.draw(s, HAND)

    def do_start(self, a: Action) -> list[Event]:
        """The starting character goes from the hand to the party; the hand is not refilled
        (the rulebook draws 9, then plays a character; option ``readings = "revision-5"``
        refills it to 9)."""
        s, c = a.seat, int(a.args[0])
        self.zones.move(c, self.zones.of("hand", s), self.zones.of("party", s))
        if self.rev5:
            self.draw(s, HAND - len(self.hand(s)))
        ev = [
            Event(
                "CardPlayed",
                f"{self.seat_name(s)} starts with {self.defs[c].name}.",
                {"seat": s, "card": c},
            )
        ]
        nxt = (s + 1) % self.num_seats
        if nxt == self.first:
            return ev + self.begin_turn(self.first)
        self.flow.seats = [nxt]
        return ev

    # ------------------------------------------------------------------ turn start, redraw
    def begin_turn(self, seat: int) -> list[Event]:
        self.current = seat
        self.turn_no += 1
        self.turn_start[seat] = self.turn_no
        self.attempted = False
        self.ability_used = []
        self.flipped = []
        self.flow.seats = []
        ev = [Event("TurnStarted", f"{self.seat_name(seat)}'s turn.", {"seat": seat})]
        return ev + self.enter("redraw")

    def legal_redraw(self, seat: int) -> list[Action]:
        h = sorted(self.hand(seat))
        out = [Action(seat, "redraw")]
        out.extend(Action(seat, "redraw", (c,)) for c in h)
        out.extend(Action(seat, "redraw", (x, y)) for i, x in enumerate(h) for y in h[i + 1 :])
        return out + self.legal_turn_moves(seat)

    def legal_turn_moves(self, seat: int) -> list[Action]:
        """What one may do at any time of one's own turn besides the phase's moves: flip bank
        cards ("The owner may flip cards in the bank at any time during their turn"), Recovery
        actions, Rewards and Events (not under option ``readings = "revision-5"``, where these
        were for the Play phase and the Party Attack step only)."""
        if self.rev5 or seat != self.current:
            return []
        return self.legal_flips(seat) + self.legal_anytime(seat)

    def legal_flips(self, seat: int) -> list[Action]:
        """Each bank card may be flipped once a turn (back and forth would only stall)."""
        bank = self.zones.of("bank", seat).cards
        return [Action(seat, "flip", (c,)) for c in bank if c not in self.flipped]

    def why_redraw(self, a: Action) -> str:
        return "Redraw up to two different cards of your hand (or none)."

    def do_redraw(self, a: Action) -> list[Event]:
        """Redraw phase: discard up to two cards, draw that many."""
        s = a.seat
        ev: list[Event] = []
        for c in a.args:
            ev.append(self.discard(int(c), self.zones.of("hand", s)))
        ev.extend(self.draw(s, len(a.args)))
        return ev + self.enter("play")

    # ------------------------------------------------------------------ play phase
    def legal_play(self, seat: int) -> list[Action]:
        out = [Action(seat, "done")]
        rp = self.rp[seat]
        for c in self.hand(seat):
            d = self.defs[c]
            if d.type == "reward":
                out.append(Action(seat, "bank", (c,)))
                if d.rp <= rp:
                    out.append(Action(seat, "stock", (c,)))
            elif d.type == "character":
                out.append(Action(seat, "character", (c,)))
        for c in self.zones.of("bank", seat).cards:
            if self.defs[c].rp <= rp:
                out.append(Action(seat, "withdraw", (c,)))
            if c not in self.flipped:
                out.append(Action(seat, "flip", (c,)))
        out.extend(self.legal_anytime(seat))
        return out

    def why_character(self, a: Action) -> str:
        """Why a card dropped on the party does not join it (the phase allows characters: the
        generic "not possible now ... play characters" read as a contradiction)."""
        s, c = a.seat, int(a.args[0]) if a.args else -1
        d = self.defs[c] if 0 <= c < len(self.defs) else None
        if d is None:
            return "Drag a Character from your hand into your party."
        if c in self.zones.of("party", s).cards:
            return f"{d.name} is already in your party: a Character joins it from your hand."
        if c in self.zones.of("unconscious", s).cards:
            return f"{d.name} is unconscious: only a Resurrect brings it back to your party."
        if c not in self.hand(s):
            return f"{d.name} is not in your hand: a Character joins your party from your hand."
        if d.type != "character":
            goes = _GOES.get(d.type, "")
            kind = _A_TYPE.get(d.type, "not one")
            return f"Only a Character joins your party; {d.name} is {kind}{goes}."
        return ""

    def why_stock(self, a: Action) -> str:
        return "A reward goes to the inventory from your hand for its RP cost in reward counters."

    def why_withdraw(self, a: Action) -> str:
        return "A bank card moves to the inventory in your Play phase for its RP cost."

    def why_flip(self, a: Action) -> str:
        if self.rev5:
            return "Flip a card of your own bank in your Play phase (each card once a turn)."
        return "Flip a card of your own bank during your turn (each card once a turn)."

    def do_bank(self, a: Action) -> list[Event]:
        s, c = a.seat, int(a.args[0])
        bank = self.zones.of("bank", s)
        if len(bank) >= BANK_LIMIT:
            return self.ask_room(s, c, "hand")
        self.zones.move(c, self.zones.of("hand", s), bank)
        return [Event("CardBanked", f"{self.seat_name(s)} banks a reward.", {"seat": s})]

    def ask_room(self, seat: int, card: int, src: str) -> list[Event]:
        """The bank holds 20: one of its cards is discarded first (the owner chooses)."""
        opts = [Choice(b, self.defs[b].name, b) for b in self.zones.of("bank", seat).cards]
        p = Prompt(
            seat, "room", "room", opts, "Your bank is full: discard a bank card", private=True
        )
        p.data = {"card": card, "src": src}
        self.open_prompt(p)
        return [Event("PromptOpened", "The bank is full.", {"seat": seat, "kind": "room"})]

    def answer_room(self, p: Prompt, values: list[Any]) -> list[Event]:
        s = p.seat
        bank = self.zones.of("bank", s)
        ev = [self.discard(int(values[0]), bank)]
        card = int(p.data["card"])
        src = self.zones.where(card)
        if src is not None:
            self.zones.move(card, src, bank)
        ev.append(Event("CardBanked", f"{self.seat_name(s)} banks a reward.", {"seat": s}))
        return ev

    def do_stock(self, a: Action) -> list[Event]:
        s, c = a.seat, int(a.args[0])
        self.rp[s] -= self.defs[c].rp
        self.zones.move(c, self.zones.of("hand", s), self.zones.of("inventory", s))
        return [
            Event(
                "CardPlayed",
                f"{self.seat_name(s)} puts {self.defs[c].name} in the inventory.",
                {"seat": s, "card": c},
            )
        ]

    def do_withdraw(self, a: Action) -> list[Event]:
        s, c = a.seat, int(a.args[0])
        self.rp[s] -= self.defs[c].rp
        bank = self.zones.of("bank", s)
        self.zones.move(c, bank, self.zones.of("inventory", s))
        return [
            Event(
                "CardMoved",
                f"{self.seat_name(s)} takes {self.defs[c].name} from the bank.",
                {"card": c, "from": bank.name, "to": f"inventory/{s}"},
            )
        ]

    def do_flip(self, a: Action) -> list[Event]:
        s, c = a.seat, int(a.args[0])
        bank = self.zones.of("bank", s)
        self.flipped.append(c)
        if c in bank.shown:
            bank.shown.discard(c)
            return [
                Event(
                    "CardMoved",
                    f"{self.seat_name(s)} turns a bank card face down.",
                    {"card": c, "from": bank.name, "to": bank.name},
                )
            ]
        bank.shown.add(c)
        return [
            Event(
                "CardRevealed",
                f"{self.seat_name(s)} turns {self.defs[c].name} face up in the bank.",
                {"card": c},
            )
        ]

    def do_character(self, a: Action) -> list[Event]:
        """Characters join the party; a duplicate name (ignoring level) replaces the one in
        play, in the same pile (party or unconscious pile), and the old one is discarded. The
        log says it in one sentence ("Ann's second Ryudo replaces the first, which is
        discarded (a party holds one of each name)."; it read "Ryudo was discarded. Ryudo
        replaces Ryudo."); the event's ``replaced`` names the old card."""
        s, c = a.seat, int(a.args[0])
        hand = self.zones.of("hand", s)
        name = self.defs[c].base_name
        for kind in ("party", "unconscious"):
            z = self.zones.of(kind, s)
            for old in z.cards:
                if self.defs[old].base_name == name:
                    gone = self.discard(old, z)
                    self.zones.move(c, hand, z)
                    return [
                        Event(gone.kind, "", gone.data),  # the sentence below says it
                        Event(
                            "CardPlayed",
                            self.replace_text(s, c, old, kind),
                            {"seat": s, "card": c, "replaced": old},
                        ),
                    ]
        self.zones.move(c, hand, self.zones.of("party", s))
        return [
            Event("CardPlayed", f"{self.defs[c].name} joins the party.", {"seat": s, "card": c})
        ]

    def replace_text(self, seat: int, new: int, old: int, pile: str) -> str:
        """The sentence of ``new`` replacing ``old`` of the same name in ``pile``."""
        n, o = self.defs[new].name, self.defs[old].name
        who = self.seat_name(seat)
        if n == o:
            was = "the first" if pile == "party" else "the unconscious one"
            head = f"{who}'s second {n} replaces {was}"
        else:
            head = f"{who}'s {n} replaces {o if pile == 'party' else 'the unconscious ' + o}"
        return f"{head}, which is discarded (a party holds one of each name)."

    def do_done(self, a: Action) -> list[Event]:
        at = self.flow.at
        if at == "play":
            return self.status_phase()
        if at == "enemy":
            self.flow.queue.pop(0)
            return self.after_enemy_seat()
        return self.enemy_seat_done(a.seat)

    # ------------------------------------------------------------------ status and mission
    def status_phase(self) -> list[Event]:
        """Status phase: cure all but poison and paralysis; poisoned characters take 1."""
        s = self.current
        ev = self.enter("status")
        for c in list(self.party(s)):
            st = [x for x in self.status.get(c, []) if x not in ("poison", "paralysis")]
            for x in st:
                ev.extend(self.remove_status(c, x))
            if self.has(c, "poison"):
                ev.extend(self.deal(c, 1, "poison"))
        return ev + self.enter("mission")

    def legal_mission(self, seat: int) -> list[Action]:
        out = [Action(seat, "skip")]
        out.extend(
            Action(seat, "attempt", (c,))
            for c in self.hand(seat)
            if self.defs[c].type == "mission" and (self.rev5 or self.someone_fits(seat, c))
        )
        return out + self.legal_turn_moves(seat)

    def someone_fits(self, seat: int, mission: int) -> bool:
        """An attempt needs a party: someone with HP left whose cost fits the mission's PP
        (the Enemy Attack step attacks the attempter's party; with none, an enemy attacked
        itself). Option ``readings = "revision-5"`` let an empty party set out."""
        pp = self.defs[mission].pp
        return any(self.defs[c].cost <= pp and self.hp_left(c) > 0 for c in self.party(seat))

    def why_attempt(self, a: Action) -> str:
        m = a.args[0] if a.args else None
        if isinstance(m, int) and m in self.hand(a.seat) and self.defs[m].type == "mission":
            if not self.someone_fits(a.seat, m):
                d = self.defs[m]
                cheapest = min((self.defs[c].cost for c in self.party(a.seat)), default=0)
                why = f" and your cheapest character costs {cheapest}" if cheapest > d.pp else ""
                return f"Nobody in your party can join {d.name}: it allows {d.pp} PP{why}."
        return "Attempt a mission card from your hand (one attempt a turn)."

    def do_skip(self, a: Action) -> list[Event]:
        return self.end_of_turn()

    # ------------------------------------------------------------------ end of turn
    def end_of_turn(self) -> list[Event]:
        """After the Mission phase the other players get one window for Recovery actions and
        Events (a round passes over them), then the Reconcile phase."""
        others = self.others_in_order(self.current)
        if others:
            return self.open_window("turn_end", others, ("reconcile", None))
        return self.reconcile()

    def reconcile(self) -> list[Event]:
        s = self.current
        if self.winner is not None:
            return []
        ev = self.enter("reconcile")
        hand = self.hand(s)
        if len(hand) > HAND:
            opts = [Choice(c, self.defs[c].name, c) for c in hand]
            self.open_prompt(
                Prompt(s, "discard", "discard", opts, f"Discard down to {HAND} cards", private=True)
            )
            return ev
        need = HAND - len(hand)
        ev.extend(self.draw(s, need))
        if len(hand) < HAND:
            return ev + self.decking(s)
        return ev + self.next_turn()

    def answer_discard(self, p: Prompt, values: list[Any]) -> list[Event]:
        ev = [self.discard(int(values[0]), self.zones.of("hand", p.seat))]
        return ev + self.reconcile()

    def decking(self, seat: int) -> list[Event]:
        """Decking: pay 2 VP (scored missions out of play) to reshuffle the discard pile into
        the deck, or lose. With under 2 VP the player loses at once (no question; option
        ``readings = "revision-5"`` asked with "Lose the game" as the only answer)."""
        opts = [Choice("lose", "Lose the game")]
        if self.vp(seat) >= DECKING_VP:
            opts.insert(0, Choice("pay", f"Pay {DECKING_VP} VP and reshuffle"))
        elif not self.rev5:
            return self.lose(seat, "decked out") + self.pass_turn_if_out()
        self.open_prompt(
            Prompt(seat, "decking", "decking", opts, "Your deck is empty: pay 2 VP or lose")
        )
        return [
            Event(
                "PromptOpened",
                f"{self.seat_name(seat)} cannot draw.",
                {"seat": seat, "kind": "decking"},
            )
        ]

    def answer_decking(self, p: Prompt, values: list[Any]) -> list[Event]:
        s = p.seat
        if values[0] != "pay":
            return self.lose(s, "decked out") + self.pass_turn_if_out()
        if not self.rev5:
            return self.ask_payment(s, 0)
        score = self.zones.of("score", s)
        # revision 5: the engine put the fewest, lowest missions worth at least 2 VP out
        paid = 0
        best = sorted(score.cards, key=lambda c: self.defs[c].vp)
        single = [c for c in best if self.defs[c].vp >= DECKING_VP]
        chosen = [single[0]] if single else []
        if not chosen:
            for c in reversed(best):
                chosen.append(c)
                paid += self.defs[c].vp
                if paid >= DECKING_VP:
                    break
        for c in chosen:
            self.zones.move(c, score, self.zones.of("out", s))
        return self.reshuffle(s)

    def ask_payment(self, seat: int, paid: int) -> list[Event]:
        """The player chooses the scored missions that pay for decking, one at a time, until
        they total 2 VP ("place scored mission cards with points totaling 2 or more out of
        play"); copies of one mission are one choice, and a single choice is made for them."""
        opts: dict[str, int] = {}
        for c in self.zones.of("score", seat).cards:
            if self.defs[c].vp > 0:
                opts.setdefault(self.defs[c].name, c)
        if paid >= DECKING_VP or not opts:
            return self.reshuffle(seat)
        if len(opts) == 1:
            return self.pay_with(seat, paid, next(iter(opts.values())))
        # buttons naming each mission's VP (a small face does not show it)
        choices = [Choice(c, f"{n} ({self.defs[c].vp} VP)") for n, c in opts.items()]
        text = f"Pay {DECKING_VP} VP: put a scored mission out of play ({paid} of 2 paid)"
        p = Prompt(seat, "pay", "pay", choices, text)
        p.data = {"paid": paid}
        self.open_prompt(p)
        return [Event("PromptOpened", "", {"seat": seat, "kind": "pay"})]

    def answer_pay(self, p: Prompt, values: list[Any]) -> list[Event]:
        return self.pay_with(p.seat, int(p.data.get("paid", 0)), int(values[0]))

    def pay_with(self, seat: int, paid: int, card: int) -> list[Event]:
        self.zones.move(card, self.zones.of("score", seat), self.zones.of("out", seat))
        text = f"{self.defs[card].name} leaves the score pile ({self.defs[card].vp} VP)."
        ev = [Event("CardMoved", text, {"card": card, "from": f"score/{seat}"})]
        return ev + self.ask_payment(seat, paid + self.defs[card].vp)

    def reshuffle(self, s: int) -> list[Event]:
        """Decking paid: the discard pile becomes the deck; the hand is refilled."""
        deck, disc = self.zones.of("deck", s), self.zones.of("discard", s)
        deck.cards.extend(disc.cards)
        disc.cards.clear()
        self.rng.shuffle(deck.cards)
        ev = [
            Event(
                "PileShuffled",
                f"{self.seat_name(s)} pays 2 VP to reshuffle the discard pile.",
                {"zone": deck.name},
            )
        ]
        hand = self.hand(s)
        ev.extend(self.draw(s, HAND - len(hand)))
        return ev + self.next_turn()

    def pass_turn_if_out(self) -> list[Event]:
        if self.winner is not None or self.current not in self.out:
            return []
        return self.next_turn()

    def next_turn(self) -> list[Event]:
        if self.winner is not None:
            return []
        ev = [
            Event(
                "TurnEnded", f"{self.seat_name(self.current)}'s turn ends.", {"seat": self.current}
            )
        ]
        nxt = self.others_in_order(self.current)
        return ev + self.begin_turn(nxt[0]) if nxt else ev

    # ------------------------------------------------------------------ anytime moves
    def legal_anytime(self, seat: int) -> list[Action]:
        """Recovery actions (printed or on inventory rewards), abilities in one's own Play
        phase and Events whose time it is."""
        raise NotImplementedError

    def open_window(self, kind: str, seats: list[int], ret: tuple[str, str | None]) -> list[Event]:
        raise NotImplementedError

    def run_calls(self, calls: Any, ctx: Ctx) -> list[Event]:
        raise NotImplementedError

    def after_enemy_seat(self) -> list[Event]:
        raise NotImplementedError

    def enemy_seat_done(self, seat: int) -> list[Event]:
        raise NotImplementedError
