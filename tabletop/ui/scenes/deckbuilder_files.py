"""The deck builder's deck files: saving the open deck under the name in its box (a new name
renames it as it is saved), Rename, and a pasted list imported as a new deck (sealed: the
deck's cards replaced). The files themselves are ``collection/profiles.py``'s; nothing here
changes a game."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from tabletop.collection.decktext import deck_text_errors, deck_title, parse_deck_text
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


def unsaved(b: DeckBuilderScene) -> bool:
    """``b``'s open deck differs from its file (cards, format or the name in the box), or holds
    cards and has no file: what opening another deck would lose."""
    if b.store is None or b.profile is None or b.sealed or b.saved_name is None:
        return bool(b.deck)
    try:
        saved = b.store.load_deck(b.profile, b.game, b.saved_name)
    except ProfileError:
        return bool(b.deck)
    return (
        Counter(saved.cards) != Counter(b.deck)
        or saved.format != b.fmt
        or saved.name != b.deck_name()
    )


def import_problems(b: DeckBuilderScene, text: str) -> list[str]:
    """Every problem of the pasted list ``text`` (each bad line named, with the set's nearest
    names for an unknown card; a list no format holds); [] when it can be imported."""
    bad_lines = deck_text_errors(text, b.gset.cards)
    if bad_lines:
        return [str(e) for e in bad_lines]
    n = len(parse_deck_text(text, b.gset.cards))
    if not any(f.size >= n for f in b.gset.formats.values()):
        biggest = max(b.gset.formats.values(), key=lambda f: f.size)
        return [f"the list has {n} cards; a {biggest.label} deck has {biggest.size}"]
    return []


def import_list(b: DeckBuilderScene, text: str) -> list[str]:
    """The pasted list made a new deck, saved at once beside the others under a name none of
    them has (sealed: the list replaces the deck's cards); [] when done, else every problem
    (``import_problems``) and nothing changed."""
    problems = import_problems(b, text)
    if problems:
        return problems
    names = parse_deck_text(text, b.gset.cards)
    kept = b.saved_name
    fits = sorted((f.size, k) for k, f in b.gset.formats.items() if f.size >= len(names))
    b.fmt = fits[0][1]  # the smallest format the list fits (Beanz: 40 or 60 cards)
    b.deck = names
    b.name_box.text = unique_name(b, (deck_title(text) or "Imported deck")[:36])
    b.saved_name = None  # a new deck: the one open before is kept as saved
    # saved at once, its row in Your decks highlighted (as a loaded deck's is)
    saved = not b.sealed and b.write(quiet=True)
    if saved and b.saved_name:
        b.name_box.text = b.saved_name  # as the file has it
    bad = b.failures()
    b.toasts.add(
        f"Imported {len(names)} cards"
        + (" and saved them" if saved else "")
        + f" as {b.name_box.text!r}"
        + (f", a new deck ({kept!r} is kept)" if saved and kept else "")
        + (f"; {bad[0]}" if bad else ": legal"),
        "info" if bad else "good",
        life=6.0,
    )
    b.relayout()
    return []


def unique_name(b: DeckBuilderScene, base: str) -> str:
    """``base``, or ``base 2``, ``base 3`` ... whichever no saved deck has."""
    taken = {slug(n) for n in b.deck_list}
    name, k = base, 2
    while slug(name) in taken:
        name, k = f"{base} {k}", k + 1
    return name
