"""The deck builder's Import, as a new player met it from the keyboard: an imported list is
saved at once, its row in Your decks highlighted and the message saying so (the row lost its
highlight and the deck was not saved)."""

from __future__ import annotations

import os
from collections import Counter

import pygame

from tabletop.ui.app import App
from tabletop.ui.scenes.deck_import_scene import ImportScene
from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
from tests.ui.collection_events import launcher_app  # noqa: F401  (the app fixture)
from tests.ui.test_builder_auto_keeps import builder, messages
from tests.ui.test_builder_keys import focus_on, press


def import_list(app: App, b: DeckBuilderScene, text: str) -> None:
    focus_on(b, "Import")
    press(app, pygame.K_RETURN)
    imp = app.scene
    assert isinstance(imp, ImportScene)
    imp.text = text
    if imp.asking():
        imp.submit()  # the question: Replace deck
    imp.submit()
    assert app.scene is b


def test_an_imported_deck_is_saved_and_its_row_highlighted(app: App) -> None:
    b, store = builder(app, "beanz")
    import_list(app, b, "# Circus\n2 Clown Bean\n1x Lion Bean\n")
    assert b.saved_name == "Circus" and b.name_box.text == "Circus"
    assert "Circus" in store.deck_names(b.profile, "beanz")  # type: ignore[arg-type]
    assert any(m.startswith("Imported 3 cards and saved them as 'Circus'") for m in messages(b))
    app.step([])
    rows = {btn.label: btn for btn in b.deck_buttons}
    assert rows["Circus"].primary  # highlighted, as a loaded deck's row is
    # a second list of the same name is saved beside the first, never over it
    import_list(app, b, "# Circus\n3 Clown Bean\n")
    assert b.saved_name == "Circus 2"
    loaded = store.load_deck(b.profile, "beanz", "Circus")  # type: ignore[arg-type]
    assert Counter(loaded.cards) == Counter({"Clown Bean": 2, "Lion Bean": 1})
    app.step([])
    rows = {btn.label: btn for btn in b.deck_buttons}
    assert rows["Circus 2"].primary and not rows["Circus"].primary
    if os.environ.get("TABLETOP_SHOTS"):  # pragma: no cover - for looking
        pygame.image.save(app.screen, f"{os.environ['TABLETOP_SHOTS']}/builder_import.png")
