"""The app as a user has it: installed by ``pip install .`` (the README's set-up), imported from
the install, never from the checkout.

CI installs the package non-editable and sets ``TABLETOP_TEST_INSTALLED=1``: then ``tabletop``
must come from site-packages and hold every file of the source tree (code, card data, word
data, lessons, fonts, sprites, sounds). A lesson is found and run from a folder outside the
checkout, as a player's first start would. A developer's editable install is the tree itself:
the file comparison then has nothing to compare and says so.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from importlib import metadata
from pathlib import Path

import pytest

import tabletop
from tabletop.engine.game import game_names
from tabletop.lessons.format import lesson_paths, load_lesson

CHECKOUT = Path(__file__).resolve().parents[1]
INSTALLED = Path(tabletop.__file__).resolve().parent
#: folders of the checkout that install inside the package (setup.py's package_dir)
MAPPED = {"tabletop": "", "sprites": "sprites", "sounds": "sounds"}


def _editable() -> bool:
    text = metadata.distribution("tabletop").read_text("direct_url.json")
    return bool(text and json.loads(text).get("dir_info", {}).get("editable"))


def _files(root: Path, prefix: str) -> set[str]:
    out = set()
    for p in root.rglob("*"):
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".pyc", ".pyo"):
            rel = p.relative_to(root).as_posix()
            out.add(f"{prefix}/{rel}" if prefix else rel)
    return out


def test_the_tests_import_the_installed_package() -> None:
    """``python -m pytest`` from the checkout would import the source tree (tests/conftest.py
    takes it off the path); in CI the install must be a real one, not the tree."""
    if os.environ.get("TABLETOP_TEST_INSTALLED"):
        assert not _editable(), "CI installs with `pip install .`, not editable"
        assert not INSTALLED.is_relative_to(CHECKOUT), f"tabletop imported from {INSTALLED}"
    elif not _editable():
        assert not INSTALLED.is_relative_to(CHECKOUT), f"tabletop imported from {INSTALLED}"


def test_the_install_holds_every_file_of_the_source_tree() -> None:
    if INSTALLED == (CHECKOUT / "tabletop").resolve():
        pytest.skip("an editable install is the source tree itself")
    tree: set[str] = set()
    for folder, prefix in MAPPED.items():
        tree |= _files(CHECKOUT / folder, prefix)
    installed = _files(INSTALLED, "")
    missing = sorted(tree - installed)
    assert not missing, f"{len(missing)} files of the tree are not installed: {missing[:10]}"
    stray = sorted(f for f in installed - tree if not f.endswith(".py"))
    assert not stray, f"installed files the tree does not have: {stray[:10]}"


@pytest.mark.parametrize("game", game_names())
def test_every_game_ships_a_lesson_that_loads(game: str) -> None:
    paths = lesson_paths(game)
    assert paths, f"{game}: no lesson in {INSTALLED}"
    assert all(p.resolve().is_relative_to(INSTALLED) for p in paths)
    assert load_lesson(paths[0]).game == game


FIRST_START = textwrap.dedent(
    """
    import os, sys
    from pathlib import Path
    import pygame
    import tabletop
    from tabletop.engine.game import game_names
    from tabletop.lessons.table import LessonTable
    from tabletop.ui.app import App
    from tabletop.ui.scenes.launcher import LauncherScene

    assert not Path(tabletop.__file__).resolve().is_relative_to(Path(sys.argv[1])), tabletop.__file__
    app = App((1280, 720), headless=True)
    launcher = LauncherScene(app)
    app.push(launcher)
    learn = [b for b in launcher.buttons if b.label == "Learn to play"]
    assert len(learn) == len(game_names()) == 5, [b.label for b in launcher.buttons]
    learn[0].on_click()
    assert isinstance(app.scene, LessonTable), type(app.scene)
    for _ in range(5):
        app._step([])
    print("lesson", app.scene.lesson.game, len(app.scene.game.log))
    pygame.quit()
    """
)


def test_a_first_start_outside_the_checkout_offers_and_runs_a_lesson(tmp_path: Path) -> None:
    """The README's ``tabletop`` started from another folder with a fresh data folder: the
    launcher shows "Learn to play" for all five games, and a lesson opens and draws."""
    home = tmp_path / "home"
    env = {
        **os.environ,
        "TABLETOP_HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYTHONPATH": "",
    }
    env.pop("TABLETOP_NO_LESSON_OFFER", None)
    if _editable():  # the tree is the install: the folder check has nothing to say
        checkout = str(tmp_path / "no-checkout")
    else:
        checkout = str(CHECKOUT)
    run = subprocess.run(
        [sys.executable, "-c", FIRST_START, checkout],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    assert run.stdout.startswith("lesson "), run.stdout
