"""Issue 52: Ctrl+Z on a reaction window shown to everyone took back another seat's pass (Bea
claimed, looked and passed; anyone's Ctrl+Z then took her pass back). On a public window the
key alone does not say who pressed it: the table asks for the person's claim key and takes
back only that person's own move; another seat's key is refused with the words naming whose
move it is."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.actions import parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import CLAIM_KEYS, TableScene
from tests.ui.conftest import press
from tests.ui.test_hotseat import SEVEN

pytestmark = pytest.mark.usefixtures("hotseat")


def _ctrl_z(app: App) -> None:
    pygame.event.post(
        pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0
        )
    )
    app.step(pygame.event.get())


def _bea_passed(app: App) -> TableScene:
    """Espionage seed 7, three people: Cy's Sniper on Bea opens a window shown to everyone;
    Bea claims it, looks and passes; the window is public again."""
    session = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
    for move in SEVEN:
        session.apply(parse_action(move))
    table = TableScene(app, session)
    app.push(table)
    pygame.event.clear()
    table.lift_curtain()
    assert table.submit(parse_action("2:play 4 1"))
    app.step([])
    press(app, CLAIM_KEYS[1])
    table.lift_curtain()
    app.step([])
    press(app, pygame.K_SPACE)
    assert session.log[-1] == "1:pass" and table.screen.public_window()
    return table


def _bad(table: TableScene) -> list[str]:
    return [t.text for t in table.toasts.items if t.kind == "bad"]


def test_ctrl_z_on_a_public_window_asks_whose_move_and_refuses_anothers(app: App) -> None:
    table = _bea_passed(app)
    log = table.session.log
    n = len(log)
    assert table.top_buttons[1].enabled  # Bea may take her pass back
    _ctrl_z(app)
    assert len(log) == n  # the key alone takes nothing back
    assert any("Press your key" in t.text for t in table.toasts.items)
    press(app, CLAIM_KEYS[2])  # Cy's key: Bea's pass is not his
    assert len(log) == n and log[-1] == "1:pass"
    assert _bad(table)[-1] == (
        "Bea passed on your Sniper last; Undo takes back only your own last move."
    )
    # the refusal used the ask up: a claim key alone is a claim again, never an undo
    press(app, CLAIM_KEYS[1])
    assert len(log) == n


def test_a_person_takes_back_their_own_pass_on_a_public_window(app: App) -> None:
    table = _bea_passed(app)
    log = table.session.log
    n = len(log)
    _ctrl_z(app)
    press(app, CLAIM_KEYS[1])  # Bea's own key: her pass comes back to her
    log = table.session.log  # an undo replays the game: a new log
    assert len(log) == n - 1 and log[-1] == "2:play 4 1"
    assert 1 in table.game.active_seats()
    assert table.viewer is None and table.screen.public_window()  # nobody's hand shows


def test_the_question_stays_until_it_is_answered(app: App) -> None:
    """Issue 52: the question ran out after 6 s, and a slow person's key then took a curtain
    (a claim) instead of hearing there was nothing of theirs to take back. The question stays
    up however long it takes, and a claim key pressed while it is up answers it."""
    table = _bea_passed(app)
    clock = app.time_source
    log = table.session.log
    n = len(log)
    table.window.set_left(3.0)
    app.step([])
    _ctrl_z(app)
    for _ in range(60):  # a minute of "Whose is it?" on the table's clock
        clock.advance(1.0)  # type: ignore[attr-defined]
        app.step([])
    assert table.screen.asking_undo() and _ask(table)
    assert table.window.left() == pytest.approx(3.0)  # the countdown waited all along
    press(app, CLAIM_KEYS[2])  # Cy's key, a minute late: an answer, never a claim
    assert len(log) == n and log[-1] == "1:pass"
    assert _bad(table)[-1] == (
        "Bea passed on your Sniper last; Undo takes back only your own last move."
    )
    assert table.curtain_for is None and table.claimant is None and table.viewer is None
    assert not _ask(table) and not table.screen.asking_undo()


def test_a_late_answer_takes_back_the_persons_own_pass(app: App) -> None:
    table = _bea_passed(app)
    _ctrl_z(app)
    app.time_source.advance(45.0)  # type: ignore[attr-defined]
    app.step([])
    press(app, CLAIM_KEYS[1])  # Bea, slow to find her key
    assert table.session.log[-1] == "2:play 4 1"
    assert table.curtain_for is None and table.viewer is None


def test_the_question_outlives_newer_messages(app: App) -> None:
    """Messages come and go (at most four on screen); the standing question is never pushed off
    the screen by them while it waits."""
    table = _bea_passed(app)
    _ctrl_z(app)
    for i in range(6):
        table.toasts.add(f"Something else {i}")
        app.step([])
    assert _ask(table)
    shown = [t.text for t, _lines, _h in table.toasts.shown(table.scale, 1280)]
    assert any("Whose is it?" in text for text in shown)


def _ask(table: TableScene) -> list[str]:
    return [t.text for t in table.toasts.items if "Whose is it?" in t.text]


def test_the_window_waits_while_the_table_asks_whose_undo_it_is(app: App) -> None:
    """A new player's Ctrl+Z asked "Whose is it?" while the window's countdown ran on: it ran
    out and the pass went through before anyone answered. The countdown waits for the answer."""
    table = _bea_passed(app)
    clock = app.time_source
    n = len(table.session.log)
    table.window.set_left(3.0)
    app.step([])
    _ctrl_z(app)
    for _ in range(5):  # five seconds of "Whose is it?": longer than the window had left
        clock.advance(1.0)  # type: ignore[attr-defined]
        app.step([])
    assert len(table.session.log) == n and table.window_key is not None
    assert table.window.left() == pytest.approx(3.0)
    press(app, CLAIM_KEYS[1])  # Bea answers: her pass comes back
    assert table.session.log[-1] == "2:play 4 1"
    assert not _ask(table)  # the question is answered: its message goes


def test_the_countdown_runs_again_once_the_question_is_answered(app: App) -> None:
    table = _bea_passed(app)
    clock = app.time_source
    table.window.set_left(3.0)
    app.step([])
    _ctrl_z(app)
    clock.advance(7.0)  # type: ignore[attr-defined]  # nobody has answered yet: it waits
    app.step([])
    assert table.screen.asking_undo() and table.window.left() == pytest.approx(3.0)
    press(app, CLAIM_KEYS[2])  # answered (Cy: nothing of his): the window runs on
    assert not table.screen.asking_undo()
    clock.advance(1.0)  # type: ignore[attr-defined]
    app.step([])
    assert table.window.left() == pytest.approx(2.0)


def test_a_refused_answer_clears_the_question_too(app: App) -> None:
    table = _bea_passed(app)
    _ctrl_z(app)
    assert _ask(table)
    press(app, CLAIM_KEYS[2])  # Cy's key: refused, and the question is over
    assert not _ask(table) and not table.screen.asking_undo()


def test_the_log_says_whose_move_was_undone(app: App) -> None:
    """The log said only "Undone."; it names whose move was taken back."""
    table = _bea_passed(app)
    _ctrl_z(app)
    press(app, CLAIM_KEYS[1])
    lines = [text for text, _colour in table.log.lines]
    assert "Undone: Bea's pass." in lines and "Undone." not in lines


def test_escape_dismisses_the_question_and_the_countdown_runs_on(app: App) -> None:
    table = _bea_passed(app)
    clock = app.time_source
    n = len(table.session.log)
    table.window.set_left(3.0)
    app.step([])
    _ctrl_z(app)
    press(app, pygame.K_ESCAPE)
    assert not _ask(table) and not table.screen.asking_undo()
    assert app.scene is table  # Esc answered the question: no menu
    clock.advance(1.0)  # type: ignore[attr-defined]
    app.step([])
    assert table.window.left() == pytest.approx(2.0)
    press(app, CLAIM_KEYS[1])  # a claim key now is a claim, not an undo
    assert len(table.session.log) == n
