"""RPG Get!'s face-down bank: its count's badge lay at the pile's foot, over the back's
"RPG GET!" (it read "RPG ET!"). The badge now sits at the top card's right edge, level with
the back's emblem: the words at the back's foot are left clear."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe

#: a computer's bank of one face-down card (two players, the computer's Mission phase)
SCENE = (1, 9, "human,bot")
SHOTS = [((1280, 720), 100), ((1280, 720), 200), ((1024, 600), 100)]
#: the back's words lie under this share of its height ("RPG GET!" at its foot)
WORDS = 0.72


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize("shot", SHOTS, ids=[f"{w}x{h}-{s}" for (w, h), s in SHOTS])
def test_the_bank_count_leaves_the_backs_words_clear(
    home: Path, shot: tuple[tuple[int, int], int]
) -> None:
    size, scale = shot
    try:
        seed, after, seats = SCENE
        session = textprobe._session("rpgget", seed, after, seats)
        t, drawn = screenprobe.drawn_table(size, scale, session, keys=False)
        pygame.image.save(t.app.screen, str(home / "bank.png"))
        z = t.view["zones"]["bank/1"]
        assert z["count"] == 1 and z["cards"] is None
        pile = t.gv.pile_rects[("bank", 1)]
        card = pygame.Rect(pile.topleft, (pile.width, pile.height))
        badge = [p.rect for p in drawn.placed if p.text == "1" and p.rect.colliderect(card)]
        assert len(badge) == 1, (badge, card)
        words = pygame.Rect(card.x, card.y + int(card.height * WORDS), card.width, card.height)
        words = words.clip(card)
        assert not badge[0].colliderect(words), (badge[0], words)
        assert badge[0].bottom <= card.bottom
    finally:
        theme.set_ui(100, False)
        pygame.quit()
