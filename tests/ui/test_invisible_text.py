"""Text that draws nothing: names made only of zero-width, combining, format or space
characters (and the characters the shipped fonts draw zero wide) are refused where a person
types them, with a reason; a remembered one is dropped; and every drawing helper draws such
text without raising (pygame refuses to render text of zero width)."""

from __future__ import annotations

import json
import sys
import unicodedata
from pathlib import Path

import pygame
import pytest

from tabletop.collection.profiles import ProfileError, Profiles, check_name
from tabletop.engine.visible import BLANK_CHARS, HIDDEN_CATEGORIES, blank
from tabletop.remote.hub import clean_name as phone_name
from tabletop.room.session import SeatConfig
from tabletop.ui import assets, theme
from tabletop.ui.app import App
from tabletop.ui.components import card as card_mod
from tabletop.ui.components import textfit
from tabletop.ui.components.textarea import TextArea
from tabletop.ui.components.textinput import TextInput
from tabletop.ui.components.widgets import Button, LogPanel, Toasts
from tabletop.ui.scenes.collection_scene import CollectionScene
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.seatnames import clean_name, name_problem, remembered_name

#: code points scanned for the fonts' zero-wide characters: the BMP, the first supplementary
#: planes, the tags and the variation selectors supplement
SCAN = [range(0x20, 0x30000), range(0xE0000, 0xE0200)]
#: how many characters of each hidden category are drawn (spread over its whole range)
PER_CATEGORY = 120


def _font_zero_wide() -> set[str]:
    """Every character (in ``SCAN``) some shipped font measures zero wide."""
    out: set[str] = set()
    for kind in assets.FONT_FILES:
        size = assets.font(20, kind).size
        for block in SCAN:
            for cp in block:
                if 0xD800 <= cp < 0xE000:
                    continue
                if size(chr(cp))[0] == 0:
                    out.add(chr(cp))
    return out


def _hidden_samples() -> dict[str, list[str]]:
    """Characters of each hidden category, spread over the code points."""
    by_cat: dict[str, list[str]] = {c: [] for c in HIDDEN_CATEGORIES}
    for cp in range(0x20, sys.maxunicode + 1):
        if 0xD800 <= cp < 0xE000:
            continue
        cat = unicodedata.category(chr(cp))
        if cat in by_cat:
            by_cat[cat].append(chr(cp))
    out: dict[str, list[str]] = {}
    for cat, chars in by_cat.items():
        step = max(1, len(chars) // PER_CATEGORY)
        out[cat] = chars[::step]
    return out


@pytest.fixture(scope="module")
def classes() -> dict[str, list[str]]:
    assets.clear_caches()  # no font of an earlier test's pygame session
    pygame.init()
    try:
        out = _hidden_samples()
        out["variation selectors"] = [chr(c) for c in range(0xFE00, 0xFE10)] + [
            chr(c) for c in range(0xE0100, 0xE01F0)
        ]
        out["blank symbols"] = sorted(BLANK_CHARS)
        out["zero wide in the fonts"] = sorted(_font_zero_wide())
    finally:
        assets.clear_caches()
        pygame.quit()
    return out


def _names(chars: list[str]) -> list[str]:
    """Names made of these characters: one alone, three, and mixed with spaces."""
    out = [*chars, *(c * 3 for c in chars[:: max(1, len(chars) // 20)])]
    out.append(" ".join(chars[:5]))
    return out


def test_the_fonts_zero_wide_characters_are_all_known_blank(classes: dict[str, list[str]]) -> None:
    zero = classes["zero wide in the fonts"]
    # about 263 printable characters draw zero wide in the shipped fonts (most of them the
    # variation selectors supplement), the rest are format characters
    assert len([c for c in zero if c.isprintable()]) > 200
    assert [f"U+{ord(c):04X}" for c in zero if not blank(c)] == []


def test_names_that_show_nothing_are_refused_with_a_reason(
    app: App, classes: dict[str, list[str]]
) -> None:
    for what, chars in classes.items():
        for name in _names(chars):
            assert theme.draws_nothing(name), (what, name)
            # a seat: a reason when typed, "Player N" when remembered
            assert clean_name(name, 2) == "Player 3", (what, name)
            reason = name_problem(name)
            if name.strip(" "):
                assert reason and "would not show" in reason, (what, name)
            assert remembered_name({"seat_names": ["Ann", name]}, 1) == "Player 2"
            # a profile, a deck (the collection's check): a reason
            with pytest.raises(ProfileError) as e:
                check_name(name, "deck")
            assert str(e.value), (what, name)
            # a phone's name: refused
            assert phone_name(name) is None, (what, name)
    # names that show something are kept
    for ok in ("Ann", "e\u0301", "\u00e9\ufe0f", "Zo\u200be", "\u4e00"):
        assert not theme.draws_nothing(ok)
        assert name_problem(ok) is None
        assert clean_name(ok, 0) == "".join(c for c in ok if c.isprintable())
        assert check_name(ok, "deck") == ok


def test_every_drawing_helper_draws_them(app: App, classes: dict[str, list[str]]) -> None:
    dest = pygame.Surface((400, 300), pygame.SRCALPHA)
    rect = pygame.Rect(10, 10, 200, 120)
    box, area, log, toasts = TextInput(upper=False), TextArea(), LogPanel(), Toasts()
    box.rect = pygame.Rect(10, 10, 200, 40)
    area.rect = pygame.Rect(10, 60, 300, 200)
    for what, chars in classes.items():
        names = _names(chars)
        for name in names:
            for kind in ("sans", "bold", "cond_bold"):
                surf = theme.text(name, 20, theme.TEXT, kind)
                assert isinstance(surf, pygame.Surface) and surf.get_height() >= 1, (what, name)
            assert theme.text_width(name, 20) >= 0
            theme.blit_text(dest, name, 20, (5, 5), shadow=True)
            theme.blit_wrapped(dest, f"{name} {name}\n{name}", 16, rect)
            theme.fit_text(name, 20, 50)
            textfit.fit_line(name, 50, 20)
            textfit.fit_lines(name, 50, 20, 2)
            textfit.ellipsize(name, 5, 14, "bold")
            textfit.fits_wrapped(name, rect, 14, "sans", 1.1)
            box.text, box.focus = name, True
            box.draw(dest, 20)
            area.set_text(f"{name}\n{name}")
            area.draw(dest)
        # a button, a toast, the log and a card face named by these characters
        Button(names[0], pygame.Rect(0, 0, 120, 40), lambda: None).draw(dest)
        toasts.add(names[0])
        toasts.draw(dest, 200, 10, 1.0)
        log.add(names[-1])
        log.draw(dest, rect, 1.0)
        for game in ("austin", "rpgget"):
            face = card_mod.face(
                game, {"name": names[0], "kind": "", "text": names[-1]}, (120, 168)
            )
            assert isinstance(face, pygame.Surface)


def _key(ch: str, key: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, unicode=ch, mod=0, scancode=0)


def test_a_remembered_name_that_shows_nothing_is_dropped_and_frames_are_drawn(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The name was remembered by an older version: the launcher used to raise "Text has zero
    width" on every frame, at every start."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setenv("TABLETOP_RAISE", "1")  # a frame that raises fails the test
    bad = "\ufe0f\u034f\ufffc"
    (tmp_path / "settings.json").write_text(
        json.dumps({"seat_names": [bad, "\u200b\u200b"]}), encoding="utf-8"
    )
    app = App((1280, 720), headless=True)
    try:
        launcher = LauncherScene(app)
        app.push(launcher)
        for _ in range(5):
            launcher.dirty = True
            app.step([])
        assert app.first_frame_at is not None
        assert launcher.seats[0].name == "Player 1"
        # typed again: refused with a reason, the seat keeps its name
        launcher.begin_name(0)
        for ch in "Ann":
            app.step([_key(ch, ord(ch.lower()))])
        app.step([_key("\r", pygame.K_RETURN)])
        assert launcher.seats[0].name == "Ann"
        launcher.begin_name(0)
        app.step([_key("", pygame.K_BACKSPACE)] * 3)
        app.step([_key(ch) for ch in bad])
        app.step([_key("\r", pygame.K_RETURN)])
        assert launcher.seats[0].name == "Ann"
        assert any("would not show" in t.text for t in launcher.toasts.items)
        assert app.settings["seat_names"][0] == "Ann"
        # a name drawn anyway (a table's seat called so by a file): frames go on
        launcher.seats[0] = SeatConfig("human", bad)
        launcher.rebuild()
        for _ in range(3):
            launcher.dirty = True
            app.step([])
    finally:
        pygame.quit()


def test_a_profile_name_that_shows_nothing_is_refused_on_the_collection_screen(app: App) -> None:
    store = Profiles()
    scene = CollectionScene(app, store)
    app.push(scene)
    app.step([])
    scene.new_name.text = "\u034f\ufe0f"
    scene.create()
    assert store.names() == []
    assert any("shows on screen" in t.text for t in scene.toasts.items)
    scene.dirty = True
    app.step([])
