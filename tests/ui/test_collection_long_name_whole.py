"""Collections and decks, Austin Powers CCG at 1280x720 and 100 %: the tile of "Austin Powers,
International Man of Mystery" read "Austin Powers, / International Man of...", cut while the
line under the dot and the copies had the room. A long name's second line takes the tile's
whole width: every card's name on its tile reads whole (at 100 % on 1280x720 and 1024x600)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.collection.profiles import Profiles
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.collection_scene import CollectionScene
from tests.ui.textspy import record_texts

LONG = "Austin Powers, International Man of Mystery"


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_every_collection_tile_shows_its_whole_name(
    size: tuple[int, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App(size, headless=True)
    try:
        store = Profiles()
        store.create("Ann")
        coll = CollectionScene(app, store, game="austin")
        app.push(coll)
        coll.pick("Ann")
        app.step([])
        names = set()
        cut: list[str] = []
        while True:
            said = record_texts(monkeypatch)
            coll.draw(app.screen)
            texts = [w.text for w in said]
            cut += [t for t in texts if t.endswith(("...", "\u2026"))]
            names |= {n for _, n in coll.tiles}
            shown = " ".join(texts)
            for _, n in coll.tiles:
                assert all(word in shown for word in n.split()), n
            monkeypatch.undo()
            monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
            if not coll.scroll_by(coll.rows_fit):
                break
        assert LONG in names
        assert not cut, cut
    finally:
        theme.set_ui(100, False)
        pygame.quit()
