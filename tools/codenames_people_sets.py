"""The computer Agent on every set of people's clues at once, beside a second person.

Sets (tools/codenames_eval/): the tuning sets are every ``people_clues_<seed>.json`` but those
of ``HELD_OUT``, and every part of ``people_clues.toml`` (18680 clues, 459 sets since 2026-11-27,
when 14500-14639, 14700-14839, 14900-16139 and that evening's sets from 16200 on joined them,
each after its one score); a set named in ``HELD_OUT`` is scored only to report, once a change
is made (``--held-out``), never to choose a change, and neither ``agreed`` nor ``meant`` reads
it (a fresh set is scored apart, with ``codenames_people_eval.py agent-score``). None is named
now: the eleven sets 47200-48239, held out 2026-11-29 after their one score (joined, matched
games fell to 0.9475 wins: the computer Director's CAPTAIN 1 for the Avengers read as the
Skrulls, the assassin), joined once the Director gave no clue the Agent reads as the assassin
(``wordassoc.READ_SAFE``).

For each set, the normal Agent's first turn on each clue (``agent-score``'s loop): team cards
found, first guess right, turns on the assassin, turns that touched a rival card, turns it
stopped early (every card its team's, fewer than the number); where a second person guessed
the same clues (``*_second_guesses.json``: team cards until the first wrong one, at most the
number and one), the person's cards and the Agent's on those clues.

``first-fit`` fits ``wordassoc.FIRST_WEIGHTS`` (a clue's first card among the linked open cards,
``wordassoc.first_card``) on the cards the writers meant, with one set left out at a time, and
scores each left-out set with the weights fitted on the others, beside the Agent without the
fitted first card (the sets without the writers' meant cards, ``people_clues.toml``, are only
scored).

``stop-fit`` makes the Agent go on to each clue's number on the tuning sets and fits the
calibrated stop's logistic (``wordassoc.team_chance``) to whether each next card was its team's,
one set left out at a time: the log loss of ``STOP_WEIGHTS`` and of a refit drawn toward them.

``agreed`` prints data/lore.toml's ``[agreed]`` table: for every clue of the sets with the
writer's meant cards and a second person's guesses, each card the writer meant and the person
took that no other curated text links to the clue word, under the word (``lore.key``).

``meant`` prints data/meant.json (``lore.meant``): per clue word's stem and card, in how many
clues of the sets with the writer's meant cards the card was open and linked on the board
(two or more linked cards, some meant and some not) and in how many the writer meant it.
``first-fit`` reads each set with the counts of the other sets only.

    python tools/codenames_people_sets.py score
    python tools/codenames_people_sets.py agreed > /tmp/agreed.toml
    python tools/codenames_people_sets.py meant > tabletop/games/codenames/data/meant.json
    python tools/codenames_people_sets.py score --going-on      # never stop before the number
    python tools/codenames_people_sets.py stop-fit --penalty 3
    python tools/codenames_people_sets.py first-fit --penalty 10
    python tools/codenames_people_sets.py score --held-out      # to report, once
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.engine.actions import parse_action  # noqa: E402
from tabletop.engine.game import new_game  # noqa: E402
from tabletop.games.codenames import lore  # noqa: E402
from tabletop.games.codenames import wordassoc as wa  # noqa: E402
from tabletop.games.codenames.bots import AssocBot  # noqa: E402
from tabletop.games.codenames.data import ASSASSIN, assets  # noqa: E402

HERE = Path(__file__).with_name("codenames_eval")
HELD_OUT: tuple[str, ...] = ()
Clues = dict[int, tuple[str, list[str] | None]]


def clue_sets(held_out: bool) -> dict[str, Clues]:
    """{set name: {seed: (clue, the second person's cards or None)}}."""
    out: dict[str, Clues] = {}
    for p in sorted(HERE.glob("people_clues_*.json")):
        tag = p.stem.split("_")[-1]
        if "second" in p.name or (tag in HELD_OUT) != held_out:
            continue
        second_file = HERE / f"people_clues_{tag}_second_guesses.json"
        second = json.loads(second_file.read_text()) if second_file.exists() else {}
        out[tag] = {
            int(s): (str(v["clue"] if isinstance(v, dict) else v), second.get(s))
            for s, v in json.loads(p.read_text()).items()
        }
    if not held_out:
        toml = tomllib.loads((HERE / "people_clues.toml").read_text())
        out["toml"] = {
            int(s): (str(c), None)
            for part in toml.values()
            if isinstance(part, dict)
            for s, c in part.items()
        }
    return out


def first_turn(seed: int, clue: str) -> tuple[list[str], bool, str, dict[str, str]]:
    """The kinds of the cards the normal Agent takes for ``clue`` on board ``seed``, whether it
    stopped of itself, its team and the board's key by name."""
    word, n = clue.replace("'", "").split()  # T'CHALLA as TCHALLA
    g = new_game("codenames", seed, 2, {"variant": "co-op"})
    view = g.view(0)
    team, key = view["turn_team"], view["key"]
    names = {c["word"]: key[c["index"]] for c in view["grid"]}
    g.apply(parse_action(f"0:clue {word} {n}"))
    bot, rng = AssocBot("minilm", "normal"), random.Random(0)
    kinds: list[str] = []
    while not g.is_terminal() and g.view(1)["phase"] == "guess" and 1 in g.active_seats():
        a = bot.choose(g.view(1), g.legal_actions(1), rng)
        if a.verb != "guess":
            return kinds, True, team, names
        kinds.append(key[int(a.args[0])])
        g.apply(a)
    return kinds, False, team, names


def score(held_out: bool, show: bool) -> dict[str, int]:
    total: dict[str, int] = {}
    for tag, clues in clue_sets(held_out).items():
        s = dict.fromkeys(
            ("clues", "cards", "first", "assassin", "rival", "early", "person_clues"), 0
        )
        s.update(person=0, agent_on_person=0)
        for seed, (clue, second) in clues.items():
            kinds, stopped, team, names = first_turn(seed, clue)
            n = int(clue.split()[1])
            own = sum(k == team for k in kinds)
            s["clues"] += 1
            s["cards"] += own
            s["first"] += int(bool(kinds) and kinds[0] == team)
            s["assassin"] += int(ASSASSIN in kinds)
            s["rival"] += int(any(k not in (team, "neutral", ASSASSIN) for k in kinds))
            s["early"] += int(stopped and own == len(kinds) and own < n)
            if second is not None:
                got = 0
                for name in second[: n + 1]:
                    if names.get(name) != team:
                        break
                    got += 1
                s["person_clues"] += 1
                s["person"] += got
                s["agent_on_person"] += own
            if show:
                print(f"  {seed} {clue}: {' '.join(kinds)}{' (stopped)' if stopped else ''}")
        print(tag, s, flush=True)
        for k, v in s.items():
            total[k] = total.get(k, 0) + v
    print("all", total)
    return total


def _decisions() -> list[tuple[str, list[float], bool]]:
    """(set, the stop's features, whether the card was the team's) of every next card the
    Agent weighs after a clue's first card on the tuning sets, going on to the number."""
    rows: list[tuple[str, list[float]]] = []
    real = wa.go_again

    def record(view: dict[str, Any], level: wa.Level, src: wa.Source, word: str,
               open_ids: list[int], s: np.ndarray, ranked: list[int]) -> bool:  # fmt: skip
        j = ranked[0]
        nxt = float(s[j])
        after = float(s[ranked[1]]) if len(ranked) > 1 else 0.0
        spec = wa.link_spec(view, wa.curated_links(word), open_ids, j)
        second = wa.second_margin(src, word, open_ids, j)
        rows.append(("", [1.0, nxt, nxt - after, second, spec]))
        return True

    out: list[tuple[str, list[float], bool]] = []
    wa.go_again = record  # type: ignore[assignment]
    try:
        for tag, clues in clue_sets(False).items():
            for seed, (clue, _) in clues.items():
                rows.clear()
                kinds, _, team, _ = first_turn(seed, clue)
                for i, (_, f) in enumerate(rows):
                    if i + 1 < len(kinds):
                        out.append((tag, f, kinds[i + 1] == team))
    finally:
        wa.go_again = real
    return out


def _clip(x: np.ndarray) -> np.ndarray:
    lo = np.array([1.0, 0.0, 0.0, -0.3, 0.0])
    hi = np.array([1.0, 1.0, 0.3, 0.3, 1.0])
    return np.clip(x, lo, hi)


def _fit(x: np.ndarray, y: np.ndarray, prior: np.ndarray, penalty: float) -> np.ndarray:
    """Logistic weights by Newton's method, drawn toward ``prior`` by ``penalty``."""
    w = prior.copy()
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-x @ w))
        grad = x.T @ (p - y) + penalty * (w - prior)
        hess = x.T @ (x * (p * (1 - p))[:, None]) + penalty * np.eye(len(w))
        w -= np.linalg.solve(hess, grad)
    return w


def _loss(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(1.0 / (1.0 + np.exp(-x @ w)), 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def stop_fit(penalty: float, prior: tuple[float, ...]) -> None:
    """``prior`` of four weights: a fit without ``spec`` (the weights before it)."""
    rows = _decisions()
    tags = np.array([r[0] for r in rows])
    x = _clip(np.array([r[1] for r in rows]))[:, : len(prior)]
    y = np.array([r[2] for r in rows], float)
    now = np.array(wa.STOP_WEIGHTS, float)
    p0 = np.array(prior, float)
    left_out = 0.0
    for t in sorted(set(tags)):
        m = tags == t
        left_out += _loss(_fit(x[~m], y[~m], p0, penalty), x[m], y[m]) * int(m.sum())
    w = _fit(x, y, p0, penalty)
    print(f"{len(y)} next cards, {int(y.sum())} the team's, {len(set(tags))} sets")
    if len(prior) == len(now):
        print(f"STOP_WEIGHTS {wa.STOP_WEIGHTS}: log loss {_loss(now, x, y):.4f}")
    print(f"refit toward {prior} at {penalty}: {[round(float(v), 2) for v in w]}")
    print(
        f"  log loss with each set left out {left_out / len(y):.4f}, in sample {_loss(w, x, y):.4f}"
    )


Row = tuple[np.ndarray, np.ndarray, np.ndarray, str]
Counts = dict[tuple[str, int], tuple[int, int]]


def _meant_rows(tags: list[str]) -> list[Row]:
    """(the first card's features of the linked open cards, which of them the writer meant,
    their asset ids, the clue word's ``lore.stem``) for every clue of the json sets ``tags``
    with two or more linked cards, meant and not."""
    src = wa.source("minilm")
    out = []
    for tag in tags:
        for seed, v in json.loads((HERE / f"people_clues_{tag}.json").read_text()).items():
            if not isinstance(v, dict) or "meant" not in v:
                continue
            g = new_game("codenames", int(seed), 2, {"variant": "co-op"})
            view = g.view(0)
            ids = wa._asset_ids(view)
            word = str(v["clue"]).replace("'", "").split()[0]
            f = wa.first_features(src, word, ids)
            if f is None:
                continue
            linked = f[:, :4].any(axis=1)
            y = np.array([c["word"] in v["meant"] for c in view["grid"]], float)[linked]
            if 0 < y.sum() < len(y):
                out.append((f[linked], y, np.array(ids)[linked], lore.stem(word)))
    return out


def _counts(rows: list[Row]) -> Counts:
    """(stem, asset id) -> (clues the writers meant the card in, clues it was linked in)."""
    got: dict[tuple[str, int], list[int]] = {}
    for _, y, ids, w in rows:
        for i, meant in zip(ids, y, strict=True):
            c = got.setdefault((w, int(i)), [0, 0])
            c[0] += int(meant)
            c[1] += 1
    return {k: (m, n) for k, (m, n) in got.items()}


def _less(total: Counts, *parts: Counts) -> Counts:
    out = dict(total)
    for part in parts:
        for k, (m, n) in part.items():
            m0, n0 = out[k]
            out[k] = (m0 - m, n0 - n)
    return {k: v for k, v in out.items() if v[1] > 0}


def _sums(counts: Counts) -> tuple[int, int]:
    """(clues a card was meant in, clues a card was linked in), over every word and card."""
    return sum(m for m, _ in counts.values()), sum(n for _, n in counts.values())


def _rate(counts: Counts) -> float:
    met, seen = _sums(counts)
    return met / max(1, seen)


def _with_meant(
    rows: list[Row], total: Counts, *less: Counts
) -> list[tuple[np.ndarray, np.ndarray]]:
    """``rows`` with their last column (``lore.meant``) read from ``total`` less the counts
    ``less``, not from a file."""
    met, seen = _sums(total)
    for c in less:
        m, n = _sums(c)
        met, seen = met - m, seen - n
    rate = met / seen
    out = []
    for f, y, ids, w in rows:
        f = f.copy()
        for j, i in enumerate(ids):
            k = (w, int(i))
            m, n = total.get(k, (0, 0))
            for c in less:
                m, n = m - c.get(k, (0, 0))[0], n - c.get(k, (0, 0))[1]
            f[j, -1] = lore.meant_value(m, n, rate)
        out.append((f, y))
    return out


def _use_counts(counts: Counts) -> None:
    """The Agent reads ``lore.meant`` from ``counts`` (every set's but those left out)."""
    words: dict[str, dict[int, tuple[int, int]]] = {}
    for (w, i), c in counts.items():
        words.setdefault(w, {})[i] = c
    table = (_rate(counts), words)
    lore.meant_table = lambda: table  # type: ignore[assignment]
    lore.meant.cache_clear()


def _fit_rows(
    rows: dict[str, list[Row]], counts: dict[str, Counts], total: Counts, skip: str
) -> list[tuple[np.ndarray, np.ndarray]]:
    """Every set's rows but ``skip``'s, each read with the counts of the sets but itself and
    ``skip`` (no clue weighs its own writer's choice)."""
    out = []
    for t in rows:
        if t != skip:
            out += _with_meant(rows[t], total, counts[t], *([counts[skip]] if skip else []))
    return out


def _first_fit(rows: list[tuple[np.ndarray, np.ndarray]], penalty: float) -> np.ndarray:
    """A conditional logit over each clue's linked cards (every meant card a choice), by
    Newton's method with ``penalty`` on the weights."""
    f = np.concatenate([r[0] for r in rows])
    y = np.concatenate([r[1] for r in rows])
    g = np.concatenate([np.full(len(r[1]), i) for i, r in enumerate(rows)])
    k, n = f.shape[1], len(rows)
    chosen = np.bincount(g, y, n)  # meant cards a clue
    starts = np.cumsum([0] + [len(r[1]) for r in rows[:-1]])
    w = np.zeros(k)
    for _ in range(30):
        z = f @ w
        e = np.exp(z - np.maximum.reduceat(z, starts)[g])
        p = e / np.bincount(g, e, n)[g]
        weight = p * chosen[g]
        grad = penalty * w - (f.T @ y - f.T @ weight)
        mean = np.stack([np.bincount(g, p * f[:, j], n) for j in range(k)], axis=1)
        hess = penalty * np.eye(k) + f.T @ (f * weight[:, None]) - mean.T @ (mean * chosen[:, None])
        w -= np.linalg.solve(hess, grad)
    return w


def _json_tags(tags: Iterable[str]) -> list[str]:
    """Of ``tags``, the sets kept as json (with the writers' meant cards): not people_clues.toml."""
    return [t for t in tags if (HERE / f"people_clues_{t}.json").exists()]


def first_fit(penalty: float) -> None:
    sets = clue_sets(False)
    tags = _json_tags(sets)
    rows = {t: _meant_rows([t]) for t in tags}
    counts = {t: _counts(rows[t]) for t in tags}
    total = _counts([r for t in tags for r in rows[t]])
    normal = wa.LEVELS["normal"]
    keep, keep_table = wa.FIRST_WEIGHTS, lore.meant_table
    keys = ("cards", "first", "assassin", "rival")
    before: dict[str, int] = dict.fromkeys(keys, 0)
    after: dict[str, int] = dict.fromkeys(keys, 0)
    try:
        for tag, clues in sets.items():
            w = _first_fit(_fit_rows(rows, counts, total, tag if tag in counts else ""), penalty)
            _use_counts(_less(total, counts[tag]) if tag in counts else total)
            got = []
            for on in (False, True):
                wa.LEVELS["normal"] = dataclasses.replace(normal, first_fit=on)
                wa.FIRST_WEIGHTS = tuple(float(v) for v in w)
                s = dict.fromkeys(keys, 0)
                for seed, (clue, _) in clues.items():
                    kinds, _, team, _ = first_turn(seed, clue)
                    s["cards"] += sum(k == team for k in kinds)
                    s["first"] += int(bool(kinds) and kinds[0] == team)
                    s["assassin"] += int(ASSASSIN in kinds)
                    s["rival"] += int(any(k not in (team, "neutral", ASSASSIN) for k in kinds))
                got.append(s)
            for k in keys:
                before[k] += got[0][k]
                after[k] += got[1][k]
            print(tag, "without", got[0], "fitted on the others", got[1], flush=True)
    finally:
        wa.LEVELS["normal"], wa.FIRST_WEIGHTS = normal, keep
        lore.meant_table = keep_table  # type: ignore[assignment]
        lore.meant.cache_clear()
    every = _fit_rows(rows, counts, total, "")
    print("all: without", before, "each set with the weights of the others", after)
    print(
        f"fitted on all {len(every)} clues: {[round(float(v), 3) for v in _first_fit(every, penalty)]}"
    )


def meant() -> None:
    """Prints data/meant.json (``lore.MEANT_FILE``) from every set with the writers' meant cards."""
    tags = _json_tags(clue_sets(False))
    _use_counts({})  # rows read without the file it writes
    counts = _counts(_meant_rows(tags))
    names = [a.word for a in assets()]
    words: dict[str, dict[str, list[int]]] = {}
    for (w, i), (m, n) in sorted(counts.items()):
        words.setdefault(w, {})[names[i]] = [m, n]
    lines = [
        f"  {json.dumps(w)}: {json.dumps(words[w], ensure_ascii=False)}" for w in sorted(words)
    ]
    about = (
        "Derived, not designed: python tools/codenames_people_sets.py meant prints it. Per clue "
        "word's stem, per card: [clues its writer meant the card in, clues it was open and "
        "linked in] over the project's people's sets (see lore.MEANT_FILE)."
    )
    print("{")
    print(f'  "about": {json.dumps(about)},')
    print(f'  "rate": {round(_rate(counts), 6)},')
    print('  "words": {')
    print(",\n".join("  " + line for line in lines))
    print("  }")
    print("}")


def agreed() -> None:
    """Prints the ``[agreed]`` table of data/lore.toml (see the module's docstring), read with
    every curated text but that table itself."""
    lore.KNOWN_BY = tuple(t for t in lore.KNOWN_BY if t != "agreed")
    index = wa._asset_index()
    by: dict[str, set[str]] = {}
    for tag in _json_tags(clue_sets(False)):
        second_file = HERE / f"people_clues_{tag}_second_guesses.json"
        if not second_file.exists():
            continue
        second = json.loads(second_file.read_text())
        for seed, v in json.loads((HERE / f"people_clues_{tag}.json").read_text()).items():
            if not isinstance(v, dict) or not v.get("meant"):
                continue
            word = str(v["clue"]).replace("'", "").split()[0]
            tiers = wa.curated_links(word)
            for card in v["meant"]:
                if card in second.get(seed, []) and (tiers is None or tiers[index[card]] == 0):
                    by.setdefault(lore.key(word), set()).add(card)
    print("[agreed]")
    for word in sorted(by):
        print(f'"{word}" = "{"; ".join(sorted(by[word]))}"')


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=["score", "stop-fit", "first-fit", "agreed", "meant"])
    ap.add_argument(
        "--held-out", action="store_true", help="score the sets of HELD_OUT (to report)"
    )
    ap.add_argument("--going-on", action="store_true", help="never stop before the number")
    ap.add_argument("--list", action="store_true", help="every clue and the cards taken")
    ap.add_argument("--penalty", type=float, default=3.0, help="stop-fit 3, first-fit 10")
    ap.add_argument("--prior", default="-0.61,1.59,3.37,5.78,0", help="weights fitted toward")
    a = ap.parse_args()
    if a.going_on:
        normal = wa.LEVELS["normal"]
        wa.LEVELS["normal"] = dataclasses.replace(normal, confidence=0.0, stop_assassin=0.0)
    if a.mode == "score":
        score(a.held_out, a.list)
    elif a.mode == "first-fit":
        first_fit(a.penalty)
    elif a.mode == "agreed":
        agreed()
    elif a.mode == "meant":
        meant()
    else:
        stop_fit(a.penalty, tuple(float(v) for v in a.prior.split(",")))


if __name__ == "__main__":
    main()
