"""The deck builder's saved decks, more than its column holds: a deck imported, saved or copied
is brought into view (an imported deck sorted at the end of a long list was highlighted out of
sight), the line under the list says how many are scrolled away and which way, and the wheel
and the keys bring the others in."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.collection.profiles import Deck, Profiles
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.deckbuilder_draw import hidden_rows_words
from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
from tests.ui import screenprobe
from tests.ui.test_builder_import_saves import import_list
from tests.ui.test_builder_keys import focus_on, press


@pytest.fixture(params=[100, 200])
def app(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[App]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield screenprobe.make_app((1280, 720), request.param)
    theme.set_ui(100, False)
    pygame.quit()


def crowded_builder(app: App) -> DeckBuilderScene:
    """The Beanz builder of a profile with 24 saved decks (Deck 01 to Deck 24)."""
    store = Profiles()
    prof = store.create("Ann")
    for k in range(1, 25):
        store.save_deck(prof, Deck(f"Deck {k:02}", "beanz", "basic", ["Clown Bean"]))
    b = DeckBuilderScene(app, "beanz", store, prof)
    app.push(b)
    app.step([])
    return b


def row_in_view(b: DeckBuilderScene, name: str) -> pygame.Rect:
    """``name``'s row, highlighted, whole in the left column above the scrolled-away line."""
    rows = {btn.label: btn for btn in b.deck_buttons}
    assert name in rows, (name, [btn.label for btn in b.deck_buttons])
    r = rows[name].rect
    assert rows[name].primary and [btn.label for btn in b.deck_buttons if btn.primary] == [name]
    assert b.left.contains(r) and b.decks_area.contains(r), (r, b.decks_area)
    assert r.bottom <= b.decks_area.bottom - b.decks_more_h(), (r, b.decks_area)
    return r


def test_a_deck_imported_at_the_end_of_a_long_list_is_in_view(app: App) -> None:
    b = crowded_builder(app)
    shown = len(b.deck_buttons)
    assert 1 <= shown < 24 and b.decks_hidden == 24 - shown
    assert b.deck_buttons[0].label == "Deck 01"
    import_list(app, b, "# Zebra\n2 Clown Bean\n1x Lion Bean\n")
    app.step([])
    assert b.saved_name == "Zebra"
    row_in_view(b, "Zebra")
    assert b.deck_buttons[-1].label == "Zebra"  # the last of 25, the list scrolled to its end
    assert b.decks_above == 25 - shown and b.decks_hidden == 25 - shown
    said = hidden_rows_words(b.decks_above, 0)
    assert said == f"+{25 - shown} more above (scroll)"
    if os.environ.get("TABLETOP_SHOTS"):  # pragma: no cover - for looking
        pygame.image.save(app.screen, f"{os.environ['TABLETOP_SHOTS']}/builder_decks_end.png")
    # a list sorted to the top after that: the list scrolls back to it
    import_list(app, b, "# Aardvark\n1 Clown Bean\n")
    app.step([])
    row_in_view(b, "Aardvark")
    assert b.decks_above == 0


def test_a_copied_or_saved_deck_is_in_view_and_the_wheel_scrolls_the_list(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    b = crowded_builder(app)
    # a deck loaded from the top, then copied: the copy sorts after it, out of the column
    b.load("Deck 01")
    b.name_box.text = "Zz new"  # a new name: Save renames Deck 01 to Zz new
    focus_on(b, "Save")
    press(app, pygame.K_RETURN)
    app.step([])
    assert b.saved_name == "Zz new" and "Deck 01" not in b.deck_list
    row_in_view(b, "Zz new")
    focus_on(b, "Copy")
    press(app, pygame.K_RETURN)
    app.step([])
    assert b.saved_name == "Zz new (copy)"
    row_in_view(b, "Zz new (copy)")
    # the wheel over the list brings the first decks back (the highlighted one goes)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: b.decks_area.center)
    above = b.decks_above
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    app.step(pygame.event.get())
    assert b.decks_above == above - 1
    for _ in range(30):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    app.step(pygame.event.get())
    assert b.decks_above == 0 and b.deck_buttons[0].label == "Deck 02"  # 01 is Zz new now
    assert not any(btn.primary for btn in b.deck_buttons)  # scrolled away, as asked
    # Down on the last row shown brings the next one in, and the ring goes to it
    b.decks_scroll = 0
    b.relayout()
    last = b.deck_buttons[-1].label
    focus_on(b, f"deck file {last}")
    press(app, pygame.K_DOWN)
    assert b.decks_above == 1 and b.deck_buttons[-2].label == last
