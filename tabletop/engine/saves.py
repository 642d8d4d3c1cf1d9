"""Saves: a game as JSON (game, seed, options, seats, log), written atomically.

Atomic write: a temporary file in the same folder, flushed and fsynced, then renamed over the
target, so a crash leaves either the old or the new file, never half of one. Loading checks every
field and replays the log; any problem becomes a ``SaveError`` with a sentence for the user.
Never pickle, never eval.
"""

from __future__ import annotations

import atexit
import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.engine.actions import excerpt
from tabletop.engine.errors import SaveError, TabletopError
from tabletop.engine.files import (
    check_keys,
    check_text,
    clean_temp_files,
    load_json,
    move_aside,
    quote,
)

FORMAT = "tabletop-save"
VERSION = 1
#: the revision of our rule readings a save was played under (saves without ``rules`` are 1).
#: Revision 2 (issue 12) corrected readings to the rulebooks; each game's ``LEGACY_OPTIONS``
#: names the options that reproduce revision 1, so an older save replays to the same states.
#: Revision 3: RPG Get! offers a Reward only when one of its actions can be used now.
#: Revision 4: RPG Get!'s Front rank flips one coin for a Melee attack, not one per target.
#: Revision 5: RPG Get!'s enemy Abilities (Recruit) are used by choice, not on entering.
#: Revision 6: RPG Get! as its rulebook says (issue 26): a set-up redraw discards the hand and
#: the hand is not refilled after the starting character; bank flips, Recovery and Events at
#: any time; a Reward may be used with no action; the player chooses the missions paid for
#: decking and the enemy a Recruit takes; no attempt nobody can join; attacks hit the other side.
#: Revision 7: Espionage's Hacker cancels a Ninja's copy of a Mission too (``hacker``).
#: Revision 8: Austin Powers offers help only where a player outside the attack may throw a
#: bone, never with two players (``help``).
#: Revision 9: Austin Powers seats beside one playing its own deck alternate round it (``sides``).
RULES = 9
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
    "room",
    "by_table",
)


def saved_at_now() -> str:
    """The time written inside a save, to the microsecond: it orders Resume and pruning (two
    saves in the same second keep their order); the list shows its first 16 characters."""
    now = time.time()
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(now)) + f".{int(now % 1 * 1e6):06d}"


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
    """The single autosave of earlier versions (``migrate_legacy`` moves it into the list)."""
    return user_dir() / "autosave.json"


def atomic_write_text(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path, data: bytes) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
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


class NewerSave(SaveError):
    """A save played under a rules revision newer than this version's: it cannot be played
    here, but it is not damaged (it is listed as made by a newer version, its file left as
    it is)."""


def check_rules(data: dict[str, Any], source: str) -> int:
    """The save's rules revision (1 when it has none): a whole number from 1; ``NewerSave``
    when it is newer than this version's ``RULES``."""
    rules = data.get("rules", 1)
    if isinstance(rules, bool) or not isinstance(rules, int) or rules < 1:
        raise SaveError(
            f"{source}: 'rules' should be a rules revision (a whole number from 1), "
            f"not {quote(rules)}"
        )
    if rules > RULES:
        raise NewerSave(
            f"{source}: made by a newer version of tabletop (rules revision {rules}; this "
            f"version plays up to {RULES})"
        )
    return rules


def check_save(data: dict[str, Any], source: str) -> dict[str, Any]:
    """Validate the fields of a save; returns them, raises SaveError naming what is wrong
    (``NewerSave``: a newer version's save, checked first: it may hold keys this one does not
    know)."""
    if data.get("format") != FORMAT:
        raise SaveError(f'{source}: this is not a tabletop save (no "format": "{FORMAT}")')
    if data.get("version") != VERSION:
        raise SaveError(f"{source}: save version {quote(data.get('version'))} is not supported")
    check_rules(data, source)

    def need(key: str, typ: type | tuple[type, ...], what: str) -> Any:
        if key not in data:
            raise SaveError(f"{source}: the save has no {key!r} ({what})")
        v = data[key]
        if isinstance(v, bool) or not isinstance(v, typ):
            raise SaveError(f"{source}: {key!r} should be {what}, not {quote(v)}")
        return v

    check_keys(data, SAVE_KEYS, source)
    check_text(need("game", str, "a game name"), f"{source}: game", 40)
    need("seed", int, "a whole number")
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
            raise SaveError(
                f"{source}: option {quote(k)} should be a word or a number, not {quote(v)}"
            )
    if "saved_at" in data:
        check_text(data["saved_at"], f"{source}: saved_at", 40)
    if not isinstance(data.get("finished", False), bool):
        raise SaveError(f"{source}: 'finished' should be true or false")
    log = need("log", list, "a list of actions")
    for i, a in enumerate(log):
        if not isinstance(a, str):
            raise SaveError(f"{source}: action {i} of the log is not text: {excerpt(a)}")
    if "room" in data:
        check_room(data["room"], source)
    if "by_table" in data:
        check_by_table(data["by_table"], len(log), source)
    return data


def check_by_table(part: Any, moves: int, source: str) -> list[int]:
    """The log positions of the moves the table made on a seat's behalf (hot-seat undo never
    takes them back): distinct positions inside the log, in order; SaveError otherwise."""
    if not isinstance(part, list) or len(part) > moves:
        raise SaveError(f"{source}: 'by_table' should list positions of the log, not {quote(part)}")
    last = -1
    for i in part:
        if isinstance(i, bool) or not isinstance(i, int) or not last < i < moves:
            raise SaveError(
                f"{source}: 'by_table' holds {quote(i)}; each should be a position of the log"
                f" (0 to {moves - 1}) after the one before it"
            )
        last = i
    return list(part)


#: the most phone seats a saved room part may list (a table seats at most 6)
MAX_PHONES = 16
#: a token's length as ``secrets.token_urlsafe(24)`` writes it (with room to spare)
MAX_TOKEN = 64


def check_room(part: Any, source: str) -> dict[int, str]:
    """A saved room part -> {seat: token}; SaveError naming what is wrong."""
    if not isinstance(part, dict) or set(part) - {"phones"}:
        raise SaveError(f"{source}: 'room' should be {{\"phones\": [...]}}, not {quote(part)}")
    phones = part.get("phones", [])
    if not isinstance(phones, list) or len(phones) > MAX_PHONES:
        raise SaveError(f"{source}: 'room' lists its phones as {quote(phones)}")
    out: dict[int, str] = {}
    for i, p in enumerate(phones):
        seat = p.get("seat") if isinstance(p, dict) else None
        token = p.get("token") if isinstance(p, dict) else None
        if (
            not isinstance(p, dict)
            or set(p) != {"seat", "token"}
            or isinstance(seat, bool)
            or not isinstance(seat, int)
            or not 0 <= seat < 64
            or not isinstance(token, str)
            or not 16 <= len(token) <= MAX_TOKEN
            or not all(c.isascii() and (c.isalnum() or c in "-_") for c in token)
            or seat in out
        ):
            raise SaveError(f"{source}: the room's phone {i} is {quote(p)}")
        out[seat] = token
    return out


# ---------------------------------------------------------------------- the list of saves
#: autosaves (one file per game session) and named saves live in this folder of the data folder
SAVES_FOLDER = "saves"
AUTO_PREFIX = "auto-"
#: finished games' autosaves kept for replays (the oldest beyond this are removed)
KEEP_FINISHED = 12


def saves_dir() -> Path:
    p = user_dir() / SAVES_FOLDER
    p.mkdir(parents=True, exist_ok=True)
    return p


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def new_autosave_path(game: str) -> Path:
    """A fresh autosave file for a new game session: a new game never overwrites another."""
    folder = saves_dir()
    safe = "".join(c for c in game if c.isalnum()) or "game"
    base = f"{AUTO_PREFIX}{_stamp()}-{safe}"
    path = folder / f"{base}.json"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{base}-{n}.json"
    try:
        path.touch()  # claimed now: two sessions started in the same second get two files
    except OSError:
        return path  # a full or read-only folder: the first autosave tells the person
    claim_save(path)  # and locked: another window cannot resume it while this one plays
    return path


def save_name_ok(name: str) -> str:
    """A named save's name as a file stem (letters, digits, spaces, - and _), or ''."""
    kept = "".join(c for c in name.strip() if c.isalnum() or c in " -_")[:40].strip()
    return "" if kept.lower().startswith(AUTO_PREFIX) else kept


def autosave_for_load(path: Path, game: str) -> Path:
    """Where a game loaded from ``path`` goes on being autosaved: an autosave of the saves
    folder continues in its own file (as resuming it from the saves list does); any other
    file (a named save, a file from elsewhere) is never overwritten: a new autosave."""
    try:
        inside = path.resolve().parent == saves_dir().resolve()
    except OSError:
        inside = False
    if inside and path.name.lower().startswith(AUTO_PREFIX) and path.suffix == ".json":
        return path
    return new_autosave_path(game)


def named_save_path(name: str) -> Path:
    """Where "Save as NAME" writes; an existing name gets a number (never overwritten)."""
    stem = save_name_ok(name) or "save"
    folder = saves_dir()
    path = folder / f"{stem}.json"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stem} ({n}).json"
    return path


def thumb_path(save: Path) -> Path:
    return save.with_suffix(".png")


@dataclass
class SaveEntry:
    """One save in the Continue list."""

    path: Path
    data: dict[str, Any]
    auto: bool
    mtime: float
    #: why it cannot be played here ("" when it can): made by a newer version of tabletop
    newer: str = ""

    @property
    def name(self) -> str:
        return self.path.stem

    @property
    def game(self) -> str:
        return str(self.data["game"])

    @property
    def moves(self) -> int:
        return len(self.data["log"])

    @property
    def finished(self) -> bool:
        return bool(self.data.get("finished"))

    @property
    def stamp(self) -> str:
        """When the game was saved, as written inside (the file's time only for saves that
        do not say): the order of Resume and pruning."""
        return str(
            self.data.get("saved_at")
            or time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(self.mtime))
        )

    @property
    def date(self) -> str:
        return self.stamp[:16]

    def players(self) -> list[str]:
        out = []
        for i, s in enumerate(self.data["seats"]):
            name = s.get("name") or f"Player {i + 1}"
            level = s.get("level") or "normal"  # which computer a game was played against
            out.append(name if s.get("kind") == "human" else f"{name} (computer, {level})")
        return out

    @property
    def thumb(self) -> Path | None:
        p = thumb_path(self.path)
        return p if p.exists() else None


def migrate_legacy(problems: list[str]) -> Path | None:
    """Move the old single ``autosave.json`` into the list of saves (checked first: a damaged
    one is kept aside under its own name and reported). Returns its new path."""
    old = user_dir() / "autosave.json"
    if not old.exists():
        return None
    try:
        check_save(read_json(old), str(old))
    except NewerSave as e:  # a newer version's: left where it is, as it is
        problems.append(f"{e} (left in place)")
        return None
    except SaveError as e:
        kept = move_aside(old)
        problems.append(f"{e}; kept as {kept.name if kept else old.name}")
        return None
    target = saves_dir() / f"{AUTO_PREFIX}{_stamp()}-earlier.json"
    n = 1
    while target.exists():
        n += 1
        target = saves_dir() / f"{AUTO_PREFIX}{_stamp()}-earlier-{n}.json"
    os.replace(old, target)
    pic = thumb_path(old)
    if pic.exists():  # its thumbnail goes along (the list shows it)
        try:
            os.replace(pic, thumb_path(target))
        except OSError:
            pass
    return target


def list_saves(problems: list[str]) -> list[SaveEntry]:
    """Every save, newest first. Empty autosaves (a session that made no move) are skipped;
    a damaged file is moved aside (``NAME.damaged-...``) and a sentence naming it and what is
    wrong goes to ``problems``; finished autosaves beyond ``KEEP_FINISHED`` are removed. A
    newer version's save is listed (``SaveEntry.newer`` says so), its file left as it is."""
    migrate_legacy(problems)
    clean_temp_files(saves_dir())
    for lock in saves_dir().glob("*.json.lock"):  # left by an app that was killed
        pid = _lock_pid(lock)
        if pid is None or (pid != os.getpid() and not _alive(pid)):
            try:
                lock.unlink()
            except OSError:
                pass
    out: list[SaveEntry] = []
    for path in saves_dir().glob("*.json"):
        try:
            st = path.stat()
            if st.st_size == 0:
                delete_save(path)  # claimed by a session that never saved
                continue
            raw = read_json(path)
            data = check_save(raw, path.name)
        except NewerSave as e:  # listed, never played, renamed or deleted here
            out.append(newer_entry(path, raw, str(e), st.st_mtime))
            continue
        except (SaveError, OSError) as e:
            kept = move_aside(path)
            said = str(e).replace(str(path), path.name)  # the folder is the saves folder
            problems.append(f"{said} (kept as {kept.name if kept else path.name})")
            continue
        unknown = _unknown_game(data["game"])
        if unknown:  # perhaps from a newer version: left where it is, never offered
            problems.append(f"{path.name}: {unknown} (left in place)")
            continue
        auto = path.name.startswith(AUTO_PREFIX)
        if auto and not data["log"]:
            delete_save(path)  # a game left before its first move: nothing to lose
            continue
        out.append(SaveEntry(path, data, auto, st.st_mtime))
    for entry in out:  # "finished" must agree with the log: an unfinished game never vanishes
        if entry.finished and not entry.newer and _log_finished(entry) is False:
            entry.data = {**entry.data, "finished": False}
    # the game's own order (the time and move count written inside), not the file's time
    out.sort(key=lambda e: (e.stamp, e.moves), reverse=True)
    finished_auto = [e for e in out if e.auto and e.finished and not e.newer]
    for old in finished_auto[KEEP_FINISHED:]:
        delete_save(old.path)
        out.remove(old)
    return out


def newer_entry(path: Path, data: dict[str, Any], said: str, mtime: float) -> SaveEntry:
    """A newer version's save in the list: what this version can show of it (its game, its
    players' names, its number of moves, its date), read leniently, never trusted further."""

    def short(v: Any) -> str | None:
        return v if isinstance(v, str) and 0 < len(v) <= 40 and v.isprintable() else None

    log = data.get("log")
    seats = data.get("seats")
    shown = []
    for s in seats[:64] if isinstance(seats, list) else []:
        if isinstance(s, dict) and s.get("kind") in ("human", "bot"):
            seat = {"kind": s["kind"]}
            seat.update({k: short(s.get(k)) for k in ("name", "level") if short(s.get(k))})
            shown.append(seat)
    safe: dict[str, Any] = {
        "game": short(data.get("game")) or "unknown",
        "seats": shown,
        "log": log if isinstance(log, list) else [],
        "finished": data.get("finished") is True,
    }
    if short(data.get("saved_at")):
        safe["saved_at"] = data["saved_at"]
    auto = path.name.startswith(AUTO_PREFIX)
    return SaveEntry(path, safe, auto, mtime, newer=said.replace(str(path), path.name))


#: (path, file time, moves) -> whether the log ends the game (replayed once per process)
_ENDED: dict[tuple[str, float, int], bool | None] = {}


def _log_finished(entry: SaveEntry) -> bool | None:
    """Whether replaying the save's log ends its game (None when it cannot be replayed here:
    that is reported when the save is opened)."""
    key = (str(entry.path), entry.mtime, entry.moves)
    if key not in _ENDED:
        from tabletop.engine.game import game_class, replay

        data = entry.data
        try:
            options = options_for_save(data, game_class(entry.game).LEGACY_OPTIONS)
            game = replay(entry.game, data["seed"], len(data["seats"]), options, data["log"])
            _ENDED[key] = game.is_terminal()
        except TabletopError:
            _ENDED[key] = None
    return _ENDED[key]


def _unknown_game(game: str) -> str:
    """Why a save's game cannot be played here ('' when it can)."""
    from tabletop.engine.registry import info

    try:
        info(game)
    except TabletopError:
        return f"a game of {excerpt(game)}, which this version of tabletop does not have"
    return ""


# ---------------------------------------------------------------------- one window per save
#: the saves this process plays (their locks are removed at exit)
_claimed: set[Path] = set()


def lock_path(save: Path) -> Path:
    return save.with_name(save.name + ".lock")


def _lock_pid(lock: Path) -> int | None:
    try:
        text = lock.read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return int(text) if text.isdigit() and len(text) < 12 else None


def _alive(pid: int) -> bool:
    if os.name != "posix":  # pragma: no cover - no safe probe: the message says what to do
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # someone else's process
    return True


def claim_save(path: Path) -> None:
    """Mark the save ``path`` as played by this app (``NAME.lock`` holding our process id).
    A save open in another running instance is refused with a sentence for the person (both
    writing it would lose one side's moves); a lock left by a process that died is taken over."""
    lock = lock_path(path)
    for _ in range(3):
        try:
            fd = os.open(lock, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            pid = _lock_pid(lock)
            if pid == os.getpid():
                return
            if pid is not None and _alive(pid):
                raise SaveError(
                    f"{path.name} is open in another tabletop window (process {pid}): continue it"
                    f" there, or close that window first (if none is open, delete {lock.name})"
                ) from None
            try:
                lock.unlink()  # left by a process that died: taken over
            except OSError:
                pass
            continue
        except OSError:
            return  # a folder we cannot write: the autosave will say so on the first move
        try:
            with os.fdopen(fd, "w", encoding="ascii") as f:
                f.write(str(os.getpid()))
        except OSError:  # a full disk: no lock (the autosave's own failure is told)
            lock.unlink(missing_ok=True)
            return
        _claimed.add(path)
        return
    raise SaveError(f"{path.name}: its lock {lock.name} cannot be taken")


def release_save(path: Path | None) -> None:
    """This app no longer plays ``path``: its lock goes (only when it is ours)."""
    if path is None:
        return
    lock = lock_path(path)
    if _lock_pid(lock) == os.getpid():
        try:
            lock.unlink()
        except OSError:
            pass
    _claimed.discard(path)


def release_all() -> None:
    for path in list(_claimed):
        release_save(path)


atexit.register(release_all)


def delete_save(path: Path) -> None:
    for p in (path, thumb_path(path), lock_path(path)):
        try:
            p.unlink()
        except OSError:
            pass
