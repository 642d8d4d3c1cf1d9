"""A computer's Happening: its gesture's wait is not shown (the big word says to wait), and the
copy race's countdown began as a quarter of a bar while its seconds read 10 to 12 (relaxed
timing): the bar was drawn against the wait for the gesture. The bar now starts full and its
length is the seconds left, as in every other race."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.ui.app import App
from tests.ui.test_austin_races import (
    FRAME,
    HUMAN_BOT_BOT,
    Clock,
    _happening,
    _overlay,
    _table,
    _three,
)
from tests.ui.test_austin_races import app as app  # noqa: F401  (the fixture)


def _bar(ov: Any, now: int, monkeypatch: pytest.MonkeyPatch) -> float:
    """The countdown's fill over its track, as drawn."""
    rects: list[pygame.Rect] = []
    real = pygame.draw.rect

    def rect(surf: Any, colour: Any, rc: Any, *a: Any, **k: Any) -> Any:
        rects.append(pygame.Rect(rc))
        return real(surf, colour, rc, *a, **k)

    monkeypatch.setattr(pygame.draw, "rect", rect)
    ov.draw_countdown(pygame.Surface((1280, 720)), pygame.Rect(0, 0, 600, 40), now)
    monkeypatch.setattr(pygame.draw, "rect", real)
    assert len(rects) >= 2, rects
    return rects[1].width / rects[0].width


@pytest.mark.parametrize("relaxed", [False, True])
def test_a_computers_copy_race_bar_starts_full_and_matches_its_seconds(
    app: App,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
    relaxed: bool,
) -> None:
    app.settings["relaxed_timing"] = relaxed
    table = _table(app, HUMAN_BOT_BOT, _three(1, 1, "Evil Family Therapy"))
    table.app.step([])
    if table.game.phase != "happening_order":
        _happening(table, 1, "Evil Family Therapy")
    clock = Clock()
    ov = _overlay(table, clock)
    r = ov.race
    for _ in range(2000):
        app.step([])
        if r.opened(clock.t):
            break
        clock.t += FRAME
    assert r.bot_opener and r.opened(clock.t)
    clock.t += 2 * FRAME
    left = r.time_left_ns(clock.t)
    assert left is not None and left > 0
    share = _bar(ov, clock.t, monkeypatch)
    # the bar says the seconds the number says, on the copy race's own length
    assert abs(share - left / r.duration_ns) < 0.03, (share, left / 1e9, r.duration_ns / 1e9)
    assert share > 0.9, share
