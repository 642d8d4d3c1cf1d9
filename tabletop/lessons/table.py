"""A lesson at the table: a table session whose computer players make the lesson's scripted
moves, where only the step's move is accepted (any other is refused with the engine's reason,
when it is illegal, and the step's hint) and the pointing layer (``ui/layers/lesson.py``)
shows what to do. The lesson is saved after every move and every note read (JSON,
``progress.save_run``), so it can be left and resumed.

``LessonTable`` is a ``TableScene``: the same layers, drags, refusals and windows as a game;
it adds its layer to the stack and asks the lesson before each move (``submit``).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame

from tabletop.ai.base import make_bot
from tabletop.engine.actions import Action, parse_action
from tabletop.engine.errors import SaveError
from tabletop.lessons.format import Lesson
from tabletop.lessons.progress import LessonRun, forget, read_save, resume, save_run
from tabletop.room.session import SeatConfig, Session
from tabletop.room.turns import Turns
from tabletop.ui.app import App
from tabletop.ui.layers import knob
from tabletop.ui.layers.bars import MoveButtonsLayer
from tabletop.ui.layers.cards import PromptLayer
from tabletop.ui.layers.lesson import LessonLayer
from tabletop.ui.layers.panels import EndLayer, ViewInputLayer
from tabletop.ui.parts.table_turns import ScreenSide
from tabletop.ui.parts.timed import TimedRunner
from tabletop.ui.seatnames import remembered_name
from tabletop.ui.table import TableScene

#: settings key: the lessons finished ("game/lesson")
DONE_KEY = "lessons_done"


class LessonSession(Session):
    """The lesson's game: built from its seed and position (not the seed alone), never undone
    (the script would not follow), saved as the lesson's progress."""

    def __init__(
        self,
        lesson: Lesson,
        log: list[str] | None = None,
        learner: int | None = None,
        person: str | None = None,
    ) -> None:
        self.lesson = lesson
        self.run: LessonRun | None = None
        #: what the table, the log and the results call the learner: the person's own name
        #: (typed in the launcher), else the lesson's name for the learner's seat
        self.person = person
        seat = lesson.learner if learner is None else learner
        super().__init__(lesson.game, lesson.seed, self.seat_configs(seat), lesson.options, log)

    def seat_configs(self, learner: int) -> list[SeatConfig]:
        """The learner's seat is the person's, called by their name; the others are computer
        players (normal). Where the learner moves to another seat (Codenames' "swap chairs"),
        the seat they leave takes the name of the seat they go to."""
        lesson = self.lesson
        names = lesson.names + [f"Player {i + 1}" for i in range(len(lesson.names), lesson.seats)]
        home = lesson.learner
        if learner != home:
            names[home], names[learner] = names[learner], names[home]
        person = self.person
        if person and not any(
            n.lower() == person.lower() for k, n in enumerate(names) if k != learner
        ):
            names[learner] = person  # (a name a computer player has in the lesson is not taken)
        return [
            SeatConfig("human", names[i]) if i == learner else SeatConfig("bot", names[i], "normal")
            for i in range(lesson.seats)
        ]

    def move_learner(self, learner: int) -> None:
        """The learner takes another seat (a step's ``seat``: a Codenames Agent becomes the
        Director); the seat they leave is a computer player's from now on."""
        self.seats = self.seat_configs(learner)
        self.bots = {
            i: make_bot(self.game_name, s.level) for i, s in enumerate(self.seats) if s.is_bot
        }

    def opening(self, seat: int | None) -> list[dict[str, Any]]:
        """The lesson's start as ``seat`` sees it: dealt, then its position set (a resumed
        lesson's log began with the seed's own deal, "You drew Blackmail", a card the learner
        never held; ``LessonTable.log_events`` keeps what follows the position)."""
        return list(self.lesson.new_game().view(seat).get("events", []))

    def _rebuild(self, log: list[str]) -> None:
        self.game = self.lesson.new_game()
        self.game.tracks_knowledge = self.searching
        self.options = dict(self.game.options)
        self.floor = 0
        self.floor_events = []
        self.history = []
        for text in log:
            self.history += self._apply(parse_action(text))
        self._moved()

    def undo_target(self, by: int | None = None) -> int | None:
        return None  # a lesson goes forward: the script would not follow a move taken back

    def undo_refusal(self, by: int | None = None) -> str:
        """Why Ctrl+Z takes nothing back in a lesson (issue 52: right after the person's
        own Courier it said "hidden cards have been revealed since", which was not why)."""
        return "Nothing to undo: a lesson goes forward step by step (in a game, Undo takes back your last move)."

    def save_auto(self) -> None:
        if self.run is not None:
            self.save_lesson()

    def save(self, path: Path) -> None:
        """The menu's "Save as": the lesson's progress is what there is to keep."""
        self.save_lesson()

    def save_lesson(self) -> None:
        if self.run is None:
            return
        try:
            save_run(self.run, self.game)
        except (OSError, ValueError) as e:
            self.save_problem = f"The lesson's progress is not being saved ({e})."
            return
        self.save_problem = None


class LessonTurns(Turns):
    """While the lesson is scripted, the table makes the script's moves at the bots' pace and
    nothing else (no pass made for the learner, no window closing); after it, as a game."""

    def scripted_now(self) -> bool:
        t: Any = self.t.table  # type: ignore[attr-defined]
        return t.run.entry(len(t.game.log)) is not None

    def step(self, now: float) -> None:
        t: Any = self.t.table  # type: ignore[attr-defined]
        if not self.scripted_now():
            super().step(now)
            return
        action = t.run.due(len(t.game.log))
        if action is None or not self.pacing.due(now) or t.drag is not None:
            return
        e = t.run.entry(len(t.game.log))
        if e is not None and e.pattern is not None:
            timed = t.game.timed()
            if timed is not None and t.timed.people_in(timed):
                return  # the race the learner is in makes it (its measured outcome)
            if e.seat in t.session.bots:  # the computer player's own choice, where it fits
                choice = t.session.bot_choice(e.seat)
                action = choice if e.fits(choice, t.game) else action
        t.submit(action)
        self.pacing.wait(now, knob("BOT_DELAY"))

    def wake(self, now: float) -> float | None:
        t: Any = self.t.table  # type: ignore[attr-defined]
        if self.scripted_now():
            if t.run.due(len(t.game.log)) is not None:
                return self.pacing.next_at
            return now + 0.05 if t.toasts.active() else None
        return super().wake(now)

    def auto_pass(self, now: float) -> bool:
        if self.scripted_now():
            return False
        with self.for_learner():
            return super().auto_pass(now)

    def answer_forced(self) -> bool:
        if self.scripted_now():
            return False
        with self.for_learner():
            return super().answer_forced()

    @contextmanager
    def for_learner(self) -> Iterator[None]:
        """The moves submitted meanwhile are the table's for the learner (a pass with nothing
        to answer): a note being read does not refuse them."""
        t: Any = self.t.table  # type: ignore[attr-defined]
        t.made_for_learner = True
        try:
            yield
        finally:
            t.made_for_learner = False


#: how long a lesson's race waits for the learner to copy a computer player's gesture (a game's
#: waits 3 s): a new player who missed the 3 s copy race was never shown copying one
#: (2026-11-26); the panel says which key copies it (``LessonLayer.race_status``)
COPY_WAIT_NS = 20_000_000_000


def wait_for_learner(race: Any, learner: int) -> bool:
    """A Happening race the learner copies in (not its opener), not started yet, is given
    ``COPY_WAIT_NS`` to copy the gesture: it ends as soon as everyone copied, so only the
    learner's own time is waited for. True if it was lengthened."""
    if not race.armed or learner not in race.seats or race.started_ns is not None:
        return False
    race.duration_ns = max(race.duration_ns, COPY_WAIT_NS)
    race.window.duration_ns = race.duration_ns
    return True


class LessonTimed(TimedRunner):
    """A race or a shot waits while a note is read (over a race a click is the learner's
    press, not Next); once it is up, the lesson's panel is drawn over it, in the room it
    leaves (``Scene.guest_room``): the step that asks for the race or the shot stays in
    sight while the learner plays it. A race the learner copies a computer player's gesture in
    waits for their copy (``wait_for_learner``)."""

    def update(self, now: float) -> None:
        t: Any = self.table
        step = t.run.step
        if step is not None and step.is_note:
            self._check_pick(t.game)
            return
        before = t.app.scene
        super().update(now)
        over = t.app.scene
        if over is not before and over is not t:
            over.guest = t.guide.draw_over
            t.guide.reserve(over)
            race = getattr(over, "race", None)
            if race is not None:
                wait_for_learner(race, t.run.learner)
                race.settle_ns = 0  # a step may ask for a press at once (a false start)
                # Wait... held for a false start to be tried (not where the step's words,
                # after a false start in the race before, say to wait for the gesture)
                asks = step is not None and t.run.text() == step.text
                hold = int(step.hold * 1e9) if asks and step is not None else 0
                if hold and race.bot_opener:
                    race.opener_hold_ns = min(hold, race.opener_timeout_ns - 1_000_000_000)
            if t.pressed_early == t.run.at and race is not None and race.started_ns is None:
                race.press(t.run.learner, 0)  # pressed as the step said: fed as it starts
            t.pressed_early = None

    def finish(self, game: Any, timed: Any, outcome: Any) -> list[Any]:
        """A race has ended: whether the learner's press came before the gesture (a false
        start), or whether they were last (pressing late, or not at all), is kept for the step
        that explains it (``Step.false_start``, ``Step.last``, ``Step.no_press``)."""
        t: Any = self.table
        race = outcome.race
        if race is not None:
            me = t.run.learner
            last = ""
            if tuple(race.last) == (me,):  # last alone: the target
                last = "none" if me in race.missed else "late"
            t.run.raced(me in race.false_starts, last)
        return super().finish(game, timed, outcome)


class LessonPicks(PromptLayer):
    """A card of a several-card choice (RPG Get!'s Redraw) picked with a click or the keys:
    a card the step does not ask for is refused with the step's hint, not picked (the pick
    changes no game, so the engine has no reason to give: the lesson says it)."""

    def click(self, seat: int, pos: tuple[int, int]) -> bool:
        t: Any = self.t
        if not t.run.finished:
            for action, r in self.targets():
                if r.collidepoint(pos):
                    if action.args and not t.guide.pick_wanted(action.args[0]):
                        t.told(f"Not this card now. {t.run.hint()}", pos)
                        return True
                    break
        return super().click(seat, pos)


class LessonMoveButtons(MoveButtonsLayer):
    """The move buttons of a lesson: a move the step does not ask for is refused at once with
    the step's hint, never asked about first (RPG Get!'s "End the attack" on the step that asks
    for the Pirate Cutlass asked "... has not attacked yet. End the attack anyway?", and only
    its answer was refused); a move the lesson takes is asked about as in a game."""

    def press(self, action: Action) -> None:
        t: Any = self.t
        if t.run.judge(action, t.game, t.made_for_learner) is not None:
            t.submit(action)  # refused: the lesson's words
            return
        super().press(action)


class QuietEnd(EndLayer):
    """The game's end, without the game's end panel (the lesson's panel tells it)."""

    def process_event(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surf: pygame.Surface) -> None:
        self.t.end_buttons = []


class LessonTable(TableScene):
    """The table of a lesson (see the module's docstring)."""

    def __init__(self, app: App, lesson: Lesson, saved: dict[str, Any] | None = None) -> None:
        self.lesson = lesson
        log: list[str] = []
        run = LessonRun(lesson)
        if saved is not None:
            run, game = resume(lesson, saved)
            log = list(game.log)
        self.run = run
        #: what the keyboard's focus was last pointed for (``point_focus``)
        self._pointed_at: tuple[Any, ...] | None = None
        # the person as the launcher calls seat 1 (never "Player 1" once a name is typed)
        session = LessonSession(lesson, log, run.learner, remembered_name(app.settings, 0))
        session.run = run
        self.finish_told = False
        #: the moves being submitted are the table's for the learner (``LessonTurns``)
        self.made_for_learner = False
        #: the step at which the learner pressed their race key before the race was up
        #: (``press_early``): the press is theirs in it
        self.pressed_early: int | None = None
        super().__init__(app, session)
        run.sync(self.game)
        session.save_lesson()

    def build_parts(self, now: float) -> None:
        super().build_parts(now)
        self.turns = LessonTurns(ScreenSide(self), now)
        self.timed = LessonTimed(self)
        self.guide = LessonLayer(self)
        at = self.layers.index(self.prompt_cards)
        self.prompt_cards = self.layers[at] = LessonPicks(self)
        at = self.layers.index(self.moves)
        self.moves = self.layers[at] = LessonMoveButtons(self)
        # the lesson's own last panel says the result and offers a real game (the game's end
        # panel would offer to play the lesson's deal again)
        at = self.layers.index(self.ending)
        self.ending = self.layers[at] = QuietEnd(self)
        # the panel's clicks and Return are its own before the game view's input (a click on
        # Next must not take the keyboard from Codenames' clue box)
        at = next(i for i, x in enumerate(self.layers) if isinstance(x, ViewInputLayer))
        self.layers.insert(at, self.guide)

    def log_events(self, shown: list[dict[str, Any]]) -> None:
        """A lesson's log starts with the game, not with how its position was made: the deal
        the position replaced ("You drew Blackmail", not in the learner's hand) and the
        scenario's "position set" line are for a scenario's author, not for a learner."""
        kinds = [e["kind"] for e in shown]
        if "PositionSet" in kinds:
            at = kinds.index("PositionSet")
            _before, _, rest = str(shown[at]["text"]).partition("Scenario position set: ")
            # what is left of the line ("Player 1's turn.") starts the learner's log
            start = [{**shown[at], "kind": "TurnStarted", "text": rest}] if rest else []
            shown = start + shown[at + 1 :]
        super().log_events(shown)

    # ------------------------------------------------------------------ moves
    def submit(self, action: Action, by_view: bool = False) -> bool:
        why = self.run.judge(action, self.game, self.made_for_learner)
        if why is not None:
            self.told(why if why != self.run.hint() else f"Not this move now. {why}")
            self.drag = None
            self.timed.done = None  # a refused shot or race is run again
            return False
        if not super().submit(action, by_view):
            return False
        self.run.moved(action, self.game)
        self.follow_learner()
        self.session.save_auto()
        self.dirty = True
        return True

    def handle(self, event: pygame.event.Event) -> None:
        if not self.press_early(event):
            super().handle(event)

    def press_early(self, event: pygame.event.Event) -> bool:
        """The learner's race key (or Space) while the step waits for a race whose panel is
        not up yet (it tells them to press, or to copy at once): the press is kept for the
        race and counts in it as it starts, a false start before the gesture (a new player,
        2026-11-26: "Press now, while it says Wait..." and the press, made before the panel
        came, was dropped; the note then said they had not pressed at all)."""
        from tabletop.ui.overlays.race import RaceKeys

        if event.type != pygame.KEYDOWN or self.app.scene is not self:
            return False
        if not self.run.race_ahead(len(self.game.log)):
            return False
        learner = self.run.learner
        keys = RaceKeys.for_table(self.app.settings, [learner], learner)
        if keys.seat_for(event) != learner:
            return False
        if self.pressed_early != self.run.at:
            self.pressed_early = self.run.at
            self.toasts.add(
                "You pressed before the gesture: a false start, it counts in the race.", "bad"
            )
            self.dirty = True
        return True

    def refuse(self, reason: str, at: tuple[int, int] | None = None) -> None:
        """The engine's reason, and the step's hint after it."""
        hint = self.run.hint() if not self.run.finished else ""
        text = reason if not hint or hint in reason else f"{reason} {hint}"
        self.told(text, at)

    def told(self, text: str, at: tuple[int, int] | None = None) -> None:
        self.run.told(text)
        self.session.save_auto()
        TableScene.refuse(self, text, at)

    @property
    def typing(self) -> bool:  # type: ignore[override]
        """A text box has the keyboard, never once the lesson is over: the keys go to its
        last buttons (at the Codenames lesson's end the clue box kept every key)."""
        return not self.run.finished and bool(self.gv.typing)

    def reading_note(self) -> bool:
        """A note is read now and Enter is free to press its Next (no large card, chooser, text
        box or card held with the keys takes Enter)."""
        step = self.run.step
        if step is None or not step.is_note or self.zoom.is_open or self.chooser:
            return False
        return not self.focus.holding()

    def next_note(self) -> None:
        if self.run.catching_up(len(self.game.log)):
            return  # the note is not shown yet: the moves before it are being made
        if self.run.next_note(self.game):
            self.follow_learner()
            self.session.save_auto()
            self.turns.pacing.wait(self.now(), knob("BOT_DELAY") * 0.5)
            self._frame = None
            self.dirty = True

    # ------------------------------------------------------------------ the end
    def follow_learner(self) -> None:
        """The step moves the learner to another seat: the screen becomes that seat's."""
        seat = self.run.learner
        if self.session.humans() == [seat]:
            return
        assert isinstance(self.session, LessonSession)
        self.session.move_learner(seat)
        self.viewer = self.lifted_for = seat
        self.settle_view()
        self.dirty = True

    def update(self, now: float) -> None:
        self.follow_learner()
        super().update(now)
        self.point_focus()
        if self.run.finished and not self.finish_told:
            self.finish_told = True
            done = list(self.app.settings.get(DONE_KEY, []))
            key = f"{self.lesson.game}/{self.lesson.ident}"
            if key not in done:
                self.app.settings[DONE_KEY] = [*done, key]
                self.app.save_settings()
            self.session.save_auto()  # finished: the next "Learn to play" starts afresh
            box = getattr(self.gv, "entry", None)
            if box is not None and getattr(box, "focus", False):
                box.focus = False  # a text box lets the keys go to the last panel (one mark)
            self.dirty = True

    def point_focus(self) -> None:
        """A new step (or move) points at something: the keyboard's focus goes there, so the
        ring (or the first Tab) starts at what the lesson points at."""
        if self.curtain_for is not None or getattr(self, "view", None) is None:
            return
        holding = self.focus.holding()  # a card picked up with the keys: to where it goes
        at = (
            self.run.at,
            len(self.game.log),
            self.viewer,
            bool(self.chooser),
            holding,
            self.size,
            self.guide.stage(),
            # a card gliding in (a card drawn from the pile) is pointed at again where it lands
            self.gv.busy(),
        )
        if self._pointed_at == at:
            return
        holes, _arrow = self.guide.targets()
        if holding:
            holes = holes[1:]
        # a place the keys do not stop at (a text box: the keys type into it) points nowhere
        if not (holes and self.focus.point_at(holes[0])):
            self.focus.pointed = None
        self._pointed_at = at
        self.dirty = True

    def play_real_game(self) -> None:
        """The lesson is over: a real game against the computer (normal level), the person
        in the seat the lesson started them in (a Codenames Agent plays an Agent, not the
        Director) where the game's least seats have it."""
        import random

        from tabletop.engine.saves import new_autosave_path
        from tabletop.room.session import default_seats

        session = Session(
            self.lesson.game,
            random.randrange(1_000_000),
            real_game_seats(self.lesson, default_seats(self.lesson.game)),
            autosave=new_autosave_path(self.lesson.game),
        )
        self.app.replace(TableScene(self.app, session))

    def leave(self) -> None:
        self.app.pop()

    def draw_guides(self, surf: pygame.Surface) -> None:
        self.guide.draw(surf)


def real_game_seats(lesson: Lesson, seats: list[SeatConfig]) -> list[SeatConfig]:
    """``seats`` (the person first, then computers) with the person moved to the seat the
    lesson started them in, when there is one: the seats' roles stay the game's (Codenames'
    seat 0 is the Director), the person takes the role they learned. Every seat keeps its
    name: the person "Player 1", as in the lesson, and the computer "Computer 2", as in every
    other game's first real game (after the Beanz lesson it was "Computer 1" sitting first,
    the person still "Player 1")."""
    at = lesson.learner
    people = [s for s in seats if not s.is_bot]
    if not 0 < at < len(seats) or len(people) != 1:
        return seats
    bots = [s for s in seats if s.is_bot]
    return bots[:at] + people + bots[at:]


def open_lesson(app: App, lesson: Lesson, fresh: bool = False) -> LessonTable:
    """The lesson's table, resumed where it was left (``fresh``: from its start); a save that
    no longer replays starts the lesson again."""
    saved = None if fresh else read_save(lesson)
    try:
        table = LessonTable(app, lesson, saved)
    except SaveError:
        forget(lesson)
        table = LessonTable(app, lesson, None)
    app.push(table)
    return table
