"""A game view's words for moves without a table: ``view_labeler(session)``.

The table passes its own view's ``action_label`` to ``Hub.publish``. Where no table runs (the
tests, ``tools/bench.py``'s simulated phones) this builds the game's view on a small headless
substitute that answers what a view reads of its table (the session, the game, the legal moves,
the play area), so a phone reads "Play Infiltrator on Bea" as the screen does. A view that
cannot be built, or a label that fails, falls back to the guide's words (``movewords``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import Action
from tabletop.ui.movewords import Labeler

if TYPE_CHECKING:
    from tabletop.engine.session import Session


class _Stand:
    """What a game view reads of its table, for labels only (nothing is drawn)."""

    def __init__(self, session: Session) -> None:
        import pygame

        self.session = session
        self.play_rect = pygame.Rect(0, 0, 1280, 720)
        self.view: dict[str, Any] = {}
        self.viewer: int | None = None
        self.buttons: list[Any] = []

    @property
    def game(self) -> Any:
        return self.session.game

    def legal(self, seat: int | None) -> list[Action]:
        return [] if seat is None else self.session.game.legal_actions(seat)

    def _legal_any(self, seat: int) -> list[Action]:
        return self.legal(seat)


def view_labeler(session: Session) -> Labeler | None:
    """The game view's ``action_label`` on a headless substitute table (None: no view)."""
    from tabletop.engine.registry import info, load

    stand = _Stand(session)
    try:
        gv = load(info(session.game_name).view)(stand)
    except Exception:  # noqa: BLE001 - the guide's words serve instead
        return None

    def label(action: Action, view: dict[str, Any]) -> str:
        stand.view, stand.viewer = view, view.get("seat")
        try:
            return str(gv.action_label(action, view))
        except Exception:  # noqa: BLE001 - a label must never stop a phone's message
            return str(action)

    return label
