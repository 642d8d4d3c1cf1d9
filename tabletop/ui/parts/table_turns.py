"""The screen's side of the room's turn loop (``room.turns``): what the loop asks of the table
on this screen (who is at it, what it shows, a drag in progress, the game's facts as its view
reads them) and the moves it hands back, made through the table's own path."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import Action
from tabletop.ui import theme
from tabletop.ui.layers import knob

if TYPE_CHECKING:
    from tabletop.engine.events import Event
    from tabletop.room.policy import WindowClock
    from tabletop.room.session import Session
    from tabletop.ui.table import TableScene


class ScreenSide:
    """``room.turns.TableSide`` for a ``TableScene``."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    # what the table holds, read where it is kept
    @property
    def session(self) -> Session:
        return self.table.session

    @property
    def window(self) -> WindowClock:
        return self.table.window

    @property
    def claimant(self) -> int | None:
        return self.table.claimant

    @property
    def curtain_for(self) -> int | None:
        return self.table.curtain_for

    @property
    def async_bots(self) -> bool:
        return self.table.async_bots

    @property
    def view(self) -> dict[str, Any]:
        return self.table.view

    @property
    def settings(self) -> Mapping[str, Any]:
        return self.table.app.settings

    def knob(self, name: str) -> Any:
        return knob(name)

    def now(self) -> float:
        return self.table.now()

    def dragging(self) -> bool:
        return self.table.drag is not None

    def hotseat(self) -> bool:
        return self.table.hotseat()

    def public_window(self) -> bool:
        return self.table.screen.public_window()

    # the game's facts, as the view on this screen reads them
    def is_window(self) -> bool:
        return self.table.gv.is_window(self.table.view)

    def response_window(self) -> bool:
        return self.table.gv.response_window(self.table.view)

    def pass_is_public(self, seat: int) -> bool:
        return self.table.gv.pass_is_public(self.table.view, seat)

    def forced_prompt(self, kind: Any) -> bool:
        return kind in self.table.gv.forced_prompts

    def own_window_can_wait(self, seat: int, legal: list[Action]) -> bool:
        return self.table.gv.own_window_can_wait(self.table.view, seat, legal)

    def asks_answerers_only(self) -> bool:
        return self.table.gv.facts.asks_answerers_only

    def answers(self, seat: int, legal: list[Action]) -> bool:
        return self.table.gv.facts.answers(self.table.game.view(seat), seat, legal)

    def public_move(self, seat: int, legal: list[Action]) -> Action | None:
        return self.table.gv.facts.public_move(self.table.game.view(seat), seat, legal)

    # moves
    def legal_any(self, seat: int) -> list[Action]:
        return self.table._legal_any(seat)

    def legal(self, seat: int) -> list[Action]:
        return self.table.legal(seat)

    def acting_seat(self) -> int | None:
        return self.table.acting_seat()

    def state_key(self) -> Any:
        return self.table.state_key()

    def submit(self, action: Action) -> bool:
        return bool(self.table.submit(action))

    def after_apply(self, action: Action, events: list[Event]) -> None:
        self.table.after_apply(action, events)

    def changed(self) -> None:
        """A window opened or closed: the table is drawn afresh (a frame cached before the
        window opened kept RPG Get!'s status legend, which showed through its bar)."""
        self.table._frame = None
        self.table.dirty = True

    def say(self, text: str) -> None:
        self.table.toasts.add(text)
        self.table.log.add(text, theme.MUTED)

    def busy(self) -> bool:
        t = self.table
        return t.toasts.active() and not t.screen.ask_alone()  # a standing question waits
