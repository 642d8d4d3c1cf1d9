"""Fuzzing files: mutated saves, scenarios, card data, settings, profiles, deck files and pasted
deck lists (every format the app reads).

Each mutant must either load or be refused with one ``TabletopError`` line; never another
exception. A damaged profile or deck is kept aside and a notice for the person is given. CI runs a bounded slice per format; the marked slow run does 1,000 mutations per
format (``TABLETOP_FUZZ_FILES`` overrides the count).
"""

from __future__ import annotations

import copy
import json
import os
import random
from pathlib import Path

import pytest

from tabletop.engine.cards import Field, load_cards
from tabletop.engine.errors import TabletopError
from tabletop.engine.scenario import run_scenario_file
from tabletop.room.session import Session

ROOT = Path(__file__).resolve().parents[1]
SAVES = sorted((ROOT / "tests" / "compat" / "v1").glob("*.json"))
SCENARIOS = sorted(ROOT.glob("tests/games/*/**/*.toml"))
CARDS = ROOT / "tabletop" / "games" / "espionage" / "cards.toml"
ESPIONAGE_SCHEMA = {
    "kind": Field(str, choices=("gold", "mission", "reaction")),
    "gold": Field(bool, required=False, default=False),
    "as_mission": Field(bool, required=False, default=False),
}
NASTY: list[object] = [
    None,
    True,
    -1,
    10**30,
    1.5,
    "",
    "\ud800",
    "x" * 5000,
    [],
    [1, [2, [3]]],
    {},
    {"a": {"b": {}}},
    "0:pass",
]


def _nest(depth: int) -> object:
    out: object = 1
    for _ in range(depth):
        out = [out]
    return out


def mutate_tree(data: object, rng: random.Random) -> object:
    """Replace, drop or add one node somewhere in a JSON-like tree."""
    if isinstance(data, dict) and data and rng.random() < 0.8:
        key = rng.choice(list(data))
        r = rng.random()
        if r < 0.15:
            del data[key]
        elif r < 0.25:
            data[rng.choice(["extra", "actoin", "log ", "\u00e9"])] = copy.deepcopy(
                rng.choice(NASTY)
            )
        elif r < 0.6:
            data[key] = mutate_tree(data[key], rng)
        else:
            data[key] = copy.deepcopy(rng.choice(NASTY + [_nest(rng.choice([5, 50, 400]))]))
        return data
    if isinstance(data, list) and data and rng.random() < 0.8:
        i = rng.randrange(len(data))
        if rng.random() < 0.5:
            data[i] = mutate_tree(data[i], rng)
        else:
            data[i] = copy.deepcopy(rng.choice(NASTY))
        return data
    return copy.deepcopy(rng.choice(NASTY))


def mutate_bytes(raw: bytes, rng: random.Random) -> bytes:
    b = bytearray(raw)
    for _ in range(rng.randint(1, 6)):
        r = rng.random()
        if not b:
            break
        i = rng.randrange(len(b))
        if r < 0.3:
            b[i] = rng.randrange(256)
        elif r < 0.5:
            del b[i : i + rng.randint(1, 50)]
        elif r < 0.7:
            b[i:i] = rng.choice([b"[" * 2000, b"\xff\xfe", b"\x00", b'"', b"{", b"=", b"\n[x]\n"])
        elif r < 0.85:
            b = b[:i]
        else:
            j = rng.randrange(len(b))
            b[i:i] = b[j : j + 40]
    return bytes(b)


def toml_value(v: object, depth: int = 0) -> str:
    if depth > 100:
        return "[" * 40 + "]" * 40
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int | float):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=True).replace("\\ud800", "x")
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x, depth + 1) for x in v if x is not None) + "]"
    if isinstance(v, dict):
        return (
            "{"
            + ", ".join(
                f'"{k}" = {toml_value(x, depth + 1)}' for k, x in v.items() if x is not None
            )
            + "}"
        )
    return '""'


def expect_clean(fn, *args) -> None:  # type: ignore[no-untyped-def]
    try:
        fn(*args)
    except TabletopError as e:
        assert "\n" not in str(e).strip() or len(str(e)) < 2000
    except RecursionError:  # pragma: no cover - reported as the failure it is
        pytest.fail("RecursionError escaped")


def _settings(path: Path) -> None:
    from tabletop.ui.app import read_settings

    notices: list[str] = []
    out = read_settings(path, notices)
    assert isinstance(out["sound"], bool) and isinstance(out["fullscreen"], bool)


def run_saves(n: int, tmp: Path, seed: int) -> None:
    rng = random.Random(seed)
    for k in range(n):
        src = json.loads(rng.choice(SAVES).read_text())["save"]
        p = tmp / f"s{k}.json"
        if rng.random() < 0.5:
            p.write_text(
                json.dumps(mutate_tree(src, rng), ensure_ascii=False, default=str),
                encoding="utf-8",
                errors="surrogatepass",
            )
        else:
            p.write_bytes(mutate_bytes(json.dumps(src).encode(), rng))
        expect_clean(Session.load, p)


def run_scenarios(n: int, tmp: Path, seed: int) -> None:
    rng = random.Random(seed)
    for k in range(n):
        src = rng.choice(SCENARIOS)
        p = tmp / f"c{k}.toml"
        if rng.random() < 0.5:
            import tomllib

            data = mutate_tree(tomllib.loads(src.read_text()), rng)
            if not isinstance(data, dict):
                data = {"game": data}
            lines = [f'"{key}" = {toml_value(v)}' for key, v in data.items() if v is not None]
            p.write_text("\n".join(lines) + "\n", encoding="utf-8")
        else:
            p.write_bytes(mutate_bytes(src.read_bytes(), rng))
        expect_clean(run_scenario_file, p)


def run_cards(n: int, tmp: Path, seed: int) -> None:
    rng = random.Random(seed)
    raw = CARDS.read_bytes()
    for k in range(n):
        p = tmp / f"k{k}.toml"
        p.write_bytes(mutate_bytes(raw, rng))
        expect_clean(load_cards, p, ESPIONAGE_SCHEMA)


def run_settings(n: int, tmp: Path, seed: int) -> None:
    rng = random.Random(seed)
    good = {"sound": True, "fullscreen": False, "flick_practice_best": 3, "reaction_keys": {}}
    for k in range(n):
        d = tmp / f"d{k}"
        d.mkdir()
        p = d / "settings.json"
        if rng.random() < 0.5:
            p.write_text(json.dumps(mutate_tree(dict(good), rng), default=str))
        else:
            p.write_bytes(mutate_bytes(json.dumps(good).encode(), rng))
        _settings(p)


def _starter_profile(root: Path) -> bytes:
    from tabletop.collection.profiles import Profiles

    Profiles(root).create("Ann")
    return (root / "ann" / "profile.json").read_bytes()


def run_profiles(n: int, tmp: Path, seed: int) -> None:
    from tabletop.collection.profiles import Profiles

    rng = random.Random(seed)
    raw = _starter_profile(tmp / "good")
    src = json.loads(raw)
    for k in range(n):
        root = tmp / f"p{k}"
        (root / "ann").mkdir(parents=True)
        p = root / "ann" / "profile.json"
        if rng.random() < 0.5:
            text = json.dumps(mutate_tree(copy.deepcopy(src), rng), default=str)
            p.write_text(text, encoding="utf-8", errors="surrogatepass")
        else:
            p.write_bytes(mutate_bytes(raw, rng))
        store = Profiles(root)
        prof = store.load("Ann")  # never raises: a damaged profile starts again, told
        damaged = list(p.parent.glob("profile.json.damaged-*"))
        assert bool(damaged) == bool(store.notices), (damaged, store.notices)
        assert all(len(x) < 600 and x.isprintable() for x in store.notices), store.notices
        assert prof.name == "Ann"


def run_decks(n: int, tmp: Path, seed: int) -> None:
    from tabletop.collection.profiles import Deck, deck_toml, read_deck
    from tabletop.games.austin.cards import STARTERS

    rng = random.Random(seed)
    raw = deck_toml(Deck("Evil Lair", "austin", "standard", STARTERS["evil"])).encode()
    for k in range(n):
        p = tmp / f"d{k}.toml"
        if rng.random() < 0.5:
            import tomllib

            data = mutate_tree(tomllib.loads(raw.decode()), rng)
            if not isinstance(data, dict):
                data = {"name": data}
            lines = [f'"{key}" = {toml_value(v)}' for key, v in data.items() if v is not None]
            p.write_text("\n".join(lines) + "\n", encoding="utf-8")
        else:
            p.write_bytes(mutate_bytes(raw, rng))
        expect_clean(read_deck, p)


TEXT_BITS = ["\u2028", "\u0085", "\r", "\x00", "\ud800", " " * 40_000, "9" * 4401, "x", "-", "#"]


def run_deck_texts(n: int, tmp: Path, seed: int) -> None:
    from tabletop.collection.decktext import deck_option, format_deck_text, parse_deck_text
    from tabletop.games.austin.cards import CARDS, STARTERS

    rng = random.Random(seed)
    good = format_deck_text(STARTERS["good"], "Shaguar")
    for _ in range(n):
        text = good
        for _ in range(rng.randint(1, 5)):
            i = rng.randrange(len(text) + 1)
            if rng.random() < 0.6:
                text = text[:i] + rng.choice(TEXT_BITS) + text[i:]
            else:
                text = text[:i] + text[i + rng.randint(1, 30) :]
        for fn in (parse_deck_text, lambda t, k: deck_option(t, {}, k)):
            try:
                fn(text, CARDS)
            except TabletopError as e:
                msg = str(e)
                assert msg.isprintable() and len(msg) < 300, msg


FORMATS = {
    "save": run_saves,
    "scenario": run_scenarios,
    "cards": run_cards,
    "settings": run_settings,
    "profile": run_profiles,
    "deck": run_decks,
    "deck text": run_deck_texts,
}
COUNT = int(os.environ.get("TABLETOP_FUZZ_FILES", "120"))


@pytest.mark.parametrize("fmt", FORMATS)
def test_mutated_files_give_clear_messages(fmt: str, tmp_path: Path) -> None:
    FORMATS[fmt](COUNT, tmp_path, 1)


@pytest.mark.slow
@pytest.mark.parametrize("fmt", FORMATS)
def test_mutated_files_full_count(fmt: str, tmp_path: Path) -> None:
    FORMATS[fmt](1000, tmp_path, 2)


def run_screens(n: int, tmp: Path, seed: int) -> None:
    """The app's screens with damaged files in place (headless): settings, a save and a profile
    with a deck, all mutated at once; the app starts, the launcher opens and reads them, the
    saves list opens; every file kept aside is told to the person by name."""
    import pygame

    from tabletop.collection.profiles import Deck, Profiles, deck_toml
    from tabletop.games.austin.cards import STARTERS
    from tabletop.ui.app import App
    from tabletop.ui.scenes.launcher import LauncherScene
    from tabletop.ui.scenes.saves_scene import SavesScene

    rng = random.Random(seed)
    save = json.loads(rng.choice(SAVES).read_text())["save"]
    deck = deck_toml(Deck("Evil Lair", "austin", "standard", STARTERS["evil"])).encode()
    settings = json.dumps({"sound": True, "window_seconds": 4.0}).encode()
    old_home = os.environ.get("TABLETOP_HOME")
    try:
        for k in range(n):
            home = tmp / f"h{k}"
            os.environ["TABLETOP_HOME"] = str(home)
            Profiles(home / "profiles").create("Ann")
            profile = (home / "profiles" / "ann" / "profile.json").read_bytes()
            files = {
                home / "settings.json": settings,
                home / "saves" / "auto-20260101-000000-x.json": json.dumps(save).encode(),
                home / "profiles" / "ann" / "profile.json": profile,
                home / "profiles" / "ann" / "decks" / "austin" / "evil.toml": deck,
            }
            for path, raw in files.items():
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(mutate_bytes(raw, rng) if rng.random() < 0.7 else raw)
            app = App((1024, 600), headless=True)
            try:
                launcher = LauncherScene(app)
                app.push(launcher)
                app.step([])
                launcher.pick_game("austin")
                app.step([])
                told = " ".join(t.text for t in launcher.toasts.items)
                if launcher.saves:
                    app.push(SavesScene(app))
                    app.step([])
            finally:
                pygame.quit()
            for path in files:
                if list(path.parent.glob(path.name + ".damaged-*")):
                    assert path.name in told, (path, told)
    finally:
        if old_home is None:
            os.environ.pop("TABLETOP_HOME", None)
        else:
            os.environ["TABLETOP_HOME"] = old_home


SCREENS = int(os.environ.get("TABLETOP_FUZZ_SCREENS", "12"))


def test_the_screens_open_with_damaged_files_in_place(tmp_path: Path) -> None:
    run_screens(SCREENS, tmp_path, 3)


@pytest.mark.slow
def test_the_screens_open_with_damaged_files_in_place_full_count(tmp_path: Path) -> None:
    run_screens(200, tmp_path, 4)
