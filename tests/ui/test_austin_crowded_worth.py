"""Five Agents on a computer player's panel at 1280x720, 100 %: the faces shrink into two
rows, and a long name ("Frau Farbissina, LPGA Cruiser") left its face no room for the Ransom
line; only Mustafa's one-line name kept "$10B". Each Agent on the table shows what it is
worth: on its face where it fits, else on a plate over the foot of its art."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.austin.cards import CARDS
from tabletop.games.austin.faces import card_dict
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.components import card as card_component
from tests.ui import screenprobe

EVIL = [
    "Robin Swallows",
    "Frau Farbissina, LPGA Cruiser",
    "Moon Base Henchman",
    "Fat Bastard",
    "Mustafa",
]


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 100), ((1280, 720), 150), ((1024, 600), 100)]
)
def test_every_agent_on_a_crowded_panel_shows_its_worth(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    s = Session(
        "austin",
        1,
        [SeatConfig("human", "Bea"), SeatConfig("bot", "Ann", "normal"), SeatConfig("bot", "Cal")],
    )
    seats = [
        {"side": "good", "table": []},
        {"side": "evil", "table": EVIL},
        {"side": "good", "table": ["Dick, Fighter Pilot", "Felicity Shagwell"]},
    ]
    s.game.set_position({"current": 0, "actions": 2, "seats": seats})
    app = screenprobe.make_app(size, scale)
    try:
        card_component.clear_cache()
        table, shot = screenprobe.frozen_table(app, s, size)
        lay = table.gv.panel_layout(table.view, 1)
        slots = lay["slots"]
        assert [str(c["name"]) for c, _r in slots] == EVIL  # all five as faces
        on_faces = [p for p in shot.placed if shot.surfaces[p.dest] != size]
        on_screen = [p for p in shot.placed if shot.surfaces[p.dest] == size]
        worths = {f"${CARDS[str(c['name'])].score}B" for c, _r in slots}
        shown = 0
        for c, r in slots:
            worth = f"${CARDS[str(c['name'])].score}B"
            tags = [p for p in on_screen if p.text == worth and r.contains(p.rect)]
            title = card_component.title_rect("austin", card_dict(str(c["name"])), r.size)
            for p in tags:  # readable: at least the smallest text size, whole, off the name
                assert p.px >= 12 and not p.cut, (p.text, p.px)
                assert lay["plates"] or not p.rect.colliderect(title.move(r.topleft)), p.text
            shown += len(tags) == 1
        # the worth lines the faces draw themselves (each face drawn once: the cache was cleared)
        sizes = {r.size for _c, r in slots}
        shown += sum(1 for p in on_faces if shot.surfaces[p.dest] in sizes and p.text in worths)
        assert shown == len(EVIL), [p.text for p in on_screen if lay["rect"].contains(p.rect)]
    finally:
        pygame.quit()
