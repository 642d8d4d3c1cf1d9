"""A tiny game on the core v2 pieces, the reference for how a game uses them.

Two to four players, a deck of 12 cards (values 1-4 in three colours). On your turn draw, then
either play a card from your hand (its effect runs) or end your turn. A "steal" card opens a
prompt: choose an opponent, who gives you a card of their choice (a second prompt, private).
First to 10 points wins; an empty deck ends the game (most points wins, ties share).

Option ``race`` (off by default) shows how any game declares a timed race
(``tabletop.engine.timed``): after each draw every player races to press on a signal and the last
to press loses a point. The player whose turn it is reports it (``slowest S``; in a tie for last
the latest to arrive loses); without a person at the table, that player simply names a seat.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import flow as fl
from tabletop.engine.actions import Action
from tabletop.engine.effects import Effects, Param
from tabletop.engine.events import Event
from tabletop.engine.game import Game, Option, Result
from tabletop.engine.prompt import Choice, Prompt
from tabletop.engine.timed import Timed, TimedOutcome
from tabletop.engine.zones import HIDDEN, PUBLIC

EFFECTS = Effects("toy")


@EFFECTS.verb("score", points=Param(int))
def score_points(game: ToyGame, seat: int, points: int) -> list[Event]:
    """Scoring: the card's points go to its player."""
    game.points[seat] += points
    return [Event("ScoreChanged", f"Player {seat + 1} scored {points}.", {"seat": seat})]


@EFFECTS.verb("steal")
def steal_a_card(game: ToyGame, seat: int) -> list[Event]:
    """Steal: choose an opponent, who then chooses the card to give."""
    opts = [Choice(s, f"Player {s + 1}") for s in game.others_in_order(seat)]
    game.open_prompt(Prompt(seat, "victim", "victim", opts, "Choose whom to rob"))
    return [Event("PromptOpened", "", {"seat": seat, "kind": "victim"})]


CARDS: list[dict[str, Any]] = [
    {"name": f"{colour} {v}", "effect": {"verb": "score", "points": v} if v < 4 else "steal"}
    for colour in ("Red", "Green", "Blue")
    for v in range(1, 5)
]
CALLS = EFFECTS.check_cards(CARDS, "toy cards")


class ToyGame(Game):
    NAME = "toy"
    TITLE = "Toy"
    MIN_SEATS = 2
    MAX_SEATS = 4
    OPTIONS = (Option("race", "Race", (False, True), "after each draw, the last to press loses"),)
    FLOW = fl.Flow(
        [
            fl.Phase("draw", ("draw",), label="the draw", hint="draw a card"),
            fl.Phase("race", ("slowest",), label="the race", hint="report the race"),
            fl.Phase(
                "main",
                ("play", "end"),
                label="your main phase",
                hint="play a card or end your turn",
            ),
        ],
        verb_labels={"draw": "Drawing is done", "play": "Cards are played"},
    )

    def setup(self) -> None:
        deck = self.zones.add("deck", HIDDEN, cards=range(len(CARDS)))
        self.zones.add("discard", PUBLIC)
        self.hands = [z.cards for z in self.zones.add_per_seat("hand", self.num_seats)]
        self.rng.shuffle(deck.cards)
        self.current = 0
        self.points = [0] * self.num_seats
        self.outcome: Result | None = None
        self.enter("draw")

    def describe_card(self, card: int) -> Any:
        return {"id": card, "name": CARDS[card]["name"]}

    def scores(self) -> dict[int, float]:
        return dict(enumerate(map(float, self.points)))

    def result(self) -> Result | None:
        return self.outcome

    # legal moves per phase
    def legal_draw(self, seat: int) -> list[Action]:
        return [Action(seat, "draw")]

    def legal_race(self, seat: int) -> list[Action]:
        return [Action(seat, "slowest", (s,)) for s in range(self.num_seats)]

    def legal_main(self, seat: int) -> list[Action]:
        return [Action(seat, "end"), *(Action(seat, "play", (c,)) for c in self.hands[seat])]

    def why_play(self, action: Action) -> str | None:
        return "Play a card from your own hand."

    # moves
    def do_draw(self, a: Action) -> list[Event]:
        deck = self.zones["deck"]
        if not deck.cards:
            return self._finish()
        self.zones.move(deck.cards[-1], deck, self.zones.of("hand", a.seat))
        ev = [Event("CardDrawn", f"Player {a.seat + 1} drew a card.", {"seat": a.seat})]
        return ev + self.enter("race" if self.options["race"] else "main")

    def do_slowest(self, a: Action) -> list[Event]:
        loser = int(a.args[0])
        self.points[loser] -= 1
        ev = [Event("ScoreChanged", f"Player {loser + 1} was last and loses a point.")]
        return ev + self.enter("main")

    # the race as a timed prompt: every seat presses on "GO!", the last loses a point
    def timed(self) -> Timed | None:
        if self.flow.phase != "race" or self.is_terminal():
            return None
        return Timed(
            "race",
            f"race:{len(self.log)}",
            tuple(range(self.num_seats)),
            self.current,
            name="last_press",
            mode="last",
            duration_ms=2000,
            lead_ms=500,
            params=(
                (
                    "words",
                    (
                        ("title", "Last to press loses a point"),
                        ("how", "Press your button on GO!"),
                        ("result", "{name} was last!"),
                        ("result_sub", "They lose a point."),
                    ),
                ),
            ),
        )

    def timed_actions(self, timed: Timed, outcome: TimedOutcome) -> list[Action]:
        assert outcome.race is not None
        return [Action(timed.reporter, "slowest", (outcome.race.last[-1],))]

    def do_play(self, a: Action) -> list[Event]:
        card = int(a.args[0])
        self.zones.move(card, self.zones.of("hand", a.seat), "discard")
        ev = [Event("CardPlayed", "", {"seat": a.seat, "card": card})]
        for call in CALLS[CARDS[card]["name"]]:
            ev.extend(EFFECTS.run(self, call, a.seat))
        return ev

    def do_end(self, a: Action) -> list[Event]:
        self.current = (self.current + 1) % self.num_seats
        return self.enter("draw")

    def answer_victim(self, p: Prompt, values: list[Any]) -> list[Event]:
        victim = int(values[0])
        hand = self.hands[victim]
        if not hand:
            return [Event("NothingHappened", "Nothing to steal.")]
        opts = [Choice(c, card=c) for c in hand]
        q = Prompt(victim, "give", "give", opts, "Choose a card to give", private=True)
        q.data["to"] = p.seat
        self.open_prompt(q)
        return []

    def answer_give(self, p: Prompt, values: list[Any]) -> list[Event]:
        self.zones.move(
            int(values[0]), self.zones.of("hand", p.seat), self.zones.of("hand", p.data["to"])
        )
        return [Event("CardMoved", "A card changed hands.")]

    def settle(self) -> list[Event]:
        if self.outcome is None and max(self.points) >= 10:
            return self._finish()
        return []

    def _finish(self) -> list[Event]:
        best = max(self.points)
        winners = tuple(s for s in range(self.num_seats) if self.points[s] == best)
        self.outcome = Result(winners, "Most points.")
        return [Event("GameEnded", "The game ended.", {"winners": list(winners)})]

    def state_dict(self) -> dict[str, Any]:
        return {
            "flow": self.flow.to_dict(),
            "zones": self.zones.to_dict(),
            "prompt": self.prompt.to_dict() if self.prompt else None,
            "points": self.points,
            "current": self.current,
        }
