"""Race fairness (issue 26, "races against the computer are nearly unwinnable"): a person of
normal speed who watches the screen is last in about 1/N of the N-seat Happening races against
normal computer players, less often against easy ones and more often against hard ones; the
computer players' clocks start at the first frame that shows the gesture, not at the instant it
was made. Seeded simulations of the real ``Race`` (``tabletop.reactions.fairness``): no clock,
bounded (a few thousand races, well under a second of CPU)."""

from __future__ import annotations

import random

import pytest

from tabletop.reactions.bots import BotReactor
from tabletop.reactions.fairness import first_rate, last_rate
from tabletop.reactions.race import Race

MS = 1_000_000


@pytest.mark.parametrize("n", [2, 3, 4, 6])
def test_a_normal_person_is_last_about_one_in_n_against_normal_bots(n: int) -> None:
    rate = last_rate(n, "normal", trials=1500, seed=26)
    assert rate == pytest.approx(1 / n, abs=0.04)


def test_easy_bots_lose_more_often_hard_ones_less() -> None:
    easy, normal, hard = (last_rate(3, lv, trials=600, seed=7) for lv in ("easy", "normal", "hard"))
    assert easy < 1 / 3 - 0.1 and hard > 1 / 3 + 0.1
    assert easy < normal < hard


def test_the_help_race_is_fair_too() -> None:
    assert first_rate(3, "normal", trials=1200, seed=3) == pytest.approx(1 / 3, abs=0.05)


def test_the_figures_are_seeded() -> None:
    assert last_rate(4, "hard", 200, seed=5) == last_rate(4, "hard", 200, seed=5)


def test_bots_are_timed_from_the_frame_that_shows_the_gesture() -> None:
    """Paced by the screen, no bot presses before the first frame showing the gesture has been
    drawn, and their delays count from it: a frame drawn 300 ms late delays them 300 ms."""

    def bot_times(frame_late_ms: int) -> dict[int, int]:
        bots = {s: BotReactor("hard", "gesture", random.Random(s)) for s in (1, 2, 3)}
        r = Race("happening", (1, 2, 3), opener=3, bots=bots, rng=random.Random(1))
        r.screen_paced = True
        r.start(0)
        due = r.gesture_due_ns
        assert due is not None
        r.tick(due)
        assert r.is_open and r.log[-1].bot
        shown = due + frame_late_ms * MS
        r.tick(shown)  # a frame that is not drawn yet starts nothing
        assert r.log[-1].seat == 3 and r.bots_from_ns is None
        r.shown(shown)
        assert r.bots_from_ns == shown
        r.tick(shown + 3000 * MS)
        return {e.seat: e.t_ns - shown for e in r.log if e.seat != 3}

    assert bot_times(0) == bot_times(300)
    assert min(bot_times(300).values()) >= 250 * MS  # the floor of a see-recognise-press


def test_unpaced_races_time_bots_from_the_opening_as_before() -> None:
    bots = {2: BotReactor("normal", "gesture", random.Random(4))}
    r = Race("happening", (1, 2), opener=1, bots=bots)
    r.start(0)
    r.press(1, 500 * MS)
    assert r.bots_from_ns == 500 * MS
    r.shown(900 * MS)
    assert r.bots_from_ns == 500 * MS
