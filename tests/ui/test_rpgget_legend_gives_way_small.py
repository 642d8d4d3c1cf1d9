"""RPG Get! at 1024x600, 100 %: while a party set out on a mission, the three lines of the
status legend took the arena's foot, and the party's cards above it were cut to 84x54 stubs
(their art gone, "FOmar PP 1 HP 6/6"). While an attempt is in the arena its cards keep their
usual size: the legend folds to one line of the statuses' names ("PSN poison"), else gives
way (the guide, F1, lists the statuses)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.games.rpgget.paint import STATUS_COLOURS
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)  # the test moves
    return tmp_path


def attempt_session(seed: int) -> Session:
    """Ann against one computer, played until the computer's party has set out on a mission
    and Ann is asked for its Enemies (seed 31: FOmar and HUnewearl on Hunt the Golden
    Rappy)."""
    s = Session("rpgget", seed, [SeatConfig.parse(t, i) for i, t in enumerate(("human", "bot"))])
    for _ in range(600):
        g = s.game
        view = g.view(None)
        if view.get("attempt") and view["phase"] != "window" and g.active_seats()[0] == 0:
            return s
        a = g.active_seats()[0]
        s.apply((s.bots.get(a) or RandomBot()).choose(g.view(a), g.legal_actions(a), s.bot_rng))
    raise AssertionError("no attempt reached: pick another seed")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("seed", [31, 7])
def test_the_arena_keeps_its_cards_size_while_a_party_sets_out(
    seed: int, size: tuple[int, int]
) -> None:
    try:
        t, shot = screenprobe.drawn_table(size, 100, attempt_session(seed))
        gv = t.gv
        arena = gv.areas["arena"]
        usual = gv.arena_card
        cards = [(c["name"], r) for c, r, w in gv.boxes(t.view, 0) if w in ("active", "enemy")]
        assert cards
        for name, r in cards:  # as tall as the arena's usual card (it was 54 of 86 px)
            assert r.height >= usual[1], (name, r, usual)
            assert arena.contains(r), (name, r, arena)
        legend = [p for p in shot.placed if p.text.split(" ")[0] in STATUS_COLOURS]
        for p in (x.rect for x in legend):  # where a legend is drawn, it lies below every card
            assert not [n for n, r in cards if r.colliderect(p)], p
            assert arena.contains(p), (p, arena)
        if size == (1280, 720):  # there is room for its line of names
            assert {p.text.split(" ")[0] for p in legend} == set(STATUS_COLOURS), legend
    finally:
        theme.set_ui(100, False)
        pygame.quit()
