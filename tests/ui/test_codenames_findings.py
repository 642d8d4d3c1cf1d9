"""Marvel Codenames layout findings of a tester playing through a real window on 1280x720 and
1920x1080 screens (the window opens at 88 % of the screen): the key's emblems covered the
first letter of "S.H.I.E.L.D." and the gauntlets clipped "ASSASSIN"; the clue panel could not
scroll when it overflowed."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.codenames.paint import KIND_LABEL
from tabletop.room.session import SeatConfig, Session
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.table import TableScene

SIZES = [(1280, 720), (1920, 1080), (1126, 633), (1689, 950)]


@pytest.fixture()
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    yield
    pygame.quit()


def table_for(size: tuple[int, int], n: int = 4) -> TableScene:
    app = App(size, headless=True)
    seats = [SeatConfig("human", "Ann")] + [
        SeatConfig("bot", f"B{i}", "normal") for i in range(1, n)
    ]
    t = TableScene(app, Session("codenames", 3, seats), viewer=0, frozen=True)
    app.push(t)
    return t


@pytest.mark.parametrize("size", SIZES)
def test_a_kinds_name_on_the_key_is_written_between_its_emblems(home, size) -> None:
    t = table_for(size)
    card = t.gv.geo.card
    for kind in ("shield", "hydra", "assassin", "neutral"):
        pill, room, emblems = t.gv.key_geometry(kind, card)
        assert room.collidelist(emblems) == -1, (kind, room, emblems)
        assert pill.contains(room)
        t.gv.key_marks(kind, card)  # drawn as measured
        label = KIND_LABEL[kind]
        px = max(theme.MIN_TEXT, int(pill.height * 0.62))
        while px > 6 and theme.text(label, px, (0, 0, 0), "bold").get_width() > room.width:
            px -= 1
        assert px >= theme.MIN_TEXT, (kind, px)  # still read at a glance


def test_an_overflowing_clue_history_scrolls_with_the_mouse_wheel(home, monkeypatch) -> None:
    """A long game's clues overflowed the panel and the older ones could not be read."""
    import random

    from tabletop.ai.base import RandomBot

    t = table_for((1126, 633))
    s, rng, bot = t.session, random.Random(2), RandomBot()
    while len(s.game.view(0)["history"]) < 14 and not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    t.refresh()
    surf = pygame.Surface((1126, 633))
    t.draw(surf)
    panel = t.gv.clue_panel
    assert panel.height > 0
    before = pygame.image.tobytes(surf.subsurface(panel), "RGB")
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: panel.center)
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                               precise_y=-1.0, touch=False, which=0)  # fmt: skip
    t.handle(wheel)
    t.draw(surf)
    assert t.gv.clue_scroll == 1
    assert pygame.image.tobytes(surf.subsurface(panel), "RGB") != before  # older clues shown
    for _ in range(40):
        t.handle(wheel)
    t.draw(surf)
    assert t.gv.clue_scroll == len(s.game.view(0)["history"]) - 1  # never past the oldest
    t.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=40, flipped=False, precise_x=0.0,
                                precise_y=40.0, touch=False, which=0))  # fmt: skip
    assert t.gv.clue_scroll == 0


@pytest.mark.parametrize("size", SIZES)
def test_a_long_name_on_a_cover_is_a_label_not_a_headline(home, size, monkeypatch) -> None:
    """A covered HOWLING COMMANDOS was written in two large lines across its emblem (a new
    player's report): two lines are no larger than a one-line name and sit low on the card."""
    t = table_for(size)
    w, h = t.gv.geo.card
    sizes: list[tuple[str, int, int]] = []
    real = theme.blit_text

    def spy(surf, text, px, at, *a, **k):  # type: ignore[no-untyped-def]
        sizes.append((text, px, at[1]))
        return real(surf, text, px, at, *a, **k)

    monkeypatch.setattr(theme, "blit_text", spy)
    cover = {"name": "HYDRA", "card": "hydra"}
    t.gv.cover_face(cover, "CLOAK OF LEVITATION", (w, h))
    t.gv.cover_face(cover, "THOR", (w, h))
    long_lines = [s for s in sizes if s[0] != "THOR"]
    short = next(px for text, px, _y in sizes if text == "THOR")
    assert long_lines and all(px <= short for _t, px, _y in long_lines), (long_lines, short)
    assert all(y > h * 0.6 for _t, _px, y in long_lines), long_lines


def test_the_co_op_score_is_on_the_players_own_plate(home, monkeypatch) -> None:
    """ "your score: 1" under S.H.I.E.L.D. read as the rival's score: the score (the rival's
    cards left, as the rulebook counts it) is said on the player's team's plate."""
    from tabletop.games.codenames import board

    said: list[str] = []
    monkeypatch.setattr(board.theme, "blit_text", lambda s, text, *a, **k: said.append(text))
    view = {
        "turn_team": "hydra", "phase": "over", "variant": "co-op", "player_team": "hydra",
        "rating": "Narrow escape", "left": {"hydra": 0, "shield": 2}, "winner": "hydra",
    }  # fmt: skip
    surf = pygame.Surface((300, 100))
    board.draw_plate(surf, pygame.Rect(0, 0, 300, 100), view, "hydra", 1.0)  # type: ignore[arg-type]
    assert "you score 2" in said
    said.clear()
    board.draw_plate(surf, pygame.Rect(0, 0, 300, 100), view, "shield", 1.0)  # type: ignore[arg-type]
    assert "simulated rival" in said and not any("score" in s for s in said)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_clue_list_names_teams_and_wrong_cards_in_words(home, size, monkeypatch) -> None:
    """In grey the clue list's emblems are too small to tell HYDRA's skull from S.H.I.E.L.D.'s
    eagle at 1280x720 (a greyscale reader): each clue says its team in words at its row's end,
    and a guessed card that was not the clue's team's says what it was."""
    import random

    from tabletop.ai.base import RandomBot
    from tabletop.games.codenames.board import WAS_WORD
    from tests.ui.textspy import record_texts

    t = table_for(size)
    s, rng, bot = t.session, random.Random(5), RandomBot()

    def wrong_guesses() -> list[tuple[str, str]]:
        return [
            (g["word"], g["result"])
            for h in s.game.view(0)["history"]
            if h["clue"] is not None and not h["simulated"]
            for g in h["guesses"]
            if g["result"] != h["team"]
        ]

    while not wrong_guesses() and not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), rng))
    wrong = wrong_guesses()
    assert wrong, "a random game guesses a wrong card"
    t.refresh()
    said = record_texts(monkeypatch)
    t.draw(pygame.Surface(size))
    texts = [w.text for w in said]
    panel = t.gv.clue_panel
    tags = [w for w in said if w.text in ("HYDRA", "S.H.I.E.L.D.") and panel.collidepoint(w.at)]
    clues = [h for h in s.game.view(0)["history"] if h["clue"] is not None and not h["simulated"]]
    assert len(tags) >= min(len(clues), 3), texts
    assert all(w.px >= theme.MIN_TEXT for w in tags)
    word, result = wrong[-1]
    assert any(x.startswith(word.title()[:4]) and f"({WAS_WORD[result]})" in x for x in texts), (
        wrong,
        texts,
    )


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("after", [0, 9])
def test_your_teams_plate_says_you_in_words(home, size, after, monkeypatch) -> None:
    """A greyscale reader could not tell which team was "you" (the plates differ by colour and
    emblem only): your team's plate says "you" (with your role where it fits beside the turn
    tag), the rival's does not."""
    from tests.ui import textprobe
    from tests.ui.textspy import record_texts

    session = textprobe._session("codenames", 3, after, "human,bot,bot,bot")
    app = App(size, headless=True)
    t = TableScene(app, session, viewer=0, frozen=True)
    app.push(t)
    said = record_texts(monkeypatch)
    t.draw(pygame.Surface(size))
    mine = [w for w in said if w.text == "you" or w.text.startswith("you: ")]
    assert len(mine) == 1, [w.text for w in said]
    you = session.game.view(0)["you"]
    names = [w for w in said if w.text == KIND_LABEL[you["team"]] and w.at[0] < mine[0].at[0]]
    assert names and min(abs(w.at[1] - mine[0].at[1]) for w in names) < size[1] // 10
