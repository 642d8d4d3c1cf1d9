"""How right is the Espionage hard level's belief about the other hands (issue 29)? Plays
seeded four-player games of normal bots and, at every turn decision of the observing seat
(seed % seats), compares the belief (``games/espionage/belief.py``, read from that seat's
events only) with the true hands, and how often uniform and belief-biased deals put the Bomb
and the Target where they really are. This tool may look at the truth; the bot never does.

    python tools/esp_belief.py --seed 3000 --games 100 --deals 20
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _holder(g: Any, card: int) -> int:
    return next((s for s in range(g.num_seats) if card in g.hands[s]), -1)


def _golds(g: Any, s: int) -> bool:
    from tabletop.games.espionage.belief import GOLDS

    return any(g.names_by_id[c] in GOLDS for c in g.hands[s])


def _played_share(g: Any, seats: list[int]) -> float:
    """The share of these hands' cards that the normal bot plays whenever it can."""
    from tabletop.games.espionage.belief import PLAYED

    cards = [c for s in seats for c in g.hands[s]]
    return sum(g.names_by_id[c] in PLAYED for c in cards) / max(1, len(cards))


def observe(
    g: Any, seat: int, deals: int, rng: random.Random, tally: dict[str, list[float]]
) -> None:
    """One decision: the belief against the truth, and the deals' hits."""
    from tabletop.games.espionage.belief import PLAYED, bias, read

    b = read(g, seat)
    bomb, target = g.bomb, g.names_by_id.index("Target")
    for s, p in b.bomb.items():
        tally["bomb"].append(p)
        tally["bomb_true"].append(float(bomb in g.hands[s]))
    for s, q in b.gold.items():
        tally["gold"].append(q)
        tally["gold_true"].append(float(_golds(g, s)))
    for s in b.nogold:
        tally["nogold_true"].append(float(not _golds(g, s)))
    for s, k in b.clean.items():
        kept = sum(1 for c in g.hands[s] if g.names_by_id[c] not in PLAYED)
        tally["clean_ok"].append(float(kept >= k))
    others = [s for s in range(g.num_seats) if s != seat]
    tally["played_true"].append(_played_share(g, others))
    counts_ok = all(b.counts[s] == len(g.hands[s]) for s in range(g.num_seats))
    tally["counts_ok"].append(float(counts_ok))
    if bomb in g.hands[seat] or not (b.bomb or b.gold or b.nogold):
        return
    hb, ht = _holder(g, bomb), _holder(g, target)
    for mode in ("uniform", "biased"):
        hits_b = hits_t = 0
        for _ in range(deals):
            d = g.determinize(seat, rng)
            if mode == "biased":
                bias(d, seat, b, rng)
            tally[f"{mode}_played"].append(_played_share(d, others))
            hits_b += _holder(d, bomb) == hb
            hits_t += _holder(d, target) == ht
        tally[f"{mode}_bomb"].append(hits_b / deals)
        tally[f"{mode}_target"].append(hits_t / deals)


def main(argv: list[str] | None = None) -> int:
    from tabletop.ai.base import make_bot
    from tabletop.engine.game import new_game

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--seed", type=int, default=3000)
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--seats", type=int, default=4)
    args = ap.parse_args(argv)
    tally: dict[str, list[float]] = {}
    for k in ("bomb", "bomb_true", "gold", "gold_true", "nogold_true", "counts_ok"):
        tally[k] = []
    tally["clean_ok"], tally["played_true"] = [], []
    tally["uniform_played"], tally["biased_played"] = [], []
    for k in ("uniform_bomb", "uniform_target", "biased_bomb", "biased_target"):
        tally[k] = []
    bot = make_bot("espionage", "normal")
    for seed in range(args.seed, args.seed + args.games):
        g = new_game("espionage", seed, args.seats)
        g.tracks_knowledge = True
        seat, rng = seed % args.seats, random.Random(seed)
        while not g.is_terminal():
            actor = g.active_seats()[0]
            legal = g.legal_actions(actor)
            if actor == seat and g.flow.phase == "turn" and len(legal) > 1:
                observe(g, seat, args.deals, rng, tally)
            g.apply(bot.choose(g.view(actor), legal, rng))
    report(tally)
    return 0


def report(t: dict[str, list[float]]) -> None:
    def mean(xs: list[float]) -> str:
        return f"{sum(xs) / len(xs):.3f} (n={len(xs)})" if xs else "- (n=0)"

    print("hand counts tracked right:", mean(t["counts_ok"]))
    print("bomb belief: mean p", mean(t["bomb"]), "true", mean(t["bomb_true"]))
    sure = [tr for p, tr in zip(t["bomb"], t["bomb_true"]) if p >= 0.9]
    print("  bomb p>=0.9 true:", mean(sure))
    print("gold belief: mean q", mean(t["gold"]), "true", mean(t["gold_true"]))
    sure = [tr for q, tr in zip(t["gold"], t["gold_true"]) if q >= 0.9]
    print("  gold q>=0.9 true:", mean(sure))
    print("no-gold belief true:", mean(t["nogold_true"]))
    print("kept cards (none of PLAYED) at least as believed:", mean(t["clean_ok"]))
    print("share of PLAYED cards in the other hands: true", mean(t["played_true"]))
    print("  uniform deals", mean(t["uniform_played"]), "biased", mean(t["biased_played"]))
    for k in ("uniform_bomb", "biased_bomb", "uniform_target", "biased_target"):
        print(f"deals with the {k.split('_')[1]} in its true place, {k.split('_')[0]}:", mean(t[k]))


if __name__ == "__main__":
    sys.exit(main())
