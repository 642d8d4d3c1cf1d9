"""With the log folded behind its Log button (200 % text), a move's newest log lines are said
for a few seconds near the button (issue 52: what a card did was only in the folded log, so a
player at large text never saw it). After a move at 200 % on 1280x720 the newest log line is
drawn whole, inside the window, under the bar, over no word, card, pile, label, heading or
button of the table; it goes after its seconds, and nothing is said while the log is open."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.parts import log_news
from tabletop.ui.parts.layout import ButtonItem, CardItem, LabelItem, PileItem
from tabletop.ui.parts.table_paint import toggle_log
from tabletop.ui.table import TableScene
from tests.ui import screenprobe, textprobe
from tests.ui.fakeclock import ManualClock

SIZE = (1280, 720)
#: (game, seed, moves before, seats): seat 0 to move, the log folded at 200 %
SCENES = [
    ("rpgget", 7, 14, "human,bot"),
    ("austin", 4, 0, "human,bot,bot,bot"),
    ("beanz", 5, 2, "human,bot"),
]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)  # the computer waits: the move is ours
    yield
    theme.set_ui(100, False)
    pygame.quit()


def _table(scene: tuple[str, int, int, str]) -> tuple[TableScene, ManualClock]:
    game, seed, after, seats = scene
    app = screenprobe.make_app(SIZE, 200)
    clock = ManualClock()
    app.time_source = clock
    t = TableScene(app, textprobe._session(game, seed, after, seats), viewer=0)
    app.push(t)
    t.curtain_for = None
    app.step([])
    assert t.log_folded and not t.log_open and t.acting_seat() == 0
    return t, clock


def _move(t: TableScene) -> None:
    """Seat 0 makes a move (a random one of its legal moves) through the table."""
    legal = [a for a in t.legal(0) if a.verb not in ("concede", "undo")]
    assert legal
    action = RandomBot().choose(t.game.view(0), legal, random.Random(3))
    assert t.submit(action)


def _settle(t: TableScene, clock: ManualClock) -> None:
    """The table drawn frame after frame (a tenth of a second each) until the lines show."""
    for _ in range(80):
        clock.advance(0.1)
        t.app.step([])
        if t.news.rect is not None:
            return
    raise AssertionError(f"the folded log's lines never showed: {t.news.lines}")


def _drawn(t: TableScene) -> screenprobe.Shot:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        t.app.screen = pygame.Surface(SIZE)
        t._frame = None
        t.draw(t.app.screen)
    return shot


def _things(t: TableScene) -> list[tuple[str, pygame.Rect]]:
    """Every card, pile, label and button of the table, its seats' headings and buttons."""
    lay = t.gv.layout_for(t.view, t.acting_seat())
    kinds = CardItem | PileItem | LabelItem | ButtonItem
    out = [
        (type(it).__name__, it.rect) for it in (lay.items if lay else []) if isinstance(it, kinds)
    ]
    out += [("heading", r) for r in t.gv.headings(t.view)]
    out += [(b.label, b.rect) for b in [*t.buttons, *t.top_buttons, *t.chooser]]
    out += [("bar", t.bar_rect)]
    # a question's panel and the window's bar (the news lay over Austin's "play one...")
    out += [("panel", r) for r in (t.prompts.box, t.bar.rect(), *t.gv.question_panels(t.view)) if r]
    return [(n, r) for n, r in out if r.w and r.h]


@pytest.mark.parametrize("scene", SCENES, ids=[s[0] for s in SCENES])
def test_a_moves_newest_log_line_is_drawn_whole_by_the_folded_log(scene: Any) -> None:
    t, clock = _table(scene)
    _move(t)
    _settle(t, clock)
    newest = t.log.lines[-1][0]
    said = t.news.msgs.items[-1]
    assert said.text.endswith(newest), (newest, said.text)  # alone or after the move's other
    shot = _drawn(t)
    if os.environ.get("TABLETOP_SHOTS"):  # pragma: no cover - for looking
        pygame.image.save(t.app.screen, f"{os.environ['TABLETOP_SHOTS']}/news_{scene[0]}.png")
    box = t.news.rect
    assert box is not None
    window = pygame.Rect((0, 0), SIZE)
    assert window.contains(box) and box.top >= t.bar_rect.bottom, box
    # whole: every wrapped line of it within its box, in a size at least the text's floor
    spot = t.news._spot
    assert spot is not None
    _cx, _top, width, px = spot
    shown = t.news.msgs.shown(t.scale, width, 0, px)
    assert [" ".join(lines) for _m, lines, _h in shown] == [said.text.replace("\n", " ")]
    for line in shown[0][1]:
        assert theme.text_width(line, px, "bold") + int(48 * t.scale) <= box.width, line
    assert px >= theme.MIN_TEXT
    # over nothing of the table's: no card, label, heading or button, and no word
    hit = [(n, r) for n, r in _things(t) if r.colliderect(box)]
    assert not hit, (box, hit)
    words = [
        (p.text, p.rect)
        for p in shot.placed
        if shot.surfaces[p.dest] == SIZE and p.rect.inflate(-4, -4).colliderect(box)
    ]
    assert not words, (box, words)
    # and it goes after its seconds
    clock.advance(log_news.LIFE + 0.5)
    assert not t.news.active()
    _drawn(t)
    assert t.news.rect is None


def test_nothing_is_said_while_the_log_is_open() -> None:
    t, clock = _table(SCENES[0])
    toggle_log(t)
    _move(t)
    for _ in range(10):
        clock.advance(0.1)
        t.app.step([])
    assert t.news.rect is None and not t.news.pending


def test_the_maps_mark_each_cell_with_anything_drawn_or_any_step_of_grey_in_it() -> None:
    """The quick maps the spot is looked for on (whole screens are searched once a move) are the
    plain ones: a cell is drawn where any pixel of it differs from the felt, has detail where
    any pixel of it is on a step of more than 30 greys, and the partial cells at the edges are
    marked."""
    rng = random.Random(5)
    base = pygame.Surface((37, 23))
    base.fill((30, 90, 50))
    for x in range(0, 37, 3):  # the felt's grain: no detail of its own
        pygame.draw.line(base, (34, 94, 52), (x, 0), (x, 22))
    surf = base.copy()
    for _ in range(6):
        c = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        surf.fill(
            c, (rng.randrange(37), rng.randrange(23), rng.randrange(1, 9), rng.randrange(1, 6))
        )
    surf.fill((200, 200, 200), (2, 2, 14, 12))  # a plain fill, with a faint shade in it
    surf.fill((206, 200, 200), (8, 8, 3, 3))
    area = pygame.Rect(1, 2, 35, 19)
    k = log_news.CELL

    def grey(c: pygame.Color) -> int:
        return 2 * c.r + 5 * c.g + c.b

    d = {
        (x, y): grey(surf.get_at((x + area.x, y + area.y)))
        - grey(base.get_at((x + area.x, y + area.y)))
        for x in range(area.w)
        for y in range(area.h)
    }
    step = set()
    for (x, y), v in d.items():
        for n in ((x + 1, y), (x, y + 1)):
            if n in d and abs(d[n] - v) > 240:
                step |= {(x, y), n}
    drawn = log_news.drawn_cells(surf, base, area, k)
    table = TableScene.__new__(TableScene)
    news = log_news.LogNews.__new__(log_news.LogNews)
    news._bare, news.t = None, table
    detail = log_news.cells(news.detail(surf, base, area), k)
    assert drawn.shape == detail.shape == (-(-area.w // k), -(-area.h // k))
    for cx in range(drawn.shape[0]):
        for cy in range(drawn.shape[1]):
            px = [(x, y) for x in range(cx * k, cx * k + k) for y in range(cy * k, cy * k + k)]
            edge = any(x >= area.w or y >= area.h for x, y in px)
            inside = [p for p in px if p[0] < area.w and p[1] < area.h]
            some = any(
                surf.get_at((x + area.x, y + area.y)) != base.get_at((x + area.x, y + area.y))
                for x, y in inside
            )
            assert drawn[cx, cy] == (edge or some), (cx, cy)
            assert detail[cx, cy] == (edge or any(p in step for p in inside)), (cx, cy)
    assert drawn[1, 1] and not detail[1, 1]  # the plain fill: drawn, no detail
    assert detail.any() and not drawn.all()


def test_a_window_opened_over_a_still_table_moves_the_lines_off_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Austin Powers at 200 %: a computer's ship Agent opened a window over the table without
    a move of the person's; the news of that play kept the spot it had found before, over the
    window's title. A window's bar placed since moves the lines off it."""
    t, clock = _table(SCENES[1])
    _move(t)
    _settle(t, clock)
    _drawn(t)
    box = t.news.rect
    assert box is not None
    bar = box.inflate(40, 40)
    monkeypatch.setattr(t.bar, "rect", lambda: bar)
    _drawn(t)
    assert t.news.rect is None or not t.news.rect.colliderect(bar), (t.news.rect, bar)
