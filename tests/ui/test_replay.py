"""Replays: step forward and back with the log in step, jump with the scrubber (positions
rebuilt from the seed and log, snapshots every few moves), a seat's view or the spectator's,
and "play from here" branching into a practice game against the computer."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.game import new_game
from tabletop.engine.saves import saves_dir
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.scenes.replay_scene import SNAPSHOT_EVERY, ReplayScene, Timeline
from tabletop.ui.table import TableScene


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = App((1280, 720), headless=True)
    a.push(LauncherScene(a))
    yield a
    pygame.quit()


def _finished(seed: int = 21) -> Session:
    s = Session(
        "espionage",
        seed,
        [SeatConfig("human", "Ann", "normal"), SeatConfig("bot", "Bo", "random")],
    )
    # the human seat is played by a bot here, so the game runs to its end
    from tabletop.ai.base import make_bot

    bot = make_bot("espionage", "random")
    while not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        legal = s.game.legal_actions(seat)
        s.apply(
            bot.choose(s.game.view(seat), legal, s.bot_rng) if seat == 0 else s.bot_choice(seat)
        )
    return s


def _click(app: App, scene, label: str) -> None:
    b = next(b for b in scene.buttons if b.label.startswith(label))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1))
    app.step(pygame.event.get())


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(pygame.event.get())


def _position(data, k: int):
    g = new_game(data["game"], data["seed"], len(data["seats"]), data["options"])
    from tabletop.engine.actions import parse_action

    for text in data["log"][:k]:
        g.apply(parse_action(text))
    return g


def test_timeline_positions_match_a_fresh_replay() -> None:
    data = _finished().to_save()
    tl = Timeline(data, None)
    n = len(tl)
    assert n > 2 * SNAPSHOT_EVERY
    for k in (0, 1, SNAPSHOT_EVERY - 1, SNAPSHOT_EVERY, SNAPSHOT_EVERY + 5, n - 1, n):
        assert tl.at(k).view(None) == _position(data, k).view(None)
        assert tl.at(k).log == data["log"][:k]


def test_step_forward_back_and_jump_with_the_log_in_step(app: App) -> None:
    data = _finished().to_save()
    n = len(data["log"])
    rp = ReplayScene(app, data)
    app.push(rp)
    app.step([])
    labels = [b.label for b in rp.buttons]
    assert labels[0].startswith("Spectator") and labels[1].startswith("Ann")
    _click(app, rp, "Spectator")
    assert rp.table is not None and rp.pos == n  # a finished game opens at its end
    assert rp.table.viewer is None
    assert "seed" in rp.table.log.lines[-1][0]  # the end names the deal
    _key(app, pygame.K_HOME)
    assert rp.pos == 0 and rp.table.game.log == []
    start_lines = len(rp.table.log.lines)
    _key(app, pygame.K_RIGHT)
    _key(app, pygame.K_RIGHT)
    assert rp.pos == 2 and rp.table.game.log == data["log"][:2]
    two = [t for t, _ in rp.table.log.lines]
    assert len(two) >= start_lines
    _key(app, pygame.K_LEFT)
    assert rp.pos == 1 and rp.table.game.log == data["log"][:1]
    one = [t for t, _ in rp.table.log.lines]
    assert one == two[: len(one)]  # back: the log is the prefix again
    _click(app, rp, ">")
    assert rp.pos == 2 and [t for t, _ in rp.table.log.lines] == two
    _click(app, rp, "<")
    assert rp.pos == 1
    # the scrubber: press at 3/4 of the track, drag to 1/4
    tr = rp.track
    at = (tr.x + tr.w * 3 // 4, tr.centery)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    app.step(pygame.event.get())
    assert rp.pos == round(n * (at[0] - tr.x) / tr.w)
    assert rp.table.game.view(None) == _position(data, rp.pos).view(None)
    to = (tr.x + tr.w // 4, tr.centery)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=to, button=1))
    app.step(pygame.event.get())
    assert rp.pos == round(n * (to[0] - tr.x) / tr.w) and not rp.scrubbing
    assert rp.table.game.log == data["log"][: rp.pos]
    _key(app, pygame.K_END)
    assert rp.pos == n
    _key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, LauncherScene)


def test_the_replay_log_reads_as_the_table_log(app: App) -> None:
    """No engine-only numbers in a replay's log: Espionage's stack items are "Sniper by Ann",
    never "Sniper by Ann (#14)" (the table's own log leaves them out too)."""
    import re

    data = _finished().to_save()
    rp = ReplayScene(app, data)
    app.push(rp)
    app.step([])
    _click(app, rp, "Spectator")
    assert rp.table is not None
    lines = [t for t, _ in rp.table.log.lines]
    engine_words = [t for line in rp.timeline.lines for t, _ in line]
    assert any(re.search(r"\(#\d+\)", t) for t in engine_words)  # the case this is about
    assert not [t for t in lines if re.search(r"\(#\d+\)", t)]


def test_a_seats_view_shows_that_hand(app: App) -> None:
    data = _finished().to_save()
    rp = ReplayScene(app, data)
    app.push(rp)
    app.step([])
    _click(app, rp, "Ann")
    _key(app, pygame.K_HOME)
    _key(app, pygame.K_RIGHT)
    assert rp.table.viewer == 0 and rp.table.view["seat"] == 0
    assert rp.table.view["hand"]  # Ann's cards are drawn in her view


def test_an_unfinished_hot_seat_game_replays_only_as_spectator(app: App) -> None:
    s = Session("espionage", 9, [SeatConfig("human", "Ann"), SeatConfig("human", "Ben")])
    for _ in range(3):
        seat = s.game.active_seats()[0]
        s.apply(s.game.legal_actions(seat)[-1])
    rp = ReplayScene(app, s.to_save())
    app.push(rp)
    app.step([])
    seats = [b for b in rp.buttons if "see their hand" in b.label]
    assert seats and not any(b.enabled for b in seats)
    _click(app, rp, "Spectator")
    assert rp.pos == 0 and rp.table.viewer is None  # an unfinished game opens at the deal


def test_play_from_here_branches_into_a_practice_game(app: App) -> None:
    data = _finished().to_save()
    rp = ReplayScene(app, data)
    app.push(rp)
    app.step([])
    _click(app, rp, "Ann")
    assert not next(b for b in rp.buttons if b.label.startswith("Play from here")).enabled
    _key(app, pygame.K_HOME)
    for _ in range(5):
        _key(app, pygame.K_RIGHT)
    _click(app, rp, "Play from here as Ann")
    table = app.scene
    assert isinstance(table, TableScene)
    sess = table.session
    assert sess.log == data["log"][:5] and sess.seed == data["seed"]
    assert [s.is_bot for s in sess.seats] == [False, True]
    assert sess.autosave is not None and sess.autosave.parent == saves_dir()
    assert [type(s).__name__ for s in app.scenes] == ["LauncherScene", "TableScene"]


def test_replay_from_the_end_panel(app: App) -> None:
    s = _finished()
    table = TableScene(app, s)
    app.push(table)
    table.ending.open_replay()
    assert isinstance(app.scene, ReplayScene)


def test_an_unfinished_solo_game_never_shows_a_bots_hand(app: App) -> None:
    """Issue 33: the replay of a solo game still going on offered "Bob (computer): see their
    hand"; the person could then go back and continue knowing it."""
    s = Session("espionage", 9, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "random")])
    for _ in range(3):
        seat = s.game.active_seats()[0]
        s.apply(s.game.legal_actions(seat)[-1])
    rp = ReplayScene(app, s.to_save())
    app.push(rp)
    app.step([])
    offered = {b.label: b.enabled for b in rp.buttons if "see their hand" in b.label}
    assert offered == {"Ann: see their hand": True, "Bob (computer): see their hand": False}
    rp.begin(1)  # even asked directly
    assert rp.timeline is None and "not over" in rp.toasts.items[-1].text
    _click(app, rp, "Ann")
    assert rp.table.viewer == 0


@pytest.mark.parametrize("k", [1, 5, 12])
def test_play_from_here_logs_the_story_so_far_once(app: App, k: int) -> None:
    """The practice game's log tells the replay's first ``k`` moves once, as a table resumed
    from the same moves does (a tester saw the story told twice once)."""
    data = _finished().to_save()
    rp = ReplayScene(app, data)
    app.push(rp)
    app.step([])
    _click(app, rp, "Ann")
    _key(app, pygame.K_HOME)
    for _ in range(k):
        _key(app, pygame.K_RIGHT)
    _click(app, rp, "Play from here as Ann")
    table = app.scene
    assert isinstance(table, TableScene)
    app.step([])
    again = Session(
        "espionage", data["seed"], list(table.session.seats), dict(data["options"]), data["log"][:k]
    )
    fresh = TableScene(app, again)
    assert [line[0] for line in table.log.lines] == [line[0] for line in fresh.log.lines]
    story = [line[0] for line in table.log.lines][1:]  # after the title line
    half = len(story) // 2
    assert not (half and story[:half] == story[half:])  # the story is not told twice over


def test_the_keys_hint_is_whole_at_200_with_a_long_name(tmp_path, monkeypatch) -> None:
    """At 200 % on 1280x720 the replay's keys hint was cut to "Player 1's view \u00b7 ... Tab
    + Enter buttons, drag the...": the longest hint that fits is drawn, whole."""
    from tabletop.ui import theme
    from tabletop.ui.scenes.replay_scene import ReplayScene
    from tests.ui import screenprobe

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    data = screenprobe._finished_save()
    data["seats"][0]["name"] = "Wilhelmina Longname"
    app = screenprobe.make_app((1280, 720), 200)
    try:
        rp = ReplayScene(app, data)
        app.push(rp)
        rp.begin(0)
        rp.step(40)
        shot = screenprobe.Shot()
        with screenprobe.recording(shot):
            app.screen = pygame.Surface((1280, 720))
            rp.draw(app.screen)
        hints = [p.text for p in shot.placed if "\u2190 \u2192 step" in p.text]
        assert hints and not [h for h in hints if h.endswith("\u2026")], hints
        assert "Space play" in hints[0]
    finally:
        theme.set_ui(100, False)
        pygame.quit()
