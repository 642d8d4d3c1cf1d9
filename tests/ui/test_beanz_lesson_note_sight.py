"""The Mighty Beanz lesson's note at 200 % text on 1280x720 lay over the very cards its step
spoke of: at step 5 ("The defender holds a Headz-up 100, a Headz-up 150 and a Sidewayz 500 in
that Galaxy...") over Galaxy 2's other defenders and the learner's Lion, at step 10 ("You
defend, so you choose the target...") over the Lion that choice 1 is, half the prompt "Attack
100: click the Bean card that defends", and the badge "1" was drawn over the note's words.
Now the note leaves the cards of the Galaxy a note points into, the choice's cards, their
number badges, what each does ("\u2192 Sidewayz") and the prompt in sight; a badge under a note is not drawn over it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.games.beanz.labels import side
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable
from tabletop.ui.layers.focus_parts import badge_rect
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")


class _Seen(Exception):
    pass


def _take(size: tuple[int, int], scale: int, check: Any, last: int) -> None:
    app = screenprobe.make_app(size, scale)
    clock = ManualClock()
    app.time_source = clock

    def each(t: LessonTable) -> None:
        t.draw(pygame.Surface(size))
        t.guide.lay_out()
        check(t)
        if t.run.at + 1 >= last:
            raise _Seen

    with pytest.raises(_Seen):
        lessonkit.take_lesson(app, clock, load_lesson(lesson_paths("beanz")[0]), each=each)


def _badges(t: LessonTable) -> list[pygame.Rect]:
    s = t.scale
    return [
        badge_rect(r, s, below, tab, t.gv.badge_room(t.view, r))
        for r, below, tab in t.focus.numbered()
    ]


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]
)
def test_the_note_leaves_the_cards_the_step_speaks_of_in_sight(
    size: tuple[int, int], scale: int
) -> None:
    bad: list[str] = []
    seen: set[int] = set()

    def check(t: LessonTable) -> None:
        step = t.run.at + 1
        note = t.guide.panel_rect
        gv, view = t.gv, t.view
        if step == 5:  # Galaxy 2's defenders, and your Lion that attacked them
            seen.add(step)
            for sl in view["mat"]:
                if sl["galaxy"] == view["mat"][5]["galaxy"] and sl["bean"]:
                    r = gv.bean_at(view, sl)
                    if note.colliderect(r):
                        bad.append(f"step 5: the note {note} over {sl['bean']['name']} {r}")
        if step == 10:  # the choice's cards, their badges and the prompt
            seen.add(step)
            cards = [r for _a, r in t.prompt_cards.targets()]
            assert len(cards) == 3
            prompt = gv.target_box(view)[0]
            outcomes = view["targeting"]["outcomes"]  # what each choice does ("→ Sidewayz")
            pills = [p[0] for p in gv.outcome_pills(view, outcomes).values()]
            assert len(pills) == 3
            for r in cards + _badges(t) + [prompt] + pills:
                if note.colliderect(r):
                    bad.append(f"step 10: the note {note} over {r}")

    _take(size, scale, check, 10)
    assert seen == {5, 10}
    assert not bad, bad


def test_a_badge_under_the_note_is_not_drawn_over_it() -> None:
    size = (1280, 720)
    drawn: list[bool] = []

    def check(t: LessonTable) -> None:
        if t.run.at + 1 != 10:
            return
        one = _badges(t)[0]
        for over in (False, True):
            surf = pygame.Surface(size)
            surf.fill((1, 2, 3))
            t.guide.panel_rect = one.inflate(40, 40) if over else pygame.Rect(0, 0, 0, 0)
            t.focus.draw(surf)
            inside = {tuple(surf.get_at(p))[:3] for p in (one.center, one.midleft)}
            drawn.append(inside != {(1, 2, 3)})

    _take(size, 200, check, 10)
    assert drawn == [True, False], "the badge under the note was drawn over it"


def _mat_card(t: LessonTable, slot: int) -> pygame.Rect:
    sl = t.view["mat"][slot]
    assert sl["bean"], f"slot {slot} holds no Bean"
    return t.gv.bean_at(t.view, sl)


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 100)]
)
def test_the_later_notes_leave_what_they_name_in_sight(size: tuple[int, int], scale: int) -> None:
    """Step 9 ("Your rival's Zombie Bean (100) attacks your Galaxy 2: ... drag Boomerang!
    onto the stack") lay over the Zombie Bean and the learner's three Beans under attack;
    step 11 ("... the Lion, in Galaxy 2, stands again ... Shoot for Loot!") over the Lion and
    the start of "Flick for the Loot in Galaxy 1!"; step 15 ("A Moon adds to its Bean's
    attack ... A Space Loot card you capture goes into your hand") over the Harvest Moon and
    the Space Loot card in the hand; at 200 % step 13 ("A hit captures a Space Loot card...")
    over that captured card, Bean Scoop!, of which only "an / oop!" showed."""
    bad: list[str] = []
    seen: set[int] = set()

    def check(t: LessonTable) -> None:
        step = t.run.at + 1
        note = t.guide.panel_rect
        named: list[tuple[str, pygame.Rect]] = []
        if step == 9:
            named += [("the attacking Zombie", _mat_card(t, 3))]
            named += [(f"slot {r}", _mat_card(t, r)) for r in (12, 13, 14)]
            named += [("the attack panel", r) for r in t.gv.in_sight(t.view, t.viewer)[-1:]]
        if step == 11:
            banner = t.gv.loot_banner(t.view, t.viewer)
            assert banner is not None and banner[1] == "Flick for the Loot in Galaxy 1!"
            named += [("the Lion", _mat_card(t, 12)), ("the banner", banner[0])]
            named += [(f"slot {r}", _mat_card(t, r)) for r in (15, 16, 17)]
        if step in (13, 15):
            hand = side(t.view, t.viewer)["hand"] or []
            ids = [c["id"] for c in hand if c["name"] == "Bean Scoop!"]
            assert ids, "Bean Scoop! was not captured into the hand"
            named += [("Bean Scoop!", t.guide.item_rect(("hand", i))) for i in ids]
        if step == 15:
            named += [("the Harvest Moon", t.gv.slot_rect(t.view, 12))]
            hand = side(t.view, t.viewer)["hand"] or []
            ids = [c["id"] for c in hand if c["name"] == "Bean Scoop!"]
            named += [("Bean Scoop!", t.guide.item_rect(("hand", i))) for i in ids]
        if named:
            seen.add(step)
        for what, r in named:
            if r is not None and note.colliderect(r):
                bad.append(f"step {step}: the note {note} over {what} {r}")

    _take(size, scale, check, 15)
    assert seen == {9, 11, 13, 15}
    assert not bad, bad


@pytest.mark.parametrize("scale", [150, 200])
def test_the_news_of_the_attack_leaves_the_stack_and_the_arrow(scale: int) -> None:
    """Step 9: the folded log's news "Rival's Zombie Bean makes a Bean Attack on Player 1's
    Galaxy 2." lay over the stack the step says to drag Boomerang! onto; it keeps off what a
    step points at and off the lesson's arrow."""
    from tabletop.ui.parts.log_news import along

    seen: list[pygame.Rect] = []

    def check(t: LessonTable) -> None:
        if t.run.at + 1 != 9:
            return
        t.dirty = True
        t.app._step([])
        news = t.news.rect
        assert news is not None, "the attack's news was not said"
        seen.append(news)
        kept = t.guide.holes + along(t.guide.arrow)
        assert len(t.guide.holes) == 2 and t.guide.arrow is not None
        assert news.collidelist(kept) < 0, (news, kept[news.collidelist(kept)])

    _take((1280, 720), scale, check, 9)
    assert seen


def test_the_arrow_leaves_the_galaxies_words_and_the_prompt() -> None:
    """At 200 % the note's arrow ran straight through "GALAXY 2" (steps 7 and 14 through
    "Loot 2" too), through "GALAXY 2" and "GALAXY 1" at step 11, and through the defender's
    prompt "Attack 100: click the Bean card that defends" at step 10; it goes round them."""
    from tabletop.ui.parts.log_news import along

    bad: list[str] = []
    seen: set[int] = set()

    def check(t: LessonTable) -> None:
        step = t.run.at + 1
        if step not in (7, 10, 11, 14):
            return
        t.draw(pygame.Surface((1280, 720)))
        assert t.guide.arrow is not None, f"step {step}: no arrow"
        seen.add(step)
        words = t.gv.band_words(t.view)
        if step == 10:
            words.append(t.gv.target_box(t.view)[0])
            outcomes = t.view["targeting"]["outcomes"]
            words += [p[0] for p in t.gv.outcome_pills(t.view, outcomes).values()]
        for part in along(t.guide.arrow):
            for w in words:
                if part.colliderect(w):
                    bad.append(f"step {step}: the arrow {part} over the words at {w}")

    _take((1280, 720), 200, check, 14)
    assert seen == {7, 10, 11, 14}
    assert not bad, bad
