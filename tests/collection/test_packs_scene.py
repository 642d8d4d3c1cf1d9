"""The pack opening scene: open a pack, reveal its cards (rarest last), add them to a profile."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from tabletop.collection.profiles import Profiles
from tabletop.ui.app import App
from tabletop.ui.packs_scene import PacksScene

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
    for _ in range(40):
        scene.update(scene.auto_at or 0.0)
    assert scene.shown == len(scene.pack)
    _click(app, _button(scene, "Add to collection"))
    _click(app, _button(scene, "Done"))
    assert len(got) == 1 and len(got[0]) == 2 * len(scene.pack)
    assert store.load("Ann").packs_opened[game] == 2


def test_long_card_text_is_cut_with_an_ellipsis_above_the_rarity_line(app: App) -> None:
    """A booster card's text stops where the rarity line and dot begin and shows it was cut."""
    from tabletop.ui.packs_scene import fit_lines

    text = "Groovy + Groovy: return the top Agent of your discard pile to your hand. " * 3
    lines = fit_lines(text, 12, 120, 60)
    assert 1 <= len(lines) <= 60 // 15 and lines[-1].endswith("…")
    assert fit_lines("Ship Agent.", 12, 120, 60) == ["Ship Agent."]
    assert fit_lines(text, 12, 120, 0) == []
