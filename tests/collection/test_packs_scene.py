"""The pack opening scene: open a pack, reveal its cards (rarest last), add them to a profile."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from tabletop.collection.profiles import Profiles
from tabletop.ui.app import App
from tabletop.ui.scenes.packs_scene import PacksScene

SHOTS = os.environ.get("TABLETOP_SHOTS")  # a folder: save screenshots there to look at


@pytest.fixture()
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = App(
        tuple(int(x) for x in os.environ.get("TABLETOP_SHOT_SIZE", "1280x720").split("x")),
        headless=True,
    )  # type: ignore[arg-type]
    yield a
    pygame.quit()


def _click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get())


def _button(scene: PacksScene, label: str) -> tuple[int, int]:
    return next(b for b in scene.buttons if b.label.startswith(label)).rect.center


@pytest.mark.parametrize("game", ["austin", "beanz"])
def test_open_a_pack_and_add_it(app: App, game: str) -> None:
    store = Profiles()
    prof = store.create("Ann")
    before = sum(prof.owned(game).values())
    got: list[list[object]] = []
    scene = PacksScene(app, game, store, prof, count=2, seed=7, on_done=got.append)
    app.push(scene)
    app.step([])
    assert scene.shown == 0 and not any(b.label == "Add to collection" for b in scene.buttons)
    for k in range(len(scene.pack)):
        _click(app, (5, 5))  # a click anywhere turns the next card
        assert scene.shown == k + 1
    assert scene.pack[-1].rarity == "rare"  # the rare is the last revealed
    if SHOTS:
        pygame.image.save(app.screen, f"{SHOTS}/packs_{game}_{app.screen.get_width()}.png")
    _click(app, _button(scene, "Add to collection"))
    assert scene.added
    again = store.load("Ann")
    assert sum(again.owned(game).values()) == before + len(scene.pack)
    assert again.packs_opened[game] == 1
    _click(app, _button(scene, "Next pack"))
    assert scene.shown == 0 and scene.left == 0
    # Return reveals the whole pack automatically (one card per update)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    app.step(pygame.event.get())
    assert scene.shown == len(scene.pack)
    _click(app, _button(scene, "Add to collection"))
    _click(app, _button(scene, "Done"))
    assert len(got) == 1 and len(got[0]) == 2 * len(scene.pack)
    assert store.load("Ann").packs_opened[game] == 2


def test_a_revealed_bone_is_the_tables_face_with_its_vibes_and_mojo(app: App) -> None:
    """The pack shows each card as the table draws it (a Bone's vibe icons and its Mojo), not a
    text-only substitute: the card's pixels are the shared renderer's face."""
    from tabletop.games.austin.cards import CARDS
    from tabletop.ui.components import cards
    from tabletop.ui.components.zoom import collection_card
    from tabletop.ui.scenes.packs_scene import draw_card_face

    bone = next(d for d in CARDS.values() if d.kind == "bone" and d.side == "good")
    face = collection_card("austin", bone.name)
    assert face["kind"] == "bone" and face["stats"] == f"Mojo {bone.score}"
    rect = pygame.Rect(40, 30, 150, 210)
    app.screen.fill((0, 0, 0))
    draw_card_face(app.screen, rect, "austin", bone.name, "")
    want = cards.face("austin", face, rect.size)
    inner = pygame.Rect(20, 20, rect.w - 40, rect.h - 60)  # inside the round corners and tag
    got = app.screen.subsurface(rect).subsurface(inner)
    ref = pygame.Surface(inner.size)
    ref.blit(want, (0, 0), inner)
    pairs = zip(pygame.image.tobytes(got, "RGB"), pygame.image.tobytes(ref, "RGB"), strict=True)
    assert max(abs(x - y) for x, y in pairs) <= 3  # alpha blending rounds a little
