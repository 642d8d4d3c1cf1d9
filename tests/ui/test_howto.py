"""How to play: the guide opens from the launcher (button and F1), from the table (F1) and
through ``App.open_howto``; every guide's pictures exist; the rules reference is searchable;
"What can I do?" lists a seat's legal moves in words and outlines the cards involved."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.engine.game import game_names
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import assets
from tabletop.ui.app import App
from tabletop.ui.scenes.howto import (
    HowToScene,
    MovesOverlay,
    card_pictures,
    load_guide,
    moves_in_words,
    rule_entries,
    search_rules,
)
from tabletop.ui.scenes.launcher import LauncherScene
from tabletop.ui.table import TableScene


def key(app: App, k: int, unicode: str = "", mod: int = 0) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=k, unicode=unicode, mod=mod, scancode=0)
    )
    app.step(pygame.event.get())


def click_button(app: App, buttons, label: str) -> None:
    b = next(b for b in buttons if b.label.startswith(label))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1))
    app.step(pygame.event.get())


@pytest.mark.parametrize("game", game_names())
def test_every_guide_has_the_three_parts_and_its_pictures(game: str) -> None:
    guide = load_guide(game)
    headings = [s.heading for s in guide.sections]
    assert headings[:3] == ["Set-up", "A turn", "How to win"]
    assert headings[-2:] == ["Gestures at this table", "Playing with the keyboard"]
    gestures = guide.sections[-2].text
    for word in ("Drag", "right-click", "I am NAME", "Q, P, Z"):
        assert word in gestures
    pygame.init()
    named = card_pictures(game)
    for sec in guide.sections[:3]:
        assert sec.text and (sec.cards or sec.sprites), sec.heading
        for c in sec.cards:
            assert c in named, f"{game}: no card named {c!r}"
        for sp in sec.sprites:
            assert assets.image(sp) is not None, sp
    assert guide.verbs  # move words for "What can I do?"


def test_the_guide_opens_from_the_launcher_button_f1_and_the_api(app: App) -> None:
    launcher = LauncherScene(app)
    app.push(launcher)
    app.step([])
    launcher.pick_game("beanz")
    click_button(app, launcher.buttons, "How to play")
    assert isinstance(app.scene, HowToScene) and app.scene.game == "beanz"
    key(app, pygame.K_ESCAPE)
    assert app.scene is launcher
    key(app, pygame.K_F1)
    assert isinstance(app.scene, HowToScene)
    click_button(app, app.scene.buttons, "Back")
    assert app.scene is launcher
    app.open_howto("austin")
    assert isinstance(app.scene, HowToScene) and app.scene.game == "austin"
    app.step([])  # draws without error


def test_f1_on_the_table_opens_its_game_guide(app: App) -> None:
    app.push(LauncherScene(app))
    s = Session("codenames", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
    table = TableScene(app, s)
    app.push(table)
    app.step([])
    key(app, pygame.K_F1)
    assert isinstance(app.scene, HowToScene) and app.scene.game == "codenames"
    key(app, pygame.K_ESCAPE)
    assert app.scene is table


def test_the_rules_reference_finds_a_rule() -> None:
    for g in game_names():
        assert len(rule_entries(g)) >= 5, g
    found = search_rules("espionage", "bomb")
    assert found and all("bomb" in (e.heading + e.text).lower() for e in found)
    assert search_rules("espionage", "bomb discarded")[0].text.startswith("The Bomb is never")
    assert search_rules("codenames", "xyzzy plugh") == []
    assert len(search_rules("beanz", "")) == len(rule_entries("beanz"))


def test_typing_in_the_search_box_filters_the_reference(app: App) -> None:
    app.push(LauncherScene(app))
    app.open_howto("espionage", tab="rules")
    scene = app.scene
    assert isinstance(scene, HowToScene)
    scene.search.focus = True
    for ch in "ninja":
        key(app, ord(ch), ch)
    assert scene.search.text == "ninja"
    assert search_rules("espionage", scene.search.text)
    key(app, pygame.K_ESCAPE)  # first Esc leaves the box, the second the guide
    assert isinstance(app.scene, HowToScene)
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.scene, HowToScene)


def _austin_table(app: App) -> TableScene:
    s = Session("austin", 5, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")])
    table = TableScene(app, s)
    app.push(table)
    app.step([])
    return table


def test_what_can_i_do_lists_the_legal_moves_in_words(app: App) -> None:
    table = _austin_table(app)
    assert table.acting_seat() == 0
    lines = moves_in_words(table, 0)
    text = "\n".join(lines)
    assert lines[0].startswith("Now: the main phase of a turn")
    assert "Play Dick, Fighter Pilot" in text and "Play Shagette" in text
    assert "End your actions" in text
    assert not re.search(r"\b\d+:[a-z]", text), text  # no action notation
    # every legal verb is mentioned
    assert len([ln for ln in lines if ln.startswith("• ")]) >= len({a.verb for a in table.legal(0)})
    # another seat's turn: says whom the table waits for
    assert "waits for Ann" in moves_in_words(table, 1)[0]


def test_espionage_moves_name_the_card_and_whom_it_aims_at(app: App) -> None:
    """Issue 26: "Target: Bea" read as if Bea were a target (Target is also a gold card's
    name): a targeted move says which card goes on whom, a gold card says it is one."""
    from tabletop.engine.actions import Action

    s = Session("espionage", 3, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bea", "normal")])
    table = TableScene(app, s)
    app.push(table)
    app.step([])
    text = "\n".join(moves_in_words(table, 0))
    assert "Play Infiltrator on Bea" in text, text
    assert "Target:" not in text
    view = dict(table.view, hand=[{"id": 99, "name": "Target", "gold": True}], pending=None)
    label = table.gv.action_label(Action(0, "play", (99, 1)), view)
    assert label == "Play Target (gold) on Bea"


def test_the_button_opens_the_overlay_with_highlights(app: App) -> None:
    table = _austin_table(app)
    click_button(app, table.top_buttons, "What can I do?")
    overlay = app.scene
    assert isinstance(overlay, MovesOverlay)
    assert overlay.rects  # the playable hand cards and the buttons are outlined
    hand = [d.rect for d in table.hits.draggables(table.view, 0)]
    assert any(r in overlay.rects for r in hand)
    app.step([])
    key(app, pygame.K_SPACE)
    assert app.scene is table
    key(app, pygame.K_F2)
    assert isinstance(app.scene, MovesOverlay)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_screens_draw_at_both_sizes(tmp_path, monkeypatch, size) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    a = App(size, headless=True)
    try:
        for g in game_names():
            a.open_howto(g)
            a.scene.draw(a.screen)
            a.scene.set_tab("rules")
            a.scene.draw(a.screen)
            a.pop()
    finally:
        pygame.quit()


def test_the_rules_reference_speaks_to_players_not_programmers() -> None:
    """The readings come from the rules packages' docstrings, which also say where things live
    in the code: none of that reaches the reference (a new player read 'state.py' and
    'LEGACY_OPTIONS' there)."""
    code = re.compile(
        r"\.py\b|LEGACY_OPTIONS|self\.|\b[a-z]+_[a-z_]+\b|``|\bFLOW\b|\bLISTED\b|\bSTACK\b|"
        r'\bMAX_ACTIONS\b|\w\(|= "|\w+ = [a-z]+-[a-z]+|\bUI\b|\bengine\b|\bRNG\b|<seat>|'
        r"\b[A-Z][a-z]+[A-Z]\w+\b|"
        # notation: "play CARD", "go G", "detective TAKE REST"
        r"\b[a-z]+ (?:[A-Z]|CARD|TARGET\w*|ITEM\w*|WORD|NUMBER|SEAT|REST|TAKE)\b(?! [a-z])"
    )
    for g in game_names():
        for e in rule_entries(g):
            for words in (e.heading, e.text):
                assert not code.search(words), (g, e.heading, words[:80])
            assert e.text[:1].isupper() or e.text[:1] in '"0123456789', (g, e.text[:40])


def test_the_rules_reference_is_made_of_the_readings_under_their_topics() -> None:
    """A new player found action notation ("play CARD [TARGET_SEAT]"), zone names ("hand/<seat>")
    and event lists under the heading "Players, deal, turns", and every Beanz reading under one
    heading: the reference keeps the readings only, each under its section or topic, options in
    the launcher's words."""
    esp = rule_entries("espionage")
    heads = {e.heading for e in esp}
    assert {
        "Players, deal, turns",
        "Reactions and the stack",
        "Options for earlier ways to play",
    } <= heads
    assert not any("Phases" in h or "Prompts" in h or "notation" in h for h in heads)
    assert not any(e.text.startswith(("Zones", "Events", "Views", "Turn, window")) for e in esp)
    opts = [e.text for e in esp if e.heading == "Options for earlier ways to play"]
    assert any(t.startswith('The option "Eliminating an opponent: last standing"') for t in opts)
    topics = {e.heading: e.text for e in rule_entries("beanz")}
    assert topics["Deck-out"].startswith("The game ends the moment a player draws")
    assert "Shoot for Loot" in topics and "Set-up" in topics
    assert "flick G" not in topics["Shoot for Loot"]
    rpg = {e.heading for e in rule_entries("rpgget")}
    assert {"Damage", "Decking", "Sleep", "Party step"} <= rpg
    cn = {e.heading for e in rule_entries("codenames")}
    assert {"Seats", "Turns", "Asking the rival", "Hidden information"} <= cn


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("game", ["rpgget", "espionage"])
def test_every_line_of_the_guide_is_reached_by_scrolling_at_200_percent(
    tmp_path, monkeypatch, size, game
) -> None:
    """At 200 % a section longer than the page ("A Mission attempt, step by step", "A turn" on
    1024x600) was cut mid-sentence and Down went on to the next section: Down now scrolls a
    long section by its sentences first, and every sentence of every section is drawn whole
    on some page."""
    from tabletop.ui import theme
    from tabletop.ui.scenes.howto import HowToScene
    from tabletop.ui.scenes.howto_page import pieces
    from tests.ui import screenprobe

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = screenprobe.make_app(size, 200)
    try:
        scene = HowToScene(app, game)
        app.push(scene)
        page: list[str] = []
        real = theme.blit_text

        def spy(surf, text, *a, **k):  # type: ignore[no-untyped-def]
            page.append(str(text))
            return real(surf, text, *a, **k)

        monkeypatch.setattr(theme, "blit_text", spy)
        down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="")
        pages: list[str] = []
        for _ in range(200):
            page.clear()
            scene.draw(app.screen)
            pages.append(" ".join(" ".join(page).split()))
            scene.handle(down)
        guide = scene_guide(scene)
        for sec in guide.sections:
            for piece in pieces(sec.text):
                said = " ".join(piece.split())
                assert any(said in p for p in pages), (sec.heading, piece)
    finally:
        theme.set_ui(100, False)
        pygame.quit()


def scene_guide(scene):  # type: ignore[no-untyped-def]
    from tabletop.ui.scenes.howto import load_guide

    return load_guide(scene.game)


def test_the_page_keys_scroll_the_rules_with_the_search_box_focused(app: App) -> None:
    """The rules reference opens with the search box focused; Page Down and the arrows
    scrolled nothing while the line under the page said "More below (↓ or PgDn)" (a keyboard
    player, 2026-11-27): they scroll it now, and a letter still goes to the box."""
    app.push(LauncherScene(app))
    app.open_howto("austin", tab="rules")
    scene = app.scene
    assert isinstance(scene, HowToScene)
    scene.search.focus = True  # as a click on the Rules reference tab leaves it
    app.step([])
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    down = scene.scroll
    key(app, pygame.K_DOWN)
    assert scene.scroll > down
    key(app, pygame.K_UP)
    assert scene.scroll == down
    key(app, ord("a"), "a")
    assert scene.search.text == "a" and scene.scroll == 0
