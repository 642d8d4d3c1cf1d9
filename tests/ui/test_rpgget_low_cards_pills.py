"""RPG Get! at 200 % on 1024x600: the table's cards are low (the rows' 54 px, the arena's
49), and their PP pills and status pills ("PSN") lay over the names ("Linear / PP 2 on": the
second line of "Linear Cannon" under the pill) and over the HP band. On every card of the
rows and the arena the name's lines now end above the pills, and no pill reaches the HP
band: a low card's pills are drawn close round their letters, its name keeps one line where
the row has the room across, and a card too low for a pill under its name is drawn wider and
carries its PP pill beside its HP on the band."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe
from tests.ui.test_rpgget_key_badges import _face_texts, _ink
from tests.ui.test_rpgget_legend_gives_way_small import attempt_session

MINE = ["Vyse", "Linear Cannon", "HUnewearl"]
THEIRS = ["HUcast", "RAcast", "FOmar"]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)  # the test moves
    return tmp_path


def ailing() -> Session:
    """Ann's and Bo's parties with long names and ailments, Bo's party in the arena against
    a poisoned Booma."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "normal")]
    session = Session("rpgget", 5, seats, {})
    session.game.set_position(
        {
            "current": 1,
            "phase": "attempt",
            "step": "party_attack",
            "seats": [
                {"party": MINE, "deck": ["Looper"] * 20, "status": {"Vyse": ["poison"]}},
                {
                    "party": THEIRS,
                    "deck": ["Looper"] * 20,
                    "status": {"HUcast": ["poison", "sleep"], "FOmar": ["stun"]},
                },
            ],
            "attempt": {
                "mission": "Escape from Valua",
                "active": ["FOmar", "RAcast"],
                "enemies": [{"name": "Booma", "status": ["poison"]}],
            },
        }
    )
    return session


SCENES = {
    "ailing": ailing,
    "rows": lambda: textprobe._session("rpgget", 7, 30, "human,bot"),
    "setting-out": lambda: attempt_session(31),
}


def covered(monkeypatch: pytest.MonkeyPatch, t: Any) -> tuple[int, list[Any]]:
    """Every table card with an HP band (the rows' and the arena's): how many names were
    seen, and each name line that meets a pill or the HP band and each pill that reaches
    the band's HP words."""
    gv = t.gv
    hits: list[Any] = []
    seen = 0
    for c, r, where in gv.boxes(t.view, 0):
        if not (where.startswith("party") or where in ("active", "enemy")):
            continue
        name = str(c["name"])
        texts = _face_texts(monkeypatch, c, r.size, False)
        lines = [_ink(x.move(r.topleft)) for s, x in texts if s.strip() and s.strip() in name]
        seen += bool(lines)
        with theme.unscaled():  # the HP band and the pills as ``Painter.draw_marks`` draws them
            m = gv.marks_plan(c, r)
            band = pygame.Rect(r.x + 3, r.bottom - theme.font_px(gv.marks_px()) - 12, r.w - 6, 1)
        cost, pills, words = m.cost, m.pills, m.words
        band.height = r.bottom - band.y
        over = [band] + ([cost[1]] if cost else []) + [p for _st, _icon, p in pills]
        hits += [(name, tuple(n), tuple(o)) for n in lines for o in over if n.colliderect(o)]
        shown = ([cost[1]] if cost else []) + [p for _st, _icon, p in pills]
        hits += [(name, "pill on HP", tuple(p)) for p in shown if p.colliderect(words)]
        hits += [(name, "pill off card", tuple(p)) for p in shown if not r.contains(p)]
    return seen, hits


@pytest.mark.parametrize("scene", list(SCENES))
@pytest.mark.parametrize(
    ("size", "scale"), [((1024, 600), 200), ((1024, 600), 100), ((1280, 720), 200)]
)
def test_no_pill_covers_a_cards_name_or_hp(
    monkeypatch: pytest.MonkeyPatch, scene: str, size: tuple[int, int], scale: int
) -> None:
    try:
        t, _shot = screenprobe.drawn_table(size, scale, SCENES[scene]())
        seen, hits = covered(monkeypatch, t)
        assert seen >= 3
        assert not hits, hits
    finally:
        theme.set_ui(100, False)
        pygame.quit()
