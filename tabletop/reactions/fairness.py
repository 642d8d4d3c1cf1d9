"""Is a race fair to a person? A seeded simulation of the real ``Race`` (no clock, no pygame).

The question (issue 26): a person of normal speed who watches the screen should be last in about
1/N of the Happening races against N - 1 computer players (N seats copy the gesture; a computer
player makes it). Each simulated race runs as the race overlay runs it:

- the race starts when its first frame is drawn (time 0); frames are drawn every ``frame_ms``;
- the computer opener makes the gesture after its pause; it appears on the next frame drawn;
- the model person (``bots.PERSON``, one person per race with their own offset) presses one
  see-recognise-press time after that frame;
- the computer players press one delay after the moment they are timed from: that same frame
  (``screen_paced``, as the overlay runs races now) or the instant the gesture was made (as
  races ran before issue 26);
- arrival order decides, ties within the tolerance share last place: a person tied with k - 1
  others for last counts 1/k (the Happening's player chooses among them).

``last_rate`` gives the person's share of last places; ``first_rate`` the same for the help race
("THROW!", simple reactions, the first to land wins); ``duel_last_rate`` the share of points
lost in Reaction duel rounds (GO after the foreperiod, the last to press loses). Everything is
drawn from one seeded ``random.Random``: the same arguments give the same figure.

The person (``person``): the model person (``None``), or a newcomer pressing at a uniform pace
``(lo, hi)`` ms after the frame that shows the signal: at a typical pace
(``NEWCOMER_TYPICAL``, 0.45-0.65 s, as newcomers copied at the table on 2026-11-26; it was
0.35-0.55 s before) or a relaxed one (``NEWCOMER_RELAXED``, 0.6-0.8 s; issue
52). ``relaxed``: relaxed timing is on, so the computer players press at a relaxed pace too
(``bots.relaxed_pace``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping

from tabletop.reactions.bots import PERSON, BotReactor, ExGaussian, distribution
from tabletop.reactions.duel import DuelMatch, DuelRound
from tabletop.reactions.race import Race

MS = 1_000_000
FRAME_MS = 1000.0 / 60.0
PERSON_SEAT = 0
#: a newcomer's presses, ms after the frame that shows the signal (issue 52)
NEWCOMER_TYPICAL = (450.0, 650.0)
NEWCOMER_RELAXED = (600.0, 800.0)
Pace = tuple[float, float]


class Newcomer:
    """A person pressing at a uniform pace ``(lo, hi)`` ms (a reactor's ``delay_ms``)."""

    def __init__(self, pace: Pace, rng: random.Random) -> None:
        self.pace = pace
        self.rng = rng

    def delay_ms(self) -> float:
        return self.rng.uniform(*self.pace)


def _person(task: str, rng: random.Random, pace: Pace | None) -> BotReactor | Newcomer:
    if pace is not None:
        return Newcomer(pace, random.Random(rng.random()))
    return BotReactor("person", task, random.Random(rng.random()), dist=PERSON[task])


def _next_frame(t_ns: int, frame_ns: int) -> int:
    """The first frame drawn at or after ``t_ns`` (frames at 0, frame_ns, 2 frame_ns ...)."""
    return math.ceil(t_ns / frame_ns) * frame_ns


def _reactors(
    n: int,
    level: str,
    task: str,
    rng: random.Random,
    table: Mapping[str, ExGaussian] | None,
    relaxed: bool = False,
) -> dict[int, BotReactor]:
    dist = table[task] if table is not None else distribution(level, task)
    return {
        s: BotReactor(level, task, random.Random(rng.random()), dist=dist, relaxed=relaxed)
        for s in range(1, n)
    }


def _person_share(race: Race) -> float:
    """The person's share of the race's target (last to copy, or first bone)."""
    target = race.target
    return 1.0 / len(target) if PERSON_SEAT in target else 0.0


def _person_answers(race: Race, person: BotReactor | Newcomer, seen: int) -> float:
    """The race is on screen from ``seen``: the model person presses after their delay and the
    race runs out. Returns the person's share of the race's outcome."""
    race.shown(seen)
    press = seen + round(person.delay_ms() * MS)
    race.tick(press)
    race.press(PERSON_SEAT, press)
    race.tick(press + race.duration_ns + race.linger_ns)
    return _person_share(race)


def one_happening(
    n: int,
    level: str,
    rng: random.Random,
    screen_paced: bool = True,
    frame_ms: float = FRAME_MS,
    table: Mapping[str, ExGaussian] | None = None,
    person: Pace | None = None,
    relaxed: bool = False,
) -> float:
    """One Happening race: the person and ``n - 1`` computer players copy a computer opener's
    gesture. Returns the person's share of last place (0, 1 or 1/k for a k-way tie)."""
    frame = max(1, round(frame_ms * MS))
    bots = _reactors(n, level, "gesture", rng, table, relaxed)
    opener = n
    bots[opener] = BotReactor(level, "gesture", random.Random(rng.random()))
    presser = _person("gesture", rng, person)
    race = Race(
        "happening",
        tuple(range(n)),
        opener=opener,
        bots=bots,
        rng=random.Random(rng.random()),
        screen_paced=screen_paced,
    )
    race.start(0)
    opened = race.gesture_due_ns
    assert opened is not None
    race.tick(opened)
    return _person_answers(race, presser, _next_frame(opened, frame))


def one_help(
    n: int,
    level: str,
    rng: random.Random,
    screen_paced: bool = True,
    frame_ms: float = FRAME_MS,
    table: Mapping[str, ExGaussian] | None = None,
    person: Pace | None = None,
    relaxed: bool = False,
) -> float:
    """One help race ("THROW!" after a lead): the person and ``n - 1`` computer players who all
    hold a bone. Returns the person's share of first place."""
    frame = max(1, round(frame_ms * MS))
    bots = _reactors(n, level, "simple", rng, table, relaxed)
    presser = _person("simple", rng, person)
    lead = 600 * MS
    race = Race("help", tuple(range(n)), bots=bots, lead_ns=lead, screen_paced=screen_paced)
    race.start(0)
    return _person_answers(race, presser, _next_frame(lead, frame))


def one_duel_round(
    n: int,
    level: str,
    rng: random.Random,
    frame_ms: float = FRAME_MS,
    table: Mapping[str, ExGaussian] | None = None,
    person: Pace | None = None,
    relaxed: bool = False,
) -> float:
    """One Reaction duel round (``DuelRound``, as the duel screen runs it: the computer players
    are timed from GO, the person from the first frame showing it) between the person and
    ``n - 1`` computer players; relaxed: GO after a counted three seconds and a long window.
    Returns the person's share of the point lost (a k-way tie for last: 1/k)."""
    frame = max(1, round(frame_ms * MS))
    bots = _reactors(n, level, "simple", rng, table, relaxed)
    presser = _person("simple", rng, person)
    match = DuelMatch(tuple(range(n)), relaxed=relaxed)
    window = match.new_window(0, random.Random(rng.random()))
    rnd = DuelRound(window, bots)
    assert window.opened_ns is not None
    press = _next_frame(window.opened_ns, frame) + round(presser.delay_ms() * MS)
    rnd.tick(press)
    rnd.press(PERSON_SEAT, press)
    assert window.deadline_ns is not None
    rnd.tick(window.deadline_ns + rnd.linger_ns + 1)
    last = rnd.outcome().last
    return 1.0 / len(last) if PERSON_SEAT in last else 0.0


def last_rate(
    n: int,
    level: str,
    trials: int,
    seed: int,
    screen_paced: bool = True,
    frame_ms: float = FRAME_MS,
    table: Mapping[str, ExGaussian] | None = None,
    person: Pace | None = None,
    relaxed: bool = False,
) -> float:
    """How often the person is last to copy in ``n``-seat Happening races (0..1)."""
    rng = random.Random(f"happening:{seed}:{n}:{level}")
    total = sum(
        one_happening(n, level, rng, screen_paced, frame_ms, table, person, relaxed)
        for _ in range(trials)
    )
    return total / trials


def first_rate(
    n: int,
    level: str,
    trials: int,
    seed: int,
    screen_paced: bool = True,
    frame_ms: float = FRAME_MS,
    table: Mapping[str, ExGaussian] | None = None,
    person: Pace | None = None,
    relaxed: bool = False,
) -> float:
    """How often the person's bone lands first in ``n``-seat help races (0..1)."""
    rng = random.Random(f"help:{seed}:{n}:{level}")
    total = sum(
        one_help(n, level, rng, screen_paced, frame_ms, table, person, relaxed)
        for _ in range(trials)
    )
    return total / trials


def duel_last_rate(
    n: int,
    level: str,
    trials: int,
    seed: int,
    frame_ms: float = FRAME_MS,
    table: Mapping[str, ExGaussian] | None = None,
    person: Pace | None = None,
    relaxed: bool = False,
) -> float:
    """How often the person loses the point in ``n``-seat Reaction duel rounds (0..1)."""
    rng = random.Random(f"duel:{seed}:{n}:{level}")
    total = sum(
        one_duel_round(n, level, rng, frame_ms, table, person, relaxed) for _ in range(trials)
    )
    return total / trials
