"""RPG Get! at 150 % on 1280x720: a computer's row read "Bank 0 Score 0", the two boxes' labels
one narrow gap apart (the boxes' own 9 px), so that they scanned as one label. Every two box
labels side by side on a row ("KO 0", "Inventory 2", "Bank 0/20", "Score 1") now keep at least
two spaces between them, on every seat's row, at 100 %, 150 % and 200 % on 1280x720 and at
100 % on 1024x600."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe
from tests.ui.textspy import record_texts

LABEL = re.compile(r"^(Party|KO|Inv|Inventory|Bank|Score) \d+(/20)?$")
#: (seats, seed, bot actions before)
SCENES = [("human,bot,bot", 2, 30), ("human,bot", 2, 100), ("human,bot,bot,bot", 3, 60)]
SIZES = [((1280, 720), 150), ((1280, 720), 200), ((1280, 720), 100), ((1024, 600), 100)]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize("size,scale", SIZES, ids=[f"{w}x{h}-{s}" for (w, h), s in SIZES])
@pytest.mark.parametrize("scene", SCENES, ids=[f"{s.count(',') + 1}p" for s, _a, _b in SCENES])
def test_box_labels_side_by_side_keep_two_spaces_apart(
    home: Path,
    monkeypatch: pytest.MonkeyPatch,
    scene: tuple[str, int, int],
    size: tuple[int, int],
    scale: int,
) -> None:
    seats, seed, after = scene
    try:
        session = textprobe._session("rpgget", seed, after, seats)
        said = record_texts(monkeypatch)
        t, _shot = screenprobe.drawn_table(size, scale, session, keys=False)
        said.clear()
        t._frame = None
        t.draw(t.app.screen)
        pygame.image.save(t.app.screen, str(home / "labels.png"))
        labels = [w for w in said if LABEL.match(w.text)]
        assert len(labels) >= 8, [w.text for w in said]
        crowded = []
        for a in labels:
            right = a.at[0] + theme.text_width(a.text, a.px)
            for b in labels:
                if b is a or abs(b.at[1] - a.at[1]) > 2 or b.at[0] < right - 1:
                    continue
                gap = b.at[0] - right
                if gap < theme.text_width("  ", a.px):
                    crowded.append((a.text, b.text, gap))
        assert not crowded, crowded
    finally:
        theme.set_ui(100, False)
        pygame.quit()
