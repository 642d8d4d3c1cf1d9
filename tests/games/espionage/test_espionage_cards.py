"""The Espionage card data: 52 cards, validated, texts present."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.engine.cards import validate_cards
from tabletop.engine.errors import CardDataError
from tabletop.games.espionage.rules import CARD_SCHEMA, card_data


def test_deck_has_52_cards_4_unique_gold_and_16_commons_times_3() -> None:
    cards = card_data()
    assert len(cards) == 52
    assert [c["id"] for c in cards] == list(range(52))
    counts = Counter(c["name"] for c in cards)
    gold = {c["name"] for c in cards if c["gold"]}
    assert gold == {"Bomb", "Target", "Package", "Protector"}
    assert all(counts[g] == 1 for g in gold)
    commons = [n for n in counts if n not in gold]
    assert len(commons) == 16 and all(counts[n] == 3 for n in commons)


def test_kinds_and_flags() -> None:
    by = {c["name"]: c for c in card_data()}
    assert by["Bomb"]["kind"] == "gold" and by["Target"]["kind"] == "gold"
    assert by["Protector"]["kind"] == "reaction" and by["Protector"]["gold"]
    assert by["Ninja"]["as_mission"] and by["Ninja"]["kind"] == "reaction"
    assert not by["Police"]["as_mission"]
    missions = {n for n, c in by.items() if c["kind"] == "mission"}
    assert missions == {
        "Sniper", "Assassin", "Terrorist", "Infiltrator", "Double Agent",
        "Detective", "Medic", "Informant", "Courier", "Blackmail",
    }  # fmt: skip
    designed = {n for n, c in by.items() if c["designed"]}
    assert designed == {"Informant", "Courier", "Blackmail", "Hacker"}
    assert all(c["text"] for c in card_data())


def test_bad_card_data_names_the_card_and_field() -> None:
    raw = {"card": [{"name": "Sniper", "kind": "missile", "text": "x"}]}
    with pytest.raises(CardDataError, match="Sniper.*kind"):
        validate_cards(raw, CARD_SCHEMA, "cards.toml")
