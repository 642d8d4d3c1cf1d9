"""How to play at large text, one column of sections: a "(continued)" page began in the middle
of a sentence (Austin Powers' "Gestures at this table (continued)" opened with 'am NAME" button
(or Space, a moment after it rose) lifts it.', the sentence's start on the page before), and at
200 % a page showed one short section ("Set-up") over an empty foot, the next section, too
long for the room left, waiting for the next page. A page now goes on with the next section
as far as whole sentences fit, and the next page takes it up "(continued)" at the sentence
where it stopped (drawn texts recorded while paging down every game's guide)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.engine.game import game_names
from tabletop.ui import theme
from tests.ui import screenprobe
from tests.ui.textspy import record_texts

pytestmark = pytest.mark.usefixtures("scaled_home")

WHERE = [((1280, 720), 200), ((1280, 720), 150), ((1024, 600), 200)]
IDS = [f"{w}x{h}@{s}" for (w, h), s in WHERE]


def _pages(size: tuple[int, int], scale: int, game: str, key: int, said: list[Any]) -> Any:
    """Each page drawn from the guide's start, pressing ``key`` between them: its texts."""
    from tabletop.ui.scenes.howto import HowToScene

    app = screenprobe.make_app(size, scale)
    scene = HowToScene(app, game)
    app.push(scene)
    app.step([])
    for _ in range(60):
        said.clear()
        scene.draw(app.screen)
        yield scene, list(said)
        if not any(w.text.startswith("▼ More below") for w in said):
            return
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _sentence_starts(text: str) -> list[str]:
    """Where a sentence or a bullet of ``text`` begins: the text from there on."""
    words = text.split()
    out = []
    for i, w in enumerate(words):
        prev = words[i - 1] if i else ""
        if not i or w == "•" or (prev[-1:] in ".!?" and prev not in ("Dr.", "Mr.")):
            out.append(" ".join(words[i:]))
    return out


@pytest.mark.parametrize("game", game_names())
@pytest.mark.parametrize("key", [pygame.K_PAGEDOWN, pygame.K_DOWN], ids=["pgdn", "down"])
@pytest.mark.parametrize("size, scale", WHERE, ids=IDS)
def test_a_continued_page_begins_at_a_sentence(
    size: tuple[int, int], scale: int, key: int, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.ui.scenes.howto import load_guide

    said = record_texts(monkeypatch)
    sections = {s.heading: s.text for s in load_guide(game).sections}
    continued = 0
    for _scene, texts in _pages(size, scale, game, key, said):
        for i, w in enumerate(texts):
            heading = w.text.removesuffix(" (continued)")
            if w.text == heading or heading not in sections:
                continue
            continued += 1
            first = " ".join(texts[i + 1].text.split())  # the panel's first line
            starts = _sentence_starts(sections[heading])
            assert any(s.startswith(first) for s in starts), (heading, first)
    if scale == 200 and size == (1280, 720) and game == "austin":
        assert continued  # its long sections do go on on a next page


@pytest.mark.parametrize("game", game_names())
def test_a_page_at_200_percent_leaves_no_empty_foot(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under the last line of the page's sections, down to the foot of the page (the "More
    below" line kept under it), there is less room than a heading and two lines of the next
    section take."""
    said = record_texts(monkeypatch)
    for scene, texts in _pages((1280, 720), 200, game, pygame.K_PAGEDOWN, said):
        cue = [w for w in texts if w.text.startswith("▼ More below")]
        if not cue:
            break
        s = scene.scale
        size = max(theme.MIN_TEXT + 2, int(23 * s))
        lines = [w for w in texts if w.colour == theme.TEXT and w.px == size]
        assert lines
        last = max(w.at[1] for w in lines) + theme.line_h(size)
        head = max(int(44 * s), int(8 * s) + theme.line_h(28 * s))
        cue_h = theme.line_h(max(theme.MIN_TEXT, int(21 * s)), 1.3)
        room = head + 2 * theme.line_h(size, 1.25) + int(40 * s)
        gap = scene.body.bottom - cue_h - last
        assert gap < room, (game, scene.scroll, cue[0].text, gap, room)


@pytest.mark.parametrize("game", ["austin", "rpgget"])
@pytest.mark.parametrize("size, scale", WHERE, ids=IDS)
def test_page_up_goes_back_through_the_same_pages(
    size: tuple[int, int], scale: int, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Page Down to the guide's end, then Page Up: the pages come back in turn, a page cut
    at a sentence and its "(continued)" one alike."""
    said = record_texts(monkeypatch)
    scene, starts = None, []
    for scene, _texts in _pages(size, scale, game, pygame.K_PAGEDOWN, said):
        starts.append((scene.scroll, scene.sub))
    assert scene is not None and starts[0] == (0, 0) and len(starts) > 2
    back = []
    for _ in starts[:-1]:
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode=""))
        scene.draw(scene.app.screen)
        back.append((scene.scroll, scene.sub))
    assert back == starts[-2::-1], (starts, back)
