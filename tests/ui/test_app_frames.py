"""The app's frame loop: a scene is drawn while it is dirty or animating, and once more when an
animation has just ended (its last in-between frame, a card in flight, must not stay on screen
until the next input: a new Espionage player saw a drawn card hang over the hand)."""

from __future__ import annotations

import pygame

from tabletop.ui.app import App, Scene


class Counting(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.draws = 0
        self.moving = True

    def draw(self, surf: pygame.Surface) -> None:
        self.draws += 1

    def animating(self) -> bool:
        return self.moving


def test_one_more_frame_after_an_animation_ends(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((640, 360), headless=True)
    scene = Counting(app)
    app.push(scene)
    app.step([])
    app.step([])
    before = scene.draws
    assert before >= 2
    scene.moving = False
    app.step([])  # the animation ended: drawn once more
    assert scene.draws == before + 1
    app.step([])
    app.step([])  # nothing changes: no more frames
    assert scene.draws == before + 1
    pygame.quit()
