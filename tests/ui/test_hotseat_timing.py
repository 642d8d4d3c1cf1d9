"""Hot-seat timing, as people who played hot-seat on 2026-11-25 (commit fa08b31) reported it: a
claim that ends in a pass gives the others the window's whole time again. Time is a
``ManualClock``: nothing reads the wall clock."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.ui.app import App
from tabletop.ui.table import CLAIM_KEYS, TableScene
from tests.ui.conftest import press as _key
from tests.ui.test_hotseat import _seed_seven

#: people at one screen (``tests/ui/conftest.py``: the curtain's guards off, a manual clock)
pytestmark = pytest.mark.usefixtures("hotseat")


@pytest.fixture()
def app_size() -> tuple[int, int]:
    return (1600, 900)


def _advance(app: App, seconds: float) -> None:
    app.time_source.advance(seconds)  # type: ignore[attr-defined]
    app.step([])


def test_a_claim_ending_in_a_pass_restarts_the_window_for_the_others(app: App) -> None:
    """Cy's Sniper on Bea opens a window for Ann and Bea; two of its seconds go by, Bea claims
    it, looks behind her curtain and passes. Ann gets the window's whole time again, not the
    six seconds that were left, and it counts down from there in view."""
    table: TableScene = _seed_seven(app)
    assert table.submit(parse_action("2:play 4 1"))
    app.step([])
    _advance(app, 0.0)
    length = table.window.length
    _advance(app, 2.0)
    assert table.window.left() == pytest.approx(length - 2.0)
    _key(app, CLAIM_KEYS[1])  # Bea claims
    assert table.claimant == 1 and table.curtain_for == 1
    table.lift_curtain()
    _key(app, pygame.K_SPACE)  # "No reaction"
    assert table.session.log[-1] == "1:pass" and table.claimant is None
    assert table.window.is_open and table.window.left() == length
    _advance(app, 0.0)
    _advance(app, 1.5)
    assert table.window.left() == pytest.approx(length - 1.5)
