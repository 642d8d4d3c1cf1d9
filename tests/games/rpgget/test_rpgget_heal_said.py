"""RPG Get!: an Event that heals says in the log what it did. Second Wind played on the arena
read "Bea plays the event Second Wind. Second Wind was discarded." and nothing of what it did:
a target with no damage was healed silently. Now each healed card says by how much and the HP
it has ("Ryudo heals 3 (HP 9 of 10)."), and where nobody had damage the line says there was
nothing to heal. (A target is an active member or an enemy in the attempt, as the rulebook's
Targets section says: a party member left out of the attempt is no target.)"""

from __future__ import annotations

from typing import Any

from tests.games.rpgget.test_rpgget_rules import cid, fight


def second_wind(target: str, damage: dict[str, int]) -> tuple[Any, list[str], int]:
    """Ann's Ryudo fights a Rag Rappy; Ann plays Second Wind on ``target``: the game, the log
    lines of the play and the target's card."""
    g = fight(
        [{"party": ["Ryudo", "Vyse"], "hand": ["Second Wind"], "damage": damage}, {}],
        [{"name": "Rag Rappy"}],
        ["Ryudo"],
    )
    wind = cid(g, "hand/0", "Second Wind")
    texts = [e.text for e in g.apply(f"0:event {wind}")]
    pool = {g.defs[c].name: c for c in g.targets_pool()}
    assert "Vyse" not in pool  # not in the attempt: no target (rulebook, Targets)
    card = pool[target]
    texts += [e.text for e in g.apply(f"0:target {card}")]
    return g, texts, card


def test_second_wind_says_whom_it_healed_and_by_how_much() -> None:
    g, texts, ryudo = second_wind("Ryudo", {"Ryudo": 4})
    hp = g.defs[ryudo].hp
    assert g.hp_left(ryudo) == hp - 1
    assert f"Ryudo heals 3 (HP {hp - 1} of {hp})." in texts, texts


def test_second_wind_on_a_card_with_all_its_hp_says_there_was_nothing_to_heal() -> None:
    _g, texts, _rappy = second_wind("Rag Rappy", {"Ryudo": 4})
    assert "Second Wind: nothing to heal, Rag Rappy has all its HP." in texts, texts
    i = texts.index("Second Wind: nothing to heal, Rag Rappy has all its HP.")
    assert any("plays the event Second Wind" in t for t in texts[:i]), texts
