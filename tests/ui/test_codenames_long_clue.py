"""Issue 52 at 200 % text (1280x720): the Clues list's "INTERDIMENSIONAL 2" ran past its panel
and the "2" was cut. Now a clue too long for its row beside the team's emblem, even at the
smallest text, takes a row of its own across the panel and its number the row under it;
checked on the recorded text rects."""

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
MOVES = ["0:clue INTERDIMENSIONAL 2", "1:guess 16", "1:guess 19", "1:stop"]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_paint, "_spare", {})  # every surface drawn while recorded
    yield tmp_path
    theme.set_ui(100, False)
    pygame.quit()


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_a_long_clue_and_its_number_stay_whole_in_the_clues_list(
    scale: int, tmp_path: Path
) -> None:
    seats = [SeatConfig("human", "H0"), SeatConfig("bot", "B1", "normal")]
    session = Session("codenames", 4, seats, {"variant": "co-op"})
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
    inside = [p for p in shot.placed if panel.colliderect(p.rect)]
    word = [p for p in inside if p.text.startswith("INTERDIMENSIONAL")]
    assert word, [p.text for p in inside]
    number = [p for p in inside if p.text in ("INTERDIMENSIONAL 2", "2")]
    assert number, [p.text for p in inside]
    for p in word + number:
        assert panel.contains(p.rect), (p.text, p.rect, panel)
    assert not [t for t in shot.spills if "INTERDIMENSIONAL" in t[0] or t[0] == "2"]
    assert "INTERDIMENSIONAL" not in " ".join(shot.shortened())
