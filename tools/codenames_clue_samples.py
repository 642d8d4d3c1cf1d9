"""Print sample clues of the computer Director, with the cards it meant, for a person to judge.

    python tools/codenames_clue_samples.py [--count 50] [--level normal] [--seed 0] [--out FILE]

Each line is the first clue of a seeded two-player game: ``CLUE: N - intended cards`` followed
by how a MiniLM Agent and a GloVe Agent would rank the board for it (their top N+1 cards, with
the card's colour: + ours, - rival, o neutral, X assassin).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tabletop.engine.game import new_game
from tabletop.games.codenames import wordassoc as wa
from tabletop.games.codenames.data import ASSASSIN, NEUTRAL

MARK = {ASSASSIN: "X", NEUTRAL: "o"}


def sample(seed: int, level: str) -> str:
    g = new_game("codenames", seed, 2, {"variant": "co-op"})
    view = g.view(0)
    clue = wa.choose_clue(view, wa.LEVELS[level])
    if clue is None:
        return f"seed {seed}: no clue"
    grid = [c["word"] for c in view["grid"]]
    key = view["key"]
    team = view["turn_team"]
    meant = ", ".join(wa.display_name(grid[i]) for i in clue.intended)
    line = f"{clue.word}: {clue.number} - {meant}"
    ids = wa._asset_ids(view)
    for name in wa.SOURCES:
        s = wa.source(name).scores(clue.word, ids)
        if s is None:
            line += f"\n    {name}: (unknown word)"
            continue
        top = sorted(range(25), key=lambda i: -s[i])[: clue.number + 1]
        marks = [
            f"{wa.display_name(grid[i])}{'+' if key[i] == team else MARK.get(key[i], '-')}"
            for i in top
        ]
        line += f"\n    {name}: {', '.join(marks)}"
    return line


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=50)
    ap.add_argument("--level", default="normal", choices=sorted(wa.LEVELS))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path)
    a = ap.parse_args()
    text = "\n".join(f"{n + 1:2}. {sample(a.seed + n, a.level)}" for n in range(a.count))
    if a.out:
        a.out.write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
