"""THE STACK's words at large text (issue 52, Espionage at 200 % on 1280x720): the captions
under two cards never run together ("Courier by Computer 2 Ninja (as Courier) by Ann"), and
a cancelled card's "CANCELLED" stamp stays inside the card."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.components import stack as stack_ui


def _spy(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Every ``theme.blit_text`` from now on: its words and where they were drawn."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def spy(surf: Any, text: str, *a: Any, **k: Any) -> pygame.Rect:
        rect = real(surf, text, *a, **k)
        drawn.append((str(text), pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    return drawn


@pytest.mark.parametrize("ui", [100, 150, 200])
@pytest.mark.parametrize("pitch", [180, 280, 330, 360])
def test_captions_under_two_cards_keep_a_gap_and_cancelled_fits_its_card(
    monkeypatch: pytest.MonkeyPatch, ui: int, pitch: int
) -> None:
    App((1280, 720), headless=True)
    theme.set_ui(ui, False)
    try:
        surf = pygame.Surface((1280, 720))
        s = 1.0  # the table's own scale; the text size is the setting's
        rects = [pygame.Rect(360, 290, 95, 134), pygame.Rect(360 + pitch, 290, 95, 134)]
        entries = [
            stack_ui.StackEntry(None, [("Sniper by Computer 2 on Ann", 15, theme.TEXT, "sans")]),
            stack_ui.StackEntry(
                None,
                [("Police by Ann against Sniper by Computer 2", 15, theme.TEXT, "sans")],
                cancelled=True,
            ),
        ]
        drawn = _spy(monkeypatch)
        stack_ui.draw_stack(surf, rects, entries, s, words="below", right=1230, below=470)
        first = [r for t, r in drawn if t.split()[0] in "Sniper by Computer 2 on Ann".split()]
        second = [r for t, r in drawn if t.startswith("Police") or t.startswith("Sniper by C")]
        first = [r for r in first if r.x < rects[1].x - 20]
        second = [r for r in second if r.x >= rects[1].x - 30]
        assert first and second, drawn
        gap = min(b.x for b in second) - max(a.right for a in first)
        assert gap >= 10, (gap, drawn)  # a visible space (it was 4 px at 200 %)
        stamp = [r for t, r in drawn if t == "CANCELLED"]
        assert stamp and rects[1].contains(stamp[0]), (stamp, rects[1])
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def _three_on_the_stack() -> Any:
    """Espionage, seed 1, the person and two computers: played on until three cards lie on
    the stack (a threat to the person's Target, their Decoy, a Protector)."""
    from tabletop.ai.base import make_bot
    from tabletop.room.session import SeatConfig, Session

    seats = [SeatConfig("human", "Player 1")] + [
        SeatConfig("bot", f"Computer {i}", "normal") for i in (2, 3)
    ]
    s = Session("espionage", 1, seats)
    me = make_bot("espionage", "normal")
    while len(s.game.view(0).get("stack") or []) < 3:
        seat = s.game.active_seats()[0]
        legal = s.game.legal_actions(seat)
        s.apply(me.choose(s.game.view(0), legal, s.bot_rng) if seat == 0 else s.bot_choice(seat))
    return s


@pytest.mark.parametrize("ui", [100, 150, 200])
def test_three_captions_are_whole_at_large_text(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, ui: int
) -> None:
    """Three cards on the stack at 200 % on 1280x720: the captions under them were cut to
    "Player 1 must...", "Decoy by Player 1...", "Protector by..." (whom each answers, lost):
    where words under the faces would be cut and the row leaves room, they go beside them,
    whole, on as many lines as they need."""
    from tabletop.ui.table import TableScene
    from tests.ui import screenprobe

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    try:
        app = screenprobe.make_app((1280, 720), ui)
        session = _three_on_the_stack()
        table = TableScene(app, session, viewer=0, frozen=True)
        app.push(table)
        drawn = _spy(monkeypatch)
        table.draw(app.screen)
        captions = table.gv.captions
        assert len(captions) == 3
        said = [t for t, r in drawn if any(c.contains(r) for c in captions)]
        assert said and not [t for t in said if t.endswith("\u2026")], said
        labels = " ".join(table.gv.say(it["label"]) for it in table.view["stack"])
        assert " ".join(said) == labels
        for i, c in enumerate(captions):
            assert c.collidelist(captions[:i] + captions[i + 1 :]) < 0, captions
    finally:
        theme.set_ui(100, False)
        pygame.quit()
