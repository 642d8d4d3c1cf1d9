"""The hot-seat curtain says in one short line why it asks for a seat, wherever the table knows
(a new player's walk, 2026-11-26: "Pass to Ann" before her Frickin' Bone help race, "Pass to
Ann" for an Espionage reaction window she had claimed, "Pass to Bea" for RPG Get!'s attack
step handed back to her, none saying why, while the Enemy step's curtain did): the step
handed back, a window claimed with a person's key, a race the seat takes part in next. The
words are drawn whole on the curtain."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import Action, parse_action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_module
from tabletop.ui.app import App
from tabletop.ui.table import CLAIM_KEYS, TableScene
from tests.games.austin.positions import help_position
from tests.ui import screenprobe
from tests.ui.conftest import press
from tests.ui.fakeclock import ManualClock
from tests.ui.test_hotseat import SEVEN
from tests.ui.test_public_moments import RPG_LOG, RPG_OPTIONS, RPG_SEED


@pytest.fixture()
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    a = screenprobe.make_app((1280, 720), 100)
    a.time_source = ManualClock()
    a.settings["relaxed_offered"] = True
    yield a
    pygame.quit()


def _curtain_words(table: TableScene, size: tuple[int, int] = (1280, 720)) -> str:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        table.app.screen = pygame.Surface(size)
        table._frame, table.dirty = None, True
        table.draw(table.app.screen)
    assert not shot.clipped() and not shot.shortened() and not shot.overlaps()
    return " ".join(p.text for p in shot.placed if not p.cut)


def test_the_attack_step_handed_back_says_so(app: App, tmp_path: Path) -> None:
    """Ann set out; Bea sent an Enemy and is done: Ann's curtain says her Party attacks."""
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea")]
    s = Session("rpgget", RPG_SEED, seats, dict(RPG_OPTIONS))
    for m in RPG_LOG[: RPG_LOG.index("1:done", 33) + 1]:
        s.apply(parse_action(m))
    table = TableScene(app, s)
    app.push(table)
    app.step([])
    assert table.curtain_for == 0
    words = _curtain_words(table)
    pygame.image.save(app.screen, str(tmp_path / "handed_back.png"))
    assert "Pass to Ann" in words
    for word in "Ann attempts Rescue the Songstress: back to Ann for the Party's attack.".split():
        assert word in words, words[:300]


def _asked_for_help(app: App, seats: list[SeatConfig], dee_bone: bool) -> TableScene:
    """Bea's Mustafa attacks Cy's Basil, who throws a bone; Bea asks for help."""
    sess = Session("austin", 2, seats)
    position = help_position(dee_bone)
    position["seats"] = position["seats"][: len(seats)]
    sess.game.set_position(position)
    table = TableScene(app, sess)
    app.push(table)
    app.step([])
    g = table.game
    must, basil = g.find("Mustafa", 1, "table"), g.find("Basil Exposition", 2, "table")
    for a in (
        Action(1, "attempt", (must, basil)),
        Action(2, "bone", (g.find("Groovy, Baby!", 2, "hand"),)),
        Action(1, "help"),
    ):
        if table.curtain_for is not None:
            table.lift_curtain()
        assert table.submit(a)
    return table


def test_a_help_race_next_says_who_asks_and_that_the_seat_races(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bea asks for help, Ann and Dee may throw a bone: Ann's curtain before the race says so;
    where a game says nothing, the table says a race comes next."""
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")] + [SeatConfig("bot", "Dee")]
    table = _asked_for_help(app, seats, True)
    timed = table.game.timed()
    assert timed is not None and 0 in timed.seats
    assert table.curtain_for == 0  # Ann (asked first) looks at her cards before the race
    why = "Bea asks for a Frickin' Bone: Ann races the others to throw one."
    assert table.screen.curtain_reason(0) == why
    words = _curtain_words(table)
    pygame.image.save(app.screen, str(tmp_path / "race_next.png"))
    assert why in words, words[:300]
    assert table.screen.curtain_reason(1) == ""  # Bea is not asked
    monkeypatch.setattr(table.gv, "curtain_reason", lambda view, seat: "")
    assert table.screen.curtain_reason(0) == "A race comes next: Ann takes part in it."
    assert table.screen.curtain_reason(1) == ""


def test_one_person_asked_for_a_bone_is_told_so(app: App) -> None:
    """Three people: only Ann may help Bea; no race, her curtain says she may throw a bone."""
    table = _asked_for_help(app, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")], False)
    assert table.game.timed() is None and table.curtain_for == 0
    why = "Bea asks for a Frickin' Bone: Ann may throw one."
    assert table.screen.curtain_reason(0) == why
    assert why in _curtain_words(table)


def test_a_claimed_window_says_whose_key_claimed_it(app: App, tmp_path: Path) -> None:
    """Espionage, three people: the window on the threat to Bea's Protector is shown to
    everyone; Ann claims it with her key: her curtain says she pressed Q for the window."""
    session = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
    for move in [*SEVEN, "2:play 4 1", "0:pass", "1:pass", "2:pass"]:
        session.apply(parse_action(move))
    table = TableScene(app, session)
    app.push(table)
    pygame.event.clear()
    app.step([])
    if table.curtain_for is not None:
        app.time_source.advance(5.0)  # type: ignore[attr-defined]
        press(app, pygame.K_SPACE)
    assert table.screen.public_window()
    press(app, CLAIM_KEYS[0])
    assert table.curtain_for == 0 and table.claimant == 0
    words = _curtain_words(table)
    pygame.image.save(app.screen, str(tmp_path / "claimed.png"))
    assert "Ann pressed Q to answer the reaction window." in words, words[:300]
    assert table.screen.curtain_reason(1) == ""  # Bea claimed nothing


def test_every_curtain_says_the_seats_own_claim_key(app: App) -> None:
    """A new player learned their claim key only from a window's bar, its seconds running:
    every curtain of a game with reaction windows says the seat's key (Marvel Codenames has
    none, and says none)."""
    session = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    assert table.curtain_for == 0
    assert "Ann's key for reaction windows: Q." in _curtain_words(table)
    table.curtain_for = 2
    assert "Cy's key for reaction windows: Z." in _curtain_words(table)
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy", "Dee")]
    table = TableScene(app, Session("codenames", 7, seats))
    app.push(table)
    app.step([])
    if table.curtain_for is not None:
        assert "key for reaction windows" not in _curtain_words(table)


def test_a_race_winner_who_picks_is_told_so(app: App) -> None:
    """Ann lands first in the help race and holds two bones: her curtain says she won the race
    and picks what to play."""
    from tests.ui.test_race_result_curtain import _key, _race_to_result

    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")]
    seats += [SeatConfig("bot", "Cy"), SeatConfig("bot", "Dee")]
    table = _asked_for_help(app, seats, dee_bone=False)  # Dee holds no bone: never presses
    if table.curtain_for is not None:
        table.lift_curtain()
    ov = _race_to_result(app, table, {60: [pygame.K_q]})  # Ann's key once the bone is up
    assert ov.race.winner == 0
    ov.clock_ns.t += 1000 * 1_000_000  # type: ignore[attr-defined]  # the result was read
    app.step([_key(pygame.K_RETURN)])  # go on from the result
    assert table.curtain_for == 0 and table.claimant == 0
    assert table.screen.curtain_reason(0) == "Ann won the race and picks what to play."
    assert "Ann won the race" in _curtain_words(table)


@pytest.mark.parametrize("scale", [150, 200])
def test_the_longest_reason_reads_whole_with_large_text_on_the_smallest_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, scale: int
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    app = screenprobe.make_app((1024, 600), scale)
    try:
        app.time_source = ManualClock()
        seats = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")]
        table = _asked_for_help(app, seats + [SeatConfig("bot", "Dee")], True)
        assert table.curtain_for == 0
        words = _curtain_words(table, (1024, 600))
        pygame.image.save(app.screen, str(tmp_path / f"small_{scale}.png"))
        for word in "Bea asks for a Frickin' Bone: Ann races the others to throw one.".split():
            assert word in words, words[:300]
        assert "I am Ann: show my cards" in words
    finally:
        pygame.quit()


def test_the_defender_asked_mid_turn_is_told_why(app: App, tmp_path: Path) -> None:
    """In Bea's turn her Mustafa attacks Cy's Basil: the curtain asking for Cy said only "Pass
    to Cy" (a new player learned only after lifting it that he was to throw a bone, ask for
    help or give up): it says the attempt and what Cy is asked."""
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy", "Dee")]
    sess = Session("austin", 2, seats)
    sess.game.set_position(help_position(False))
    table = TableScene(app, sess)
    app.push(table)
    app.step([])
    g = table.game
    must, basil = g.find("Mustafa", 1, "table"), g.find("Basil Exposition", 2, "table")
    if table.curtain_for is not None:
        table.lift_curtain()
    assert table.submit(Action(1, "attempt", (must, basil)))
    app.step([])
    assert table.curtain_for == 2
    why = "Mustafa attempts to assassinate Basil Exposition: Cy throws a Frickin' Bone, asks"
    assert table.gv.curtain_reason(table.view, 2).startswith(why)
    words = _curtain_words(table)
    pygame.image.save(app.screen, str(tmp_path / "defender.png"))
    for word in "Mustafa attempts to assassinate Basil Exposition".split():
        assert word in words, words[:300]
    assert table.gv.curtain_reason(table.view, 1) == ""  # the attacker in her own turn


def test_a_seat_asked_to_choose_by_anothers_card_is_told_why(app: App) -> None:
    """Espionage, two people: Ann's Blackmail asks Bea for a card; the curtain that passed the
    screen to Bea in Ann's turn said no why."""
    session = Session("espionage", 322546, [SeatConfig("human", n) for n in ("Ann", "Bea")])
    session.apply(parse_action("0:play 31 1"))
    while session.game.active_seats() != [1] or not session.game.view(1).get("pending"):
        session.apply(parse_action(f"{session.game.active_seats()[0]}:pass"))
    table = TableScene(app, session)
    app.push(table)
    app.step([])
    assert table.curtain_for == 1
    assert table.screen.curtain_reason(1) == "Blackmail by Ann: Bea chooses a card."
    assert "Blackmail by Ann: Bea chooses a card." in _curtain_words(table)
    table.lift_curtain()
    give = session.game.legal_actions(1)[0]
    assert table.submit(give)
    app.step([])
    assert table.curtain_for == 0  # back to Ann, whose turn it is: it says so
    assert table.screen.curtain_reason(0) == "Back to Ann's turn."
    assert "Back to Ann's turn." in _curtain_words(table)


def test_a_seat_held_for_its_result_is_told_why(app: App) -> None:
    """Bea's mission ends on another's move (an Enemy's attack): her result holds the screen
    for her, and a curtain that passes it to her said no why (a game night's host, 2026-11-27:
    "Pass to Bea" and behind it "Bea fails Salvage the Cyframe")."""
    seats = [SeatConfig("human", n) for n in ("Ann", "Bea")]
    s = Session("rpgget", RPG_SEED, seats, dict(RPG_OPTIONS))
    table = TableScene(app, s)
    app.push(table)
    app.step([])
    while table.hold.seat is None:
        assert s.log == RPG_LOG[: len(s.log)] and len(s.log) < len(RPG_LOG)
        assert table.submit(parse_action(RPG_LOG[len(s.log)]))  # (the table's own passes too)
        app.step([])
    assert table.hold.seat == 1
    assert table.screen.curtain_reason(1) == "Bea has a result to see before the game goes on."
    assert table.screen.curtain_reason(0) != table.screen.curtain_reason(1)
