"""A button's key hint never lies: while a keyboard focus ring shows, Enter presses the
focused thing, so "[Enter]" (a move button's too) is written on the focused button only
(``widgets.enter_focus`` set by the app around a scene's drawing from ``focus.enter_target``);
without the ring the labels are as before."""

from __future__ import annotations

import pygame

from tabletop.ui import focus
from tabletop.ui.app import App
from tabletop.ui.components import widgets
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.test_table_keys import drags_now, key, play_until


def hints(scene: object, buttons: list[widgets.Button]) -> dict[str, str]:
    with widgets.enter_focus(*focus.enter_target(scene)):
        return {b.label: b.hint() for b in buttons}


def drawn_labels(app: App) -> list[str]:
    """The texts the app's next frame draws."""
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.scene.dirty = True
        app.step([])
    return [t for t, _px, _face in shot.sizes]


def test_the_launcher_names_enter_on_the_focused_button_only(app: App) -> None:
    lau = LauncherScene(app)
    app.push(lau)
    app.step([])
    start = next(b for b in lau.buttons if b.label == "Start game")
    assert hints(lau, lau.buttons)["Start game"] == "Enter"  # no ring: Enter starts
    assert "Start game  [Enter]" in drawn_labels(app)
    key(app, pygame.K_TAB)
    here = focus.ring(lau).current(focus.scene_targets(lau))
    assert here is not None and here.key != "Start game"
    now = hints(lau, lau.buttons)
    assert now["Start game"] == ""  # Enter presses the focused button now
    focused = next(b for b in lau.buttons if b.rect == here.rect)
    assert now[focused.label] in ("Enter", focused.hotkey) and now[focused.label]
    labels = drawn_labels(app)
    assert "Start game" in labels and "Start game  [Enter]" not in labels
    # Enter does what the labels say: it presses the focused button, not Start game
    key(app, pygame.K_RETURN)
    assert not isinstance(app.scene, TableScene)
    # the ring on Start game: its hint is back
    focus.ring(lau).focus_key("Start game")
    assert hints(lau, lau.buttons)["Start game"] == "Enter"
    lau.focus.hide()
    assert hints(lau, [start])["Start game"] == "Enter"


def test_the_tables_return_buttons_lose_their_hint_while_the_ring_is_on_a_card(
    app: App, clock: ManualClock
) -> None:
    table = play_until(app, "espionage", drags_now)
    ret = [b for b in table.buttons if b.hotkey in widgets.ENTER_HINTS]
    assert ret, "a move button answers Return"
    assert all(h == b.hotkey for b, h in zip(ret, hints(table, ret).values()))
    key(app, pygame.K_TAB)  # the ring shows where the turn starts (End turn: Enter ends it)
    key(app, pygame.K_HOME)  # your hand's first card
    stop = table.focus.current()
    assert table.focus.active and stop is not None and stop.kind == "hand"
    assert set(hints(table, ret).values()) == {""}
    labels = drawn_labels(app)
    assert not [t for t in labels if "[Return]" in t or "[Enter]" in t]
    key(app, pygame.K_RETURN)  # Enter picks the focused card up, as the labels now say
    assert table.focus.holding()
    key(app, pygame.K_ESCAPE)
