"""Mighty Beanz' defender's choice at 100, 150 and 200 % (2026-11-25, a new player told the
Beans apart by team alone): the outcome ("\u2192 Sidewayz") lies under each Bean card, never
over its name."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.games.beanz.labels import GAME, card_dict
from tabletop.ui.components import card as card_component
from tests.ui.frozengame import frozen_game

#: seed 16 after 55 bots' moves: you choose which of three Beans defends an Attack 100
SEED, AFTER = 16, 55


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_outcome_label_keeps_clear_of_each_bean_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    with frozen_game("beanz", SEED, AFTER, "human,bot", size, scale) as (_app, table, _shot):
        gv, view = table.gv, table.view
        outcomes = (view["targeting"] or {})["outcomes"]
        assert len(outcomes) == 3
        for sl in view["mat"]:
            if str(sl["slot"]) not in outcomes:
                continue
            br = gv.bean_rect(gv.slot_rect(view, sl["slot"]), sl["position"])
            d = card_dict(sl["bean"])
            d["cost"], d["no_plate"] = None, True
            d["name"] = d["name"].removesuffix(" Bean")
            title = card_component.title_rect(GAME, d, br.size).move(br.topleft)
            px, words = gv.outcome_words("\u2192 Sidewayz", br)
            label = gv.outcome_rect(br, px, words)
            assert not label.colliderect(title), (label, title)
            assert not label.colliderect(br)
