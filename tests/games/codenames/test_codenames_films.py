"""The computer Agent knows which cards share a film or series (data/lore.toml's [films]) and
the kinds of card people name by a generic word (data/categories.toml: royalty, flight,
elemental...)."""

from __future__ import annotations

import tomllib

import numpy as np

from tabletop.games.codenames import lore
from tabletop.games.codenames import wordassoc as wa
from tabletop.games.codenames.data import assets

NAMES = [a.word for a in assets()]


def _read(word: str, cards: list[str]) -> list[float]:
    s = wa.source("minilm").read(word, [NAMES.index(c) for c in cards])
    assert s is not None, word
    return [float(x) for x in s]


def test_films_name_only_cards_and_a_name_reaches_its_co_stars_as_a_plain_fact() -> None:
    raw = tomllib.loads((wa.DATA / "lore.toml").read_text(encoding="utf-8"))
    assert len(raw["films"]) >= 60
    for cards in raw["films"].values():
        assert {c.strip() for c in cards.split(";")} <= set(NAMES), cards
    deadpool = lore.links("deadpool")
    assert deadpool is not None
    # Juggernaut of Deadpool 2 and Deadpool & Wolverine: no other curated link to Deadpool
    assert deadpool[NAMES.index("JUGGERNAUT")] == lore.TIERS["fact"]
    juggernaut, spider_man = _read("deadpool", ["JUGGERNAUT", "SPIDER-MAN"])
    assert juggernaut > wa.CURATED_FLOOR[lore.TIERS["fact"]] > spider_man
    # Yondu's films are the Guardians': Rocket and Drax come before a card of none of them
    rocket, scorpion = _read("yondu", ["ROCKET RACCOON", "SCORPION"])
    assert rocket > scorpion


def test_a_crowded_film_links_nobody_but_its_share_orders_the_linked_cards() -> None:
    """Infinity War and Endgame hold most heroes: sharing one of them is no link (BANNER does
    not reach Titan); the share of a card's films shared with the clue's card orders the
    cards linked otherwise (1 for a card whose every film holds the named card)."""
    banner = lore.links("banner")
    assert banner is not None and banner[NAMES.index("TITAN")] == 0
    share = lore.films("deadpool")
    assert share is not None
    assert share[NAMES.index("X-FORCE")] == 1.0
    assert share[NAMES.index("JUGGERNAUT")] > share[NAMES.index("COLOSSUS")] > 0
    assert share[NAMES.index("SPIDER-MAN")] == 0
    assert lore.films("notacardname") is None
    assert (
        max(len(c.split(";")) for c in lore._toml("lore.toml")["films"].values()) > lore.FILM_CAST
    )


def test_generic_kinds_people_clue_by_reach_their_members() -> None:
    """ROYALTY reads Medusa, queen of the Inhumans, as well as kings; ELEMENTAL the masters of
    ice, fire, weather, electricity and sand; FLIGHT the fliers; CLAWS, CATS, BIRDS..."""
    for word, members, other in (
        ("royalty", ["MEDUSA", "NAMOR", "BLACK BOLT", "SHURI"], "SPIDER-MAN"),
        ("elemental", ["STORM", "ICEMAN", "HUMAN TORCH", "ELECTRO", "SANDMAN"], "HAWKEYE"),
        ("flight", ["WAR MACHINE", "FALCON", "QUINJET"], "DAREDEVIL"),
        ("claws", ["WOLVERINE", "SABRETOOTH"], "CYCLOPS"),
        ("cats", ["BLACK CAT", "TIGRA"], "RHINO"),
        ("birds", ["FALCON", "VULTURE"], "LIZARD"),
        ("teleporter", ["NIGHTCRAWLER", "LOCKJAW"], "BEAST"),
    ):
        links = lore.links(word)
        assert links is not None, word
        for m in members:
            assert links[NAMES.index(m)] == lore.TIERS["is"], (word, m)
        s = _read(word, [*members, other])
        assert float(np.min(s[:-1])) > s[-1], word
