"""RPG Get! at 100 % on 1024x600 with full seat rows: the names on the seats' rows and in the
hand were split inside a word ("Boome- rang Blade", "HUnew- earl", "Mag Launc- her",
"Mono- mate") though the row had the room across for a wider card: the widening that keeps a
name's words whole was done at large text only, and the hand widened only for a name that
did not fit at all. At the usual text size a row's cards, and the hand's, now widen as far as
the row holds them side by side, until every name breaks only between words."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components import card
from tests.ui import screenprobe, textprobe

#: (seats, seed, bot actions before): two and three players late in a game, full rows
SCENES = [("human,bot", 2, 250), ("human,bot", 7, 250), ("human,bot,bot", 2, 250),
          ("human,bot", 2, 400)]  # fmt: skip
ROWS = ("party/", "inventory/", "bank/", "score/", "unconscious/", "hand")


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize(
    "scene", SCENES, ids=[f"{s.count(',') + 1}p-{a}-{b}" for s, a, b in SCENES]
)
def test_the_rows_names_break_only_between_words_at_100_percent_on_1024x600(
    home: Path, scene: tuple[str, int, int]
) -> None:
    seats, seed, after = scene
    try:
        session = textprobe._session("rpgget", seed, after, seats)
        card.TRACE.clear()
        t, _shot = screenprobe.drawn_table((1024, 600), 100, session, keys=False)
        pygame.image.save(t.app.screen, str(home / "rows.png"))
        boxes = t.gv.boxes(t.view, 0)
        rows = {str(c["name"]) for c, _r, w in boxes if w.startswith(ROWS)}
        arena = {str(c["name"]) for c, _r, w in boxes if not w.startswith(ROWS)}
        assert len(rows) >= 8
        split = sorted(
            (full, shown)
            for full, shown, _cut in card.TRACE
            if full in rows - arena and "-" in shown and "-" not in full
            and shown.split() != full.split()
        )  # fmt: skip
        assert not split, split
    finally:
        theme.set_ui(100, False)
        pygame.quit()
