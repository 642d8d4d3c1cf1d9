"""Austin Powers' banners as a new player met them (issue 52, 2026-11-26): the banner's box let
"The arena" and the arena's hint show through its words, and it lay over an attempt's bones and
VS though the arena had room between the two sides' cards. A banner's box is opaque while its
words are up (fading, its words go first, then the empty box); where the arena has room it lies
clear of the attempt's cards and the lines naming them, covering VS whole or not at all (the
texts and their rects as drawn, recorded by ``screenprobe``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy
import pygame
import pytest

from tabletop.games.austin.faces import BANNER_SECONDS, BANNER_WHOLE
from tests.ui import screenprobe, textprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.test_austin_banner_place import _events

FOUR, SIX = "human,bot,bot,bot", "human,bot,bot,bot,bot,bot"


pytestmark = pytest.mark.usefixtures("scaled_home")  # its home; 100 % after


def _table(size: tuple[int, int], scale: int, seed: int, after: int, seats: str) -> Any:
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()
    table, shot = screenprobe.frozen_table(
        app, textprobe._session("austin", seed, after, seats), size
    )
    return app, table, shot


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize(
    "seed, after, seats", [(4, 0, SIX), (5, 70, FOUR)], ids=["empty", "attempt"]
)
def test_nothing_under_a_banner_shows_through_its_words(
    seed: int, after: int, seats: str, scale: int
) -> None:
    """The same banner drawn over black and over white: inside its box (off its rounded
    corners and rim) the pixels are the same while its words are up, whole and fading."""
    size = (1280, 720)
    _app, t, _shot = _table(size, scale, seed, after, seats)
    gv, view = t.gv, t.view
    for e in _events(t):
        gv.banners = []
        gv.on_events([e], 0)
        b = gv.banners[-1]
        inside = gv.banner_plan(view, b).box.inflate(-40, -10)
        for k in (0.5, BANNER_WHOLE + 0.2 * (1 - BANNER_WHOLE)):  # whole; its words fading
            b["t0"] = gv.clock() - k * BANNER_SECONDS
            seen = []
            for colour in ((0, 0, 0), (255, 255, 255)):
                surf = pygame.Surface(size)
                surf.fill(colour)
                gv.draw_banner(surf, view)
                seen.append(pygame.surfarray.array3d(surf.subsurface(inside)))
            assert (seen[0] == seen[1]).all(), (e["kind"], k)


WHERE = [((1280, 720), 100), ((1920, 1080), 100)]


@pytest.mark.parametrize("size, scale", WHERE, ids=[f"{w}x{h}@{s}" for (w, h), s in WHERE])
def test_a_banner_keeps_off_the_attempts_cards_where_the_arena_has_room(
    size: tuple[int, int], scale: int, tmp_path: Path
) -> None:
    """Four seats mid-attempt (bones on both sides): every banner lies between the two sides'
    cards, off them and off the lines naming them (as drawn), and covers VS whole if at all."""
    app, t, shot = _table(size, scale, 5, 70, FOUR)
    gv, view = t.gv, t.view
    assert view["fight"] is not None
    lay = gv.arena_layout(view)
    cards = [r for *_x, r in lay["agents"]] + [r for _b, r, _s in lay["bones"]]
    assert len(lay["bones"]) >= 2
    names = {lab.what for lab in gv.arena_labels(view)}
    arena = gv.geometry(len(view["seats"]))["arena"]
    drawn = [p for p in shot.placed if arena.contains(p.rect)]
    lines = [p.rect for p in drawn if any(p.text.endswith(n) or p.text == n for n in names)]
    vs = [p.rect for p in drawn if p.text == "VS"]
    assert lines and vs, [p.text for p in drawn]
    for e in _events(t):
        gv.banners = []
        gv.on_events([e], 0)
        b = gv.banners[-1]
        plan = gv.banner_plan(view, b)
        box = plan.box
        assert arena.contains(box)
        assert box.collidelist(cards) < 0, (e["kind"], box, cards[box.collidelist(cards)])
        assert box.collidelist(lines) < 0, (e["kind"], box, lines)
        for r in vs:
            assert box.contains(r) or not box.colliderect(r), (e["kind"], box, r)
        said = " ".join(line for line, _px, _at in plan.small)
        assert plan.big and said == gv.banner_words(view, b), e["kind"]  # whole
        if e["kind"] == "AttemptDeclared" and size == (1280, 720):
            b["t0"] = gv.clock() - 1.0
            app.screen = pygame.Surface(size)
            t.dirty, t._frame = True, None
            t.draw(app.screen)
            pygame.image.save(app.screen, str(tmp_path / "attempt-banner.png"))
            picture = pygame.surfarray.array3d(app.screen)
            assert numpy.asarray(picture).any()
