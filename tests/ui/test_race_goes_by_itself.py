"""A race's overlay says itself whether it leaves by itself: it does where its result has a
hold (``result_ns``, 6 s), and then the table under it notes when it was uncovered (a Space
pressed just after, meant for the result, must not pass the window that opens next); a
result that waits for a Space (everyone watching in hot seat) never leaves by itself. Any
overlay made with a hold says so, not only the one the table's runner opened."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.reactions.race import Race
from tabletop.ui.app import App, Scene
from tabletop.ui.overlays.race import RESULT_NS, RaceKeys, RaceOverlay
from tabletop.ui.overlays.reaction_input import Binding, KeyMap

MS = 1_000_000


@pytest.fixture()
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


def overlay(app: App, result_ns: int | None) -> RaceOverlay:
    race = Race("help", seats=(0, 1), duration_ns=1000 * MS, lead_ns=300 * MS, mode="first")
    keys = RaceKeys(KeyMap({0: Binding("key", pygame.K_q), 1: Binding("key", pygame.K_p)}))
    return RaceOverlay(
        app, None, race, keys, lambda r: [], names={0: "Ann", 1: "Bea"}, result_ns=result_ns
    )


@pytest.mark.parametrize(("hold", "by_itself"), [(RESULT_NS, True), (None, False)])
def test_the_overlay_says_whether_it_leaves_by_itself(
    app: App, hold: int | None, by_itself: bool
) -> None:
    under = Scene(app)
    app.push(under)
    ov = overlay(app, hold)
    assert ov.goes_by_itself is by_itself
    app.push(ov)
    ov.finish()  # the result gone: off the stack
    assert app.scene is under
    assert (under.uncovered_at is not None) is by_itself
