"""An empty deck's words ("Empty: click a card of your collection...") lie under the words
over the deck's rows: at 200 % on 1920x1080 "In the deck (click or drag out to remove)"
took two lines and its second ran into the first line of the empty deck's words."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.ui import focus, theme
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize(("size", "pct"), [((1920, 1080), 200), ((1280, 720), 200)])
@pytest.mark.parametrize("game", ["beanz", "rpgget"])
def test_empty_deck_words_under_the_head(
    game: str, size: tuple[int, int], pct: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene

    app = screenprobe.make_app(size, pct)
    store, prof = screenprobe._profile()
    b = DeckBuilderScene(app, game, store, prof)
    app.push(b)
    app.step([])
    assert not b.deck
    drawn: dict[str, pygame.Rect] = {}
    real = theme.blit_wrapped

    def spy(surf: pygame.Surface, text: str, size: int, box: pygame.Rect, *a: Any, **k: Any) -> Any:
        drawn[text] = pygame.Rect(box)
        return real(surf, text, size, box, *a, **k)

    monkeypatch.setattr(theme, "blit_wrapped", spy)
    for keys in (False, True):
        if keys:
            focus.ring(b).focus_key(f"card {b.tiles[0][1]}")
        drawn.clear()
        b.draw(app.screen)
        empty = next(r for t, r in drawn.items() if t.startswith("Empty:"))
        head = next(r for t, r in drawn.items() if t.startswith("In the deck"))
        assert empty.top >= head.bottom, (keys, head, empty)
