"""Issue 26: the launcher's seats. Each person's name is typed in the launcher (click it, type,
Return / Tab / a click elsewhere ends it), is remembered for next time and reaches the table,
the curtain, the log and the results; the seats' roles shown are the game's; the sound button
always says the sound's state."""

from __future__ import annotations

import json

import pygame
import pytest

from tabletop.room.session import SeatConfig
from tabletop.ui import assets
from tabletop.ui.app import MUTE_KEY, MUTE_LABEL, App
from tabletop.ui.scenes import sealed_scene
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.seatnames import NAME_MAX, clean_name, remember_name, remembered_name
from tabletop.ui.table import TableScene


def _post(*events: pygame.event.Event) -> None:
    for e in events:
        pygame.event.post(e)


def _click(app: App, pos: tuple[int, int]) -> None:
    _post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    )
    app.step(pygame.event.get())


def _key(key: int, ch: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, unicode=ch, mod=0, scancode=0)


def _type(app: App, text: str) -> None:
    _post(*(_key(ord(ch.lower()) if ch.isalpha() else ord(ch), ch) for ch in text))
    app.step(pygame.event.get())


def _press(app: App, key: int) -> None:
    _post(_key(key))
    app.step(pygame.event.get())


def _launcher(app: App, game: str = "espionage", humans: int = 2) -> LauncherScene:
    launcher = LauncherScene(app)
    app.push(launcher)
    pygame.event.clear()
    launcher.pick_game(game)
    for i in range(1, humans):
        while launcher.seats[i].kind != "human":
            launcher.cycle_seat(i)
    app.step([])
    return launcher


def test_clean_name() -> None:
    assert clean_name("  Ann   Lee ", 0) == "Ann Lee"
    assert clean_name("", 2) == "Player 3"
    assert clean_name("   ", 0) == "Player 1"
    assert clean_name("x" * 30, 0) == "x" * NAME_MAX
    assert clean_name("Player 3", 0) == "Player 1"  # never another seat's number
    assert clean_name("player 1", 0) == "player 1"
    assert clean_name("A\tnn\x07", 0) == "Ann"


def test_names_are_remembered_per_seat() -> None:
    settings: dict[str, object] = {}
    remember_name(settings, 1, "Bea")
    assert settings["seat_names"] == ["", "Bea"]
    assert remembered_name(settings, 0) == "Player 1"
    assert remembered_name(settings, 1) == "Bea"
    remember_name(settings, 1, "Player 2")  # back to the default: nothing to keep
    assert settings["seat_names"] == []
    assert remembered_name({"seat_names": [3, None]}, 0) == "Player 1"  # a damaged setting


def test_type_two_names_and_they_reach_the_table_and_next_time(
    app: App, tmp_path, monkeypatch
) -> None:
    launcher = _launcher(app)
    _click(app, launcher.name_rects[0].center)
    assert launcher.name_edit == 0 and launcher.typing
    _type(app, "Ann")
    _press(app, pygame.K_TAB)  # the next person's name
    assert launcher.seats[0].name == "Ann" and launcher.name_edit == 1
    _type(app, "Bea")
    _press(app, pygame.K_RETURN)  # ends the typing; it does not start the game
    assert launcher.name_edit is None and app.scene is launcher
    assert [s.name for s in launcher.seats] == ["Ann", "Bea"]
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["seat_names"] == ["Ann", "Bea"]
    _press(app, pygame.K_RETURN)  # now Return starts the game
    table = app.scene
    assert isinstance(table, TableScene)
    assert [table.session.seat_name(i) for i in range(2)] == ["Ann", "Bea"]
    drawn: list[str] = []
    real = pygame.font.Font

    class Probe(real):  # type: ignore[misc,valid-type]
        def render(self, text, *a, **kw):  # type: ignore[no-untyped-def]
            drawn.append(str(text))
            return super().render(text, *a, **kw)

    monkeypatch.setattr(pygame.font, "Font", Probe)
    assets.clear_caches()
    table.draw(app.screen)
    assert table.curtain_for is not None  # hot-seat: the curtain says whose turn it is
    who = table.session.seat_name(table.curtain_for)
    assert f"Pass to {who}" in drawn and who in ("Ann", "Bea")
    # a move: the log says who made it
    seat = table.game.active_seats()[0]
    assert table.submit(table.game.legal_actions(seat)[-1])
    assert any("Ann" in text for text, _c in table.log.lines)
    monkeypatch.undo()
    assets.clear_caches()
    # next time the launcher calls the seats by the same names
    again = LauncherScene(app)
    assert again.seats[0].name == "Ann"
    again.cycle_seat(1)
    while again.seats[1].kind != "human":
        again.cycle_seat(1)
    assert again.seats[1].name == "Bea"


def test_a_click_elsewhere_ends_the_name_esc_keeps_the_old_one(app: App) -> None:
    launcher = _launcher(app)
    _click(app, launcher.name_rects[1].center)
    _type(app, "Cy")
    _click(app, launcher.seed_rect.center)  # a click elsewhere: the name is kept
    assert launcher.seats[1].name == "Cy" and launcher.name_edit is None
    assert launcher.seed_focus  # and the click went on to what it hit
    _click(app, launcher.name_rects[1].center)
    assert launcher.name_box.text == "Cy"  # a real name is there to edit
    _press(app, pygame.K_BACKSPACE)
    _type(app, "x")
    _press(app, pygame.K_ESCAPE)  # Esc: the old name stays; the app keeps running
    assert launcher.seats[1].name == "Cy" and app.running


def test_empty_long_and_taken_names(app: App) -> None:
    launcher = _launcher(app)
    _click(app, launcher.name_rects[0].center)
    _type(app, "Ann")
    _press(app, pygame.K_RETURN)
    _click(app, launcher.name_rects[1].center)
    _type(app, "ann")  # another seat is called Ann: refused with a message
    _press(app, pygame.K_RETURN)
    assert launcher.seats[1].name == "Player 2"
    assert any("Ann" in t.text for t in launcher.toasts.items)
    _click(app, launcher.name_rects[1].center)
    _type(app, "Bartholomew Smithers")
    _press(app, pygame.K_RETURN)
    assert launcher.seats[1].name == "Bartholomew Smithers"[:NAME_MAX]
    _click(app, launcher.name_rects[1].center)
    for _ in range(NAME_MAX):
        _press(app, pygame.K_BACKSPACE)
    _press(app, pygame.K_RETURN)
    assert launcher.seats[1].name == "Player 2"  # empty: the seat's number


def test_keys_typed_into_a_name_are_not_shortcuts(app: App) -> None:
    launcher = _launcher(app)
    muted = app.audio.muted
    _click(app, launcher.name_rects[0].center)
    _type(app, "Mim")
    assert app.audio.muted == muted, "M typed into a name must not mute"
    assert launcher.name_box.text == "Mim" and app.scene is launcher


def test_a_computer_seat_has_no_name_box(app: App) -> None:
    launcher = _launcher(app, humans=1)
    assert set(launcher.name_rects) == {0}
    _click(app, launcher.seat_buttons[1].rect.midleft)
    assert launcher.name_edit is None


def test_the_sound_button_always_shows_the_sound_state(app: App) -> None:
    launcher = _launcher(app, humans=1)
    assert launcher.sound_button.hotkey == MUTE_LABEL
    for _ in range(2):
        # the app's shortcut, not the button (with Ctrl held: the shortcut may need it)
        _post(pygame.event.Event(pygame.KEYDOWN, key=MUTE_KEY, unicode="", mod=pygame.KMOD_LCTRL))
        app.step(pygame.event.get())
        launcher.draw(app.screen)
        want = "Sound: off" if app.audio.muted else "Sound: on"
        assert launcher.sound_button.label == want


@pytest.mark.parametrize("seed", range(1, 9))
def test_codenames_seat_labels_are_the_teams_the_game_gives(app: App, seed: int) -> None:
    """The launcher labels seats with the roles of the game it will start (the key card that
    the seed draws decides which team starts and so who directs which team)."""
    launcher = _launcher(app, "codenames", humans=1)
    launcher.seed_text = str(seed)
    launcher.rebuild()
    # its menu's mark off, its two lines (where one has no room) read as one
    labels = [b.label.removesuffix(" \u25be").replace("\n", " ") for b in launcher.seat_buttons]
    launcher.start()
    table = app.scene
    assert isinstance(table, TableScene)
    roles = [table.session.game.seat_name(i) for i in range(len(labels))]
    # the words that fit with the menu's mark kept whole ("Human — " goes first)
    assert labels[0] in (f"Human — {roles[0]}", roles[0])
    assert labels[1] in (f"Computer (normal) — {roles[1]}", f"{roles[1]} (normal)", roles[1])


def test_codenames_labels_match_without_a_typed_seed(app: App) -> None:
    launcher = _launcher(app, "codenames", humans=1)
    for _ in range(4):
        labels = [b.label.removesuffix(" \u25be") for b in launcher.seat_buttons]
        launcher.start()
        table = app.scene
        assert isinstance(table, TableScene)
        assert labels[0].endswith(table.session.game.seat_name(0))
        assert labels[1].endswith(table.session.game.seat_name(1))
        app.pop()


def test_sealed_practice_calls_the_person_by_name(app: App, monkeypatch) -> None:
    """Solo sealed play names the person as typed at the launcher, never "You" (the engine's
    sentences are in the third person: "You starts with ...")."""
    app.settings["seat_names"] = ["Ann"]
    seen: list[list[SeatConfig]] = []

    class Stop(Exception):
        pass

    def fake_session(game, seed, seats, *a, **k):  # type: ignore[no-untyped-def]
        seen.append(list(seats))
        raise Stop

    monkeypatch.setattr(sealed_scene, "Session", fake_session)
    scene = sealed_scene.SealedScene(app)
    with pytest.raises(Stop):
        scene.play("", "")
    assert seen[0][0].name == "Ann"
    app.settings["seat_names"] = []
    with pytest.raises(Stop):
        scene.play("", "")
    assert seen[1][0].name == "Player 1"


def test_an_option_naming_a_seat_uses_its_name(app: App) -> None:
    """RPG Get!'s "First player" reads "Ann", not "Player 1", once seat 1 is called Ann."""
    app.settings["seat_names"] = ["Ann"]
    launcher = _launcher(app, "rpgget", humans=1)
    seen = set()
    for _ in range(8):
        launcher.cycle_option("first")
        seen |= {b.label for b in launcher.buttons if b.label.startswith("First player")}
    assert "First player: Ann" in seen and "First player: Player 1" not in seen


def test_computers_are_called_computer_n_and_the_duel_uses_the_typed_names(app: App) -> None:
    """The launcher's computer seats read "Computer 2" (never a person's "Player 2"), in every
    game and after a seat is turned from a person into a computer; the Reaction duel calls a
    person by the name typed at the launcher, a computer "Computer N"."""
    from tabletop.ui.scenes import reaction_scenes as rs

    launcher = LauncherScene(app)
    app.push(launcher)
    for game in ("espionage", "austin", "beanz", "rpgget"):
        launcher.game = game
        launcher.reset_seats()
        assert [s.name for s in launcher.seats[1:]] == [
            f"Computer {i + 1}" for i in range(1, len(launcher.seats))
        ]
    launcher.add_seat(1)
    assert launcher.seats[-1].name == f"Computer {len(launcher.seats)}"
    while launcher.seats[1].kind == "bot":
        launcher.cycle_seat(1)
    while launcher.seats[1].kind != "bot":
        launcher.cycle_seat(1)
    assert launcher.seats[1].name == "Computer 2"
    remember_name(app.settings, 0, "Dee")
    duel = rs.DuelScene(app, seed=5, sleep_s=0)
    duel.kinds = ["human", "normal"]
    assert duel.name(0) == "Dee" and duel.name(1) == "Computer 2"


def test_a_typed_seed_is_used_once_and_the_box_says_random_again(app: App) -> None:
    """ "Play again" deals a new seed; the launcher's box no longer shows the seed of the
    game just started (the next game is another one)."""
    launcher = _launcher(app, "espionage", humans=1)
    launcher.seed_text = "42"
    launcher.start()
    table = app.scene
    assert isinstance(table, TableScene) and table.session.seed == 42
    assert launcher.seed_text == ""


def test_sealed_practice_uses_the_name_the_launcher_shows(app: App, monkeypatch) -> None:
    """A person seated second at the launcher (a computer at seat 1), called Bea there, is Bea
    in sealed practice opened from it, not "Player 1"; the computer is "Computer 2", as in
    every game."""
    app.settings["seat_names"] = []
    launcher = _launcher(app, "espionage", humans=1)
    launcher.set_seat(0, "bot:normal")
    launcher.set_seat(1, "human")
    _click(app, launcher.name_rects[1].center)
    _type(app, "Bea")
    _press(app, pygame.K_RETURN)
    assert [s.kind for s in launcher.seats[:2]] == ["bot", "human"]
    assert launcher.seats[1].name == "Bea"
    seen: list[list[SeatConfig]] = []

    class Stop(Exception):
        pass

    def fake_session(game, seed, seats, *a, **k):  # type: ignore[no-untyped-def]
        seen.append(list(seats))
        raise Stop

    monkeypatch.setattr(sealed_scene, "Session", fake_session)
    scene = app.go("sealed")
    assert isinstance(scene, sealed_scene.SealedScene)
    with pytest.raises(Stop):
        scene.play("", "")
    assert [s.name for s in seen[0]] == ["Bea", "Computer 2"]
