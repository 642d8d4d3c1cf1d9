"""Determinizing for search, over every registered game: ``Game.determinize(seat, rng)`` deals
again everything ``seat`` may not see. At several points of random games, for every seat: (a)
its view of the copy is its view of the game; (b) the copy is a legal game (its legal actions
apply, random play on it goes on without errors, no card is made or lost); (c) every hidden
card can move: over many determinizations each hidden position holds more than one card where
its pool allows; (d) the original is untouched. Then one test per trap found when
determinizing from outside (issue 29)."""

from __future__ import annotations

import copy
import json
import random
from collections import defaultdict

import pytest

from tabletop.engine.actions import parse_action
from tabletop.engine.game import Game, game_class, game_names, new_game
from tabletop.engine.zones import HIDDEN, OWNER, Zones

OPTIONS = {"beanz": {"shots": "model"}}
STOPS = (0, 9, 30, 70)


def _seat_counts(name: str) -> list[int]:
    cls = game_class(name)
    return sorted({cls.MIN_SEATS, min(cls.MAX_SEATS, 4)})


def _play(g: Game, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if g.is_terminal():
            return
        seat = rng.choice(g.active_seats())
        g.apply(rng.choice(g.legal_actions(seat)))


def _view(g: Game, seat: int) -> str:
    return json.dumps(g.view(seat), sort_keys=True, default=str)


def _state(g: Game) -> str:
    return json.dumps(g.state_dict(), sort_keys=True, default=str)


def _positions(name: str, seats: int, seed: int):  # type: ignore[no-untyped-def]
    """The game at several points of one random game."""
    g = new_game(name, seed, seats, OPTIONS.get(name, {}))
    g.tracks_knowledge = True  # as a game a searching player plays
    rng = random.Random(f"det:{name}:{seats}:{seed}")
    done = 0
    for stop in STOPS:
        _play(g, rng, stop - done)
        done = stop
        if g.is_terminal():
            return
        yield g


CASES = [(n, s, seed) for n in game_names() for s in _seat_counts(n) for seed in (1, 2)]


@pytest.mark.parametrize("name,seats,seed", CASES)
def test_a_determinized_copy_keeps_the_view_and_is_a_legal_game(
    name: str, seats: int, seed: int
) -> None:
    for g in _positions(name, seats, seed):
        state, inventory = _state(g), g.card_inventory()
        views = {s: _view(g, s) for s in range(seats)}
        for s in range(seats):
            d = g.determinize(s, random.Random(f"{seed}:{s}:{len(g.log)}"))
            # (a) the seat sees the same game
            assert _view(d, s) == views[s], f"seat {s}'s view changed"
            # (b) a legal game: every legal action applies, random play goes on, cards conserved
            assert d.card_inventory() == inventory
            for seat in d.active_seats():
                for a in d.legal_actions(seat)[:15]:
                    copy.deepcopy(d).apply(a)
            _play(d, random.Random(s), 200)
            assert d.card_inventory() == inventory, "cards were made or lost"
            # (d) the original is untouched
            assert _state(g) == state and _view(g, s) == views[s]


def _candidates(g: Game, seat: int) -> dict[tuple[str, int], set[int]]:
    """For each position hidden from ``seat``: the cards that may be dealt there."""
    known = g.zones.known.get(seat, {})
    pinned = g.pinned() | g.zones.fixed_top(seat)  # the cards it saw put on top of a pile
    pools: dict[str, list[tuple[str, int, int]]] = defaultdict(list)
    for z, idx in g.zones.hidden_from(seat):
        for i in idx:
            if z.cards[i] not in pinned:
                pools[g.scramble_groups(z)].append((z.name, i, z.cards[i]))
    out: dict[tuple[str, int], set[int]] = {}
    for slots in pools.values():
        for zone, i, _ in slots:
            test = g.redeal_fits(g.zones[zone])
            here = [c for z, _, c in slots if z == zone]
            full = sum(known.get(c) == zone for c in here) == len(here)
            out[(zone, i)] = {
                c
                for z, _, c in slots
                if (test is None or test(c))
                and (known.get(c) == zone if full else known.get(c) in (None, zone))
                and (known.get(c) != z or z == zone)
            }
    return out


@pytest.mark.parametrize("name,seats,seed", CASES)
def test_every_hidden_card_can_move(name: str, seats: int, seed: int) -> None:
    for g in _positions(name, seats, seed):
        for s in range(seats):
            cand = _candidates(g, s)
            seen: dict[tuple[str, int], set[int]] = defaultdict(set)
            rng = random.Random(f"move:{seed}:{s}")
            for _ in range(30):
                d = g.determinize(s, rng)
                for zone, i in cand:
                    seen[(zone, i)].add(d.zones[zone].cards[i])
            for pos, allowed in cand.items():
                assert seen[pos] <= allowed, f"{pos} got a card it may not hold"
                if len(allowed) >= 2:
                    assert len(seen[pos]) >= 2, f"seat {s}: the card at {pos} never moves"


# ---------------------------------------------------------------------- the traps (issue 29)
def _find(name: str, seats: int, wanted, options=None, tries: int = 60):  # type: ignore[no-untyped-def]
    """A position of a random game where ``wanted(game)`` holds."""
    for seed in range(tries):
        g = new_game(name, seed, seats, options or OPTIONS.get(name, {}))
        g.tracks_knowledge = True
        rng = random.Random(seed)
        while not g.is_terminal() and len(g.log) < 600:
            if wanted(g):
                return g
            _play(g, rng, 1)
    raise AssertionError(f"no {name} game reached the position")


def test_austin_face_down_happening_follows_the_redeal() -> None:
    g = _find("austin", 3, lambda g: g.hap is not None)
    owner = g.hap["seat"]
    other = (owner + 1) % 3
    real = g.hap["card"]
    cards = set()
    for k in range(30):
        d = g.determinize(other, random.Random(k))
        c = d.hap["card"]
        assert d.zones["happening"].cards == [c] and d.d(c).kind == "happening"
        assert d.owner[c] == owner
        cards.add(c)
        _play(d, random.Random(k), 30)  # the Happening resolves with the card dealt there
    hidden = [*g.hand[owner], *g.deck[owner], real]
    if sum(g.d(c).kind == "happening" for c in hidden) > 1:
        assert len(cards) > 1
    assert g.hap["card"] == real and g.zones["happening"].cards == [real]
    # its own player sees it: for that seat it never moves
    assert g.determinize(owner, random.Random(1)).hap["card"] == real


def test_austin_redeals_each_seats_cards_within_its_own_deck() -> None:
    g = _find("austin", 4, lambda g: len(g.log) > 40)
    for k in range(10):
        d = g.determinize(k % 4, random.Random(k))
        for s in range(4):
            assert all(d.owner[c] == s for c in [*d.hand[s], *d.deck[s]])


def test_espionage_gold_card_under_a_threat_stays_in_its_hand() -> None:
    def threat(g: Game) -> bool:
        return any(it.kind == "threat" for it in g.stack.items)

    g = _find("espionage", 3, threat)
    item = next(it for it in g.stack.items if it.kind == "threat")
    victim, card = item.payload["victim"], item.payload["card"]
    for s in range(3):
        for k in range(10):
            d = g.determinize(s, random.Random(k))
            assert card in d.hands[victim]
            assert _view(d, s) == _view(g, s)


def test_codenames_rival_cover_lists_the_rival_squares_of_the_new_key() -> None:
    g = _find("codenames", 2, lambda g: g.prompt is not None and g.prompt.kind == "rival_cover")
    agent = next(s for s in range(2) if not g.can_see_key(s))
    options = set()
    for k in range(20):
        d = g.determinize(agent, random.Random(k))
        assert d.prompt is not None
        rival = {i for i in d.uncovered() if d.key[i] == d.key[d.prompt.options[0].value]}
        assert {o.value for o in d.prompt.options} == rival
        options.add(frozenset(rival))
        assert _view(d, agent) == _view(g, agent)
    assert len(options) > 1


def test_a_hand_a_seat_looked_at_keeps_the_cards_it_saw() -> None:
    g = _find("espionage", 3, lambda g: bool(g.seen))
    seat, look = next(iter(g.seen.items()))
    target = look["of"]
    still = [c["id"] for c in look["cards"] if c["id"] in g.hands[target]]
    assert still
    for k in range(20):
        d = g.determinize(seat, random.Random(k))
        assert set(still) <= set(d.hands[target])


def test_a_card_a_seat_gave_stays_known_in_the_hand_it_went_to() -> None:
    g = _find("espionage", 3, _gave)
    giver, card, to = _gave(g)  # type: ignore[misc]
    assert g.zones.known[giver][card] == f"hand/{to}"
    for k in range(20):
        assert card in g.determinize(giver, random.Random(k)).hands[to]
    # a seat that did not see it may find it anywhere hidden
    third = next(s for s in range(3) if s not in (giver, to))
    where = {tuple(g.determinize(third, random.Random(k)).hands[to]) for k in range(20)}
    assert any(card not in h for h in where)


def _gave(g: Game):  # type: ignore[no-untyped-def]
    """(giver, card, receiver) of a card a seat gave that is still in the receiver's hand."""
    for s, known in g.zones.known.items():
        for c, zone in known.items():
            if zone.startswith("hand/") and zone != f"hand/{s}" and c in g.zones[zone].cards:
                if c not in [x["id"] for v in g.seen.values() for x in v["cards"]]:
                    return s, c, int(zone.split("/")[1])
    return None


def test_rpgget_recruit_options_follow_the_redealt_deck() -> None:
    g = _find("rpgget", 2, lambda g: g.prompt is not None and g.prompt.kind == "recruit")
    chooser = g.prompt.seat
    inventory = g.card_inventory()
    for k in range(20):
        d = g.determinize(1 - chooser, random.Random(k))
        deck = d.zones.of("deck", chooser).cards
        assert all(o.value in deck and d.defs[o.value].type == "enemy" for o in d.prompt.options)
        for a in d.legal_actions(chooser):
            e = copy.deepcopy(d)
            e.apply(a)
            assert e.card_inventory() == inventory
    # the chooser sees its options: for it they never move
    mine = g.determinize(chooser, random.Random(3))
    assert [o.value for o in mine.prompt.options] == [o.value for o in g.prompt.options]


def test_zones_remember_what_a_seat_saw_go_out_of_sight() -> None:
    z = Zones()
    z.add_per_seat("hand", 3, cards=())
    z.add("deck", HIDDEN, cards=[9, 8])
    z["hand/0"].cards.extend([1, 2])
    z["hand/1"].cards.extend([3, 4])
    # seat 0 passes card 1 to seat 1: seat 0 knows where it is, seat 2 does not
    before = z.snapshot()
    z.move(1, "hand/0", "hand/1")
    z.learn(before, 3)
    assert z.known[0] == {1: "hand/1"} and not z.known[2]
    # seat 2 looks at seat 1's hand (viewers) and the look ends
    z["hand/1"].viewers.add(2)
    before = z.snapshot()
    z["hand/1"].viewers.clear()
    z.learn(before, 3)
    assert z.known[2] == {3: "hand/1", 4: "hand/1", 1: "hand/1"}
    # seat 1 puts a card face down into the deck: nobody else can tell which one left
    before = z.snapshot()
    z.move(4, "hand/1", "deck")
    z.learn(before, 3)
    assert not z.known[0] and not z.known[2]
    # a card the seat saw go into a deck is known there until a card leaves it unseen
    z["hand/0"].cards.append(7)
    before = z.snapshot()
    z.move(7, "hand/0", "deck")
    z.learn(before, 3)
    assert z.known[0] == {7: "deck"}
    before = z.snapshot()
    z.move(9, "deck", "hand/1")
    z.learn(before, 3)
    assert 7 not in z.known[0]


def test_known_cards_and_fitting_zones_bound_the_redeal() -> None:
    z = Zones()
    z.add("hand/1", OWNER, owner=1, cards=[1, 2, 3])
    z.add("deck", HIDDEN, cards=[4, 5, 6, 7])
    z.add("face_down", HIDDEN, cards=[8])
    z.known[0] = {2: "hand/1"}
    even = {"face_down": lambda c: c % 2 == 0}
    seen = set()
    for k in range(40):
        twin = copy.deepcopy(z)
        moved = twin.scramble_hidden(0, random.Random(k), fits=lambda zone: even.get(zone.name))
        assert 2 in twin["hand/1"].cards and twin["face_down"].cards[0] % 2 == 0
        assert twin.inventory() == z.inventory()
        assert all(z.where(old) is not None for old in moved)
        seen.add(twin["face_down"].cards[0])
    assert seen == {4, 6, 8}  # 2 is known to be in the hand


def test_espionage_assassin_chooses_from_the_redealt_hand_but_never_the_bomb() -> None:
    g = _find("espionage", 3, lambda g: g.prompt is not None and g.prompt.kind == "assassin")
    chooser, target = g.prompt.seat, g.prompt.data["target"]
    third = next(s for s in range(3) if s not in (chooser, target))
    for k in range(20):
        d = g.determinize(third, random.Random(k))
        want = {c for c in d.hands[target] if c != d.bomb}
        assert {o.value for o in d.prompt.options} == want
        assert _view(d, third) == _view(g, third)


def _detective(g: Game) -> bool:
    """A Detective's choice is open and the Bomb is among the cards it looks at."""
    p = g.prompt
    return bool(
        p is not None
        and p.kind == "detective"
        and len(p.options) >= 3
        and any(g.name(o.card) == "Bomb" for o in p.options if o.card is not None)
    )


def test_cards_a_seat_put_on_top_of_the_pile_stay_there_and_follow_the_draw() -> None:
    """A Detective puts the Bomb back on top: its player's deals keep it on top (the order it
    chose); when the next player draws it, its deals keep it in that hand. Another seat, which
    did not see the cards, finds the Bomb anywhere hidden."""
    g = _find("espionage", 3, _detective, tries=400)
    seat = g.prompt.seat  # type: ignore[union-attr]
    cards = [o.card for o in g.prompt.options]  # type: ignore[union-attr]
    bomb = next(c for c in cards if g.name(c) == "Bomb")
    take, other = [c for c in cards if c != bomb][:2]
    rest = [bomb, other] + [c for c in cards if c not in (bomb, other, take)]
    g.apply(parse_action(f"{seat}:detective {take} " + " ".join(map(str, rest))))
    assert g.draw[-1] == bomb and g.zones.top[seat]["draw"][:2] == [bomb, other]
    for k in range(20):
        d = g.determinize(seat, random.Random(k))
        assert d.draw[-1] == bomb and d.draw[-2] == other
    third = next(s for s in range(3) if s != seat)
    assert any(g.determinize(third, random.Random(k)).draw[-1] != bomb for k in range(20))
    # the player ends the turn: the next one draws the top two cards, the Bomb among them
    rng = random.Random(3)
    while g.current_seat() == seat and not g.is_terminal():
        legal = g.legal_actions(g.active_seats()[0])
        ends = [a for a in legal if a.verb in ("end", "pass")]
        g.apply(ends[0] if ends else rng.choice(legal))
    drew = g.current_seat()
    if bomb not in g.hands[drew]:
        pytest.skip("the Bomb moved before the next player's draw")
    assert g.zones.known[seat][bomb] == f"hand/{drew}"
    for k in range(20):
        assert bomb in g.determinize(seat, random.Random(k)).hands[drew]
