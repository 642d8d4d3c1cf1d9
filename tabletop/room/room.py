"""The game night: its people, the game they play now, and their phones, kept from one game
to the next.

One ``Room`` lives as long as the app (``App.room``; ``tabletop host`` makes one with no window).
Every game of the evening starts through it: ``new_game`` (the launcher, the command line),
``play_again`` (the same people, the same phones, a new deal) and ``resume`` (a save, whose room
part brings its phones back). The room then holds the game (``session``), its people (the
session's seats: names, a person or a computer player) and how each seat is played
(``controller``: at the screen, on a phone, or a computer player), and a table (the pygame
scene, or the headless one) draws and plays what it holds.

The phones: a game that starts with phone seats asks ``seat_phones``: the server and hub already
running are kept (every phone keeps its token, so "Play again", a new game with the same people
from the menu, and a Resume lose no phone), or they start. ``save_part`` is the room's part of
the autosave (each phone seat's token, so a Resume after a crash or a restart brings the phones
back: each phone reconnects with its own token; its form is checked with the save,
``engine.saves.check_room``); a seat that a person took to the screen is not in it. ``problem``
is why the phones could not start (a port in use), for the table to show where the host sees it.

Nothing here imports pygame; the server is imported only when phones are used (aiohttp takes
about 0.4 s to import).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from tabletop.engine.actions import Action, parse_action
from tabletop.engine.errors import TabletopError
from tabletop.room.session import SeatConfig, Session

if TYPE_CHECKING:
    from tabletop.remote.hub import Hub
    from tabletop.remote.server import PhoneServer

#: where the phones' server listens when a room does not say: None is the machine's LAN
#: address; ``PORT`` None the usual port (``remote.server.DEFAULT_PORT``), 0 any free one
HOST: str | None = None
PORT: int | None = None

#: how a seat is played: by a person at the screen, by a person on a phone, by the computer
Controller = Literal["screen", "phone", "bot"]


def phone_moves(
    hub: Hub, session: Session, also: Callable[[Action], str | None] | None = None
) -> Iterator[Action]:
    """The moves the phones asked for, each checked by the rules (and ``also``) as it comes
    up, so a move made meanwhile is taken into account: the caller makes each move before
    asking for the next; a refused one is told to its phone with the reason."""
    for text in hub.take():
        try:
            action = parse_action(text)
            reason = session.game.illegal_reason_or_none(action) or (also and also(action))
        except TabletopError:
            continue  # not a move (the hub lets only listed moves through)
        if reason:
            hub.tell(action.seat, session.name_text(reason))
        else:
            yield action


class Room:
    """The game night: the game being played, its people and their controllers, the phones."""

    def __init__(self, host: str | None = None, port: int | None = None) -> None:
        #: where the server listens (None: the machine's LAN address and the usual port)
        self.host, self.port = host, port
        self.hub: Hub | None = None
        self.server: PhoneServer | None = None
        #: why the phones could not start (None: they did, or none were asked for)
        self.problem: str | None = None
        #: the game being played (None: none started yet, or the last one was left)
        self.session: Session | None = None
        #: the seats played on phones in this game (not those a person took to the screen)
        self.phones: tuple[int, ...] = ()
        self._asked: tuple[Session | None, tuple[int, ...]] = (None, ())

    # ------------------------------------------------------------------ the game night
    @property
    def people(self) -> list[SeatConfig]:
        """Who sits at the table: each seat's name, a person or a computer player (and its
        level). Empty before the first game."""
        return list(self.session.seats) if self.session is not None else []

    def controller(self, seat: int) -> Controller:
        """How ``seat`` is played in the game now."""
        if self.session is None or not 0 <= seat < len(self.session.seats):
            raise TabletopError(f"there is no seat {seat} at this table")
        if self.session.seats[seat].is_bot:
            return "bot"
        return "phone" if seat in self.phones else "screen"

    def begin(self, session: Session, phones: Sequence[int] = ()) -> tuple[int, ...]:
        """``session`` is the room's game from now on, with its people's seats in ``phones``
        played on phones (a seat of a computer player never is): the phones of the last game
        are kept, each with its token, or the server starts. Returns the seats phones play;
        () with ``problem`` set when the server could not start (the seats play at the
        screen). Asking again for the same game and seats changes nothing."""
        want = tuple(sorted({s for s in phones if s in session.humans()}))
        if self._asked == (session, want):
            return self.phones
        self._asked = (session, want)
        self.session = session
        ok = self.seat_phones(session.game_name, want, session.phone_tokens())
        self.phones = want if ok else ()
        session.room = self.save_part() if self.phones else None
        return self.phones

    def new_game(
        self,
        game: str,
        seed: int | None,
        seats: Sequence[SeatConfig],
        options: Mapping[str, Any] | None = None,
        autosave: Path | None = None,
        phones: Sequence[int] = (),
    ) -> Session:
        """A new game for these people (``seed`` None: a random deal); the seats in
        ``phones`` are played on phones. A game that cannot be set up (a bad option, a deck
        the rules refuse) raises ``TabletopError`` and leaves the room as it was."""
        seed = random.randrange(1_000_000) if seed is None else seed
        session = Session(game, seed, list(seats), dict(options or {}), autosave=autosave)
        self.begin(session, phones)
        return session

    def play_again(
        self, options: Mapping[str, Any] | None = None, seed: int | None = None
    ) -> Session:
        """The same people play the same game again, a new deal: the same seats on the same
        phones (every phone keeps its token and shows the new game by itself). A game that
        had an autosave gets a new one (the finished game's stays, for its replay)."""
        if self.session is None:
            raise TabletopError("there is no game to play again")
        from tabletop.engine.saves import new_autosave_path

        last = self.session
        autosave = new_autosave_path(last.game_name) if last.autosave else None
        opts = last.options if options is None else options
        return self.new_game(last.game_name, seed, last.seats, opts, autosave, self.phones)

    def resume(
        self, data: dict[str, Any], source: str = "save", autosave: Path | None = None
    ) -> Session:
        """A saved game goes on: the seats its room part played on phones are played on
        phones again, each phone coming back with its own token. A save that cannot be read
        raises ``SaveError`` and leaves the room as it was."""
        session = Session.from_save_data(data, source, autosave=autosave)
        self.begin(session, session.phone_seats())
        return session

    def to_screen(self, seat: int) -> None:
        """A phone's person plays at the screen from now on: its phone is closed."""
        if self.hub is not None:
            self.hub.to_screen(seat)
        self.phones = tuple(s for s in self.phones if s != seat)
        self.kept()

    def to_phone(self, seat: int) -> None:
        """The seat goes back to a phone (a new code joins it)."""
        if self.hub is not None:
            self.hub.to_phone(seat)
        self.phones = tuple(sorted({*self.phones, seat}))
        self.kept()

    def kept(self) -> None:
        """The seats' phones or tokens changed: the autosave's room part says so."""
        if self.session is not None:
            self.session.room = self.save_part() if self.phones else None
            self.session.save_auto()

    # ------------------------------------------------------------------ phones
    @property
    def serving(self) -> bool:
        return self.server is not None and self.server.running

    def phone_seats(self) -> tuple[int, ...]:
        """The seats a phone plays now (not those taken back to the screen)."""
        if self.hub is None:
            return ()
        return tuple(st.seat for st in self.hub.status() if not st.at_screen)

    def seat_phones(
        self, game: str, seats: Sequence[int], tokens: Mapping[int, str] | None = None
    ) -> bool:
        """Phones for the game about to start on ``seats``: the running server and its seats'
        tokens are kept; else it starts (with ``tokens``, a saved room part's, so each phone
        comes back with its own). False, with ``problem`` set, when it cannot start."""
        self.problem = None
        if not seats:
            self.close()
            return True
        if self.serving and self.hub is not None and self.server is not None:
            self.hub.seat_again(seats, tokens or {})
            self.server.game = game
            return True
        self.close()
        from tabletop.remote.hub import Hub
        from tabletop.remote.server import DEFAULT_PORT, PhoneServer, ServerError, lan_address

        hub = Hub(seats, tokens or {})
        try:
            port = self.port if self.port is not None else PORT
            server = PhoneServer(
                hub,
                game,
                self.host or HOST or lan_address(),
                DEFAULT_PORT if port is None else port,
            )
            server.start()
        except ServerError as e:
            self.problem = str(e)
            return False
        self.hub, self.server = hub, server
        if self.port in (None, 0):
            self.port = server.port  # the next start binds the same port: links stay good
        return True

    def save_part(self) -> dict[str, Any] | None:
        """The room's part of the autosave: each phone seat's token (None: no phones)."""
        if self.hub is None:
            return None
        seats = self.phone_seats()
        return {"phones": [{"seat": s, "token": self.hub.token(s)} for s in seats]}

    def close(self) -> None:
        """The phones stop (the app closes, or a game without phones starts)."""
        if self.server is not None:
            self.server.stop()
        self.server = None
        self.hub = None
        self.phones = ()
