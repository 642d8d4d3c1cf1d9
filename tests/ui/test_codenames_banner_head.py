"""Marvel Codenames' banner says what is asked (its head) over whom it asks (the line under
it). At 1920x1080 with 150 % or 200 % text the head, shrunk to one line, came out smaller than
the line under it ("The simulated S.H.I.E.L.D. covers one of its cards" over "Director: click
a S.H.I.E.L.D. card to cover it."): a heading is never smaller than its words; it takes two
lines instead (the words under them whole). Checked while the Director covers a rival card,
while the Agents wait for a clue and while a doubtful clue is judged, at 1280x720 and
1920x1080, 100 % to 200 %; while it is judged, Allow and Refuse no longer stand over the key
peek and the Director window's button (at large text they shared one row)."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.games.codenames import board
from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe
from tests.ui.freshhome import home  # noqa: F401  (the fixture)
from tests.ui.test_codenames_card_room import _rival

SIZES = [(1280, 720), (1920, 1080)]


def _wait() -> tuple[Session, int]:
    """A person is the Agent of the computer's Director, who has yet to give the clue."""
    seats = [SeatConfig("bot", "Bo", "normal"), SeatConfig("human", "Ann")]
    return Session("codenames", 4, seats, {"variant": "co-op"}), 1


def _approve() -> tuple[Session, int]:
    """Four people: HYDRA's Director gave a clue of two words, S.H.I.E.L.D.'s judges it."""
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy", "Dee")]
    session = Session("codenames", 7, seats, {"approve": "on"})
    director = session.game.active_seats()[0]
    session.apply(Action(director, "clue", ("IRON MAN", 2)))
    return session, session.game.active_seats()[0]


MOMENTS = {"rival": lambda: (_rival(), 0), "wait": _wait, "approve": _approve}


def _table(size: tuple[int, int], scale: int, moment: str) -> tuple[Any, screenprobe.Shot]:
    session, viewer = MOMENTS[moment]()
    app = screenprobe.make_app(size, scale)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        from tabletop.ui.table import TableScene

        app.screen = pygame.Surface(size)
        table = TableScene(app, session, viewer=viewer, frozen=True)
        app.push(table)
        table.curtain_for = None
        table.refresh()
        table.draw(app.screen)
    return table, shot


@pytest.mark.parametrize(("moment", "scale"), list(itertools.product(MOMENTS, [100, 150, 200])))
@pytest.mark.parametrize("size", SIZES, ids=["720p", "1080p"])
def test_the_banners_head_is_never_smaller_than_the_line_under_it(
    size: tuple[int, int], moment: str, scale: int, tmp_path: Path
) -> None:
    table, shot = _table(size, scale, moment)
    pygame.image.save(table.app.screen, str(tmp_path / f"{moment}-{size[0]}-{scale}.png"))
    v, banner = table.view, table.gv.geo.banner
    assert v["phase"] == {"rival": "rival", "wait": "clue", "approve": "approve"}[moment]
    head, sub = board.banner_asks(table.gv, table.gv.last_shown, "main")  # as drawn
    assert head and sub
    inside = [p for p in shot.placed if banner.contains(p.rect) and p.text.strip()]
    heads = [p for p in inside if p.text in head and p.text not in sub]
    subs = [p for p in inside if p.text in sub and p.text not in head]
    # the head whole (on one line or two), and the words under it
    assert " ".join(p.text for p in heads) == head, [p.text for p in heads]
    assert " ".join(p.text for p in subs) == sub, [p.text for p in subs]
    assert min(p.px for p in heads) >= max(p.px for p in subs), (
        [(p.text, p.px) for p in heads],
        [(p.text, p.px) for p in subs],
    )
    assert max(p.rect.bottom for p in heads) <= min(p.rect.top for p in subs) + 2
    assert not shot.shortened(), shot.shortened()
    assert not shot.clipped(), shot.clipped()
    assert not shot.overlaps(), shot.overlaps()
    # the key peek and the Director window's button keep clear of Allow and Refuse (at 150 %
    # and 200 % they stood in one row over each other) and of the grid
    parts = {f"button {b.label}": b.rect for b in table.buttons}
    parts.update({k: r for k, r in table.gv.rects["main"].items() if k in ("peek", "dwin")})
    parts["grid"] = table.gv.geo.grid
    window = pygame.Rect((0, 0), size)
    for name, r in parts.items():
        assert window.contains(r), (name, r)
    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
        assert not ra.colliderect(rb), (a, ra, b, rb)
