"""The one gate for every file the app reads: saves, scenarios, card data, decks, settings.

``read_text`` limits the size and checks the encoding; ``load_json`` and ``load_toml`` parse,
limit the nesting depth and check the top level is a table; ``check_keys`` refuses keys a
format does not know. Every failure is one ``SaveError`` (or the caller's error class) line
naming the file, the place in it and what was expected, so no input reaches game code
unvalidated and no file can raise a Python traceback. ``move_aside`` keeps a damaged file
under a new name instead of overwriting it; ``clean_temp_files`` removes what an interrupted
atomic write left behind.
"""

from __future__ import annotations

import json
import os
import time
import tomllib
from pathlib import Path
from typing import Any

from tabletop.engine.errors import SaveError, TabletopError

MAX_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 24


def read_text(
    path: Path, max_bytes: int = MAX_BYTES, error: type[TabletopError] = SaveError
) -> str:
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise error(f"{path}: the file is too large ({size:,} bytes; at most {max_bytes:,})")
        data = path.read_bytes()
    except FileNotFoundError:
        raise error(f"{path}: no such file") from None
    except IsADirectoryError:
        raise error(f"{path}: is a folder, not a file") from None
    except OSError as e:
        raise error(f"{path}: cannot be read ({e.strerror or e})") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise error(f"{path}: line {line}: not UTF-8 text (byte {e.start})") from None


def check_depth(
    data: Any, source: str, limit: int = MAX_DEPTH, error: type[TabletopError] = SaveError
) -> None:
    """Refuse data nested deeper than ``limit`` (checked without recursion)."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            raise error(f"{source}: nested more than {limit} levels deep")
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)


def load_json(
    path: Path,
    what: str = "file",
    max_bytes: int = MAX_BYTES,
    error: type[TabletopError] = SaveError,
) -> dict[str, Any]:
    text = read_text(path, max_bytes, error)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise error(
            f"{path}: line {e.lineno}: this is not a {what} (broken JSON: {e.msg})"
        ) from None
    except RecursionError:
        raise error(f"{path}: this is not a {what} (nested too deep)") from None
    if not isinstance(data, dict):
        raise error(f"{path}: this is not a {what} (expected a JSON object)")
    check_depth(data, str(path), error=error)
    return data


def load_toml(
    path: Path,
    what: str = "TOML file",
    max_bytes: int = MAX_BYTES,
    error: type[TabletopError] = SaveError,
) -> dict[str, Any]:
    text = read_text(path, max_bytes, error)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise error(f"{path}: not valid TOML ({e})") from None
    except RecursionError:
        raise error(f"{path}: this is not a {what} (nested too deep)") from None
    check_depth(data, str(path), error=error)
    return data


def check_keys(data: dict[str, Any], known: tuple[str, ...], where: str) -> None:
    for key in data:
        if key not in known:
            raise SaveError(f"{where}: unknown key {key!r}; expected {', '.join(known)}")


def check_text(value: Any, where: str, max_len: int = 200) -> str:
    """A short piece of text a person typed (a seat name): a string, printable, UTF-8-safe."""
    if not isinstance(value, str):
        raise SaveError(f"{where}: expected text, not {type(value).__name__}")
    if len(value) > max_len:
        raise SaveError(f"{where}: at most {max_len} characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise SaveError(f"{where}: contains characters that cannot be saved") from None
    if any(ord(c) < 32 for c in value):
        raise SaveError(f"{where}: contains control characters")
    return value


def move_aside(path: Path) -> Path | None:
    """Keep a damaged file as ``NAME.damaged-YYYYmmdd-HHMMSS`` (never overwrite it)."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def clean_temp_files(folder: Path) -> int:
    """Remove the temporary files interrupted atomic writes left in ``folder``."""
    removed = 0
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return 0
    for p in entries:
        temp = p.name.endswith(".tmp") and (".json." in p.name or ".toml." in p.name)
        if temp and p.is_file():
            try:
                p.unlink()
                removed += 1
            except OSError:
                pass
    return removed
