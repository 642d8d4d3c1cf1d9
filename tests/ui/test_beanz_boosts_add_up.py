"""Mighty Beanz: a Bean card's panel on the mat shows every boost that adds up to its live
values. A Zombie on a Blue Moon showed "+100 Moon A200"; with a Vampire beside it, "+50 Team
A250 D150": the Moon's line was gone and A250 could not be added up from what was shown. The
boosts shown (by name, or in short "+150 A +50 D") now add up to the values wherever the
panel has a line for them, and at 100 % on 1280x720 it has."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tests.ui.test_beanz_mat_labels_real import mat_table

MAT = [
    {"slot": 12, "bean": "Zombie Bean", "cosmos": "Blue Moon"},
    {"slot": 13, "bean": "Vampire Bean"},
    {"slot": 14, "bean": "Clown Bean", "cosmos": "Harvest Moon"},
]
#: what a boost's word adds to: (Attack, Defense)
ADDS = {
    "Team": (1, 1),
    "Headz-up": (1, 1),
    "Team/Headz": (1, 1),
    "MMP": (1, 1),
    "Moon": (1, 0),
    "A": (1, 0),
    "Asteroid": (0, 1),
    "D": (0, 1),
}


def _panels(size: tuple[int, int], scale: int, tmp_path: Path) -> dict[str, list[Any]]:
    table = mat_table(size, scale, MAT)
    gv = table.gv
    drawn: list[tuple[pygame.Rect, list[Any]]] = []
    real = gv.info_panel

    def panel(surf: pygame.Surface, rows: Any, box: pygame.Rect, px: int, reach: int = -1) -> None:
        drawn.append((pygame.Rect(box), list(rows)))
        real(surf, rows, box, px, reach)

    gv.info_panel = panel
    table._frame = None
    try:
        table.draw(pygame.Surface(size))
    finally:
        del gv.info_panel
    out = {}
    for sl in table.view["mat"]:
        if sl["bean"]:
            br = gv.bean_at(table.view, sl)
            out[sl["bean"]["name"]] = [sl, next(rows for box, rows in drawn if box == br)]
    pygame.quit()
    return out


def _added(rows: list[Any]) -> tuple[int, int, bool]:
    """What the rows' boost lines add to Attack and Defense, and whether there are any."""
    a = d = 0
    gold = tuple(theme.ACCENT[:3])
    text = " ".join(str(r[0]) for r in rows if r[1] == gold and r[2] == "cond")
    for n, word in re.findall(r"\+(\d+)\s*([A-Za-z/-]+)", text):
        da, dd = ADDS[word]
        a, d = a + int(n) * da, d + int(n) * dd
    return a, d, bool(text)


@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)],
)
def test_the_boosts_shown_add_up_to_the_values(
    size: tuple[int, int], scale: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    for name, (sl, rows) in _panels(size, scale, tmp_path).items():
        words = [str(r[0]) for r in rows]
        a, d, shown = _added(rows)
        mmp = int(sl["bean"]["mmp"])
        if shown:
            assert (mmp + a, mmp + d) == (sl["attack"], sl["defence"]), (name, words)
        if name == "Zombie Bean" and size == (1280, 720) and scale == 100:
            assert shown and any("Moon" in w for w in words), words
