"""Mighty Beanz on the layout contract (Table v3): the table is declared as data
(``layout.place``) and the moves by gesture (``gestures``); real pointer events under the dummy
driver land the same moves as before: an attack boost dropped on a slot, any copy of a Freebie
Beanie, an attacker dropped on the Bean card it attacks; a Bean card that cannot be turned
Headz-up says why; the opponent's discard pile is browsed where it is drawn."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.engine.game import new_game
from tabletop.games.beanz.gestures import BeanzGestures, areas, nominal
from tabletop.games.beanz.rules.seatview import BeanzView
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.parts.layout import CardItem, LabelItem, PileItem, Slot
from tabletop.ui.table import TableScene


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


def table_at(app: App, position: dict[str, Any]) -> TableScene:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    session = Session("beanz", 0, seats, {"shots": "model"})
    session.game.set_position(position)
    table = TableScene(app, session)
    app.push(table)
    table.next_bot_at = float("inf")  # the test moves the bot itself
    app.step([])
    pygame.event.clear()
    return table


def hand_id(table: TableScene, name: str, nth: int = 0) -> int:
    g = table.game
    return [c for c in g.hand[0] if g.names[c] == name][nth]


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    for e in (
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
    ):
        pygame.event.post(e)
    app.step(pygame.event.get())


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(pygame.event.get())


def card_rect(table: TableScene, key: tuple[Any, ...]) -> pygame.Rect:
    lay = table.gv.layout_for(table.view, 0)
    assert lay is not None
    item = lay.find(key)
    assert item is not None, key
    return item.rect


def test_the_table_is_declared_as_data(app: App) -> None:
    table = table_at(
        app,
        {
            "active": 0,
            "points": 5,
            "mat": [{"slot": 1, "bean": "Lion Bean"}, {"slot": 10, "bean": "Clown Bean"}],
            "hands": {"0": ["Koala Bean", "+50 Attack Boost!"]},
        },
    )
    lay = table.gv.layout_for(table.view, 0)
    assert lay is not None
    rings = [it for it in lay.items if isinstance(it, Slot) and it.key[0] == "ring"]
    assert sorted(it.key[1] for it in rings) == list(range(18))
    # a drop is tried on a slot first, then its Galaxy, then the mat under them
    order = [it.key for it in lay.slots()]
    assert order.index(("ring", 0)) < order.index(("galaxy", 0)) < order.index(("mat",))
    lion = lay.find(("slot", 1))
    assert isinstance(lion, CardItem) and lion.draggable and lion.card is not None
    assert not isinstance(lay.find(("slot", 10)), CardItem) or not lay.find(("slot", 10)).draggable
    hand = [it for it in lay.draggables() if it.key[0] == "hand"]
    assert {it.key[1] for it in hand} == set(table.game.hand[0])
    # a Bean card on the mat reads large with why its numbers are what they are
    assert "On the mat" in (lay.readable_at(lion.rect.center) or {}).get("text", "")
    labels = [b.label for b in table.buttons]
    assert {"Draw (1 AP)", "End turn"} <= set(labels)


def test_an_attack_boost_dropped_on_a_slot_is_played(app: App) -> None:
    table = table_at(
        app,
        {
            "active": 0,
            "points": 5,
            "mat": [{"slot": 1, "bean": "Lion Bean"}, {"slot": 10, "bean": "Clown Bean"}],
            "hands": {"0": ["+50 Attack Boost!"]},
        },
    )
    boost = hand_id(table, "+50 Attack Boost!")
    start = card_rect(table, ("hand", boost)).center
    drag(app, start, table.gv.slot_rect(table.view, 4).center)
    assert table.session.log[-1] == f"0:play {boost}"


def test_any_copy_of_a_freebie_beanie_dragged_brings_the_bean(app: App) -> None:
    table = table_at(
        app,
        {
            "active": 0,
            "points": 5,
            "hands": {"0": ["Freebie Beanie", "Freebie Beanie", "Clown Bean"]},
        },
    )
    listed, second = hand_id(table, "Freebie Beanie"), hand_id(table, "Freebie Beanie", 1)
    clown = hand_id(table, "Clown Bean")
    start = card_rect(table, ("hand", second)).center
    drag(app, start, table.gv.slot_rect(table.view, 2).center)
    assert table.session.log[-1] == f"0:play {listed} {clown} 2"


def test_an_attacker_dropped_on_the_bean_it_attacks_attacks_its_galaxy(app: App) -> None:
    table = table_at(
        app,
        {
            "active": 0,
            "points": 5,
            "mat": [{"slot": 1, "bean": "Lion Bean"}, {"slot": 16, "bean": "Clown Bean"}],
        },
    )
    g = table.game
    attack = next(a for a in g.legal_actions(0) if a.verb == "attack")
    r = int(attack.args[0])
    defender = next(t for t in range(9, 18) if g.bean[t] is not None)
    drag(app, card_rect(table, ("slot", r)).center, table.gv.slot_rect(table.view, defender).center)
    assert table.session.log[-1] == str(attack)


def test_a_bean_that_cannot_turn_headz_up_says_why(app: App) -> None:
    table = table_at(
        app,
        {
            "active": 0,
            "points": 0,
            "mat": [{"slot": 1, "bean": "Lion Bean", "position": "sidewayz"}],
        },
    )
    h = table.game.state_hash()
    click(app, card_rect(table, ("slot", 1)).center)
    assert table.game.state_hash() == h
    assert table.toasts.items and "Headz-up costs" in table.toasts.items[-1].text


def test_the_opponents_discard_pile_is_browsed_where_it_is_drawn(app: App) -> None:
    """Its click area lay 14 px (at 1080p) above the pile as drawn."""
    table = table_at(app, {"active": 0, "discards": {"1": ["Knockdown!", "Bean Burst!"]}})
    gv = table.gv
    _deck, disc = gv.pile_rects(table.view, 1)  # the pile's place under the name
    drawn = gv.drawn_piles(table.view, 1)[1]
    assert drawn.bottom > disc.bottom
    lay = gv.layout_for(table.view, 0)
    assert lay is not None
    pile = lay.find(("pile", "discard", 1))
    assert isinstance(pile, PileItem) and pile.rect == drawn and pile.count == 2
    click(app, (drawn.centerx, drawn.bottom - 2))  # its lowest pixels, drawn but not hit before
    assert gv.piles.is_open


def test_the_setup_choices_are_clicked_on_the_panel(app: App) -> None:
    seats = [SeatConfig("bot", "Bob", "normal"), SeatConfig("human", "Ann")]
    session = Session("beanz", 3, seats, {})  # Ann (seat 1) cuts Bob's deck first
    table = TableScene(app, session)
    app.push(table)
    table.next_bot_at = float("inf")
    app.step([])
    pygame.event.clear()
    seat = table.acting_seat()
    assert (
        seat is not None and session.game.flow.at == "cut" and seat in session.game.active_seats()
    )
    lay = table.gv.layout_for(table.view, seat)
    assert lay is not None
    choice = lay.find(("choice", "cut", 3))
    assert isinstance(choice, LabelItem) and choice.text == "3/10"
    click(app, choice.rect.center)
    assert session.log[-1] == f"{seat}:cut 3"


def view_of(**over: Any) -> BeanzView:
    base: dict[str, Any] = {"seat": 0, "stack": [], "blitz": None, "zones": {}}
    base.update(over)
    return base  # type: ignore[return-value]


def test_drops_nest_slot_galaxy_mat_stack() -> None:
    v = view_of()
    assert areas(("ring", 12), v) == [("ring", 12), ("galaxy", 1), ("mat",)]
    assert areas(("ring", 4), v) == [("ring", 4), ("mat",)]  # your own slot: no Galaxy
    v = view_of(stack=[{"uid": 1}])
    assert areas(("galaxy", 1), v) == [("galaxy", 1), ("mat",), ("stack",)]
    assert areas(("stack",), v) == [("stack",)]


def test_a_refused_drag_means_what_it_did_before() -> None:
    g = new_game("beanz", 0, 2, {"shots": "model"})
    g.set_position({"active": 0, "hands": {"0": ["Knockdown!", "Freebie Beanie", "Clown Bean"]}})
    v = g.view(0)
    kd, fb, clown = g.hand[0]
    assert str(nominal(0, ("hand", kd), ("ring", 12), v)) == f"0:play {kd} 12"
    assert str(nominal(0, ("hand", kd), ("galaxy", 1), v)) == f"0:play {kd}"
    assert str(nominal(0, ("hand", fb), ("ring", 2), v)) == f"0:play {fb} {clown} 2"
    assert str(nominal(0, ("slot", 4), ("galaxy", 0), v)) == "0:attack 4 -1"
    assert str(nominal(0, ("slot", 4), ("galaxy", 1), v)) == "0:attack 4"
    assert str(nominal(0, ("slot", 4), ("ring", 6), v)) == "0:spin 4 -1 6"
    assert nominal(0, ("slot", 4), ("ring", 4), v) is None
    assert nominal(0, ("slot", 4), ("mat",), v) is None
    assert BeanzGestures([], v).drops(("hand", kd), ("mat",)) == []


def test_a_click_on_a_draw_power_bean_uses_its_power(app: App) -> None:
    """Its spin power is a click; a press on a Bean card that may be picked up starts a drag,
    so the click said how to attack and the power could not be used with the mouse."""
    table = table_at(app, {"active": 0, "points": 5, "mat": [{"slot": 1, "bean": "Juggler Bean"}]})
    assert "0:spin 1" in [str(a) for a in table.legal(0)]
    lay = table.gv.layout_for(table.view, 0)
    assert lay is not None
    juggler = lay.find(("slot", 1))
    assert isinstance(juggler, CardItem) and not juggler.draggable
    click(app, juggler.rect.center)
    assert table.session.log[-1] == "0:spin 1"


def test_an_attacker_is_still_picked_up_and_a_click_says_how_to_attack(app: App) -> None:
    table = table_at(
        app,
        {
            "active": 0,
            "points": 5,
            "mat": [{"slot": 1, "bean": "Lion Bean"}, {"slot": 16, "bean": "Clown Bean"}],
        },
    )
    n = len(table.session.log)
    click(app, card_rect(table, ("slot", 1)).center)
    assert len(table.session.log) == n
    assert table.toasts.items[-1].text.startswith("Drag your Bean onto an enemy Bean")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1126, 633)])
def test_the_flick_banner_leaves_every_galaxys_loot_in_sight(tmp_path, monkeypatch, size) -> None:
    """A real-window game: "Flick for the Loot in Galaxy 3!" lay over the middle Galaxy's loot
    (the band between the rows). It lies under the near row now, clear of the mat's rows and
    bands, above the hand."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App(size, headless=True)
    try:
        seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
        table = TableScene(app, Session("beanz", 0, seats), viewer=0, frozen=True)
        app.push(table)
        gv, view = table.gv, table.game.view(0)
        banner = gv.shot_button_rect()
        mat = [gv.band_rect(view, g) for g in range(3)]
        mat += [gv.slot_rect(view, r) for r in range(18)]
        assert banner.collidelist(mat) == -1, (banner, mat[banner.collidelist(mat)])
        assert banner.bottom <= gv.hand_y and table.play_rect.contains(banner)
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_cosmos_card_under_a_bean_shows_its_whole_name(tmp_path, monkeypatch, size) -> None:
    """A Cosmos card under a Bean showed only the first line of a two-line name ("Dense
    Asteroid", "Harvest"): the strip left in sight says the whole name."""
    import random

    from tabletop.ai.base import RandomBot
    from tabletop.ui.components import card as card_component
    from tests.ui.textspy import record_texts

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    s = Session("beanz", 0, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "normal")])
    bot, rng = RandomBot(), random.Random(0)

    def covered() -> list[tuple[str, int]]:
        mat = s.game.view(0)["mat"]
        return [(sl["cosmos"]["name"], sl["slot"]) for sl in mat if sl["cosmos"] and sl["bean"]]

    while len(covered()) < 2 and not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    assert covered(), "a Bean played on a Cosmos card"
    app = App(size, headless=True)
    try:
        table = TableScene(app, s, viewer=0, frozen=True)
        app.push(table)
        said = record_texts(monkeypatch)
        table.draw(pygame.Surface(size))
        gv, view = table.gv, table.game.view(0)
        for name, slot in covered():
            face = card_component.LAYOUTS.get(("beanz", name, gv.card))
            assert face is not None
            if face["title"].bottom <= gv.peek:
                continue  # its own title is in sight
            strip = gv.slot_rect(view, slot)
            strip.height = gv.peek
            lines = [w for w in said if strip.collidepoint(w.at)]
            there = " ".join(w.text for w in lines)
            assert there == name and all(w.px >= theme.MIN_TEXT for w in lines), (name, there)
    finally:
        pygame.quit()
