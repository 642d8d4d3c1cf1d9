"""Espionage's refusal of a card that cannot be played now names whose turn it is, in a
player's words (issue 52: "Not now; now it is a player's turn: its player may play a Mission
(up to 3) or end the turn." read badly): "it is your turn; you may play up to 3 Missions or
end the turn", or another seat's public name."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe, textprobe


@pytest.mark.parametrize("viewer", [0, 1])
def test_a_refusal_names_whose_turn_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, viewer: int
) -> None:
    from tabletop.ui.table import TableScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    session = textprobe._session("espionage", 7, 0, "human,human,bot,bot")
    app = screenprobe.make_app((1280, 720), 100)
    try:
        app.screen = pygame.Surface((1280, 720))
        table = TableScene(app, session, viewer=viewer, frozen=True)
        app.push(table)
        cur = session.game.current_seat()
        assert session.game.phase_now().name == "turn" and cur == 0
        if viewer == cur:
            said = table.cards.now_possible()
            assert said == (
                "That card cannot go there: it is your turn; you may play up to 3 Missions "
                "or end the turn."
            ), said
        said = table.cards.whose_turn(session.game.phase_now().hint)
        name = session.seat_name(cur)
        want = "it is your turn; you may" if viewer == cur else f"it is {name}'s turn; {name} may"
        assert said.startswith(want), said
        for builder in ("its player", "a player's turn", "(up to 3)"):
            assert builder not in said
    finally:
        theme.set_ui(100, False)
        pygame.quit()
