"""Hot-seat privacy and reaction-window timing: pure decisions the table asks (no pygame, no
clock of its own: the table passes ``now``; tests pass any number).

``screen_seat(facts)``: whose private information the next frame may show (None: only public
information, hands face down). A seat played on a phone (``ScreenFacts.phones``) is absent
from the screen: its hand is on its phone, so the screen never shows it and never passes to it
(with every human on a phone the TV shows only public information). A mixed table (one person
at the screen, others on phones) is a shared screen like hot-seat: the phone players read the
public table on the TV, so the screen person's hand shows only while they act (behind their
curtain after the others had the screen), a window that waits for a phone player is public,
and their claim works as in hot-seat. The table raises the "Pass to NAME" curtain when that
seat is not the one the curtain was last lifted for (``ScreenFacts.owner``).

A reaction window open to a human other than the screen's owner is *public*: the others read
it on the shared screen to decide whether to claim it, so everyone is looking and the frame
shows no hand: no key and no drag shows one while others may be looking. A claim passes the
screen, behind the curtain, to the claimant (the owner too: the others look away first). A
window only the owner (and bots) may answer is the owner's.

``WindowClock`` (the room's policy, ``tabletop.room.policy``): one hot-seat window's countdown,
counting only time in view. With relaxed timing (``relaxed``) the table runs no countdown at all.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.room.policy import WindowClock as WindowClock  # the room's, the table's clock


@dataclass(frozen=True)
class ScreenFacts:
    """What the privacy decision reads: public facts of the table and the game."""

    humans: tuple[int, ...]
    active: tuple[int, ...]
    window: bool  # the game's view says a reaction window is open
    terminal: bool = False
    claimant: int | None = None
    owner: int | None = None  # the seat the curtain was last lifted for
    viewer: int | None = None  # the seat on screen now
    #: seats played on phones: absent from the screen (never curtained for, never shown)
    phones: tuple[int, ...] = ()


def at_screen(f: ScreenFacts) -> tuple[int, ...]:
    """The humans who play at the screen (a phone seat sees its hand on its phone only)."""
    return tuple(h for h in f.humans if h not in f.phones)


def watched(f: ScreenFacts) -> bool:
    """Others look at the screen besides its one seat: a second screen human, or a phone
    player (who reads the public table on the TV)."""
    screen = at_screen(f)
    return len(screen) >= 2 or (len(screen) == 1 and any(h in f.phones for h in f.humans))


def waits_for_others(f: ScreenFacts) -> bool:
    """A window waits for a human other than the screen's owner: everyone may be looking (a
    phone player reads the window on the TV too, and answers on the phone)."""
    if not f.window:
        return False
    others = at_screen(f) + tuple(h for h in f.humans if h in f.phones)
    return any(h in f.active and h != f.owner for h in others)


def public_window(f: ScreenFacts) -> bool:
    """The window is shown in public (hands face down): it waits for others, unclaimed."""
    if not watched(f) or f.terminal:
        return False
    if f.claimant is not None and f.claimant in f.active:
        return False
    return waits_for_others(f)


def shown_to_all(f: ScreenFacts, seat: int | None) -> bool:
    """The frame about to be drawn (``seat``: whose private information it shows) is looked at
    by everyone: a public window, or, at a mixed table, a public frame while the phone players
    read the TV; the screen person lifts their curtain again after it."""
    if public_window(f):
        return True
    phones_watch = any(h in f.phones for h in f.humans) and bool(at_screen(f))
    return seat is None and phones_watch and not f.terminal


def screen_seat(f: ScreenFacts) -> int | None:
    """Whose private information the next frame may show (None: public information only)."""
    humans = at_screen(f)
    if not humans:
        return None
    if not watched(f):
        return humans[0]
    if f.terminal:
        # the end (hands revealed, the result for everyone): the screen stays with the person
        # who last lifted the curtain
        return f.owner if f.owner is not None else f.viewer
    if f.claimant is not None and f.claimant in f.active and f.claimant in humans:
        return f.claimant
    if public_window(f):
        return None  # everyone looks: no key, no drag shows anyone's hand
    human_active = [s for s in f.active if s in humans]
    if f.viewer in human_active:
        return f.viewer
    if not human_active:
        return None  # while bots play, nobody's hand stays on screen for the others to read
    return human_active[0]


class Audience:
    """Whether everyone may have been looking: set while a public moment is on screen (a
    window shown to everyone, a result held on the public table, a race over the table). When
    it ends, the next private frame goes behind its curtain, even for the seat that lifted the
    curtain last (a host saw the turn player's hand flip up as a window ran out; a new player
    saw the next hand right after "Seen" on a public result, and after a race)."""

    def __init__(self) -> None:
        self.public_seen = False

    def everyone_looked(self) -> None:
        """A public moment drawn over the table (a race): the next private frame waits for
        its curtain."""
        self.public_seen = True

    def frame(self, public: bool, private: bool, terminal: bool) -> bool:
        """Record the next frame (``private``: it shows a seat's private information); True
        when that seat must lift its curtain again first."""
        if not private:
            self.public_seen = self.public_seen or public
            return False
        if self.public_seen and not public and not terminal:
            self.public_seen = False
            return True
        return False


#: relaxed timing (setting ``relaxed_timing``): a race gives each person this many times its
#: normal window (and the opener this many times the time to give the signal)
