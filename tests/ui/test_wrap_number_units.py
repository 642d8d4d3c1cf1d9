"""Wrapped text keeps a number and its unit on one line (issue 52: Settings at 1024x600 and
200 % read "100 to 200" at a line's end and "%;" at the next one's start). The shared wrap
(``theme.wrap``) and the card words' wrap (``textfit.wrap_lines``) both keep them together; so
they keep a name and its number ("Computer 2 played Sniper on Player / 1." in a narrow message at
200 %)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from tabletop.ui import theme
from tabletop.ui.components import textfit
from tabletop.ui.scenes.settings_scene import SettingsScene
from tests.ui import screenprobe
from tests.ui.freshhome import home_when_asked  # noqa: F401  (the fixture "home")


def _split_units(lines: list[str]) -> list[tuple[str, str]]:
    """Pairs of lines where one ends in a number and the next starts with a unit."""
    return [
        (a, b)
        for a, b in zip(lines, lines[1:], strict=False)
        if a[-1:].isdigit() and b.split() and b.split()[0].rstrip(".,;:") in theme.UNITS
    ]


def test_no_width_breaks_a_number_from_its_unit(home: Path) -> None:
    pygame.init()
    s = "Every text and button on every screen, 100 to 200 %; wait 8 s, then 0.25 to 4 s."
    full = theme.text_width(s, 22)
    for room in range(120, full, 7):
        lines = theme.wrap(s, 22, room)
        assert not _split_units(lines), (room, lines)
        assert " ".join(lines) == s  # no word lost or added
        cards = textfit.wrap_lines(s, room, 22, "sans")
        assert not _split_units(cards) and " ".join(cards) == s, (room, cards)
    # words that are not units after a number still break there as before
    assert theme.wrap_words("200 % and 3 cards") == ["200 %", "and", "3", "cards"]


def test_no_width_breaks_a_name_from_its_number(home: Path) -> None:
    pygame.init()
    s = "Computer 2 played Sniper on Player 1. Galaxy 2's Bean is knocked Sidewayz."
    full = theme.text_width(s, 22)
    for room in range(150, full, 7):
        for lines in (theme.wrap(s, 22, room), textfit.wrap_lines(s, room, 22, "sans")):
            assert " ".join(lines) == s
            firsts = [x.split()[0] for x in lines[1:]]
            assert not {"1.", "2", "2's"} & set(firsts), (room, lines)
    # a lone capital ("I 2") or a longer number is no name's number
    assert theme.wrap_words("I 2 cards 100") == ["I", "2", "cards", "100"]


def test_settings_at_1024x600_200_keeps_200_percent_whole(home: Path) -> None:
    app = screenprobe.make_app((1024, 600), 200)
    st = SettingsScene(app)
    app.push(st)
    app.step([])
    rows = st.rows()
    for _ in range(40):  # the wheel brings the Text size row into the list
        if any("200 %" in rows[i][2] and st.list_rect.contains(b) for i, b in st.rows_at):
            break
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        app.step(pygame.event.get())
    s = st.scale
    seen = 0
    for i, box in st.rows_at:
        help_text = rows[i][2]
        lines = theme.wrap(help_text, int(22 * s), box.width)
        assert not _split_units(lines), lines
        seen += "200 %" in help_text and any("200 %" in x for x in lines)
    assert seen, "the Text size row was not laid out"
    if out := os.environ.get("TABLETOP_SHOTS"):
        pygame.image.save(app.screen, str(Path(out) / "settings_1024_200_units.png"))
