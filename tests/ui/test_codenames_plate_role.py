"""Issue 52 (a new player, 2026-11-26 evening): in a co-op game the player's team plate said only
"your team" where the lesson says "you: Agent": the plate says the person's role, Director or
Agent, at every text size (only "you" where the role has no room, never cut)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.codenames import plates
from tabletop.ui import theme
from tests.ui.clueplay import coop_session, home, traced_table  # noqa: F401  (home: the fixture)
from tests.ui.textspy import record_texts


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_a_directors_own_plate_says_you_director(scale: int) -> None:
    table, shot = traced_table((1280, 720), scale, coop_session(4, []))
    texts = [p.text for p in shot.placed]
    mine = [t for t in texts if "you: Director" in t]
    assert mine, texts
    assert not [t for t in texts if "your team" in t], texts
    said = [p for p in shot.placed if "you: Director" in p.text]
    assert all(not p.cut for p in said)
    assert not [t for t in shot.spills if "you" in t[0]], shot.spills


def _coop_view(role: str) -> dict[str, Any]:
    return {
        "turn_team": "shield", "phase": "guess", "variant": "co-op", "player_team": "shield",
        "left": {"shield": 8, "hydra": 9}, "winner": None,
        "you": {"seat": 1, "team": "shield", "role": role},
    }  # fmt: skip


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("role", ["agent", "director"])
def test_the_co_op_plate_names_the_persons_role(
    role: str, scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    pygame.init()
    theme.set_ui(scale, False)
    said = record_texts(monkeypatch)
    surf = pygame.Surface((540, 200))
    s = 1.0
    r = pygame.Rect(0, 0, 520, plates.plate_height(s))
    plates.draw_plate(surf, r, _coop_view(role), "shield", s)  # type: ignore[arg-type]
    texts = [w.text for w in said]
    assert any(t.endswith(f"you: {role.title()}") for t in texts), texts
    said.clear()
    plates.draw_plate(surf, r, _coop_view(role), "hydra", s)  # type: ignore[arg-type]
    texts = [w.text for w in said]
    assert any(t.endswith("rival") for t in texts) and not any("you" in t for t in texts)
