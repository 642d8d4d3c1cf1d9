"""A save from a newer version of tabletop (a rules revision this version does not know) is
listed as made by a newer version: never played, renamed or deleted here, its file left byte for
byte. A rules revision that is not a whole number from 1 (0, -1, text) is a damaged save, kept
aside with a clear message that does not call it newer. The files are in tests/repro/files/."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pygame
import pytest

from tabletop import cli
from tabletop.engine.errors import SaveError
from tabletop.engine.saves import RULES, NewerSave, check_save, list_saves, saves_dir, user_dir
from tabletop.room.session import Session
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.scenes.saves_scene import NEWER, SavesScene

FILES = Path(__file__).resolve().parents[1] / "repro" / "files"
NEWER_FILE = FILES / "save-rules-newer.json"


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return user_dir()


def test_a_newer_revision_is_a_newer_save_not_a_damaged_one() -> None:
    data = json.loads(NEWER_FILE.read_text())
    assert data["rules"] > RULES
    with pytest.raises(NewerSave) as e:
        check_save(data, "Friday.json")  # its key this version does not know: still "newer"
    assert "made by a newer version" in str(e.value) and "Friday.json" in str(e.value)
    for rules in range(1, RULES + 1):
        data = json.loads((FILES / "save-rules-0.json").read_text())
        data["rules"] = rules
        assert check_save(data, "old.json") is data  # every known revision still loads


@pytest.mark.parametrize(
    ("name", "shown"),
    [("save-rules-0.json", "0"), ("save-rules-minus1.json", "-1"), ("save-rules-text.json", "'7'")],
)
def test_a_revision_that_is_not_a_whole_number_from_1_is_damaged(
    home: Path, name: str, shown: str
) -> None:
    data = json.loads((FILES / name).read_text())
    with pytest.raises(SaveError) as e:
        check_save(data, name)
    assert not isinstance(e.value, NewerSave)
    said = str(e.value)
    assert f"not {shown}" in said and "rules revision" in said and "newer" not in said
    # in the saves folder: kept aside as before, told, not listed
    shutil.copy(FILES / name, saves_dir() / name)
    problems: list[str] = []
    assert list_saves(problems) == []
    assert len(problems) == 1 and "newer" not in problems[0] and "kept as" in problems[0]
    assert [p.name.split(".damaged-")[0] for p in saves_dir().iterdir()] == [name]


def test_a_newer_save_is_listed_and_its_file_left_alone(home: Path) -> None:
    before = NEWER_FILE.read_bytes()
    auto = saves_dir() / "auto-20310501-100000-espionage.json"
    named = saves_dir() / "Friday.json"
    shutil.copy(NEWER_FILE, auto)
    shutil.copy(NEWER_FILE, named)
    for _ in range(2):  # listed again: still there, as it was
        problems: list[str] = []
        entries = list_saves(problems)
        assert problems == []
        assert sorted(e.path.name for e in entries) == sorted([auto.name, named.name])
        for e in entries:
            assert "made by a newer version" in e.newer and e.game == "espionage"
            assert e.moves == 3 and e.players()[0] == "Ann" and not e.finished
    assert sorted(p.name for p in saves_dir().iterdir()) == sorted([auto.name, named.name])
    assert auto.read_bytes() == before and named.read_bytes() == before


def test_a_newer_finished_autosave_is_never_pruned(home: Path) -> None:
    data = json.loads(NEWER_FILE.read_text())
    data["finished"] = True
    for i in range(15):
        (saves_dir() / f"auto-2031050{i:02d}-espionage.json").write_text(json.dumps(data))
    assert len(list_saves([])) == 15 and len(list(saves_dir().iterdir())) == 15


def test_a_newer_save_loaded_by_name_is_one_sentence(
    home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = home / "Friday.json"
    shutil.copy(NEWER_FILE, path)
    with pytest.raises(NewerSave):
        Session.from_save_data(json.loads(path.read_text()), path.name)
    assert cli.main(["play", "--load", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "made by a newer version" in err
    assert path.read_bytes() == NEWER_FILE.read_bytes()


def test_the_saves_screen_shows_a_newer_save_with_nothing_to_press(home: Path) -> None:
    shutil.copy(NEWER_FILE, saves_dir() / "Friday.json")
    app = App((1280, 720), headless=True)
    try:
        launcher = LauncherScene(app)
        app.push(launcher)
        app.step([])
        assert launcher.resume_entry is None  # never offered to Resume
        assert any(b.label == "Saved games (1)" for b in launcher.buttons)
        scene = SavesScene(app)
        app.push(scene)
        app.step([])
        assert [e.path.name for e in scene.entries] == ["Friday.json"]
        row = scene.rows[0][0]
        assert [b.label for b in scene.buttons if row.contains(b.rect)] == []
        drawn: list[str] = []
        real = __import__("tabletop.ui.theme", fromlist=["blit_text"]).blit_text

        def spy(surf: pygame.Surface, text: str, *a: object, **kw: object) -> pygame.Rect:
            drawn.append(text)
            return real(surf, text, *a, **kw)  # type: ignore[no-any-return]

        mp = pytest.MonkeyPatch()
        mp.setattr("tabletop.ui.theme.blit_text", spy)
        try:
            scene.draw(app.screen)
        finally:
            mp.undo()
        assert any(NEWER in t for t in drawn), drawn
        assert not scene.toasts.items
    finally:
        pygame.quit()
    assert (saves_dir() / "Friday.json").read_bytes() == NEWER_FILE.read_bytes()
