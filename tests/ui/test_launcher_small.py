"""The launcher on the smallest window (1024x600) at 100 % text: every game's option
explanations are whole (Codenames', Austin's and RPG Get!'s were cut with "..."); where they
leave no room above Start the page scrolls, as with large text, and Start is reached."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.game import game_class
from tabletop.engine.registry import playable_names
from tabletop.ui import theme
from tests.ui import screenprobe

SMALL = (1024, 600)


@pytest.mark.parametrize("game", playable_names())
def test_every_explanation_whole_and_start_reached(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.ui.scenes.launcher import LauncherScene
    from tabletop.ui.table import TableScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(SMALL, 100)
    try:
        lau = LauncherScene(app)
        app.push(lau)
        lau.pick_game(game)
        app.step([])
        s = lau.scale
        px = max(theme.MIN_TEXT, int(18 * s))
        for o in game_class(game).OPTIONS:
            if o.name in lau.ready_deck_options():
                continue  # picked in the Decks list under the seats
            b = next(b for b in lau.buttons if b.tooltip == o.help)
            lines = theme.wrap(o.help, px, b.rect.width - int(6 * s))
            assert len(lines) == lau.help_lines[o.help], (o.name, lines)
        start = next(b for b in lau.buttons if b.label == "Start game")
        assert start.rect.top > max(b.rect.bottom for b in lau.buttons if b.tooltip)
        for _ in range(10):
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        app.step(pygame.event.get())
        on_screen = (start.rect.centerx, start.rect.centery - lau.page.top)
        assert start.rect.bottom - lau.page.top <= SMALL[1], "Start in the window"
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=on_screen, button=1))
        app.step(pygame.event.get())
        assert isinstance(app.scene, TableScene)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
