"""The deck builder from the keyboard (``ui/scenes/deckbuilder_keys.py``): Right from the grid's right
column never lands in the search box (a + then typed there emptied the list), the deck's name
is one Shift+Tab from New and one Tab from Back, and Tab reaches every row of a long deck."""

from __future__ import annotations

import pygame

from tabletop.ui import focus
from tabletop.ui.app import App
from tabletop.ui.scenes import deckbuilder_keys
from tabletop.ui.scenes.launcher import LauncherScene


def press(app: App, k: int, mod: int = 0, uni: str = "") -> None:
    ev = pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0)
    app.step([ev, pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)])


def builder(app: App):
    from tabletop.collection.profiles import Profiles
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene

    app.push(LauncherScene(app))
    store = Profiles()
    b = DeckBuilderScene(app, "austin", store, store.create("Ann"))
    app.push(b)
    app.step([])
    b.auto_build()  # a deck longer than its list shows
    b.relayout()
    app.step([])
    return b


def focus_on(b, key: str) -> None:
    ring = focus.ring(b)
    ring.focus_key(key)
    ring.current(deckbuilder_keys.targets(b))


def focused(b) -> str:
    return focus.ring(b).current(deckbuilder_keys.targets(b)).key


def test_right_from_the_grids_right_column_stays_out_of_the_search_box(app: App) -> None:
    b = builder(app)
    right = b.tiles[1][1]  # the first row's second (last) tile
    focus_on(b, f"card {right}")
    press(app, pygame.K_RIGHT)
    assert not b.search.focus and focused(b) == f"card {b.tiles[2][1]}"  # the next row's first
    shown = list(b.cards)
    n = b.deck.count(b.tiles[2][1])
    press(app, pygame.K_PLUS, uni="+")
    assert b.search.text == "" and b.cards == shown  # a card added, nothing typed
    assert b.deck.count(b.tiles[2][1]) >= n
    focus_on(b, f"row {b.rows[0][1]}")
    press(app, pygame.K_RIGHT)  # the deck's rows: Right goes down the list, never to Back
    assert focused(b) == f"row {b.rows[1][1]}"


def test_the_deck_name_is_next_to_back(app: App) -> None:
    b = builder(app)
    focus_on(b, "Back")
    press(app, pygame.K_TAB)
    assert focused(b) == "deck name" and b.name_box.focus
    press(app, pygame.K_TAB)
    assert focused(b) == "New" and not b.name_box.focus
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused(b) == "deck name"


def test_a_name_reached_by_the_keys_is_replaced_by_typing(app: App) -> None:
    """Shift+Tab into a named deck's box selects its name: "Beanz rush" typed there made
    "Kim firstBeanz rush"."""
    b = builder(app)
    b.name_box.text = "Kim first"
    focus_on(b, "New")
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused(b) == "deck name" and b.name_box.selected
    for ch in "Rush":
        press(app, getattr(pygame, f"K_{ch.lower()}"), uni=ch)
    assert b.name_box.text.lower() == "rush"
    press(app, pygame.K_TAB)  # on to New; back with Shift+Tab, then an arrow keeps the name
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    press(app, pygame.K_END)
    press(app, pygame.K_s, uni="s")
    assert b.name_box.text.lower() == "rushs"


def test_tab_reaches_every_row_of_the_deck(app: App) -> None:
    b = builder(app)
    names = sorted(set(b.deck), key=b.sort_key)
    assert len(names) > len(b.rows)  # some rows are not shown
    focus_on(b, f"row {b.rows[0][1]}")
    seen = [focused(b)]
    for _ in range(len(names) - 1):
        press(app, pygame.K_TAB)
        seen.append(focused(b))
    assert seen == [f"row {n}" for n in names]
    assert b.deck_scroll > 0
    for _ in range(len(names) - 1):
        press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused(b) == f"row {names[0]}" and b.deck_scroll == 0


def test_f2_goes_to_the_deck_s_name_from_the_card_list(app: App) -> None:
    """From the card list the deck's name box was 13 Shift+Tabs away: F2 (as a file is renamed)
    goes there from anywhere, its text selected, so a typed name replaces it."""
    b = builder(app)
    focus_on(b, f"card {b.tiles[3][1]}")
    press(app, pygame.K_F2)
    assert b.name_box.focus and focused(b) == "deck name"
    for ch in "Kim":
        press(app, getattr(pygame, f"K_{ch.lower()}"), uni=ch)
    assert b.name_box.text == "Kim"  # replaced, not "New deckKim"
    focus_on(b, f"row {b.rows[0][1]}")
    press(app, pygame.K_F2)
    assert b.name_box.focus


def test_typing_on_the_name_box_after_enter_saved_types_again(app: App) -> None:
    """Enter in the name box saved the deck and left the ring on the box, no longer typing:
    Ctrl+A then "Evil by Keys" was saved as "by Keys" (the letters before a Space were
    dropped). A letter typed there makes the box type again, its old name replaced."""
    b = builder(app)
    press(app, pygame.K_F2)
    for ch in "Keys":
        press(app, getattr(pygame, f"K_{ch.lower()}"), uni=ch)
    press(app, pygame.K_RETURN)
    assert not b.name_box.focus and focused(b) == "deck name"
    press(app, pygame.K_a, mod=pygame.KMOD_CTRL, uni="\x01")
    for ch in "Evil":
        press(app, getattr(pygame, f"K_{ch.lower()}"), uni=ch)
    assert b.name_box.focus and b.name_box.text == "Evil"
