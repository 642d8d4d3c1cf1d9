"""Every screen of the app drawn headless at a window size and UI scale, with a record of the
text it drew, for the scaled readability tests (``test_readable_scaled.py``) and the
screenshots (``tools/screenshots.py --scales``): each font's pixel size (``textprobe``'s
recording font) and, through a tracing ``pygame.Surface``, where each text was blitted.

``SCREENS`` names each menu screen and how to open it; ``textprobe.SCENES`` the game tables.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from tabletop.engine.registry import playable_names  # noqa: E402
from tests.ui import textprobe  # noqa: E402


@dataclass
class Placed:
    text: str
    rect: pygame.Rect  # where it was meant to land on its surface
    px: int
    dest: int  # which surface (an index into ``Shot.surfaces``)
    cut: bool = False  # the surface's clip cut some of it off


@dataclass
class Shot:
    """What one screen drew: every text's pixel size (``face`` marks text on card faces, drawn
    at 100 % inside ``theme.unscaled``) and every text blitted, on which surface and where,
    less the texts a later panel or veil covered (the scene under a menu)."""

    sizes: list[tuple[str, int, bool]] = field(default_factory=list)  # (text, px, on a face)
    placed: list[Placed] = field(default_factory=list)
    surfaces: list[tuple[int, int]] = field(default_factory=list)  # each surface's size
    cut_short: list[str] = field(default_factory=list)  # texts shortened with an ellipsis
    #: texts drawn on a panel (``theme.panel``) that run past its edge: (text, rect, panel)
    spills: list[tuple[str, tuple[int, ...], tuple[int, ...]]] = field(default_factory=list)

    def shortened(self) -> list[str]:
        """Texts (not on a card face) that did not fit their room and were cut short with an
        ellipsis ("Espion\u2026"): large text wraps, shrinks to its floor or is given room."""
        return sorted(set(self.cut_short))

    def under(self, floor: int, face_floor: int = 12) -> list[tuple[int, str]]:
        """Texts smaller than their floor (the scaled one; 12 px on card faces)."""
        return sorted(
            {
                (px, t[:40])
                for t, px, face in self.sizes
                if t.strip() and px < (face_floor if face else floor)
            }
        )

    def clipped(self) -> list[tuple[str, tuple[int, int, int, int]]]:
        """Texts that run off the surface they were drawn on (the window or a panel's sheet)
        or are cut by its clipping rectangle (a text wholly outside the clip is not shown and
        not recorded: a scrolled list)."""
        out = []
        for p in self.placed:
            if p.cut or not pygame.Rect((0, 0), self.surfaces[p.dest]).contains(
                p.rect.inflate(-2, -2)
            ):
                out.append((p.text, tuple(p.rect)))
        return out

    def overlaps(self) -> list[tuple[str, str]]:
        """Pairs of different texts on one surface whose inked boxes overlap (a text's box
        less 2 px at the sides and a sixth of its height above and below: a font's blank
        rows and accents)."""
        out = []
        boxes = [p.rect.inflate(-4, -2 * max(2, p.rect.height // 6)) for p in self.placed]
        for i, a in enumerate(self.placed):
            for j in range(i + 1, len(self.placed)):
                b = self.placed[j]
                if b.dest == a.dest and a.text.strip() != b.text.strip():
                    if boxes[i].colliderect(boxes[j]):
                        out.append((a.text, b.text))
        return out


@contextmanager
def recording(shot: Shot) -> Iterator[None]:
    """While drawing: record every font render (size, on a card face or not) and, through a
    tracing ``pygame.Surface``, where each rendered text is blitted. A later blit of another
    picture (a panel, a veil, a card) that holds a text's whole box covers that text."""
    from tabletop.ui import assets, theme
    from tabletop.ui.components import card, textfit
    from tabletop.ui.scenes import launcher

    real_font, real_surface = pygame.font.Font, pygame.Surface
    real_ellipsize = textfit.ellipsize

    faces = [0]  # inside a card face's drawing or its fitting (card names have their own test)
    short: dict[str, str] = {}

    def ellipsize(s: str, room: int, px: int, kind: str) -> str:
        out = real_ellipsize(s, room, px, kind)
        if not faces[0] and theme.ui_scale() == theme._state[0] and out != s:
            short[out] = s
        return out

    def on_faces(real: Callable[..., Any]) -> Callable[..., Any]:
        def call(*a: Any, **kw: Any) -> Any:
            faces[0] += 1
            try:
                return real(*a, **kw)
            finally:
                faces[0] -= 1

        return call

    face_calls = {n: getattr(card, n) for n in ("face", "name_fits", "name_unbroken")}
    real_panel, real_wrapped = theme.panel, theme.blit_wrapped
    panels: list[tuple[int, pygame.Rect, int]] = []  # (surface id, rect, events before it)

    def panel(dest: pygame.Surface, rect: pygame.Rect, *a: Any, **kw: Any) -> None:
        real_panel(dest, rect, *a, **kw)
        if not faces[0]:
            keep.append(dest)
            panels.append((id(dest), pygame.Rect(rect), len(events)))

    def blit_wrapped(
        dest: pygame.Surface, s: str, size: int, rect: pygame.Rect, *a: Any, **kw: Any
    ) -> int:
        y = real_wrapped(dest, s, size, rect, *a, **kw)
        kind = a[1] if len(a) > 1 else kw.get("kind", "sans")
        gap = a[3] if len(a) > 3 else kw.get("line_gap", 1.15)
        lines = theme.wrap(s, theme.px(size), rect.width, kind)
        shown = (y - rect.top) // max(1, int(theme.font_px(size) * gap))
        if not faces[0] and shown < len(lines):  # the lines under the box were left out
            shot.cut_short.append(f"{s[:60]} -> {len(lines) - shown} of {len(lines)} lines")
        return y

    texts: dict[int, tuple[str, int, pygame.Surface]] = {}
    dests: dict[int, int] = {}
    keep: list[Any] = []
    events: list[tuple[int, str, pygame.Rect, int, bool]] = []  # (surface, text, rect, px, cut)

    class Probe(real_font):  # type: ignore[misc,valid-type]
        def __init__(self, path: Any, size: int) -> None:
            super().__init__(path, size)
            self.px = int(size)

        def render(self, text: Any, *a: Any, **kw: Any) -> pygame.Surface:
            on_face = theme.ui_scale() != theme._state[0]
            shot.sizes.append((str(text), self.px, on_face))
            if str(text) in short and not on_face and not faces[0]:
                shot.cut_short.append(f"{short[str(text)]} -> {text}")
            surf = super().render(text, *a, **kw)
            if not on_face:
                texts[id(surf)] = (str(text), self.px, surf)
            return surf

    class Tracing(real_surface):  # type: ignore[misc,valid-type]
        def blit(self, source: Any, dest: Any, area: Any = None, special_flags: int = 0) -> Any:
            done = super().blit(source, dest, area, special_flags)
            size = pygame.Rect(area).size if area is not None else source.get_size()
            pos = dest.topleft if isinstance(dest, pygame.Rect) else tuple(dest)[:2]
            rect = pygame.Rect(pos, size)
            if id(self) not in dests:
                dests[id(self)] = len(shot.surfaces)
                shot.surfaces.append(self.get_size())
                keep.append(self)
            t = texts.get(id(source))
            if t is not None and done.width and done.height:  # a text clipped away is unseen
                # cut by the surface's edge or its clip: the rect reaches outside the surface
                cut = done.w < rect.w - 2 or done.h < rect.h - max(2, rect.h // 6)
                events.append((dests[id(self)], t[0], rect, t[1], cut))
            elif size[0] >= 32 and size[1] >= 32:
                events.append((dests[id(self)], "", rect, 0, False))
            return done

    pygame.font.Font = Probe  # type: ignore[misc]
    pygame.Surface = Tracing  # type: ignore[misc]
    shorteners = (textfit, card, launcher)  # the modules that call it by its own name
    for mod in shorteners:
        mod.ellipsize = ellipsize  # type: ignore[attr-defined]
    for n, real in face_calls.items():
        setattr(card, n, on_faces(real))
    theme.panel, theme.blit_wrapped = panel, blit_wrapped  # type: ignore[assignment]
    assets.clear_caches()
    try:
        yield
    finally:
        pygame.font.Font = real_font  # type: ignore[misc]
        pygame.Surface = real_surface  # type: ignore[misc]
        for mod in shorteners:
            mod.ellipsize = real_ellipsize  # type: ignore[attr-defined]
        for n, real in face_calls.items():
            setattr(card, n, real)
        theme.panel, theme.blit_wrapped = real_panel, real_wrapped  # type: ignore[assignment]
    for i, (d, text, rect, px, cut) in enumerate(events):
        later = events[i + 1 :]
        if text and not any(e[0] == d and not e[1] and e[2].contains(rect) for e in later):
            shot.placed.append(Placed(text, rect, px, d, cut))
    # a text drawn on a panel (its middle inside) runs past the panel's edge
    for sid, prect, at in panels:
        on = dests.get(sid)
        for ev in events[at:]:
            if ev[0] != on or not ev[1].strip():
                continue
            ink = ev[2].inflate(-4, -2 * max(2, ev[2].height // 6))
            if prect.collidepoint(ev[2].center) and not prect.contains(ink):
                shot.spills.append((ev[1], tuple(ev[2]), tuple(prect)))


def make_app(size: tuple[int, int], scale: int, contrast: bool = False) -> Any:
    """A headless app at ``size`` and ``scale`` %."""
    from tabletop.ui.app import App

    app = App(size, headless=True)
    app.settings["ui_scale"] = scale
    app.settings["ui_high_contrast"] = contrast
    app.apply_ui()
    return app


# ---------------------------------------------------------------------------------- screens
def _finished_save() -> dict[str, Any]:
    from tabletop.ai.base import make_bot
    from tabletop.room.session import SeatConfig, Session

    s = Session("espionage", 21, [SeatConfig("human", "Ann"), SeatConfig("bot", "Bo", "random")])
    bot = make_bot("espionage", "random")
    while not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        s.apply(bot.choose(s.game.view(seat), s.game.legal_actions(seat), s.bot_rng))
    return s.to_save()


def _table(app: Any, seats: str = "human,bot,bot,bot", game: str = "espionage") -> Any:
    from tabletop.ui.table import TableScene

    session = textprobe._session(game, 7, 12, seats)
    table = TableScene(app, session, viewer=0, frozen=True)
    app.push(table)
    return table


def _profile() -> tuple[Any, Any]:
    from tabletop.collection.profiles import Profiles

    store = Profiles()
    return store, store.load("Ann") if store.exists("Ann") else store.create("Ann")


def open_launcher(app: Any) -> None:
    from tabletop.ui.scenes.launcher import LauncherScene

    app.push(LauncherScene(app))


def launcher_for(game: str) -> Callable[[Any], None]:
    """The launcher with ``game`` picked (its seats, options and their explanations)."""

    def open_it(app: Any) -> None:
        from tabletop.ui.scenes.launcher import LauncherScene

        lau = LauncherScene(app)
        app.push(lau)
        lau.pick_game(game)

    return open_it


def open_settings(app: Any) -> None:
    from tabletop.ui.scenes.settings_scene import SettingsScene

    app.push(SettingsScene(app))


def open_keymap(app: Any) -> None:
    from tabletop.ui.scenes.keymap_scene import KeyMapScene

    app.push(KeyMapScene(app))


def open_table_keys(app: Any) -> None:
    from tabletop.ui.scenes.keymap_scene import KeyMapScene

    km = KeyMapScene(app)
    app.push(km)
    km.open_table_keys()
    km.table_keys.row = 6  # a row in the middle chosen (large text: the list round it)


def open_guide(app: Any) -> None:
    from tabletop.ui.scenes.howto import HowToScene

    app.push(HowToScene(app, "espionage"))


def open_rules(app: Any) -> None:
    from tabletop.ui.scenes.howto import HowToScene

    app.push(HowToScene(app, "austin", tab="rules"))


def open_saves(app: Any) -> None:
    from tabletop.engine.saves import named_save_path, write_json
    from tabletop.ui.scenes.saves_scene import SavesScene

    write_json(named_save_path("Friday night"), _finished_save())
    write_json(named_save_path("Game night"), _waiting_save())  # Continue, four players
    app.push(SavesScene(app))


def _waiting_save() -> dict[str, Any]:
    """A four-seat game in progress (its row has Continue; at 200 % it read "Contin...")."""
    session = textprobe._session("espionage", 7, 6, "human,bot:normal,bot:normal,bot:normal")
    data: dict[str, Any] = session.to_save()
    return data


def open_replay(app: Any) -> None:
    from tabletop.ui.scenes.replay_scene import ReplayScene

    app.push(ReplayScene(app, _finished_save()))


def open_replay_play(app: Any) -> None:
    from tabletop.ui.scenes.replay_scene import ReplayScene

    rp = ReplayScene(app, _finished_save())
    app.push(rp)
    rp.begin(0)
    rp.step(40)


def open_collection(app: Any) -> None:
    from tabletop.ui.scenes.collection_scene import CollectionScene

    store, _prof = _profile()
    app.push(CollectionScene(app, store))


def open_new_collection(app: Any) -> None:
    """Collections and decks before anyone has a profile: the hint to type a name."""
    from tabletop.collection.profiles import Profiles
    from tabletop.ui.scenes.collection_scene import CollectionScene

    app.push(CollectionScene(app, Profiles()))


def open_deckbuilder(app: Any) -> None:
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene

    store, prof = _profile()
    app.push(DeckBuilderScene(app, "austin", store, prof))


def open_beanz_builder(app: Any) -> None:
    """Mighty Beanz's builder: its Format button and a deck row ("1× Bean Burst!")."""
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene

    store, prof = _profile()
    b = DeckBuilderScene(app, "beanz", store, prof)
    app.push(b)
    b.add_card(sorted(b.gset.cards)[0])


def open_deck_import(app: Any) -> None:
    from tabletop.ui.scenes.deck_import_scene import ImportScene
    from tabletop.ui.scenes.deckbuilder_scene import DeckBuilderScene

    store, prof = _profile()
    builder = DeckBuilderScene(app, "rpgget", store, prof)
    app.push(builder)
    app.push(ImportScene(app, builder))


def open_packs(app: Any) -> None:
    from tabletop.ui.scenes.packs_scene import PacksScene

    store, prof = _profile()
    app.push(PacksScene(app, "austin", store, prof, seed=3))


def open_sealed(app: Any) -> None:
    from tabletop.ui.scenes.sealed_scene import SealedScene

    app.push(SealedScene(app, "rpgget", seed=3))


def open_game_menu(app: Any) -> None:
    from tabletop.ui.scenes.menu import GameMenu

    app.push(GameMenu(app, _table(app)))


def open_moves(app: Any) -> None:
    from tabletop.ui.scenes.howto import MovesOverlay

    app.push(MovesOverlay(app, _table(app)))


def open_duel(app: Any) -> None:
    from tabletop.ui.scenes.reaction_scenes import DuelScene

    app.push(DuelScene(app, seed=1))


def open_flick(app: Any) -> None:
    from tabletop.games.beanz.flick.scene import FlickPracticeScene

    app.push(FlickPracticeScene(app, seed=2))


def open_curtain(app: Any) -> None:
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui.table import TableScene

    session = Session("codenames", 3, [SeatConfig("human", n) for n in ("Ann", "Ben", "Cy", "Di")])
    app.push(TableScene(app, session))


def open_toasts(app: Any) -> None:
    table = _table(app, game="austin", seats="human,bot,bot,bot")
    other = table.session.seat_name(1)  # a seat at this table
    table.toasts.add(
        f"Not now: it is {other}'s turn; you may answer in the reaction window.", "bad"
    )
    table.toasts.add("Saved as Friday night", "good")


def open_offer(app: Any) -> None:
    from tabletop.lessons.screens import OfferScene

    open_launcher(app)
    app.push(OfferScene(app, "codenames", lambda: None, 10, 36))


SCREENS: list[tuple[str, Callable[[Any], None]]] = [
    ("launcher", open_launcher),
    ("lesson-offer", open_offer),
    ("settings", open_settings),
    ("keymap", open_keymap),
    ("keymap-table", open_table_keys),
    ("guide", open_guide),
    ("rules", open_rules),
    ("saves", open_saves),
    ("replay", open_replay),
    ("replay-play", open_replay_play),
    ("collection", open_collection),
    ("collection-new", open_new_collection),
    ("deckbuilder", open_deckbuilder),
    ("deckbuilder-beanz", open_beanz_builder),
    ("deck-import", open_deck_import),
    ("packs", open_packs),
    ("sealed", open_sealed),
    ("game-menu", open_game_menu),
    ("moves", open_moves),
    ("duel", open_duel),
    ("flick", open_flick),
    ("curtain", open_curtain),
    ("toasts", open_toasts),
]
#: the launcher with each other game picked ("launcher" opens on the first)
SCREENS += [(f"launcher-{g}", launcher_for(g)) for g in playable_names()[1:]]


def shoot_screen(name: str, size: tuple[int, int], scale: int, out: Path | None = None) -> Shot:
    """Open screen ``name`` at ``size`` and ``scale`` %, draw it, record its text."""
    opener = dict(SCREENS)[name]
    shot = Shot()
    with recording(shot):  # from the start: the layers a scene caches are recorded too
        app = make_app(size, scale)
        opener(app)
        app.step([])
        app.screen = pygame.Surface(size)
        app.scene.draw(app.screen)
    if out is not None:
        pygame.image.save(app.screen, str(out))
        page = getattr(getattr(app.scene, "page", None), "canvas", None)
        if page is not None:  # a page taller than the window: the whole page too
            pygame.image.save(page, str(out.with_name(out.stem + "-page.png")))
    pygame.quit()
    return shot


def frozen_table(app: Any, session: Any, size: tuple[int, int]) -> tuple[Any, Shot]:
    """``session``'s table, frozen, drawn once from seat 0's view on a fresh ``size`` screen of
    ``app``, with what it drew (``recording``)."""
    from tabletop.ui.table import TableScene

    shot = Shot()
    with recording(shot):
        app.screen = pygame.Surface(size)
        table = TableScene(app, session, viewer=0, frozen=True)
        app.push(table)
        table.draw(app.screen)
    return table, shot


def drawn_table(
    size: tuple[int, int], scale: int, session: Any, setup: Any = None, keys: bool = True
) -> tuple[Any, Shot]:
    """``session``'s live table at ``scale`` % from seat 0's view, its computer players held,
    after ``setup(table)``, the keyboard's ring shown only if ``keys``, drawn once with where
    each text landed."""
    from tabletop.ui.table import TableScene

    app = make_app(size, scale)
    shot = Shot()
    with recording(shot):
        app.screen = pygame.Surface(size)
        t = TableScene(app, session, viewer=0)
        app.push(t)
        t.next_bot_at = float("inf")
        t.update(0.0)
        if setup is not None:
            setup(t)
        t.focus.active = keys
        t.dirty = True
        t._frame = None
        t.draw(app.screen)
    return t, shot


def shoot_table(
    scene: tuple[str, str, int, int, str],
    size: tuple[int, int],
    scale: int,
    out: Path | None = None,
) -> Shot:
    """A game table (``textprobe.SCENES``) at ``size`` and ``scale`` %, then with a card read
    large (the zoom's text sizes count too)."""
    _name, game, seed, after, seats = scene
    session = textprobe._session(game, seed, after, seats)
    app = make_app(size, scale)
    table, shot = frozen_table(app, session, size)
    if out is not None:
        pygame.image.save(app.screen, str(out))
    zoom = Shot()
    with recording(zoom):
        textprobe._open_inspect(table)
        app.screen = pygame.Surface(size)
        table.draw(app.screen)
    shown = getattr(getattr(table, "zoom", None), "is_open", False) or getattr(
        table, "inspect", None
    )
    if out is not None:  # no card on the table to read large: no second picture
        zoomed = out.with_name(out.stem + "-zoom.png")
        if shown:
            pygame.image.save(app.screen, str(zoomed))
        else:
            zoomed.unlink(missing_ok=True)
    pygame.quit()
    shot.sizes += zoom.sizes
    return shot
