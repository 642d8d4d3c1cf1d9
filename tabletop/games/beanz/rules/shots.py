"""Shoot for Loot with the physics flick as a timed prompt (``tabletop.engine.timed``).

With option ``shots = physics`` and nothing on the stack, the shooter flicks their Mighty Bean
at the standing bean of the Galaxy at the head of the loot queue. The table plays the shot out
(a person aims it; a computer player's chosen flick is shown), and the shot made enters as
``flick G VX VY SPIN`` (the engine runs the physics again from the vector), a miss on purpose
as ``shot G miss``. A shot is worth watching: it is shown even when a computer player shoots.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.timed import Timed, TimedOutcome
from tabletop.games.beanz.rules.combat import BeanzCombat


class BeanzShots(BeanzCombat):
    def timed(self) -> Timed | None:
        if (
            self.is_terminal()
            or self.flow.phase != "loot"
            or self.options["shots"] != "physics"
            or self.stack
            or not self.loot_queue
        ):
            return None
        active = self.active_seats()
        if not active:
            return None
        shooter = active[0]
        return Timed(
            "shot",
            f"shot:{len(self.log)}",
            (shooter,),
            shooter,
            name="shot",
            press_verb="flick",
            watched=True,
            params=(
                ("galaxy", self.loot_queue[0]),
                ("tries_left", self.tries_left),
                # the shooter's bean and the target's (each seat has its own colour)
                ("colours", ("orange", "blue") if shooter == 0 else ("blue", "orange")),
            ),
        )

    def timed_actions(self, timed: Timed, outcome: TimedOutcome) -> list[Action]:
        if timed.kind != "shot":
            return super().timed_actions(timed, outcome)
        g = int(timed.param("galaxy"))
        if outcome.shot is None:
            return [Action(timed.reporter, "shot", (g, "miss"))]
        return [Action(timed.reporter, "flick", (g, *outcome.shot))]
