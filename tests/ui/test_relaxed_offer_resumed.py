"""Relaxed timing is offered again at the second race of a game lost to the computer
(``room.pacing.ASK_AGAIN``), but a table counted only its own races: an Austin Powers game
continued from Saved games lost its second race to the computer, and nothing asked, the first
loss having come before the table came back. A table now starts its count from the races its
game's log shows lost (``races_lost_before``), so the game's second loss asks again."""

from __future__ import annotations

from tabletop.games.austin.race import races_lost_in
from tabletop.ui.app import App
from tests.ui.test_relaxed_offer_again import _lost_race, app  # noqa: F401

PEOPLE, BOTS = {0}, {1, 2}


def test_the_log_tells_the_races_a_person_lost_to_the_computer() -> None:
    log = [
        "0:agent 10",
        "1:happening_order 2 0 missed 1",  # Ann did not copy it: lost to Computer 3
        "1:happening_order 0 2",  # Computer 3 last: not Ann's
        "1:happening_order 2 0 missed 1 early 1",  # Ann's false start: not the computer's speed
        "0:happening_order 2 1 tied 2",  # two computers tie for last: no person lost
        "2:happening_order 1 0",  # Ann last behind Computer 2: lost
    ]
    assert races_lost_in(log, PEOPLE, BOTS, patient=False) == 2
    assert races_lost_in(log, PEOPLE, BOTS, patient=True) == 0
    assert races_lost_in(log, {0, 1}, {2}, patient=False) == 1  # Ann lost only to Computer 3


def test_a_game_that_came_back_counts_the_race_lost_before(app: App) -> None:  # noqa: F811
    app.settings["relaxed_offered"] = True  # said No thanks at the first loss, before the save
    ov, table = _lost_race(app, lost_before=0, log_before=["1:happening_order 2 0 missed 1"])
    assert table.races_lost == 2  # type: ignore[attr-defined]
    assert ov.offer is not None and ov.offer.again  # the game's second loss asks again
