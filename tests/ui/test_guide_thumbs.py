"""How to play's card pictures show their names whole (issue 52: a new player read "Austin
Powers, Inter..." on the guide's thumbnails): every game's guide at 1280x720, 1920x1080 and
1024x600, with 100 %, 150 % and 200 % text."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.registry import playable_names
from tabletop.ui import theme
from tabletop.ui.components.card import name_fits
from tests.ui import screenprobe

WHERE = [
    (size, scale) for size in ((1280, 720), (1920, 1080), (1024, 600)) for scale in (100, 150, 200)
]


@pytest.mark.parametrize("game", playable_names())
def test_every_thumbnail_name_is_whole(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.ui.scenes.howto import HowToScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    drawn: list[tuple[Any, str, tuple[int, int]]] = []
    for size, scale in WHERE:
        app = screenprobe.make_app(size, scale)
        try:
            guide = HowToScene(app, game)
            real = guide.picture

            def spy(name: str, at: tuple[int, int], real: Any = real, scale: int = scale) -> Any:
                drawn.append((scale, name, at))
                return real(name, at)

            guide.picture = spy  # type: ignore[method-assign]
            app.push(guide)
            app.step([])
            guide.draw(pygame.Surface(size))
            for _scale, name, at in drawn:
                face = guide.card_face(name)
                if face is not None:
                    with theme.unscaled():  # as the face is drawn
                        fits = name_fits(game, face, at)
                    assert fits, (size, scale, face.get("name"), at)
        finally:
            theme.set_ui(100, False)
            pygame.quit()
        drawn.clear()
