"""RPG Get!'s animations land where they cover no words (issue 52): a damage number ("-3")
and a status ("POISON", where there is room) rise next to the card they name, not over its
"PP 2" or over the arena's line of what to do now, and a flipped coin spins with HEADS beside
it in a free spot of the arena's row of cards, below that line, at 100 % to 200 % text."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe, textprobe
from tests.ui.fakeclock import ManualClock

MOVING = ("-3", "POISON", "HEADS")


@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 100), ((1280, 720), 200), ((1920, 1080), 150), ((1024, 600), 100)],
)
@pytest.mark.parametrize("k", [0.3, 1.0])
@pytest.mark.parametrize("scene", ["rpgget-attempt", "rpgget-three"])
def test_numbers_and_coin_cover_no_words(
    size: tuple[int, int],
    scale: int,
    k: float,
    scene: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    sc = next(s for s in textprobe.SCENES if s[0] == scene)
    session = textprobe._session(*sc[1:])
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()  # the motion's age is the test's, whatever the machine
    try:
        table, _shot = screenprobe.frozen_table(app, session, size)
        gv = table.gv
        att = table.view.get("attempt")
        # a party member in the arena during an attempt, else the last of your own row
        card = att["active"][0] if att else table.view["zones"]["party/0"]["cards"][-1]["id"]
        gv.on_events(
            [
                {"kind": "DamageDealt", "data": {"card": card, "amount": 3}},
                {"kind": "StatusGained", "data": {"card": card, "status": "poison"}},
                {"kind": "CoinFlipped", "data": {"heads": True}, "text": "Fina evades"},
            ],
            0,
        )
        now = gv.clock()
        for a in gv.floats + gv.coins:
            a["t0"] = now - k
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            app.screen = pygame.Surface(size)  # the table's own drawing, then what moves
            gv.draw(app.screen, table.view, 0, 0.0)
            gv.draw_overlay(app.screen, table.view, 0, 0.0)
        pygame.image.save(app.screen, str(tmp_path / "motion.png"))
        moving = [p for p in shot.placed if p.text in MOVING]
        # the number always; a status's word only where there is room next to the card (the
        # card's own pill says it); the coin's word once it has landed
        shown = {p.text for p in moving}
        assert "-3" in shown and ("HEADS" in shown) == (k >= 1.0), shown
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
        # the coin (and its label) in the arena, clear of cards and of every word drawn
        # (the arena's line of what to do now above it)
        spot = gv.coins[0]["spot"]
        assert spot.collidelist(cards) < 0 and gv.areas["arena"].contains(spot)
        words = [
            p.rect.inflate(-4, -2 * max(2, p.rect.height // 6))
            for p in shot.placed
            if p.text.strip() and p.text not in MOVING
        ]
        assert spot.collidelist(words) < 0, (spot, words[spot.collidelist(words)])
        if att:
            hint = [p.rect for p in shot.placed if p.text.startswith("Enemy:")]
            assert hint and all(spot.top >= r.bottom - r.height // 6 for r in hint)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def test_a_crowded_row_keeps_the_number_on_its_own_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first card of a full row at 200 % has no free room beside it: its number lies
    beside it, over or under it, or (no room there either) on that card, on a plate; never
    beside another card, where it would read as that card's."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    sc = next(s for s in textprobe.SCENES if s[0] == "rpgget-three")
    session = textprobe._session(*sc[1:])
    size = (1280, 720)
    app = screenprobe.make_app(size, 200)
    app.time_source = ManualClock()
    try:
        table, _shot = screenprobe.frozen_table(app, session, size)
        gv = table.gv
        row = [c["id"] for c in table.view["zones"]["party/0"]["cards"]]
        assert len(row) >= 3
        gv.on_events([{"kind": "DamageDealt", "data": {"card": row[0], "amount": 3}}], 0)
        gv.floats[0]["t0"] = gv.clock() - 0.5
        app.screen = pygame.Surface(size)
        gv.draw(app.screen, table.view, 0, 0.0)
        gv.draw_overlay(app.screen, table.view, 0, 0.0)
        pygame.image.save(app.screen, str(tmp_path / "crowded.png"))
        spot, own = gv.floats[0]["spot"], gv.rects[row[0]]
        hull = spot.union(own).inflate(-2, -2)
        others = [r for c, r in gv.rects.items() if c != row[0]]
        assert hull.collidelist(others) < 0, (spot, own)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
