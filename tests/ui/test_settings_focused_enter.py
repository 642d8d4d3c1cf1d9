"""Settings by keys at large text: a focused "Switch", "-25 %" or "Longer" kept only its
words at 150 and 200 % (its button too narrow for "[Enter]"), while every other screen's
focused button said how to press it. The rows' buttons are now as wide as their words with
"[Enter]" (the texts drawn on each focused button, recorded, at 100-200 % on 1280x720 and at
100 % on 1024x600)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.components import widgets
from tabletop.ui.scenes.settings_scene import SettingsScene
from tests.ui import screenprobe
from tests.ui.test_focus_screens import focused, press

pytestmark = pytest.mark.usefixtures("scaled_home")


def _drawn_on(app: Any, rect: pygame.Rect) -> str:
    """The words the next frame draws on the button at ``rect``."""
    said: list[str] = []
    real, blit = widgets.Button.draw, theme.blit_text

    def draw(self: widgets.Button, dest: pygame.Surface, scale: float = 1.0) -> None:
        def spy(surf: Any, text: str, *a: Any, **k: Any) -> Any:
            if self.rect == rect:
                said.append(str(text))
            return blit(surf, text, *a, **k)

        theme.blit_text = spy  # type: ignore[assignment]
        try:
            real(self, dest, scale)
        finally:
            theme.blit_text = blit  # type: ignore[assignment]

    widgets.Button.draw = draw  # type: ignore[method-assign]
    try:
        app.scene.dirty = True
        app.step([])
    finally:
        widgets.Button.draw = real  # type: ignore[method-assign]
    return " ".join(said)


WHERE = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]


@pytest.mark.parametrize("size, scale", WHERE, ids=[f"{w}x{h}@{s}" for (w, h), s in WHERE])
def test_every_focused_settings_button_says_enter(size: tuple[int, int], scale: int) -> None:
    app = screenprobe.make_app(size, scale)
    st = SettingsScene(app)
    app.push(st)
    app.step([])
    by_key = {b.key or b.label: b for b in st.buttons}
    seen: dict[str, str] = {}
    for _ in range(40):
        press(app, pygame.K_TAB)
        here = focused(st)
        if here in by_key and here not in seen and by_key[here].enabled:
            by_key = {b.key or b.label: b for b in st.buttons}  # laid out anew as it scrolls
            seen[here] = _drawn_on(app, by_key[here].rect)
        by_key = {b.key or b.label: b for b in st.buttons}
    kinds = {k.rsplit(" ", 1)[0] for k in seen}
    assert kinds >= {"Switch", "Longer", "Done"} and kinds & {"+25 %", "-25 %"}, kinds
    missing = {k: v for k, v in seen.items() if "[Enter]" not in v}
    assert not missing, missing
