"""The rarity finish shows: a foil or holographic card has its sheen in the pack reveal, in the
deck builder's tiles and in the large card view; a plain card and a game without a collectible
set have none."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.collection.sets import get_set
from tabletop.ui import assets
from tabletop.ui.components import finish
from tabletop.ui.components.zoom import CardZoom, collection_card
from tabletop.ui.scenes.deckbuilder_draw import draw_tile
from tabletop.ui.scenes.packs_scene import draw_card_face


@pytest.fixture(autouse=True)
def _pygame() -> Iterator[None]:
    pygame.init()
    assets.clear_caches()  # fonts of an earlier test's pygame session are dead now
    finish.clear()
    yield
    finish.clear()


def _by_finish(game: str, fin: str) -> str:
    gset = get_set(game)
    return next(n for n, c in gset.cards.items() if gset.rarity(c.rarity).finish == fin)


def _differs(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> int:
    """How many sampled pixels of ``rect`` differ between ``a`` and ``b``."""
    n = 0
    for x in range(rect.left + 2, rect.right - 2, 7):
        for y in range(rect.top + 2, rect.bottom - 2, 7):
            n += a.get_at((x, y)) != b.get_at((x, y))
    return n


def test_a_cards_finish_comes_from_its_rarity() -> None:
    rare = _by_finish("austin", "foil")
    assert get_set("austin").cards[rare].rarity == "rare"
    assert finish.finish_of("austin", rare) == "foil"
    assert finish.finish_of("austin", _by_finish("austin", "")) == ""
    assert finish.finish_of("beanz", _by_finish("beanz", "holo")) == "holo"
    assert finish.finish_of("espionage", "Bomb") == ""  # no collectible set
    assert finish.finish_of("austin", "No Such Card") == ""


def test_foil_and_holo_sheens_show_and_differ() -> None:
    rect = pygame.Rect(10, 10, 200, 280)
    base = pygame.Surface((220, 300))
    base.fill((120, 120, 120))
    shots = {}
    for fin in ("", "foil", "holo"):
        s = base.copy()
        finish.paint(s, rect, fin)
        shots[fin] = s
    assert _differs(shots[""], base, rect) == 0
    assert _differs(shots["foil"], base, rect) > 300
    assert _differs(shots["holo"], base, rect) > 300
    assert _differs(shots["foil"], shots["holo"], rect) > 300


def test_the_pack_reveal_the_tiles_and_the_large_view_show_a_foil(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    name = _by_finish("austin", "foil")
    rect = pygame.Rect(20, 20, 240, 336)

    def draw_all(surf: pygame.Surface) -> None:
        draw_card_face(surf, rect, "austin", name, finish.finish_of("austin", name), 0.3)
        draw_tile(surf, pygame.Rect(300, 20, 300, 50), "austin", name, "1/1", 1.0)
        zoom = CardZoom()
        zoom.card = collection_card("austin", name)
        zoom.draw(surf, "austin", pygame.Rect(600, 0, 500, 500), 1.0)

    shiny = pygame.Surface((1100, 500))
    draw_all(shiny)
    monkeypatch.setattr(finish, "finish_of", lambda game, n: "")
    plain = pygame.Surface((1100, 500))
    draw_all(plain)
    assert _differs(shiny, plain, rect) > 200  # the pack's card
    assert _differs(shiny, plain, pygame.Rect(300, 20, 300, 50)) > 20  # the tile
    assert _differs(shiny, plain, pygame.Rect(700, 100, 300, 300)) > 300  # the large view
