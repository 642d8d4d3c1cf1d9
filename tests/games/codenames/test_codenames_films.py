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
    # Elektra of Deadpool & Wolverine: no other curated link to Deadpool
    assert deadpool[NAMES.index("ELEKTRA")] == lore.TIERS["fact"]
    elektra, spider_man = _read("deadpool", ["ELEKTRA", "SPIDER-MAN"])
    assert elektra > wa.CURATED_FLOOR[lore.TIERS["fact"]] > spider_man
    # the Juggernaut of Deadpool 2 is a fan's link of his own too (data/lore.toml [fan])
    assert deadpool[NAMES.index("JUGGERNAUT")] == lore.TIERS["fan"]
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


#: generic power, role, trait and kind words people clue by, each with a card a fan names first
GENERIC = {
    "fire": "HUMAN TORCH", "ice": "ICEMAN", "fly": "FALCON", "flight": "FALCON",
    "king": "BLACK PANTHER", "queen": "MEDUSA", "princess": "SHURI",
    "royalty": "NAMOR", "teen": "MS. MARVEL", "alien": "KREE", "robot": "ULTRON", "god": "THOR",
    "witch": "SCARLET WITCH", "spy": "BLACK WIDOW", "soldier": "WINTER SOLDIER",
    "archer": "HAWKEYE", "cat": "BLACK CAT", "bird": "FALCON", "insect": "WASP",
    "green": "HULK", "red": "RED SKULL", "blue": "NIGHTCRAWLER", "metal": "COLOSSUS",
    "tech": "IRON MAN", "magic": "DOCTOR STRANGE", "space": "SILVER SURFER", "claws": "WOLVERINE",
    "shield": "NICK FURY", "mutant": "WOLVERINE", "demon": "MEPHISTO", "monster": "HULK",
    "animal": "ROCKET RACCOON", "giant": "GALACTUS", "speed": "QUICKSILVER", "strong": "HULK",
    "hunter": "KRAVEN", "assassin": "ELEKTRA", "thief": "BLACK CAT", "ninja": "ELEKTRA",
    "telepath": "PROFESSOR X", "billionaire": "IRON MAN", "reporter": "J. JONAH JAMESON",
    "lawyer": "DAREDEVIL", "detective": "JESSICA JONES", "pilot": "CAPTAIN MARVEL",
    "scientist": "MISTER FANTASTIC", "genius": "IRON MAN", "villain": "DOCTOR DOOM",
    "sister": "HELA", "brother": "LOKI", "father": "ODIN", "twin": "QUICKSILVER",
    "wife": "INVISIBLE WOMAN", "sidekick": "FALCON", "city": "ATLANTIS", "planet": "XANDAR",
    "weapon": "MJOLNIR", "vehicle": "QUINJET", "ship": "HELICARRIER", "tower": "STARK TOWER",
    "cyborg": "NEBULA", "armor": "IRON MAN", "warrior": "VALKYRIE", "mercenary": "DEADPOOL",
    "sorcerer": "DOCTOR STRANGE", "dimension": "DARK DIMENSION", "teleport": "NIGHTCRAWLER",
    "shapeshifter": "MYSTIQUE", "healing": "WOLVERINE", "ocean": "NAMOR", "elemental": "STORM",
    "lightning": "STORM", "sword": "BLADE", "gun": "PUNISHER", "hammer": "MJOLNIR",
}  # fmt: skip


def test_generic_clue_words_read_a_fans_first_card_among_the_first_three() -> None:
    """Over all 200 cards, each generic word has curated links to at least two cards and puts
    the card a fan names first among its first three."""
    assert len(GENERIC) >= 60
    src = wa.source("minilm")
    ids = list(range(len(NAMES)))
    for word, card in GENERIC.items():
        links = lore.links(word)
        assert links is not None and int((links > 0).sum()) >= 2, word
        s = src.read(word, ids)
        assert s is not None, word
        top = [NAMES[i] for i in np.argsort(-s, kind="stable")[:3]]
        assert card in top, (word, top)


def test_prince_reads_the_three_sure_cards_and_princess_shuri_first() -> None:
    """PRINCE: Namor, Thor and Loki, the cards a guesser is sure of (readings_4.toml), and
    Shuri, whose defining PRINCESS shares its stem, read first of all 200 cards; within 0.03."""
    ids = list(range(len(NAMES)))
    s = wa.source("minilm").read("prince", ids)
    assert s is not None
    top = [NAMES[i] for i in np.argsort(-s, kind="stable")[:4]]
    assert set(top) == {"NAMOR", "THOR", "LOKI", "SHURI"}, top
    assert float(s[NAMES.index(top[0])] - s[NAMES.index(top[3])]) < 0.03
