"""The room's phones: the seats played on phones, their tokens and the phone server, kept
from one game to the next.

One ``Room`` lives as long as the app (``App.room``). A table that starts with phone seats asks
``seat_phones``: the server and hub already running are kept (every phone keeps its token, so
"Play again", a new game with the same people from the menu, and a Resume lose no phone), or
they start. ``save_part`` is the room's part of the autosave (each phone seat's token, so a
Resume after a crash or a restart brings the phones back: each phone reconnects with its own
token; its form is checked with the save, ``engine.saves.check_room``); a seat that a
person took to the screen is not in it. ``problem`` is why the phones
could not start (a port in use), for the table to show where the host sees it.

Nothing here imports pygame; the server is imported only when phones are used (aiohttp takes
about 0.4 s to import).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import Action, parse_action
from tabletop.engine.errors import TabletopError

if TYPE_CHECKING:
    from tabletop.remote.hub import Hub
    from tabletop.remote.server import PhoneServer
    from tabletop.room.session import Session


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
    """The game night's phones (the seats' people and the turn loop join it later)."""

    def __init__(self, host: str | None = None, port: int | None = None) -> None:
        #: where the server listens (None: the machine's LAN address and the usual port)
        self.host, self.port = host, port
        self.hub: Hub | None = None
        self.server: PhoneServer | None = None
        #: why the phones could not start (None: they did, or none were asked for)
        self.problem: str | None = None

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
            server = PhoneServer(
                hub,
                game,
                self.host or lan_address(),
                DEFAULT_PORT if self.port is None else self.port,
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
