"""Austin Powers' evening up says how many cards to discard from the start (a new player,
2026-11-26, read "Click cards to discard them, then Even up" with eight cards in hand and
learnt only after pressing Even up that six is the limit): the turn line names the count, in
the end-of-turn clean-up and while discarding down to six, and counts down card by card. The
line is drawn whole in the top bar at every text size (its short form on a narrow bar)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_module
from tabletop.ui.table import TableScene
from tests.ui import screenprobe

SEATS = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob"), SeatConfig("bot", "Cy")]


def _position(ann: int) -> dict:
    return {
        "current": 0,
        "seats": [
            {"side": "good", "hand": ["Shagette"] * ann, "deck": ["Oh, Behave!"] * 5},
            {"side": "evil", "hand": ["Fembot"] * 6, "deck": ["Zip It!"] * 5},
            {"side": "evil", "hand": ["Mustafa"] * 6, "deck": ["Zip It!"] * 5},
        ],
    }


def _table(app, ann: int, moves: tuple[str, ...] = ()) -> TableScene:
    sess = Session("austin", 2, SEATS)
    sess.game.set_position(_position(ann))
    for m in moves:
        sess.game.apply(m)
    t = TableScene(app, sess, viewer=0, frozen=True)
    app.push(t)
    return t


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    a = screenprobe.make_app((1280, 720), 100)
    yield a
    pygame.quit()


def _line(t: TableScene) -> str:
    return t.gv.status(t.game.view(0), 0)


def test_the_clean_up_line_says_how_many_to_discard_and_counts_down(app) -> None:
    t = _table(app, 8)
    g = t.game
    g.apply("0:end")
    assert g.flow.phase == "cleanup"
    assert _line(t) == "Discard 2 cards to keep six: click each, Toss in its menu, then Even up"
    assert t.gv.status_short(g.view(0), 0) == "Click 2 away, then Even up"
    g.apply(f"0:toss {g.hand[0][0]}")  # a card clicked away
    assert _line(t) == "Discard 1 card to keep six: click it, Toss in its menu, then Even up"
    g.apply(f"0:toss {g.hand[0][0]}")
    assert len(g.hand[0]) == 6
    # none to discard: any may go, through its menu as the lesson says
    assert _line(t) == "To toss a card, click it, then Toss in its menu; then Even up"
    # the short form on a narrow bar ("Click any away, or Even up" read as broken English)
    assert t.gv.status_short(g.view(0), 0) == "Click any to toss, then Even up"
    # the others read whose turn it is, never Ann's count
    assert t.gv.status(g.view(1), 1) == "Ann's turn: evening up"


def test_the_discard_down_to_six_line_counts_down_too(app) -> None:
    t = _table(app, 9)
    g = t.game
    g.apply("0:end")
    g.apply("0:even_up")  # Ann keeps all nine: she must now discard three
    assert g.flow.phase == "evenup" and g.active_seats() == [0]
    assert _line(t) == "Discard 3 cards to keep six: click them"
    assert t.gv.status_short(g.view(0), 0) == "Discard 3 cards: click them"
    assert t.gv.status(g.view(1), 1) == "Evening up"
    for left in (2, 1):
        g.apply(f"0:discard {g.hand[0][0]}")
        want = f"Discard {left} card{'s' if left > 1 else ''} to keep six: click "
        assert _line(t) == want + ("them" if left > 1 else "it")
    g.apply(f"0:discard {g.hand[0][0]}")
    assert len(g.hand[0]) == 6 and g.flow.phase != "evenup"


STAGES = {
    "cleanup": (
        8,
        ("0:end",),
        "Discard 2 cards to keep six: click each, Toss in its menu, then Even up",
        "Click 2 away, then Even up",
    ),
    "evenup": (
        9,
        ("0:end", "0:even_up"),
        "Discard 3 cards to keep six: click them",
        "Discard 3 cards: click them",
    ),
}


@pytest.mark.parametrize("stage", sorted(STAGES))
@pytest.mark.parametrize(
    "size,scale",
    [((1280, 720), 100), ((1280, 720), 200), ((1024, 600), 150), ((1024, 600), 200)],
)
def test_the_count_is_drawn_whole_in_the_top_bar(tmp_path, monkeypatch, size, scale, stage) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    app = screenprobe.make_app(size, scale)
    ann, moves, full, short = STAGES[stage]
    try:
        t = _table(app, ann, moves)
        assert t.game.flow.phase == stage
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            app.screen = pygame.Surface(size)
            t.draw(app.screen)
        pygame.image.save(app.screen, str(tmp_path / f"{stage}_{size[0]}_{scale}.png"))
        drawn = " ".join(p.text for p in shot.placed if p.rect.bottom <= t.bar_rect.bottom + 2)
        assert _joined(full, drawn) or _joined(short, drawn), drawn
        bar_texts = [p for p in shot.placed if "Discard" in p.text or "Click" in p.text]
        assert bar_texts and not any(p.cut for p in bar_texts)
        assert not any("Discard" in s or "Click" in s for s in shot.shortened())
    finally:
        pygame.quit()


def _joined(words: str, drawn: str) -> bool:
    """A line broken in two in the bar: its words in order, whole."""
    return " ".join(words.split()) in " ".join(drawn.split())


def test_a_focused_card_says_enter_picks_it_while_discarding_down(app) -> None:
    """2026-11-26: with the focus on a hand card while discarding down to six, the top bar
    said "<card> (in your hand): no move now"; Enter picks it, as a click does."""
    t = _table(app, 9)
    g = t.game
    g.apply("0:end")
    g.apply("0:even_up")
    t.refresh()
    app.step([])
    t.focus.active = True
    stops = t.focus.stops()
    hand = [i for i, s in enumerate(stops) if s.kind == "hand"]
    assert hand
    t.focus.focus(stops, hand[0])
    said = t.focus.status_text()
    assert "no move now" not in said and "picks it" in said, said
