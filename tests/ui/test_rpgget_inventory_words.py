"""RPG Get!: a hand card pointed at is said in words in a box above the hand, but an
inventory card pointed at said nothing (a new player learned only by chance that a right
click opens it). An inventory card under the pointer is now said in the same box, placed
clear of the card and inside the window, at 100 % and 200 % text on 1280x720 and at 100 % on
1024x600."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


@pytest.mark.parametrize("size,scale", [((1280, 720), 100), ((1280, 720), 200), ((1024, 600), 100)])
def test_an_inventory_card_pointed_at_is_said_in_words(
    home: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int
) -> None:
    try:
        session = textprobe._session("rpgget", 2, 100, "human,bot")
        t, _shot = screenprobe.drawn_table(size, scale, session, keys=False)
        boxes = t.gv.boxes(t.view, 0)
        inv = [(c, r) for c, r, w in boxes if w.startswith("inventory/")]
        assert any(w == "inventory/0" for _c, _r, w in boxes), "no inventory card of your own"
        for i, (c, r) in enumerate(inv):
            # a spot of the card that the cards drawn after it (an overlapping row) leave
            over = [q for _c, q in inv[i + 1 :]]
            spot = next(
                (x, r.centery) for x in range(r.x + 2, r.right - 2) if not any(
                    q.collidepoint(x, r.centery) for q in over
                )
            )  # fmt: skip
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda spot=spot: spot)
            t._frame = None  # the pointer moved: the frame is drawn anew
            t.draw(t.app.screen)
            pygame.image.save(t.app.screen, str(home / f"inv_{c['id']}.png"))
            box = t.hand_words
            assert box.card is not None and box.card["id"] == c["id"], c["name"]
            assert box.rect is not None and not box.rect.colliderect(r)
            assert t.app.screen.get_rect().contains(box.rect)
            said = " ".join(w for w, _p in t.gv.hand_words(c))
            assert c["name"] in said and len(said) > len(c["name"])
    finally:
        theme.set_ui(100, False)
        pygame.quit()
