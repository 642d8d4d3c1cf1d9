"""A table with nobody at a screen: every seat a phone or a computer player (``tabletop host``).

``HeadlessTable`` is the room's ``TableSide`` without pygame: the turn loop (``room.turns``)
runs its bots, windows and the passes made for a person exactly as at the screen; the phones'
moves come from the room's hub (``remote.hub``) and are checked by the rules like any move; the
seats' messages are published after every change, with the games' own words for moves
(``room.facts``, no view needed). Its clock is passed in, so tests run it without a window
and without waiting.

A moment the game measures in real time (a race, a shot) is answered by the seats' ordinary
moves here, as in the engine's own games (``engine.timed``): the screen's overlays are not run.

A phone the table waits for that is offline (``room.liveness``): after its delay ``tabletop host``
prints the host's choice and reads the answer on its input, a line "w" (wait on) or "c" (the
computer plays the seat this turn); with no screen there is no "play at this screen".
"""

from __future__ import annotations

import queue
import sys
import threading
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import Action
from tabletop.engine.errors import TabletopError
from tabletop.room.facts import facts_for
from tabletop.room.liveness import Choice, Liveness, Offer
from tabletop.room.policy import WindowClock
from tabletop.room.room import Room, phone_moves
from tabletop.room.session import SeatConfig
from tabletop.room.turns import Turns

if TYPE_CHECKING:
    from tabletop.engine.events import Event
    from tabletop.remote.hub import Hub
    from tabletop.room.session import Session

#: the turn loop's lengths at a table with no screen (the screen's are ``ui.table``'s knobs):
#: a bot moves as soon as it may, a window lasts what the settings say
KNOBS: dict[str, Any] = {
    "BOT_DELAY": 0.0,
    "WINDOW_SECONDS": 8.0,
    "MIN_WINDOW_SECONDS": 3.0,
    "MAX_WINDOW_SECONDS": 30.0,
    "DRAG_GRACE": 0.0,
}


class HeadlessTable:
    """``room.turns.TableSide`` for a table of phones and bots."""

    claimant: int | None = None
    curtain_for: int | None = None
    async_bots = False

    def __init__(
        self,
        session: Session,
        hub: Hub | None = None,
        settings: Mapping[str, Any] | None = None,
        clock: Callable[[], float] = time.monotonic,
        knobs: Mapping[str, Any] | None = None,
    ) -> None:
        self.session = session
        self.hub = hub
        self.window = WindowClock()
        self._settings = dict(settings or {})
        self.clock = clock
        self.knobs = {**KNOBS, **(knobs or {})}
        self.facts = facts_for(session.game_name)
        self.view: dict[str, Any] = session.game.view(None)
        #: the sentences the table would show (a refused move, a bot's remark)
        self.said: list[str] = []
        #: the public log's lines (what every seat may read), and how many were read
        self.lines: list[str] = []
        self._read = 0
        self._events: list[Event] = []
        self._published: Any = None
        self._label: Any = None
        self.turns = Turns(self, clock())
        #: how long the table waited for each offline phone, and the computer's turns
        self.liveness = Liveness(session)
        #: the seats the computer played and gave back to their phones (``step``), unread
        self.handed_back: list[int] = []

    # ------------------------------------------------------------------ TableSide
    @property
    def settings(self) -> Mapping[str, Any]:
        return self._settings

    def knob(self, name: str) -> Any:
        return self.knobs[name]

    def now(self) -> float:
        return self.clock()

    def dragging(self) -> bool:
        return False

    def hotseat(self) -> bool:
        return False  # nobody shares a screen

    def public_window(self) -> bool:
        return False

    def is_window(self) -> bool:
        return self.facts.is_window(self.view)

    def response_window(self) -> bool:
        return self.facts.response_window(self.view)

    def pass_is_public(self, seat: int) -> bool:
        return self.facts.pass_is_public(self.view, seat)

    def forced_prompt(self, kind: Any) -> bool:
        return kind in self.facts.forced_prompts

    def own_window_can_wait(self, seat: int, legal: list[Action]) -> bool:
        return self.facts.own_window_can_wait(self.session.game.view(seat), seat, legal)

    def asks_answerers_only(self) -> bool:
        return self.facts.asks_answerers_only

    def answers(self, seat: int, legal: list[Action]) -> bool:
        return self.facts.answers(self.session.game.view(seat), seat, legal)

    def public_move(self, seat: int, legal: list[Action]) -> Action | None:
        return self.facts.public_move(self.session.game.view(seat), seat, legal)

    def legal_any(self, seat: int) -> list[Action]:
        return self.session.game.legal_actions(seat)

    def legal(self, seat: int) -> list[Action]:
        return self.legal_any(seat)

    def acting_seat(self) -> int | None:
        return None  # no screen: no seat on it

    def state_key(self) -> Any:
        return (len(self.session.log), self.session.epoch)

    def submit(self, action: Action) -> bool:
        try:
            events = self.session.apply(action)
        except TabletopError as e:
            self.say(self.session.name_text(str(e)))
            return False
        self.after_apply(action, events)
        return True

    def after_apply(self, action: Action, events: list[Event]) -> None:
        self._events += events
        said = (self.session.shown(e, None)["text"] for e in events)
        self.lines += [t for t in said if t]
        self.view = self.session.game.view(None)
        if action.verb != "pass":
            self.turns.forget()  # a new item on the stack (or anything else): a fresh window
        if not self.is_window():
            self.turns.forget()

    def changed(self) -> None:
        """Nothing to draw again; the next publish tells the phones."""

    def say(self, text: str) -> None:
        self.said.append(text)

    def busy(self) -> bool:
        return False

    def news(self) -> list[str]:
        """The public log's lines since the last call."""
        got, self._read = self.lines[self._read :], len(self.lines)
        return got

    # ------------------------------------------------------------------ the loop
    def step(self) -> None:
        """One turn of the loop: the phones' moves, then the bots and windows, then the
        phones told what changed."""
        self.take_phone_moves()
        if self.hub is not None:
            status = self.hub.status()
            self.handed_back += self.liveness.step(self.clock(), status, self.window)
        if not self.session.game.is_terminal():
            self.turns.step(self.clock())
        self.publish()

    def take_phone_moves(self) -> None:
        if self.hub is None:
            return
        for action in phone_moves(self.hub, self.session):
            self.submit(action)

    def publish(self) -> None:
        """Every phone seat its message, when the game or the open window changed."""
        if self.hub is None:
            return
        key = (self.state_key(), self.window.log_len if self.window.is_open else None)
        if key == self._published:
            return
        from tabletop.remote.payload import PhoneWindow

        self._published = key
        window = None
        if self.is_window() and not self.session.game.is_terminal():
            seats = tuple(sorted(self.session.game.active_seats()))
            window = PhoneWindow(seats, None, "")
        events, self._events = self._events, []
        self.hub.moved_on()
        if self._label is None:
            from tabletop.remote.labels import view_labeler

            self._label = view_labeler(self.session)  # the game's own words for moves
        self.hub.publish(self.session, events, window, self._label)

    def run(self, until: Callable[[], bool] | None = None, limit: int = 100_000) -> bool:
        """Steps until the game ends (or ``until()``); True when it ended."""
        for _ in range(limit):
            if self.session.game.is_terminal() or (until is not None and until()):
                break
            self.step()
        self.publish()
        return self.session.game.is_terminal()


def host_seats(text: str) -> list[SeatConfig]:
    """``phone[:NAME]`` and ``bot[:LEVEL]``, comma-separated, as seats."""
    out: list[SeatConfig] = []
    for i, part in enumerate(p.strip() for p in text.split(",")):
        kind, _, rest = part.partition(":")
        if kind == "phone":
            out.append(SeatConfig.parse(f"human:{rest}" if rest else "human", i))
        elif kind == "bot":
            out.append(SeatConfig.parse(part, i))
        else:
            raise TabletopError(f"seat {part!r}: write phone, phone:NAME, bot or bot:LEVEL")
    return out


class HostDesk:
    """The host's choices at a table with no screen: what ``tabletop host`` prints when the
    table has waited for an offline phone, and the answers typed on its input."""

    ANSWERS: dict[str, Choice] = {
        "w": "wait",
        "wait": "wait",
        "c": "computer",
        "computer": "computer",
    }

    def __init__(self, table: HeadlessTable, out: Callable[[str], None]) -> None:
        self.table, self.out = table, out
        self.asked: int | None = None  # the seat the last printed question was about

    def offer(self) -> Offer | None:
        return self.table.liveness.offer(self.table.clock())

    def look(self) -> None:
        """After a step: a new question, and the seats the computer gave back."""
        t = self.table
        online = {st.seat for st in t.hub.status() if st.connected} if t.hub else set()
        for seat in t.handed_back:
            name = t.session.seat_name(seat)
            self.out(
                f"{name}'s phone is back: {name} plays on."
                if seat in online
                else f"The computer played for {name}; the seat is {name}'s phone's again."
            )
        t.handed_back = []
        offer = self.offer()
        if offer is None or offer.seat == self.asked:
            self.asked = None if offer is None else self.asked
            return
        self.asked = offer.seat
        name = t.session.seat_name(offer.seat)
        how = "has not joined" if not offer.joined else f"is offline ({int(offer.offline)} s)"
        self.out(
            f"The table waits for {name}, whose phone {how}. Type w and Enter to wait on, "
            f"or c and Enter for the computer to play {name}'s turn."
        )

    def answer(self, text: str) -> None:
        """A line typed by the host."""
        choice = self.ANSWERS.get(text.strip().lower())
        offer = self.offer()
        if choice is None or offer is None:
            if text.strip():
                self.out("Nothing to answer now." if offer is None else "Type w or c.")
            return
        name = self.table.session.seat_name(offer.seat)
        self.table.liveness.choose(offer.seat, choice)
        self.asked = None
        self.out(
            f"The table waits for {name}'s phone."
            if choice == "wait"
            else f"The computer plays {name}'s turn."
        )


def typed_lines() -> Callable[[], list[str]]:
    """The lines typed on standard input so far, read on a thread of their own (the loop
    never waits for the keyboard)."""
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        for line in sys.stdin:
            lines.put(line)

    threading.Thread(target=read, name="tabletop-host-input", daemon=True).start()

    def take() -> list[str]:
        got = []
        while not lines.empty():
            got.append(lines.get_nowait())
        return got

    return take


def serve(
    game: str,
    seats_text: str,
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
    address: str | None = None,
    port: int | None = None,
    out: Callable[[str], None] = print,
    pace: float = 0.02,
    typed: Callable[[], list[str]] | None = None,
) -> int:
    """``tabletop host``: serve the phones, run the game to its end, print its story."""

    from tabletop.engine.game import game_class
    from tabletop.engine.saves import new_autosave_path

    game_class(game)  # an unknown game: one clear sentence
    seats = host_seats(seats_text)
    room = Room(address, port)
    people = [i for i, s in enumerate(seats) if not s.is_bot]
    session = room.new_game(game, seed, seats, options, new_autosave_path(game), phones=people)
    if people and not room.phones:
        raise TabletopError(room.problem or "the phones could not start")
    session.save_auto()
    out(f"{session.game.TITLE}: {len(seats)} players.")
    if room.server is not None and room.hub is not None:
        out(f"Phones join at {room.server.origin} with their seat's code (or its link):")
        for st in room.hub.status():
            out(f"  {session.seat_name(st.seat)}: {st.code}  {room.server.join_url(st.seat)}")
    table = HeadlessTable(session, room.hub)
    desk = HostDesk(table, out)
    if typed is None and people:
        typed = typed_lines()
    try:
        while not session.game.is_terminal():
            table.step()
            for line in table.news():
                out(line)
            for line in typed() if typed is not None else ():
                desk.answer(line)
            desk.look()
            time.sleep(pace)
        table.publish()
        lines = table.news()
        for line in lines:
            out(line)
        res = session.game.result()
        if res is not None and session.name_text(res.text) not in table.lines[-1:]:
            out(session.name_text(res.text))
    finally:
        room.close()
    return 0
