"""Mighty Beanz on a 1024x600 screen at 100 % text (issue 52, a new player's walk): a Bean
card's name in the hand is never under its panel of team, power and MMP ("Platypus Bean" was
hidden by "Outback Adv."), and the words of the mat's Galaxies and Loot stacks never run
together ("GALAXY 1Loot 2")."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.beanz.cards import card_defs
from tabletop.games.beanz.labels import side
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe

SIZE = (1024, 600)


def test_hand_bean_names_stay_above_their_panels(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    session = textprobe._session("beanz", 5, 5, "human,bot")  # a Platypus Bean in the hand
    app = screenprobe.make_app(SIZE, 100)
    try:
        table, _shot = screenprobe.frozen_table(app, session, SIZE)
        pygame.image.save(app.screen, str(tmp_path / "hand.png"))
        gv = table.gv
        hand = [c["name"] for c in side(table.view, 0)["hand"]]
        assert "Platypus Bean" in hand
        beans = [d.describe() for d in card_defs().values() if d.is_bean]
        gv._faces.clear()
        for bean in beans:
            shot = screenprobe.Shot()
            with screenprobe.recording(shot):
                gv.face(bean, gv.hand_card, info=True)
            words = str(bean["name"]).split()
            name = [p for p in shot.placed if p.text in words]
            assert name, bean["name"]
            face = max(p.dest for p in name)
            panel = [p for p in shot.placed if p.dest > face]
            assert any(p.text.startswith("MMP") for p in panel), bean["name"]
            foot = max(p.rect.bottom for p in name)
            assert min(p.rect.top for p in panel) >= foot, (bean["name"], name, panel)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize(("seed", "after"), [(16, 55), (5, 24)])
def test_galaxy_names_and_loot_words_keep_apart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int, after: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    session = textprobe._session("beanz", seed, after, "human,bot")
    app = screenprobe.make_app(SIZE, 100)
    try:
        _table, shot = screenprobe.frozen_table(app, session, SIZE)
        pygame.image.save(app.screen, str(tmp_path / "mat.png"))
        names = [p.rect for p in shot.placed if p.text.startswith("GALAXY")]
        loot = [p for p in shot.placed if p.text.startswith("Loot") or "captured" in p.text]
        # (each with its shadow; a Galaxy under the attack's panel is not shown)
        assert len({(r.centerx // 4) for r in names}) >= 2 and len(loot) >= 4
        for p in loot:  # a gap of a few pixels between them, not only no overlap
            assert p.rect.inflate(8, 0).collidelist(names) < 0, (p.text, p.rect, names)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
