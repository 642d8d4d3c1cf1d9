"""The deck builder at large text keeps room for the collection: at 200 % on 1280x720 the
line over the cards (how many, then the keys or the mouse's gestures) took four lines and
the Mighty Beanz list showed four cards at a time; the format's button broke its label as
"Format: Basic game (40" over "cards)". The line over the cards now takes at most two lines
in either mode (in fewer words where the full ones need more), the same room in both (the
list does not move when the keyboard takes over), and the format's name stays whole on a
line of its own."""

from __future__ import annotations

import pytest

from tabletop.ui import theme
from tabletop.ui.components import widgets
from tabletop.ui.scenes.deckbuilder_draw import hint_texts
from tests.ui import screenprobe

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize(("size", "pct"), [((1280, 720), 200), ((1280, 720), 150)])
@pytest.mark.parametrize("game", ["austin", "beanz", "rpgget"])
def test_the_hint_takes_two_lines_and_the_list_has_room(
    game: str, size: tuple[int, int], pct: int
) -> None:
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene

    app = screenprobe.make_app(size, pct)
    store, prof = screenprobe._profile()
    b = DeckBuilderScene(app, game, store, prof)
    app.push(b)
    app.step([])
    body = max(12, int(20 * b.s))
    for hint in hint_texts(b):
        lines = theme.wrap(hint, body, b.hint_at.width)
        assert len(lines) <= 2, (game, lines)
        assert lines[0].startswith(f"{len(b.cards)} cards"), lines
    assert b.hint_at.h <= theme.line_h(body, 1.15) + theme.line_h(body)
    if game == "beanz" and pct == 200:
        assert b.per_page_rows * b.cols >= 5, (b.per_page_rows, b.cols, b.grid)
    fmt = next((x for x in b.buttons if x.label.startswith("Format:")), None)
    if fmt is not None:  # the rows ``Button.draw`` draws: the format's name whole on one
        name = b.gset.formats[b.fmt].label
        size_px = max(theme.MIN_TEXT, int(fmt.rect.height / fmt.lines * 0.42 / theme.ui_scale()))
        rows = widgets.label_rows(fmt.label, size_px, fmt.label_room(size_px))
        assert name in rows or rows == [f"Format: {name}"], rows
        assert all(theme.text_width(r, size_px, "bold") <= fmt.label_room(size_px) for r in rows)
