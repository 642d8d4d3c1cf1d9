"""The Shoot for Loot scene through real pygame events under the dummy driver: a slingshot pull
on the bean flicks it, the scene's result equals ``simulate_shot`` of the same flick whatever the
frame rate, miss on purpose, a computer shot, a swipe, and the practice scene counting a hit."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.beanz.flick.scene import FlickPracticeScene, ShotScene
from tabletop.physics.bots import ideal_flick
from tabletop.physics.flick import Flick, ShotSetup, simulate_shot
from tabletop.ui.app import App, Scene


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = App((1920, 1080), headless=True)
    a.push(Scene(a))  # what the shot scene pops back to (the Beanz table in the game)
    yield a
    pygame.quit()


def _post(app: App, *events: pygame.event.Event) -> None:
    for e in events:
        pygame.event.post(e)
    app.step(pygame.event.get())


def _pull_and_release(app: App, scene, dx_px: float, dy_px: float) -> None:
    """Press on the shooter's bean, pull back (screen pixels) and let go."""
    bx, by = (round(v) for v in scene.to_screen(scene.setup.shooter_start))
    end = (round(bx + dx_px), round(by + dy_px))
    mid = ((bx + end[0]) // 2, (by + end[1]) // 2)
    _post(
        app,
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bx, by), button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
    )
    assert scene.state == "aiming"
    assert scene.preview_flick() is not None  # the guide and the meter have a flick to show
    _post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def _shot_scene(app: App, galaxy: int = 1, seat: int = 0, **kw):
    done: list[tuple[Flick, bool]] = []
    setup = ShotSetup.for_galaxy(galaxy, seat)
    scene = ShotScene(app, setup, lambda f, k: done.append((f, k)), **kw)
    app.push(scene)
    app.step([])
    pygame.event.clear()
    return scene, done


def _run_until_done(scene, done: list, dt: float, limit: float = 20.0) -> None:
    t = 0.0
    while not done:
        scene.tick(dt)
        t += dt
        assert t < limit, "the shot never finished"


@pytest.mark.parametrize(("galaxy", "seat", "side"), [(1, 0, 0.0), (0, 1, 0.0), (2, 0, 0.35)])
def test_pull_release_flicks_and_matches_simulate_shot(app, galaxy, seat, side) -> None:
    scene, done = _shot_scene(app, galaxy, seat)
    _pull_and_release(app, scene, side * 100 * app.screen.get_width() / 1920, 120)
    assert scene.state == "flying"
    assert scene.animating()
    _run_until_done(scene, done, 1 / 60)
    flick, knocked = done[0]
    assert not flick.is_none
    expected = simulate_shot(scene.setup, flick, record_frames=False)
    assert knocked == expected.knocked_down
    if side == 0.0:
        assert knocked, "a straight firm pull at the target knocks it down"
    else:
        assert not knocked, "a pull well off to the side misses"
    assert app.scene is not scene  # popped back to the table
    # screen down is "back" for the shooter: the flick goes towards the target
    dy = scene.setup.target[1] - scene.setup.shooter_start[1]
    assert flick.vy * dy > 0


def test_same_flick_at_30_and_144_fps_gives_the_same_result(app) -> None:
    results = []
    for fps in (30, 144):
        scene, done = _shot_scene(app, 1, 0)
        flick = Flick.make(1.5, 95.0)  # glancing-ish: a result that depends on every contact
        scene.launch(flick)
        _run_until_done(scene, done, 1 / fps)
        results.append((done[0], scene.result.steps, scene.result.target_final))
    assert results[0] == results[1]
    assert results[0][0][1] == simulate_shot(ShotSetup.for_galaxy(1, 0), flick).knocked_down


def test_tiny_pull_cancels_and_miss_on_purpose(app) -> None:
    scene, done = _shot_scene(app, 0, 0)
    bx, by = (round(v) for v in scene.to_screen(scene.setup.shooter_start))
    _post(
        app,
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bx, by), button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(bx, by + 1), button=1),
    )
    assert scene.state == "ready" and not done
    assert not scene.animating() or scene.floats  # idle: the loop may sleep
    miss = next(b for b in scene.buttons if b.label == "Miss on purpose")
    _post(
        app,
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=miss.rect.center, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=miss.rect.center, button=1),
    )
    assert done == [(Flick.none(), False)]
    assert app.scene is not scene


def test_press_away_from_the_bean_does_not_aim(app) -> None:
    scene, done = _shot_scene(app)
    assert not scene.animating()  # nothing moves: the main loop sleeps
    tx, ty = (round(v) for v in scene.to_screen(scene.setup.target))
    _post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(tx, ty), button=1))
    assert scene.state == "ready"
    assert any("Press on your bean" in f.text for f in scene.floats)


def test_swipe_mode_uses_the_pointer_speed(app) -> None:
    scene, done = _shot_scene(app)
    clock = [100.0]
    scene.clock = lambda: clock[0]
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
    assert scene.swipe
    bx, by = (round(v) for v in scene.to_screen(scene.setup.shooter_start))
    _post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bx, by), button=1))
    step_px = round(3.0 * scene.k)  # 3 cm per 1/60 s: 180 cm/s up the table
    y = by
    for _ in range(4):
        clock[0] += 1 / 60
        y -= step_px
        _post(
            app,
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=(bx, y), rel=(0, -step_px), buttons=(1, 0, 0)
            ),
        )
    _post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(bx, y), button=1))
    assert scene.state == "flying"
    assert scene.flick is not None
    assert abs(scene.flick.vx) < 1.0
    assert scene.flick.vy == pytest.approx(step_px / scene.k * 60, rel=0.02)
    _run_until_done(scene, done, 1 / 60)
    assert done[0][1] == simulate_shot(scene.setup, done[0][0]).knocked_down


def test_computer_shot_aims_visibly_then_flicks(app) -> None:
    import random

    scene, done = _shot_scene(app, 2, 1, bot_level="hard", rng=random.Random(5))
    assert scene.state == "bot" and scene.animating()
    assert not any(b.label == "Miss on purpose" for b in scene.buttons)
    scene.tick(0.9)
    assert scene.state == "bot" and scene.current_pull() is not None  # mid-aim, band drawn
    _run_until_done(scene, done, 1 / 60)
    flick, knocked = done[0]
    assert flick == scene.bot_flick
    assert knocked == simulate_shot(scene.setup, flick).knocked_down


def test_practice_counts_a_hit_and_moves_the_target(app) -> None:
    scene = FlickPracticeScene(app, seed=11)
    app.push(scene)
    app.step([])
    pygame.event.clear()
    first = scene.setup
    _pull_and_release(app, scene, 0, 120)  # straight at round 0's target (the real distance)
    while scene.state in ("flying", "result"):
        scene.tick(1 / 60)
    assert scene.session.shots == 1 and scene.session.hits == 1 and scene.session.streak == 1
    assert scene.state == "ready" and scene.setup != first
    # a deliberate miss by the launch API breaks the streak
    f = ideal_flick(scene.setup)
    scene.launch(Flick.make(-f.vy, f.vx))  # sideways
    while scene.state in ("flying", "result"):
        scene.tick(1 / 60)
    assert scene.session.shots == 2 and scene.session.hits == 1 and scene.session.streak == 0
    scene.draw(app.screen)
    _post(
        app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    )
    assert app.scene is not scene


def test_practice_session_ends_and_restarts(app) -> None:
    scene = FlickPracticeScene(app, seed=2, rounds=2)
    app.push(scene)
    for _ in range(2):
        scene.launch(ideal_flick(scene.setup))
        while scene.state in ("flying", "result"):
            scene.tick(1 / 30)
    assert scene.state == "finished" and scene.session.finished
    assert app.settings.get("flick_practice_best", 0) == scene.session.hits
    scene.draw(app.screen)
    _post(
        app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    )
    assert scene.state == "ready" and scene.session.shots == 0


def test_sprites_preloaded_off_the_frame_are_used_once_converted(app: App) -> None:
    import threading

    from tabletop.games.beanz.flick import scene as fs
    from tabletop.ui import assets

    t = threading.Thread(target=fs.preload)  # as the Beanz table does at its start
    t.start()
    t.join()
    assert set(fs._raw) | {k[0] for k in assets._images} >= set(fs.SPRITES)
    scene = ShotScene(app, ShotSetup.for_galaxy(0, 0), lambda f, k: None, galaxy=0)
    app.push(scene)
    app.step([])
    for rel in ("common/felt.png", "beanz/mat.png", "beanz/black_hole.png"):
        assert rel not in fs._raw  # taken, converted and cached by assets for the next shot
        assert assets._images.get((rel, None)) is not None


def _key(app: App, k: int) -> None:
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def test_a_shot_aimed_and_shot_with_the_keys(app) -> None:
    """Enter starts the keyboard aim (at the target, half power), the arrows turn it and change
    the power, Esc puts it down, Enter shoots: the same shot as ``simulate_shot`` of it."""
    scene, done = _shot_scene(app, 1, 0)
    _key(app, pygame.K_RETURN)
    assert scene.state == "ready" and scene.key_aim is not None
    first = scene.preview_flick()
    assert first is not None and abs(first.power - 0.5) < 0.01
    _key(app, pygame.K_UP)
    _key(app, pygame.K_LEFT)
    aimed = scene.preview_flick()
    assert aimed.power > first.power and aimed.vx != first.vx
    _key(app, pygame.K_ESCAPE)  # put down: nothing shot, the scene stays
    assert scene.key_aim is None and app.scene is scene and not done
    _key(app, pygame.K_RETURN)
    _key(app, pygame.K_UP)
    flick = scene.preview_flick()
    _key(app, pygame.K_RETURN)
    assert scene.state == "flying" and scene.flick == flick
    _run_until_done(scene, done, 1 / 60)
    assert done[0] == (flick, simulate_shot(scene.setup, flick).knocked_down)
