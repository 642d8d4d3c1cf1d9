"""The tick tab on a card you may play now (``marks.play_tab``) never lies over a label's
text (issue 52): every text a table blits, other than on card faces, is checked against every
tab drawn, in the five games, at three window sizes and at 100, 150 and 200 % text. A new
player saw it over Austin Powers' "hand 6 . deck 24" (1024x600, 200 %) and over RPG Get!'s
"Party 1" and a party card's "HP 6/6"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.components import marks
from tests.ui import screenprobe, textprobe

#: a moment of each game where the seat on screen has cards to play (codenames has no hand)
SCENES = [
    ("espionage", 7, 6, "human,bot,bot,bot"),
    ("codenames", 3, 0, "human,bot,bot,bot"),
    ("beanz", 5, 6, "human,bot"),
    ("austin", 4, 0, "human,bot,bot,bot"),
    ("austin", 4, 0, "human,bot,bot,bot,bot,bot"),
    ("rpgget", 7, 4, "human,bot,bot,bot"),
    ("rpgget", 7, 13, "human,bot"),  # an Enemy step: party cards and hand cards ticked
    ("rpgget", 7, 27, "human,bot"),
]
SIZES = [(1280, 720), (1920, 1080), (1024, 600)]


def _shoot(
    scene: tuple[str, int, int, str], size: tuple[int, int], scale: int, monkeypatch: Any
) -> tuple[list[pygame.Rect], list[tuple[str, pygame.Rect]]]:
    """The tabs drawn on the window and the texts blitted on it (their inked boxes)."""
    from tabletop.ui.table import TableScene

    game, seed, after, seats = scene
    tabs: list[pygame.Rect] = []
    real = marks.play_tab

    def tab(surf: pygame.Surface, card: pygame.Rect) -> pygame.Rect:
        r = real(surf, card)
        if surf.get_size() == size:
            tabs.append(r)
        return r

    monkeypatch.setattr(marks, "play_tab", tab)
    session = textprobe._session(game, seed, after, seats)
    app = screenprobe.make_app(size, scale)
    shot = screenprobe.Shot()
    try:
        with screenprobe.recording(shot):
            app.screen = pygame.Surface(size)
            table = TableScene(app, session, viewer=0, frozen=True)
            app.push(table)
            table.draw(app.screen)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
    texts = [
        (p.text, p.rect.inflate(-4, -2 * max(2, p.rect.height // 6)))
        for p in shot.placed
        if shot.surfaces[p.dest] == size and p.text.strip()
    ]
    return tabs, texts


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_play_mark_never_covers_a_label(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    ticked: set[str] = set()
    for scene in SCENES:
        tabs, texts = _shoot(scene, size, scale, monkeypatch)
        if tabs:
            ticked.add(scene[0])
        hits = [(t, tuple(r), tuple(tab)) for t, r in texts for tab in tabs if r.colliderect(tab)]
        assert not hits, (scene, hits[:4])
        assert not any(a.colliderect(b) for i, a in enumerate(tabs) for b in tabs[i + 1 :])
    # the scenes do show the marks: every game with a hand ticks a card you may play
    assert ticked == {"espionage", "beanz", "austin", "rpgget"}


def test_the_tabs_rise_is_the_part_above_the_card() -> None:
    card = pygame.Rect(40, 100, 126, 176)
    tab = marks.tab_rect(card)
    assert marks.tab_rise(card) == card.y - tab.y > 0
    assert tab.bottom > card.y  # over the top edge by a rim
