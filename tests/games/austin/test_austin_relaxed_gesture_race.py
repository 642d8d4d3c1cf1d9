"""Relaxed timing's Happening race (option ``races = no-speed``): speed does not count, but a
player who never copies the gesture is slower than anyone who copied it (the rulebook: "Whoever
is the last to mimic your gesture becomes the target"), so the players who did not copy it are
last, before any copier, and tie only among themselves; only when everyone copied it does
everyone tie (the Happening's player then chooses). Before, a player who never copied tied
with everyone who did and the Happening's player could pick a copier. The log says who copied
it (in seat order, not by speed) and who did not."""

from __future__ import annotations

from tabletop.engine.events import Event
from tabletop.engine.game import new_game
from tabletop.engine.timed import TimedOutcome
from tabletop.games.austin.rules import AustinGame
from tabletop.games.austin.rules.races import GESTURE_MS
from tabletop.reactions.race import Race

MS = 1_000_000


def _happening(n: int, races: str = "no-speed") -> AustinGame:
    """Player 1 plays a Happening with ``n`` players at the table."""
    sides = ["good", "evil", "good", "evil"]
    g = new_game("austin", 1, n, {"races": races})
    assert isinstance(g, AustinGame)
    seats: list[dict] = [{"side": sides[i], "hand": ["Zip It!"]} for i in range(n)]
    seats[0]["hand"] = ["Groovy Love-In"]
    g.set_position({"current": 0, "actions": 2, "seats": seats})
    g.apply(f"0:happening {g.find('Groovy Love-In')}")
    assert g.flow.phase == "happening"
    return g


def _race(g: AustinGame, presses: dict[int, int]) -> Race:
    """The game's own race, run: the Happening's player gestures at 100 ms, each seat in
    ``presses`` copies it at its time (ms), the others never do."""
    timed = g.timed()
    assert timed is not None and timed.param("patient", False) is True
    race = Race(
        "happening",
        tuple(timed.seats),
        opener=timed.opener,
        duration_ns=GESTURE_MS * MS,
        patient=True,
    )
    race.start(0)
    race.press(0, 100 * MS)
    for seat, ms in sorted(presses.items(), key=lambda kv: kv[1]):
        race.tick(ms * MS)
        race.press(seat, ms * MS)
    race.tick(60_000 * MS)
    assert race.done
    return race


def _said(events: list[Event]) -> str:
    return next(e.text for e in events if e.kind == "GestureRaced")


def _apply_race(g: AustinGame, race: Race) -> list[Event]:
    timed = g.timed()
    assert timed is not None
    (action,) = g.timed_actions(timed, TimedOutcome(race=race.outcome()))
    return g.apply(action)


def test_one_who_never_copies_is_last_before_every_copier() -> None:
    g = _happening(4)
    race = _race(g, {1: 400, 3: 2500})  # Player 4 copies it last; Player 3 never does
    assert race.target == (2,), "the non-copier alone is last (the overlay says LAST! there)"
    events = _apply_race(g, race)
    assert _said(events) == (
        "Player 2 (Evil) and Player 4 (Evil) copied the gesture (speed does not count). "
        "Player 3 (Good) did not copy it: last."
    )
    revealed = [e for e in events if e.kind == "CardRevealed"]
    assert revealed[0].data["target"] == 2, "no tie to choose: the non-copier is the target"
    assert g.prompt is None and not g.hand[2] and g.hand[1] and g.hand[3]


def test_non_copiers_tie_only_among_themselves() -> None:
    g = _happening(4)
    race = _race(g, {3: 2900})
    assert set(race.target) == {1, 2}
    events = _apply_race(g, race)
    assert _said(events) == (
        "Player 4 (Evil) copied the gesture (speed does not count). "
        "Player 2 (Evil) and Player 3 (Good) did not copy it: tied for last."
    )
    p = g.view(0)["prompt"]
    assert p["kind"] == "happening_target"
    assert sorted(o["value"] for o in p["options"]) == [1, 2], "the copier is not offered"
    g.apply("0:happening_target 2")
    assert not g.hand[2] and g.hand[1] and g.hand[3]


def test_when_everyone_copies_it_everyone_ties_and_the_player_chooses() -> None:
    g = _happening(3)
    race = _race(g, {2: 300, 1: 2800})
    assert set(race.target) == {1, 2}, "no speed: the slower copier is not singled out"
    events = _apply_race(g, race)
    assert _said(events) == (
        "Player 2 (Evil) and Player 3 (Good) copied the gesture; speed does not count, so "
        "both tie for last."
    )
    p = g.view(0)["prompt"]
    assert p["kind"] == "happening_target"
    assert sorted(o["value"] for o in p["options"]) == [1, 2]


def test_when_nobody_copies_it_everyone_ties() -> None:
    g = _happening(3)
    events = _apply_race(g, _race(g, {}))
    assert _said(events) == (
        "Nobody copied the gesture: Player 2 (Evil) and Player 3 (Good) tied for last."
    )
    assert g.view(0)["prompt"]["kind"] == "happening_target"


def test_the_rulebook_race_still_goes_by_speed() -> None:
    g = _happening(4, races="rulebook")
    timed = g.timed()
    assert timed is not None and not timed.param("patient", False)
    race = Race("happening", tuple(timed.seats), opener=0, duration_ns=GESTURE_MS * MS)
    race.start(0)
    race.press(0, 100 * MS)
    for seat, ms in ((1, 400), (2, 900), (3, 2500)):
        race.tick(ms * MS)
        race.press(seat, ms * MS)
    race.tick(60_000 * MS)
    events = _apply_race(g, race)
    assert _said(events) == (
        "Mimicked the gesture, first to last: Player 2 (Evil), Player 3 (Good), Player 4 (Evil)."
    )
    assert not g.hand[3] and g.prompt is None
