"""The table's privacy policy and window clock as pure classes (``tabletop.ui.parts.privacy``):
no pygame, no wall clock (issue 27, Table v3). Issue 26 items 2-4: a window open to another
human is shown in public; no window runs out behind a curtain; a chained window gets its own
full time."""

from __future__ import annotations

import subprocess
import sys

from tabletop.ui.parts.privacy import ScreenFacts, WindowClock, public_window, screen_seat

ANN, BEA, CY = 0, 1, 2


def facts(**kw: object) -> ScreenFacts:
    base: dict[str, object] = {
        "humans": (ANN, BEA, CY),
        "active": (ANN, BEA, CY),
        "window": True,
        "owner": CY,
        "viewer": CY,
    }
    base.update(kw)
    return ScreenFacts(**base)  # type: ignore[arg-type]


def test_the_module_is_pure() -> None:
    """Importing the policy loads no pygame (a fresh interpreter)."""
    code = "import sys, tabletop.ui.parts.privacy; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_a_window_open_to_others_shows_no_hand() -> None:
    """Cy's Sniper: Ann and Bea read the window; nobody's hand is on screen."""
    f = facts()
    assert public_window(f) and screen_seat(f) is None
    # a window only the owner (and bots) may answer is the owner's
    only_cy = facts(humans=(ANN, CY), active=(CY, BEA))
    assert not public_window(only_cy) and screen_seat(only_cy) == CY
    # RPG Get! asks one seat at a time: a window that waits for Bea alone is public too
    for_bea = facts(humans=(ANN, BEA), active=(BEA,), owner=ANN, viewer=ANN)
    assert public_window(for_bea) and screen_seat(for_bea) is None


def test_a_claim_passes_the_screen_and_solo_and_the_end_keep_it() -> None:
    assert screen_seat(facts(claimant=ANN)) == ANN
    assert not public_window(facts(claimant=ANN))
    solo = facts(humans=(CY,), active=(ANN, BEA, CY))
    assert screen_seat(solo) == CY and not public_window(solo)
    assert screen_seat(facts(terminal=True, owner=BEA)) == BEA
    # no window: the seat to act (the curtain goes up when it is not the owner)
    turn = facts(window=False, active=(BEA,))
    assert screen_seat(turn) == BEA
    assert screen_seat(facts(window=False, active=())) is None  # bots play: no hand shown


def test_the_clock_counts_only_time_in_view() -> None:
    clock = WindowClock()
    assert clock.follow(["2:play 4 1"], [0, 1, 2], 5.0)  # a new window
    clock.tick(100.0, True)
    clock.tick(102.0, True)
    assert clock.left() == 3.0 and not clock.expired()
    clock.tick(150.0, False)  # a curtain rose (a claim, a hand-over): time stands still
    clock.tick(160.0, False)
    clock.tick(161.0, True)  # back in view: counting starts again from here
    assert clock.left() == 3.0
    clock.pause()  # the menu over the table: the gap never counts
    clock.tick(500.0, True)
    assert clock.left() == 3.0
    clock.tick(503.0, True)
    assert clock.expired()


def test_passes_keep_the_window_and_a_chained_window_starts_afresh() -> None:
    """Espionage, seed 7: the Sniper window's three passes resolve it and the threat on Bea's
    Protector asks all three again: a new window with its full time (it used to inherit the
    expired clock and close within a frame, passing for Ann who held a Bodyguard)."""
    log = ["1:end", "2:play 4 1"]
    clock = WindowClock()
    assert clock.follow(log, [0, 1, 2], 5.0)
    clock.tick(0.0, True)
    clock.tick(4.0, True)
    log.append("0:pass")
    assert not clock.follow(log, [1, 2], 5.0)  # Ann passed: the same window
    assert clock.left() == 1.0
    log += ["1:pass", "2:pass"]
    assert clock.follow(log, [0, 1, 2], 5.0)  # the passes closed it; the next one is new
    assert clock.left() == 5.0
    log.append("0:react 41 4")
    assert clock.follow(log, [0, 1, 2], 5.0)  # any other move: a new window
    assert clock.follow(log[:-1], [0, 1, 2], 5.0)  # an undo: a new window too


def test_after_a_public_window_the_next_private_frame_needs_the_curtain() -> None:
    from tabletop.ui.parts.privacy import Audience

    a = Audience()
    assert not a.frame(public=False, private=True, terminal=False)  # no window yet
    assert not a.frame(public=True, private=False, terminal=False)  # everyone looks
    assert a.frame(public=False, private=True, terminal=False)  # window over: curtain first
    assert not a.frame(public=False, private=True, terminal=False)  # once
    a.frame(public=True, private=False, terminal=False)
    assert not a.frame(public=False, private=True, terminal=True)  # the end is for everyone
    # a race over the table (no frame of the table's own): the next hand waits all the same
    a.everyone_looked()
    assert a.frame(public=False, private=True, terminal=False)


def test_a_phone_seat_is_absent_from_the_screen() -> None:
    """Issue 28: a seat played on a phone sees its hand there; the screen never shows it and
    never passes to it (no curtain for it), whatever it is asked."""
    # every human on a phone: the TV shows only public information, on any turn or window
    for active in [(ANN,), (BEA,), (ANN, BEA, CY)]:
        for window in (False, True):
            f = facts(phones=(ANN, BEA, CY), active=active, window=window, owner=None, viewer=None)
            assert screen_seat(f) is None and not public_window(f)
    # Ann on a phone, Bea at the screen: Ann reads the TV on her turn, so Bea's hand is not on it
    f = facts(humans=(ANN, BEA), phones=(ANN,), active=(ANN,), window=False, owner=None)
    assert screen_seat(f) is None
    # a window that waits for Ann's phone and Cy: Ann reads it on the TV, so it is public
    # (Cy's hand face down until Cy claims), as without the phone
    f = facts(humans=(ANN, BEA, CY), phones=(ANN,), active=(ANN, CY), owner=CY, viewer=CY)
    assert public_window(f) and screen_seat(f) is None
    assert screen_seat(facts(**{**f.__dict__, "claimant": CY})) == CY
    assert public_window(facts(humans=(ANN, BEA, CY), active=(ANN, CY), owner=CY))
    # a phone seat's claim never takes the screen
    f = facts(phones=(ANN,), active=(ANN, BEA), claimant=ANN, owner=BEA, viewer=BEA)
    assert screen_seat(f) != ANN
    # Ann's turn on her phone while Bea and Cy share the screen: the screen shows no hand
    # of Ann's and stays with a screen seat
    f = facts(phones=(ANN,), active=(ANN,), window=False, owner=BEA, viewer=BEA)
    assert screen_seat(f) in (BEA, CY, None) and screen_seat(f) != ANN


def test_a_mixed_table_shares_the_screen_like_hot_seat() -> None:
    """Issue 28 (mixed tables): Bea plays at the screen, Ann on her phone and reads the public
    table on the TV. Bea's hand shows only while Bea acts, behind her curtain once Ann had the
    screen; a window that waits for Ann is public (Bea claims as in hot-seat)."""
    from tabletop.ui.parts.privacy import Audience, shown_to_all

    mixed = {"humans": (ANN, BEA), "phones": (ANN,), "window": False}
    bea_turn = facts(**mixed, active=(BEA,), owner=BEA, viewer=BEA)
    assert screen_seat(bea_turn) == BEA and not shown_to_all(bea_turn, BEA)
    ann_turn = facts(**mixed, active=(ANN,), owner=BEA, viewer=BEA)
    assert screen_seat(ann_turn) is None and shown_to_all(ann_turn, None)
    # a window on Ann's turn that waits for both: public; Bea's claim shows her hand
    both = {**mixed, "window": True}
    win = facts(**both, active=(ANN, BEA), owner=BEA, viewer=None)
    assert public_window(win) and screen_seat(win) is None
    assert screen_seat(facts(**both, active=(ANN, BEA), owner=BEA, claimant=BEA)) == BEA
    # the screen was public while Ann played: Bea's next turn starts behind her curtain
    a = Audience()
    assert not a.frame(shown_to_all(bea_turn, BEA), True, False)
    assert not a.frame(shown_to_all(ann_turn, None), False, False)
    assert a.frame(shown_to_all(bea_turn, BEA), True, False)
    # the end is for everyone: no curtain
    end = facts(**mixed, active=(), owner=BEA, viewer=BEA, terminal=True)
    assert screen_seat(end) == BEA and not shown_to_all(end, BEA)
    # without phones a solo screen keeps its hand on screen whoever acts
    solo = facts(humans=(BEA,), active=(ANN,), window=False, owner=BEA, viewer=BEA)
    assert screen_seat(solo) == BEA and not shown_to_all(solo, BEA)
