"""The launcher's seat, phone, deck and option buttons grow with the text size: at 200 % on
1280x720 "- seat", "+ seat", "Human", "Computer (normal)" and "Players join with their phones:
off" filled their buttons' height with a pixel or two to spare. Each label now keeps room
above and below it, the page under them moves down, and no two of them overlap (nor a name
box), at every window and text size a player may use."""

from __future__ import annotations

import pytest

from tabletop.engine.registry import playable_names
from tabletop.ui import theme
from tabletop.ui.components.widgets import Button
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")

SIZES = [((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200), ((1920, 1080), 200)]
SIZES += [((1920, 1080), 100), ((1920, 1080), 150), ((1024, 600), 100)]


def label_height(b: Button) -> int:
    """The height of one line of ``b``'s label as ``Button.draw`` sizes it."""
    size = max(theme.MIN_TEXT, int(b.rect.height / b.lines * 0.42 / theme.ui_scale()))
    return theme.line_h(size)


@pytest.mark.parametrize(("size", "pct"), SIZES)
@pytest.mark.parametrize("game", playable_names())
def test_seat_and_option_buttons_hold_their_words(
    game: str, size: tuple[int, int], pct: int
) -> None:
    from tabletop.ui.scenes.launcher import LauncherScene

    app = screenprobe.make_app(size, pct)
    lau = LauncherScene(app)
    app.push(lau)
    lau.pick_game(game)
    lau.add_seat(1)
    app.step([])
    col = [b for b in lau.buttons if b.rect.x >= lau.seat_x and b not in lau.bar]
    assert any(b.label == "+ seat" for b in col)
    assert any(b.label.startswith("Players join") for b in col)
    for b in col:
        spare = b.rect.height - b.lines * label_height(b)
        assert spare >= label_height(b) // 3, (b.label, b.rect, label_height(b))
    rects = [b.rect for b in col] + list(lau.name_rects.values()) + [lau.seed_rect]
    for i, a in enumerate(rects):
        for c in rects[i + 1 :]:
            assert not a.colliderect(c), (a, c)
    for r in lau.name_rects.values():
        assert r.height >= theme.line_h(max(theme.MIN_TEXT, int(22 * lau.scale))) * 4 // 3, r
