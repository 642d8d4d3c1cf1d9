"""RPG Get!'s animations land where they cover no words (issue 52): a damage number ("-3") and
a status ("POISON") rise beside the card they name, not over its "PP 2" or over the arena's
line of what to do now, and a flipped coin spins with HEADS beside it in a free spot of the
arena's row of cards, below that line, at 100 % and 200 % text."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe, textprobe

MOVING = ("-3", "POISON", "HEADS")


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 100), ((1280, 720), 200), ((1920, 1080), 150)]
)
@pytest.mark.parametrize("k", [0.3, 1.0])
def test_numbers_and_coin_cover_no_words(
    size: tuple[int, int], scale: int, k: float, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    sc = next(s for s in textprobe.SCENES if s[0] == "rpgget-attempt")
    session = textprobe._session(*sc[1:])
    app = screenprobe.make_app(size, scale)
    try:
        table, _shot = screenprobe.frozen_table(app, session, size)
        gv = table.gv
        card = table.view["attempt"]["active"][0]  # a party member in the arena
        gv.on_events(
            [
                {"kind": "DamageDealt", "data": {"card": card, "amount": 3}},
                {"kind": "StatusGained", "data": {"card": card, "status": "poison"}},
                {"kind": "CoinFlipped", "data": {"heads": True}, "text": "Fina evades"},
            ],
            0,
        )
        now = time.monotonic()
        for a in gv.floats + gv.coins:
            a["t0"] = now - k
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            app.screen = pygame.Surface(size)  # the table's own drawing, then what moves
            gv.draw(app.screen, table.view, 0, 0.0)
            gv.draw_overlay(app.screen, table.view, 0, 0.0)
        pygame.image.save(app.screen, str(tmp_path / "motion.png"))
        moving = [p for p in shot.placed if p.text in MOVING]
        assert {p.text for p in moving} == {"-3", "POISON", "HEADS"} - (
            {"HEADS"} if k < 1.0 else set()
        )
        # no word of the table under them, nor one under another
        bad = [o for o in shot.overlaps() if set(o) & set(MOVING)]
        assert not bad, bad
        # nor over a card (its words: name, PP, HP) or off the play area
        cards = list(gv.rects.values())
        play = table.play_rect
        for p in moving:
            ink = p.rect.inflate(-4, -2 * max(2, p.rect.height // 6))
            assert ink.collidelist(cards) < 0, (p.text, p.rect)
            assert play.contains(p.rect), (p.text, p.rect, play)
        # the coin (and its label) under the arena's line of what to do now, clear of cards
        spot = gv.coins[0]["spot"]
        hint = [p.rect for p in shot.placed if p.text.startswith("Enemy:")]
        assert hint and all(spot.top >= r.bottom - r.height // 6 for r in hint), (spot, hint)
        assert spot.collidelist(cards) < 0 and gv.areas["arena"].contains(spot)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
