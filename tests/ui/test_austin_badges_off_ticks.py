"""Austin Powers, discarding down to six ("Discard 1 card to keep six: click it"): the number
keys' badges 1-7 lay on the hand cards' tick tabs, covering their left half; they now lie
beside the tabs (or, on a crowded hand, over each card's picture), clear of the tabs, of each
other and of "Your hand (N)". And the end of the turn said "Click cards to discard them, then
Even up" while the lesson said "click one, then Toss in its menu": a click opens the card's
menu and its Toss throws it away, as both now say."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.austin.gestures import gesture
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.ui import table as table_module
from tabletop.ui.components import marks
from tabletop.ui.layers.focus_parts import badge_rect
from tabletop.ui.parts.gestures import Click
from tests.ui import screenprobe
from tests.ui.test_austin_discard_count import _table

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("ann", [7, 9])
@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 100), ((1280, 720), 200), ((1024, 600), 100), ((1024, 600), 200)],
)
def test_the_badges_leave_the_tick_tabs_whole(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], scale: int, ann: int
) -> None:
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    app = screenprobe.make_app(size, scale)
    t = _table(app, ann, ("0:end", "0:even_up"))
    assert t.game.flow.phase == "evenup"
    app.screen = pygame.Surface(size)
    t.draw(app.screen)
    numbered = t.focus.numbered()
    assert len(numbered) == ann
    badges = [
        badge_rect(r, t.scale, below, tab, t.gv.badge_room(t.view, r)) for r, below, tab in numbered
    ]
    tabs = [marks.tab_rect(r) for r, _b, _t in numbered]
    label = t.gv.hand_label_at(t.view, t.gv.geometry(len(t.view["seats"])))
    for n, b in enumerate(badges, start=1):
        assert b.collidelist(tabs) < 0, (n, b, tabs[b.collidelist(tabs)])
        assert label is None or not b.colliderect(label), (n, b, label)
        others = badges[: n - 1] + badges[n:]
        assert b.collidelist(others) < 0, (n, b)
        assert app.screen.get_rect().contains(b), (n, b)


def test_the_lesson_and_the_turns_end_say_the_same_way_to_toss(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    lesson = load_lesson(lesson_paths("austin")[0])
    said = next(s.text for s in lesson.steps if "toss" in s.text)
    assert "click one, then Toss in its menu" in said, said
    app = screenprobe.make_app((1280, 720), 100)
    for ann in (6, 7):
        t = _table(app, ann, ("0:end",))
        line = t.gv.status(t.game.view(0), 0)
        assert "Toss in its menu" in line and "Even up" in line, line
        # and so it goes: a click opens the card's menu, its Toss throws the card away
        card = t.game.hand[0][0]
        toss = next(a for a in t.game.legal_actions(0) if a.verb == "toss" and a.args[0] == card)
        g = gesture(toss, t.game.view(0))
        assert isinstance(g, Click) and g.key == ("hand", card) and g.confirm, g
