"""How to play's guide as a new reader scrolls it: Austin Powers' first page ended with "More
below (↓ or PgDn): Asking for help: throw me a Frickin' Bone! and 3 more", and one Page Down
showed four other sections but not that one (a later, shorter section had been put in its
place); scrolling with the arrows, the two columns re-flowed ("Ending your turn" went from the
left column to the right one, Slugfests the other way). Page Down now shows first the section
the line named, no section is passed over, and a section keeps its column while scrolling
(drawn texts recorded, every game at 100 % and 200 %, and at 100 % on 1024x600)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.engine.game import game_names
from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")

WHERE = [((1280, 720), 100), ((1280, 720), 200), ((1024, 600), 100)]
IDS = [f"{w}x{h}@{s}" for (w, h), s in WHERE]


def _open(size: tuple[int, int], scale: int, game: str) -> Any:
    from tabletop.ui.scenes.howto import HowToScene

    app = screenprobe.make_app(size, scale)
    scene = HowToScene(app, game)
    app.push(scene)
    app.step([])
    return app, scene


def _key(scene: Any, key: int) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _headings(scene: Any, said: list[Any], headings: list[str]) -> list[tuple[str, int, int]]:
    """The section headings the page draws, in reading order (top to bottom, left first):
    (heading, x, y); "X (continued)" read as X."""
    said.clear()
    scene.draw(scene.app.screen)
    out = []
    for w in said:
        text = w.text.removesuffix(" (continued)")
        if text in headings and w.colour == theme.ACCENT:
            out.append((text, w.at[0], w.at[1]))
    return out


def _cue(said: list[Any]) -> str | None:
    return next((w.text for w in said if w.text.startswith("▼ More below")), None)


@pytest.mark.parametrize("game", game_names())
@pytest.mark.parametrize("size, scale", WHERE, ids=IDS)
def test_page_down_shows_first_the_section_the_line_names(
    size: tuple[int, int], scale: int, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.ui.scenes.howto import load_guide

    _app, scene = _open(size, scale, game)
    said = record_texts(monkeypatch)
    headings = [s.heading for s in load_guide(game).sections]
    seen: list[str] = []
    for _ in range(40):
        drawn = _headings(scene, said, headings)
        assert drawn, "a page shows a section at least"
        seen += [h for h, _x, _y in drawn if h not in seen]
        cue = _cue(said)
        if cue is None:
            break
        named = scene.hidden[0]
        assert named in cue or cue.endswith("…")
        _key(scene, pygame.K_PAGEDOWN)
        after = _headings(scene, said, headings)
        first = min(after, key=lambda h: (h[2], h[1]))  # the page's top left section
        if named.startswith("the rest of "):
            assert first[0] == named.removeprefix("the rest of ")
        else:
            assert first[0] == named, (cue, after)
    else:
        pytest.fail("Page Down never reached the guide's end")
    assert seen == headings  # every section, in the guide's order, none passed over


@pytest.mark.parametrize("game", ["austin", "rpgget", "beanz"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_section_keeps_its_column_while_scrolling(
    size: tuple[int, int], game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Down, Page Down, Up and Page Up at 100 % (two columns): each section is drawn in one
    column only, wherever the page is scrolled to."""
    from tabletop.ui.scenes.howto import load_guide

    _app, scene = _open(size, 100, game)
    said = record_texts(monkeypatch)
    headings = [s.heading for s in load_guide(game).sections]
    column: dict[str, set[int]] = {}
    keys = [pygame.K_DOWN] * 6 + [pygame.K_UP] * 6 + [pygame.K_PAGEDOWN] * 4
    keys += [pygame.K_PAGEUP] * 4 + [pygame.K_DOWN, pygame.K_DOWN, pygame.K_UP]
    for key in [None, *keys]:
        if key is not None:
            _key(scene, key)
        for h, x, _y in _headings(scene, said, headings):
            column.setdefault(h, set()).add(x)
    assert set(column) == set(headings)  # every section was shown
    moved = {h: xs for h, xs in column.items() if len(xs) > 1}
    assert not moved, moved
