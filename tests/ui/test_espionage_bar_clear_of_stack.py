"""Issue 52: at 150 % and 200 % text (1280x720 and 1920x1080) the reaction window's bar lay
over the top card of THE STACK, the one the window is about: its name and kind were hidden.
Where the bar, centred, would cover a card on the stack it goes to the stack panel's right and
the stack's cards lie left of it, the top card whole, with one, two and three cards on it:
at a table against the computer and in hot-seat, where the window is shown to everyone."""

from __future__ import annotations

import functools
import os
from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.parts.layout import CardItem
from tabletop.ui.table import TableScene
from tests.ui import botplay, screenprobe
from tests.ui.fakeclock import ManualClock

NAMES = ("Ann", "Bea", "Cal", "Dan")
SOLO = (SeatConfig("human", "Ann"), *(SeatConfig("bot", n, "normal") for n in NAMES[1:]))
HOT = tuple(SeatConfig("human", n) for n in NAMES)


@functools.cache
def _moves(seats: tuple[SeatConfig, ...], cards: int) -> tuple[int, tuple[str, ...]]:
    """A game (its seed and moves) stopped in a reaction window with ``cards`` on the stack."""
    found = botplay.espionage_until(
        list(seats), lambda v: v["phase"] == "window" and len(v["stack"]) == cards, range(1, 80)
    )
    assert found is not None, f"no window with {cards} cards on the stack"
    return found.seed, tuple(found.log)


def _table(size: tuple[int, int], scale: int, seats: tuple[SeatConfig, ...], cards: int):
    seed, moves = _moves(seats, cards)
    session = Session("espionage", seed, list(seats))
    for move in moves:
        session.apply(parse_action(move))
    app = screenprobe.make_app(size, scale)
    if seats == HOT:  # the screen's owner passes the curtain: the window is shown to everyone
        app.time_source = ManualClock()
        table = TableScene(app, session)
        app.push(table)
        table.lift_curtain()
        app.step([])
        assert table.screen.public_window()
    else:
        table = TableScene(app, session, viewer=0)
        app.push(table)
        table.next_bot_at = float("inf")
        table.update(100.0)  # the window opens: its bar is up
    return table


CASES = [(sz, sc, SOLO) for sz in ((1280, 720), (1920, 1080)) for sc in (100, 150, 200)]
CASES += [((1024, 600), 200, SOLO), ((1280, 720), 150, HOT), ((1280, 720), 200, HOT)]
CASES += [((1920, 1080), 200, HOT)]


@pytest.mark.parametrize(
    ("size", "scale", "seats"),
    CASES,
    ids=[f"{sz[0]}x{sz[1]}-{sc}-{'hot' if se == HOT else 'solo'}" for sz, sc, se in CASES],
)
def test_the_bar_leaves_the_top_card_whole(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    scale: int,
    seats: tuple[SeatConfig, ...],
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    monkeypatch.setattr(table_mod, "CURTAIN_GUARD", 0.0)
    try:
        for cards in (1, 2, 3):
            table = _table(size, scale, seats, cards)
            surf = pygame.Surface(size)
            table.draw(surf)
            bar = table.bar.rect()
            assert bar is not None, "the window's bar is up"
            view = table.view
            assert len(view["stack"]) == cards
            lay = table.gv.layout_for(view, table.acting_seat())
            assert lay is not None
            stack = [it.rect for it in lay.items if isinstance(it, CardItem) and it.zone == "stack"]
            assert stack == table.gv.stack_rects(view)  # where they are drawn and picked
            top = stack[-1].inflate(6, 6)  # with its glow
            assert not bar.colliderect(top), (cards, bar, top)
            panel = table.gv.table_rect
            assert all(panel.contains(r) for r in stack), (cards, stack, panel)
            assert pygame.Rect((0, 0), size).contains(bar)
            shots = os.environ.get("TABLETOP_SHOTS")
            if shots:
                name = f"bar_stack{cards}_{size[0]}x{size[1]}_{scale}_{len(table.screen_humans())}"
                pygame.image.save(surf, os.path.join(shots, name + ".png"))
            pygame.quit()
    finally:
        pygame.quit()
