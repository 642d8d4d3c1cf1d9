"""RPG Get! in the collection UI through real pygame events: a card dragged into a deck in the
deck builder (the 80-card rule live), the collection screen's RPG Get! packs, the launcher's
deck picker and sealed practice up to the start of a game."""

from __future__ import annotations

from collections import Counter

import pygame

from tabletop.collection.decktext import format_deck_text
from tabletop.collection.profiles import Deck, Profiles
from tabletop.collection.sets import get_set
from tabletop.ui.app import App
from tabletop.ui.scenes.collection_scene import CollectionScene
from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.scenes.packs_scene import PacksScene
from tabletop.ui.scenes.sealed_scene import SealedScene
from tabletop.ui.table import TableScene
from tests.ui.collection_events import (  # noqa: F401  (launcher_app is the app fixture)
    _button,
    _click,
    _drag,
    _post,
    launcher_app,
)


def _key(app: App, key: int) -> None:
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def test_drag_an_rpgget_card_into_a_deck(app: App) -> None:
    store = Profiles()
    prof = store.create("Ann")
    scene = DeckBuilderScene(app, "rpgget", store, prof)
    app.push(scene)
    app.step([])
    assert "exactly 80 cards, not 0" in scene.legality_text()
    rect, name = scene.tiles[0]
    _drag(app, rect.center, scene.right.center)
    assert scene.deck == [name]
    assert "Deck Limits" in scene.legality_text() and "not 1" in scene.legality_text()
    # a ready deck less one card, then the dragged card: 80 cards, copies unlimited, legal
    pirates = list(get_set("rpgget").ready["airship_pirates"][1])
    scene.deck = pirates[:79]
    scene.relayout()
    _click(app, scene.tiles[0][0].center)  # a click adds a copy too
    assert len(scene.deck) == 80 and scene.legality_text() == "Legal: ready to play"


def test_open_an_rpgget_pack_from_the_collection_screen(app: App) -> None:
    store = Profiles()
    store.create("Ann")
    coll = CollectionScene(app, store)
    app.push(coll)
    app.step([])
    _click(app, _button(coll, "Ann"))
    _click(app, _button(coll, "RPG Get!"))
    assert coll.game == "rpgget"
    before = sum(coll.owned().values())
    assert before == 160  # the starter set: both ready decks
    _click(app, _button(coll, "Open a booster"))
    packs = app.scene
    assert isinstance(packs, PacksScene)
    _key(app, pygame.K_RETURN)
    _click(app, _button(packs, "Add to collection"))
    _click(app, _button(packs, "Done"))
    assert app.scene is coll
    assert sum(store.load("Ann").owned("rpgget").values()) == before + 10


def test_launcher_deck_pick_for_rpgget(app: App) -> None:
    store = Profiles()
    prof = store.create("Ann")
    cards = list(get_set("rpgget").ready["hunters_guild"][1])[::-1]
    store.save_deck(prof, Deck("Guild", "rpgget", "standard", cards))
    launcher = app.scene
    assert isinstance(launcher, LauncherScene)
    _click(app, _button(launcher, "RPG Get!"))
    for label in ("1. usual deck", "1. airship pirates deck", "1. hunters guild deck"):
        _click(app, _button(launcher, label))  # the ready-made decks, then the profiles'
    assert any(b.label == "1. Ann: Guild" for b in launcher.buttons)
    _click(app, _button(launcher, "Start game"))
    table = app.scene
    assert isinstance(table, TableScene)
    assert table.session.options["deck0"] == format_deck_text(cards, "Guild")
    g = table.session.game
    assert g.deck_keys[0] == "custom"  # type: ignore[attr-defined]
    mine = Counter(g.defs[c].name for c, s in enumerate(g.owner_of) if s == 0)  # type: ignore[attr-defined]
    assert mine == Counter(cards)


def test_rpgget_sealed_flow_to_the_start_of_a_game(app: App) -> None:
    sealed = SealedScene(app, seed=5)
    app.push(sealed)
    app.step([])
    _click(app, _button(sealed, "RPG Get!"))
    _click(app, _button(sealed, "Open six packs"))
    for k in range(6):
        packs = app.scene
        assert isinstance(packs, PacksScene)
        assert len(packs.pack) == 10
        _key(app, pygame.K_RETURN)  # reveals the whole pack
        if k < 5:
            _click(app, _button(packs, "Next pack"))  # keeps this one
        else:
            _click(app, _button(packs, "Add to pool"))
            _click(app, _button(packs, "Done"))
    builder = app.scene
    assert isinstance(builder, DeckBuilderScene) and builder.sealed
    _click(app, _button(builder, "Auto-build"))
    assert builder.failures() == [] and len(builder.deck) == 80
    _click(app, _button(builder, "Play the computer"))
    table = app.scene
    assert isinstance(table, TableScene)
    g = table.session.game
    mine = Counter(g.defs[c].name for c, s in enumerate(g.owner_of) if s == 0)  # type: ignore[attr-defined]
    assert mine == Counter(builder.deck)
