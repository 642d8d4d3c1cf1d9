"""Issue 30: the screens around the table from the keyboard alone, in a real window (Xvfb) with
real key events (``xdotool key`` / ``type``) and no pointer event at all: start a game from the
launcher, build and save a deck, open a pack, load a saved game, scrub a replay.

How many Tabs reach a button is read from the same screens laid out in-process at the window's
size (the focus order is a pure function of the layout); what the app did is read back from its
files (the autosave, the profile, the deck).

CI runs the launcher to a started game (part of CI's real-window slice, listed in
``tests/ui/xwindow.py``); the deck, pack, load and replay screens are ``slow`` (``-m slow``).
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.ui.xwindow import NEEDS_X, XWindow, real_window

pytestmark = pytest.mark.xvfb

SIZE = (1280, 720)
PAUSE = 0.15  # seconds after a key that changes the screen, or after a run of keys


def _home(tmp: Path) -> Path:
    home = tmp / "home"
    home.mkdir(exist_ok=True)
    (home / "settings.json").write_text(json.dumps({"window_size": list(SIZE)}))
    os.environ["TABLETOP_HOME"] = str(home)
    return home


def _laid_out(make: Callable[[Any], Any], read: Callable[[Any], Any]) -> Any:
    """``read(scene)`` of the scene ``make(app)`` laid out in-process at the window's size."""
    import pygame

    from tabletop.ui.app import App

    app = App(SIZE, headless=True)
    scene = make(app)
    app.push(scene)
    try:
        return read(scene)
    finally:
        pygame.quit()


def _keys(scene: Any) -> list[str]:
    from tabletop.ui import focus

    return [t.key for t in focus.scene_targets(scene)]


def _tabs(w: XWindow, n: int) -> None:
    """``n`` Tabs on one screen (the focus order is read at each key: one run of keys)."""
    w.keys(*["Tab"] * n, after=PAUSE)


def _launcher_order(game: str) -> list[str]:
    from tabletop.ui.scenes.launcher import LauncherScene

    def read(launcher: Any) -> list[str]:
        launcher.pick_game(game)
        return _keys(launcher)

    return _laid_out(LauncherScene, read)  # type: ignore[no-any-return]


@NEEDS_X
def test_launcher_to_a_started_game_by_keys(tmp_path: Path) -> None:
    home = _home(tmp_path)
    order = _launcher_order("beanz")
    with real_window(home, settle=0.5) as w:
        _tabs(w, order.index("Mighty Beanz TCG") + 1)
        w.key("Return", pause=PAUSE)  # the game
        _tabs(w, order.index("seed") - order.index("Mighty Beanz TCG"))
        w.type("4242")
        time.sleep(PAUSE)
        w.key("Tab", pause=PAUSE)  # leaves the seed box
        _tabs(w, order.index("Start game") - order.index("seed") - 1)
        w.key("Return")
        data = w.wait_autosave(lambda d: True, 30.0)
        assert data is not None, "no game started"
        assert data["game"] == "beanz" and data["seed"] == 4242


def _profile(home: Path) -> None:
    from tabletop.collection.profiles import Profiles

    Profiles().create("Ann")


def _collection_order() -> tuple[list[str], list[str], int, int, str]:
    """The launcher's and the collection's focus order; in the deck builder, where the first
    card and the deck's name box are; the game the collection opens on."""
    from tabletop.collection.profiles import Profiles
    from tabletop.ui.scenes.collection_scene import CollectionScene
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
    from tabletop.ui.scenes.launcher import LauncherScene

    launcher = _laid_out(LauncherScene, _keys)

    def read(coll: Any) -> tuple[list[str], list[str], int, int, str]:
        import pygame

        builder = DeckBuilderScene(coll.app, coll.game, Profiles(), coll.profile)
        coll.app.push(builder)
        keys = _keys(builder)
        first = keys.index(next(k for k in keys if k.startswith("card ")))
        # the two cards added as the window will add them (Tab to the first, Enter, Right, +),
        # then how many Shift+Tabs lead back from there to the deck's name box
        for _ in range(first + 1):
            builder.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
        for key, uni in ((pygame.K_RETURN, "\r"), (pygame.K_RIGHT, ""), (pygame.K_PLUS, "+")):
            builder.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=uni))
        from tabletop.ui import focus

        targets = focus.scene_targets(builder)
        at = focus.ring(builder).current(targets)
        keys = [t.key for t in targets]
        back = (keys.index(at.key if at else keys[first + 1]) - keys.index("deck name")) % len(keys)
        return launcher, _keys(coll), first, back, coll.game

    return _laid_out(CollectionScene, read)  # type: ignore[no-any-return]


@NEEDS_X
@pytest.mark.slow
def test_build_and_save_a_deck_by_keys(tmp_path: Path) -> None:
    from tabletop.collection.profiles import Profiles

    home = _home(tmp_path)
    _profile(home)
    launcher, coll, first, name_at, game = _collection_order()
    with real_window(home, settle=0.5) as w:
        _tabs(w, launcher.index("Collections and decks") + 1)
        w.key("Return", pause=0.6)
        _tabs(w, coll.index("Deck builder") + 1)
        w.key("Return", pause=0.6)
        _tabs(w, first + 1)  # the first card
        w.key("Return", pause=PAUSE)  # added
        w.key("Right", pause=PAUSE)
        w.key("plus", pause=PAUSE)  # the second card, with +
        w.keys(*["shift+Tab"] * name_at, after=PAUSE)  # back to the deck's name box: it types
        w.keys(*["BackSpace"] * 10, after=0.05)
        w.type("Keys only")
        time.sleep(PAUSE)
        w.key("Return")  # Enter in the name box saves the deck
        store = Profiles()
        prof = store.load("Ann")
        for _ in range(60):
            names = store.deck_names(prof, game)
            if names:
                break
            time.sleep(0.1)
        assert names == ["Keys only"]
        deck = store.load_deck(prof, game, "Keys only")
        assert len(deck.cards) == 2


@NEEDS_X
@pytest.mark.slow
def test_open_a_pack_by_keys(tmp_path: Path) -> None:
    from tabletop.collection.profiles import Profiles
    from tabletop.collection.sets import get_set

    home = _home(tmp_path)
    _profile(home)
    launcher, coll, _first, _name_at, game = _collection_order()
    size = get_set(game).booster.cards
    with real_window(home, settle=0.5) as w:
        _tabs(w, launcher.index("Collections and decks") + 1)
        w.key("Return", pause=0.6)
        _tabs(w, coll.index("Open a booster") + 1)
        w.key("Return", pause=0.6)
        w.key("Tab", pause=PAUSE)  # the first card
        w.key("Return", pause=PAUSE)  # turned
        w.keys(*["Right", "Return"] * (size - 1), after=PAUSE)  # each next one turned
        w.key("Tab", pause=PAUSE)  # Add to collection
        w.key("Return", pause=0.4)
        for _ in range(60):
            if Profiles().load("Ann").packs_opened.get(game) == 1:
                break
            time.sleep(0.1)
        prof = Profiles().load("Ann")
        assert prof.packs_opened.get(game) == 1
        starter = len(get_set(game).starter)  # a profile starts with the starter set
        assert sum(prof.owned(game).values()) == starter + size


def _named_save(moves: int) -> dict[str, Any]:
    """A game of Espionage ``moves`` moves in, saved by name (the saves list's only entry)."""
    from tabletop.engine.saves import named_save_path
    from tabletop.room.session import SeatConfig, Session

    s = Session("espionage", 7, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "random")])
    from tabletop.ai.base import make_bot

    bot = make_bot("espionage", "random")
    while len(s.log) < moves:
        seat = s.game.active_seats()[0]
        legal = s.game.legal_actions(seat)
        s.apply(
            bot.choose(s.game.view(seat), legal, s.bot_rng) if seat == 0 else s.bot_choice(seat)
        )
    s.save(named_save_path("Keys night"))
    return s.to_save()


def _saved_games_at() -> int:
    from tabletop.ui.scenes.launcher import LauncherScene

    keys: list[str] = _laid_out(LauncherScene, _keys)
    return keys.index(next(k for k in keys if k.startswith("Saved games")))


@NEEDS_X
@pytest.mark.slow
def test_load_a_saved_game_by_keys(tmp_path: Path) -> None:
    home = _home(tmp_path)
    data = _named_save(6)
    at = _saved_games_at()
    with real_window(home, settle=0.5) as w:
        _tabs(w, at + 1)
        w.key("Return", pause=0.6)  # the saved games
        w.key("Tab", pause=PAUSE)  # Continue, on the only game
        w.key("Return")
        got = w.wait_autosave(lambda d: d.get("log") == data["log"], 8.0)
        assert got is not None, "the saved game was not loaded"
        assert got["seed"] == 7


def _quiet_move(data: dict[str, Any], near: int) -> int:
    """The move nearest ``near`` after which only the person (seat 0) may act: a practice game
    branched there waits for them, so its autosave holds exactly that many moves."""
    from tabletop.ui.scenes.replay_scene import Timeline

    tl = Timeline(data, None)
    for k in sorted(range(1, len(tl)), key=lambda k: abs(k - near)):
        g = tl.at(k)
        if g.active_seats() == [0] and g.legal_actions(0):
            return k
    raise AssertionError("no move waits for the person")


@NEEDS_X
@pytest.mark.slow
def test_scrub_a_replay_by_keys(tmp_path: Path) -> None:
    home = _home(tmp_path)
    data = _named_save(30)
    at = _saved_games_at()
    target = _quiet_move(data, 9)
    with real_window(home, settle=0.5) as w:
        _tabs(w, at + 1)
        w.key("Return", pause=0.6)
        w.key("Tab", pause=PAUSE)  # Continue
        w.key("Right", pause=PAUSE)  # Replay
        w.key("Return", pause=0.6)
        w.key("Down", pause=PAUSE)  # the ring shows on the first choice: the spectator
        w.key("Return", pause=0.8)  # the replay
        w.key("Home", pause=PAUSE)
        w.keys("Right", "Right", "Right", after=PAUSE)  # move 3
        w.key("Next", pause=PAUSE)  # Page Down: move 13
        w.key("End", pause=PAUSE)  # move 30
        w.keys("Prior", "Prior", after=PAUSE)  # Page Up twice: move 10
        w.key("Left", pause=PAUSE)  # move 9
        step = "Right" if target > 9 else "Left"
        w.keys(*[step] * abs(target - 9), after=PAUSE)
        # the focus ring is on the first button; "Play from here" is the sixth
        _tabs(w, 5)
        w.key("Return")
        got = w.wait_autosave(lambda d: d.get("seed") == 7, 8.0)
        assert got is not None, "no practice game from the replay"
        assert got["log"] == data["log"][:target]
