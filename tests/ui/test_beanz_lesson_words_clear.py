"""Learn Mighty Beanz at large text on 1280x720: the first note ("The mat is a ring of 18 slots
in three Galaxies; your half is the near one ... 'draws 0/3' there counts ...") was too long for
any free place at 200 % and lay over the whole of Galaxy 3; at step 13 ("A hit captures a Space
Loot card ...") the note lay over Galaxy 1 and its "Loot 1 \u00b7 1 captured"; at step 11 the arrow's head at the
Surfer Bean crossed the "in" of the banner "Flick for the Loot in Galaxy 1!" under it (the
step now points at that banner, the shot the note speaks of, its Beans kept in sight); at step
10 the news of the attack ("Rival passed. Boomerang! ...") lay over what each choice does
("\u2192 Sidewayz") under the three Beans to choose from."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.lessons.table import LessonTable
from tabletop.ui.parts.log_news import along
from tests.ui import lessonkit, screenprobe
from tests.ui.fakeclock import ManualClock

pytestmark = pytest.mark.usefixtures("scaled_home")


class _Seen(Exception):
    pass


def _take(scale: int, check: Any, last: int, size: tuple[int, int] = (1280, 720)) -> None:
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


@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 150), ((1280, 720), 200), ((1024, 600), 200)]
)
def test_the_notes_leave_the_mat_they_speak_of_in_sight(size: tuple[int, int], scale: int) -> None:
    bad: list[str] = []
    seen: list[int] = []

    def check(t: LessonTable) -> None:
        step = t.run.at + 1
        note = t.guide.panel_rect
        lay = t.gv.layout_for(t.view, t.viewer)
        assert lay is not None
        slots = {it.key[1]: it.rect for it in lay.items if it.key[0] == "ring"}
        assert len(slots) == 18
        words = t.gv.band_words(t.view)
        if step == 1:
            seen.append(step)
            kept = list(slots.values()) + words
            # the action points panel the lesson speaks of later stays in sight too
            kept += [r for r in t.gv.in_sight(t.view, t.viewer) if r.width]
        elif step == 13:  # "A hit captures a Space Loot card and discards your Beans in that
            # Galaxy": Galaxy 1's emptied slots and its "Loot 1 · 1 captured" lay under it
            seen.append(step)
            band = t.gv.band_rect(t.view, 0)
            kept = [slots[n] for n in (0, 1, 2, 15, 16, 17)]
            kept += [w for w in words if w.colliderect(band)]
        else:
            return
        for r in kept:
            if note.colliderect(r):
                bad.append(f"step {step}: the note {note} over {r}")

    _take(scale, check, 13, size)
    assert seen == [1, 13]
    assert not bad, bad


def test_the_arrow_at_the_shooter_ends_clear_of_the_flick_banner() -> None:
    seen: list[int] = []

    def check(t: LessonTable) -> None:
        if t.run.at + 1 != 11:
            return
        t.draw(pygame.Surface((1280, 720)))
        banner = t.gv.loot_banner(t.view, t.viewer)
        assert banner is not None and banner[1] == "Flick for the Loot in Galaxy 1!"
        arrow = t.guide.arrow
        assert arrow is not None, "no arrow at step 11"
        seen.append(11)
        hit = [part for part in along(arrow) if part.colliderect(banner[0])]
        assert not hit, f"the arrow {hit} over the banner {banner[0]}"
        assert not arrow.hits([banner[0]]), (arrow, banner[0])
        # nor across the Beans' names and numbers on its way (the Lion, the Cannonball...)
        beans = [t.gv.bean_at(t.view, sl) for sl in t.view["mat"] if sl["bean"]]
        assert not arrow.hits(beans), arrow.hits(beans)

    _take(200, check, 11)
    assert seen == [11]


@pytest.mark.parametrize("scale", [150, 200])
def test_the_news_leaves_each_choices_outcome_in_sight(scale: int) -> None:
    seen: list[pygame.Rect] = []

    def check(t: LessonTable) -> None:
        if t.run.at + 1 != 10:
            return
        t.dirty = True
        t.app._step([])
        news = t.news.rect
        assert news is not None, "the news of the attack was not said"
        seen.append(news)
        outcomes = t.view["targeting"]["outcomes"]
        pills = [p[0] for p in t.gv.outcome_pills(t.view, outcomes).values()]
        assert len(pills) == 3
        kept = pills + [t.gv.target_box(t.view)[0]]
        assert news.collidelist(kept) < 0, (news, kept[news.collidelist(kept)])

    _take(scale, check, 10)
    assert seen


@pytest.mark.parametrize(("size", "scale"), [((1024, 600), 100), ((1280, 720), 200)])
def test_the_arrow_at_end_turn_leaves_the_draw_button_whole(
    size: tuple[int, int], scale: int
) -> None:
    """Step 8 ("... Press End turn."): at 1024x600 the arrow's head at End turn lay over
    "Draw (1 AP)", the button above it."""
    seen: list[int] = []

    def check(t: LessonTable) -> None:
        if t.run.at + 1 != 8:
            return
        t.draw(pygame.Surface(size))
        arrow = t.guide.arrow
        assert arrow is not None, "no arrow at step 8"
        seen.append(8)
        end = t.guide.holes[0]
        others = [b.rect for b in t.buttons if b.rect.width and b.rect != end]
        assert others, "no other button"
        assert not arrow.hits(others), (arrow.hits(others), [b.label for b in t.buttons])

    _take(scale, check, 8, size)
    assert seen == [8]
