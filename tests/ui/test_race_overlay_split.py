"""The race overlay is shared; Austin Powers' race words and pictures are Austin's (issue 49,
item 5): the shared overlay, its input module and the table's timed runner hold no word of
Austin's races, Austin registers its own overlay as its timed kind ``race`` (as Mighty Beanz
registers its shot), the table puts that overlay up for an Austin Happening, and a game that
registers none (the toy game) gets the plain overlay with its own words."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.engine.registry import GameInfo, info, load, registry
from tabletop.room.session import SeatConfig
from tabletop.ui import table as table_module
from tabletop.ui.app import App
from tabletop.ui.overlays.race import RaceOverlay
from tabletop.ui.parts import timed as timed_ui
from tests.ui.test_austin_races import HUMAN_BOT_BOT, Clock, _happening, _overlay, _table, _three

ROOT = Path(__file__).resolve().parents[2] / "tabletop"
#: the shared race: the overlay, the reaction input it uses and the table's runner
SHARED = ["ui/overlays/race.py", "ui/overlays/reaction_input.py", "ui/overlays/__init__.py"]
SHARED += ["ui/parts/timed.py"]
#: words and pictures of Austin's races
AUSTIN_WORDS = re.compile(
    r"austin|happening|bone|gesture|peace|pinky|smirk|frickin|throw|agent", re.IGNORECASE
)


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "BOT_DELAY", 1000.0)
    a = App((1280, 720), headless=True)
    yield a
    pygame.quit()


@pytest.mark.parametrize("rel", SHARED)
def test_the_shared_race_has_no_austin_words(rel: str) -> None:
    text = (ROOT / rel).read_text(encoding="utf-8")
    found = [
        f"{rel}:{i}: {line.strip()}"
        for i, line in enumerate(text.splitlines(), 1)
        if AUSTIN_WORDS.search(line)
    ]
    assert not found, f"Austin's race words in the shared race: {found}"


def test_austin_registers_its_race_overlay_as_a_timed_kind() -> None:
    cls = load(info("austin").timed["race"])
    assert issubclass(cls, RaceOverlay) and cls is not RaceOverlay
    assert cls.__module__.startswith("tabletop.games.austin.")
    assert timed_ui.race_overlay("austin") is cls
    # a game that registers no race overlay gets the plain one
    plain = [g for g, i in registry().items() if i.playable and "race" not in i.timed]
    assert plain and all(timed_ui.race_overlay(g) is RaceOverlay for g in plain)


def test_the_table_puts_up_austins_overlay_with_its_words_and_picture(app: App) -> None:
    cls = load(info("austin").timed["race"])
    table = _table(app, HUMAN_BOT_BOT, _three(0, 0, "Mojo Rising"))
    _happening(table, 0, "Mojo Rising")
    clock = Clock()
    ov = _overlay(table, clock)
    assert type(ov) is cls
    app.step([])
    title, how = ov.texts(clock.t)
    assert title == "Ann plays a Happening!" and "peace sign" in how  # Ann is on the good side
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode=""))
    clock.t += 16_666_667
    app.step([])
    assert ov.race.is_open and ov.texts(clock.t)[0] == "Ann made the peace sign"
    surf = pygame.Surface(app.screen.get_size())
    art = pygame.Rect(0, 0, 400, 400)
    assert ov.draw_picture(surf, art, clock.t)  # the gesture's picture, not a word
    assert ov.seat_state(0, clock.t)[1] == "gesture made"


def test_a_game_without_its_own_overlay_gets_the_plain_one(app: App, monkeypatch) -> None:
    from tests.ui.test_timed_runner import _toy_table

    toy = GameInfo(
        "toy",
        "Toy",
        rules="tests.engine.toygame:ToyGame",
        view="tests.ui.test_timed_runner:ToyView",
    )
    monkeypatch.setitem(registry(), "toy", toy)
    table = _toy_table(app, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob")])
    assert table.submit(Action(0, "draw"))
    app.step([])
    ov = app.scene
    assert type(ov) is RaceOverlay
    assert ov.texts(ov.clock_ns())[0] == "Last to press loses a point"  # the toy game's words
    assert not ov.draw_picture(pygame.Surface((10, 10)), pygame.Rect(0, 0, 10, 10), 0)
