"""The end panel at large text, for every game (2026-11-26, new players at 200 % on 1280x720):
the title "Computer 3 wins!" lay over the result's line and "Seed 359348", the result kept one
of its two lines ("Computer 2 eliminated Player 1 and"), two standings rows overlapped and the
first button read "Play…". Each part now takes the room its words need, and the panel stays in
the window."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.registry import playable_names
from tabletop.room.session import SeatConfig, Session
from tests.ui import screenprobe

SEATS = {
    "espionage": "human,bot,bot,bot",
    "codenames": "human,bot,bot,bot",
    "beanz": "human,bot",
    "austin": "human,bot,bot",
    "rpgget": "human,bot",
}
SIZES = [(1280, 720), (1920, 1080), (1024, 600)]


def _ended(game: str, seed: int = 359348, seats_text: str = "") -> Session:
    seats = [SeatConfig.parse(t, i) for i, t in enumerate((seats_text or SEATS[game]).split(","))]
    s = Session(game, seed, seats, None)
    for _ in range(8000):
        if s.game.is_terminal():
            break
        a = s.game.active_seats()[0]
        bot = s.bots.get(a) or make_bot(game, "normal")
        s.apply(bot.choose(s.game.view(a), s.game.legal_actions(a), s.bot_rng))
    assert s.game.is_terminal()
    return s


def _end_panel(game: str, size: tuple[int, int], scale: int, seats: str = ""):
    from tabletop.ui.table import TableScene

    session = _ended(game, seats_text=seats)
    app = screenprobe.make_app(size, scale)
    table = TableScene(app, session, viewer=0, frozen=True)
    app.push(table)
    table.frozen, table.ended_shown = False, True
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface(size)
        table.draw(app.screen)
    return table, shot


def test_every_game_is_covered() -> None:
    assert set(SEATS) == set(playable_names())


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", list(SEATS))
def test_the_end_panel_lays_out_whole(game: str, size: tuple[int, int], scale: int) -> None:
    check_end_panel(*_end_panel(game, size, scale), size)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_six_standings_rows_fit_at_200_percent(size: tuple[int, int]) -> None:
    """Austin Powers with six seats: the tallest panel (six rows under two lines of result)."""
    check_end_panel(*_end_panel("austin", size, 200, "human" + ",bot" * 5), size)


def check_end_panel(table, shot, size: tuple[int, int]) -> None:
    rect = table.ending.rect
    assert pygame.Rect((0, 0), size).contains(rect), (rect, size)
    assert rect.top >= table.play_rect.top  # under the top bar, never over it
    inside = [p for p in shot.placed if rect.contains(p.rect)]
    said = {p.text for p in inside}
    # the title, the seed, every word of the result, each button's and each row's words whole
    res = table.game.result()
    title = table.ending.title(res)
    assert title in said
    assert f"Seed {table.session.seed}" in said
    words = " ".join(p.text for p in inside).split()
    assert all(w in words for w in table.gv.say(res.text).split()), (res.text, said)
    for b in table.end_buttons:
        assert rect.contains(b.rect), (b.label, b.rect, rect)
        assert any(p.text.startswith(b.label) and b.rect.contains(p.rect) for p in inside)
    assert not table.end_buttons[0].rect.colliderect(table.end_buttons[1].rect)
    assert not table.end_buttons[1].rect.colliderect(table.end_buttons[2].rect)
    for row in table.ending.standings():
        assert f"{row.rank}. {row.name}" in said
        assert any(p.text.startswith(row.score) for p in inside)
    # nothing in the panel shortened, no two of its texts on one another, none on a button
    drawn = {short.split(" -> ")[-1] for short in shot.shortened()}
    assert not drawn & said, shot.shortened()
    assert not [x for x in shot.shortened() if x.startswith(table.gv.say(res.text)[:60])]
    ink = [p.rect.inflate(-4, -2 * max(2, p.rect.height // 6)) for p in inside]
    pairs = [
        (a.text, b.text)
        for i, a in enumerate(inside)
        for j, b in enumerate(inside[i + 1 :], i + 1)
        if a.text.strip() != b.text.strip() and ink[i].colliderect(ink[j])
    ]
    assert not pairs, pairs
    labels = {b.label for b in table.end_buttons}
    for p in inside:
        if not any(p.text.startswith(x) for x in labels):
            ink = p.rect.inflate(-4, -2 * max(2, p.rect.height // 6))
            assert not any(ink.colliderect(b.rect) for b in table.end_buttons), p.text
    assert not [x for x in shot.spills if x[0] in said and pygame.Rect(x[2]) == rect]
