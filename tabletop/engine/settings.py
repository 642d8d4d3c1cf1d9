"""The app's settings file: one schema that its reader and its writer share.

``SCHEMA`` names every setting the app keeps, with its type and what it is for; nothing else
is written (``Settings.__setitem__`` refuses a key the schema does not know, so a screen
cannot save what the next start would not read back). A ``Settings`` is a dict that writes
itself to its file whenever a value changes, so a crash or a kill loses nothing a person set.

Reading (``read_settings``) goes through the file gate (``engine.files``): a file that cannot
be read at all is moved aside and the defaults are used; a value of the wrong type is dropped
(its default used), the person's copy is kept aside and the launcher says so. A key this
version does not know (written by a newer version) is kept as it was and written back
unchanged, never a reason to discard the file.

Deeper checks of a value stay with its reader (the key maps, seat names, the window size), as
before: each of them falls back to its default for a part it cannot use.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.engine.errors import TabletopError
from tabletop.engine.files import clean_temp_tree, load_json, move_aside, quote
from tabletop.engine.saves import write_json

MAX_BYTES = 1024 * 1024


@dataclass(frozen=True)
class Field:
    kind: type
    about: str
    #: lists: the type of every item
    item: type | None = None


SCHEMA: dict[str, Field] = {
    "sound": Field(bool, "sound on (Ctrl+M)"),
    "fullscreen": Field(bool, "full screen (F11)"),
    "window_size": Field(list, "[w, h] of the window at its last close", int),
    "flick_practice_best": Field(int, "Flick practice's best score"),
    "reaction_keys": Field(dict, "the seats' race and claim keys (ui.reaction_common)"),
    "table_keys": Field(dict, "the table's command keys (ui.keys)"),
    "window_seconds": Field(float, "hot-seat reaction windows' length"),
    "solo_window_countdown": Field(bool, "solo: windows close after window_seconds"),
    "pass_own_windows": Field(bool, "solo: a window your own move opens passes if it can wait"),
    "relaxed_timing": Field(bool, "no countdown on windows, long races counted aloud"),
    "relaxed_offered": Field(bool, "a race lost to the computer offered relaxed timing (once)"),
    "relaxed_never": Field(bool, "relaxed timing's offer answered Don't ask again"),
    "bots_think_seconds": Field(float, "the hard level's think time a move"),
    "seat_names": Field(list, "the names typed in the launcher, by seat", str),
    "seat_setups": Field(dict, "the launcher's seats per game: who plays each (human, bot:LEVEL)"),
    "ui_scale": Field(int, "text size in percent, 100-200"),
    "ui_high_contrast": Field(bool, "thick frames and plates on cards and zones"),
    "phones": Field(bool, "the launcher's phones switch"),
    "lessons_offered": Field(list, "games whose first start offered their lesson", str),
    "lessons_done": Field(list, "lessons taken to their end (game/lesson)", str),
}

DEFAULTS: dict[str, Any] = {"sound": True, "fullscreen": False}


def problem(key: str, value: Any) -> str | None:
    """Why ``value`` cannot be the setting ``key`` (None: it can)."""
    field = SCHEMA.get(key)
    if field is None:
        return f"{quote(key)} is not a setting"
    if not _is(value, field.kind):
        return f"{quote(key)} cannot be {quote(value)}"
    if field.item is not None and not all(_is(v, field.item) for v in value):
        return f"{quote(key)} cannot be {quote(value)}"
    return None


def _is(value: Any, kind: type) -> bool:
    if isinstance(value, bool):
        return kind is bool
    return isinstance(value, kind)


def coerce(key: str, value: Any) -> Any:
    """A whole number where the schema says a float (JSON writes 2.0 as 2 in some tools)."""
    field = SCHEMA.get(key)
    if field is not None and field.kind is float and _is(value, int):
        return float(value)
    return value


def _checked(key: str, value: Any) -> Any:
    value = coerce(key, value)
    why = problem(key, value)
    if why is not None:
        raise TypeError(why)
    return value


class Settings(dict[str, Any]):
    """The settings in force; setting a value checks it against ``SCHEMA`` and writes the
    file (when it changed and the settings have a file). ``extra`` holds keys of a newer
    version, written back as they were."""

    def __init__(
        self,
        values: dict[str, Any] | None = None,
        path: Path | None = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(DEFAULTS)
        for key, value in (values or {}).items():
            super().__setitem__(key, _checked(key, value))
        self.path = path
        self.extra = dict(extra or {})

    def __setitem__(self, key: str, value: Any) -> None:
        value = _checked(key, value)
        if key in self and self[key] == value:
            return
        super().__setitem__(key, value)
        self.save()

    def note(self, key: str, value: Any) -> None:
        """Set ``key`` without writing now: for a value that changes many times a second
        (the window's size while its edge is dragged); it is written with the next change
        or at exit."""
        super().__setitem__(key, _checked(key, value))

    def save(self) -> None:
        """Write the file now (a disk that refuses it is not the player's problem: the
        settings stay in force for this run)."""
        if self.path is None:
            return
        try:
            write_json(self.path, {**self.extra, **self})
        except (OSError, ValueError):
            pass


def read_settings(path: Path, notices: list[str]) -> Settings:
    """The settings file; a damaged one is moved aside (a sentence goes to ``notices`` for the
    launcher to show), so the app always opens. Also removes what interrupted writes left in
    the data folder and every folder under it."""
    clean_temp_tree(path.parent)  # every folder the app writes: saves, profiles, decks
    if not path.exists():
        return Settings(path=path)
    try:
        data = load_json(path, "settings file", MAX_BYTES)
    except TabletopError as e:
        kept = move_aside(path)
        notices.append(f"{e}; kept as {kept.name if kept else 'is'}, defaults used.")
        return Settings(path=path)
    good: dict[str, Any] = {}
    extra: dict[str, Any] = {}
    ignored: list[str] = []
    for key, value in data.items():
        if key not in SCHEMA:
            extra[key] = value  # a newer version's: kept, not used
            continue
        why = problem(key, coerce(key, value))
        if why is None:
            good[key] = coerce(key, value)
        else:
            ignored.append(why)
    if ignored:  # the file is written again with the defaults: keep the person's own copy
        kept = move_aside(path)
        notices.append(
            f"{path.name}: {'; '.join(ignored[:3])}{' ...' if len(ignored) > 3 else ''}:"
            f" ignored; the file is kept as {kept.name if kept else path.name}."
        )
    return Settings(good, path, extra)
