"""The table's timed prompts: one runner and one overlay registry for every game's races and
shots (``tabletop.engine.timed``).

Each frame the table asks its ``TimedRunner`` to look at the game: when the game has an open
timed prompt (``Game.timed()``) it has not run yet (its ``key``, in this game object: an undo
rebuilds the game, so a state reached again runs again), a person takes part (or the prompt is
worth watching, ``Timed.watched``), the table shows no curtain, menu or overlay and the kind's
overlay is ready, the runner puts up the overlay registered for its kind (``OVERLAYS``):

- ``race``: the game's race overlay over a ``Race``: the one it registers
  (``GameInfo.timed["race"]``, a ``RaceOverlay`` with the game's words and pictures) or the
  plain ``RaceOverlay`` (with relaxed timing, or in a race the game runs without speed,
  ``patient``: ``RELAXED_FACTOR`` times as long, counted down aloud). Every seat is answered by
  its controller: a person presses their reaction button on the overlay, a computer player
  presses through a ``BotReactor`` (human-like delays, seeded from the game's seed and the move
  number; in a race ``RELAXED_FACTOR`` times as long, at a relaxed person's pace: the computer
  waits too), and only if the move its bot chose is the race's ``press_verb``
  (``session.bot_choice``): a bot that would not make that move is shown in the race but never
  presses.
- ``shot``: the flick ``ShotScene``. A person aims; a computer player's chosen flick is shown
  (any other move, a miss on purpose, is made at once) and the table's bots wait while it plays.

When the overlay ends, the runner hands the measured ``TimedOutcome`` to
``Game.timed_actions`` and submits the actions through the table's ``submit`` (stopping at the
first one refused). A race's winner whose move is not settled by it (a person with several
moves) picks it: their seat takes the screen (``table.request_attention``; the curtain in
hot-seat) and the view is told (``GameView.race_winner_picks``) until the prompt closes. A race
with two or more people is a public moment (``Screen.everyone_looked``): whoever's hand the
table shows next, the winner's or the opener's, is shown behind that seat's curtain, and the
result waits for a person's Space or click (a key for a result gone by itself lifted it).

Without a person taking part (and nothing to watch) the runner does nothing: the bots' ordinary
moves answer, as in the engine's tests.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.registry import info, load, registry
from tabletop.engine.timed import Timed, TimedOutcome
from tabletop.reactions import race as race_model
from tabletop.reactions.bots import BotReactor
from tabletop.room.pacing import RELAXED_FACTOR, relaxed

MS = 1_000_000
#: a person's press this soon after a race appeared (before its signal) was meant for the
#: screen before: not counted (``Race.settle_ns``); a person's reaction takes longer
SETTLE_MS = 300


@dataclass(frozen=True)
class OverlayKind:
    """How the table runs one kind of timed prompt: whether it can here at all
    (``available``), whether it may start now (``ready``), and putting its overlay up
    (``open``, which ends by calling ``runner.finish``)."""

    open: Callable[[TimedRunner, Timed], None]
    ready: Callable[[TimedRunner, Timed, float], bool] = lambda runner, timed, now: True
    available: Callable[[str], bool] = lambda game: True


class TimedRunner:
    """Runs the game's timed prompts at one table (see the module docstring)."""

    def __init__(self, table: Any) -> None:
        self.table = table
        #: (game object, key) of the last prompt put up
        self.done: tuple[Any, str] | None = None
        #: (game object, key, seat): a race's winner picking its move
        self.picker: tuple[Any, str, int] | None = None

    def update(self, now: float) -> None:
        t = self.table
        game = t.game
        self._check_pick(game)
        if t.frozen or game.is_terminal() or t.curtain_for is not None or t.menu_open:
            return
        if t.app.scenes and t.app.scene is not t:
            return
        timed = game.timed()
        if timed is None or self.ran(game, timed):
            return
        kind = OVERLAYS.get(timed.kind)
        if kind is None or not kind.available(t.session.game_name):
            return
        if not timed.watched and not self.people_in(timed):
            return
        if not kind.ready(self, timed, now):
            return
        self.done = (game, timed.key)
        kind.open(self, timed)

    def people_in(self, timed: Timed) -> list[int]:
        """The people a race or shot is offered to: every person it asks, except that a person
        alone at the table is not offered a race they cannot act in (no ``press_verb`` move:
        their hand is theirs to know). With several people each is offered it whatever they hold,
        so the screen never tells the others who holds what."""
        t = self.table
        people = [h for h in t.session.humans() if h in timed.seats]
        verb = timed.press_verb
        if len(t.session.humans()) == 1 and verb and timed.opener not in people:
            legal = t.game.legal_actions
            people = [h for h in people if any(a.verb == verb for a in legal(h))]
        return people

    def ran(self, game: Any, timed: Timed) -> bool:
        return self.done is not None and self.done[0] is game and self.done[1] == timed.key

    def is_open(self, game: Any, timed: Timed) -> bool:
        """``timed`` is still the open prompt of the table's game ``game``."""
        now = game.timed() if self.table.game is game else None
        return now is not None and now.key == timed.key

    # ------------------------------------------------------------------ answers
    def chosen(self, timed: Timed) -> dict[int, Action]:
        """The computer players' moves that take part (``press_verb``), asked of their bots."""
        sess = self.table.session
        out: dict[int, Action] = {}
        for s in timed.seats:
            if s in sess.bots:
                a = sess.bot_choice(s)
                if a.verb == timed.press_verb:
                    out[s] = a
        return out

    def reactors(
        self, seats: Sequence[int], task: str, relaxed: bool = False
    ) -> dict[int, BotReactor]:
        """A reaction bot per computer seat, seeded from the game's seed and the move number;
        ``relaxed``: at a relaxed person's pace (``reactions.bots.relaxed_pace``)."""
        sess = self.table.session
        out: dict[int, BotReactor] = {}
        for s in seats:
            if s in sess.bots:
                rng = random.Random(f"{sess.seed}:{len(sess.log)}:{s}")
                out[s] = BotReactor(sess.seats[s].level, task, rng, relaxed=relaxed)
        return out

    def submit(self, actions: Sequence[Action]) -> list[Action]:
        """Through the table's submit, in order; stops at the first refused one."""
        done: list[Action] = []
        for a in actions:
            if not self.table.submit(a):
                break
            done.append(a)
        self.table.dirty = True
        return done

    def finish(self, game: Any, timed: Timed, outcome: TimedOutcome) -> list[Action]:
        """An overlay ended: the actions its outcome stands for, submitted; a winner left to
        pick their move gets the screen."""
        if not self.is_open(game, timed):
            return []  # the game moved on meanwhile: nothing to report
        actions = game.timed_actions(timed, outcome)
        done = self.submit(actions)
        w = outcome.winner
        if not actions and w is not None and w not in self.table.session.bots:
            self.hand_over(game, timed, w)
        return done

    # ------------------------------------------------------------------ a winner picks
    def hand_over(self, game: Any, timed: Timed, seat: int) -> None:
        t = self.table
        self.picker = (game, timed.key, seat)
        t.gv.race_winner_picks(seat)
        what = timed.param("pick", "pick your move")
        t.request_attention(seat, f"{t.session.seat_name(seat)} lands first: {what}.")

    def _check_pick(self, game: Any) -> None:
        p = self.picker
        if p is None:
            return
        timed = game.timed() if p[0] is game else None
        if timed is None or timed.key != p[1] or p[2] not in timed.seats:
            self.picker = None
            self.table.gv.race_winner_picks(None)


# ---------------------------------------------------------------------- races
def race_overlay(game: str) -> Any:
    """The overlay ``game`` runs its races on: its own (``GameInfo.timed["race"]``: the shared
    overlay with the game's words and pictures) or, for a game that registers none, the plain
    ``RaceOverlay`` (its words from the race's ``words``)."""
    from tabletop.ui.overlays.race import RaceOverlay

    path = info(game).timed.get("race") if game in registry() else None
    return load(path) if path else RaceOverlay


def open_race(runner: TimedRunner, timed: Timed) -> None:
    from tabletop.ui.overlays.race import RESULT_NS, RaceKeys

    t = runner.table
    sess = t.session
    game = t.game
    race, chosen = build_race(runner, timed)
    humans = sess.humans()

    def on_end(r: race_model.Race) -> list[Action]:
        outcome = TimedOutcome(r.outcome(), r.winner, chosen=chosen, late=tuple(r.late))
        return runner.finish(game, timed, outcome)

    link = getattr(t, "link", None)
    if link is not None:
        link.flush()  # the phones in the race show their button before it starts
    # everyone watches: the next hand waits for its curtain, and the result for a person's
    # Space or click (never gone by itself: that Space would lift the curtain after it)
    watched = len(humans) >= 2 and t.screen.everyone_looked()
    overlay = race_overlay(sess.game_name)(
        t.app,
        t,
        race,
        RaceKeys.for_table(t.app.settings, humans, t.viewer, getattr(t, "phone_seats", ())),
        on_end,
        names={i: sess.seat_name(i) for i in range(len(sess.seats))},
        params=dict(timed.params),
        private=len(humans) >= 2,
        remote=link.hub.take_presses if link is not None else None,
        count_aloud=race_stretch(t.app.settings, timed) > 1,
        result_ns=None if watched else RESULT_NS,
    )
    t.app.push(overlay)


def build_race(runner: TimedRunner, timed: Timed) -> tuple[race_model.Race, dict[int, Action]]:
    """The pure race for ``timed`` and the computer players' chosen moves: they press only
    for a move of the race's ``press_verb``; in a ``first`` race only a seat that can make
    such a move wins."""
    game = runner.table.game
    verb = timed.press_verb
    chosen = runner.chosen(timed) if verb else {}
    pressing = list(chosen) if verb else list(timed.seats)
    stretch = race_stretch(runner.table.app.settings, timed)
    bots = runner.reactors(pressing, timed.task, relaxed=stretch > 1)

    def eligible(seat: int) -> bool:
        return seat in chosen or any(a.verb == verb for a in game.legal_actions(seat))

    opener = timed.opener
    race = race_model.Race(
        timed.name if timed.name in race_model.KINDS else "signal",
        tuple(timed.seats),
        opener=opener,
        bots=bots,
        duration_ns=timed.duration_ms * stretch * MS,
        lead_ns=timed.lead_ms * MS,
        linger_ns=timed.linger_ms * MS,
        opener_timeout_ns=timed.opener_timeout_ms * stretch * MS,
        eligible=eligible if verb else None,
        rng=bots[opener].rng if opener in bots else random.Random(),
        mode=timed.mode,
        patient=bool(timed.param("patient", False)),
        settle_ns=SETTLE_MS * MS,
    )
    return race, chosen


def race_stretch(settings: Mapping[str, Any], timed: Timed) -> int:
    """How many times its normal length a race's windows last: ``RELAXED_FACTOR`` with relaxed
    timing on (``room.pacing.relaxed``) or in a race the game runs without speed (``patient``),
    else 1."""
    if relaxed(settings) or timed.param("patient", False):
        return RELAXED_FACTOR
    return 1


# ---------------------------------------------------------------------- shots
#: after a shot was shown, the bots' next move waits this long (s)
AFTER_SHOT = 0.75


def shot_scene(game: str) -> Any:
    """The scene ``game`` aims and shows its shots on (``GameInfo.timed["shot"]``); None when
    it has none or it does not load here (it needs pymunk)."""
    path = info(game).timed.get("shot") if game in registry() else None
    if not path:
        return None
    try:
        return load(path)
    except ImportError:
        return None


def shots_available(game: str) -> bool:
    return shot_scene(game) is not None


def shot_ready(runner: TimedRunner, timed: Timed, now: float) -> bool:
    """A computer player shoots at the bots' pace; a person when their seat is on screen."""
    t = runner.table
    if timed.reporter in t.session.bots:
        return bool(t.bots_due(now))
    return bool(t.acting_seat() == timed.reporter)


def open_shot(runner: TimedRunner, timed: Timed) -> None:
    from tabletop.physics.flick import Flick, ShotSetup

    t = runner.table
    sess = t.session
    game = t.game
    shooter = timed.reporter
    g = int(timed.param("galaxy"))
    tries = int(timed.param("tries_left", 1))
    kwargs: dict[str, Any] = {
        "galaxy": g,
        "colours": tuple(timed.param("colours", ("orange", "blue"))),
        "subtitle": f"Galaxy {g + 1} \u00b7 {tries} {'try' if tries == 1 else 'tries'} left",
        "shooter_name": sess.seat_name(shooter),
        "menu": t.open_menu,  # Esc: the game's menu, as at the table
    }
    level = None
    chosen: dict[int, Action] = {}
    if shooter in sess.bots:
        a = sess.bot_choice(shooter)
        if a.verb != timed.press_verb:  # a computer player that misses on purpose
            runner.submit([a])
            return
        chosen = {shooter: a}
        kwargs["flick"] = Flick.from_args(a.args[1:])
        level = sess.seats[shooter].level or "normal"
        t.pause_bots()  # the table waits for the shot to be shown

    def done(flick: Any, knocked_down: bool) -> None:
        shot = None if flick.is_none else tuple(flick.to_args())
        runner.finish(game, timed, TimedOutcome(shot=shot, chosen=chosen))
        t.resume_bots(AFTER_SHOT)

    setup = ShotSetup.for_galaxy(g, shooter)
    t.app.push(
        shot_scene(sess.game_name)(
            t.app, setup, done, bot_level=level, title="Shoot for Loot", **kwargs
        )
    )


#: the one overlay registry: a timed prompt's kind -> how the table runs it (a kind may need
#: the game's own scene: a shot is aimed on the scene its ``GameInfo.timed`` names)
OVERLAYS: dict[str, OverlayKind] = {
    "race": OverlayKind(open_race),
    "shot": OverlayKind(open_shot, shot_ready, shots_available),
}


def runs(kind: str, game: str = "") -> bool:
    """The table can run ``game``'s timed prompts of ``kind`` here (a view offers their moves
    as plain buttons otherwise)."""
    k = OVERLAYS.get(kind)
    return k is not None and k.available(game)
