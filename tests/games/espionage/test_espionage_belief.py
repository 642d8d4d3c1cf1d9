"""The hard level's belief about the other hands (``games/espionage/belief.py``): read from the
seat's own events, right where the normal bots' habits say so, and dealt without changing what
the seat sees."""

from __future__ import annotations

import random
from collections.abc import Iterator

from tabletop.ai.base import make_bot
from tabletop.games.espionage.belief import GOLDS, PLAYED, Belief, Dealer, bias, read
from tabletop.games.espionage.rules import EspionageGame

SEEDS = range(3000, 3030)


def _turns(seeds: range = SEEDS, every: bool = False) -> Iterator[tuple[EspionageGame, int]]:
    """Four-player games of normal bots; each turn decision of the seat ``seed % 4`` (with
    ``every``, each of its decisions with a choice: windows and prompts too)."""
    bot = make_bot("espionage", "normal")
    for seed in seeds:
        g = EspionageGame(seed, 4)
        g.tracks_knowledge = True
        seat, rng = seed % 4, random.Random(seed)
        while not g.is_terminal():
            actor = g.active_seats()[0]
            legal = g.legal_actions(actor)
            if actor == seat and (every or g.flow.phase == "turn") and len(legal) > 1:
                yield g, seat
            g.apply(bot.choose(g.view(actor), legal, rng))


def _gold(g: EspionageGame, s: int) -> bool:
    return any(g.name(c) in GOLDS for c in g.hands[s])


def test_the_belief_counts_every_hand_and_is_right_where_it_is_sure() -> None:
    sure_bomb = sure_gold = none = 0
    clean = [0, 0]
    for g, seat in _turns():
        b = read(g, seat)
        for s, k in b.clean.items():  # a turn ended early keeps no Mission the bot would play
            clean[0] += 1
            clean[1] += sum(1 for c in g.hands[s] if g.name(c) not in PLAYED) >= k
        assert b.counts == [len(h) for h in g.hands]
        for s, p in b.bomb.items():
            assert s != seat
            if p >= 0.99:  # a Double Agent passed it on, or a gift from its holder
                assert g.bomb in g.hands[s]
                sure_bomb += 1
        for s in b.nogold:  # an Assassin's discard that was no gold card, nothing drawn since
            assert not _gold(g, s)
            none += 1
        sure_gold += sum(1 for s, q in b.gold.items() if q >= 0.9 and _gold(g, s))
    assert sure_bomb > 0 and sure_gold > 0 and none > 0
    assert clean[0] > 100 and clean[1] >= 0.9 * clean[0]


def test_a_biased_deal_keeps_the_view_the_moves_and_the_cards() -> None:
    dealer = Dealer()
    tried = 0
    prompts = 0
    for g, seat in _turns(range(3000, 3010), every=True):
        prompts += g.prompt is not None
        rng = random.Random(len(g.log))
        d = dealer(g, seat, rng)
        assert d.view(seat) == g.view(seat)
        assert d.legal_actions(seat) == g.legal_actions(seat)
        assert d.zones.inventory() == g.zones.inventory()
        tried += 1
    assert tried > 20 and prompts > 0


def test_a_deal_puts_the_bomb_where_the_belief_is_sure_of_it() -> None:
    g = EspionageGame(3001, 4)
    g.tracks_knowledge = True
    seat = 0
    while g.bomb in g.hands[seat] or not g.hands[2]:
        g.apply(g.legal_actions(g.active_seats()[0])[0])
    belief = Belief(seat, 4, bomb={2: 1.0}, counts=[len(h) for h in g.hands])
    for k in range(20):
        d = g.determinize(seat, random.Random(k))
        bias(d, seat, belief, random.Random(k))
        assert d.bomb in d.hands[2]
        assert d.view(seat) == g.view(seat)


def test_a_deal_gives_gold_to_a_hand_believed_to_hold_some_and_none_to_one_without() -> None:
    g = EspionageGame(3002, 4)
    g.tracks_knowledge = True
    seat = 0
    belief = Belief(seat, 4, gold={1: 1.0}, nogold={3}, counts=[len(h) for h in g.hands])
    for k in range(20):
        d = g.determinize(seat, random.Random(k))
        bias(d, seat, belief, random.Random(k))
        gold = [c for c in range(52) if d.name(c) in GOLDS and c not in g.hands[seat]]
        if gold:
            assert _gold(d, 1)
        assert not _gold(d, 3)
        assert d.view(seat) == g.view(seat)


def test_a_deal_keeps_in_a_hand_the_cards_its_bot_did_not_play() -> None:
    g = EspionageGame(3003, 4)
    g.tracks_knowledge = True
    seat = 0
    belief = Belief(seat, 4, clean={1: 2, 2: 2}, counts=[len(h) for h in g.hands])
    for k in range(20):
        d = g.determinize(seat, random.Random(k))
        bias(d, seat, belief, random.Random(k))
        for s in (1, 2):
            assert sum(1 for c in d.hands[s] if d.name(c) not in PLAYED) >= 2
        assert d.view(seat) == g.view(seat)


def test_the_hard_level_with_the_belief_answers_a_legal_move_and_leaves_the_game_alone() -> None:
    from tabletop.games.espionage.evals import hard

    bot = hard(model=True)
    assert bot.redeal is not None and hard(model=False).redeal is None
    bot.iterations = 6
    answered = 0
    for g, seat in _turns(range(3005, 3007)):
        before = g.state_hash()
        assert bot.choose_in(g, seat, random.Random(answered)) in g.legal_actions(seat)
        assert g.state_hash() == before
        answered += 1
        if answered >= 6:
            break
    assert answered == 6


def test_what_other_seats_saw_of_a_hand_follows_the_cards_of_a_deal() -> None:
    """An Assassin's or an Informant's look (``seen``) names, in a re-dealt copy, the cards now
    in that hand, so the other seats' bots in the playouts act on the hand they would see."""
    dealer = Dealer()
    followed = 0
    for g, seat in _turns(range(3000, 3020), every=True):
        rng = random.Random(len(g.log))
        for d in (g.determinize(seat, rng), dealer(g, seat, rng)):
            assert d.seen.get(seat) == g.seen.get(seat)  # type: ignore[attr-defined]
            for s, rec in d.seen.items():  # type: ignore[attr-defined]
                real = g.seen[s]
                if s == seat or any(c["id"] not in g.hands[real["of"]] for c in real["cards"]):
                    continue  # the searching seat's own, or a hand that changed since
                ids = [c["id"] for c in rec["cards"]]
                assert all(c in d.hands[rec["of"]] for c in ids)  # type: ignore[attr-defined]
                assert [c["name"] for c in rec["cards"]] == [d.name(c) for c in ids]
                followed += 1
    assert followed > 20
