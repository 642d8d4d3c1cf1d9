"""The deck builder's name box as a new player met it: a name typed, then Esc, and the typed
name stayed in the box (the next Save saved it under that name), the opposite of the launcher's
name boxes, where Esc leaves the old name. Esc while typing puts the deck's name back as it was
and leaves the box, saying so (the ring stays on the box; nothing is saved or renamed); Enter,
Tab or a click elsewhere keep the typed name."""

from __future__ import annotations

import pygame

from tabletop.ui import focus
from tabletop.ui.app import App
from tabletop.ui.scenes import deckbuilder_keys
from tests.ui.test_builder_keys import builder, press
from tests.ui.test_builder_name_esc import _type


def _click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step([pygame.event.Event(kind, pos=pos, button=1)])


def test_esc_puts_the_old_name_back(app: App) -> None:
    b = builder(app)
    old = b.name_box.text
    assert old
    press(app, pygame.K_F2)
    _type(app, "Groovy Baby")
    assert b.name_box.text == "Groovy Baby"
    press(app, pygame.K_ESCAPE)
    assert b.name_box.text == old and b.deck_name() == old.strip()
    assert not b.name_box.focus and app.scene is b
    ring = focus.ring(b)
    assert ring.shown and ring.current(deckbuilder_keys.targets(b)).key == "deck name"
    app.step([])
    assert b.store.deck_names(b.profile, b.game) == []  # nothing saved by the Esc


def test_esc_after_a_click_into_the_box_puts_the_old_name_back(app: App) -> None:
    b = builder(app)
    old = b.name_box.text
    _click(app, b.name_box.rect.center)
    assert b.name_box.focus
    press(app, pygame.K_a, mod=pygame.KMOD_CTRL, uni="\x01")
    _type(app, "Mojo")
    press(app, pygame.K_ESCAPE)
    assert b.name_box.text == old and not b.name_box.focus and app.scene is b


def test_enter_keeps_the_typed_name_and_a_later_esc_keeps_it_too(app: App) -> None:
    b = builder(app)
    press(app, pygame.K_F2)
    _type(app, "Groovy Baby")
    press(app, pygame.K_RETURN)  # saved under the typed name
    assert b.name_box.text == "Groovy Baby"
    assert b.store.deck_names(b.profile, b.game) == ["Groovy Baby"]
    press(app, pygame.K_ESCAPE)  # out of the box: the name stays
    assert b.name_box.text == "Groovy Baby" and app.scene is b
    press(app, pygame.K_F2)  # typed again, then Esc: back to the saved name
    _type(app, "Other")
    press(app, pygame.K_ESCAPE)
    assert b.name_box.text == "Groovy Baby"


def test_a_click_elsewhere_keeps_the_typed_name(app: App) -> None:
    b = builder(app)
    press(app, pygame.K_F2)
    _type(app, "Shagadelic")
    _click(app, (b.middle.centerx, b.middle.bottom - 5))
    assert b.name_box.text == "Shagadelic" and not b.name_box.focus
