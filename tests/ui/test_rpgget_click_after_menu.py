"""RPG Get!'s party step with the pointer (issue 52): once a member is in the arena, a member
with a Recovery has a menu (join, or its Recovery on the one in the arena). A new player's
click on another party member while such a menu was open only closed the menu: the click was
lost and the member needed a second click. A press on another card with a move now closes the
menu and is that card's click (its move, or its own menu); a press on the menu still picks."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as table_mod
from tabletop.ui.table import TableScene
from tests.ui import screenprobe
from tests.ui.fakeclock import ManualClock
from tests.ui.rpgclicks import click, member_at

PARTY = ["Ryudo", "Aika", "Fina"]  # Fina: Recovery Lunar Light (a target once one is in)


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 0.0)
    return tmp_path


def _party_step(scale: int, party: list[str] = PARTY) -> tuple[TableScene, Session, ManualClock]:
    app = screenprobe.make_app((1280, 720), scale)
    clock = app.time_source = ManualClock()
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "normal")]
    session = Session("rpgget", 5, seats, {})
    session.game.set_position(
        {
            "current": 0,
            "phase": "attempt",
            "step": "party",
            "seats": [
                {"party": party, "deck": ["Looper"] * 20},
                {"party": ["HUmar"], "deck": ["Looper"] * 20},
            ],
            "attempt": {"mission": "Rescue the Songstress", "active": []},
        }
    )
    table = TableScene(app, session, viewer=0)
    app.push(table)
    return table, session, clock


def _ids(session: Session) -> dict[str, int]:
    party = session.game.view(0)["zones"]["party/0"]["cards"]
    return {str(c["name"]): int(c["id"]) for c in party if c}


@pytest.mark.parametrize("scale", [100, 200])
def test_a_click_on_another_member_while_a_menu_is_open_is_that_members(
    home: Path, scale: int
) -> None:
    try:
        table, session, clock = _party_step(scale)
        clock.advance(1 / 60)
        table.app.step([])
        table.draw(table.app.screen)
        ids = _ids(session)
        click(table, clock, member_at(table, "Ryudo"))  # one member in the arena
        assert session.game.view(0)["attempt"]["active"] == [ids["Ryudo"]]
        click(table, clock, member_at(table, "Fina"))  # her menu: join, or her Recovery
        labels = [b.label for b in table.chooser]
        assert len(labels) == 2 and all("Fina" in x for x in labels), labels
        aika = member_at(table, "Aika")
        assert not any(b.rect.collidepoint(aika) for b in table.chooser)  # off the menu
        click(table, clock, aika)  # the very first click on Aika is Aika's
        active = session.game.view(0)["attempt"]["active"]
        took = ids["Aika"] in active or any("Aika" in b.label for b in table.chooser)
        assert took, (active, [b.label for b in table.chooser])
        assert ids["Fina"] not in active  # Fina's menu closed without a move
        assert not any("Fina" in b.label for b in table.chooser)
    finally:
        from tabletop.ui import theme

        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize("scale", [100, 200])
def test_a_press_on_the_menu_still_picks_its_line(home: Path, scale: int) -> None:
    try:
        table, session, clock = _party_step(scale)
        clock.advance(1 / 60)
        table.app.step([])
        table.draw(table.app.screen)
        ids = _ids(session)
        click(table, clock, member_at(table, "Ryudo"))
        click(table, clock, member_at(table, "Fina"))
        join = next(b for b in table.chooser if b.label.startswith("Join"))
        click(table, clock, join.rect.center)
        active = session.game.view(0)["attempt"]["active"]
        assert active == [ids["Ryudo"], ids["Fina"]] and not table.chooser
    finally:
        from tabletop.ui import theme

        theme.set_ui(100, False)
        pygame.quit()


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_a_members_menu_covers_no_other_member_of_the_row(home: Path, scale: int) -> None:
    """The menu opens beside the member clicked (below or above it, inside the window), off
    every other card to click: a quick pointer click aimed at the next member (Fina's menu
    lay over Aika, to her right) lands on that member, not on the menu's "Join"."""
    try:
        table, session, clock = _party_step(scale, ["Ryudo", "Fina", "Aika"])
        clock.advance(1 / 60)
        table.app.step([])
        table.draw(table.app.screen)
        ids = _ids(session)
        click(table, clock, member_at(table, "Ryudo"))
        assert session.game.view(0)["attempt"]["active"] == [ids["Ryudo"]]
        for name in ("Fina",):
            at = member_at(table, name)
            click(table, clock, at)
            assert table.chooser
            seat = table.acting_seat()
            legal = table.legal(seat)
            others = [
                c.rect
                for c in table.hits.clickables(table.view, seat, legal)
                if not c.rect.collidepoint(at)
            ]
            assert others
            window = table.app.screen.get_rect()
            for b in table.chooser:
                assert window.contains(b.rect), (b.label, b.rect)
                hit = [o for o in others if b.rect.colliderect(o)]
                assert not hit, (name, b.label, b.rect, hit)
            # a quick click on every other member's centre is that member's, not the menu's
            for o in others:
                assert not any(b.rect.collidepoint(o.center) for b in table.chooser)
            aika = member_at(table, "Aika")
            click(table, clock, aika)  # the quick click aimed at Aika is Aika's
            active = session.game.view(0)["attempt"]["active"]
            assert ids["Fina"] not in active
            assert ids["Aika"] in active or any("Aika" in b.label for b in table.chooser)
    finally:
        from tabletop.ui import theme

        theme.set_ui(100, False)
        pygame.quit()
