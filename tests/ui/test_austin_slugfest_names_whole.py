"""Austin Powers' Slugfest (Springin' Shindig) at 1280x720, 100 %: the brawlers' small cards in
the arena read "Roc... Lau... Tec..." (Rocket Launch Technician) and "The Presid- ent", the
arena's width left empty beside them. A brawler's card now widens, at the same height, until
each word of its name is whole; where the arena is too low for that (large text, a small
window) the name is shortened with "..." on the card and the line under it names it whole."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.austin.cards import CARDS
from tabletop.games.austin.faces import GAME, card_dict
from tabletop.ui.components import card as card_component
from tests.ui import screenprobe, textprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

LONG = ["Rocket Launch Technician", "The President", "Johnson, Radar Operator", "Frau Farbissina"]


def _brawl(size: tuple[int, int], scale: int, n: int) -> tuple[Any, Any, dict[int, str]]:
    """A Slugfest of ``n`` brawlers named from ``LONG`` (a recorded game's melee, its other
    brawlers added from cards on the table)."""
    app = screenprobe.make_app(size, scale)
    t, _shot = screenprobe.frozen_table(
        app, textprobe._session("austin", 8, 30, "human,bot,bot,bot"), size
    )
    gv, view = t.gv, t.view
    b = view["brawl"]
    assert b is not None and b["agents"]
    real = gv.names(view)
    inside = [int(c) for c in b["agents"].values()]
    others = [c for c in real if c not in inside]
    for k in range(1, n):
        b["agents"][str(k)] = others[k]
    over = {int(c): LONG[i] for i, c in enumerate(b["agents"].values())}
    gv.names = lambda v: {**real, **over}
    return gv, view, over


@pytest.mark.parametrize("n", [2, 3, 4])
def test_brawlers_names_are_whole_at_100(n: int) -> None:
    assert all(x in CARDS for x in LONG)
    gv, view, over = _brawl((1280, 720), 100, n)
    arena = gv.geometry(len(view["seats"]))["arena"]
    rects = [(over[int(cid)], r) for _s, cid, _seat, r in gv.arena_layout(view)["agents"]]
    assert len(rects) == n
    for name, r in rects:
        assert arena.contains(r)
        assert card_component.name_unbroken(GAME, card_dict(name), r.size), (name, r)
    for (_a, r1), (_b, r2) in zip(rects, rects[1:], strict=False):
        assert r1.right < r2.left
    pygame.quit()


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]
)
def test_a_shortened_name_is_named_whole_under_its_card(size: tuple[int, int], scale: int) -> None:
    gv, view, over = _brawl(size, scale, 2)
    lay = gv.arena_layout(view)
    said = " | ".join(lab.text for lab in gv.arena_labels(view))
    for _s, cid, _seat, r in lay["agents"]:
        name = over[int(cid)]
        face = card_dict(name)
        assert card_component.name_unbroken(GAME, face, r.size) or (
            not card_component.name_fits(GAME, face, r.size) and name in said
        ), (name, r, said)
    pygame.quit()
