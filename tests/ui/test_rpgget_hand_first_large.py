"""RPG Get! with four players at 200 % text: on 1280x720 the hand's cards were 70x75 with
names of 12 to 21 px (on 1024x600 52x55): the other seats' panels, the arena, your own panel
and the text's lines took the table's height, your deck, hand and discard counts on a line
of their own under your name though your name's line had the room across for them (it was
kept short of the folded log's left, which opened lies above your panel). Your counts now
follow your name on its line where your panel lies below the opened log, and the line they
left goes to your hand's cards: taller, with larger names; your panel and its counts stay
clear of the log, opened or closed."""

from __future__ import annotations

import statistics
from pathlib import Path

import pygame
import pytest

from tabletop.games.rpgget.layout import hand_look
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe
from tests.ui.test_card_face_scale import _drawn

FOUR = "human,bot,bot,bot"
#: (bot actions before): the set-up's hand of nine, and a hand mid-game
SCENES = [3, 200]
#: the hand's card height at least (it was 75 on 1280x720 and 55 on 1024x600)
TALL = {(1280, 720): 85, (1024, 600): 66}


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


def _names_px(monkeypatch: pytest.MonkeyPatch, hand: list[tuple[dict, pygame.Rect]]) -> list[int]:
    """Each hand card's name as drawn on its face at its size (its smallest line), in px."""
    out = []
    for c, r in hand:
        name = str(c["name"])
        _surf, _lay, texts = _drawn(monkeypatch, "rpgget", hand_look(c), r.size)
        lines = [px for s, px, _r in texts if s.strip() and s.strip().rstrip("-") in name]
        assert lines, (name, texts)
        out.append(min(lines))
    return out


@pytest.mark.parametrize("size", list(TALL), ids=[f"{w}x{h}" for w, h in TALL])
@pytest.mark.parametrize("after", SCENES)
def test_at_200_percent_the_hand_takes_the_line_your_counts_left(
    home: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], after: int
) -> None:
    try:
        session = textprobe._session("rpgget", 7, after, FOUR)
        t, shot = screenprobe.drawn_table(size, 200, session, keys=False)
        pygame.image.save(t.app.screen, str(home / f"table-{after}.png"))
        gv = t.gv
        hand = sorted(
            ((c, r) for c, r, w in gv.boxes(t.view, 0) if w == "hand"), key=lambda x: x[1].x
        )
        assert len(hand) >= 8
        assert all(r.height >= TALL[size] for _c, r in hand), (gv.hand_card, TALL[size])
        assert all(t.app.screen.get_rect().contains(r) for _c, r in hand)
        # your counts follow your name on its line, whole, inside your panel
        mine = gv.geometry(t.view, 0)["mine"]
        name = [p.rect for p in shot.placed if p.text.startswith("Player 1 (you)")]
        counts = [p for p in shot.placed if p.text.startswith("deck ") and p.rect.y >= mine.y - 4]
        assert name and len(counts) == 1, (name, [(p.text, p.rect) for p in counts])
        got = counts[0]
        assert got.rect.left > name[0].right and abs(got.rect.centery - name[0].centery) <= 6
        assert "\u2026" not in got.text and not got.cut, got.text
        assert got.rect.right <= mine.right
        # below the folded log's opened panel: neither your panel nor its counts under it
        assert t.log_folded
        log = pygame.Rect(t.log_rect)
        assert mine.top - int(6 * gv.scale) // 2 >= log.bottom, (mine, log)
        assert not got.rect.colliderect(log)
        if size == (1280, 720):  # the names grew with the cards (the set-up's: 16 px or so)
            px = _names_px(monkeypatch, hand)
            assert statistics.median(px) >= 18, px
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize("size", list(TALL), ids=[f"{w}x{h}" for w, h in TALL])
def test_the_log_opened_lies_above_your_panel_and_counts(home: Path, size: tuple[int, int]) -> None:
    def open_log(t: table_mod.TableScene) -> None:
        t.log_open = True

    try:
        session = textprobe._session("rpgget", 7, 200, FOUR)
        t, shot = screenprobe.drawn_table(size, 200, session, setup=open_log, keys=False)
        pygame.image.save(t.app.screen, str(home / "log-open.png"))
        assert t.log_open
        log = pygame.Rect(t.log_rect)
        mine = t.gv.geometry(t.view, 0)["mine"]
        counts = [
            p.rect for p in shot.placed if p.text.startswith("deck ") and p.rect.y >= mine.y - 4
        ]
        assert counts and not counts[0].colliderect(log), (counts, log)
        assert mine.top >= log.bottom
    finally:
        theme.set_ui(100, False)
        pygame.quit()
