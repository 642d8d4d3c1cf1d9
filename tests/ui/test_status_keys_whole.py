"""The keyboard's status line is read whole at every text size: a card held by the keys says
which key drops it and that Esc puts it back, and large text or a small window never cuts that
off ("...Enter..."). What the bar cannot hold on two lines goes on a band over the table's edge,
clear of the focused place and of the held card (``TablePainter.status_band``)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pygame
import pytest

from tabletop.lessons.table import LessonTable
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.test_table_keys import GAMES, drags_now, key, play_until, stops_now

#: (window, text scale %): 1280x720 at every scale, the small window at 100 % and 200 %
SIZES = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]
SIZES += [((1024, 600), 200)]
HELD = [g for g in GAMES if g != "codenames"]  # Codenames' cards are never picked up


@pytest.fixture(autouse=True)
def _back_to_100() -> Iterator[None]:
    yield
    theme.set_ui(100, False)


def at_scale(app: App, scale: int) -> None:
    app.settings["ui_scale"] = scale
    app.apply_ui()


def drawn(app: App, table: TableScene) -> screenprobe.Shot:
    """What the table's next frame draws (its cached frame drawn anew)."""
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        table.dirty = True
        table._frame = None
        app.step([])
    return shot


def whole(text: str, shot: screenprobe.Shot) -> bool:
    """``text`` is drawn as it is: one line, or lines that make it (a line the frame drew
    before is drawn again from the text cache: it is recorded once)."""
    shown = {t for t, _px, face in shot.sizes if not face}
    words = text.split(" ")
    reach = [True] + [False] * len(words)  # the first k words are drawn as whole lines
    for i in range(len(words)):
        for j in range(i + 1, len(words) + 1) if reach[i] else ():
            part = " ".join(words[i:j])
            # (the first line may begin with what the game puts first: Austin's "2 actions
            # left · ")
            reach[j] = (
                reach[j] or part in shown or (i == 0 and any(t.endswith(f" {part}") for t in shown))
            )
    return reach[-1]


def check_status(app: App, table: TableScene) -> str:
    """The status line of the focused stop drawn whole (or its short form whole, where the
    long one does not fit: Espionage's carried card, "Police → Computer 3: Enter drops it, Esc
    puts it back"), inside the window, the band (if any) clear of the focused place and the
    held card; the text said."""
    text = table.focus.status_text()
    assert text
    shot = drawn(app, table)
    short = table.focus.status_short()
    shown = text if whole(text, shot) or not short else short
    assert whole(shown, shot), f"not drawn whole: {shown!r}"
    assert shown == text or shown.endswith(", Esc puts it back"), shown
    assert not [x for x in shot.shortened() if shown[:30] in x], shown
    band = table.paint.band_rect
    if band is not None:
        assert pygame.Rect((0, 0), table.size).contains(band)
        assert band.top >= table.bar_rect.bottom  # the bar's buttons stay in sight
        assert band.collidelist(table.paint.band_avoids()) < 0, text
    return text


@pytest.mark.parametrize("game", HELD)
@pytest.mark.parametrize(("app_size", "scale"), SIZES)
def test_a_held_cards_keys_are_read_whole(app: App, game: str, scale: int) -> None:
    at_scale(app, scale)
    table = play_until(app, game, drags_now)
    g = table.gv.gestures(table.view, table.legal(0))
    stops = table.focus.stops()
    card = next(s for s in stops if s.kind == "hand" and g.targets(s.key))
    key(app, pygame.K_TAB)
    table.focus.focus(stops, stops.index(card))
    check_status(app, table)  # the card in the hand: where it goes
    key(app, pygame.K_RETURN)
    assert table.focus.holding()
    said = set()
    for _ in table.focus.stops():  # over each of its places in turn
        text = check_status(app, table)
        assert text.endswith(", Esc puts it back") and " drops it" in text
        assert not re.search(r"\bslot \d", text), text  # a place in words, not its number
        said.add(text)
        key(app, pygame.K_TAB)
    assert said
    key(app, pygame.K_ESCAPE)  # put back: the status names the card again, whole
    assert not table.focus.holding()
    check_status(app, table)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("app_size", [(1024, 600)])
def test_every_focused_thing_is_named_whole_at_200(app: App, game: str) -> None:
    at_scale(app, 200)
    table = play_until(app, game, stops_now)
    key(app, pygame.K_TAB)
    for i in range(len(table.focus.stops())):
        table.focus.focus(table.focus.stops(), i)
        check_status(app, table)


@pytest.mark.parametrize("app_size", [(1280, 720)])
def test_the_bar_holds_what_fits_and_no_band_is_left_behind(app: App) -> None:
    table = play_until(app, "espionage", drags_now)
    key(app, pygame.K_TAB)
    drawn(app, table)
    assert table.paint.band_rect is None  # at 100 % the bar holds the focused thing's words
    app.pop()
    at_scale(app, 200)
    table = play_until(app, "austin", drags_now)
    g = table.gv.gestures(table.view, table.legal(0))
    stops = table.focus.stops()
    card = next(s for s in stops if s.kind == "hand" and g.targets(s.key))
    key(app, pygame.K_TAB)
    table.focus.focus(stops, stops.index(card))
    key(app, pygame.K_RETURN)
    assert table.focus.holding()
    drawn(app, table)
    assert table.paint.band_rect is not None  # the long name and both keys: on the band
    key(app, pygame.K_ESCAPE)  # put back, then a mouse press hides the ring: the game's own
    far = (table.play_rect.centerx, table.play_rect.top + 5)  # status, no band left behind
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=far, button=1)])
    drawn(app, table)
    assert not table.focus.status_text() and table.paint.band_rect is None


class Checked(Exception):
    """The lesson's step was looked at: the lesson stops there."""


@pytest.mark.parametrize("app_size", [(1024, 600)])
def test_in_a_lesson_the_band_goes_beside_its_panel(app: App, clock: ManualClock) -> None:
    """Austin's lesson at 200 % on the small window: the ring on the card the lesson points
    at names it whole on a band that leaves the lesson's panel and the card in sight."""
    at_scale(app, 200)
    path = next(p for p in lessonkit.all_lessons() if p.parent.parent.name == "austin")
    seen: list[pygame.Rect] = []

    def each(table: LessonTable) -> None:
        if not table.focus.status_text().startswith("Tab goes to "):
            return
        key(app, pygame.K_TAB)  # the ring on the pointed card
        text = check_status(app, table)
        band, panel = table.paint.band_rect, table.paint.lesson_panel()
        if band is not None and panel is not None and text.endswith("your table"):
            assert not band.colliderect(panel), (band, panel)
            seen.append(band)
            raise Checked
        table.focus.active = False

    with pytest.raises(Checked):
        lessonkit.take_lesson(app, clock, lessonkit.lesson(str(path)), each=each)
    assert seen
