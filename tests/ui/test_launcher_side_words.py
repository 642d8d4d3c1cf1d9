"""An Austin Powers seat in the launcher says its side ("Computer (normal) — Evil"), not the
engine's "Player 2 (Evil)", which the table never calls that seat (it is "Computer 2" there)."""

from __future__ import annotations

from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene


def test_a_seats_side_is_said_without_a_player_number(app: App) -> None:
    launcher = LauncherScene(app)
    app.push(launcher)
    launcher.pick_game("austin")
    roles = [launcher.seat_role(i) for i in range(len(launcher.seats))]
    assert roles and all(r in (" — Good", " — Evil") for r in roles), roles
    launcher.rebuild()
    assert not any("Player" in b.label for b in launcher.seat_buttons[1:])
    launcher.pick_game("codenames")  # a role that is no side keeps its words
    assert any("Director" in launcher.seat_role(i) for i in range(len(launcher.seats)))
