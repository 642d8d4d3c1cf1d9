"""The import box at 1280x720 (and 1024x600), after Ctrl+Enter on a list with a misspelt card
("1 Fembott") and Tab to its "Use Fembot" button: the button's focus outline ran through the
red line above it ("Cannot import: line 3 ('1 Fembott'): ..."), whose first words were hard to
read. An offered name's button now keeps the outline's reach off the words above and below it
and off the buttons beside it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.collection.profiles import Profiles
from tabletop.ui import focus, theme
from tabletop.ui.scenes.deck_import_scene import ImportScene
from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
from tests.ui import screenprobe
from tests.ui.collection_events import _button, _click, _post

pytestmark = pytest.mark.usefixtures("scaled_home")

LISTS = [
    "1 Dr. Evill\n2 Zip It!\n1 Fembott\n",  # one bad line left once Dr. Evil is taken
    "1 Dr Evil\n2 Mini Me\n1 Fembott\n",  # three bad lines, each with its names
]


def _drawn(imp: ImportScene, surf: pygame.Surface) -> list[tuple[str, pygame.Rect]]:
    """The box drawn on ``surf``: every ``theme.blit_text``'s words and where they went."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text

    def spy(surf: Any, text: str, *a: Any, **k: Any) -> pygame.Rect:
        rect = real(surf, text, *a, **k)
        drawn.append((str(text), pygame.Rect(rect)))
        return rect

    theme.blit_text = spy  # type: ignore[assignment]
    try:
        imp.draw(surf)
    finally:
        theme.blit_text = real  # type: ignore[assignment]
    return drawn


def _tab(app: Any) -> None:
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))


@pytest.mark.parametrize(
    ("size", "ui"), [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]
)
@pytest.mark.parametrize("text", LISTS)
def test_a_focused_offered_name_keeps_its_outline_off_the_words(
    tmp_path: Path, size: tuple[int, int], ui: int, text: str
) -> None:
    app = screenprobe.make_app(size, ui)
    store = Profiles()
    builder = DeckBuilderScene(app, "austin", store, store.create("Ann"))
    builder.deck = []
    app.push(builder)
    app.step([])
    _click(app, _button(builder, "Import"))
    imp = app.scene
    assert isinstance(imp, ImportScene)
    imp.text = text
    imp.area_on = True
    _post(
        app,
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_CTRL, unicode="\r"),
    )
    assert imp.fix_buttons, imp.errors
    reach = focus.ring_reach(imp.s)
    seen = 0
    _tab(app)  # out of the box, onto the first name offered
    for _ in imp.fix_buttons:
        here = imp.focus.current(imp.focus_targets())
        button = next(b for b in imp.fix_buttons if b.key == here.key)
        drawn = _drawn(imp, app.screen)
        ring = button.rect.inflate(2 * reach, 2 * reach)
        red = [(t, r) for t, r in drawn if t in {line for line, _s, _at in imp.error_lines}]
        assert red, drawn
        hit = [(t, r) for t, r in red if r.colliderect(ring)]
        others = [b.rect for b in [*imp.fix_buttons, *imp.buttons] if b is not button]
        if hit or any(ring.colliderect(o) for o in others):
            pygame.image.save(app.screen, str(tmp_path / "import.png"))
        assert not hit, f"the outline of {button.label!r} ({ring}) crosses {hit} ({tmp_path})"
        assert not [o for o in others if ring.colliderect(o)], (button.label, ring, others)
        seen += 1
        _tab(app)
    assert seen == len(imp.fix_buttons)
