"""Where a button is Enter's default it says so (issue 52, a new player's walk): "Learn to play"
in "New to ...?", "Quit" in the quit question and "Start game" at large text showed their words
alone, the "[Enter]" dropped for want of room; each grows a little to say "  [Enter]" whole,
inside its box or window, clear of the buttons beside it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe

SIZES = [(1280, 720), (1024, 600), (1920, 1080)]


def _draw(app, size: tuple[int, int], which: str) -> screenprobe.Shot:  # type: ignore[no-untyped-def]
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface(size)
        app.scene.dirty = True
        app.scene.draw(app.screen)
    return shot


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize(
    ("which", "label"), [("offer", "Learn to play"), ("quit", "Quit"), ("launcher", "Start game")]
)
def test_enter_s_button_says_enter(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    scale: int,
    which: str,
    label: str,
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(size, scale)
    try:
        (screenprobe.open_offer if which == "offer" else screenprobe.open_launcher)(app)
        app.step([])
        if which == "quit":
            esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
            app.step([esc])
            buttons = app.scene.quit_ask.buttons
        else:
            buttons = app.scene.buttons
        shot = _draw(app, size, which)
        pygame.image.save(app.screen, str(tmp_path / f"{which}.png"))
        button = next(b for b in buttons if b.label == label)
        assert button.hotkey == "Enter"
        said = [p for p in shot.placed if p.text == f"{label}  [Enter]"]
        assert said, [p.text for p in shot.placed if label in p.text]
        assert not [t for t in shot.shortened() if label in t]
        # inside the button's width (the launcher's bar is drawn on a surface of its own)
        inside = [
            p for p in said if button.rect.left <= p.rect.left <= p.rect.right <= button.rect.right
        ]
        assert inside, (button.rect, said)
        assert pygame.Rect((0, 0), size).contains(button.rect)
        others = [b.rect for b in buttons if b is not button and b.rect.y == button.rect.y]
        assert button.rect.collidelist(others) < 0, (button.rect, others)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
