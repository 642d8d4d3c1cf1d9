"""A damaged lesson file never stops the app: ``load_lesson`` raises only ``LessonError`` (one
line naming the file and the place) for any mutation of a shipped lesson; the launcher builds,
its lesson button says the lesson is damaged and a click tells why; the first start does not
offer it; ``tabletop learn GAME`` prints one line and exits with status 2. The files in
tests/repro/files/ are the ones that broke it (an enemy of seat -999, or 2 of two seats)."""

from __future__ import annotations

import copy
import random
import shutil
import tomllib
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop import cli
from tabletop.engine.errors import SaveError
from tabletop.engine.scenario import load_scenario, run_scenario
from tabletop.lessons import format as lesson_format
from tabletop.lessons.format import LessonError, load_lesson, parse_lesson
from tabletop.lessons.screens import DAMAGED
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene
from tests.ui import lessonkit
from tests.ui.fakeclock import ManualClock

FILES = Path(__file__).resolve().parents[1] / "repro" / "files"
BAD_SEATS = ["lesson-rpgget-enemy-seat-minus999.toml", "lesson-rpgget-enemy-seat-2.toml"]
LESSONS = lessonkit.all_lessons()

#: what a person (or a broken editor) might put in place of any value of a lesson
VALUES: list[Any] = [
    -999,
    2,
    -1,
    10**6,
    "x",
    "Nope Card",
    "0:play 99999",
    "9:pass",
    "-1:pass",
    True,
    1.5,
    [],
    {},
    [-999],
    {"a": 1},
    [[[[[[1]]]]]],
]
DELETE = object()


def _places(node: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [at] if at else []
    if isinstance(node, dict):
        for k, v in node.items():
            out += _places(v, (*at, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _places(v, (*at, i))
    return out


def _mutated(data: dict[str, Any], at: tuple[Any, ...], value: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    node: Any = out
    for k in at[:-1]:
        node = node[k]
    if value is DELETE:
        del node[at[-1]]
    else:
        node[at[-1]] = value
    return out


def _only_lesson_errors(path: Path, data: dict[str, Any], tries: list[Any]) -> int:
    refused = 0
    for at, value in tries:
        try:
            parse_lesson(_mutated(data, at, value), path)
        except LessonError as e:
            text = str(e)
            assert "\n" not in text and str(path) in text, text
            refused += 1
    return refused


@pytest.mark.parametrize("path", LESSONS, ids=[p.parent.parent.name for p in LESSONS])
def test_a_mutated_lesson_only_ever_raises_the_lesson_error(path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    places = _places(data)
    rng = random.Random(f"lesson-{path.parent.parent.name}")
    # every key of the position and the top with every value; a sample of the steps' values
    head = [at for at in places if at[0] != "steps"]
    steps = [at for at in places if at[0] == "steps"]
    steps = rng.sample(steps, min(len(steps), 40))
    tries = [(at, v) for at in head for v in [*VALUES, DELETE]]
    tries = rng.sample(tries, min(len(tries), 260))
    tries += [(at, rng.choice([*VALUES, DELETE])) for at in steps]
    assert _only_lesson_errors(path, data, tries) > len(tries) // 2


@pytest.mark.parametrize("name", BAD_SEATS)
def test_a_position_with_an_enemy_of_no_seat_is_a_lesson_error(name: str) -> None:
    """The file that stopped the launcher: every value of its position, mutated, too."""
    with pytest.raises(LessonError) as e:
        load_lesson(FILES / name)
    said = str(e.value)
    assert said.startswith(str(FILES / name)) and "attempt.enemies[0]: seat" in said
    assert "\n" not in said and len(said) < 300
    data = tomllib.loads((FILES / name).read_text(encoding="utf-8"))
    data["position"]["attempt"]["enemies"][0]["seat"] = 1
    load_lesson_data = parse_lesson(copy.deepcopy(data), FILES / name)  # seat 1: it plays
    assert len(load_lesson_data.steps) == 3
    tries = [(at, v) for at in _places(data) for v in [*VALUES, DELETE]]
    _only_lesson_errors(FILES / name, data, tries)


def test_a_step_whose_text_shows_nothing_is_a_lesson_error() -> None:
    path = FILES / "lesson-espionage-step-text-zero-width.toml"
    with pytest.raises(LessonError) as e:
        load_lesson(path)
    assert str(e.value) == f"{path}: step 1: key 'text': only characters that show nothing (U+FE0F)"


def test_the_scenario_with_an_enemy_of_no_seat_is_one_sentence() -> None:
    spec = load_scenario(FILES / "scenario-rpgget-attempt-discard-minus999.toml")
    with pytest.raises(SaveError) as e:
        run_scenario(spec)
    assert "attempt.enemies[0]: seat should be a seat number from 0 to 1, not -999" in str(e.value)


def test_the_game_s_own_errors_become_lesson_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    """A position the game accepts but cannot play (its code raises KeyError at some step):
    a LessonError naming the file and the step, never the KeyError."""
    from tabletop.games.rpgget.rules import position

    monkeypatch.setattr(position, "_enemy_seat", lambda e, n, where: 0)
    with pytest.raises(LessonError) as e:
        load_lesson(FILES / BAD_SEATS[0])
    assert "step " in str(e.value) and "discard/-999" in str(e.value)


# ---------------------------------------------------------------------- at the launcher
@pytest.fixture()
def damaged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """RPG Get!'s lessons read from a folder holding the damaged lesson; a fresh home."""
    folder = tmp_path / "lessons"
    folder.mkdir()
    shutil.copy(FILES / BAD_SEATS[0], folder / "01-first-game.toml")
    real = lesson_format.lessons_dir

    def lessons_dir(game: str) -> Path:
        return folder if game == "rpgget" else real(game)

    monkeypatch.setattr(lesson_format, "lessons_dir", lessons_dir)
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    return folder


def test_the_launcher_says_a_lesson_is_damaged_and_why(damaged: Path) -> None:
    app = App((1280, 720), headless=True)
    clock = ManualClock()
    app.time_source = clock
    try:
        launcher = LauncherScene(app)
        app.push(launcher)
        app.step([])
        rows = launcher.buttons[: len(launcher.games)]
        at = next(i for i, g in enumerate(launcher.games) if g == "rpgget")
        side = [
            b
            for b in launcher.buttons[len(launcher.games) :]
            if b.rect.centery == rows[at].rect.centery
        ]
        assert [b.label for b in side] == [DAMAGED]
        assert sum(b.label == "Learn to play" for b in launcher.buttons) == len(launcher.games) - 1
        lessonkit.perform(app, clock, ("click", side[0].rect.center))
        assert app.scene is launcher and launcher.game == "rpgget"
        told = [t.text for t in launcher.toasts.items]
        assert any("cannot be opened" in t and "not -999" in t for t in told), told
        # its first start does not offer the lesson: the game starts
        monkeypatch = pytest.MonkeyPatch()
        monkeypatch.delenv("TABLETOP_NO_LESSON_OFFER", raising=False)
        try:
            launcher.start()
        finally:
            monkeypatch.undo()
        assert isinstance(app.scene, TableScene)
        assert "rpgget" not in app.settings.get("lessons_offered", [])
    finally:
        pygame.quit()


def test_learn_with_a_damaged_lesson_is_one_line_and_status_2(
    damaged: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import tabletop.ui.app as appmod

    def never(**kw: Any) -> int:
        raise AssertionError("the app was started")

    monkeypatch.setattr(appmod, "run_app", never)
    assert cli.main(["learn", "rpgget"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("tabletop: ") and "Traceback" not in err
    assert "01-first-game.toml" in err and "seat should be a seat number" in err
