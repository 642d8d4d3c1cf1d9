"""With the log folded (200 % text on 1280x720), when a person's turn comes what the others did
since that person's last move is said by the Log button (issue 52: after the computer's turn in
Espionage the message said only "You drew Bodyguard. You drew Bodyguard.", the computer's
Terrorist that made them discard was only in the log; in Mighty Beanz nothing was said). The
message holds the weightiest lines of the others' moves (cards played first, then what names
the person) in the order they came, "+N more in the Log" for the rest, lies clear of the table's
cards, piles, labels, headings, buttons and words, stays 8 s of the table's clock (longer than
a move's lines) and goes at the person's first move."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.parts import log_news
from tabletop.ui.table import TableScene
from tests.ui import screenprobe, textprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.test_folded_log_news import _things

SIZE = (1280, 720)
#: (game, seed, turns): moves made through the table until the computer ends its ``turns``-th
#: turn, giving Player 1 theirs
SCENES = [("espionage", 1, 2), ("beanz", 5, 2)]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)  # the computer's moves are made here
    yield
    theme.set_ui(100, False)
    pygame.quit()


def _played(scene: tuple[str, int, int]) -> tuple[TableScene, ManualClock, int]:
    """The table after moves made through it, a frame drawn after each (Player 1's at random,
    the computer's its own) until the computer's ``turns``-th turn ends: Player 1's turn has
    come; with the index of the log's line after Player 1's last move."""
    game, seed, turns = scene
    app = screenprobe.make_app(SIZE, 200)
    clock = ManualClock()
    app.time_source = clock
    t = TableScene(app, textprobe._session(game, seed, 0, "human,bot"), viewer=0)
    app.push(t)
    t.curtain_for = None
    app.step([])
    rng = random.Random(1)
    mine = 0
    while turns:
        seat = t.game.active_seats()[0]
        legal = t._legal_any(seat)
        if seat == 0:
            legal = [a for a in legal if a.verb not in ("concede", "undo")]
            action = RandomBot().choose(t.game.view(0), legal, rng)
        else:
            action = t.session.bots[seat].choose(t.game.view(seat), legal, t.session.bot_rng)
        assert t.submit(action)
        if seat == 0 and action.verb != "pass":
            mine = len(t.log.lines)
        turns -= seat == 1 and action.verb == "end"
        clock.advance(0.1)
        app.step([])
    assert t.log_folded and not t.log_open and t.acting_seat() == 0
    getattr(t.gv, "flights", []).clear()  # (Espionage's cards fly by the machine's clock)
    for _ in range(30):
        clock.advance(0.1)
        app.step([])
        if t.news.rect is not None and t.news.round_of == 0:
            return t, clock, mine
    raise AssertionError(f"nothing said of the computer's turn: {t.news.lines}")


@pytest.mark.parametrize("scene", SCENES, ids=[s[0] for s in SCENES])
def test_the_others_moves_since_yours_are_said_when_your_turn_comes(scene: tuple) -> None:
    t, clock, mine = _played(scene)
    theirs = t.log.lines[mine:]
    said = t.news.msgs.items[-1].text
    rows = said.split("\n")
    shown, more = (rows[:-1], rows[-1]) if rows[-1].endswith("more in the Log") else (rows, "")
    texts = [x[0] for x in theirs]
    # their lines, in the order they came, the cards they played among them (weightiest)
    at = [texts.index(x) for x in shown]
    assert at == sorted(at) and shown, (shown, texts)
    assert any(" played " in x for x in shown), shown
    left = len(texts) - len(shown)
    assert more == (f"+{left} more in the Log" if left else ""), (more, texts)
    kept = [x for x in theirs if x[0] in shown]
    names = {"you", "your", "player 1"}
    least = min(log_news.weight(x, names) for x in kept)
    assert all(log_news.weight(x, names) <= least for x in theirs if x not in kept)
    # drawn clear of the table's things and words, whole, inside the window under the bar
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        t.app.screen = pygame.Surface(SIZE)
        t._frame = None
        t.draw(t.app.screen)
    if os.environ.get("TABLETOP_SHOTS"):  # pragma: no cover - for looking
        pygame.image.save(t.app.screen, f"{os.environ['TABLETOP_SHOTS']}/round_{scene[0]}.png")
    box = t.news.rect
    assert box is not None
    assert pygame.Rect((0, 0), SIZE).contains(box) and box.top >= t.bar_rect.bottom, box
    assert not [(n, r) for n, r in _things(t) if r.colliderect(box)], box
    words = [
        (p.text, p.rect)
        for p in shot.placed
        if shot.surfaces[p.dest] == SIZE and p.rect.inflate(-4, -4).colliderect(box)
    ]
    assert not words, (box, words)
    spot = t.news._spot
    assert spot is not None and spot[3] >= theme.MIN_TEXT
    # up longer than a move's lines, gone by its 8 s
    clock.advance(log_news.LIFE + 0.5)
    t.app.step([])
    assert t.news.rect is not None and t.news.msgs.items[-1].text == said
    clock.advance(log_news.ROUND_LIFE - log_news.LIFE)
    t.app.step([])
    assert t.news.rect is None and not t.news.active()


def test_your_first_move_takes_the_others_moves_away() -> None:
    t, clock, _mine = _played(SCENES[0])
    round_text = t.news.msgs.items[-1].text
    legal = [a for a in t.legal(0) if a.verb == "play"] or [
        a for a in t.legal(0) if a.verb not in ("concede", "undo")
    ]
    assert t.submit(legal[0])
    assert t.news.round_of is None
    assert all(m.text != round_text for m in t.news.msgs.items)
    clock.advance(0.1)
    t.app.step([])
    assert t.news.round_of is None and round_text not in t.news.texts


def test_a_round_says_its_weightiest_lines_in_their_order_and_how_many_more() -> None:
    line, accent, muted = theme.TEXT, theme.ACCENT, theme.MUTED
    lines = [
        ("Computer 2 played Terrorist on every opponent.", line),
        ("Player 1 and Computer 2 passed.", muted),
        ("Terrorist by Computer 2 on every opponent: resolved.", line),
        ("Player 1 discarded Medic (Terrorist by Computer 2).", line),
        ("Computer 2's turn ended.", line),
        ("Player 1's turn.", accent),
        ("You drew Bodyguard.", line),
    ]
    names = {"you", "your", "player 1"}
    assert log_news.summary(lines, 2, names) == (
        "Computer 2 played Terrorist on every opponent.\n"
        "Player 1 discarded Medic (Terrorist by Computer 2).\n"
        "+5 more in the Log"
    )
    assert log_news.summary(lines[:1], 4, names) == lines[0][0]
    assert [log_news.weight(x, names) for x in lines] == [4, 0, 1, 3, 1, 0, 1]
