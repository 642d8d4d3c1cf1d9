"""Profiles: collections and decks saved atomically, damaged files kept aside, kills survived."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.collection.profiles import Deck, ProfileError, Profiles, read_deck
from tabletop.collection.sets import get_set
from tabletop.engine.errors import SaveError
from tabletop.games.austin.cards import STARTERS

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def store(tmp_path: Path) -> Profiles:
    return Profiles(tmp_path / "profiles")


def test_new_profiles_start_with_each_starter_set(store: Profiles) -> None:
    ann = store.create("Ann")
    store.create("Bob")
    assert store.names() == ["Ann", "Bob"]
    assert sum(ann.owned("austin").values()) == 60
    assert sum(ann.owned("beanz").values()) == 80
    with pytest.raises(ProfileError, match="already a profile"):
        store.create("ann")
    with pytest.raises(ProfileError, match="needs a name"):
        store.create("  ")


def test_collections_are_separate_and_saved(store: Profiles) -> None:
    ann, bob = store.create("Ann"), store.create("Bob")
    ann.add("austin", ["Dr. Evil", "Dr. Evil", "Scott Evil"])
    ann.packs_opened["austin"] = 1
    store.save(ann)
    again = store.load("Ann")
    assert again.owned("austin")["Dr. Evil"] == 3 and again.owned("austin")["Scott Evil"] == 1
    assert again.packs_opened["austin"] == 1
    assert store.load("Bob").owned("austin") == bob.owned("austin")
    assert "Scott Evil" not in store.load("Bob").owned("austin")


def test_damaged_profile_is_kept_aside_and_reported(store: Profiles) -> None:
    store.create("Ann")
    path = store.folder("Ann") / "profile.json"
    path.write_text('{"format": "tabletop-profile", "version": 1, "name": "Ann", "coll', "utf-8")
    prof = store.load("Ann")
    assert prof.notices and "damaged file is kept as profile.json.damaged-" in prof.notices[0]
    kept = list(path.parent.glob("profile.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text("utf-8").endswith('"coll')  # never overwritten
    assert sum(prof.owned("austin").values()) == 60  # starts again from the starter set
    assert store.names() == ["Ann"]


@pytest.mark.parametrize(
    "bad",
    [
        '{"format": "tabletop-profile", "version": 1, "name": "Ann", "collection": {"uno": {}}}',
        '{"format": "tabletop-profile", "version": 1, "name": "Ann", '
        '"collection": {"austin": {"Goldmember": 1}}}',
        '{"format": "tabletop-profile", "version": 1, "name": "Ann", '
        '"collection": {"austin": {"Dr. Evil": -1}}}',
        "[1, 2]",
        '{"format": "tabletop-save"}',
    ],
)
def test_wrong_profiles_are_refused_not_trusted(store: Profiles, bad: str) -> None:
    store.create("Ann")
    (store.folder("Ann") / "profile.json").write_text(bad, "utf-8")
    prof = store.load("Ann")
    assert len(prof.notices) == 1


def test_decks_save_load_rename_copy_delete(store: Profiles) -> None:
    ann = store.create("Ann")
    deck = Deck('Evil "Lair"', "austin", "standard", list(STARTERS["evil"]))
    store.save_deck(ann, deck)
    assert store.deck_names(ann, "austin") == ['Evil "Lair"']
    back = store.load_deck(ann, "austin", 'Evil "Lair"')
    assert sorted(back.cards) == sorted(STARTERS["evil"]) and back.format == "standard"
    copy = store.copy_deck(ann, "austin", 'Evil "Lair"')
    assert copy.name == 'Evil "Lair" (copy)'
    store.rename_deck(ann, "austin", copy.name, "Moon Base")
    assert store.deck_names(ann, "austin") == ['Evil "Lair"', "Moon Base"]
    with pytest.raises(ProfileError, match="already a deck"):
        store.rename_deck(ann, "austin", "Moon Base", 'evil "lair"')
    store.delete_deck(ann, "austin", "Moon Base")
    assert store.deck_names(ann, "austin") == ['Evil "Lair"']
    assert store.deck_names(ann, "beanz") == []


def test_damaged_deck_is_kept_aside(store: Profiles) -> None:
    ann = store.create("Ann")
    store.save_deck(ann, Deck("Good", "austin", "standard", list(STARTERS["good"])))
    p = store.deck_folder(ann, "austin") / "bad.toml"
    p.write_text(
        'format = "tabletop-deck"\nversion = 1\nname = "Bad"\ngame = "austin"\n'
        'deck_format = "standard"\n[cards]\n"Goldmember" = 2\n',
        "utf-8",
    )
    assert store.deck_names(ann, "austin") == ["Good"]
    assert any("Goldmember" in n for n in ann.notices)
    assert list(p.parent.glob("bad.toml.damaged-*"))
    with pytest.raises(SaveError, match="no card named 'Goldmember'"):
        read_deck(next(p.parent.glob("bad.toml.damaged-*")))


WRITER = """
import sys
from pathlib import Path
from tabletop.collection.profiles import Profiles
store = Profiles(Path(sys.argv[1]))
prof = store.load("Ann")
names = list(prof.owned("austin"))
i = 0
print("ready", flush=True)
while True:
    prof.add("austin", [names[i % len(names)]] * 40)
    store.save(prof)
    i += 1
"""


def test_collection_survives_kills_during_writes(store: Profiles) -> None:
    store.create("Ann")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    last = 60
    for k in range(12):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(store.root)], stdout=subprocess.PIPE, env=env
        )
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == b"ready"
        time.sleep(0.01 * (k % 5))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        prof = Profiles(store.root).load("Ann")
        assert prof.notices == []  # never half a file
        total = sum(prof.owned("austin").values())
        assert total >= last and (total - 60) % 40 == 0
        last = total
    # the temporary files a kill leaves behind are not profiles and are cleaned at start-up
    assert [p.name for p in store.folder("Ann").glob("*.json")] == ["profile.json"]


def test_every_game_set_has_a_starter(store: Profiles) -> None:
    for game in ("austin", "beanz"):
        assert get_set(game).starter
