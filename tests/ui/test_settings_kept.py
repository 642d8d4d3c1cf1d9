"""A person's settings survive every restart: each setting every screen can change is changed
there, the app is started again, and every value is found kept, with no ``.damaged-*`` file.

One schema (``tabletop.engine.settings.SCHEMA``) serves the reader and the writer; the source
is scanned so that no screen writes a key the schema does not know. Settings are written when
changed (a kill loses nothing), and a key of a newer version is kept and written back.
"""

from __future__ import annotations

import ast
import importlib
import json
from pathlib import Path
from typing import Any

import pygame
import pytest

import tabletop
from tabletop.engine.settings import SCHEMA, Settings, read_settings
from tabletop.lessons import screens as lesson_screens
from tabletop.ui import keys, seatnames
from tabletop.ui.app import App
from tabletop.ui.overlays import reaction_common
from tabletop.ui.overlays.relaxed_offer import RelaxedOffer
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.scenes.settings_scene import SettingsScene

#: a value other than the default for every setting, of the kind its screen writes
CHANGED: dict[str, Any] = {
    "sound": False,
    "fullscreen": True,
    "window_size": [1100, 650],
    "flick_practice_best": 7,
    "reaction_keys": {"0": "q", "1": "p"},
    "table_keys": {"undo": ["u"]},
    "window_seconds": 12.0,
    "solo_window_countdown": True,
    "pass_own_windows": False,
    "relaxed_timing": True,
    "relaxed_offered": True,
    "relaxed_never": True,
    "bots_think_seconds": 2.0,
    "seat_names": ["Ann", "", "Cy"],
    "seat_setups": {"espionage": ["human", "bot:hard", "human"]},
    "ui_scale": 150,
    "ui_high_contrast": True,
    "phones": True,
    "lessons_offered": ["espionage"],
    "lessons_done": ["beanz/01-first-game"],
}


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _restart() -> dict[str, Any]:
    """The settings as the next start reads them (a fresh App, as a second start)."""
    pygame.quit()
    app = App((1280, 720), headless=True)
    out = dict(app.settings)
    notices = list(app.notices)
    pygame.quit()
    assert not notices, notices
    return out


def _damaged(home: Path) -> list[str]:
    return sorted(p.name for p in home.rglob("*.damaged-*"))


def test_every_setting_has_a_changed_value_here() -> None:
    assert set(CHANGED) == set(SCHEMA)


def _written_keys() -> set[str]:
    """Every settings key a module of the app assigns (``...settings[KEY] = ...``), read from
    the source: a string, or a module-level name holding one."""
    root = Path(tabletop.__file__).resolve().parent
    found: set[str] = set()
    for path in root.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        module = None
        for node in ast.walk(tree):
            if not isinstance(node, ast.Assign):
                continue
            for target in node.targets:
                if not (
                    isinstance(target, ast.Subscript) and "settings" in ast.unparse(target.value)
                ):
                    continue
                key = target.slice
                if isinstance(key, ast.Constant) and isinstance(key.value, str):
                    found.add(key.value)
                elif isinstance(key, ast.Name):
                    if module is None:
                        rel = path.relative_to(root.parent).with_suffix("")
                        module = importlib.import_module(".".join(rel.parts))
                    found.add(getattr(module, key.id))
                else:
                    found.add(f"<{ast.unparse(key)} in {path.name}>")
    return found


def test_every_key_the_app_writes_is_a_key_it_reads_back() -> None:
    written = _written_keys()
    assert written, "the scan found no settings write"
    assert written <= set(SCHEMA), sorted(written - set(SCHEMA))


def test_every_setting_set_is_kept_through_a_restart(home: Path) -> None:
    app = App((1280, 720), headless=True)
    for key, value in CHANGED.items():
        app.settings[key] = value
    # no clean exit: the values are on disk as soon as they are set
    kept = _restart()
    assert {k: kept.get(k) for k in CHANGED} == CHANGED
    assert _damaged(home) == []


def test_a_newer_versions_key_is_kept_and_never_a_reason_to_discard(home: Path) -> None:
    (home / "settings.json").write_text(
        json.dumps({"ui_scale": 175, "future_thing": {"a": [1, 2]}}), encoding="utf-8"
    )
    notices: list[str] = []
    settings = read_settings(home / "settings.json", notices)
    assert notices == [] and settings["ui_scale"] == 175 and "future_thing" not in settings
    settings["relaxed_timing"] = True
    on_disk = json.loads((home / "settings.json").read_text(encoding="utf-8"))
    assert on_disk["future_thing"] == {"a": [1, 2]} and on_disk["relaxed_timing"] is True
    assert _damaged(home) == []


def test_a_key_outside_the_schema_is_refused_at_the_writer() -> None:
    settings = Settings()
    with pytest.raises(TypeError, match="not a setting"):
        settings["no_such_setting"] = 1
    with pytest.raises(TypeError, match="cannot be"):
        settings["seat_names"] = ["Ann", 3]


def _click_every_settings_button(app: App) -> None:
    """Every button of the Settings screen once (each switch switched, each +/- stepped)."""
    st = SettingsScene(app)
    app.push(st)
    app.step([])
    labels = [label for row in st._actions() for (label, _fn, _ok) in row]
    for i in range(len(labels)):
        acts = [fn for row in st._actions() for (_label, fn, ok) in row]
        oks = [ok for row in st._actions() for (_label, _fn, ok) in row]
        if oks[i] and labels[i] not in ("-1 s", "-25 %", "Shorter"):
            acts[i]()
            app.step([])


def test_every_screen_change_is_kept_through_a_restart(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Settings (each button), the launcher's phones switch, a seat added and a typed name,
    the key maps, a lesson offered and one finished, Flick practice's best, relaxed timing
    offered and its Don't ask again: all kept."""
    monkeypatch.delenv("TABLETOP_NO_LESSON_OFFER", raising=False)
    app = App((1280, 720), headless=True)
    app.audio.muted = False  # as with a sound device: the switch mutes
    before = dict(app.settings)
    _click_every_settings_button(app)
    launcher = LauncherScene(app)
    app.push(launcher)
    launcher.toggle_phones()
    launcher.add_seat(1)  # the seats' setup, kept per game
    seatnames.remember_name(app.settings, 1, "Bea")
    table_keys = keys.load_table_keys(app.settings)
    table_keys.bind("undo", pygame.K_u)
    keys.save_table_keys(app, table_keys)
    keymap = reaction_common.load_keymap(app.settings)
    reaction_common.save_keymap(app, keymap)
    lesson_screens.offer_first_lesson(app, "austin", False, lambda: None)
    app.settings["lessons_done"] = ["espionage/01-first-game"]
    app.settings["flick_practice_best"] = 3
    RelaxedOffer(app)  # a race lost to the computer offered relaxed timing
    RelaxedOffer(app).never()  # offered again at a later loss: Don't ask again
    after = dict(app.settings)
    changed = {k for k in SCHEMA if after.get(k) != before.get(k)}
    # the ones a screen here changes (window_size changes with a real window's resize)
    assert changed >= set(SCHEMA) - {"window_size", "fullscreen", "reaction_keys"}, sorted(
        set(SCHEMA) - changed
    )
    kept = _restart()
    assert {k: kept.get(k) for k in after} == after
    assert _damaged(home) == []
