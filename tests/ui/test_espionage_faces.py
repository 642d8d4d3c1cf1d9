"""What hosts saw wrong on the Espionage table: the gold Protector in the red Reaction frame
once it was played (a card on the stack looks as it does in a hand), and a message over the
opponents' names."""

from __future__ import annotations

import pygame

from tabletop.games.espionage.rules.state import card_data
from tabletop.room.session import SeatConfig, Session
from tabletop.ui.app import App
from tabletop.ui.components import cards
from tabletop.ui.table import TableScene


def test_a_stack_card_has_the_face_of_the_same_card_in_a_hand(app: App) -> None:
    table = TableScene(app, Session("espionage", 3, [SeatConfig("human", "Ann")] * 2))
    app.push(table)
    app.step([])
    gv = table.gv
    game = table.game
    names = {c["name"] for c in card_data()}
    assert {"Protector", "Target", "Package", "Bomb"} <= names
    for cid in range(len(game.cards)):
        held = game.describe(cid)  # as a hand shows it
        on_stack = gv.card_by_name(table.view, held["name"])
        assert on_stack["gold"] == held["gold"], held["name"]
        size = (120, 168)
        a = cards.face("espionage", {**held, "designed": on_stack.get("designed")}, size)
        b = cards.face("espionage", on_stack, size)
        assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"), held["name"]


def test_a_message_never_covers_the_opponents_names(app: App, monkeypatch) -> None:
    """A host saw "Ann was eliminated by Bea." over two opponents' names at 1280x720 with six
    players: the table's messages begin under the opponents' panels."""
    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"B{i}", "random") for i in range(5)]
    table = TableScene(app, Session("espionage", 3, seats))
    app.push(table)
    app.step([])
    tops: list[int] = []
    monkeypatch.setattr(table.toasts, "draw", lambda surf, x, top, s, *room: tops.append(top))
    table.toast("Ann was eliminated by Bea.")
    table.dirty = True
    app.step([])
    panels = table.gv.opponent_rects(table.view).values()
    assert len(panels) == 5 and tops
    assert tops[-1] >= max(r.bottom for r in panels)


def test_a_long_winners_name_stays_clear_of_the_winner_tag(app: App, monkeypatch) -> None:
    """With six players at 1280x720 a host read "BartholomewWINNER": the name shrinks (or is
    shortened) so the tag never runs into it."""
    import random

    from tabletop.ui import theme

    names = ["Annabelle"] + [f"Bartholomew {c}" for c in "BCDEF"]
    for seed in range(1, 40):
        seats = [SeatConfig("human", names[0])]
        seats += [SeatConfig("bot", n, "random") for n in names[1:]]
        session = Session("espionage", seed, seats)
        rng = random.Random(seed)
        while not session.game.is_terminal():
            seat = session.game.active_seats()[0]
            session.apply(rng.choice(session.game.legal_actions(seat)))
        winners = [w for w in session.game.result().winners if w != 0]
        if winners:
            break
    assert winners
    table = TableScene(app, session)
    app.push(table)
    drawn: list[tuple[str, int, tuple[int, int], str]] = []
    real = theme.blit_text

    def spy(surf, text, size, pos, colour=None, kind="sans", anchor="topleft", **kw):  # type: ignore[no-untyped-def]
        drawn.append((text, size, pos, anchor))
        return real(surf, text, size, pos, colour, kind, anchor=anchor, **kw)

    monkeypatch.setattr(theme, "blit_text", spy)
    table.gv.draw(app.screen, table.view, table.viewer, 0.0)
    panel = table.gv.opponent_rects(table.view)[winners[0]]
    tag = next(d for d in drawn if d[0] == "WINNER" and panel.collidepoint(d[2][0] - 1, d[2][1]))
    name = next(  # on the tag's line, after the seat's figure
        d for d in drawn if d[0] != "WINNER" and d[2][1] == tag[2][1] and panel.collidepoint(d[2])
    )
    name_right = name[2][0] + theme.text_width(name[0], name[1], "bold")
    tag_left = tag[2][0] - theme.text_width("WINNER", tag[1], "bold")
    assert name_right < tag_left, (name[0], name_right, tag_left)


def test_what_you_saw_stays_clear_of_a_reaction_windows_bar(app: App, monkeypatch) -> None:
    """A new player: the reaction bar (under the stack's panel) covered "You saw Player 2's
    hand ...". While a window is open the line goes above the stack's panel."""
    from tabletop.ui import theme

    seats = [SeatConfig("human", "Ann")] + [SeatConfig("bot", f"B{i}", "normal") for i in (1, 2, 3)]
    from tabletop.ai.base import make_bot

    me = make_bot("espionage", "normal")
    session = Session("espionage", 1, seats)
    for _ in range(300):
        v = session.game.view(0)
        if v["phase"] == "window" and v.get("seen") and v["seen"]["turn"] == v["turn_number"]:
            break
        seat = session.game.active_seats()[0]
        legal = session.game.legal_actions(seat)
        pick = me.choose(session.game.view(0), legal, session.bot_rng) if seat == 0 else None
        session.apply(pick or session.bot_choice(seat))
    else:
        raise AssertionError("no window after a look at a hand")
    table = TableScene(app, session, viewer=0, frozen=True)
    app.push(table)
    boxes: list[pygame.Rect] = []
    real = theme.blit_wrapped
    monkeypatch.setattr(
        theme,
        "blit_wrapped",
        lambda surf, text, size, box, *a, **k: (
            boxes.append(box) if text.startswith("You saw") else None,
            real(surf, text, size, box, *a, **k),
        )[1],
    )
    table.draw(app.screen)
    assert len(boxes) == 1
    assert boxes[0].bottom <= table.gv.table_rect.top  # above the stack, the bar lies below


def test_a_window_on_a_cancelled_card_says_it_stays_cancelled(app: App) -> None:
    """A new player: after a Hacker cancelled a card, the window below it asked to react to it
    and said "Nothing answers: it goes ahead". It says the card is cancelled and stays so."""
    seats = [SeatConfig("bot", f"B{i}", "normal") for i in range(3)]
    session = Session("espionage", 1, seats)
    for _ in range(400):
        v = session.game.view(0)
        if v["phase"] == "window" and v["stack"] and v["stack"][-1]["cancelled"]:
            break
        session.apply(session.bot_choice(session.game.active_seats()[0]))
    else:
        raise AssertionError("no window on a cancelled card")
    table = TableScene(app, session, viewer=0, frozen=True)
    app.push(table)
    assert " is cancelled" in table.gv.window_text(table.view)
    assert table.gv.window_outcome(table.view) == "it stays cancelled"


def test_eliminated_goes_on_the_name_line_at_the_end(app: App, monkeypatch) -> None:
    """A new player: ELIMINATED was written over the revealed hand at the end. It stands on the
    panel's name line, as WINNER does, and the hand stays readable (no veil over it)."""
    from tabletop.ui import theme

    session = Session("espionage", 5, [SeatConfig("bot", f"B{i}", "normal") for i in range(3)])
    while not session.game.is_terminal():
        session.apply(session.bot_choice(session.game.active_seats()[0]))
    out = session.game.view(0)["eliminated"]
    assert out and 0 not in out
    table = TableScene(app, session, viewer=0, frozen=True)
    app.push(table)
    drawn: list[tuple[str, tuple[int, int]]] = []
    real = theme.blit_text
    monkeypatch.setattr(
        theme,
        "blit_text",
        lambda surf, text, size, pos, *a, **k: (
            drawn.append((text, pos)),
            real(surf, text, size, pos, *a, **k),
        )[1],
    )
    table.gv.draw(app.screen, table.view, 0, 0.0)
    panel = table.gv.opponent_rects(table.view)[out[0]]
    (word,) = [pos for text, pos in drawn if text == "ELIMINATED"]
    assert word[1] == panel.y + int(10 * table.gv.scale)  # the name line, not the middle


def test_every_card_says_its_kind_in_words_at_every_size(app: App) -> None:
    """The Ninja's type bar was blank in a hand ("REACTION / MISSION" did not fit a small card,
    a new player's report): a label too long goes shorter ("REACTION"), never blank."""
    from tabletop.games.espionage import view as _registers_the_style  # noqa: F401
    from tabletop.ui.components import card as card_component

    for size in ((90, 126), (105, 147), (120, 168), (240, 336)):
        for c in {c["name"]: c for c in card_data()}.values():
            d = {k: c.get(k) for k in ("name", "kind", "text", "gold", "as_mission", "designed")}
            cards.face("espionage", d, size)
            plan = card_component.LAYOUTS.get(("espionage", c["name"], size))["plan"]
            assert plan["type"] is not None, (c["name"], size)
            word = plan["type"][2]
            assert word.startswith(str(c["kind"]).upper()) or (c.get("gold") and "GOLD" in word)
