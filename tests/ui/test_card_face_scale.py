"""Card faces follow the player's text size (issue 52): at 200 % a hand card's name is drawn
larger than at 100 % on each game's table at 1280x720, inside its title band and clear of the
art, its numbers (the stats line) no smaller, and nothing on a face runs past its edge or out
of its box; a face drawn at one text size is never shown at another (the cache is keyed by it),
and the large view keeps its rules text on the card."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.components import card, face_scale
from tests.ui import screenprobe, textprobe

#: (game, seed, bot actions before, seats): each game on the shared renderer, a hand in view
HANDS = [
    ("espionage", 7, 12, "human,bot,bot,bot"),
    ("austin", 4, 40, "human,bot,bot,bot"),
    ("beanz", 5, 5, "human,bot"),
    ("rpgget", 7, 60, "human,bot,bot"),
]


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _hand_faces(
    monkeypatch: pytest.MonkeyPatch, scene: tuple[str, int, int, str], scale: int
) -> tuple[tuple[int, int], list[tuple[dict[str, Any], tuple[int, int]]]]:
    """The hand card size of ``scene``'s table at ``scale`` % (1280x720) and the faces it drew
    in the hand, each at the size it was drawn: the hand's height, as wide as the hand card
    or wider where the row has room for a name to read whole (RPG Get!)."""
    game, seed, after, seats = scene
    drawn: list[tuple[dict[str, Any], tuple[int, int]]] = []
    real = card.face

    def face(g: str, c: dict[str, Any], size: Any, *a: Any, **k: Any) -> pygame.Surface:
        if g == game:
            drawn.append((dict(c), (int(size[0]), int(size[1]))))
        return real(g, c, size, *a, **k)

    monkeypatch.setattr(card, "face", face)
    app = screenprobe.make_app((1280, 720), scale)
    try:
        table, _shot = screenprobe.frozen_table(
            app, textprobe._session(game, seed, after, seats), (1280, 720)
        )
        size = tuple(table.gv.hand_card)
    finally:
        monkeypatch.setattr(card, "face", real)
    faces = {str(c.get("name")): (c, s) for c, s in drawn if s[1] == size[1] and s[0] >= size[0]}
    return (int(size[0]), int(size[1])), list(faces.values())


def _drawn(
    monkeypatch: pytest.MonkeyPatch, game: str, c: dict[str, Any], size: tuple[int, int]
) -> tuple[pygame.Surface, dict[str, Any], list[tuple[str, int, pygame.Rect]]]:
    """``c``'s face drawn afresh at ``size`` at the text size in force: the face, its layout
    and every text on it (text, px, rect)."""
    texts: list[tuple[str, int, pygame.Rect]] = []
    real = theme.blit_text

    def blit_text(surf: Any, s: str, px: int, *a: Any, **k: Any) -> pygame.Rect:
        r = real(surf, s, px, *a, **k)
        texts.append((s, px, r))
        return r

    card.clear_cache()
    monkeypatch.setattr(theme, "blit_text", blit_text)
    try:
        surf = card.face(game, c, size)
    finally:
        monkeypatch.setattr(theme, "blit_text", real)
    return surf, card.LAYOUTS[(game, str(c.get("name", "?")), size)], texts


def _ink(r: pygame.Rect) -> pygame.Rect:
    return r.inflate(-2, -2 * max(1, r.height // 6))  # a font's blank rows


@pytest.mark.parametrize("scene", HANDS, ids=[f"{s[0]}-{s[1]}-{s[2]}" for s in HANDS])
def test_a_hand_cards_name_grows_at_200_percent_inside_its_title_band(
    home: Path, monkeypatch: pytest.MonkeyPatch, scene: tuple[str, int, int, str]
) -> None:
    game = scene[0]
    names: dict[int, dict[str, int]] = {}
    numbers: dict[int, dict[str, int]] = {}
    for scale in (100, 200):
        size, faces = _hand_faces(monkeypatch, scene, scale)
        assert faces, f"{game} at {scale} %: no hand card drawn at {size}"
        theme.set_ui(scale, False)
        pygame.init()
        try:
            for c, drawn_at in faces:
                name = str(c["name"])
                surf, lay, texts = _drawn(monkeypatch, game, c, drawn_at)
                title, art_rect, text_rect = lay["title"], lay["art"], lay["text"]
                edge = surf.get_rect()
                for s, _px, r in texts:
                    # nothing past the face's edge, every word inside its own box
                    assert edge.contains(_ink(r)), (game, scale, name, s, r, size)
                    if s in name.split() or s in name or name.startswith(s.rstrip("-")):
                        continue
                    if text_rect.height and r.centery > text_rect.top:
                        assert text_rect.contains(_ink(r)), (game, scale, name, s, r, text_rect)
                lines = [(s, px, r) for s, px, r in texts if s and s.rstrip("-") in name]
                assert lines, (game, scale, name, [t[0] for t in texts])
                for s, _px, r in lines:
                    ink = _ink(r)
                    assert title.contains(ink), (game, scale, name, s, ink, title)
                    assert not ink.colliderect(art_rect), (game, scale, name, s, ink, art_rect)
                names.setdefault(scale, {})[name] = min(px for _s, px, _r in lines)
                if lay["plan"] and lay["plan"]["stats"]:
                    numbers.setdefault(scale, {})[name] = lay["plan"]["stats"][0]
        finally:
            theme.set_ui(100, False)
            pygame.quit()
    both = sorted(set(names[100]) & set(names[200]))
    assert both, f"{game}: no card in the hand at both text sizes"
    grown = [n for n in both if names[200][n] > names[100][n]]
    assert not [n for n in both if names[200][n] < names[100][n]], (names[100], names[200])
    assert len(grown) * 2 >= len(both), f"{game}: names grown {grown} of {both}: {names}"
    for n in set(numbers.get(100, {})) & set(numbers.get(200, {})):
        assert numbers[200][n] >= numbers[100][n], (game, n, numbers)


def test_the_face_cache_is_keyed_by_the_text_size(home: Path) -> None:
    """A face drawn at 100 % is not shown at 200 % (nor the other way), and the layout the
    tests and tables read (``LAYOUTS``) is the one of the face last shown."""
    pygame.init()
    try:
        c = {"name": "Decoy", "kind": "reaction", "type_line": "Reaction", "text": "Hide."}
        small = card.face("espionage", c, (118, 168))
        title_small = card.LAYOUTS[("espionage", "Decoy", (118, 168))]["title"]
        theme.set_ui(200, False)
        big = card.face("espionage", c, (118, 168))
        title_big = card.LAYOUTS[("espionage", "Decoy", (118, 168))]["title"]
        assert big is not small
        assert title_big.height > title_small.height
        assert card.face("espionage", c, (118, 168)) is big  # cached at 200 %
        theme.set_ui(100, False)
        assert card.face("espionage", c, (118, 168)) is small  # and at 100 %
        assert card.LAYOUTS[("espionage", "Decoy", (118, 168))]["title"] == title_small
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def test_the_large_view_keeps_its_rules_text_at_200_percent(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long rules text on the large view's card (400x560) stays on it at 200 % no smaller
    than at 100 % (the words panel beside it may not fit a small window), while on a hand card
    it goes to the large view; the stats line of a hand card grows."""
    from tabletop.engine.registry import info, load
    from tabletop.ui.components.zoom import collection_card

    pygame.init()
    try:
        load(info("austin").view)
        slug = collection_card("austin", "Slugfest")
        mojo = next(
            collection_card("austin", n)
            for n in ("Shaguar", "Mojo Rising", "Groovy, Baby!")
            if collection_card("austin", n).get("stats")
        )
        sizes = {}
        for scale in (100, 200):
            theme.set_ui(scale, False)
            _s, lay, _t = _drawn(monkeypatch, "austin", slug, (400, 560))
            assert lay["plan"]["text"] is not None, scale
            _s, hand, _t = _drawn(monkeypatch, "austin", mojo, (118, 168))
            sizes[scale] = (lay["plan"]["text"][0], hand["plan"]["stats"][0])
        assert sizes[200][0] >= sizes[100][0], sizes
        assert sizes[200][1] >= face_scale.up(sizes[100][1], 2.0) - 4, sizes
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def test_a_bean_cards_attack_and_defense_on_the_mat_grow_at_200_percent(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The panel of a Bean card on the Beanz mat (its live Attack and Defense) grows with the
    text size, its values one line inside the card."""
    px: dict[int, int] = {}
    for scale in (100, 200):
        app = screenprobe.make_app((1280, 720), scale)
        try:
            table, _shot = screenprobe.frozen_table(
                app, textprobe._session("beanz", 5, 24, "human,bot"), (1280, 720)
            )
            gv = table.gv
            w = gv.card[0]
            px[scale] = gv.info_px(w)
            with theme.unscaled():
                wide = theme.text_width("A150 D150", px[scale], "cond_bold")
            assert wide <= w - max(4, w // 16) - 6, (scale, px[scale], w)
        finally:
            theme.set_ui(100, False)
            pygame.quit()
    assert px[200] > px[100], px


def test_no_name_is_cut_or_split_at_200_percent_that_is_whole_at_100(home: Path) -> None:
    """Every card of the four games on the shared renderer at the face sizes tables use: a
    name whole at 100 % is whole at 200 % (no ellipsis, no word split with a hyphen)."""
    from tabletop.engine.registry import info, load
    from tabletop.ui.scenes.howto import card_pictures

    pygame.init()
    worse = []
    checked = 0
    try:
        for game in ("espionage", "austin", "beanz", "rpgget"):
            view = load(info(game).view)
            faces = [dict(view.face_data(c)) for c in card_pictures(game).values()]
            for size in ((60, 88), (82, 112), (118, 168), (150, 210)):
                seen: dict[int, dict[str, tuple[str, bool]]] = {}
                for scale in (100, 200):
                    theme.set_ui(scale, False)
                    card.clear_cache()
                    for f in faces:
                        card.face(game, f, size)
                        name, drawn, cut = card.TRACE[-1]
                        assert name == str(f["name"])
                        seen.setdefault(scale, {})[name] = (drawn, cut)
                for name, (drawn, cut) in seen[100].items():
                    drawn2, cut2 = seen[200][name]
                    whole = drawn.split() == name.split()
                    if (cut2 and not cut) or (whole and drawn2.split() != name.split()):
                        worse.append((game, size, name, drawn, drawn2))
                    checked += 1
    finally:
        theme.set_ui(100, False)
        pygame.quit()
    assert checked > 500
    assert not worse, worse[:6]
