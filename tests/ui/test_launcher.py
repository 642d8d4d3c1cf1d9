"""The launcher: start a game, change seats and options, resume an interrupted game, and a
corrupt autosave gives a message instead of a crash."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.saves import autosave_path
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene


@pytest.fixture()
def app_size() -> tuple[int, int]:
    return (1600, 900)


def _click_button(app: App, scene, label: str) -> None:
    b = next(b for b in scene.buttons if b.label.startswith(label))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1))
    app.step(pygame.event.get())


def _click_seat(app: App, scene: LauncherScene, i: int, words: str) -> None:
    """Click who plays seat ``i``, then ``words`` in the menu it opens (Human, Computer
    (LEVEL))."""
    pos = scene.seat_buttons[i].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get())
    _click_button(app, scene, words)


def test_start_with_a_bot_and_a_typed_seed(app: App) -> None:
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    _click_button(app, launcher, "+ seat")
    assert len(launcher.seats) == 3
    _click_seat(app, launcher, 1, "Computer (hard)")
    assert launcher.seats[1].level == "hard"
    _click_seat(app, launcher, 1, "Human")
    assert not launcher.seats[1].is_bot
    _click_seat(app, launcher, 1, "Computer (random)")
    assert launcher.seats[1].level == "random"
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=launcher.seed_rect.center, button=1)
    )
    app.step(pygame.event.get())
    for ch in "42":
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=ord(ch), unicode=ch, mod=0, scancode=0)
        )
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="\r", mod=0, scancode=0)
    )
    app.step(pygame.event.get())
    _click_button(app, launcher, "Start game")
    table = app.scene
    assert isinstance(table, TableScene)
    assert table.session.seed == 42 and len(table.session.seats) == 3
    assert table.session.seats[1].is_bot


def test_resume_the_autosave(app: App) -> None:
    s = Session(
        "espionage",
        8,
        [SeatConfig("human", "A"), SeatConfig("bot", "B", "random")],
        autosave=autosave_path(),
    )
    s.apply(s.game.legal_actions(0)[-1])
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    assert launcher.game == "espionage"  # the game waiting is the one selected
    _click_button(app, launcher, "Resume")
    table = app.scene
    assert isinstance(table, TableScene)
    assert table.session.log == s.log


def test_corrupt_autosave_is_not_offered_and_does_not_crash(app: App) -> None:
    autosave_path().write_text("{ this is not json")
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    assert launcher.resume_data is None
    assert not any(b.label.startswith("Resume") for b in launcher.buttons)


def test_broken_log_in_autosave_gives_a_message(app: App) -> None:
    import json

    data = {
        "format": "tabletop-save",
        "version": 1,
        "game": "espionage",
        "seed": 1,
        "seats": [{"kind": "human"}, {"kind": "bot"}],
        "options": {},
        "log": ["0:fly 1"],
    }
    autosave_path().write_text(json.dumps(data))
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    _click_button(app, launcher, "Resume")
    assert app.scene is launcher
    text = launcher.toasts.items[-1].text
    assert "could not be read" in text and "action 0" in text and "kept as" in text
    assert not autosave_path().exists()
    # the old single autosave moved into the list of saves, then was kept aside there
    assert list(autosave_path().parent.glob("**/*.json.damaged-*"))


@pytest.mark.parametrize(
    "content",
    ["[" * 5000 + "]" * 5000, b"\xff\xfe not text", '{"format": "tabletop-save"}', ""],
)
def test_a_damaged_autosave_never_stops_the_launcher(app: App, content) -> None:
    path = autosave_path()
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    assert launcher.resume_data is None and not path.exists()
    assert "could not be read" in launcher.toasts.items[-1].text
    kept = list(path.parent.glob("autosave.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes()[:1] == (
        content[:1] if isinstance(content, bytes) else content[:1].encode()
    )


def test_damaged_settings_and_stale_temp_files_at_start(tmp_path, monkeypatch) -> None:
    from tabletop.engine.saves import user_dir

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    folder = user_dir()
    (folder / "settings.json").write_text('{"sound": ' + "[" * 3000)
    (folder / "autosave.json.abc123.tmp").write_text("{half")
    (folder / "settings.json.x9.tmp").write_text("")
    a = App((1280, 720), headless=True)
    try:
        assert not list(folder.glob("*.tmp"))
        assert a.settings["sound"] is True
        launcher = LauncherScene(a)
        assert any("settings" in t.text for t in launcher.toasts.items)
        assert list(folder.glob("settings.json.damaged-*"))
    finally:
        pygame.quit()


def test_an_error_in_a_frame_returns_to_the_launcher_with_resume(app: App, monkeypatch) -> None:
    monkeypatch.delenv("TABLETOP_RAISE", raising=False)
    launcher = LauncherScene(app)
    app.push(launcher)
    s = Session(
        "espionage", 3, [SeatConfig("human", "A"), SeatConfig("bot", "B")], autosave=autosave_path()
    )
    s.apply(s.game.legal_actions(0)[-1])
    table = TableScene(app, s)
    app.push(table)

    def boom(*a, **k):
        raise RuntimeError("broken drawing")

    monkeypatch.setattr(table.gv, "draw", boom)
    table.dirty = True
    app.step([])
    assert app.scene is launcher
    assert "broken drawing" in launcher.toasts.items[-1].text
    assert launcher.resume_data is not None


def test_a_failing_bot_does_not_stop_the_game(app: App, monkeypatch) -> None:
    s = Session("espionage", 3, [SeatConfig("bot", "A", "normal"), SeatConfig("bot", "B")])

    def broken(*a, **k):
        raise KeyError("oops")

    monkeypatch.setattr(s.bots[0], "choose", broken)
    action = s.bot_choice(0)
    assert action in s.game.legal_actions(0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_options_note_shows_whole(app: App, size) -> None:
    """A new player read "... one guesser for…" under Codenames' Variant and RPG Get!'s notes
    cut: at both sizes every option's note fits the lines the launcher gives it."""
    from tabletop.engine.game import game_class, game_names
    from tabletop.ui import theme

    app.screen = pygame.display.set_mode(size)
    launcher = LauncherScene(app)
    app.push(launcher)
    for g in game_names():
        launcher.pick_game(g)
        s = launcher.scale
        px = max(theme.MIN_TEXT, int(18 * s))
        for o in game_class(g).OPTIONS:
            if o.name in launcher.ready_deck_options():
                continue  # picked in the Decks list under the seats
            b = next(b for b in launcher.buttons if b.tooltip == o.help)
            lines = theme.wrap(o.help, px, b.rect.width - int(6 * s))
            assert len(lines) <= launcher.help_lines[o.help], (g, o.name, lines)


def test_plus_seat_stays_under_the_pointer(app: App) -> None:
    """A new player clicked + seat twice and the second click landed on the new seat's name:
    the buttons head the seats' column now, and stay put as seats come."""
    launcher = LauncherScene(app)
    app.push(launcher)
    launcher.pick_game("codenames")
    n = len(launcher.seats)
    plus = next(b for b in launcher.buttons if b.label == "+ seat").rect.center
    for k in range(1, 3):
        b = next(b for b in launcher.buttons if b.rect.collidepoint(plus))
        assert b.label == "+ seat"
        b.on_click()
        assert len(launcher.seats) == n + k
    rows = [r for r in launcher.name_rects.values()]
    assert all(r.top > plus[1] for r in rows)  # every seat's row below the buttons
