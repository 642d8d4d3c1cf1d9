"""What a new player met playing RPG Get! against one computer (a walk on 2026-11-26): the
other seat's piles keep their boxes beside a full inventory, the response window's box and
the status legend never share the arena's foot, the "No mission" choice says what to do from
the keys (clear of the log's heading), and a mission's result stays on screen, prominent,
while the computers wait for it to be read (timed on the test's own clock)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.games.rpgget.paint import STATUS_COLOURS
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock

PARTY = ["HUmar", "Mareg", "Fina", "Vyse", "Aika", "Elena", "Roan"]
PILES = ("unconscious", "inventory", "bank", "score")
#: the first words of a row's labels ("Inventory 4", "Inv 4" when short)
WORDS = {"Party", "KO", "Inventory", "Inv", "Bank", "Score"}


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield
    pygame.quit()


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("party", [2, 7])
def test_the_other_seats_piles_keep_their_boxes_beside_a_full_inventory(
    home: None, size: tuple[int, int], scale: int, party: int
) -> None:
    """The computer's inventory holds four Rewards: its KO and score piles keep a card's box
    each (they lost them: "KO 0" squeezed next to "Inventory 4"), every pile's label starts
    at its box and no two labels of the row touch."""
    s = Session("rpgget", 5, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo")])
    s.game.set_position(
        {
            "current": 0,
            "phase": "play",
            "seats": [
                {"party": ["Ryudo"], "inventory": ["Saber"]},
                {"party": PARTY[:party], "inventory": ["Healing Herb"] * 3 + ["Saber"]},
            ],
        }
    )
    app = screenprobe.make_app(size, scale)
    table, shot = screenprobe.frozen_table(app, s, size)
    gv = table.gv
    counts = gv.row_counts(table.view, 1)
    _area, sub, card = gv.seat_area(gv.geometry(table.view, 0), 1, 1, counts)
    segs = gv.segments(sub, card, gv.line, counts, False)
    for z in PILES:
        assert segs[z].width >= card[0], (z, segs[z], card)  # a card's box, not a label's
    for a, b in zip(segs.values(), list(segs.values())[1:]):
        assert a.right < b.left, (a, b)
    for z in ("unconscious", "score", "bank"):
        assert gv.pile_rects[(z, 1)].width == card[0]
    # the row's labels as drawn: one at each box's left, none touching the next
    top = min(r.y for r in segs.values())
    row = sorted(
        (p.rect for p in shot.placed
         if p.text.split(" ")[0] in WORDS and top - gv.line <= p.rect.bottom <= top + 2),
        key=lambda r: r.x,
    )  # fmt: skip
    assert len(row) == 5, [p.text for p in shot.placed if p.rect in row]
    for (z, seg), r in zip(segs.items(), row):
        assert r.x == seg.x, (z, r, seg)
    for a, b in zip(row, row[1:]):
        assert a.right + 4 <= b.left, (a, b)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_response_windows_box_never_lies_over_the_status_legend(
    home: None, size: tuple[int, int]
) -> None:
    """A frame drawn just before a response window opened (the legend at the arena's foot)
    was kept under the window's box, and the legend's words showed through it: the frame is
    drawn afresh when the window opens, and no legend word lies under the box."""
    from tests.ui.test_rpgget_findings import window_at

    app = screenprobe.make_app(size, 100)
    clock = ManualClock()
    app.time_source = clock
    t = TableScene(app, window_at(2), viewer=0)
    app.push(t)
    before = screenprobe.Shot()
    with screenprobe.recording(before):
        t.draw(app.screen)  # the frame before the table follows the window
    assert t.window_key is None
    legend = [p for p in before.placed if "(1 damage a turn)" in p.text]
    assert legend, "the legend was on the arena before the window opened"
    clock.advance(0.05)
    t.update(clock.t)
    shown = app.screen.copy()
    t.draw(shown)
    bar = t.bar.rect()
    assert t.window_key is not None and bar is not None
    fresh = screenprobe.Shot()
    with screenprobe.recording(fresh):
        t._frame = None
        again = app.screen.copy()
        t.draw(again)
    words = [p for p in fresh.placed if p.text.split(" ")[0] in STATUS_COLOURS]
    assert not [p.text for p in words if p.rect.colliderect(bar)]
    # what the screen showed under the box is the fresh frame's, not the old legend
    box = bar.inflate(8, 8).clip(shown.get_rect())
    assert pygame.image.tobytes(shown.subsurface(box), "RGB") == pygame.image.tobytes(
        again.subsurface(box), "RGB"
    )


@pytest.mark.parametrize("lines", [0, 60])
@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 100), ((1920, 1080), 200)])
def test_enter_on_the_no_mission_choice_says_what_to_do_clear_of_the_logs_heading(
    home: None, size: tuple[int, int], scale: int, lines: int
) -> None:
    """Your Mission phase: No mission never takes Enter (a key meant for the last step must
    not give up the mission), so Enter says both ways on (it said only "Click a button."),
    and the message lies under the log's "Game log" heading (it lay over it), a short log or
    a full one."""
    from tests.ui.test_rpgget_findings import played

    s = played(lambda v: v.get("phase") == "mission" and v.get("current") == 0)
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()
    t = TableScene(app, s, viewer=0)
    app.push(t)
    t.update(app.time_source.advance(0.05))
    for i in range(lines):
        t.log.add(f"Bob plays line {i} of the story so far.", (200, 200, 200))
    labels = [b.label for b in t.moves.specs(0, t.legal(0))]
    assert labels == ["No mission"] and not any(b.hotkey for b in t.moves.specs(0, t.legal(0)))
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    said = [x.text for x in t.toasts.items]
    assert said == [
        "Enter does nothing here: drag a Mission from your hand into the arena to attempt it, "
        "or click No mission."
    ]
    assert t.game.view(0)["phase"] == "mission"  # nothing was played
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        t._frame = None
        t.draw(app.screen)
    heading = next(p for p in shot.placed if p.text == "Game log")
    head = heading.rect.copy()
    if shot.surfaces[heading.dest] == t.log_rect.size:  # drawn on the log's own sheet
        head.move_ip(t.log_rect.topleft)
    assert t.log_rect.contains(head)
    cx, top, room, height, px = t.paint.toast_place()
    w, h = t.toasts.extent(t.scale, room, height, px)
    box = pygame.Rect(0, top, w, h)
    box.centerx = cx
    assert not box.colliderect(head.inflate(0, 4)), (box, head)
    assert box.top >= head.bottom
    assert t.log_rect.contains(box) or not box.colliderect(t.log_rect)
