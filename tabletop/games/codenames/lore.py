"""Every curated link of Marvel Codenames, for the computer Agents (numpy only).

A clue word is linked to a card when any of the project's curated files holds it for that card:
data/lore.toml (``is``: the card itself, an alter ego, nickname or catchphrase; ``links``: the
best-known looks, family, sidekicks, teams, places, weapons, actors; ``[fan]``: a fan's
breadth, read a tier under ``links``, a phrase's rarer words also one by one), data/lexicon.toml
(real names and circles), data/lexicon_more.toml (``[words]`` and ``[marvel]`` lists),
data/associations.toml (tags), data/facts.toml (``[facts]`` and ``[more]``) and
data/categories.toml (what kind of thing each card is: a MUTANT clue reads every mutant as the
card itself; its ``[kinds]``, kinds a fan names by one word, BALD or BULLETPROOF, as plain
facts). ``links`` gives, per asset, the strongest tier of link the word has to it (``TIERS``:
the card itself above a best-known link above a link of a fan's breadth above a plain fact; 0
where none; an ``is`` word among the vocabulary's ``COMMON`` commonest words counts as a link; a
clue that is a card's proper name also reaches the cards named with that card in the fan lore,
those of its own lore at that lore's tier, ``_ring``): the Agent weighs a curated link above the
association tables' vague embedding similarity (``wordassoc.Source.read``). Words are read as
letters only (FLAME ON, flame_on and FLAMEON alike), and a plural or verb ending is removed
(``lexicon.forms``); a word no curated file holds in any of those forms is read by its stem
(``stem``: ROBOTIC as ROBOT, SORCERY as SORCERER, TEENAGER as TEEN, THUNDERS as THUNDER).

``wide`` is no curated link: data/wide.toml's words a crowd of players clues each card by,
which the Agents read as the tables' similarity at least ``WIDE_SCORES`` (TEMPERATURE: Iceman).
``readings`` is none either: data/readings.toml's cards a guesser takes each of the clue words
players give most for (``sure``, ``likely``, ``maybe``), read as at least ``READING_SCORES``; where
later rounds of writers graded the word too (readings_2.toml to readings_5.toml), their mean.
"""

from __future__ import annotations

import json
import math
import re
import tomllib
from collections.abc import Mapping
from functools import cache, lru_cache
from pathlib import Path

import numpy as np

from tabletop.games.codenames.data import assets, tags
from tabletop.games.codenames.lexicon import (
    COMMON,
    forms,
    lexicon_more_file,
    vocabulary,
)

DATA = Path(__file__).with_name("data")

#: per kind of link, its tier (the card itself, a fan's best-known link, a link of a fan's
#: breadth, a plain curated fact)
TIERS = {"is": 4, "link": 3, "fan": 2, "fact": 1}
#: the tier of data/categories.toml's ``[kinds]``: a kind a fan names by one word (BALD,
#: BULLETPROOF, REDHEAD) reaches its cards as a plain fact (as a best-known link or at a fan's
#: breadth: 2551 team cards instead of 2553 on 1320 people's clues, 2028 and 2032 instead of
#: 2033 on the Director's 960 clues new players guessed; docs/computer-players.md)
KIND_TIER = "fact"
FAN_PARTS = True  # a [fan] phrase's rarer words are read one by one too
FAN_TIER = "fan"  # the tier of data/lore.toml's [fan] links
RING = True  # a card's proper name reaches the cards named with it (``_ring``)
#: a card's proper name reaches the cards its own lore names at that lore's tier (``links``:
#: a best-known link, ``[fan]``: a fan's breadth), the cards that only name it as a plain fact
#: (``_own_tiers``; 2026-11-26: CONNORS, Spider-Man of the Lizard's links, before Daredevil)
OWN_TIERS = True
OWN_LINK = "link"
OWN_FAN = "fan"
#: and a card whose own curated text holds the name but that the character's own lore does not
#: name is read at most at this tier (VENOM: Spider-Man of Venom's links before the Scorpion,
#: who was Venom once; GUARDIANS: Groot and Mantis of the team's lore before Rocket)
ONE_WAY = "fan"
#: a word of a card's printed name that its ``is`` holds too, that no other card's printed
#: name has and that is no everyday word (DOOM of Doctor Doom, ZEMO, PANTHER, WIDOW, TORCH;
#: not THING, LEADER or GOBLIN) names that card as its real name does (``_circles_words``)
PRINTED_NAMES = True
#: data/lore.toml's tables of words a fan knows whole groups of cards by, each ``"words" =
#: "CARD; *CARD"``: who created or drew them, or directed their film (LIEFELD, KIRBY,
#: COOGLER), the titles of famous story arcs and films with their distinctive word
#: (age_of_ultron and AGE, kravens_last_hunt and HUNT), teams of the past (INVADERS,
#: ILLUMINATI; a word of a team's name, YOUNG of the Young Avengers), events and the places
#: they happened with the cards present (LAGOS, VORMIR, the Snap), heroes who took up another's
#: mantle and other identities (LEGACY, VICTOR), archetypes and references of general culture
#: (JEKYLL: the split selves; FRANKENSTEIN: beings made by a maker; ROBIN_HOOD: the archers),
#: figures who are no card by the cards a fan names them with (KILLIAN, AIM, COLLECTOR),
#: where a card comes from (SOVIET, CANADIAN, AFRICAN, SAN_FRANCISCO), its colours (BLUE:
#: Nightcrawler, Iceman, Mystique before the Fantastic Four's suits), powers and gear where the
#: other lists name too few (MIND, SMART, EXPLOSIVE), the parts characters play in their stories
#: (TRICKSTER: Loki and Mephisto; BRAINWASHED: the Winter Soldier; IMPOSTORS: the shape-shifters
#: and Mysterio), how a card looks (REDHEAD: Scarlet Witch with Black Widow, Mary Jane and Jean
#: Grey), the actors and every card of their films (GARFIELD: the Amazing Spider-Man's Electro
#: and Rhino), the bonds between cards (LULLABY: Black Widow and the Hulk; LOVE: the couples),
#: where each team lives, with all its members (BAXTER: the Fantastic Four, each of them), the
#: links a writer and a second person of the people's sets agreed on where nothing else had
#: them (ARROWS: Yondu); read at the tier of a fan's breadth, a starred card at a best-known
#: link's
KNOWN_BY = (
    "creators",
    "titles",
    "past_teams",
    "events",
    "legacies",
    "concepts",
    "figures",
    "origins",
    "colours",
    "powers",
    "roles",
    "looks",
    "actors",
    "bonds",
    "homes",
    "agreed",
)
#: of these, the tables whose members' own things (data/lore.toml's ``[belongs]``) the word
#: reaches too, at a fan's breadth (MIDNIGHT: Ghost Rider's Chain of the Midnight Sons); not an
#: event's, whose line names what was there (AIRPORT: the heroes of the Civil War's airport
#: battle, not Captain America's serum); where a card comes from reaches its things too
#: (CANADA: Wolverine's claws after Alpha Flight)
WITH_THINGS = ("past_teams", "origins")
#: a clue that names a card reaches the cards that share a film or series with it
#: (data/lore.toml's ``[films]``), as a plain fact (``films``), through a film of at most
#: ``FILM_CAST`` cards (not the crowd of Age of Ultron, Infinity War or Endgame, whose
#: shares still order the cards linked otherwise)
FILMS = True
FILM_CAST = 12
#: the kinds of card a film or series is named after (``title_table``; not WAKANDA FOREVER's
#: place)
TITLE_KINDS = ("character", "team")


def key(text: str) -> str:
    """A curated word or phrase as a clue word: letters only, lower case."""
    return re.sub(r"[^a-z]", "", text.lower())


def _toml(name: str) -> dict:
    return tomllib.loads((DATA / name).read_text(encoding="utf-8"))


@cache
def table() -> dict[str, dict[int, int]]:
    """Clue word (``key``) -> {asset id: tier}, over every curated file."""
    return _tables()[0]


@cache
def support_table() -> dict[str, dict[int, int]]:
    """Clue word (``key``) -> {asset id: in how many kinds of curated text the word is written
    for the card}: a card's ``is``, its ``links``, its ``[fan]`` words, lexicon.toml,
    lexicon_more.toml, associations.toml's tags, facts.toml (XAVIER in the Danger Room's links,
    fan lore, tags and facts: 4). The more of them hold a link, the more central it is."""
    return {w: {i: len(kinds) for i, kinds in d.items()} for w, d in _tables()[1].items()}


@cache
def _tables() -> tuple[dict[str, dict[int, int]], dict[str, dict[int, set[str]]]]:
    names = [a.word for a in assets()]
    index = {n: i for i, n in enumerate(names)}
    out: dict[str, dict[int, int]] = {}
    kinds: dict[str, dict[int, set[str]]] = {}

    def add(word: str, card: str, tier: int, kind: str = "") -> None:
        k = key(word)
        if len(k) < 2:
            return
        if card not in index:
            raise ValueError(f"curated link {word!r} names an unknown card {card!r}")
        got = out.setdefault(k, {})
        got[index[card]] = max(got.get(index[card], 0), tier)
        if kind:
            kinds.setdefault(k, {}).setdefault(index[card], set()).add(kind)

    _, row, _ = vocabulary()
    for card, entry in _toml("lore.toml")["lore"].items():
        for w in str(entry.get("is", "")).split():
            # one of the commonest words is read first in its everyday sense, as a link
            # (GREEN of Doreen Green: Hulk before Squirrel Girl)
            common = row.get(key(w), COMMON) < COMMON
            add(w, card, TIERS["link"] if common else TIERS["is"], "is")
        for w in str(entry.get("links", "")).split():
            add(w, card, TIERS["link"], "links")
    for card, text in _toml("lore.toml").get("defining", {}).items():
        for w in str(text).split():  # a card's defining word is one of its links too
            add(w, card, TIERS["link"])
    for card, text in _toml("lore.toml").get("fan", {}).items():
        for w in str(text).split():
            add(w, card, TIERS[FAN_TIER], "fan")
            parts = w.split("_")
            if FAN_PARTS and len(parts) > 1:  # ERSKINE of abraham_erskine, not GREAT of great_power
                for p in parts:
                    if len(key(p)) >= 4 and row.get(key(p), COMMON) >= COMMON:
                        add(p, card, TIERS[FAN_TIER])
    for card, text in _toml("lore.toml").get("nicknames", {}).items():
        for w in str(text).split():  # WEBHEAD, SHELLHEAD: the card itself, as ``is`` reads
            common = row.get(key(w), COMMON) < COMMON
            add(w, card, TIERS["link"] if common else TIERS["is"], "is")
    for w, card, tier in _known_by():
        add(w, card, tier, "fan")
    for card, text in _toml("lexicon.toml")["lexicon"].items():
        words = str(text).split()
        for w in words:
            add(w, card, TIERS["link"], "lexicon")
        for a, b in zip(words, words[1:], strict=False):  # STEVE ROGERS as STEVEROGERS
            add(a + b, card, TIERS["link"])
    more = lexicon_more_file()
    for part in ("words", "marvel"):
        for word, cards in more.get(part, {}).items():
            for card in (c.strip() for c in cards.split(";")):
                add(word, card, TIERS["link"], "lexicon_more")
    for card, tag_list in tags().items():
        for t in tag_list:
            add(t, card, TIERS["link"], "tags")
    cats = _toml("categories.toml")
    # a member is the category's card itself, common or not; of a fan's kind, a plain fact
    for part, tier in (("categories", TIERS["is"]), ("kinds", TIERS[KIND_TIER])):
        for words, cards in cats.get(part, {}).items():
            for card in (c.strip() for c in cards.split(";")):
                for w in words.split():
                    add(w, card, tier)
    facts = _toml("facts.toml")
    for card, fs in facts["facts"].items():
        for f in fs:
            add(f, card, TIERS["fact"], "facts")
    for card, text in facts.get("more", {}).items():
        for f in str(text).split():
            add(f, card, TIERS["fact"], "facts")
    if RING:
        _ring(out, names)
    if FILMS:
        _films(out)
    return out, kinds


def _known_by() -> list[tuple[str, str, int]]:
    """(word, card, tier) of data/lore.toml's ``KNOWN_BY`` tables: creators, story and film
    titles, teams of the past, events, mantles; a starred card at a best-known link's tier (the
    one the word is best known for: LIEFELD, Deadpool), the rest and the things their members
    own (``WITH_THINGS``) at a fan's breadth."""
    raw = _toml("lore.toml")
    things: dict[str, list[str]] = {}
    for thing, owner in raw.get("belongs", {}).items():
        things.setdefault(owner, []).append(thing)
    got = []
    for part in KNOWN_BY:
        for words, cards in raw.get(part, {}).items():
            for card in (c.strip() for c in cards.split(";")):
                tier = TIERS["link"] if card.startswith("*") else TIERS[FAN_TIER]
                owned = things.get(card.lstrip("*"), []) if part in WITH_THINGS else []
                for w in words.split():
                    got.append((w, card.lstrip("*"), tier))
                    got += [(w, thing, TIERS[FAN_TIER]) for thing in owned]
    return got


def _films(out: dict[str, dict[int, int]]) -> None:
    """A clue that names a card reaches the cards of its films of at most ``FILM_CAST`` cards
    (``film_table``) at the tier of a plain fact: DEADPOOL, Juggernaut of Deadpool 2."""
    for w, shares in film_table(FILM_CAST).items():
        got = out.setdefault(w, {})
        for y in shares:
            got[y] = max(got.get(y, 0), TIERS["fact"])


@cache
def film_table(largest: int = 0) -> dict[str, dict[int, float]]:
    """Clue word that names one card (as ``_ring`` reads it: ULTRON, LOGAN, WEBHEAD) -> {card
    sharing a film or series of data/lore.toml's ``[films]`` with it: the share of that
    card's films it shares}, through films of at most ``largest`` cards (0: every film):
    DEADPOOL reaches Juggernaut (2 of his 3 films) more than Colossus (2 of 5)."""
    names = tuple(a.word for a in assets())
    index = {n: i for i, n in enumerate(names)}
    name_of, _, _ = _circles(names)
    casts = [
        {index[c.strip()] for c in str(cards).split(";")}
        for cards in _toml("lore.toml").get("films", {}).values()
    ]
    casts = [c for c in casts if not largest or len(c) <= largest]
    seen: dict[int, int] = {}
    for cast in casts:
        for y in cast:
            seen[y] = seen.get(y, 0) + 1
    out: dict[str, dict[int, float]] = {}
    for w, x in name_of.items():
        shared: dict[int, int] = {}
        for cast in casts:
            if x in cast:
                for y in cast - {x}:
                    shared[y] = shared.get(y, 0) + 1
        if shared:
            out[w] = {y: n / seen[y] for y, n in shared.items()}
    return out


@lru_cache(maxsize=4096)
def films(word: str) -> np.ndarray | None:
    """Per asset, the share of its films it shares with the card ``word`` names (its forms;
    ``film_table``), or None when the word names no card with a film."""
    got = film_table()
    found = [got[c] for c in forms(key(word)) if c in got]
    if not found:
        return None
    s = np.zeros(len(assets()), np.float32)
    for i, v in found[0].items():
        s[i] = v
    return s


@cache
def title_table() -> dict[str, set[int]]:
    """Clue word that names one card (as ``_ring`` reads it) -> the cards of the films and
    series of data/lore.toml's ``[films]`` named after that card: the first character or team
    whose printed name is a run of the title's words, not inside a longer card's (SHE_HULK is
    She-Hulk's, not the Hulk's; CAPTAIN_AMERICA_THE_WINTER_SOLDIER is Captain America's):
    FALCON, the U.S. Agent and Baron Zemo of The Falcon and the Winter Soldier."""
    names = tuple(a.word for a in assets())
    index = {n: i for i, n in enumerate(names)}
    name_of, _, _ = _circles(names)
    printed = {key(a.word): i for i, a in enumerate(assets()) if a.kind in TITLE_KINDS}
    own: dict[int, set[int]] = {}
    for title, cards in _toml("lore.toml").get("films", {}).items():
        parts = [p for p in title.split("_") if p]
        cast = {index[c.strip()] for c in str(cards).split(";")}
        runs = [
            (a, -b, printed[key("".join(parts[a:b]))])
            for a in range(len(parts))
            for b in range(a + 1, len(parts) + 1)
            if key("".join(parts[a:b])) in printed
        ]
        if runs:
            x = min(runs)[2]  # the first name, the longest there
            if x in cast:
                own.setdefault(x, set()).update(cast - {x})
    return {w: own[x] for w, x in name_of.items() if x in own}


@lru_cache(maxsize=4096)
def title_cast(word: str) -> np.ndarray | None:
    """Per asset, 1 for a card of a film or series named after the card ``word`` names
    (``title_table``), or None when the word names no card with such a film."""
    got = title_table()
    found = [got[c] for c in forms(key(word)) if c in got]
    if not found:
        return None
    s = np.zeros(len(assets()), np.float32)
    s[sorted(found[0])] = 1.0
    return s


def _ring(out: dict[str, dict[int, int]], names: list[str]) -> None:
    """A clue that names one card (its printed name, a rarer word of the real name its ``is``
    begins with: LOKI, BANNER, ROGERS, or a nickname of ``[nicknames]``: WEBHEAD; no
    catchphrase such as SNIKT) reaches the cards that card's fan lore names and the cards
    whose fan lore names it: the cards of the named card's own lore at that lore's tier
    (``OWN_TIERS``), the others as a plain fact, or a direct link of theirs at most at the
    ``ONE_WAY`` tier: BANNER, Hulk's name, reaches Sakaar of Hulk's links, the Abomination of
    his fan lore, Odin as a fact."""
    name_of, ring, _ = _circles(tuple(names))
    own = _own_tiers(tuple(names)) if OWN_TIERS else {}
    for w, x in name_of.items():
        got = out.setdefault(w, {})
        if OWN_TIERS and ONE_WAY:  # VENOM: the Scorpion, whose links name Venom, after Spider-Man
            for y, t in list(got.items()):
                if y != x and TIERS["link"] <= t < TIERS["is"] and y not in own.get(x, {}):
                    got[y] = TIERS[ONE_WAY]
        for y in ring[x]:
            tier = own.get(x, {}).get(y, TIERS["fact"])
            got[y] = max(got.get(y, 0), tier)


@cache
def _own_tiers(names: tuple[str, ...]) -> dict[int, dict[int, int]]:
    """Card -> {card its own lore names: the tier of that lore}: a card of its ``links`` at a
    best-known link's tier, of its ``[fan]`` at a fan's breadth (VENOM: Spider-Man, whom
    Venom's own links name, as strongly as the Scorpion, whose links name Venom)."""
    raw = _toml("lore.toml")
    index = {n: i for i, n in enumerate(names)}
    _, full_of = _circles_words(names)
    out: dict[int, dict[int, int]] = {}
    for card, entry in raw["lore"].items():
        got = out.setdefault(index[card], {})
        for text, tier in (
            (raw.get("fan", {}).get(card, ""), OWN_FAN),
            (entry.get("links", ""), OWN_LINK),
        ):
            for w in str(text).split():
                y = full_of.get(key(w))
                if y is not None and y != index[card]:
                    got[y] = max(got.get(y, 0), TIERS[tier])
    return out


@cache
def _circles(
    names: tuple[str, ...],
) -> tuple[dict[str, int], dict[int, set[int]], dict[int, set[int]]]:
    """(clue word that names one card -> that card, card -> the cards named with it either
    way, card -> the cards its own lore names) for ``_ring``."""
    raw = _toml("lore.toml")
    index = {n: i for i, n in enumerate(names)}
    name_of, full_of = _circles_words(names)
    said: dict[int, set[str]] = {}  # the cards each card's lore names
    for card, entry in raw["lore"].items():
        text = f"{entry.get('links', '')} {raw.get('fan', {}).get(card, '')}"
        said[index[card]] = {key(w) for w in text.split()}
    ring: dict[int, set[int]] = {i: set() for i in index.values()}
    named: dict[int, set[int]] = {i: set() for i in index.values()}
    for y, ws in said.items():
        for w in ws:
            x = full_of.get(w)
            if x is not None and x != y:
                ring[x].add(y)
                ring[y].add(x)
                named[y].add(x)
    return name_of, ring, named


def _printed_words(card: str) -> set[str]:
    """The words of a card's printed name known to the vocabulary, of four letters or more."""
    _, row, _ = vocabulary()
    return {key(p) for p in re.split(r"[ -]", card) if len(key(p)) >= 4 and key(p) in row}


@cache
def _circles_words(names: tuple[str, ...]) -> tuple[dict[str, int], dict[str, int]]:
    """(clue word that names one card -> that card, a word the fan lore names one card by ->
    that card) for ``_circles``."""
    raw = _toml("lore.toml")
    _, row, tier = vocabulary()
    index = {n: i for i, n in enumerate(names)}
    once: dict[str, int] = {}
    for n in names:
        for w in _printed_words(n):
            once[w] = once.get(w, 0) + 1

    def rare(w: str) -> bool:
        return len(w) >= 4 and row.get(w, COMMON) >= COMMON

    own: dict[int, set[str]] = {}  # the clue words that name the card
    full: dict[int, set[str]] = {}  # how the fan lore names it: LOKI, TONY_STARK, X_MANSION
    for card, entry in raw["lore"].items():
        # an ``is`` begins with the card's real name (bruce banner, tony stark, kang nathaniel)
        first = str(entry.get("is", "")).split()[:2]
        full[index[card]] = {key(card), key("".join(first))} | {
            key(w) for w in first[:1] if "_" in w
        }
        own[index[card]] = {key(w) for w in first if rare(key(w))} | full[index[card]]
        if PRINTED_NAMES:  # DOOM, ZEMO, PANTHER: the word a fan calls the card by
            printed = {w for w in _printed_words(card) if once[w] == 1 and tier[row[w]] < 2}
            own[index[card]] |= {key(w) for w in str(entry.get("is", "")).split()} & printed
    for card, text in raw.get("nicknames", {}).items():  # WEBHEAD, SHELLHEAD, GREENSKIN
        own[index[card]] |= {key(w) for w in str(text).split()}

    def unique(by_card: dict[int, set[str]]) -> dict[str, int]:
        holders: dict[str, set[int]] = {}
        for i, ws in by_card.items():
            for w in ws:
                holders.setdefault(w, set()).add(i)
        return {w: next(iter(c)) for w, c in holders.items() if len(c) == 1}

    return unique(own), unique(full)


#: how much of its owner's centrality a card that belongs to another (data/lore.toml's
#: ``[belongs]``: Mjolnir to Thor) shares
BELONGS_SHARE = 0.5
#: how defining a card's name is for the cards that card's own lore names (``_circles``):
#: WEBHEAD takes Carnage and Sandman, named in Spider-Man's lore, before the Black Cat, whose
#: lore names him
RING_CENTRAL = 0.25
#: a starred card of these data/lore.toml tables (a team's own member, an event's main figure,
#: a mantle's best-known heir, a card that colour above all) is that much of a card the word
#: defines: YOUNG takes Kate Bishop and America Chavez of the Young Avengers before Kitty Pryde,
#: a teen of a category; RED Scarlet Witch and Daredevil before Elektra
STARRED_CENTRAL = ("past_teams", "events", "legacies", "colours")
STAR_SHARE = 0.5


@cache
def central_table() -> dict[str, dict[int, float]]:
    """Clue word (``key``) -> {asset id: how defining the word is for that card}: 1 for a word
    of the card's own ``[defining]`` list in data/lore.toml (its epithet, title, real name, own
    team, signature power or home: THUNDER for Thor), ``BELONGS_SHARE`` for a word of the
    defining list of the card it belongs to (``[belongs]``: THUNDER for Mjolnir), not the
    owner's own names (TONY, STARK: Iron Man's circle is ``_ring``'s)."""
    raw = _toml("lore.toml")
    index = {a.word: i for i, a in enumerate(assets())}
    defining = raw.get("defining", {})
    out: dict[str, dict[int, float]] = {}

    def put(text: str, card: str, weight: float) -> None:
        for w in str(text).split():
            got = out.setdefault(key(w), {})
            got[index[card]] = max(got.get(index[card], 0.0), weight)

    for card, text in defining.items():
        put(text, card, 1.0)
    if RING:  # WEBHEAD: the foes Spider-Man's own lore names before a card naming him
        name_of, _, named = _circles(tuple(index))
        for w, x in name_of.items():
            got = out.setdefault(w, {})
            for y in named[x]:
                got[y] = max(got.get(y, 0.0), RING_CENTRAL)
    for card, owner in raw.get("belongs", {}).items():
        if card not in index or owner not in index:
            raise ValueError(f"[belongs] names an unknown card: {card!r} = {owner!r}")
        # not the owner's names (its ``is``): a name reaches the owner's circle by ``_ring``
        names = {key(w) for w in str(raw["lore"][owner].get("is", "")).split()}
        words = [
            w
            for w in str(defining.get(owner, "")).split()
            if not all(key(p) in names for p in w.split("_"))  # STEPHEN_STRANGE, TONY
        ]
        put(" ".join(words), card, BELONGS_SHARE)
    for part in STARRED_CENTRAL:  # YOUNG: the Young Avengers' own before a teen of a category
        for words, cards in raw.get(part, {}).items():
            for card in (c.strip() for c in cards.split(";")):
                if card.startswith("*"):
                    put(words, card.lstrip("*"), STAR_SHARE)
    return out


@lru_cache(maxsize=4096)
def central(word: str) -> np.ndarray | None:
    """Per asset, how defining ``word`` (read as ``links`` reads it) is for the card
    (``central_table``), 0 where it is not; None if it defines no card."""
    return _per_asset(central_table(), _central_stems(), word)


def _by_stem(got: dict[str, dict[int, float]]) -> dict[str, dict[int, float]]:
    """``got`` merged under each word's stem (the strongest value per card)."""
    out: dict[str, dict[int, float]] = {}
    for c, d in got.items():
        merged = out.setdefault(stem(c), {})
        for i, t in d.items():
            merged[i] = max(merged.get(i, 0.0), t)
    return out


@cache
def _central_stems() -> dict[str, dict[int, float]]:
    return _by_stem(central_table())


@cache
def _typical_stems() -> dict[str, dict[int, float]]:
    return _by_stem(typical_table())


def _per_asset(
    got: Mapping[str, Mapping[int, float]], by_stem: Mapping[str, Mapping[int, float]], word: str
) -> np.ndarray | None:
    """A word's per-card values in ``got`` (its forms, else its stem in ``by_stem``)."""
    w = key(word)
    found = [got[c] for c in forms(w) if c in got]
    if not found and len(w) > STEM_MIN:
        found = [d for d in (by_stem.get(stem(w)),) if d]
    if not found:
        return None
    s = np.zeros(len(assets()), np.float32)
    for d in found[:1] if w in got else found:
        for i, t in d.items():
            s[i] = max(s[i], t)
    return s


@cache
def typical_table() -> dict[str, dict[int, float]]:
    """Category word (``key``) -> {member's asset id: how typical a member it is}: data/
    categories.toml lists a category's cards from the most central (1) to the least (1/n of n
    members), so a MUTANTS clue reads Wolverine and Professor X before Jubilee."""
    index = {a.word: i for i, a in enumerate(assets())}
    out: dict[str, dict[int, float]] = {}
    for words, cards in _toml("categories.toml")["categories"].items():
        members = [c.strip() for c in cards.split(";")]
        for r, card in enumerate(members):
            typ = (len(members) - r) / len(members)
            for w in words.split():
                got = out.setdefault(key(w), {})
                got[index[card]] = max(got.get(index[card], 0.0), typ)
    return out


@lru_cache(maxsize=4096)
def support(word: str) -> np.ndarray | None:
    """Per asset, in how many kinds of curated text ``word`` (its forms) is written for the
    card (``support_table``), 0 where none; None if in none for any card."""
    got = support_table()
    found = [got[c] for c in forms(key(word)) if c in got]
    if not found:
        return None
    s = np.zeros(len(assets()), np.float32)
    for d in found:
        for i, n in d.items():
            s[i] = max(s[i], n)
    return s


@lru_cache(maxsize=4096)
def typical(word: str) -> np.ndarray | None:
    """Per asset, how typical a member it is of the category ``word`` names (read as
    ``links`` reads a word: its forms, else its stem), 0 where none; None if ``word`` names no
    category."""
    return _per_asset(typical_table(), _typical_stems(), word)


#: endings ``stem`` removes, longest first, while at least ``STEM_MIN`` letters are left
SUFFIXES = sorted(
    "ically ical ations ation agers ager eries ery ress ness ians ian ists ist isms ism ities "
    "ity ous ics ic ies ers er ings ing ed es s y e".split(),
    key=len,
    reverse=True,
)
STEM_MIN = 4


def stem(word: str) -> str:
    """A clue word's stem: its endings removed one after another (``SUFFIXES``), so the forms
    of one word meet (ROBOTIC and ROBOTS as ROBOT; SORCERY, SORCERER and SORCERESS as SORC)."""
    w = key(word)
    while True:
        for suffix in SUFFIXES:
            if w.endswith(suffix) and len(w) - len(suffix) >= STEM_MIN:
                w = w[: -len(suffix)]
                break
        else:
            return w


@cache
def stems() -> dict[str, dict[int, int]]:
    """Stem -> {asset id: tier}: every curated word's links merged under its stem."""
    out: dict[str, dict[int, int]] = {}
    for w, d in table().items():
        got = out.setdefault(stem(w), {})
        for i, t in d.items():
            got[i] = max(got.get(i, 0), t)
    return out


@lru_cache(maxsize=4096)  # per clue word: bounded, or a long simulation grows without end
def links(word: str) -> np.ndarray | None:
    """Per asset, the strongest tier of curated link of ``word`` (or of its forms without a
    plural or verb ending, or else of its stem) to it, 0 where none; None if no curated file
    links the word."""
    return _per_asset(table(), stems(), word)


#: data/wide.toml: per card, the words a crowd of players clues it by (``strong``: most would
#: see it; ``loose``: fewer would), read as the association tables' similarity at least this
#: high (``wide``): a weaker reading than any curated link, under the tiers above
WIDE = True
WIDE_SCORES = {"strong": 0.70, "loose": 0.60}


@cache
def wide_table() -> dict[str, dict[int, float]]:
    """Clue word (``key``) -> {asset id: its ``WIDE_SCORES`` value} from data/wide.toml."""
    index = {a.word: i for i, a in enumerate(assets())}
    out: dict[str, dict[int, float]] = {}
    path = DATA / "wide.toml"
    if not WIDE or not path.exists():
        return out
    for card, lists in _toml("wide.toml").items():
        if card not in index:
            continue
        for part, value in WIDE_SCORES.items():
            for w in str(lists.get(part, "")).split():
                got = out.setdefault(key(w), {})
                got[index[card]] = max(got.get(index[card], 0.0), value)
    return out


@cache
def _wide_stems() -> dict[str, dict[int, float]]:
    return _by_stem(wide_table())


@lru_cache(maxsize=4096)
def wide(word: str) -> np.ndarray | None:
    """Per asset, how strongly a crowd of players clues it by ``word`` (``wide_table``; its
    forms, else its stem), 0 where not; None if for no card."""
    return _per_asset(wide_table(), _wide_stems(), word)


READING_SCORES = {"sure": 0.80, "likely": 0.70, "maybe": 0.60}
#: the files of guessers' readings, one a round of writers; a word some of them grade reads,
#: per card, as the mean of their grades (``READING_SCORES`` less ``READING_BASE``; a writer
#: who left the card out counts 0) over ``READING_BASE``
READING_FILES = (
    "readings.toml",
    "readings_2.toml",
    "readings_3.toml",
    "readings_4.toml",
    "readings_5.toml",
)
READING_BASE = 0.5


def _writer_readings(name: str, index: Mapping[str, int]) -> dict[str, dict[int, float]]:
    """One file's clue word (``key``) -> {asset id: its grade's ``READING_SCORES`` value less
    ``READING_BASE``}."""
    out: dict[str, dict[int, float]] = {}
    if not (DATA / name).exists():
        return out
    for word, grades in _toml(name).items():
        if not isinstance(grades, dict):  # ``designed = true``
            continue
        got = out.setdefault(key(word), {})
        for part, value in READING_SCORES.items():
            names = (c.strip() for c in str(grades.get(part, "")).split(";"))
            for i in (index[c] for c in names if c in index):
                got[i] = max(got.get(i, 0.0), value - READING_BASE)
    return out


@cache
def readings_table() -> dict[str, dict[int, float]]:
    """Clue word (``key``) -> {asset id: how surely guessers take it for the card}: over the
    ``READING_FILES``' grades of the word and of its other forms (ARROWS with ARROW, each a
    writer's), the mean of their grades (``_writer_readings``) over ``READING_BASE``; a file's
    grade's cards are separated by ``;``."""
    index = {a.word: i for i, a in enumerate(assets())}
    rounds = [_writer_readings(name, index) for name in READING_FILES]
    words = {w for r in rounds for w in r}
    # each word under its shortest graded form, where its writers meet
    members: dict[str, list[str]] = {}
    for w in words:
        members.setdefault(min((f for f in forms(w) if f in words), key=len), []).append(w)
    out: dict[str, dict[int, float]] = {}
    for group in members.values():
        graded = [r[w] for r in rounds for w in group if w in r]
        cards = {i for g in graded for i in g}
        mean = {i: READING_BASE + sum(g.get(i, 0.0) for g in graded) / len(graded) for i in cards}
        out.update(dict.fromkeys(group, mean))
    return out


@cache
def _reading_stems() -> dict[str, dict[int, float]]:
    return _by_stem(readings_table())


@lru_cache(maxsize=4096)
def readings(word: str) -> np.ndarray | None:
    """Per asset, the value of its grade among the cards a guesser takes ``word`` for
    (``readings_table``; its forms, else its stem), 0 where none; None if the word has none."""
    return _per_asset(readings_table(), _reading_stems(), word)


#: data/meant.json, derived from the project's people's sets (``tools/codenames_people_sets.py
#: meant``): per clue word's ``stem``, per card, how many clues of that word the writers gave
#: with the card open and linked on the board (a curated link; two or more linked cards, some
#: meant and some not) and in how many of them they meant it. A word people clue often reads,
#: per card, as how much more often than the sets' overall rate (``rate``) they meant it there,
#: drawn toward that rate as if ``MEANT_PRIOR`` more clues had been seen: MUTANTS, a writer's
#: Wolverine far more often than Genosha, both linked. A card meant less often than the rate
#: reads lower only once it was linked in ``MEANT_LOWER_FROM`` clues of the word: one writer's
#: passing it over is no sign. On the 9000 tuning clues, each set left out (the writer's model
#: refitted each way): never lower 17547 team cards, assassins 2, rival turns 102; lower from
#: the second clue **17590**, 1, 88; from the third 17581, the fourth 17583, the eighth 17554;
#: from the first 17583, but the computer Director's own clues lost (400 matched games: 0.945
#: won, 0.0125 on the assassin, against 0.9525 and 0.0075 from the second).
MEANT_FILE = "meant.json"
MEANT_PRIOR = 2.0
MEANT_LOWER_FROM = 2


def meant_value(m: int, n: int, rate: float) -> float:
    """A card the writers meant in ``m`` of the ``n`` clues of a word it was linked in, against
    the sets' ``rate``: the log of how much more often, drawn toward the rate (``MEANT_PRIOR``);
    less often reads lower from ``MEANT_LOWER_FROM`` clues on, else as never seen."""
    if n <= 0:
        return 0.0
    value = math.log((m + MEANT_PRIOR * rate) / (n + MEANT_PRIOR)) - math.log(rate)
    return value if n >= MEANT_LOWER_FROM else max(0.0, value)


@cache
def meant_table() -> tuple[float, dict[str, dict[int, tuple[int, int]]]]:
    """(the sets' overall rate, stem -> {asset id: (clues it was meant in, clues it was open
    and linked in)}) of ``MEANT_FILE``; (0, {}) without the file."""
    path = DATA / MEANT_FILE
    if not path.exists():
        return 0.0, {}
    raw = json.loads(path.read_text(encoding="utf-8"))
    index = {a.word: i for i, a in enumerate(assets())}
    words = {
        w: {index[c]: (int(m), int(n)) for c, (m, n) in cards.items() if c in index}
        for w, cards in raw["words"].items()
    }
    return float(raw["rate"]), words


@lru_cache(maxsize=4096)
def meant(word: str) -> np.ndarray | None:
    """Per asset, the log of how much more often than the sets' rate the writers meant it by
    ``word`` (its ``stem``) where it was open and linked (``meant_table``), 0 where never seen;
    None if no writer gave the word with two linked cards."""
    rate, words = meant_table()
    got = words.get(stem(word))
    if not got or rate <= 0.0:
        return None
    out = np.zeros(len(assets()), np.float32)
    for i, (m, n) in got.items():
        out[i] = meant_value(m, n, rate)
    return out
