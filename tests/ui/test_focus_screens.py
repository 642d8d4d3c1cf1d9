"""Issue 30: every screen but the game table works from the keyboard alone. The focus ring
(tabletop/ui/focus.py) moves in reading order with Tab / Shift+Tab and the arrows, Enter or
Space activates, a text box takes letters until Tab leaves it; each screen's order and
activation is checked here by posted key events only (no pointer event)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.saves import list_saves, new_autosave_path
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import focus, screen_keys
from tabletop.ui.app import App
from tabletop.ui.focus import FocusRing, Target, reading_order
from tabletop.ui.scenes.keymap_scene import KeyMapScene
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.scenes.saves_scene import SavesScene
from tabletop.ui.scenes.settings_scene import SettingsScene
from tabletop.ui.table import TableScene
from tests.ui.fakeclock import ManualClock


def key_event(key: int, ch: str = "", shift: bool = False) -> pygame.event.Event:
    mod = pygame.KMOD_LSHIFT if shift else 0
    return pygame.event.Event(pygame.KEYDOWN, key=key, unicode=ch, mod=mod, scancode=0)


def press(app: App, *keys: int, shift: bool = False) -> None:
    """Each key posted and handled in its own step (as a person types them)."""
    for k in keys:
        pygame.event.post(key_event(k, shift=shift))
        app.step(pygame.event.get())


def type_text(app: App, text: str) -> None:
    for ch in text:
        code = ord(ch.lower()) if ch.isalnum() else ord(ch)
        pygame.event.post(key_event(code, ch))
        app.step(pygame.event.get())


def focused(scene: object) -> str:
    """The key of the focused target ('' when the ring is hidden)."""
    ring = getattr(scene, "focus", None)
    if not isinstance(ring, FocusRing) or not ring.shown:
        return ""
    t = ring.current(focus.scene_targets(scene))
    return t.key if t is not None else ""


def tab_to(app: App, scene: object, key: str, limit: int = 60) -> None:
    """Tab until a target whose key starts with ``key`` has the focus."""
    for _ in range(limit):
        if focused(scene).startswith(key):
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"{key!r} never got the focus (last: {focused(scene)!r})")


# ---------------------------------------------------------------------- the ring itself
def _targets(hits: list[str]) -> list[Target]:
    grid = [("a", 0, 0), ("b", 200, 0), ("c", 0, 100), ("d", 200, 100)]
    return [
        Target(pygame.Rect(x, y, 150, 60), lambda n=n: hits.append(n), key=n) for n, x, y in grid
    ]


def test_ring_moves_in_reading_order_and_by_arrows() -> None:
    hits: list[str] = []
    ts = reading_order(list(reversed(_targets(hits))))
    assert [t.key for t in ts] == ["a", "b", "c", "d"]
    ring = FocusRing()
    assert not ring.handle(key_event(pygame.K_RETURN), ts)  # hidden: Enter is the scene's
    assert ring.handle(key_event(pygame.K_TAB), ts) and ring.key == "a" and ring.shown
    ring.handle(key_event(pygame.K_TAB), ts)
    assert ring.key == "b"
    ring.handle(key_event(pygame.K_DOWN), ts)
    assert ring.key == "d"
    ring.handle(key_event(pygame.K_LEFT), ts)
    assert ring.key == "c"
    assert not ring.handle(key_event(pygame.K_DOWN), ts)  # nothing that way: the scene's key
    ring.handle(key_event(pygame.K_LEFT), ts)  # a row's start: on to the row above's end
    assert ring.key == "b"
    ring.handle(key_event(pygame.K_RIGHT), ts)
    assert ring.key == "c"
    ring.handle(key_event(pygame.K_TAB, shift=True), ts)
    assert ring.key == "b"
    ring.handle(key_event(pygame.K_RETURN), ts)
    ring.handle(key_event(pygame.K_SPACE), ts)
    assert hits == ["b", "b"]
    ring.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(0, 0), button=1), ts)
    assert not ring.shown  # a mouse player never sees it


def test_ring_keeps_its_target_when_the_buttons_are_rebuilt() -> None:
    ts = _targets([])
    ring = FocusRing()
    ring.focus_key("c")
    moved = [Target(pygame.Rect(t.rect).move(0, 40), t.activate, key=t.key) for t in ts[::-1]]
    assert ring.current(moved) is moved[1]  # found by its key


def test_a_text_box_takes_letters_until_tab_leaves_it() -> None:
    state = {"typing": False}
    box = Target(
        pygame.Rect(0, 0, 300, 50),
        lambda: state.update(typing=True),
        key="box",
        editing=lambda: state["typing"],
        leave=lambda: state.update(typing=False),
    )
    ok = Target(pygame.Rect(0, 100, 100, 50), lambda: None, key="ok")
    ring = FocusRing()
    ring.handle(key_event(pygame.K_TAB), [box, ok])
    assert state["typing"]  # the ring landed on the box: it types
    for k in (pygame.K_a, pygame.K_SPACE, pygame.K_RETURN, pygame.K_DOWN):
        assert not ring.handle(key_event(k, "a"), [box, ok])  # all the box's
    assert ring.handle(key_event(pygame.K_TAB), [box, ok])
    assert not state["typing"] and ring.key == "ok"


def test_the_ring_is_drawn_as_a_thick_outline() -> None:
    surf = pygame.Surface((400, 300))
    surf.fill((40, 40, 40))
    ring = FocusRing()
    ts = _targets([])
    ring.handle(key_event(pygame.K_TAB), ts)
    ring.draw(surf, ts, 1.0)
    r = ts[0].rect
    # white and black bands outside the button's edge, several pixels thick
    column = [tuple(surf.get_at((r.centerx, r.bottom + k)))[:3] for k in range(1, 20)]
    assert sum(1 for c in column if c == (255, 255, 255)) >= 4
    assert (0, 0, 0) in column


# ---------------------------------------------------------------------- the launcher
def test_launcher_order_and_start_from_the_keyboard(app: App) -> None:
    launcher = LauncherScene(app)
    app.push(launcher)
    pygame.event.clear()
    keys = [t.key for t in screen_keys.launcher_targets(launcher)]
    # corner buttons, the games, practice, the seats, the options and seed, the bottom row
    assert keys[:2] == ["How to play", "Demo"]
    assert keys.index("Espionage") < keys.index("Flick practice") < keys.index("name 0")
    # - seat / + seat head the seats' column (they stay put as seats come and go)
    assert keys.index("+ seat") < keys.index("name 0") < keys.index("Human") < keys.index("seed")
    assert keys[-1] == "Start game"
    # pick a game with Tab and Enter
    tab_to(app, launcher, "Mighty Beanz TCG")
    press(app, pygame.K_RETURN)
    assert launcher.game == "beanz"
    # the second seat becomes a person, with Down from the first seat's row
    tab_to(app, launcher, "Human")
    press(app, pygame.K_DOWN)
    assert focused(launcher).startswith("Computer")
    press(app, pygame.K_SPACE)  # its menu: the focus on the seat's choice, Up to a person
    assert focused(launcher) == "seat 1 bot:normal"
    for _ in range(6):
        if focused(launcher) == "seat 1 human":
            break
        press(app, pygame.K_UP)
    press(app, pygame.K_RETURN)
    assert launcher.seats[1].kind == "human" and not launcher.menu_buttons
    assert focused(launcher) == "Human"  # back on the seat's button
    # the seed box types digits; Tab leaves it
    tab_to(app, launcher, "seed")
    assert launcher.seed_focus
    type_text(app, "42")
    press(app, pygame.K_TAB)
    assert launcher.seed_text == "42" and not launcher.seed_focus
    tab_to(app, launcher, "Start game")
    press(app, pygame.K_RETURN)
    table = app.scene
    assert isinstance(table, TableScene)
    assert table.session.game_name == "beanz" and table.session.seed == 42


def test_launcher_names_are_typed_from_the_keyboard(app: App) -> None:
    launcher = LauncherScene(app)
    app.push(launcher)
    pygame.event.clear()
    tab_to(app, launcher, "name 0")
    assert launcher.name_edit == 0
    press(app, pygame.K_BACKSPACE)
    type_text(app, "Zoe")
    press(app, pygame.K_TAB)  # leaves the box: the name is kept
    assert launcher.name_edit is None and launcher.seats[0].name == "Zoe"
    assert focused(launcher) == "Human"


def test_enter_starts_the_game_while_the_ring_is_hidden(app: App) -> None:
    launcher = LauncherScene(app)
    app.push(launcher)
    pygame.event.clear()
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, TableScene)


# ---------------------------------------------------------------------- saved games
def _saved_games(app: App, n: int) -> None:
    for seed in range(n):
        s = Session(
            "espionage",
            seed + 1,
            [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "random")],
            autosave=new_autosave_path("espionage"),
        )
        s.apply(s.game.legal_actions(0)[-1])
        s.save(s.autosave)  # type: ignore[arg-type]


def test_saved_games_choose_delete_and_load_by_keys(app: App) -> None:
    app.push(LauncherScene(app))
    _saved_games(app, 3)
    saves = SavesScene(app)
    app.push(saves)
    pygame.event.clear()
    press(app, pygame.K_TAB)
    first = saves.entries[0].path.name
    assert focused(saves) == f"Continue {first}"
    press(app, pygame.K_RIGHT, pygame.K_RIGHT)
    assert focused(saves) == f"Delete {first}"
    press(app, pygame.K_RETURN)  # asks first
    assert any(b.label == "Sure? Delete" for b in saves.buttons)
    assert focused(saves) == f"Delete {first}"
    press(app, pygame.K_RETURN)
    assert [e.path.name for e in saves.entries].count(first) == 0
    assert len(list_saves([])) == 2
    press(app, pygame.K_DOWN, pygame.K_LEFT, pygame.K_LEFT)
    second = saves.entries[1].path.name
    assert focused(saves) == f"Continue {second}"
    press(app, pygame.K_RETURN)
    table = app.scene
    assert isinstance(table, TableScene) and table.session.seed == saves.entries[1].data["seed"]


def test_saved_games_scroll_under_the_ring(app: App) -> None:
    app.push(LauncherScene(app))
    _saved_games(app, 6)
    saves = SavesScene(app)
    app.push(saves)
    assert len(saves.entries) > saves.per_page
    press(app, pygame.K_TAB)
    for _ in range(len(saves.entries) - 1):
        press(app, pygame.K_DOWN)
    assert saves.top > 0
    assert focused(saves) == f"Continue {saves.entries[-1].path.name}"


# ---------------------------------------------------------------------- menus
def _table(app: App) -> TableScene:
    app.push(LauncherScene(app))
    s = Session(
        "espionage",
        5,
        [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "random")],
        autosave=new_autosave_path("espionage"),
    )
    table = TableScene(app, s)
    app.push(table)
    app.step([])
    return table


def test_game_menu_by_keys_saves_a_named_copy(app: App) -> None:
    table = _table(app)
    menu = GameMenu(app, table)
    app.push(menu)
    press(app, pygame.K_DOWN)
    assert focused(menu) == "Resume"
    tab_to(app, menu, "Save as...")
    press(app, pygame.K_RETURN)
    assert menu.naming and focused(menu) == "name" and menu.name_box.focus
    for _ in range(len(menu.name_box.text)):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Night one")
    press(app, pygame.K_TAB)  # out of the box, onto Cancel
    assert not menu.name_box.focus and focused(menu) == "Cancel"
    press(app, pygame.K_RIGHT)
    assert focused(menu) == "Save"
    press(app, pygame.K_SPACE)
    assert not menu.naming
    assert any(e.name == "Night one" for e in list_saves([]))
    tab_to(app, menu, "Resume")
    press(app, pygame.K_RETURN)
    assert app.scene is table


def test_settings_by_keys(app: App) -> None:
    app.push(LauncherScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    before = app.audio.muted
    press(app, pygame.K_TAB)
    assert focused(settings) == "Switch 0"
    press(app, pygame.K_RETURN)
    assert app.audio.muted != before
    seconds = settings.window_seconds()
    tab_to(app, settings, "+1 s 2")
    press(app, pygame.K_RETURN)
    assert settings.window_seconds() == seconds + 1
    tab_to(app, settings, "Done")
    press(app, pygame.K_RETURN)
    assert app.scene is not settings


def test_keymap_count_by_keys_then_every_key_is_a_players(app: App) -> None:
    app.push(LauncherScene(app))
    km = KeyMapScene(app)
    app.push(km)
    seen = []
    for _ in range(8):  # the count's buttons and "Table keys" (the table's own keys) are reached
        press(app, pygame.K_TAB)
        seen.append(focused(km))
        if seen[-1] == "2":
            break
    assert seen[-1] == "2", seen
    press(app, pygame.K_RIGHT, pygame.K_RETURN)
    assert km.stage == "map" and km.n == 3
    press(app, pygame.K_TAB)  # a player's button now, not the ring's
    assert km.session is not None and len(km.session.keymap.bindings) == 1
    assert focused(km) == ""


# ---------------------------------------------------------------------- the F1 guide
def test_guide_tabs_by_keys_and_the_keyboard_page(app: App) -> None:
    from tabletop.room.movewords import load_guide
    from tabletop.ui.scenes.howto import HowToScene

    app.push(LauncherScene(app))
    guide = HowToScene(app, "espionage")
    app.push(guide)
    assert load_guide("espionage").sections[-1].heading == "Playing with the keyboard"
    press(app, pygame.K_TAB)
    assert focused(guide) == "Back"  # top right, above the game tabs
    press(app, pygame.K_TAB)
    assert focused(guide) == "Espionage"
    press(app, pygame.K_RIGHT, pygame.K_RETURN)
    assert guide.game == "codenames"
    press(app, pygame.K_DOWN, pygame.K_DOWN)  # Up and Down scroll the page (a page a
    assert guide.scroll > 0 and focused(guide) == "Marvel Codenames"  # time: two columns)
    tab_to(app, guide, "Rules reference")
    press(app, pygame.K_RETURN)
    assert guide.tab == "rules"
    press(app, pygame.K_TAB)  # onto the search box: it types
    assert focused(guide) == "search" and guide.search.focus
    type_text(app, "spy")
    assert guide.search.text == "spy"
    press(app, pygame.K_TAB)
    assert not guide.search.focus
    press(app, pygame.K_ESCAPE)
    assert app.scene is not guide


# ---------------------------------------------------------------------- the replay
def _finished_save() -> dict:
    from tabletop.ai.base import make_bot

    s = Session("espionage", 21, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "random")])
    bot = make_bot("espionage", "random")
    while not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        legal = s.game.legal_actions(seat)
        s.apply(
            bot.choose(s.game.view(seat), legal, s.bot_rng) if seat == 0 else s.bot_choice(seat)
        )
    return s.to_save()


def test_replay_seat_choice_and_scrub_by_keys(app: App) -> None:
    from tabletop.ui.scenes.replay_scene import ReplayScene

    app.push(LauncherScene(app))
    rp = ReplayScene(app, _finished_save())
    app.push(rp)
    press(app, pygame.K_DOWN)  # the ring shows on the first seat choice
    first = focused(rp)
    press(app, pygame.K_DOWN)
    assert focused(rp) != first
    press(app, pygame.K_UP, pygame.K_RETURN)
    assert rp.table is not None
    n = len(rp.timeline)  # type: ignore[arg-type]
    press(app, pygame.K_HOME, pygame.K_RIGHT, pygame.K_RIGHT)
    assert rp.pos == 2
    press(app, pygame.K_PAGEDOWN)
    assert rp.pos == 12
    press(app, pygame.K_LEFT)
    assert rp.pos == 11
    press(app, pygame.K_END)
    assert rp.pos == n
    press(app, pygame.K_HOME)
    assert rp.pos == 0
    press(app, pygame.K_SPACE)
    assert rp.playing
    press(app, pygame.K_SPACE)
    assert not rp.playing
    # Tab reaches the buttons; Enter presses the focused one
    tab_to(app, rp, ">|")
    press(app, pygame.K_RETURN)
    assert rp.pos == n
    tab_to(app, rp, "<")
    press(app, pygame.K_RETURN)
    assert rp.pos == n - 1
    tab_to(app, rp, "Close")
    press(app, pygame.K_RETURN)
    assert app.scene is not rp


# ---------------------------------------------------------------------- the deck builder
def _builder(app: App, game: str = "austin"):
    from tabletop.collection.profiles import Profiles
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene

    app.push(LauncherScene(app))
    store = Profiles()
    prof = store.create("Ann")
    scene = DeckBuilderScene(app, game, store, prof)
    app.push(scene)
    app.step([])
    return scene, store, prof


def test_deck_builder_order_add_remove_read_and_save_by_keys(app: App) -> None:
    from tabletop.ui.scenes import deckbuilder_keys

    b, store, prof = _builder(app)
    keys = [t.key for t in deckbuilder_keys.targets(b)]
    # Back and the name box, the left column, the filters and search, the cards, the deck's rows
    assert keys[:3] == ["Back", "deck name", "New"]
    assert keys.index("Auto-build") < keys.index("search") < keys.index(f"card {b.tiles[0][1]}")
    tab_to(app, b, "card ")
    first = b.tiles[0][1]
    assert focused(b) == f"card {first}"
    press(app, pygame.K_RETURN, pygame.K_PLUS)
    assert b.deck.count(first) == min(2, b.pool[first])
    press(app, pygame.K_MINUS)
    assert b.deck.count(first) == min(2, b.pool[first]) - 1
    press(app, pygame.K_z)
    assert b.zoom.is_open
    press(app, pygame.K_ESCAPE)
    assert not b.zoom.is_open and app.scene is b
    press(app, pygame.K_RIGHT)
    second = b.tiles[1][1]
    assert focused(b) == f"card {second}"
    press(app, pygame.K_SPACE)
    assert second in b.deck
    # the deck's rows: Enter takes a card out
    tab_to(app, b, "row ")
    row = focused(b).split(" ", 1)[1]
    n = len(b.deck)
    press(app, pygame.K_RETURN)
    assert len(b.deck) == n - 1 and b.deck.count(row) == 0
    # name it and save it: the name box types until Tab
    tab_to(app, b, "Back")
    tab_to(app, b, "deck name")
    assert b.name_box.focus
    for _ in range(len(b.name_box.text)):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Keys only")
    press(app, pygame.K_TAB)
    assert not b.name_box.focus and b.name_box.text == "Keys only"
    tab_to(app, b, "Save")
    press(app, pygame.K_RETURN)
    assert store.deck_names(prof, "austin") == ["Keys only"]
    assert store.load_deck(prof, "austin", "Keys only").cards == b.deck


def test_deck_builder_cards_scroll_under_the_ring(app: App) -> None:
    b, _store, _prof = _builder(app)
    total_rows = (len(b.cards) + b.cols - 1) // b.cols
    assert total_rows > b.per_page_rows
    tab_to(app, b, "card ")
    for _ in range(b.per_page_rows + 1):
        press(app, pygame.K_DOWN)
    assert b.scroll >= 1
    name = focused(b).split(" ", 1)[1]
    assert name in [n for _r, n in b.tiles]
    assert b.cards.index(name) == (b.per_page_rows + 1) * b.cols
    press(app, pygame.K_PAGEUP)
    assert b.scroll == 0


def test_deck_builder_search_box_types_letters(app: App) -> None:
    b, _store, _prof = _builder(app)
    tab_to(app, b, "search")
    assert b.search.focus
    type_text(app, "zz")  # z is Z (read large) only outside a box
    assert b.search.text == "zz" and not b.zoom.is_open
    press(app, pygame.K_TAB)
    assert not b.search.focus


# ---------------------------------------------------------------------- collection and packs
def test_collection_profile_pack_and_cards_by_keys(app: App) -> None:
    from tabletop.collection.profiles import Profiles
    from tabletop.collection.sets import games, get_set
    from tabletop.ui.scenes.collection_scene import CollectionScene
    from tabletop.ui.scenes.packs_scene import PacksScene

    app.push(LauncherScene(app))
    store = Profiles()
    coll = CollectionScene(app, store)
    app.push(coll)
    app.step([])
    keys = [t.key for t in coll.focus_targets()]
    assert keys[0] == "Back" and keys.index("new name") < keys.index("Create profile")
    tab_to(app, coll, "new name")
    assert coll.new_name.focus
    type_text(app, "Ann")
    press(app, pygame.K_RETURN)  # Enter in the box creates the profile
    assert coll.profile is not None and coll.profile.name == "Ann"
    before = sum(coll.owned().values())
    tab_to(app, coll, "Open a booster")
    press(app, pygame.K_RETURN)
    packs = app.scene
    assert isinstance(packs, PacksScene)
    # step through the cards: the ring on the next card, Enter turns it, Right goes on
    press(app, pygame.K_TAB)
    assert focused(packs) == "card 0"
    press(app, pygame.K_RETURN)
    assert packs.shown == 1
    press(app, pygame.K_RETURN)  # a turned card: read large
    assert packs.zoom.is_open
    press(app, pygame.K_RIGHT)  # nothing moves under the large card
    assert focused(packs) == "card 0" and packs.zoom.is_open
    press(app, pygame.K_ESCAPE)
    assert not packs.zoom.is_open and app.scene is packs
    press(app, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE)  # Space turns the next too
    assert packs.shown == 3
    press(app, pygame.K_LEFT, pygame.K_z)
    assert packs.zoom.is_open and packs.zoom.card is not None
    assert packs.zoom.card["name"] == packs.pack[0].name  # the ring was on card 1
    press(app, pygame.K_ESCAPE)
    tab_to(app, packs, "Reveal all")
    press(app, pygame.K_RETURN)
    assert packs.shown == len(packs.pack)
    tab_to(app, packs, "Add to collection")
    press(app, pygame.K_RETURN)
    tab_to(app, packs, "Done")
    press(app, pygame.K_RETURN)
    assert app.scene is coll
    first = games()[0]
    opened = get_set(first).booster.cards
    assert sum(store.load("Ann").owned(first).values()) == before + opened
    # the owned cards: Enter reads one large
    tab_to(app, coll, "card ")
    press(app, pygame.K_RETURN)
    assert coll.zoom.is_open


def test_sealed_choose_a_game_and_open_packs_by_keys(app: App) -> None:
    from tabletop.ui.scenes.packs_scene import PacksScene
    from tabletop.ui.scenes.sealed_scene import SealedScene

    app.push(LauncherScene(app))
    sealed = SealedScene(app, seed=11)
    app.push(sealed)
    app.step([])
    tab_to(app, sealed, "Mighty Beanz")
    press(app, pygame.K_SPACE)
    assert sealed.game == "beanz"
    press(app, pygame.K_DOWN)
    assert focused(sealed).startswith("Austin")
    tab_to(app, sealed, "Open six packs")
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, PacksScene) and app.scene.game == "beanz"


def test_deck_import_box_types_until_tab(app: App) -> None:
    from tabletop.ui.scenes.deck_import_scene import ImportScene

    b, _store, _prof = _builder(app)
    tab_to(app, b, "Import")
    press(app, pygame.K_RETURN)
    imp = app.scene
    assert isinstance(imp, ImportScene)
    imp.clear()
    type_text(app, "2 Dr. Evil")
    assert imp.text == "2 Dr. Evil"
    press(app, pygame.K_TAB)  # out of the box, onto the buttons
    assert not imp.area_on and focused(imp) == "Paste clipboard"
    type_text(app, "x")  # no longer typed into the box
    assert imp.text == "2 Dr. Evil"
    tab_to(app, imp, "Import")
    press(app, pygame.K_RETURN)
    assert app.scene is b and b.deck == ["Dr. Evil", "Dr. Evil"]


# ---------------------------------------------------------------------- curtain and claim keys
def test_curtain_and_claim_steps_by_keys_with_the_keys_on_screen(
    app: App, clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.ui import theme
    from tabletop.ui.table import CLAIM_KEYS

    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    texts: list[str] = []
    draw_text = theme.blit_text

    def spy(surf, text, *args, **kw):  # type: ignore[no-untyped-def]
        texts.append(str(text))
        return draw_text(surf, text, *args, **kw)

    draw_wrapped = theme.blit_wrapped

    def spy_wrapped(surf, text, *args, **kw):  # type: ignore[no-untyped-def]
        texts.append(str(text))
        return draw_wrapped(surf, text, *args, **kw)

    monkeypatch.setattr(theme, "blit_text", spy)
    monkeypatch.setattr(theme, "blit_wrapped", spy_wrapped)  # the curtain's sentence wraps
    seats = [SeatConfig("human", "Ann"), SeatConfig("human", "Ben"), SeatConfig("bot", "Cy")]
    for seed in range(300):
        s = Session("espionage", seed, seats)
        if any(a.verb == "play" and len(a.args) == 2 for a in s.game.legal_actions(0)):
            break
    table = TableScene(app, s)
    app.push(table)
    app.step([])
    pygame.event.clear()
    assert table.curtain_for == 0
    assert any("press Space or Enter" in t for t in texts)
    assert any(t.endswith("[Space]") for t in texts)  # the button says its key
    press(app, pygame.K_KP_ENTER)  # the keypad's Enter lifts it too
    assert table.curtain_for is None and table.viewer == 0
    play = next(a for a in table.game.legal_actions(0) if a.verb == "play" and len(a.args) == 2)
    assert table.submit(play)
    texts.clear()
    app.step([])
    assert table.window_key is not None
    assert any(t.startswith("Ben [P]") for t in texts)  # the claim chip names Ben's key
    press(app, CLAIM_KEYS[1])  # Ben claims the window with P
    assert table.claimant == 1 and table.curtain_for == 1
    press(app, pygame.K_SPACE)  # Ben lifts the curtain
    assert table.curtain_for is None and table.viewer == 1
    press(app, pygame.K_SPACE)  # the same press twice: it passes nothing
    assert "1:pass" not in table.session.log
    clock.advance(1.0)
    press(app, pygame.K_SPACE)  # a moment later: Ben passes
    assert "1:pass" in table.session.log


# ---------------------------------------------------------------------- the Reaction duel
def test_duel_set_up_by_keys_and_every_key_is_a_players_in_a_round(app: App) -> None:
    from tabletop.ui.scenes.reaction_scenes import DuelScene

    app.push(LauncherScene(app))
    duel = DuelScene(app, seed=5, sleep_s=0)
    app.push(duel)
    app.step([])
    press(app, pygame.K_TAB)
    assert focused(duel) == "seat 0"
    kind = duel.kinds[1]
    press(app, pygame.K_RIGHT, pygame.K_RETURN)  # the second seat: human / computer
    assert duel.kinds[1] != kind
    tab_to(app, duel, "Points each")
    points = duel.lives
    press(app, pygame.K_SPACE)
    assert duel.lives != points
    tab_to(app, duel, "Start")
    press(app, pygame.K_RETURN)
    assert duel.stage == "round"
    assert focus.scene_targets(duel) == []  # Tab, Space, Enter: the players' now


def test_deck_import_box_keeps_the_keys_after_a_click_on_a_button(app: App) -> None:
    from tabletop.ui.scenes.deck_import_scene import ImportScene

    b, _store, _prof = _builder(app)
    imp = ImportScene(app, b)
    app.push(imp)
    app.step([])
    clear = next(x for x in imp.buttons if x.label == "Clear").rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=clear, button=1))
    app.step(pygame.event.get())
    type_text(app, "1 Dr. Evil")
    assert imp.text == "1 Dr. Evil"


def test_deck_builder_says_its_keys_once_the_keyboard_is_used(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.ui import theme

    texts: list[str] = []
    draw_text = theme.blit_text

    def spy(surf, text, *args, **kw):  # type: ignore[no-untyped-def]
        texts.append(str(text))
        return draw_text(surf, text, *args, **kw)

    draw_wrapped = theme.blit_wrapped

    def spy_wrapped(surf, text, *args, **kw):  # type: ignore[no-untyped-def]
        texts.append(str(text))
        return draw_wrapped(surf, text, *args, **kw)

    monkeypatch.setattr(theme, "blit_text", spy)
    monkeypatch.setattr(theme, "blit_wrapped", spy_wrapped)
    b, _store, _prof = _builder(app)
    b.draw(app.screen)
    said = " ".join(texts)  # the line may wrap at large text or on a small window
    assert "click or drag a card" in said
    texts.clear()
    press(app, pygame.K_TAB)
    b.draw(app.screen)
    assert "Enter or +: add the focused card" in " ".join(texts)


# ---------------------------------------------------------------------- the ring on every screen
def _screens(app: App) -> dict[str, object]:
    """One of each screen around the table, laid out on ``app`` (a saved game and a profile
    in its home)."""
    from tabletop.collection.profiles import Profiles
    from tabletop.ui.scenes.collection_scene import CollectionScene
    from tabletop.ui.scenes.deck_import_scene import ImportScene
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene
    from tabletop.ui.scenes.howto import HowToScene
    from tabletop.ui.scenes.packs_scene import PacksScene
    from tabletop.ui.scenes.reaction_scenes import DuelScene
    from tabletop.ui.scenes.replay_scene import ReplayScene
    from tabletop.ui.scenes.sealed_scene import SealedScene

    _saved_games(app, 1)
    store = Profiles()
    prof = store.create("Ann")
    table = _table(app)
    builder = DeckBuilderScene(app, "austin", store, prof)
    return {
        "launcher": app.scenes[0],
        "menu": GameMenu(app, table),
        "settings": SettingsScene(app),
        "reaction keys": KeyMapScene(app),
        "saved games": SavesScene(app),
        "replay": ReplayScene(app, list_saves([])[0].data),
        "guide": HowToScene(app, "espionage"),
        "collection": CollectionScene(app, store),
        "deck builder": builder,
        "import": ImportScene(app, builder),
        "packs": PacksScene(app, "austin", store, prof, seed=3),
        "sealed": SealedScene(app, seed=3),
        "duel": DuelScene(app, seed=5, sleep_s=0),
    }


@pytest.mark.parametrize("app_size", [(1280, 720), (1920, 1080)])
def test_every_screen_draws_its_focus_ring(app: App) -> None:
    for name, scene in _screens(app).items():
        if scene is not app.scene:
            app.push(scene)  # type: ignore[arg-type]
        press(app, pygame.K_TAB)
        t = focus.ring(scene).current(focus.scene_targets(scene))
        assert t is not None, name
        scene.draw(app.screen)  # type: ignore[attr-defined]
        s = min(app.screen.get_width() / 1920, app.screen.get_height() / 1080)
        w, pad = max(4, int(6 * s)), max(3, int(5 * s))
        light = [
            tuple(app.screen.get_at((t.rect.centerx, t.rect.bottom + pad + k)))[:3]
            for k in range(1, w)
        ]
        assert all(c == focus.RING_LIGHT for c in light), (name, t.key, light)
        if name != "launcher":
            app.pop()
