"""RPG Get!'s Party step: the tick tab of a glowing party member in the arena lay over the line of
what to do ("P\u2713ty: click party members", "[\u2713]arty Attack" at 1024x600), and where a tab
met your row's "Party 2" label the label moved to the right of the cards, and back once none
glowed. A tab is now drawn only where it covers no words (the glow and outline mark the card
there) and the labels keep their place."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.rpgget import ticks
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.components import marks
from tests.ui import screenprobe, textprobe

#: (seats, seed, moves): your Party step, Vyse sent in, Fina glowing in your row (and a
#: Party Attack step of four players)
SCENES = [("human,bot", 3, 40), ("human,bot", 7, 73), ("human,bot,bot,bot", 7, 21)]
SHOTS = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100),
         ((1024, 600), 200)]  # fmt: skip


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    return tmp_path


def _ink(r: pygame.Rect) -> pygame.Rect:
    return r.inflate(-4, -2 * max(2, r.height // 6))


@pytest.mark.parametrize(("size", "scale"), SHOTS, ids=[f"{w}x{h}-{p}" for (w, h), p in SHOTS])
@pytest.mark.parametrize("scene", SCENES, ids=[f"{s.count(',') + 1}p-{n}" for s, n, _a in SCENES])
def test_tick_tabs_cover_no_words_and_the_labels_keep_their_place(
    home: Path, size: tuple[int, int], scale: int, scene: tuple[str, int, int]
) -> None:
    seats, seed, after = scene
    drawn: list[pygame.Rect] = []
    real = marks.play_tab

    def spy(surf: pygame.Surface, card: pygame.Rect) -> pygame.Rect:
        drawn.append(marks.tab_rect(card))
        return real(surf, card)

    marks.play_tab = spy  # type: ignore[assignment]
    try:
        session = textprobe._session("rpgget", seed, after, seats)
        t, shot = screenprobe.drawn_table(size, scale, session)
        pygame.image.save(t.app.screen, str(home / f"ticks-{size[0]}-{scale}.png"))
        gv, view = t.gv, t.view
        assert gv.selecting(view, 0, t.legal(0)) or t.legal(0)
        words = [(p.text, _ink(p.rect)) for p in shot.placed if p.text.strip()]
        for tab in drawn:
            hit = [w for w, r in words if r.colliderect(tab)]
            assert not hit, (tab, hit)
        # the row's labels where the boxes are, not pushed past the tabs
        g = gv.geometry(view, 0)
        counts = gv.row_counts(view, 0)
        _area, sub, card = gv.seat_area(g, 0, len(gv.order(view, 0)) - 1, counts)
        party = gv.segments(sub, card, gv.line, counts, True)["party"]
        label = gv.box_label("party", counts["party"])
        at = [p.rect for p in shot.placed if p.text == label and abs(p.rect.x - party.x) <= 2]
        assert at, (
            label,
            party,
            [(p.text, tuple(p.rect)) for p in shot.placed if "Party" in p.text],
        )
        assert ticks.row_labels(gv, view, 0)
    finally:
        marks.play_tab = real  # type: ignore[assignment]
        theme.set_ui(100, False)
        pygame.quit()


def test_a_tab_under_a_label_moves_to_the_cards_top_right(home: Path) -> None:
    """1280x720 at 100 %: Fina, glowing under "Party 2", keeps her tick tab at her top right."""
    drawn: list[pygame.Rect] = []
    real = marks.play_tab

    def spy(surf: pygame.Surface, card: pygame.Rect) -> pygame.Rect:
        drawn.append(marks.tab_rect(card))
        return real(surf, card)

    marks.play_tab = spy  # type: ignore[assignment]
    try:
        t, _shot = screenprobe.drawn_table(
            (1280, 720), 100, textprobe._session("rpgget", 3, 40, "human,bot")
        )
        party = [r for _c, r, w in t.gv.boxes(t.view, 0) if w == "party/0"]
        assert party
        tabs = [d for d in drawn if d.colliderect(party[0].inflate(0, 40))]
        assert tabs and tabs[0].centerx > party[0].centerx, (tabs, party[0])
    finally:
        marks.play_tab = real  # type: ignore[assignment]
        theme.set_ui(100, False)
        pygame.quit()
