"""The hub between the phone server and a session: seats, tokens, messages out, moves in.

Pure Python (no pygame, no asyncio) and thread-safe: the table calls it from its main thread,
the server (``server.py``) from its own thread. It holds no game state: the session is the
truth; the hub keeps only what it last sent each seat (so a phone that reconnects is answered
at once) and the moves the phones asked for until the table takes them.

The table's side (main thread), after every move and when a window opens or its clock changes:

- ``publish(session, events=(), window=None, label=None)``: each seat on a phone is sent its
  own message (``payload.seat_message``: its redacted view, legal moves in words, prompt,
  window with its countdown, and its log: the events' public sentences in order, each
  followed by the event's own sentence for the seat where it has one (a secret one: a hand it
  looked at, the card taken from it), the last ``LOG_LINES`` kept per seat, numbered);
  ``events`` are the events of the move just made (for the log lines), ``window`` the open
  reaction window (``payload.PhoneWindow``), ``label`` the game view's ``action_label``;
- ``take()``: the moves the phones asked for since, as action notation (``"1:play 15 2"``),
  each one the seat's legal list offered in one of its last ``RECENT`` messages; the table
  submits them through its normal path, the rules judging each in the state of now (a pass
  sent while another phone answered the same window stays a pass: the hub cannot judge a move,
  having no game), and says ``tell(seat, text)`` when it refused one;
- ``status()``: each phone seat's name, whether a phone holds it, its join code (shown only
  while no phone holds the seat);
  ``release(seat)``: the seat goes back to the screen (its phone is closed, its token and code
  are new, so the old phone cannot come back); ``reopen(seat)``: the host lets a new phone take
  a held seat (the old phone is closed, a fresh code joins it); ``take_moved()``: the seats
  whose phone changed since the last call (the table says so).

The server's side: ``seat_of(token)``, ``token_for_code(code)``, ``connect``/``disconnect``,
``request(seat, conn, version, notation)``, ``rename``, ``message(seat)``, ``image(key, hash)``,
``drain_notes(seat)``; ``listen(fn)``: ``fn()`` is called (on the caller's thread) whenever
there is something new to send.

Tokens are ``secrets.token_urlsafe(24)`` (192 bits), compared in constant time; join codes are
five characters from an alphabet without look-alikes (I/1, O/0). A join code cannot be
replayed: it joins once (the seat is then held and gets a new code no one is shown), it lasts
``CODE_SECONDS`` (then the TV shows a new one), and a held seat has no code that joins: its
phone comes back with its own token, another phone only after the host's ``reopen``.
"""

from __future__ import annotations

import hmac
import secrets
import threading
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import Action, format_action, parse_action
from tabletop.engine.errors import TabletopError
from tabletop.engine.visible import blank
from tabletop.remote.payload import LogLine, PhoneWindow, seat_lines, seat_message
from tabletop.room.movewords import Labeler

if TYPE_CHECKING:
    from tabletop.engine.events import Event
    from tabletop.room.session import Session

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 5
#: a name typed on a phone: at most this long
NAME_MAX = 24
#: the longest word a typed move (a clue) may have
WORD_MAX = 30
#: a seat's log lines kept for its phone (the last few, public and its own in order)
LOG_LINES = 8
#: sentences kept for a seat's phone until it reads them
NOTES = 10
#: the messages back a phone's move may answer (older: "The table moved on")
RECENT = 8
#: a join code no phone used is replaced after this many seconds
CODE_SECONDS = 600.0
USED = (
    "This code was used: a phone holds this seat. If it is yours and lost, the host can let a "
    "new phone take it at the table."
)
#: the longest device name a page may give (a random id it keeps in its storage)
DEVICE_MAX = 64


@dataclass(frozen=True)
class SeatStatus:
    seat: int
    name: str  # typed on the phone ("" until one is)
    connected: bool
    code: str  # "" while a phone holds the seat (no code joins it then)
    #: the seat was taken back to the table's screen (no phone may join it until it returns)
    at_screen: bool = False
    #: a phone holds the seat (joined by its code or came with its token), online or not
    held: bool = False


@dataclass
class _Seat:
    seat: int
    token: str = ""
    code: str = ""
    code_at: float = 0.0  # when the code was made (the hub's clock)
    held: bool = False  # a phone has the seat's token (joined by code or came with it)
    used: str = ""  # the code that joined the held seat (it joins nothing again)
    device: str = ""  # the device name of the phone that last connected
    image_key: str = ""
    name: str = ""
    conn: int = 0  # the live connection's number (0: none)
    message: dict[str, Any] | None = None
    legal: frozenset[str] = frozenset()
    typed: dict[str, tuple[str, ...]] = field(default_factory=dict)  # verb -> its numbers
    #: the legal lists and typed moves of the seat's last ``RECENT`` messages, by version
    recent: dict[int, tuple[frozenset[str], dict[str, tuple[str, ...]]]] = field(
        default_factory=dict
    )
    #: hash -> card, for this message and the one before (a page still loading its images)
    images: dict[str, dict[str, Any]] = field(default_factory=dict)
    old_images: dict[str, dict[str, Any]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    #: the seat's last log lines (``LOG_LINES``, numbered), sent with every message
    lines: list[LogLine] = field(default_factory=list)
    numbered: int = 0  # the number of the seat's last line
    #: the message versions that showed a race this seat takes part in (its button)
    raced: set[int] = field(default_factory=set)
    closed: str | None = None  # why the server must close this seat's phone now
    at_screen: bool = False  # played at the table's screen for now (no phone may join)
    off: bool = False  # not a phone seat of this game (a new game seated fewer phones)


def clean_name(text: Any) -> str | None:
    """A name typed on a phone, tidied (None: not acceptable)."""
    if not isinstance(text, str):
        return None
    name = " ".join("".join(c if c.isprintable() else " " for c in text).split())
    return name[:NAME_MAX] if name and not blank(name) else None


def _seat_of(notation: str) -> int | None:
    """The seat of a move's notation (None: not a move)."""
    try:
        return parse_action(notation).seat
    except TabletopError:
        return None


def clean_word(text: Any) -> str | None:
    """A word typed on a phone for a typed move, tidied (None: not acceptable); the rules
    judge what is left (a Codenames clue may be refused for its form or the board)."""
    if not isinstance(text, str) or len(text) > 200:
        return None
    word = " ".join(text.split())
    ok = word and len(word) <= WORD_MAX and all(c.isalpha() or c in " -'" for c in word)
    return word if ok else None


class Publish:
    """One publish of every phone seat's message, built a seat at a time (``step``), so a
    table spreads the work over its frames; committed at once when the last seat is built.
    ``carry``: the public log lines of an earlier publish dropped before it was committed,
    and ``carry_private`` its seats' lines (``mine``: each seat's lines of its events)."""

    def __init__(
        self,
        hub: Hub,
        session: Session,
        events: Iterable[Event] = (),
        window: PhoneWindow | None = None,
        label: Labeler | None = None,
        carry: Iterable[str] = (),
        carry_private: Mapping[int, list[LogLine]] | None = None,
    ) -> None:
        self.hub, self.session, self.window, self.label = hub, session, window, label
        events = list(events)
        said = [session.shown(e, None)["text"] for e in events]
        self.lines = [*carry, *(t for t in said if t)]
        self.log = (hub._log + self.lines)[-LOG_LINES:]
        #: each seat's lines of these events in order (and of the dropped publish's)
        self.mine = {
            seat: [*(carry_private or {}).get(seat, ()), *seat_lines(session, events, seat)]
            for seat in hub._seats
        }
        self.spectator = session.game.view(None)
        self.todo = [seat for seat, s in hub._seats.items() if not s.at_screen]
        self.built: dict[int, tuple[dict[str, Any], dict[str, Any]]] = {}
        self.seat_log: dict[int, list[LogLine]] = {}
        self.done = False

    def step(self) -> bool:
        """Build the next seat's message; True once all are built and committed."""
        if self.todo:
            seat = self.todo.pop(0)
            s = self.hub._seats[seat]
            url = f"/img/{s.image_key}/"
            new = [replace(x, n=s.numbered + i + 1) for i, x in enumerate(self.mine[seat])]
            self.seat_log[seat] = (s.lines + new)[-LOG_LINES:]
            self.built[seat] = seat_message(
                self.session,
                seat,
                url,
                self.window,
                self.label,
                self.seat_log[seat],
                self.spectator,
            )
        if not self.todo and not self.done:
            self.hub._commit(self.built, self.log, self.seat_log)
            self.done = True
        return self.done


class Hub:
    def __init__(
        self,
        seats: Iterable[int],
        tokens: Mapping[int, str] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """``tokens``: a seat's token kept from before (a resumed game's room: its phone
        comes back with it, the seat is held); the other seats get new ones. ``clock``
        (seconds) ages the join codes."""
        self._lock = threading.RLock()
        self.clock = clock
        self._seats: dict[int, _Seat] = {}
        for seat in seats:
            self._seats[seat] = self._new_seat(seat, (tokens or {}).get(seat))
        self.version = 0
        self._pending: list[tuple[int, int, str]] = []  # (seat, version, notation)
        self._presses: list[int] = []  # seats that pressed a race's button
        self._log: list[str] = []
        self._conns = 0
        self._listeners: list[Callable[[], None]] = []
        self._moved: list[int] = []  # seats whose phone changed, for the table to say

    def _new_seat(self, seat: int, token: str | None) -> _Seat:
        s = _Seat(seat)
        self._new_secrets(s)
        if token:
            s.token = token
            self._hold(s)  # the phone that has this token comes back with it
        return s

    def seat_again(self, seats: Iterable[int], tokens: Mapping[int, str]) -> None:
        """A new game at the same table ("Play again", a new game from the menu, a Resume):
        a seat kept keeps its phone, token, code and name; a seat new to the phones gets
        ``tokens``' token or a new one; a seat no longer on a phone is closed. What the
        phones were shown and asked belongs to the last game: a phone shows nothing until
        the next publish, and a move it sent for the last game is refused."""
        with self._lock:
            wanted = list(seats)
            for seat, s in self._seats.items():
                if seat not in wanted and not s.off:  # its phone is closed, its code new
                    if s.conn:
                        s.closed = "This seat is not played on a phone in the new game."
                    s.conn, s.name, s.off, s.at_screen = 0, "", True, True
                    self._new_secrets(s)
            for seat in wanted:
                if seat not in self._seats:
                    self._seats[seat] = self._new_seat(seat, tokens.get(seat))
                s = self._seats[seat]
                if s.off or (seat in tokens and not s.conn):
                    if tokens.get(seat) and tokens[seat] != s.token:
                        s.token = tokens[seat]
                        self._hold(s)
                s.message, s.legal, s.typed, s.recent = None, frozenset(), {}, {}
                s.notes, s.lines, s.raced = [], [], set()
                s.at_screen = s.off = False
            self._seats = dict(sorted(self._seats.items()))
            self._pending, self._presses, self._log = [], [], []
            self.version += 1
        self._notify()

    def _new_secrets(self, s: _Seat) -> None:
        """A new token, image key and code: no phone holds the seat."""
        s.token = secrets.token_urlsafe(24)
        s.image_key = secrets.token_urlsafe(18)
        s.held = False
        self._new_code(s)

    def _new_code(self, s: _Seat) -> None:
        codes = {o.code for o in self._seats.values()}
        s.code_at = self.clock()
        while True:
            s.code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if s.code not in codes:
                return

    def _hold(self, s: _Seat) -> None:
        """A phone has the seat's token now: the code shown until now joins nothing."""
        if not s.held:
            s.held, s.used = True, s.code
            self._new_code(s)

    def _fresh_codes(self) -> None:
        """Codes shown longer than ``CODE_SECONDS`` are replaced (under the lock)."""
        now = self.clock()
        for s in self._seats.values():
            if not s.held and not s.off and now - s.code_at >= CODE_SECONDS:
                self._new_code(s)

    # ------------------------------------------------------------------ the table's side
    @property
    def seats(self) -> list[int]:
        return sorted(k for k, s in self._seats.items() if not s.off)

    def token(self, seat: int) -> str:
        with self._lock:
            return self._seats[seat].token

    def publish(
        self,
        session: Session,
        events: Iterable[Event] = (),
        window: PhoneWindow | None = None,
        label: Labeler | None = None,
    ) -> None:
        """Send every phone seat its message for the session as it is now (main thread)."""
        job = Publish(self, session, events, window, label)
        while not job.step():
            pass

    def moved_on(self) -> None:
        """The game changed: the next publish has a new version; a move sent for a message
        before it is still taken, for the table's rules to judge in the state of now."""
        with self._lock:
            self.version += 1

    def _commit(
        self,
        built: dict[int, tuple[dict[str, Any], dict[str, Any]]],
        log: list[str],
        lines: Mapping[int, list[LogLine]],
    ) -> None:
        with self._lock:
            self._log = log
            self.version += 1
            for seat, (msg, images) in built.items():
                s = self._seats[seat]
                if s.at_screen:
                    continue
                s.lines = list(lines.get(seat, s.lines))
                s.numbered = max([s.numbered, *(x.n for x in s.lines)])
                msg["v"] = self.version
                if msg.get("race") is not None:
                    s.raced.add(self.version)
                s.message = msg
                s.legal = frozenset(m["a"] for m in msg["moves"])
                s.typed = {t["verb"]: tuple(t["numbers"]) for t in msg["typed"]}
                s.recent[self.version] = (s.legal, s.typed)
                for old in sorted(s.recent)[:-RECENT]:
                    del s.recent[old]
                s.raced &= set(s.recent)
                s.old_images, s.images = s.images, images
        self._notify()

    def take(self) -> list[str]:
        """The moves the phones asked for since the last call (in arrival order), each one a
        move a recent message offered its seat; the table's rules judge each in the state of
        now (only a move they refuse is refused, its phone told why)."""
        with self._lock:
            got, self._pending = self._pending, []
        return [text for _seat, _version, text in got]

    def tell(self, seat: int, text: str) -> None:
        """A sentence for the seat's phone (a refused move's reason)."""
        with self._lock:
            if seat in self._seats:
                notes = self._seats[seat].notes
                notes.append(text)
                del notes[:-NOTES]  # a seat whose phone is away gets only the last few
        self._notify()

    def status(self) -> list[SeatStatus]:
        with self._lock:
            self._fresh_codes()
            return [
                SeatStatus(
                    s.seat, s.name, s.conn != 0, "" if s.held else s.code, s.at_screen, s.held
                )
                for s in self._seats.values()
                if not s.off
            ]

    def code(self, seat: int) -> str:
        """The seat's join code now ("" while a phone holds the seat)."""
        with self._lock:
            self._fresh_codes()
            s = self._seats[seat]
            return "" if s.held else s.code

    def reopen(self, seat: int) -> None:
        """The host lets a new phone take a held seat: its phone is closed, its token is new
        and a fresh code (shown on the TV) joins it; the name stays until the new phone types
        one."""
        with self._lock:
            s = self._seats[seat]
            if s.conn:
                s.closed = "The table let a new phone take this seat."
            s.conn = 0
            name, device = s.name, s.device
            self._new_secrets(s)
            # the next phone is another phone (the table says so) unless it is this very one
            s.name, s.device = name, device or "?"
            self._pending = [p for p in self._pending if p[0] != seat]
        self._notify()

    def take_moved(self) -> list[int]:
        """The seats whose phone changed (another device took them) since the last call."""
        with self._lock:
            got, self._moved = self._moved, []
        return got

    def release(self, seat: int, why: str = "This seat went back to the table's screen.") -> None:
        """The seat leaves its phone: the phone is closed, its token and code change."""
        with self._lock:
            s = self._seats[seat]
            if s.conn:
                s.closed = why
            s.conn = 0
            s.name = s.device = ""
            self._new_secrets(s)
            self._pending = [p for p in self._pending if p[0] != seat]
        self._notify()

    def to_screen(self, seat: int) -> None:
        """The seat is played at the table's screen from now on: its phone is closed, and no
        phone may join it (new token and code) until ``to_phone``."""
        self.release(seat)
        with self._lock:
            s = self._seats[seat]
            s.at_screen = True
            s.message, s.legal, s.typed, s.recent = None, frozenset(), {}, {}
            s.lines, s.raced = [], set()  # the screen's own log says the seat's lines now
        self._notify()

    def to_phone(self, seat: int) -> None:
        """The seat goes back to a phone: its (new) code and QR code let a phone join it; its
        log starts with the table's last public lines."""
        with self._lock:
            s = self._seats[seat]
            s.at_screen = False
            s.lines = [LogLine(t, n=s.numbered + i + 1) for i, t in enumerate(self._log)]
            s.numbered += len(s.lines)
        self._notify()

    # ------------------------------------------------------------------ the server's side
    def listen(self, fn: Callable[[], None]) -> None:
        self._listeners.append(fn)

    def _notify(self) -> None:
        for fn in list(self._listeners):
            fn()

    def seat_of(self, token: Any) -> int | None:
        """The seat whose token this is (constant-time comparisons), else None."""
        if not isinstance(token, str) or not token.isascii():
            return None
        found = None
        with self._lock:
            for s in self._seats.values():
                if hmac.compare_digest(s.token.encode(), token.encode()) and not s.at_screen:
                    found = s.seat
        return found

    def token_for_code(self, code: Any) -> tuple[str | None, str]:
        """A join code typed on a phone -> (the seat's token, "") or (None, why not). The code
        is then used up: the seat is held and its next code is shown to no one."""
        if not isinstance(code, str) or not code.isascii():
            return None, "Type the code shown on the table's screen."
        code = code.strip().upper()
        with self._lock:
            self._fresh_codes()
            for s in self._seats.values():
                if s.held and hmac.compare_digest(s.used.encode(), code.encode()[:16]):
                    return None, USED
                if hmac.compare_digest(s.code.encode(), code.encode()[:16]):
                    if s.at_screen or s.off:
                        return None, "This seat is played at the table's screen now."
                    if s.held:
                        return None, USED  # a held seat's code is nobody's (never shown)
                    self._hold(s)
                    token = s.token
                    break
            else:
                token = None
        if token is None:
            return None, "No seat has this code: check the code on the table's screen."
        self._notify()
        return token, ""

    def connect(self, seat: int, device: Any = None) -> int:
        """A phone takes the seat (a phone that held it before is closed); its number.
        ``device``: the name the page keeps for its device: another device than the last
        one's is a phone change the table says (``take_moved``)."""
        dev = device if isinstance(device, str) and device.isprintable() else ""
        dev = dev[:DEVICE_MAX]
        with self._lock:
            s = self._seats[seat]
            if s.conn:
                s.closed = None  # the server closes the old connection by its number
            if s.device and dev != s.device:
                self._moved.append(seat)
            s.device = dev or s.device
            self._hold(s)
            self._conns += 1
            s.conn = self._conns
            return s.conn

    def disconnect(self, seat: int, conn: int) -> None:
        with self._lock:
            s = self._seats[seat]
            if s.conn == conn:
                s.conn = 0
        self._notify()

    def holder(self, seat: int) -> int:
        with self._lock:
            return self._seats[seat].conn

    def closing(self, seat: int) -> str | None:
        """Why the seat's phone must be closed now (once), else None."""
        with self._lock:
            s = self._seats[seat]
            why, s.closed = s.closed, None
            return why

    def request(self, seat: int, conn: int, version: Any, notation: Any) -> str | None:
        """A move a phone asks for: None when queued for the table, else why it was refused
        (nothing changes then)."""
        if not isinstance(notation, str) or len(notation) > 400:
            return "A move is sent as its text."
        return self._queue(seat, conn, version, notation, listed=True)

    def _queue(self, seat: int, conn: int, version: Any, notation: str, listed: bool) -> str | None:
        """Queue ``notation`` for the table if the phone holds the seat, its message is one
        of the seat's recent ones and (``listed``) the move is one that message listed; else
        why not. Whether it is still legal now is the table's rules' to say."""
        with self._lock:
            s = self._seats[seat]
            if s.conn != conn:
                return "Another phone holds this seat now."
            if isinstance(version, bool) or not isinstance(version, int):
                return "The table moved on: choose again."
            if version not in s.recent:
                return "The table moved on: choose again."
            if listed and (notation not in s.recent[version][0] or _seat_of(notation) != seat):
                return "That is not one of your moves now."
            if any(p[0] == seat and p[1] == version for p in self._pending):
                return "Your move is on its way."
            self._pending.append((seat, version, notation))
        return None

    def request_typed(
        self, seat: int, conn: int, version: Any, verb: Any, word: Any, number: Any
    ) -> str | None:
        """A typed move (a clue): ``word`` as typed and the index of its number among those
        the latest publish offered; queued as ``seat:verb WORD n`` (the table's rules judge the
        word), else why not (nothing changes then)."""
        clean = clean_word(word)
        if clean is None:
            return "Type one word (letters, at most 30)."
        with self._lock:
            got = self._seats[seat].recent.get(version) if type(version) is int else None
            numbers = got[1].get(verb) if got is not None and isinstance(verb, str) else None
        if numbers is None:
            return "That is not one of your moves now."
        args: list[int | str] = [clean]
        if numbers:
            if isinstance(number, bool) or not isinstance(number, int):
                return "Pick a number."
            if not 0 <= number < len(numbers):
                return "Pick one of the numbers shown."
            n = numbers[number]
            args.append(int(n) if n.isdigit() else n)
        notation = format_action(Action(seat, verb, tuple(args)))
        return self._queue(seat, conn, version, notation, listed=False)

    def press(self, seat: int, conn: int, version: Any) -> str | None:
        """A race's button pressed on the phone: kept for the table's race overlay (which
        stamps it when it looks, as it stamps a key), if the seat's latest message shows a
        race and the press answers one of its recent messages that showed it (the table may
        have moved on meanwhile: a race's clock, another seat's press, a window's tick); else
        why not. Whether the race still takes it is the overlay's to say."""
        with self._lock:
            s = self._seats[seat]
            if s.conn != conn:
                return "Another phone holds this seat now."
            race = s.message.get("race") if s.message is not None else None
            if race is None or type(version) is not int or version not in s.raced:
                return "No race is on now."
            self._presses.append(seat)
        return None

    def take_presses(self) -> list[int]:
        """The seats whose phones pressed a race's button since the last call (in order)."""
        with self._lock:
            got, self._presses = self._presses, []
        return got

    def rename(self, seat: int, conn: int, name: Any) -> str | None:
        clean = clean_name(name)
        if clean is None:
            return "A name is some letters (at most 24)."
        with self._lock:
            s = self._seats[seat]
            if s.conn != conn:
                return "Another phone holds this seat now."
            s.name = clean
        self._notify()
        return None

    def message(self, seat: int) -> dict[str, Any] | None:
        """The seat's latest message (with the name its phone typed, until the table's own
        seat name says it)."""
        with self._lock:
            s = self._seats[seat]
            if s.message is not None and s.name:
                return {**s.message, "you": s.name}
            return s.message

    def drain_notes(self, seat: int) -> list[str]:
        with self._lock:
            s = self._seats[seat]
            notes, s.notes = s.notes, []
            return notes

    def image(self, key: str, digest: str) -> dict[str, Any] | None:
        """The card behind an image URL, if that seat may see it now."""
        with self._lock:
            for s in self._seats.values():
                if hmac.compare_digest(s.image_key.encode(), key.encode()):
                    return s.images.get(digest) or s.old_images.get(digest)
        return None
