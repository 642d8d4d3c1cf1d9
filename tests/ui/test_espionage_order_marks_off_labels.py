"""Espionage's Detective question: the place words of the picked cards ("1st", "2nd") lay at
the foot of each card, over its type label ("M[1st]N", "RE[2nd]ON"). They now stand under the
card, in the room its number key's badge had, clear of every card and of the hint."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.components import prompt as promptui
from tabletop.ui.table import TableScene
from tests.ui import botplay, screenprobe
from tests.ui.freshhome import home_when_asked  # noqa: F401  (the fixture "home")


def _detective() -> Session:
    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"Bot{i}", "normal") for i in (1, 2)]
    found = botplay.espionage_until(seats, botplay.asks("detective"), range(1, 60))
    assert found is not None, "no Detective question"
    return found


def _key(t: TableScene, digit: int) -> None:
    key = getattr(pygame, f"K_{digit}")
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=str(digit), scancode=0))
    t._frame = None


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 100), ((1280, 720), 200), ((1024, 600), 100)]
)
def test_the_order_words_lie_off_the_cards(
    home: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    words = {promptui.ordinal(n) for n in range(1, 10)} | {"keep", "top"}
    orders: list[tuple[str, tuple[int, int]]] = []
    blit = promptui.theme.blit_text

    def spy_blit(surf: pygame.Surface, text: str, px: int, at: Any, *a: Any, **k: Any) -> Any:
        if text in words:
            orders.append((text, tuple(at)))
        return blit(surf, text, px, at, *a, **k)

    monkeypatch.setattr(promptui.theme, "blit_text", spy_blit)
    app = screenprobe.make_app(size, scale)
    t = TableScene(app, _detective(), viewer=0, frozen=True)
    app.push(t)
    t.draw(app.screen)
    cards = [r for _o, r in t.prompts.shown]
    assert len(cards) >= 3
    _key(t, 1)
    _key(t, 2)
    orders.clear()
    t.draw(app.screen)
    assert {"keep", "top"} <= {w for w, _at in orders}
    box = t.prompts.box
    picked = [c for c in cards if t.prompts.orders_at(c)]
    assert len(picked) == len(orders)
    for card in picked:
        mark = t.prompts.badge_rect(card, t.scale, low=True)
        assert any(mark.collidepoint(at) for _w, at in orders), (mark, orders)
        # off every card (their names at the top, their type labels at the foot)
        assert all(not mark.colliderect(c) for c in cards), (mark, cards)
        assert box.contains(mark)
        assert abs(mark.centerx - card.centerx) <= 1 and mark.top >= card.bottom
        px = max(promptui.theme.MIN_TEXT, int(20 * t.scale))
        for word in ("keep", "top", "2nd"):
            assert promptui.theme.fit_text(word, px, mark.width - 4, "bold")[1] == word
    pygame.quit()
