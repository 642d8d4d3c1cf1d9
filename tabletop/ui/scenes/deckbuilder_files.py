"""The deck builder's deck files: saving the open deck under the name in its box (a new name
renames it as it is saved) and Rename. The files themselves are ``collection/profiles.py``'s;
nothing here changes a game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.collection.profiles import Deck, ProfileError, slug
from tabletop.engine.errors import TabletopError

if TYPE_CHECKING:
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene


def write(b: DeckBuilderScene, quiet: bool = False) -> bool:
    """Save ``b``'s deck under the name in its box (True when written; ``quiet``: no message
    when it was, the caller says so). A saved deck whose name was changed in the box is
    renamed as it is saved: one deck under the new name, none left under the old (a second
    deck is Copy's; Enter in the name box made one beside the old, 2026-11-26)."""
    if b.store is None or b.profile is None:
        return False
    deck = Deck(b.deck_name(), b.game, b.fmt, list(b.deck))
    old = b.saved_name
    same = old is not None and slug(old) == slug(deck.name)
    try:
        b.store.save_deck(b.profile, deck, replace=same)  # a new name never writes over one
    except (ProfileError, TabletopError, OSError) as e:
        b.toasts.add(str(e), "bad")
        return False
    if old is not None and not same:
        # the old file goes once the new one is written (a kill between leaves both)
        try:
            b.store.delete_deck(b.profile, b.game, old)
        except ProfileError:
            pass  # already gone: nothing is left under the old name
        except OSError as e:
            b.toasts.add(f"Could not remove {old!r}: {e}", "bad")
    b.saved_name = deck.name
    bad = b.failures()
    note = f" (not legal yet: {bad[0]})" if bad else ""
    did = f"Saved {deck.name!r}"
    if old is not None and old != deck.name:
        did = f"Renamed {old!r} to {deck.name!r} and saved it"
    if not quiet:
        b.toasts.add(f"{did}{note}", "good" if not bad else "info")
    b.refresh_decks()
    b.relayout()
    return True


def rename(b: DeckBuilderScene) -> None:
    """Give the saved deck the name in the box (its cards as saved); an unchanged name says
    nothing was renamed (it said "Renamed 'New deck' to 'New deck'")."""
    if b.store is None or b.profile is None:
        return
    if b.saved_name is None:
        b.toasts.add("Save the deck first; then Rename changes its name.", "bad")
        return
    if b.deck_name() == b.saved_name:
        b.toasts.add(
            f"Nothing renamed: the name is still {b.saved_name!r}. Type a new name in the box"
            " first.",
            "info",
        )
        return
    try:
        deck = b.store.rename_deck(b.profile, b.game, b.saved_name, b.deck_name())
    except ProfileError as e:
        b.toasts.add(str(e), "bad")
        return
    b.toasts.add(f"Renamed {b.saved_name!r} to {deck.name!r}", "good")
    b.saved_name = deck.name
    b.refresh_decks()
    b.relayout()
