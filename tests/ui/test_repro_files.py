"""Each file in tests/repro/ (the smallest files that broke the app, issue 33) is opened the way a
person would meet it: the app starts, the damaged file is kept aside and the person told in the
screen that read it; nothing raises a Python error."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pygame
import pytest

from tabletop.collection.decktext import DeckTextError, parse_deck_text
from tabletop.collection.profiles import read_deck
from tabletop.engine.errors import SaveError
from tabletop.engine.saves import list_saves, saves_dir, user_dir
from tabletop.room.session import Session
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene

REPRO = Path(__file__).resolve().parents[1] / "repro"


@pytest.fixture()
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return user_dir()


def _launcher(size: tuple[int, int] = (1280, 720)) -> tuple[App, LauncherScene]:
    app = App(size, headless=True)
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    return app, launcher


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("settings-bigint.json", "a whole number of 5,000 digits"),
        ("settings-window-seconds-huge.json", "a whole number of 401 digits"),
    ],
)
def test_damaged_settings_never_stop_the_app(home: Path, name: str, said: str) -> None:
    shutil.copy(REPRO / name, home / "settings.json")
    try:
        app, launcher = _launcher()
        texts = [t.text for t in launcher.toasts.items]
        assert any("settings.json" in t and said in t and "kept as" in t for t in texts), texts
        assert app.settings["sound"] is True and "window_seconds" not in app.settings
        kept = list(home.glob("settings.json.damaged-*"))
        assert len(kept) == 1 and kept[0].read_bytes() == (REPRO / name).read_bytes()
        assert all(len(t) < 400 for t in texts)
    finally:
        pygame.quit()


def test_a_save_with_a_huge_number_never_stops_the_app(home: Path) -> None:
    shutil.copy(REPRO / "save-bigint-version.json", saves_dir() / "Friday.json")
    try:
        _app, launcher = _launcher()
        text = next(t.text for t in launcher.toasts.items if "Friday.json" in t.text)
        assert "a whole number of 5,000 digits" in text and "kept as" in text
        assert len(text) < 400 and launcher.resume_entry is None
    finally:
        pygame.quit()


def test_a_save_of_an_unknown_game_is_listed_with_the_reason_never_resumed(home: Path) -> None:
    data = json.loads((REPRO / "austin-1024x600-crash-save.json").read_text())
    data["game"] = "chess"
    path = saves_dir() / "auto-20260101-000000-chess.json"
    path.write_text(json.dumps(data))
    problems: list[str] = []
    assert list_saves(problems) == []
    assert problems == [
        f"{path.name}: a game of 'chess', which this version of tabletop does not have"
        " (left in place)"
    ]
    try:
        _app, launcher = _launcher()
        assert launcher.resume_entry is None
        assert not any(b.label.startswith("Resume") for b in launcher.buttons)
        assert any("'chess'" in t.text for t in launcher.toasts.items)
        assert path.exists()  # perhaps from a newer version: not moved, not deleted
    finally:
        pygame.quit()


def test_the_austin_table_at_1024x600_resumes_and_draws(home: Path) -> None:
    session = Session.load(REPRO / "austin-1024x600-crash-save.json")
    app = App((1024, 600), headless=True)
    try:
        table = TableScene(app, session)
        app.push(table)
        app.step([])
        table.draw(app.screen)
        agents = table.gv.arena_layout(table.view)["agents"]
        assert agents and all(r.width > 0 and r.height > 0 for _s, _c, _o, r in agents)
    finally:
        pygame.quit()


def test_a_deck_count_of_4401_digits_is_refused_clearly() -> None:
    text = (REPRO / "decktext-count-4401-digits.txt").read_text()
    with pytest.raises(DeckTextError) as e:
        parse_deck_text(text, ["Dr. Evil"])
    assert "at most 99 copies on one line" in str(e.value) and len(str(e.value)) < 120


def test_a_deck_file_whose_format_is_a_table_is_refused_clearly() -> None:
    with pytest.raises(SaveError) as e:
        read_deck(REPRO / "deck-format-table.toml")
    assert "deck_format {'a': 1}; expected one of" in str(e.value)


def test_a_save_with_a_30000_space_deck_name_is_refused_at_once() -> None:
    start = time.process_time()
    with pytest.raises(SaveError) as e:
        Session.load(REPRO / "save-deck-option-30000-spaces.json")
    used = time.process_time() - start
    assert "there is no card named 'a" in str(e.value) and len(str(e.value)) < 300
    assert used < 2.0, f"{used:.2f} s of CPU (quadratic parsing took 20 s)"


def test_a_40000_space_card_name_parses_in_linear_time() -> None:
    start = time.process_time()
    for _ in range(10):
        with pytest.raises(DeckTextError):
            parse_deck_text("1 a" + " " * 40_000 + "b", ["Dr. Evil"])
    assert time.process_time() - start < 1.0  # was 12 s for one


def test_wrong_typed_settings_are_reported_and_unknown_keys_kept(home: Path) -> None:
    """A value of the wrong type is reported and the person's file kept aside; a key this
    version does not know (a newer version's, or a slip of the pen) is kept as it is and
    written back, never a reason to discard the file."""
    (home / "settings.json").write_text('{"sound": false, "soudn": true, "fullscreen": "yes"}')
    try:
        app, launcher = _launcher()
        assert app.settings["sound"] is False and app.settings["fullscreen"] is False
        text = next(t.text for t in launcher.toasts.items if "settings.json" in t.text)
        assert "'fullscreen' cannot be 'yes'" in text
        assert list(home.glob("settings.json.damaged-*"))
        app.settings["relaxed_timing"] = True
        assert json.loads((home / "settings.json").read_text())["soudn"] is True
    finally:
        pygame.quit()


@pytest.mark.parametrize("what", ["profile", "deck"])
def test_a_damaged_profile_or_deck_read_by_the_launcher_is_reported(home: Path, what) -> None:
    from tabletop.collection.profiles import Profiles

    store = Profiles()
    prof = store.create("Ann")
    deck_dir = store.deck_folder(prof, "austin")
    deck_dir.mkdir(parents=True)
    (deck_dir / "evil.toml").write_text((REPRO / "deck-format-table.toml").read_text())
    if what == "profile":
        (store.folder("Ann") / "profile.json").write_text('{"format": ' + "9" * 5000 + "}")
    try:
        _app, launcher = _launcher()
        launcher.pick_game("austin")
        texts = [t.text for t in launcher.toasts.items]
        said = "a whole number of 5,000 digits" if what == "profile" else "deck_format {'a': 1}"
        assert any(said in t and "kept as" in t for t in texts), texts
    finally:
        pygame.quit()


def test_resume_and_pruning_follow_the_time_inside_the_save_not_the_file(home: Path) -> None:
    import os

    from tabletop.room.session import SeatConfig

    paths = []
    for i, stamp in enumerate(["2026-01-02 10:00:00", "2026-01-01 10:00:00"]):
        s = Session("espionage", 3 + i, [SeatConfig("human", "A"), SeatConfig("bot", "B")])
        s.apply(s.game.legal_actions(0)[-1])
        data = s.to_save()
        data["saved_at"] = stamp
        path = saves_dir() / f"auto-2026010{i}-000000-espionage.json"
        path.write_text(json.dumps(data))
        paths.append(path)
    os.utime(paths[0], (1_000_000, 1_000_000))  # a clock set back: the newer game looks old
    assert [e.path for e in list_saves([])] == paths


def test_pasted_text_with_a_nul_or_a_broken_character_is_drawn_not_raised(home: Path) -> None:
    from tabletop.ui import theme

    App((1280, 720), headless=True)  # fonts need pygame started
    try:
        for s in ["2 Dr. Evil\x00", "3 Mini\ud800Me", "\x00\udfff" * 30]:
            with pytest.raises(DeckTextError) as e:
                parse_deck_text(s, ["Dr. Evil"])
            for shown in (s, str(e.value)):
                assert theme.text(shown, 16).get_width() > 0
                assert theme.text_width(shown, 16) > 0 and theme.wrap(shown, 16, 300)
    finally:
        pygame.quit()


def test_a_save_that_says_finished_but_is_not_stays_offered_to_resume(home: Path) -> None:
    from tabletop.room.session import SeatConfig

    s = Session("espionage", 4, [SeatConfig("human", "A"), SeatConfig("bot", "B")])
    s.apply(s.game.legal_actions(0)[-1])
    data = s.to_save()
    data["finished"] = True  # contradicts its log: the game is not over
    path = saves_dir() / "auto-20260101-000000-espionage.json"
    path.write_text(json.dumps(data))
    entries = list_saves([])
    assert [(e.path, e.finished) for e in entries] == [(path, False)]
    try:
        _app, launcher = _launcher()
        assert launcher.resume_entry is not None and launcher.resume_entry.path == path
    finally:
        pygame.quit()
