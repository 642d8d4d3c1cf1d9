"""The RPG Get! lesson has the player defend, as the first real game needed (a new player met
the computer's Mission with a Cave-In in hand and no idea what to do): on the rival's attempt
the learner sends an Enemy (Gobooma, SZ 2) and a Roadblock (Toll Gate, size 1) into the arena
within the Mission's EP 3, then presses Done, and the Enemy makes the Mission fail. Each step
is reached by replaying the lesson's moves on the engine."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games.rpgget.labels import card_in
from tabletop.games.rpgget.rules.seat_view import seat_view
from tabletop.lessons.format import lesson_paths, load_lesson
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.test_lesson_races import _run_to

SIZE = (1280, 720)


def test_the_lesson_has_the_player_send_an_enemy_and_a_roadblock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    lesson = load_lesson(lesson_paths("rpgget")[0])
    sent = [i for i, st in enumerate(lesson.steps) if st.move and st.move.verb == "enemy"]
    assert len(sent) == 2, sent  # an Enemy, then a Roadblock
    gob, toll = sent
    done = next(i for i, st in enumerate(lesson.steps) if i > toll and st.move)
    assert lesson.steps[done].move is not None and lesson.steps[done].move.verb == "done"
    assert gob < toll < done <= toll + 1, "the defence is one short segment"
    assert "defend" in lesson.steps[gob].text and "Roadblock" in lesson.steps[toll].text
    run, g = _run_to(lesson, toll)
    sv = seat_view(g.view(0))
    att = sv["attempt"]
    assert att is not None and att["seat"] == 1, "the rival attempts: the learner defends"
    assert 0 in g.active_seats() and sv["step"] == "enemy"
    rp = sv["rp"][1]
    for i, name, kind in ((gob, "Gobooma", "enemy"), (toll, "Toll Gate", "roadblock")):
        card = card_in(g.view(0), lesson.steps[i].move.args[0])  # type: ignore[union-attr]
        assert card is not None and (card["name"], card["type"]) == (name, kind)
    app = App(SIZE, headless=True)
    table = lessonkit.resumed_lesson(app, lesson, run, g)
    surf = pygame.Surface(SIZE)
    table.draw(surf)
    pygame.image.save(surf, str(tmp_path / "toll-gate.png"))
    holes, drag = table.guide.targets()
    assert drag is not None, "the step asks for a drag"
    card, to = drag
    hand = {c["name"]: r for c, r, where in table.gv.boxes(table.view, 0) if where == "hand"}
    assert card == hand["Toll Gate"]
    assert to.colliderect(table.gv.areas["arena"])
    assert table.submit(lesson.steps[toll].move)  # type: ignore[arg-type]
    sv = seat_view(table.game.view(0))
    assert sv["attempt"]["ep_used"] == 3 and sv["rp"][1] == rp - 2
    assert table.run.at == toll + 1
    pygame.quit()
