"""Issue 26: Espionage card names are never hyphenated ("Bodygu-ard") on the table or in a
choice's picker, down to the smallest window: the faces are sized so every name is whole."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.espionage.rules.state import card_data
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.app import App
from tabletop.ui.components import card as card_component
from tabletop.ui.components.card import name_unbroken
from tabletop.ui.components.prompt import picker_rects
from tabletop.ui.table import TableScene

FACES = list({c["name"]: c for c in card_data()}.values())


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    a = App((1024, 600), headless=True)
    yield a
    pygame.quit()


def test_a_hyphenated_name_is_not_unbroken(app: App) -> None:
    bodyguard = next(c for c in FACES if c["name"] == "Bodyguard")
    assert card_component.name_fits("espionage", bodyguard, (76, 107))  # drawn, but ...
    assert not name_unbroken("espionage", bodyguard, (76, 107))  # ... not whole at its width
    assert name_unbroken("espionage", bodyguard, (96, 134))
    # drawn a little narrowed, not hyphenated ("Bodygu- ard"); far too narrow, hyphenated
    plan = card_component._name_plan  # noqa: SLF001
    assert plan("espionage", bodyguard, "Bodyguard", "reaction", 76, 107)[2] == ["Bodyguard"]
    assert len(plan("espionage", bodyguard, "Bodyguard", "reaction", 60, 84)[2]) == 2


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_every_name_is_whole_on_the_table_and_in_the_picker(app: App, size) -> None:
    app.screen = pygame.display.set_mode(size)
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "random")]
    table = TableScene(app, Session("espionage", 1, seats, {}))
    app.push(table)
    gv = table.gv
    for face_size in (gv.card, gv.picker_card):
        broken = [c["name"] for c in FACES if not name_unbroken("espionage", c, face_size)]
        assert not broken, (face_size, broken)
    for n in (1, 2, 4, 6):  # a Medic's or Detective's few cards: at the table's size
        _rects, got = picker_rects(table.play_rect, n, gv.scale, gv.picker_card)
        assert got == gv.picker_card


def test_a_game_at_the_smallest_window_draws_no_broken_name(app: App) -> None:
    card_component.TRACE.clear()
    seats = [SeatConfig("bot", n, "random") for n in ("Ann", "Bea", "Cy", "Dee")]
    session = Session("espionage", 0, seats, {})
    table = TableScene(app, session, viewer=0)
    app.push(table)
    for _ in range(150):
        if session.game.is_terminal():
            break
        app.step([])
        table.draw(app.screen)
    drawn = {(full, shown) for full, shown, _cut in card_component.TRACE}
    assert any(full == "Bodyguard" for full, _ in drawn) or len(drawn) > 8
    assert not [d for d in drawn if d[0].split() != d[1].split()]


def _hand_of(n: int) -> Session:
    """A game where the person holds ``n`` or more cards on their turn (seed 5: 11 cards)."""
    from tabletop.ai.base import make_bot

    s = Session("espionage", 5, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")])
    me = make_bot("espionage", "normal")
    while not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        legal = s.game.legal_actions(seat)
        s.apply(me.choose(s.game.view(0), legal, s.bot_rng) if seat == 0 else s.bot_choice(seat))
        if s.game.view(0)["zones"]["hand/0"]["count"] >= n and s.game.active_seats() == [0]:
            return s
    raise AssertionError(f"no hand of {n} cards")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_long_hand_shows_every_name_whole(app: App, size, monkeypatch) -> None:
    """Issue 30 / a new player: with 11 cards in hand the row overlaps and each card's centred
    name was cut by the next card ("Mercen", "Blackm"); now the row takes the width left of
    the buttons and each overlapped card repeats its whole name on a tab across its strip."""
    from tabletop.ui import theme
    from tabletop.ui.parts import gameview

    app.screen = pygame.display.set_mode(size)
    session = _hand_of(11)
    table = TableScene(app, session)
    app.push(table)
    written: list[str] = []
    in_tab = [False]
    real_blit, real_tab = theme.blit_text, gameview.name_tab

    def blit(surf, text, *a, **k):  # what a name tab writes
        if in_tab[0]:
            written.append(text)
        return real_blit(surf, text, *a, **k)

    def tab(*a, **k):
        in_tab[0] = True
        try:
            real_tab(*a, **k)
        finally:
            in_tab[0] = False

    monkeypatch.setattr(theme, "blit_text", blit)
    monkeypatch.setattr(gameview, "name_tab", tab)
    table.draw(app.screen)
    hand = session.game.view(0)["hand"]
    rects = table.gv.hand_rects(hand)
    assert rects[1].x - rects[0].x < rects[0].width  # the row overlaps
    assert written == [c["name"] for c in hand[:-1]]  # every covered card, its whole name
    assert rects[-1].right <= table.gv.buttons_left()  # never under End turn


@pytest.mark.parametrize("size", [(1126, 633), (1280, 720)])
@pytest.mark.parametrize("window", [False, True])
def test_the_seen_hand_line_names_every_card(app: App, size, window, monkeypatch) -> None:
    """ "You saw Player 2's hand this turn (Assassin by Player 1): Decoy, Bodyguard, Mercenary,
    Target," lost its fifth name at the window's right edge (a new player at 1280x720): the line
    goes smaller or onto two lines, above or under the table, and every line is drawn."""
    from tabletop.ui import theme

    seats = [SeatConfig("human", "Player 1"), SeatConfig("bot", "Player 2", "normal")]
    s = Session("espionage", 5, seats)
    t = TableScene(App(size, headless=True), s, viewer=0, frozen=True)
    t.app.push(t)
    view = dict(s.game.view(0))
    hand = ["Decoy", "Bodyguard", "Mercenary", "Target", "Package"]
    view["seen"] = {"of": 1, "cards": [{"name": n} for n in hand], "turn": 0, "source": "x"}
    view["turn_number"] = 0
    monkeypatch.setattr(t.gv, "say", lambda text: "Assassin by Player 1")
    monkeypatch.setattr(t.gv, "is_window", lambda v: window)
    calls: list[tuple[str, int, pygame.Rect]] = []
    monkeypatch.setattr(
        theme, "blit_wrapped", lambda surf, txt, px, r, *a, **k: calls.append((txt, px, r))
    )
    t.gv.draw_seen(pygame.Surface(size), view)
    ((txt, px, r),) = calls
    assert txt.endswith(", ".join(hand)) and theme.font_px(px) >= theme.MIN_TEXT
    lines = theme.wrap(txt, px, r.width)
    last_top = r.top + (len(lines) - 1) * int(theme.font_px(px) * 1.15)
    assert last_top + theme.font(px).get_height() <= r.bottom + 2, (lines, r)  # all drawn
    assert r.width <= t.gv.table_rect.width and len(lines) <= 2


def test_a_reaction_flies_to_its_own_place_on_the_stack(app: App, monkeypatch) -> None:
    """A Hacker played on a Police on an Assassin flew to the stack's first place and covered
    the Assassin for a moment ("a wrong card face, even briefly, is confusing"): a card played
    lands where its entry is, the newest. A card waiting on the stack is shown and counted there
    only, not on the discard pile too (two new players saw a card in two places counted
    twice; issue 52)."""
    import random

    from tabletop.ai.base import RandomBot

    s = Session("espionage", 3, [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")])
    t = TableScene(App((1280, 720), headless=True), s, viewer=0, frozen=True)
    t.app.push(t)
    bot, rng = RandomBot(), random.Random(3)
    for _ in range(3000):
        g = s.game
        assert not g.is_terminal(), "a reaction played on a stack"
        seat = g.active_seats()[0]
        legal = g.legal_actions(seat)
        react = [a for a in legal if a.verb != "pass"] if g.view(seat)["stack"] else []
        if g.view(seat)["phase"] == "window" and react:
            t.viewer = seat
            t.submit(rng.choice(react))
            view = t.view
            landed = t.gv.flights[-1]["to"]
            assert landed == t.gv.stack_rects(view)[len(view["stack"]) - 1].topleft
            if len(view["stack"]) > 1:
                # the cards waiting there are in the rules' discard zone too (the rulebook):
                # the table shows and counts each in one place, on the stack (issue 52)
                from tests.ui.textspy import record_texts

                said = record_texts(monkeypatch)
                t.gv.draw_piles(pygame.Surface((1280, 720)), view)
                t.gv.draw_stack(pygame.Surface((1280, 720)), view, 0.0)
                played = sum(1 for it in view["stack"] if it["kind"] != "threat")
                n = view["zones"]["discard"]["count"] - played
                words = " ".join(w.text for w in said)
                assert f"Discard: {n}" in words and "on the stack" not in words
                assert f"{len(view['stack'])} cards" in words
                return
        else:
            s.apply(bot.choose(g.view(seat), legal, rng))
    raise AssertionError("no reaction on a stack of two")


@pytest.mark.parametrize("size", [(1126, 633), (1280, 720), (1920, 1080)])
def test_the_window_bar_says_its_head_whole_and_its_lines_apart(
    app: App, size, monkeypatch
) -> None:
    """At 1126x633 (a 1280x720 screen's window) the bar's head was cut ("Reactions to: Player
    1 must discard Package (Assassin by...") and its hint ran into "Waiting for you: no hurry."
    (a new player): the head goes onto two lines and the bar grows to hold its lines apart."""
    import random

    from tabletop.ai.base import RandomBot
    from tabletop.ui import theme
    from tests.ui.textspy import record_texts

    seats = [SeatConfig("human", "Player 1"), SeatConfig("bot", "Player 2", "normal")]
    for seed in range(40):
        s = Session("espionage", seed, seats)
        bot, rng = RandomBot(), random.Random(seed)
        for _ in range(300):
            g = s.game
            v = g.view(0)
            if g.is_terminal():
                break
            threat = v["stack"] and v["stack"][-1]["kind"] == "threat"
            answers = [a for a in g.legal_actions(0) if a.verb != "pass"]
            if v["phase"] == "window" and 0 in g.active_seats() and threat and answers:
                break
            seat = g.active_seats()[0]
            s.apply(bot.choose(g.view(seat), g.legal_actions(seat), rng))
        v = s.game.view(0)
        if (
            not s.game.is_terminal()
            and v["phase"] == "window"
            and v["stack"][-1]["kind"] == "threat"
        ):
            break
    t = TableScene(App(size, headless=True), s, viewer=0)
    t.app.push(t)
    t.next_bot_at = float("inf")
    t.update(100.0)  # the window opens at the table (the person is its only one to answer)
    assert t.window_key is not None
    said = record_texts(monkeypatch)
    t.draw(pygame.Surface(size))
    head = t.gv.say(t.gv.window_text(t.view))
    texts = [w.text for w in said]
    assert not any(x.endswith("\u2026") and x[:10] == head[:10] for x in texts), texts
    wait = [w for w in said if w.text.startswith("Waiting for")]
    hint = [w for w in said if w.text.startswith(("Drag a Reaction", "Nothing in your hand"))]
    assert wait and hint, texts
    (w,), (h,) = wait, hint
    assert h.at[1] + theme.line_h(h.px) <= w.at[1] - theme.line_h(w.px) // 2 + 2, (h, w)


@pytest.mark.parametrize("scale", [150, 200])
def test_a_hand_of_six_at_large_text_shows_each_name_on_one_line(app: App, scale) -> None:
    """A new player at 200 % and 1280x720: beside the log the fanned hand's strips read
    "Body-guard", "Me-dic", "Hack-er" on two lines; the log folds behind its button and each
    card of a hand of six shows its whole name on one line (its face or its tab)."""
    from tabletop.ui import theme
    from tabletop.ui.components.hand import _tab_plan

    theme.set_ui(scale)
    try:
        app.screen = pygame.display.set_mode((1280, 720))
        session = _hand_of(6)
        table = TableScene(app, session)
        app.push(table)
        table.draw(app.screen)
        hand = session.game.view(0)["hand"][:6]
        rects = table.gv.hand_rects(hand)
        assert table.log_folded
        for c, r, nxt in zip(hand, rects, rects[1:]):
            plan = _tab_plan(r, nxt.x - r.x, c["name"], table.gv.scale, "espionage")
            assert plan is None or plan[2] == [c["name"]], (c["name"], plan)
        assert rects[-1].right <= table.gv.buttons_left()  # never under End turn
        assert not [c["name"] for c in hand if not name_unbroken("espionage", c, rects[0].size)]
    finally:
        theme.set_ui(100)


def test_at_100_percent_the_log_keeps_its_column(app: App) -> None:
    app.screen = pygame.display.set_mode((1280, 720))
    table = TableScene(app, _hand_of(6))
    app.push(table)
    assert not table.log_folded
