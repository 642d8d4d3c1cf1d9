"""Three messages at once (a deck saved, a card added, a refusal) stay inside a 1280x720
window: drawn from a screen's lower part (the deck builder's, the collection's and sealed
play's place, 170 px over the foot at 1080 lines) the third ran partly off the window's foot.
Now the oldest give way where there is no room for all, and the newest is always whole."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.components.widgets import Toasts

SIZE = (1280, 720)
WORDS = [
    "Saved 'Pirates of the Gal Da Val' (40 cards)",
    "Added Pirate Cutlass: 3 copies in the deck",
    "Not now: a deck holds at most 4 copies of a card, and this one has 4 already",
]


class Recorder(pygame.Surface):
    """A window that remembers where each box was put on it."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.boxes: list[pygame.Rect] = []

    def blit(self, source: Any, dest: Any, *args: Any, **kw: Any) -> pygame.Rect:
        r = super().blit(source, dest, *args, **kw)
        self.boxes.append(pygame.Rect(dest[0], dest[1], *source.get_size()))
        return r


@pytest.mark.parametrize("text", [100, 200])
@pytest.mark.parametrize("from_foot", [170, 150, 40])
def test_three_messages_at_once_stay_inside_the_window(
    text: int, from_foot: int, tmp_path: Path
) -> None:
    pygame.init()
    theme.set_ui(text, False)
    try:
        clock = [0.0]
        toasts = Toasts(lambda: clock[0])
        for words in WORDS:
            toasts.add(words)
        s = min(SIZE[0] / 1920, SIZE[1] / 1080)
        surf = Recorder(SIZE)
        toasts.draw(surf, SIZE[0] // 2, int(SIZE[1] - from_foot * s), s)
        window = surf.get_rect()
        assert surf.boxes, "nothing drawn"
        for box in surf.boxes:
            assert window.contains(box), (box, window)
        assert surf.boxes[-1].height > 20  # the newest is drawn whole
        ys = [b.y for b in surf.boxes]
        assert ys == sorted(ys) and len(set(ys)) == len(ys)  # stacked, none over another
        for a, b in zip(surf.boxes, surf.boxes[1:]):
            assert not a.colliderect(b), (a, b)
        pygame.image.save(surf, str(tmp_path / f"toasts-{text}-{from_foot}.png"))
    finally:
        theme.set_ui(100, False)


def test_the_same_words_said_twice_are_one_message() -> None:
    """Two Enters in a reaction window drew "Enter does nothing here: press Space (No
    reaction)." twice, one over the other: said again, the words replace their first saying
    and live from the second."""
    now = [0.0]
    toasts = Toasts(lambda: now[0])
    toasts.add("Enter does nothing here: press Space (No reaction).")
    now[0] = 1.0
    toasts.add("Another thing")
    toasts.add("Enter does nothing here: press Space (No reaction).")
    assert [t.text for t in toasts.items] == [
        "Another thing",
        "Enter does nothing here: press Space (No reaction).",
    ]
    assert toasts.items[-1].born == 1.0
