"""The give-a-card question (a Double Agent) as a new player met it: the words said "press
Give (Return)" while Give stood in the move buttons' row far from the question's panel, and a
message was drawn over the panel's top edge. The buttons answering the question now lie in the
panel's foot, the messages keep clear of the panel, and Return still presses Give."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.ai.base import RandomBot
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.table import TableScene


def give_prompt(players: int) -> Session:
    names = ["Bea", "Cal", "Dan"][: players - 1]
    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", n, "normal") for n in names]
    for seed in range(1, 80):
        s = Session("espionage", seed, seats)
        bot, rng = RandomBot(), random.Random(seed)
        for _ in range(400):
            if s.game.is_terminal():
                break
            p = s.game.view(0).get("prompt") or {}
            if p.get("seat") == 0 and p.get("kind") == "give":
                return s
            seat = s.game.active_seats()[0]
            s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    raise AssertionError("no give prompt")


def open_table(tmp_path, monkeypatch, size: tuple[int, int], players: int) -> TableScene:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App(size, headless=True)
    t = TableScene(app, give_prompt(players), viewer=0)
    app.push(t)
    app.step([])
    return t


def pick_first(t: TableScene) -> None:
    _v, _r, do = t.focus.options()[0]
    do()
    t.moves.rebuild()
    t._frame = None
    t.draw(t.app.screen)


@pytest.mark.parametrize("size", [(1126, 633), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4])
def test_the_answer_buttons_lie_in_the_questions_panel(tmp_path, monkeypatch, size, players):
    try:
        t = open_table(tmp_path, monkeypatch, size, players)
        box = t.prompts.box
        assert box.width, "the give question opens the picker's panel"
        hand_left = t.gv.buttons_left()
        pick_first(t)
        give = [b for b in t.buttons if b.hotkey == "Enter"]
        assert len(give) == 1 and give[0].label.startswith("Give")
        assert box.contains(give[0].rect), (box, give[0].rect)
        # under the cards of the panel, never over one of them
        assert all(not give[0].rect.colliderect(r) for _o, r in t.prompts.shown)
        assert give[0].rect.top >= max(r.bottom for _o, r in t.prompts.shown)
        # the hand below keeps its room: a button in the panel is no button of the row
        assert t.gv.buttons_left() == hand_left
    finally:
        pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4])
def test_a_message_shown_while_the_question_is_open_keeps_clear_of_its_panel(
    tmp_path, monkeypatch, size, players
):
    try:
        t = open_table(tmp_path, monkeypatch, size, players)
        for who in ("P (Bea)", "Z (Cal)", "M (Dan)"):  # a message each: a tall stack
            t.toast(f"{who}: Ann is answering a question; press again when Ann is done.", "bad")
        t._frame = None
        t.draw(t.app.screen)
        box = t.prompts.box
        assert box.width
        cx, top, room, height, px = t.paint.toast_place()
        w, h = t.toasts.extent(t.scale, room, height, px)
        shown = pygame.Rect(0, top, w, h)
        shown.centerx = cx
        assert not shown.colliderect(box), (shown, box)
    finally:
        pygame.quit()


def test_return_presses_give_in_the_panel(tmp_path, monkeypatch):
    try:
        t = open_table(tmp_path, monkeypatch, (1280, 720), 4)
        pick_first(t)
        picked = list(t.prompts.picked)
        n = len(t.session.log)
        ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
        t.app.step([ev])
        assert len(t.session.log) > n and str(picked[0]) in " ".join(t.session.log[n:])
    finally:
        pygame.quit()
