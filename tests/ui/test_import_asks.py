"""The deck import box and the builder's tiles: an import asks before the open deck's cards
not saved go; the box's example names a card of the game open (Beanz showed an Austin card); a
tile of a card the deck holds more of than owned says so, never "-3/3". And the Austin option
of the Happening race says the race is made with a key, as the race asks."""

from __future__ import annotations

import pytest

from tabletop.collection.profiles import Profiles
from tabletop.collection.sets import games as collectible
from tabletop.collection.sets import get_set
from tabletop.engine.game import game_class
from tabletop.ui.app import App
from tabletop.ui.scenes.deck_import_scene import ImportScene
from tabletop.ui.scenes.deckbuilder_draw import tile_count
from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
from tests.ui.collection_events import (  # noqa: F401  (launcher_app is the app fixture)
    _button,
    _click,
    launcher_app,
)


def _builder(app: App, game: str = "austin") -> DeckBuilderScene:
    store = Profiles()
    builder = DeckBuilderScene(app, game, store, store.create("Ann"))
    app.push(builder)
    app.step([])
    return builder


def _import(app: App, builder: DeckBuilderScene) -> ImportScene:
    _click(app, _button(builder, "Import"))
    imp = app.scene
    assert isinstance(imp, ImportScene)
    return imp


def test_an_import_asks_before_the_open_decks_unsaved_cards_go(app: App) -> None:
    b = _builder(app)
    b.deck = ["Dr. Evil", "Mini-Me"]
    imp = _import(app, b)
    imp.text = "2 Mustafa"
    _click(app, _button(imp, "Import"))
    assert app.scene is imp and b.deck == ["Dr. Evil", "Mini-Me"]  # nothing replaced yet
    assert "not saved (2 cards now)" in imp.question and "a new deck" in imp.question
    _click(app, _button(imp, "Import anyway"))
    assert app.scene is b and b.deck == ["Mustafa", "Mustafa"]


def test_an_empty_deck_is_imported_at_once(app: App) -> None:
    b = _builder(app)
    b.deck = []
    imp = _import(app, b)
    imp.text = "2 Mustafa"
    _click(app, _button(imp, "Import"))
    assert app.scene is b and b.deck == ["Mustafa", "Mustafa"]


def test_the_example_names_a_card_of_the_game_open(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tabletop.ui.scenes.deck_import_scene as box

    monkeypatch.setattr(box, "clipboard_text", lambda: "")  # no clipboard text: the example
    store = Profiles()
    prof = store.create("Ann")
    for game in collectible():
        imp = ImportScene(app, DeckBuilderScene(app, game, store, prof))
        name = imp.note.split("'2 ", 1)[1].rstrip("'.")
        assert name in get_set(game).cards, (game, imp.note)


def test_a_tile_says_how_many_too_many_the_deck_holds(app: App) -> None:
    b = _builder(app)
    name = next(n for n in b.cards if 0 < b.pool[n] < 9)
    have = b.pool[name]
    b.deck = [name] * (have + 3)
    assert tile_count(b, name) == "3 too many"
    b.deck = [name]
    assert tile_count(b, name) == f"{have - 1}/{have}"


def test_the_race_option_says_a_key_not_the_mouse() -> None:
    text = next(o for o in game_class("austin").OPTIONS if o.name == "gestures").help
    assert "mouse" not in text and "key" in text
