"""Espionage's replay at large text on 1280x720: the log's column and the replay's controls left
the stack about 590x180 px, and three cards' captions were cut to "Terroris...", "Police...",
"Hacke..." (here "Protec..."). The replay folds the log behind a "Log [L]" button in the top
bar at large text (as the live table does), so the stack takes its width and every caption is
whole; the button, L and Esc open and fold the log, and the replay's other keys and mouse
controls still step, play and scrub. Nothing is pressable on the replayed table itself (a
"No reaction" button showed up there after a key)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.scenes.replay_scene import ReplayScene
from tests.ui import screenprobe
from tests.ui.test_stack_captions_apart import _three_on_the_stack

pytestmark = pytest.mark.usefixtures("scaled_home")


@pytest.fixture(scope="module")
def save() -> dict:
    return _three_on_the_stack().to_save()  # type: ignore[no-any-return]


def _replay(save: dict, ui: int, size: tuple[int, int] = (1280, 720)) -> tuple[App, ReplayScene]:
    app = screenprobe.make_app(size, ui)
    app.push(LauncherScene(app))
    rp = ReplayScene(app, save)
    app.push(rp)
    rp.begin(0)
    rp.step(len(save["log"]))
    rp.layout(rp.size)
    return app, rp


def _drawn(app: App, rp: ReplayScene) -> screenprobe.Shot:
    rp.table._frame = None  # drawn anew, not from what an earlier frame kept
    rp.table.log._key = None
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        app.screen = pygame.Surface(rp.size)
        rp.draw(app.screen)
    return shot


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(pygame.event.get())


def _click(app: App, at: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    app.step(pygame.event.get())


def _button(rp: ReplayScene, label: str) -> pygame.Rect:
    return next(b.rect for b in rp.buttons if b.label == label)


@pytest.mark.parametrize("ui", [150, 200])
def test_the_stacks_captions_are_whole_with_the_log_folded(save: dict, ui: int) -> None:
    app, rp = _replay(save, ui)
    t = rp.table
    assert t.log_folded and not t.log_open
    shot = _drawn(app, rp)
    assert not shot.shortened(), shot.shortened()
    v = t.gv
    panel = v.table_rect
    inside = [p for p in shot.placed if panel.contains(p.rect) and p.text.strip()]
    assert not [p.text for p in inside if p.text.rstrip().endswith("\u2026")]
    said = " ".join(p.text for p in inside).split()
    stack = t.view["stack"]
    assert len(stack) == 3
    for it in stack:
        caption = v.say(it["label"]).split()
        assert all(w in said for w in caption), (caption, said)
    # the stack's panel reaches across the log's old column
    assert panel.right > t.size[0] * 0.9, panel


def test_the_log_button_l_and_esc_open_and_fold_the_log(save: dict) -> None:
    app, rp = _replay(save, 200)
    t = rp.table
    log = _button(rp, "Log")
    assert t.bar_rect.contains(log)
    assert log.right <= rp.replay_label_left()  # clear of "REPLAY"
    assert any(tg.rect == log for tg in rp.focus_targets())  # Tab reaches it
    shot = _drawn(app, rp)
    assert any(p.text.startswith("Log") and log.contains(p.rect) for p in shot.placed)
    assert not any(p.text == "Game log" for p in shot.placed)
    _click(app, log.center)
    assert t.log_open
    shot = _drawn(app, rp)
    assert any(p.text == "Game log" for p in shot.placed)
    _click(app, _button(rp, "Log").center)
    assert not t.log_open
    _key(app, pygame.K_l)
    assert t.log_open
    _key(app, pygame.K_ESCAPE)  # an open log folds first
    assert not t.log_open and app.scene is rp
    _key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, LauncherScene)


def test_the_replays_other_controls_still_work(save: dict, monkeypatch: pytest.MonkeyPatch) -> None:
    app, rp = _replay(save, 200)
    n = len(save["log"])
    t = rp.table
    assert rp.pos == n and t.buttons == []  # nothing to press on the replayed table
    _key(app, pygame.K_LEFT)
    assert rp.pos == n - 1 and t.buttons == []
    _key(app, pygame.K_PAGEUP)
    assert rp.pos == n - 11
    _key(app, pygame.K_HOME)
    assert rp.pos == 0
    _key(app, pygame.K_RIGHT)
    assert rp.pos == 1
    _key(app, pygame.K_PAGEDOWN)
    assert rp.pos == 11
    _key(app, pygame.K_SPACE)
    assert rp.playing
    _key(app, pygame.K_SPACE)
    assert not rp.playing
    _key(app, pygame.K_END)
    assert rp.pos == n
    _click(app, _button(rp, "<").center)
    assert rp.pos == n - 1
    _click(app, _button(rp, ">").center)
    assert rp.pos == n
    _click(app, _button(rp, "|<").center)
    assert rp.pos == 0
    tr = rp.track
    _click(app, (tr.x + tr.w // 2, tr.centery))
    assert rp.pos == round(n * (tr.w // 2) / tr.w)
    _click(app, _button(rp, ">|").center)
    assert rp.pos == n
    # the wheel: over the open log it scrolls the log, elsewhere it steps
    _key(app, pygame.K_l)
    place = t.log_rect
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: place.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    app.step(pygame.event.get())
    assert t.log.scroll == 1 and rp.pos == n
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (20, place.centery))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    app.step(pygame.event.get())
    assert rp.pos == n - 1


def test_at_100_the_log_keeps_its_column(save: dict) -> None:
    app, rp = _replay(save, 100)
    assert not rp.table.log_folded
    assert not [b for b in rp.buttons if b.label == "Log"]
    assert any(p.text == "Game log" for p in _drawn(app, rp).placed)
