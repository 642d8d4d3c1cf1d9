"""Austin Powers in a real window under Xvfb, keys sent with xdotool: Ctrl+Z after a Happening
race (by the person whose move it was, once their curtain is lifted) puts the race up again and
the game goes on (it jammed on "Ann plays a Happening!" with no
overlay and no buttons); Return on the defence (buttons [H] and [G] only) does not give up.

The app resumes a save made here from a seed and a log (saves replay to the same state). What
the game did is read from its autosave, which is written after every move and undo.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.ui.xwindow import NEEDS_X, XWindow, real_window

#: CI's real-window slice is listed in ``tests/ui/xwindow.py``; this module is ``slow``
pytestmark = [pytest.mark.xvfb, NEEDS_X, pytest.mark.slow]

#: seed 1: Ann starts with the Happening Groovy Love-In (card 27) in hand
HAPPENING = "0:happening 27"
#: seed 1, two players played by bots up to Bea's defence: Fembot's Shag attempt by Felicity
#: Shagwell, bones thrown both ways, Bea holds no payable bone (Ask for help [H], Give up [G])
DEFENCE = [
    "0:happening 27",
    "0:agent 2",
    "0:end",
    "0:even_up",
    "1:happening 58",
    "1:agent 36",
    "1:end",
    "1:toss 59",
    "1:even_up",
    "0:agent 4",
    "0:attempt 2 36",
    "1:bone 42",
    "0:bone 18",
    "1:bone 43",
    "0:bone 15",
]


@contextmanager
def _app(tmp_path: Path, seats: list[tuple[str, str]], log: list[str]) -> Iterator[XWindow]:
    from tabletop.room.session import SeatConfig, Session

    sess = Session("austin", 1, [SeatConfig(k, n) for k, n in seats], log=log)
    save = tmp_path / "resume.json"
    save.write_text(json.dumps(sess.to_save()))
    home = tmp_path / "home"
    home.mkdir()
    args = ["play", "--load", str(save), "--size", "1280x720"]
    with real_window(home, args, displays=range(150, 200), settle=0) as w:
        assert w.wait_log(lambda x: x == log, 15) == log, "the save was not resumed"
        time.sleep(1.2)  # the first frames drawn; a curtain takes keys after 1 s
        yield w


def test_ctrl_z_after_a_happening_race_races_again(tmp_path: Path) -> None:
    """Three people: Ann makes the gesture (Q), nobody copies: Ben and Cy tie for last and Ann
    is asked for the target, behind her curtain. Ctrl+Z on the curtain takes nothing back; once
    Ann has lifted it, Ctrl+Z takes the race's report back: the race is put up again, and Ann's
    gesture there is reported again (the game goes on)."""
    people = [("human", "Ann"), ("human", "Ben"), ("human", "Cy")]
    with _app(tmp_path, people, [HAPPENING]) as w:
        w.key("space")  # "Pass to Ann": Ann lifts the curtain; the race goes up
        time.sleep(2.0)  # room for a loaded machine to draw the overlay's first frame
        w.key("q")  # Ann's peace sign
        tie = [HAPPENING, "0:happening_order 1 2 tied 2 missed 2"]  # nobody copied it
        assert _result_read(w, tie) == tie
        time.sleep(1.5)  # Ann's choice of target is hers: a curtain, which takes keys after 1 s
        w.ctrl("z")  # on a curtain undo takes nothing back (it says whose it will be)
        time.sleep(1.0)
        assert w.log() == tie
        w.key("space")  # Ann lifts it
        time.sleep(1.0)
        w.ctrl("z")  # Ann's own move, the race she opened, is taken back
        assert w.wait_log(lambda x: x == [HAPPENING], 8) == [HAPPENING]
        time.sleep(1.5)  # a curtain, if the screen changed hands, takes keys after 1 s
        w.key("space")
        time.sleep(2.0)
        w.key("q")  # the race is up again: Ann's gesture opens it
        assert _result_read(w, tie) == tie, "the table jammed after the undo"


def _result_read(w: XWindow, want: list[str]) -> list[str]:
    """The race's result, watched by three people at one screen, waits for a key before the
    game goes on (a Space meant for it once lifted the next curtain): Enter once it is up."""
    for _ in range(12):
        time.sleep(1.0)
        w.key("Return")  # (not a race key: ignored while the race runs)
        if w.wait_log(lambda x: x == want, 1.0) == want:
            break
    return w.log()


def test_return_on_the_defence_does_not_give_up(tmp_path: Path) -> None:
    """Bea defends with Ask for help [H] and Give up [G] shown: Return takes neither; G gives
    up as its button says."""
    with _app(tmp_path, [("bot", "Ann"), ("human", "Bea")], DEFENCE) as w:
        w.key("Return")
        w.key("KP_Enter")
        time.sleep(1.5)
        assert w.log() == DEFENCE
        w.key("g")
        done = [*DEFENCE, "1:give_up"]
        assert w.wait_log(lambda x: x[: len(done)] == done, 5)[: len(done)] == done
