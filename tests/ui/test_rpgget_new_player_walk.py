"""What a new player met playing RPG Get! against one computer (a walk on 2026-11-26): the
other seat's piles keep their boxes beside a full inventory, the response window's box and
the status legend never share the arena's foot, the "No mission" choice says what to do from
the keys (clear of the log's heading), and a mission's result stays on screen, prominent,
while the computers wait for it to be read (timed on the test's own clock)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.games.rpgget import news
from tabletop.games.rpgget.news import RESULTS
from tabletop.games.rpgget.paint import STATUS_COLOURS
from tabletop.games.rpgget.rules.state import ICONS
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.app import App
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock

PARTY = ["HUmar", "Mareg", "Fina", "Vyse", "Aika", "Elena", "Roan"]
PILES = ("unconscious", "inventory", "bank", "score")
#: the first words of a row's labels ("Inventory 4", "Inv 4" when short)
WORDS = {"Party", "KO", "Inventory", "Inv", "Bank", "Score"}


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield
    pygame.quit()


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("party", [2, 7])
def test_the_other_seats_piles_keep_their_boxes_beside_a_full_inventory(
    home: None, size: tuple[int, int], scale: int, party: int
) -> None:
    """The computer's inventory holds four Rewards: its KO and score piles keep a card's box
    each (they lost them: "KO 0" squeezed next to "Inventory 4"), every pile's label starts
    at its box and no two labels of the row touch."""
    s = Session("rpgget", 5, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo")])
    s.game.set_position(
        {
            "current": 0,
            "phase": "play",
            "seats": [
                {"party": ["Ryudo"], "inventory": ["Saber"]},
                {"party": PARTY[:party], "inventory": ["Healing Herb"] * 3 + ["Saber"]},
            ],
        }
    )
    app = screenprobe.make_app(size, scale)
    table, shot = screenprobe.frozen_table(app, s, size)
    gv = table.gv
    counts = gv.row_counts(table.view, 1)
    _area, sub, card = gv.seat_area(gv.geometry(table.view, 0), 1, 1, counts)
    segs = gv.segments(sub, card, gv.line, counts, False)
    for z in PILES:
        assert segs[z].width >= card[0], (z, segs[z], card)  # a card's box, not a label's
    for a, b in zip(segs.values(), list(segs.values())[1:]):
        assert a.right < b.left, (a, b)
    for z in ("unconscious", "score", "bank"):
        assert gv.pile_rects[(z, 1)].width == card[0]
    # the row's labels as drawn: one at each box's left, none touching the next
    top = min(r.y for r in segs.values())
    row = sorted(
        (p.rect for p in shot.placed
         if p.text.split(" ")[0] in WORDS and top - gv.line <= p.rect.bottom <= top + 2),
        key=lambda r: r.x,
    )  # fmt: skip
    assert len(row) == 5, [p.text for p in shot.placed if p.rect in row]
    for (z, seg), r in zip(segs.items(), row):
        assert r.x == seg.x, (z, r, seg)
    for a, b in zip(row, row[1:]):
        assert a.right + 4 <= b.left, (a, b)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_response_windows_box_never_lies_over_the_status_legend(
    home: None, size: tuple[int, int]
) -> None:
    """A frame drawn just before a response window opened (the legend at the arena's foot)
    was kept under the window's box, and the legend's words showed through it: the frame is
    drawn afresh when the window opens, and no legend word lies under the box."""
    from tests.ui.test_rpgget_findings import window_at

    app = screenprobe.make_app(size, 100)
    clock = ManualClock()
    app.time_source = clock
    t = TableScene(app, window_at(2), viewer=0)
    app.push(t)
    before = screenprobe.Shot()
    with screenprobe.recording(before):
        t.draw(app.screen)  # the frame before the table follows the window
    assert t.window_key is None
    legend = [p for p in before.placed if p.text.split(" ")[0] in STATUS_COLOURS]
    assert legend, "the legend was on the arena before the window opened"
    clock.advance(0.05)
    t.update(clock.t)
    shown = app.screen.copy()
    t.draw(shown)
    bar = t.bar.rect()
    assert t.window_key is not None and bar is not None
    fresh = screenprobe.Shot()
    with screenprobe.recording(fresh):
        t._frame = None
        again = app.screen.copy()
        t.draw(again)
    words = [p for p in fresh.placed if p.text.split(" ")[0] in STATUS_COLOURS]
    assert not [p.text for p in words if p.rect.colliderect(bar)]
    # what the screen showed under the box is the fresh frame's, not the old legend
    box = bar.inflate(8, 8).clip(shown.get_rect())
    assert pygame.image.tobytes(shown.subsurface(box), "RGB") == pygame.image.tobytes(
        again.subsurface(box), "RGB"
    )


@pytest.mark.parametrize("lines", [0, 60])
@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 100), ((1920, 1080), 200)])
def test_enter_on_the_no_mission_choice_says_what_to_do_clear_of_the_logs_heading(
    home: None, size: tuple[int, int], scale: int, lines: int
) -> None:
    """Your Mission phase: No mission never takes Enter (a key meant for the last step must
    not give up the mission), so Enter says both ways on (it said only "Click a button."),
    and the message lies under the log's "Game log" heading (it lay over it), a short log or
    a full one."""
    from tests.ui.test_rpgget_findings import played

    s = played(lambda v: v.get("phase") == "mission" and v.get("current") == 0)
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()
    t = TableScene(app, s, viewer=0)
    app.push(t)
    t.update(app.time_source.advance(0.05))
    for i in range(lines):
        t.log.add(f"Bob plays line {i} of the story so far.", (200, 200, 200))
    labels = [b.label for b in t.moves.specs(0, t.legal(0))]
    assert labels == ["No mission"] and not any(b.hotkey for b in t.moves.specs(0, t.legal(0)))
    t.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    said = [x.text for x in t.toasts.items]
    assert said == [
        "Enter does nothing here: drag a Mission from your hand into the arena to attempt it, "
        "or click No mission."
    ]
    assert t.game.view(0)["phase"] == "mission"  # nothing was played
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        t._frame = None
        t.draw(app.screen)
    heading = next(p for p in shot.placed if p.text == "Game log")
    head = heading.rect.copy()
    if shot.surfaces[heading.dest] == t.log_rect.size:  # drawn on the log's own sheet
        head.move_ip(t.log_rect.topleft)
    assert t.log_rect.contains(head)
    cx, top, room, height, px = t.paint.toast_place()
    w, h = t.toasts.extent(t.scale, room, height, px)
    box = pygame.Rect(0, top, w, h)
    box.centerx = cx
    assert not box.colliderect(head.inflate(0, 4)), (box, head)
    assert box.top >= head.bottom
    assert t.log_rect.contains(box) or not box.colliderect(t.log_rect)


FRAME = 0.05  # the loop's step on the test's clock


def _solo_results(app: App, seed: int, wanted: int) -> tuple[TableScene, list[dict[str, Any]]]:
    """Ann (moves picked by a bot, made through the table) against a computer, on the test's
    clock, until ``wanted`` missions ended: every move with its time, seat and events, and
    for each result the panel's rect and what it wrote."""
    clock = app.time_source
    assert isinstance(clock, ManualClock)
    session = Session("rpgget", seed, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo")])
    t = TableScene(app, session, viewer=0)
    app.push(t)
    made: list[dict[str, Any]] = []
    apply = session.apply

    def spy(action: Any) -> Any:
        gv: Any = t.gv
        up = list(gv.results)  # what the screen shows as the move is made
        events = apply(action)
        kinds = {e.kind for e in events}
        owners = {(e.data or {}).get("seat") for e in events if e.kind in RESULTS}
        made.append({"t": clock.t, "seat": action.seat, "kinds": kinds, "owners": owners, "up": up})
        return events

    session.apply = spy  # type: ignore[method-assign]
    me, rng = RandomBot(), random.Random(seed)

    def snap() -> None:  # the frame just after a result: what it drew, where its panel lies
        for m in [m for m in made if m["kinds"] & RESULTS and "shot" not in m]:
            m["shot"] = screenprobe.Shot()
            with screenprobe.recording(m["shot"]):
                app.screen = pygame.Surface(app.screen.get_size())
                t._frame = None
                t.draw(app.screen)
            gv: Any = t.gv
            m["panel"] = news.result_plan(gv.results[-1], *gv.result_room(t.view, 0))[0]
            m["said"] = gv.results[-1]["text"]

    for _ in range(40_000):
        if sum(bool(m["kinds"] & RESULTS) for m in made) >= wanted or t.game.is_terminal():
            break
        clock.advance(FRAME)
        t.update(clock.t)
        snap()
        if t.acting_seat() == 0 and 0 in t.game.active_seats():
            t.submit(me.choose(t.game.view(0), t.legal(0), rng))
            snap()
    return t, made


@pytest.mark.parametrize("scale", [100, 200])
def test_a_missions_result_stays_on_screen_and_holds_the_computer(home: None, scale: int) -> None:
    """Every mission's end (Ann's own, failed or completed, and the computer's) shows over the
    arena in large words ("Mission failed" and the log's sentence), and no computer moves
    before ``RESULT_PACES`` of the table's bot delays have passed: the panel is still up when
    it does (it was a two-second line in the corner, and the computer's turn went on)."""
    app = screenprobe.make_app((1280, 720), scale)
    app.time_source = ManualClock()
    t, made = _solo_results(app, 3, 6)
    hold = news.RESULT_PACES * table_mod.BOT_DELAY
    ends = [i for i, m in enumerate(made) if m["kinds"] & RESULTS]
    assert len(ends) >= 4
    assert set().union(*(made[i]["owners"] for i in ends)) == {0, 1}  # Ann's and Bo's
    s = t.scale
    checked = 0
    for i in ends:
        m = made[i]
        nxt = next((n for n in made[i + 1 :] if n["seat"] == 1), None)
        if nxt is not None:
            assert nxt["t"] - m["t"] >= hold - 1e-9, (m, nxt)
            between = made[i + 1 : made.index(nxt)]
            if nxt["t"] - m["t"] < news.RESULT_SECONDS and not any(
                "MissionStarted" in n["kinds"] for n in between
            ):  # still shown (the arena was not taken by a new attempt)
                assert nxt["up"] and nxt["up"][-1]["t0"] == pytest.approx(m["t"])
            checked += 1
        screen = m["shot"].surfaces  # the screen's own texts (not the log's sheet)
        words = [(p.text, p.px, p.rect) for p in m["shot"].placed if screen[p.dest] == (1280, 720)]
        big = "Mission completed" if "MissionCompleted" in m["kinds"] else "Mission failed"
        said = [w for w in words if w[0] == big]
        assert said and said[0][1] >= int(40 * s), said
        assert m["panel"].contains(said[0][2])
        lines = [w for w in words if m["panel"].contains(w[2]) and w[0] in m["said"]]
        assert " ".join(w[0] for w in lines) == m["said"]  # the whole sentence
        assert min(px for _t, px, _r in lines) >= int(24 * s)
        arena = t.gv.areas["arena"]
        assert m["panel"].colliderect(arena)
        # the arena's line of what to do now stays in sight (the legend may lie under it)
        legend = set(ICONS.values()) | set(STATUS_COLOURS)
        under = [
            w[0] for w in words
            if arena.contains(w[2]) and not m["panel"].contains(w[2])
            and w[2].colliderect(m["panel"]) and w[0].split(" ")[0] not in legend
        ]  # fmt: skip
        assert not under, under
    assert checked >= 3
    assert hold >= 4.0  # seconds: read whole


def test_a_held_result_leaves_the_seen_panel_alone(home: None) -> None:
    """Hot-seat: a person's result is held until they press Seen (the table's result layer);
    the arena's panel gives way to it rather than lying under it."""
    app = screenprobe.make_app((1280, 720), 100)
    app.time_source = ManualClock()
    s = Session("rpgget", 3, [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")])
    t = TableScene(app, s, viewer=0, frozen=True)
    app.push(t)
    t.curtain_for = None  # Ann's screen
    gv: Any = t.gv
    gv.results = [{"kind": "MissionFailed", "text": "Ann fails The Garmia Caves.", "t0": 0.0}]
    gv.results[0]["t0"] = gv.clock()
    drawn = screenprobe.Shot()
    with screenprobe.recording(drawn):
        app.screen = pygame.Surface((1280, 720))
        t.draw(app.screen)
    assert any(p.text == "Mission failed" for p in drawn.placed)
    t.hold.seat = 0  # Ann's result held for her Seen
    held = screenprobe.Shot()
    with screenprobe.recording(held):
        app.screen = pygame.Surface((1280, 720))
        t._frame = None
        t.draw(app.screen)
    assert not any(p.text == "Mission failed" for p in held.placed)
    assert any(p.text.startswith("Seen") for p in held.placed)
    t.hold.seat = None


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 200), ((1920, 1080), 100)])
def test_the_news_is_said_whole_in_lines_that_never_run_together(
    home: None, size: tuple[int, int], scale: int
) -> None:
    """A knocked-out character's news at 200 %: its lines ran into each other in the small
    corner by the hand and only "unconscious." was left; it is said whole, line under line
    (in smaller text, or at the log's foot where the corner is too small)."""
    s = Session("rpgget", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo")])
    app = screenprobe.make_app(size, scale)
    app.time_source = ManualClock()
    t = TableScene(app, s, viewer=0, frozen=True)
    app.push(t)
    gv: Any = t.gv
    news_text = "Vyse is knocked unconscious."
    gv.banners = [{"text": news_text, "t0": gv.clock()}]
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface(size)
        t.draw(app.screen)
    said = [p for p in shot.placed if p.text and p.text in news_text and p.dest is not None]
    said = [p for p in said if shot.surfaces[p.dest] == size]
    assert " ".join(p.text for p in said) == news_text
    for a, b in zip(said, said[1:]):
        assert a.rect.bottom <= b.rect.top, (a.rect, b.rect)
    assert all(t.play_rect.union(t.log_rect).contains(p.rect) for p in said)
