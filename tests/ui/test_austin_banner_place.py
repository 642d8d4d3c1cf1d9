"""Austin Powers' banners (an attempt declared, a bone thrown, help asked, who won, what a
Happening did) with six seats, as a new player met them (issue 52): the line of who does what
ran past the arena over the neighbouring seats' panels, and the banner lay over the arena's
heading ("SHAG ATTEMPT"). Each banner now lies inside the arena, clear of its heading, its words
inside its box; and nothing of it is drawn anywhere else (the picture with and without it
differs only in its box). A Happening played takes the arena: the last step's banner goes. At
1280x720 with 100, 150 and 200 % text and at 1920x1080."""

from __future__ import annotations

from typing import Any

import numpy
import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe, textprobe
from tests.ui.fakeclock import ManualClock

SIX = "human,bot,bot,bot,bot,bot"
#: (what the arena shows, seed, bot moves before it) with six seats
SCENES = [("attempt", 4, 60), ("happening", 4, 42), ("empty", 4, 0)]
WHERE = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1920, 1080), 100)]


pytestmark = pytest.mark.usefixtures("scaled_home")  # its home; 100 % after


def _events(t: Any) -> list[dict[str, Any]]:
    """The announcements of an attack and a Happening, in the words the rules use, with the
    longest names of the table."""
    view = t.view
    names = t.gv.names(view)
    cards = sorted(names.items(), key=lambda kv: -len(kv[1]))
    (a_id, a_name), (_d, d_name) = cards[0], cards[1]
    who = t.session.seat_name(1)
    return [
        {
            "kind": "AttemptDeclared",
            "text": f"{a_name} attempts to Assassinate {d_name}!",
            "data": {"kind": "assassinate"},
        },
        {
            "kind": "HelpAsked",
            "text": f'{who}: "Can someone throw me a Frickin\' Bone here?"',
            "data": {"seat": 1},
        },
        {
            "kind": "BoneThrown",
            "text": f'{who} throws a Frickin\' Bone on {d_name}: "Who throws a shoe? Honestly!"',
            "data": {"seat": 1, "card": a_id},
        },
        {"kind": "AttackWon", "text": f"{a_name} wins the attack against {d_name}.", "data": {}},
        {
            "kind": "CardRevealed",
            "text": f"The Happening is Who Throws a Shoe?; its target is {who}.",
            "data": {"name": "Who Throws a Shoe?"},
        },
    ]


def _picture(app: Any, t: Any, size: tuple[int, int]) -> numpy.ndarray:
    app.screen = pygame.Surface(size)
    t.dirty = True
    t._frame = None
    t.draw(app.screen)
    return pygame.surfarray.array3d(app.screen)


@pytest.mark.parametrize("size, scale", WHERE, ids=[f"{w}x{h}@{s}" for (w, h), s in WHERE])
@pytest.mark.parametrize("scene, seed, after", SCENES, ids=[s[0] for s in SCENES])
def test_a_banner_lies_in_the_arena_under_its_heading(
    scene: str, seed: int, after: int, size: tuple[int, int], scale: int
) -> None:
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()  # the same moment in both pictures (a glow's pulse)
    t, _shot = screenprobe.frozen_table(app, textprobe._session("austin", seed, after, SIX), size)
    view, gv = t.view, t.gv
    if scene == "attempt":
        assert view["fight"] is not None
    elif scene == "happening":
        assert view["happening"] is not None
    geo = gv.geometry(len(view["seats"]))
    arena = geo["arena"]
    heading = gv.arena_heading(view)
    assert (heading is None) == (scene == "empty")
    others = [r for o, r in geo["panels"].items()] + [geo["mine"]]
    plain = _picture(app, t, size)
    if scene == "happening":
        # a Happening played: the arena shows it, the last step's banner goes
        gv.on_events(_events(t)[:1], 0)
        gv.on_events([{"kind": "HappeningPlayed", "text": "", "data": {}}], 0)
        assert not gv.banners and not gv.busy()
        assert (_picture(app, t, size) == plain).all()
        if scale > 100:
            return  # a low arena: its card and lines take it whole
    for e in _events(t):
        gv.banners = []
        gv.on_events([e], 0)
        assert gv.banners, e["kind"]
        b = gv.banners[-1]
        plan = gv.banner_plan(view, b)
        lines = plan.rects()
        assert lines, e["kind"]
        # a low arena (six seats at large text) with no room off its cards and the lines naming
        # them: by it on the table, over nothing (it lay over the duel's VS, cards and names)
        inside = arena.contains(plan.box)
        assert inside or scale > 100, (e["kind"], plan.box, arena)
        for r in [plan.box, *lines]:
            assert arena.contains(r) if inside else not r.colliderect(arena), (e["kind"], r)
            hit = r.collidelist(others) if inside else t.paint.band_keeps().cost(r)[:2] != (0, 0)
            assert hit in (-1, False), (e["kind"], r, hit)  # on no panel; outside, on nothing
            if heading is not None:
                assert not r.colliderect(heading), (e["kind"], r, heading)
        for r in lines:
            assert plan.box.contains(r), (e["kind"], r, plan.box)
        said = " ".join(line for line, _px, _at in plan.small)
        words = gv.banner_words(view, b)
        if not inside:  # by the arena: its words, its big words, or who won in fewer
            assert said in gv.table_words(words, str(b["big"])), (said, words)
        elif scale == 100:  # room for the big words and the line under them
            assert plan.big and (said == words), (e["kind"], plan)
        else:  # whole, or (no room) left to the log; one whole at least
            assert said in ("", words) and (plan.big or said == words), (e["kind"], plan)
        assert all(px >= theme.MIN_TEXT for _l, px, _at in plan.small)
        # drawn as planned, full grown: the picture changes only inside its box (its
        # shadow 3 px further)
        b["t0"] = gv.clock() - 1.0
        shown = _picture(app, t, size)
        changed = numpy.argwhere((shown != plain).any(axis=2))
        assert len(changed), e["kind"]
        x0, y0 = changed.min(axis=0)
        x1, y1 = changed.max(axis=0)
        drawn = pygame.Rect(int(x0), int(y0), int(x1 - x0) + 1, int(y1 - y0) + 1)
        assert plan.box.inflate(8, 8).contains(drawn), (e["kind"], drawn, plan.box)
        assert arena.contains(drawn) or not inside
        if heading is not None:
            assert not drawn.colliderect(heading), (e["kind"], drawn, heading)


@pytest.mark.parametrize("size, scale", WHERE, ids=[f"{w}x{h}@{s}" for (w, h), s in WHERE])
def test_the_arenas_title_covers_none_of_its_cards(size: tuple[int, int], scale: int) -> None:
    """Six seats at large text: the attempt's cards lay over "SHAG ATTEMPT" (the cards beside
    the title of a low arena); they lie under it now, their lines inside the arena, clear of
    the cards."""
    app = screenprobe.make_app(size, scale)
    t, _shot = screenprobe.frozen_table(app, textprobe._session("austin", 4, 60, SIX), size)
    view, gv = t.view, t.gv
    assert view["fight"] is not None
    arena = gv.geometry(len(view["seats"]))["arena"]
    title = gv.arena_heading(view)
    assert title is not None and arena.contains(title)
    lay = gv.arena_layout(view)
    cards = [r for *_x, r in lay["agents"]] + [r for _b, r, _s in lay["bones"]]
    assert title.collidelist(cards) < 0, (title, cards)
    for lab in gv.arena_labels(view):
        assert arena.contains(lab.rect) and lab.rect.collidelist(cards) < 0, lab
        assert not lab.rect.colliderect(title)
