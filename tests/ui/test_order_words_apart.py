"""Espionage's Detective question asks for the cards in an order (issue 52): a picked card's
place showed as a "1" on the card beside the number key's badge "1" under it, so a card
showed two "1"s. A picked card now says its place as a word (the Detective's "keep", "top")
and shows no number key's badge; the cards not yet picked keep theirs."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.components import prompt as promptui
from tabletop.ui.layers import focus as focuslayer
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
    t._frame = None  # the still table's frame drawn anew with the pick


def test_ordinal_words() -> None:
    words = [promptui.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23)]
    assert words == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd"]


@pytest.mark.parametrize("scale", [100, 200])
def test_a_picked_card_says_its_place_and_shows_no_number_badge(
    home: Path, monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    drawn: list[tuple[str, pygame.Rect]] = []  # (word, where the card is) of each key badge
    orders: list[tuple[str, pygame.Rect]] = []  # (word, where it lies) of each order mark
    key_badge, blit = focuslayer.badge, promptui.theme.blit_text

    def spy_badge(surf: pygame.Surface, r: pygame.Rect, text: str, *a: Any) -> pygame.Rect:
        drawn.append((text, r.copy()))
        return key_badge(surf, r, text, *a)

    def spy_blit(surf: pygame.Surface, text: str, size: int, at: Any, *a: Any, **k: Any) -> Any:
        if text in {promptui.ordinal(n) for n in range(1, 10)} | {"keep", "top"}:
            orders.append((text, pygame.Rect(at, (0, 0))))
        return blit(surf, text, size, at, *a, **k)

    monkeypatch.setattr(focuslayer, "badge", spy_badge)
    monkeypatch.setattr(promptui.theme, "blit_text", spy_blit)
    app = screenprobe.make_app((1280, 720), scale)
    t = TableScene(app, _detective(), viewer=0, frozen=True)
    app.push(t)
    t.draw(app.screen)
    cards = [r for _o, r in t.prompts.shown]
    assert len(cards) >= 3
    assert [w for w, _r in drawn] == [str(n) for n in range(1, len(cards) + 1)]
    drawn.clear()
    _key(t, 1)
    t.draw(app.screen)
    if out := os.environ.get("TABLETOP_SHOTS"):
        pygame.image.save(app.screen, str(Path(out) / f"detective_order_{scale}.png"))
    first = cards[0]
    assert t.prompts.orders_at(first)
    # the picked card: no number key's badge, its place as a word on it, within the card
    assert [r for _w, r in drawn if r == first] == []
    assert [w for w, _r in drawn] == [str(n) for n in range(2, len(cards) + 1)]
    assert [w for w, at in orders] == ["keep"]  # the card taken (test_espionage_keep_badge)
    mark = t.prompts.badge_rect(first, t.scale, low=True)
    assert mark.collidepoint(orders[0][1].topleft)
    # under the card, where its number key's badge was (``badge_room``)
    assert mark.top >= first.bottom and first.left <= mark.centerx <= first.right
    size = max(promptui.theme.MIN_TEXT, int(20 * t.scale))
    fitted = promptui.theme.fit_text("keep", size, mark.width - 4, "bold")[1]
    assert fitted == "keep"  # whole, not cut
    # the next pick: the second card says "top", the third keeps its key's badge "3"
    drawn.clear(), orders.clear()
    _key(t, 2)
    t.draw(app.screen)
    assert {"keep", "top"} <= {w for w, _at in orders}
    assert all(not t.prompts.orders_at(r) for _w, r in drawn)
    pygame.quit()
