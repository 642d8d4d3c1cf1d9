"""Espionage's question panel (a Double Agent's "Choose a card to give", an Assassin's discard)
with large text, as new players met it on 2026-11-26 at 200 %: Give stood across the panel's
bottom edge, the number keys' badges lay on the cards' pictures, the panel hid "Ann — your hand"
and its words spoke of clicks only. Now the button and its keys' ring lie inside the panel, each
badge lies under its card, the panel ends above your hand's label and the piles' labels, and the
words say the number keys and Enter too."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.espionage import piles
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.components.prompt import ring_room
from tabletop.ui.layers.focus_parts import badge_rect
from tabletop.ui.parts import table_paint
from tests.ui import botplay, screenprobe


def _prompt_of(kind: str) -> Session:
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", n, "normal") for n in ("Bea", "Cal", "Dan")
    ]
    found = botplay.espionage_until(seats, botplay.asks(kind), range(1, 80))
    assert found is not None, f"no {kind} prompt"
    return found


def _keyed_table(kind: str, size: tuple[int, int], scale: int):
    """The question open at ``size`` and ``scale`` %, a card picked with the keys (Tab, 1)."""
    from tabletop.ui.table import TableScene

    app = screenprobe.make_app(size, scale)
    t = TableScene(app, _prompt_of(kind), viewer=0)
    app.push(t)
    app.step([])
    for key in (pygame.K_TAB, pygame.K_1):
        for kind_ in (pygame.KEYDOWN, pygame.KEYUP):
            app.step([pygame.event.Event(kind_, key=key, mod=0, unicode="", scancode=0)])
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        # the table's full-window layers anew, so that what is drawn on them is recorded
        table_paint._spare.clear()
        t.paint.static = t.paint.layer = t.paint.frame_surface = t._frame = None
        app.screen = pygame.Surface(size)
        t.draw(app.screen)
    return t, shot


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("kind", ["give", "assassin"])
def test_the_question_panel_reads_whole_for_keys_and_pointer(
    tmp_path, monkeypatch, kind: str, size: tuple[int, int], scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    t, shot = _keyed_table(kind, size, scale)
    s, box = t.scale, t.prompts.box
    assert t.focus.active and box.width
    assert pygame.Rect((0, 0), size).contains(box) and box.top >= t.play_rect.top
    # the answering button, with the keys' ring round it, inside the panel
    answer = [b for b in t.buttons if b.hotkey == "Enter"]
    assert answer and all(box.contains(b.rect) for b in answer)
    reach = ring_room(s) - 4  # the ring's own reach (``focus_parts.ring``)
    assert all(box.contains(b.rect.inflate(2 * reach, 2 * reach)) for b in answer)
    # each card's number badge under the card (clear of its name and picture), in the panel
    cards = [r for _o, r in t.prompts.shown]
    numbered = t.focus.numbered()
    assert [r for r, _b, _t in numbered[: len(cards)]] == cards
    badges = []
    for r, below, tab in numbered[: len(cards)]:
        b = badge_rect(r, s, below, tab, t.gv.badge_room(t.view, r))
        assert b.top >= r.bottom and box.contains(b), (b, r, box)
        assert not any(b.colliderect(c) for c in cards)
        badges.append(b)
    # your hand's label in sight, the piles' labels not cut by the panel's edge
    label = piles.hand_label_rect(t.gv, t.view, 0)
    assert not label.colliderect(box), (label, box)
    on_screen = [p for p in shot.placed if shot.surfaces[p.dest] == size]
    assert any("your hand" in p.text and not p.rect.colliderect(box) for p in on_screen)
    for p in on_screen:
        if p.text.startswith(("Draw pile", "Discard:")):
            assert box.contains(p.rect) or not box.colliderect(p.rect), (p.text, p.rect, box)
    # the words say the keys, name the button's word and read whole; nothing on the badges
    hint = t.prompts.picker_hint(t.gv, t.view, t.prompts.current(t.gv, t.view, 0, t.legal(0)))
    assert "press its number" in hint and "[Enter]" in hint
    assert f"press {answer[0].label.split()[0]}" in hint
    inside = [p for p in on_screen if box.contains(p.rect)]
    words = " ".join(p.text for p in inside).split()
    assert all(w in words for w in hint.split()), (hint, words)
    texts = {p.text for p in inside}
    assert not [x for x in shot.shortened() if x.split(" -> ")[-1] in texts]
    assert not [x for x in shot.shortened() if x.startswith(hint[:40])]
    assert not [(a, b) for a, b in shot.overlaps() if a in texts and b in texts]
    for p in inside:
        ink = p.rect.inflate(-4, -2 * max(2, p.rect.height // 6))
        if not p.text.strip().isdigit():
            assert not any(ink.colliderect(b) for b in badges), p.text
            assert not any(ink.colliderect(c) for c in cards), p.text
