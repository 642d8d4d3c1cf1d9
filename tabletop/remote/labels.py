"""A game's words for moves without a table: ``view_labeler(session)``.

The words are the game's own (``room.facts.TableFacts.label``, pure: no view, no pygame), the
same the table's choosers show; the seats are called by the session's names. Where no game
names them, a move reads as its notation, and the phone's guide words (``movewords``) say the
rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import Action
from tabletop.room.facts import facts_for
from tabletop.room.movewords import Labeler

if TYPE_CHECKING:
    from tabletop.room.session import Session


def view_labeler(session: Session) -> Labeler | None:
    """The game's ``label`` for ``session`` (a label that fails reads as the notation)."""
    facts = facts_for(session.game_name)

    def label(action: Action, view: dict[str, Any]) -> str:
        try:
            legal = session.game.legal_actions(action.seat)
            return facts.label(action, view, legal, session.seat_name)
        except Exception:  # noqa: BLE001 - a label must never stop a phone's message
            return str(action)

    return label
