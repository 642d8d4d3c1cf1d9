"""A keyboard player's race key (issue 30): each person races with their own reaction button,
chosen by keys alone on the key-mapping screen and saved in the settings; the Table keys page
names every player's race key; at the table the race's tiles name them, and with relaxed
timing a press long after the normal time still counts."""

from __future__ import annotations

import pygame

from tabletop.ui import focus
from tabletop.ui.app import App
from tabletop.ui.overlays.race import RaceOverlay
from tabletop.ui.overlays.reaction_common import load_keymap
from tabletop.ui.scenes.keymap_scene import KeyMapScene
from tabletop.ui.table import TableScene
from tests.ui.test_relaxed_timing import _normal_end_ns, _walk_to_race, app  # noqa: F401

MS = 1_000_000


def press(a: App, k: int, text: str = "") -> None:
    ev = pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0)
    a.step([ev, pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=text, scancode=0)])


def map_by_keys(a: App, keys: list[int]) -> KeyMapScene:
    """The key-mapping screen by keys only: Tab to the number of players, Enter, then each
    player presses their button."""
    km = KeyMapScene(a)
    a.push(km)
    a.step([])
    ring = focus.ring(km)
    for _ in range(12):
        press(a, pygame.K_TAB)
        here = ring.current(focus.scene_targets(km))
        if here is not None and here.key == str(len(keys)):
            break
    press(a, pygame.K_RETURN)
    assert km.stage == "map"
    for k in keys:
        press(a, k, pygame.key.name(k))
    assert km.stage == "test"
    return km


def test_a_keyboard_player_remaps_their_race_key_and_races_with_it_relaxed(
    app: App,  # noqa: F811
) -> None:
    km = map_by_keys(app, [pygame.K_k, pygame.K_l, pygame.K_j])
    saved = load_keymap(app.settings)
    assert [saved.bindings[s].code for s in range(3)] == [pygame.K_k, pygame.K_l, pygame.K_j]
    km.open_table_keys()
    assert "Player 1: K  Player 2: L  Player 3: J" in km.table_keys.race_line()
    app.pop()
    # a Happening at a table of three people (relaxed timing is on in this app)
    found = _walk_to_race("austin", 0, set())
    assert found is not None
    timed = found.game.timed()
    assert timed is not None and timed.opener is not None
    table = TableScene(app, found)
    app.push(table)
    for _ in range(5):
        if table.curtain_for is not None:
            table.lift_curtain()
        table.update(app.time_source())
        if app.scene is not table:
            break
    ov = app.scene
    assert isinstance(ov, RaceOverlay)
    assert [ov.keys.main_label(s) for s in range(3)] == ["K", "L", "J"]  # on their tiles
    now = [10**15]
    ov.clock_ns, ov.poll_slice_ns, ov.sleep = (lambda: now[0]), 0, (lambda _s: None)
    app.step([])
    start = now[0]
    while now[0] - start < 2 * _normal_end_ns(timed):  # twice the normal time: still open
        now[0] += 100 * MS
        app.step([])
    assert not ov.race.done
    opener = int(timed.opener)
    keys = {0: pygame.K_k, 1: pygame.K_l, 2: pygame.K_j}
    press(app, keys[opener])  # the Happening's player makes the gesture with their key
    now[0] += 2000 * MS
    app.step([])
    other = next(s for s in (0, 1, 2) if s != opener)
    press(app, keys[other])  # and another person copies it with theirs
    counted = {e.seat for e in ov.race.log if e.status == "counted"}
    assert other in counted
