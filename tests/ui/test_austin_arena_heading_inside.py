"""Austin Powers' arena heading lies inside the arena: with six players at 200 % on 1280x720
"ASSASSINATION ATTEMPT" was wider than the arena and ran into the seat panels either side (the
gun icon on Computer 6's name). The heading, and its icons' room, lies inside the arena at every
text size: smaller where it fits, else its first word ("ASSASSINATION")."""

from __future__ import annotations

import pytest

from tests.ui import screenprobe, textprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

SIX = "human,bot,bot,bot,bot,bot"
FOUR = "human,bot,bot,bot"
CASES = [((1280, 720), sc) for sc in (100, 150, 200)] + [((1024, 600), 100)]


@pytest.mark.parametrize("size,scale", CASES)
@pytest.mark.parametrize("seats,seed,after", [(SIX, 1, 36), (FOUR, 5, 70)], ids=["six", "four"])
def test_the_attempts_heading_lies_inside_the_arena(
    size: tuple[int, int], scale: int, seats: str, seed: int, after: int
) -> None:
    app = screenprobe.make_app(size, scale)
    t, shot = screenprobe.frozen_table(app, textprobe._session("austin", seed, after, seats), size)
    view = t.view
    assert view["fight"] is not None
    arena = t.gv.geometry(len(view["seats"]))["arena"]
    head = [p for p in shot.placed if p.text.startswith(("ASSASSINATION", "SHAG"))]
    assert head, [p.text for p in shot.placed]
    for p in head:
        assert arena.contains(p.rect), (p.text, p.rect, arena)
    title = t.gv.arena_title(view)
    assert title is not None and arena.contains(title), (title, arena)
