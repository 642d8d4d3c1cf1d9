"""An overlapping hand never hides a card's name start or its value. On the smallest window
(1024x600) at 100 % text with six Austin Powers seats, a new player saw the Bone and Happening
cards' Mojo only when hovered (the tab that repeats a covered card's type covered the plate's
"Mojo 10" line too), and the card right of a hovered one lost its name's first letter ("o I
Make You"): the type tab now says the plate's value under the type, and the card drawn whole
on top has the next card's name again beside it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui.components import hand as hand_component
from tabletop.ui.components.hand import _tab_plan
from tests.ui import screenprobe, textprobe
from tests.ui.test_small_window_hands import hand_items

SMALL = (1024, 600)
SIX = "human,bot,bot,bot,bot,bot"


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def test_a_covered_bones_mojo_is_read_on_its_type_tab(home: Path) -> None:
    """Seed 4's deal: "Yeah, Baby, Yeah!" (a Frickin' Bone, Mojo 5) lies under the next card;
    its tab says FRICKIN' BONE and Mojo 5, both inside the strip that shows."""
    app = screenprobe.make_app(SMALL, 100)
    try:
        table, shot = screenprobe.frozen_table(app, textprobe._session("austin", 4, 0, SIX), SMALL)
        pygame.image.save(app.screen, str(home / "hand.png"))
        items = hand_items(table)
        checked = 0
        for it, nxt in zip(items, items[1:]):
            face = it.readable()
            assert face is not None
            if not face.get("stats") or nxt.rect.x >= it.rect.right:
                continue
            strip = pygame.Rect(it.rect.x, it.rect.y, nxt.rect.x - it.rect.x, it.rect.height)
            said = [p for p in shot.placed if strip.contains(p.rect)]
            typed = [p for p in said if p.text == str(face.get("type_line", "")).upper()]
            if typed:  # a type tab drawn: the value under it, in the strip
                checked += 1
                values = [p for p in said if p.text == face["stats"]]
                assert values, (face["name"], [p.text for p in said])
                assert values[0].rect.top >= typed[0].rect.bottom - 2, face["name"]
        assert checked >= 1  # the Bone the new player met
    finally:
        pygame.quit()


def test_the_card_beside_a_hovered_one_keeps_its_names_start(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The pointer on the third card lifts it, whole over its neighbours: the fourth card's
    name is drawn again, whole, on the part of that card right of the lifted one."""
    app = screenprobe.make_app(SMALL, 100)
    try:
        table, _shot = screenprobe.frozen_table(app, textprobe._session("austin", 4, 0, SIX), SMALL)
        items = hand_items(table)
        hovered, beside = items[2], items[3]
        assert beside.rect.x < hovered.rect.right  # the row overlaps
        tabs: list[tuple[pygame.Rect, int, str]] = []
        real = hand_component.name_tab

        def spy(surf: Any, card: pygame.Rect, shown: int, name: str, *a: Any) -> None:
            tabs.append((pygame.Rect(card), shown, name))
            real(surf, card, shown, name, *a)

        monkeypatch.setattr("tabletop.ui.parts.gameview.name_tab", spy)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: hovered.rect.center)
        app.screen = pygame.Surface(SMALL)
        table._frame, table.dirty = None, True
        table.draw(app.screen)
        pygame.image.save(app.screen, str(home / "hovered.png"))
        assert table.gv.lifted is not None  # the third card is lifted
        lifted = table.gv.lifted[1]
        face = beside.readable()
        assert face is not None
        name = str(face["name"])
        again = [(r, shown) for r, shown, n in tabs if n == name and r.x >= lifted.right]
        assert again, tabs
        r, shown = again[0]
        assert r.x + shown <= items[4].rect.x  # on the part that shows
        plan = _tab_plan(r, shown, name, table.gv.scale, "austin")
        assert plan is not None and " ".join(plan.lines).split() == name.split()
    finally:
        pygame.quit()
