"""One drag asks the game's code about its state once, not once per drop target: the calls from
the table into game code during one Espionage drag and one Mighty Beanz press-and-drag
(``tools/gesture_calls.py``) stay under a bound well below the counts before the gesture index
was kept per state (33 and 1001 then; 11 and 102 when this test was written)."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pygame
import pytest

TOOL = Path(__file__).resolve().parents[2] / "tools" / "gesture_calls.py"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gesture_calls", TOOL)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


tool = _tool()


@pytest.fixture()
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = tool._app()
    yield a
    pygame.quit()


def test_an_espionage_drag_asks_the_game_once_per_state(app: Any) -> None:
    calls, phases = tool.measure("espionage", app)
    # the press asks about the state dragged in (one gesture per legal move); the drop asks
    # about the next state (its layout, its buttons, the log's words); moving asks nothing
    assert sum(calls.values()) <= 20, calls
    assert phases["moves"] == 0, phases
    assert calls["espionage/view.py:placed"] <= 1, calls


def test_a_beanz_press_and_drag_asks_the_game_once_per_state(app: Any) -> None:
    calls, phases = tool.measure("beanz", app)
    assert sum(calls.values()) <= 150, calls
    assert phases["press"] <= 90 and phases["moves"] == 0, phases
    assert calls["beanz/view.py:gestures"] <= 2, calls  # the state dragged in, and the next
    assert calls["beanz/gestures.py:nominal"] == 0, calls  # a legal drop needs no refusal
