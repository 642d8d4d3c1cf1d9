"""A focused button says how to press it now: by keys, a new player saw "Demo  [Enter]" and
"Save  [Enter]" on focused buttons, but "Sound: on  [Ctrl+M]", "Fullscreen  [F11]" and
"Resume (7 moves)  [R]" kept their own keys (Enter pressed them all the same), "Open a booster"
in the collection said nothing, "Quit  [Enter]" dropped to a smaller size than its neighbours
and "Start game  [Enter]" was smaller than Resume beside it. One rule now: the focused button
says "[Enter]", at the size its row's buttons are drawn at, focused or not (the texts drawn,
recorded, at 100 % on 1280x720 and 1024x600)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.components import widgets
from tests.ui import screenprobe
from tests.ui.test_focus_screens import focused, press
from tests.ui.test_launcher_hints_beside_resume import _waiting

pytestmark = pytest.mark.usefixtures("scaled_home")


def test_a_focused_button_names_enter_in_place_of_its_own_key() -> None:
    b = widgets.Button("Resume (7 moves)", pygame.Rect(0, 0, 300, 50), lambda: None, "R")
    other = widgets.Button("Quit", pygame.Rect(0, 60, 300, 50), lambda: None)
    with widgets.enter_focus(True, b.rect):
        assert (b.hint(), other.hint()) == ("Enter", "")
    with widgets.enter_focus(True, other.rect):
        assert (b.hint(), other.hint()) == ("R", "Enter")
    with widgets.enter_focus(False, None):
        assert b.hint() == "R"


def _drawn_buttons(app: Any) -> dict[str, tuple[str, int]]:
    """Each button's label as the next frame draws it: label -> (words drawn, px)."""
    out: dict[str, tuple[str, int]] = {}
    real = widgets.Button.draw

    def draw(self: widgets.Button, dest: pygame.Surface, scale: float = 1.0) -> None:
        said: list[tuple[str, int]] = []
        blit = theme.blit_text

        def spy(surf: Any, text: str, px: int, *a: Any, **k: Any) -> Any:
            said.append((str(text), int(px)))
            return blit(surf, text, px, *a, **k)

        theme.blit_text = spy  # type: ignore[assignment]
        try:
            real(self, dest, scale)
        finally:
            theme.blit_text = blit  # type: ignore[assignment]
        if said:
            out[self.label] = said[0]

    widgets.Button.draw = draw  # type: ignore[method-assign]
    try:
        app.scene.dirty = True
        app.step([])
    finally:
        widgets.Button.draw = real  # type: ignore[method-assign]
    return out


def _each_focused(app: Any, labels: list[str]) -> dict[str, dict[str, tuple[str, int]]]:
    """Tab through the screen: for each of ``labels`` focused, every button as drawn."""
    scene = app.scene
    out: dict[str, dict[str, tuple[str, int]]] = {}
    for _ in range(90):
        press(app, pygame.K_TAB)
        here = focused(scene)
        if here in labels and here not in out:
            out[here] = _drawn_buttons(app)
        if len(out) == len(labels):
            break
    assert set(out) == set(labels), out.keys()
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("waiting", [True, False], ids=["resume", "no-resume"])
def test_the_launchers_bottom_row_says_enter_at_one_size(
    size: tuple[int, int], waiting: bool
) -> None:
    from tabletop.ui.scenes.launcher import LauncherScene

    if waiting:
        _waiting("espionage", 7)
    app = screenprobe.make_app(size, 100)
    lau = LauncherScene(app)
    app.push(lau)
    app.step([])
    row = [b for b in lau.buttons if b.rect.top >= lau.sound_button.rect.top - 2]
    labels = [b.label for b in row]
    assert ("Resume (7 moves)" in labels) == waiting and "Quit" in labels
    seen = _each_focused(app, labels)
    sizes: dict[str, set[int]] = {}
    for here, drawn in seen.items():
        words, _px = drawn[here]
        assert words == f"{here}  [Enter]", (here, words)
        for b in row:
            sizes.setdefault(str(b.rect.height), set()).add(drawn[b.label][1])
    # one size for the buttons of one height, whichever has the focus
    assert all(len(px) == 1 for px in sizes.values()), sizes


def test_the_collections_actions_say_enter_when_focused() -> None:
    app = screenprobe.make_app((1280, 720), 100)
    screenprobe.open_collection(app)
    app.step([])
    actions = ["Open a booster", "Deck builder", "Sealed practice"]
    seen = _each_focused(app, actions)
    px = set()
    for here, drawn in seen.items():
        assert drawn[here][0] == f"{here}  [Enter]", drawn[here]
        px |= {drawn[a][1] for a in actions}
    assert len(px) == 1, px


def test_a_focused_button_too_narrow_for_enter_keeps_its_own_key_at_its_size() -> None:
    """Where "[Enter]" does not fit at the label's size (a table's "Give up  [G]"), the
    focused button names its own key, which presses it too, and its words keep their size."""
    pygame.init()
    size = 16  # a 40 px tall button's
    room = theme.text_width("Give up  [G]", size, "bold") + 4
    rect = pygame.Rect(0, 0, room + 2 * widgets.label_pad(), 40)
    b = widgets.Button("Give up", rect, lambda: None, "G")
    assert b.natural_px() == size
    assert theme.text_width("Give up [Enter]", size, "bold") > b.label_room(size)
    with widgets.enter_focus(True, b.rect):
        assert b.hint() == "Enter"
        assert b.shown_label(size, b.label_room(size)) == "Give up  [G]"
    wide = widgets.Button("Give up", pygame.Rect(0, 0, 400, 40), lambda: None, "G")
    with widgets.enter_focus(True, wide.rect):
        assert wide.shown_label(size, wide.label_room(size)) == "Give up  [Enter]"
