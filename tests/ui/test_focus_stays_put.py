"""Issue 52: a new player played Espionage against the computer by the keys alone (1280x720,
at 100 and 200 %). The focus jumped by itself and a blind key then did something else: after
End turn it fell on "What can I do?" (Enter opened that panel in the computer's turn), at the
turn's start it went to a card (Enter picked up the Terrorist), and with the status line saying
"Log: Enter presses it" it went to the Double Agent the computer had just given (Enter picked
it up).

A whole game against the computer (Espionage, and Austin Powers two-handed) is played by the
keys (``keydriver.Mirror``: Home, Tab, Enter, the number keys, Space) while the computer moves
between the key presses, the table drawn at every frame. The focused thing never changes between two key presses except where the
rule allows it: a question or a window opening (the focus on what answers it), the focused
thing gone (the status line says where the focus is, on nothing while the computer moves), the
player's turn starting with the focus on nothing (the ring hidden, its thing gone), the
game-over panel opening (its first button). Enter
always does what the status line said just before it: on the stop it named, or nothing on
nothing."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.room.session import SeatConfig, Session
from tabletop.ui import table as tablemod
from tests.ui.keydriver import Mirror

#: (game, seed): a whole game each (Austin Powers: 60 moves, about 1.3 s of processor time;
#: RPG Get!: about 1000 moves and 500 Enters, minutes: slow)
GAMES = [
    pytest.param("espionage", 11, id="espionage"),
    pytest.param("austin", 1, id="austin"),
    pytest.param("rpgget", 3, id="rpgget", marks=pytest.mark.slow),
]
#: the moves a game's player made by keys in it (Austin: Agents, attempts, bones, a Swinger
#: and a Happening, giving up, ending a turn, discarding and evening up)
MADE = {
    "austin": {
        "agent",
        "attempt",
        "bone",
        "swing",
        "happening",
        "give_up",
        "end",
        "toss",
        "even_up",
    },
    "rpgget": {"done", "withdraw"},  # a card of the bank withdrawn after Look
}


@pytest.fixture(autouse=True)
def _quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tablemod, "BOT_DELAY", 0.2)


class Watched(Mirror):
    """The mirror's key presses, each checked against what the screen showed before it."""

    def __init__(self, data: dict[str, Any], size: tuple[int, int]) -> None:
        super().__init__(data, size)
        focus = self.table.focus
        #: the focused stop's key after the last key press (None: nothing)
        self.left: Any = None
        self.pressed = False
        self.jumps: dict[str, int] = {}
        self.wrong: list[str] = []
        self.enters = 0
        self.acted: list[Any] = []
        act = focus.act

        def act_recorded(stop: Any) -> None:
            self.acted.append(stop)
            act(stop)

        focus.act = act_recorded  # type: ignore[method-assign]
        self.window = False
        self.asked: Any = None

    def now(self) -> Any:
        f = self.table.focus
        here = f.current() if f.active else None
        return None if here is None else here.key

    def look(self) -> None:
        """A frame drawn while the computer moves: where the focus went, and why."""
        t, f = self.table, self.table.focus
        if not self.pressed:
            return
        stops = f.stops()
        there = {s.key for s in stops}
        asked, seat = f.asked, t.acting_seat()
        here = f.current(stops) if f.active else None
        now = None if here is None else here.key
        window = f.pass_stop(stops) is not None
        why = ""
        if now != self.left:
            if self.left is not None and self.left not in there:
                why = "gone"
            elif self.left is None and seat is not None:
                why = "turn"
            elif f.asked != asked and f.asked is not None and f.answers_question(here):
                why = "question"
            elif window and not self.window and here is not None and here.item.hotkey == "Space":
                why = "window"
            elif t.game.is_terminal() and here is not None and here.kind == "end":
                why = "end"  # the game-over panel opened: its first button
            else:
                self.wrong.append(f"{self.left} -> {now} (log {t.session.log[-3:]})")
            self.jumps[why or "wrong"] = self.jumps.get(why or "wrong", 0) + 1
            if why == "gone" and here is None:
                # on nothing: the status line says so, and that Tab picks a card
                assert "Waiting for the others to move: nothing is picked" in f.status_text()
        self.left, self.window = now, window

    def press(self, k: int, text: str = "") -> None:
        t, f = self.table, self.table.focus
        self.look()
        said = f.status_text() if f.active else ""
        here = f.current() if f.active else None
        if k == pygame.K_RETURN and f.active:
            self.enters += 1
            moves, self.acted = len(t.session.log), []
            # the status line names the focused stop and what Enter does there
            assert here is None or f.describe(here) == said, (said, here)
            super().press(k, text)
            if here is None:
                assert not self.acted and len(t.session.log) == moves, "Enter on nothing acted"
            else:  # Enter acted on that very stop
                assert [s.key for s in self.acted] == [here.key], (said, self.acted)
        else:
            super().press(k, text)
        self.pressed = True
        self.left = self.now()
        self.window = bool(f.stops()) and f.pass_stop(f.stops()) is not None


@pytest.mark.parametrize("pct", [100, 200])
@pytest.mark.parametrize(("game", "seed"), GAMES)
def test_the_focus_moves_only_by_the_keys_or_the_rule(game: str, seed: int, pct: int) -> None:
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Computer", "normal")]
    data = Session(game, seed, seats, {}).to_save()
    try:
        m = Watched(data, (1280, 720))
        m.app.settings["ui_scale"] = pct
        m.app.apply_ui()
        idle = 0
        for _ in range(4000):
            if m.table.game.is_terminal():
                break
            m.app.step([])
            m.look()
            if m.move(patient=idle < 20):
                idle = 0
                continue
            idle += 1
            assert idle < 200, f"nothing moved; the log ends {m.session.log[-4:]}"
        assert m.table.game.is_terminal(), f"{game}: the game did not end"
        assert not m.wrong, m.wrong[:5]
        assert m.enters > 10, m.enters
        made = {line.split(":")[1].split()[0] for line in m.session.log if line[0] == "0"}
        assert MADE.get(game, set()) <= made, MADE[game] - made
    finally:
        pygame.quit()
