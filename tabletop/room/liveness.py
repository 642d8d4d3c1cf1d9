"""The table waits for a phone that went away: after a delay the host chooses (pure, fed a
clock: the table hands in the time it read; tests pass any number).

A phone seat the table waits for (its turn, its prompt, or a window that waits for it) whose
phone is offline is counted: ``OfflineWait`` adds up the seconds the table waited for it while
its phone was away. After ``DELAY`` seconds the host is offered a choice (``offer``):

- **wait** (``wait``): the offer goes away until the table has waited another ``DELAY`` for
  that phone;
- **a computer plays this turn** (``computer_plays``): the computer answers the seat's
  decisions, from the seat's own view, through the session's bots (``Session.cover``, the
  normal level) until the seat's turn has passed (the turn belonged to the seat: until another
  seat's turn begins), or until the decision it was asked passes (a window or prompt on
  someone else's turn: until the table no longer waits for the seat, or the turn changes).
  Then the seat is its phone's again; a phone that comes back meanwhile takes its seat back
  at once. Its moves are the table's, made on the seat's behalf (hot-seat undo stops there);
- **play at this screen**: the room's ``to_screen`` (the table does it; ``forget`` then drops
  the seat here).

``Liveness`` binds the policy to a session: once a frame ``step`` reads who the table waits for
(``waited_seats``) and which phones are away (the hub's status), and gives the computer a seat
or hands it back. Nothing here imports pygame or the phone server.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.room.policy import WindowClock
    from tabletop.room.session import Session

#: the seconds the table waits for an offline phone before the host is asked what to do
DELAY = 15.0
#: the level of the computer that plays a seat for a turn
LEVEL = "normal"

Choice = Literal["wait", "computer", "screen"]
CHOICES: tuple[Choice, ...] = ("wait", "computer", "screen")


@dataclass(frozen=True)
class Offer:
    """The host's choice for one seat: whose, for how long its phone has been away, and
    whether it ever joined (a seat whose phone never came has no "offline" yet)."""

    seat: int
    offline: float
    joined: bool


class OfflineWait:
    """How long the table has waited for each offline phone, and the computer's turns."""

    def __init__(self, delay: float = DELAY) -> None:
        self.delay = delay
        #: when each phone seat was first seen offline (the table's clock)
        self.since: dict[int, float] = {}
        #: seconds the table waited for each offline seat since the host last answered
        self.waited: dict[int, float] = {}
        #: the seats a computer plays now -> the seat whose turn it was when it began
        self.covers: dict[int, int] = {}
        self.last: float | None = None
        #: the seats offline and waited for at the last call (the time since counts for them)
        self.counting: set[int] = set()

    def follow(
        self,
        now: float,
        offline: Collection[int],
        waiting: Collection[int],
        turn: int,
        over: bool = False,
    ) -> list[int]:
        """Once a frame: ``offline`` the phone seats whose phone is away now, ``waiting`` the
        seats the table waits for, ``turn`` whose turn it is, ``over`` the game ended. The
        seconds since the last call count for each seat that was offline and waited for then
        (not one a computer plays) and is still offline. Returns the seats the computer
        stops playing now (their turn or their decision passed, their phone came back, or
        the game ended)."""
        step = 0.0 if self.last is None else max(0.0, now - self.last)
        self.last = now
        for seat in [s for s in self.since if s not in offline]:
            del self.since[seat]  # the phone is back: its count starts again next time
            self.waited.pop(seat, None)
        for seat in offline:
            self.since.setdefault(seat, now)
        for seat in self.counting & set(offline):  # waited for since the last call
            self.waited[seat] = self.waited.get(seat, 0.0) + step
        self.counting = {s for s in offline if s in waiting and s not in self.covers}
        ended = [
            seat
            for seat, began in self.covers.items()
            if over
            or seat not in offline
            or turn != began
            or (began != seat and seat not in waiting)
        ]
        for seat in ended:
            del self.covers[seat]
            self.waited[seat] = 0.0
        return ended

    def offer(self, now: float) -> Offer | None:
        """The seat the host is asked about now (the one waited for longest; the table waits
        for it now), else None."""
        due = [(w, s) for s, w in self.waited.items() if w >= self.delay and s in self.counting]
        if not due:
            return None
        seat = max(due)[1]
        return Offer(seat, max(0.0, now - self.since[seat]), True)

    def wait(self, seat: int) -> None:
        """Wait: the host is asked again after another ``delay`` of waiting for the phone."""
        self.waited[seat] = 0.0
        self.counting.discard(seat)

    def computer_plays(self, seat: int, turn: int) -> None:
        """A computer plays the seat until its turn (``turn`` is whose turn it is now) or its
        decision has passed."""
        self.covers[seat] = turn
        self.waited[seat] = 0.0
        self.counting.discard(seat)

    def forget(self, seat: int) -> None:
        """The seat left its phone (played at the screen now): nothing is counted for it."""
        self.since.pop(seat, None)
        self.waited.pop(seat, None)
        self.covers.pop(seat, None)
        self.counting.discard(seat)


def waited_seats(game: Game, window: WindowClock | None = None) -> list[int]:
    """The seats the table waits for now: those who must act, narrowed to the open window's
    seats when a window is open (none once the game is over)."""
    if game.is_terminal():
        return []
    waits = list(game.active_seats())
    if window is not None and window.is_open and window.seats is not None:
        waits = [s for s in waits if s in window.seats]
    return waits


def offline_phones(status: Iterable[Any]) -> list[int]:
    """The seats played on a phone whose phone is not connected now (a hub's ``status()``:
    items with ``seat``, ``connected`` and ``at_screen``)."""
    return [st.seat for st in status if not st.at_screen and not st.connected]


class Liveness:
    """The policy at a table: the session's seats given to the computer and handed back."""

    def __init__(self, session: Session, delay: float | None = None, level: str = LEVEL) -> None:
        self.session = session
        self.level = level
        self.policy = OfflineWait(DELAY if delay is None else delay)
        #: the seats never held by a phone (their phone never came), from the last ``step``
        self.unjoined: set[int] = set()

    def step(self, now: float, status: Iterable[Any], window: WindowClock | None) -> list[int]:
        """Once a frame, before the turn loop: returns the seats whose phone plays them again
        (the computer stopped playing them now)."""
        status = list(status)
        self.unjoined = {st.seat for st in status if not getattr(st, "held", True)}
        game = self.session.game
        ended = self.policy.follow(
            now,
            offline_phones(status),
            waited_seats(game, window),
            game.current_seat(),
            game.is_terminal(),
        )
        for seat in ended:
            self.session.uncover(seat)
        return ended

    def offer(self, now: float) -> Offer | None:
        got = self.policy.offer(now)
        if got is not None and got.seat in self.unjoined:
            return Offer(got.seat, got.offline, False)
        return got

    def covered(self) -> list[int]:
        """The seats a computer plays this turn."""
        return sorted(self.policy.covers)

    def choose(self, seat: int, choice: Choice) -> None:
        """The host's answer for ``seat``: ``wait``, or ``computer`` (it plays the seat for
        this turn). ``screen`` is the room's ``to_screen`` (the table makes it); here the seat
        is forgotten."""
        if choice == "wait":
            self.policy.wait(seat)
        elif choice == "computer":
            self.policy.computer_plays(seat, self.session.game.current_seat())
            self.session.cover(seat, self.level)
        elif choice == "screen":
            self.session.uncover(seat)
            self.policy.forget(seat)
        else:
            raise ValueError(f"no choice {choice!r}")
