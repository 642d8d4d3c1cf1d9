"""Espionage at 200 % on 1280x720, cards on the stack and a reaction window open beside them:
the Game log opened from the top bar lay over the window's title ("Reactions to: Bodyguard by
Ann against ..."; only "Reactions t" peeked out) and gave no sign that the wheel scrolls it. The opened log ends above the window's bar, and its heading says how many entries
lie above and below its lines."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui.components.widgets import log_signs
from tabletop.ui.parts.table_paint import toggle_log
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.test_espionage_stack_captions import _two_on_the_stack

pytestmark = pytest.mark.usefixtures("scaled_home")


def _drawn(t: TableScene) -> screenprobe.Shot:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        t.app.screen = pygame.Surface(t.size)
        t._frame = None
        t.log._key = None  # its lines drawn anew
        t.dirty = True
        t.draw(t.app.screen)
    return shot


def test_the_opened_log_leaves_the_windows_title_and_says_it_scrolls(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    app = screenprobe.make_app((1280, 720), 200)
    app.time_source = ManualClock()
    t = TableScene(app, _two_on_the_stack(), viewer=0)  # Ann, Bea and Cy at one screen
    app.push(t)
    t.curtain_for = None
    app.step([])
    app.step([])
    assert t.window_key is not None and t.log_folded
    shot = _drawn(t)
    bar = t.bar.rect()
    assert bar is not None
    head = [p for p in shot.placed if bar.contains(p.rect) and p.rect.top < bar.top + bar.h // 3]
    words = " ".join(p.text for p in head)
    assert words.startswith("Reactions to:") and "Bea" in words, words
    before = [pygame.image.tobytes(t.app.screen.subsurface(p.rect), "RGB") for p in head]
    toggle_log(t)
    app.step([])
    assert t.log_open
    shot = _drawn(t)
    after = [pygame.image.tobytes(t.app.screen.subsurface(p.rect), "RGB") for p in head]
    covered = [p.text for p, a, b in zip(head, after, before) if a != b]
    assert not covered, covered  # the window's title still in sight, unchanged
    texts = [p.text for p in shot.placed]
    older = [x for x in texts if x.startswith("\u25b2") and "older" in x]
    assert older, texts  # entries above the log's first line: said
    assert "Game log" in texts
    t.log.scroll = 3  # the wheel turned up: newer entries below, said too
    shot = _drawn(t)
    signs = [p.text for p in shot.placed if "\u25bc" in p.text]
    assert signs and "3" in signs[0], [p.text for p in shot.placed]


def test_log_signs_say_both_ways() -> None:
    assert log_signs(0, 0) == []
    assert log_signs(5, 0)[1] == "\u25b2 5 older"
    assert log_signs(5, 2)[1] == "\u25b2 5 older \u00b7 \u25bc 2 newer"
    assert log_signs(0, 2)[-1] == "\u25bc 2"
