"""Shared by the collection UI tests: an app on the launcher, and real pygame events."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene


@pytest.fixture(name="app")
def launcher_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = App((1280, 720), headless=True)
    a.push(LauncherScene(a))
    yield a
    pygame.quit()


def _post(app: App, *events: pygame.event.Event) -> None:
    for e in events:
        pygame.event.post(e)
    app.step(pygame.event.get())


def _click(app: App, pos: tuple[int, int]) -> None:
    _post(
        app,
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    )


def _drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    _post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    _post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)))
    _post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)))
    _post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def _button(scene: object, label: str) -> tuple[int, int]:
    buttons = list(scene.buttons) + list(getattr(scene, "deck_buttons", []))  # type: ignore[attr-defined]
    return next(b for b in buttons if b.label.startswith(label)).rect.center
