"""Selecting a text box's whole text (``ui/components/textinput.py``): Ctrl+A in any one-line
box, then typing replaces the text; the deck builder's name box holding "New deck" selects it
all when it takes the focus (a new player typed "Evil Dots" and got "New deckEvil Dots")."""

from __future__ import annotations

import pygame

from tabletop.ui.app import App
from tabletop.ui.components.textinput import TextInput
from tests.ui.test_builder_keys import builder, focus_on, press


def key(box: TextInput, k: int, uni: str = "", mod: int = 0) -> str | None:
    return box.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0))


def type_in(app: App, text: str) -> None:
    for ch in text:
        press(app, pygame.key.key_code(ch) if ch != " " else pygame.K_SPACE, uni=ch)


def click(app: App, pos: tuple[int, int]) -> None:
    app.step(
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
            pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos),
        ]
    )


def test_ctrl_a_then_typing_replaces_backspace_empties_an_arrow_keeps() -> None:
    box = TextInput(upper=False)
    box.focus = True
    for ch in "Old":
        key(box, pygame.K_a, ch)
    assert box.text == "Old" and not box.selected
    key(box, pygame.K_a, "\x01", pygame.KMOD_LCTRL)
    assert box.selected and box.text == "Old"  # Ctrl+A typed no character
    key(box, pygame.K_n, "N")
    assert box.text == "N" and not box.selected
    key(box, pygame.K_a, "\x01", pygame.KMOD_RCTRL)
    key(box, pygame.K_BACKSPACE)
    assert box.text == "" and not box.selected
    for ch in "ab":
        key(box, pygame.K_a, ch)
    key(box, pygame.K_a, "\x01", pygame.KMOD_CTRL)
    key(box, pygame.K_END)
    assert box.text == "ab" and not box.selected
    key(box, pygame.K_c, "c")
    assert box.text == "abc"  # after End the text is kept and typing adds
    box.focus = False
    box.focus = True
    key(box, pygame.K_d, "d")
    assert box.text == "abcd"  # a text of the player's own is not selected on focus


def test_a_selection_is_drawn() -> None:
    pygame.font.init()
    box = TextInput(upper=False)
    box.rect = pygame.Rect(0, 0, 300, 40)
    box.text = "Evil"
    box.focus = True
    plain = pygame.Surface((300, 40))
    box.draw(plain, 20)
    key(box, pygame.K_a, "\x01", pygame.KMOD_CTRL)
    marked = pygame.Surface((300, 40))
    box.draw(marked, 20)
    colours = {marked.get_at((x, 20))[:3] for x in range(300)}
    assert (170, 200, 250) in colours
    assert (170, 200, 250) not in {plain.get_at((x, 20))[:3] for x in range(300)}


def test_the_default_deck_name_is_replaced_by_typing_after_a_click(app: App) -> None:
    b = builder(app)
    b.new_deck()
    app.step([])
    assert b.name_box.text == "New deck"
    click(app, b.name_box.rect.center)
    assert b.name_box.focus and b.name_box.selected
    type_in(app, "Evil Dots")
    assert b.name_box.text == "Evil Dots"
    press(app, pygame.K_a, pygame.KMOD_LCTRL, "\x01")  # Ctrl+A in the builder's box too
    type_in(app, "Lair")
    assert b.name_box.text == "Lair"


def test_the_default_deck_name_is_replaced_after_tab(app: App) -> None:
    b = builder(app)
    b.new_deck()
    app.step([])
    focus_on(b, "Back")
    press(app, pygame.K_TAB)
    assert b.name_box.focus and b.name_box.selected
    type_in(app, "Mine")
    assert b.name_box.text == "Mine"
    press(app, pygame.K_TAB)  # leave, come back: selected as in any form, End keeps it
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert b.name_box.focus and b.name_box.selected
    press(app, pygame.K_END)
    type_in(app, "!")
    assert b.name_box.text == "Mine!"


def test_a_placeholder_too_wide_for_its_box_is_read_from_its_start(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A new player saw "earch names" in the deck builder's search box: a placeholder wider
    than its box is drawn from its first letter, smaller or shortened to fit, never scrolled
    to its end as a long typed word is."""
    from tabletop.ui import theme

    App((400, 200), headless=True)
    drawn: list[pygame.Surface] = []
    real = theme.text

    def spy(s: str, size: int, *a, **k):  # type: ignore[no-untyped-def]
        out = real(s, size, *a, **k)
        drawn.append(out)
        return out

    monkeypatch.setattr(theme, "text", spy)
    box = TextInput(max_len=30, upper=False, placeholder="search names")
    box.rect = pygame.Rect(10, 10, 90, 30)
    box.draw(pygame.Surface((400, 200)), 24)
    pad = max(6, box.rect.height // 5)
    assert drawn and all(s.get_width() <= box.rect.width - 2 * pad for s in drawn)
