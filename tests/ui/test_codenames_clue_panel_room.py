"""Marvel Codenames' Clues panel at large text (1280x720 at 100/150/200 %, 1024x600 at 100 %):

- the oldest clue's last guess ("Titan" after PLACE 3's "Hell's Kitchen, Quantum Realm") was
  left below the panel's foot with no hint that anything was there: the oldest clue has the
  room the "older" line would take, and a clue cut at the foot says "more" below it;
- scrolled, "\u25b2 2 newer (scroll up)" was drawn over the clue heading under it: it has a
  row of its own;
- on the narrowed end-screen panel "\u25bc 10 older (scroll down)" ran onto the panel's border,
  and a team's name with no room beside its clue was put beside the clue's first guess
  ("X-Force  HYDRA", as if that card were the team): it goes under the clue word, on a row of
  its own, and the hints keep inside the panel."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.clueplay import coop_session, home  # noqa: F401  (home: the fixture)
from tests.ui.test_end_panel_large_text import _ended

CASES = [((1280, 720), 200), ((1280, 720), 150), ((1280, 720), 100), ((1024, 600), 100)]
IDS = [f"{w}x{h}-{s}" for (w, h), s in CASES]
#: seed 2, you direct S.H.I.E.L.D.: PLACE 3 with three right guesses, the rival's cover, then
#: GENIUS 3 being guessed (the oldest clue's third guess fell below the panel at 200 %)
MOVES = ["0:clue PLACE 3", "1:guess 4", "1:guess 5", "1:guess 18", "1:stop", "0:cover 2"]
GUESSES = ["Danger Room", "Quantum Realm", "Baxter Building"]
TAGS = ("HYDRA", "S.H.I.E.L.D.")


def _drawn(size: tuple[int, int], scale: int, session: Any, scroll: int = 0) -> tuple[Any, Any]:
    """``session``'s table drawn once with the Clues list scrolled ``scroll`` clues down."""
    app = screenprobe.make_app(size, scale)
    theme._text_cache.clear()  # each text rendered (and traced) afresh
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface(size)
        table = TableScene(app, session, viewer=0, frozen=True)
        app.push(table)
        table.gv.clue_scroll = scroll
        table.draw(app.screen)
    return table, shot


def _inside(table: Any, shot: Any) -> list[Any]:
    panel = table.gv.clue_panel
    return [p for p in shot.placed if panel.colliderect(p.rect)]


@pytest.mark.parametrize(("size", "scale"), CASES, ids=IDS)
def test_the_oldest_clues_guesses_all_show(size: tuple[int, int], scale: int) -> None:
    table, shot = _drawn(size, scale, coop_session(2, [*MOVES, "0:clue GENIUS 3"]))
    panel = table.gv.clue_panel
    texts = [p for p in _inside(table, shot) if panel.contains(p.rect)]
    for guess in GUESSES:
        assert any(p.text == guess for p in texts), (guess, [p.text for p in texts])


def test_a_clue_cut_at_the_foot_says_more_is_below() -> None:
    """An older clue under it: PLACE 3's guesses cut at the foot say "more", not "1 older"."""
    older = ["0:clue TINY 1", "1:guess 7", "1:stop", "0:cover 3"]
    table, shot = _drawn((1280, 720), 200, coop_session(2, [*older, *MOVES, "0:clue GENIUS 3"]))
    texts = [p.text for p in _inside(table, shot)]
    hints = [t for t in texts if t.startswith("\u25bc")]
    if all(g in texts for g in GUESSES):  # all shown: the older clue is what is below
        assert hints and "older" in hints[0], texts
    else:
        assert hints and hints[0].startswith("\u25bc more"), texts


@pytest.mark.parametrize(("size", "scale"), CASES, ids=IDS)
def test_the_newer_line_lies_over_no_clue(size: tuple[int, int], scale: int) -> None:
    table, shot = _drawn(size, scale, coop_session(2, [*MOVES, "0:clue GENIUS 3"]), scroll=1)
    inside = _inside(table, shot)
    newer = [p for p in inside if p.text.startswith("\u25b2")]
    assert len(newer) == 1, [p.text for p in inside]
    others = [p.rect for p in inside if p is not newer[0]]
    assert newer[0].rect.collidelist(others) < 0, (newer[0].rect, [p.text for p in inside])
    assert any(p.text == "PLACE 3" for p in inside)  # the clue under it shown


@pytest.mark.parametrize("scale", [200, 150])
def test_the_end_screens_clue_list_keeps_inside_and_says_its_teams(
    scale: int, tmp_path: Path
) -> None:
    session = _ended("codenames", seed=751667)
    for scroll in (0, 1):
        app = screenprobe.make_app((1280, 720), scale)
        theme._text_cache.clear()
        table = TableScene(app, session, viewer=0, frozen=True)
        app.push(table)
        table.frozen, table.ended_shown = False, True
        table.gv.clue_scroll = scroll
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            app.screen = pygame.Surface((1280, 720))
            table.draw(app.screen)
        pygame.image.save(app.screen, str(tmp_path / f"end-{scale}-{scroll}.png"))
        panel = table.gv.clue_panel
        inside = _inside(table, shot)
        room = panel.inflate(-8, -8)  # clear of the panel's border
        hints = [p for p in inside if p.text[:1] in "\u25b2\u25bc"]
        assert hints, [p.text for p in inside]
        for p in hints:
            assert room.contains(p.rect), (p.text, p.rect, panel)
        tags = [p for p in inside if p.text in TAGS]
        assert tags, [p.text for p in inside]
        for tag in tags:  # no guessed card's name on the team's row
            row = [
                p.text
                for p in inside
                if p is not tag
                and re.search("[a-z]", p.text)
                and min(p.rect.bottom, tag.rect.bottom) - max(p.rect.top, tag.rect.top)
                > tag.rect.height // 2
            ]
            assert not row, (tag.text, tag.rect, row)
