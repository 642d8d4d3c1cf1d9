"""Espionage at 200 % on 1280x720, three cards on the stack and a reaction window open: the
window's bar lay beside the stack's cards, squeezed them into its left part, and their
captions were cut to "Player 1...", "Decoy...", "Protec..." (who played each on whom, lost).
Where the bar beside them would cut a caption it goes under the cards' row, right of your
hand, and every caption is whole; the bar keeps clear of your hand and the move buttons."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.ui import table as table_mod
from tabletop.ui.parts import table_paint
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.test_stack_captions_apart import _three_on_the_stack

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.mark.parametrize("ui", [150, 200])
def test_the_window_leaves_every_stack_caption_whole(
    monkeypatch: pytest.MonkeyPatch, ui: int
) -> None:
    t, shot = _window_open(monkeypatch, _three_on_the_stack(), ui)
    captions = [" ".join(t.gv.say(it["label"]).split()) for it in t.view["stack"]]
    drawn = [p for p in shot.placed if any(c.contains(p.rect) for c in t.gv.captions)]
    words = " ".join(" ".join(p.text for p in drawn).split())
    for caption in captions:
        assert caption in words, (caption, words)
    assert not [x for x in shot.shortened() if any(c[:6] in x for c in captions)]
    bar = t.bar.rect()
    assert bar is not None
    assert bar.collidelist(t.gv.captions) < 0 and bar.collidelist(t.gv.stack_rects(t.view)) < 0
    hand = t.gv.hand_now(t.view["hand"])
    assert bar.collidelist(hand) < 0
    assert bar.collidelist([b.rect for b in t.buttons if b.rect.width]) < 0
    lines = t.bar.lay_out()[1]
    assert not [x for x in lines if x.endswith("\u2026")], lines


def test_beside_a_window_too_tall_to_go_under_the_cards_their_captions_are_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Ann, Bea and Cy at one screen, 200 %: the public window's bar (its claim keys make it
    tall) beside two cards far apart cut their captions to "Bea must discard..." and
    "Bodyg...". The lower card's caption goes whole; the top card's is whole too, beside it
    or in the bar's title ("Reactions to: Bodyguard by Ann against Protector of Bea")."""
    from tests.ui.test_espionage_stack_captions import _two_on_the_stack

    t, shot = _window_open(monkeypatch, _two_on_the_stack(), 200)
    bar = t.bar.rect()
    cards = t.gv.stack_rects(t.view)
    # beside the cards, or (the hand keeping left of the widest move button leaves the room)
    # under their row, right of the hand
    assert bar is not None
    assert bar.x >= cards[-1].right or bar.top >= max(c.bottom for c in cards)
    assert bar.collidelist(t.gv.hand_now(t.view["hand"])) < 0
    low, top = [" ".join(t.gv.say(it["label"]).split()) for it in t.view["stack"]]
    drawn = [p for p in shot.placed if p.rect.colliderect(t.gv.table_rect)]
    beside = [p for p in drawn if not bar.colliderect(p.rect)]
    words = " ".join(" ".join(p.text for p in beside).split())
    assert low in words, (low, words)
    title = " ".join(" ".join(t.bar.lay_out()[1]).split())
    assert top in title or top in words, (top, title, words)
    assert not [x for x in shot.shortened() if low[:6] in x or top[:6] in x]


def _window_open(
    monkeypatch: pytest.MonkeyPatch, session: Any, ui: int
) -> tuple[TableScene, screenprobe.Shot]:
    """``session``'s table at 1280x720 and ``ui`` %, its reaction window open, drawn afresh
    with where each text landed."""
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    app = screenprobe.make_app((1280, 720), ui)
    app.time_source = ManualClock()
    t = TableScene(app, session, viewer=0)
    app.push(t)
    t.curtain_for = None
    app.step([])
    app.step([])
    assert t.window_key is not None
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        table_paint._spare.clear()
        t.paint.static = t.paint.layer = t.paint.frame_surface = t._frame = None
        app.screen = pygame.Surface((1280, 720))
        t.draw(app.screen)
    return t, shot
