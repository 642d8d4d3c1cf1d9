"""RPG Get! at 200 % on 1280x720: three Middle cards side by side, each a little narrower than
its label "Middle", had a label each, touching the next: "MiddleMiddleMiddle", no telling which
belongs to which card. Labels under cards now keep at least a word space between them, else one
label is said under the run of cards of that rank."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.test_rpgget_window_names_clear import window_session


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _spans(gv: object, labels: list[tuple[str, pygame.Rect]]) -> list[tuple[int, int]]:
    px = gv.rank_px()  # type: ignore[attr-defined]
    out = []
    for text, r in labels:
        w = theme.text_width(text, px)
        out.append((r.centerx - w // 2, r.centerx - w // 2 + w))
    return sorted(out)


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("extra", [-6, 0, 4, 8])
def test_rank_labels_under_cards_keep_a_word_space_apart(scale: int, extra: int) -> None:
    try:
        t, _shot = screenprobe.drawn_table(
            (1280, 720), scale, window_session("human,bot,bot,bot", 7)
        )
        gv = t.gv
        word = theme.text_width("Middle", gv.rank_px())
        gap = int(6 * gv.scale)
        w = word + extra  # cards about as wide as their label
        cards = [pygame.Rect(100 + i * (w + gap), 300, w, 80) for i in range(3)]
        labels = gv.rank_labels([("active", "Middle", r, False) for r in cards])
        spans = _spans(gv, labels)
        space = theme.text_width(" ", gv.rank_px())
        assert all(b[0] - a[1] >= space for a, b in zip(spans, spans[1:])), (labels, spans)
        if len(labels) == 1:  # one label for the run, under its middle
            assert labels[0][1].centerx == cards[0].union(cards[-1]).centerx
        else:
            assert len(labels) == 3
    finally:
        theme.set_ui(100, False)
        pygame.quit()
