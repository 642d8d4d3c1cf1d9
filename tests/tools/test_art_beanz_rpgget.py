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
from tools.art.canvas import paletted  # noqa: E402

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
        ("codenames", "HULK"),
        ("codenames", "ASGARD"),
    ],
)
def test_generator_draws_the_committed_picture(game: str, name: str) -> None:
    mod = __import__(f"tools.art.{game}", fromlist=["picture"])
    face = mod.cards()[name]
    drawn = paletted(mod.picture(face))
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


def test_beanz_pile_top_without_its_name_still_shows_its_picture() -> None:
    """A discard pile's top card too small for its name shows no name but its own picture (a
    blank name is no longer one face shared by every such card)."""
    from tabletop.games.beanz.faces import Faces
    from tools.art import beanz

    faces = Faces.__new__(Faces)
    faces._faces = {}
    lion, clown = (dict(c, id=i) for i, c in enumerate(beanz.card_list()[0:4:3]))
    size = (80, 112)
    a = faces.face({**lion, "name": "", "art": "lion_bean"}, size, mat=True)
    b = faces.face({**clown, "name": "", "art": "clown_bean"}, size, mat=True)
    assert _pixels(a) != _pixels(b)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_beanz_mat_fills_the_space_under_it_down_to_the_hand(size: tuple[int, int]) -> None:
    """The mat is painted round its slots and on down to the hand: the window bar and the
    response stack under the Galaxies lie on it, no bare table between mat and hand."""
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui.app import App
    from tabletop.ui.table import TableScene

    app = App(size, headless=True)
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    table = TableScene(app, Session("beanz", 5, seats, {}))
    app.push(table)
    table.next_bot_at = float("inf")
    app.step([])
    gv = table.gv
    painted = gv.mat_paint_rect()
    assert painted.contains(gv.mat_rect())
    assert painted.contains(gv.window_strip())
    assert 0 <= gv.hand_y - painted.bottom <= int(16 * gv.scale)
    pygame.quit()


def test_codenames_picture_side_shows_each_assets_own_picture() -> None:
    """Two characters whose old icon was the same (one figure tinted by a hash of the word:
    same tint, same picture) show pictures of their own on the picture side."""
    import zlib

    from tabletop.games.codenames.paint import PICTURE_HUES, Faces
    from tools.art import codenames

    chars = [w for w, c in codenames.cards().items() if c["kind"] == "character"]
    first = chars[0]
    hue = zlib.crc32(first.encode()) % len(PICTURE_HUES)
    twin = next(w for w in chars[1:] if zlib.crc32(w.encode()) % len(PICTURE_HUES) == hue)
    faces = Faces()
    faces.cache = {}
    size = (200, 143)
    top = pygame.Rect(int(size[0] * 0.06), int(size[1] * 0.05), int(size[0] * 0.88), 60)
    a = faces.card_face(first, "character", size, True).subsurface(top)
    b = faces.card_face(twin, "character", size, True).subsurface(top)
    assert _pixels(a) != _pixels(b)
    small = pygame.transform.smoothscale(a, (16, 8))
    assert len({small.get_at((x, y))[:3] for x in range(16) for y in range(8)}) > 40
