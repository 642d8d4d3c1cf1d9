"""Marvel Codenames' covered cards at large text: at 200 % on 1280x720 a covered "TITAN" was
large, but "QUANTUM REALM" and "HELL'S KITCHEN" were squeezed onto one line in a card face's
smallest print (12 px), far smaller than any other text. A name of two or more words that
one line makes small now takes two lines, as the uncovered cards do: on the table's cards
at 150 % and 200 % each such covered name is drawn at two thirds of a one-word name's
size or more; a name that reads well on one line keeps it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.games.codenames import data
from tabletop.ui import theme
from tests.ui import screenprobe, textprobe
from tests.ui.test_codenames_cover_labels import COVERS, _labels


@pytest.mark.parametrize("scale", [150, 200])
def test_covered_names_of_several_words_read_large(
    scale: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    cover = COVERS[0]
    try:
        app = screenprobe.make_app((1280, 720), scale)
        session = textprobe._session("codenames", 3, 12, "human,bot,bot,bot")
        table, _shot = screenprobe.frozen_table(app, session, (1280, 720))
        gv, card = table.gv, tuple(table.gv.geo.card)
        titan = _labels(gv, cover, "TITAN", card, monkeypatch)
        assert [t for t, _p, _r in titan] == ["TITAN"]
        big = titan[0][1]
        small = []
        for a in data.assets():
            if " " not in a.word:
                continue
            drawn = _labels(gv, cover, a.word, card, monkeypatch)
            px = min(p for _t, p, _r in drawn)
            if px * 3 < big * 2:
                small.append((a.word, px, [t for t, _p, _r in drawn]))
        if scale == 200:  # the names the player met, on two lines
            for word in ("QUANTUM REALM", "HELL'S KITCHEN"):
                drawn = _labels(gv, cover, word, card, monkeypatch)
                assert len(drawn) == 2, drawn
        # (a name of three long words may go smaller: BROTHERHOOD OF MUTANTS)
        assert len(small) <= 2, (card, big, small)
        # a short name stays on one line
        assert len(_labels(gv, cover, "IRON MAN", card, monkeypatch)) == 1
    finally:
        theme.set_ui(100, False)
