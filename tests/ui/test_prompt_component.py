"""The shared prompt component (ui/components/prompt.py), apart from any game: the line each
seat reads, one-card answers, several-card picks (at most ``max``, unpicking, the last card of
an ordered prompt placed without a click), Confirm and the buttons of options without a card,
and the picker panel for cards that are nowhere on the table."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.ui.app import App
from tabletop.ui.components.prompt import PromptUI, Selection, from_view
from tabletop.ui.parts.gameview import GameView


class FakeView(GameView):
    shared_prompt = True
    game_name = "espionage"

    def __init__(self, on_table: dict[int, pygame.Rect]) -> None:  # no table needed here
        self.on_table = on_table
        self.scale = 1.0

    def card_rect(self, view: dict[str, Any], card_id: int) -> pygame.Rect | None:
        return self.on_table.get(card_id)

    def prompt_card(self, view: dict[str, Any], card_id: int) -> dict[str, Any] | None:
        return {"id": card_id, "name": f"Card {card_id}", "kind": "mission", "text": ""}

    def prompt_anchor(self, view: dict[str, Any]) -> tuple[int, int] | None:
        return (400, 10)


def prompt(seat: int = 0, lo: int = 1, hi: int = 1, ordered: bool = False, cards: bool = True):
    opts = [{"value": v, "label": f"Card {v}", "card": v if cards else None} for v in (7, 8, 9)]
    return {
        "prompt": {
            "seat": seat, "kind": "k", "verb": "choose", "text": "Choose for Player 2",
            "min": lo, "max": hi, "ordered": ordered, "options": opts,
        }
    }  # fmt: skip


AREA = pygame.Rect(0, 0, 1280, 720)
RECTS = {
    7: pygame.Rect(10, 10, 50, 70),
    8: pygame.Rect(100, 10, 50, 70),
    9: pygame.Rect(200, 10, 50, 70),
}


def click(ui: PromptUI, gv: GameView, view: dict[str, Any], legal: list[Action], pos, sent, said):
    return ui.click(gv, view, 0, legal, pos, AREA, 1.0, "k", sent.append, said.append)


def test_a_one_card_prompt_is_answered_by_a_click_on_its_glowing_card() -> None:
    gv, ui, view = FakeView(RECTS), PromptUI(), prompt()
    legal = [Action(0, "choose", (v,)) for v in (7, 8, 9)]
    sent: list[Action] = []
    said: list[str] = []
    assert click(ui, gv, view, legal, RECTS[8].center, sent, said)
    assert sent == [Action(0, "choose", (8,))] and not said
    assert not click(ui, gv, view, legal, (900, 600), sent, said)  # not a card: the table's
    # the seat that decides reads how to answer; the others read who decides, by name
    names = {0: "Ann", 1: "Bea"}.__getitem__
    say = lambda t: t.replace("Player 2", "Bea")  # noqa: E731
    mine = ui.line(view, 0, from_view(view, 0), names, say)
    assert mine == "Choose for Bea  (click a glowing card)"
    assert ui.line(view, 1, None, names, say) == "Ann chooses: Choose for Bea"


def test_several_cards_are_picked_unpicked_and_confirmed() -> None:
    gv, ui, view = FakeView(RECTS), PromptUI(), prompt(lo=1, hi=2)
    legal = [Action(0, "choose", c) for c in ((7,), (8,), (9,), (7, 8), (7, 9), (8, 9))]
    sent: list[Action] = []
    said: list[str] = []
    for v in (9, 7, 8):
        assert click(ui, gv, view, legal, RECTS[v].center, sent, said)
    assert ui.picked == [9, 7] and said and "At most 2" in said[0]  # the third is refused
    click(ui, gv, view, legal, RECTS[9].center, sent, said)  # unpick
    click(ui, gv, view, legal, RECTS[8].center, sent, said)
    assert not sent  # nothing is sent before Confirm
    (confirm,) = ui.buttons(gv, view, 0, legal, "k")
    assert confirm.label == "Confirm (2)" and confirm.hotkey == "Enter"
    assert confirm.action == Action(0, "choose", (7, 8))
    assert ui.picked_now("another state") == []  # a move or a hand-over forgets the picks


def test_an_ordered_prompt_numbers_the_picks_and_places_the_last_card_itself() -> None:
    gv, ui, view = FakeView(RECTS), PromptUI(), prompt(lo=3, hi=3, ordered=True)
    legal = [Action(0, "choose", (9, 7, 8)), Action(0, "choose", (9, 8, 7))]
    sent: list[Action] = []
    for v in (9, 7):
        click(ui, gv, view, legal, RECTS[v].center, sent, [])
    assert ui.picked == [9, 7, 8]
    (confirm,) = ui.buttons(gv, view, 0, legal, "k")
    assert confirm.action == Action(0, "choose", (9, 7, 8))


def test_cards_nowhere_on_the_table_are_picked_in_the_panel(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    App((1280, 720), headless=True)  # fonts and the display, as a table has them
    gv, ui, view = FakeView({7: RECTS[7]}), PromptUI(), prompt()
    sel = from_view(view, 0)
    assert sel is not None and ui.needs_picker(gv, view, sel)
    spots = ui.targets(gv, view, sel, AREA, 1.0)
    assert [v for v, _ in spots] == [7, 8, 9] and all(AREA.contains(r) for _, r in spots)
    surf = pygame.Surface(AREA.size)
    legal = [Action(0, "choose", (v,)) for v in (7, 8, 9)]
    ui.draw(surf, gv, view, 0, legal, AREA, 1.0, "k", str, str, 0.0)
    assert ui.box.contains(spots[0][1]) and ui.shown
    assert ui.inspect_at(gv, view, 0, spots[2][1].center)["id"] == 9  # read it large
    sent: list[Action] = []
    click(ui, gv, view, legal, spots[1][1].center, sent, [])
    assert not sent and ui.picked == [8]  # a card in the panel is marked, then confirmed
    click(ui, gv, view, legal, spots[2][1].center, sent, [])
    assert ui.picked == [9]  # another click moves the mark
    (confirm,) = ui.buttons(gv, view, 0, legal, "k")
    assert confirm.action == Action(0, "choose", (9,)) and confirm.hotkey == "Enter"
    # a click inside the panel but on no card is the panel's, not the table's
    assert click(ui, gv, view, legal, (ui.box.x + 3, ui.box.y + 3), sent, [])
    pygame.quit()


def test_options_without_a_card_are_buttons() -> None:
    gv, ui, view = FakeView({}), PromptUI(), prompt(cards=False)
    legal = [Action(0, "choose", (v,)) for v in (7, 8, 9)]
    labels = [b.label for b in ui.buttons(gv, view, 0, legal, "k")]
    assert labels == ["Card 7", "Card 8", "Card 9"]
    own = Selection(0, "redraw", [], 0, 2, own=True, confirm=lambda n: f"Redraw {n}")
    assert not own.card_values and own.many
