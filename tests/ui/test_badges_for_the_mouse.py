"""The number keys' badges show to a player of the mouse too (issue 52: they showed only after
a press of Tab, so a player who never touched the keyboard never learnt that 1-9 choose): while
a question is open each of its options has its number, drawn whole in its badge, with no key
pressed, and a number key chooses. Where a question has more options than nine (a discard
pile of thirty to take from) the mouse's table shows none (only the keys', which reach the
first nine); a chooser's lines are numbered; behind a curtain nothing is."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.room.session import SeatConfig
from tabletop.ui import table as table_mod
from tabletop.ui import theme
from tabletop.ui.layers.bars import pick_first
from tabletop.ui.layers.focus_parts import badge_rect
from tabletop.ui.table import TableScene
from tests.ui import botplay, screenprobe, textprobe
from tests.ui.test_option_badges import SIX, _open_chooser
from tests.ui.test_question_box_buttons import give_prompt

SIZE = (1280, 720)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)  # the test moves
    yield
    theme.set_ui(100, False)
    pygame.quit()


def _drawn(
    scale: int, session: Any, keys: bool = False, setup: Any = None
) -> tuple[TableScene, screenprobe.Shot]:
    """``session``'s table at ``scale`` %, the keyboard's ring shown only if ``keys``, drawn
    once with where each text landed."""
    return screenprobe.drawn_table(SIZE, scale, session, setup, keys)  # type: ignore[no-any-return]


def _digits(t: TableScene, shot: screenprobe.Shot) -> list[int]:
    """The badges' numbers drawn whole inside their badges, in order."""
    room = t.gv.badge_room
    out = []
    for n, (r, below, tab) in enumerate(t.focus.numbered(), start=1):
        b = badge_rect(r, t.scale, below, tab, room(t.view, r))
        ink = [p.rect.inflate(-4, -2 * max(2, p.rect.height // 6)) for p in shot.placed]
        texts = [p.text for p in shot.placed]
        if any(x == str(n) and b.contains(i) for x, i in zip(texts, ink)):
            out.append(n)
    return out


@pytest.mark.parametrize("scale", [100, 200])
def test_a_questions_numbers_show_with_no_key_pressed(scale: int) -> None:
    t, shot = _drawn(scale, give_prompt(3))
    assert not t.focus.active  # the pointer's table: no focus key pressed
    options = t.focus.options()
    assert 2 <= len(options) <= 9
    assert _digits(t, shot) == list(range(1, len(options) + 1))
    # and the number chooses, as the badge says
    value = options[1][0]
    t.focus.option(pygame.K_2)
    assert t.prompts.picked == [value]


def test_a_panels_choices_are_numbered_for_the_mouse() -> None:
    """Mighty Beanz's cut at 200 %: 1/10 ... 9/10, each numbered."""
    t, shot = _drawn(200, textprobe._session("beanz", 5, 1, "human,bot"))
    assert _digits(t, shot) == list(range(1, 10))


def test_a_choosers_lines_are_numbered_for_the_mouse() -> None:
    game, seed, after, seats = SIX
    t, shot = _drawn(100, textprobe._session(game, seed, after, seats), setup=_open_chooser)
    assert len(t.chooser) >= 3
    assert _digits(t, shot) == list(range(1, len(t.chooser) + 1))


def test_more_options_than_nine_are_numbered_for_the_keys_alone() -> None:
    players = [SeatConfig("human", "Ann")] + [SeatConfig("bot", n, "normal") for n in "BCD"]

    def many(view: dict[str, Any]) -> bool:
        p = view.get("prompt") or {}
        return p.get("seat") == 0 and len(p.get("options") or []) > 9

    session = botplay.espionage_until(players, many, range(1, 40))
    assert session is not None, "no question of more than nine options"
    t, shot = _drawn(100, session)
    assert len(t.focus.options()) > 9 and _digits(t, shot) == []
    t, shot = _drawn(100, session, keys=True)
    assert _digits(t, shot) == list(range(1, 10))


def test_no_numbers_behind_a_curtain() -> None:
    def curtain(t: TableScene) -> None:
        t.curtain_for = 0

    t, shot = _drawn(100, give_prompt(3), setup=curtain)
    assert t.focus.numbered() and _digits(t, shot) == []


def _medic(most: int | None) -> Any:
    """A table where seat 0's Medic asks for a card of the discard pile: of more options than
    nine (``most`` None), else of at most ``most``."""
    players = [SeatConfig("human", "Ann")] + [SeatConfig("bot", n, "normal") for n in "BCD"]

    def medic(view: dict[str, Any]) -> bool:
        p = view.get("prompt") or {}
        n = len(p.get("options") or [])
        ok = n > 9 if most is None else 2 <= n <= most
        return p.get("seat") == 0 and p.get("kind") == "medic" and ok

    session = botplay.espionage_until(players, medic, range(1, 60))
    assert session is not None, "no such Medic question"
    return session


@pytest.mark.parametrize("most", [None, 9], ids=["thirty", "nine"])
def test_the_pickers_words_speak_of_numbers_only_where_they_show(most: int | None) -> None:
    """The picker's line says "press its number" only where the mouse's table shows every
    option's number; under a discard pile of more than nine cards it says the arrow keys (and
    so does Enter pressed before a card is picked)."""
    t, shot = _drawn(100, _medic(most))
    sel = t.prompts.current(t.gv, t.view, 0, t.legal(0))
    assert sel is not None
    hint = t.prompts.picker_hint(t.gv, t.view, sel)
    drawn = " ".join(p.text for p in shot.placed)
    assert hint in drawn  # the line under the picker, as drawn
    shown = _digits(t, shot)
    if most is None:
        assert shown == [] and len(sel.options) > 9
        assert "number" not in hint and "arrow keys" in hint, hint
        assert "number" not in pick_first(t, 0) and "arrow keys" in pick_first(t, 0)
    else:
        assert shown == list(range(1, len(sel.options) + 1))
        assert "press its number" in hint and "press its number" in pick_first(t, 0)
