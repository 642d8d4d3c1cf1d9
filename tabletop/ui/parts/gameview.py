"""What each game's table drawing provides to the shared table scene.

A game view draws a seat's view (never the state), and turns pointer gestures into *candidate*
actions: the table looks a candidate up among the legal actions and, when it is not there, asks
the engine why (``Game.check``) and snaps the card back with that reason. The view never decides
legality and never changes the game.

A view declares what lies where for a seat (``placed``, Table v3: ``tabletop.ui.parts.layout``) and
which gesture makes each move (``gesture``, ``nominal``, ``nominal_click``); the table computes
from those alone what can be picked up, dropped, clicked, browsed and read large, and the hints
of a refused gesture (``tabletop.ui.parts.hits``). A view has no input hook of its own for any of it.

A view talks to the table through one typed interface, ``tabletop.ui.parts.facade.TableFacade``:
``table.legal(seat)`` (the seat on screen only), ``table.toast``,
``table.sound``, ``table.request_attention(seat)``, ``table.pause_bots``/``resume_bots``/
``bots_due``, and what it may read (the view, the seat on screen, the play area, a drag). It never
writes the table's state (the curtain, the seat on screen, the claimant, the bots' pacing) and
never submits a move or loops waiting for input; the table asks it ``needs_curtain`` and ``pass_is_public``.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.actions import Action
from tabletop.room.facts import TableFacts, facts_for
from tabletop.ui import theme
from tabletop.ui.components import marks
from tabletop.ui.components.hand import HandMotion, name_tab, type_band, type_plan, type_tab
from tabletop.ui.components.pile import PileViewer
from tabletop.ui.components.widgets import move_button_width
from tabletop.ui.parts.gestures import Gesture, Gestures, Kept, Key
from tabletop.ui.parts.layout import Layout

if TYPE_CHECKING:
    from tabletop.ui.parts.facade import TableFacade
    from tabletop.ui.parts.hits import Draggable


#: a full stop or colon right after a name's own "!" or "?" (the engine's sentence ends it)
ONE_STOP = re.compile(r"([!?])[.:](?=\s|$)")


class GameView:
    """Base class; games override what they need."""

    game_name = ""
    #: hot-seat: the view shows private information of the seat it is drawn for
    has_private = True
    #: the end panel lists every seat's score, best first (off where a score is only win/lose)
    standings = True
    #: a covered hand card repeats its type line on a tab (``components.hand.type_tab``)
    type_tabs = False

    def clock(self) -> float:
        """The table's clock (the app's; a test's own): what a view animates is timed by it,
        never by the wall clock, so a slow machine or a test sees the same frames."""
        now = getattr(self.table, "now", None)
        return float(now()) if callable(now) else time.monotonic()

    @staticmethod
    def face_data(card: dict[str, Any]) -> dict[str, Any]:
        """A card as the engine describes it, as the card renderer wants it (frame, type line,
        stats). The how-to-play pictures use this, so they look like the table's cards."""
        return card

    def __init__(self, table: TableFacade) -> None:
        self.table = table
        #: the shared pile viewer: a view opens it on a face-up pile; the table routes input
        #: to it, draws it and closes it behind the curtain
        self.piles = PileViewer()
        #: where the hand's cards are drawn (and picked) while the hand changes
        self.hand_motion = HandMotion()
        #: the hand card drawn lifted under the pointer: (its key, where it is drawn)
        self.lifted: tuple[Any, pygame.Rect] | None = None
        #: the initials the hand's type tabs drew and their words (``type_legend``)
        self.type_letters: dict[str, str] = {}
        #: the hand card hovered or focused as last drawn, where, and the hand's cards: what
        #: the table says in words above the hand (``layers.hand_words``); None while dragging
        self.reading: tuple[dict[str, Any], pygame.Rect, list[pygame.Rect]] | None = None
        self.size = (1280, 720)
        self.scale = 1.0

    def say(self, text: str) -> str:
        """An engine sentence as the players read it: "Player 2" called by the seat's name,
        without what is there for the engine only (``tidy``), and one stop after a card name
        that has its own ("Knockdown!." reads "Knockdown!")."""
        session = getattr(self.table, "session", None)
        said = self.tidy(session.name_text(text) if session is not None else text)
        return ONE_STOP.sub(r"\1", said)

    def buttons_left(self) -> int:
        """Where the table's move buttons begin (laid out from the right, bottom row): a hand
        row runs up to here, so no button covers a card."""
        pr, s = self.table.play_rect, self.scale
        box = getattr(getattr(self.table, "prompts", None), "box", None)
        lefts = [
            b.rect.left
            for b in getattr(self.table, "buttons", [])
            if not (box and box.contains(b.rect))  # a question's answers, in its panel
        ]
        return (min(lefts) if lefts else pr.right) - int(16 * s)

    def row_left(self, buttons: list[tuple[str, str]]) -> int:
        """Where the move buttons would begin with ``buttons`` (label, hotkey) in their row, as
        ``buttons_left`` says of the row on screen: a hand kept clear of the buttons a turn
        brings, before they show (a turn's Draw button appeared under the hand laid out in the
        other seat's turn)."""
        pr, s = self.table.play_rect, self.scale
        right = x = pr.right - int(20 * s)
        lefts = [right]
        for label, hotkey in reversed(buttons):  # the table lays the last one out first
            width = move_button_width(label, hotkey, s, pr.width)
            if x < right and x - width < self.buttons_floor():
                x = right  # a row full: the next one above it, from the right again
            lefts.append(x - width)
            x -= width + int(12 * s)
        return min(lefts) - int(16 * s)

    def buttons_floor(self) -> int:
        """How far left the move buttons reach: a button that would pass it begins a row above
        the others, from the right (by default the play area's left edge; a game keeps its
        hand's room clear with it)."""
        return self.table.play_rect.x + int(10 * self.scale)

    def folds_log(self, size: tuple[int, int], log_w: int) -> bool:
        """Whether the game log folds behind the top bar's Log button and the table takes its
        column's width (a table whose names would not fit at large text beside a log
        ``log_w`` wide); by default the log keeps its column."""
        return False

    def bar_buttons(self) -> list[tuple[str, Callable[[], None]]]:
        """The game's own buttons in the top bar, left of the table's (label, what a click or
        Enter on it does): what folds behind a button for the table's room, as the log does
        behind Log (Austin's icons legend). Asked again whenever the moves change; by default
        none."""
        return []

    def tidy(self, text: str) -> str:
        """An engine sentence without what only the engine needs (Espionage's stack item
        numbers, "(#5)")."""
        return text

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.scale = min(size[0] / 1920, size[1] / 1080)
        self.hand_motion = HandMotion()  # a new window size: the hand is laid out anew, still

    def draw(self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ layout as data
    def placed(self, view: dict[str, Any], seat: int | None) -> Layout | None:
        """What lies where on the table for ``seat`` (``tabletop.ui.parts.layout``); None: the view
        answers the old hooks itself."""
        return None

    def gesture(self, action: Action, view: dict[str, Any]) -> Gesture | None:
        """The gesture that makes legal ``action`` (``tabletop.ui.parts.gestures``)."""
        return None

    def nominal(self, seat: int, source: Key, target: Key, view: dict[str, Any]) -> Action | None:
        """The move a drag of ``source`` onto ``target`` would mean, for a refusal's reason."""
        return None

    def nominal_click(self, seat: int, key: Key, view: dict[str, Any]) -> Action | None:
        """The move a click on item ``key`` would mean when no legal move has that gesture (a
        covered Codenames card: the guess), for a refusal's reason; None: no move."""
        return None

    def forget_placed(self) -> None:
        """The next ``layout_for`` asks ``placed`` anew (a view that places some items as it
        draws them: a lesson's pointing after the board was drawn)."""
        self.__dict__.pop("_placed", None)

    def layout_for(self, view: dict[str, Any], seat: int | None) -> Layout | None:
        """``placed``, kept while the view, seat, size, move buttons and frame stay the same."""
        now = getattr(self.table, "frame_time", None)
        key = (
            seat,
            self.size,
            self.buttons_left() if hasattr(self.table, "play_rect") else 0,
            now,  # one frame's layout: a gliding hand lies elsewhere at the next
            getattr(self.table, "window_key", None),  # a bar opened: cards keep clear of it
        )
        cached = getattr(self, "_placed", None)
        if cached is not None and cached[0] is view and cached[1] == key:
            return cached[2]  # type: ignore[no-any-return]
        lay = self.placed(view, seat)
        self._placed = (view, key, lay)
        return lay

    def gestures(self, view: dict[str, Any], legal: list[Action]) -> Gestures:
        """The legal moves indexed by gesture, made anew (the table reads ``gestures_for``)."""
        return Gestures(legal, self.gesture, view)

    def gestures_for(self, view: dict[str, Any], seat: int | None, legal: list[Action]) -> Kept:
        """``gestures`` and the answers asked about it, kept per state and seat (the table's
        state key): a drag's press, glow and drop, the clicks and the buttons ask once."""
        key = getattr(self.table, "state_key", None)
        state = (key() if key is not None else None, seat)
        kept: Kept | None = self.__dict__.get("_gestures")
        if kept is None or not kept.fits(state, view, legal):
            kept = self._gestures = Kept(state, view, legal, self.gestures(view, legal))
        return kept

    def forget_gestures(self) -> None:
        """The next ``gestures_for`` asks anew: what ``gesture`` answers changed while the
        state did not (a race's winner picks the move it won: only theirs may be made)."""
        self.__dict__.pop("_gestures", None)

    def ask_first(self, action: Action, view: dict[str, Any], legal: list[Action]) -> str:
        """A move button whose move the player may not mean now: the question asked first
        (one line that makes the move; a click elsewhere keeps things as they are), or "".
        RPG Get!: "End the attack" while a member has not attacked yet."""
        return ""

    def action_label(self, action: Action, view: dict[str, Any]) -> str:
        """A move in words: the game's own (``room.facts.TableFacts.label``, pure: the phones
        read the same words), with the seats called by the table's names."""
        session = getattr(self.table, "session", None)
        legal = self.table.legal(action.seat)
        name = session.seat_name if session is not None else str
        return self.facts.label(action, view, legal, name)

    # ------------------------------------------------------------------ the shared prompt
    # (tabletop.ui.components.prompt): the table draws the open prompt and takes its clicks and
    # buttons; a game gives only where its cards lie and how they look
    def card_rect(self, view: dict[str, Any], card_id: int) -> pygame.Rect | None:
        """Where card ``card_id`` lies on the table as drawn now (None: not on the table; a
        prompt offering it is then answered in the picker panel)."""
        return None

    def prompt_card(self, view: dict[str, Any], card_id: int) -> dict[str, Any] | None:
        """A card a prompt offers, as the view describes it (for the picker and the zoom)."""
        return None

    def prompt_face(
        self, view: dict[str, Any], card_id: int, size: tuple[int, int]
    ) -> pygame.Surface | None:
        """The face of a card a prompt offers, at ``size`` (the picker panel)."""
        from tabletop.ui.components import cards

        c = self.prompt_card(view, card_id)
        return cards.face(self.game_name, c, size) if c is not None else None

    def prompt_anchor(self, view: dict[str, Any]) -> tuple[int, int] | None:
        """Where the prompt line sits (its top centre); None: the game's status line (and
        its own banner) says what is asked."""
        return None

    def prompt_here(self, view: dict[str, Any]) -> bool:
        """May the open prompt be shown and answered on this screen now? (Codenames: the
        rival's cards are the key's, covered only while the Director shows the key here.)"""
        return True

    def prompt_hint(self, view: dict[str, Any], sel: Any) -> str:
        """The picker panel's last line for this game's prompt ("" for the shared one)."""
        return ""

    def confirm_label(self, action: Action, view: dict[str, Any], n: int) -> str:
        """The Confirm button of ``n`` picked cards that make ``action``."""
        return f"Confirm ({n})"

    def selection(self, view: dict[str, Any], seat: int, legal: list[Action]) -> Any:
        """A choice of several cards that is the game's own, not a core prompt (RPG Get!'s
        Redraw): a ``components.prompt.Selection`` the shared prompt answers, or None."""
        return None

    def choice_panel(
        self, view: dict[str, Any], seat: int, legal: list[Action]
    ) -> list[tuple[Action, pygame.Rect, str]]:
        """A question the game asks on a panel of its own (Mighty Beanz's cut, hand kept, hand
        for the Bean): each choice's move, where it is clicked and its words; [] for none. The
        keys treat it as a question: the focus goes to its first choice, 1-9 choose."""
        return []

    def question_panels(self, view: dict[str, Any]) -> list[pygame.Rect]:
        """The panel of a question the game asks on its own (``choice_panel``: Mighty Beanz's
        set-up panel, the note under its buttons included) while it shows, else []: the box of
        a hand card's words keeps clear of it as of a prompt's panel."""
        return []

    @property
    def typing(self) -> bool:
        """True while the view has keyboard focus in a text field (global keys like M are off)."""
        return False

    def badge_room(self, view: dict[str, Any], rect: pygame.Rect) -> pygame.Rect | None:
        """Where a number key's badge lies clear of the words of the option drawn at ``rect``
        (None: the keys' own place, ``focus_parts.badge_rect``): a picker card's under it."""
        prompts = getattr(self.table, "prompts", None)
        return None if prompts is None else prompts.badge_room(rect, self.scale)

    def picker_ceiling(self, view: dict[str, Any]) -> int | None:
        """The highest the picker's panel may begin under the words at the table's top (the
        seats' names and counts; None: none), else it covers them whole."""
        return None

    def picker_floor(self, view: dict[str, Any], bottom: int) -> int:
        """The lowest the picker's panel may reach where its own place ends at ``bottom``:
        above what names your hand, so the panel never hides it."""
        return bottom

    def typing_key(self) -> Any:
        """The layout key of the text field (a ``ToggleItem``) with the keyboard while
        ``typing`` (the keys' focus rests there; None: none)."""
        return None

    def typing_words(self) -> str:
        """The status line while ``typing``: what the keys do in the text field ("": the
        focused stop's words)."""
        return ""

    def typing_short(self) -> str:
        """``typing_words`` in fewer words, for a top bar with no room for them at large text
        (as ``status_short`` is for ``status``; "": none)."""
        return ""

    def handle_event(
        self, event: pygame.event.Event, view: dict[str, Any], seat: int | None
    ) -> bool | Action:
        """First look at every event (text entry, a second window...); True when consumed.
        An ``Action``: consumed, and the move the view's own input makes (a typed clue, a click
        in a second window); the table submits it, through the engine's checks like any other
        move, and tells ``refused`` when the engine refuses it."""
        return False

    def refused(self, action: Action, reason: str) -> bool:
        """The engine refused ``action``, a move ``handle_event`` gave: True when the view shows
        ``reason`` itself (under its text field, or in a second window when the reason may name
        what this screen must not show); False: the table says it."""
        return False

    def end_notes(self, view: dict[str, Any]) -> list[tuple[str, tuple[int, int, int]]]:
        """Lines (text, colour) the table adds to its log once the game is over, after the
        seed (Codenames: what each clue meant, now that the key is public)."""
        return []

    def update(self, now: float) -> None:
        """Called every loop turn (a second window, timers)."""

    def race_winner_picks(self, seat: int | None) -> None:
        """The table's timed-prompt runner (``tabletop.ui.parts.timed``): ``seat`` won a race and
        now picks its move (its seat has the screen); None when that is over. A view may
        narrow what it offers that seat to the race's moves."""

    def close(self) -> None:
        """The table is leaving (close a second window)."""

    def status(self, view: dict[str, Any], seat: int | None) -> str:
        """One line for the turn indicator."""
        return ""

    def status_count(self, view: dict[str, Any], seat: int | None) -> str:
        """A count the status line keeps while the keyboard's focus takes it over ("2 actions
        left" beside a focused hand card's words), or "": none."""
        return ""

    def curtain_shows(self, view: dict[str, Any], seat: int | None) -> str:
        """What the "I am NAME: show ..." button of the curtain shows: the seat's cards."""
        return "my cards"

    def curtain_look_away(self, view: dict[str, Any], seat: int | None) -> str:
        """Hot-seat: what the "Pass to" curtain for ``seat`` asks of the others: to look away
        (the seat's screen holds its secrets), or why they need not (nothing secret there)."""
        return "Everyone else, look away."

    def focus_starts_nowhere(self, view: dict[str, Any], seat: int | None) -> bool:
        """The keyboard focus starts on nothing when ``seat``'s turn starts (the first Tab
        shows it on the first thing), where Enter on the first thing would make a move nobody
        chose (Marvel Codenames' Agent: a guess)."""
        return False

    def curtain_reason(self, view: dict[str, Any], seat: int) -> str:
        """Hot-seat: why the "Pass to" curtain asks for ``seat`` now, in one sentence the whole
        table may read (another seat's turn needs its answer), or "" (its own turn)."""
        return ""

    def status_short(self, view: dict[str, Any], seat: int | None) -> str:
        """``status`` in fewer words, for a top bar too narrow for it on one line (large
        text), or "" when it has no shorter form."""
        return ""

    def reveal(self, key: tuple[Any, ...], view: dict[str, Any], seat: int | None) -> Any:
        """The layout key of what to press so that the item ``key``, laid out nowhere now,
        comes into sight (RPG Get!'s Look on the bank pile: the bank's cards in the arena);
        None: nothing brings it. A lesson points there first."""
        return None

    def in_sight(self, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
        """What a panel laid over the table (a lesson's) should leave in sight as much as a
        card: ``seat``'s own name and score, a window's panel it reads to answer (Beanz' attack
        panel). The seat's piles count already (``layout``)."""
        return []

    def point_sight(
        self, view: dict[str, Any], seat: int | None, key: tuple[Any, ...]
    ) -> list[pygame.Rect]:
        """What a lesson's note pointing at the item ``key`` speaks of with it, to leave in
        sight as much as a card (Beanz: the cards of the pointed slot's Galaxy). None by
        default."""
        return []

    def menu_clear(
        self, view: dict[str, Any], seat: int | None, card: pygame.Rect
    ) -> list[tuple[pygame.Rect, int]]:
        """What a card's menu of moves (the table's chooser for the card at ``card``) keeps
        off where it can, besides the other cards to click now: (rect, weight), the spot
        covering the least weight chosen (RPG Get!'s members' names, the hand, the member
        itself). By default nothing: the menu opens at the pointer."""
        return []

    def arrow_clear(self, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
        """Words a lesson's arrow keeps off where a path allows (Codenames' card names: a
        straight arrow across the grid hid them)."""
        return []

    def arrow_spare(self, view: dict[str, Any], seat: int | None) -> list[pygame.Rect]:
        """Words a lesson's arrow keeps off along its target's row where it can keep its head
        as large (its shaft as thin as the band: Codenames' small upside-down names, the
        bands clear of them too narrow for more at large text). By default none."""
        return []

    def move_sight(
        self, view: dict[str, Any], seat: int | None, action: Action
    ) -> list[pygame.Rect]:
        """What making ``action`` by its gesture brings up on the table, which a panel laid over
        it (a lesson's asking for that move) should leave in sight too: Beanz' attack panel
        while a Bean is dragged to attack."""
        return []

    def is_window(self, view: dict[str, Any]) -> bool:
        """True while a simultaneous reaction window is open (the game's facts say)."""
        return self.facts.is_window(view)

    def response_window(self, view: dict[str, Any]) -> bool:
        """Hot-seat: a reaction window, also one that asks a single seat now (the game's
        facts say; ``tabletop.ui.parts.privacy`` shows it in public)."""
        return self.facts.response_window(view)

    def window_anchor(self) -> tuple[int, int]:
        """Where the reaction-window bar sits (its bottom centre)."""
        return (self.table.play_rect.centerx, self.table.play_rect.centery)

    def window_width(self) -> int | None:
        """The reaction-window bar's width where the game keeps a strip of that width for it
        (the bar then takes two rows: its head with whom it waits for, then its hint); None:
        the usual bar (760 px at full size)."""
        return None

    def window_place(self, bar: pygame.Rect) -> pygame.Rect:
        """The reaction-window bar's rect, laid out at ``window_anchor``, moved where the game
        wants it (Espionage: clear of the stack's cards); as it is by default."""
        return bar

    def turn_starts_on_end(self, view: dict[str, Any], seat: int) -> bool:
        """``seat``'s turn is at its start, where the keyboard's focus starts on the turn's main
        button (Enter ends the turn, as the README says), never on a card that two Enters
        would play unasked (Espionage); False: on the hand's first card with a move."""
        return False

    def question_start(self, view: dict[str, Any], cards: list[dict[str, Any]]) -> int | None:
        """Which of an open question's ``cards`` the keyboard's focus starts on when the
        question has no default button yet (Espionage's hand-over: the least valuable card,
        never a gold one); None: the first."""
        return None

    def order_word(self, view: dict[str, Any], n: int) -> str:
        """The badge of the ``n``-th card picked in an ordered choice, in the words of the
        game's question (Espionage's Detective: "keep", then "top", "2nd"); "": "1st", "2nd"."""
        return ""

    def held_keep(self, view: dict[str, Any]) -> list[pygame.Rect]:
        """What a card held with the keys keeps clear of where it can (``drag.held_at``): the
        words and cards of the table it would cover (Espionage: the stack's captions)."""
        return []

    def toast_room(self, view: dict[str, Any]) -> pygame.Rect | None:
        """Free room on the table for the table's messages: no seat's header or name lies in
        it (they avoid the placed cards, piles and labels in it themselves); None: they go
        to the log's column (``TablePainter.toast_place``)."""
        return None

    def headings(self, view: dict[str, Any]) -> list[pygame.Rect]:
        """Where the view paints each seat's name, counts and panel, and the labels that say
        what lies on the table, outside its placed items: a refusal said near a card
        (``refusal_place``) and the keyboard's status band (``TablePainter.band_keeps``) keep
        clear of them as of the cards."""
        return []

    def score_text(self, seat: int, score: float) -> str:
        """How a seat's score reads in the standings."""
        return f"{score:g}"

    def end_title(self, view: dict[str, Any]) -> str | None:
        """The end panel's title when no seat won but somebody did (a side with no seats:
        Codenames' simulated rival); None: "Nobody wins"."""
        return None

    def end_anchor(self) -> tuple[int, int]:
        """Where the end-of-game panel sits (its bottom centre)."""
        pr = self.table.play_rect
        return (pr.centerx, pr.bottom - int(16 * self.scale))

    def window_text(self, view: dict[str, Any]) -> str:
        return "Reactions?"

    def window_hint(self, view: dict[str, Any]) -> str:
        """The second line of the reaction-window bar, for the seat on screen (the keys too
        when the last input was a key)."""
        if self.table.by_keys:
            return "Drag a Reaction onto the stack, or Enter on one (Tab to it); Space lets it be"
        return "Drag a Reaction onto the stack, or Space to let it be"

    def phone_window_hint(self, view: dict[str, Any]) -> str:
        """The reaction window's hint on a phone (its React and Pass buttons: no dragging,
        no keys)."""
        return "Tap React to play a Reaction, or Pass to let it be"

    def window_outcome(self, view: dict[str, Any]) -> str:
        """What happens when nobody answers the window's card ("it goes ahead")."""
        return "it goes ahead"

    def on_events(self, events: list[dict[str, Any]], seat: int | None) -> None:
        """Engine events (already redacted for ``seat``) to animate and sound."""

    def enter_hint(self, view: dict[str, Any], labels: list[str]) -> str:
        """What Enter says where no move button takes it (``labels``: the buttons): what to
        do instead (it said only "Click a button.")."""
        return f"Enter does nothing here: click {' or '.join(labels)}."

    def bot_paces(self, events: list[dict[str, Any]]) -> float:
        """How long what ``events`` showed stays on screen before a computer moves again, in
        the table's bot delays (``BOT_DELAY``): 1, the table's own pace, unless the game's
        announcements need longer to be read (an Austin Powers attack's steps)."""
        return 1.0

    def hand_words(self, card: dict[str, Any]) -> list[tuple[str, str]]:
        """What hand card ``card`` does, in words, for the box the table shows above the hand
        while it is hovered or focused (``layers.hand_words``): (text, part) pairs, part one of
        "name", "type", "stats" and "text"; [] for no box (a game whose hand cards say it all
        on their faces)."""
        return []

    @staticmethod
    def face_words(face: dict[str, Any]) -> list[tuple[str, str]]:
        """A card's words as its face data has them (``face_data``): its name, type line,
        figures and rules text."""
        keys = (("name", "name"), ("type_line", "type"), ("stats", "stats"), ("text", "text"))
        return [(str(face[k]), part) for k, part in keys if face.get(k)]

    def draw_hand_cards(
        self,
        surf: pygame.Surface,
        hand: list[dict[str, Any]],
        rects: list[pygame.Rect],
        face: Any,
        usable: set[Any],
        lift: int,
        colour: tuple[int, int, int] = theme.GOOD,
        outline: int = 3,
    ) -> None:
        """Your hand: the card being dragged (or gliding back) is left out, the card under the
        pointer is lifted, the cards with a legal move are outlined and get a tick tab
        (``marks.play_tab``). ``face(card)`` gives the card's surface; draggable keys are
        ``("hand", card id)``."""
        drag = self.table.drag
        hidden = {
            drag["item"].key if drag else None,
            self.table.snap["key"] if self.table.snap else None,
        }
        mouse = pygame.mouse.get_pos()
        hover = None
        was = self.lifted
        for i, (c, r) in enumerate(zip(hand, rects)):
            # the lifted card stays lifted while the pointer is on it where it is drawn
            if r.collidepoint(mouse) or (
                was and was[0] == ("hand", c["id"]) and was[1].collidepoint(mouse)
            ):
                hover = i
        self.lifted = self.reading = None
        self.type_letters = {}
        tabs: list[pygame.Rect] = []
        # the card under the pointer, else the one the keys focus, drawn last: whole, on top
        top = hover if hover is not None else self.focused_in(hand)
        order = [i for i in range(len(hand)) if i != top] + ([] if top is None else [top])
        game = getattr(getattr(self.table, "session", None), "game_name", "")
        faces = [face(c) for c in hand]  # drawn first: their layouts place the type tabs
        initials, band = self.type_row(hand, rects, top, game) if self.type_tabs else (False, None)
        for i in order:
            c, r = hand[i], rects[i]
            if ("hand", c["id"]) in hidden:
                continue
            if i == top:  # the others' tick tabs under it (one lay over its name)
                for under in tabs:
                    marks.play_tab(surf, under)
                tabs = []
            rr = r.move(0, -lift) if i == hover and not drag else r
            if rr is not r:
                self.lifted = (("hand", c["id"]), rr)
            if i == top and not drag:  # said in words above the hand
                self.reading = (c, rr, list(rects))
            theme.shadow(surf, rr, offset=5)
            surf.blit(faces[i], rr)
            if i == top and i + 1 < len(rects) and ("hand", hand[i + 1]["id"]) not in hidden:
                self.name_beside(surf, rects, i, rr, str(hand[i + 1].get("name", "")), game)
            if i != top and i + 1 < len(rects):  # the next card hides its name's end
                shown, name = rects[i + 1].x - rr.x, str(c.get("name", ""))
                name_tab(surf, rr, shown, name, self.scale, game)
                if self.type_tabs:  # and its type line's
                    letter, word = type_tab(
                        surf, rr, shown, name, self.scale, game, initials, band, c.get("text", "")
                    )
                    if letter:
                        self.type_letters[letter] = word
            if c["id"] in usable and not drag:
                pad = outline + 1
                pygame.draw.rect(surf, colour, rr.inflate(pad, pad), outline, border_radius=10)
                tabs.append(rr)
        for rr in tabs:  # over the row: told by shape too, not by the frame's colour alone
            marks.play_tab(surf, rr)

    def name_beside(
        self,
        surf: pygame.Surface,
        rects: list[pygame.Rect],
        i: int,
        drawn: pygame.Rect,
        name: str,
        game: str,
    ) -> None:
        """The card ``i`` drawn whole on top (``drawn``) hides the start of the next card's
        name (a new player read "o I Make You" beside a hovered card): that name again on a
        tab over the part of the next card that shows right of it (``name_tab``)."""
        nxt = rects[i + 1]
        left = max(nxt.x, drawn.right)
        end = rects[i + 2].x if i + 2 < len(rects) else nxt.right
        if left > nxt.x and end > left:
            strip = pygame.Rect(left, nxt.y, nxt.width, nxt.height)
            name_tab(surf, strip, end - left, name, self.scale, game)

    def focused_in(self, hand: list[dict[str, Any]]) -> int | None:
        """The hand card the keys focus (its ring shown), if any: drawn over its neighbours."""
        focus = getattr(self.table, "focus", None)
        if focus is None or not getattr(focus, "active", False):
            return None
        key = getattr(focus, "key", None)
        return next((i for i, c in enumerate(hand) if key == ("hand", c["id"])), None)

    def type_row(
        self, hand: list[dict[str, Any]], rects: list[pygame.Rect], top: int | None, game: str
    ) -> tuple[bool, tuple[int, int] | None]:
        """How the covered cards' type tabs say their types, one way across the row: whether
        with initials (one type wider than its strip: "R" for REACTION), and the band they lie
        in, level (``components.hand.type_band``; a card with rules text has its type line
        higher up than one with only a plate)."""
        cards, tabs, initials = [], [], False
        for i, (c, r) in enumerate(zip(hand[:-1], rects)):
            shown, name = rects[i + 1].x - r.x, str(c.get("name", ""))
            plan = None if i == top else type_plan(r, shown, name, self.scale, game)
            if plan is not None:
                cards.append(r)
                tabs.append(plan[0])
                initials = initials or plan[2] != plan[3]
        return initials, type_band(cards, tabs)

    def type_legend(self) -> str:
        """What the initials on the hand's type tabs stand for ("M Mission \u00b7 R Reaction"),
        "" when none is drawn (``components.hand.type_tab``)."""
        pairs = sorted(self.type_letters.items())
        return " \u00b7 ".join(f"{k} {w.title().replace(' / ', '/')}" for k, w in pairs)

    def hand_places(self, keys: list[Any], targets: list[pygame.Rect]) -> list[pygame.Rect]:
        """Where the hand's cards (``keys``, laid out at ``targets``) are drawn now, and so
        where they are picked: at the table's frame time (the frame on screen), the row held
        still while a press or a drag is on (``components.hand.HandMotion``)."""
        return self.hand_motion.place(
            keys,
            targets,
            getattr(self.table, "frame_time", None),
            getattr(self.table, "drag", None) is not None,
        )

    def drawn_at(self, d: Draggable, pos: tuple[int, int]) -> bool:
        """Is ``d`` drawn under ``pos``: its place, or where it is drawn lifted (hovered)."""
        lifted = self.lifted
        return d.rect.collidepoint(pos) or (
            lifted is not None and lifted[0] == d.key and lifted[1].collidepoint(pos)
        )

    def busy(self) -> bool:
        """True while the view animates (the loop keeps drawing at 60 FPS); a view that
        overrides it asks this one too (the hand gliding to its new places)."""
        return self.hand_motion.moving(getattr(self.table, "frame_time", None))

    def overlay_busy(self) -> bool:
        """True while ``draw_overlay`` animates (cards in flight over a still table)."""
        return False

    def draw_overlay(
        self, surf: pygame.Surface, view: dict[str, Any], seat: int | None, t: float
    ) -> None:
        """What moves over the cached table frame (drawn every frame, after the cache): cheap
        animations that do not need the table redrawn under them."""

    # ------------------------------------------------------------------ asked by the table
    def needs_curtain(self, seat: int) -> bool:
        """Hot-seat: does showing ``seat``'s view on this screen need the "Pass to" curtain?
        (False when nothing private of that seat is drawn here, e.g. a second window has it.)"""
        return self.has_private

    # the game's declared facts (``room.facts``; ``GameInfo.facts``), asked through the view
    @property
    def facts(self) -> TableFacts:
        got = self.__dict__.get("_facts")
        if got is None:
            got = self.__dict__["_facts"] = facts_for(self.table.session.game_name)
        return got  # type: ignore[no-any-return]

    @property
    def forced_prompts(self) -> frozenset[str]:
        return self.facts.forced_prompts

    def own_window_can_wait(self, view: dict[str, Any], seat: int, legal: list[Action]) -> bool:
        return self.facts.own_window_can_wait(view, seat, legal)

    def pass_is_public(self, view: dict[str, Any], seat: int) -> bool:
        return self.facts.pass_is_public(view, seat)
