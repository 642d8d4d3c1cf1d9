"""The card art of Mighty Beanz, RPG Get! and the Codenames picture side (tools/art/; the
uniqueness and face checks of every game are in tests/art/test_art_unique.py): the generators
draw the committed pictures, and the faces show the card's own picture rather than the team's
bean or the type's emblem drawn over it."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tabletop.ui import assets  # noqa: E402
from tabletop.ui.components import card as card_component  # noqa: E402
from tools.art import common  # noqa: E402

FACE = (240, 336)


@pytest.fixture(autouse=True)
def _worktree_sprites(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Sprites are read from this checkout (an editable install may point elsewhere)."""
    original = assets.sprite_path

    def here(rel: str) -> Path | None:
        p = ROOT / "sprites" / rel
        return p if p.is_file() else original(rel)

    monkeypatch.setattr(assets, "sprite_path", here)
    assets.clear_caches()
    card_component.clear_cache()
    pygame.init()
    yield
    assets.clear_caches()
    card_component.clear_cache()


def _pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGB")


@pytest.mark.parametrize(
    "game,name",
    [
        ("beanz", "Pirate Bean"),
        ("beanz", "Full Moon"),
        ("rpgget", "Ryudo Lv2"),
        ("rpgget", "Dark Falz"),
        ("rpgget", "Trimate"),
        ("rpgget", "Cave-In"),
    ],
)
def test_generator_draws_the_committed_picture(game: str, name: str) -> None:
    mod = __import__(f"tools.art.{game}", fromlist=["picture"])
    face = mod.cards()[name]
    drawn = mod.picture(face)
    committed = pygame.image.load(str(common.art_dir(game) / common.load_manifest(game)[name]))
    assert _pixels(drawn) == _pixels(committed), f"rerun python -m tools.art {game}"


def _art_box(game: str, name: str, face: dict[str, object]) -> pygame.Surface:
    surf = card_component.face(game, face, FACE)
    box = card_component.LAYOUTS[(game, name, FACE)]["art"]
    return surf.subsurface(box)


def test_beanz_bean_faces_show_their_own_picture_not_the_team_bean() -> None:
    """Two Bean cards of one team (the same team bean before) differ in their art boxes."""
    from tools.art import beanz

    faces = beanz.cards()
    lion = _art_box("beanz", "Lion Bean", faces["Lion Bean"])
    clown = _art_box("beanz", "Clown Bean", faces["Clown Bean"])
    assert _pixels(lion) != _pixels(clown)


def test_beanz_bean_on_the_mat_keeps_its_picture() -> None:
    """On the mat a Bean's name loses " Bean" (one line); its picture is still its own."""
    from tabletop.games.beanz.faces import Faces
    from tools.art import beanz

    faces = Faces.__new__(Faces)
    faces._faces = {}
    card = {**beanz.card_list()[0], "id": 1}  # Lion Bean
    on_mat = faces.face(card, FACE, mat=True, info=True)
    assert card_component.LAYOUTS.get(("beanz", "Lion", FACE)) is not None
    box = card_component.LAYOUTS[("beanz", "Lion", FACE)]["art"]
    pic = on_mat.subsurface(box)
    team_bean = assets.image("beanz/bean_red.png")
    assert team_bean is not None
    # the picture's warm circus colours fill the box (the old face: a red bean on dark navy)
    small = pygame.transform.smoothscale(pic, (8, 8))
    light = sum(1 for x in range(8) for y in range(8) if sum(small.get_at((x, y))[:3]) > 450)
    assert light >= 16


def test_rpgget_faces_show_their_own_picture_not_the_type_emblem() -> None:
    """Two Enemies (one red demon emblem before) and two Hunters (one sword emblem) differ in
    their art boxes."""
    from tools.art import rpgget

    faces = rpgget.cards()
    pairs = [("Booma", "Savage Wolf"), ("HUmar", "Vyse"), ("Monomate", "Dimate")]
    for a, b in pairs:
        assert _pixels(_art_box("rpgget", a, faces[a])) != _pixels(_art_box("rpgget", b, faces[b]))
