"""Settings right after stepping the text size: the Text size row's "-25 % / +25 %" are at
the right of their row like every other row's buttons, and its words run up to them (at
200 % on 1280x720 the two buttons stood in the middle of the row, kept under the pointer,
and the words wrapped in a narrow column beside empty space). The pressed button is still
under the pointer after each click (``_press_at`` checks it)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.ui.scenes.settings_scene import SettingsScene
from tests.ui import screenprobe
from tests.ui.freshhome import home_when_asked  # noqa: F401  (the fixture "home")
from tests.ui.test_settings_text_size_clicks import _press_at


def _rows_in_line(st: SettingsScene) -> None:
    """Every row's rightmost button ends at one x, and no row's words stop short of its
    buttons by more than a gap."""
    rows = [b for b in st.buttons if b.label != "Done"]
    by_row: dict[str, list[int]] = {}
    for b in rows:
        by_row.setdefault(b.key.rsplit(" ", 1)[1], []).append(b.rect.right)
    rights = {row: max(xs) for row, xs in by_row.items()}
    assert len(set(rights.values())) == 1, rights
    assert max(rights.values()) == st.box.right - st.pad, (rights, st.box)
    size_row = [b for b in rows if b.label in ("+25 %", "-25 %")]
    left = min(b.rect.left for b in size_row)
    for i, help_box in st.rows_at:
        if str(i) == size_row[0].key.rsplit(" ", 1)[1]:
            assert left - help_box.right <= 3 * (size_row[0].rect.width // 4), (help_box, left)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
@pytest.mark.parametrize("start", [100, 150])
def test_text_size_buttons_stay_at_the_rows_right(
    home: Path, size: tuple[int, int], start: int
) -> None:
    app = screenprobe.make_app(size, start)
    st = SettingsScene(app)
    app.push(st)
    app.step([])
    _press_at(app, st, "+25 %", list(range(start + 25, 201, 25)))
    _rows_in_line(st)
    _press_at(app, st, "-25 %", [175, 150])
    _rows_in_line(st)
