"""The layout contract (tabletop.ui.parts.layout, tabletop.ui.parts.gestures): hit-testing in z order, the
gesture index built from the legal list, and the nominal moves asked about for refused drops,
checked on its own and on Espionage over random games at both window sizes."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.parts.gestures import Click, Drag, Gestures, Pick
from tabletop.ui.parts.hits import Hits
from tabletop.ui.parts.layout import ButtonItem, CardItem, Layout, PileItem, Slot
from tabletop.ui.table import TableScene


def _r(x: int, y: int, w: int = 100, h: int = 140) -> pygame.Rect:
    return pygame.Rect(x, y, w, h)


def test_at_lists_the_items_under_a_point_top_first() -> None:
    lay = Layout(
        [
            Slot(("table",), _r(0, 0, 500, 500), z=0, label="table"),
            CardItem(("hand", 1), _r(50, 50), z=4, card={"id": 1, "name": "A"}),
            CardItem(("hand", 2), _r(100, 50), z=4, card={"id": 2, "name": "B"}),
            PileItem(("pile", "draw"), _r(120, 60), z=1, count=5),
        ]
    )
    keys = [it.key for it in lay.at((120, 100))]
    # same z: the later (drawn over) first; then the pile (z 1); the table slot last
    assert keys == [("hand", 2), ("hand", 1), ("pile", "draw"), ("table",)]
    assert [it.key for it in lay.at((60, 60))] == [("hand", 1), ("table",)]
    assert lay.at((900, 900)) == []
    assert lay.find(("hand", 1)) is lay.items[1] and lay.find(("hand", 9)) is None


def test_a_hidden_card_is_not_read_large_and_what_lies_under_it_is() -> None:
    top = {"id": 7, "name": "Top"}
    lay = Layout(
        [
            PileItem(("pile", "discard"), _r(0, 0), z=1, top=top, count=3),
            CardItem(("hand/1", 3), _r(10, 10), z=2, card=None),  # a face-down card
        ]
    )
    assert lay.readable_at((20, 20)) == top
    stacked = CardItem(("stack", 1), _r(0, 0), z=3, card={"name": "Police"}, shows={"text": "x"})
    lay.add(stacked)
    assert lay.readable_at((20, 20)) == {"text": "x"}  # what the zoom shows of a stack entry


def test_keys_are_unique_and_the_drag_sources_are_the_draggable_cards() -> None:
    card = {"id": 1, "name": "A"}
    lay = Layout([CardItem(("hand", 1), _r(0, 0), card=card, draggable=True)])
    lay.add(CardItem(("seen", 2), _r(0, 0), card={"id": 2}))
    lay.add(ButtonItem(("button", "end"), _r(0, 0, 0, 0), label="End turn"))
    with pytest.raises(ValueError):
        lay.add(Slot(("hand", 1), _r(0, 0)))
    assert [c.key for c in lay.draggables()] == [("hand", 1)]
    assert lay.source_of(card) is lay.items[0] and lay.source_of({"id": 2}) is None
    assert [b.label for b in lay.buttons()] == ["End turn"]


def test_a_drop_matches_the_moves_whose_gesture_it_is() -> None:
    aim = {
        Action(0, "play", (1, 2)): Drag(("hand", 1), ("seat", 2), also=("table",)),
        Action(0, "play", (1, 3)): Drag(("hand", 1), ("seat", 3), also=("table",)),
        Action(0, "react", (5, 10)): Drag(("hand", 5), ("item", 10), ("table",), True),
        Action(0, "react", (6, 10)): Drag(("hand", 6), ("item", 10), ("table",), True),
        Action(0, "react", (6, 11)): Drag(("hand", 6), ("item", 11), ("table",), True),
        Action(0, "end"): Click(("button", "end")),
        Action(0, "choose", (4,)): Pick((4,)),
    }
    g = Gestures(aim, lambda a, _v: aim[a], {})
    assert g.drops(("hand", 1), ("seat", 2)) == [Action(0, "play", (1, 2))]
    # a Mission aimed at players, dropped on the table: every aim, for the player to pick
    assert g.drops(("hand", 1), ("table",)) == [
        Action(0, "play", (1, 2)),
        Action(0, "play", (1, 3)),
    ]
    # a Reaction on the stack's area: only when it answers one card
    assert g.drops(("hand", 5), ("table",)) == [Action(0, "react", (5, 10))]
    assert g.drops(("hand", 6), ("table",)) == []
    assert g.drops(("hand", 6), ("item", 11)) == [Action(0, "react", (6, 11))]
    assert g.drops(("hand", 1), ("item", 10)) == []
    assert g.targets(("hand", 6)) == [("item", 10), ("item", 11)]
    assert g.clicks(("button", "end")) == [Action(0, "end")] and g.clicked_keys() == [
        ("button", "end")
    ]


class _Tiny:
    """A table for a bare view: no buttons, no clock."""

    def legal(self, seat: int | None) -> list[Action]:
        return []


def _tiny_view(items: list, gestures: dict) -> object:
    from tabletop.ui.parts.gameview import GameView

    class Tiny(GameView):
        def placed(self, view, seat):  # type: ignore[no-untyped-def]
            self.hand_places([1, 2], [_r(0, 500), _r(110, 500)])  # a hand row, as games do
            return Layout(items)

        def gesture(self, action, view):  # type: ignore[no-untyped-def]
            return gestures.get(action)

        def nominal_click(self, seat, key, view):  # type: ignore[no-untyped-def]
            return Action(seat, "use", (key[1],)) if key[0] == "table" else None

    return Tiny(_Tiny())  # type: ignore[arg-type]


def test_clicks_are_declared_taken_top_first_and_the_buttons_leave_the_hand_still() -> None:
    """The per-view overrides are declared data now: a drag a click offers too
    (``Drag.click``), a click that asks first (``Click.confirm``), the move a click on a card
    without one means (``nominal_click``), the top card first; the buttons are read without
    laying the hand out anew."""
    under = CardItem(("hand", 1), _r(0, 0), 1, {"id": 1, "name": "Under"})
    over = CardItem(("hand", 2), _r(50, 0), 2, {"id": 2, "name": "Over"})
    mine = CardItem(("table", 7), _r(300, 0), 0, {"id": 7, "name": "Used"})
    end = ButtonItem(("button", "end"), _r(0, 0, 0, 0), 9, "End", "Enter", True)
    play1, play2 = Action(0, "play", (1,)), Action(0, "play", (2,))
    use2, end_a = Action(0, "use", (2,)), Action(0, "end")
    aim = {
        play1: Drag(("hand", 1), ("table",), click=True),
        play2: Drag(("hand", 2), ("table",)),
        use2: Click(("hand", 2), confirm=True),
        end_a: Click(("button", "end")),
    }
    gv = _tiny_view([under, over, mine, end], aim)
    legal = list(aim)
    clicks = Hits(gv).clickables({}, 0, legal)  # type: ignore[attr-defined]
    assert [c.label for c in clicks] == ["Over", "Under", ""]
    assert clicks[0].action == use2 and clicks[0].choices == [use2] and clicks[0].confirm
    assert clicks[1].action == play1 and clicks[1].choices is None and not clicks[1].confirm
    assert clicks[2].action == Action(0, "use", (7,))  # refused with the engine's reason
    motion = gv.hand_motion  # type: ignore[attr-defined]
    motion.place([1, 2], [_r(0, 500), _r(110, 500)], 5.0)
    sig = motion._sig
    buttons = Hits(gv).buttons({}, 0, legal)  # type: ignore[attr-defined]
    assert [(b.label, b.action) for b in buttons] == [("End", end_a)]
    assert gv.hand_motion is motion and motion._sig == sig  # type: ignore[attr-defined]


def test_the_teaching_hints_are_read_from_the_card_items() -> None:
    """How a card is played (clicked instead of dragged), where it goes (a refused drop) and
    the move a press on it means (a card without a move now) are the card item's own fields:
    no view overrides the hint hooks."""
    turn = Action(0, "upright", (4,))
    bean = CardItem(("slot", 4), _r(0, 0), 1, {"id": 4, "name": "Bean"}, draggable=True,
                    how="Drag it onto an enemy.", goes="A Bean goes onto the mat.",
                    expects=turn)  # fmt: skip
    other = CardItem(("slot", 5), _r(200, 0), 1, {"id": 5, "name": "Other"}, draggable=True)
    gv = _tiny_view([bean, other], {})
    assert Hits(gv).drag_hint({}, 0, bean.card) == "Drag it onto an enemy."  # type: ignore[attr-defined]
    assert Hits(gv).drag_hint({}, 0, other.card) == ""  # type: ignore[attr-defined]
    drop = Hits(gv).drop_hint({}, 0, bean.card, ("mat",))  # type: ignore[attr-defined]
    assert drop == "A Bean goes onto the mat."
    assert Hits(gv).still_card_hint({}, 0, (10, 10)) == turn  # type: ignore[attr-defined]
    assert Hits(gv).still_card_hint({}, 0, (210, 10)) is None  # type: ignore[attr-defined]


# ---------------------------------------------------------------------- Espionage on it
@pytest.fixture(params=[(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def table(request, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App(request.param, headless=True)
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob"), SeatConfig("bot", "Cy")]
    t = TableScene(app, Session("espionage", 1, seats), viewer=0, frozen=True)
    app.push(t)
    yield t
    pygame.quit()


def _check_gestures(t: TableScene, view: dict, seat: int, legal: list[Action]) -> int:
    """Every legal move has its gesture on screen, and that gesture gives the move back."""
    gv = t.gv
    screen = pygame.Rect((0, 0), gv.size)
    lay = gv.placed(view, seat)
    index = gv.gestures(view, legal)
    buttons = Hits(gv).buttons(view, seat, legal)
    options = {o["value"] for o in (view.get("prompt") or {}).get("options") or []}
    for a in legal:
        g = gv.gesture(a, view)
        assert g is not None and index.of[a] == g, a
        if isinstance(g, Drag):
            src, dst = lay.find(g.source), lay.find(g.target)
            assert isinstance(src, CardItem) and src.draggable, a
            assert isinstance(dst, Slot) and screen.contains(src.rect), a
            assert screen.colliderect(dst.rect), a
            matches, _nominal = Hits(gv).candidates(seat, src.card, g.target, view, legal)
            assert a in matches, a
        elif isinstance(g, Click):
            assert isinstance(lay.find(g.key), ButtonItem), a
            assert a in [b.action for b in buttons], a
        else:
            assert isinstance(g, Pick) and set(g.values) <= options, a
    return len(legal)


def test_every_legal_espionage_move_has_one_gesture_on_screen(table: TableScene) -> None:
    checked = 0
    for seed in range(4):
        seats = [SeatConfig("bot", f"B{i}", "random") for i in range(3)]
        session = Session("espionage", seed, seats)
        rng = random.Random(seed)
        for _ in range(150):
            g = session.game
            if g.is_terminal():
                break
            seat = g.active_seats()[0]
            legal = g.legal_actions(seat)
            checked += _check_gestures(table, g.view(seat), seat, legal)
            session.apply(rng.choice(legal))
    assert checked > 500


def test_a_refused_drop_asks_the_engine_about_its_nominal_move(table: TableScene) -> None:
    """A Mission on an opponent out of turn, a Reaction on a player: no match; the nominal
    move is the one the engine explains."""
    gv, game = table.gv, table.game
    seat = next(s for s in range(3) if s not in game.active_seats())
    view = game.view(seat)
    card = view["hand"][0]
    other = next(s for s in range(3) if s != seat)
    matches, nominal = Hits(gv).candidates(
        seat, card, ("seat", other), view, game.legal_actions(seat)
    )
    assert matches == [] and nominal == Action(seat, "play", (card["id"], other))
    assert game.illegal_reason_or_none(nominal)
    matches, nominal = Hits(gv).candidates(seat, card, ("table",), view, [])
    assert matches == [] and nominal == Action(seat, "play", (card["id"],))
    matches, nominal = Hits(gv).candidates(seat, card, ("item", 4), view, [])
    assert nominal == Action(seat, "react", (card["id"], 4))
    assert Hits(gv).candidates(seat, {"id": -1}, ("table",), view, []) == ([], None)
