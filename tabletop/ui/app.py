"""The application: window, scenes, the main loop, settings; ``run_app`` and ``screenshot``.

The loop runs at up to 60 FPS while something moves and sleeps in ``pygame.event.wait`` when
nothing does (no busy loop): a scene says when it next needs waking (``next_wake``).
Keys everywhere: Esc menu/back, F11 fullscreen, Ctrl+M mute. (A plain M is seat 4's claim key
and race button: mute takes Ctrl, which no seat's key can be.)
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from tabletop.engine.saves import read_json, user_dir
from tabletop.engine.settings import Settings, read_settings
from tabletop.room.room import Room
from tabletop.ui import assets, focus
from tabletop.ui.components import widgets
from tabletop.ui.scene import Scene

MIN_SIZE = (1024, 600)
#: keys the app takes in every scene: F11 fullscreen, and Ctrl + ``MUTE_KEY`` (mute)
GLOBAL_KEYS = (pygame.K_F11,)
MUTE_KEY = pygame.K_m
MUTE_LABEL = "Ctrl+M"
IDLE_NAP = 0.012  # seconds between input polls while nothing moves (about 80 polls a second)


def ctrl_held(event: pygame.event.Event) -> bool:
    """Ctrl is held with this key (the event's own modifiers, else the keyboard's now)."""
    return bool((getattr(event, "mod", 0) | pygame.key.get_mods()) & pygame.KMOD_CTRL)


def is_mute(event: pygame.event.Event) -> bool:
    """Ctrl+M mutes (a plain M is a player's key: seat 4 claims reaction windows with it)."""
    return event.type == pygame.KEYDOWN and event.key == MUTE_KEY and ctrl_held(event)


#: the screens the app goes to by name (``App.go``): scenes never import each other
SCENES: dict[str, str] = {
    "settings": "tabletop.ui.scenes.settings_scene:SettingsScene",
    "saves": "tabletop.ui.scenes.saves_scene:SavesScene",
    "replay": "tabletop.ui.scenes.replay_scene:ReplayScene",
    "demo": "tabletop.ui.scenes.demo:DemoScene",
    "launcher": "tabletop.ui.scenes.launcher:LauncherScene",
    "packs": "tabletop.ui.scenes.packs_scene:PacksScene",
    "sealed": "tabletop.ui.scenes.sealed_scene:SealedScene",
    "deckbuilder": "tabletop.ui.scenes.deckbuilder_scene:DeckBuilderScene",
    "deck_import": "tabletop.ui.scenes.deck_import_scene:ImportScene",
    "keymap": "tabletop.ui.scenes.keymap_scene:KeyMapScene",
}


class App:
    def __init__(
        self,
        size: tuple[int, int] | None = (1280, 720),
        fullscreen: bool = False,
        headless: bool = False,
    ) -> None:
        # the window, its events and text: the sound opens its device itself when it is on
        # (``assets.Audio``), the joysticks when a race asks for them; ``pygame.init()`` also
        # opened an audio device and its thread for every window, sound off or not
        pygame.display.init()
        pygame.font.init()
        assets.clear_caches()
        pygame.display.set_caption("tabletop")
        #: messages for the player about files that were damaged at start (the launcher shows them)
        self.notices: list[str] = []
        self.settings = self.load_settings()
        #: the game night: its phones (and their tokens) outlive every table
        self.room = Room()
        self.scenes: list[Scene] = []
        self.apply_ui()
        self._apply_think_setting()
        self.headless = headless
        self.fullscreen = fullscreen or bool(self.settings.get("fullscreen"))
        self.windowed_size = self.choose_size(size)
        icon = assets.image("icons/app.png")
        if icon is not None:
            pygame.display.set_icon(icon)
        self.screen = self._set_mode()
        self.audio = assets.Audio(enabled=not headless and bool(self.settings.get("sound", True)))
        self.running = True
        self.clock = pygame.time.Clock()
        #: the app's time in seconds (monotonic): scenes are handed it; a test gives its own
        self.time_source: Callable[[], float] = time.monotonic
        #: when the input being handled was read from the queue (``input_time``)
        self.polled_at: float | None = None
        self.first_frame_at: float | None = None
        self._was_moving = False  # the scene animated on the last step

    # ------------------------------------------------------------------ settings
    @staticmethod
    def settings_path() -> Path:
        return user_dir() / "settings.json"

    def load_settings(self) -> Settings:
        return read_settings(self.settings_path(), self.notices)

    def _apply_think_setting(self) -> None:
        """The hard level thinks as long as the settings say (``bots_think_seconds``)."""
        from tabletop.ai.search import set_think_seconds

        set_think_seconds(self.settings.get("bots_think_seconds", 1.0))

    def save_settings(self) -> None:
        """Write the settings now (setting a value already writes them: see
        ``engine.settings``)."""
        self.settings.save()

    # ------------------------------------------------------------------ window
    def choose_size(self, size: tuple[int, int] | None) -> tuple[int, int]:
        """The window size: ``size`` when given; else the size the window had last time (kept
        in the settings), else most of the desktop (88 %); never larger than the screen, never
        smaller than ``MIN_SIZE`` (unless the screen itself is smaller)."""
        desktop: tuple[int, int] | None = None
        try:
            sizes = pygame.display.get_desktop_sizes()
            if sizes and sizes[0][0] > 0 and sizes[0][1] > 0:
                desktop = (int(sizes[0][0]), int(sizes[0][1]))
        except pygame.error:
            desktop = None
        if size is None:
            saved = self.settings.get("window_size")
            if (
                isinstance(saved, list)
                and len(saved) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in saved)
            ):
                w, h = int(saved[0]), int(saved[1])
            elif desktop is not None:
                w, h = int(desktop[0] * 0.88), int(desktop[1] * 0.88)
            else:
                w, h = 1280, 720
            w, h = max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)
            if desktop is not None:  # a window never larger than the screen
                w, h = min(w, desktop[0]), min(h, desktop[1])
            return (w, h)
        return (int(size[0]), int(size[1]))

    def remember_size(self) -> None:
        """Keep the window's size for the next start (written with the settings)."""
        if not self.fullscreen and not self.headless:
            self.settings.note("window_size", [int(v) for v in self.windowed_size])

    def _set_mode(self) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.settings["fullscreen"] = self.fullscreen
        self.save_settings()
        self.screen = self._set_mode()
        self.relayout()

    def toggle_mute(self) -> None:
        self.audio.muted = not self.audio.muted
        self.settings["sound"] = not self.audio.muted
        self.save_settings()
        if self.scenes:
            self.scene.dirty = True  # a label showing the sound's state is drawn again

    def apply_ui(self) -> None:
        """The settings' UI scale and high-contrast frames in force at once: when either
        changed, every card face is drawn again and every scene laid out again."""
        from tabletop.ui import theme
        from tabletop.ui.components import cards

        scale = self.settings.get("ui_scale", 100)
        if theme.set_ui(scale, self.settings.get("ui_high_contrast", False)):
            cards.clear_cache()
            if self.scenes:
                self.relayout()

    def relayout(self) -> None:
        for s in self.scenes:
            s.layout(self.screen.get_size())
            s.dirty = True

    # ------------------------------------------------------------------ scenes
    @property
    def scene(self) -> Scene:
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        scene.layout(self.screen.get_size())
        self.scenes.append(scene)

    def scene_class(self, name: str) -> Callable[..., Scene]:
        """The scene called ``name`` in ``SCENES`` (imported when first asked for)."""
        from tabletop.engine.registry import load

        return load(SCENES[name])  # type: ignore[no-any-return]

    def go(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Put up the scene called ``name`` (``SCENES``), made with ``args``: how one screen
        opens another without importing it."""
        scene = self.scene_class(name)(self, *args, **kwargs)
        self.push(scene)
        return scene

    def saves_changed(self) -> None:
        """The screen on top shows the saves as they now are (a table was just left)."""
        if self.scenes:
            self.scene.on_saves_changed()

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().on_leave()
        self.push(scene)

    def pop(self) -> None:
        if len(self.scenes) > 1:
            left = self.scenes.pop()
            left.on_leave()
            self.scene.dirty = True
            if left.goes_by_itself:
                self.scene.uncovered_at = self.time_source()
        else:
            self.running = False

    def leave_all(self) -> None:
        """Every screen taken off, the top one first, as when it is left: the window closed
        or Quit pressed (a table puts its picture beside its autosave and frees the save)."""
        while self.scenes:
            scene = self.scenes.pop()
            try:
                scene.on_leave()
            except Exception:  # noqa: BLE001 - the app closes whatever one screen does
                import traceback

                traceback.print_exc()

    def open_howto(self, game: str | None = None, tab: str = "guide") -> None:
        """How to play ``game``: the guide and the rules reference (launcher, Esc menu, F1)."""
        from tabletop.ui.scenes.howto import HowToScene

        self.push(HowToScene(self, game, tab))

    # ------------------------------------------------------------------ loop
    def handle_global(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.QUIT:
            self.running = False
            return True
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            w, h = max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h)
            self.windowed_size = (w, h)
            self.remember_size()
            if (w, h) != (event.w, event.h):
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            else:
                self.screen = pygame.display.get_surface() or self.screen
            self.relayout()
            return True
        if event.type == pygame.WINDOWSIZECHANGED:
            self.screen = pygame.display.get_surface() or self.screen
            self.relayout()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F11:
                self.toggle_fullscreen()
                return True
            if is_mute(event) and not getattr(self.scene, "typing", False):
                self.toggle_mute()
                return True
        return False

    def input_time(self) -> float:
        """When the input now handled was read from the queue (each event carries it as
        ``t``): a press held is timed on it, not on when a busy frame got round to it."""
        return self.polled_at if self.polled_at is not None else self.time_source()

    def step(self, events: list[pygame.event.Event], polled_at: float | None = None) -> None:
        """One frame: ``events`` (read from the queue at ``polled_at``, by default now) go to
        the scene, stamped with the time they were read, then the scene updates and draws."""
        self.polled_at = self.time_source() if polled_at is None else polled_at
        for e in events:
            if getattr(e, "t", None) is None:
                e.t = self.polled_at
        try:
            self._step(events)
        except Exception as e:  # noqa: BLE001 - one bad frame must not close the game night
            if os.environ.get("TABLETOP_RAISE"):
                raise
            import traceback

            traceback.print_exc()
            self.recover(e)

    def recover(self, error: Exception) -> None:
        """Back to the launcher with a message; the game was autosaved and can be resumed."""
        from tabletop.ui.scenes.launcher import LauncherScene

        while len(self.scenes) > 1:
            self.pop()
        launcher = self.scenes[0] if self.scenes else None
        if isinstance(launcher, LauncherScene):
            launcher.check_resume()
            launcher.rebuild()
            launcher.toasts.add(
                f"Something went wrong ({error.__class__.__name__}: {error}). "
                "The game was saved: press Resume to go on.",
                "bad",
                life=8.0,
            )
            launcher.dirty = True
        else:
            self.running = False

    def _step(self, events: list[pygame.event.Event]) -> None:
        for e in events:
            if not self.handle_global(e):
                self.scene.handle(e)
                self.scene.dirty = True
        now = self.time_source()
        self.scene.update(now)
        moving = self.scene.animating()
        # one more frame when an animation has just ended: its last in-between frame (a card
        # in flight) must not stay on screen until the next input
        ended = self._was_moving and not moving
        if self.scene.dirty or moving or ended:
            with widgets.enter_focus(*focus.enter_target(self.scene)):  # Enter's hint honest
                self.scene.draw(self.screen)
            if self.scene.guest is not None:
                self.scene.guest(self.screen)
            self.scene.dirty = False
            pygame.display.flip()
            # a frame may start what it draws moving (a hand row placed anew glides from where
            # it lay): that motion is owed its frames and its last one, however long this frame
            # took (a frame slower than the glide drew the drawn card on the pile for good)
            moving = self.scene.animating() or moving
            if self.first_frame_at is None:
                self.first_frame_at = time.perf_counter()
                if os.environ.get("TABLETOP_BENCH_FIRST_FRAME"):
                    print("first-frame", flush=True)
                    self.running = False
        self._was_moving = moving

    def frame_owed(self) -> bool:
        """The loop draws again at once (no nap): the scene moves or changed, or the frame on
        screen was a moving one whose last frame is not drawn yet (a card in flight would
        hang in the air until the next input or timer)."""
        return self.scene.animating() or self.scene.dirty or self._was_moving

    def run(self) -> int:
        from tabletop.ui.scenes import warmup
        from tabletop.ui.scenes.launcher import LauncherScene

        jobs: list[Any] = []
        # the games' modules load on a background thread once the first frame is up (before
        # it, the thread would share the interpreter with it), and their sprites one per idle
        # launcher frame; not for a game started from the command line
        warm = isinstance(self.scene, LauncherScene)
        while self.running and self.scenes:
            if warm and self.first_frame_at is not None:
                warm = False
                warmup.start_imports()
                jobs = warmup.idle_jobs() + warmup.table_jobs(self)
            if self.frame_owed():
                events = pygame.event.get()
                self.clock.tick(60)
            elif jobs and isinstance(self.scene, LauncherScene):
                try:
                    jobs.pop(0)()
                except Exception:  # noqa: BLE001 - a warm-up job never stops the app
                    pass
                events = pygame.event.get()
            else:
                # idle: sleep in short naps until an event or the scene's next timer. (SDL's own
                # wait polls every millisecond on some drivers, which costs 3 % of a core.)
                wake = self.scene.next_wake()
                deadline = (
                    time.monotonic() + 1.0 if wake is None else min(wake, time.monotonic() + 1.0)
                )
                events = pygame.event.get()
                while not events and time.monotonic() < deadline:
                    time.sleep(IDLE_NAP)
                    events = pygame.event.get()
            self.step(events, self.time_source())  # read just now
        self.leave_all()
        if self.settings.get("window_size") is not None:
            self.save_settings()  # the window's size, for the next start
        from tabletop.room.session import AUTOSAVER

        AUTOSAVER.flush()  # the last move's autosave is on disk before the app ends
        self.room.close()  # the phones' server stops with the app
        pygame.quit()
        return 0


#: how often (seconds) a thread running Python hands the interpreter to another that waits
SWITCH_INTERVAL = 0.001


def share_the_interpreter() -> None:
    """A bot searching on the bot thread runs Python for a second on end: with Python's 5 ms
    default switch interval, a frame that lets the interpreter go 20 times waited 21 ms for it
    (median; 290 ms at the 95th percentile on a busy machine); at 1 ms it waited 1 ms (2 ms)."""
    sys.setswitchinterval(SWITCH_INTERVAL)


def run_app(
    game: str | None = None,
    seats: str | None = None,
    seed: int | None = None,
    options: dict[str, Any] | None = None,
    size: tuple[int, int] | None = None,
    fullscreen: bool = False,
    load: Path | None = None,
    lesson: str | None = None,
) -> int:
    from tabletop.engine.saves import autosave_for_load, claim_save, new_autosave_path
    from tabletop.room.session import SeatConfig, Session, default_seats
    from tabletop.ui.scenes.launcher import LauncherScene
    from tabletop.ui.table import TableScene

    app = App(size, fullscreen)
    app.push(LauncherScene(app))
    if load is not None:
        # a bad file raises SaveError, which the command line prints as one clear sentence
        data = read_json(load)
        # an autosave goes on in its own file; any other save in a new autosave (never
        # overwritten)
        auto = autosave_for_load(load, str(data.get("game", "game")))
        if auto == load:
            claim_save(load)  # another window playing it: one sentence, as for a bad file
        session = app.room.resume(data, str(load), autosave=auto)
        app.push(TableScene(app, session, phones=session.phone_seats()))
    elif game is not None:
        seat_list = (
            [SeatConfig.parse(t, i) for i, t in enumerate(seats.split(","))]
            if seats
            else default_seats(game)
        )
        session = app.room.new_game(game, seed, seat_list, options, new_autosave_path(game))
        app.push(TableScene(app, session))
    elif lesson is not None:
        from tabletop.lessons.screens import learn

        learn(app, lesson)  # resumed where it was left
    # the running app's ways, set once nothing can fail before its loop (a file that cannot
    # be loaded leaves the process as it was)
    Session.background_saves = True  # table pictures never stall a frame
    TableScene.async_bots = True  # nor does a slow bot
    Session.search_on_main_thread = False  # the hard level searches on the bot thread only
    share_the_interpreter()
    return app.run()


def screenshot(
    game: str,
    seed: int,
    after: int,
    out: Path,
    size: tuple[int, int] = (1920, 1080),
    seats: str | None = None,
    options: dict[str, Any] | None = None,
    seat: int = 0,
) -> None:
    """Render the table headless after ``after`` bot actions and save it as a PNG."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from tabletop.engine.game import game_class
    from tabletop.room.session import SeatConfig, Session
    from tabletop.ui.seatnames import computer_name
    from tabletop.ui.table import TableScene

    cls = game_class(game)
    if seats:
        seat_list = [SeatConfig.parse(t, i) for i, t in enumerate(seats.split(","))]
    else:
        seat_list = [SeatConfig("bot", computer_name(i)) for i in range(cls.MIN_SEATS)]
    session = Session(game, seed, seat_list, options)
    played = []  # the events, for the table's log as the shown seat would have read it
    for _ in range(after):
        if session.game.is_terminal():
            break
        active = session.game.active_seats()
        s = active[0]
        legal = session.game.legal_actions(s)
        bot = session.bots.get(s)
        if bot is None:  # a human seat plays as the normal bot would (a sensible position)
            from tabletop.ai.base import make_bot

            bot = make_bot(game, "normal")
        played += session.apply(bot.choose(session.game.view(s), legal, session.bot_rng))
    app = App(size, headless=True)
    table = TableScene(app, session, viewer=seat, frozen=True)
    if len(table.log.lines) <= 1:  # only the header: this view does not replay its history
        table.log_events([e.for_seat(seat) for e in played])
    app.push(table)
    table.draw(app.screen)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(out))
    pygame.quit()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run_app())
