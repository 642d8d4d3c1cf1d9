"""One timed race, step by step: the Happening gesture race and the "throw me a Frickin' Bone"
help race (the bone race) share this model. Pure and clock-injected: it never reads a clock and
never loops; the caller hands it the time at every step (``tick``) and stamps every human press.

Kinds
    ``"happening"`` (mode ``last``): the window is *armed*; the Happening's player (the opener)
    makes the gesture by pressing their button (a bot opener after a human-like pause,
    ``opener_pause_ns``), which opens it for ``duration_ns``. The other seats copy the gesture;
    presses before it are false starts ("Players may not make these gestures except during an
    actual Happening") and rank last. The race ends ``linger_ns`` after every seat has reacted,
    or at the deadline. An opener who never gestures: after ``opener_timeout_ns`` the race ends
    *aborted*, with every seat tied for last (nobody copied a gesture that was never made).

    ``"help"`` (mode ``first``): the window opens ``lead_ns`` after the start ("Ready..." then
    "THROW!"); pressing early is only shown (policy ``retry``). The first counted press by a seat
    for which ``eligible(seat)`` holds (it can pay for a bone) wins; the race ends ``linger_ns``
    later (so near-misses are seen), or when every seat has pressed, or at the deadline.

    ``"signal"`` (any game's race, ``mode`` first or last): as ``help``, the window opens
    ``lead_ns`` after the start on a signal. Mode ``first`` is won as ``help`` is; mode ``last``
    singles out the last seat(s) to press once everyone has pressed or the deadline passed.

    ``mode`` defaults to the kind's (``happening``: last; ``help`` and ``signal``: first).

    ``patient`` (a game's named option for relaxed timing, off by default): nobody wins on
    speed. The race waits for every seat (or the deadline); in mode ``first`` the winner is the
    first seat *in seat order* that pressed and is eligible (decided when the race ends).

Ordering and ties follow ``ReactionWindow``: arrival order decides, timestamps only judge ties
(tolerance 10 ms). At every step bots' presses that fell due are fed *before* the human presses
stamped at that step (their times lie at or before the step's stamp). A bot's press time is
drawn from one moment and its own rng only (``bot_press_time_ns``).

Screen pacing (``screen_paced``, set by the race overlay): the people react to what is drawn, so
the bots do too. The caller starts the race when its first frame has been drawn and reports every
later frame with ``shown(t)``; the bots' clocks start at the first frame that shows the open
window (the gesture, "THROW!"), not at the instant the gesture was made, which a person cannot
see until that frame. Unpaced (the default, pure tests), the bots' clocks start at the opening.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from tabletop.reactions.bots import BotReactor, bot_press_time_ns, opener_pause_ns
from tabletop.reactions.window import (
    DEFAULT_TIE_TOLERANCE_NS,
    Outcome,
    ReactionError,
    ReactionWindow,
    format_outcome,
)

MS = 1_000_000
KINDS = ("happening", "help", "signal")
MODES = {"happening": "last", "help": "first", "signal": "first"}
#: the word a race's window opens on, by kind (the TV's big word; a phone's line names it)
SIGNALS = {"help": "THROW!"}


def signal_word(kind: str, words: Mapping[str, str]) -> str:
    """The word the window of a race of ``kind`` opens on: the bone race's "THROW!", a
    ``signal`` race's own (its ``words``' ``signal``), else "GO!"."""
    return SIGNALS.get(kind) or str(words.get("signal", "GO!"))


@dataclass(frozen=True, slots=True)
class Entry:
    """One press as the race took it: who, when (ns), arrival number, what it did, bot or not."""

    seat: int
    t_ns: int
    seq: int
    status: str
    bot: bool = False


@dataclass
class Race:
    """A race in progress. Build it, ``start(now)``, then ``press``/``tick`` until ``done``."""

    kind: str
    seats: tuple[int, ...]
    opener: int | None = None
    bots: Mapping[int, BotReactor] = field(default_factory=dict)
    duration_ns: int = 3000 * MS
    lead_ns: int = 0
    linger_ns: int = 400 * MS
    opener_timeout_ns: int = 15_000 * MS
    eligible: Callable[[int], bool] | None = None
    rng: random.Random = field(default_factory=random.Random)
    tie_tolerance_ns: int = DEFAULT_TIE_TOLERANCE_NS
    screen_paced: bool = False
    mode: str = ""
    #: a race not won on speed (a game's named option): it waits for every seat to press (or
    #: the deadline), and in mode ``first`` the winner is the first eligible seat *in seat
    #: order* (``seats``) that pressed, not the fastest
    patient: bool = False
    #: a press by a seat other than the opener this soon after the race appeared, before its
    #: signal, cannot answer what the race shows: it was meant for the screen before (a result
    #: gone by itself as the person pressed to go on). ``too_soon`` names it; the caller drops it
    #: rather than count a false start (a new player, 2026-11-27: one Space on a bone race's
    #: result was a "FALSE START" in a race they never saw). 0: every press counts.
    settle_ns: int = 0
    #: a computer opener's gesture waits this long after the start (0: ``opener_pause_ns``),
    #: or until a pause after a person's false start: a lesson asks for a false start, and a
    #: new player reading its words had well under a second of Wait... to make one
    opener_hold_ns: int = 0

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ReactionError(f"unknown race {self.kind!r}; use {', '.join(KINDS)}")
        self.mode = self.mode or MODES[self.kind]
        if self.mode not in ("first", "last") or (self.armed and self.mode != "last"):
            raise ReactionError(f"a {self.kind} race cannot be won {self.mode!r}")
        self.seats = tuple(int(s) for s in self.seats if s != self.opener)
        if self.armed:
            if self.opener is None:
                raise ReactionError("a Happening race needs its player (the opener)")
            self.window = ReactionWindow(
                self.seats,
                mode="last",
                opener=self.opener,
                duration_ns=self.duration_ns,
                tie_tolerance_ns=self.tie_tolerance_ns,
            )
        else:
            # armed until start(), which builds the real window (it needs its open time)
            self.window = ReactionWindow(
                self.seats,
                mode=self.mode,
                duration_ns=self.duration_ns,
                false_start="retry",
                tie_tolerance_ns=self.tie_tolerance_ns,
            )
        self.started_ns: int | None = None
        self.log: list[Entry] = []
        self.winner: int | None = None
        self.aborted = False
        self.done = False
        self.ended_ns: int | None = None
        self._end_at: int | None = None
        self._bot_times: dict[int, int] = {}
        #: when the bots' clocks started (the opening, or the first frame showing it)
        self.bots_from_ns: int | None = None
        self._opener_at: int | None = None
        self._seq = 0
        #: people who pressed before the race appeared (before its first frame, or at a
        #: lesson's table told to press): their presses are fed as it starts
        self.early: list[int] = []
        #: people who first pressed after the race was over: too late (the result and the
        #: log say so, not that they never pressed)
        self.late: list[int] = []

    # ------------------------------------------------------------------ set-up
    @property
    def armed(self) -> bool:
        """Opened by the opener's gesture (a Happening), not by a signal after a lead."""
        return self.kind == "happening"

    @property
    def bot_opener(self) -> bool:
        return self.opener is not None and self.opener in self.bots

    def start(self, now_ns: int) -> None:
        """The race appears on screen at ``now_ns``."""
        if self.started_ns is not None:
            raise ReactionError("the race has already started")
        self.started_ns = now_ns
        if not self.armed:
            opened = now_ns + self.lead_ns
            self.window = ReactionWindow(
                self.seats,
                mode=self.mode,
                opened_ns=opened,
                duration_ns=self.duration_ns,
                false_start="retry",
                tie_tolerance_ns=self.tie_tolerance_ns,
            )
            if not self.screen_paced:
                self._schedule_bots(opened)
        elif self.bot_opener:
            self._opener_at = now_ns + (self.opener_hold_ns or opener_pause_ns(self.rng))
        for seat in self.early:  # before any signal: a false start (or the opener's gesture)
            self._feed(seat, now_ns, False)
        self.early = []

    def _schedule_bots(self, from_ns: int) -> None:
        self.bots_from_ns = from_ns
        self._bot_times = {
            s: bot_press_time_ns(self.bots[s], from_ns)
            for s in sorted(self.bots)
            if s in self.seats
        }

    def shown(self, now_ns: int) -> None:
        """A frame of the race was drawn at ``now_ns`` (screen pacing): the first one that shows
        the open window starts the bots' clocks."""
        if (
            self.screen_paced
            and self.started_ns is not None
            and not self.done
            and self.bots_from_ns is None
            and self.opened(now_ns)
        ):
            self._schedule_bots(now_ns)

    # ------------------------------------------------------------------ state
    @property
    def gesture_due_ns(self) -> int | None:
        """When a computer opener will make the gesture (None: made, or a person's to make)."""
        return self._opener_at

    @property
    def is_open(self) -> bool:
        return self.window.is_open

    def opened(self, now_ns: int) -> bool:
        """The gesture was made (or, for help, the "THROW!" moment has come) by ``now_ns``."""
        o = self.window.opened_ns
        return o is not None and now_ns >= o

    def time_left_ns(self, now_ns: int) -> int | None:
        """What the countdown shows: time to the deadline once open; for an armed Happening,
        time left for the opener's gesture; for help before "THROW!", None."""
        w = self.window
        if self.done:
            return 0
        if w.opened_ns is not None and now_ns >= w.opened_ns:
            assert w.deadline_ns is not None
            return max(0, w.deadline_ns - now_ns)
        if self.armed and self.started_ns is not None:
            return max(0, self.started_ns + self.opener_timeout_ns - now_ns)
        return None

    def total_ns(self) -> int:
        """The full length of the countdown ``time_left_ns`` counts down from."""
        if self.armed and not self.is_open:
            return self.opener_timeout_ns
        return self.duration_ns

    def outcome(self) -> Outcome:
        return self.window.result()

    @property
    def text(self) -> str:
        return format_outcome(self.outcome())

    @property
    def target(self) -> tuple[int, ...]:
        """Mode last (a Happening): the last to copy (several = a tie: the Happening player
        chooses; ``patient``: every seat that never pressed, else every seat). Mode first (help): the winner (the first eligible seat to land), () when
        nobody did."""
        if self.mode == "first":
            return () if self.winner is None else (self.winner,)
        o = self.outcome()
        if self.patient and self.done and o.order:
            # no speed: those who never pressed are last (they tie among themselves); when
            # everyone pressed, everyone ties
            return tuple(s for s in o.order if s in o.missed) or tuple(o.order)
        return o.target("last")

    def lost_to_computer(self, people: Iterable[int], late: Iterable[int] = ()) -> bool:
        """A person in ``people`` was beaten by a computer player in this finished race: in
        mode ``last`` a person is (one of) the last while a computer player is not, and not
        through their own false start (that put them last, not the computer's speed); in mode
        ``first`` a computer player won while a person who could have won (``eligible``)
        pressed, in the race or ``late`` (after it ended: too slow; a person who never
        pressed may not have wanted to). Never in a race nobody wins on speed (``patient``)
        or one whose signal was never given (``aborted``)."""
        if not self.done or self.patient or self.aborted:
            return False
        persons = [p for p in people if p in self.seats and p not in self.bots]
        if not persons or not any(s in self.bots for s in self.seats):
            return False
        if self.mode == "last":
            target = self.target
            w = self.window
            # last through their own false start, not because a computer player was faster
            slow = [p for p in persons if not (w.false_start == "last" and w.false_started(p))]
            return any(p in target for p in slow) and any(
                s in self.bots and s not in target for s in self.seats
            )
        tried = set(late) | {p for p in persons if self.window.pressed(p)}
        could = [p for p in persons if p in tried and (self.eligible is None or self.eligible(p))]
        return self.winner in self.bots and bool(could)

    def too_soon(self, seat: int, t_ns: int) -> bool:
        """A press by ``seat`` at ``t_ns`` made before the race was on screen, or within
        ``settle_ns`` of it and before its signal (``settle_ns`` 0: never)."""
        if not self.settle_ns or seat == self.opener or self.done:
            return False
        if self.started_ns is None:
            return True
        return not self.opened(t_ns) and t_ns - self.started_ns < self.settle_ns

    # ------------------------------------------------------------------ input
    def _feed(self, seat: int, t_ns: int, bot: bool) -> Entry:
        was_open = self.window.is_open
        status = self.window.press(seat, t_ns, self._seq)
        e = Entry(seat, t_ns, self._seq, status, bot)
        self._seq += 1
        self.log.append(e)
        if status == "false_start" and self.opener_hold_ns and self._opener_at is not None:
            # the false start made: the gesture comes after the usual pause from it
            self._opener_at = min(self._opener_at, t_ns + opener_pause_ns(self.rng))
        if not was_open and self.window.is_open and not self.screen_paced:
            assert self.window.opened_ns is not None
            self._schedule_bots(self.window.opened_ns)
        if (
            self.mode == "first"
            and status == "counted"
            and self.winner is None
            and (self.eligible is None or self.eligible(seat))
        ):
            self.winner = seat
        return e

    def press(self, seat: int, t_ns: int) -> Entry | None:
        """A human's press, stamped ``t_ns`` as it was pulled from the queue (call in arrival
        order). None once the race is over (a seat's first press then is ``late``); bots'
        presses are the race's own (see ``tick``).
        A press before ``start`` is kept (``early``) and fed as the race starts."""
        if seat in self.bots or (seat != self.opener and seat not in self.seats):
            return None
        if self.done:
            if seat in self.seats and not self.window.is_out(seat) and seat not in self.late:
                self.late.append(seat)
            return None
        if self.started_ns is None:  # not on screen yet: kept, and fed as it starts
            if seat not in self.early:
                self.early.append(seat)
            return None
        return self._feed(seat, t_ns, False)

    def tick(self, now_ns: int) -> list[Entry]:
        """Advance to ``now_ns``: bots that are due press, the race may end. Returns the
        presses fed. Call it before feeding the human presses stamped ``now_ns``."""
        if self.done or self.started_ns is None:
            return []
        fed: list[Entry] = []
        if self._opener_at is not None and not self.window.is_open and now_ns >= self._opener_at:
            assert self.opener is not None
            fed.append(self._feed(self.opener, self._opener_at, True))
            self._opener_at = None
        for seat, t in sorted(self._bot_times.items(), key=lambda kv: (kv[1], kv[0])):
            if t <= now_ns:
                del self._bot_times[seat]
                fed.append(self._feed(seat, t, True))
        self._check_end(now_ns)
        return fed

    def _check_end(self, now_ns: int) -> None:
        w = self.window
        if self._end_at is None:
            if not w.is_open:
                assert self.started_ns is not None
                if self.armed and now_ns - self.started_ns > self.opener_timeout_ns:
                    self.aborted = True
                    self._finish(now_ns)
                return
            assert w.deadline_ns is not None
            if now_ns > w.deadline_ns:
                self._finish(now_ns)
                return
            if self.mode == "first" and self.winner is not None and not self.patient:
                first = next(e for e in self.log if e.seat == self.winner and e.status == "counted")
                self._end_at = first.t_ns + self.linger_ns
            elif w.opened_ns is not None and now_ns >= w.opened_ns and not w.waiting_for():
                # everyone is out: linger from the last press (late presses are still shown)
                last = max((e.t_ns for e in self.log), default=now_ns)
                self._end_at = min(now_ns, last) + self.linger_ns
        if self._end_at is not None and now_ns >= self._end_at:
            self._finish(now_ns)

    def _finish(self, now_ns: int) -> None:
        self.done = True
        self.ended_ns = now_ns
        self._bot_times.clear()
        if self.patient and self.mode == "first":
            pressed = {e.seat for e in self.log if e.status == "counted"}
            self.winner = next(
                (
                    s
                    for s in self.seats
                    if s in pressed and (self.eligible is None or self.eligible(s))
                ),
                None,
            )


def happening_order_args(outcome: Outcome) -> tuple[int | str, ...]:
    """Arguments of the Austin ``happening_order`` action: seats from first to last to copy,
    then ``"tied", k`` when the last k seats tied (seats that never copied tie for last), then
    ``"missed", m`` when the last m seats did not copy the gesture in time (no press, or a
    false start), so the log never names them as having copied it; then ``"early", e`` when the
    first e of those made the gesture before it (a false start: the log says so, not that they
    did not copy it; 2026-11-26)."""
    order = list(outcome.order)
    k = len(outcome.last)
    m = sum(1 for s in outcome.last if s in outcome.missed)
    absent = order[len(order) - m :] if m else []
    early = [s for s in absent if s in outcome.false_starts]
    args: list[int | str] = [*order[: len(order) - m], *early]
    args += [s for s in absent if s not in early]
    if k > 1:
        args += ["tied", k]
    if m:
        args += ["missed", m]
    if early:
        args += ["early", len(early)]
    return tuple(args)
