"""The deck builder's Import, as a new player met it: the box said "the list replaces them all.
Press Replace deck", then made a new "Imported deck" beside the old one, and asked before it
checked the names. Now its words say what it does (a new deck, the open one kept; sealed: the
list replaces the deck's cards), the names are checked first (the nearest names offered,
nothing changed) and only then does it ask, where the open deck's cards would go."""

from __future__ import annotations

import os
from collections import Counter

import pygame

from tabletop.collection.profiles import Profiles
from tabletop.collection.sets import get_set
from tabletop.ui.app import App
from tabletop.ui.scenes.deck_import_scene import ImportScene
from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
from tests.ui.collection_events import (  # noqa: F401  (launcher_app is the app fixture)
    _button,
    _click,
    _post,
    launcher_app,
)

TYPED = "3 Clown Bean\n2 Kangaroo Been\n2 Boomerang\n"  # as the player typed it
KIM = ["Bean Burst!", "Boomerang!", "Boomerang!"]


def open_import(app: App, b: DeckBuilderScene, text: str) -> ImportScene:
    _click(app, _button(b, "Import"))
    imp = app.scene
    assert isinstance(imp, ImportScene)
    imp.text = text
    return imp


def ctrl_enter(app: App) -> None:
    _post(
        app,
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_CTRL, unicode=""),
    )


def shot(app: App, name: str) -> None:
    if os.environ.get("TABLETOP_SHOTS"):  # pragma: no cover - for looking
        app.step([])
        pygame.image.save(app.screen, f"{os.environ['TABLETOP_SHOTS']}/{name}.png")


def saved_kim(app: App) -> tuple[DeckBuilderScene, Profiles]:
    store = Profiles()
    b = DeckBuilderScene(app, "beanz", store, store.create("Kim"))
    app.push(b)
    app.step([])
    for name in KIM:
        b.add_card(name)
    b.name_box.text = "Kim Beans"
    b.save()
    return b, store


def test_import_checks_the_names_then_makes_a_new_deck_and_keeps_the_open_one(
    app: App,
) -> None:
    b, store = saved_kim(app)
    imp = open_import(app, b, TYPED)
    assert "new deck" in imp.said() and "replace" not in imp.said().lower()
    ctrl_enter(app)
    # the names first: every bad line with its nearest names, no question, nothing changed
    assert app.scene is imp and imp.question == "" and imp.area.marks == {2, 3}
    labels = [btn.label for btn in imp.fix_buttons]
    assert "Use Kangaroo Bean" in labels and "Use Boomerang!" in labels
    assert b.deck == KIM and store.deck_names(b.profile, "beanz") == ["Kim Beans"]  # type: ignore[arg-type]
    shot(app, "import_names_first")
    for label in ("Use Kangaroo Bean", "Use Boomerang!"):
        _click(app, next(x for x in imp.fix_buttons if x.label == label).rect.center)
    assert imp.errors == [] and [x.label for x in imp.buttons][-1] == "Import"
    # Kim Beans is saved as it is: nothing of it goes, so no question, and a new deck
    _click(app, _button(imp, "Import"))
    assert app.scene is b
    assert store.deck_names(b.profile, "beanz") == ["Imported deck", "Kim Beans"]  # type: ignore[arg-type]
    kept = store.load_deck(b.profile, "beanz", "Kim Beans")  # type: ignore[arg-type]
    assert Counter(kept.cards) == Counter(KIM)
    assert b.saved_name == "Imported deck"
    assert Counter(b.deck) == Counter({"Clown Bean": 3, "Kangaroo Bean": 2, "Boomerang!": 2})
    said = [t.text for t in b.toasts.items][-1]
    assert "as 'Imported deck', a new deck ('Kim Beans' is kept)" in said, said
    shot(app, "import_new_deck")


def test_unsaved_cards_are_asked_for_only_once_the_list_reads(app: App) -> None:
    b, store = saved_kim(app)
    b.add_card("Clown Bean")  # a change not saved
    imp = open_import(app, b, TYPED)
    _click(app, _button(imp, "Import"))
    assert imp.question == "" and len(imp.errors) == 2  # the names first, not the question
    imp.text = "3 Clown Bean\n2 Kangaroo Bean\n2 Boomerang!\n"
    _click(app, _button(imp, "Import"))
    assert app.scene is imp and imp.errors == []
    assert imp.question.startswith("'Kim Beans' has changes not saved (4 cards now)")
    assert "the list becomes a new deck" in imp.question
    assert [x.label for x in imp.buttons][-1] == "Import anyway"
    assert Counter(b.deck) == Counter([*KIM, "Clown Bean"])  # nothing changed yet
    shot(app, "import_asks")
    _click(app, _button(imp, "Import anyway"))
    assert app.scene is b and b.saved_name == "Imported deck"
    assert store.deck_names(b.profile, "beanz") == ["Imported deck", "Kim Beans"]  # type: ignore[arg-type]


def test_sealed_import_says_the_list_replaces_the_decks_cards(app: App) -> None:
    pool = Counter({name: 3 for name in get_set("beanz").cards})
    b = DeckBuilderScene(app, "beanz", None, None, pool=pool)
    app.push(b)
    app.step([])
    b.add_card("Bean Burst!")
    imp = open_import(app, b, "2 Clown Bean\n")
    assert "in place of its own" in imp.said()
    _click(app, _button(imp, "Import"))
    assert "the list replaces them all" in imp.question and b.deck == ["Bean Burst!"]
    _click(app, _button(imp, "Replace deck"))
    assert app.scene is b and b.deck == ["Clown Bean", "Clown Bean"]
