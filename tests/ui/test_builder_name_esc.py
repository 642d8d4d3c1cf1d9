"""Keys only in the deck builder: F2, a name typed, Enter ("Saved ...") left the focus on the
deck's name box, and Esc there, meant to leave the box (as in the launcher's name boxes), left
the whole builder: the next keys landed in Collections and decks. Esc in the name box leaves
the box only, the builder keeps the keys; a second Esc leaves the builder as before.

Typing, Esc put the old name back without a word and moved the focus to Save: it now says
"Name kept: 'New deck'" and leaves the focus on the name box, where the player was."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import focus
from tabletop.ui.app import App
from tabletop.ui.scenes import deckbuilder_keys
from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
from tests.ui.test_builder_keys import builder, focused, press


def _type(app: App, word: str) -> None:
    for ch in word:
        key = pygame.K_SPACE if ch == " " else getattr(pygame, f"K_{ch.lower()}")
        press(app, key, uni=ch)


@pytest.mark.parametrize("enter", [True, False])
def test_esc_in_the_name_box_leaves_the_box_then_the_builder(app: App, enter: bool) -> None:
    b = builder(app)
    old = b.name_box.text
    press(app, pygame.K_F2)
    _type(app, "Evil Night")
    if enter:  # saved, the focus left on the box
        press(app, pygame.K_RETURN)
        assert focused(b) == "deck name"
    press(app, pygame.K_ESCAPE)
    assert app.scene is b, "Esc in the name box left the deck builder"
    assert not b.name_box.focus
    ring = focus.ring(b)
    here = ring.current(deckbuilder_keys.targets(b)) if ring.shown else None
    said = [t.text for t in b.toasts.items]
    if not enter:  # typing: the old name back, said, the focus still on the box
        assert here is not None and here.key == "deck name"
        assert f"Name kept: {old!r}" in " ".join(said), said
        press(app, pygame.K_ESCAPE)  # on the box, not typing: on to Save
        assert app.scene is b
        here = ring.current(deckbuilder_keys.targets(b)) if ring.shown else None
    else:
        assert not [t for t in said if t.startswith("Name kept")], said
    assert here is not None and here.key == "Save"  # out of the box, on what Enter did there
    # Enter kept the typed name; Esc while typing put the old one back
    assert b.name_box.text == ("Evil Night" if enter else old)
    press(app, pygame.K_TAB)  # the keys go on in the builder
    assert app.scene is b and ring.shown
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.scene, DeckBuilderScene)  # the second Esc leaves it
