"""Austin Powers' two timed races as timed prompts (``tabletop.engine.timed``).

- The Happening gesture race (phase ``happening``, option ``gestures = measured``): the
  Happening's player makes the gesture (the opener), every other player copies it; the last to
  copy is the target (one who never copies it in time is last). Reported from the Happening
  player's seat as ``happening_order`` (first to last, the tied tail, how many of those never
  copied it).
- The help race, "throw me a Frickin' Bone" (fight step ``help``): the first bone to land
  counts. Only with several possible helpers: a single helper (every 3-player game: all but the
  asker and the other Agent's owner) has nobody to race, and is simply asked (its ``throw`` and
  ``decline`` moves, no clock). Every helper takes part whatever they hold (a computer player that would not throw
  never presses, so the race tells nothing about hands); only a helper who can pay for a bone
  wins. It stands for the winner's ``throw`` (a computer player's chosen bone, or a person's
  only payable one; a person with several picks one), or every helper's ``decline``.

Option ``races = no-speed`` (for relaxed timing; off by default, as it departs from the
rulebook): both races are ``patient`` (``tabletop.reactions.race``): they wait for every player
(four times as long), speed does not count among those who copy the gesture, but a player who
never copies it is last before any who did (``patient_order_args``: only the non-copiers tie,
or everyone when all copied it; the Happening's player picks among the tied) and the help goes
to the first helper clockwise from the asker who pressed and can pay.
"""

from __future__ import annotations

from collections.abc import Collection

from tabletop.engine.actions import Action
from tabletop.engine.errors import TabletopError
from tabletop.engine.timed import Timed, TimedOutcome
from tabletop.games.austin.rules.seatview import AustinSeatView
from tabletop.reactions.race import happening_order_args

#: how long the others have to copy the gesture, and the help race's window
GESTURE_MS = 3000
HELP_MS = 2500


def patient_order_args(order: list[int], missed: Collection[int]) -> tuple[int | str, ...]:
    """A no-speed Happening race's ``happening_order`` report: speed does not count, so every
    player who copied the gesture ties, but a player who never copied it is slower than anyone
    who did (rule reading 6): the players who did not copy it are last, and tie only among
    themselves; when everyone copied it, everyone ties for last. Either way the Happening's
    player picks among the tied."""
    copied = [s for s in order if s not in missed]
    absent = [s for s in order if s in missed]
    if absent:  # ``missed m`` alone: the m who did not copy it tie for last
        return (*copied, *absent, "missed", len(absent))
    return (*copied, "tied", len(copied))


class AustinRaces(AustinSeatView):
    def timed(self) -> Timed | None:
        if self.is_terminal() or self.prompt is not None:
            return None
        key = f"{self.flow.phase}:{len(self.log)}"
        # option races = no-speed (relaxed timing): the race waits for everyone, no speed wins
        patient = (("patient", True),) if self.options.get("races") == "no-speed" else ()
        if self.flow.phase == "happening" and self.hap is not None:
            opener = int(self.hap["seat"])
            return Timed(
                "race",
                key,
                (opener, *self.clockwise(opener)),
                opener,
                name="happening",
                mode="last",
                opener=opener,
                task="gesture",
                duration_ms=GESTURE_MS,
                linger_ms=500,
                opener_timeout_ms=12_000,
                params=(("side", self.side[opener]), *patient),
            )
        if (
            self.flow.phase == "fight"
            and self.flow.step == "help"
            and self.fight is not None
            and len(self.flow.seats) > 1  # one helper races nobody: asked, not timed
        ):
            f = self.fight
            return Timed(
                "race",
                key,
                tuple(self.flow.seats),
                int(f[self._to_move()]["seat"]),
                name="help",
                mode="first",
                press_verb="throw",
                duration_ms=HELP_MS,
                lead_ms=600,
                linger_ms=350,
                params=(
                    ("asker", int(f[self._to_move()]["seat"])),
                    ("pick", "pick the bone to throw"),
                    *patient,
                ),
            )
        return None

    def timed_actions(self, timed: Timed, outcome: TimedOutcome) -> list[Action]:
        if timed.name == "happening":
            if outcome.race is None:
                raise TabletopError("a Happening race needs its measured order")
            args = happening_order_args(outcome.race)
            if timed.param("patient", False) and len(outcome.race.order) > 1:
                args = patient_order_args(outcome.race.order, outcome.race.missed)
            return [Action(timed.reporter, "happening_order", args)]
        if timed.name == "help":
            winner = outcome.winner
            if winner is None:  # a helper who pressed after the race: ``decline late``
                return [
                    Action(s, "decline", ("late",) if s in outcome.late else ())
                    for s in timed.seats
                ]
            if winner in outcome.chosen:
                return [outcome.chosen[winner]]
            throws = [a for a in self.legal_actions(winner) if a.verb == "throw"]
            return throws if len(throws) == 1 else []
        return super().timed_actions(timed, outcome)
