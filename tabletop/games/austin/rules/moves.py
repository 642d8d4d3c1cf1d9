"""Austin Powers moves of a turn: choosing sides, the main phase (Agents, Swingers, table
Swingers), the ship Agent window, and the end of a turn (tossing, evening up, "I'm spent!")."""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.prompt import Choice, Prompt
from tabletop.games.austin import effects as fx
from tabletop.games.austin.cards import Effect
from tabletop.games.austin.rules.flow import AustinLegality
from tabletop.games.austin.rules.state import HAND


class AustinMoves(AustinLegality):
    def settle(self) -> list[Event]:
        # the first player to reach 100 wins at once (the rest of an attack is still placed)
        if self.winner is not None and self.flow.phase != "over":
            self.prompt = None
            self.flow.seats = []
            w = self.winner
            end = Event("GameEnded", self.win_words(), {"winners": [w], "seat": w})
            return [end, *self.enter("over")]
        return []

    def _effect(
        self, seat: int, effect: Effect, target: Any, ev: list[Event], source: int | None = None
    ) -> None:
        if effect:
            fx.run(self, effect, fx.Ctx(seat, target, source, ev))

    # ------------------------------------------------------------------ allegiance
    def do_allegiance(self, a: Action) -> list[Event]:
        side = str(a.args[0])
        ev = [
            Event(
                "SideChosen",
                f"{self.seat_name(a.seat)} wears the Daddy pants and plays {side.capitalize()}.",
                {"seat": a.seat, "side": side},
            )
        ]
        self._deal(side)
        return ev

    # ------------------------------------------------------------------ main
    def do_end(self, a: Action) -> list[Event]:
        self.enter("cleanup")
        return [Event("ActionsEnded", f"{self.seat_name(a.seat)} is done with actions.", {})]

    def do_agent(self, a: Action) -> list[Event]:
        seat, c = a.seat, int(a.args[0])
        ev: list[Event] = []
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
        ev.append(Event("CardPlayed", text, {"seat": seat, "card": c, "free": free}))
        self._effect(seat, d.effect, None, ev, source=c)
        if d.ship:
            # "After you play a ship Agent, each of your opponents may also play one": every
            # opponent is asked, holding a ship Agent or not (rule choice 7), so who is asked and
            # how long the window lasts say nothing about anyone's hand.
            self.ships = {"played": False}
            self.enter("ships")
            self.flow.seats = self.clockwise(seat)
        return ev

    def do_swing(self, a: Action) -> list[Event]:
        self.actions -= 1
        seat, c, mode = a.seat, int(a.args[0]), str(a.args[1])
        target = a.args[2] if len(a.args) > 2 else None
        ev: list[Event] = []
        d = self.d(c)
        self.hand[seat].remove(c)
        ev.append(
            Event(
                "SwingerPlayed",
                f"{self.seat_name(seat)} swings {d.name} ({'with vibes' if mode == 'vibe' else 'without vibes'}).",
                {"seat": seat, "card": c, "mode": mode},
            )
        )
        if mode == "vibe" and d.table:
            # "If a Swinger tells you to play it on the table, just play the card next to your
            # Agents. As long as it remains there, you may use it as described."
            self.table[seat].append(c)
            self._effect(seat, d.vibe_effect, target, ev, source=c)
            return ev
        self._effect(seat, d.vibe_effect if mode == "vibe" else d.free_effect, target, ev, source=c)
        # "If the Swinger does not instruct you to play it on the table, simply discard it."
        self.discard[seat].append(c)
        return ev

    def do_use(self, a: Action) -> list[Event]:
        self.actions -= 1
        seat, c = a.seat, int(a.args[0])
        d = self.d(c)
        self.used.append(c)
        ev = [
            Event(
                "SwingerUsed", f"{self.seat_name(seat)} uses {d.name}.", {"card": c, "seat": seat}
            )
        ]
        self._effect(seat, d.use, a.args[1] if len(a.args) > 1 else None, ev, source=c)
        return ev

    # ------------------------------------------------------------------ ships
    def do_ship(self, a: Action) -> list[Event]:
        c = int(a.args[0])
        self.hand[a.seat].remove(c)
        self.table[a.seat].append(c)
        assert self.ships is not None
        self.ships["played"] = True
        ev = [
            Event(
                "CardPlayed",
                f"{self.seat_name(a.seat)} plays ship Agent {self.names[c]} out of turn. "
                f'"{self.d(c).quote}"',
                {"seat": a.seat, "card": c, "free": True},
            )
        ]
        return ev + self._answered_ship(a.seat)

    def do_pass(self, a: Action) -> list[Event]:
        # kind "Passed": the table leaves passes out of its log (every opponent answers every
        # ship Agent, so a line per pass would only be noise)
        ev = [Event("Passed", f"{self.seat_name(a.seat)} plays no ship Agent.", {"seat": a.seat})]
        return ev + self._answered_ship(a.seat)

    def _answered_ship(self, seat: int) -> list[Event]:
        self.flow.seats.remove(seat)
        if not self.flow.seats:
            assert self.ships is not None
            if self.ships["played"]:
                # "If at least one opponent does this, however, you are then free to play
                # another ship Agent without it costing you an action."
                self.ship_free = True
            self.ships = None
            self.enter("main")
        return []

    # ------------------------------------------------------------------ end of turn
    def do_toss(self, a: Action) -> list[Event]:
        # "before you even up at the end of your own turn, you may choose to discard any or
        # all of the cards in your hand."
        seat, c = a.seat, int(a.args[0])
        self.hand[seat].remove(c)
        self.discard[seat].append(c)
        return [
            Event(
                "CardDiscarded",
                f"{self.seat_name(seat)} discards {self.names[c]}.",
                {"card": c, "seat": seat},
            )
        ]

    def do_even_up(self, a: Action) -> list[Event]:
        # "All players must even up at the end of every player's turn."
        ev: list[Event] = []
        for s in self.clockwise(a.seat, include=True):
            while len(self.hand[s]) < HAND and self._draw(s, ev):
                pass
        self.waiting = [s for s in self.clockwise(a.seat, include=True) if len(self.hand[s]) > HAND]
        if self.waiting:
            self.enter("evenup")
            self._ask_discard()
        else:
            self._next_turn(ev)
        return ev

    def _ask_discard(self) -> None:
        """Evening up: the first seat still over six discards one card (one prompt a card, seats
        clockwise from the player whose turn ends)."""
        s = self.waiting[0]
        extra = len(self.hand[s]) - HAND
        self.open_prompt(
            Prompt(
                s,
                "discard",
                "discard",
                [Choice(c, self.names[c], card=c) for c in self.hand[s]],
                f"{self.seat_name(s)} holds more than six cards: discard one ({extra} to discard).",
                private=True,
            )
        )

    def answer_discard(self, p: Prompt, values: list[Any]) -> list[Event]:
        s, c = p.seat, int(values[0])
        self.hand[s].remove(c)
        self.discard[s].append(c)
        ev = [
            Event(
                "CardDiscarded",
                f"{self.seat_name(s)} discards {self.names[c]}.",
                {"card": c, "seat": s},
            )
        ]
        if len(self.hand[s]) <= HAND:
            self.waiting.remove(s)
        if self.waiting:
            self._ask_discard()
        else:
            self._next_turn(ev)
        return ev

    def _next_turn(self, ev: list[Event]) -> None:
        # No turn limit: the game ends when a player reaches 100 (the rulebook has no other
        # end); simulations stop at ``MAX_ACTIONS`` (rule reading 10).
        ev.append(
            Event(
                "TurnEnded",
                f'{self.seat_name(self.current)}: "I\'m spent!"',
                {"seat": self.current},
            )
        )
        self.turn += 1
        self.current = (self.current + 1) % self.num_seats
        self.actions = 2
        self.ship_free = True
        self.used.clear()
        self.enter("main")
        ev.append(
            Event("TurnStarted", f"{self.seat_name(self.current)}'s turn.", {"seat": self.current})
        )
