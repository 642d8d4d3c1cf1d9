"""RPG Get!'s party member menu (issue 52): the menu of what a member can do (its Recovery, its
Ability, its Attack) opened at the pointer, over the members to its right, hiding their names.
It opens beside the member now, below or above its card, inside the window, off every other
member's name (both parties', in the row and in the arena), off the member itself and off the
hand, at 1280x720 and 1920x1080, 100 % and 200 % text."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games.rpgget.labels import face_card
from tabletop.games.rpgget.layout import title_bottom
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock
from tests.ui.rpgclicks import click, clocked_table

MINE = ["Ryudo", "Enrique", "Yurka", "Aika", "Fina"]
THEIRS = ["HUmar", "Elena", "FOmar", "Linear Cannon"]
#: (position, the member clicked, where it lies): Yurka in the Play phase (First Aid or
#: Treasure Nose), Fina in the arena in the Party Attack step (Lunar Glyph or Lunar Light)
SCENES: dict[str, tuple[dict[str, Any], str, str]] = {
    "play": ({"phase": "play"}, "Yurka", "party/0"),
    "attack": (
        {
            "phase": "attempt",
            "step": "party_attack",
            "attempt": {
                "mission": "Rescue the Songstress",
                "active": ["Ryudo", "Fina", "Aika"],
                "enemies": [{"name": "Rag Rappy", "seat": 1}, {"name": "Rag Rappy", "seat": 1}],
            },
        },
        "Fina",
        "active",
    ),
}


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    return tmp_path


def _table(size: tuple[int, int], scale: int, scene: str) -> tuple[TableScene, ManualClock]:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "normal")]
    session = Session("rpgget", 5, seats, {})
    where = SCENES[scene][0]
    session.game.set_position(
        {
            "current": 0,
            **where,
            "seats": [
                {
                    "party": MINE,
                    "hand": ["Monomate", "Looper", "Rag Rappy"],
                    "deck": ["Looper"] * 20,
                },
                {"party": THEIRS, "deck": ["Looper"] * 20},
            ],
        }
    )
    return clocked_table(size, scale, session)


@pytest.mark.parametrize("scene", sorted(SCENES))
@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_a_members_menu_opens_beside_it_off_the_other_members_names(
    home: Path, size: tuple[int, int], scale: int, scene: str
) -> None:
    try:
        table, clock = _table(size, scale, scene)
        _, name, zone = SCENES[scene]
        boxes = table.gv.boxes(table.view, 0)
        member = next(r for c, r, w in boxes if w == zone and c.get("name") == name)
        # a press left of the middle of the card, where the old menu lay over its neighbours
        click(table, clock, (member.x + member.w // 3, member.y + member.h // 3))
        labels = [b.label for b in table.chooser]
        assert len(labels) == 2 and all(name in x for x in labels), labels
        menu = table.chooser[0].rect.unionall([b.rect for b in table.chooser[1:]])
        window = table.app.screen.get_rect()
        assert window.contains(menu) and table.play_rect.contains(menu), (menu, window)
        members = [
            (str(c.get("name")), r, c)
            for c, r, w in boxes
            if (w.startswith("party/") or w == "active") and r != member
        ]
        assert len(members) == len(MINE) + len(THEIRS) - 1
        for other, r, c in members:
            plate = pygame.Rect(r.x, r.y, r.width, title_bottom(face_card(c), r.size))
            assert not menu.colliderect(plate), (other, plate, menu)
        assert not menu.colliderect(member), (name, member, menu)  # beside it, not over it
        hand = [r for _c, r, w in boxes if w == "hand"]
        assert len(hand) == 3 and menu.collidelist(hand) < 0, (menu, hand)
        # beside the member: right above or below its card
        gap = int(6 * table.scale)
        assert menu.bottom == member.top - gap or menu.top == member.bottom + gap, (menu, member)
    finally:
        from tabletop.ui import theme

        theme.set_ui(100, False)
        pygame.quit()
