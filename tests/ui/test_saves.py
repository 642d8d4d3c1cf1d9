"""Saves never lose a game: one autosave per game session, two interrupted games both resumed,
a damaged save kept aside and reported by name, the old single autosave migrated, a hot-seat
save opened behind the curtain."""

from __future__ import annotations

import json

import pygame

from tabletop.engine.saves import autosave_path, list_saves, saves_dir
from tabletop.room.session import AUTOSAVER, SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.scenes.saves_scene import SavesScene
from tabletop.ui.table import TableScene


def _click(app: App, scene, label: str, nth: int = 0) -> None:
    b = [b for b in scene.buttons if b.label.startswith(label)][nth]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1))
    app.step(pygame.event.get())


def _play(table: TableScene, moves: int) -> None:
    s = table.session
    for _ in range(moves):
        seat = s.game.active_seats()[0]
        action = s.game.legal_actions(seat)[-1]
        table.after_apply(action, s.apply(action))


def _leave(app: App) -> LauncherScene:
    app.scene.open_menu()
    app.step([])
    _click(app, app.scene, "Quit to launcher")
    assert isinstance(app.scene, LauncherScene)
    return app.scene


def test_two_interrupted_games_then_both_resumed(app: App) -> None:
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    launcher.seed_text = "11"
    _click(app, launcher, "Start game")
    first = app.scene
    assert isinstance(first, TableScene)
    _play(first, 5)
    log1 = list(first.session.log)
    launcher = _leave(app)
    # a new game of the same kind never overwrites the interrupted one
    launcher.pick_game("beanz")
    launcher.seed_text = "12"
    _click(app, launcher, "Start game")
    second = app.scene
    assert second.session.autosave != first.session.autosave
    _play(second, 3)
    log2 = list(second.session.log)
    launcher = _leave(app)
    entries = [e for e in launcher.saves if not e.finished]
    assert [e.game for e in entries] == ["beanz", "espionage"]  # newest first
    assert [e.moves for e in entries] == [len(log2), len(log1)]
    assert all(e.thumb is not None for e in entries)  # a picture of each table
    assert entries[0].players()[0] == "Player 1"
    # the computer's level is in the list (a new player could not tell games apart by it)
    assert entries[0].players()[1].endswith("(computer, normal)"), entries[0].players()
    # the list screen: both listed; continue the older one first
    _click(app, launcher, "Saved games (2)")
    lst = app.scene
    assert isinstance(lst, SavesScene)
    app.step([])
    _click(app, lst, "Continue", 1)
    t1 = app.scene
    assert isinstance(t1, TableScene) and t1.session.log == log1
    assert t1.session.autosave == first.session.autosave  # goes on in its own file
    _play(t1, 1)
    app.scene.open_menu()
    app.step([])
    _click(app, app.scene, "Quit to launcher")  # back on the list
    lst = app.scene
    assert isinstance(lst, SavesScene)
    app.step([])
    beanz = next(i for i, (_, e) in enumerate(lst.rows) if e.game == "beanz")
    _click(app, lst, "Continue", beanz)
    t2 = app.scene
    assert isinstance(t2, TableScene) and t2.session.log == log2
    AUTOSAVER.flush()
    moves = {e.game: e.moves for e in list_saves([])}
    assert moves == {"espionage": len(log1) + 1, "beanz": len(log2)}


def test_a_damaged_save_is_kept_aside_and_reported_by_name(app: App) -> None:
    folder = saves_dir()
    good = Session("espionage", 3, [SeatConfig("human", "A"), SeatConfig("bot", "B")])
    good.apply(good.game.legal_actions(0)[-1])
    good.save(folder / "auto-20240101-000000-espionage.json")
    (folder / "auto-20240102-000000-beanz.json").write_text('{"format": "tabletop-save", "ver')
    data = good.to_save()
    data["seed"] = "forty"
    (folder / "Friday.json").write_text(json.dumps(data))
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    texts = [t.text for t in launcher.toasts.items]
    beanz = next(t for t in texts if "auto-20240102-000000-beanz.json" in t)
    assert "could not be read" in beanz and "broken JSON" in beanz and "kept as" in beanz
    friday = next(t for t in texts if "Friday.json" in t)
    assert "'seed' should be a whole number" in friday
    assert sorted(p.name.split(".damaged-")[0] for p in folder.glob("*.damaged-*")) == [
        "Friday.json",
        "auto-20240102-000000-beanz.json",
    ]
    assert [e.game for e in launcher.saves] == ["espionage"]  # the good one stays offered


def test_a_save_whose_log_no_longer_replays_is_reported_on_resume(app: App) -> None:
    good = Session("espionage", 3, [SeatConfig("human", "A"), SeatConfig("bot", "B")])
    good.apply(good.game.legal_actions(0)[-1])
    data = good.to_save()
    data["log"] = ["0:fly 1"]
    (saves_dir() / "auto-20240101-000000-espionage.json").write_text(json.dumps(data))
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    _click(app, launcher, "Resume")
    assert app.scene is launcher
    text = launcher.toasts.items[-1].text
    assert "auto-20240101-000000-espionage.json" in text and "action 0" in text
    assert "kept as" in text and launcher.resume_entry is None


def test_the_old_single_autosave_joins_the_list(app: App) -> None:
    s = Session("espionage", 8, [SeatConfig("human", "A"), SeatConfig("bot", "B", "random")])
    s.apply(s.game.legal_actions(0)[-1])
    s.save(autosave_path())
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    assert not autosave_path().exists()
    assert launcher.resume_entry is not None and launcher.resume_entry.data["log"] == s.log
    assert launcher.resume_entry.path.parent == saves_dir()


def test_the_old_single_autosave_brings_its_thumbnail(app: App) -> None:
    s = Session("espionage", 8, [SeatConfig("human", "A"), SeatConfig("bot", "B", "random")])
    s.apply(s.game.legal_actions(0)[-1])
    s.save(autosave_path())
    autosave_path().with_suffix(".png").write_bytes(b"png")
    [entry] = list_saves([])
    assert entry.thumb is not None and entry.thumb.read_bytes() == b"png"


def test_a_sealed_game_is_saved_in_the_list_with_its_thumbnail(app: App) -> None:
    """Sealed practice wrote the old single autosave.json: moved into the list later, its
    picture stayed behind, so an RPG Get! sealed game showed no thumbnail."""
    from collections import Counter

    from tabletop.games.rpgget.cards import decks
    from tabletop.ui.scenes.sealed_scene import SealedScene

    sealed = SealedScene(app, "rpgget", seed=3)
    app.push(sealed)
    app.step([])
    cards = Counter(next(iter(decks().values()))["cards"])
    sealed.play("\n".join(f"{n} {name}" for name, n in cards.items()), "")
    table = app.scene
    assert isinstance(table, TableScene)
    assert table.session.autosave is not None and table.session.autosave.parent == saves_dir()
    _play(table, 4)
    app.scene.open_menu()
    app.step([])
    _click(app, app.scene, "Quit to launcher")
    AUTOSAVER.flush()
    [entry] = [e for e in list_saves([]) if e.game == "rpgget"]
    assert entry.thumb is not None


def test_a_finished_game_is_kept_for_replay_not_offered_to_resume(app: App) -> None:
    s = Session(
        "espionage",
        4,
        [SeatConfig("bot", "A", "random"), SeatConfig("bot", "B", "random")],
        autosave=saves_dir() / "auto-20240101-000000-espionage.json",
    )
    while s.bot_move():
        pass
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    assert launcher.resume_entry is None
    assert [e.finished for e in launcher.saves] == [True]
    _click(app, launcher, "Saved games")
    lst = app.scene
    app.step([])
    assert not any(b.label == "Continue" for b in lst.buttons)
    assert any(b.label == "Replay" for b in lst.buttons)
    # delete asks twice
    _click(app, lst, "Delete")
    assert lst.entries
    _click(app, lst, "Sure? Delete")
    assert not lst.entries and not list(saves_dir().glob("*.json"))


def test_a_hot_seat_save_opens_behind_the_curtain(app: App, monkeypatch) -> None:
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Ben")]
    s = Session("espionage", 9, seats, autosave=saves_dir() / "auto-20240101-000000-e.json")
    for _ in range(3):  # Ann's turn: her hand would be on screen
        seat = s.game.active_seats()[0]
        s.apply(s.game.legal_actions(seat)[-1])
    assert s.game.active_seats() == [0]
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    drawn: list[int | None] = []
    from tabletop.ui.parts.table_paint import TablePainter

    real = TablePainter.draw_table

    def spy(self, surf, t):
        drawn.append(self.t.viewer)
        return real(self, surf, t)

    monkeypatch.setattr(TablePainter, "draw_table", spy)
    _click(app, launcher, "Resume")  # whoever clicks first
    table = app.scene
    assert isinstance(table, TableScene)
    app.step([])
    assert table.curtain_for is not None and drawn == []  # only the curtain was drawn
    at = table.curtain_button().center  # "I am NAME: show my cards"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    app.step(pygame.event.get())
    app.step([])
    assert table.curtain_for is None and drawn and drawn[-1] == table.lifted_for


def test_a_hot_seat_save_resumed_in_a_window_open_to_both_shows_no_hand(app: App) -> None:
    """Resumed while a reaction window waits for both people: nobody has lifted a curtain yet,
    so everyone may look and the table shows only what is public (no hand face up)."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Ben")]
    s = Session("espionage", 9, seats, autosave=saves_dir() / "auto-20240101-000000-e.json")
    for _ in range(4):
        seat = s.game.active_seats()[0]
        s.apply(s.game.legal_actions(seat)[-1])
    assert s.game.active_seats() == [0, 1]  # Ann's Mission at Ben waits for both
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    _click(app, launcher, "Resume")
    table = app.scene
    assert isinstance(table, TableScene)
    app.step([])
    assert table.curtain_for is None and table.viewer is None
    hands = [z for k, z in table.view["zones"].items() if k.startswith("hand")]
    assert hands and all(z["cards"] is None for z in hands)
