"""Espionage's Detective question on a small window with large text (issue 52, 1024x600 at
200 %): the cards' names are whole ("Blac-kmail" before: the hint takes one line there, so
the cards are larger), the pick-order badges lie clear of the names (they lay over
"Assassin"; they now stand under the cards), and the button's words are whole ("Keep Assassin; on top: Ninja, then…" was cut)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.components import card as cardui
from tabletop.ui.components.widgets import words_width
from tabletop.ui.table import TableScene
from tests.ui import botplay, screenprobe
from tests.ui.freshhome import home_when_asked  # noqa: F401  (the fixture "home")


def _long_names(view: dict[str, Any]) -> bool:
    """Seat 0's Detective question over two cards of the longest names."""
    names = [c["name"] for c in (view.get("pending") or {}).get("cards", [])]
    return botplay.asks("detective")(view) and sum(n in LONG for n in names) >= 2


LONG = ("Assassin", "Blackmail")


def _detective() -> Session:
    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"Bot{i}", "normal") for i in (1, 2)]
    found = botplay.espionage_until(seats, _long_names, [58])  # Decoy, Blackmail, Blackmail
    assert found is not None, "no Detective question"
    return found


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_detective_picker_shows_whole_names_badges_off_them_and_its_button_whole(
    home: Path, size: tuple[int, int]
) -> None:
    app = screenprobe.make_app(size, 200)
    t = TableScene(app, _detective(), viewer=0, frozen=True)
    app.push(t)
    t.draw(app.screen)
    for _v, _r, do in t.focus.options()[:3]:
        do()  # the three cards picked in order
    t._frame = None  # the still table's frame drawn anew with the picks
    t.draw(app.screen)
    if out := os.environ.get("TABLETOP_SHOTS"):
        pygame.image.save(app.screen, str(Path(out) / f"detective_{size[0]}_200.png"))
    shown = t.prompts.shown
    assert len(shown) >= 3
    for o, r in shown:
        face = t.gv.prompt_card(t.view, int(o["card"]))
        assert cardui.name_unbroken("espionage", face, r.size), (face["name"], r.size)
        title = cardui.title_rect("espionage", face, r.size).move(r.topleft)
        badge = t.prompts.badge_rect(r, t.scale, low=True)
        # under the card, off its name and type label, inside the picker's panel
        assert badge.top >= r.bottom - 2 and t.prompts.box.contains(badge), (face["name"], badge)
        assert not badge.colliderect(title), (face["name"], badge, title)
    # the status line's band never says the picker's heading again over its cards
    band = t.paint.band_rect  # drawn this frame (None: not drawn)
    assert band is None or not band.colliderect(t.prompts.box), band
    keep = next(b for b in t.buttons if b.hotkey == "Enter")
    assert keep.label.startswith("Keep ") and "\u2026" not in keep.label
    assert words_width(keep.label, keep.rect.height) <= keep.rect.width, keep.label
    assert t.prompts.box.contains(keep.rect)
