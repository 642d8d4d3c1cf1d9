"""The collection UI through real pygame events: the deck builder (drag in and out, live
legality, deck files, import), the collection screen's packs, the launcher's deck picker and
sealed practice up to the start of a game."""

from __future__ import annotations

import os

import pygame
import pytest

from tabletop.collection.decktext import format_deck_text
from tabletop.collection.profiles import Deck, Profiles
from tabletop.collection.sets import games, get_set
from tabletop.ui.app import App
from tabletop.ui.scenes.collection_scene import CollectionScene
from tabletop.ui.scenes.deck_import_scene import ImportScene
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


def _key(app: App, key: int, text: str = "", mod: int = 0) -> None:
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text))


def _type(app: App, text: str) -> None:
    for ch in text:
        _key(app, 0, ch)


def _builder(app: App, game: str = "austin") -> tuple[DeckBuilderScene, Profiles]:
    store = Profiles()
    prof = store.create("Ann")
    scene = DeckBuilderScene(app, game, store, prof)
    app.push(scene)
    app.step([])
    return scene, store


def test_drag_cards_into_the_deck_and_out_legality_updates(app: App) -> None:
    scene, _store = _builder(app)
    assert (
        scene.legality_text().startswith("a deck has exactly 30") or "30" in scene.legality_text()
    )
    rect, name = scene.tiles[0]
    _drag(app, rect.center, scene.right.center)
    assert scene.deck == [name]
    assert "30" in scene.legality_text()  # the size rule names the count
    # a drag that ends outside the deck adds nothing
    _drag(app, scene.tiles[1][0].center, (scene.middle.centerx, scene.middle.bottom - 3))
    assert scene.deck == [name]
    # the deck's row dragged out takes the copy out again
    row = scene.rows[0][0]
    _drag(app, row.center, scene.middle.center)
    assert scene.deck == []
    # the evil starter deck is legal; one good card for an evil one breaks allegiance
    scene.deck = list(get_set("austin").ready["evil"][1])
    scene.relayout()
    assert scene.legality_text() == "Legal: ready to play"
    evil_row = scene.rows[0]
    _click(app, evil_row[0].center)  # a click on a deck row takes a copy out
    _click(app, _button(scene, "Side"))
    _click(app, _button(scene, "Side: Evil"))  # Side: Good
    good = next(n for r, n in scene.tiles if get_set("austin").cards[n].side == "good")
    _click(app, next(r for r, n in scene.tiles if n == good).center)  # a click adds
    fails = scene.failures()
    assert any("all Good or all Evil" in f for f in fails)
    assert scene.legality_text() == fails[0]


def test_filters_and_name_search(app: App) -> None:
    scene, _store = _builder(app)
    _click(app, _button(scene, "Side"))  # Side: evil (choices sorted)
    assert scene.cards and all(get_set("austin").cards[n].side == "evil" for n in scene.cards)
    _click(app, scene.search.rect.center)
    _type(app, "evil")
    assert scene.cards and all("evil" in n.lower() for n in scene.cards)
    _click(app, _button(scene, "Dot"))
    assert all(get_set("austin").cards[n].dot == "red" for n in scene.cards)


def test_a_click_from_the_search_box_lands_first_time(app: App) -> None:
    """Typing a search then clicking a card adds it, and clicking the name box types there:
    leaving the search box costs no extra click."""
    scene, store = _builder(app)
    _click(app, scene.search.rect.center)
    _type(app, "dr")
    rect, name = scene.tiles[0]
    _click(app, rect.center)
    assert scene.deck == [name] and not scene.search.focus
    _click(app, scene.search.rect.center)
    _click(app, scene.name_box.rect.center)
    assert scene.name_box.focus and not scene.search.focus
    for _ in range(20):
        _key(app, pygame.K_BACKSPACE)
    _type(app, "Mine")
    _key(app, pygame.K_RETURN)
    assert store.deck_names(scene.profile, "austin") == ["Mine"]  # type: ignore[arg-type]


def test_save_load_rename_copy_delete(app: App) -> None:
    scene, store = _builder(app)
    evil = list(get_set("austin").ready["evil"][1])
    scene.deck = list(evil)
    _click(app, scene.name_box.rect.center)
    for _ in range(20):
        _key(app, pygame.K_BACKSPACE)
    _type(app, "Lair")
    _key(app, pygame.K_RETURN)  # Enter in the name box saves
    assert store.deck_names(scene.profile, "austin") == ["Lair"]  # type: ignore[arg-type]
    _click(app, _button(scene, "New"))
    assert scene.deck == []
    _click(app, _button(scene, "Lair"))  # the saved deck's button loads it
    assert sorted(scene.deck) == sorted(evil) and scene.saved_name == "Lair"
    _click(app, scene.name_box.rect.center)
    _type(app, " Two")
    _click(app, _button(scene, "Rename"))
    assert store.deck_names(scene.profile, "austin") == ["Lair Two"]  # type: ignore[arg-type]
    _click(app, _button(scene, "Copy"))
    assert store.deck_names(scene.profile, "austin") == ["Lair Two", "Lair Two (copy)"]  # type: ignore[arg-type]
    assert scene.saved_name == "Lair Two (copy)"
    _click(app, _button(scene, "Delete"))
    assert len(store.deck_names(scene.profile, "austin")) == 2  # type: ignore[arg-type]
    _click(app, _button(scene, "Really delete?"))
    assert store.deck_names(scene.profile, "austin") == ["Lair Two"]  # type: ignore[arg-type]


def test_import_a_pasted_list_with_a_bad_line_then_a_good_one(app: App) -> None:
    scene, _store = _builder(app, "beanz")
    _click(app, _button(scene, "Import"))
    imp = app.scene
    assert isinstance(imp, ImportScene)
    imp.text = ""
    _type(app, "2 Clown Bean")
    _key(app, pygame.K_RETURN)
    _type(app, "3 Bogus Bean")
    _click(app, _button(imp, "Import"))
    assert app.scene is imp and "line 2" in imp.error and "Bogus Bean" in imp.error
    imp.text = "# Circus\n2 Clown Bean\n1x Lion Bean\n"
    _click(app, _button(imp, "Import"))
    assert app.scene is scene
    assert scene.deck.count("Clown Bean") == 2 and scene.deck.count("Lion Bean") == 1
    assert scene.name_box.text == "Circus"
    assert "exactly 40" in scene.legality_text()
    path = scene.export()
    assert path is not None and path.read_text().startswith("# Circus\n2 Clown Bean")


def test_open_a_pack_from_the_collection_screen(app: App) -> None:
    store = Profiles()
    coll = CollectionScene(app, store)
    app.push(coll)
    app.step([])
    _click(app, coll.new_name.rect.center)
    _type(app, "Ann")
    _key(app, pygame.K_RETURN)
    assert coll.profile is not None and coll.profile.name == "Ann"
    before = sum(coll.owned().values())
    _click(app, _button(coll, "Open a booster"))
    packs = app.scene
    assert isinstance(packs, PacksScene)
    _key(app, pygame.K_RETURN)
    _click(app, _button(packs, "Add to collection"))
    _click(app, _button(packs, "Done"))
    assert app.scene is coll
    first = games()[0]  # the collection opens on the first collectible game
    opened = get_set(first).booster.cards
    assert sum(coll.owned().values()) == before + opened
    assert sum(store.load("Ann").owned(first).values()) == before + opened


def test_the_summary_counts_copies_by_rarity_beside_the_copies(app: App) -> None:
    """A new player read "43 of the 67 in ... (29 common, 43 uncommon, 8 rare foil)" as a sum
    that was wrong: the copies by rarity go with the copies, the cards of the set after them."""
    store = Profiles()
    store.create("Ann")
    coll = CollectionScene(app, store)
    app.push(coll)
    app.step([])
    coll.profile = store.load("Ann")
    text = coll.summary()
    copies, _, rest = text.partition("), ")
    owned = sum(coll.owned().values())
    assert copies.startswith(f"Ann: {owned} cards ("), text
    assert rest.split(" of the ")[0].isdigit() and "(" not in rest, text


def test_launcher_deck_pick_goes_into_the_game(app: App) -> None:
    store = Profiles()
    prof = store.create("Ann")
    gset = get_set("austin")
    evil = list(gset.ready["evil"][1])
    store.save_deck(prof, Deck("Lair", "austin", "standard", evil))
    launcher = app.scene
    assert isinstance(launcher, LauncherScene)
    _click(app, _button(launcher, "Austin Powers"))
    _click(app, _button(launcher, "1. starter deck"))
    assert any(b.label == "1. Ann: Lair (plays Evil)" for b in launcher.buttons)
    _click(app, _button(launcher, "Start game"))
    table = app.scene
    assert isinstance(table, TableScene)
    text = table.session.options["deck0"]
    assert text == format_deck_text(evil, "Lair")
    assert table.session.game.side[0] == "evil"  # type: ignore[attr-defined]
    assert "deck1" not in table.session.options  # the bot plays a ready deck


def test_sealed_flow_to_the_start_of_a_game(app: App) -> None:
    sealed = SealedScene(app, seed=11)
    app.push(sealed)
    app.step([])
    _click(app, _button(sealed, "Mighty Beanz"))
    _click(app, _button(sealed, "Open six packs"))
    for k in range(6):
        packs = app.scene
        assert isinstance(packs, PacksScene)
        _key(app, pygame.K_RETURN)  # reveals the whole pack
        if k < 5:
            _click(app, _button(packs, "Next pack"))  # keeps this one
        else:
            _click(app, _button(packs, "Add to pool"))
            _click(app, _button(packs, "Done"))
    builder = app.scene
    assert isinstance(builder, DeckBuilderScene) and builder.sealed
    assert sum(builder.pool.values()) == 54
    _click(app, _button(builder, "Play the computer"))
    assert app.scene is builder  # an empty deck cannot be played
    _click(app, _button(builder, "Auto-build"))
    assert builder.failures() == []
    _click(app, _button(builder, "Play the computer"))
    table = app.scene
    assert isinstance(table, TableScene)
    names = table.session.game.names[:40]  # type: ignore[attr-defined]
    assert sorted(names) == sorted(builder.deck)


@pytest.mark.skipif(not os.environ.get("TABLETOP_SHOTS"), reason="screenshots on request")
def test_screens_for_looking(app: App) -> None:  # pragma: no cover - a tool, not a check
    scene, _store = _builder(app)
    pygame.image.save(app.screen, f"{os.environ['TABLETOP_SHOTS']}/builder.png")
