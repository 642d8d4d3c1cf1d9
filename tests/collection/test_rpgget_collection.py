"""RPG Get! as a collectible game: its set, booster packs (our 10-card pack, 100,000 packs), the
starter set, the 80-card deck rule, deck lists in and out, the engine taking any legal deck per
seat (``deck<seat>``) and refusing an illegal one naming the rule, saves replaying a custom
deck, and sealed play (six packs, the commons opened as basic filler)."""

from __future__ import annotations

import math
import random
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from tabletop.ai.base import make_bot
from tabletop.collection.decktext import DeckTextError, format_deck_text, parse_deck_text
from tabletop.collection.legality import check_deck
from tabletop.collection.packs import open_booster, open_starter
from tabletop.collection.profiles import Deck, Profiles
from tabletop.collection.sealed import (
    FILLER_COPIES,
    auto_deck,
    sealed_packs,
    sealed_pool,
)
from tabletop.collection.sets import games, get_set
from tabletop.engine.errors import TabletopError
from tabletop.engine.game import Game, new_game
from tabletop.games.rpgget.cards import CARDS_FILE, decks
from tabletop.games.rpgget.sealed import MIX
from tabletop.room.session import SeatConfig, Session

PACKS = 100_000


def _sigma_ok(hits: int, n: int, p: float, sigmas: float = 4.5) -> bool:
    return abs(hits - n * p) <= sigmas * math.sqrt(n * p * (1 - p))


def _deck(n: int = 80) -> list[str]:
    """A deck of ``n`` cards built from two characters, copies well past any other game's limit."""
    return ["Ryudo"] * (n // 2) + ["Elena"] * (n - n // 2)


def test_the_set_keeps_the_data_rarities() -> None:
    gset = get_set("rpgget")
    assert "rpgget" in games()
    raw = tomllib.loads(CARDS_FILE.read_text(encoding="utf-8"))["card"]
    assert len(gset.cards) == len(raw) == 141
    for c in raw:
        assert gset.cards[c["name"]].rarity == c["rarity"]
        assert gset.cards[c["name"]].kind == c["type"]
    assert [len(gset.pool(r)) for r in ("common", "uncommon", "rare")] == [60, 51, 30]


@pytest.mark.slow  # CI's 100,000-booster check is Beanz's (test_packs.py)
def test_rpgget_boosters_100k() -> None:
    gset = get_set("rpgget")
    rng = random.Random(8080)
    per_card: Counter[str] = Counter()
    for _ in range(PACKS):
        pack = open_booster(gset, rng)
        # our pack (documented in rpgget/cards.py collection_set): 1 rare, 3 uncommon, 6 common
        assert len(pack) == 10
        assert Counter(c.rarity for c in pack) == {"common": 6, "uncommon": 3, "rare": 1}
        assert pack[-1].rarity == "rare" and pack[-1].finish == "foil"  # the rare last
        assert len({c.name for c in pack}) == 10
        per_card.update(c.name for c in pack)
    for rarity, slot in (("rare", 1), ("uncommon", 3), ("common", 6)):
        pool = gset.pool(rarity)
        p = slot / len(pool)
        for name in pool:
            assert _sigma_ok(per_card[name], PACKS, p), (name, per_card[name], PACKS * p)
    # a given rare in about 1 pack in 30
    assert abs(per_card["Ryudo Lv2"] / PACKS - 1 / 30) < 0.003


def test_starter_is_the_two_ready_decks() -> None:
    gset = get_set("rpgget")
    starter = [c.name for c in open_starter(gset)]
    assert starter == [c.name for c in open_starter(gset)]
    assert Counter(starter) == Counter(n for d in decks().values() for n in d["cards"])
    assert len(starter) == 160
    assert set(gset.ready) == {"airship_pirates", "hunters_guild"}


def test_new_profile_holds_the_starter(tmp_path: Path) -> None:
    store = Profiles(tmp_path)
    prof = store.create("Ann")
    owned = prof.owned("rpgget")
    for _key, (_title, cards) in get_set("rpgget").ready.items():
        assert not check_deck("rpgget", "standard", list(cards), owned)


def test_the_80_card_rule_copies_unlimited() -> None:
    assert check_deck("rpgget", "standard", _deck()) == []
    assert check_deck("rpgget", "standard", ["Ryudo"] * 80) == []  # 80 copies of one card
    for bad in (_deck(79), _deck(81), []):
        failures = check_deck("rpgget", "standard", bad)
        assert [f.rule for f in failures] == ["size"]
        assert "Deck Limits" in failures[0].text and f"not {len(bad)}" in failures[0].text
    # two rules at once: an unknown card and the size
    failures = check_deck("rpgget", "standard", [*_deck(78), "Goldmember"])
    assert [f.rule for f in failures] == ["cards", "size"]
    # owned copies are checked against a collection
    failures = check_deck("rpgget", "standard", _deck(), Counter({"Ryudo": 40, "Elena": 3}))
    assert [f.rule for f in failures] == ["owned"]


def test_import_export_round_trip(tmp_path: Path) -> None:
    gset = get_set("rpgget")
    for _key, (title, cards) in gset.ready.items():
        text = format_deck_text(list(cards), title)
        back = parse_deck_text(text, gset.cards)
        assert Counter(back) == Counter(cards) and len(back) == 80
        # a deck file (TOML) keeps it too
        store = Profiles(tmp_path)
        prof = store.load("Bo") if store.exists("Bo") else store.create("Bo")
        store.save_deck(prof, Deck("Mine", "rpgget", "standard", list(cards)))
        assert Counter(store.load_deck(prof, "rpgget", "Mine").cards) == Counter(cards)
    # names match whatever their capitalisation; a bad line is named
    assert parse_deck_text("80 ryudo lv2", gset.cards) == ["Ryudo Lv2"] * 80
    with pytest.raises(DeckTextError, match=r"line 2 .*no card named 'Ryudo Lv9'"):
        parse_deck_text("40 Ryudo\n40 Ryudo Lv9\n", gset.cards)


def _play_out(g: Game, seed: int) -> None:
    rng = random.Random(seed)
    bots = {s: make_bot(g.NAME, "normal") for s in range(g.num_seats)}
    steps = 0
    while not g.is_terminal():
        seat = g.active_seats()[0]
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions(seat), rng))
        steps += 1
        assert steps < g.MAX_ACTIONS
    assert g.result() is not None


def test_engine_takes_a_legal_deck_per_seat() -> None:
    ready = get_set("rpgget").ready
    pirates = list(ready["airship_pirates"][1])
    mixed = pirates[:40] + list(ready["hunters_guild"][1])[:40]
    g = new_game("rpgget", 4, 3, {"deck1": format_deck_text(mixed), "deck2": "hunters_guild"})
    assert g.deck_keys == ["airship_pirates", "custom", "hunters_guild"]  # type: ignore[attr-defined]
    owners = g.owner_of  # type: ignore[attr-defined]
    defs = g.defs  # type: ignore[attr-defined]
    assert Counter(defs[c].name for c, s in enumerate(owners) if s == 1) == Counter(mixed)
    assert sum(1 for s in owners if s == 2) == 80
    # the deck list stays in the options (a save records it)
    assert g.options["deck1"] == format_deck_text(mixed)
    g = new_game("rpgget", 6, 2, {"deck0": format_deck_text(mixed)})
    _play_out(g, 6)


def test_engine_refuses_an_illegal_deck_naming_the_rule() -> None:
    with pytest.raises(TabletopError, match=r"player 1's deck .*Deck Limits.*80 cards, not 79"):
        new_game("rpgget", 1, 2, {"deck0": format_deck_text(_deck(79))})
    with pytest.raises(TabletopError, match=r"player 2's deck .*not 81"):
        new_game("rpgget", 1, 2, {"deck1": format_deck_text(_deck(81))})
    with pytest.raises(TabletopError, match="line 1"):
        new_game("rpgget", 1, 2, {"deck0": "80 Goldmember\n"})
    with pytest.raises(TabletopError, match="no ready deck 'pirates'"):
        new_game("rpgget", 1, 2, {"deck0": "pirates"})
    with pytest.raises(TabletopError, match="not at this table"):
        new_game("rpgget", 1, 2, {"deck3": format_deck_text(_deck())})


def test_a_save_replays_with_a_custom_deck(tmp_path: Path) -> None:
    seats = [SeatConfig("bot", level="normal"), SeatConfig("bot", level="normal")]
    opts = {"deck0": format_deck_text(list(get_set("rpgget").ready["hunters_guild"][1])[::-1])}
    s = Session("rpgget", 5, seats, opts)
    for _ in range(60):
        if s.game.is_terminal() or s.bot_move() is None:
            break
    path = tmp_path / "save.json"
    s.save(path)
    back = Session.load(path)
    assert back.game.options["deck0"] == opts["deck0"]
    assert back.game.state_dict() == s.game.state_dict()


def test_sealed_is_six_packs_with_the_commons_as_filler() -> None:
    gset = get_set("rpgget")
    for seed in range(4):
        packs = sealed_packs("rpgget", seed)
        assert len(packs) == 6 and sum(len(p) for p in packs) == 60  # too few for 80
        pool = sealed_pool("rpgget", seed)
        opened = Counter(c.name for p in packs for c in p)
        assert set(pool) == set(opened)
        for name, n in pool.items():
            if gset.cards[name].rarity == "common":
                assert n == FILLER_COPIES
            else:
                assert n == opened[name]  # uncommons and rares only as opened
        deck = auto_deck("rpgget", "standard", pool)
        assert deck is not None and len(deck) == 80
        assert all(deck.count(n) <= pool[n] for n in set(deck))
        assert not check_deck("rpgget", "standard", deck, pool)
        # auto-build gives the ready decks' mix of card types (missions, a party, enemies ...)
        assert Counter(gset.cards[n].kind for n in deck) == MIX
    pool = sealed_pool("rpgget", 2)
    deck = auto_deck("rpgget", "standard", pool)
    assert deck is not None
    _play_out(new_game("rpgget", 2, 2, {"deck0": format_deck_text(deck)}), 2)
