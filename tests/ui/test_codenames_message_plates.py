"""Issue 52 at 200 % text (the Director, 2026-11-26): the message of the rival's move ("The
simulated HYDRA covered GUARDIANS OF THE GALAXY: HYDRA agent. ...") lay over both team plates'
"N left" counts. With the log folded, a message too tall for the room under the grid fell to the
log's column, over the grid's cards, and a table whose clue entry had been drawn could not place
one at all (its number buttons, a list among the main window's rects, broke the room's search).
Now a message lies clear of the plates wherever the keys' focus said it, and at 1280x720 in the
Clues list (the room under the grid, else the list's foot, else the list, where it fits)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.freshhome import home  # noqa: F401  (the fixture)

#: the Agents' first clue, then the Director covers one of the simulated rival's cards
MOVES = ["0:clue STAR 2", "1:guess 16", "1:guess 19", "1:stop", "0:cover 1"]
SAID = (
    "The simulated HYDRA covered GUARDIANS OF THE GALAXY: HYDRA agent. HYDRA's turn ends; "
    "S.H.I.E.L.D.'s Director gives a clue."
)


def _clue_table(size: tuple[int, int]) -> TableScene:
    seats = [SeatConfig("human", "H0"), SeatConfig("bot", "B1", "normal")]
    session = Session("codenames", 4, seats, {"variant": "co-op"})
    for line in MOVES:
        session.apply(parse_action(line))
    assert session.game.view(0)["phase"] == "clue"
    app = screenprobe.make_app(size, 200)
    app.screen = pygame.Surface(size)
    table = TableScene(app, session, viewer=0, frozen=True)
    app.push(table)
    table.draw(app.screen)  # the clue entry is drawn: its number buttons among the rects
    assert table.log_folded and "numbers" in table.gv.rects["main"]
    return table


def _kept(table: TableScene) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """The team plates (each with its "N left") and the grid's cards, as laid out."""
    lay = table.gv.layout_for(table.view, table.acting_seat())
    assert lay is not None
    plates = [it.rect for it in lay.items if it.key in (("label", "hydra"), ("label", "shield"))]
    cards = [r for r in table.gv.geo.cells]
    assert len(plates) == 2 and len(cards) == 25
    return plates, cards


def _message_box(table: TableScene) -> pygame.Rect:
    cx, top, width, height, px = table.paint.toast_place()
    w, h = table.toasts.extent(table.scale, width, height, px)
    box = pygame.Rect(0, top, w, h)
    box.centerx = cx
    return box


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_rivals_message_lies_clear_of_the_plates(size: tuple[int, int], tmp_path: Path) -> None:
    table = _clue_table(size)
    plates, cards = _kept(table)
    screen = table.app.screen
    before = [screen.subsurface(r).copy() for r in plates]
    table.toast(SAID)
    table.draw(screen)  # placed at all (the search broke on the entry's rects)
    pygame.image.save(screen, str(tmp_path / f"message-{size[0]}.png"))
    box = _message_box(table)
    assert box.collidelist(plates) < 0, box
    if size == (1280, 720):  # in the Clues list, clear of the cards (1024x600 holds its five
        # lines nowhere off the cards but over the plates: there it lies over the grid's foot)
        assert box.collidelist(cards) < 0 and box.colliderect(table.gv.clue_panel), box
    for r, was in zip(plates, before):  # each plate, its "N left" too, as it was
        now = screen.subsurface(r)
        assert pygame.image.tobytes(now, "RGB") == pygame.image.tobytes(was, "RGB"), r


def test_a_message_said_by_the_keys_focus_keeps_clear_of_the_plates() -> None:
    table = _clue_table((1280, 720))
    plates, _cards = _kept(table)
    table.toast(SAID)
    table.toast("Number 2 picked")  # two messages at once: a taller box
    for plate in plates:  # anchored on the plate itself, and on either side of it
        for at in (plate.center, plate.midtop, plate.midbottom, (plate.right + 20, plate.y)):
            table.toast_anchor = at
            box = _message_box(table)
            assert box.collidelist(plates) < 0, (at, box)
