"""Keyboard play at the table (``ui/layers/focus.py``, ``ui/keys.py``) over the real layouts of
every registered game: the focus order (your hand, the table, the buttons), the pick up / move
among legal targets / drop / put back state machine, Enter on a button, the number keys, Space
in a window, the large card, remapped keys, and hidden cards never named."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from tabletop.ai.base import make_bot
from tabletop.engine.game import game_names
from tabletop.engine.registry import info
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.keys import SETTINGS_KEY, TableKeys, load_table_keys
from tabletop.ui.parts.gestures import Drag
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock

GAMES = [g for g in game_names() if info(g).view]


@pytest.fixture(autouse=True)
def _manual_clock(clock: ManualClock) -> ManualClock:
    return clock


def key(app: App, k: int, mod: int = 0) -> None:
    """One key press through the app, as pygame gives it."""
    ev = pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    app.step([ev, pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)])


def play_until(
    app: App, game: str, want: Callable[[TableScene], bool], seed: int = 3
) -> TableScene:
    """Seat 0 (human) and a normal bot, played by bots until ``want(table)`` holds for the
    table laid out on that state."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    session = Session(game, seed, seats, info(game).unattended)
    me, rng = make_bot(game, "normal"), random.Random(seed)
    for _ in range(600):
        g = session.game
        assert not g.is_terminal(), f"{game}: no such position before the end"
        if 0 in g.active_seats():
            table = TableScene(app, session)
            app.push(table)
            app.step([])
            if want(table):
                pygame.event.clear()
                return table
            app.pop()
            session.apply(me.choose(g.view(0), g.legal_actions(0), rng))
        else:
            seat = g.active_seats()[0]
            session.apply(session.bot_choice(seat))
    raise AssertionError(f"{game}: no such position")


def drags_now(table: TableScene) -> bool:
    g = table.gv.gestures(table.view, table.legal(0))
    return any(isinstance(x, Drag) for x in g.of.values()) and table.acting_seat() == 0


def stops_now(table: TableScene) -> bool:
    """The seat may move and has more than the top bar's buttons to go to (a Codenames
    Director typing a clue holds Tab to see the key)."""
    return table.acting_seat() == 0 and any(s.kind != "bar" for s in table.focus.stops())


@pytest.mark.parametrize("game", GAMES)
def test_focus_order_is_hand_then_table_then_buttons(app: App, game: str) -> None:
    table = play_until(app, game, stops_now)
    assert not table.focus.active
    key(app, pygame.K_TAB)  # the first Tab shows the ring where the focus is
    assert table.focus.active
    stops = table.focus.stops()
    kinds = [s.kind for s in stops]
    group = {"hand": 0, "button": 2, "bar": 2}  # the move buttons, then the top bar's
    ranks = [group.get(k, 1) for k in kinds]
    mine = [s for s in stops if s.kind == "hand"]
    assert ranks[: len([s for s in mine if s.where == "in your hand"])] == [0] * len(
        [s for s in mine if s.where == "in your hand"]
    )
    assert [r for r in ranks if r == 2] == ranks[len(ranks) - ranks.count(2) :]
    # the turn starts on a card that can be played (else the main button): Home goes first
    assert table.focus.current().kind not in ("pile", "bar", "card")
    key(app, pygame.K_HOME)
    assert table.focus.current().key == stops[0].key
    # Tab walks them all in order and comes round; Shift+Tab goes back
    for i in range(1, len(stops) + 1):
        key(app, pygame.K_TAB)
        assert table.focus.current().key == stops[i % len(stops)].key
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert table.focus.current().key == stops[-1].key
    key(app, pygame.K_HOME)
    assert table.focus.index == 0
    # every stop lies in the window and is named; the status line names the focused one
    screen = pygame.Rect((0, 0), table.size)
    for s in stops:
        assert screen.colliderect(s.rect) and s.name
    assert table.focus.status_text().startswith(stops[0].name)
    # a hand card that can be played says which key picks it up (a new player at 200 %
    # read only "pick it up and drop it on table")
    for i, s in enumerate(stops):
        if s.where == "in your hand":
            table.focus.focus(stops, i)
            said = table.focus.status_text()
            assert "drop it on" not in said or "Enter picks it up" in said, said


@pytest.mark.parametrize("game", [g for g in GAMES if g != "codenames"])
def test_pick_up_move_among_legal_targets_and_drop(app: App, game: str) -> None:
    table = play_until(app, game, drags_now)
    g = table.gv.gestures(table.view, table.legal(0))
    stops = table.focus.stops()
    card = next(s for s in stops if s.kind == "hand" and g.targets(s.key))
    key(app, pygame.K_TAB)
    table.focus.focus(stops, stops.index(card))
    key(app, pygame.K_RETURN)
    assert table.focus.holding()
    good = {tg.key for tg, _ in table.drag["good"]}
    assert good and {s.item.key for s in table.focus.stops()} == good
    # the arrows and Tab move the card among its legal targets only, the card over each
    for k in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
        key(app, k)
        here = table.focus.current()
        assert here.kind == "target" and here.item.key in good
        # it hangs from the target's centre (or, where the target's words lie there, in its
        # lower corner: Espionage's "Drop Missions here"), inside the table: the status line
        # above and the target's top-left quarter (a seat's name, a card's title) stay in sight
        held = table.drags.rect()
        assert table.play_rect.contains(held) and held.colliderect(here.rect)
        quarter = pygame.Rect(here.rect.topleft, (here.rect.w // 2, here.rect.h // 2))
        assert not held.colliderect(quarter), (game, here.name)
    # Esc puts it back: nothing played, the focus back on the card
    before = list(table.session.log)
    key(app, pygame.K_ESCAPE)
    assert table.drag is None and table.session.log == before
    assert table.focus.current().key == card.key
    assert app.scene is table  # Esc put the card back; it did not open the menu
    # picked up again and dropped: the mouse drop's path makes the target's move
    key(app, pygame.K_RETURN)
    here = table.focus.current()
    moves = next(m for tg, m in table.drag["good"] if tg.key == here.item.key)
    key(app, pygame.K_RETURN)
    if len(moves) > 1:  # several moves there: the chooser, answered by a number key
        assert table.chooser
        key(app, pygame.K_1)
    assert table.session.log[len(before)] in {str(m) for m in moves}


def test_esc_without_a_held_card_opens_the_menu(app: App) -> None:
    from tabletop.ui.scenes.menu import GameMenu

    table = play_until(app, "espionage", drags_now)
    key(app, pygame.K_TAB)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, GameMenu)
    assert table.drag is None


def test_a_card_without_a_place_says_what_it_can_do_and_is_not_held(app: App) -> None:
    table = play_until(app, "espionage", drags_now)
    g = table.gv.gestures(table.view, table.legal(0))
    stops = table.focus.stops()
    idle = [s for s in stops if s.kind == "hand" and not g.targets(s.key) and s.item is None]
    if not idle:
        pytest.skip("every card has a move in this deal")
    key(app, pygame.K_TAB)
    table.focus.focus(stops, stops.index(idle[0]))
    assert "no move now" in table.focus.status_text()
    key(app, pygame.K_RETURN)
    assert table.drag is None and not table.focus.holding()
    assert table.toasts.items  # what a click on it says


def test_enter_on_a_button_makes_its_move(app: App) -> None:
    table = play_until(app, "espionage", lambda t: t.acting_seat() == 0 and bool(t.buttons))
    stops = table.focus.stops()
    button = next(s for s in stops if s.kind == "button")
    action = button.item.on_click.args[0]
    key(app, pygame.K_TAB)
    table.focus.focus(stops, stops.index(button))
    assert table.focus.status_text().startswith(button.name)
    key(app, pygame.K_RETURN)
    assert table.session.log[-1] == str(action)


def test_number_keys_answer_the_open_prompt(app: App) -> None:
    def prompt_open(t: TableScene) -> bool:
        return t.acting_seat() == 0 and bool(t.focus.options())

    table = play_until(app, "codenames", prompt_open)
    n = len(table.session.log)
    first = table.focus.options()[0]
    sel = table.prompts.current(table.gv, table.view, 0, table.legal(0))
    key(app, pygame.K_1)
    assert len(table.session.log) == n + 1
    assert table.session.log[n] == f"0:{sel.verb} {sel.options[0]['value']}"
    assert first


def test_space_passes_an_open_window(app: App) -> None:
    def window(t: TableScene) -> bool:
        return (
            t.acting_seat() == 0
            and t.gv.response_window(t.view)
            and any(a.verb == "pass" for a in t.legal(0))
        )

    table = play_until(app, "espionage", window)
    key(app, pygame.K_SPACE)
    assert table.session.log[-1] == "0:pass"


# Codenames' grid cards are read where they lie (no large view)
@pytest.mark.parametrize("game", [g for g in GAMES if g != "codenames"])
def test_i_reads_the_focused_card_large_and_z_is_only_a_claim_key(app: App, game: str) -> None:
    """I reads the focused card large; Z is seat 3's claim key and nothing else (it once read a
    card large outside a race), and a saved "z" for reading large is not taken back."""
    from tabletop.ui.keys import RESERVED, TableKeys

    table = play_until(app, game, lambda t: any(s.card for s in t.focus.stops()))
    stops = table.focus.stops()
    readable = next(s for s in stops if s.card is not None)
    key(app, pygame.K_TAB)
    table.focus.focus(stops, stops.index(readable))
    key(app, pygame.K_i)
    assert table.zoom.card == readable.card
    key(app, pygame.K_i)
    assert table.zoom.card is None
    key(app, pygame.K_z)
    assert table.zoom.card is None
    key(app, pygame.K_i)
    assert table.zoom.card == readable.card
    key(app, pygame.K_ESCAPE)
    assert table.zoom.card is None and app.scene is table
    claim = {pygame.K_q, pygame.K_p, pygame.K_z, pygame.K_m, pygame.K_v, pygame.K_o}
    assert not claim & {k for keys in TableKeys().bindings.values() for k in keys}
    assert pygame.K_z in RESERVED
    old = TableKeys.from_settings({"zoom": ["z", "i"]})
    assert old.bindings["zoom"] == (pygame.K_i,)


def test_a_mouse_press_hides_the_ring(app: App) -> None:
    table = play_until(app, "espionage", drags_now)
    key(app, pygame.K_TAB)
    assert table.focus.active
    far = (table.play_rect.centerx, table.play_rect.top + 5)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=far, button=1)])
    assert not table.focus.active


def test_nothing_is_focused_behind_the_curtain(app: App) -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Cy")]
    table = TableScene(app, Session("espionage", 3, seats))
    app.push(table)
    app.step([])
    assert table.curtain_for is not None
    assert table.focus.stops() == []
    key(app, pygame.K_TAB)
    assert table.focus.status_text() == ""


def test_stops_name_only_cards_the_seat_may_see(app: App) -> None:
    """Bob's hand is never a stop and never named (Ann sees its backs only)."""
    table = play_until(app, "espionage", drags_now)
    hidden = {c["name"] for c in table.game.view(1)["zones"]["hand/1"]["cards"] or []}
    mine = {c["name"] for c in table.view["zones"]["hand/0"]["cards"] or []}
    key(app, pygame.K_TAB)
    for s in table.focus.stops():
        assert not (s.kind == "hand" and s.name in hidden - mine)
        assert s.card is None or s.card.get("name") not in hidden - mine - {
            c.get("name") for c in table.view["zones"]["discard"]["cards"] or []
        }


def test_remapped_keys_are_saved_and_used_and_clashes_refused(app: App) -> None:
    keys = TableKeys()
    assert "mute" in keys.problem("zoom", pygame.K_m)
    assert "already does" in keys.problem("zoom", pygame.K_TAB)
    assert keys.bind("act", pygame.K_e) == ""
    assert keys.bind("zoom", pygame.K_x) == ""
    app.settings[SETTINGS_KEY] = keys.to_settings()
    assert load_table_keys(app.settings).bindings == keys.bindings
    # a damaged or clashing entry keeps the default
    assert load_table_keys({SETTINGS_KEY: {"zoom": ["m"], "act": 3}}).bindings == (
        TableKeys().bindings
    )
    table = play_until(app, "espionage", drags_now)
    assert table.focus.keys.names("act") == "E"
    g = table.gv.gestures(table.view, table.legal(0))
    stops = table.focus.stops()
    card = next(s for s in stops if s.kind == "hand" and g.targets(s.key))
    key(app, pygame.K_TAB)
    table.focus.focus(stops, stops.index(card))
    key(app, pygame.K_e)
    assert table.focus.holding()
    assert "E drops it" in table.focus.status_text()


def test_the_key_mapping_screen_rebinds_table_keys(app: App) -> None:
    from tabletop.ui.scenes.keymap_scene import KeyMapScene

    scene = KeyMapScene(app)
    app.push(scene)
    app.step([])
    key(app, pygame.K_t)
    assert scene.stage == "table"
    section = scene.table_keys
    section.row = section.names.index("zoom")
    key(app, pygame.K_RETURN)
    assert section.listening
    key(app, pygame.K_m)  # mute: refused with the reason, nothing saved
    assert "mute" in section.message and not section.listening
    assert SETTINGS_KEY not in app.settings
    key(app, pygame.K_RETURN)
    key(app, pygame.K_ESCAPE)  # Esc stops waiting, the screen stays
    assert not section.listening and scene.stage == "table"
    key(app, pygame.K_RETURN)
    key(app, pygame.K_x)
    assert app.settings[SETTINGS_KEY]["zoom"] == ["x"]
    assert load_table_keys(app.settings).command(pygame.K_x) == "zoom"
    key(app, pygame.K_ESCAPE)  # back to the reaction buttons, whose part still works
    assert scene.stage == "count"
    key(app, pygame.K_2)
    assert scene.stage == "map"


def test_a_table_follows_keys_rebound_while_it_is_open(app: App) -> None:
    table = play_until(app, "espionage", drags_now)
    assert table.focus.keys.command(pygame.K_x) is None
    keys = TableKeys()
    keys.bind("zoom", pygame.K_x)
    app.settings[SETTINGS_KEY] = keys.to_settings()
    assert table.focus.keys.command(pygame.K_x) == "zoom"
    key(app, pygame.K_TAB)
    if table.focus.current().kind != "hand":  # a turn's start: on End turn; Tab to a card
        key(app, pygame.K_HOME)
    assert table.focus.current().card is not None
    key(app, pygame.K_x)
    assert table.zoom.card is not None


def test_a_public_window_shows_no_hand_to_focus_and_z_claims_first(app: App) -> None:
    """Cy's public Sniper window (three humans): no hand is drawn, so none is a stop or named;
    Z is Cy's claim key as well as a "read large" key: the claim comes first."""
    from tabletop.engine.actions import parse_action
    from tests.ui.test_hotseat import SEVEN

    seats = [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")]
    session = Session("espionage", 7, seats)
    for m in SEVEN:
        session.apply(parse_action(m))
    table = TableScene(app, session)
    app.push(table)
    table.lift_curtain()
    assert table.submit(parse_action("2:play 4 1"))
    app.step([])
    assert table.viewer is None and table.view["hand"] is None
    key(app, pygame.K_TAB)
    stops = table.focus.stops()
    assert not any(s.kind == "hand" for s in stops)
    hands = [c["name"] for s in range(3) for c in session.game.view(s)["hand"] or []]
    said = " ".join(s.name for s in stops) + table.focus.status_text()
    assert not any(s.card is not None and s.kind == "hand" for s in stops)
    assert all(name not in said for name in set(hands) - {"Sniper"})
    key(app, pygame.K_z)  # Cy's claim key: his curtain, not a large card
    assert table.claimant == 2 and table.curtain_for == 2 and table.zoom.card is None


def test_an_open_chooser_takes_the_focus_and_its_numbers(app: App) -> None:
    table = play_until(app, "espionage", lambda t: t.acting_seat() == 0 and len(t.legal(0)) > 2)
    moves = table.legal(0)[:3]
    table.choosers.open(moves, table.play_rect.center)
    key(app, pygame.K_TAB)
    stops = table.focus.stops()
    assert [s.kind for s in stops] == ["chooser"] * 3
    key(app, pygame.K_DOWN)
    assert table.focus.current().key == ("chooser", 1)
    key(app, pygame.K_ESCAPE)  # closes the chooser, no move, no menu
    assert not table.chooser and app.scene is table
    table.choosers.open(moves, table.play_rect.center)
    key(app, pygame.K_3)
    assert table.session.log[-1] == str(moves[2])


def test_return_chooses_a_choosers_entry_and_esc_dismisses_it(app: App) -> None:
    """A chooser of moves (RPG Get!'s "Join the active party Enrique" popup): Return chooses
    its first entry, or the focused one; Esc dismisses it with no move (a new player saw Return
    close the popup without choosing)."""
    table = play_until(app, "espionage", lambda t: t.acting_seat() == 0 and len(t.legal(0)) > 2)
    moves = table.legal(0)[:3]
    table.choosers.open(moves, table.play_rect.center)
    n = len(table.session.log)
    key(app, pygame.K_ESCAPE)  # no ring shown: Esc still only dismisses it
    assert not table.chooser and app.scene is table and len(table.session.log) == n
    table.choosers.open(moves, table.play_rect.center)
    key(app, pygame.K_RETURN)  # no focus key pressed yet: the first entry
    assert not table.chooser and table.session.log[-1] == str(moves[0])
    app.pop()
    table = play_until(app, "espionage", lambda t: t.acting_seat() == 0 and len(t.legal(0)) > 2)
    moves = table.legal(0)[:3]
    table.choosers.open(moves, table.play_rect.center)
    key(app, pygame.K_TAB)
    assert table.focus.current().key == ("chooser", 0)  # the focus starts on its first entry
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # the focused entry
    assert not table.chooser and table.session.log[-1] == str(moves[1])
