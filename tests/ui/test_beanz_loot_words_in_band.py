"""Mighty Beanz on 1024x600 at 200 % text: with a Space Loot card captured, "Loot 1 \u00b7 1
captured" under Galaxy 1 ran past the mat's left edge ("oot 1 \u00b7 1 captured"), the rival's at
Galaxy 3 off the window's right edge, and the others into the next Galaxy's words. Each Loot
stack's words now lie inside their Galaxy's band ("Loot 1 \u00b7 1 won" where "1 captured" has no
room), apart from each other and off the Beans."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")

MAT = [
    {"slot": 12, "bean": "Lion Bean", "cosmos": "Harvest Moon"},
    {"slot": 15, "bean": "Skater Bean"},
    {"slot": 9, "bean": "Surfer Bean"},
    {"slot": 3, "bean": "Zombie Bean"},
    {"slot": 0, "bean": "Mermaid Bean"},
    {"slot": 8, "bean": "Clown Bean"},
]


@pytest.mark.parametrize(
    ("size", "scale"), [((1024, 600), 200), ((1024, 600), 100), ((1280, 720), 200)]
)
def test_the_loot_words_lie_in_their_galaxys_band(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    app = screenprobe.make_app(size, scale)
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    session = Session("beanz", 0, seats, {"shots": "model"})
    captured = {"0": [1, 0, 1], "1": [1, 1, 0]}
    session.game.set_position({"active": 0, "captured": captured, "mat": MAT})
    table = TableScene(app, session)
    app.push(table)
    table.next_bot_at = float("inf")
    said = record_texts(monkeypatch)
    table._frame = None
    table.dirty = True
    app.step([])
    gv, view = table.gv, table.view
    texts = [w.text for w in said if w.text.startswith("Loot ") or w.text.endswith("captured")]
    assert sum("captured" in t or "won" in t for t in texts) == 4, texts
    bands = [gv.band_rect(view, g) for g in range(3)]
    mat = gv.mat_rect()
    beans = [gv.bean_at(view, sl) for sl in view["mat"] if sl["bean"]]
    # where each is drawn (``band_words`` lays them out as ``draw_band`` does)
    words = [r for r in gv.band_words(view) if all(r.center != b.center for b in bands)]
    assert len(words) == len(texts), (words, texts)
    for r in words:
        assert mat.contains(r), f"{r} runs out of the mat {mat}"
        assert any(b.contains(r) for b in bands), f"{r} out of its Galaxy's band"
        assert r.collidelist(beans) < 0, f"{r} over a Bean"
    for i, a in enumerate(words):
        for b in words[i + 1 :]:
            assert not a.colliderect(b), f"{a} over {b}"
    if scale == 100 or size == (1280, 720):
        assert sum("captured" in t for t in texts) == 4, texts  # the whole word where it fits
    pygame.quit()
