"""Collections and decks at 200 % on 1024x600: the left column's "Create profile" read
"Create..." and sat over the start of the line under the cards ("...ter, click, right-click or
hold a card to see it large"); the button is whole, the line whole and inside its panel."""

from __future__ import annotations

import pygame
import pytest

from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize(("size", "scale"), [((1024, 600), 200), ((1280, 720), 200)])
def test_create_profile_whole_and_the_card_hint_apart(size: tuple[int, int], scale: int) -> None:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app = screenprobe.make_app(size, scale)
        screenprobe.open_collection(app)
        app.step([])
        app.screen = pygame.Surface(size)
        app.scene.draw(app.screen)
    scene = app.scene
    assert not [t for t in shot.shortened() if t.startswith("Create")]
    create = next(b for b in scene.buttons if b.label == "Create profile")
    hint = [p for p in shot.placed if "hold a card" in p.text or "scroll for more" in p.text]
    said = " ".join(p.text for p in sorted(hint, key=lambda p: p.rect.y))
    assert said.startswith("Enter, click, right-click or hold a card to see it large"), said
    for p in hint:
        assert scene.main.contains(p.rect), (p.text, p.rect, scene.main)
        assert not p.rect.colliderect(create.rect), (p.text, p.rect, create.rect)
    # the cards still share the row two by two
    assert scene.cols >= 2
