"""End to end in a real window: open the deck builder from the launcher, type a deck list into
the import box, move the cursor to line 2 with a click and the arrows and fix a name there,
fix line 3 after Down, import with Ctrl+Enter, save, and read the saved deck file.

Positions come from laying out the same scenes in-process at the window's size (as
``test_xvfb_e2e.py`` does).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from tests.ui.xwindow import NEEDS_X, real_window

#: CI's real-window slice is listed in ``tests/ui/xwindow.py``; this module is ``slow``
pytestmark = [pytest.mark.xvfb, pytest.mark.slow]

SIZE = (1280, 720)
TYPED = ["# Lair", "2 Dr Evil", "3 Mini Me"]


def _positions(home: Path) -> dict[str, tuple[int, int]]:
    """Lay out the launcher, the collection, the deck builder and the import box in-process."""
    os.environ["TABLETOP_HOME"] = str(home)
    import pygame

    from tabletop.collection.profiles import Profiles
    from tabletop.collection.sets import get_set
    from tabletop.ui.app import App
    from tabletop.ui.scenes.collection_scene import CollectionScene
    from tabletop.ui.scenes.deck_import_scene import ImportScene
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
    from tabletop.ui.scenes.launcher import LauncherScene

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


@NEEDS_X
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
    displays = [*range(170, 180), *range(90, 130)]
    with real_window(home, displays=displays) as w:

        def click(p: tuple[int, int]) -> None:
            w.click(p, before=0.15, after=0.3)

        click(pos["collections"])
        click(pos["austin"])
        click(pos["builder"])
        click(pos["import"])
        click(pos["clear"])  # whatever the clipboard held
        for k, line in enumerate(TYPED):
            w.type(line, delay_ms=30)
            w.key("Return", pause=0.05)
            time.sleep(0.1 * k)
        time.sleep(0.3)
        click(pos["line2"])  # the cursor to line 2, before "Dr"
        w.key("Right", "Right", pause=0.05)  # after "Dr"
        w.type(".")  # "2 Dr. Evil"
        w.key("Down", "Right", "Delete", pause=0.05)  # line 3: "3 Mini| Me" -> "3 MiniMe"
        w.type("-")  # "3 Mini-Me"
        time.sleep(0.2)
        w.ctrl("Return")  # Ctrl+Enter imports
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
