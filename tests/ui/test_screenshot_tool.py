"""``tools/screenshots.py --scales``: each screen in a fresh home (the saves screen at 200 %
lists its one save, not the one the 150 % run left), a table's "-zoom" picture only where a
card was read large, and the toasts naming a seat at their table."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from typing import Any

import pygame

from tabletop.engine.saves import list_saves
from tests.ui import screenprobe, textprobe

TOOL = Path(__file__).resolve().parents[2] / "tools" / "screenshots.py"


def _tool() -> Any:
    spec = importlib.util.spec_from_file_location("screenshots_tool", TOOL)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_each_screen_starts_from_a_fresh_home(tmp_path: Path, monkeypatch: Any) -> None:
    """Each screen's saves are its own (a finished, a waiting), and its home is removed once
    it is drawn (one folder a screen was left in the temporary folder)."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    tool = _tool()
    seen: list[tuple[str, int]] = []
    real = screenprobe.shoot_screen

    def shoot(*a: Any, **kw: Any) -> Any:
        out = real(*a, **kw)
        seen.append((os.environ["TABLETOP_HOME"], len(list_saves([]))))
        return out

    monkeypatch.setattr(screenprobe, "shoot_screen", shoot)
    for sc in (150, 200):
        tool.shoot("saves", None, sc, tmp_path / f"saves_{sc}.png")
    assert [n for _h, n in seen] == [2, 2], seen
    assert len({h for h, _n in seen}) == 2 and not any(Path(h).exists() for h, _n in seen)


def test_zoom_picture_only_where_a_card_was_read_large(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    tool = _tool()
    scenes = {t[0]: t for t in textprobe.SCENES}
    stale = tmp_path / "beanz-cut_150-zoom.png"
    stale.write_bytes(b"old")
    tool.shoot("beanz-cut", scenes["beanz-cut"], 150, tmp_path / "beanz-cut_150.png")
    assert not stale.exists()  # no card on the table: no picture the same as the plain one
    tool.shoot("espionage", scenes["espionage"], 150, tmp_path / "espionage_150.png")
    plain = pygame.image.load(str(tmp_path / "espionage_150.png"))
    zoom = pygame.image.load(str(tmp_path / "espionage_150-zoom.png"))
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(zoom, "RGB")


def test_toasts_name_a_seat_at_their_table(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    shot = screenprobe.shoot_screen("toasts", (1280, 720), 150)
    said = " ".join(t for t, _px, _face in shot.sizes)
    assert "Bo's" not in said
    assert "Computer 2's turn" in said
