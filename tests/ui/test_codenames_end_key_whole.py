"""Marvel Codenames' end screen: at 200 % on 1280x720 the result panel ("Computer 1, Player 2
win!") lay over the revealed key's bottom row (ALPHA FLIGHT, AVENGERS, BLACK BOLT and QUINJET
hidden), and the key could not be read in full. The grid now keeps clear of the panel as
tall as it is drawn: above it, or beside it where the panel goes to the left under the team
plates and the Clues list; each of the 25 cards, the plates and the Clues list (with a clue
in it) show whole, at 100/150/200 % on 1280x720 and 100 % on 1024x600."""

from __future__ import annotations

import pytest

from tabletop.ui import theme
from tests.ui.test_end_panel_large_text import _end_panel

CASES = [((1280, 720), 200), ((1280, 720), 150), ((1280, 720), 100), ((1024, 600), 100)]


@pytest.mark.parametrize(("size", "scale"), CASES, ids=[f"{w}x{h}-{s}" for (w, h), s in CASES])
def test_the_revealed_key_shows_whole_beside_the_result(
    size: tuple[int, int], scale: int, tmp_path, monkeypatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    try:
        t, shot = _end_panel("codenames", size, scale)
        panel, gv = t.ending.rect, t.gv
        assert panel.width and panel.height
        cells = gv.geo.cells
        assert len(cells) == 25
        hidden = [i for i, r in enumerate(cells) if r.colliderect(panel)]
        assert not hidden, (panel, [cells[i] for i in hidden])
        window = t.app.screen.get_rect()
        assert all(window.contains(r) for r in cells)
        clues = gv.clue_panel
        assert clues.height and not clues.colliderect(panel), (clues, panel)
        heads = [p for p in shot.placed if clues.contains(p.rect) and p.text[:1].isupper()]
        assert any(p.text[-1:].isdigit() for p in heads), [p.text for p in heads]  # "MOON 2"
    finally:
        theme.set_ui(100, False)
