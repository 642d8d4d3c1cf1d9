"""Espionage's launcher option "What a Hacker cancels": a new player read its default, "reaction
cards", as any Reaction card on the stack and expected to cancel a computer's Ninja played as a
Mission on its own turn ("Ninja (as Sniper) on Ann"), which the rules never let a Hacker answer
(it is a Mission then). The button and the line under it say what a Hacker cancels: Reactions
played in a window and a Ninja's copy made there, never a Ninja played as a Mission."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.ui.app import App
from tabletop.ui.scenes.launcher import LauncherScene
from tests.games.espionage.esp_helpers import cid, make, play, react, top_uid


def test_the_hacker_option_says_a_ninja_played_as_a_mission_is_not_cancelled(app: App) -> None:
    launcher = LauncherScene(app)
    app.push(launcher)
    launcher.pick_game("espionage")
    launcher.rebuild()
    button = next(b for b in launcher.buttons if b.label.startswith("What a Hacker cancels"))
    # the button's words name what is cancelled, not "reaction cards" (a Ninja is one)
    assert "reaction cards" not in button.label.lower(), button.label
    assert "Ninja" in button.label, button.label
    helped = " ".join(button.tooltip.split())
    assert "Ninja played as a Mission" in helped, helped
    assert "never a Mission" in helped, helped


def test_the_engine_does_what_the_option_says() -> None:
    """A Ninja played as a Mission: no Hacker answers it; a Ninja's copy in a window: one does."""
    g = make({"hands": {0: ["Ninja"], 1: ["Hacker"]}, "discard": ["Sniper"]})
    play(g, 0, "Ninja", 1)
    assert not any(a.verb == "react" for a in g.legal_actions(1))
    g = make({"hands": {0: ["Courier", "Hacker"], 1: ["Ninja"]}, "draw": ["Sniper"] * 3})
    play(g, 0, "Courier")
    react(g, 1, "Ninja", top_uid(g))
    assert Action(0, "react", (cid(g, 0, "Hacker"), top_uid(g))) in g.legal_actions(0)
