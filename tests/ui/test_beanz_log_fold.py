"""With large text on a 1280x720 window the Beanz log folds behind the top bar's Log button so
the ring's nine columns take its width (cards wide enough for a Cosmos card's longest word at
the floor); the button opens the log over the table's right and folds it again, a click on the
open log does not reach the mat, and at 100 % and on a large window at 150 % the log keeps its
column."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.beanz.layout import name_room
from tabletop.ui import theme
from tabletop.ui.parts.table_paint import log_shown
from tabletop.ui.table import TableScene
from tests.ui import screenprobe, textprobe


@pytest.fixture()
def home(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield tmp_path
    theme.set_ui(100, False)
    pygame.quit()


def _table(size: tuple[int, int], scale: int) -> TableScene:
    app = screenprobe.make_app(size, scale)
    table = TableScene(app, textprobe._session("beanz", 5, 24, "human,bot"), viewer=0)
    app.push(table)
    table.draw(pygame.Surface(size))
    return table


def _click(table: TableScene, pos: tuple[int, int]) -> bool:
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    return bool(table.top_bar.process_event(down)) | bool(table.top_bar.process_event(up))


@pytest.mark.parametrize("scale", [150, 200])
def test_large_text_folds_the_log_and_the_mat_takes_its_width(home: object, scale: int) -> None:
    table = _table((1280, 720), scale)
    gv = table.gv
    assert table.log_folded and not log_shown(table)
    assert table.play_rect.right == 1280  # the log's column is the mat's
    assert gv.mat_rect().right > table.log_rect.left + table.log_rect.width // 2
    assert gv.card[0] >= name_room(gv.scale) - 2 * max(2, int(3 * gv.scale))
    # the Cosmos name has two lines at the floor above its Bean card
    assert gv.peek >= 2 * theme.font_px(theme.MIN_TEXT)
    log = next(b for b in table.top_buttons if b.label == "Log")
    assert table.top_buttons[1].label == "Undo"  # the others keep their places
    assert _click(table, log.rect.center) and table.log_open and log_shown(table)
    inside = table.log_rect.center
    assert table.log_rect.colliderect(gv.mat_rect())  # open, it lies over the table's right
    assert _click(table, inside), "a click on the open log does not reach the mat"
    table.draw(pygame.Surface((1280, 720)))
    assert _click(table, log.rect.center) and not table.log_open
    assert not _click(table, inside)  # folded: the mat under it takes the click


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 100), ((1920, 1080), 150)])
def test_the_log_keeps_its_column_where_the_cards_hold_the_names(
    home: object, size: tuple[int, int], scale: int
) -> None:
    table = _table(size, scale)
    assert not table.log_folded and log_shown(table)
    assert table.play_rect.right < table.log_rect.left
    assert all(b.label != "Log" for b in table.top_buttons)


@pytest.mark.parametrize("scale", [150, 200])
def test_the_log_button_is_reached_with_tab_and_pressed_with_enter(
    home: object, scale: int
) -> None:
    """The Log button has no key of its own: the table's Tab round reaches it and Enter opens
    the log, and again folds it."""
    table = _table((1280, 720), scale)
    app = table.app
    log = next(b for b in table.top_buttons if b.label == "Log")

    def key(k: int) -> None:
        app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])
        app.step([pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])

    for _ in range(80):  # one Tab round is far shorter
        key(pygame.K_TAB)
        stop = table.focus.current()
        if stop is not None and stop.name == "Log":
            break
    assert stop is not None and stop.name == "Log" and stop.rect == log.rect, stop
    assert not table.log_open
    key(pygame.K_RETURN)
    assert table.log_open and log_shown(table)
    key(pygame.K_RETURN)
    assert not table.log_open
