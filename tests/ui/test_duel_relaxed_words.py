"""The Reaction duel's relaxed mode. With its Timing on "relaxed" a lost round offered "Lost to
the computer? Relaxed timing ... [Y]", an offer of what was already on: a relaxed match offers
nothing. And relaxed said "no hurry" while its computer players press at a relaxed person's pace
(about 0.7 s, ``reactions.bots.relaxed_pace``): the Timing button and the round's countdown say
what relaxed is (more time, the computers at a relaxed person's pace), in full at 200 %."""

from __future__ import annotations

import pytest

from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes import duel_timing
from tabletop.ui.scenes import reaction_scenes as rs
from tests.ui.test_relaxed_offer import Root, _relaxed_duel, app  # noqa: F401
from tests.ui.textspy import record_texts


def test_a_relaxed_duel_lost_to_the_computer_offers_nothing(app: App) -> None:  # noqa: F811
    scene = _relaxed_duel(app, relaxed=True)
    assert scene.last is not None and 0 in scene.last.losers  # Ann pressed at 2 s: last
    assert not app.settings.get("relaxed_timing", False)  # the setting is off, the duel's on
    assert scene.offer is None and not scene.offering()


def test_a_normal_duel_lost_to_the_computer_still_offers_it(app: App) -> None:  # noqa: F811
    scene = _relaxed_duel(app, relaxed=False)
    assert scene.last is not None and 0 in scene.last.losers
    assert scene.offer is not None


@pytest.mark.parametrize("scale", [100, 200])
def test_the_timing_button_says_what_relaxed_is_in_full(
    app: App,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
    scale: int,
) -> None:
    theme.set_ui(scale, False)
    try:
        app.push(Root(app))
        scene = rs.DuelScene(app, seed=5, sleep_s=0)
        app.push(scene)
        scene.relaxed = True
        scene.rebuild()
        said = record_texts(monkeypatch)
        scene.draw(app.screen)
        timing = next(b for b in scene.buttons if b.label.startswith("Timing"))
        assert "no hurry" not in timing.label
        assert "relaxed person's pace" in timing.label
        drawn = [w.text for w in said if w.text.startswith("Timing")]
        assert drawn == [timing.label], drawn  # whole, not cut with "..."
        assert app.screen.get_rect().contains(timing.rect)
        assert "no hurry" not in duel_timing.RELAXED_PACE
    finally:
        theme.set_ui(100, False)
