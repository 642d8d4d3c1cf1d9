"""Relaxed timing offered again (2026-11-26: a new player who said No thanks at the first race
lost to the computer went on losing every race, shown only times): the first race a person
loses to the computer offers it, and the second and third races of one game lost to the
computer offer it again (``room.pacing.ASK_AGAIN``), with a third button, Don't ask again (D),
after which it is never offered. The table counts its races lost (``races_lost``)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pygame
import pytest

from tabletop.room.pacing import ASK_AGAIN, offers_relaxed
from tabletop.ui import table as table_module
from tabletop.ui.app import App
from tabletop.ui.overlays.race import RaceOverlay
from tabletop.ui.overlays.relaxed_offer import NEVER, NO, YES
from tabletop.ui.scenes import reaction_scenes as rs
from tests.ui.test_austin_races import HUMAN_BOT_BOT, Clock, _happening, _key, _table, _three
from tests.ui.test_reaction_scenes import ScriptClock, play_frames
from tests.ui.test_relaxed_offer import Root

MS = 1_000_000
FRAME = 16_666_667


def test_the_offer_comes_first_then_at_the_second_and_third_loss_of_a_game() -> None:
    fresh: dict[str, bool] = {}
    assert offers_relaxed(fresh, 1)  # never offered: the first loss offers it
    offered = {"relaxed_offered": True}
    assert [offers_relaxed(offered, n) for n in range(1, 6)] == [
        False,
        True,
        True,
        False,
        False,
    ]
    assert ASK_AGAIN == (2, 3)
    for n in range(1, 5):
        assert not offers_relaxed({"relaxed_offered": True, "relaxed_never": True}, n)
        assert not offers_relaxed({"relaxed_never": True}, n)
        assert not offers_relaxed({"relaxed_timing": True}, n)


@pytest.fixture()
def app(tmp_path, monkeypatch) -> Iterator[App]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


def _lost_race(
    app: App, lost_before: int, log_before: list[str] | None = None
) -> tuple[RaceOverlay, object]:
    """A computer player's Happening at a table that has lost ``lost_before`` races to the
    computer (``log_before``: moves its game's log shows before the table's own); the person
    copies 1.5 s after the gesture (last: lost to the computer)."""
    table = _table(app, HUMAN_BOT_BOT, _three(1, 1, "Evil Family Therapy"))
    if lost_before:
        table.races_lost = lost_before
    if log_before:
        table.game.log[:0] = log_before
    _happening(table, 1, "Evil Family Therapy")
    clock = Clock()
    app.step([])
    ov = app.scene
    assert isinstance(ov, RaceOverlay)
    ov.clock_ns, ov.poll_slice_ns = clock, 0
    app.step([])
    pressed = False
    for _ in range(1200):
        opened = ov.race.window.opened_ns
        if not pressed and opened is not None and clock.t >= opened + 1500 * MS:
            pygame.event.post(_key(pygame.K_q))
            pressed = True
        app.step([])
        if ov.stage != "race":
            assert ov.race.target == (0,)
            return ov, table
        clock.t += FRAME
    raise AssertionError("the race never ended")


def test_the_second_loss_of_a_game_offers_again_with_dont_ask_again(app: App) -> None:
    app.settings["relaxed_offered"] = True  # said No thanks at an earlier first loss
    ov, table = _lost_race(app, lost_before=1)
    assert table.races_lost == 2  # type: ignore[attr-defined]
    assert ov.offer is not None and ov.offer.again
    app.step([])
    ov.draw(app.screen)
    labels = [b.label for b in ov.offer.buttons]
    assert labels == [YES, NO, NEVER]
    box = ov.box()
    rects = [b.rect for b in ov.offer.buttons]
    assert all(box.contains(r) for r in rects)
    assert not any(a.colliderect(b) for a, b in combinations(rects, 2))
    pygame.image.save(app.screen, str(app.settings_path().parent / "offer_again.png"))
    d = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0, unicode="d", scancode=0)
    app.step([d])
    assert app.settings["relaxed_never"] is True and not app.settings.get("relaxed_timing")
    assert ov.offer.answer is False
    app.step([])
    assert ov.finished
    again, _table2 = _lost_race(app, lost_before=2)  # the third loss: not after Don't ask again
    assert again.offer is None


def test_the_first_offer_has_two_buttons_and_the_fourth_loss_none(app: App) -> None:
    first, table = _lost_race(app, lost_before=0)
    assert first.offer is not None and not first.offer.again
    app.step([])
    first.draw(app.screen)
    assert [b.label for b in first.offer.buttons] == [YES, NO]
    assert table.races_lost == 1  # type: ignore[attr-defined]
    fourth, _t = _lost_race(app, lost_before=3)
    assert fourth.offer is None and "relaxed_never" not in app.settings


def test_a_second_duel_round_lost_offers_again_and_d_says_never(app: App) -> None:
    """The Reaction duel counts its rounds lost to the computer as a table counts races."""
    app.settings["relaxed_offered"] = True  # said No thanks at an earlier first loss
    app.push(Root(app))
    scene = rs.DuelScene(app, seed=5, sleep_s=0)
    scene.clock_ns = ScriptClock(lambda: scene.window, [("go", 2000, pygame.K_q)])
    app.push(scene)
    scene.kinds = ["human", "normal", "hard"]
    scene.refresh_keys()
    scene.start()
    scene.races_lost = 1  # one round lost to the computer already
    play_frames(app, scene)
    assert scene.last is not None and scene.last.losers == (0,)
    assert scene.offering() and scene.paused and scene.offer is not None and scene.offer.again
    scene.draw(app.screen)
    offer = [b for b in scene.buttons if b.label in (YES, NO, NEVER)]
    assert sorted(b.label for b in offer) == sorted([YES, NO, NEVER])
    screen = app.screen.get_rect()
    assert all(screen.contains(b.rect) for b in offer)
    every = scene.buttons  # Back too
    assert not any(a.rect.colliderect(b.rect) for a, b in combinations(every, 2))
    pygame.image.save(app.screen, str(app.settings_path().parent / "duel_offer.png"))
    d = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0, unicode="d", scancode=0)
    scene.handle(d)
    assert app.settings["relaxed_never"] is True and not app.settings.get("relaxed_timing")
    assert not scene.offering() and not scene.paused
