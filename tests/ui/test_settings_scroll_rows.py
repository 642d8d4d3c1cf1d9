"""Settings at 200 % text: scrolled with the wheel or the keys, the list could start with a
row's description alone ("No hurry: reaction windows wait ...") under an empty band where its
name and Switch had been. The wheel and the keys now scroll to a row's top: every row in view
shows its name."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.scenes.settings_scene import SettingsScene
from tests.ui import screenprobe


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("how", ["wheel", "page"])
def test_every_row_in_view_shows_its_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], how: str
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(size, 200)
    try:
        scene = SettingsScene(app)
        app.push(scene)
        app.step([])
        assert scene.content_h > scene.list_rect.height  # the list scrolls at this size
        title = theme.line_h(32 * scene.scale) + int(10 * scene.scale)
        tops = set()
        for _ in range(12):
            if how == "wheel":
                ev = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
            else:
                ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="")
            scene.handle(ev)
            tops.add(getattr(scene, "top", 0))
            for _i, help_box in scene.rows_at:
                if help_box.bottom > scene.list_rect.top:  # its words in view: its name too
                    assert help_box.top - title >= scene.list_rect.top - 2, (help_box, scene.top)
        assert len(tops) > 1  # it did scroll
    finally:
        theme.set_ui(100, False)
        pygame.quit()
