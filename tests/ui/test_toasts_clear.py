"""A table's messages (toasts: "Not now: ...", "Saved as ...") never cover a seat's header or
name, nor a card: every game of the registry, at 1280x720 with 100 %, 150 % and 200 % text, at
1920x1080 and on a 1024x600 window. They go in the game's free room on the table (Espionage:
over the stack's panel, under the opponents' panels) clear of the cards placed there, else in
the log's column under its newest line (issue 52: toasts covered the seat headers in Austin)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.registry import playable_names
from tabletop.ui import theme
from tabletop.ui.parts.layout import CardItem, PileItem
from tabletop.ui.parts.refusal_place import distance
from tests.ui import screenprobe, textprobe

WHERE = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1920, 1080), 100)]
WHERE += [((1920, 1080), 200), ((1024, 600), 100)]


def scenes(game: str) -> list[tuple[str, str, int, int, str]]:
    """The probe's scenes of ``game``: its first and its most crowded (most seats) one; a game
    the probe does not know yet, after a few moves with two seats."""
    mine = [s for s in textprobe.SCENES if s[1] == game]
    if not mine:
        return [(game, game, 1, 10, "human,bot")]
    crowded = max(mine, key=lambda s: s[4].count(","))
    return [mine[0]] + ([crowded] if crowded is not mine[0] else [])


CASES = [
    pytest.param(scene, size, scale, id=f"{scene[0]}-{size[0]}x{size[1]}@{scale}")
    for game in playable_names()
    for scene in scenes(game)
    for size, scale in WHERE
]
#: Espionage with two cards on the stack, their captions naming players
STACK = ("espionage-stack", "espionage", 7, 19, "human,bot,bot,bot")
CASES += [pytest.param(STACK, (1280, 720), sc, id=f"espionage-stack@{sc}") for sc in (100, 200)]


def drawn_toasts(table: Any) -> pygame.Rect:
    """The box the table's toasts are drawn in now."""
    got: dict[str, Any] = {}
    real = table.toasts.draw

    def spy(dest: Any, cx: int, top: int, scale: float, room: int = 0, *more: int) -> None:
        got.update(cx=cx, top=top, args=(scale, room, *more))
        real(dest, cx, top, scale, room, *more)

    table.toasts.draw = spy
    try:
        table.dirty = True
        table.draw(pygame.Surface(table.size))
    finally:
        del table.toasts.draw
    assert got, "the toasts were drawn"
    w, h = table.toasts.extent(*got["args"])
    box = pygame.Rect(0, got["top"], w, h)
    box.centerx = got["cx"]
    return box


@pytest.mark.parametrize("scene, size, scale", CASES)
def test_toasts_cover_no_seat_header_name_or_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scene: Any, size: Any, scale: int
) -> None:
    from tabletop.ui.table import TableScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    _name, game, seed, after, seats = scene
    session = textprobe._session(game, seed, after, seats)
    app = screenprobe.make_app(size, scale)
    try:
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            app.screen = pygame.Surface(size)
            table = TableScene(app, session, viewer=0, frozen=True)
            app.push(table)
            table.draw(app.screen)
        table.toasts.add("Not now: it is Bo's turn; you may answer in the reaction window.", "bad")
        table.toasts.add("Saved as Friday night", "good")
        box = drawn_toasts(table).inflate(-2, -2)
        assert table.play_rect.union(table.log_rect).contains(box), "inside the window"
        names = [session.seat_name(i) for i in range(len(session.seats))]
        room = table.gv.toast_room(table.view) or pygame.Rect(0, 0, 0, 0)
        on_table = [  # the window's own texts (the frame and layers are window-sized)
            p
            for p in shot.placed
            if shot.surfaces[p.dest] == size and not table.log_rect.colliderect(p.rect)
        ]
        covered = [
            p.text
            for p in on_table
            if box.colliderect(p.rect)
            and (any(n in p.text for n in names) or not room.contains(p.rect))
        ]
        assert not covered, f"the toasts at {box} cover {covered[:6]}"
        lay = table.gv.layout_for(table.view, 0)
        cards = [it for it in (lay.items if lay else []) if isinstance(it, CardItem | PileItem)]
        hit = [it.key for it in cards if box.colliderect(it.rect)]
        assert not hit, f"the toasts at {box} cover cards {hit[:6]}"
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def test_a_refusal_is_said_clear_of_the_place_it_is_about(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A card refused on Espionage's stack: the reason does not cover the point it was dropped
    on, and lies near it on the table, never in the log's column (``test_refusal_near``)."""
    from tabletop.ui.table import TableScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app((1280, 720), 100)
    try:
        session = textprobe._session("espionage", 7, 0, "human,bot,bot,bot")
        table = TableScene(app, session, viewer=0, frozen=True)
        app.push(table)
        room = table.gv.toast_room(table.view)
        table.toast("Ann was eliminated by Bea.")
        assert room.contains(drawn_toasts(table)), "a message goes over the stack's panel"
        for at in (room.center, (room.centerx, room.top + 30), (room.centerx, room.bottom - 30)):
            table.toasts.items.clear()
            table.refuse("Not now.", at)
            box = drawn_toasts(table)
            assert table.play_rect.contains(box) and not box.colliderect(table.log_rect)
            assert not box.inflate(20, 20).collidepoint(at), (at, box)
            assert distance(box, at) < 120, (at, box)
    finally:
        pygame.quit()
