"""The key under a player's right little finger is called by one name everywhere: "Enter", as
the key-mapping screen, the status line and the launcher's Start game call it (issue 52,
2026-11-26: "End turn [Return]" and "press Give (Return)" at the table, "Start game [Enter]" in
the launcher). No button, prompt or message a player reads says "Return" for it, and a button
marked [Enter] is still pressed by the Return key and by the keypad's Enter."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.components import widgets
from tabletop.ui.overlays import race
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.test_table_keys import GAMES, key, play_until

ROOT = Path(__file__).resolve().parents[2]
#: "Return" as the name of a key in words a player reads ("[Return]", "(Return)", "Space or
#: Return", "Return does nothing"); a card's "Return the top Agent..." is another word
KEY_WORD = re.compile(
    r"\[Return\]|\(Return\)|\b(?:Space|or|and),? Return\b|\bReturn(?:,| or| does| ends| quits)"
)


def test_the_word_pattern_tells_the_key_from_the_verb() -> None:
    said = ["End turn  [Return]", "press Give (Return)", "Press Space or Return, or click"]
    said += ["Return does nothing here: press Space (Pass).", "(Return quits, Esc stays)"]
    assert all(KEY_WORD.search(s) for s in said)
    verbs = ["Return the top Agent of your discard pile to your hand.", "End turn  [Enter]"]
    assert not any(KEY_WORD.search(s) for s in verbs)


def test_no_words_in_the_code_docs_or_lessons_call_the_key_return() -> None:
    """Every hint a button is given, every message and the README, How to play's pages and the
    lessons: the key is Enter."""
    files = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    files += sorted((ROOT / "tabletop").rglob("*.toml"))
    files += sorted((ROOT / "tabletop").rglob("*.md"))
    found = [f"{p.relative_to(ROOT)}: {m.group(0)}" for p in files for m in KEY_WORD.finditer(
        p.read_text(encoding="utf-8"))]  # fmt: skip
    # in the code: no string a player may read (docstrings aside) names the key Return, and
    # no button is given "Return" for its hint
    hints, shown = [], []
    for p in sorted((ROOT / "tabletop").rglob("*.py")):
        for text, line in strings(p):
            where = f"{p.relative_to(ROOT)}:{line}"
            if text == "Return":
                hints.append(where)
            elif KEY_WORD.search(text):
                shown.append(where)
    lines = (ROOT / "tabletop/ui/components/widgets.py").read_text(encoding="utf-8")
    at = next(n for n, x in enumerate(lines.splitlines(), 1) if x.startswith("ENTER_HINTS ="))
    hints.remove(f"tabletop/ui/components/widgets.py:{at}")  # "Return" still understood
    assert not found and not hints and not shown, (found, hints, shown)
    assert race.GO_ON == "Press Space or Enter, or click, to go on"


def strings(path: Path) -> list[tuple[str, int]]:
    """The string constants of a module (f-strings' pieces too) with their lines, less the
    docstrings (for the project's readers, not the players)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            docs.add(id(body[0].value))
    return [
        (n.value, n.lineno)
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs
    ]


def drawn_texts(app: App, table: TableScene) -> list[str]:
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        table.dirty = True
        table._frame = None
        app.step([])
    return [t for t, _px, face in shot.sizes if not face]


def has_enter_button(table: TableScene) -> bool:
    return table.acting_seat() == 0 and any(b.hotkey in widgets.ENTER_HINTS for b in table.buttons)


@pytest.mark.parametrize("game", [g for g in GAMES if g != "codenames"])
@pytest.mark.parametrize("kp", [False, True])
def test_a_tables_enter_button_says_enter_and_the_key_presses_it(
    app: App, game: str, kp: bool
) -> None:
    table = play_until(app, game, has_enter_button)
    texts = drawn_texts(app, table)
    assert not [t for t in texts if KEY_WORD.search(t)]
    button = next(b for b in table.buttons if b.hotkey in widgets.ENTER_HINTS)
    assert button.hotkey == "Enter" and widgets.key_of(button.hotkey) == pygame.K_RETURN
    # the hint drawn on it (closer to the label on a button a little narrow for it; a button
    # too narrow for a hint shows its label alone)
    forms = (f"{button.label}  [Enter]", f"{button.label} [Enter]", button.label)
    assert any(f in texts for f in forms), (forms, texts)
    before = len(table.session.log)
    key(app, pygame.K_KP_ENTER if kp else pygame.K_RETURN)
    assert len(table.session.log) > before, f"{game}: Enter did not press {button.label!r}"


def test_the_launcher_and_its_quit_question_say_enter(app: App) -> None:
    lau = LauncherScene(app)
    app.push(lau)
    app.step([])
    key(app, pygame.K_ESCAPE)  # "Quit tabletop?" with Quit [Enter] and Stay [Esc]
    assert lau.quit_ask.asked
    shot = screenprobe.Shot()
    with screenprobe.recording(shot):
        lau.dirty = True
        app.step([])
    texts = [t for t, _px, _face in shot.sizes]
    assert "Quit  [Enter]" in texts and not [t for t in texts if KEY_WORD.search(t)]
    assert [b.hint() for b in lau.quit_ask.buttons] == ["Enter", "Esc"]
