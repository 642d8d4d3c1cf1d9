"""The computer Director's first clues on the boards new players have guessed (seeds
6300-6999 and 7200-7679, tools/codenames_eval/director_guesses_*.json), against the clue each
guesser saw (tools/codenames_eval/director_clues_recorded.json: from the new players' notes for
6400-6429, 6600-6999 and 7200-7679; for 6300-6329 and 6500-6559, which have no notes, the Director of 860cbf9 and
0c4da8a re-run on those boards): an unchanged clue is scored on the recorded guesses; a changed one is listed with its
board, its intended cards and the old clue's result, for a person to read blind.

    python tools/codenames_recorded.py                  # summary and the changed clues
    python tools/codenames_recorded.py --all            # every clue with its intended cards
    python tools/codenames_recorded.py --seeds 8000-8059 --all   # tuning boards, no guesses

These boards are tuned on: an indication only, never a fresh measure. Seeds 7000-7199 are the
report split of tools/codenames_people_eval.py and 7680-7999 are kept for new players: the
tool refuses both.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.engine.game import new_game  # noqa: E402
from tabletop.games.codenames.bots import AssocBot  # noqa: E402
from tabletop.games.codenames.data import ASSASSIN  # noqa: E402

HERE = Path(__file__).with_name("codenames_eval")


def guesses() -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for f in sorted(HERE.glob("director_guesses_[67]*.json")):
        out.update({int(s): g for s, g in json.loads(f.read_text()).items()})
    return out


def score(names: list[str], n: int, key: dict[str, str], team: str) -> tuple[int, bool, bool]:
    """(own cards found, first right, assassin) of a guess list for a clue of ``n``."""
    got = 0
    for name in names[: n + 1]:
        if key[name] != team:
            return got, got > 0, key[name] == ASSASSIN
        got += 1
    return got, got > 0, False


#: the boards with recorded guesses (the default), the report split and the fresh boards
RECORDED = "6300-6999,7200-7679"
REPORT = range(7000, 7200)
FRESH = range(7680, 8000)


def seed_list(spec: str) -> list[int]:
    """The seeds of ``spec`` ("6300-6999,7200-7679"); refuses the report and fresh boards."""
    out: list[int] = []
    for part in spec.split(","):
        lo, _, hi = part.partition("-")
        out.extend(range(int(lo), int(hi or lo) + 1))
    if any(s in REPORT or s in FRESH for s in out):
        raise SystemExit(
            f"boards {REPORT[0]}-{REPORT[-1]} are the report split, "
            f"{FRESH[0]}-{FRESH[-1]} kept for fresh measures"
        )
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", default=RECORDED, help="ranges, comma-separated")
    ap.add_argument("--all", action="store_true")
    ap.add_argument("--level", default="normal")
    a = ap.parse_args()
    seeds = seed_list(a.seeds)
    recorded = {
        int(s): c
        for s, c in json.loads((HERE / "director_clues_recorded.json").read_text()).items()
    }
    said = guesses()
    bot = AssocBot("minilm", a.level)
    same = [0, 0, 0, 0, 0]  # clues, found, asked, first, assassin
    old_changed = [0, 0, 0, 0, 0]
    new_asked = 0
    counts: dict[int, int] = {}
    changed = []
    for s in seeds:
        g = new_game("codenames", s, 2, {"variant": "co-op"})
        view = g.view(0)
        act = bot.choose(view, g.legal_actions(0), random.Random(s))
        clue = bot.last_clue
        word, n = str(act.args[0]), int(act.args[1])
        counts[n] = counts.get(n, 0) + 1
        new_asked += n
        key = {c["word"]: view["key"][c["index"]] for c in view["grid"]}
        team = view["turn_team"]
        meant = [view["grid"][i]["word"] for i in clue.intended] if clue else []
        old = recorded.get(s)
        line = f"{s} {word} {n}: {', '.join(meant)}"
        if old is not None and s in said:
            ow, on = old.split()
            f, first, ass = score(said[s], int(on), key, team)
            res = f"{f}/{on}{' first-wrong' if not first else ''}{' ASSASSIN' if ass else ''}"
            if old == f"{word} {n}":
                for i, v in enumerate((1, f, n, first, ass)):
                    same[i] += v
                line += f"   [same; guessed {', '.join(said[s][: n + 1])}: {res}]"
            else:
                for i, v in enumerate((1, f, int(on), first, ass)):
                    old_changed[i] += v
                line += f"   [was {old}: {', '.join(said[s][: int(on) + 1])}: {res}]"
                changed.append((s, line, view, key, team))
        if a.all:
            print(line)
    print(
        f"boards {a.seeds}: asked {new_asked / len(seeds):.3f} per clue; numbers {sorted(counts.items())}"
    )
    if same[0]:
        k = same[0]
        print(
            f"unchanged clues with guesses: {k}: {same[1] / k:.2f} cards per clue "
            f"({same[2] / k:.2f} asked), first right {same[3]}/{k}, assassin {same[4]}"
        )
    if old_changed[0]:
        k = old_changed[0]
        print(
            f"changed clues: {k}; the old clues had found {old_changed[1] / k:.2f} per clue "
            f"({old_changed[2] / k:.2f} asked), first right {old_changed[3]}/{k}, assassin {old_changed[4]}"
        )
    if not a.all:
        for _s, line, view, key, team in changed:
            print(line)
            board = [c["word"] for c in view["grid"]]
            print("     board:", ", ".join(board))
            print(
                "     ours:",
                ", ".join(w for w in board if key[w] == team),
                "| assassin:",
                ", ".join(w for w in board if key[w] == ASSASSIN),
            )


if __name__ == "__main__":
    main()
