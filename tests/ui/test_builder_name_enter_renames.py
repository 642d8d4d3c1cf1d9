"""The deck builder's name box, as a new player met it from the keyboard: a new name typed
into the box of a saved deck and Enter renames that deck (it saved a second one, "Kim Beans"
beside "New deck"); a second deck comes only from Copy; Rename with the name unchanged says
nothing was renamed (it said "Renamed 'New deck' to 'New deck'")."""

from __future__ import annotations

import os
from collections import Counter

import pygame

from tabletop.ui.app import App
from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
from tests.ui.collection_events import launcher_app  # noqa: F401  (the app fixture)
from tests.ui.test_builder_auto_keeps import builder, messages
from tests.ui.test_builder_keys import focus_on, press
from tests.ui.test_textbox_select_all import type_in


def name_by_keys(app: App, b: DeckBuilderScene, name: str) -> None:
    """Tab into the name box from Back, its whole text selected (Ctrl+A), the name typed."""
    focus_on(b, "Back")
    press(app, pygame.K_TAB)
    assert b.name_box.focus
    press(app, pygame.K_a, pygame.KMOD_LCTRL, "\x01")
    type_in(app, name)
    assert b.name_box.text == name


def button_by_keys(app: App, b: DeckBuilderScene, label: str) -> None:
    focus_on(b, label)
    press(app, pygame.K_RETURN)


def test_enter_in_the_name_box_renames_the_saved_deck(app: App) -> None:
    b, store = builder(app, "beanz")
    prof = b.profile
    assert prof is not None
    clown = "Clown Bean"
    b.add_card(clown)
    button_by_keys(app, b, "Save")
    assert store.deck_names(prof, "beanz") == ["New deck"]
    b.add_card(clown)  # a change not saved yet: Enter saves it with the new name
    name_by_keys(app, b, "Kim Beans")
    press(app, pygame.K_RETURN)
    assert store.deck_names(prof, "beanz") == ["Kim Beans"]  # one deck, renamed
    assert b.saved_name == "Kim Beans" and not b.name_box.focus
    assert Counter(store.load_deck(prof, "beanz", "Kim Beans").cards) == Counter({clown: 2})
    assert messages(b)[-1].startswith("Renamed 'New deck' to 'Kim Beans' and saved it")
    app.step([])
    assert [btn.label for btn in b.deck_buttons] == ["Kim Beans"]
    assert b.deck_buttons[0].primary
    if os.environ.get("TABLETOP_SHOTS"):  # pragma: no cover - for looking
        pygame.image.save(app.screen, f"{os.environ['TABLETOP_SHOTS']}/builder_enter_rename.png")
    # a second deck only from Copy; Enter with the name of another deck writes over none
    button_by_keys(app, b, "Copy")
    assert store.deck_names(prof, "beanz") == ["Kim Beans", "Kim Beans (copy)"]
    b.remove_card(clown)
    name_by_keys(app, b, "Kim Beans")
    press(app, pygame.K_RETURN)
    assert "already a deck called 'Kim Beans'" in messages(b)[-1]
    assert store.deck_names(prof, "beanz") == ["Kim Beans", "Kim Beans (copy)"]
    assert Counter(store.load_deck(prof, "beanz", "Kim Beans").cards) == Counter({clown: 2})
    assert b.saved_name == "Kim Beans (copy)"


def test_rename_with_the_name_unchanged_says_nothing_was_renamed(app: App) -> None:
    b, store = builder(app, "beanz")
    prof = b.profile
    assert prof is not None
    b.add_card("Clown Bean")
    button_by_keys(app, b, "Save")
    button_by_keys(app, b, "Rename")
    said = messages(b)[-1]
    assert said.startswith("Nothing renamed: the name is still 'New deck'"), said
    assert not any(m.startswith("Renamed") for m in messages(b))
    assert store.deck_names(prof, "beanz") == ["New deck"] and b.saved_name == "New deck"
    # a new name typed, then Rename: renamed, as said
    name_by_keys(app, b, "Kim Beans")
    press(app, pygame.K_TAB)  # out of the box, Enter not pressed there
    button_by_keys(app, b, "Rename")
    assert messages(b)[-1] == "Renamed 'New deck' to 'Kim Beans'"
    assert store.deck_names(prof, "beanz") == ["Kim Beans"]
