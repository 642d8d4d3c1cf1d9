"""The curtain's note (a key it dropped) at every text size: at 200 % on 1280x720 the "Pass to
Bea" sentence and its big button reached down to y 670, and "Ctrl+Z (undo) does nothing on a
curtain: ..." or "Q is Ann's key ..." had no room under the button: nothing showed, and the
person who pressed could not tell whether the app had heard them. The note is drawn whole,
under the button where it has the room, else over the title, clear of every other word."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.conftest import press
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")

SIZES = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]
SIZES += [((1024, 600), 200)]


def _curtain(size: tuple[int, int], ui: int, monkeypatch: pytest.MonkeyPatch) -> TableScene:
    """Ann and Bea at one screen: Ann ends her turn, Bea's curtain is up."""
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    app = screenprobe.make_app(size, ui)
    app.time_source = ManualClock()
    t = TableScene(app, Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea")]))
    app.push(t)
    app.step([])
    t.lift_curtain()
    app.step([])
    assert t.submit(parse_action("0:end"))
    app.step([])
    assert t.curtain_for == 1
    return t


def _drawn(t: TableScene) -> screenprobe.Shot:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        t.app.screen = pygame.Surface(t.size)
        t._frame = None
        t.draw(t.app.screen)
    return shot


@pytest.mark.parametrize("size, ui", SIZES)
@pytest.mark.parametrize("key", ["undo", "claim"])
def test_the_curtains_note_is_seen_whole(
    size: tuple[int, int], ui: int, key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    t = _curtain(size, ui, monkeypatch)
    if key == "undo":
        pygame.event.post(
            pygame.event.Event(
                pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0
            )
        )
        t.app.step(pygame.event.get())
        assert t.curtain.note.startswith("Ctrl+Z (undo) does nothing on a curtain")
    else:
        press(t.app, pygame.K_q)  # Ann's claim key on Bea's curtain: no window is open
        assert t.curtain.note.startswith("Q is Ann's key")
    shot = _drawn(t)
    screen = pygame.Rect((0, 0), size)
    note = [p for p in shot.placed if p.text.strip() and p.text.strip() in t.curtain.note]
    said = " ".join(p.text.strip() for p in note)
    assert said == t.curtain.note, (said, t.curtain.note)
    assert all(screen.contains(p.rect) and not p.cut for p in note)
    assert not shot.overlaps(), shot.overlaps()
    button = t.curtain.button()
    assert not any(p.rect.colliderect(button) for p in note)
