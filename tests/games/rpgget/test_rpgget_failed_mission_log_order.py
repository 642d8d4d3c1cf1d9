"""After a failed mission the log read "Rag Rappy was discarded. / Ann fails Pirate Isle
Defense: Rag Rappy still had 1 of 3 HP.": in that order it looked as if the Enemy was beaten
and the mission failed because of it. The failure now comes first, and each Enemy still
standing "leaves the arena with the failed mission, to <owner>'s discard pile"."""

from __future__ import annotations

from tabletop.engine.events import Event
from tests.games.rpgget.test_rpgget_rules import fight


def test_a_failed_mission_says_the_failure_before_the_enemies_leave() -> None:
    g = fight(
        [{"party": ["Ryudo", "Skye"]}, {}],
        [{"name": "Booma", "damage": 2}, {"name": "Rag Rappy"}],
        ["Ryudo"],
    )
    seen: list[Event] = []
    for _ in range(60):
        if g.attempt is None:
            break
        seat = g.active_seats()[0]
        legal = [a for a in g.legal_actions(seat) if a.verb != "act"]
        seen.extend(g.apply(legal[0]) or [])
    texts = [e.text for e in seen if e.text]
    kinds = [e.kind for e in seen]
    fail = kinds.index("MissionFailed")
    for name in ("Booma", "Rag Rappy"):
        assert f"{name} was discarded." not in texts, texts
        line = f"{name} leaves the arena with the failed mission, to Player 2's discard pile."
        assert line in texts, texts
        assert texts.index(line) > texts.index(seen[fail].text), texts
    assert "Escape from Valua was discarded." in texts, texts
    names = [g.defs[c].name for c in g.zones["discard/1"].cards]
    assert "Booma" in names and "Rag Rappy" in names
