"""The launcher by Tab alone (issue 52, a new player's walk): every control is a Tab stop once
a round, in reading order: at large text a seat's "Human \u25be" button and "+ seat" came after
the seed (the seats' column was cut in two), and at 1024x600 the "Learn to play" buttons after
the whole games' column."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame
import pytest

from tabletop.ui import focus, theme
from tests.ui import screenprobe


def _tab(app, shift: bool = False) -> str:  # type: ignore[no-untyped-def]
    mod = pygame.KMOD_SHIFT if shift else 0
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=mod, unicode="\t")])
    sc = app.scene
    here = focus.ring(sc).current(focus.scene_targets(sc))
    assert here is not None
    return f"{here.key}@{here.rect.x}"  # (y moves as the page scrolls)


@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 100), ((1280, 720), 200), ((1920, 1080), 200), ((1024, 600), 200)],
)
def test_tab_reaches_every_control_in_reading_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(size, scale)
    try:
        screenprobe.open_launcher(app)
        app.step([])
        sc = app.scene
        targets = focus.scene_targets(sc)
        want = Counter(f"{t.key}@{t.rect.x}" for t in targets)
        seen = [_tab(app) for _ in targets]
        assert Counter(seen) == want, (seen, want)  # each one once a round
        keys = [k.split("@")[0] for k in seen]
        # the seats' column, top to bottom: + seat, seat 1's name and its "Human" button,
        # the computer's seat, the phones, then the options and the seed
        i = keys.index("name 0")
        assert keys.index("+ seat") < i and keys[i + 1] == "Human", keys
        assert i + 1 < keys.index("Computer (normal)") < keys.index("seed"), keys
        assert keys.index("seed") < keys.index("Start game"), keys
        # each game's "Learn to play" right after the game's own button
        for k, key in enumerate(keys):
            if key == "Learn to play":
                assert keys[k - 1] in {g.TITLE for g in _games()}, keys
        # Shift+Tab goes back the same way
        back = [_tab(app, shift=True) for _ in range(3)]
        assert back == seen[-2::-1][:3], (back, seen)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def _games() -> list:  # type: ignore[type-arg]
    from tabletop.engine.game import game_class
    from tabletop.engine.registry import playable_names

    return [game_class(g) for g in playable_names()]
