"""The Esc menu (Resume, How to play when the guide exists, Save as, Settings, Quit to launcher,
Quit) and the settings screen; the seed is hidden during play and shown at the end."""

from __future__ import annotations

import json

import pygame
import pytest

from tabletop.ai import search
from tabletop.engine.saves import list_saves, new_autosave_path, saves_dir
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App, read_settings
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.scenes.settings_scene import SettingsScene
from tabletop.ui.table import TableScene


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = App((1280, 720), headless=True)
    a.push(LauncherScene(a))
    yield a
    pygame.quit()


def _click(app: App, scene, label: str) -> None:
    b = next(b for b in scene.buttons if b.label.startswith(label))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1))
    app.step(pygame.event.get())


def _key(app: App, key: int, ch: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch, scancode=0))
    app.step(pygame.event.get())


def _table(app: App, seed: int = 5) -> TableScene:
    s = Session(
        "espionage",
        seed,
        [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "random")],
        autosave=new_autosave_path("espionage"),
    )
    s.apply(s.game.legal_actions(0)[-1])
    table = TableScene(app, s)
    app.push(table)
    app.step([])
    return table


def test_menu_entries_and_resume(app: App) -> None:
    table = _table(app)
    _key(app, pygame.K_ESCAPE)
    menu = app.scene
    assert isinstance(menu, GameMenu)
    labels = [b.label for b in menu.buttons]
    assert labels == [
        "Resume",
        "How to play",
        "Save as...",
        "Settings",
        "Quit to launcher",
        "Quit tabletop",
    ]
    _click(app, menu, "Resume")
    assert app.scene is table


def test_how_to_play_entry_calls_the_hook(app: App) -> None:
    table = _table(app)
    opened: list[str] = []
    app.open_howto = lambda game: opened.append(game)  # type: ignore[attr-defined]
    table.open_menu()
    app.step([])
    menu = app.scene
    assert [b.label for b in menu.buttons][:2] == ["Resume", "How to play"]
    _click(app, menu, "How to play")
    assert opened == ["espionage"] and app.scene is table


def test_save_as_writes_a_named_save_and_the_game_goes_on(app: App) -> None:
    table = _table(app)
    table.open_menu()
    app.step([])
    menu = app.scene
    _click(app, menu, "Save as")
    assert menu.naming
    menu.name_box.text = ""
    for ch in "Friday":
        _key(app, ord(ch.lower()), ch)
    _key(app, pygame.K_RETURN, "\r")
    assert not menu.naming
    path = saves_dir() / "Friday.json"
    data = json.loads(path.read_text())
    assert data["log"] == table.session.log and data["seed"] == table.session.seed
    assert path.with_suffix(".png").exists()  # the thumbnail
    # a second "Friday" never overwrites the first
    _click(app, menu, "Save as")
    menu.name_box.text = "Friday"
    _key(app, pygame.K_RETURN, "\r")
    assert (saves_dir() / "Friday (2).json").exists()
    names = {e.name for e in list_saves([])}
    assert {"Friday", "Friday (2)"} <= names
    assert table.session.autosave is not None and table.session.autosave.parent == saves_dir()


def test_quit_to_launcher_lists_the_game(app: App) -> None:
    table = _table(app)
    table.open_menu()
    app.step([])
    _click(app, app.scene, "Quit to launcher")
    launcher = app.scene
    assert isinstance(launcher, LauncherScene)
    assert launcher.resume_entry is not None
    assert launcher.resume_entry.data["log"] == table.session.log
    assert any(b.label.startswith("Resume Espionage") for b in launcher.buttons)


def test_quit_ends_the_app(app: App) -> None:
    table = _table(app)
    table.open_menu()
    app.step([])
    _click(app, app.scene, "Quit tabletop")
    assert not app.running


def test_settings_screen_changes_and_saves_settings(app: App) -> None:
    table = _table(app)
    table.open_menu()
    app.step([])
    _click(app, app.scene, "Settings")
    st = app.scene
    assert isinstance(st, SettingsScene)
    titles = [r[0] for r in st.rows()]
    assert titles == [
        "Sound",
        "Fullscreen",
        "Reaction window",
        "Solo countdown",
        "My own windows",
        "Relaxed timing",
        "Text size",
        "High-contrast cards",
        "Computer thinking",
    ]
    assert all(len(r[2]) > 20 for r in st.rows())  # each explained
    assert st.window_seconds() == 8
    for _ in range(30):
        st.step_window(1)
    assert st.window_seconds() == 30
    assert table.window_length == 30.0
    for _ in range(40):
        st.step_window(-1)
    assert st.window_seconds() == 3
    sound = not app.audio.muted
    _click(app, st, "Switch")  # sound
    countdown = [b for b in st.buttons if b.label == "Switch"][2]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=countdown.rect.center, button=1))
    app.step(pygame.event.get())
    saved = read_settings(app.settings_path(), [])
    assert saved["window_seconds"] == 3.0
    assert saved["solo_window_countdown"] is True
    assert saved["sound"] is (not sound)
    relaxed = [b for b in st.buttons if b.label == "Switch"][4]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=relaxed.rect.center, button=1))
    app.step(pygame.event.get())
    assert read_settings(app.settings_path(), [])["relaxed_timing"] is True
    assert table.turns.window_timed() is False  # a hot-seat window now waits for everyone
    _key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, GameMenu)


def test_the_hard_levels_think_time_is_a_saved_setting(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(search.THINK, "seconds", 1.0)
    app.step([])
    _click(app, app.scene, "Settings")
    st = app.scene
    assert isinstance(st, SettingsScene) and st.think_seconds() == 1.0
    st.scroll(10**6)  # the last row: the list scrolls when the rows do not all fit
    app.step([])
    _click(app, st, "Longer")
    assert search.THINK["seconds"] == 2.0  # the next decision of a hard player
    assert read_settings(app.settings_path(), [])["bots_think_seconds"] == 2.0
    for _ in range(4):
        _click(app, st, "Shorter")
    assert st.think_seconds() == search.THINK_MIN
    assert not next(b for b in st.buttons if b.label == "Shorter").enabled
    search.THINK["seconds"] = 1.0
    App((1280, 720), headless=True)  # a new start reads the saved time back
    assert search.THINK["seconds"] == search.THINK_MIN


def test_launcher_settings_button(app: App) -> None:
    launcher = app.scene
    app.step([])
    _click(app, launcher, "Settings")
    assert isinstance(app.scene, SettingsScene)


def test_the_seed_is_hidden_during_play_and_shown_at_the_end(app: App) -> None:
    seed = 4242
    s = Session(
        "espionage",
        seed,
        [SeatConfig("bot", "A", "random"), SeatConfig("bot", "B", "random")],
    )
    table = TableScene(app, s)
    app.push(table)
    app.step([])

    def shown() -> str:
        return "\n".join(t for t, _ in table.log.lines)

    assert str(seed) not in shown()
    for _ in range(3000):
        if s.game.is_terminal():
            break
        action, events = s.bot_move() or (None, [])
        assert action is not None
        table.after_apply(action, events)
        if not s.game.is_terminal():
            assert str(seed) not in shown()
    assert s.game.is_terminal()
    assert f"seed {seed}" in shown()
    assert s.to_save()["seed"] == seed  # kept in the save


@pytest.mark.parametrize("leave", [pygame.K_ESCAPE, "Cancel"])
def test_leaving_save_as_by_keys_puts_the_ring_back_on_save_as(app: App, leave) -> None:
    table = _table(app)
    table.open_menu()
    app.step([])
    menu = app.scene
    labels = [b.label for b in menu.buttons]
    for _ in range(labels.index("Save as...") + 1):  # Tab down to Save as
        _key(app, pygame.K_TAB, "\t")
    ring = menu.focus
    assert ring.current(menu.focus_targets()).key == "Save as..."
    _key(app, pygame.K_RETURN, "\r")
    assert menu.naming and menu.name_box.focus
    if leave == "Cancel":
        cancel = next(b for b in menu.name_buttons if b.label == "Cancel")
        for _ in range(3):
            if ring.current(menu.focus_targets()).rect == cancel.rect:
                break
            _key(app, pygame.K_TAB, "\t")
        assert ring.current(menu.focus_targets()).rect == cancel.rect
        _key(app, pygame.K_RETURN, "\r")
    else:
        _key(app, pygame.K_ESCAPE)
    assert not menu.naming and app.scene is menu
    assert ring.shown
    assert ring.current(menu.focus_targets()).key == "Save as..."


@pytest.mark.parametrize("scale", [100, 200])
def test_saved_as_is_said_off_the_tables_top_bar(app: App, scale: int) -> None:
    """At 200 % "Saved as ..." lay across the top bar, its status line showing above and
    below the message: it goes under the menu's panel (else above it), clear of the bar."""
    from tabletop.ui import theme

    theme.set_ui(scale, False)
    try:
        table = _table(app)
        table.open_menu()
        app.step([])
        menu = app.scene
        _click(app, menu, "Save as")
        menu.name_box.text = "Friday"
        _key(app, pygame.K_RETURN, "\r")
        assert not menu.naming
        surf = pygame.Surface(app.screen.get_size())
        menu.draw(surf)
        (box,) = menu.toasts.drawn
        assert "Saved as" in menu.toasts.items[-1].text
        assert box.top >= table.bar_rect.bottom and surf.get_rect().contains(box), box
        assert not box.colliderect(menu.back_rect()), (box, menu.back_rect())
    finally:
        theme.set_ui(100, False)
