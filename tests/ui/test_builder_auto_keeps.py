"""The deck builder's Auto-build, as a new player met it from the keyboard: it builds around the
cards put in by hand (it once dropped them without a word), or says it replaced them where no
legal deck holds them all."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from tabletop.collection.profiles import Profiles
from tabletop.collection.sealed import auto_deck, auto_deck_around
from tabletop.collection.sets import get_set
from tabletop.ui.app import App
from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
from tests.ui.collection_events import launcher_app  # noqa: F401  (the app fixture)
from tests.ui.test_builder_keys import focus_on, press


def builder(app: App, game: str) -> tuple[DeckBuilderScene, Profiles]:
    store = Profiles()
    b = DeckBuilderScene(app, game, store, store.create("Ann"))
    app.push(b)
    app.step([])
    return b, store


def messages(b: DeckBuilderScene) -> list[str]:
    return [t.text for t in b.toasts.items]


def auto_build_by_keys(app: App, b: DeckBuilderScene) -> None:
    focus_on(b, "Auto-build")
    press(app, pygame.K_RETURN)


@pytest.mark.parametrize("game", ["austin", "beanz", "rpgget"])
def test_auto_build_keeps_the_cards_put_in_by_hand(app: App, game: str) -> None:
    b, _store = builder(app, game)
    # three cards put in from the grid with the keyboard (+ on a focused tile), ones an
    # Auto-build of an empty deck leaves out
    alone = Counter(auto_deck(game, b.fmt, b.pool) or [])
    picked = [name for name in b.visible() if not alone[name]][:3]
    assert len(picked) == 3
    for name in picked:
        b.search.text = name  # the grid shows the card: + on its focused tile puts it in
        b.relayout()
        focus_on(b, f"card {name}")
        press(app, pygame.K_PLUS, uni="+")
    b.search.text = ""
    assert sorted(b.deck) == sorted(picked)
    auto_build_by_keys(app, b)
    assert b.failures() == []  # a legal deck
    assert not Counter(picked) - Counter(b.deck), "a card put in by hand was dropped"
    assert any("around your 3 cards" in m for m in messages(b)), messages(b)


def test_auto_build_says_it_replaced_cards_no_legal_deck_holds(app: App) -> None:
    b, _store = builder(app, "austin")
    size = get_set("austin").formats[b.fmt].size
    # more cards than a deck holds: no legal deck keeps them all
    b.deck = [n for n in sorted(b.pool) for _ in range(b.pool[n])][: size + 1]
    assert len(b.deck) == size + 1
    assert auto_deck_around("austin", b.fmt, b.pool, b.deck) is None
    auto_build_by_keys(app, b)
    assert b.failures() == [] and len(b.deck) == size
    assert any(f"Auto-build replaced your {size + 1} cards" in m for m in messages(b))


def test_an_empty_deck_is_auto_built_as_before(app: App) -> None:
    b, _store = builder(app, "austin")
    auto_build_by_keys(app, b)
    assert b.failures() == []
    assert any(m.startswith("Built a legal deck from your cards") for m in messages(b))
