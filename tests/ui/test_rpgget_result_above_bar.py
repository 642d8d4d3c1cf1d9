"""RPG Get! with four players at 200 % on 1280x720: a computer's "Mission failed" lay at the
arena's foot, and the reaction window's bar that opened at its turn's end ("End of Computer 2's
turn: play a Recovery or Event now, or pass") covered the lower half of its sentence, the reason
("Computer 2 fails Evolution Ruins: Imperial Soldier still had 5 of 5 HP."). The result now lies
above the bar, its sentence whole inside the window."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from tabletop.games.rpgget import news
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.test_rpgget_window_names_clear import window_session

SHOTS = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100),
         ((1024, 600), 200)]  # fmt: skip
TEXT = "Computer 2 fails Evolution Ruins: Imperial Soldier still had 5 of 5 HP."


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize(("size", "scale"), SHOTS, ids=[f"{w}x{h}-{p}" for (w, h), p in SHOTS])
@pytest.mark.parametrize("seed", [7, 2])
def test_a_missions_result_lies_above_a_windows_bar(
    home: Path, size: tuple[int, int], scale: int, seed: int
) -> None:
    try:

        def failed(t: object) -> None:
            t.gv.results = [  # type: ignore[attr-defined]
                {"kind": "MissionFailed", "text": TEXT, "t0": time.monotonic() + 60}
            ]

        t, shot = screenprobe.drawn_table(
            size, scale, window_session("human,bot,bot,bot", seed), failed
        )
        pygame.image.save(t.app.screen, str(home / f"result-{size[0]}-{scale}.png"))
        gv = t.gv
        bar = gv.bar_rect()
        assert bar is not None
        box = news.panel_up(gv, t.view)
        assert box is not None
        assert not box.colliderect(bar), (tuple(box), tuple(bar))
        assert t.app.screen.get_rect().contains(box)
        # the sentence's lines, each whole inside the panel, none under the bar
        words = [p for p in shot.placed if p.text.strip() in TEXT and box.colliderect(p.rect)]
        words = [p for p in words if p.text.strip()]
        assert " ".join(p.text for p in words).split() == TEXT.split(), [p.text for p in words]
        assert all(box.contains(p.rect) and not p.rect.colliderect(bar) for p in words)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
