"""Marvel Codenames' end at 200 % on 1280x720, its log folded: the message that says the log's
newest lines (the end's recap of the clues) ran two clues together, "MOON: 2 - Inhumans, Black
Bolt CAGE: 1 - Jessica Jones", with no break before CAGE. Each log line said now starts a line
of the message of its own: no drawn row holds the end of one and the start of the next."""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.test_end_panel_large_text import _ended


def test_the_end_message_says_each_clue_on_lines_of_its_own(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app((1280, 720), 200)
    try:
        t = TableScene(app, _ended("codenames"), viewer=0, frozen=True)
        app.push(t)
        t.frozen = False
        t.draw(app.screen)  # the log as the table opened: seen
        t.ended_shown = False
        t.ending.game_ended()  # the end's lines go to the log: the recap among them
        t._frame = None
        t.draw(app.screen)
        said = [line.strip() for line in t.news.lines]
        assert len(said) >= 2, said  # two of the recap's lines
        assert t.news._spot is not None
        _cx, _top, width, px = t.news._spot
        whole = t.news.texts[0]  # the lines together (fewer where they find no spot)
        for room in [width, *range(200, 900, 20)]:  # its spot's width, and others
            rows = theme.wrap(whole, px, room - int(48 * t.scale), "bold")
            for row in rows:  # each row a part of one line of the log
                assert any(row.strip() in line for line in said), (row, said)
            starts = [row for row in rows if any(line.startswith(row.strip()) for line in said)]
            assert len(starts) >= len(said), (rows, said)
    finally:
        pygame.quit()
