"""A key the table drops says so: a claim key pressed on a curtain or just after a window closed
("The window had closed"), and the pass key pressed again right after it lifted the curtain
(Space lifts a curtain and passes a window: a double press must not pass a window nobody meant
to pass). Time is the test's own clock."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.pacing import CurtainGuard
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.layers.bars import CLAIM_NAMES
from tabletop.ui.table import CLAIM_KEYS, TableScene
from tests.ui.conftest import press as _key
from tests.ui.test_hotseat import _seed_seven

#: people at one screen (``tests/ui/conftest.py``: the curtain's guards off, a manual clock)
pytestmark = pytest.mark.usefixtures("hotseat")


@pytest.fixture()
def app_size() -> tuple[int, int]:
    return (1600, 900)


SEVEN = ["0:end", "1:play 9 0", "0:pass", "1:pass", "2:pass", "1:choose 20", "1:play 23"]
SEVEN += ["0:pass", "1:pass", "2:pass", "1:end"]


def _sniper_window(app: App) -> TableScene:
    """Espionage, Ann, Bea and Cy at one screen: Cy's Sniper on Bea opens a public window that
    Ann and Bea may answer."""
    session = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
    for m in SEVEN:
        session.apply(parse_action(m))
    table = TableScene(app, session)
    app.push(table)
    pygame.event.clear()
    table.lift_curtain()
    assert table.submit(parse_action("2:play 4 1"))
    app.step([])
    assert table.window_key is not None and table.screen.public_window()
    return table


def _toasts(table: TableScene) -> str:
    return " ".join(item.text for item in table.toasts.items)


def test_a_claim_key_just_after_the_window_closed_says_so(app: App) -> None:
    table = _sniper_window(app)
    clock = app.time_source
    table.window.set_left(0.0)
    table.update(clock())  # the window runs out: everyone passes
    assert table.window_key is None or table.session.log[-1].endswith("pass")
    while table.window_key is not None:  # the chained window (Bea's Protector) runs out too
        table.window.set_left(0.0)
        table.update(clock())
    n = len(table.session.log)
    _key(app, CLAIM_KEYS[0])  # Ann's Q, a moment late
    assert len(table.session.log) == n and table.claimant is None
    assert "The window had closed" in _toasts(table)
    # long after, the same key says what it is for
    clock.advance(10.0)
    table.toasts.items.clear()
    _key(app, CLAIM_KEYS[0])
    assert "none is open" in _toasts(table) or table.curtain_for is not None


def test_a_claim_key_on_a_curtain_says_why_it_did_nothing(app: App, tmp_path: Path) -> None:
    table = _sniper_window(app)
    _key(app, CLAIM_KEYS[1])  # Bea claims: her curtain
    assert table.curtain_for == 1
    _key(app, CLAIM_KEYS[0])  # Ann's Q on Bea's curtain
    assert table.curtain_for == 1 and table.claimant == 1
    assert "Bea's now" in table.curtain.note
    app.scene.draw(app.screen)
    pygame.image.save(app.screen, str(tmp_path / "curtain_note.png"))
    _key(app, CLAIM_KEYS[1])  # Bea's own key again
    assert "lift the curtain" in table.curtain.note
    _key(app, pygame.K_SPACE)
    assert table.curtain_for is None


def test_space_twice_lifts_the_curtain_and_does_not_pass(app: App) -> None:
    table = _sniper_window(app)
    clock = app.time_source
    _key(app, CLAIM_KEYS[1])  # Bea claims
    assert table.curtain_for == 1
    n = len(table.session.log)
    _key(app, pygame.K_SPACE)  # lifts the curtain
    assert table.curtain_for is None and table.viewer == 1
    _key(app, pygame.K_SPACE)  # the same hand's second press, at once: ignored, said
    assert len(table.session.log) == n and table.claimant == 1
    assert "just lifted" in _toasts(table)
    clock.advance(1.0)
    _key(app, pygame.K_SPACE)  # a deliberate press passes
    assert table.session.log[n:] == ["1:pass"]


def test_a_click_on_the_curtain_then_space_passes_at_once(app: App) -> None:
    """Only a key that lifted the curtain makes the next pass key suspect."""
    table = _sniper_window(app)
    _key(app, CLAIM_KEYS[1])
    pos = table.curtain_button().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get())
    n = len(table.session.log)
    _key(app, pygame.K_SPACE)
    assert table.session.log[n:] == ["1:pass"]


def test_ctrl_z_on_a_curtain_is_undo_never_a_seats_claim_key(app: App) -> None:
    """A new player's Ctrl+Z on a curtain was read as Z, seat 3's claim key ("Z is Cy's key to
    answer a reaction window: none is open."). It is undo, which takes nothing back on a curtain
    (no one's cards are on screen): the curtain says so and stays up; the game is unchanged."""
    table = _sniper_window(app)
    _key(app, CLAIM_KEYS[1])  # Bea claims: her curtain
    assert table.curtain_for == 1
    log = list(table.session.log)
    ctrl_z = pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a", scancode=0
    )
    pygame.event.post(ctrl_z)
    app.step(pygame.event.get())
    assert table.curtain_for == 1 and table.session.log == log and table.claimant == 1
    note = table.curtain.note
    assert "Ctrl+Z (undo)" in note and "Bea lifts it" in note, note
    assert "Cy's key" not in note
    # a plain Z is still Cy's claim key: it says why it claims nothing now
    _key(app, pygame.K_z)
    assert "Cy" in table.curtain.note and "Ctrl+Z" not in table.curtain.note


def test_space_just_after_the_curtain_rose_says_why(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new player's Space on a curtain that had just risen did nothing, with no word (the
    guard that keeps a key meant for the screen before from lifting it). It says so."""
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.3)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 1.0)
    table = _sniper_window(app)
    clock = app.time_source
    _key(app, CLAIM_KEYS[1])  # Bea claims: her curtain rises now
    assert table.curtain_for == 1 and table.curtain.note == ""
    _key(app, pygame.K_SPACE)  # at once: inside the first guard
    assert table.curtain_for == 1
    assert table.curtain.note == "The curtain has just risen: Bea, press Space again."
    clock.advance(0.5)
    table.curtain.note = ""
    _key(app, pygame.K_RETURN)  # past the click guard, inside the key guard
    assert table.curtain_for == 1 and "just risen" in table.curtain.note
    clock.advance(0.6)
    _key(app, pygame.K_SPACE)  # a second after it rose: it lifts
    assert table.curtain_for is None and table.viewer == 1


def test_space_just_after_a_late_claim_key_on_a_curtain_does_not_lift_it(
    app: App, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A new player's walk (2026-11-26): a claim key come too late said "The window had closed:
    ... came too late" on the next player's curtain, and the same person's Space just after
    (as if to pass) lifted it, showing that player's hand to the wrong person. A key the
    curtain drops restarts its key guard: a Space just after it is refused, with words."""
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.3)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 1.0)
    table = _seed_seven(app)
    clock = app.time_source
    assert table.submit(parse_action("2:end"))  # Cy ends the turn: "Pass to Ann"
    app.step([])
    assert table.curtain_for == 0 and table.window_key is None
    clock.advance(1.5)  # past the guard of the curtain's rise
    table.screen.window_closed_at = clock()  # a window closed just now (``follow_window``)
    _key(app, CLAIM_KEYS[1])  # Bea's claim key, a moment too late
    assert table.curtain_for == 0
    assert table.curtain.note.startswith("The window had closed"), table.curtain.note
    for k in (pygame.K_SPACE, pygame.K_RETURN):
        clock.advance(0.4)
        _key(app, k)  # the same hand, as if to pass: refused, said
        assert table.curtain_for == 0 and table.lifted_for != 0
        note = table.curtain.note
        said = f"{CLAIM_NAMES[1]} (Bea) was pressed just now: this curtain is Ann's."
        assert note == f"{said} Ann, press Space again.", note
    app.scene.draw(app.screen)
    pygame.image.save(app.screen, str(tmp_path / "late_key_curtain.png"))
    clock.advance(1.0)  # a deliberate press, a second after the last key
    _key(app, pygame.K_SPACE)
    assert table.curtain_for is None and table.viewer == 0


def test_a_key_dropped_on_a_curtain_holds_its_keys_only_a_moment() -> None:
    guard = CurtainGuard()
    guard.rise(10.0)
    assert guard.takes_keys(11.0, 0.3, 1.0)
    guard.dropped(12.0)
    assert not guard.takes_keys(12.5, 0.3, 1.0) and guard.takes_input(12.5, 0.3)
    assert guard.takes_keys(13.0, 0.3, 1.0)
    guard.dropped(14.0)
    guard.rise(14.2)  # a new curtain: its own guard only
    assert not guard.just_dropped(14.3, 1.0)
