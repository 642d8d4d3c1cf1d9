"""Saves: a game as JSON (game, seed, options, seats, log), written atomically.

Atomic write: a temporary file in the same folder, flushed and fsynced, then renamed over the
target, so a crash leaves either the old or the new file, never half of one. Loading checks every
field and replays the log; any problem becomes a ``SaveError`` with a sentence for the user.
Never pickle, never eval.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from tabletop.engine.actions import excerpt
from tabletop.engine.errors import SaveError
from tabletop.engine.files import check_keys, check_text, load_json

FORMAT = "tabletop-save"
VERSION = 1
#: the revision of our rule readings a save was played under (saves without ``rules`` are 1).
#: Revision 2 (issue 12) corrected readings to the rulebooks; each game's ``LEGACY_OPTIONS``
#: names the options that reproduce revision 1, so an older save replays to the same states.
RULES = 2
SAVE_KEYS = (
    "format",
    "version",
    "rules",
    "game",
    "seed",
    "options",
    "seats",
    "log",
    "finished",
    "saved_at",
)


def options_for_save(data: dict[str, Any], legacy: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """The options a save replays under: its own, over the options that reproduce the rule
    revision it was played under (``legacy``: a game's ``LEGACY_OPTIONS``)."""
    rev = data.get("rules", 1)
    base: dict[str, Any] = {}
    for r in sorted(legacy):
        if r >= rev:
            base.update({k: v for k, v in legacy[r].items() if k not in base})
    return {**base, **data["options"]}


def user_dir() -> Path:
    """The folder for saves and settings (``TABLETOP_HOME`` overrides, for tests)."""
    env = os.environ.get("TABLETOP_HOME")
    if env:
        p = Path(env)
    else:
        from platformdirs import user_data_dir

        p = Path(user_data_dir("tabletop", appauthor=False))
    p.mkdir(parents=True, exist_ok=True)
    return p


def autosave_path() -> Path:
    return user_dir() / "autosave.json"


def atomic_write_text(path: Path, text: str) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        fsync_dir(path.parent)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a crash after it keeps the new name)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_json(path: Path, data: dict[str, Any]) -> None:
    atomic_write_text(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def read_json(path: Path) -> dict[str, Any]:
    return load_json(path, "tabletop save")


def check_save(data: dict[str, Any], source: str) -> dict[str, Any]:
    """Validate the fields of a save; returns them, raises SaveError naming what is wrong."""
    if data.get("format") != FORMAT:
        raise SaveError(f'{source}: this is not a tabletop save (no "format": "{FORMAT}")')
    if data.get("version") != VERSION:
        raise SaveError(f"{source}: save version {data.get('version')!r} is not supported")

    def need(key: str, typ: type | tuple[type, ...], what: str) -> Any:
        if key not in data:
            raise SaveError(f"{source}: the save has no {key!r} ({what})")
        v = data[key]
        if isinstance(v, bool) or not isinstance(v, typ):
            raise SaveError(f"{source}: {key!r} should be {what}, not {v!r}")
        return v

    check_keys(data, SAVE_KEYS, source)
    check_text(need("game", str, "a game name"), f"{source}: game", 40)
    need("seed", int, "a whole number")
    if "rules" in data:
        rules = need("rules", int, "a rules revision")
        if not 1 <= rules <= RULES:
            raise SaveError(f"{source}: rules revision {rules} is newer than this version knows")
    seats = need("seats", list, "a list of seats")
    if len(seats) > 64:
        raise SaveError(f"{source}: 'seats' lists {len(seats)} seats; at most 64")
    for i, s in enumerate(seats):
        if not isinstance(s, dict) or s.get("kind") not in ("human", "bot"):
            raise SaveError(f'{source}: seat {i} should be {{"kind": "human" or "bot", ...}}')
        check_keys(s, ("kind", "name", "level"), f"{source}: seat {i}")
        for key in ("name", "level"):
            if key in s:
                check_text(s[key], f"{source}: seat {i} {key}", 40)
    options = need("options", dict, "a table of options")
    for k, v in options.items():
        if isinstance(v, dict | list) or v is None:
            raise SaveError(f"{source}: option {k!r} should be a word or a number, not {v!r}")
    log = need("log", list, "a list of actions")
    for i, a in enumerate(log):
        if not isinstance(a, str):
            raise SaveError(f"{source}: action {i} of the log is not text: {excerpt(a)}")
    return data
