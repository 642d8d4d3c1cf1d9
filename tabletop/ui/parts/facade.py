"""``TableFacade``: everything a game view may use of the table, as one typed Protocol
(``GameView.table`` is typed with it; ``TableScene`` provides it).

A view reads the table (the seat on screen, its view and legal moves, where the play area is,
what the table is doing with the pointer) and makes a few requests (a toast, a sound, the screen
for a seat, the bots held while it shows something). It never makes a move itself (the table
turns its declared gestures into moves, and submits what its own input hands back:
``GameView.handle_event``), never writes the table's state and never reaches past the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from tabletop.engine.actions import Action

if TYPE_CHECKING:
    from tabletop.room.session import Session
    from tabletop.ui.components.prompt import PromptUI
    from tabletop.ui.components.widgets import Button, Toasts


class TableFacade(Protocol):
    # ------------------------------------------------------------------ what a view reads
    @property
    def session(self) -> Session:
        """Seat names, seats and humans (``seat_name``, ``seats``, ``humans``)."""

    @property
    def game(self) -> Any:
        """The game, to read (``check``, ``view``, ``legal_actions``, ``is_terminal``, ``log``)."""

    @property
    def view(self) -> Any:
        """The view of the seat on screen (the current state's, computed once); each game reads
        it through its own seat-view type."""

    @property
    def viewer(self) -> int | None:
        """The seat on screen (None: public information only)."""

    @property
    def frozen(self) -> bool:
        """A still table (screenshots, the demo): no timers, no bots."""

    @property
    def frame_time(self) -> float | None:
        """The time of the frame on screen (None on a still table)."""

    @property
    def by_keys(self) -> bool:
        """The last input was a key, not the pointer: words that name a gesture (drag, click)
        say the keys too."""

    @property
    def play_rect(self) -> pygame.Rect:
        """The play area (the top bar and the log are outside it)."""

    @property
    def log_rect(self) -> pygame.Rect: ...

    @property
    def buttons(self) -> list[Button]:
        """The move buttons (a hand row runs up to them)."""

    @property
    def drag(self) -> dict[str, Any] | None:
        """The card being dragged (``item``: its ``Draggable``), if any."""

    @property
    def snap(self) -> dict[str, Any] | None:
        """A card gliding back after a refused drop (``key``), if any."""

    @property
    def inspect(self) -> dict[str, Any] | None:
        """The card shown large, if any."""

    @property
    def chooser(self) -> list[Button]:
        """The open chooser's buttons (empty: none open)."""

    @property
    def claimant(self) -> int | None:
        """The seat that claimed the open window, if any."""

    @property
    def curtain_for(self) -> int | None:
        """The seat the curtain waits for (None: no curtain)."""

    @property
    def prompts(self) -> PromptUI:
        """The shared prompt (``current``: the open selection)."""

    def legal(self, seat: int | None) -> list[Action]:
        """The legal moves of the seat on screen (empty for any other, and behind a curtain)."""

    def acting_seat(self) -> int | None:
        """The seat whose moves the pointer makes now."""

    def state_key(self) -> tuple[int, int]:
        """Changes with every move and undo."""

    # ------------------------------------------------------------------ what a view asks
    def toast(self, text: str, kind: str = "info", keys: bool = False) -> None: ...

    @property
    def toasts(self) -> Toasts:
        """The table's messages (a view may take back one whose moment has ended)."""

    def sound(self, name: str, volume: float = 1.0) -> None: ...

    def request_attention(self, seat: int, message: str = "") -> None:
        """``seat`` must have the screen now (the privacy policy passes it)."""

    def release_attention(self, seat: int) -> None: ...

    def pause_bots(self) -> None:
        """Hold the bots while the view shows something they must wait for."""

    def resume_bots(self, delay: float = ...) -> None: ...

    def bots_due(self, now: float) -> bool: ...

    def refresh(self) -> None:
        """Read the view again and redraw (the view's own display changed)."""
