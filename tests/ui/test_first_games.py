"""What a person who had never played met in the lessons and the first real games after them
(2026-11-25): the lessons teach what the first game needs, in the game's own rules; the
Codenames end says who won and what the clues meant; the launcher's seat roles are whole; the
status line names what the lesson points at; the stack's captions stay out of the reaction
window's bar."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.engine.game import game_class, new_game
from tabletop.games.codenames import clues
from tabletop.lessons.format import Lesson, lesson_paths, load_lesson
from tabletop.lessons.table import open_lesson, real_game_seats
from tabletop.room.session import Session, default_seats
from tabletop.ui import table as tablemod
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.components import stack as stack_ui
from tabletop.ui.components.widgets import label_rows
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene
from tests.ui import lessonkit
from tests.ui.fakeclock import ManualClock


def _lesson(game: str) -> Lesson:
    return load_lesson(lesson_paths(game)[0])


def _texts(lesson: Lesson) -> list[str]:
    return [st.text for st in lesson.steps]


@pytest.fixture(autouse=True)
def _quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tablemod, "BOT_DELAY", 0.2)


# ---------------------------------------------------------------------- the lessons' words
def test_the_beanz_lesson_says_harvest_moon_boosts_only_rookies() -> None:
    """The rulebook: a Moon gives its boost to "certain kinds of Bean cards"; a Bean of
    another kind on it "only gets the added cost". Harvest Moon names Rookies."""
    lesson = _lesson("beanz")
    text = next(t for t in _texts(lesson) if "Attack Example" in t)
    assert "on a Moon (+100)" not in text
    assert "Harvest Moon (+100, for Rookies only)" in text
    import tomllib

    import tabletop.games.beanz as beanz

    data = tomllib.loads((Path(beanz.__file__).parent / "cards.toml").read_text())
    moon = next(c for c in data["card"] if c["name"] == "Harvest Moon")
    assert moon["boost"] == 100 and moon["boost_type"] == "rookie"


def test_the_rpgget_lesson_says_a_card_attacks_once_per_attempt() -> None:
    assert any("attacks once per attempt" in t for t in _texts(_lesson("rpgget")))


def test_the_espionage_lesson_says_eliminating_beats_the_bomb() -> None:
    texts = _texts(_lesson("espionage"))
    assert any("wins at once, even one holding the Bomb" in t for t in texts)


def test_the_espionage_lesson_shows_the_protector_and_the_mercenary() -> None:
    """A computer plays the Protector on the threat to the learner's Target (the learner's
    Bodyguard, on last, takes effect first); the Mercenary is pointed at in the hand."""
    lesson = _lesson("espionage")
    moves = [str(a) for _i, a, _own in lesson.script()]
    g = lesson.new_game()
    protector = next(m for m in moves if m.startswith("2:react "))
    card = int(protector.split()[1])
    assert g.card_name(card) == "Protector"
    assert any(st.point == ("hand", "Mercenary") for st in lesson.steps)
    for _i, a, _own in lesson.script():
        g.apply(a)
    assert g.result() is not None and g.result().winners == (0,)  # type: ignore[union-attr]


def test_the_espionage_lesson_ends_with_the_launchers_seat_count() -> None:
    cls = game_class("espionage")
    last = _texts(_lesson("espionage"))[-1]
    assert "for 2 players" not in last
    assert f"{cls.MIN_SEATS} to {cls.MAX_SEATS} players" in last


def test_the_codenames_lesson_and_game_agree_on_clue_words() -> None:
    """The rulebook's own example clues CHAIN beside GHOST RIDER'S CHAIN and FEMALE beside
    FEMALE THOR: a part of a name is allowed, the whole name is not. The lesson's step says
    that rule, and every scripted clue passes the game's check where it is given."""
    lesson = _lesson("codenames")
    step = next(st for st in lesson.steps if st.match is not None and st.match.verb == "clue")
    assert "not on the board" not in step.text
    assert "whole name" in step.text and "part of one is fine" in step.text
    g = lesson.new_game()
    checked = 0
    for _i, a, _own in lesson.script():
        if a.verb == "clue":
            word = str(a.args[0])
            board = g.uncovered_words()  # type: ignore[attr-defined]
            assert clues.clue_problem(word, board, False) is None, word
            checked += 1
        g.apply(a)
    assert checked >= 3
    board = g.uncovered_words()  # type: ignore[attr-defined]
    assert "HAWKEYE" in board
    assert clues.clue_problem("HAWKEYE", board, False) is not None  # the whole name: no
    assert "whole name" in str(clues.clue_problem("HAWKEYE", board, False))


# ---------------------------------------------------------------------- Espionage's table
def _app(size: tuple[int, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App(size, headless=True)
    clock = ManualClock()
    app.time_source = clock
    return app, clock


def test_the_status_line_names_what_the_lesson_points_at(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Steps 14 and 20 point at the draw pile while the newly drawn Courier glided in from
    it: the status line said "Tab goes to Courier" under an arrow at the pile. At every
    step, a stop the status line names is one the pointing shows."""
    app, clock = _app((1280, 720), tmp_path, monkeypatch)
    seen: list[int] = []

    def each(table: Any) -> None:
        for _ in range(30):  # the cards come to rest
            clock.advance(1 / 30)
            app._step([])
        holes, _arrow = table.guide.targets()
        f = table.focus
        if table.run.step.point == ("pile", "draw"):
            seen.append(table.run.at + 1)
        if f.pointed is None or not holes:
            return
        stop = next(s for s in f.stops() if s.key == f.pointed)
        assert stop.rect.collidepoint(holes[0].center) or stop.rect == holes[0], (
            table.run.at + 1,
            f.status_text(),
            holes[0],
        )

    table = lessonkit.take_lesson(app, clock, _lesson("espionage"), each=each)
    assert table.run.finished
    pile_steps = [i + 1 for i, st in enumerate(table.lesson.steps) if st.point == ("pile", "draw")]
    assert len(pile_steps) >= 2 and set(pile_steps) <= set(seen), (pile_steps, seen)
    pygame.quit()


def test_stack_captions_stop_above_the_bottom_they_are_given() -> None:
    """Words under a stack card shrink (to the text floor) to end above ``below``: the
    reaction window's bar there took the caption's last line."""
    pygame.init()
    surf = pygame.Surface((600, 400))
    surf.fill((0, 0, 0))
    face = pygame.Surface((95, 134))
    face.fill((0, 0, 0))
    card = pygame.Rect(100, 20, 95, 134)
    entry = stack_ui.StackEntry(
        face,
        [("Player 1 must discard Target (Assassin by Cal) this time", 15, theme.TEXT, "sans")],
        False,
    )
    bottom = card.bottom + 52
    stack_ui.draw_stack(surf, [card], [entry], 1.0, words="below", below=bottom)
    lit = [
        y
        for y in range(card.bottom, surf.get_height())
        for x in range(0, surf.get_width(), 2)
        if surf.get_at((x, y))[:3] != (0, 0, 0)
    ]
    assert lit, "no caption drawn"
    assert max(lit) < bottom


def test_the_espionage_captions_end_above_the_window_bar(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, clock = _app((1280, 720), tmp_path, monkeypatch)
    table = TableScene(app, Session("espionage", 5, default_seats("espionage", 2)))
    app.push(table)
    got: dict[str, int] = {}
    real = stack_ui.draw_stack

    def spy(surf: Any, rects: Any, entries: Any, scale: float, **kw: Any) -> None:
        got["below"] = kw["below"]
        real(surf, rects, entries, scale, **kw)

    monkeypatch.setattr(stack_ui, "draw_stack", spy)
    for _ in range(400):
        clock.advance(0.05)
        app._step([])
        if table.view.get("stack") and table.window_key is not None:
            break
        if 0 in table.game.active_seats():
            plays = [a for a in table.legal(0) if a.verb == "play"]
            table.submit(plays[0] if plays else table.legal(0)[0])
    assert table.view.get("stack") and table.window_key is not None
    table.dirty = True
    app._step([])
    bar = table.bar.rect()
    assert bar is not None and got["below"] < bar.y
    pygame.quit()


# ---------------------------------------------------------------------- Codenames
def test_the_codenames_end_panel_names_the_simulated_rivals_win(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Co-op: the rival has no seats, so no seat wins; the title said "Nobody wins" over
    "... S.H.I.E.L.D. wins."."""
    from tests.games.codenames.cn_helpers import ASSASSIN_CARD, KEY, WORDS

    app, clock = _app((1280, 720), tmp_path, monkeypatch)
    g = new_game("codenames", 1, 2, {"variant": "co-op"})
    g.set_position({"words": WORDS, "key": KEY, "starting": "hydra"})  # type: ignore[attr-defined]
    session = Session("codenames", 1, default_seats("codenames"), {"variant": "co-op"})
    session.game = g
    table = TableScene(app, session)
    app.push(table)
    table.submit(next(a for a in g.legal_actions(0) if a.verb == "clue"))
    assert table.submit(g.legal_actions(1)[0].__class__(1, "guess", (ASSASSIN_CARD,)))
    assert g.is_terminal() and g.result().winners == ()  # type: ignore[union-attr]
    titles: list[str] = []
    real = theme.blit_text

    def spy(surf: Any, text: str, *a: Any, **kw: Any) -> Any:
        titles.append(text)
        return real(surf, text, *a, **kw)

    monkeypatch.setattr(theme, "blit_text", spy)
    table.ending.draw(app.screen)
    assert "S.H.I.E.L.D. wins" in titles and "Nobody wins" not in titles
    pygame.quit()


def test_the_end_notes_explain_the_double_agent_cover() -> None:
    from tabletop.games.codenames.view import double_agent_note

    grid = [{"index": i, "word": "HULK", "kind": "", "cover": None} for i in range(25)]
    assert double_agent_note({"grid": grid}) == []  # type: ignore[typeddict-item]
    grid[7] = {
        "index": 7,
        "word": "SHE-HULK",
        "kind": "",
        "cover": {"card": "hydra", "name": "Double Agent"},
    }
    ((text, _colour),) = double_agent_note({"grid": grid})  # type: ignore[typeddict-item]
    assert "half red, half blue" in text and "She-Hulk" in text and "HYDRA" in text


def test_a_real_game_after_the_agent_lesson_seats_the_person_as_an_agent(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lesson started the person as HYDRA's Agent: the real game after it (co-op, a
    simulated rival) seats them as the Agent, with a computer Director."""
    lesson = _lesson("codenames")
    seats = real_game_seats(lesson, default_seats("codenames"))
    assert [s.kind for s in seats] == ["bot", "human"]
    assert [s.name for s in seats] == ["Computer 2", "Player 1"]  # the names of every game
    # a lesson that starts the person first keeps the seats as they are
    esp = _lesson("espionage")
    assert real_game_seats(esp, default_seats("espionage")) == default_seats("espionage")
    app, _clock = _app((1280, 720), tmp_path, monkeypatch)
    table = open_lesson(app, lesson, fresh=True)
    table.play_real_game()
    scene = app.scene
    assert isinstance(scene, TableScene) and scene.session.humans() == [1]
    roles = scene.game.roles  # type: ignore[attr-defined]
    assert roles[0].director and not roles[1].director
    pygame.quit()


@pytest.mark.parametrize(("size", "pct"), [((1280, 720), 200), ((1024, 600), 100)])
def test_the_launchers_codenames_seats_show_their_roles_whole(
    size: tuple[int, int], pct: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Human - S.H.I.E.L.D...." told nobody who was the Director: where the kind and the
    role do not both fit, the role is kept whole."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App(size, headless=True)
    app.settings["ui_scale"] = pct
    app.apply_ui()
    launcher = LauncherScene(app)
    app.push(launcher)
    launcher.pick_game("codenames")
    found = 0
    for seed in range(1, 12):
        launcher.game_seed = lambda seed=seed: seed  # type: ignore[method-assign]
        launcher._roles_key = None
        launcher.rebuild()
        for i, b in enumerate(launcher.seat_buttons):
            role = launcher.seat_role(i).removeprefix(" \u2014 ")
            assert role and role in b.label, (b.label, role)
            # as the button draws it: one line fitted to its room, or (a taller button of
            # several lines) its words wrapped on no more lines than it has
            size_px = max(theme.MIN_TEXT, int(b.rect.height / b.lines * 0.42 / theme.ui_scale()))
            room = b.label_room(size_px)
            if b.lines > 1 and theme.text_width(b.label, size_px, "bold") > room:
                rows = label_rows(b.label, size_px, room)
                assert len(rows) <= b.lines, (rows, b.label)
                # (a computer's seat may break after its dash: "Computer (normal) —" over
                # its role, never a lone number on the second line)
                assert " ".join(rows) == " ".join(b.label.split())
            else:
                shown = theme.fit_text(b.label, size_px, room, "bold")[1]
                assert shown == b.label, (shown, b.label)
            found += "S.H.I.E.L.D. Director" in b.label
    assert found
    pygame.quit()


def test_what_a_persons_clue_meant_is_theirs_the_guesses_are_shown() -> None:
    """ "TELEPATH 2 - Professor X, Phil Coulson" was the computer's reading of a person's
    clue, shown as if the person meant it: a person's clue names whose it was and what was
    guessed for it; a computer Director's clue names the cards it was given for."""
    from tabletop.games.codenames import wordassoc as wa
    from tests.games.codenames.cn_helpers import KEY, WORDS

    key = [{"H": "hydra", "S": "shield", "N": "neutral", "A": "assassin"}[c] for c in "".join(KEY)]
    history = [
        {
            "team": "hydra",
            "clue": {"word": "FEMALE", "number": 2},
            "guesses": [
                {"index": 1, "word": "FEMALE THOR", "result": "hydra"},
                {"index": 0, "word": "LOCKJAW", "result": "neutral"},
            ],
        },
        {"team": "shield", "clue": {"word": "CHAIN", "number": 1}, "guesses": []},
    ]
    lines = wa.explain_clues(history, key, WORDS, people={"hydra": "Ann"})
    assert lines[0] == "FEMALE: 2 - Ann's clue; guessed Female Thor, Lockjaw (bystander)"
    assert lines[1].startswith("CHAIN: 1 - ") and "clue;" not in lines[1]


def test_the_austin_lesson_covers_swingers_slugfests_the_hand_limit_and_helpers_bones() -> None:
    """Each in the rulebook's terms: a Swinger's two halves (vibes or none) and where it goes
    after; a Slugfest's brawl with no help; evening up to six (down as well as up); a Bone
    thrown on another's Agent scores in its thrower's pile, as the lesson's game shows."""
    lesson = _lesson("austin")
    texts = " ".join(_texts(lesson))
    assert "Swinger" in texts and "the half with none, always" in texts
    assert "Slugfest" in texts and "with no help" in texts
    assert "discards down to six" in texts
    helper = next(st for st in lesson.steps if "A helper's Bone scores for the helper" in st.text)
    assert helper.point == ("pile", "score", 2)
    g = lesson.new_game()
    for _i, a, _own in lesson.script():
        g.apply(a)
        if a.verb == "give_up":
            break
    thrown = next(a for _i, a, _own in lesson.script() if a.verb == "throw")
    assert thrown.args[0] in g.zones.to_dict()["score/2"]["cards"]  # type: ignore[attr-defined]
