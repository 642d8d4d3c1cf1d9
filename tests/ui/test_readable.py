"""Readable at the default 1280x720 window: every table is drawn with a recording font; no text
is under 12 px and no card name is cut (the card renderer's trace). Also the large card view,
the click-to-read toggle and the shared card/hand components."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.components import card as card_component
from tabletop.ui.components.hand import hand_rects
from tests.ui import textprobe


@pytest.mark.parametrize("scene", textprobe.SCENES, ids=[s[0] for s in textprobe.SCENES])
def test_no_text_under_12_px_and_no_name_cut_at_1280x720(scene) -> None:
    name, game, seed, after, seats = scene
    rec = textprobe.probe(game, seed, after, seats, size=(1280, 720), inspect=True)
    drawn = [d for d in rec.texts if d.text.strip()]
    assert len(drawn) > 20, "the probe saw the table's text"
    small = sorted({(d.px, d.text) for d in drawn if d.px < 12})
    assert not small, f"text under 12 px: {small[:8]}"
    assert not rec.names_cut, f"card names cut: {rec.names_cut}"
    if game != "codenames" and name != "beanz-cut":  # the Codenames grid has word cards; the
        # Beanz cut shows the decks' backs
        assert card_component.TRACE, "card names were traced"


def test_the_large_view_shows_the_rules_text_at_12_px_or_more() -> None:
    pygame.init()
    card = {
        "name": "Austin Powers, International Man of Mystery",
        "kind": "mission",
        "text": "Play this Agent. " * 6,
        "type_line": "Good Shagger",
        "stats": "Mojo 20",
    }
    real = pygame.font.Font
    seen: list[tuple[str, int]] = []

    class Probe(real):  # type: ignore[misc,valid-type]
        def __init__(self, path, size) -> None:  # type: ignore[no-untyped-def]
            super().__init__(path, size)
            self.px = size

        def render(self, text, *a, **kw):  # type: ignore[no-untyped-def]
            seen.append((str(text), self.px))
            return super().render(text, *a, **kw)

    from tabletop.ui import assets

    pygame.font.Font = Probe  # type: ignore[misc]
    try:
        assets.clear_caches()
        card_component.face("espionage", card, (400, 560))
    finally:
        pygame.font.Font = real  # type: ignore[misc]
        assets.clear_caches()
    assert any("Play this Agent." in t for t, _ in seen), "rules text drawn on the large card"
    assert min(px for _, px in seen) >= 12


def test_names_shrink_then_wrap_and_never_cut_mid_word() -> None:
    pygame.init()
    px, kind, text, cut = card_component.fit_line("Felicity Shagwell", 200, 20)
    assert (text, cut) == ("Felicity Shagwell", False) and px == 20
    px, kind, lines, cut = card_component.fit_lines("Moon Base Henchman", 70, 14, 3)
    assert not cut and " ".join(lines) == "Moon Base Henchman" and px >= 12
    # the last resort: an ellipsis at a word boundary
    shown = card_component.ellipsize("Austin Powers International", 110, 12, "cond_bold")
    assert shown.endswith("\u2026") and shown[:-1].strip() in ("Austin Powers", "Austin")


def test_one_hand_row_stays_inside_its_area() -> None:
    area = pygame.Rect(100, 500, 400, 150)
    for n in range(0, 15):
        rects = hand_rects(n, area, (90, 126), 10)
        assert len(rects) == n
        for r in rects:
            assert area.left <= r.left and r.right <= area.right
        if n >= 2:
            steps = {b.x - a.x for a, b in zip(rects, rects[1:])}
            assert len(steps) == 1  # evenly spaced
    wide = hand_rects(3, area, (90, 126), 10)
    assert wide[1].x - wide[0].x == 100  # no overlap while they fit


def test_the_window_fits_the_screen_and_remembers_its_size(monkeypatch, tmp_path) -> None:
    from tabletop.ui.app import App

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])
    assert app.choose_size(None) == (int(2560 * 0.88), int(1440 * 0.88))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1024, 600)])
    assert app.choose_size(None) == (1024, 600)  # at least 1024x600, never larger than the screen
    app.settings["window_size"] = [1500, 800]
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    assert app.choose_size(None) == (1500, 800)  # as it was left
    app.settings["window_size"] = [4000, 3000]
    assert app.choose_size(None) == (1920, 1080)
    assert app.choose_size((1280, 720)) == (1280, 720)  # asked for on the command line
    pygame.quit()


def test_a_click_on_a_card_opens_the_large_view_and_a_second_click_closes_it(
    monkeypatch, tmp_path
) -> None:
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui.app import App
    from tabletop.ui.table import TableScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    app = App((1280, 720), headless=True)
    session = Session("espionage", 7, [SeatConfig("human"), SeatConfig("bot")])
    table = TableScene(app, session, viewer=0, frozen=True)
    app.push(table)
    app.step([])
    d = table.hits.draggables(table.view, 0)[0]
    p = d.rect.center

    def click(pos: tuple[int, int], button: int = 1, move: tuple[int, int] = (0, 0)) -> None:
        pygame.event.clear()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        end = (pos[0] + move[0], pos[1] + move[1])
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=move, buttons=(1, 0, 0))
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button))
        app.step(pygame.event.get())

    click(p, move=(2, 1))  # a click (a few pixels of jitter): the card large, no move made
    assert table.inspect is not None and table.inspect["id"] == d.payload["id"]
    assert table.drag is None and session.log == []
    app.step([])
    assert table.inspect is not None  # stays open
    click((640, 300))  # a click anywhere closes it
    assert table.inspect is None
    click(p, button=3)  # right-click toggles it
    assert table.inspect is not None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(pygame.event.get())
    assert table.inspect is None and not table.menu_open  # Esc closes the view, not the game
    click(p, move=(0, -200))  # a real drag still drags (dropped on nothing: it snaps back)
    assert table.inspect is None
    pygame.quit()


def test_no_face_shows_an_empty_text_box() -> None:
    """A face whose rules text does not fit at 12 px is compact: its lower box is a plate just
    tall enough for the type and stats lines (or none), and the art takes the room."""
    pygame.init()
    import tabletop.games.austin.view as austin_view
    import tabletop.games.espionage.view  # noqa: F401  (registers the Espionage style)
    from tabletop.ui import assets

    assets.clear_caches()
    card_component.clear_cache()
    card_component.LAYOUTS.clear()
    spy = {"name": "Protector", "kind": "reaction", "type_line": "Reaction", "text": "x " * 60}
    for size in ((90, 126), (120, 168), (160, 224), (400, 560)):
        card_component.face("espionage", spy, size)
        card_component.face("austin", austin_view.card_dict("Groovy, Baby!"), size)
    assert card_component.LAYOUTS
    for (game, name, size), lay in card_component.LAYOUTS.items():
        plan = lay["plan"]
        if plan["text"] is None:
            assert lay["compact"]
            assert lay["text"].height == plan["plate_h"], (game, name, size)
            assert lay["art"].bottom <= lay["text"].top or not lay["text"].height


def _table(game: str, seed: int, after: int, seats: str, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    from tabletop.ui import assets
    from tabletop.ui.app import App
    from tabletop.ui.table import TableScene

    assets.clear_caches()
    card_component.clear_cache()
    session = textprobe._session(game, seed, after, seats)
    app = App(size, headless=True)
    table = TableScene(app, session, viewer=0, frozen=True)
    app.push(table)
    table.draw(app.screen)
    return table


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_austin_panels_never_overlap_their_agents_and_keep_names_whole(size) -> None:
    table = _table("austin", 4, 40, "human,bot,bot,bot", size)
    gv, view = table.gv, table.view
    for seat in range(len(view["seats"])):
        lay = gv.panel_layout(view, seat)
        rects = [r for _c, r in lay["slots"]]
        for i, a in enumerate(rects):
            assert lay["body"].contains(a) or seat == gv.me()
            for b in rects[i + 1 :]:
                assert not a.colliderect(b), (seat, a, b)
        if seat != gv.me() and not lay["plates"]:  # (a plate wraps its name whole)
            for c, r in lay["slots"]:
                from tabletop.games.austin.view import GAME, card_dict

                assert card_component.name_fits(GAME, card_dict(c["name"]), r.size), c["name"]
    pygame.quit()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080), (2560, 1440)])
def test_beanz_cards_on_the_mat_stay_in_their_slots(size) -> None:
    table = _table("beanz", 5, 24, "human,bot", size)
    gv, view = table.gv, table.view
    s = gv.scale
    slots = [gv.slot_rect(view, sl["slot"]) for sl in view["mat"]]
    for i, a in enumerate(slots):
        for b in slots[i + 1 :]:
            assert not a.colliderect(b)
    for sl, srect in zip(view["mat"], slots):
        if sl["bean"] is not None:
            assert srect.inflate(int(4 * s) + 2, 2).contains(gv.bean_rect(srect, sl["position"]))
    # the mat fills the width and grows into the height; under it the window bar and stack
    pr = table.play_rect
    assert gv.mat_rect().bottom > pr.y + pr.height * 0.55
    pygame.quit()


@pytest.mark.parametrize(
    "name, width", [("Felicity Shagwell", 72), ("Felicity Shagwell", 76), ("Fat Bastard", 70)]
)
def test_a_name_breaks_between_words_under_the_badge_not_mid_word(name: str, width: int) -> None:
    """ "Shagw-ell" on a table card (Austin's panels at 1280x720): only the first line sits
    beside the frame's badge; the lines under it have the title's whole width, so the word
    fits whole there and is not hyphenated."""
    from tabletop.games.austin.view import card_dict
    from tabletop.ui import assets

    pygame.init()
    assets.clear_caches()  # fonts of an earlier pygame session; no face drawn before
    card_component.TRACE.clear()
    card_component.face("austin", card_dict(name), (width, int(width * 1.4)))
    (traced,) = [t for t in card_component.TRACE if t[0] == name]
    assert traced[1:] == (name, False), traced


def test_fit_lines_gives_each_line_its_own_room() -> None:
    from tabletop.ui import assets

    pygame.init()
    assets.clear_caches()
    narrow = card_component.width("Bastard", 12, "cond_bold") - 4
    wide = narrow + 30
    px, _k, lines, cut = card_component.fit_lines(
        "Fat Bastard", narrow, 16, 3, ("cond_bold",), rooms=lambda px, k: [narrow, wide]
    )
    assert (lines, cut) == (["Fat", "Bastard"], False) and px >= 12
    # one room for every line: the word does not fit whole, it is hyphenated
    _px, _k, lines, _cut = card_component.fit_lines("Fat Bastard", narrow, 16, 3, ("cond_bold",))
    assert any(x.endswith("-") for x in lines)


def test_a_first_word_too_wide_beside_the_badge_goes_below_it_whole() -> None:
    """A new player read "Merm-aid" and "Prospec-tor" on the Beanz mat: a one-word name a little
    too wide beside the badge was hyphenated though it fits whole on the line below it."""
    from tabletop.ui import assets

    pygame.init()
    assets.clear_caches()
    w = card_component.width("Prospector", 12, "cond_bold")
    beside, below = w - 6, w + 20
    px, _k, lines, cut = card_component.fit_lines(
        "Prospector", beside, 12, 3, ("cond_bold",), rooms=lambda px, k: [beside, below]
    )
    assert (lines, cut) == (["", "Prospector"], False)
    # a word that fits beside the badge stays on the first line
    _px, _k, lines, _cut = card_component.fit_lines(
        "Emu", beside, 12, 3, ("cond_bold",), rooms=lambda px, k: [beside, below]
    )
    assert lines == ["Emu"]
