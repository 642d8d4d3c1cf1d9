"""The launcher on the smallest window (1024x600): at 100 % text a page taller than the
window (Codenames' or Austin's options) keeps Start game in a bar at the window's foot, seen
and clicked without scrolling as at 1280x720; at 200 % the phones switch says its words whole
on two lines instead of "Players join with their..."."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.registry import playable_names
from tabletop.ui import theme
from tests.ui import screenprobe

SMALL = (1024, 600)


@pytest.mark.parametrize("game", playable_names())
def test_start_seen_without_scrolling(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.ui.scenes.launcher import LauncherScene
    from tabletop.ui.table import TableScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(SMALL, 100)
    try:
        lau = LauncherScene(app)
        app.push(lau)
        lau.pick_game(game)
        app.step([])
        assert lau.page.top == 0
        start = next(b for b in lau.buttons if b.label == "Start game")
        window = pygame.Rect((0, 0), SMALL)
        assert window.contains(start.rect.move(0, -lau.page.top)), (game, start.rect)
        if lau.page.height > SMALL[1]:  # the page scrolls: Start stays in the bar at the foot
            assert any(b is start for b in lau.bar), game
            foot = SMALL[1] - lau.page.foot
            assert start.rect.top >= foot, (start.rect, foot)
            # the page's end scrolls clear of the bar: every other button can be reached
            page = [b for b in lau.buttons if all(b is not k for k in lau.bar)]
            assert max(b.rect.bottom for b in page) <= lau.page.height - lau.page.foot
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start.rect.center, button=1))
        app.step(pygame.event.get())
        assert isinstance(app.scene, TableScene), game
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def test_phones_switch_whole_at_200_on_small_window(tmp_path: Path) -> None:
    shot = screenprobe.shoot_screen("launcher", SMALL, 200, tmp_path / "launcher.png")
    assert not [t for t in shot.shortened() if "phones" in t], shot.shortened()
    lines = [p for p in shot.placed if p.text.startswith("Players join") or "phones:" in p.text]
    assert lines, "the phones switch is drawn"
    words = " ".join(p.text for p in sorted(lines, key=lambda p: p.rect.y))
    assert words == "Players join with their phones: off", words
    assert not [o for o in shot.overlaps() if any("phones" in t for t in o)], shot.overlaps()
    assert not [c for c in shot.clipped() if "phones" in c[0]]
