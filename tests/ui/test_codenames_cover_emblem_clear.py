"""Marvel Codenames: a covered card's name label never lies over its team's emblem. A
two-line "HOWARD THE DUCK" or "J. JONAH JAMESON" sat over the bottom of the HYDRA skull and
the S.H.I.E.L.D. eagle (and at large text over most of them); now the emblem is drawn smaller
and higher, between the card's frame and the label, and still drawn."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.codenames import coverlabel
from tabletop.ui import assets, theme
from tests.ui import screenprobe, textprobe

WORDS = ["HOWARD THE DUCK", "J. JONAH JAMESON", "GHOST RIDER'S CHAIN", "THOR"]
COVERS = [
    {"name": "HYDRA", "card": "hydra"},
    {"name": "S.H.I.E.L.D.", "card": "shield"},
    {"name": "Double Agent", "card": "hydra"},
    {"name": "Thanos", "card": "assassin"},
    {"name": "Infinity Gauntlet", "card": "assassin"},
]
#: each cover's sprite and the same art without its emblems
PLAIN = {
    "codenames/cover_hydra.png": "codenames/cover_hydra_plain.png",
    "codenames/cover_shield.png": "codenames/cover_shield_plain.png",
    "codenames/cover_double.png": "codenames/cover_double_plain.png",
    "codenames/cover_assassin.png": "codenames/cover_assassin_plain.png",
    "codenames/cover_neutral.png": "codenames/cover_neutral_plain.png",
}


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _faces(gv: Any, cover: dict[str, str], word: str, card: tuple[int, int], monkeypatch):  # type: ignore[no-untyped-def]
    """The covered card as drawn, and drawn again with no emblem anywhere (each sprite
    swapped for its art without emblems, each emblem picture clear); its label's strip."""
    gv.cache.clear()
    drawn = gv.cover_face(cover, word, card).copy()
    strip = gv.label_strips[(cover["name"], word, card)]
    real = assets.image

    def bare(rel: str, size: Any = None) -> pygame.Surface | None:
        if "/emblem_" in rel:
            return pygame.Surface(size or (8, 8), pygame.SRCALPHA)
        return real(PLAIN.get(rel, rel), size)

    monkeypatch.setattr(assets, "image", bare)
    try:
        gv.cache.clear()
        plain = gv.cover_face(cover, word, card).copy()
    finally:
        monkeypatch.setattr(assets, "image", real)
    return drawn, plain, strip


def _differ(a: pygame.Surface, b: pygame.Surface, r: pygame.Rect) -> int:
    """How many pixels of ``r`` differ between ``a`` and ``b``."""
    return sum(
        1
        for x in range(r.left, r.right)
        for y in range(r.top, r.bottom)
        if a.get_at((x, y)) != b.get_at((x, y))
    )


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 100), ((1280, 720), 200), ((1024, 600), 100)]
)
def test_a_covered_cards_name_stays_off_its_emblem(
    home: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    app = screenprobe.make_app(size, scale)
    try:
        session = textprobe._session("codenames", 3, 12, "human,bot,bot,bot")
        table, _shot = screenprobe.frozen_table(app, session, size)
        gv = table.gv
        card = tuple(gv.geo.card)
        # the table's cards, and the lesson's smaller ones
        for dims in (card, (card[0] * 4 // 5, card[1] * 4 // 5)):
            for cover in COVERS:
                for word in WORDS:
                    drawn, plain, strip = _faces(gv, cover, word, dims, monkeypatch)
                    whole = pygame.Rect((0, 0), dims)
                    under = strip.clip(whole)
                    assert _differ(drawn, plain, under) == 0, (cover["name"], word, dims, strip)
                    # the emblem is still drawn, above the label
                    above = pygame.Rect(0, 0, dims[0], strip.top)
                    assert _differ(drawn, plain, above) > 20, (cover["name"], word, dims)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def test_an_emblem_clear_of_the_label_keeps_its_place() -> None:
    """Where the label ends below the emblem, the emblem is where the sprite has it."""
    home = coverlabel.emblem_places("HYDRA", (336, 240), 240)
    assert [r for _e, r in home] == [pygame.Rect(93, 45, 150, 150)]
