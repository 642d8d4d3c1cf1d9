"""A profile file over the size limits (the 1.6 MB profile with 100,000 opened-pack entries that
froze each game pick for seconds, generated here) is refused with one line naming the file and
what is over: kept aside like any damaged profile, the collection starting again, and read in
milliseconds. A real player's largest profile (every card of every game) is far under them."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest

from tabletop.collection import profiles
from tabletop.collection.profiles import Deck, Profiles
from tabletop.collection.sets import games, get_set


@pytest.fixture
def store(tmp_path: Path) -> Profiles:
    return Profiles(tmp_path / "profiles")


def _write(store: Profiles, data: dict[str, object], indent: int | None = None) -> Path:
    path = store.root / "big" / "profile.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=indent))
    return path


def _profile(packs: int, cards: dict[str, dict[str, int]] | None = None) -> dict[str, object]:
    return {
        "format": "tabletop-profile",
        "version": 1,
        "name": "big",
        "collection": cards or {},
        "packs_opened": {f"p{i}": i for i in range(packs)},
    }


def _refused(store: Profiles, path: Path, said: str) -> None:
    before = path.read_bytes()
    prof = store.load("big")
    assert len(prof.notices) == 1
    notice = prof.notices[0]
    assert notice.startswith(str(path)) and said in notice and "\n" not in notice
    assert "kept as profile.json.damaged-" in notice
    kept = list(path.parent.glob("profile.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == before  # never overwritten
    assert sum(prof.owned("austin").values()) == 60  # the collection starts again
    assert store.load("big").notices == []  # and the fresh profile reads


def test_the_big_profile_is_refused_by_its_size(store: Profiles) -> None:
    path = _write(store, _profile(100_000))
    assert path.stat().st_size > 1_600_000
    assert store.names() == ["big"]  # listed by its folder, not read
    _refused(store, path, "the file is too large (1,6")


def test_too_many_opened_pack_entries_are_refused(store: Profiles) -> None:
    path = _write(store, _profile(profiles.MAX_PACK_ENTRIES + 1))
    assert path.stat().st_size < profiles.MAX_PROFILE_BYTES
    _refused(store, path, f"'packs_opened' has {profiles.MAX_PACK_ENTRIES + 1} entries (at most")


def test_too_many_cards_are_refused(store: Profiles, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(profiles, "MAX_CARD_ENTRIES", 100)
    cards = {"austin": {c: 1 for c in list(get_set("austin").cards)[:101]}}
    path = _write(store, _profile(1, cards))
    _refused(store, path, "collection 'austin' lists 101 cards (at most 100)")


def test_the_largest_real_profile_is_far_under_the_limits(store: Profiles) -> None:
    cards = {g: {c: profiles.MAX_COPIES for c in get_set(g).cards} for g in games()}
    data = _profile(0, cards)
    data["packs_opened"] = {g: 10**6 for g in games()}
    path = _write(store, data, indent=1)
    assert path.stat().st_size * 10 < profiles.MAX_PROFILE_BYTES
    assert all(len(c) * 10 < profiles.MAX_CARD_ENTRIES for c in cards.values())
    prof = store.load("big")
    assert prof.notices == [] and prof.owned("rpgget")
    assert len(prof.packs_opened) * 10 < profiles.MAX_PACK_ENTRIES


def test_too_many_decks_list_the_first_and_say_so(
    store: Profiles, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(profiles, "MAX_DECKS", 3)
    prof = store.create("Ann")
    starter = list(get_set("austin").starter)
    for i in range(5):
        store.save_deck(prof, Deck(f"Deck {i}", "austin", "standard", starter))
    assert [d.name for d in store.decks(prof, "austin")] == ["Deck 0", "Deck 1", "Deck 2"]
    assert len(prof.notices) == 1 and "5 deck files; the first 3 are listed" in prof.notices[0]


def test_a_game_pick_with_the_big_profile_is_told_once_then_quick(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The launcher's deck picker read the big profile at every game pick (seconds each):
    now it is refused unread, told in a toast, and the fresh profile takes its place."""
    from tabletop.engine.saves import user_dir
    from tabletop.ui.app import App
    from tabletop.ui.scenes.launcher import LauncherScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    path = _write(Profiles(user_dir() / "profiles"), _profile(100_000))
    app = App((1280, 720), headless=True)
    try:
        launcher = LauncherScene(app)
        app.push(launcher)
        app.step([])
        for game in ("rpgget", "austin", "rpgget"):
            launcher.pick_game(game)
            app.step([])
        told = [t.text for t in launcher.toasts.items if "profile.json" in t.text]
        assert len(told) == 1 and "too large" in told[0], told
        assert len(list(path.parent.glob("profile.json.damaged-*"))) == 1
        assert os.path.getsize(path) < 20_000  # the fresh profile
    finally:
        pygame.quit()
