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


def test_the_waiting_words_go_with_the_others_next_move(tmp_path, monkeypatch) -> None:
    """Said to an Enter while the computers moved, "Waiting for the others to move ..." stayed
    up after the person's turn had begun, beside their own status: it goes with the next
    move."""
    import pygame

    from tabletop.ui import table as table_mod
    from tabletop.ui.table import TableScene
    from tests.ui import screenprobe, textprobe
    from tests.ui.fakeclock import ManualClock

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setattr(table_mod, "BOT_DELAY", 1e9)
    app = screenprobe.make_app((1280, 720), 100)
    try:
        app.time_source = ManualClock()
        session = textprobe._session("espionage", 7, 0, "human,bot:normal")
        bot = next(s for s in session.game.active_seats())
        while bot == 0:  # the computer's turn: the person's focus is on nothing
            session.apply(session.game.legal_actions(0)[-1])
            bot = session.game.active_seats()[0]
        t = TableScene(app, session, viewer=0)
        app.push(t)
        t.curtain_for = None
        app.step([])
        t.focus.active, t.focus.key, t.focus.gone = True, None, "Sniper"
        key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
        app.step([key])
        said = [m.text for m in t.toasts.items]
        assert any(x.startswith("Waiting for the others") for x in said), said
        t.submit(session.bot_choice(bot))
        app.step([])
        said = [m.text for m in t.toasts.items]
        assert not any(x.startswith("Waiting for the others") for x in said), said
    finally:
        pygame.quit()
