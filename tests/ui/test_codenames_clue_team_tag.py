"""Issue 52 (1280x720): the Clues list said "JOURNALIST 1  S.H.I.E.L.D." but "MOTORCYCLE 1"
alone, the team's name dropped where the clue word left it no room on its row. Every clue in
the list says its team in words, on its row where it fits, else on the row under it; checked
on the recorded text rects at 100 %, 150 % and 200 % text."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.parts import table_paint
from tabletop.ui.table import TableScene
from tests.ui import screenprobe

SIZE = (1280, 720)
#: seed 2: you play S.H.I.E.L.D., whose name is the longer
MOVES = ["0:clue TINY 1", "1:guess 4", "1:stop", "0:cover 2", "0:clue MOTORCYCLE 1"]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_paint, "_spare", {})  # every surface drawn while recorded
    yield tmp_path
    theme.set_ui(100, False)
    pygame.quit()


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_every_clue_in_the_list_says_its_team(scale: int, tmp_path: Path) -> None:
    seats = [SeatConfig("human", "H0"), SeatConfig("bot", "B1", "normal")]
    session = Session("codenames", 2, seats, {"variant": "co-op"})
    for line in MOVES:
        session.apply(parse_action(line))
    app = screenprobe.make_app(SIZE, scale)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        theme._text_cache.clear()  # each text rendered (and traced) afresh
        app.screen = pygame.Surface(SIZE)
        table = TableScene(app, session, viewer=0, frozen=True)
        app.push(table)
        table.draw(app.screen)
    pygame.image.save(app.screen, str(tmp_path / f"clues-{scale}.png"))
    panel = table.gv.clue_panel
    inside = [p for p in shot.placed if panel.contains(p.rect)]
    heads = [p for p in inside if p.text.startswith(("MOTORCYCLE", "TINY"))]
    tags = [p for p in inside if p.text in ("HYDRA", "S.H.I.E.L.D.")]
    assert len(heads) == 2, [p.text for p in inside]
    assert len(tags) == 2, [p.text for p in inside]  # one for each clue
    for head in heads:  # each tag on its clue's row or the row under it, over no other text
        mine = [t for t in tags if head.rect.top <= t.rect.centery <= head.rect.bottom + t.rect.h]
        assert mine, (head.text, head.rect, [t.rect for t in tags])
    for t in tags:
        assert t.rect.collidelist([p.rect for p in inside if p is not t]) < 0, t.rect
