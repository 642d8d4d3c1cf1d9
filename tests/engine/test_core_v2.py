"""The core v2 pieces: flow, prompts, zones, effects, the seat view and the registry."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.engine import flow as fl
from tabletop.engine.actions import Action
from tabletop.engine.effects import Effects, Param
from tabletop.engine.errors import CardDataError, IllegalAction, TabletopError
from tabletop.engine.events import COMMON, valid_kind
from tabletop.engine.prompt import Choice, Prompt
from tabletop.engine.registry import info, playable_names, registry
from tabletop.engine.view import HEADER_KEYS
from tabletop.engine.zones import HIDDEN, OWNER, PUBLIC, SEATS, Zones
from tests.engine.toygame import ToyGame


def play_random(g: ToyGame, rng: random.Random, steps: int = 200) -> None:
    for _ in range(steps):
        if g.is_terminal():
            return
        seat = g.active_seats()[0]
        legal = g.legal_actions(seat)
        g.apply(legal[rng.randrange(len(legal))])


def test_flow_refuses_a_verb_outside_its_phase_with_what_is_possible() -> None:
    g = ToyGame(1, 2)
    with pytest.raises(IllegalAction) as e:
        g.apply("0:play 3")
    assert str(e.value) == (
        "Cards are played during your main phase; now it is the draw: draw a card."
    )
    with pytest.raises(IllegalAction, match="not Player 2's move"):
        g.apply("1:draw")
    g.apply("0:draw")
    with pytest.raises(IllegalAction, match="Drawing is done during the draw; now it is your main"):
        g.apply("0:draw")
    with pytest.raises(IllegalAction, match="Play a card from your own hand"):
        g.apply("0:play 99")


def test_prompts_route_answers_and_stay_private() -> None:
    g = ToyGame(3, 3)
    g.apply("0:draw")
    steal = (
        next(c for c in g.hands[0] if "4" in g.describe_card(c)["name"])
        if any("4" in g.describe_card(c)["name"] for c in g.hands[0])
        else None
    )
    if steal is None:  # give seat 0 a steal card for the test
        steal = 3
        src = g.zones.where(steal)
        assert src is not None
        g.zones.move(steal, src, g.zones.of("hand", 0))
    for c in g.zones["deck"].top(2):  # seat 2 holds something to give
        g.zones.move(c, "deck", g.zones.of("hand", 1))
    g.apply(f"0:play {steal}")
    assert g.active_seats() == [0] and g.prompt is not None
    assert [str(a) for a in g.legal_actions(0)] == ["0:victim 1", "0:victim 2"]
    with pytest.raises(IllegalAction, match="not one of the choices"):
        g.apply("0:victim 0")
    with pytest.raises(IllegalAction, match="First make the pending choice"):
        g.apply("0:end")
    g.apply("0:victim 1")
    assert g.active_seats() == [1]
    v0, v1 = g.view(0), g.view(1)
    assert v0["prompt"]["options"] is None and v0["prompt"]["kind"] == "give"
    assert [o["card"] for o in v1["prompt"]["options"]] == g.hands[1]
    before = len(g.hands[0])
    g.apply(g.legal_actions(1)[0])
    assert len(g.hands[0]) == before + 1 and g.prompt is None


def test_ordered_prompt_lists_every_order() -> None:
    p = Prompt(0, "order", "order", [Choice(1), Choice(2), Choice(3)], min=3, max=3, ordered=True)
    assert len(p.actions()) == 6
    assert p.accepts(Action(0, "order", (3, 1, 2))) is None
    assert "at most once" in (p.accepts(Action(0, "order", (3, 3, 2))) or "")
    assert p.accepts(Action(0, "order", (3, 1))) == "Choose 3 of the options, not 2."
    assert Prompt.from_dict(p.to_dict()) == p


def test_zone_visibility_and_scramble_keep_views() -> None:
    z = Zones()
    z.add("deck", HIDDEN, cards=[0, 1, 2, 3])
    z.add("key", SEATS, seats=[1], cards=[9])
    hands = z.add_per_seat("hand", 2, OWNER)
    hands[0].cards.extend([4, 5])
    hands[1].cards.extend([6, 7])
    z.add("table", PUBLIC, cards=[8])
    hands[1].shown.add(7)
    desc = lambda c: c  # noqa: E731
    v = z.view(0, desc)
    assert v["hand/0"]["cards"] == [4, 5] and v["hand/1"]["cards"] == [None, 7]
    assert v["deck"]["cards"] is None and v["key"]["cards"] is None
    assert z.view(1, desc)["key"]["cards"] == [9]
    hands[1].viewers.add(0)
    assert z.view(0, desc)["hand/1"]["cards"] == [6, 7]
    hands[1].viewers.clear()
    before = z.view(0, desc)
    for s in range(20):
        z.scramble_hidden(0, random.Random(s))
        assert z.view(0, desc) == before
    assert z.inventory() == list(range(10))


def test_view_header_is_common_and_hides_hands() -> None:
    g = ToyGame(5, 2)
    v = g.view(0)
    assert all(k in v for k in HEADER_KEYS)
    assert v["zones"]["hand/1"]["cards"] is None and v["zones"]["hand/0"]["count"] == 0
    assert v["phase"] == "draw" and v["active"] == [0] and v["current"] == 0
    assert [p["name"] for p in v["players"]] == ["Player 1", "Player 2"]


def test_toy_games_conserve_cards_and_hide_information() -> None:
    for seed in range(30):
        g = ToyGame(seed, 2 + seed % 3)
        rng = random.Random(seed)
        while not g.is_terminal():
            play_random(g, rng, 1)
            for seat in range(g.num_seats):
                other = copy.deepcopy(g)
                other.scramble_hidden(seat, random.Random(seed))
                assert other.view(seat) == g.view(seat)
            assert g.card_inventory() == list(range(12))


def test_effects_are_checked_when_cards_load() -> None:
    fx = Effects("t")

    @fx.verb("draw", n=Param(int, default=1))
    def draw(game, ctx, n):  # type: ignore[no-untyped-def]
        return n

    cards = [{"name": "A", "effect": "draw"}, {"name": "B", "effect": {"verb": "draw", "n": 2}}]
    calls = fx.check_cards(cards, "x.toml")
    assert calls == {"A": [("draw", {"n": 1})], "B": [("draw", {"n": 2})]}
    assert fx.run(None, calls["B"][0]) == 2
    with pytest.raises(
        CardDataError, match=r"x.toml: card #1 \('C'\): field 'effect': unknown effect verb 'drow'"
    ):
        fx.check_cards([{"name": "C", "effect": "drow"}], "x.toml")
    with pytest.raises(CardDataError, match="has no parameter 'm'"):
        fx.check_cards([{"name": "C", "effect": {"verb": "draw", "m": 2}}], "x.toml")
    with pytest.raises(CardDataError, match="should be int, not 'two'"):
        fx.check_cards([{"name": "C", "effect": {"verb": "draw", "n": "two"}}], "x.toml")
    with pytest.raises(TabletopError, match="registered twice"):
        fx.verb("draw")(draw)


def test_flow_declaration_errors() -> None:
    with pytest.raises(TabletopError, match="actors must be one of"):
        fl.Phase("x", actors="everyone")
    with pytest.raises(TabletopError, match="declared twice"):
        fl.Flow([fl.Phase("a"), fl.Phase("b", steps=(fl.Phase("a"),))])


def test_event_vocabulary_is_camel_case() -> None:
    assert all(valid_kind(k) for k in COMMON)
    assert not valid_kind("card_covered") and valid_kind("CardCovered")


def test_registry_declares_every_game_once() -> None:
    reg = registry()
    assert list(reg)[:4] == ["espionage", "codenames", "beanz", "austin"]
    assert set(playable_names()) >= {"espionage", "codenames", "beanz", "austin"}
    for name in playable_names():
        gi = info(name)
        assert gi.title and gi.blurb and gi.view and gi.rules
    with pytest.raises(TabletopError, match="unknown game"):
        info("chess")


def test_scenario_rejects_unknown_keys_and_resolves_card_names() -> None:
    from tabletop.engine.errors import SaveError
    from tabletop.engine.scenario import parse_scenario, resolve_card_names, set_position

    with pytest.raises(SaveError, match="x.toml: unknown key 'action'; a scenario has game"):
        parse_scenario({"game": "espionage", "action": ["0:end"]}, "x.toml")
    g = ToyGame(2, 2)
    g.apply("0:draw")
    card = g.hands[0][0]
    name = g.describe_card(card)["name"]
    named = Action(0, "play", (name.upper(),))
    assert resolve_card_names(g, named) == Action(0, "play", (card,))
    assert resolve_card_names(g, Action(0, "play", ("Nothing",))) == Action(0, "play", ("Nothing",))
    # a position may start inside a prompt
    p = Prompt(0, "victim", "victim", [Choice(1, "Player 2")], "Choose whom to rob")
    set_position(g, {"prompt": p.to_dict()})
    assert g.active_seats() == [0] and [str(a) for a in g.legal_actions(0)] == ["0:victim 1"]


@st.composite
def zone_sets(draw: st.DrawFn) -> Zones:
    z = Zones()
    cards = list(range(draw(st.integers(1, 30))))
    seats = draw(st.integers(1, 4))
    kinds = draw(st.lists(st.sampled_from([PUBLIC, OWNER, HIDDEN, SEATS]), min_size=1, max_size=6))
    for i, vis in enumerate(kinds):
        owner = draw(st.integers(0, seats - 1))
        z.add(f"z{i}", vis, owner=owner, seats=draw(st.sets(st.integers(0, seats - 1))))
    for c in cards:
        zone = z[f"z{draw(st.integers(0, len(kinds) - 1))}"]
        zone.cards.append(c)
        if draw(st.integers(0, 5)) == 0:
            zone.shown.add(c)
    return z


@settings(max_examples=150, deadline=None)
@given(zone_sets(), st.integers(0, 3), st.integers(0, 10**6))
def test_zone_visibility_hides_every_hidden_card(z: Zones, seat: int, salt: int) -> None:
    """Property: a card a seat may not see never reaches its view, and scrambling every such
    card leaves the view unchanged; counts always show."""
    desc = lambda c: {"id": c}  # noqa: E731
    v = z.view(seat, desc)
    hidden = {c for zone, idx in z.hidden_from(seat) for c in (zone.cards[i] for i in idx)}
    shown_ids = {c["id"] for zv in v.values() if zv["cards"] for c in zv["cards"] if c is not None}
    assert not hidden & shown_ids
    assert all(zv["count"] == len(z[name].cards) for name, zv in v.items())
    z.scramble_hidden(seat, random.Random(salt))
    assert z.view(seat, desc) == v
