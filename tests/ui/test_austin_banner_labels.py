"""Austin Powers' banners (an attempt declared, help asked, a bone thrown, who won, a Happening's
card) keep off the arena's lines naming an attempt's Agents ("Computer 2: Frau Farbissina, LPGA
Cruiser") wherever the arena has room for them elsewhere (a new player, issue 52, read a Frickin'
Bone's banner across those lines): smaller big words between the cards first, then over the
cards. Two to six players at 100 % on 1280x720, two to four at 150 % and at 100 % on 1024x600.
A low arena at 200 % has no such room yet (its heading, cards and lines fill it)."""

from __future__ import annotations

import pytest

from tests.ui import screenprobe, textprobe
from tests.ui.test_austin_banner_place import _events

CASES = [((1280, 720), 100, n) for n in range(2, 7)]
CASES += [((1280, 720), 150, n) for n in range(2, 5)] + [((1024, 600), 100, n) for n in (2, 3, 4)]


pytestmark = pytest.mark.usefixtures("scaled_home")  # its home; 100 % after


def _attempt(seats: str) -> object:
    """The first of a few recorded games that is in an attempt there."""
    for seed, after in [(4, 60), (5, 70), (4, 42), (4, 90), (1, 30)]:
        sess = textprobe._session("austin", seed, after, seats)
        if sess.game.view(0)["fight"] is not None:
            return sess
    raise AssertionError("no attempt")


@pytest.mark.parametrize("size, scale, players", CASES)
def test_a_banner_lies_clear_of_the_arenas_lines(
    size: tuple[int, int], scale: int, players: int
) -> None:
    app = screenprobe.make_app(size, scale)
    seats = ",".join(["human"] + ["bot"] * (players - 1))
    t, _shot = screenprobe.frozen_table(app, _attempt(seats), size)
    view, gv = t.view, t.gv
    labels = [lab.rect for lab in gv.arena_labels(view)]
    assert view["fight"] is not None and labels
    arena = gv.geometry(len(view["seats"]))["arena"]
    for e in _events(t):
        gv.banners = []
        gv.on_events([e], 0)
        plan = gv.banner_plan(view, gv.banners[-1])
        assert plan.big and arena.contains(plan.box), (e["kind"], plan)
        hit = [r for r in labels if plan.box.colliderect(r)]
        assert not hit, (e["kind"], plan.box, hit)
