"""Every deck-building rule of Austin Powers and Mighty Beanz, named when it fails."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.collection.legality import check_deck, first_failure
from tabletop.collection.sets import get_set
from tabletop.games.austin.cards import CARDS, STARTERS, set_problems
from tabletop.games.beanz.cards import card_defs, deck_lists


def rules(game: str, fmt: str, names: list[str]) -> list[str]:
    return [f.rule for f in check_deck(game, fmt, names)]


# ---------------------------------------------------------------- Austin Powers
def test_austin_set_has_the_printed_figures() -> None:
    counts = Counter(d.rarity for d in CARDS.values())
    assert counts == {"rare": 30, "uncommon": 40, "common": 60, "starter": 10}
    assert len(CARDS) == 140  # "There are 140 different cards in this first expansion"
    assert all(d.designed and d.dot for d in CARDS.values())
    assert {d.side for d in CARDS.values()} == {"good", "evil"}
    # starter exclusives are all in the starter decks
    starters = set(STARTERS["good"]) | set(STARTERS["evil"])
    assert {n for n, d in CARDS.items() if d.rarity == "starter"} <= starters
    assert set_problems(CARDS, starters) == []


def test_austin_starters_are_legal_and_unchanged() -> None:
    for side in ("good", "evil"):
        assert rules("austin", "standard", STARTERS[side]) == []
        assert len(STARTERS[side]) == 30
    # card ids of old saves follow this order: the first cards of each deck stay put
    assert STARTERS["good"][:3] == [
        "Austin Powers, International Man of Mystery",
        "Austin From 10 Minutes From Now",
        "Felicity Shagwell",
    ]
    assert STARTERS["evil"][:2] == ["Dr. Evil", "Mini-Me"]


def _by_dot(side: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for n, d in CARDS.items():
        if d.side == side:
            out.setdefault(d.dot, []).append(n)
    return out


def test_austin_a_built_deck_of_new_cards_is_legal() -> None:
    dots = _by_dot("evil")
    deck = [n for dot in dots for n in (dots[dot] * 5)[:5]]
    assert rules("austin", "standard", deck) == []


def test_austin_size_rule() -> None:
    deck = STARTERS["good"][:29]
    assert "size" in rules("austin", "standard", deck)
    assert "30 cards" in first_failure("austin", "standard", deck)  # type: ignore[operator]
    assert "size" in rules("austin", "standard", STARTERS["good"] + STARTERS["good"][:1])


def test_austin_allegiance_rule() -> None:
    good, evil = _by_dot("good"), _by_dot("evil")
    deck = list(STARTERS["good"])
    # swap a red Good card for a red Evil card: size and dots still right
    i = next(k for k, n in enumerate(deck) if CARDS[n].dot == "red")
    deck[i] = evil["red"][0]
    assert rules("austin", "standard", deck) == ["allegiance"]
    assert good  # both sides exist


def test_austin_six_by_five_rule() -> None:
    deck = list(STARTERS["evil"])
    i = next(k for k, n in enumerate(deck) if CARDS[n].dot == "red")
    deck[i] = next(n for n in _by_dot("evil")["blue"])
    failures = check_deck("austin", "standard", deck)
    assert [f.rule for f in failures] == ["6-by-5"]
    assert "4 red" in failures[0].text and "6 blue" in failures[0].text


def test_austin_deck_breaking_two_rules_names_both() -> None:
    deck = STARTERS["good"][:28] + [_by_dot("evil")["red"][0]]
    assert rules("austin", "standard", deck) == ["size", "allegiance", "6-by-5"]
    deck = STARTERS["good"][:29]  # 29 cards and one dot short
    assert rules("austin", "standard", deck) == ["size", "6-by-5"]


def test_austin_unknown_card_is_named() -> None:
    deck = STARTERS["good"][:29] + ["Goldmember"]
    failures = check_deck("austin", "standard", deck)
    assert failures[0].rule == "cards" and "Goldmember" in failures[0].text


def test_owned_copies_rule() -> None:
    deck = list(STARTERS["good"])
    owned = Counter(deck)
    assert check_deck("austin", "standard", deck, owned) == []
    owned["Shagette"] -= 1
    f = check_deck("austin", "standard", deck, owned)
    assert [x.rule for x in f] == ["owned"] and "Shagette" in f[0].text


# ---------------------------------------------------------------- Mighty Beanz
def test_beanz_rarities_follow_type() -> None:
    order = {"rookie": "common", "advanced": "uncommon", "pro": "rare", "superpro": "ultra"}
    for d in card_defs().values():
        if d.kind == "bean":
            want = "moose" if d.name == "Mighty Moose Bean" else order[d.type or ""]
            assert d.rarity == want, d.name
    rar = Counter(d.rarity for d in card_defs().values())
    assert rar["moose"] == 1 and rar["ultra"] >= 1 and rar["rare"] >= 1


def test_beanz_starter_decks_are_40_and_have_no_booster_only_cards() -> None:
    gset = get_set("beanz")
    assert len(gset.starter) == 80
    for key in ("big_top", "wild_west"):
        names = deck_lists()[key].names()
        assert rules("beanz", "basic", names) == []
        assert not {card_defs()[n].rarity for n in names} & {"ultra", "moose"}


@pytest.mark.parametrize("size", [39, 41])
def test_beanz_basic_size(size: int) -> None:
    assert rules("beanz", "basic", ["Clown Bean"] * size) == ["size"]


def test_beanz_basic_has_no_copy_limit() -> None:
    assert rules("beanz", "basic", ["Clown Bean"] * 40) == []


def test_beanz_expert_size_and_copies() -> None:
    exp = deck_lists()["moon_quest"].names()
    assert rules("beanz", "expert", exp) == []
    assert rules("beanz", "expert", exp[:59]) == ["size"]
    bad = exp[:55] + ["Clown Bean"] * 5
    f = check_deck("beanz", "expert", bad)
    assert [x.rule for x in f] == ["copies"] and "Clown Bean" in f[0].text


def test_beanz_deck_breaking_two_rules_names_both() -> None:
    assert rules("beanz", "expert", ["Clown Bean"] * 40) == ["size", "copies"]
    assert rules("beanz", "basic", ["Nope"] * 2) == ["cards", "size"]


def test_unknown_format() -> None:
    assert rules("beanz", "sealed", []) == ["format"]
