"""The one gate for every file the app reads: saves, scenarios, card data, decks, settings.

``read_text`` limits the size and checks the encoding; ``load_json`` and ``load_toml`` parse
and check the tree (``check_tree``: nesting depth, digits of a whole number, length of a piece
of text, no broken characters, no infinite numbers; JSON also refuses a key written twice) and
that the top level is a table; ``check_keys`` refuses keys a format does not know; ``quote``
shows a piece of input in a message printably and at most 40 characters long. Every failure is one ``SaveError`` (or the caller's error class) line
naming the file, the place in it and what was expected, so no input reaches game code
unvalidated and no file can raise a Python traceback. ``move_aside`` keeps a damaged file
under a new name instead of overwriting it; ``clean_temp_files`` removes what an interrupted
atomic write left behind.
"""

from __future__ import annotations

import json
import math
import os
import time
import tomllib
from pathlib import Path
from typing import Any

from tabletop.engine.errors import SaveError, TabletopError
from tabletop.engine.visible import BLANK_REASON, blank

MAX_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 24
#: the most digits a whole number in a file may have (seeds and counts need far fewer)
MAX_INT_DIGITS = 40
#: the longest piece of text in a file (a deck list of 400 lines fits many times)
MAX_STRING = 64 * 1024


def quote(value: object, limit: int = 40) -> str:
    """``value`` for a message: printable (control and broken characters escaped) and at most
    ``limit`` characters of it, with an ellipsis when cut."""
    text = value if isinstance(value, str) else repr(value)
    out: list[str] = []
    used = 0
    for i, ch in enumerate(text):
        piece = ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii")
        if used + len(piece) > limit or (i == limit and i < len(text)):
            out.append("\u2026")
            break
        out.append(piece)
        used += len(piece)
    shown = "".join(out)
    return f"'{shown}'" if isinstance(value, str) else shown


class _Refused(Exception):
    """Raised inside the JSON decoder's hooks; ``load_json`` turns it into the caller's error."""


def _json_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise _Refused(f"a whole number of {digits:,} digits (at most {MAX_INT_DIGITS})")
    return int(text)


def _json_float(text: str) -> float:
    if len(text) > MAX_INT_DIGITS + 20:
        raise _Refused(f"a number written with {len(text):,} characters")
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the number {quote(text)} is too large")
    return value


def _json_constant(name: str) -> float:
    raise _Refused(f"{name} is not a number a file may hold")


def _json_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Refused(f"the key {quote(key)} is written twice")
        out[key] = value
    return out


def read_bytes(
    path: Path, max_bytes: int = MAX_BYTES, error: type[TabletopError] = SaveError, head: int = -1
) -> bytes:
    """A file's bytes (at most ``max_bytes`` of file, else ``error``); only its first ``head``
    bytes when ``head`` is given (a picture's header, checked before it is decoded)."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise error(f"{path}: the file is too large ({size:,} bytes; at most {max_bytes:,})")
        with path.open("rb") as f:
            return f.read(head)
    except FileNotFoundError:
        raise error(f"{path}: no such file") from None
    except IsADirectoryError:
        raise error(f"{path}: is a folder, not a file") from None
    except OSError as e:
        raise error(f"{path}: cannot be read ({e.strerror or e})") from None


def read_text(
    path: Path, max_bytes: int = MAX_BYTES, error: type[TabletopError] = SaveError
) -> str:
    data = read_bytes(path, max_bytes, error)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise error(f"{path}: line {line}: not UTF-8 text (byte {e.start})") from None


def check_tree(
    data: Any, source: str, limit: int = MAX_DEPTH, error: type[TabletopError] = SaveError
) -> None:
    """Refuse data nested deeper than ``limit``, whole numbers of more than ``MAX_INT_DIGITS``
    digits, infinite numbers, text longer than ``MAX_STRING`` or holding broken characters
    (lone surrogates). Checked without recursion."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    big = 10**MAX_INT_DIGITS
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            raise error(f"{source}: nested more than {limit} levels deep")
        if isinstance(item, dict):
            stack.extend((k, depth + 1) for k in item)
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
        elif isinstance(item, str):
            _check_string(item, source, error)
        elif isinstance(item, bool):
            continue
        elif isinstance(item, int) and not -big < item < big:
            raise error(f"{source}: a whole number of more than {MAX_INT_DIGITS} digits")
        elif isinstance(item, float) and not math.isfinite(item):
            raise error(f"{source}: a number too large ({item})")


def _check_string(item: str, source: str, error: type[TabletopError]) -> None:
    if len(item) > MAX_STRING:
        raise error(
            f"{source}: a piece of text {len(item):,} characters long (at most {MAX_STRING:,}):"
            f" {quote(item)}"
        )
    if not item.isascii():
        try:
            item.encode("utf-8")
        except UnicodeEncodeError:
            raise error(f"{source}: broken characters in the text {quote(item)}") from None


def load_json(
    path: Path,
    what: str = "file",
    max_bytes: int = MAX_BYTES,
    error: type[TabletopError] = SaveError,
) -> dict[str, Any]:
    return parse_json(read_text(path, max_bytes, error), str(path), what, error)


def parse_json(
    text: str, source: str, what: str = "file", error: type[TabletopError] = SaveError
) -> dict[str, Any]:
    """JSON text through the gate: a JSON object whose tree ``check_tree`` accepts, no key
    written twice, no NaN or Infinity; anything else is one ``error`` line."""
    try:
        data = json.loads(
            text,
            parse_int=_json_int,
            parse_float=_json_float,
            parse_constant=_json_constant,
            object_pairs_hook=_json_object,
        )
    except json.JSONDecodeError as e:
        raise error(
            f"{source}: line {e.lineno}: this is not a {what} (broken JSON: {e.msg})"
        ) from None
    except _Refused as e:
        raise error(f"{source}: this is not a {what} ({e})") from None
    except RecursionError:
        raise error(f"{source}: this is not a {what} (nested too deep)") from None
    if not isinstance(data, dict):
        raise error(f"{source}: this is not a {what} (expected a JSON object)")
    check_tree(data, source, error=error)
    return data


def load_toml(
    path: Path,
    what: str = "TOML file",
    max_bytes: int = MAX_BYTES,
    error: type[TabletopError] = SaveError,
) -> dict[str, Any]:
    text = read_text(path, max_bytes, error)
    try:
        data = tomllib.loads(text, parse_float=_json_float)
    except tomllib.TOMLDecodeError as e:
        raise error(f"{path}: not valid TOML ({quote(str(e), 120)})") from None
    except _Refused as e:
        raise error(f"{path}: this is not a {what} ({e})") from None
    except ValueError as e:  # a whole number of more than 4,300 digits
        raise error(f"{path}: this is not a {what} ({quote(str(e), 80)})") from None
    except RecursionError:
        raise error(f"{path}: this is not a {what} (nested too deep)") from None
    check_tree(data, str(path), error=error)
    return data


def check_keys(data: dict[str, Any], known: tuple[str, ...], where: str) -> None:
    for key in data:
        if key not in known:
            raise SaveError(f"{where}: unknown key {quote(key)}; expected {', '.join(known)}")


def check_text(value: Any, where: str, max_len: int = 200, visible: bool = False) -> str:
    """A short piece of text a person typed (a seat name): a string, printable, UTF-8-safe;
    with ``visible``, also something that shows on screen (``visible.blank``: a name)."""
    if not isinstance(value, str):
        raise SaveError(f"{where}: expected text, not {_kind(value)}")
    if len(value) > max_len:
        raise SaveError(f"{where}: at most {max_len} characters")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise SaveError(f"{where}: contains characters that cannot be saved") from None
    if any(ord(c) < 32 for c in value):
        raise SaveError(f"{where}: contains control characters")
    if visible and blank(value):
        raise SaveError(f"{where}: {BLANK_REASON}")
    return value


def _kind(value: object) -> str:
    """What a value from a file is, in words (not a Python type name)."""
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return f"the number {quote(value)}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    return quote(value)


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


#: the kinds of file the app writes atomically (``NAME.KIND.XXXX.tmp`` while being written)
_WRITTEN = ("json", "toml", "png", "txt")


def clean_temp_tree(root: Path, depth: int = 4) -> int:
    """``clean_temp_files`` in ``root`` and every folder under it (saves, profiles, decks,
    deck lists), ``depth`` levels down, symbolic links not followed."""
    removed = 0
    todo = [(Path(root), 0)]
    while todo:
        folder, level = todo.pop()
        removed += clean_temp_files(folder)
        if level >= depth:
            continue
        try:
            subs = [p for p in folder.iterdir() if p.is_dir() and not p.is_symlink()]
        except OSError:
            continue
        todo.extend((p, level + 1) for p in subs)
    return removed


def clean_temp_files(folder: Path) -> int:
    """Remove the temporary files interrupted atomic writes left in ``folder``."""
    removed = 0
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return 0
    for p in entries:
        temp = p.name.endswith(".tmp") and any(f".{x}." in p.name for x in _WRITTEN)
        if temp and p.is_file():
            try:
                p.unlink()
                removed += 1
            except OSError:
                pass
    return removed
