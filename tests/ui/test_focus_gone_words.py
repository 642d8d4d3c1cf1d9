"""The status line while the keys' focus is on nothing speaks a player's words. A new player
(RPG Get!, 1280x720) read "your party is gone: nothing is focused (Tab goes on)" once their
set-up was done and the computer moved: the party was still there, only no longer a place to
play to. The focus goes to nothing only while the others move (``FocusKeep.lost``), so that is
what it says, with what Tab does; the Espionage and Austin Powers games played by the keys
(``test_focus_stays_put``) check the words where it happens."""

from __future__ import annotations

from tabletop.ui.layers.focus_keep import FocusKeep


def test_the_words_say_why_nothing_is_picked_and_what_tab_does() -> None:
    keep = FocusKeep()
    keep.gone = "your party"
    words = keep.gone_words("Tab")
    assert (
        words == "Waiting for the others to move: nothing is picked (Tab picks a card to look at)"
    )
    assert "gone" not in words and "focused" not in words and "your party" not in words
