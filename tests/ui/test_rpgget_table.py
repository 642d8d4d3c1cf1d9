"""RPG Get! on the table: a whole bot game on screen, a character dragged into the party, a
target chosen by clicks, and a Recovery on another player's turn in hot-seat (the window, the
claim key and the curtain)."""

from __future__ import annotations

import random
import re
import time

import pygame
import pytest

from tabletop.games.rpgget.bots import NormalBot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.app import App
from tabletop.ui.table import CLAIM_KEYS, TableScene


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    monkeypatch.setattr(table_mod, "CURTAIN_GUARD", 0.0)
    monkeypatch.setattr(table_mod, "CURTAIN_KEY_GUARD", 0.0)
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


def mouse(kind: int, pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=button)


def drive(table: TableScene, until, limit: int = 4000) -> bool:
    """Play on (the humans by the normal bot's choices through ``table.submit``) until
    ``until(table)``; True when reached."""
    bot, rng = NormalBot(), random.Random(5)
    game = table.session.game
    for _ in range(limit):
        if until(table):
            return True
        if game.is_terminal():
            return False
        if table.curtain_for is not None:
            table.lift_curtain()
        seat = table.acting_seat()
        if seat is not None and table.legal(seat):
            table.submit(bot.choose(game.view(seat), table.legal(seat), rng))
        else:
            table.next_bot_at = 0.0
            table.window_deadline = 0.0
            table.update(time.monotonic())
            if table.window_key is not None and table.acting_seat() is None:
                table.close_window()
    return until(table)


@pytest.mark.slow
def test_a_bot_game_plays_to_the_end_on_screen(app: App) -> None:
    """Slow: in CI tests/ui/test_soak_tables.py plays a whole RPG Get! bot game on screen."""
    seats = [SeatConfig("bot", f"B{i}", "normal") for i in range(2)]
    session = Session("rpgget", 3, seats, {})
    table = TableScene(app, session, viewer=0)
    app.push(table)
    for _ in range(6000):
        if session.game.is_terminal():
            break
        app.step([])
    assert session.game.is_terminal()
    app.step([])
    table.draw(app.screen)
    assert session.game.result().winners


def solo(app: App, seed: int = 7) -> TableScene:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bot", "normal")]
    table = TableScene(app, Session("rpgget", seed, seats, {}))
    app.push(table)
    return table


def solo_until(app: App, until, seeds: range, why: str) -> TableScene:
    """A solo table played on (``drive``) until ``until(table)``, in the first seed that
    reaches it; the test is skipped when none of ``seeds`` does."""
    for seed in seeds:
        table = solo(app, seed)
        app.step([])
        if drive(table, until, 3000):
            return table
        app.scenes.clear()
    pytest.skip(why)


def drag_to(table: TableScene, card: int, area: str) -> None:
    """A press on ``card``, five moves and a release on the centre of the view's ``area``."""
    gv = table.gv
    drag = next(d for d in table.hits.draggables(table.view, 0) if d.payload["id"] == card)
    goal = gv.areas[area]
    start = drag.rect.center
    table.handle(mouse(pygame.MOUSEBUTTONDOWN, start))
    assert table.drag is not None
    for k in range(1, 6):
        p = (
            start[0] + (goal.centerx - start[0]) * k // 5,
            start[1] + (goal.centery - start[1]) * k // 5,
        )
        table.handle(mouse(pygame.MOUSEMOTION, p))
    table.handle(mouse(pygame.MOUSEBUTTONUP, goal.center))


def test_a_character_is_dragged_from_the_hand_into_the_party(app: App) -> None:
    table = solo(app)

    def ready(t: TableScene) -> bool:
        return t.acting_seat() == 0 and any(a.verb == "character" for a in t.legal(0))

    assert drive(table, ready)
    act = next(a for a in table.legal(0) if a.verb == "character")
    card = act.args[0]
    drag_to(table, card, "party")
    game = table.session.game
    assert card in game.zones.of("party", 0).cards
    # and a bank card is never drawn face up for the other seat
    assert table.view["zones"]["hand/1"]["cards"] is None


def test_a_target_is_chosen_by_clicking_the_card(app: App) -> None:
    table = solo(app, 11)

    def targeting(t: TableScene) -> bool:
        p = t.view.get("prompt")
        return bool(p and p["seat"] == 0 and p["verb"] == "target" and t.acting_seat() == 0)

    found = False
    for seed in (11, 12, 13, 14):
        if seed != 11:
            table = solo(app, seed)
        if drive(table, targeting):
            found = True
            break
    assert found, "no target prompt for the human in four games"
    p = table.view["prompt"]
    target = next(o["value"] for o in p["options"] if o.get("card") is not None)
    before = len(table.session.game.log)
    table.draw(app.screen)  # a frame on screen first: what the player sees is clicked
    rect = table.gv.rects[target]
    table.handle(mouse(pygame.MOUSEBUTTONDOWN, rect.center))
    table.handle(mouse(pygame.MOUSEBUTTONUP, rect.center))
    if p["max"] > 1:
        # several targets: the click picked it; Confirm sends the choice
        assert table.gv.picked == [target]
        confirm = next(b for b in table.buttons if b.label.startswith("Confirm"))
        table.handle(mouse(pygame.MOUSEBUTTONDOWN, confirm.rect.center))
        table.handle(mouse(pygame.MOUSEBUTTONUP, confirm.rect.center))
    log = table.session.game.log
    assert len(log) > before
    assert any("0:target" in str(a) and str(target) in str(a).split() for a in log[before:])


def test_a_recovery_on_another_players_turn_in_hotseat(app: App) -> None:
    """Hot-seat: a response window on Bea's turn; Ann (not on screen) claims it with her key,
    the curtain passes the screen to her, and she uses a Recovery action."""
    for seed in range(1, 80):  # (seed 70 since a healing of only the Enemies is asked of no one)
        seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")]
        table = TableScene(app, Session("rpgget", seed, seats, {}))
        app.push(table)
        game = table.session.game

        def recovery_window(t: TableScene, game=game) -> bool:  # type: ignore[no-untyped-def]
            v = t.view
            if v["phase"] != "window" or not t.gv.is_window(v):
                return False
            other = 1 - game.current
            # the window waits for the other player: shown in public on the current player's
            # screen (no hand on it)
            return (
                any(a.verb in ("act", "use") for a in game.legal_actions(other))
                and t.lifted_for == game.current
                and t.viewer is None
            )

        if drive(table, recovery_window, 3000):
            break
    else:
        pytest.fail("no window with a Recovery for the other player in 80 games")
    other = 1 - game.current
    table.update(time.monotonic())
    assert table.window_key is not None, "the table runs the shared window"
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=CLAIM_KEYS[other], mod=0, unicode=""))
    assert table.curtain_for == other, "the curtain passes the screen to the claimant"
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=""))
    assert table.curtain_for is None and table.viewer == other
    hand = table.view["zones"][f"hand/{game.current}"]["cards"]
    assert hand is None, "the other seat's hand is not on screen"
    act = next(a for a in table.legal(other) if a.verb in ("act", "use"))
    before = len(game.log)
    assert table.submit(act)
    assert len(game.log) > before and str(game.log[before]).startswith(f"{other}:")


def test_the_board_names_the_seats_as_the_curtain_does(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hot-seat with names given at the launcher: the board (rows, attempt header, prompt,
    status) says "Ann" and "Bea", as the "Pass to Ann" curtain does, never "Player 1"."""
    from tabletop.ui import theme

    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Bea")]
    table = TableScene(app, Session("rpgget", 3, seats, {}))
    app.push(table)
    assert table.curtain_for == 0
    table.lift_curtain()
    view = table.view
    assert table.gv.who(view, 0) == "Ann" and table.gv.who(view, 1) == "Bea"
    assert table.gv.status(view, 0).startswith("Ann")
    texts: list[str] = []
    for fn in ("text", "blit_text"):
        orig = getattr(theme, fn)

        def spy(*a, _orig=orig, **k):  # type: ignore[no-untyped-def]
            texts.extend(str(x) for x in a if isinstance(x, str))
            return _orig(*a, **k)

        monkeypatch.setattr(theme, fn, spy)
    table._frame = None
    table.draw(app.screen)
    drawn = " | ".join(texts)
    assert "Ann" in drawn and "Bea" in drawn, drawn
    assert "Player 1" not in drawn and "Player 2" not in drawn, drawn


def test_a_full_hand_and_the_bank_lie_side_by_side_at_1280x720(app: App) -> None:
    """Nine cards in hand sit side by side (no card covers another's name) left of the
    buttons; the bank is a face-down pile, and Look lays it out face up in the empty arena
    during the Play phase, where its cards can be dragged."""
    table = solo(app, seed=2)

    def full_hand_in_play(t: TableScene) -> bool:
        v = t.session.game.view(0)
        return (
            v["phase"] == "play"
            and v["current"] == 0
            and len(v["zones"]["hand/0"]["cards"] or []) >= 9
            and v["zones"]["bank/0"]["count"] >= 1
        )

    assert drive(table, full_hand_in_play)
    table.moves.rebuild()
    app.step([])
    gv, view = table.gv, table.view
    hand = sorted((r for _c, r, w in gv.boxes(view, 0) if w == "hand"), key=lambda r: r.x)
    assert len(hand) >= 9
    assert all(a.right <= b.left for a, b in zip(hand, hand[1:]))  # side by side
    assert all(not r.colliderect(b.rect) for r in hand for b in table.buttons)
    assert not any(w == "bank/0" for _c, _r, w in gv.boxes(view, 0))  # face down: no faces
    assert table.cards.show(gv.look_rect.center)  # Look
    bank = [r for _c, r, w in gv.boxes(view, 0) if w == "bank/0"]
    assert len(bank) == view["zones"]["bank/0"]["count"]
    assert all(gv.areas["arena"].contains(r) for r in bank)
    app.step([])
    table.draw(app.screen)


def test_an_open_bank_card_is_dragged_into_the_inventory(app: App) -> None:
    """The open bank says "drag a Reward to your inventory": a real press, move and release
    takes it out (it paid its RP); before, the press only opened the click menu."""
    table = solo(app, seed=2)

    def can_withdraw(t: TableScene) -> bool:
        v = t.session.game.view(0)
        return v["phase"] == "play" and any(a.verb == "withdraw" for a in t.legal(0))

    assert drive(table, can_withdraw)
    table.moves.rebuild()
    app.step([])
    gv = table.gv
    assert table.cards.show(gv.look_rect.center)  # Look
    card = next(a for a in table.legal(0) if a.verb == "withdraw").args[0]
    drag_to(table, card, "inventory")
    assert card in table.session.game.zones.of("inventory", 0).cards


def test_reconcile_discards_two_cards_by_clicks(app: App) -> None:
    """Reconcile with 11 cards in hand: the Discard prompt comes once per card, each answered
    by a click on a glowing hand card, until exactly 9 remain and the turn passes."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bot", "normal")]
    session = Session("rpgget", 5, seats, {})
    filler = ["Healing Herb"] * 11
    session.game.set_position(
        {
            "current": 0,
            "phase": "play",
            "seats": [
                {"hand": filler, "party": ["Ryudo"], "deck": ["Looper"] * 20},
                {"party": ["HUmar"], "deck": ["Looper"] * 20},
            ],
        }
    )
    table = TableScene(app, session, viewer=0)
    app.push(table)
    app.step([])
    done = next(b for b in table.buttons if b.label == "Done")
    table.handle(mouse(pygame.MOUSEBUTTONDOWN, done.rect.center))
    table.handle(mouse(pygame.MOUSEBUTTONUP, done.rect.center))
    # the others may answer the end of the turn first (a window); then the prompt is Ann's
    assert drive(table, lambda t: bool(t.view.get("prompt")), limit=50)
    for left in (10, 9):
        p = table.view["prompt"]
        assert p["seat"] == 0 and p["verb"] == "discard"
        app.step([])
        table.draw(app.screen)
        card = next(c for c, _r, w in table.gv.boxes(table.view, 0) if w == "hand")
        r = table.gv.rects[card["id"]]
        table.handle(mouse(pygame.MOUSEBUTTONDOWN, r.center))
        table.handle(mouse(pygame.MOUSEBUTTONUP, r.center))
        assert len(session.game.hand(0)) == left
    assert session.game.view(0).get("prompt") is None or session.game.view(0)["prompt"]["seat"] != 0
    assert len(session.game.hand(0)) == 9
    assert session.game.current == 1  # the turn passed


def test_a_rewards_actions_are_buttons_never_a_card_with_the_same_number(app: App) -> None:
    """ "Who uses it" then "which action": the actions (numbered 0, 1, ...) are buttons with
    their labels; no card on the table glows or answers for action number 0."""

    def which_action(t: TableScene) -> bool:
        p = t.view.get("prompt")
        if not (p and p["seat"] == 0 and p["verb"] == "action" and t.acting_seat() == 0):
            return False
        # the case that misled the table: a card on view has the same id as an action number
        return any(t.gv._card(t.view, o["value"]) for o in p["options"])

    for seed in range(1, 40):
        table = solo(app, seed)
        if drive(table, which_action):
            break
    else:
        raise AssertionError("no reward action prompt next to a card of that number")
    table.moves.rebuild()
    p = table.view["prompt"]
    labels = {b.label for b in table.buttons}
    assert {o["label"] for o in p["options"]} <= labels
    assert not table.hits.clickables(table.view, 0, table.legal(0))


def test_a_click_on_a_reward_asks_before_it_is_used(app: App) -> None:
    """Using a Reward declares it (it leaves the inventory even with no action taken), so a
    click opens the chooser and makes no move; the chooser's button declares it."""

    def can_use(t: TableScene) -> bool:
        return t.acting_seat() == 0 and any(a.verb == "use" for a in t.legal(0))

    for seed in range(1, 20):
        table = solo(app, seed)
        if drive(table, can_use):
            break
    else:
        raise AssertionError("no Reward to use for the human")
    app.step([])
    table.draw(app.screen)
    use = next(a for a in table.legal(0) if a.verb == "use")
    rect = table.gv.rects[use.args[0]]
    before = len(table.session.game.log)
    table.handle(mouse(pygame.MOUSEBUTTONDOWN, rect.center))
    table.handle(mouse(pygame.MOUSEBUTTONUP, rect.center))
    assert len(table.session.game.log) == before  # nothing declared yet
    assert [b.label for b in table.chooser] == [table.gv.action_label(use, table.view)]
    b = table.chooser[0]
    table.handle(mouse(pygame.MOUSEBUTTONDOWN, b.rect.center))
    table.handle(mouse(pygame.MOUSEBUTTONUP, b.rect.center))
    assert table.session.game.log[before:] == [str(use)]


def test_face_text_is_the_printed_text_without_what_the_face_shows() -> None:
    """The large card reads every action's keywords and effect and the flavour; the stats,
    classifications and "Requires" are on the face already; an Enemy shows its size."""
    from tabletop.games.rpgget.cards import card_defs
    from tabletop.games.rpgget.view import face_card

    def card(name: str) -> dict:
        d = card_defs()[name]
        return {
            "name": d.name, "type": d.type, "text": d.text, "hp": d.hp, "cost": d.cost,
            "size": d.size, "boss": d.boss, "classes": list(d.classes),
            "requires": list(d.requires), "keywords": list(d.keywords), "rp": d.rp,
        }  # fmt: skip

    aika = face_card(card("Aika"))
    assert aika["text"].startswith("Attack: Boomerang 2(2) [Ranged].")
    assert "cure all ailments" in aika["text"] and "HP 7" not in aika["text"]
    ramirez = face_card(card("Ramirez"))
    assert ramirez["stats"] == "HP 15" and ramirez["type_line"] == "Boss Enemy"
    assert ramirez["text"].startswith("Size 6 (of the mission's EP). Attack: Silver Blade 4(2)")
    tense = face_card(card("Tenseiken Slash"))
    assert tense["type_line"] == "Reward (needs Swordsman and Geohound)"
    assert tense["text"] == "Move. Attack: Tenseiken Slash 5(1) [Melee]."


def test_a_click_in_an_overlapping_row_takes_the_card_on_top(app: App) -> None:
    """A party of seven overlaps at 1280x720: a click on a card's visible part picks that
    card, not the one under it (before: the party step sent the wrong character)."""
    table = solo(app, seed=3)

    def party_step(t: TableScene) -> bool:
        return t.acting_seat() == 0 and any(a.verb == "join" for a in t.legal(0))

    assert drive(table, party_step)
    gv, view = table.gv, table.view
    drawn = [r for _c, r, w in gv.boxes(view, 0) if w == "party/0"]
    cl = table.hits.clickables(view, 0, table.legal(0))
    party = [c.rect for c in cl if c.rect in drawn]
    assert party == [r for r in reversed(drawn) if r in party]  # drawn last, hit first
    assert len(party) >= 2


def test_a_click_on_a_card_that_answers_a_window_offers_its_answers(app: App) -> None:
    """A response window is short in hot-seat: a click (no drag) on a glowing hand card that
    answers it (an Event, dragged elsewhere) opens its answers at once; picking one plays it."""

    def answerable(t: TableScene) -> bool:
        seat = t.acting_seat()
        if seat is None or not t.gv.is_window(t.view):
            return False
        hand = {c["id"] for c in t.view["zones"][f"hand/{seat}"]["cards"] or [] if c}
        return any(a.args and a.args[0] in hand for a in t.legal(seat) if a.verb != "pass")

    table = solo_until(
        app, answerable, range(7, 40), "no window answered from the hand in these seeds"
    )
    app.step([])  # the table opens the window
    assert table.window_key is not None
    seat = table.acting_seat()
    hand = {c["id"] for c in table.view["zones"][f"hand/{seat}"]["cards"] or [] if c}
    card = next(
        a.args[0] for a in table.legal(seat) if a.verb != "pass" and a.args and a.args[0] in hand
    )
    spot = next(
        d.rect.center for d in table.hits.draggables(table.view, seat) if d.payload["id"] == card
    )
    before = len(table.session.log)
    for e in (mouse(pygame.MOUSEBUTTONDOWN, spot), mouse(pygame.MOUSEBUTTONUP, spot)):
        pygame.event.post(e)
    app.step(pygame.event.get())
    assert table.chooser and table.inspect is None  # its answers, not the large card
    pick = table.chooser[0].rect.center
    for e in (mouse(pygame.MOUSEBUTTONDOWN, pick), mouse(pygame.MOUSEBUTTONUP, pick)):
        pygame.event.post(e)
    app.step(pygame.event.get())
    assert len(table.session.log) > before and table.session.log[before].startswith(f"{seat}:")


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_an_opponents_party_lies_side_by_side_in_a_three_player_panel(size) -> None:
    """In a narrow opponent panel (three players) the cards shrink (to 3/5 at most) so a party
    of four or five with a short inventory lies side by side: overlapped cards hid their
    names ('RAcas', 'HUnew' at 1920x1080 for a new player)."""
    a = App(size, headless=True)
    seats = [SeatConfig("bot", f"B{i}", "normal") for i in range(3)]
    session = Session("rpgget", 4, seats, {})
    bot, rng = NormalBot(), random.Random(1)
    g = session.game

    def crowded() -> int | None:
        for p in (1, 2):
            party = [c for c in g.view(0)["zones"][f"party/{p}"]["cards"] or [] if c]
            if len(party) >= 4 and g.view(0)["zones"][f"inventory/{p}"]["count"] <= 2:
                return p
        return None

    for _ in range(3000):
        if crowded() is not None or g.is_terminal():
            break
        s = g.active_seats()[0]
        session.apply(bot.choose(g.view(s), g.legal_actions(s), rng))
    p = crowded()
    assert p is not None
    table = TableScene(a, session, viewer=0, frozen=True)
    a.push(table)
    table.draw(a.screen)
    rects = [r for c, r, w in table.gv.boxes(table.view, 0) if w == f"party/{p}"]
    assert len(rects) >= 4
    for r1, r2 in zip(rects, rects[1:]):
        assert r1.right <= r2.left, (r1, r2)
    pygame.quit()


@pytest.mark.parametrize("setting", [True, False])
def test_a_window_of_your_own_move_passes_when_your_recovery_can_wait(app: App, setting) -> None:
    """Solo: after your own attack, a window where all you could do is a Recovery (usable at
    any time) passes by itself (setting "My own windows": pass, the default); with "ask" it
    waits for you. New players pressed Space after every attack of theirs."""
    app.settings["pass_own_windows"] = setting

    def own_recovery_window(t: TableScene) -> bool:
        seat = t.acting_seat()
        log = t.session.log
        if seat != 0 or not log or not log[-1].startswith("0:") or not t.gv.is_window(t.view):
            return False
        legal = t.legal(0)
        return not t.turns.only_pass(0) and t.gv.own_window_can_wait(t.view, 0, legal)

    table = solo_until(
        app, own_recovery_window, range(7, 60), "no own window with only a Recovery in these seeds"
    )
    n = len(table.session.log)
    table.next_bot_at = 0.0
    table.update(time.monotonic() + 1.0)
    if setting:
        assert table.session.log[n : n + 1] == ["0:pass"]
    else:
        assert len(table.session.log) == n and table.window_key is not None


def test_who_uses_a_reward_is_not_asked_when_only_one_character_can(app: App) -> None:
    """ "Who uses X?" with one possible user is answered for the player (a formality); with two
    or more the prompt waits for a click."""

    def one_user(t: TableScene) -> bool:
        p = t.view.get("prompt")
        return (
            bool(p and p["seat"] == 0 and p["kind"] == "user" and len(p["options"] or []) == 1)
            and t.acting_seat() == 0
        )

    table = solo_until(app, one_user, range(7, 80), "no one-user Reward in these seeds")
    n = len(table.session.log)
    user = table.view["prompt"]["options"][0]["value"]
    table.update(time.monotonic())
    assert table.session.log[n : n + 1] == [f"0:user {user}"]
    assert table.view["prompt"]["kind"] == "use_action"  # which action: still the player's
    table.undo()  # back to the question: asked by hand this time (no loop)
    assert len(table.session.log) == n
    table.update(time.monotonic())
    assert len(table.session.log) == n and table.view["prompt"]["kind"] == "user"


def test_a_rewards_large_card_says_where_it_goes_after_use() -> None:
    from tabletop.games.rpgget.cards import card_defs
    from tabletop.games.rpgget.view import face_card

    burn, dimate = (card_defs()[n].to_view() for n in ("Burn!", "Dimate"))
    assert "back to the bank" in face_card(burn)["text"]
    assert (
        "bank" not in face_card(dimate)["text"] and "Discard after use" in face_card(dimate)["text"]
    )


def test_your_own_inventory_lies_side_by_side_beside_a_big_party() -> None:
    """A crowded own row (six characters, four Rewards at 1280x720): an empty KO pile keeps
    only its label, so the Rewards you click to use are not slivers."""
    a = App((1280, 720), headless=True)
    seats = [SeatConfig("bot", f"B{i}", "normal") for i in range(2)]
    session = Session("rpgget", 5, seats, {})  # six characters and four Rewards come
    bot, rng = NormalBot(), random.Random(5)
    g = session.game

    def crowded() -> bool:
        z = g.view(0)["zones"]
        party = [c for c in z["party/0"]["cards"] or [] if c]
        return (
            len(party) >= 6 and z["inventory/0"]["count"] >= 4 and not z["unconscious/0"]["count"]
        )

    for _ in range(3000):
        if crowded() or g.is_terminal():
            break
        s = g.active_seats()[0]
        session.apply(bot.choose(g.view(s), g.legal_actions(s), rng))
    assert crowded(), "the game never crowded its own row: pick another seed"
    table = TableScene(a, session, viewer=0, frozen=True)
    a.push(table)
    table.draw(a.screen)
    rects = [r for c, r, w in table.gv.boxes(table.view, 0) if w == "inventory/0"]
    assert len(rects) >= 4
    for r1, r2 in zip(rects, rects[1:]):
        assert r1.right - r2.left <= 2, (r1, r2)  # a pixel of rounding at most
    pygame.quit()


def _enemy_too_big(app: App) -> tuple[TableScene, pygame.Rect, list[str]]:
    """A solo table in seat 0's Enemy step with an Enemy in hand that no longer fits (the EP
    used up): the table, where that card lies, and what the table says (its toasts)."""

    def too_big(t: TableScene) -> bool:
        v, seat = t.view, t.acting_seat()
        if seat != 0 or v.get("step") != "enemy" or v.get("phase") != "attempt":
            return False
        if v.get("prompt") or v.get("pending"):  # a choice first (a Recruit): not the case
            return False
        legal = t.legal(0)
        hand = [c for c in v["zones"]["hand/0"]["cards"] or [] if c and c["type"] == "enemy"]
        return any(a.verb != "enemy" or a.args[0] != c["id"] for c in hand for a in legal) and any(
            all(not (a.verb == "enemy" and a.args[0] == c["id"]) for a in legal) for c in hand
        )

    table = solo_until(app, too_big, range(7, 60), "no enemy step with a card too big")
    legal = table.legal(0)
    card = next(
        c
        for c in table.view["zones"]["hand/0"]["cards"]
        if c
        and c["type"] == "enemy"
        and all(not (a.verb == "enemy" and a.args[0] == c["id"]) for a in legal)
    )
    table.draw(app.screen)
    spot = next(
        r for c, r, w in table.gv.boxes(table.view, 0) if w == "hand" and c["id"] == card["id"]
    )
    said: list[str] = []
    add = table.toasts.add
    table.toasts.add = lambda text, *a, **k: (said.append(text), add(text, *a, **k))  # type: ignore[method-assign]
    return table, spot, said


def test_pressing_an_enemy_that_no_longer_fits_says_why(app: App) -> None:
    """An Enemy in hand with the mission's EP used up has no move: a press reads it large and
    says why ('only 0 EP are left'), instead of a silent snap back (a new player's drag)."""
    table, spot, said = _enemy_too_big(app)
    for e in (mouse(pygame.MOUSEBUTTONDOWN, spot.center), mouse(pygame.MOUSEBUTTONUP, spot.center)):
        pygame.event.post(e)
    app.step(pygame.event.get())
    assert table.inspect is not None  # read large
    assert said and any("EP" in t or "Boss" in t for t in said), said


def test_dragging_an_enemy_that_no_longer_fits_snaps_back_and_says_why(app: App) -> None:
    """The same Enemy dragged away and dropped: it snaps back with why, and is NOT read large
    (a tester's every wrong drop opened the large view, and the next click only closed it)."""
    table, spot, said = _enemy_too_big(app)
    far = (spot.centerx, spot.centery - 200)
    pygame.event.post(mouse(pygame.MOUSEBUTTONDOWN, spot.center))
    app.step(pygame.event.get())
    assert table.drag is not None and table.drag["good"] == []  # picked up; nothing glows
    for k in range(1, 6):
        step = (spot.centerx, spot.centery - 40 * k)
        pygame.event.post(mouse(pygame.MOUSEMOTION, step))
        app.step(pygame.event.get())
    pygame.event.post(mouse(pygame.MOUSEBUTTONUP, far))
    app.step(pygame.event.get())
    assert table.drag is None and table.inspect is None and not table.zoom.is_open
    assert said and any("EP" in t or "Boss" in t for t in said), said


def placed(app: App, pos: dict, names: tuple[str, str] = ("Ann", "Bot")) -> TableScene:
    """A solo table at a scenario position (seat 0 on screen)."""
    seats = [SeatConfig("human", names[0]), SeatConfig("bot", names[1], "normal")]
    session = Session("rpgget", 1, seats, {})
    tables = list(pos.get("seats", [])) + [{}]
    tables[1].setdefault("party", ["RAmar"])
    session.game.set_position({**pos, "seats": tables[:2]})
    table = TableScene(app, session, viewer=0)
    app.push(table)
    table.settle_view()
    app.step([])
    return table


def test_a_reward_with_no_action_now_asks_use_it_anyway(app: App) -> None:
    """The rulebook lets a Reward be used even when none of its actions applies (it is then
    spent): the engine offers it and the click asks "use it anyway?" before it is used."""
    table = placed(
        app,
        {"phase": "play", "seats": [{"party": ["Ryudo"], "inventory": ["Healing Herb"]}]},
    )
    herb = table.session.game.zones["inventory/0"].cards[0]
    assert f"0:use {herb}" in map(str, table.legal(0))
    table.draw(app.screen)
    rect = table.gv.rects[herb]
    table.handle(mouse(pygame.MOUSEBUTTONDOWN, rect.center))
    table.handle(mouse(pygame.MOUSEBUTTONUP, rect.center))
    assert [b.label for b in table.chooser] == [
        "No action of Healing Herb applies now: use it anyway?"
    ]
    assert not table.session.game.log  # nothing spent before the answer
    table.draw(app.screen)


def test_the_knocked_out_pile_shows_no_hp(app: App, monkeypatch) -> None:
    """A knocked-out Mareg read "HP 10/10" on the unconscious pile; it reads KO."""
    from tabletop.ui import theme

    said: list[str] = []
    real = theme.blit_text
    monkeypatch.setattr(
        theme, "blit_text", lambda s, text, *a, **k: (said.append(text), real(s, text, *a, **k))[1]
    )
    table = placed(
        app, {"phase": "play", "seats": [{"party": ["Ryudo"], "unconscious": ["Mareg"]}]}
    )
    table.draw(app.screen)
    assert "HP 10/10" not in said and {"KO", "KNOCKED OUT"} & set(said)
    assert "HP 8/8" in said  # Ryudo in the party still shows his HP


def test_a_seat_named_you_reads_in_grammatical_sentences(app: App) -> None:
    """Sealed practice names the human seat "You": "You starts with Mareg", "You's turn",
    "You fails ..." read "You start with Mareg", "Your turn", "You fail ..."."""
    seats = [SeatConfig("human", "You"), SeatConfig("bot", "Computer", "normal")]
    table = TableScene(app, Session("rpgget", 7, seats, {}), viewer=0)
    app.push(table)
    app.step([])
    drive(table, lambda t: len(t.session.log) > 60)
    lines = [text for text, _ in table.log.lines]
    mine = [t for t in lines if "You" in t]
    assert mine and not [t for t in mine if "You's" in t or re.search(r"\bYou [a-z]+s\b", t)]
    assert any(t.startswith(("You start ", "Your turn")) for t in mine)
    status = table.gv.status(table.view, 0)
    assert "You's" not in status
    from tabletop.games.rpgget.view import you_grammar

    assert you_grammar("You fails Hunt the Golden Rappy.") == "You fail Hunt the Golden Rappy."
    assert you_grammar("You is out: decked out.") == "You are out: decked out."
    assert you_grammar("Bot: enemy (You's turn 3)") == "Bot: enemy (your turn 3)"
    assert you_grammar("Bea starts with Mareg.") == "Bea starts with Mareg."


def test_no_card_text_shows_the_rulebooks_placeholder() -> None:
    """ "+1 (_)" is the rulebook's notation for "targets unchanged": a card reads "+1 damage"."""
    from tabletop.games.rpgget.cards import card_defs

    assert not [d.name for d in card_defs().values() if "(_)" in d.text]


@pytest.mark.parametrize("scale", [150, 200])
def test_three_players_at_large_text_fold_the_log_so_a_party_lies_side_by_side(
    tmp_path, monkeypatch, scale
) -> None:
    """Three players at 150 % and 200 % on 1280x720: beside the log the other seats' panels
    overlapped a party of four so much that their names were hidden ("RA", "P"); the log
    folds behind the Log button and the party's cards lie side by side."""
    from tabletop.ui import theme
    from tests.ui import screenprobe, textprobe

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    name, game, seed, after, seats = next(s for s in textprobe.SCENES if s[0] == "rpgget-three")
    session = textprobe._session(game, seed, after, seats)
    a = screenprobe.make_app((1280, 720), scale)
    try:
        table = TableScene(a, session, viewer=0, frozen=True)
        a.push(table)
        table.draw(a.screen)
        assert table.log_folded
        parties = {p: [r for c, r, w in table.gv.boxes(table.view, 0) if w == f"party/{p}"]
                   for p in (1, 2)}  # fmt: skip
        assert max(len(rs) for rs in parties.values()) >= 4, name
        for rects in parties.values():
            for r1, r2 in zip(rects, rects[1:]):
                assert r1.right <= r2.left, (r1, r2)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def test_the_top_bar_keeps_a_short_title_beside_the_log_button_at_200_percent(
    tmp_path, monkeypatch
) -> None:
    """Three players at 200 % on 1280x720: with the Log button in the top bar, "RPG Get!
    CCG" and the status line no longer both fit and the title gave way; the bar says "RPG
    Get!" beside the whole status line where they fit, else the whole status line alone,
    clear of the buttons (never a title squeezed or a status cut)."""
    from tabletop.ui import theme
    from tests.ui import screenprobe, textprobe

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    _n, game, seed, after, seats = next(s for s in textprobe.SCENES if s[0] == "rpgget-three")
    session = textprobe._session(game, seed, after, seats)
    a = screenprobe.make_app((1280, 720), 200)
    shot = screenprobe.Shot()
    try:
        with screenprobe.recording(shot):
            a.screen = pygame.Surface((1280, 720))
            table = TableScene(a, session, viewer=0, frozen=True)
            a.push(table)
            table.draw(a.screen)
        assert table.log_folded and any(b.label == "Log" for b in table.top_buttons)
        room = table.top_bar.status_room  # left of the bar's buttons
        words = [p for p in shot.placed if table.bar_rect.contains(p.rect)]
        words = [p for p in words if p.rect.right <= room.right]
        # the short title, or none where the buttons' padding at 200 % leaves the whole status
        # no room beside it; never the long one squeezed
        assert [p.text for p in words if p.text.startswith("RPG Get!")] in (["RPG Get!"], [])
        status = [p.text for p in words if "turn" in p.text]
        assert status and status[0].endswith(")"), status  # whole, on the bar
        assert not shot.overlaps() and not shot.shortened() and not shot.clipped()
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize("after", [0, 14])
def test_the_arenas_line_of_what_to_do_stays_inside_a_small_window_at_200_percent(
    tmp_path, monkeypatch, after
) -> None:
    """Two seats at 200 % on 1024x600: the empty arena's line and an attempt's line of what
    to do ("Enemy: drag Enemies or Roadblocks into the arena ...") ran off both sides of the
    arena; they take their short form or wrap, inside the arena and clear of its header (the
    log folded behind the top bar's Log button: the arena is the window's width)."""
    from tabletop.ui import theme
    from tests.ui import screenprobe, textprobe

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app((1024, 600), 200)
    session = textprobe._session("rpgget", 7, after, "human,bot")
    table, _shot = screenprobe.frozen_table(app, session, (1024, 600))
    arena = table.gv.areas["arena"].copy()
    assert arena.right <= table.play_rect.right and (table.log_folded or arena.right <= 1024 - 300)
    pygame.quit()
    shot = screenprobe.shoot_table(("two", "rpgget", 7, after, "human,bot"), (1024, 600), 200)
    theme.set_ui(100, False)
    lines = [p for p in shot.placed if p.text.startswith(("Enemy:", "Mission arena"))]
    assert lines, "the arena says what to do"
    for p in lines:
        assert arena.left <= p.rect.left and p.rect.right <= arena.right, (p.text, p.rect, arena)
    assert not shot.clipped() and not shot.overlaps() and not shot.shortened()
    assert not [s for s in shot.spills if s[0].startswith(("Enemy:", "Mission arena"))]
