"""The writers' own choices (data/meant.json, ``lore.meant``): per clue word, how much more often
than the people's sets' rate their writers meant each linked card, read by the writer's model
(``wordassoc.FIRST_WEIGHTS``' last column) and derived by tools/codenames_people_sets.py."""

from __future__ import annotations

import json
import math
import subprocess
import sys

import numpy as np
from tool_loader import ROOT, load_tool

from tabletop.engine.game import new_game
from tabletop.games.codenames import lore
from tabletop.games.codenames import wordassoc as wa


def _tool():
    return load_tool("codenames_people_sets")


def test_the_file_is_derived_and_readable() -> None:
    raw = json.loads((lore.DATA / lore.MEANT_FILE).read_text(encoding="utf-8"))
    assert "Derived, not designed" in raw["about"]
    assert 0.0 < raw["rate"] < 1.0
    names = {a.word for a in lore.assets()}
    for word, cards in raw["words"].items():
        assert word == lore.stem(word), word  # each word under its stem
        for card, (m, n) in cards.items():
            assert card in names and 0 <= m <= n and n > 0, (word, card)


def test_a_card_meant_more_often_than_the_rate_reads_higher() -> None:
    rate, words = lore.meant_table()
    index = {a.word: i for i, a in enumerate(lore.assets())}
    mutant = lore.meant("MUTANTS")  # MUTANTS and MUTANT meet under their stem
    assert mutant is not None and np.array_equal(mutant, lore.meant("mutant"))
    seen = words["mutant"]
    for card in ("WOLVERINE", "ROGUE", "GENOSHA", "NAMOR", "SAVAGE LAND"):
        m, n = seen[index[card]]
        got = float(mutant[index[card]])
        shrunk = (m + lore.MEANT_PRIOR * rate) / (n + lore.MEANT_PRIOR)
        assert n >= lore.MEANT_LOWER_FROM, card
        assert math.isclose(got, math.log(shrunk / rate), abs_tol=1e-5), card
        assert (got > 0) == (m / n > rate), (card, m, n)
    # a card never meant in the many clues it was linked in reads lower than one never seen
    assert mutant[index["SAVAGE LAND"]] < 0.0 == mutant[index["IRON MAN"]]
    assert lore.meant_value(0, 0, rate) == 0.0
    # one writer's passing a card over is no sign: it reads as never seen
    assert lore.meant_value(0, 1, rate) == 0.0 > lore.meant_value(0, 2, rate)
    assert lore.meant_value(1, 1, rate) > 0.0
    assert lore.meant("XYZZYQ") is None


def test_the_writers_model_reads_them_last() -> None:
    g = new_game("codenames", 13306, 2, {"variant": "co-op"})
    ids = wa._asset_ids(g.view(0))
    feats = wa.first_features(wa.source("minilm"), "SOLDIER", ids)
    said = lore.meant("soldier")
    assert feats is not None and said is not None
    assert np.allclose(feats[:, -1], said[ids])
    assert wa.FIRST_WEIGHTS[-1] > 0


def test_each_set_is_read_without_its_own_choices() -> None:
    tool = _tool()
    a = np.array([1.0, 0.0])
    rows = {
        "one": [(np.zeros((2, 3)), a, np.array([5, 6]), "zap")],
        "two": [(np.zeros((2, 3)), a, np.array([5, 7]), "zap")],
        "three": [(np.zeros((2, 3)), a[::-1].copy(), np.array([8, 9]), "pow")],
    }
    counts = {t: tool._counts(r) for t, r in rows.items()}
    total = tool._counts([r for t in rows for r in rows[t]])
    assert total[("zap", 5)] == (2, 2) and total[("zap", 6)] == (0, 1)
    # set one read with the others' counts: card 5 meant once of once there, card 6 unseen
    (f, _), *_ = tool._with_meant(rows["one"], total, counts["one"])
    rate = 2 / 4
    assert f[0, -1] == lore.meant_value(1, 1, rate) and f[1, -1] == 0.0
    # fitting with set two left out: set one sees set three's counts only
    fit = tool._fit_rows(rows, counts, total, "two")
    assert len(fit) == 2 and fit[0][0][0, -1] == 0.0
    # the fit is a conditional logit: a column that always marks the meant card weighs for it
    x = [(np.array([[1.0], [0.0]]), np.array([1.0, 0.0])) for _ in range(20)]
    assert tool._first_fit(x, 1.0)[0] > 1.0


def _agreed_holding_out(held: tuple[str, ...]) -> str:
    """``agreed``'s table with ``held`` named in HELD_OUT, printed in a process of its own
    (``agreed`` reads the curated tables without their [agreed] part)."""
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]); from tool_loader import load_tool; "
        "t = load_tool('codenames_people_sets'); t.HELD_OUT = tuple(sys.argv[2:]); "
        "assert all(s not in t.clue_sets(False) and s in t.clue_sets(True) for s in t.HELD_OUT); "
        "t.agreed()"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(ROOT / "tests" / "tools"), *held],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


def test_a_held_out_set_is_no_tuning_set_and_prints_no_agreed_link() -> None:
    """A set named in HELD_OUT (scored once, kept apart) is read only by ``--held-out``: no
    tuning set, no ``[agreed]`` link of its own. LUNATIC 2 of 47621: Moon Knight and Deadpool,
    both meant and taken, Deadpool linked by no other curated text."""
    assert _tool().HELD_OUT == ()
    joined = _agreed_holding_out(())
    assert joined.startswith("[agreed]") and '"lunatic" = "DEADPOOL; MOON KNIGHT"' in joined
    held = _agreed_holding_out(("47600",))
    assert held.startswith("[agreed]") and '"lunatic"' not in held
    # the other sets' links print as before (ACCORDS: Ant-Man, Captain America, Falcon...)
    accords = next(line for line in joined.splitlines() if line.startswith('"accords" = '))
    assert "ANT-MAN; CAPTAIN AMERICA; FALCON" in accords and accords in held.splitlines()
