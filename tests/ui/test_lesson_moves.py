"""Lesson moves of more than one gesture and moves naming cards (issue 31): RPG Get!'s lesson
starts in the set-up (New hand, the starting character), has the learner pick two cards for
a Redraw and take a Reward out of the face-down bank (Look, then the drag); a card not asked
for is refused with the step's hint; a lesson move may name a card with spaces, bare or in
quotes, and a name that fits no legal move fails at load saying how to write one."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.engine.game import new_game
from tabletop.engine.scenario import set_position
from tabletop.lessons.format import LessonError, Pattern, load_lesson
from tabletop.lessons.table import LessonTable, open_lesson
from tabletop.ui import table as tablemod
from tabletop.ui.app import App
from tests.ui import lessonkit
from tests.ui.fakeclock import ManualClock

RPGGET = next(p for p in lessonkit.all_lessons() if p.parent.parent.name == "rpgget")
STOCK = 'move = "0:stock Pirate Cutlass"'


@pytest.fixture(autouse=True)
def _quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tablemod, "BOT_DELAY", 0.2)


def _variant(tmp_path: Path, old: str, new: str) -> Path:
    text = RPGGET.read_text()
    assert old in text
    path = tmp_path / "variant.toml"
    path.write_text(text.replace(old, new, 1))
    return path


def _step_of(lesson_path: Path, verb: str) -> int:
    lesson = load_lesson(lesson_path)
    return next(i for i, st in enumerate(lesson.steps) if st.move and st.move.verb == verb)


# ---------------------------------------------------------------------- card names in moves
def test_a_spaced_name_bare_or_quoted_or_an_id_is_the_same_move(tmp_path: Path) -> None:
    bare = load_lesson(RPGGET)
    at = _step_of(RPGGET, "stock")
    move = bare.steps[at].move
    assert move is not None and bare.new_game().card_name(int(move.args[0])) == "Pirate Cutlass"
    quoted = _variant(tmp_path, STOCK, "move = '0:stock \"Pirate Cutlass\"'")
    assert load_lesson(quoted).steps[at].move == move
    by_id = _variant(tmp_path, STOCK, f'move = "0:stock {move.args[0]}"')
    assert load_lesson(by_id).steps[at].move == move  # an old file, with ids, still loads
    # a spaced name among other arguments: the rival's Mission, and the bank's card taken out
    lesson = bare
    g = lesson.new_game()
    names = {}
    for _i, action, _own in lesson.script():
        if action.verb in ("attempt", "withdraw"):
            names[str(action)] = g.card_name(int(action.args[0]))
        g.apply(action)
    assert sorted(names.values()) == ["Clear the Forest", "Clear the Forest", "Pirate Cutlass"]


def test_a_spaced_name_fitting_no_move_says_how_to_write_names(tmp_path: Path) -> None:
    bad = _variant(tmp_path, STOCK, 'move = "0:stock Pirate Cutlas"')
    with pytest.raises(LessonError) as e:
        load_lesson(bad)
    msg = str(e.value)
    assert "variant.toml" in msg and f"step {_step_of(RPGGET, 'stock') + 1}" in msg
    assert "key 'move'" in msg and "not legal" in msg and '"Pirate Cutlass"' in msg


def test_an_unreadable_move_says_how_to_quote_a_name(tmp_path: Path) -> None:
    bad = _variant(tmp_path, STOCK, 'move = "0:stock Burn!"')
    with pytest.raises(LessonError) as e:
        load_lesson(bad)
    msg = str(e.value)
    assert "key 'move'" in msg and "cannot read argument" in msg and "double quotes" in msg


def test_a_pattern_matches_a_spaced_name_bare_or_quoted() -> None:
    lesson = load_lesson(RPGGET)
    g = lesson.new_game()
    at = _step_of(RPGGET, "stock")
    for _i, action, _own in lesson.script():
        if action == lesson.steps[at].move:
            break
        g.apply(action)
    stock = lesson.steps[at].move
    assert stock is not None
    for text in ("0:stock Pirate Cutlass", '0:stock "Pirate Cutlass"', "0:stock *", "0:**"):
        pat = Pattern.parse(text.replace("0:**", "0:stock **"))
        assert pat.matches(stock, g), text
    other = next(
        a for a in g.legal_actions(0)
        if a.verb == "stock" and g.card_name(int(a.args[0])) != "Pirate Cutlass"
    )  # fmt: skip
    assert not Pattern.parse("0:stock Pirate Cutlass").matches(other, g)
    assert not Pattern.parse("0:stock Pirate").matches(stock, g)


# ---------------------------------------------------------------------- the set-up
def test_an_rpgget_position_may_start_in_the_set_up() -> None:
    g = new_game("rpgget", 1, 2)
    set_position(
        g,
        {
            "phase": "setup",
            "seats": [
                {"hand": ["Looper"], "deck": ["Looper"] * 10 + ["Tio"]},
                {"hand": ["HUmar"], "deck": ["Looper"] * 12},
            ],
        },
    )
    assert g.legal_actions(1) == []
    assert g.legal_actions(0) == [Action(0, "mulligan")]  # no character: New hand only
    g.apply(Action(0, "mulligan"))
    hand = g.hand(0)
    assert len(hand) == 9 and "Tio" in [g.card_name(c) for c in hand]
    assert [g.card_name(c) for c in g.zones.of("discard", 0).cards] == ["Looper"]
    tio = next(c for c in hand if g.card_name(c) == "Tio")
    g.apply(Action(0, "start", (tio,)))
    humar = g.hand(1)[0]
    g.apply(Action(1, "start", (humar,)))
    assert g.flow.phase == "redraw" and g.current == 0 and g.rp == [5, 5]


# ---------------------------------------------------------------------- at the table
def _table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[App, ManualClock, LessonTable]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    clock = ManualClock()
    app.time_source = clock
    table = open_lesson(app, load_lesson(RPGGET), fresh=True)
    app._step([])
    return app, clock, table


def _to(app: App, clock: ManualClock, table: LessonTable, index: int) -> None:
    """Follow the pointing until step ``index`` (from 0) is on."""
    for _ in range(4 * index + 10):
        lessonkit.settle(app, clock, table)
        if table.run.at >= index:
            return
        lessonkit.perform(app, clock, lessonkit.step_gesture(table))
    raise AssertionError(f"step {index + 1} never came")


def _at_step(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, verb: str
) -> tuple[App, ManualClock, LessonTable, int]:
    """The RPG Get! lesson followed up to its step whose move is ``verb``: (app, clock,
    table, that step's index)."""
    app, clock, table = _table(tmp_path, monkeypatch)
    at = _step_of(RPGGET, verb)
    _to(app, clock, table, at)
    return app, clock, table, at


def _hand_rect(table: LessonTable, name: str) -> pygame.Rect:
    lay = table.guide.layout()
    assert lay is not None
    for it in lay.items:
        if it.key[0] == "hand" and table.game.card_name(it.key[1]) == name:
            return it.rect
    raise AssertionError(name)


def test_the_set_up_asks_for_new_hand_then_the_starting_character(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, clock, table, _at = _at_step(tmp_path, monkeypatch, "mulligan")
    holes, _arrow = table.guide.targets()
    new_hand = table.guide.button_rect(Action(0, "mulligan"))
    assert new_hand is not None and holes == [new_hand]
    # a hand card dragged onto the party: the engine's reason, and the step's hint
    lessonkit.perform(
        app, clock, ("drag", _hand_rect(table, "Gobooma").center, table.gv.areas["party"].center)
    )
    told = table.run.refused[-1][1]
    assert told.endswith(table.run.hint()) and len(told) > len(table.run.hint()) + 20
    assert table.game.log == []
    lessonkit.perform(app, clock, ("click", new_hand.center))
    lessonkit.settle(app, clock, table)
    assert table.game.log == ["0:mulligan"]
    _holes, arrow = table.guide.targets()
    assert arrow is not None and arrow[0] == _hand_rect(table, "Tio")


def test_the_redraw_points_at_each_card_then_the_button_and_refuses_another_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, clock, table, at = _at_step(tmp_path, monkeypatch, "redraw")
    want = table.run.wanted(len(table.game.log))
    assert want is not None and len(want.args) == 2
    loopers = {table.gv.card_rect(table.view, int(c)).center for c in want.args}  # type: ignore[union-attr]
    holes, _arrow = table.guide.targets()
    assert {h.center for h in holes} == loopers
    # Ryudo is not one to put back: refused with the hint, not picked
    lessonkit.perform(app, clock, ("click", _hand_rect(table, "Ryudo").center))
    assert table.guide.picked() == [] and table.run.hint() in table.run.refused[-1][1]
    # Keep hand is refused too (the step asks for the two Loopers)
    keep = table.guide.button_rect(Action(0, "redraw"))
    assert keep is not None
    log = list(table.game.log)
    lessonkit.perform(app, clock, ("click", keep.center))
    assert table.game.log == log and table.run.hint() in table.run.refused[-1][1]
    lessonkit.perform(app, clock, ("click", holes[0].center))
    left, _arrow = table.guide.targets()
    assert len(left) == 1 and left[0].center in loopers - {holes[0].center}
    lessonkit.perform(app, clock, ("click", left[0].center))
    button, _arrow = table.guide.targets()
    assert button == [table.guide.button_rect(want)]
    clock.advance(1.0)  # "Redraw 2" took Keep hand's place: a press at once is held back
    app._step([])
    lessonkit.perform(app, clock, ("click", button[0].center))
    lessonkit.settle(app, clock, table)
    assert str(want) in table.game.log and table.run.at > at


def test_the_bank_is_opened_then_the_reward_dragged_to_the_inventory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, clock, table, at = _at_step(tmp_path, monkeypatch, "withdraw")
    holes, arrow = table.guide.targets()
    look = table.guide.item_rect(("toggle", "look"))
    assert look is not None and holes == [look] and arrow is None
    lessonkit.perform(app, clock, ("click", look.center))
    holes, arrow = table.guide.targets()
    want = table.run.wanted(len(table.game.log))
    assert want is not None and arrow is not None
    assert arrow[0] == table.gv.card_rect(table.view, int(want.args[0]))
    assert arrow[1] == table.gv.areas["inventory"]
    # the Saber, banked too, is not the one this step takes out
    lay = table.guide.layout()
    assert lay is not None
    saber = next(
        it.rect for it in lay.items
        if it.key[0] == "card" and table.game.card_name(it.key[1]) == "Saber" and it.zone == "bank/0"
    )  # fmt: skip
    log = list(table.game.log)
    lessonkit.perform(app, clock, ("drag", saber.center, arrow[1].center))
    assert table.game.log == log and table.run.hint() in table.run.refused[-1][1]
    lessonkit.perform(app, clock, ("drag", arrow[0].center, arrow[1].center))
    lessonkit.settle(app, clock, table)
    assert table.game.log[-1] == str(want) and table.run.at > at


def test_a_save_of_a_lesson_changed_since_starts_it_afresh(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A lesson updated under a half-way save (its script changed): the save's moves replay
    but are not the lesson's any more: the lesson starts again rather than stalling."""
    from tabletop.engine.errors import SaveError
    from tabletop.lessons.progress import resume, save_path

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    lesson = load_lesson(RPGGET)
    script = [str(a) for _i, a, _own in lesson.script()]
    good = {"format": "tabletop-lesson", "lesson": lesson.ident, "step": 2, "log": script[:1]}
    run, game = resume(lesson, good)
    assert game.log == script[:1]
    start = lesson.steps[_step_of(RPGGET, "start")].move
    assert start is not None
    tio = game.hand(0).index(int(start.args[0]))
    other = next(
        c for c in game.hand(0)
        if c != game.hand(0)[tio] and game.card_name(c) in ("Ryudo",)
    )  # fmt: skip
    changed = {**good, "step": 3, "log": [*script[:1], f"0:start {other}"]}
    with pytest.raises(SaveError, match="not the lesson's move"):
        resume(lesson, changed)
    import json

    save_path(lesson).write_text(json.dumps({**changed, "version": 1, "game": "rpgget"}))
    app = App((1280, 720), headless=True)
    table = open_lesson(app, lesson)
    assert table.game.log == [] and table.run.at == 0
    pygame.quit()
