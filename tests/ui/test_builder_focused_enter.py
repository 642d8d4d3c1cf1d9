"""By keys in the deck builder, a focused button says how to press it: "Save  [Enter]" at
100 %, but the focused "Rename", "Copy", "Back", the filters ("Type: any") and, at 150 %, the
beanz "Format: / Basic game (40 cards)" kept only their words (no room for "[Enter]" two to a
row, a two-line label measured as one line). The left column is now as wide as its buttons'
words with "[Enter]" (to a third of the window), Back is as wide as "Back [Enter]", a label of
two lines keeps it on a line of its own, and where a button still has no room for it (large
text) a line says it while it is focused: "[Enter]: Rename" beside the column's heading,
"[Enter]: the next Type" over the cards (the texts drawn, recorded, at 100-200 % on 1280x720
and at 100 % on 1024x600)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.ui import focus, theme
from tabletop.ui.components import widgets
from tests.ui import screenprobe
from tests.ui.test_focus_screens import focused, press
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")

WHERE = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]
IDS = [f"{w}x{h}@{s}" for (w, h), s in WHERE]


def _builder(size: tuple[int, int], scale: int, game: str) -> Any:
    from tabletop.collection.profiles import Profiles
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
    from tabletop.ui.scenes.launcher import LauncherScene

    app = screenprobe.make_app(size, scale)
    app.push(LauncherScene(app))
    store = Profiles()
    b = DeckBuilderScene(app, game, store, store.create("Ann"))
    app.push(b)
    app.step([])
    return app, b


def _drawn_buttons(app: Any) -> dict[str, str]:
    """Each button's label -> the words the next frame draws on it (every line)."""
    out: dict[str, str] = {}
    real = widgets.Button.draw

    def draw(self: widgets.Button, dest: pygame.Surface, scale: float = 1.0) -> None:
        said: list[str] = []
        blit = theme.blit_text

        def spy(surf: Any, text: str, *a: Any, **k: Any) -> Any:
            said.append(str(text))
            return blit(surf, text, *a, **k)

        theme.blit_text = spy  # type: ignore[assignment]
        try:
            real(self, dest, scale)
        finally:
            theme.blit_text = blit  # type: ignore[assignment]
        out[self.label] = " ".join(said)

    widgets.Button.draw = draw  # type: ignore[method-assign]
    try:
        app.scene.dirty = True
        app.step([])
    finally:
        widgets.Button.draw = real  # type: ignore[method-assign]
    return out


@pytest.mark.parametrize("game", ["austin", "beanz"])
@pytest.mark.parametrize("size, scale", WHERE, ids=IDS)
def test_every_focused_button_of_the_builder_says_enter(
    size: tuple[int, int], scale: int, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, b = _builder(size, scale, game)
    said: list[str] = []
    real = theme.blit_wrapped

    def wrapped(dest: Any, text: str, *a: Any, **k: Any) -> Any:
        said.append(str(text))
        return real(dest, text, *a, **k)

    monkeypatch.setattr(theme, "blit_wrapped", wrapped)
    written = record_texts(monkeypatch)
    keys = {str(x.key or x.label): x for x in b.buttons}
    seen: dict[str, str] = {}
    for _ in range(40):
        press(app, pygame.K_TAB)
        here = focused(b)
        if here not in keys or here in seen:
            continue
        said.clear()
        written.clear()
        drawn = _drawn_buttons(app)
        words = drawn[keys[here].label]
        rows = [w for w in said if "[Enter]" in w]
        if "[Enter]" in words:
            seen[here] = words
            continue
        t = focus.ring(b).current(focus.scene_targets(b))
        assert t is not None
        note = [w.text for w in written if w.text == f"[Enter]: {keys[here].label}"]
        if t.rect in getattr(b, "filter_rects", {}).values():
            assert rows and "the next" in rows[0], (here, said)  # the line over the cards
            seen[here] = rows[0]
        elif b.left.contains(t.rect) and note:  # beside the left column's heading
            assert theme.text_width(note[0], 12) < b.left.w
            seen[here] = note[0]
        else:
            seen[here] = words
    missing = {k: v for k, v in seen.items() if "[Enter]" not in v}
    assert not missing, missing
    assert {"Back", "New", "Save", "Rename", "Copy", "Delete", "Auto-build"} <= set(seen)


def test_a_two_line_label_keeps_enter_on_its_second_line() -> None:
    pygame.init()
    label = "Format:\nBasic game (40 cards)"
    wide = theme.text_width("Basic game (40 cards)  [Enter]", 16, "bold")
    rect = pygame.Rect(0, 0, wide + 2 * widgets.label_pad() + 6, 80)
    button = widgets.Button(label, rect, lambda: None, lines=2)
    size = button.natural_px()
    with widgets.enter_focus(True, button.rect):
        shown = button.shown_label(size, button.label_room(size))
    assert shown.endswith("[Enter]"), shown
