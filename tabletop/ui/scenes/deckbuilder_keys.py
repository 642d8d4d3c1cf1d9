"""The deck builder from the keyboard: what the focus ring reaches there and the builder's own
keys (issue 30).

The ring goes, in reading order, over Back and the deck's name box, the deck file buttons and
the saved decks (left), the filters, the search box and the card tiles (middle), then the deck's
rows (right; Tab past the last row shown scrolls the list on). Left and Right never leave a row
for a box on another row (a + typed there would have gone into the search). Enter, Space or + on a tile adds that card; Enter, Space, - or Delete on a row of the
deck takes one out (- and Delete also on a tile). Z or I reads the focused card large; F2 goes
to the deck's name box, Esc out of it (a second Esc leaves the builder). Up and
Down past the last tile or row shown scroll that list (the saved decks' too); Page Up and Page
Down scroll the cards.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from tabletop.ui import focus
from tabletop.ui.components.zoom import collection_card

if TYPE_CHECKING:
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene

ADD_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
REMOVE_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_DELETE)
READ_KEYS = (pygame.K_z, pygame.K_i)
#: the deck's name box from anywhere, as F2 renames a file (from the card list it was 13
#: Shift+Tabs away)
NAME_KEY = pygame.K_F2


def box_target(sc: DeckBuilderScene, box: object, key: str) -> focus.Target:
    """A text box of the builder (the search, the deck's name) as a ring target."""

    def begin() -> None:
        for other in (sc.search, sc.name_box):
            other.focus = other is box
        # reached by the keys, its text is selected as in any form: a typed name replaces it
        # (Shift+Tab then "Beanz rush" made "Kim firstBeanz rush"), an arrow keeps it
        box.select_all()  # type: ignore[attr-defined]

    return focus.Target(
        box.rect,  # type: ignore[attr-defined]
        begin,
        key=key,
        editing=lambda: bool(box.focus),  # type: ignore[attr-defined]
        leave=lambda: setattr(box, "focus", False),
    )


def targets(sc: DeckBuilderScene) -> list[focus.Target]:
    out = focus.targets_of([*sc.buttons, *sc.deck_buttons])
    for b in sc.deck_buttons:  # a saved deck is found again by its name
        next(t for t in out if t.rect == b.rect).key = f"deck file {b.label}"
    out.append(box_target(sc, sc.search, "search"))
    out.append(box_target(sc, sc.name_box, "deck name"))
    out += [focus.Target(r, partial(sc.add_card, n), key=f"card {n}") for r, n in sc.tiles]
    out += [focus.Target(r, partial(sc.remove_card, n), key=f"row {n}") for r, n, _c in sc.rows]
    splits = (sc.middle.x, sc.right.x)
    order = focus.column_order(out, sc.left.y, sc.size[1] + 1, splits)
    # the deck's name right after Back (one Tab from it, one Shift+Tab from New), never
    # behind every row of the deck
    name = next(t for t in order if t.key == "deck name")
    order.remove(name)
    back = next((i for i, t in enumerate(order) if t.key == "Back"), -1)
    order.insert(back + 1, name)
    return order


def focused_card(sc: DeckBuilderScene) -> str | None:
    ring = focus.ring(sc)
    t = ring.current(targets(sc)) if ring.shown else None
    if t is None or not t.key.startswith(("card ", "row ")):
        return None
    return t.key.split(" ", 1)[1]


def scroll_cards(sc: DeckBuilderScene, d: int) -> bool:
    before = sc.scroll
    sc.scroll = max(0, sc.scroll + d)
    sc.relayout()
    return sc.scroll != before


def scroll_rows(sc: DeckBuilderScene, d: int) -> bool:
    before = sc.deck_scroll
    sc.deck_scroll = max(0, sc.deck_scroll + d)
    sc.relayout()
    return sc.deck_scroll != before


def scroll_decks(sc: DeckBuilderScene, d: int) -> bool:
    """The saved decks' list ``d`` rows on (back when negative); True when it moved."""
    before = sc.decks_scroll
    sc.decks_scroll = max(0, sc.decks_scroll + d)
    sc.relayout()
    return sc.decks_scroll != before


def wheel(sc: DeckBuilderScene, y: int) -> None:
    """The wheel scrolls the list under the pointer: the deck's rows, the saved decks or
    the cards."""
    pos = pygame.mouse.get_pos()
    if sc.deck_area.collidepoint(pos):
        sc.deck_scroll = max(0, sc.deck_scroll - y)
    elif not sc.sealed and sc.decks_area.collidepoint(pos):
        sc.decks_scroll = max(0, sc.decks_scroll - y)
    else:
        sc.scroll = max(0, sc.scroll - y)
    sc.relayout()


def tab_past_rows(sc: DeckBuilderScene, event: pygame.event.Event) -> bool:
    """Tab on the deck's last row shown (Shift+Tab on its first) scrolls the deck's list by one
    and the ring goes to the row that came in: every row of the deck is a Tab stop, not only
    the ones shown."""
    if event.type != pygame.KEYDOWN or event.key != pygame.K_TAB or not sc.rows:
        return False
    ring = focus.ring(sc)
    here = ring.current(targets(sc)) if ring.shown else None
    back = focus.shifted(event)
    edge = sc.rows[0 if back else -1][1]
    if here is None or here.key != f"row {edge}" or not scroll_rows(sc, -1 if back else 1):
        return False
    ring.focus_key(f"row {sc.rows[0 if back else -1][1]}")
    return True


def wake_box(sc: DeckBuilderScene, event: pygame.event.Event) -> bool:
    """The ring on a text box that is not typing (Enter in the name box saved the deck and
    left the ring there) and a letter typed or Ctrl+A: the box types again, its text selected
    (a new name typed then replaces it: "Evil " of "Evil by Keys" was dropped)."""
    typed = event.type == pygame.KEYDOWN and (
        (event.unicode or "").isprintable() and event.unicode.strip() != ""
    )
    if sc.typing or not typed:
        return False
    ring = focus.ring(sc)
    here = ring.current(targets(sc)) if ring.shown else None
    if here is None or here.key not in ("deck name", "search"):
        return False
    here.activate()  # focus and select all (``box_target``)
    return True


def leave_name(sc: DeckBuilderScene, event: pygame.event.Event) -> bool:
    """Esc in the deck's name box. Typing, Esc puts the name back as it was, as the launcher's
    name box does (the typed name stayed in the box, to be saved by the next Save), says so
    ("Name kept: 'New deck'"; the typed name went without a word) and leaves the focus on the
    box (it jumped to Save); Enter keeps the typed name. Left on the box, not typing (after
    Enter, which saved the deck, or that Esc), Esc goes on to Save (Enter there saves again),
    and a second Esc leaves the builder: Esc there went straight back to Collections and
    decks, where the next keys landed. True when the event was used."""
    if event.type != pygame.KEYDOWN or event.key != pygame.K_ESCAPE or sc.zoom.is_open:
        return False
    ring, ts = focus.ring(sc), targets(sc)
    here = ring.current(ts) if ring.shown else None
    box = sc.name_box
    if not box.focus and (here is None or here.key != "deck name"):
        return False
    if box.focus:
        if box.text != box.kept:
            box.text = box.kept
            sc.toasts.add(f"Name kept: {box.text!r} (Enter keeps a typed name)")
        box.focus = False
        sc.dirty = True
        name = next((i for i, t in enumerate(ts) if t.key == "deck name"), None)
        if name is not None:
            ring.remember(ts, name)
        return True
    save = next((i for i, t in enumerate(ts) if t.key == "Save"), None)
    if here is not None and save is not None:
        ring.remember(ts, save)
    elif here is not None:
        ring.hide()
    return True


def handle(sc: DeckBuilderScene, event: pygame.event.Event) -> bool:
    """The ring and the builder's keys; True when the event was used."""
    if leave_name(sc, event):
        return True
    if sc.zoom.is_open or sc.typing and event.type == pygame.KEYDOWN and event.key != pygame.K_TAB:
        return False  # the large view closes itself; a box types
    tiles = [r for r, _n in sc.tiles]
    rows = [r for r, _n, _c in sc.rows]
    for rects, scroll in ((tiles, scroll_cards), (rows, scroll_rows)):
        if focus.grid_scroll(sc, event, rects, partial(scroll, sc)):
            return True
    if focus.grid_scroll(sc, event, [b.rect for b in sc.deck_buttons], partial(scroll_decks, sc)):
        return True
    if tab_past_rows(sc, event):
        return True
    if wake_box(sc, event):
        return False  # the box takes the key itself, now typing
    if event.type == pygame.KEYDOWN and event.key == NAME_KEY and not sc.typing:
        ring, ts = focus.ring(sc), targets(sc)  # the name box from anywhere (Rename's key)
        ring.move_to(ts, next(i for i, t in enumerate(ts) if t.key == "deck name"))
        return True
    if focus.scene_key(sc, event):
        return True
    if event.type != pygame.KEYDOWN:
        return False
    if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
        d = sc.per_page_rows * (1 if event.key == pygame.K_PAGEDOWN else -1)
        scroll_cards(sc, d)
        return True
    name = focused_card(sc)
    if name is None:
        return False
    if event.key in ADD_KEYS:
        sc.add_card(name)
    elif event.key in REMOVE_KEYS:
        sc.remove_card(name)
    elif event.key in READ_KEYS:
        sc.zoom.open(collection_card(sc.game, name))
    else:
        return False
    return True
