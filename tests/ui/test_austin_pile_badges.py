"""Austin Powers on a small window at 200 % text (1024x600): a score or discard pile's count
hung half under the pile, over the panel's counts line ("hand 6 . deck 19" under a "4") and
past the panel's edge. With large text the count lies inside its pile's corner: no text meets
another, and each count is inside its seat's panel."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.ui import screenprobe, textprobe

SIZE = (1024, 600)
#: a Slugfest (four seats), the first turn and six seats mid-game
SCENES = [
    ("brawl", "austin", 8, 30, "human,bot,bot,bot"),
    ("austin", "austin", 4, 40, "human,bot,bot,bot"),
    ("six", "austin", 4, 90, "human,bot,bot,bot,bot,bot"),
]


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("scale", [150, 200])
@pytest.mark.parametrize("scene", SCENES, ids=[s[0] for s in SCENES])
def test_pile_counts_meet_no_text_and_stay_in_their_panel(
    home: Path, scene: tuple[str, str, int, int, str], scale: int
) -> None:
    _n, game, seed, after, seats = scene
    try:
        app = screenprobe.make_app(SIZE, scale)
        t, shot = screenprobe.frozen_table(app, textprobe._session(game, seed, after, seats), SIZE)
        assert not shot.overlaps(), shot.overlaps()[:4]
        view = t.game.view(0)
        gv = t.gv
        geo = gv.geometry(len(view["seats"]))
        counted = 0
        for seat in range(len(view["seats"])):
            panel = geo["mine_table"] if seat == gv.me() else geo["panels"][seat]
            for what, rect in (
                ("score", gv.score_rect(view, seat)),
                ("discard", gv.discard_rect(view, seat)),
            ):
                n = len(view["zones"][f"{what}/{seat}"]["cards"] or [])
                if rect is None or not n:
                    continue
                (badge,) = [
                    p.rect
                    for p in shot.placed
                    if p.text == str(n) and p.rect.colliderect(rect.inflate(8, 8))
                ][:1]
                assert panel.contains(badge), (seat, what, badge, panel)
                counted += 1
        assert counted >= 2
    finally:
        pygame.quit()
