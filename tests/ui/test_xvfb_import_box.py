"""End to end in a real window: open the deck builder from the launcher, type a deck list into
the import box, move the cursor to line 2 with a click and the arrows and fix a name there,
fix line 3 after Down, import with Ctrl+Enter, save, and read the saved deck file.

Positions come from laying out the same scenes in-process at the window's size (as
``test_xvfb_e2e.py`` does).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.xvfb

SIZE = (1280, 720)
TYPED = ["# Lair", "2 Dr Evil", "3 Mini Me"]


def _free_display() -> int:
    for n in [*range(170, 180), *range(90, 130)]:
        if not Path(f"/tmp/.X11-unix/X{n}").exists() and not Path(f"/tmp/.X{n}-lock").exists():
            return n
    raise RuntimeError("no free X display")


def _xdo(env: dict[str, str], *args: str) -> str:
    out = subprocess.run(
        ["timeout", "10", "xdotool", *args], env=env, capture_output=True, text=True
    )
    return out.stdout.strip()


def _positions(home: Path) -> dict[str, tuple[int, int]]:
    """Lay out the launcher, the collection, the deck builder and the import box in-process."""
    os.environ["TABLETOP_HOME"] = str(home)
    import pygame

    from tabletop.collection.profiles import Profiles
    from tabletop.collection.sets import get_set
    from tabletop.ui.app import App
    from tabletop.ui.collection_scene import CollectionScene
    from tabletop.ui.deckbuilder_scene import DeckBuilderScene, ImportScene
    from tabletop.ui.launcher import LauncherScene

    def at(scene: object, label: str) -> tuple[int, int]:
        return next(b for b in scene.buttons if b.label.startswith(label)).rect.center  # type: ignore[attr-defined]

    app = App(SIZE, headless=True)
    launcher = LauncherScene(app)
    app.push(launcher)
    store = Profiles()
    coll = CollectionScene(app, store)
    app.push(coll)
    assert coll.profile is not None
    austin_tab = at(coll, get_set("austin").title)  # the collection opens on the first game
    coll.set_game("austin")
    builder = DeckBuilderScene(app, "austin", store, coll.profile)
    app.push(builder)
    imp = ImportScene(app, builder)
    app.push(imp)
    imp.text = "\n".join([*TYPED, ""])
    imp.area.row, imp.area.col = 1, 2  # line 2, before "Dr"
    line2 = imp.area.caret_pos()
    out = {
        "collections": at(launcher, "Collections"),
        "austin": austin_tab,
        "builder": at(coll, "Deck builder"),
        "import": at(builder, "Import"),
        "save": at(builder, "Save"),
        "clear": at(imp, "Clear"),
        "line2": (line2[0] + 2, line2[1]),
    }
    pygame.quit()
    return out


@pytest.mark.skipif(
    not shutil.which("Xvfb") or not shutil.which("xdotool"), reason="needs Xvfb and xdotool"
)
def test_fix_line_two_of_a_typed_list_in_a_real_window(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"window_size": list(SIZE)}))
    saved_home = os.environ.get("TABLETOP_HOME")
    os.environ["TABLETOP_HOME"] = str(home)
    from tabletop.collection.profiles import Profiles, read_deck

    Profiles().create("Ann")
    pos = _positions(home)
    if saved_home is None:
        os.environ.pop("TABLETOP_HOME", None)
    else:
        os.environ["TABLETOP_HOME"] = saved_home
    deck_file = home / "profiles" / "ann" / "decks" / "austin" / "lair.toml"
    n = _free_display()
    env = dict(os.environ)
    env.update(DISPLAY=f":{n}", TABLETOP_HOME=str(home), SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)
    xvfb = subprocess.Popen(
        ["Xvfb", f":{n}", "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
        stderr=subprocess.DEVNULL,
    )
    app = None
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{n}").exists():
                break
            time.sleep(0.05)
        app = subprocess.Popen(
            [sys.executable, "-m", "tabletop"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        wid = ""
        for _ in range(100):
            wid = _xdo(env, "search", "--pid", str(app.pid)).split("\n")[-1]
            if wid:
                break
            time.sleep(0.1)
        assert wid, "the app window did not appear"
        time.sleep(1.0)

        def click(p: tuple[int, int]) -> None:
            _xdo(env, "mousemove", "--window", wid, str(p[0]), str(p[1]))
            time.sleep(0.15)
            _xdo(env, "click", "1")
            time.sleep(0.3)

        def key(*names: str) -> None:
            for k in names:
                _xdo(env, "key", "--window", wid, k)
                time.sleep(0.05)

        click(pos["collections"])
        click(pos["austin"])
        click(pos["builder"])
        click(pos["import"])
        click(pos["clear"])  # whatever the clipboard held
        for k, line in enumerate(TYPED):
            _xdo(env, "type", "--window", wid, "--delay", "30", line)
            key("Return")
            time.sleep(0.1 * k)
        time.sleep(0.3)
        click(pos["line2"])  # the cursor to line 2, before "Dr"
        key("Right", "Right")  # after "Dr"
        _xdo(env, "type", "--window", wid, ".")  # "2 Dr. Evil"
        key("Down", "Right", "Delete")  # line 3: "3 Mini| Me" -> "3 MiniMe"
        _xdo(env, "type", "--window", wid, "-")  # "3 Mini-Me"
        time.sleep(0.2)
        _xdo(env, "keydown", "--window", wid, "ctrl")
        _xdo(env, "key", "--window", wid, "Return")  # Ctrl+Enter imports
        _xdo(env, "keyup", "--window", wid, "ctrl")
        time.sleep(0.5)
        click(pos["save"])
        for _ in range(50):
            if deck_file.exists():
                break
            time.sleep(0.1)
        assert deck_file.exists(), "the imported deck was not saved as 'Lair'"
        deck = read_deck(deck_file, "austin")
        assert deck.name == "Lair"
        assert deck.cards == ["Dr. Evil"] * 2 + ["Mini-Me"] * 3
    finally:
        if app is not None:
            app.terminate()
            try:
                app.wait(5)
            except subprocess.TimeoutExpired:
                app.kill()
        xvfb.terminate()
        xvfb.wait(5)
