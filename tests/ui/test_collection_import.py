"""The deck import box: a caret moved by click and arrows, every bad line named at once with the
set's nearest names, the imported deck named from the list (or "Imported deck", made unique),
and no list bigger than the deck format."""

from __future__ import annotations

import pygame

from tabletop.collection.profiles import Deck, Profiles
from tabletop.collection.sets import get_set
from tabletop.ui.app import App
from tabletop.ui.components.textarea import TextArea
from tabletop.ui.scenes.deck_import_scene import ImportScene
from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
from tests.ui.collection_events import (  # noqa: F401  (launcher_app is the app fixture)
    _button,
    _click,
    _post,
    launcher_app,
)


def _key(app: App, key: int, text: str = "", mod: int = 0) -> None:
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text))


def _type(app: App, text: str) -> None:
    for ch in text:
        if ch == "\n":
            _key(app, pygame.K_RETURN)
        else:
            _key(app, 0, ch)


def _import_box(app: App, game: str = "austin") -> tuple[DeckBuilderScene, ImportScene, Profiles]:
    store = Profiles()
    prof = store.create("Ann")
    builder = DeckBuilderScene(app, game, store, prof)
    app.push(builder)
    app.step([])
    _click(app, _button(builder, "Import"))
    imp = app.scene
    assert isinstance(imp, ImportScene)
    imp.text = ""
    return builder, imp, store


def _ev(key: int, mod: int = 0, text: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text)


def test_text_area_caret_moves_by_arrows_home_end_and_lines() -> None:
    area = TextArea("2 Dr. Evil\n3 Mini Me\n1 Mustafa")
    assert (area.row, area.col) == (2, 9)  # the caret starts at the end
    area.handle(_ev(pygame.K_UP))
    assert (area.row, area.col) == (1, 9)
    area.handle(_ev(pygame.K_UP))
    assert (area.row, area.col) == (0, 9)
    area.handle(_ev(pygame.K_HOME))
    area.handle(_ev(pygame.K_RIGHT))
    area.handle(_ev(pygame.K_DOWN))
    assert (area.row, area.col) == (1, 1)
    area.handle(_ev(pygame.K_END))
    area.handle(_ev(pygame.K_RIGHT))  # past a line's end: the next line's start
    assert (area.row, area.col) == (2, 0)
    area.handle(_ev(pygame.K_LEFT))
    assert (area.row, area.col) == (1, 9)
    area.handle(_ev(pygame.K_HOME, pygame.KMOD_CTRL))
    assert (area.row, area.col) == (0, 0)
    area.handle(_ev(pygame.K_END, pygame.KMOD_CTRL))
    assert (area.row, area.col) == (2, 9)
    # a short line between keeps the column Up/Down aim for
    area.set_text("abcdefgh\nab\nabcdefgh")
    area.handle(_ev(pygame.K_UP))
    area.handle(_ev(pygame.K_UP))
    assert (area.row, area.col) == (0, 8)


def test_text_area_edits_at_the_caret() -> None:
    area = TextArea("2 Dr Evil\n3 Mini-Me")
    area.row, area.col = 0, 4
    area.handle(_ev(0, text="."))
    assert area.text == "2 Dr. Evil\n3 Mini-Me"
    area.handle(_ev(pygame.K_END))
    area.handle(_ev(pygame.K_DELETE))  # joins the next line
    assert area.lines == ["2 Dr. Evil3 Mini-Me"]
    area.handle(_ev(pygame.K_RETURN))
    assert area.lines == ["2 Dr. Evil", "3 Mini-Me"] and (area.row, area.col) == (1, 0)
    area.handle(_ev(pygame.K_BACKSPACE))  # joins back
    assert area.lines == ["2 Dr. Evil3 Mini-Me"] and area.col == 10
    area.insert("\n1 Mustafa\n")
    assert area.lines == ["2 Dr. Evil", "1 Mustafa", "3 Mini-Me"] and (area.row, area.col) == (2, 0)
    area.handle(_ev(pygame.K_v, pygame.KMOD_CTRL, "v"))  # a control key types nothing
    assert area.text == "2 Dr. Evil\n1 Mustafa\n3 Mini-Me"


def test_text_area_click_puts_the_caret_at_the_nearest_letter(app: App) -> None:
    area = TextArea("2 Dr Evil\n3 Mini-Me\n1 Mustafa")
    area.rect = pygame.Rect(100, 100, 600, 300)
    area.size = 20
    area.row, area.col = 1, 3
    x, y = area.caret_pos()
    area.row, area.col = 2, 0
    area.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x + 1, y), button=1))
    assert (area.row, area.col) == (1, 3)
    area.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(area.rect.right - 5, y), button=1))
    assert (area.row, area.col) == (1, len("3 Mini-Me"))
    area.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))  # outside
    assert (area.row, area.col) == (1, len("3 Mini-Me"))


def test_fix_line_two_with_a_click_and_the_arrows_then_import(app: App) -> None:
    builder, imp, _store = _import_box(app)
    _type(app, "# Lair\n2 Dr Evil\n3 Mini-Me\n")
    _click(app, _button(imp, "Import"))
    assert app.scene is imp and "did you mean 'Dr. Evil'" in imp.error
    assert imp.area.marks == {2}
    # click at the end of line 2's "Dr", then step right... back with the arrows
    imp.area.row, imp.area.col = 1, len("2 Dr")
    pos = imp.area.caret_pos()
    imp.area.row, imp.area.col = 3, 0
    _click(app, (pos[0] + 2, pos[1]))
    assert (imp.area.row, imp.area.col) == (1, 4)
    _key(app, pygame.K_RIGHT)
    _key(app, pygame.K_LEFT)
    _type(app, ".")
    assert imp.text == "# Lair\n2 Dr. Evil\n3 Mini-Me\n"  # nothing after line 2 was lost
    _key(app, pygame.K_RETURN, mod=pygame.KMOD_CTRL)  # Ctrl+Enter imports
    assert app.scene is builder
    assert builder.deck == ["Dr. Evil"] * 2 + ["Mini-Me"] * 3
    assert builder.name_box.text == "Lair"


def test_every_bad_line_is_listed_and_marked(app: App) -> None:
    _builder, imp, _store = _import_box(app)
    imp.text = "2 Dr Evil\n3 Mini-Me\n0 Mustafa\nFrickin Laser Beams\n"
    _click(app, _button(imp, "Import"))
    assert imp.area.marks == {1, 3, 4}
    assert len(imp.errors) == 3 and imp.errors[2].startswith("line 4")
    assert 'did you mean "Frickin\' Laser Beams!"' in imp.errors[2]


def test_an_imported_list_without_a_name_line_is_named_imported_deck_made_unique(
    app: App,
) -> None:
    builder, imp, store = _import_box(app)
    assert builder.profile is not None
    store.save_deck(builder.profile, Deck("Imported deck", "austin", "standard", ["Dr. Evil"]))
    builder.refresh_decks()
    builder.name_box.text = "Old deck"
    imp.text = "2 Dr. Evil\n"
    _click(app, _button(imp, "Import"))
    assert app.scene is builder and builder.name_box.text == "Imported deck 2"


def test_a_list_bigger_than_the_deck_format_is_refused(app: App) -> None:
    builder, imp, _store = _import_box(app)
    evil = list(get_set("austin").ready["evil"][1])
    imp.text = "\n".join([*evil, evil[0]])
    _click(app, _button(imp, "Import"))
    assert app.scene is imp and "31 cards" in imp.error and builder.deck == []
