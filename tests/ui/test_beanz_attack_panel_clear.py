"""Issue 52 (a new player, Mighty Beanz at 200 % on 1280x720, 2026-11-26): the panel of a Bean
Attack pointed at ("Bean Attack in Galaxy 1: the defender picks ... ATTACK 50") grew up over
the lower half of the player's own Lion Bean and its power and values. Grown over your row of
the mat, the panel moves along under it to where it covers none of your cards, and still
holds all of its lines."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tests.ui.frozengame import frozen_game

#: bots' moves into a game where your Cannonball Bean (slot 1, Galaxy 1) may attack and your
#: Ring Master Bean lies in Galaxy 3 (seed 0, 13 moves)
SEED, AFTER, ATTACKER = 0, 13, 1


@pytest.mark.parametrize("scale", [150, 200])
def test_the_pointed_attack_panel_covers_none_of_your_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    size = (1280, 720)
    with frozen_game("beanz", SEED, AFTER, "human,bot", size, scale) as (_app, table, _shot):
        gv, view = table.gv, table.view
        assert view["mat"][ATTACKER]["bean"] is not None and not view["stack"]
        shown = gv.hover_attack(view, 0, ATTACKER)
        box = gv.attack_box(view, shown)
        assert box is not None
        mine = [
            gv.slot_rect(view, sl["slot"])
            for sl in view["mat"]
            if sl["owner"] == 0 and (sl["bean"] or sl["cosmos"])
        ]
        assert len(mine) == 2
        assert not [r for r in mine if r.colliderect(box)], (box, mine)
        lines, total = gv.attack_lines(view, shown)
        plan = gv.attack_plan(box, lines, total, shown.targets, shown.title)
        assert plan.height <= box.height  # every line drawn
        mat = gv.mat_rect()  # under the mat's width, over the hand by nothing
        assert mat.left <= box.left and box.right <= mat.right and box.bottom <= gv.hand_y


@pytest.mark.parametrize(
    "seed, after, slot, shown",
    [(0, 13, 1, False), (1, 19, 4, False), (1, 19, 6, True)],
    ids=["no-rival-in-its-galaxy", "no-rival-in-galaxy-2", "may-attack"],
)
def test_a_pointed_bean_shows_its_attack_only_when_it_may_attack(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    seed: int,
    after: int,
    slot: int,
    shown: bool,
) -> None:
    """The panel of a Bean under the pointer stayed over the mat ("ATTACK 50") where the Bean
    had no rival Bean to attack in its Galaxy: it shows only for a Bean whose attack is a move
    now."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    size = (1280, 720)
    with frozen_game("beanz", seed, after, "human,bot", size, 200) as (_app, table, _shot):
        gv, view = table.gv, table.view
        at = gv.bean_at(view, view["mat"][slot]).center
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: at)
        may = any(a.verb == "attack" and a.args[0] == slot for a in table.legal(0))
        assert may == shown
        got = gv.attack_shown(view, 0)
        assert (got is not None) == shown
        if got is not None:
            assert got.hovered and got.attackers == [slot] and got.targets
