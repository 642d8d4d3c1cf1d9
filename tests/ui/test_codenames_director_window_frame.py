"""Issue 52 (a new player at 200 % text, 1280x720, 2026-11-26 evening): the Director window
opened over the table with no close button of its own and Esc did nothing; the only close
button was on the hidden table. Closing it left no window with the keyboard. Its title ran
under "Acting: Ann" and "INTERGALACTIC 2" stuck out of its Clues panel.

Now it closes from itself (its Close button, Esc, its title bar), the main window gets the
keyboard back, it opens beside the table where the desktop has room, and its title bar and
Clues list stay inside their room at every text size."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.games.codenames import dirwin
from tabletop.room.session import Session
from tabletop.ui import theme
from tabletop.ui.parts import second_window
from tests.ui import test_codenames_view as viewtests
from tests.ui.test_codenames_view import _click, _open_director_window, _post, _seats, _table

app = viewtests.app  # the fixture: a headless app at 1920x1080


def _director_table(app: Any, moves: tuple[str, ...] = ()) -> Any:
    session = Session("codenames", 7, _seats("hh"), {"variant": "co-op"})
    for line in moves:
        session.apply(parse_action(line))
    return _table(app, session, viewer=0)


def _given_keyboard(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    got: list[Any] = []
    real = second_window.give_keyboard
    monkeypatch.setattr(second_window, "give_keyboard", lambda w: (got.append(w), real(w)))
    return got


def test_the_director_window_closes_by_its_own_button_and_gives_the_table_the_keys(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = _director_table(app)
    gv = table.gv
    got = _given_keyboard(monkeypatch)
    _open_director_window(app, table)
    win = gv.dwin.window
    assert got and got[-1] is win  # the new window has the keyboard
    app.step([])
    close = gv.rects["dir"]["close"]
    assert pygame.Rect((0, 0), gv.dwin.size).contains(close)
    assert any("Director window open" in t.text for t in table.toasts.items)
    _click(app, close.center, window=win)
    assert not gv.dwin.is_open and app.running and app.scene is table
    main = second_window.main_window()
    assert got[-1] is not None and got[-1].id == main.id  # the table has the keyboard back
    # its opening note ("The TV never shows the key now") went with it: it stood on the
    # table after a quick close
    assert not any("Director window open" in t.text for t in table.toasts.items)


def test_esc_in_the_director_window_closes_it_and_only_it(app: Any) -> None:
    table = _director_table(app)
    gv = table.gv
    _open_director_window(app, table)
    win = gv.dwin.window
    app.step([])
    esc = pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0, window=win
    )
    _post(app, esc)
    assert not gv.dwin.is_open and app.running and app.scene is table
    assert table.view["phase"] == "clue"  # nothing was played by it


def test_it_opens_beside_the_table_where_the_desktop_has_room(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    main = second_window.main_window()
    if main is None:
        pytest.skip("no main window with this driver")
    x, y = main.position
    wide = x + main.size[0] + 8 + 1280
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(wide, 1080)])
    assert second_window.beside_main((1280, 720)) == (x + main.size[0] + 8, max(0, y))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(wide - 1, 1080)])
    assert second_window.beside_main((1280, 720)) is None  # no room: where the system puts it


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_title_bar_and_the_clues_stay_in_their_room(
    app: Any, scale: int, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    table = _director_table(app, ("0:clue INTERGALACTIC 2",))
    gv = table.gv
    theme.set_ui(scale, False)
    try:
        _open_director_window(app, table)
        drawn: list[tuple[str, pygame.Rect]] = []
        real = theme.blit_text

        def spy(surf: Any, text: str, *a: Any, **k: Any) -> Any:
            r = real(surf, text, *a, **k)
            drawn.append((str(text), pygame.Rect(r)))
            return r

        monkeypatch.setattr(theme, "blit_text", spy)
        gv.draw_director_window()
        surf = gv.dwin.surface()
        pygame.image.save(surf, str(tmp_path / f"dirwin-{scale}.png"))
        w = surf.get_width()
        geo = gv._geo_dir()
        bar = pygame.Rect(0, 0, w, geo.area.y)
        close = gv.rects["dir"]["close"]
        title = [r for t, r in drawn if t.startswith(dirwin.SHORT_TITLE)]
        said = dirwin.doing(gv, table.view)
        acting = [r for t, r in drawn if t == said]
        assert title and bar.contains(close)
        assert bar.contains(title[0]) and not title[0].colliderect(close)
        for r in acting:
            assert bar.contains(r) and not r.colliderect(title[0]) and not r.colliderect(close)
        clue = [r for t, r in drawn if t == "INTERGALACTIC 2"]
        assert clue, [t for t, _r in drawn]
        assert all(r.right <= geo.side.right for r in clue), (clue, geo.side)
    finally:
        theme.set_ui(100, False)
