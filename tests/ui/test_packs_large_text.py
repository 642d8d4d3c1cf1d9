"""A booster pack opened at large text (issue 52, 200 % on 1280x720): the button after
"Reveal all" shows its words whole ("Add to collection", never "Add to..."), and each card's
rarity tag lies under its card, clear of every card's face and of the buttons."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.collection.profiles import Profiles
from tabletop.ui import theme
from tabletop.ui.scenes import packs_scene
from tabletop.ui.scenes.packs_scene import PacksScene
from tests.ui import screenprobe


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize(("game", "seed"), [("austin", 7), ("beanz", 2)])
def test_a_revealed_packs_button_words_are_whole_and_its_tags_clear_of_the_cards(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    scale: int,
    game: str,
    seed: int,
) -> None:
    """Beanz seed 2 holds an "Ultra-rare holographic" (at 200 % it ran over "Rare foil" and
    "Uncommon" lost its last letter under it): a tag's words stay inside their tag."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(size, scale)
    try:
        store = Profiles()
        scene = PacksScene(app, game, store, store.create("Ann"), count=1, seed=seed)
        app.push(scene)
        scene.reveal_all()
        tags: list[pygame.Rect] = []
        real_face, real_blit = packs_scene.draw_card_face, theme.blit_text
        words: list[str] = []
        drawn: list[pygame.Rect] = []

        def face(*a: Any, **k: Any) -> pygame.Rect:
            tags.append(real_face(*a, **k))
            return tags[-1]

        def blit(surf: Any, text: str, *a: Any, **k: Any) -> pygame.Rect:
            words.append(str(text))
            drawn.append(real_blit(surf, text, *a, **k))
            return drawn[-1]

        monkeypatch.setattr(packs_scene, "draw_card_face", face)
        monkeypatch.setattr(theme, "blit_text", blit)
        scene.draw(app.screen)
        add = next(b for b in scene.buttons if b.label == "Add to collection")
        assert any(w.startswith("Add to collection") for w in words), words
        assert not [w for w in words if w.startswith("Add to") and "\u2026" in w], words
        screen = app.screen.get_rect()
        assert len(tags) == len(scene.card_rects)
        for b in scene.buttons:
            assert screen.contains(b.rect), (b.label, b.rect)
            assert b.rect.collidelist([o.rect for o in scene.buttons if o is not b]) < 0
        for i, tag in enumerate(tags):
            assert tag.collidelist(scene.card_rects) < 0, (i, tag)  # under its card, not on one
            assert tag.collidelist([b.rect for b in scene.buttons]) < 0, (i, tag)
            assert tag.collidelist(tags[:i] + tags[i + 1 :]) < 0, (i, tag)
            assert tag.top >= scene.card_rects[i].bottom and screen.contains(tag)
            said = [r for r in drawn if tag.collidepoint(r.center)]
            assert said and all(tag.inflate(2, 2).contains(r) for r in said), (i, tag, said)
        assert add.rect.x > scene.buttons[-1].rect.right  # clear of "Back"
        if os.environ.get("TABLETOP_SHOTS"):
            pygame.image.save(app.screen, f"{os.environ['TABLETOP_SHOTS']}/pack_{scale}.png")
    finally:
        theme.set_ui(100, False)
        pygame.quit()
