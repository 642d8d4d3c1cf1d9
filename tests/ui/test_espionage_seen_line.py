"""Espionage's line that tells what an Informant or Assassin let you see ("You saw Cal's hand
this turn (Assassin by Ann): Mercenary, Blackmail"), as new players met it on 2026-11-26 at
200 % text on 1280x720 and 1920x1080: with no gap between the drop zone and your hand's label,
the line was drawn over "Ann \u2014 your hand (3)" and its TURN tag. Now it goes where it covers
no other text and no card, whole, on every screen size and text size: with the stack empty,
with one card or two on it in a reaction window, and with a question's panel open."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.espionage import seen
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.parts import table_paint
from tests.ui import botplay, screenprobe
from tests.ui.test_espionage_question_panel import _prompt_of


def _fresh(v: dict[str, Any]) -> bool:
    s = v.get("seen")
    return bool(s) and not v["result"] and int(v["turn_number"]) - int(s["turn"]) <= 1


SCENES = {
    "empty": lambda v: not v["stack"] and v["phase"] != "window" and not v.get("prompt"),
    "window": lambda v: v["phase"] == "window" and bool(v["stack"]),
    "two_on_stack": lambda v: v["phase"] == "window" and len(v["stack"]) >= 2,
}


def _session(scene: str) -> Session:
    """A table of four right after Ann's Assassin let her see Cal's hand, in ``scene``."""
    if scene == "question":
        return _prompt_of("give")  # a Double Agent's "Choose a card to give", just after
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", n, "normal") for n in ("Bea", "Cal", "Dan")
    ]
    found = botplay.espionage_until(seats, lambda v: _fresh(v) and SCENES[scene](v), range(1, 80))
    assert found is not None, f"no {scene} table after a look"
    return found


def _shot(session: Session, size: tuple[int, int], scale: int):
    from tabletop.ui.table import TableScene

    app = screenprobe.make_app(size, scale)
    t = TableScene(app, session, viewer=0)
    app.push(t)
    app.step([])
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        table_paint._spare.clear()
        t.paint.static = t.paint.layer = t.paint.frame_surface = t._frame = None
        app.screen = pygame.Surface(size)
        t.draw(app.screen)
    return t, shot


def _line(shot: screenprobe.Shot, size: tuple[int, int], text: str) -> list[screenprobe.Placed]:
    """The line's pieces as drawn on the window (its wrapped lines, one after another)."""
    placed = [p for p in shot.placed if shot.surfaces[p.dest] == size]
    want = text.split()
    for k, p in enumerate(placed):
        if p.text.startswith("You saw"):
            got: list[str] = []
            for n, q in enumerate(placed[k:], 1):
                got += q.text.split()
                if got == want:
                    return placed[k : k + n]
                if got != want[: len(got)]:
                    break
    return []


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize(
    "size", [(1280, 720), (1920, 1080), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}"
)
@pytest.mark.parametrize("scene", ["empty", "window", "two_on_stack", "question"])
def test_the_seen_line_covers_no_text_and_no_card(
    tmp_path, monkeypatch, scene: str, size: tuple[int, int], scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    t, shot = _shot(_session(scene), size, scale)
    gv, view = t.gv, t.view
    text = seen.seen_text(gv, view)
    assert text.startswith("You saw ") and "'s hand this turn (Assassin by Ann): " in text
    line = _line(shot, size, text)
    assert line, f"the line is not in sight whole: {text}"
    assert not [x for x in shot.shortened() if "You saw" in x or "Blackmail" in x]
    screen = pygame.Rect((0, 0), size)
    assert all(screen.contains(p.rect) for p in line)
    others = [
        p for p in shot.placed if shot.surfaces[p.dest] == size and p not in line and p.text.strip()
    ]
    hit = [(p.text, q.text) for p in line for q in others if p.rect.colliderect(q.rect)]
    assert not hit, hit
    assert any("your hand" in q.text for q in others)  # your hand's label is drawn, in sight
    # no card: your hand's, the stack's, the piles, the seats' panels with their card backs
    things = [gv.deck_rect, gv.discard_rect, *gv.opponent_rects(view).values()]
    things += gv.hand_rects(view["hand"]) + (gv.stack_rects(view) if view["stack"] else [])
    bar = t.bar.rect()
    things += [bar] if bar is not None else []
    box = t.prompts.box
    things += [box] if box.width else []  # a question's panel: the line lies out of it
    covered = [(p.text, tuple(r)) for p in line for r in things if p.rect.colliderect(r)]
    assert not covered, covered
