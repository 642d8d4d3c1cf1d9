"""Marvel Codenames' Clues list on the end screen (narrowed to about 290 px) at 200 %: a long
clue ran into its team's name ("FEMALE 2HYDRA", a space's width apart) while shorter ones
had room; each clue and its team's name now keep a capital's width apart, or the name goes on
its own row under the clue. Against a simulated rival, three wheel notches moved the list by
about two clues (every other entry a "Rival covers ..." line): a notch moves one clue, and the
hints count clues."""

from __future__ import annotations

import copy
from typing import Any

import pygame
import pytest

from tabletop.games.codenames import board
from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.clueplay import coop_session, home  # noqa: F401  (home: the fixture)

TAGS = ("HYDRA", "S.H.I.E.L.D.")
WORDS = ["FEMALE", "GIRL", "MUTANTS", "BALD", "SPIDER", "WOMAN", "ANIMAL"]


def _clue(word: str, team: str, turn: int) -> dict[str, Any]:
    guess = {"index": 4, "word": "DANGER ROOM", "result": team}
    return {
        "turn": turn,
        "team": team,
        "clue": {"word": word, "number": 2},
        "guesses": [guess, {**guess, "word": "QUANTUM REALM"}],
        "simulated": False,
        "ended": "stopped",
    }


def _rival(turn: int) -> dict[str, Any]:
    return {
        "turn": turn,
        "team": "shield",
        "clue": None,
        "guesses": [{"index": 9, "word": "ATTILAN", "result": "shield"}],
        "simulated": True,
        "ended": "covered",
    }


def _history(words: list[str], team: str, rival: bool) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for w in words:
        out.append(_clue(w, team, len(out)))
        if rival:
            out.append(_rival(len(out)))
    return out


def _panel(scale: int, history: list[dict[str, Any]], scroll: int = 0) -> screenprobe.Shot:
    """The Clues list, ``scroll`` entries down, in the end screen's 290 px."""
    app = screenprobe.make_app((1280, 720), scale)
    table = screenprobe.frozen_table(app, coop_session(2, []), (1280, 720))[0]
    gv = table.gv
    view = copy.deepcopy(table.session.game.view(0))
    view["history"] = history
    gv.clue_scroll = scroll
    theme._text_cache.clear()
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        surf = pygame.Surface((310, 600))
        board.draw_history(gv, surf, pygame.Rect(10, 10, 290, 580), view, gv.geo.s)
    return shot


@pytest.mark.parametrize("scale", [200, 150, 100])
@pytest.mark.parametrize("team", ["hydra", "shield"])
def test_a_clue_never_touches_its_team(scale: int, team: str) -> None:
    shot = _panel(scale, _history(WORDS, team, rival=False))
    heads = [p for p in shot.placed if p.text.split(" ")[0] in WORDS]
    tags = [p for p in shot.placed if p.text in TAGS]
    assert len(heads) >= 3 and len(tags) == len(heads), [p.text for p in shot.placed]
    for head in heads:
        for tag in tags:
            if min(head.rect.bottom, tag.rect.bottom) - max(head.rect.top, tag.rect.top) <= 0:
                continue  # on a row of its own
            gap = tag.rect.left - head.rect.right
            assert gap >= head.rect.height // 2, (head.text, tag.text, gap)


def test_a_notch_of_the_wheel_moves_one_clue_past_the_rivals_lines() -> None:
    history = _history(WORDS, "hydra", rival=True)
    entries = list(reversed(history))
    at = 0
    shown = []
    for _ in range(3):
        at = board.scroll_clues(at, history, 1)
        shown.append(at)
    # each notch: one clue and the rival's line that followed it (over it in the list)
    assert [entries[k + 1]["clue"]["word"] for k in shown] == ["WOMAN", "SPIDER", "BALD"]
    assert all(entries[k]["simulated"] for k in shown)
    texts = [p.text for p in _panel(200, history, at).placed]
    assert any(t.startswith("\u25b2 3 newer") for t in texts), texts
    back = at
    for _ in range(3):
        back = board.scroll_clues(back, history, -1)
    assert back == 0
    oldest = board.scroll_clues(0, history, 100)  # never past the oldest clue's
    assert entries[oldest + 1]["clue"]["word"] == "FEMALE" and oldest + 2 == len(entries)
    plain = _history(WORDS, "hydra", rival=False)  # no rival: an entry a notch, as before
    assert [board.scroll_clues(0, plain, k) for k in (1, 2, 3, 100)] == [1, 2, 3, len(WORDS) - 1]


def test_the_oldest_clue_cut_at_the_foot_leaves_the_more_line_its_room() -> None:
    """Scrolled to "Rival covers Black Cat" over PLACE 3 (the oldest clue) at 200 %, PLACE 3's
    guesses took the whole panel down to its foot and "Titan" lay under "\u25bc more (scroll
    down)"."""
    from tabletop.ui.table import TableScene
    from tests.ui.test_end_panel_large_text import _ended

    session = _ended("codenames", seed=751667, seats_text="bot:normal,human:Ann")
    n = len(session.game.view(0)["history"])
    for scroll in range(n):
        app = screenprobe.make_app((1280, 720), 200)
        table = TableScene(app, session, viewer=0, frozen=True)
        app.push(table)
        table.frozen, table.ended_shown = False, True
        table.gv.clue_scroll = scroll
        theme._text_cache.clear()
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            app.screen = pygame.Surface((1280, 720))
            table.draw(app.screen)
        panel = table.gv.clue_panel
        inside = [p for p in shot.placed if panel.colliderect(p.rect)]
        hints = [p for p in inside if p.text[:1] in "\u25b2\u25bc"]
        for hint in hints:
            under = [p.text for p in inside if p is not hint and p.rect.colliderect(hint.rect)]
            assert not under, (scroll, hint.text, under)
