"""Hot-seat Marvel Codenames (four people at one screen): the "Pass to Bea" curtain before an
Agent's guessing said "Everyone else, look away", although an Agent's board holds nothing
secret (the key is never on it). Now it says so ("H1 is HYDRA's Agent: nothing secret on this
screen, all may watch."); a Director's curtain (the key can show there) still asks everyone
else to look away. Its words stay whole and apart from the button at every text size."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.codenames.paint import TEAM_NAME
from tabletop.room.session import Session
from tabletop.ui import theme
from tests.ui import test_codenames_view as viewtests
from tests.ui.test_codenames_view import _bots_until, _seats, _table

app = viewtests.app  # the fixture: a headless app at 1920x1080


def _curtain_words(app: Any, table: Any, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    drawn: list[Any] = []
    real = theme.blit_wrapped

    def spy(surf: Any, text: str, size: int, rect: Any, *a: Any, **k: Any) -> Any:
        drawn.append((str(text), pygame.Rect(rect)))
        return real(surf, text, size, rect, *a, **k)

    monkeypatch.setattr(theme, "blit_wrapped", spy)
    table._frame = None
    table.draw(app.screen)
    monkeypatch.setattr(theme, "blit_wrapped", real)
    return drawn


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_an_agents_curtain_says_nothing_is_secret_a_directors_asks_to_look_away(
    app: Any, scale: int, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    theme.set_ui(scale, False)
    try:
        session = Session("codenames", 21, _seats("hhhh"))
        _bots_until(session, lambda g: g.phase == "guess")
        table = _table(app, session)
        agent = session.game.active_seats()[0]
        table.curtain.raise_for(agent)
        app.step([])
        assert table.curtain_for == agent
        words = _curtain_words(app, table, monkeypatch)
        pygame.image.save(app.screen, str(tmp_path / f"agent-{scale}.png"))
        team = TEAM_NAME[session.game.view(agent)["seats"][agent]["team"]]
        said = [t for t, _r in words if "nothing secret on this screen" in t]
        assert said and "look away" not in said[0]
        assert said[0].startswith(f"H{agent} is {team}'s Agent:")
        box = next(r for t, r in words if t == said[0])
        lines = theme.wrap(said[0], int(30 * table.scale), box.width)
        assert len(lines) * theme.line_h(int(30 * table.scale), 1.15) <= box.height + 1
        assert not box.colliderect(table.curtain_button())
        _bots_until(session, lambda g: g.phase == "clue")
        director = session.game.active_seats()[0]
        table.curtain.raise_for(director)
        app.step([])
        words = _curtain_words(app, table, monkeypatch)
        assert any("Everyone else, look away." in t for t, _r in words)
    finally:
        theme.set_ui(100, False)
