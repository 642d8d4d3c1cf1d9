"""RPG Get!'s response window at large text and on a small window: the bar lay at the arena's
foot, and the arena's cards shrank under it to nameless thumbnails (26x37 at 200 % on
1024x600, a 43x60 Mission at 200 % on 1280x720, 46x64 party cards with four players at 100 %
on 1024x600) exactly while the player chose an answer: which card was whose, and what it
fought, could not be read. Where the arena's cards would be too narrow for their names under
the bar, the bar now lies over the other seats' panels instead: every card of the arena says
its name, and the bar covers none of them."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components import card
from tabletop.ui.components.card import THUMB_W
from tests.ui import screenprobe
from tests.ui.test_rpgget_window_names_clear import window_session

#: (seed, window size, text size): a window asks the person about a computer's attack
SCENES = [(26, (1280, 720), 200), (13, (1024, 600), 200), (1, (1024, 600), 100)]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize("scene", SCENES, ids=[f"{a}-{b[0]}x{b[1]}-{c}" for a, b, c in SCENES])
def test_the_arenas_cards_say_their_names_while_the_window_is_open(
    home: Path, scene: tuple[int, tuple[int, int], int]
) -> None:
    seed, size, scale = scene
    try:
        session = window_session("human,bot,bot,bot", seed)
        card.TRACE.clear()
        t, _shot = screenprobe.drawn_table(size, scale, session, keys=False)
        pygame.image.save(t.app.screen, str(home / "window.png"))
        assert t.view["phase"] == "window" and t.bar is not None
        bar = t.bar.rect()
        arena = t.gv.geometry(t.view, 0)["arena"]
        fighting = [(c, r) for c, r, _w in t.gv.boxes(t.view, 0) if r.colliderect(arena)]
        assert len(fighting) >= 3
        named = {full for full, shown, _cut in card.TRACE if shown.strip()}
        for c, r in fighting:
            assert r.width >= THUMB_W, (c["name"], r)
            assert str(c["name"]) in named, (c["name"], r)
            assert not r.colliderect(bar), (c["name"], r, bar)
        hand = [r for _c, r, w in t.gv.boxes(t.view, 0) if w == "hand"]
        assert hand and not any(r.colliderect(bar) for r in hand)
        assert t.app.screen.get_rect().contains(bar)
    finally:
        theme.set_ui(100, False)
        pygame.quit()
