"""Shoot for Loot's words at large text (issue 52, 1280x720 at 200 %): the keys in the top bar
stay right of the title (at 200 % they ran over "Shoot for Loot"), and the far mat's name sits
at the top of what shows of that mat, clear of the standing bean and its ring at the mat's foot
(at every size "Computer 2's mat" ran under the target of Galaxy 1)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.beanz.flick.model import BEAN_DRAW_SCALE
from tabletop.physics.scene import BEAN_DIAMETER
from tabletop.ui import theme
from tests.ui import screenprobe

FAR = "Computer 2's mat"


@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1920, 1080), 200)],
)
@pytest.mark.parametrize("galaxy", [0, 1, 2])
def test_bar_keys_and_far_mat_name_keep_clear(
    size: tuple[int, int], scale: int, galaxy: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.games.beanz.flick.scene import ShotScene
    from tabletop.physics.flick import ShotSetup

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    shot = screenprobe.Shot()
    try:
        with screenprobe.recording(shot):
            app = screenprobe.make_app(size, scale)
            setup = ShotSetup.for_galaxy(galaxy, 0)
            scene = ShotScene(
                app, setup, lambda f, k: None, galaxy=galaxy, mat_labels=("Your mat", FAR)
            )
            app.push(scene)
            app.step([])
            app.screen = pygame.Surface(size)
            scene.draw(app.screen)
        pygame.image.save(app.screen, str(tmp_path / "shot.png"))
        assert not shot.overlaps(), shot.overlaps()
        assert not shot.shortened(), shot.shortened()
        assert not shot.clipped(), shot.clipped()
        title = next(p.rect for p in shot.placed if p.text == "Shoot for Loot" and p.rect.y < 40)
        keys = [p for p in shot.placed if p.text.startswith("Enter/arrows")]
        assert keys and keys[0].rect.left > title.right, (keys[0].rect, title)
        far = next(p.rect for p in shot.placed if p.text == FAR)
        assert far.top >= scene.bar.bottom
        # the target bean stands at the far mat's foot: its body and ring
        k = scene.k
        cx, cy = scene.to_screen(setup.target)
        tall = BEAN_DIAMETER * BEAN_DRAW_SCALE * k * 2.5
        bean = pygame.Rect(0, 0, int(2 * tall), int(2 * tall))
        bean.center = (int(cx), int(cy))
        assert not far.colliderect(bean), (far, bean)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
