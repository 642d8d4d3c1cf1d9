"""Issue 52: a new player playing by keyboard as the Director (the computer the Agent) could not
give a clue by keys alone: Tab cycled only the top bar, the number buttons, Give clue and the
Director window were never reached, Enter after a clicked number pressed the focused Sound
button (two focus marks at once) while the top line said Enter pressed "What can I do?". Every
control of the clue is now a Tab stop (reading order: the box, Give clue, the numbers, the
Director window; Tab or Down leaves the box), the number keys pick the number while the entry
shows (the hint says so), Enter in the box gives the clue, the ring hides while the box has the
keyboard and the status line says what Enter does there."""

from __future__ import annotations

import time

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene


@pytest.fixture(params=[100, 200])
def app(request, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    a = App((1280, 720), headless=True)
    a.settings["ui_scale"] = request.param
    a.apply_ui()
    yield a
    pygame.quit()


def _key(app: App, key: int, ch: str = "") -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode=ch, scancode=0))
    app.step(pygame.event.get())


def _click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.step(pygame.event.get())


def _director(app: App) -> TableScene:
    seats = [SeatConfig("human", "H0"), SeatConfig("bot", "B1", "normal")]
    table = TableScene(app, Session("codenames", 4, seats, {"variant": "co-op"}), viewer=0)
    app.push(table)
    app.step([])
    pygame.event.clear()
    table.curtain_for = None
    table.next_bot_at = time.monotonic() + 60  # no bot moves during the test
    table.refresh()
    app.step([])
    assert table.view["phase"] == "clue" and table.acting_seat() == 0
    return table


def _type(app: App, word: str) -> None:
    for ch in word.lower():
        _key(app, pygame.key.key_code(ch), ch)


def _ring_drawn(table: TableScene) -> bool:
    """The keys' focus ring (or a number badge) is drawn now."""
    surf = pygame.Surface((1280, 720), pygame.SRCALPHA)
    surf.fill((0, 0, 0, 0))
    table.focus.draw(surf)
    return surf.get_bounding_rect().width > 0


def _clue(table: TableScene) -> str:
    return next((line for line in table.session.log if ":clue " in line), "")


def test_every_control_of_the_clue_is_a_tab_stop_and_a_clue_is_given_by_tabbing(app: App) -> None:
    table = _director(app)
    muted = table.app.audio.muted
    names = [s.name for s in table.focus.stops()]
    want = ["Clue box", "Give clue", *(f"Number {n}" for n in range(1, 10)), "Director window"]
    assert names[: len(want)] == want, names
    # then the top bar (its Log button first where large text folds the log behind it)
    assert names[len(want)] == ("Log" if table.log_folded else "What can I do?")
    _type(app, "villainous")
    assert table.focus.current().name == "Clue box" and not _ring_drawn(table)
    _key(app, pygame.K_TAB)  # out of the box: on to Give clue, then the numbers
    assert not table.gv.typing and table.focus.current().name == "Give clue"
    assert "pick its number first" in table.focus.status_text()
    _key(app, pygame.K_TAB)
    _key(app, pygame.K_TAB)
    assert table.focus.current().name == "Number 2"
    assert table.focus.status_text().startswith("Number 2: Enter picks it")
    _key(app, pygame.K_RETURN)
    assert table.gv.number == 2
    for _ in range(10):  # Shift+Tab back to Give clue
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode="")
        )
        app.step(pygame.event.get())
        if table.focus.current().name == "Give clue":
            break
    assert table.focus.status_text() == "Give clue: Enter gives the clue"
    _key(app, pygame.K_RETURN)
    assert _clue(table) == "0:clue VILLAINOUS 2"
    assert table.app.audio.muted == muted  # Sound was never pressed


def test_a_clue_typed_numbered_by_key_and_given_with_enter(app: App) -> None:
    table = _director(app)
    gv = table.gv
    _type(app, "villainous")
    _key(app, pygame.K_3, "3")  # the screen says the number keys pick the number
    assert gv.number == 3 and gv.entry.text == "VILLAINOUS"
    status = table.focus.status_text()
    assert "number keys 1-9" in status and "Enter gives the clue" in status
    _key(app, pygame.K_RETURN)
    assert _clue(table) == "0:clue VILLAINOUS 3"


def test_down_leaves_the_box_for_the_numbers_and_back_into_it(app: App) -> None:
    table = _director(app)
    gv = table.gv
    _type(app, "villainous")
    _key(app, pygame.K_DOWN)
    here = table.focus.current()
    assert not gv.typing and here.name.startswith("Number ")
    assert here.rect.top >= gv.entry.rect.bottom  # the row under the box
    _key(app, pygame.K_RIGHT)
    _key(app, pygame.K_RETURN)
    picked = gv.number
    assert picked is not None
    for _ in range(12):  # Shift+Tab back to the box: it takes letters at once
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode="")
        )
        app.step(pygame.event.get())
        if table.focus.current().name == "Clue box":
            break
    assert table.focus.status_text().startswith("Clue box: type the clue, its letters go in")
    _key(app, pygame.K_RETURN)  # Enter there (without a letter) puts the keys in it too
    assert gv.typing and gv.entry.text == "VILLAINOUS"
    _key(app, pygame.K_RETURN)  # Enter in the box gives the clue
    assert _clue(table) == f"0:clue VILLAINOUS {picked}"


def test_enter_never_presses_sound_after_a_clicked_number(app: App) -> None:
    table = _director(app)
    gv = table.gv
    muted = table.app.audio.muted
    _type(app, "villainous")
    for _ in range(14):  # the ring on Sound, out of the box
        _key(app, pygame.K_TAB)
        if table.focus.current().name == "Sound":
            break
    assert table.focus.current().name == "Sound" and table.focus.active
    r, n = gv.rects["main"]["numbers"][3]
    _click(app, r.center)
    assert gv.number == n == 4
    # one mark: the box has the keyboard again, the ring is hidden, the top line says so
    assert gv.typing and not _ring_drawn(table)
    assert "Enter gives the clue" in table.focus.status_text()
    _key(app, pygame.K_RETURN)
    assert _clue(table) == "0:clue VILLAINOUS 4"
    assert table.app.audio.muted == muted  # Sound was not pressed


def test_the_hint_says_the_number_keys_pick_the_number(app: App) -> None:
    from tests.ui import screenprobe

    shot = screenprobe.Shot()
    with screenprobe.recording(shot):  # from the start: the banner's cached text too
        table = _director(app)
        table.draw(pygame.Surface((1280, 720)))
    drawn = " ".join(p.text for p in shot.placed)
    assert "Type one word, pick its number (keys 1-9), press Enter." in drawn
