"""Saved games: the list's pages read "1-4 of 6", then with Older "3-6 of 6": the same two games
were on both pages. Older and Newer (and Page Down / Page Up) now turn whole pages: no game is
on two of them, the last page may be shorter, and the count says which ones show."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.saves import SaveEntry
from tabletop.ui.app import App
from tabletop.ui.scenes import saves_scene
from tabletop.ui.scenes.saves_scene import SavesScene
from tests.ui.textspy import record_texts

N = 6


def _entries() -> list[SaveEntry]:
    return [
        SaveEntry(
            Path(f"auto-2026112{i}-espionage.json"),
            {"game": "espionage", "log": ["0:end"] * (i + 1), "seats": []},
            True,
            float(N - i),
        )
        for i in range(N)
    ]


def _click(app: App, scene: SavesScene, label: str) -> None:
    b = next(b for b in scene.buttons if b.label == label)
    assert b.enabled, label
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=b.rect.center, button=1))
    app.step(pygame.event.get())


def _shown(scene: SavesScene) -> list[str]:
    return [e.name for _, e in scene.rows]


def test_older_shows_the_next_games_none_again(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves_scene, "list_saves", lambda problems=None: _entries())
    scene = SavesScene(app)
    app.push(scene)
    app.step([])
    per = scene.per_page
    assert 1 < per < N, per  # (1280x720: four a page)
    first = _shown(scene)
    _click(app, scene, "Older")
    second = _shown(scene)
    assert not set(first) & set(second), (first, second)
    assert set(first) | set(second) == {e.name for e in _entries()} or per * 2 < N
    said = record_texts(monkeypatch)
    scene.draw(app.screen)
    assert f"{per + 1}-{min(N, 2 * per)} of {N}" in [w.text for w in said]
    assert not next(b for b in scene.buttons if b.label == "Older").enabled or 2 * per < N
    _click(app, scene, "Newer")
    assert _shown(scene) == first


def test_page_down_stops_at_the_last_page(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves_scene, "list_saves", lambda problems=None: _entries())
    scene = SavesScene(app)
    app.push(scene)
    app.step([])
    seen: list[str] = []
    for _ in range(4):
        seen += [n for n in _shown(scene) if n not in seen]
        scene.page(1)
    assert seen == [e.name for e in _entries()]
    assert _shown(scene)[-1] == _entries()[-1].name and scene.top < N
