"""RPG Get! solo, two players: the end of the computer's turn opens a response window for the
person alone (Recovery and Events "during other players' turns"). The engine opens it whatever
the person holds, so that whether it opens tells nobody what is in a hand. A new player met it
empty after the computer's failed mission: a Pass button and nothing to play. With nothing
that answers, the table passes it for the person at the computer's pace, as it does in a
window several seats share; holding an answer, the window waits for them."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock


def turn_end_window(answerable: bool) -> Session:
    """Seeds 1-9: the window at the end of Bob's (the computer's) turn, put to Ann alone, with
    only Pass legal for her (``answerable`` False) or something to play besides."""
    me = make_bot("rpgget", "normal")
    for seed in range(1, 10):
        s = Session(
            "rpgget", seed, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
        )
        rng = random.Random(seed)
        for _ in range(1500):
            g = s.game
            if g.is_terminal():
                break
            seat = g.active_seats()[0]
            w = g.window
            if w is not None and w["kind"] == "turn_end" and g.active_seats() == [0]:
                verbs = {a.verb for a in g.legal_actions(0)}
                if (verbs != {"pass"}) == answerable:
                    return s
            legal = g.legal_actions(seat)
            s.apply(me.choose(g.view(0), legal, rng) if seat == 0 else s.bot_choice(seat))
    raise AssertionError("no such window in seeds 1-9")


def at_the_table(app: App, session: Session) -> TableScene:
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    return table


def test_the_engine_opens_the_window_whatever_the_person_holds() -> None:
    """Both kinds exist: the window's opening reveals nothing of the hand."""
    for answerable in (False, True):
        s = turn_end_window(answerable)
        assert s.game.flow.phase == "window" and s.game.current == 1


def test_a_window_with_nothing_to_answer_passes_itself_at_the_computers_pace(
    app: App, clock: ManualClock
) -> None:
    session = turn_end_window(answerable=False)
    table = at_the_table(app, session)
    n = len(session.log)
    assert table.turns.only_pass(0)
    table.next_bot_at = table.now() + 0.5  # the computer's last move is still being read
    table.update(table.now())
    assert len(session.log) == n, "not before the computer's pace lets the card be read"
    clock.advance(1.0)
    table.update(table.now())
    assert session.log[n : n + 1] == ["0:pass"]
    assert session.game.active_seats() != [0] or session.game.flow.phase != "window"


def test_a_window_with_an_answer_waits_for_the_person(app: App, clock: ManualClock) -> None:
    session = turn_end_window(answerable=True)
    table = at_the_table(app, session)
    n = len(session.log)
    table.next_bot_at = 0.0
    for _ in range(3):
        clock.advance(2.0)
        table.update(table.now())
    assert len(session.log) == n
    assert session.game.flow.phase == "window" and session.game.active_seats() == [0]


@pytest.mark.parametrize("scale", [100, 200])
def test_a_window_with_an_answer_says_why_it_is_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    """No window bar runs for a window put to one seat: the arena says whose turn ends and
    what may answer, whole and inside the arena, at 100 % and 200 %."""
    from tests.ui import screenprobe

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    session = turn_end_window(answerable=True)
    app = screenprobe.make_app((1280, 720), scale)
    shot = screenprobe.Shot()
    try:
        with screenprobe.recording(shot):
            app.screen = pygame.Surface((1280, 720))
            t = TableScene(app, session, viewer=0, frozen=True)
            app.push(t)
            t.draw(app.screen)
        arena = t.gv.areas["arena"]
        said = [p for p in shot.placed if p.text.startswith("Bob's turn ends:")]
        assert said, [p.text for p in shot.placed]  # (its shadow is drawn first)
        for p in said:
            assert p.text.endswith("or Pass."), p.text
            assert arena.contains(p.rect) and not p.cut, (p.rect, arena)
            assert p.text not in shot.cut_short
    finally:
        pygame.quit()


@pytest.mark.parametrize("scale", [100, 200])
def test_a_window_with_nothing_to_answer_says_so_and_its_close_leaves_a_line(
    app: App, clock: ManualClock, scale: int
) -> None:
    """A new player saw, at the end of the computer's first turn, a window asking to play a
    glowing card with nothing glowing, which closed by itself with no line in the log (seeds
    1 and 2 of two-player solo games). The arena now says nothing in the hand answers it and
    that it passes by itself, whole inside the arena; its close leaves a line."""
    from tests.ui import screenprobe

    app.settings["ui_scale"] = scale
    app.apply_ui()
    session = turn_end_window(answerable=False)
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        table = at_the_table(app, session)
        app.screen = pygame.Surface(app.screen.get_size())
        table.dirty, table._frame = True, None
        table.draw(app.screen)
    arena = table.gv.areas["arena"]
    said = [p for p in shot.placed if p.text.startswith("Bob's turn ends:")]
    assert said, [p.text for p in shot.placed]
    for p in said:
        assert "nothing" in p.text and "passes by itself" in p.text, p.text
        assert "glowing" not in p.text, p.text  # nothing glows: none is asked for
        assert arena.contains(p.rect) and not p.cut, (p.rect, arena)
    lines = len(table.log.lines)
    n = len(session.log)
    for _ in range(40):
        clock.advance(0.25)
        table.update(table.now())
        if len(session.log) > n:
            break
    assert session.log[n : n + 1] == ["0:pass"]
    new = [text for text, _colour in table.log.lines[lines:]]
    assert new[:1] == ["Ann had nothing to answer with."], new
    assert "Bob's turn ends." in new  # the window's line comes before the turn's end


def test_every_window_of_a_solo_game_leaves_a_line_when_it_closes(
    app: App, clock: ManualClock
) -> None:
    """Two- and three-player solo games (seed 1, the person played by the normal computer
    where something answers, the table passing for them where nothing does): each window
    that closes leaves a line about its passes in the log."""
    for bots in (1, 2):
        seats = [SeatConfig("human", "Ann")]
        seats += [SeatConfig("bot", f"Bot {i + 1}", "normal") for i in range(bots)]
        session = Session("rpgget", 1, seats)
        table = at_the_table(app, session)
        me, rng = make_bot("rpgget", "normal"), random.Random(1)
        opened: tuple[int, int] | None = None  # (the window's id, log lines then)
        closed = []
        for _ in range(1500):
            g = session.game
            if g.is_terminal() or int(g.view(0).get("turn", 0)) > 3:
                break
            w = g.window
            if opened is not None and (w is None or id(w) != opened[0]):
                new = [text for text, _c in table.log.lines[opened[1] :]]
                closed.append(any("passed" in x or "nothing to answer" in x for x in new))
                opened = None
            if w is not None and opened is None:
                opened = (id(w), len(table.log.lines))
            if table.acting_seat() == 0 and not table.turns.only_pass(0):
                table.submit(me.choose(g.view(0), table.legal(0), rng))
            clock.advance(0.25)
            app.step([])
        assert len(closed) >= 3, closed
        assert all(closed), closed
        app.pop()
