"""The table's side of the phones (``tabletop.remote``): seats played on phones.

A seat is played at the screen, on a phone or by a bot. When a table starts with phone seats
the room (``tabletop.room.room.Room``) serves them on the machine's LAN address; once a frame
(``PhoneLink.update``) it submits the moves the phones asked for through the table's normal
path (a refused one is told to its phone) and publishes each seat's message whenever the game
or the open reaction window changed (a new state, a window opened, closed or its clock
restarted). The server and the seats' tokens belong to the room: they outlive the table
("Play again", a new game, a Resume keep every phone) and stop with the app. The privacy policy treats a phone seat as
absent from the screen (``privacy.ScreenFacts.phones``).

A phone the table waits for that is offline is counted (``room.liveness``): after its delay the
host chooses at the TV (``layers.offline``): wait, a computer plays the seat this turn, or the
seat is played at this screen (``choose``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import Action
from tabletop.remote.hub import Hub, Publish, SeatStatus
from tabletop.remote.payload import PhoneWindow
from tabletop.remote.server import PhoneServer, ServerError
from tabletop.room.liveness import Choice, Liveness, offline_phones, waited_seats
from tabletop.room.room import phone_moves

if TYPE_CHECKING:
    from tabletop.ui.table import TableScene

__all__ = ["PhoneLink", "ServerError"]


class PhoneLink:
    """What one table tells the room's phone server and hub (``room.Room``: they outlive
    the table), and what it takes from them."""

    def __init__(self, table: TableScene, hub: Hub, server: PhoneServer) -> None:
        self.t = table
        self.hub, self.server = hub, server
        self.seats = tuple(hub.seats)
        self.events: list[Any] = []
        self.key: Any = None  # what the phones were last published for
        self.left = 0.0  # the open window's seconds left at the last look
        self.job: Publish | None = None  # the publish being built, a seat a frame
        #: how long the table waited for each offline phone, and the computer's turns
        self.liveness = Liveness(table.session)

    def kept(self) -> None:
        """The seats' tokens changed (a new phone took a seat): the autosave's room part says
        so from the next move on."""
        self.t.app.room.kept()

    def moved(self, events: list[Any]) -> None:
        """A move was applied: its events go to the phones' log with the next publish."""
        self.events += events

    def status(self) -> list[SeatStatus]:
        return self.hub.status()

    def to_screen(self, seat: int) -> None:
        """The seat is played at the screen from now on (hot-seat): its phone is closed, the
        screen passes to it behind its curtain when it acts."""
        t = self.t
        self.liveness.choose(seat, "screen")  # the computer gives the seat back, if it had it
        t.app.room.to_screen(seat)
        t.phone_seats = t.app.room.phones
        self.key = None
        t.settle_view()

    def to_phone(self, seat: int) -> None:
        """The seat goes back to a phone (its new code joins it); the screen no longer shows it."""
        t = self.t
        t.app.room.to_phone(seat)
        t.phone_seats = t.app.room.phones
        self.key = None
        t.settle_view()

    def waiting_offline(self) -> list[int]:
        """The phone seats the table waits for (their turn, or a window waits for them)
        whose phone is offline now: the TV names them."""
        waits = waited_seats(self.t.game, self.t.window)
        return [s for s in offline_phones(self.hub.status()) if s in waits]

    def watch(self) -> None:
        """Once a frame: how long the table waited for each offline phone (``room.liveness``);
        a seat the computer played this turn is its phone's again when its turn passed."""
        t = self.t
        status = self.hub.status()
        for seat in self.liveness.step(t.now(), status, t.window):
            name = t.session.seat_name(seat)
            back = any(st.seat == seat and st.connected for st in status)
            t.toast(
                f"{name}'s phone is back: {name} plays on."
                if back
                else f"The computer played for {name}; the seat is {name}'s phone's again."
            )

    def choose(self, seat: int, choice: Choice) -> None:
        """The host's answer while the table waits for ``seat``'s offline phone."""
        t = self.t
        name = t.session.seat_name(seat)
        if choice == "screen":
            self.to_screen(seat)
            t.toast(f"{name} plays at this screen now.")
        else:
            self.liveness.choose(seat, choice)
            if choice == "computer":
                t.toast(f"The computer plays {name}'s turn (its phone is away).")
        t.dirty = True

    def reopen(self, seat: int) -> None:
        """The host lets a new phone take the seat (its phone was lost, or another person
        plays it): the old phone is closed and a fresh code on the join panel joins it."""
        self.hub.reopen(seat)
        self.kept()
        self.t.dirty = True

    def moves_of_phones(self) -> None:
        """A seat another phone took is said at the table."""
        for seat in self.hub.take_moved():
            self.t.toast(f"{self.t.session.seat_name(seat)}'s seat moved to another phone.")

    def names(self) -> None:
        """A name typed on a phone becomes the seat's name at the table (labels, log, saves)."""
        t = self.t
        for st in self.hub.status():
            seat = t.session.seats[st.seat]
            if st.name and not st.at_screen and st.name != seat.name:
                t.session.seats[st.seat] = replace(seat, name=st.name)
                self.key = None  # the phones' player lists say it too
                t.dirty = True

    def update(self) -> None:
        """Once a frame: the phones' moves through the table's submit path, then a publish if
        anything the phones show changed."""
        t = self.t
        self.names()
        self.moves_of_phones()
        for action in phone_moves(self.hub, t.session, self.unreadable):
            t.submit(action)
        self.watch()
        self.publish_if_changed()

    def unreadable(self, action: Action) -> str | None:
        """A typed word the computer players at this table cannot read (a clue word a
        computer Agent does not know), as the screen's clue box refuses it; else None."""
        if action.verb not in {m.verb for m in self.t.game.typed_moves(action.seat)}:
            return None
        word = str(action.args[0]) if action.args else ""
        for bot in self.t.session.bots.values():
            says = getattr(bot, "refusal", None)
            if says is not None and " " not in word.strip() and says(word):
                return str(says(word))
        return None

    def window(self) -> PhoneWindow | None:
        """The reaction window as the phones see it: who it waits for, its clock (None: it
        waits, as a solo window does) and its hint in a phone's words (tap, no keys)."""
        t = self.t
        if t.game.is_terminal() or not t.gv.is_window(t.view):
            return None
        w = t.window
        seats = tuple(sorted(w.seats)) if w.seats is not None else tuple(t.game.active_seats())
        timed = w.is_open and t.turns.window_timed()
        hint = t.gv.say(t.gv.phone_window_hint(t.view))
        return PhoneWindow(seats, w.left() if timed else None, hint)

    def flush(self) -> None:
        """Publish what changed now, all seats in this frame (a race is about to start and the
        table's frames stop while its overlay runs)."""
        self.publish_if_changed()
        while self.job is not None and not self.job.done:
            self.job.step()

    def publishing(self) -> bool:
        """A publish is being built (the table's loop comes back next frame)."""
        return self.job is not None and not self.job.done

    def publish_if_changed(self) -> None:
        """A new publish when what the phones show changed (the game, the window); the
        publish is built a seat a frame (``hub.Publish``) so no frame builds them all."""
        t = self.t
        w = t.window
        left = w.left() if w.is_open else 0.0
        restarted = w.is_open and left > self.left + 0.5  # a new window or its clock restarted
        self.left = left
        key = (t.state_key(), w.seats, w.log_len if w.is_open else None)
        if key != self.key or restarted:
            self.key = key
            events, self.events = self.events, []
            dropped = self.job if self.job is not None and not self.job.done else None
            carry = dropped.lines if dropped is not None else ()
            mine = dropped.mine if dropped is not None else None
            self.hub.moved_on()  # a move sent for what the phones show now is out of date
            self.job = Publish(
                self.hub, t.session, events, self.window(), t.gv.action_label, carry, mine
            )
        if self.job is not None and not self.job.done:
            self.job.step()
