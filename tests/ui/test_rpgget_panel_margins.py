"""RPG Get!'s seat panels keep their box labels off their frames. At 200 % text on 1280x720 with
four players a new player saw each other seat's row of labels run from one border to the other
("Party 0" on the left one, "Score 0" against the right one): the boxes and their labels now
keep the margin the seat's name keeps, and a row whose labels would not fit whole over their
boxes gives way to the line of counts under the party (no "Part\u2026")."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.ui import screenprobe, textprobe

SIZE = (1280, 720)
WORDS = ("Party", "KO", "Inv", "Inventory", "Bank", "Score")


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize(("after", "scale"), [(0, 200), (140, 200), (200, 200), (140, 150)])
def test_the_box_labels_keep_off_the_panels_frames(home: Path, after: int, scale: int) -> None:
    session = textprobe._session("rpgget", 7, after, "human,bot,bot,bot")
    app = screenprobe.make_app(SIZE, scale)
    try:
        table, shot = screenprobe.frozen_table(app, session, SIZE)
        pygame.image.save(app.screen, str(home / f"panels-{after}-{scale}.png"))
        gv, view = table.gv, table.view
        g = gv.geometry(view, 0)
        order = gv.order(view, 0)
        margin = max(3, int(8 * gv.scale)) - 1
        full = [i for i, size in enumerate(shot.surfaces) if size == SIZE]
        labels = [p for p in shot.placed if p.text.split(" ")[0] in WORDS and p.dest in full]
        checked = 0
        for k, p in enumerate(order[1:], 1):
            panel = gv.seat_area(g, k, len(order) - 1, gv.row_counts(view, p))[0]
            inside = [t for t in labels if panel.collidepoint(t.rect.center)]
            assert inside, (k, panel)
            for t in inside:
                assert t.rect.left >= panel.left + margin, (k, t.text, t.rect, panel)
                assert t.rect.right <= panel.right - margin, (k, t.text, t.rect, panel)
                checked += 1
        assert checked >= 3 * 4
        assert not [t for t in shot.shortened() if t.split(" ")[0] in WORDS]
    finally:
        pygame.quit()
