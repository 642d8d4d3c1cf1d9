"""A timed reaction window: who reacted first, who was last, and who tied.

Pure and clock-injected: this module never reads a clock. The UI (``tabletop.ui.overlays.reaction_input``)
takes ``time.perf_counter_ns()`` as it pulls each key event and hands the window a timestamp and a
running *arrival number* (``seq``) for every press.

Ordering
    SDL's event queue is strictly first-in first-out (HANDBOOK, "Timing and input facts": 4,300
    XTest trials at gaps of 0-20 ms, 100 % in order), so presses are ordered by arrival number.
    Timestamps are used only to judge ties: walking the presses in arrival order, a press joins
    the current group when its timestamp is within ``tie_tolerance_ns`` of the *first* press of
    that group (anchored, so a long chain of presses 6 ms apart does not collapse into one tie).
    The default tolerance is 10 ms: the poller's timestamps are good to about 3-5 ms (p95) and a
    125 Hz USB keyboard reports every 8 ms, so two presses closer than 10 ms cannot honestly be
    told apart. When ``seq`` is not given, the order of ``press`` calls is the arrival order.

Boundaries
    A press at ``opened_ns`` or later and at ``deadline_ns`` or earlier counts. Later presses are
    ignored (``"late"``). A seat's second and later presses are ignored (``"repeat"``); nobody
    has to hold a key. A seat that never pressed by the deadline *missed*; it ranks last, and
    several seats that missed tie for last.

False starts (rule choice)
    "Players may not make these gestures except during an actual Happening" (Austin Powers CCG,
    Using a Happening Card). A press before the window opens is a *false start*: it is recorded,
    shown, and never counts as a reaction. What happens next is the window's
    ``false_start`` policy:

    * ``"last"`` (default): the seat is out of this window; its later presses are ignored and it
      ranks in the last group together with the seats that missed the deadline. Rationale:
      otherwise mashing a key while waiting for the gesture would guarantee a near-zero reaction.
    * ``"retry"``: the false start is only shown; the seat may still react once the window is open.

Ties
    A tie for last in a Happening is the Happening player's choice ("If two or more players seem to
    tie in being last, you may choose which one will become the target"). The rulebook has no tie
    rule for the Frickin' Bone race ("the first one to land on your Agent is the one that counts");
    the window reports the tied group and the game decides (suggested: the asking player chooses).

Opener
    A window may be *armed* without an open time (``opened_ns=None``) and an ``opener`` seat: the
    Happening's player "makes the gesture" first, and that press opens the window
    (``deadline = open + duration_ns``). The opener is not one of the reacting seats. Before the
    opener's press every press by a reacting seat is a false start.

Outcome text
    ``format_outcome`` / ``parse_outcome`` (``tabletop.engine.outcome``) give a compact form an
    engine action can carry, e.g.
    ``"2,0=1,3x/3"``: groups in order from first to last separated by ``,``; seats tied inside a
    group joined by ``=``; a seat that did not react in time (missed, or put last by a false start)
    carries a trailing ``x``; after an optional ``/`` come the seats that made false starts, joined
    by ``=``. The mode is not part of the text (the action verb says it, e.g.
    ``happening_order``). ``parse_outcome(format_outcome(o)) == o``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from tabletop.engine.outcome import (  # the race's result and its text: the engine's
    Outcome,
    ReactionError,
    format_outcome,
    parse_outcome,
)

__all__ = [
    "Outcome",
    "Press",
    "ReactionError",
    "ReactionWindow",
    "format_outcome",
    "parse_outcome",
]

Mode = Literal["first", "last"]
FalseStartPolicy = Literal["last", "retry"]
PressStatus = Literal["counted", "opened", "false_start", "late", "repeat", "not_in_window", "out"]

DEFAULT_TIE_TOLERANCE_NS = 10_000_000
MODES: tuple[str, ...] = ("first", "last")
FALSE_START_POLICIES: tuple[str, ...] = ("last", "retry")


@dataclass(frozen=True, slots=True)
class Press:
    """One key press as the UI saw it: seat, timestamp (ns) and arrival number."""

    seat: int
    t_ns: int
    seq: int

    def to_dict(self) -> dict[str, int]:
        return {"seat": self.seat, "t_ns": self.t_ns, "seq": self.seq}

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Press:
        return Press(int(d["seat"]), int(d["t_ns"]), int(d["seq"]))


@dataclass
class ReactionWindow:
    """Collects presses for one reaction window and ranks the seats.

    ``mode`` says what the caller wants from the order: ``"last"`` (a Happening targets the last
    to copy the gesture) or ``"first"`` (the first Frickin' Bone to land counts). The ranking itself
    is the same for both modes; ``Outcome.target(mode)`` picks the seats the mode singles out.
    """

    seats: tuple[int, ...]
    mode: str = "last"
    opened_ns: int | None = None
    deadline_ns: int | None = None
    tie_tolerance_ns: int = DEFAULT_TIE_TOLERANCE_NS
    false_start: str = "last"
    opener: int | None = None
    duration_ns: int | None = None
    presses: list[Press] = field(default_factory=list)
    false_start_presses: list[Press] = field(default_factory=list)
    _next_seq: int = 0

    def __post_init__(self) -> None:
        self.seats = tuple(int(s) for s in self.seats)
        if len(set(self.seats)) != len(self.seats):
            raise ReactionError(f"a seat appears twice in {self.seats}")
        if not self.seats:
            raise ReactionError("a reaction window needs at least one seat")
        if self.mode not in MODES:
            raise ReactionError(f"unknown mode {self.mode!r}; use 'first' or 'last'")
        if self.false_start not in FALSE_START_POLICIES:
            raise ReactionError(f"unknown false-start policy {self.false_start!r}")
        if self.tie_tolerance_ns < 0:
            raise ReactionError("the tie tolerance cannot be negative")
        if self.opener is not None and self.opener in self.seats:
            raise ReactionError("the opener makes the gesture; it is not one of the reacting seats")
        if self.opened_ns is None:
            if self.duration_ns is None and self.deadline_ns is None:
                raise ReactionError("an armed window needs duration_ns (deadline after opening)")
        else:
            if self.deadline_ns is None:
                if self.duration_ns is None:
                    raise ReactionError("give deadline_ns or duration_ns")
                self.deadline_ns = self.opened_ns + self.duration_ns
            if self.deadline_ns < self.opened_ns:
                raise ReactionError("the deadline is before the window opens")
            if self.duration_ns is None:
                self.duration_ns = self.deadline_ns - self.opened_ns

    # ----------------------------------------------------------------- state
    @property
    def next_seq(self) -> int:
        """The next arrival number ``press`` would assign by itself."""
        return self._next_seq

    @property
    def is_open(self) -> bool:
        return self.opened_ns is not None

    def open(self, t_ns: int) -> None:
        """Open an armed window at ``t_ns`` (the opener's gesture). The deadline follows."""
        if self.opened_ns is not None:
            raise ReactionError("the window is already open")
        assert self.duration_ns is not None or self.deadline_ns is not None
        self.opened_ns = t_ns
        if self.duration_ns is not None:
            self.deadline_ns = t_ns + self.duration_ns
        else:
            assert self.deadline_ns is not None
            if self.deadline_ns < t_ns:
                raise ReactionError("the deadline is before the window opens")
            self.duration_ns = self.deadline_ns - t_ns

    def pressed(self, seat: int) -> bool:
        return any(p.seat == seat for p in self.presses)

    def false_started(self, seat: int) -> bool:
        return any(p.seat == seat for p in self.false_start_presses)

    def is_out(self, seat: int) -> bool:
        """True when the seat can no longer react (pressed already, or a false start under 'last')."""
        return self.pressed(seat) or (self.false_start == "last" and self.false_started(seat))

    def waiting_for(self) -> list[int]:
        """Seats that may still react."""
        return [s for s in self.seats if not self.is_out(s)]

    def is_complete(self, now_ns: int | None = None) -> bool:
        """Every seat is out, or (given ``now_ns``) the deadline has passed."""
        if not self.waiting_for():
            return True
        return (
            now_ns is not None
            and self.deadline_ns is not None
            and self.opened_ns is not None
            and now_ns > self.deadline_ns
        )

    # ----------------------------------------------------------------- input
    def press(self, seat: int, t_ns: int, seq: int | None = None) -> PressStatus:
        """Record one KEYDOWN of ``seat`` at ``t_ns`` with arrival number ``seq``.

        Returns what the press did: ``"counted"``, ``"opened"`` (the opener's gesture opened the
        window), ``"false_start"``, ``"late"``, ``"repeat"`` (the seat already reacted),
        ``"out"`` (the seat false-started under the 'last' policy) or ``"not_in_window"``.
        """
        if seq is None:
            seq = self._next_seq
        self._next_seq = max(self._next_seq, seq + 1)
        if seat == self.opener:
            if self.opened_ns is None:
                self.open(t_ns)
                return "opened"
            return "repeat"
        if seat not in self.seats:
            return "not_in_window"
        p = Press(seat, t_ns, seq)
        if self.opened_ns is None or t_ns < self.opened_ns:
            # "Players may not make these gestures except during an actual Happening."
            self.false_start_presses.append(p)
            return "false_start"
        if self.pressed(seat):
            return "repeat"
        if self.false_start == "last" and self.false_started(seat):
            return "out"
        assert self.deadline_ns is not None
        if t_ns > self.deadline_ns:
            return "late"
        self.presses.append(p)
        return "counted"

    # ---------------------------------------------------------------- result
    def result(self) -> Outcome:
        """Rank the seats. Callable at any time; seats that have not reacted count as missed."""
        ordered = sorted(self.presses, key=lambda p: p.seq)
        groups: list[tuple[int, ...]] = []
        current: list[int] = []
        anchor = 0
        for p in ordered:
            if current and abs(p.t_ns - anchor) <= self.tie_tolerance_ns:
                current.append(p.seat)
                continue
            if current:
                groups.append(tuple(current))
            current = [p.seat]
            anchor = p.t_ns
        if current:
            groups.append(tuple(current))
        reacted = {p.seat for p in self.presses}
        missed = [s for s in self.seats if s not in reacted]
        if missed:
            groups.append(tuple(missed))
        fs: list[int] = []
        for p in sorted(self.false_start_presses, key=lambda p: p.seq):
            if p.seat not in fs:
                fs.append(p.seat)
        return Outcome(tuple(groups), frozenset(missed), tuple(fs))

    def reaction_ms(self, seat: int) -> float | None:
        """The seat's reaction time in milliseconds, or None if it did not react."""
        for p in self.presses:
            if p.seat == seat and self.opened_ns is not None:
                return (p.t_ns - self.opened_ns) / 1e6
        return None

    # --------------------------------------------------------- serialisation
    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": list(self.seats),
            "mode": self.mode,
            "opened_ns": self.opened_ns,
            "deadline_ns": self.deadline_ns,
            "tie_tolerance_ns": self.tie_tolerance_ns,
            "false_start": self.false_start,
            "opener": self.opener,
            "duration_ns": self.duration_ns,
            "presses": [p.to_dict() for p in self.presses],
            "false_start_presses": [p.to_dict() for p in self.false_start_presses],
            "next_seq": self._next_seq,
        }

    @staticmethod
    def from_dict(d: dict[str, Any]) -> ReactionWindow:
        def opt(key: str) -> int | None:
            v = d.get(key)
            return None if v is None else int(v)

        w = ReactionWindow(
            seats=tuple(int(s) for s in d["seats"]),
            mode=str(d.get("mode", "last")),
            opened_ns=opt("opened_ns"),
            deadline_ns=opt("deadline_ns"),
            tie_tolerance_ns=int(d.get("tie_tolerance_ns", DEFAULT_TIE_TOLERANCE_NS)),
            false_start=str(d.get("false_start", "last")),
            opener=opt("opener"),
            duration_ns=opt("duration_ns"),
        )
        w.presses = [Press.from_dict(p) for p in d.get("presses", ())]
        w.false_start_presses = [Press.from_dict(p) for p in d.get("false_start_presses", ())]
        w._next_seq = int(d.get("next_seq", 0))
        return w
