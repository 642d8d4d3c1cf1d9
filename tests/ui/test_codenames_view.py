"""Marvel Codenames table through real pygame events under the dummy video driver: a click on a
card guesses it, a typed clue and the Give clue button submit ``clue WORD N``, a refused clue
shows the engine's reason, the main window never draws the key for Agents (nor for a Director
who does not hold the peek), and the Directors' second window opens, acts and closes."""

from __future__ import annotations

import time
import warnings

import pygame
import pytest

from tabletop.games.codenames import view as cv
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App, Scene
from tabletop.ui.table import TableScene


@pytest.fixture()
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_GUARD", 0.0)
    monkeypatch.setattr("tabletop.ui.table.CURTAIN_KEY_GUARD", 0.0)
    a = App((1920, 1080), headless=True)
    yield a
    pygame.quit()


def _seats(kinds: str) -> list[SeatConfig]:
    return [
        SeatConfig("human", f"H{i}") if k == "h" else SeatConfig("bot", f"B{i}", "normal")
        for i, k in enumerate(kinds)
    ]


def _table(app: App, session: Session, viewer: int | None = None) -> TableScene:
    table = TableScene(app, session, viewer=viewer)
    app.push(table)
    app.step([])
    pygame.event.clear()
    table.curtain_for = None
    table.next_bot_at = time.monotonic() + 60  # no bot moves during the test
    table.refresh()
    app.step([])
    return table


def _post(app: App, *events: pygame.event.Event) -> None:
    for e in events:
        pygame.event.post(e)
    app.step(pygame.event.get())


def _click(app: App, pos: tuple[int, int], **extra) -> None:
    _post(
        app,
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, **extra),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, **extra),
    )


def _type(app: App, text: str, **extra) -> None:
    for ch in text:
        key = pygame.key.key_code(ch.lower()) if ch.isalpha() else 0
        _post(
            app,
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch, scancode=0, **extra),
        )


def _bots_until(session: Session, pred, limit: int = 400) -> None:
    """Bot moves (with the seats' own bots or a normal bot) until ``pred(game)``."""
    from tabletop.ai.base import make_bot

    bot = make_bot("codenames", "normal")
    for _ in range(limit):
        g = session.game
        if pred(g):
            return
        assert not g.is_terminal(), "the game ended before the wanted position"
        seat = g.active_seats()[0]
        session.apply(bot.choose(g.view(seat), g.legal_actions(seat), session.bot_rng))
    raise AssertionError("position not reached")


def test_clicking_a_card_guesses_it(app: App) -> None:
    session = Session("codenames", 11, _seats("bhbb"))  # seat 1: the human HYDRA Agent
    _bots_until(session, lambda g: 1 in g.active_seats())
    table = _table(app, session)
    assert table.viewer == 1 and table.acting_seat() == 1
    target = next(c["index"] for c in table.view["grid"] if c["cover"] is None)
    before = len(session.log)
    _click(app, table.gv.geo.cells[target].center)
    assert session.log[before] == f"1:guess {target}"
    assert table.view["grid"][target]["cover"] is not None


def test_stop_button_needs_a_guess_first_then_stops(app: App) -> None:
    session = Session("codenames", 11, _seats("bhbb"))
    _bots_until(session, lambda g: 1 in g.active_seats())
    table = _table(app, session)
    assert not [b for b in table.buttons if b.label.startswith("Stop")]
    # guess a card of the team's own colour so the turn goes on
    own = next(
        i
        for i in range(25)
        if session.game.covers[i] is None and session.game.key[i] == session.game.turn_team
    )
    _click(app, table.gv.geo.cells[own].center)
    if 1 not in session.game.active_seats():
        pytest.skip("that guess ended the turn (the clue's number was used up)")
    stop = next(b for b in table.buttons if b.label.startswith("Stop"))
    _click(app, stop.rect.center)
    assert session.log[-1] == "1:stop"


def _coop_director(app: App, kinds: str = "hb", seed: int = 4) -> TableScene:
    session = Session("codenames", seed, _seats(kinds), {"variant": "co-op"})
    table = _table(app, session, viewer=0)
    assert table.view["phase"] == "clue" and table.acting_seat() == 0
    return table


def test_typing_a_clue_and_pressing_give_submits_it(app: App) -> None:
    table = _coop_director(app)
    gv = table.gv
    assert gv.entry.focus, "the clue box has the focus when the Director's turn starts"
    muted = app.audio.muted
    _type(app, "zebram")
    assert gv.typing and app.audio.muted == muted, "M typed into the box must not mute"
    assert gv.entry.text == "ZEBRAM"
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b"))
    _type(app, "1")  # a digit picks the number, it is not typed
    assert gv.entry.text == "ZEBRA" and gv.number == 1
    two = next(r for r, n in gv.rects["main"]["numbers"] if n == 2)
    _click(app, two.center)
    assert gv.number == 2
    _click(app, gv.rects["main"]["give"].center)
    assert table.session.log[-1] == "0:clue ZEBRA 2"
    assert table.game.phase == "guess"


def test_enter_without_a_number_says_so_until_a_number_is_picked(app: App) -> None:
    """A learner typed a word and pressed Enter: the message asks for the number (with the
    refusal sound) and goes away once a number is picked, by key or by button."""
    table = _coop_director(app)
    gv = table.gv
    _type(app, "zebra")
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert table.session.log == [] and gv.entry_error.startswith("Pick the number")
    _type(app, "2")
    assert gv.number == 2 and gv.entry_error == ""
    gv.number = None
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert gv.entry_error.startswith("Pick the number")
    three = next(r for r, n in gv.rects["main"]["numbers"] if n == 3)
    _click(app, three.center)
    assert gv.number == 3 and gv.entry_error == ""
    _click(app, gv.rects["main"]["give"].center)
    assert table.session.log[-1] == "0:clue ZEBRA 3"


def test_a_refused_clue_shows_the_engines_reason(app: App) -> None:
    table = _coop_director(app)
    gv = table.gv
    word = next(c["word"] for c in table.view["grid"] if c["word"].isalpha() and c["cover"] is None)
    _type(app, word.lower())
    _type(app, "3")
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert table.session.log == []
    from tabletop.engine.actions import Action

    expected = table.game.illegal_reason(Action(0, "clue", (word, 3)))
    assert expected and gv.entry_error == expected
    # digits pick numbers; a space or hyphen is kept, so the rules explain a two-word clue
    gv.entry.clear()
    _type(app, "iron man")
    assert gv.entry.text == "IRON MAN"
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert table.session.log == [] and "not one word" in gv.entry_error


def test_the_main_window_never_draws_the_key_for_agents(app: App, monkeypatch) -> None:
    # hot seat: a human Director (0) and a human Agent (1) on the same screen
    session = Session("codenames", 5, _seats("hhb"), {"variant": "co-op"})
    seen: list[dict] = []
    real_draw = cv.View.draw

    def spy(self, surf, view, seat, t):
        seen.append(view)
        real_draw(self, surf, view, seat, t)

    monkeypatch.setattr(cv.View, "draw", spy)
    table = _table(app, session, viewer=0)
    gv = table.gv
    # the Director's own table view has the key, but the main window draws it without
    assert table.view["key"] is not None
    table.draw(app.screen)
    assert gv.last_shown is not None and gv.last_shown["key"] is None
    # Agent on screen: the view passed to draw has no key at all, and draw works without it
    _type(app, "zebra")
    _type(app, "1")
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert session.log[-1] == "0:clue ZEBRA 1"
    assert table.curtain_for == 1
    _click(app, table.curtain_button().center)  # the Agent takes the screen
    seen.clear()
    table._frame = None  # force a full redraw (the table caches still frames)
    table.draw(app.screen)
    assert seen and all(v["key"] is None and v["key_number"] is None for v in seen)
    assert table.view["you"]["role"] == "agent" and gv.last_shown["key"] is None
    # the Agent cannot peek: Tab does nothing
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    assert gv.peek is None


def test_peek_warns_first_then_shows_the_key_only_while_held(app: App) -> None:
    session = Session("codenames", 5, _seats("hh"), {"variant": "co-op"})
    table = _table(app, session, viewer=0)
    gv = table.gv
    peek = gv.rects["main"]["peek"]
    _post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=peek.center, button=1))
    assert gv.peek is not None and gv.peek_warning()
    table.draw(app.screen)
    assert gv.last_shown["key"] is None  # the warning first
    gv.peek["t0"] -= cv.WARN_SECONDS + 0.1
    table.draw(app.screen)
    assert gv.last_shown["key"] == table.view["key"]
    _post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 500), button=1))
    assert gv.peek is None
    table.draw(app.screen)
    assert gv.last_shown["key"] is None
    # the same with the Tab key
    _post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    gv.peek["t0"] -= cv.WARN_SECONDS + 0.1
    table.draw(app.screen)
    assert gv.last_shown["key"] is not None
    _post(app, pygame.event.Event(pygame.KEYUP, key=pygame.K_TAB, mod=0, unicode="\t"))
    table.draw(app.screen)
    assert gv.last_shown["key"] is None


def test_no_human_agent_means_the_key_is_shown(app: App) -> None:
    table = _coop_director(app)  # a human Director with a computer Agent
    table.draw(app.screen)
    assert table.gv.last_shown["key"] == table.view["key"]
    assert "peek" not in table.gv.rects["main"]


def test_end_screen_reveals_the_key_to_agents(app: App) -> None:
    session = Session("codenames", 3, _seats("bhbb"))
    _bots_until(session, lambda g: g.is_terminal(), limit=1000)
    table = _table(app, session, viewer=1)
    table.ended_shown = True
    table.draw(app.screen)
    assert table.gv.last_shown["key"] is not None and len(table.gv.last_shown["key"]) == 25


def test_pictures_side_draws(app: App) -> None:
    session = Session("codenames", 2, _seats("bhbb"), {"pictures": "pictures"})
    table = _table(app, session, viewer=1)
    table.draw(app.screen)
    for kind in ("character", "team", "place", "item"):
        surf = table.gv.card_face("HULK", kind, (200, 143), True)
        assert surf.get_size() == (200, 143)


def _open_director_window(app: App, table: TableScene) -> None:
    r = table.gv.rects["main"].get("dwin")
    if r is None or not cv.second_window_supported():
        pytest.skip("no second window with this pygame/driver")
    _click(app, r.center)
    if not table.gv.dwin.is_open:
        pytest.skip("the video driver cannot open a second window")


def test_director_window_opens_gives_a_clue_and_closes(app: App) -> None:
    table = _coop_director(app, "hh", seed=7)
    gv = table.gv
    _open_director_window(app, table)
    win = gv.dwin.window
    assert gv.dwin.surface() is not None
    # the TV never shows the key while the window is open, even to the Director
    table.draw(app.screen)
    assert gv.last_shown["key"] is None and "peek" not in gv.rects["main"]
    # the clue is typed in the Director window (its events carry that window)
    app.step([])
    assert gv.rects["dir"].get("numbers"), "the clue entry is drawn in the Director window"
    _type(app, "zebra", window=win)
    assert gv.entry.text == "ZEBRA"
    three = next(r for r, n in gv.rects["dir"]["numbers"] if n == 3)
    _click(app, three.center, window=win)
    _click(app, gv.rects["dir"]["give"].center, window=win)
    assert table.session.log[-1] == "0:clue ZEBRA 3"
    # its close button closes it; the table goes on
    _post(app, pygame.event.Event(pygame.WINDOWCLOSE, window=win))
    assert not gv.dwin.is_open and app.running


def test_director_window_covers_for_the_rival_and_closes_with_the_table(app: App) -> None:
    session = Session("codenames", 9, _seats("hh"), {"variant": "co-op"})
    _bots_until(session, lambda g: g.phase == "rival")
    table = _table(app, session, viewer=0)
    gv = table.gv
    _open_director_window(app, table)
    app.step([])
    assert table.curtain_for is None
    rival = cv.other(session.game.player_team)
    wrong = next(
        i for i in range(25) if session.game.covers[i] is None and session.game.key[i] != rival
    )
    right = next(
        i for i in range(25) if session.game.covers[i] is None and session.game.key[i] == rival
    )
    geo = gv._geo_dir()
    n = len(session.log)
    _click(app, geo.cells[wrong].center, window=gv.dwin.window)
    assert len(session.log) == n and gv._dir_error  # refused in that window, not on the TV
    assert not any(gv._dir_error in t.text for t in table.toasts.items)
    _click(app, geo.cells[right].center, window=gv.dwin.window)
    assert session.log[-1] == f"0:cover {right}"
    # leaving the table (back to the launcher below it) closes the second window
    app.scenes.insert(0, Scene(app))
    app.pop()
    assert app.scene is not table
    assert not gv.dwin.is_open


def test_a_grid_click_in_the_cover_step_says_where_and_how_to_cover(app: App, monkeypatch) -> None:
    """The rival cover step's words are the grid cards' declared ``note``/``hint`` (no view
    click hooks): a click with the key shut says to hold Tab; with the key open, a card that is
    not the rival's says which to cover; with the Director window open, to cover there."""
    session = Session("codenames", 9, _seats("hh"), {"variant": "co-op"})
    _bots_until(session, lambda g: g.phase == "rival")
    table = _table(app, session, viewer=0)
    gv = table.gv
    rival = cv.other(session.game.player_team)
    wrong = next(
        i for i in range(25) if session.game.covers[i] is None and session.game.key[i] != rival
    )
    n = len(session.log)
    _click(app, gv.geo.cells[wrong].center)
    assert "hold Tab" in table.toasts.items[-1].text and len(session.log) == n
    monkeypatch.setattr(gv, "peek_showing", lambda: True)  # the Director holds the key open
    gv.forget_placed()
    _click(app, gv.geo.cells[wrong].center)
    said = table.toasts.items[-1].text
    assert said.startswith("Cover one of the rival's uncovered cards") and len(session.log) == n
    _open_director_window(app, table)
    gv.forget_placed()
    _click(app, gv.geo.cells[wrong].center)
    assert table.toasts.items[-1].text == "Cover the rival's card in the Director window."
    assert len(session.log) == n


def test_closing_the_main_window_quits_even_with_the_director_window_open(app: App) -> None:
    table = _coop_director(app, "hh", seed=7)
    _open_director_window(app, table)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # only its id is used here
        main = pygame.Window.from_display_module()
    _post(app, pygame.event.Event(pygame.WINDOWCLOSE, window=main))
    assert not table.gv.dwin.is_open
    app.step(pygame.event.get())  # the QUIT it posted
    assert not app.running


def test_a_whole_hot_seat_game_through_the_screen(app: App) -> None:
    """Four humans on one screen play to the end only by clicks and keys: the bots' choices
    are typed and clicked through the UI, curtains are passed, the key is never drawn for an
    Agent, and the end screen reveals it."""
    from tabletop.ai.base import make_bot

    session = Session("codenames", 21, _seats("hhhh"))
    table = _table(app, session)
    table.gv.update(time.monotonic())  # the starting team's Director takes the screen
    gv = table.gv
    bot = make_bot("codenames", "normal")
    for _ in range(300):
        if session.game.is_terminal():
            break
        if table.curtain_for is not None:
            _click(app, table.curtain_button().center)
            continue
        seat = table.acting_seat()
        assert seat is not None
        table.draw(app.screen)
        if table.view["you"]["role"] == "agent":
            assert gv.last_shown["key"] is None and table.view["key"] is None
        action = bot.choose(table.view, session.game.legal_actions(seat), session.bot_rng)
        n = len(session.log)
        if action.verb == "clue":
            word, number = action.args
            _type(app, str(word))
            _click(app, next(r for r, v in gv.rects["main"]["numbers"] if v == number).center)
            _click(app, gv.rects["main"]["give"].center)
        elif action.verb == "guess":
            _click(app, gv.geo.cells[int(action.args[0])].center)
        else:
            assert action.verb == "stop"
            _click(app, next(b for b in table.buttons if b.label.startswith("Stop")).rect.center)
        assert len(session.log) == n + 1 and session.log[-1] == str(action)
    assert session.game.is_terminal()
    table.draw(app.screen)
    assert gv.last_shown["key"] is not None


def test_the_main_window_strips_the_key_zone_and_the_rivals_choices(app: App) -> None:
    # hot seat co-op on the simulated rival's turn: the Director's view has the key (in its own
    # part and in the common header's zones) and the private cover choices; the main window
    # draws none of them while an Agent may be looking
    session = Session("codenames", 5, _seats("hh"), {"variant": "co-op"})
    g = session.game
    own = next(i for i in range(25) if g.key[i] == g.turn_team)
    for a in ("0:clue ZEBRA 1", f"1:guess {own}", "1:stop"):
        session.apply(a)
    assert g.phase == "rival"
    table = _table(app, session, viewer=0)
    view = g.view(0)
    assert view["prompt"]["options"] and all(view["zones"]["key"]["cards"])
    shown = table.gv.shown_view(view)
    assert shown["key"] is None and shown["prompt"]["options"] is None
    squares = shown["zones"]["key"]["cards"]
    assert [i for i, c in enumerate(squares) if c is not None] == [own]
    assert squares[own]["square"] == g.key[own]


def test_clue_list_names_keep_their_case() -> None:
    from tabletop.games.codenames.view import name_case

    assert name_case("HELL'S KITCHEN") == "Hell's Kitchen"  # str.title gave "Hell'S"
    assert name_case("SPIDER-MAN") == "Spider-Man"
    assert name_case("CLOAK OF LEVITATION") == "Cloak of Levitation"
    assert name_case("THE THING") == "The Thing"
    assert name_case("GHOST RIDER'S CHAIN") == "Ghost Rider's Chain"


@pytest.mark.parametrize("size", [(134, 94), (96, 68)])
def test_a_covered_cards_word_is_never_cut(app: App, monkeypatch, size) -> None:
    """A long name on a covered card takes two lines rather than an ellipsis
    ("SUPER-SOLDIER..." at 1280x720)."""
    table = _table(app, Session("codenames", 3, _seats("hbbb"), {}))
    drawn: list[str] = []
    real = cv.theme.blit_text

    def record(surf, text, *a, **k):
        drawn.append(str(text))
        return real(surf, text, *a, **k)

    monkeypatch.setattr(cv.theme, "blit_text", record)
    table.gv.cover_face(
        {"name": "S.H.I.E.L.D. agent", "card": "shield"}, "SUPER-SOLDIER SERUM", size
    )
    assert drawn and not any("\u2026" in t or "..." in t for t in drawn)
    assert "".join(drawn).replace(" ", "") == "SUPER-SOLDIERSERUM"
