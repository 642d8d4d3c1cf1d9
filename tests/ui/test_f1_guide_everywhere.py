"""F1 opens How to play on every screen, as the README's key table says: in the deck builder and
on Collections and decks it did nothing (a keyboard player, 2026-11-27, had to go back to the
launcher for the rules; the deck builder has no How to play button). It opens the guide of
the game the screen is about, and Esc comes back."""

from __future__ import annotations

import pygame

from tabletop.collection.profiles import Profiles
from tabletop.ui.app import App
from tabletop.ui.scenes.collection_scene import CollectionScene
from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
from tabletop.ui.scenes.howto import HowToScene
from tests.ui.collection_events import launcher_app  # noqa: F401  (the app fixture)
from tests.ui.test_builder_keys import press


def test_f1_in_the_deck_builder_and_the_collection_opens_the_games_guide(app: App) -> None:
    store = Profiles()
    store.create("Ann")
    coll = CollectionScene(app, store)
    app.push(coll)
    app.step([])
    builder = DeckBuilderScene(app, "rpgget", store, store.load("Ann"))
    for scene in (coll, builder):
        if scene is builder:
            app.push(builder)
            app.step([])
        press(app, pygame.K_F1)
        assert isinstance(app.scene, HowToScene)
        assert app.scene.game == scene.game
        press(app, pygame.K_ESCAPE)
        assert app.scene is scene
