"""The Game log scrolled back with the wheel at 200 % text (an Espionage game on 1280x720):
after three steps up it showed four lines and left the lower half of its panel empty, and
after three more it ended mid-entry ("Bodyguard by Computer 2", the rest of that entry, "against
Target of Player 1: resolved.", left out with the panel's foot empty). Scrolled any number of
steps, the panel now shows whole entries only, from an entry's first row to an entry's last,
and as many as fit: the next one older (or, at the oldest, newer) would not fit."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.components.widgets import LogPanel, _wrapped

pytestmark = pytest.mark.usefixtures("scaled_home")

ENTRIES = [
    "Computer 3 played Assassin against Target of Player 1.",
    "Player 1 must discard Target (Assassin by Computer 3): cancelled by Computer 2's "
    "Bodyguard, no effect.",
    "Computer 2 and Computer 3 passed; Player 1 had nothing to answer with.",
    "Bodyguard by Computer 2 against Target of Player 1: resolved.",
    "Computer 3's turn ended.",
    "Player 1 drew Sniper.",
    "Player 1 drew Blackmail.",
    "Computer 2 played Hacker on Computer 3: Computer 3 shows a card to Computer 2.",
]


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_a_scrolled_log_shows_whole_entries_and_fills_its_panel(scale: int) -> None:
    pygame.init()
    theme.set_ui(scale, False)
    rect = pygame.Rect(890, 80, 384, 392)  # the panel opened over the table at 200 %
    log = LogPanel()
    for k in range(5):
        for text in ENTRIES:
            log.add(f"{text} ({k})", theme.TEXT)
    for scroll in range(0, len(log.lines) + 3):
        log.scroll = scroll
        size, inner, shown, step = log._rows(rect, 2 / 3)  # the table's at 1280x720
        rows = [
            [p for p in _wrapped(t, size, inner.width, theme.font_px(size))] for t, _c in log.lines
        ]
        flat = [(k, j) for k, r in enumerate(rows) for j in range(len(r))]
        texts = [rows[k][j] for k, j in flat]
        # the rows shown are a run of whole entries
        at = next(
            i for i in range(len(texts)) if texts[i : i + len(shown)] == [t for t, _c in shown]
        )
        first, last = flat[at], flat[at + len(shown) - 1]
        assert first[1] == 0, (scroll, shown[0])  # an entry's first row
        assert last[1] == len(rows[last[0]]) - 1, (scroll, shown[-1])  # an entry's last row
        per = max(1, (inner.height - theme.line_h(size)) // step + 1)
        assert len(shown) <= per
        older = rows[first[0] - 1] if first[0] > 0 else None
        newer = rows[last[0] + 1] if last[0] + 1 < len(rows) else None
        if older is not None:  # filled: the entry over the top would not fit
            assert len(shown) + len(older) > per, (scroll, len(shown), per)
        elif newer is not None:  # at the oldest: the entry under the foot would not fit
            assert len(shown) + len(newer) > per, (scroll, len(shown), per)
        bottom = inner.y + (len(shown) - 1) * step + theme.line_h(size)
        assert bottom <= rect.bottom, (scroll, bottom, rect)
