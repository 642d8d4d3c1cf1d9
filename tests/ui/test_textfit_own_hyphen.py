"""A card's name with a hyphen of its own ("Cave-In") split on a small face read "Cave-" / "-In"
(RPG Get!'s hand at 200 % on 1024x600): the word breaks at its own hyphen first, and no hyphen is
added beside one."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.components import textfit


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


@pytest.mark.parametrize("name", ["Cave-In", "Self-Destruct", "X-Buster Shot"])
@pytest.mark.parametrize("room", [34, 40, 46, 52, 60])
def test_a_names_own_hyphen_is_never_doubled(name: str, room: int) -> None:
    out = textfit.hyphenate(name, room, 12, "bold")
    assert "--" not in out
    assert not [w for w in out.split() if w.startswith("-")], out
    letters = out.replace("-", "").replace(" ", "")
    assert letters == name.replace("-", "").replace(" ", "")


def test_cave_in_breaks_at_its_own_hyphen() -> None:
    room = textfit.width("Cave-", 12, "bold")
    assert textfit.hyphenate("Cave-In", room, 12, "bold") == "Cave- In"
