"""RPG Get! layout findings of a tester playing through a real window on 1280x720 and
1920x1080 screens (the window opens at 88 % of the screen): the response window's bar, the arena's rank labels and mission over the status
legend, a status badge over PP, names cut short."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.table import TableScene

#: the two screens, and the windows the app opens on them (88 % of the screen)
SIZES = [(1280, 720), (1920, 1080), (1126, 633), (1689, 950)]


def played(until: Callable[[dict[str, Any]], bool], seed: int = 3, humans: int = 1) -> Session:
    """Random play (two seats) up to the first state whose view of seat 0 ``until`` likes."""
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("human" if humans > 1 else "bot", "Bob", "normal")
    ]
    s = Session("rpgget", seed, seats)
    bot, rng = RandomBot(), random.Random(seed)
    for _ in range(3000):
        if until(s.game.view(0)):
            return s
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    raise AssertionError("state not reached")


@pytest.fixture()
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield
    pygame.quit()


def table_for(s: Session, size: tuple[int, int]) -> TableScene:
    app = App(size, headless=True)
    t = TableScene(app, s, viewer=0, frozen=True)
    app.push(t)
    t.draw(pygame.Surface(size))
    return t


def in_window(v: dict[str, Any]) -> bool:
    return v.get("phase") == "window" and v.get("attempt") is not None


@pytest.mark.parametrize("humans", [1, 2])
@pytest.mark.parametrize("size", SIZES)
def test_the_response_window_bar_leaves_the_opponents_cards_in_sight(home, size, humans) -> None:
    """The bar sat over the lower part of the opponent's row: their KO pile and inventory
    (and the party's HP) were hidden while deciding an answer."""
    t = table_for(played(in_window, humans=humans), size)
    s = t.scale
    bar = pygame.Rect(0, 0, int(760 * s), int((118 if humans > 1 else 92) * s))
    bar.midbottom = t.gv.window_anchor()
    status_bottom = t.bar_rect.centery + theme.px(24 * s) // 2 + 2
    assert bar.top > status_bottom  # never over the top bar's status line
    theirs = [r for _c, r, where in t.gv.boxes(t.view, 0) if where.endswith("/1")]
    theirs += [r for (_zone, p), r in t.gv.pile_rects.items() if p == 1]
    assert theirs
    # a private bar leaves every card whole; a public one (taller) only their tops' margin
    reach = 0 if humans == 1 else int(30 * s)
    for r in theirs:
        assert not bar.colliderect(r.inflate(0, -2 * reach).move(0, reach)), r


def window_at(players: int, seed: int = 3) -> Session:
    """Random play with ``players`` seats (Ann and computers) up to a response window of an
    attempt that waits for Ann too (the bar is up on her screen)."""
    seats = [SeatConfig("human", "Ann")]
    seats += [SeatConfig("bot", f"Computer {i + 1}", "normal") for i in range(1, players)]
    s = Session("rpgget", seed, seats)
    bot, rng = RandomBot(), random.Random(seed)
    for _ in range(3000):
        if in_window(s.game.view(0)) and 0 in s.game.active_seats():
            return s
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    raise AssertionError("state not reached")


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4])
def test_the_window_bar_lies_at_the_arenas_foot_over_no_name_label_or_card(
    home, players, size, scale
) -> None:
    """The bar as drawn (open window, real height at the text size) lay over Computer 2's KO,
    Inv and Bank labels and Computer 3's name (1280x720, four players) and at 150/200 % over
    the top bar's status line: it lies in the arena, under the arena's cards and header, clear
    of every seat's panel (names, counts, box labels, cards, piles) and of the top bar."""
    from tests.ui import screenprobe

    app = screenprobe.make_app(size, scale)
    try:
        t = TableScene(app, window_at(players), viewer=0, frozen=True)
        app.push(t)
        t.window.follow(t.session.log, t.game.active_seats(), 30.0)
        t.draw(pygame.Surface(size))
        bar = t.bar.rect()
        assert bar is not None
        assert bar.top >= t.bar_rect.bottom  # the top bar and its status line stay whole
        gv = t.gv
        arena = gv.areas["arena"]
        assert arena.contains(bar), (bar, arena)  # no seat's panel lies in the arena
        order = gv.order(t.view, 0)
        g = gv.geometry(t.view, 0)
        for k, p in enumerate(order):
            panel = gv.seat_area(g, k, len(order) - 1, gv.row_counts(t.view, p))[0]
            assert not bar.colliderect(panel.inflate(int(10 * t.scale), int(6 * t.scale)))
            assert not bar.colliderect(gv.score_rect(t.view, 0, p))
        cards = [(c["name"], r) for c, r, _w in gv.boxes(t.view, 0)]
        cards += [(zone, r) for (zone, _p), r in gv.pile_rects.items()]
        assert any(w in ("mission", "active", "enemy") for _c, _r, w in gv.boxes(t.view, 0))
        for name, r in cards:
            assert not bar.colliderect(r), (name, r, bar)
        head_bottom = arena.y + gv.arena_head()  # the attempt's header over the cards
        assert bar.top >= head_bottom
    finally:
        theme.set_ui(100, False)


def attempts(seeds: range, per_seed: int = 3) -> list[Session]:
    """Sessions stopped in attempts under way (a few per seed, different missions)."""
    out = []
    for seed in seeds:
        seen: set[int] = set()
        seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
        s = Session("rpgget", seed, seats)
        bot, rng = RandomBot(), random.Random(seed)
        for _ in range(1500):
            att = s.game.view(0).get("attempt")
            if att and att["mission"] not in seen and len(seen) < per_seed:
                seen.add(att["mission"])
                out.append(Session("rpgget", seed, seats, log=list(s.log)))
            if s.game.is_terminal() or len(seen) >= per_seed:
                break
            seat = s.game.active_seats()[0]
            s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    return out


@pytest.mark.parametrize("size", SIZES)
def test_the_arenas_cards_and_rank_labels_stay_above_the_status_legend(home, size) -> None:
    """A mission card grown for its long name, and the "Middle" labels under the cards, were
    drawn over the status legend at the arena's foot."""
    checked = 0
    for s in attempts(range(1, 7)):
        t = table_for(s, size)
        arena = t.gv.areas["arena"]
        top = t.gv.legend_top(arena)
        label_y = arena.y + int(t.gv.fs * 2.9) + t.gv.arena_fit(arena)[1] + int(26 * t.scale)
        assert label_y + int(t.gv.rank_px() * 1.2) <= top
        for c, r, where in t.gv.boxes(t.view, 0):
            if where in ("mission", "active", "enemy"):
                assert r.bottom <= top, (c["name"], r, top)
                checked += 1
    assert checked > 10


@pytest.mark.parametrize("size", SIZES)
def test_a_status_badge_never_covers_a_characters_pp(home, size) -> None:
    """On a small party card the PSN pill (down the card's right) covered the PP number (on
    its left): a status that would meet the PP goes under it."""
    t = table_for(played(lambda v: v.get("attempt") is not None), size)
    checked = 0
    for c, r, where in t.gv.boxes(t.view, 0):
        if "hp_left" not in c or not c.get("cost"):
            continue
        for statuses in (["poison"], ["poison", "sleep"], ["poison", "sleep", "stun"]):
            cost, pills = t.gv.badges(dict(c, status=statuses), r)
            assert cost is not None and 1 <= len(pills) <= len(statuses)
            rects = [p for _st, _icon, p in pills]
            assert all(r.contains(a) for a in rects), (where, rects, r)
            assert cost[1].collidelist(rects) == -1, (where, c["name"], cost[1], rects)
            # no pill over another: on a small card (the opponents' in a 1280x720 screen's
            # window, your own on 1024x600) the last one that fits says how many more
            # ("PSN +1"): it is wider than that status's own pill
            assert all(a.collidelist(rects[i + 1 :]) == -1 for i, a in enumerate(rects)), (
                r,
                rects,
            )
            if len(pills) < len(statuses):
                last = pills[-1][0]
                alone = t.gv.badges(dict(c, status=[last]), r)[1][0][2]
                assert pills[-1][2].width > alone.width, (where, c["name"], pills)
            elif r.width >= 76 and len(statuses) < 3:
                assert len(pills) == len(statuses)  # room for each on a usual card
            checked += 1
    assert checked >= 4


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_bank_flipped_face_up_keeps_its_place_and_its_cards_beside_it(home, size) -> None:
    """Every bank card flipped face up: the pile's place is outlined under the Look button
    (it showed "Bank 2/20" and Look on bare felt), and the flipped cards lie beside it inside
    the bank's box, clear of the score pile (they ran over it)."""
    s = Session("rpgget", 5, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo")])
    s.game.set_position(
        {
            "current": 0,
            "phase": "play",
            "seats": [
                {"party": ["Ryudo"], "bank": ["Healing Herb", "Saber"]},
                {"party": ["HUmar"]},
            ],
        }
    )
    for a in [a for a in s.game.legal_actions(0) if a.verb == "flip"]:
        s.apply(a)
    assert s.game.view(0)["bank_shown"]["0"] and s.game.view(0)["zones"]["bank/0"]["count"] == 2
    table = table_for(s, size)
    table.draw(table.app.screen)
    gv = table.gv
    pile, score = gv.pile_rects[("bank", 0)], gv.pile_rects[("score", 0)]
    edge = table.app.screen.get_at((pile.x, pile.centery))[:3]
    assert tuple(edge) == (60, 70, 80)  # the empty place's outline
    look = gv.layout_for(table.view, 0).find(("toggle", "look"))
    assert look is not None and look.label == "Look" and pile.contains(look.rect)
    flipped = [r for _c, r, w in gv.boxes(table.view, 0) if w == "bank/0"]
    assert len(flipped) == 2
    assert all(r.left >= pile.right and not r.colliderect(score) for r in flipped)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_card_of_a_crowded_inventory_can_be_clicked(home, size) -> None:
    """Ten Characters and six Rewards in your row: the inventory overlaps, but each card keeps
    a strip where it is the topmost thing (the cards lay a pixel apart under the last one, so
    only that one could be used with the pointer; found playing with the real mouse)."""
    party = ["Mareg", "Fina", "Vyse", "Aika", "Drachma", "Enrique", "Ryudo", "Roan", "Elena"]
    s = Session("rpgget", 5, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo")])
    s.game.set_position(
        {
            "current": 0,
            "phase": "play",
            "seats": [
                {"party": [*party, "Gilder"], "inventory": ["Healing Herb"] * 4 + ["Saber"] * 2},
                {"party": ["HUmar"]},
            ],
        }
    )
    table = table_for(s, size)
    lay = table.gv.layout_for(table.view, 0)
    inventory = [it for it in lay.items if getattr(it, "zone", "") == "inventory/0"]
    assert len(inventory) == 6
    for it in inventory:
        r = it.rect
        spots = [(x, r.centery) for x in range(r.left + 1, r.right, 2)]
        reach = [p for p in spots if lay.at(p)[0] is it]
        assert len(reach) * 2 >= int(12 * table.gv.scale), (it.card["name"], r)


def test_the_bank_closes_and_its_look_button_goes_when_the_game_ends(home) -> None:
    """The bank open at the last move stayed open under the end panel ("Your bank: drag a
    Reward ... or Hide" and a Hide button, seen in a real window at the game's end)."""
    s = played(lambda v: v["phase"] == "over", seed=3)
    assert s.game.view(0)["zones"]["bank/0"]["count"]  # something to look at
    table = table_for(s, (1280, 720))
    gv = table.gv
    gv.look_for = 0
    gv._boxes_key = None
    gv.forget_placed()
    table._frame = None  # drawn anew
    table.draw(table.app.screen)
    assert gv.look_for is None
    assert gv.layout_for(table.view, 0).find(("toggle", "look")) is None


def test_rank_labels_never_run_together(home) -> None:
    """A new player read "MiddleMiddle (asleep)": two Middle cards side by side, one asleep, their
    labels too wide for the cards. Such a run gets one label, "Middle (1 asleep)"; cards with
    room keep a label each."""
    t = table_for(attempts(range(1, 2), per_seed=1)[0], (1280, 720))
    a, b = pygame.Rect(100, 0, 60, 80), pygame.Rect(165, 0, 60, 80)
    tags = [("active", "Middle", a, False), ("active", "Middle", b, True)]
    assert t.gv.rank_labels(tags) == [("Middle (1 asleep)", a.union(b))]
    wide_a, wide_b = pygame.Rect(0, 0, 200, 80), pygame.Rect(210, 0, 200, 80)
    tags = [("active", "Middle", wide_a, False), ("enemy", "Front", wide_b, True)]
    assert t.gv.rank_labels(tags) == [("Middle", wide_a), ("Front (asleep)", wide_b)]


def test_a_crowded_partys_names_are_said_again_on_tabs(home, monkeypatch) -> None:
    """The end of a real-window game: a party of nine showed "Mare", "Fina"... cut by the next
    card. Each overlapped card of a row repeats its name on a tab over its visible strip."""
    from tabletop.ai.base import make_bot
    from tabletop.games.rpgget import paint

    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    s, me = Session("rpgget", 3, seats), make_bot("rpgget", "normal")
    while s.game.view(0)["zones"]["party/0"]["count"] < 9:
        seat = s.game.active_seats()[0]
        legal = s.game.legal_actions(seat)
        s.apply(me.choose(s.game.view(0), legal, s.bot_rng) if seat == 0 else s.bot_choice(seat))
    t = table_for(s, (1280, 720))
    said: list[str] = []
    monkeypatch.setattr(paint, "name_tab", lambda surf, r, shown, name, *a: said.append(name))
    t.gv.draw(t.app.screen, t.view, 0, 0.0)
    party = [c for c, r, w in t.gv.boxes(t.view, 0) if w == "party/0"]
    rects = [r for c, r, w in t.gv.boxes(t.view, 0) if w == "party/0"]
    covered = [c["name"] for c, r, r2 in zip(party, rects, rects[1:]) if r2.x < r.right]
    assert covered and all(n in said for n in covered)


def test_the_banks_look_is_a_keyboard_stop(home) -> None:
    """A new player could not reach Look/Hide (the bank's cards) from the keyboard: it is a stop
    of the focus ring, and Enter on it shows the bank as a click does."""
    t = table_for(played(lambda v: bool(v["zones"]["bank/0"]["count"])), (1280, 720))
    f = t.focus
    stop = next(s for s in f.stops() if s.kind == "toggle")
    assert stop.name == "Look" and "presses it" in f.describe(stop)
    before = t.gv.look_for
    f.act(stop)
    assert t.gv.look_for != before  # the bank is shown (Look became Hide)
    assert any(s.kind == "toggle" and s.name == "Hide" for s in f.stops())


def test_many_move_buttons_wrap_into_rows_inside_the_table(home) -> None:
    """A new player: a Recruit's six enemies as buttons ran off the window's left edge ("4)"
    visible). A row that is full goes on in a row above it; every button lies on the table."""
    bots = [SeatConfig("bot", "Ann", "normal"), SeatConfig("bot", "Bob", "normal")]
    s = Session("rpgget", 1, bots)
    while not any(a.verb == "recruit" for a in s.game.legal_actions(0)):
        s.apply(s.bot_choice(s.game.active_seats()[0]))
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    t = table_for(Session("rpgget", 1, seats, log=list(s.log)), (1280, 720))
    t.moves.rebuild()
    recruits = [b for b in t.buttons if "size" in b.label]
    assert len(recruits) >= 5
    assert all(t.play_rect.contains(b.rect) for b in t.buttons)
    assert len({b.rect.y for b in t.buttons}) >= 2  # wrapped
    assert not any(a.rect.colliderect(b.rect) for a in t.buttons for b in t.buttons if a is not b)


def test_your_seats_header_says_you(home, monkeypatch) -> None:
    """The greyscale reader could not tell which RPG Get! seat was theirs ("no (you)"): the
    seat on screen is named with "(you)", as in the other games."""

    from tests.ui.textspy import record_texts

    t = table_for(played(lambda v: True), (1280, 720))
    said = record_texts(monkeypatch)
    t.gv.draw(t.app.screen, t.view, 0, 0.0)
    drawn = [w.text for w in said]
    assert any(x.endswith("(you)") and x.startswith("Ann") for x in drawn)
    assert not any(x.startswith("Bob") and "(you)" in x for x in drawn)


def test_a_press_on_a_bank_card_asks_before_it_flips(home) -> None:
    """A new player pressed an unaffordable Reward in their open bank to drag it to the
    inventory: the press flipped it face up for everyone at once. A flip asks first (a chooser;
    a click elsewhere cancels), as a Reward's use does."""
    holder: dict[str, Any] = {}

    def flippable(v: dict[str, Any]) -> bool:
        """A bank card whose only move is its flip (no withdrawal it could pay for), outside
        a reaction window (where every click asks anyway)."""
        s = holder.get("s")
        if s is None or v.get("phase") == "window":
            return False
        legal = s.game.legal_actions(0)
        flips = {a.args[0] for a in legal if a.verb == "flip"}
        others = {a.args[0] for a in legal if a.verb != "flip" and a.args}
        return bool(flips - others)

    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    for seed in range(3, 30):
        s = Session("rpgget", seed, seats)
        holder["s"] = s
        bot, rng = RandomBot(), random.Random(seed)
        for _ in range(600):
            if 0 in s.game.active_seats() and flippable(s.game.view(0)):
                break
            seat = s.game.active_seats()[0]
            s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
        if flippable(s.game.view(0)) and 0 in s.game.active_seats():
            break
    t = table_for(s, (1280, 720))
    others = {a.args[0] for a in t.legal(0) if a.verb != "flip" and a.args}
    flip = next(a for a in t.legal(0) if a.verb == "flip" and a.args[0] not in others)
    t.gv.toggle_look()  # the bank opened (Look), as the player had it
    t.draw(pygame.Surface((1280, 720)))
    spot = next(
        c for c in t.hits.clickables(t.view, 0, t.legal(0)) if flip in (c.choices or [c.action])
    )
    before = list(s.log)
    t.cards.click(spot, t.legal(0), spot.rect.center)
    assert s.log == before and t.chooser  # asked, not flipped


def test_the_computers_header_says_its_level(home, monkeypatch) -> None:
    """A new player beat the computer and could not tell at which level: its header says
    "computer (normal)", as Espionage's panels say "bot (normal)"."""
    from tests.ui.textspy import record_texts

    t = table_for(played(lambda v: True), (1280, 720))
    said = record_texts(monkeypatch)
    t.gv.draw(t.app.screen, t.view, 0, 0.0)
    assert any(w.text.endswith("computer (normal)") for w in said), [w.text for w in said]
