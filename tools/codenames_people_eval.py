"""Codenames evaluation that shares nothing with the computer Director.

- ``agent``: people-style clues (tools/codenames_eval/people_clues.toml, written from the key
  by a person) given to the computer Agent on the first turn of a two-player game; it guesses
  until its turn ends. Reports own cards found per clue, first guess right, assassin, unknown.
- ``indep``: whole two-player games, the computer Director giving clues to an independent
  guesser on another model that sees only the printed names: by default all-mpnet-base-v2
  (tools/codenames_eval/indep_mpnet.npz, made by indep_mpnet.py in the build venv; a
  different model from the MiniLM the game's tables come from, and nothing of the curated
  facts or the lexicon); ``--table`` may name the older GloVe one (indep_glove.py). The
  guesser takes the clue's number of guesses, best match first, and stops at a wrong card.
  ``--split tune`` plays seeds 9000-9199 (the only ones the Director's weights may be tuned
  on); ``--split report`` (default) seeds 7000-7199. ``--lore`` overrides the level's weight
  of the curated facts against the printed names (for tuning).
- ``matched``: the same seeds (``--split``, ``--lore``) with the Director and the Agents on the
  game's own source, to see what a ``--lore`` costs the matched games.
- ``director-board``: prints the board (names only) and the computer Director's first clue for
  each seed, for a person to guess without the key; ``director-score`` scores those guesses.
- ``agent-board``: writes key sheets (``--file``; seeds from ``--seed``, ``--games`` boards) for
  a person to write one clue per board; ``agent-score --file CLUES.json`` ({seed: "WORD N"})
  runs the computer Agent on those clues and reports as ``agent`` does.

    python tools/codenames_people_eval.py agent --set report
    python tools/codenames_people_eval.py indep --games 200 --split report
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
import tomllib
from pathlib import Path
from typing import Any

import numpy as np

# The code tree this tool sits in (a worktree's own Director, not the installed package's).
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.engine.actions import parse_action  # noqa: E402
from tabletop.engine.game import new_game  # noqa: E402
from tabletop.games.codenames.bots import AssocBot  # noqa: E402
from tabletop.games.codenames.data import ASSASSIN  # noqa: E402

HERE = Path(__file__).with_name("codenames_eval")
SPLITS = {"tune": 9000, "report": 7000}  # first seeds of the tuning and the reporting games


def agent_eval(which: str, level: str) -> dict[str, float]:
    return agent_score(tomllib.loads((HERE / "people_clues.toml").read_text())[which], level)


def agent_board(seeds: range, out: str) -> None:
    """Key sheets for a person who writes clues: each board's cards grouped as the Director
    sees them (yours, the rival's, bystanders, the assassin); no computer output."""
    lines = []
    for s in seeds:
        view = new_game("codenames", s, 2, {"variant": "co-op"}).view(0)
        team, key = view["turn_team"], view["key"]
        groups: dict[str, list[str]] = {"YOURS": [], "RIVAL": [], "BYSTANDERS": [], "ASSASSIN": []}
        for c in view["grid"]:
            k = key[c["index"]]
            g = "YOURS" if k == team else "ASSASSIN" if k == ASSASSIN else "RIVAL"
            groups["BYSTANDERS" if k == "neutral" else g].append(c["word"])
        lines.append(f"Board {s}")
        lines += [f"  {g} ({len(ws)}): " + ", ".join(ws) for g, ws in groups.items()]
        lines.append("")
    Path(out).write_text("\n".join(lines))
    print(f"wrote {out}: {len(seeds)} boards")


def agent_score(clues: dict[str, Any], level: str) -> dict[str, float]:
    """The computer Agent on the first turn of each board given a person's clue
    ({seed: "WORD N"}, from ``agent-board``'s sheets): what it found, as ``agent`` reports."""
    found = first = ass = unknown = asked = rival = 0
    for seed, given in clues.items():
        # a tuning set's file keeps the cards meant beside the clue ({"clue": ..., "meant": ...});
        # an apostrophe is no letter of a clue (T'CHALLA as TCHALLA)
        text = str(given["clue"] if isinstance(given, dict) else given).replace("'", "")
        word, n = text.split()
        g = new_game("codenames", int(seed), 2, {"variant": "co-op"})
        team = g.view(0)["turn_team"]
        g.apply(parse_action(f"0:clue {word} {n}"))
        bot = AssocBot("minilm", level)
        rng = random.Random(0)
        results = []
        while not g.is_terminal() and g.view(1)["phase"] == "guess" and 1 in g.active_seats():
            a = bot.choose(g.view(1), g.legal_actions(1), rng)
            if bot.remark:
                unknown += 1
            if a.verb != "guess":
                break
            key = g.view(0)["key"][int(a.args[0])]
            results.append(key)
            g.apply(a)
        asked += int(n)
        found += sum(1 for r in results if r == team)
        first += int(bool(results) and results[0] == team)
        ass += int(ASSASSIN in results)
        rival += int(any(r not in (team, "neutral", ASSASSIN) for r in results))
        print(f"{seed} {word} {n}: {' '.join(results)}")
    k = len(clues)
    return {
        "clues": k,
        "cards_per_clue": round(found / k, 2),
        "asked_per_clue": round(asked / k, 2),
        "first_right": round(first / k, 3),
        "assassin": ass,
        "rival_turns": rival,
        "unknown": unknown,
    }


class Indep:
    def __init__(self, path: str) -> None:
        z = np.load(path)
        self.row = {str(w): i for i, w in enumerate(z["words"])}
        self.sims = z["sims"].astype(np.float32)
        self.asset = {str(a): i for i, a in enumerate(z["assets"])}

    def ranked(self, word: str, names: list[str]) -> list[int] | None:
        r = self.row.get(word.lower())
        if r is None:
            return None
        s = self.sims[r, [self.asset[n] for n in names]]
        return list(np.argsort(-s, kind="stable"))


def indep_eval(
    table: str, games: int, seed: int, level: str, lore: float | None = None
) -> dict[str, float]:
    guesser = Indep(table)
    director = AssocBot("minilm", level)
    if lore is not None:
        director.level = dataclasses.replace(director.level, lore=lore)
    wins = ass = clues = found = first = 0
    for s in range(seed, seed + games):
        g = new_game("codenames", s, 2, {"variant": "co-op"})
        rng = random.Random(s)
        team = g.view(0)["starting_team"]
        while not g.is_terminal():
            seat = g.active_seats()[0]
            view = g.view(seat)
            legal = g.legal_actions(seat)
            verbs = {a.verb for a in legal}
            if view["you"]["role"] == "director" or "cover" in verbs or "clue" in verbs:
                g.apply(director.choose(view, legal, rng))
                continue
            clue = view["clue"]
            open_cards = [c["index"] for c in view["grid"] if c["cover"] is None]
            names = [view["grid"][i]["word"] for i in open_cards]
            order = guesser.ranked(str(clue["word"]), names)
            made = int(clue["guesses_made"])
            n = clue["number"] if isinstance(clue["number"], int) else 1
            if made == 0:
                clues += 1
            if made >= max(1, n) or order is None and made > 0:
                stop = [a for a in legal if a.verb == "stop"]
                if stop:
                    g.apply(stop[0])
                    continue
            i = open_cards[order[0]] if order is not None else open_cards[0]
            before = g.view(0)["key"][i]
            found += before == team
            if made == 0:
                first += before == team
            g.apply(next(a for a in legal if a.verb == "guess" and int(a.args[0]) == i))
        final = g.view(None)
        wins += final["winner"] == team
        ass += getattr(g, "end_reason", "") == "assassin"
    return {
        "games": games,
        "win_rate": round(wins / games, 3),
        "assassin_rate": round(ass / games, 3),
        "cards_per_clue": round(found / max(1, clues), 2),
        "first_right": round(first / max(1, clues), 3),
    }


def matched_eval(games: int, seed: int, level: str, lore: float | None = None) -> dict[str, float]:
    from tabletop.games.codenames import simreport, wordassoc

    saved = wordassoc.LEVELS[level]
    if lore is not None:
        wordassoc.LEVELS[level] = dataclasses.replace(saved, lore=lore)
    try:
        rows = [
            simreport.play(s, level, "minilm", 2, {"variant": "co-op"})
            for s in range(seed, seed + games)
        ]
    finally:
        wordassoc.LEVELS[level] = saved
    clues = sum(r["clues"] for r in rows)
    return {
        "games": games,
        "win_rate": round(sum(r["won"] for r in rows) / games, 3),
        "assassin_rate": round(sum(r["assassin"] for r in rows) / games, 3),
        "cards_per_clue": round(sum(r["found"] for r in rows) / max(1.0, clues), 2),
    }


def director_board(seeds: range, level: str, out: str) -> None:
    director = AssocBot("minilm", level)
    rows: list[dict[str, Any]] = []
    for s in seeds:
        g = new_game("codenames", s, 2, {"variant": "co-op"})
        view = g.view(0)
        a = director.choose(view, g.legal_actions(0), random.Random(s))
        rows.append({"seed": s, "clue": f"{a.args[0]} {a.args[1]}"})
        print(s, "BOARD:", ", ".join(c["word"] for c in view["grid"]), "| CLUE:", rows[-1]["clue"])
    Path(out).write_text(json.dumps(rows, indent=1))


def director_score(guesses_file: str, level: str) -> dict[str, float]:
    """guesses: {seed: [name, ...]} in the order a person would guess them."""
    guesses = json.loads(Path(guesses_file).read_text())
    found = first = ass = asked = 0
    director = AssocBot("minilm", level)
    for s, names in guesses.items():
        g = new_game("codenames", int(s), 2, {"variant": "co-op"})
        view = g.view(0)
        a = director.choose(view, g.legal_actions(0), random.Random(int(s)))
        n = int(a.args[1])
        asked += n
        key = {c["word"]: view["key"][c["index"]] for c in view["grid"]}
        team = view["turn_team"]
        got = 0
        for j, name in enumerate(names[: n + 1]):
            if key[name] != team:
                ass += key[name] == ASSASSIN
                break
            got += 1
            if j == 0:
                first += 1
        found += got
    k = len(guesses)
    return {
        "clues": k,
        "cards_per_clue": round(found / k, 2),
        "asked_per_clue": round(asked / k, 2),
        "first_right": round(first / k, 3),
        "assassin": ass,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "mode",
        choices=[
            "agent",
            "agent-board",
            "agent-score",
            "indep",
            "matched",
            "director-board",
            "director-score",
        ],
    )
    ap.add_argument("--set", default="report")
    ap.add_argument("--level", default="normal")
    ap.add_argument("--table", default=str(HERE / "indep_mpnet.npz"))
    ap.add_argument("--split", choices=sorted(SPLITS), default="report")
    ap.add_argument("--lore", type=float, default=None)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=None, help="first seed (default: the split's)")
    ap.add_argument("--file", default="/tmp/director_board.json")
    a = ap.parse_args()
    if a.mode == "agent":
        print(agent_eval(a.set, a.level))
    elif a.mode == "agent-board":
        seed = 5300 if a.seed is None else a.seed
        agent_board(range(seed, seed + a.games), a.file)
    elif a.mode == "agent-score":
        print(agent_score(json.loads(Path(a.file).read_text()), a.level))
    elif a.mode == "indep":
        seed = SPLITS[a.split] if a.seed is None else a.seed
        print(indep_eval(a.table, a.games, seed, a.level, a.lore))
    elif a.mode == "matched":
        seed = SPLITS[a.split] if a.seed is None else a.seed
        print(matched_eval(a.games, seed, a.level, a.lore))
    elif a.mode == "director-board":
        seed = 6000 if a.seed is None else a.seed
        director_board(range(seed, seed + a.games), a.level, a.file)
    else:
        print(director_score(a.file, a.level))


if __name__ == "__main__":
    main()
