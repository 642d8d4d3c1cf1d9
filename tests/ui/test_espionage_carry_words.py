"""Espionage by the keys at 1280x720, 100 %: a Double Agent carried over Computer 3 said "Double
Agent over Computer 3: Enter drops it (Play Double Agent on Computer 3), Esc puts it back" on
two lines that pushed the "Espionage" title out of the top bar and met the yellow corners of
Computer 3's focus ring. Where the long words do not fit beside the title the bar says
"Double Agent \u2192 Computer 3: Enter plays it, Esc puts it back" on one line. The held card keeps
off the words naming the places it may go: over the empty stack it hid half of "Drop Missions
here"; now it hangs in the stack's lower corner."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.espionage import piles
from tabletop.room.session import SeatConfig
from tabletop.ui import table as table_mod
from tabletop.ui.table import TableScene
from tests.ui import botplay, screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.fixture(scope="module")
def double_agent_turn() -> Any:
    """Ann's turn with a Double Agent in hand and nothing on the stack (seed 1)."""
    players = [SeatConfig("human", "Ann")]
    players += [SeatConfig("bot", f"Computer {i}", "normal") for i in (2, 3)]

    def met(view: dict[str, Any]) -> bool:
        if view.get("current") != 0 or view.get("prompt") or view.get("stack"):
            return False
        return any(c["name"] == "Double Agent" for c in view.get("hand") or [])

    session = botplay.espionage_until(players, met, range(1, 40))
    assert session is not None, "no turn with a Double Agent"
    return session


def _key(t: TableScene, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    t.app.step(pygame.event.get())


def _carried_to(target: str) -> Any:
    """A table ``setup`` that picks up the Double Agent by the keys and carries it over
    ``target``."""

    def carry(t: TableScene) -> None:
        t.focus.active = True
        t.focus.current()  # the turn's start looked at (on End turn), as a drawn frame does
        stops = t.focus.stops()
        t.focus.focus(stops, next(i for i, x in enumerate(stops) if x.name == "Double Agent"))
        _key(t, pygame.K_RETURN)
        assert t.focus.holding()
        for _ in range(8):
            if t.focus.current().name == target:
                return
            _key(t, pygame.K_TAB)
        raise AssertionError(f"no stop {target}")

    return carry


def test_the_carried_cards_words_keep_one_line_the_title_and_clear_of_the_ring(
    double_agent_turn: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    size = (1280, 720)
    t, shot = screenprobe.drawn_table(size, 100, double_agent_turn, _carried_to("Computer 3"))
    bar = t.bar_rect
    in_bar = [p for p in shot.placed if bar.contains(p.rect) and shot.surfaces[p.dest] == size]
    said = [p for p in in_bar if "Computer 3" in p.text or "puts it back" in p.text]
    assert [p.text for p in said] == [
        "Double Agent \u2192 Computer 3: Enter plays it, Esc puts it back"
    ]
    assert any(p.text == "Espionage" for p in in_bar), [p.text for p in in_bar]
    line = said[0].rect
    here = t.focus.current()
    assert here is not None and here.kind == "target"
    s = t.scale  # the ring's outer edge (``focus_parts.ring``): a gap between it and the words
    w, pad = max(3, round(5 * s)), max(4, round(7 * s))
    ring_top = here.rect.top - pad - w - 1 - (w + max(2, round(3 * s))) // 2
    assert line.bottom + 2 <= ring_top, (line, ring_top)
    assert line.top > bar.top and line.bottom < bar.bottom


@pytest.mark.parametrize("ui", [100, 150, 200])
def test_the_held_card_keeps_off_the_places_words(
    double_agent_turn: Any, monkeypatch: pytest.MonkeyPatch, ui: int
) -> None:
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    for target in ("the stack", "Computer 2", "Computer 3"):
        t, _shot = screenprobe.drawn_table((1280, 720), ui, double_agent_turn, _carried_to(target))
        here = t.focus.current()
        held = t.drags.rect()
        assert t.play_rect.contains(held) and held.colliderect(here.rect), target
        v = t.gv
        words = [piles.heads(v, t.view)[-1]]  # "Drop Missions here"
        names = v.panel_lines()[1]
        words += [pygame.Rect(r.topleft, (r.w, names)) for r in v.opponent_rects(t.view).values()]
        words += [piles.pile_labels(v), piles.hand_label_rect(v, t.view, 0)]
        assert held.collidelist(words) == -1, (target, held, words)
