"""Espionage's Medic picker (the shared prompt's picker panel), as a tester saw it through a
real window: the hand's label showed beside the panel's edge, and cards in flight were drawn
over the panel."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui import botplay


def medic_prompt() -> Session:
    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"Bot{i}", "normal") for i in (1, 2)]
    s = Session("espionage", 1, seats)
    bot, rng = RandomBot(), random.Random(1)
    for _ in range(400):
        p = s.game.view(0).get("prompt") or {}
        if p.get("seat") == 0 and p.get("kind") == "medic":
            return s
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    raise AssertionError("no Medic prompt")


@pytest.mark.parametrize("size", [(1126, 633), (1280, 720), (1920, 1080)])
def test_the_medic_picker_covers_the_table_across_and_flying_cards_pass_under_it(
    tmp_path, monkeypatch, size
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    try:
        app = App(size, headless=True)
        t = TableScene(app, medic_prompt(), viewer=0, frozen=True)
        app.push(t)
        surf = pygame.Surface(size)
        t.draw(surf)
        box, pr = t.prompts.box, t.play_rect
        assert box.width and box.left <= pr.left + int(10 * t.scale)
        assert box.right >= pr.right - int(10 * t.scale)  # no table text beside its edges
        still = pygame.image.tobytes(surf.subsurface(box), "RGB")
        card = pygame.Surface((60, 80))
        card.fill((255, 0, 255))
        outside = (box.x + 10, max(0, box.y - 90))
        t.gv.flights = [
            {"t0": time.monotonic(), "dur": 100.0, "from": box.center, "to": box.center,
             "surface": card},
            {"t0": time.monotonic(), "dur": 100.0, "from": outside, "to": outside,
             "surface": card},
        ]  # fmt: skip
        t.draw(surf)
        assert pygame.image.tobytes(surf.subsurface(box), "RGB") == still
        assert surf.get_at((outside[0] + 5, outside[1] + 5))[:3] == (255, 0, 255)
    finally:
        pygame.quit()


def _prompt_of(kind: str) -> Session:
    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"Bot{i}", "normal") for i in (1, 2)]
    found = botplay.espionage_until(seats, botplay.asks(kind), range(1, 60))
    assert found is not None, f"no {kind} prompt"
    return found


@pytest.mark.parametrize("kind", ["assassin", "detective", "medic", "give", "blackmail"])
def test_the_prompts_hint_names_the_button_it_shows(tmp_path, monkeypatch, kind) -> None:
    """A new player: the Assassin's line said "then Confirm" while its button read "Discard
    Police". The line now names the button's own word."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    try:
        app = App((1280, 720), headless=True)
        t = TableScene(app, _prompt_of(kind), viewer=0, frozen=True)
        app.push(t)
        t.draw(app.screen)
        sel = t.prompts.current(t.gv, t.view, 0, t.legal(0))
        hint = t.prompts.picker_hint(t.gv, t.view, sel)  # the Medic's said "then Confirm"
        for _v, _r, do in t.focus.options()[: 3 if kind == "detective" else 1]:
            do()  # the cards clicked, as asked
        t.draw(app.screen)
        label = next(b.label for b in t.buttons if b.hotkey == "Enter")  # the prompt's own
        assert "Confirm" not in hint
        assert f"press {label.split()[0]}" in hint, (hint, label)
    finally:
        pygame.quit()
