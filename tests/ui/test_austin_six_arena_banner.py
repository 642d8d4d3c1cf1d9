"""Austin Powers with six players at 200 % on 1280x720: the arena is the grid's small middle box.
A bone's banner "Frickin' Bone: Frickin' Laser Beams!" lay over VS and both cards, and as a
banner faded (and while one grew) its box stayed over the duel empty, a dark box with a gold
frame and no words. Now a banner the arena has no room for off its cards, VS and the lines
naming them lies by it on the table, over nothing; and a banner's box is never drawn without
its words."""

from __future__ import annotations

from typing import Any

import numpy
import pygame
import pytest

from tabletop.games.austin.faces import BANNER_SECONDS
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.test_austin_banner_place import _events

SIX = "human,bot,bot,bot,bot,bot"

pytestmark = pytest.mark.usefixtures("scaled_home")


def _table(scale: int) -> tuple[Any, screenprobe.Shot]:
    app = screenprobe.make_app((1280, 720), scale)
    app.time_source = ManualClock()
    t, shot = screenprobe.frozen_table(app, textprobe._session("austin", 4, 60, SIX), (1280, 720))
    assert t.view["fight"] is not None
    return t, shot


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_a_banner_covers_none_of_the_duels_cards_names_or_vs(scale: int) -> None:
    t, shot = _table(scale)
    gv, view = t.gv, t.view
    lay = gv.arena_layout(view)
    cards = [r for *_x, r in lay["agents"]] + [r for _b, r, _s in lay["bones"]]
    labels = [lab.rect for lab in gv.arena_labels(view)]
    vs = [p.rect for p in shot.placed if p.text == "VS"]
    for e in _events(t):
        gv.banners = []
        gv.on_events([e], 0)
        box = gv.banner_plan(view, gv.banners[-1]).box
        assert box.collidelist(cards) < 0, (e["kind"], box, cards)
        assert box.collidelist(labels) < 0, (e["kind"], box, labels)
        for r in vs:  # whole or not at all
            assert box.contains(r) or not box.colliderect(r), (e["kind"], box, r)


@pytest.mark.parametrize("scale", [100, 200])
def test_a_banners_box_is_never_drawn_without_its_words(
    scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    t, _shot = _table(scale)
    gv, view = t.gv, t.view
    real = theme.text

    def unworded(s: str, size: int, *a: Any, **k: Any) -> pygame.Surface:
        return pygame.Surface(real(s, size, *a, **k).get_size(), pygame.SRCALPHA)

    for e in _events(t):
        gv.banners = []
        gv.on_events([e], 0)
        b = gv.banners[-1]
        for step in range(0, 101, 2):  # its whole life, growing, whole and fading
            b["t0"] = gv.clock() - step / 100 * BANNER_SECONDS
            pictures = []
            for words in (True, False):
                if not words:
                    monkeypatch.setattr(theme, "text", unworded)
                surf = pygame.Surface((1280, 720))
                gv.draw_banner(surf, view)
                monkeypatch.undo()
                pictures.append(pygame.surfarray.array3d(surf))
            drawn = numpy.asarray(pictures[0]).any()
            if drawn:  # a box: its words in it
                assert (pictures[0] != pictures[1]).any(), (e["kind"], step)
