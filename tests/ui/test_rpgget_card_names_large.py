"""RPG Get! at large text (issue 52): on a 1280x720 window at 200 % the table's cards lost
height (the text takes more of the window) and their width with it, so their names stayed
small (60-px cards) or were split and cut where they were whole at 100 %. A row that has room
across now keeps the cards' width (squatter, ``rows.SQUAT``): the names of the hand's and the
seats' cards are drawn larger at 200 % than at 100 %, inside their title plates, clear of the
art and never cut where they are whole at 100 %; a crowded row or hand narrows its cards back
to their usual shape before it shrinks them. (A long name on a low card, "Rescue the Songstress"
in the hand at 200 %, is still cut: the zoom reads it.)"""

from __future__ import annotations

import statistics
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.rpgget.rows import usual_width
from tabletop.ui import theme
from tabletop.ui.components import card
from tests.ui import screenprobe, textprobe
from tests.ui.test_card_face_scale import _drawn, _ink

#: (seats, bot actions before): two and three players mid-game, a hand and parties in view
SCENES = [("human,bot", 60), ("human,bot,bot", 60), ("human,bot", 140)]


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _table_faces(
    monkeypatch: pytest.MonkeyPatch, seats: str, after: int, scale: int
) -> tuple[Any, list[tuple[dict[str, Any], tuple[int, int]]]]:
    """The table at ``scale`` % (1280x720, frozen) and the faces its hand and rows drew (not
    the arena's), each card once at the size it was drawn."""
    drawn: list[tuple[dict[str, Any], tuple[int, int]]] = []
    real = card.face

    def face(g: str, c: dict[str, Any], size: Any, *a: Any, **k: Any) -> pygame.Surface:
        if g == "rpgget":
            drawn.append((dict(c), (int(size[0]), int(size[1]))))
        return real(g, c, size, *a, **k)

    monkeypatch.setattr(card, "face", face)
    app = screenprobe.make_app((1280, 720), scale)
    try:
        table, _shot = screenprobe.frozen_table(
            app, textprobe._session("rpgget", 7, after, seats), (1280, 720)
        )
    finally:
        monkeypatch.setattr(card, "face", real)
    arena = table.gv.areas["arena"]
    sizes = {tuple(r.size) for c, r, _w in table.gv.boxes(table.view, 0) if not arena.contains(r)}
    faces = {str(c.get("name")): (c, s) for c, s in drawn if s in sizes}
    return table, list(faces.values())


@pytest.mark.parametrize("seats,after", SCENES, ids=[f"{s}-{a}" for s, a in SCENES])
def test_the_cards_names_are_drawn_larger_at_200_percent_and_fit(
    home: Path, monkeypatch: pytest.MonkeyPatch, seats: str, after: int
) -> None:
    names: dict[int, dict[str, int]] = {}
    whole: dict[int, dict[str, bool]] = {}
    usual: dict[str, bool] = {}
    for scale in (100, 200):
        table, faces = _table_faces(monkeypatch, seats, after, scale)
        assert len(faces) >= 6, (scale, [c["name"] for c, _s in faces])
        theme.set_ui(scale, False)
        pygame.init()
        try:
            for c, size in faces:
                name = str(c["name"])
                surf, lay, texts = _drawn(monkeypatch, "rpgget", c, size)
                _n, shown, cut = card.TRACE[-1]
                whole.setdefault(scale, {})[name] = not cut and shown.split() == name.split()
                edge = surf.get_rect()
                lines = [(s, px, r) for s, px, r in texts if s and s.rstrip("-") in name]
                assert lines, (scale, name, [t[0] for t in texts])
                for s, _px, r in lines:
                    ink = _ink(r)
                    assert edge.contains(ink), (scale, name, s, ink, size)
                    assert lay["title"].contains(ink), (scale, name, s, ink, lay["title"])
                    assert not ink.colliderect(lay["art"]), (scale, name, s, ink, lay["art"])
                names.setdefault(scale, {})[name] = min(px for _s, px, _r in lines)
                if scale == 200:  # the same card at its usual shape (as drawn before)
                    card.face("rpgget", c, (usual_width(size), size[1]))
                    _n, shown, cut = card.TRACE[-1]
                    usual[name] = not cut and shown.split() == name.split()
        finally:
            theme.set_ui(100, False)
            pygame.quit()
    both = sorted(set(names[100]) & set(names[200]))
    assert len(both) >= 6, both
    small, large = names[100], names[200]
    assert not [n for n in both if large[n] < small[n]], (small, large)
    grown = [n for n in both if large[n] > small[n]]
    assert len(grown) * 2 >= len(both), f"names grown: {grown} of {both}: {small} {large}"
    assert statistics.median(large[n] for n in both) > statistics.median(small[n] for n in both)
    # a name the squat card splits or cuts is one a card of the usual shape of its height
    # splits or cuts too (a long one on a low card: "Rescue the Songstress" in the hand)
    lost = [n for n in both if whole[100][n] and not whole[200][n] and usual[n]]
    assert not lost, f"whole at 100 %, split or cut at 200 %: {lost}"
    assert sum(whole[200].values()) >= sum(usual.values())


def test_a_crowded_hand_narrows_its_cards_to_their_usual_shape_first(home: Path) -> None:
    """Nine cards in a hand that cannot hold nine squat ones side by side: they narrow, their
    height kept, and lie side by side."""
    app = screenprobe.make_app((1280, 720), 200)
    try:
        table, _shot = screenprobe.frozen_table(
            app, textprobe._session("rpgget", 7, 60, "human,bot"), (1280, 720)
        )
        gv = table.gv
        w, h = gv.hand_card
        assert w > usual_width((w, h)), "a squat hand card at 200 %"
        area = pygame.Rect(0, 600, 9 * usual_width((w, h)) + 8 * int(8 * gv.scale) + 4, h)
        rects = gv.hand_layout(9, area)
        assert all(r.height == h for r in rects)
        assert all(a.right <= b.x for a, b in zip(rects, rects[1:]))
        assert all(r.width >= usual_width((w, h)) for r in rects)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize("seats,after", SCENES, ids=[f"{s}-{a}" for s, a in SCENES])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_your_headers_counts_stay_inside_your_panel(
    home: Path, seats: str, after: int, scale: int
) -> None:
    """Your header's one line (name, turn tag, VP, coins, RP, then deck, hand and discard) ran
    past your panel's edge at 200 % ("discard 7" over the gap before the log): the coins give
    way first, the counts stay whole inside the panel."""
    app = screenprobe.make_app((1280, 720), scale)
    try:
        table, shot = screenprobe.frozen_table(
            app, textprobe._session("rpgget", 7, after, seats), (1280, 720)
        )
        mine = table.gv.geometry(table.view, 0)["mine"]
        counts = [p for p in shot.placed if p.text.startswith("deck ") and mine.contains(p.rect)]
        heads = [p for p in shot.placed if p.text.startswith("deck ") and p.rect.y >= mine.y]
        assert heads, [p.text for p in shot.placed]
        assert counts == heads, [(p.text, p.rect, mine) for p in heads]
        assert all("discard" in p.text for p in counts)  # whole, not cut
    finally:
        theme.set_ui(100, False)
        pygame.quit()
