"""RPG Get!'s own header at large text (issue 52): at 200 % on 1280x720 with the folded log
opened, your header's "deck 69 hand 3 discard 3" ran under the log's panel while the TURN tag
was on that line (fitting it there with an ellipsis cut "discard"). Where the first line
cannot hold the counts whole beside the turn tag, before your panel's edge and the log's
left, they take a line of their own under your name: whole, inside your panel, clear of the
log, whether the log is open or closed and whose turn it is."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import theme
from tests.ui import screenprobe, textprobe

#: (seats, bot actions before, your turn): your turn and another's, two and three players
#: (with three the log folds behind the Log button at large text and opens over the table)
SCENES = [
    ("human,bot,bot", 8, True),
    ("human,bot,bot", 34, False),
    ("human,bot", 34, True),
    ("human,bot", 42, False),
]
SIZES = [(1280, 720), (1920, 1080), (1024, 600)]


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _counts(
    size: tuple[int, int], scale: int, seats: str, after: int, log_open: bool
) -> tuple[list[screenprobe.Placed], pygame.Rect, pygame.Rect, bool, str, int]:
    """Your header's counts as drawn (the log opened where it folds), your panel as drawn,
    the log's panel, whether the log is on screen, the counts' words and whose turn it is."""
    placed, mine, log, shown, words, current, _shot = _drawn(size, scale, seats, after, log_open)
    return placed, mine, log, shown, words, current


def _drawn(
    size: tuple[int, int], scale: int, seats: str, after: int, log_open: bool
) -> tuple[list[screenprobe.Placed], pygame.Rect, pygame.Rect, bool, str, int, screenprobe.Shot]:
    """``_counts`` and every text the table drew."""
    from tabletop.ui.table import TableScene

    app = screenprobe.make_app(size, scale)
    session = textprobe._session("rpgget", 7, after, seats)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):  # as ``screenprobe.frozen_table``, the log opened first
        app.screen = pygame.Surface(size)
        table = TableScene(app, session, viewer=0, frozen=True)
        app.push(table)
        table.log_open = log_open and table.log_folded
        table.draw(app.screen)
    s = table.gv.scale
    mine = table.gv.geometry(table.view, 0)["mine"].inflate(int(10 * s), int(6 * s))
    z = table.view["zones"]
    words = f"deck {z['deck/0']['count']} hand {z['hand/0']['count']} discard"
    placed = [p for p in shot.placed if p.text.startswith("deck ") and p.rect.y >= mine.y - 4]
    shown = not table.log_folded or table.log_open
    log = pygame.Rect(table.log_rect)
    return placed, mine, log, shown, words, table.view["current"], shot


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_your_counts_are_whole_inside_your_panel_and_clear_of_the_log(
    home: Path, size: tuple[int, int], scale: int
) -> None:
    turns = set()
    try:
        for seats, after, yours in SCENES:
            for log_open in (False, True):
                placed, mine, log, shown, words, current = _counts(
                    size, scale, seats, after, log_open
                )
                case = (seats, after, log_open, scale, size)
                assert (current == 0) == yours, case
                turns.add(current == 0)
                assert len(placed) == 1, (case, [(p.text, p.rect) for p in placed])
                got = placed[0]
                # whole: every count said, none cut with an ellipsis, "discard" with its number
                assert " ".join(got.text.split()).startswith(words), (case, got.text)
                assert "\u2026" not in got.text and not got.cut, (case, got.text)
                assert mine.contains(got.rect), (case, got.rect, mine)
                # clear of the log's panel, open (over the table) or in its column; closed
                # too, so the row under it does not move when the log opens
                assert not got.rect.colliderect(log), (case, got.rect, log, shown)
                pygame.quit()
    finally:
        theme.set_ui(100, False)
        pygame.quit()
    assert turns == {True, False}


def test_at_200_percent_the_counts_have_a_line_of_their_own_where_the_log_folds(
    home: Path,
) -> None:
    """The case a new player met: 1280x720, three players, your turn, the log opened. The
    counts lie under your name and the TURN tag, at the line's start, and the row of your
    boxes' labels ("Party 1", "KO 0") stays below them."""
    try:
        placed, mine, log, shown, _w, _c, shot = _drawn((1280, 720), 200, "human,bot,bot", 8, True)
        assert shown
        counts = placed[0].rect
        name = [p.rect for p in shot.placed if p.text.startswith("Player 1 (you)")]
        labels = [
            p.rect
            for p in shot.placed
            if mine.contains(p.rect) and p.text.split()[0] in ("Party", "KO", "Inventory")
        ]
        assert name and len(labels) == 3, (name, labels)  # the name and its shadow
        assert counts.x < name[0].centerx and counts.centery > name[0].bottom
        assert all(r.centery > counts.bottom for r in labels), (counts, labels)
        assert counts.right < log.left
    finally:
        theme.set_ui(100, False)
        pygame.quit()
