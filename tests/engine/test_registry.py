"""One registry: everything game-specific the shared code needs comes from ``GameInfo`` (and
what it names), so no module outside ``tabletop/games`` names a game."""

from __future__ import annotations

import re
from pathlib import Path

from tabletop.collection.sealed import auto_deck, sealed_note, sealed_pool, unlimited
from tabletop.collection.sets import games as collectible
from tabletop.collection.sets import get_set
from tabletop.engine.game import game_class
from tabletop.engine.registry import info, playable_names, registry

PACKAGE = Path(__file__).resolve().parents[2] / "tabletop"


def test_no_module_outside_the_games_names_a_game() -> None:
    names = "|".join(re.escape(n) for n in registry())
    said = re.compile(rf"""(==|!=|\bin)\s*\(?\s*["']({names})["']|["']({names})["']\s*:""")
    found = []
    for path in PACKAGE.rglob("*.py"):
        if PACKAGE / "games" in path.parents:
            continue
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if said.search(line):
                found.append(f"{path.relative_to(PACKAGE)}:{i}: {line.strip()}")
    assert not found, "\n".join(found)


def test_the_collectible_games_are_the_registry_entries_with_a_set() -> None:
    assert collectible() == [n for n, gi in registry().items() if gi.collection]
    assert set(collectible()) == {"austin", "beanz", "rpgget"}
    for game in collectible():
        assert get_set(game).game == game


def test_sealed_rules_come_from_each_games_set() -> None:
    # Austin adds a starter set; RPG Get!'s opened commons are filler; Beanz is plain
    assert "starter set" in sealed_note("austin")
    assert sealed_note("beanz") == "six booster packs"
    assert unlimited("rpgget", 80) and not unlimited("beanz", 80)
    austin = sealed_pool("austin", 5)
    assert all(austin[n] >= 1 for n in get_set("austin").starter)
    for game in collectible():
        gset = get_set(game)
        for fmt in gset.formats:
            pool = sealed_pool(game, 11)
            deck = auto_deck(game, fmt, pool)
            if deck is not None:
                assert len(deck) == gset.formats[fmt].size
                assert all(deck.count(n) <= pool[n] for n in set(deck))


def test_options_say_their_values_in_words() -> None:
    key = next(o for o in game_class("codenames").OPTIONS if o.name == "key")
    assert key.say(7) == "card 7"
    assert key.say("deck") == "a card from the deck"
    daddy = next(o for o in game_class("austin").OPTIONS if o.name == "daddy")
    assert daddy.say(-1) == "nobody" and daddy.say(2) == "Player 3"
    first = next(o for o in game_class("rpgget").OPTIONS if o.name == "first")
    assert first.say("random") == "random" and first.say(0) == "Player 1"


def test_the_demo_seats_come_from_the_registry() -> None:
    from tabletop.ui.scenes.demo import demo_seats

    for game in playable_names():
        cls = game_class(game)
        want = max(cls.MIN_SEATS, min(cls.MAX_SEATS, info(game).demo_seats))
        assert len(demo_seats(game)) == want
    assert len(demo_seats("codenames")) == 4


def test_sound_cues_name_known_events_and_existing_sounds() -> None:
    from tabletop.engine.events import COMMON, DEFAULT_SOUNDS

    have = {p.stem for p in (PACKAGE.parent / "sounds").glob("*.wav")}
    for name, gi in registry().items():
        kinds = set(COMMON) | set(game_class(name).EVENT_KINDS)
        for key, cue in {**DEFAULT_SOUNDS, **gi.sounds}.items():
            assert key.partition(".")[0] in kinds, (name, key)
            assert cue is None or cue[0] in have, (name, key)


def test_a_cue_for_one_value_wins_over_its_kinds() -> None:
    from tabletop.engine.events import sound_for

    cues = info("codenames").sounds
    assert sound_for(cues, "CardCovered", {"card": "assassin"}) == ("alarm", 1.0)
    assert sound_for(cues, "CardCovered", {"card": "hydra"}) == ("flip", 1.0)
    rpg = info("rpgget").sounds
    assert sound_for(rpg, "DamageDealt", {"amount": 0}) is None
    assert sound_for(rpg, "DamageDealt", {"amount": 3}) == ("hit", 0.5)
    assert sound_for({}, "PileShuffled", {}) == ("shuffle", 0.7)  # the shared default
