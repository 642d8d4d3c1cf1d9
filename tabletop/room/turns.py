"""Who moves next at the table: bots at their pace, reaction windows and their countdown, and
the moves the table makes for a person (a pass that reveals nothing, a formality with one
answer). Pure: the loop asks a ``TableSide`` (the screen's table, ``ui.table_turns.ScreenSide``;
a table with nobody at a screen can be another side) what the screen shows and who is at it,
and hands it the moves to make; the side calls ``Turns.step(now)`` with the time it read.

Reaction windows (the game's facts, ``room.facts``):

- hot-seat (two or more people at the screen): the window lasts the same time whoever holds
  what (the ``window_seconds`` setting), so nobody learns from the screen or from a bot's
  speed whether anyone can react: bots decide at once but their answers are applied only when
  the window closes. Its clock counts only time in view: never behind a curtain, a menu or a
  claim.
- a game whose windows are put only to the seats that hold an answer (its facts'
  ``asks_answerers_only``, RPG Get!): the table passes at once for each person who holds none
  (``skip_non_answerers``), so a window runs only while someone at the screen can answer it;
  with no person left in it the computers answer at their pace, with no window.
- solo (one person): the window waits for the person (react or pass), with no countdown unless
  the ``solo_window_countdown`` setting is on; when the person's only legal move is to pass the
  table passes for them at the bots' pace.
- relaxed timing (setting ``relaxed_timing``, ``pacing.relaxed``): no countdown, solo or
  hot-seat: the window waits until every person in it has answered or passed; the bots answer
  as usual, at their pace, once no person is left in it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

from tabletop.engine.actions import Action, parse_action
from tabletop.engine.errors import TabletopError
from tabletop.room.pacing import BotPacing, relaxed, window_closes

if TYPE_CHECKING:
    from tabletop.engine.events import Event
    from tabletop.room.policy import WindowClock
    from tabletop.room.session import Session


class TableSide(Protocol):
    """What the turn loop asks of the table it runs (the screen's, or one with no screen)."""

    @property
    def session(self) -> Session: ...

    @property
    def window(self) -> WindowClock:
        """The open window's countdown (``room.policy.WindowClock``)."""

    @property
    def claimant(self) -> int | None:
        """The seat that claimed the open window with its key (None: nobody)."""

    @property
    def curtain_for(self) -> int | None:
        """The seat whose "Pass to" curtain is up (None: no curtain)."""

    @property
    def async_bots(self) -> bool:
        """Bots think off the frame, on a worker thread."""

    @property
    def view(self) -> dict[str, Any]:
        """The seat view on screen (its prompt; the game's facts read it)."""

    @property
    def settings(self) -> Mapping[str, Any]: ...

    def knob(self, name: str) -> Any: ...

    def now(self) -> float: ...

    def dragging(self) -> bool: ...

    def hotseat(self) -> bool: ...

    def public_window(self) -> bool: ...

    def is_window(self) -> bool: ...

    def response_window(self) -> bool:
        """A reaction window, also one that asks a single seat now (``TableFacts``)."""

    def pass_is_public(self, seat: int) -> bool: ...

    def forced_prompt(self, kind: Any) -> bool: ...

    def own_window_can_wait(self, seat: int, legal: list[Action]) -> bool: ...

    def asks_answerers_only(self) -> bool: ...

    def answers(self, seat: int, legal: list[Action]) -> bool: ...

    def public_move(self, seat: int, legal: list[Action]) -> Action | None: ...

    def legal_any(self, seat: int) -> list[Action]: ...

    def legal(self, seat: int) -> list[Action]: ...

    def acting_seat(self) -> int | None: ...

    def state_key(self) -> Any: ...

    def submit(self, action: Action) -> bool: ...

    def after_apply(self, action: Action, events: list[Event]) -> None: ...

    def changed(self) -> None: ...

    def say(self, text: str) -> None: ...

    def busy(self) -> bool: ...


_POOL: Any = None


def _bot_pool() -> Any:
    """One worker thread for bots' thinking (bots answer one at a time, in order)."""
    global _POOL
    if _POOL is None:
        from concurrent.futures import ThreadPoolExecutor

        _POOL = ThreadPoolExecutor(1, thread_name_prefix="tabletop-bot")
    return _POOL


class Turns:
    """The table's referee of time: bots, windows and the moves made for a person."""

    def __init__(self, side: TableSide, now: float) -> None:
        self.t = side
        self.pacing = BotPacing(now, side.knob("BOT_DELAY"))
        self.pending_bot: dict[int, Action] = {}
        self.bot_job: Any = None
        #: (what, log state) the table did for a human, a pass or a forced answer (an undo back
        #: there: by hand)
        self.auto_passed: set[Any] = set()
        #: what the log calls the pass the table is making now (``pass_for_all``): "own" for a
        #: computer that chose to pass, "late" for a person whose time ran out, None for a
        #: seat that could not answer (a window nobody can answer)
        self.pass_how: str | None = None

    # ------------------------------------------------------------------ the open window
    @property
    def window_key(self) -> Any:
        """The open window's identity (None: no window running)."""
        w = self.t.window
        return (w.log_len,) if w.is_open else None

    @window_key.setter
    def window_key(self, value: Any) -> None:
        if value is None:
            self.t.window.close()

    @property
    def window_length(self) -> float:
        return self.t.window.length

    @window_length.setter
    def window_length(self, seconds: float) -> None:
        self.t.window.length = seconds  # the setting changed while a window is open

    @property
    def window_deadline(self) -> float:
        """When the open window closes if it stays in view (the table's clock)."""
        w = self.t.window
        return (w.last if w.last is not None else self.t.now()) + w.left()

    @window_deadline.setter
    def window_deadline(self, t: float) -> None:
        w = self.t.window
        w.set_left(t - (w.last if w.last is not None else self.t.now()))

    def forget(self) -> None:
        """A move that is not a pass (or an undo): the window and the bots' answers are new."""
        self.pending_bot = {}
        self.t.window.close()

    def window_seconds(self) -> float:
        """The hot-seat window length (setting ``window_seconds``, clamped)."""
        default = self.t.knob("WINDOW_SECONDS")
        v = self.t.settings.get("window_seconds", default)
        try:
            v = float(v)
        except (TypeError, ValueError):
            v = default
        lo, hi = self.t.knob("MIN_WINDOW_SECONDS"), self.t.knob("MAX_WINDOW_SECONDS")
        return max(lo, min(hi, v))

    def window_timed(self) -> bool:
        """Hot-seat windows run a visible countdown, solo ones only by setting; with relaxed
        timing none does (the window waits for every person in it)."""
        settings = self.t.settings
        if relaxed(settings):
            return False
        return self.t.hotseat() or bool(settings.get("solo_window_countdown"))

    def window_opens(self, active: list[int]) -> bool:
        """A window the table runs: humans in it, and more than one seat or shown in public."""
        t = self.t
        humans = set(t.session.humans_now())  # a seat the computer plays this turn is not
        if not any(s in humans for s in active):
            return False
        if t.public_window():
            return True
        return t.is_window() and len(active) > 1

    def run_window(self, now: float, active: list[int]) -> None:
        """The open window's clock: it counts only while the window is in view and unclaimed;
        at its end bots' answers, then everyone else's passes."""
        t = self.t
        if t.window.follow(t.session.log, active, self.window_seconds()):
            self.pending_bot = {s: t.session.bot_choice(s) for s in active if s in t.session.bots}
            t.changed()
        bots = t.session.bots
        for s in [x for x in self.pending_bot if x not in active or x not in bots]:
            del self.pending_bot[s]
        for s in [x for x in active if x in bots and x not in self.pending_bot]:
            self.pending_bot[s] = t.session.bot_choice(s)  # the computer took a seat meanwhile
        t.window.tick(now, t.claimant is None)
        if t.claimant is not None or not self.window_timed():
            return  # solo: the window waits for the human
        if window_closes(t.window, t.dragging(), t.knob("DRAG_GRACE")):
            self.close_window()

    def close_window(self) -> None:
        """The window's time is up: bots' reactions first, then everyone else passes."""
        t = self.t
        reacting = [a for s, a in sorted(self.pending_bot.items()) if a.verb != "pass"]
        if reacting:
            t.submit(reacting[0])
            return
        self.pass_for_all(timed_out=True)

    def moot_window(self, active: list[int]) -> bool:
        """A window nobody can answer, and everyone can see so (the game's facts say every
        seat's pass in it is public: an Espionage stack whose items are all cancelled): it
        never opens; the table passes for every seat at once (``pass_for_all``)."""
        t = self.t
        if not active or t.session.game.is_terminal() or not t.is_window():
            return False
        return all(t.pass_is_public(s) for s in active)

    def pass_for_all(self, timed_out: bool = False) -> None:
        """The table passes for every seat still in the window (nobody's own move; the log
        names a computer's pass it had chosen and a person's whose time ran out: ``pass_how``)."""
        t = self.t
        game = t.session.game
        for s in list(game.active_seats()):
            passes = [a for a in t.legal_any(s) if a.verb == "pass"]
            if passes and not game.is_terminal():
                could = timed_out and not t.pass_is_public(s)  # (never what a hand holds)
                self.pass_how = ("own" if s in t.session.bots else "late") if could else None
                try:
                    with t.session.by_the_table():  # nobody's own move: undo stops at it
                        events = t.session.apply(passes[0])
                except TabletopError:
                    self.pass_how = None
                    continue
                t.after_apply(passes[0], events)
                self.pass_how = None

    # ------------------------------------------------------------------ each frame
    def step(self, now: float) -> None:
        """After the screen is settled: the open window's clock, else a bot's move when due."""
        t = self.t
        active = t.session.game.active_seats()
        if self.moot_window(active):
            self.pending_bot = {}
            t.window.close()
            self.pass_for_all()
            return
        if self.window_opens(active):
            self.run_window(now, active)
            return
        if t.claimant is not None:
            return
        t.window.close()
        bots = t.session.bot_seats_to_act()
        if bots and self.pacing.due(now) and not t.dragging():
            action = self.bot_action(bots[0])
            if action is None:
                return  # still thinking, off the frame
            in_window = t.is_window() and len(active) > 1
            t.submit(action)
            self.bot_remark(bots[0])
            delay = t.knob("BOT_DELAY")
            self.pacing.wait(now, delay * 0.4 if in_window else delay)

    def wake(self, now: float) -> float | None:
        """When the table needs an update without input (None: not before an input)."""
        t = self.t
        if self.bot_job is not None:
            return now + 0.008  # a bot thinking off the frame: look again soon
        if self.window_key is not None and self.window_timed():
            return self.window_deadline
        if t.session.bot_seats_to_act() and not self.pacing.paused:
            return self.pacing.next_at
        if t.session.humans() and not t.session.bot_seats_to_act():
            return self.pacing.pending(now)  # a solo pass the table makes at the bots' pace
        if t.busy():
            return now + 0.05
        return None

    def bot_action(self, seat: int) -> Action | None:
        """The bot's move, or None while it thinks. With ``async_bots`` (the app) a bot thinks
        on a worker thread from its view and legal moves, so a slow bot never stalls a frame;
        an answer for a state that has changed since (undo) is dropped."""
        t = self.t
        if not t.async_bots:
            return t.session.bot_choice(seat)
        job = self.bot_job
        key = t.state_key()
        if job is not None and (job[0] != key or job[1] != seat):
            job = self.bot_job = None
        if job is None:
            legal = t.legal_any(seat)
            view = t.session.game.view(seat)
            future = _bot_pool().submit(t.session.bot_think, seat, view, legal)
            self.bot_job = (key, seat, legal, future)
            return None
        _, _, legal, future = job
        if not future.done():
            return None
        self.bot_job = None
        return t.session.bot_settle(seat, future.result(), legal)

    def bot_remark(self, seat: int) -> None:
        """A bot may say something (a Codenames Agent that does not know a clue word)."""
        remark = getattr(self.t.session.bots.get(seat), "remark", "")
        if remark:
            self.t.say(remark)

    # ------------------------------------------------------------------ moves made for a human
    def only_pass(self, seat: int | None) -> bool:
        """The seat's only move now is to pass (it holds nothing that answers)."""
        t = self.t
        if seat is None or seat not in t.session.game.active_seats():
            return False
        return [a.verb for a in t.legal_any(seat)] == ["pass"]

    def auto_pass(self, now: float) -> bool:
        """Pass for a human whose only legal move is to pass, when that reveals nothing:

        - solo: no window is put to the human when they cannot answer it, also one that asks
          them alone (RPG Get!'s end of a computer's turn in a two-player game: a Pass button
          and nothing to play); the pass is made at the bots' pace, so the card can be read;
        - hot-seat: the seat is the only one left to answer and the game says its pass is
          public (the game's facts, ``pass_is_public``: an owner cannot answer its own item), even
          behind the curtain.

        Each log state is passed for once (an undo back to it: the human passes by hand).
        True when a pass was made."""
        t = self.t
        if t.dragging() or t.claimant is not None:
            return False
        if self.skip_non_answerers():
            return True
        humans = t.session.humans_now()
        active = t.session.game.active_seats()
        human_active = [s for s in active if s in humans]
        if len(human_active) != 1:
            return False
        seat = human_active[0]
        if self.done_here("pass"):
            return False
        legal = t.legal_any(seat)
        if not self.only_pass(seat) and not self.own_window_waits(seat, legal):
            return False
        if t.hotseat():
            if active != [seat] or not t.pass_is_public(seat):
                return False
        else:
            if self.window_key is None and not t.response_window():
                return False
            if t.curtain_for is not None or now < self.pacing.next_at:
                return False
        self.auto_passed.add(("pass", hash(tuple(t.session.log))))
        # the log says so (``PassLog``), but for a pass everyone knew was the only move (the
        # game's facts; the only kind made here in hot-seat): as ``replayed_pass_how``
        if not t.hotseat() and not t.pass_is_public(seat):
            self.pass_how = "auto" if self.only_pass(seat) else "own"
        try:
            with t.session.by_the_table():  # nobody's own move: hot-seat undo stops at it
                return bool(t.submit(legal[0]))
        finally:
            self.pass_how = None

    def skip_non_answerers(self) -> bool:
        """A game whose windows are put only to the seats that hold an answer (its facts'
        ``asks_answerers_only``): in hot-seat the table passes at once for the first person in
        the open window who holds none (the log: "had nothing to answer with"), before the
        screen shows the window to anyone, so no countdown runs and no curtain rises for it;
        the pass's own ``after_apply`` comes back here for the next one. Each log state once
        (an undo back to it: by hand). True when a pass was made. First, a move everyone can
        see a person must make (``make_public_move``)."""
        if self.make_public_move():
            return True
        t = self.t
        if not t.hotseat() or not t.asks_answerers_only() or not t.response_window():
            return False
        game = t.session.game
        if game.is_terminal() or self.done_here("skip"):
            return False
        humans = t.session.humans_now()
        for seat in game.active_seats():
            legal = t.legal_any(seat)
            if seat not in humans or not any(a.verb == "pass" for a in legal):
                continue
            if t.answers(seat, legal):
                continue
            self.auto_passed.add(("skip", hash(tuple(t.session.log))))
            self.pass_how = "auto"
            try:
                with t.session.by_the_table():  # nobody's own move: hot-seat undo stops at it
                    return bool(t.submit(next(a for a in legal if a.verb == "pass")))
            finally:
                self.pass_how = None
        return False

    def make_public_move(self) -> bool:
        """A move the game says everyone can see a person must make (its facts'
        ``public_move``: an Austin Powers helper with no Agent on the table throws no bone),
        made for them at once: no window waits on them, no curtain rises for them. Each log
        state once (an undo back to it: by hand). True when a move was made."""
        t = self.t
        game = t.session.game
        if game.is_terminal() or self.done_here("public"):
            return False
        humans = t.session.humans_now()
        for seat in game.active_seats():
            move = t.public_move(seat, t.legal_any(seat)) if seat in humans else None
            if move is None:
                continue
            self.auto_passed.add(("public", hash(tuple(t.session.log))))
            with t.session.by_the_table():  # nobody's own move: hot-seat undo stops at it
                return bool(t.submit(move))
        return False

    def done_here(self, what: str) -> bool:
        """Did the table already make ``what`` (a pass, a forced answer) for a human at this log
        state? (An undo back to it: the human does it by hand, no loop.)"""
        return (what, hash(tuple(self.t.session.log))) in self.auto_passed

    def answer_forced(self) -> bool:
        """A prompt of a kind the game calls a formality (its facts' ``forced_prompts``) with one
        answer left is answered for the seat on screen (once per state: after an undo back to
        it the player answers by hand)."""
        t = self.t
        seat = t.acting_seat()
        p = t.view.get("prompt")
        if seat is None or not p or p.get("seat") != seat or not t.forced_prompt(p.get("kind")):
            return False
        legal = t.legal(seat)
        if len(legal) != 1 or legal[0].verb != p.get("verb"):
            return False
        if self.done_here("forced"):
            return False
        self.auto_passed.add(("forced", hash(tuple(t.session.log))))
        with t.session.by_the_table():  # nobody's own move: hot-seat undo stops at it
            return bool(t.submit(legal[0]))

    def own_window_waits(self, seat: int, legal: list[Action]) -> bool:
        """Solo: the window was opened by ``seat``'s own last move and what it could answer
        can wait for its next turn to act (setting ``pass_own_windows``, on by default)."""
        t = self.t
        if t.hotseat() or not t.settings.get("pass_own_windows", True):
            return False
        if not t.session.log or parse_action(t.session.log[-1]).seat != seat:
            return False
        if not any(a.verb == "pass" for a in legal):
            return False
        return t.is_window() and t.own_window_can_wait(seat, legal)
