"""The import box's "did you mean" names are buttons: a click, or Tab to one and Enter, puts the
name in its line (count and spacing kept); the list is checked again and imports as fixed."""

from __future__ import annotations

import pygame

from tabletop.collection.decktext import deck_text_errors, with_name
from tabletop.collection.profiles import Profiles
from tabletop.ui.app import App
from tabletop.ui.scenes.deck_import_scene import ImportScene
from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
from tests.ui.collection_events import (  # noqa: F401  (launcher_app is the app fixture)
    _button,
    _click,
    _post,
    launcher_app,
)

LIST = "# Lair\n2 Dr Evil\n3 Mini-Me\nFrickin Laser Beams\n"


def _box(app: App, text: str) -> tuple[DeckBuilderScene, ImportScene]:
    store = Profiles()
    builder = DeckBuilderScene(app, "austin", store, store.create("Ann"))
    builder.deck = []
    app.push(builder)
    app.step([])
    _click(app, _button(builder, "Import"))
    imp = app.scene
    assert isinstance(imp, ImportScene)
    imp.text = text
    _click(app, _button(imp, "Import"))
    assert app.scene is imp and imp.area.marks == {2, 4}
    return builder, imp


def _key(app: App, key: int, mod: int = 0) -> None:
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def test_a_click_on_a_suggested_name_puts_it_in_the_line(app: App) -> None:
    builder, imp = _box(app, LIST)
    labels = [b.label for b in imp.fix_buttons]
    assert labels == ["Use Dr. Evil", "Use Frickin' Laser Beams!"]
    for b in imp.fix_buttons:  # on the screen, clear of the box, the other buttons and each other
        assert imp.box.contains(b.rect) and not b.rect.colliderect(imp.area.rect)
        assert not any(b.rect.colliderect(o.rect) for o in imp.buttons)
    _click(app, imp.fix_buttons[0].rect.center)
    assert imp.text == "# Lair\n2 Dr. Evil\n3 Mini-Me\nFrickin Laser Beams\n"
    assert imp.area.marks == {4} and len(imp.errors) == 1  # the other line still offered
    assert [b.label for b in imp.fix_buttons] == ["Use Frickin' Laser Beams!"]
    _click(app, imp.fix_buttons[0].rect.center)
    assert imp.errors == [] and imp.area.marks == set() and imp.fix_buttons == []
    assert "every line reads" in imp.question
    _click(app, _button(imp, "Import"))
    assert app.scene is builder
    assert builder.deck == ["Dr. Evil"] * 2 + ["Mini-Me"] * 3 + ["Frickin' Laser Beams!"]


def test_tab_to_a_suggested_name_and_enter_takes_it(app: App) -> None:
    builder, imp = _box(app, LIST)
    imp.area_on = True  # typing in the box, as after the click on Import's error
    _key(app, pygame.K_TAB)  # out of the box: the first name offered is next
    assert imp.focus.current(imp.focus_targets()).key == "use 2 Dr. Evil"
    _key(app, pygame.K_RETURN)
    assert imp.text.splitlines()[1] == "2 Dr. Evil"
    # the focus goes on to the next name offered, then to Import
    assert imp.focus.current(imp.focus_targets()).key == "use 4 Frickin' Laser Beams!"
    _key(app, pygame.K_RETURN)
    assert imp.errors == [] and imp.focus.current(imp.focus_targets()).key == "Import"
    _key(app, pygame.K_RETURN)
    assert app.scene is builder and len(builder.deck) == 6


def test_a_line_takes_a_name_with_its_count_and_spacing_kept() -> None:
    text = "# Lair\r\n  3x  Dr Evil  \r\nMini Me\n"
    assert with_name(text, 2, "Dr. Evil") == "# Lair\r\n  3x  Dr. Evil  \r\nMini Me\n"
    assert with_name(text, 3, "Mini-Me") == "# Lair\r\n  3x  Dr Evil  \r\nMini-Me\n"
    (err,) = deck_text_errors("3 Dr Evil\n1 Mini-Me", ["Dr. Evil", "Mini-Me"])
    assert (err.line, err.name, err.near) == (1, "Dr Evil", ["Dr. Evil"])
