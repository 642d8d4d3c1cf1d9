"""Overlays read on their own at every text size: the card zoom's 'Click or Esc to close'
lies over no card of the table (under the large card is where a hand lies), and the panels
drawn over a screen (the zoom's words, the deck import dialog, the pause menu, Mighty Beanz'
prompt banners) are opaque, so no text behind them reads through."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tests.ui import screenprobe, textprobe

SCENES = {t[0]: t for t in textprobe.SCENES}


def _table(name: str, scale: int) -> tuple[Any, Any]:
    from tabletop.ui.table import TableScene

    _n, game, seed, after, seats = SCENES[name]
    app = screenprobe.make_app((1280, 720), scale)
    table = TableScene(app, textprobe._session(game, seed, after, seats), viewer=0, frozen=True)
    app.push(table)
    app.screen = pygame.Surface((1280, 720))
    table.draw(app.screen)
    return app, table


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("name", ["espionage-mine", "beanz-hand", "austin", "rpgget"])
def test_zoom_hint_lies_over_no_card(name: str, scale: int) -> None:
    app, table = _table(name, scale)
    textprobe._open_inspect(table)
    assert table.zoom.is_open
    table.draw(app.screen)
    hint = table.zoom.hint_rect
    assert hint is not None
    assert app.screen.get_rect().contains(hint)
    words = table.zoom.words_rect
    table.zoom.close()
    if words is not None:  # large text: the last line of the card's opaque words panel
        assert words.contains(hint)
        assert words.bottom <= app.screen.get_height()
        return
    under = {
        str(c.get("name"))
        for x in range(hint.left, hint.right, 6)
        for y in range(hint.top, hint.bottom, 6)
        if (c := table.hits.inspect_at(table.view, (x, y)))
    }
    assert not under, f"the hint {tuple(hint)} lies over {sorted(under)}"
    pygame.quit()


def _panels(draw: Any) -> dict[tuple[int, int, int, int], int]:
    """The panels ``draw`` puts down: each rect's fill alpha (the last panel at a rect)."""
    from tabletop.ui import theme

    real = theme.panel
    out: dict[tuple[int, int, int, int], int] = {}

    def panel(
        dest: pygame.Surface, rect: pygame.Rect, colour: Any = theme.PANEL, *a: Any, **kw: Any
    ) -> None:
        out[tuple(rect)] = colour[3] if len(colour) > 3 else 255  # type: ignore[index]
        real(dest, rect, colour, *a, **kw)

    theme.panel = panel  # type: ignore[assignment]
    try:
        draw()
    finally:
        theme.panel = real  # type: ignore[assignment]
    return out


def _opaque(panels: dict[tuple[int, int, int, int], int], rect: pygame.Rect | None) -> None:
    assert rect is not None and tuple(rect) in panels, f"no panel drawn at {rect}"
    assert panels[tuple(rect)] == 255, f"the panel at {tuple(rect)} lets the screen show through"


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_zoom_words_panel_is_opaque(scale: int) -> None:
    app, table = _table("rpgget", scale)
    textprobe._open_inspect(table)
    panels = _panels(lambda: table.draw(app.screen))
    if scale > 100:  # the card's words beside it, the hint their last line
        _opaque(panels, table.zoom.words_rect)
    else:  # the hint on a plate of its own
        _opaque(panels, table.zoom.hint_rect)
    pygame.quit()


@pytest.mark.parametrize("name", ["beanz-cut", "beanz-opening", "beanz-hand"])
@pytest.mark.parametrize("scale", [150, 200])
def test_beanz_prompt_banner_is_opaque(name: str, scale: int) -> None:
    got: list[Any] = []
    panels = _panels(lambda: got.extend(_table(name, scale)))
    table = got[1]
    box = table.gv.shown_setup_box(table.view, table.viewer)
    _opaque(panels, box)
    if table.viewer not in table.view["active"]:  # only who chooses: no empty panel
        assert box.height < table.gv.setup_box().height // 2, box
    pygame.quit()


@pytest.mark.parametrize("scale", [150, 200])
def test_deck_import_and_pause_menu_panels_are_opaque(scale: int) -> None:
    for name, box in (("deck-import", "box"), ("game-menu", "back_rect")):
        app = screenprobe.make_app((1280, 720), scale)
        app.screen = pygame.Surface((1280, 720))

        def draw(app: Any = app, name: str = name) -> None:
            dict(screenprobe.SCREENS)[name](app)
            app.step([])
            app.scene.draw(app.screen)

        panels = _panels(draw)
        rect = getattr(app.scene, box)
        _opaque(panels, rect() if callable(rect) else rect)
        pygame.quit()


def test_pause_menu_panel_holds_its_title_and_buttons() -> None:
    for scale in (100, 150, 200):
        app = screenprobe.make_app((1280, 720), scale)
        screenprobe.open_game_menu(app)
        app.step([])
        menu = app.scene
        back = menu.back_rect()
        assert pygame.Rect((0, 0), menu.size).contains(back)
        top = menu.buttons[0].rect.y - menu.title_gap
        assert back.top <= top, "the title lies above the panel"
        for b in menu.buttons:
            assert back.contains(b.rect), b.label
        pygame.quit()


def test_sealed_explanation_names_the_deck_once() -> None:
    """'Build a deck of 80 cards', not 'Build a RPG Get! deck (80 cards) deck'."""
    from tabletop.collection.sets import games, get_set
    from tabletop.ui.scenes.sealed_scene import SealedScene

    app = screenprobe.make_app((1280, 720), 100)
    for game in games():
        scene = SealedScene(app, game, seed=3)
        words = scene.explanation()
        size = next(iter(get_set(game).formats.values())).size
        assert f"Build a deck of {size} cards from them" in words, words
        assert ") deck" not in words and "deck deck" not in words, words
    pygame.quit()


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_table_keys_show_every_row_in_the_window(scale: int) -> None:
    """Large text: the table keys' ten rows all show (two columns), inside the window, above
    the buttons and on top of none other."""
    app = screenprobe.make_app((1280, 720), scale)
    screenprobe.open_table_keys(app)
    app.step([])
    app.screen = pygame.Surface((1280, 720))
    app.scene.draw(app.screen)
    section = app.scene.table_keys
    rows = dict(section.rects)
    assert sorted(rows) == list(range(len(section.names)))
    top_button = min(b.rect.top for b in app.scene.buttons)
    for i, r in rows.items():
        assert app.screen.get_rect().contains(r), (i, r)
        assert r.bottom < top_button, (i, r, top_button)
        assert not any(r.colliderect(o) for j, o in rows.items() if j != i), i
    pygame.quit()


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_packs_show_a_back_button(scale: int) -> None:
    app = screenprobe.make_app((1280, 720), scale)
    screenprobe.open_packs(app)
    app.step([])
    back = [b for b in app.scene.buttons if b.label == "Back"]
    assert len(back) == 1
    others = [b.rect for b in app.scene.buttons if b.label != "Back"]
    assert pygame.Rect(0, 0, 1280, 720).contains(back[0].rect)
    assert not any(back[0].rect.colliderect(r) for r in others)
    pygame.quit()


@pytest.mark.parametrize("game", ["beanz", "rpgget"])
def test_a_lessons_box_is_opaque(game: str, tmp_path: Any, monkeypatch: Any) -> None:
    """A new player read the game log through the lesson's box where it lies over the log's
    column: the box hides what is under it."""
    from tabletop.lessons.format import load_lesson
    from tabletop.lessons.table import open_lesson
    from tabletop.ui.app import App
    from tests.ui import lessonkit
    from tests.ui.fakeclock import ManualClock

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    clock = ManualClock()
    app.time_source = clock
    path = next(p for p in lessonkit.all_lessons() if f"/{game}/" in str(p))
    table = open_lesson(app, load_lesson(path), fresh=True)
    app._step([])
    lessonkit.settle(app, clock, table)
    panels = _panels(lambda: table.draw(app.screen))
    _opaque(panels, table.guide.panel_rect)
    pygame.quit()


@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("game", ["beanz", "rpgget", "espionage"])
def test_a_finished_lessons_buttons_lie_inside_its_box(
    game: str, scale: int, tmp_path: Any, monkeypatch: Any
) -> None:
    """At a lesson's end its box may lie in the log's narrow column: "Play a real game" stuck
    out of it over the table. Buttons that do not fit side by side go one under the other."""
    from tabletop.lessons.format import load_lesson
    from tabletop.lessons.table import open_lesson
    from tabletop.ui import theme
    from tests.ui import lessonkit

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app((1280, 720), scale)
    try:
        path = next(p for p in lessonkit.all_lessons() if f"/{game}/" in str(p))
        table = open_lesson(app, load_lesson(path), fresh=True)
        app._step([])
        table.run.at = len(table.run.steps)  # the lesson done
        table.draw(app.screen)
        box = table.guide.panel_rect
        buttons = table.guide.buttons
        assert len(buttons) == 2 and all(box.contains(b.rect) for b in buttons), (
            box,
            [b.rect for b in buttons],
        )
        assert not buttons[0].rect.colliderect(buttons[1].rect)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("name", ["beanz-hand", "espionage-mine", "rpgget"])
def test_a_message_keeps_off_a_card_read_large(name: str, scale: int) -> None:
    """At 200 % "Drag the card onto your side of Galaxy 1." lay across a Beanz card read large
    and its words: the table's messages keep off the card, its words and its hint."""
    app, table = _table(name, scale)
    textprobe._open_inspect(table)
    table.frozen = False
    table.toasts.add("Drag the card onto your side of Galaxy 1.")
    table._frame = None
    table.draw(app.screen)
    shown = [r for r in table.zoom.shown() if r]
    assert table.zoom.is_open and shown
    assert table.toasts.drawn, "the message was not drawn"
    for box in table.toasts.drawn:
        assert box.collidelist(shown) < 0, (box, shown)
    pygame.quit()
