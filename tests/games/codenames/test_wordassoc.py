"""Word-association bots: vetted single-word clues, never a board word or part of one, the
Experts rule, never a clue whose best match is the assassin, reproducible games, Agents and
unknown words, and the after-game explanation of each clue."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import numpy as np
import pytest
from cn_helpers import ASSASSIN_CARD, WORDS, play, positioned, read_after, without_crowd

from tabletop.ai.base import make_bot
from tabletop.engine.actions import format_action
from tabletop.engine.game import new_game
from tabletop.games.codenames import clues as cl
from tabletop.games.codenames import wordassoc as wa
from tabletop.games.codenames.bots import AssocBot, EasyBot, HardBot, NormalBot
from tabletop.games.codenames.data import ASSASSIN, assets
from tabletop.games.codenames.rules import CodenamesGame


def _vetted() -> set[str]:
    words, _, clue = wa.vocabulary()
    return {w for w, c in zip(words, clue) if c > 0}


def _positions() -> list[dict[str, Any]]:
    """Director views at the start and in the middle of seeded games, Experts off and on."""
    views = []
    for seed in range(12):
        for experts in ("off", "on"):
            g = new_game("codenames", seed, 2, {"variant": "co-op", "experts": experts})
            director, agent = NormalBot(), NormalBot()
            rng = random.Random(seed)
            for _ in range(6 if seed % 2 else 0):
                seat = g.active_seats()[0]
                view = g.view(seat)
                bot = director if view["you"]["role"] == "director" else agent
                g.apply(bot.choose(view, g.legal_actions(seat), rng))
                if g.is_terminal():
                    break
            while not g.is_terminal() and g.view(0)["phase"] != "clue":
                seat = g.active_seats()[0]
                g.apply(agent.choose(g.view(seat), g.legal_actions(seat), rng))
            if not g.is_terminal():
                views.append(g.view(0))
    return views


POSITIONS = _positions()


@pytest.mark.parametrize("level", sorted(wa.LEVELS))
def test_clues_are_vetted_single_words_never_on_the_board(level: str) -> None:
    vetted = _vetted()
    for view in POSITIONS:
        clue = wa.choose_clue(view, wa.LEVELS[level])
        assert clue is not None
        word = clue.word
        assert word.isalpha() and word.isupper() and " " not in word
        assert word.lower() in vetted
        board = [c["word"] for c in view["grid"] if c["cover"] is None]
        for name in board:
            norm = cl.normalise(name)
            assert word != norm and word not in norm  # not a board word, not part of one
            # the Director applies the Experts reading to itself: no part of three letters or
            # more inside the clue (a one-letter part, the U of U.S. AGENT, may be: FOURTH)
            assert cl.board_problem(word, [name], True) is None
        experts = view["options"]["experts"] == "on"
        assert cl.clue_problem(word, board, experts) is None
        assert 1 <= clue.number <= wa.LEVELS[level].max_cards


@pytest.mark.parametrize("level", sorted(wa.LEVELS))
def test_no_clue_has_the_assassin_as_its_best_match(level: str) -> None:
    for view in POSITIONS:
        clue = wa.choose_clue(view, wa.LEVELS[level])
        assert clue is not None
        assert not wa.best_match_is_assassin(view, clue.word)
        open_cards = [c["index"] for c in view["grid"] if c["cover"] is None]
        ids = wa._asset_ids(view)
        s = wa.source("minilm").scores(clue.word, [ids[i] for i in open_cards])
        assert s is not None
        team = view["turn_team"]
        for i in clue.intended:
            assert view["key"][i] == team
        ass = [j for j, i in enumerate(open_cards) if view["key"][i] == ASSASSIN]
        intended_scores = [s[open_cards.index(i)] for i in clue.intended]
        for j in ass:
            assert s[j] < min(intended_scores)


def test_the_director_never_repeats_a_clue() -> None:
    g = positioned(2, variant="co-op")
    view = g.view(0)
    first = wa.choose_clue(view, wa.LEVELS["normal"])
    assert first is not None
    view["history"] = [{"team": view["turn_team"], "clue": {"word": first.word, "number": 1}}]
    second = wa.choose_clue(view, wa.LEVELS["normal"])
    assert second is not None and second.word != first.word


def test_experts_rule_is_respected_in_whole_games() -> None:
    for seed in range(4):
        g = new_game("codenames", seed, 4, {"experts": "on"})
        bot = HardBot()
        rng = random.Random(seed)
        while not g.is_terminal():
            seat = g.active_seats()[0]
            g.apply(bot.choose(g.view(seat), g.legal_actions(seat), rng))  # raises if illegal


def _game_log(seed: int, level: str, agent_source: str) -> list[str]:
    g = new_game("codenames", seed, 2, {"variant": "co-op"})
    director, agent = AssocBot("minilm", level), AssocBot(agent_source, level)
    rng = random.Random(seed)
    while not g.is_terminal():
        seat = g.active_seats()[0]
        view = g.view(seat)
        bot = director if view["you"]["role"] == "director" else agent
        g.apply(bot.choose(view, g.legal_actions(seat), rng))
    return [format_action(a) if not isinstance(a, str) else a for a in g.log]


@pytest.mark.parametrize("level,src", [("easy", "minilm"), ("normal", "glove"), ("hard", "minilm")])
def test_seeded_games_are_reproducible(level: str, src: str) -> None:
    for seed in (3, 11):
        assert _game_log(seed, level, src) == _game_log(seed, level, src)


def test_levels_are_registered() -> None:
    assert isinstance(make_bot("codenames", "easy"), EasyBot)
    assert isinstance(make_bot("codenames", "normal"), NormalBot)
    assert isinstance(make_bot("codenames", "hard"), HardBot)
    assert EasyBot().level.max_cards < NormalBot().level.max_cards <= HardBot().level.max_cards


def test_tables_are_small_and_cover_every_asset() -> None:
    words, _, clue = wa.vocabulary()
    assert len(words) >= 50000 and (clue > 0).sum() >= 8000  # tens of thousands understood
    for name in wa.SOURCES:
        src = wa.source(name)
        assert src.table.shape == (len(words), len(assets()))
        assert src.table.dtype == np.uint8
        assert (wa.DATA / f"wordassoc_{name}.npz").stat().st_size < 20_000_000


def test_facts_make_sense() -> None:
    src = wa.source("minilm")
    hulk = [a.word for a in assets()].index("HULK")
    lockjaw = [a.word for a in assets()].index("LOCKJAW")
    s = src.scores("green", [hulk, lockjaw])
    assert s is not None and s[0] >= 0.6 and s[1] < s[0] - 0.3
    # A plural or verb form reads as its base word.
    assert src.knows("hammers") and src.knows("smashing")


def _agent_view(word: str) -> dict[str, Any]:
    g = positioned(2, variant="co-op")
    play(g, f"0:clue {word} 2")
    return g.view(1)


def test_agent_follows_a_clear_clue() -> None:
    view = _agent_view("GAMMA")
    g = wa.choose_guess(view, wa.LEVELS["normal"], wa.source("glove"))
    assert g.index is not None and WORDS[g.index] in ("HULK", "SHE-HULK")
    assert g.remark == ""


@pytest.mark.parametrize("src", wa.SOURCES)
def test_agent_says_when_a_clue_word_is_unknown(src: str) -> None:
    word = "ZORBLEFLOX"
    assert not wa.source(src).knows(word)
    view = _agent_view(word)
    bot = AssocBot(src)
    g = positioned(2, variant="co-op")
    play(g, f"0:clue {word} 2")
    action = bot.choose(view, g.legal_actions(1), random.Random(0))
    assert "ZORBLEFLOX" in bot.remark and "don't know" in bot.remark
    # No earlier clue to go by: it says so, never promising one.
    assert "no earlier clue" in bot.remark and "earlier clues." not in bot.remark
    assert action.verb == "guess"  # the team must guess once
    # With an earlier clue to go back to, the Agent guesses from it and then stops.
    g2 = positioned(2, variant="co-op")
    play(g2, "0:clue GAMMA 2", "1:guess 9", "1:stop")
    rival = next(int(a.args[0]) for a in g2.legal_actions(0))
    play(g2, f"0:cover {rival}", f"0:clue {word} 1")
    first = wa.choose_guess(g2.view(1), wa.LEVELS["normal"], wa.source(src))
    assert first.index is not None and WORDS[first.index] == "SHE-HULK"
    assert first.remark


def test_agent_stops_when_unsure() -> None:
    g = positioned(2, variant="co-op")
    play(g, "0:clue GAMMA 1", "1:guess 9")
    g2 = wa.choose_guess(g.view(1), wa.LEVELS["easy"], wa.source("minilm"))
    assert g2.index is None or WORDS[g2.index] == "SHE-HULK"
    play(g, "1:guess 7")
    assert g.view(1)["phase"] != "guess" or (
        wa.choose_guess(g.view(1), wa.LEVELS["easy"], wa.source("minilm")).index is None
    )


def test_explain_clues_after_a_game() -> None:
    g = positioned(4)
    play(g, "0:clue GAMMA 2", "1:guess 9", "1:guess 7", "1:stop")
    play(g, "2:clue WEB 1", f"3:guess {ASSASSIN_CARD}")
    final = g.view(None)
    lines = wa.explain_clues(final["history"], final["key"], [c["word"] for c in final["grid"]])
    assert lines[0] in ("GAMMA: 2 - She-Hulk, Hulk", "GAMMA: 2 - Hulk, She-Hulk")
    assert lines[1].startswith("WEB: 1 - ")
    assert wa.display_name("GHOST RIDER'S CHAIN") == "Ghost Rider's Chain"
    assert wa.display_name("GUARDIANS OF THE GALAXY") == "Guardians of the Galaxy"
    unknown = wa.explain_clues(
        [{"team": "hydra", "clue": {"word": "ZORBLEFLOX", "number": 1}, "guesses": []}],
        final["key"],
        [c["word"] for c in final["grid"]],
    )
    assert unknown == ["ZORBLEFLOX: 1 - (a word the computer does not know)"]


def test_simulate_report_has_matched_and_cross_figures() -> None:
    from tabletop.games.codenames.rules import simulate_report

    rep = simulate_report(4, ["normal", "random"], 0, 1, {"variant": "two-player"})
    assert rep["games"] == 4 and set(rep["wins"]) == set(rep["win_rates"])
    for part in ("matched", "cross"):
        m = rep["metrics"][part]
        for k in ("win_rate", "assassin_rate", "cards_per_clue"):
            assert 0 <= m[k] <= 9
        assert m["cards_per_clue"] >= 1.0


def test_the_glove_cross_check_knows_every_clue_the_director_may_give() -> None:
    # The GloVe table covers the 30,000 commonest words and the Marvel lexicon, about half of
    # the 60,000 words the Agents understand; but a Director only ever gives clue-tier words
    # (within the 15,000 commonest), and of those GloVe lacks at most a handful: so the
    # cross-check measures how the clues are understood, not gaps in its vocabulary.
    glove, minilm = wa.source("glove"), wa.source("minilm")
    for level in wa.LEVELS.values():
        rows = minilm.clue_tables(level)[0]
        assert glove.known[rows].sum() >= len(rows) - 3


@pytest.mark.slow
def test_quality_over_many_games() -> None:
    from tabletop.games.codenames.simreport import run, summary

    # Measured on these 400 games (issue 16's Director, which weighs the printed names and
    # avoids trivia): matched 96.5 % wins, 0 % assassin, 1.35 cards per clue; the GloVe
    # cross-check 80.5 % wins, 3.0 % assassin, 1.28 cards per clue. The cross-check knows
    # every clue word (test above): its drop from 96.6 % came from the new Director's
    # clues, which lean on printed names a GloVe guesser reads through its own facts table.
    # The bounds hold the matched Director near its measured level and the cross-check well
    # above a Director that ignores how others read its clues (a collapse shows as < 70 %).
    matched = summary(run(400, "normal", "minilm", 0, 1, 2, {"variant": "co-op"}))
    cross = summary(run(400, "normal", "glove", 0, 1, 2, {"variant": "co-op"}))
    assert matched["win_rate"] >= 0.95 and matched["assassin_rate"] <= 0.01
    assert matched["cards_per_clue"] >= 1.3
    assert cross["win_rate"] >= 0.77 and cross["assassin_rate"] <= 0.04
    assert cross["cards_per_clue"] >= 1.22


def test_cli_accepts_a_bare_variant_word() -> None:
    from tabletop.cli import _options

    assert _options(["two-player", "experts=on"]) == {"variant": "two-player", "experts": "on"}


MARVEL = {
    "thanos": ("TITAN", "INFINITY STONE", "GAMORA", "NEBULA"),
    "asgard": ("ASGARD", "THOR", "ODIN"),
    "parker": ("SPIDER-MAN", "AUNT MAY", "MARY JANE"),
    "vibranium": ("VIBRANIUM", "BLACK PANTHER", "KLAUE"),
    "mjolnir": ("MJOLNIR", "THOR"),
    "kree": ("KREE", "CAPTAIN MARVEL"),
    "skrull": ("SKRULLS",),
    "xavier": ("PROFESSOR X", "X-MEN", "X-MANSION", "CEREBRO"),
    "wakanda": ("WAKANDA", "BLACK PANTHER", "SHURI"),
    "romanoff": ("BLACK WIDOW",),
    "banner": ("HULK", "SHE-HULK"),
    "ironman": ("IRON MAN",),
}
COMMON = "brooklyn norse russian green animal hammer butler sea helmet bow guardians hydra"


def test_agent_knows_marvel_names_and_common_words() -> None:
    src = wa.source("minilm")
    names = [a.word for a in assets()]
    for word, top in MARVEL.items():
        s = src.scores(word, list(range(len(names))))
        assert s is not None, word
        assert names[int(np.argmax(s))] in top, (word, names[int(np.argmax(s))])
    for word in COMMON.split():
        assert src.knows(word), word
    assert src.knows("spiderwoman") and src.knows("stormbreakers")


def test_more_marvel_names_are_read_from_the_runtime_lexicon() -> None:
    """data/lexicon_more.toml: names the tables lack (RAGNAROK, KORG ...) point at their cards;
    every entry is a word the tables do not hold, and names real cards."""
    import tomllib

    names = [a.word for a in assets()]
    raw = tomllib.loads((wa.DATA / "lexicon_more.toml").read_text())["words"]
    for name in wa.SOURCES:
        src = wa.source(name)
        for word, cards in raw.items():
            assert not src.rows(word), f"{word} is in the {name} table: drop it from the file"
            s = src.scores(word, list(range(len(names))))
            assert s is not None and names[int(np.argmax(s))] == cards.split(";")[0].strip()
    src = wa.source("minilm")
    s = src.scores("ragnarok", list(range(len(names))))
    assert s is not None
    top = {names[i] for i in np.argsort(-s)[:4]}
    assert top <= {"THOR", "HELA", "VALKYRIE", "HULK", "LOKI", "SAKAAR", "ASGARD"}
    assert NormalBot().refusal("Ragnarok") == ""


def test_marvel_senses_beat_the_everyday_reading() -> None:
    """[marvel] in data/lexicon_more.toml: THUNDERBOLTS is the team, not lightning (it sent the
    Agent to Female Thor, the assassin, on a new player's board); XAVIER means his X-Men before
    his half-brother; SPIDERMAN on a new player's board no longer reaches the assassin."""
    names = [a.word for a in assets()]
    src = wa.source("minilm")
    s = src.scores("thunderbolts", list(range(len(names))))
    assert s is not None and names[int(np.argmax(s))] == "U.S. AGENT"
    s = src.scores("xavier", list(range(len(names))))
    assert s is not None and s[names.index("STORM")] > s[names.index("JUGGERNAUT")]
    for seed, word, n in ((5307, "THUNDERBOLTS", 2), (5424, "SPIDERMAN", 3), (5807, "GALACTUS", 2)):
        g = new_game("codenames", seed, 2, {"variant": "co-op"})
        key = g.view(0)["key"]
        play(g, f"0:clue {word} {n}")
        bot = NormalBot()
        while g.view(1)["phase"] == "guess" and 1 in g.active_seats():
            a = bot.choose(g.view(1), g.legal_actions(1), random.Random(0))
            if a.verb != "guess":
                break
            assert key[int(a.args[0])] != ASSASSIN, (seed, word)
            g.apply(a)


def test_a_misspelt_clue_is_read_as_the_near_word() -> None:
    src = wa.source("minilm")
    assert src.near("wakandda") == "wakanda"
    assert src.near("zorbleflox") is None and src.near("hulk") is None
    view = _agent_view("WAKANDDA")
    g = wa.choose_guess(view, wa.LEVELS["normal"], src)
    assert "WAKANDA" in g.remark and g.index is not None
    assert NormalBot().refusal("wakandda").startswith("Did you mean WAKANDA?")


def test_only_a_non_word_is_refused_with_a_visible_message() -> None:
    bot = NormalBot()
    assert bot.refusal("thanos") == "" and bot.refusal("Brooklyn") == ""
    says = bot.refusal("zorbleflox")
    assert "ZORBLEFLOX" in says and "does not know" in says


def test_people_clues_point_at_the_right_cards() -> None:
    """Clues a person would give (tuning set, tools/codenames_eval): the first guess is a
    team card for the clear ones."""
    for word, seed in (("WAKANDA", 5003), ("XAVIER", 5008), ("STARK", 5006)):
        g = new_game("codenames", seed, 2, {"variant": "co-op"})
        view = g.view(0)
        play(g, f"0:clue {word} 1")
        guess = wa.choose_guess(g.view(1), wa.LEVELS["normal"], wa.source("minilm"))
        assert guess.index is not None and view["key"][guess.index] == view["turn_team"]


def test_no_adverb_beside_its_adjective_and_no_word_for_the_whole_world() -> None:
    """STRONGLY 3 and MARVEL 2 baffled a new player guessing (boards 6308, 6316): an adverb is
    no clue when its adjective is one, and a word that fits every card is none."""
    src = wa.source("minilm")
    clue_words = {src.words[i] for i in src.clue_rows}
    assert "quick" in clue_words and "quickly" not in clue_words
    assert "early" in clue_words or "early" not in src.row  # EAR is no base of EARLY
    for w in ("marvel", "hero", "heroes", "comics", "superhero"):
        assert w not in clue_words


def _agent_guesses(seed: int, word: str, n: int) -> tuple[list[str], list[str], str]:
    """The cards the normal Agent guesses for a clue on the first turn of board ``seed``, their
    key colours and the team's colour."""
    g = new_game("codenames", seed, 2, {"variant": "co-op"})
    view = g.view(0)
    play(g, f"0:clue {word} {n}")
    bot = NormalBot()
    cards: list[str] = []
    keys: list[str] = []
    while not g.is_terminal() and g.view(1)["phase"] == "guess" and 1 in g.active_seats():
        a = bot.choose(g.view(1), g.legal_actions(1), random.Random(0))
        if a.verb != "guess":
            break
        cards.append(view["grid"][int(a.args[0])]["word"])
        keys.append(view["key"][int(a.args[0])])
        g.apply(a)
    return cards, keys, view["turn_team"]


def _marvel(word: str) -> list[str]:
    import tomllib

    raw = tomllib.loads((wa.DATA / "lexicon_more.toml").read_text())["marvel"]
    return [c.strip() for c in raw[word].split(";")]


def test_hero_names_and_nicknames_read_as_their_circle() -> None:
    """[marvel]: QUILL is Star-Lord's Guardians, not a pen (it sent the Agent to The Leader);
    SPIDEY and TOBEY (Maguire) are Spider-Man's world, PARKER too; on the new players' boards
    the Agent's guesses are all cards a fan links to the word, the first one its team's."""
    names = [a.word for a in assets()]
    src = wa.source("minilm")
    s = src.scores("quill", list(range(len(names))))
    assert s is not None
    top = {names[i] for i in np.argsort(-s)[:8]}
    assert names[int(np.argmax(s))] == "STAR-LORD" and top <= set(_marvel("QUILL"))
    for word in ("spidey", "parker", "tobey"):
        s = src.scores(word, list(range(len(names))))
        assert s is not None and names[int(np.argmax(s))] == "SPIDER-MAN", word
    # SPIDEY 3 of 5509: J. Jonah Jameson, a bystander of his circle, first since the writer's
    # model weighs the players' words (FIRST_WEIGHTS, 2026-11-28); Green Goblin before
    for seed, word, n in ((5505, "QUILL", 3), (5509, "SPIDEY", 3), (5513, "TOBEY", 3)):
        cards, keys, team = _agent_guesses(seed, word, n)
        assert (keys[0] == team or word == "SPIDEY") and ASSASSIN not in keys, (seed, word, cards)
        assert set(cards[: max(1, keys.count(team))]) <= set(_marvel(word)), (seed, word, cards)
    cards, keys, team = _agent_guesses(5505, "QUILL", 3)
    assert keys == [team] * 3  # Gamora, Drax and Knowhere


def test_everyday_words_with_a_marvel_sense() -> None:
    """[marvel]: DEVIL is Mephisto before Ghost Rider, TIME Kang before Cable, ARM the Winter
    Soldier's metal arm, QUANTUM Ant-Man and Wasp, STRANGE and THOR the hero's own circle (the
    Ancient One before Kamar-Taj, Stormbreaker before the Avengers at large)."""
    names = [a.word for a in assets()]
    everyone = list(range(len(names)))
    src = wa.source("minilm")
    for word, first in (
        ("devil", "MEPHISTO"),
        ("time", "KANG"),
        ("arm", "WINTER SOLDIER"),
        ("arms", "WINTER SOLDIER"),
        ("quantum", "QUANTUM REALM"),
        ("strange", "DOCTOR STRANGE"),
        ("thor", "THOR"),
    ):
        s = src.scores(word, everyone)
        assert s is not None and names[int(np.argmax(s))] == first, word
    s = src.scores("quantum", everyone)
    assert s is not None and min(s[names.index(c)] for c in ("ANT-MAN", "WASP", "KANG")) >= 0.8
    s = src.scores("thor", everyone)
    assert s is not None and s[names.index("STORMBREAKER")] > s[names.index("AVENGERS")]
    s = src.scores("strange", everyone)
    assert s is not None and s[names.index("ANCIENT ONE")] > s[names.index("KAMAR-TAJ")]
    for seed, word, n, found in (
        (5519, "DEVIL", 2, 2),
        (5520, "QUANTUM", 3, 3),
        (5514, "TIME", 2, 1),
        (5500, "ARM", 3, 2),
    ):
        cards, keys, team = _agent_guesses(seed, word, n)
        assert keys[0] == team and keys.count(team) >= found, (seed, word, cards)
        assert ASSASSIN not in keys


def test_a_name_clue_points_at_the_character_and_their_circle() -> None:
    """A clue that is a character's name (printed name run together, real name, surname) reads
    as that character and the cards linked to them by name in data/lexicon.toml: CAPTAINMARVEL
    is Carol Danvers and the Kree (not the Avengers at large), STEVEROGERS Captain America and
    his Avengers (not Hulk), QUILL Star-Lord's Yondu and Ravagers before Gamora. Everyday words
    (SKULL of Red Skull, STORM) and every clue the Director may give are never read so."""
    names = [a.word for a in assets()]
    everyone = list(range(len(names)))
    src = wa.source("minilm")
    c = wa.name_circle("CaptainMarvel")
    assert c is not None and names[int(np.argmax(c))] == "CAPTAIN MARVEL"
    assert c[names.index("KREE")] > 0 and c[names.index("AVENGERS")] == 0
    s = src.scores("captainmarvel", everyone)
    assert s is not None and s[names.index("KREE")] > s[names.index("AVENGERS")]
    s = src.scores("steverogers", everyone)
    assert s is not None and names[int(np.argmax(s))] == "CAPTAIN AMERICA"
    assert s[names.index("AVENGERS")] > s[names.index("HULK")]
    s = src.scores("quill", everyone)
    assert s is not None and names[int(np.argmax(s))] == "STAR-LORD"
    assert min(s[names.index("YONDU")], s[names.index("RAVAGERS")]) > s[names.index("GAMORA")]
    assert src.knows("buckybarnes") and src.knows("tonystark")
    for word in ("skull", "storm", "shield", "green", "time", "thunder"):
        assert wa.name_circle(word) is None, word
    assert all(wa.name_circle(src.words[r]) is None for r in src.clue_rows)
    for seed, word, n in ((5308, "CAPTAINMARVEL", 2), (5320, "STEVEROGERS", 2), (5619, "QUILL", 2)):
        cards, keys, team = _agent_guesses(seed, word, n)
        assert keys[0] == team and ASSASSIN not in keys, (seed, word, cards)


def test_the_director_never_gives_an_unfit_word() -> None:
    """A family board game: "NEGRO 2" was a computer Director's clue on a fresh board, and
    slurs were in its clue list. No word of ``UNFIT_WORDS`` is a clue row of any source."""
    from tabletop.games.codenames import wordassoc as wa

    for name in ("minilm", "glove"):
        src = wa.source(name)
        clues = {src.words[i] for i in src.clue_rows} | {src.words[i] for i in src.everyday_rows}
        assert not clues & wa.UNFIT_WORDS, (name, sorted(clues & wa.UNFIT_WORDS))
    assert {"negro", "nigga", "jew", "gay", "retarded"} <= wa.UNFIT_WORDS


def test_a_cards_whole_name_is_never_a_clue_and_agents_still_read_it() -> None:
    """BEAST 2 meant Hulk and Wolverine with Beast off the board: a fresh guesser took X-Men,
    the assassin. No card's whole printed name is a Director's clue word; Agents know them."""
    src = wa.source("minilm")
    clue_words = {src.words[i] for i in src.clue_rows}
    for name in ("beast", "storm", "vision", "avengers", "sentinel", "titan"):
        assert name not in clue_words
        assert src.knows(name)
    assert {"cold", "hammer", "portal"} <= clue_words


def test_a_word_for_strength_is_never_a_clue_and_agents_still_read_it() -> None:
    """STRONG 4 and STRONGEST 3 fit most of the cast on the curated facts: fresh guessers found
    7 of the 18 cards asked in 6 such clues (boards 6300-6659). No word for a hero's strength
    is a Director's clue; Agents still read one a person gives."""
    for name in ("minilm", "glove"):
        src = wa.source(name)
        clues = {src.words[i] for i in src.clue_rows} | {src.words[i] for i in src.everyday_rows}
        assert not clues & wa.VAGUE_WORDS, (name, sorted(clues & wa.VAGUE_WORDS))
    assert {
        "strong",
        "strongest",
        "weak",
        "dancer",
        "fighter",
        "cosmic",
        "historical",
    } <= wa.VAGUE_WORDS
    assert "fatty" in wa.UNFIT_WORDS
    assert wa.source("minilm").knows("strong")


def test_fact_kth_counts_the_assets_above_a_card() -> None:
    src = wa.source("minilm")
    kth = src.fact_kth(20)
    for w in ("sea", "hunter", "villain", "hammer"):
        r = src.row[w]
        f = src.facts[r].astype(int)
        above = np.array([(f > x).sum() for x in f])
        assert np.array_equal(f >= kth[r], above < 20), w


def test_every_card_a_normal_clue_aims_at_is_close_to_it_among_all_assets() -> None:
    """The normal Director aims a clue only at cards for which fewer than ``fact_rank`` of the
    game's 200 assets are closer on the curated facts (VILLAIN 2 and STRONGER 4, words of
    dozens of cards, lost their last cards with a new player guessing; boards 6327, 6425), but for
    a bold set word whose members on the board are all ours (PLACE, GROUP)."""
    level = wa.LEVELS["normal"]
    assert level.fact_rank == 20
    src = wa.source("minilm")
    ids = {a.word: i for i, a in enumerate(assets())}
    aimed = 0
    for seed in range(40):
        view = new_game("codenames", seed, 2, {"variant": "co-op"}).view(0)
        clue = wa.choose_clue(view, level, src)
        assert clue is not None
        if clue.margin <= -9.0:
            continue  # a single-card fallback clue, aimed at nothing by the rule
        row = src.row[clue.word.lower()]
        if row in src.sets and src.sets[row][1]:
            continue  # a bold set word (PLACE, GROUP) is about every member alike
        f = src.facts[src.row[clue.word.lower()]].astype(int)
        for i in clue.intended:
            x = f[ids[view["grid"][i]["word"]]]
            assert (f > x).sum() < level.fact_rank, (seed, clue)
            aimed += 1
    assert aimed >= 60


def test_the_normal_director_asks_one_card_more_when_every_link_is_a_fact() -> None:
    """Without the relief the Director gives a timid clue of one card on board 6600 (LOGAN 1;
    MOTORCYCLE 1 for Ghost Rider's Chain before the facts grew, an equally clear one-card
    clue that now ranks just under it): with the relief of ``Level.second`` the normal Director
    says LOGAN 2, both cards holding LOGAN among their curated facts; MONSTER 2 becomes
    MONSTER 3 on board 6417 (``Level.later``). Without the relief the clues are the old ones,
    and a relief clue ranks under any clue of as many cards that needs none."""
    src = wa.source("minilm")
    normal = wa.LEVELS["normal"]
    strict = dataclasses.replace(normal, later=1.0, second=1.0)
    for seed, old, new in ((6600, ("LOGAN", 1), ("LOGAN", 2)),
                           (6417, ("MONSTER", 2), ("MONSTER", 3))):  # fmt: skip
        view = new_game("codenames", seed, 2, {"variant": "co-op"}).view(0)
        before = wa.choose_clue(view, strict, src)
        after = wa.choose_clue(view, normal, src)
        assert before is not None and after is not None
        assert (before.word, before.number) == old
        assert (after.word, after.number) == new
        row = src.row[after.word.lower()]
        ids = wa._asset_ids(view)
        for i in after.intended:
            assert src.facts[row, ids[i]] / 255.0 >= normal.later_fact
    # a card's looks never earn the relief
    assert src.looks[src.row["hair"]] and not src.looks[src.row["monster"]]


def test_a_relieved_clue_needs_no_name_win_when_the_assassins_name_is_far() -> None:
    """Board 8877: HIDDEN 3 (three cards holding HIDDEN among their facts) failed only the
    printed-names check against an assassin whose name is far from the word; with
    ``name_free`` the normal Director gives it instead of KING 2."""
    src = wa.source("minilm")
    normal = wa.LEVELS["normal"]
    view = new_game("codenames", 8877, 2, {"variant": "co-op"}).view(0)
    before = wa.choose_clue(view, dataclasses.replace(normal, name_free=0.0), src)
    after = wa.choose_clue(view, normal, src)
    assert before is not None and after is not None
    # (KING 2 before the set words; WOMEN 2 since: the board's only two women are ours)
    assert (before.word, before.number) == ("WOMEN", 2)
    assert (after.word, after.number) == ("HIDDEN", 3)
    ids = wa._asset_ids(view)
    ass = [i for i, k in enumerate(view["key"]) if k == ASSASSIN]
    row = src.row["hidden"]
    assert max(src.names[row, ids[i]] for i in ass) / 255.0 < normal.name_free


def test_a_word_for_what_a_character_wears_is_no_clue_with_a_character_assassin() -> None:
    """Board 6769: SUIT 2 meant Iron Man and Kingpin, and a fresh guesser took Spider-Man, the
    assassin (his suits are no curated fact). With a character as the assassin no costume word
    is the clue (STARK 2 now); with a place or an item as the assassin it may be (HELMET 3 on
    board 6668), and a costume word never earns the fact relief."""
    src = wa.source("minilm")
    normal = wa.LEVELS["normal"]
    kinds = {a.word: a.kind for a in assets()}
    for seed, want in ((6769, None), (6668, ("HELMET", 3))):
        view = new_game("codenames", seed, 2, {"variant": "co-op"}).view(0)
        ass = [c["word"] for c in view["grid"] if view["key"][c["index"]] == ASSASSIN]
        clue = wa.choose_clue(view, normal, src)
        assert clue is not None
        if want is None:
            assert kinds[ass[0]] == "character"
            assert clue.word.lower() not in wa.COSTUME_WORDS, clue
        else:
            assert kinds[ass[0]] != "character"
            assert (clue.word, clue.number) == want
    assert src.costume[src.row["suit"]] and src.looks[src.row["suit"]]
    assert not src.costume[src.row["monster"]]


def test_a_loose_reading_counts_against_the_director_only() -> None:
    """data/loose_links.toml: cards a person may read into a word (Asgardians are aliens in
    the films). Board 6770: ALIEN 3 aimed at Skrulls, Gamora and the Negative Zone; a fresh
    guesser stopped at two and weighed Sif, the assassin, for the third. With Sif a loose
    reading of ALIEN the Director gives no ALIEN clue there; the Agents' scores are unchanged
    and every listed card is a real card."""
    src = wa.source("minilm")
    normal = wa.LEVELS["normal"]
    view = new_game("codenames", 6770, 2, {"variant": "co-op"}).view(0)
    ass = [c["word"] for c in view["grid"] if view["key"][c["index"]] == ASSASSIN]
    assert ass == ["SIF"]
    clue = wa.choose_clue(view, normal, src)
    assert clue is not None and not clue.word.startswith("ALIEN")
    index = {a.word: i for i, a in enumerate(assets())}
    assert index["SIF"] in src.loose[src.row["alien"]]
    assert index["SIF"] in src.loose[src.row["aliens"]]  # a longer form a person hears alike
    s = src.scores("alien", [index["SIF"], index["SKRULLS"]])
    assert s is not None and s[0] < src.loose_score < s[1]  # an Agent does not read Sif so
    assert all(len(v) for v in src.loose.values())


def test_a_word_that_names_a_set_is_a_clue_only_when_the_set_is_ours() -> None:
    """data/set_words.toml: a person reads WOMAN or FLYING as a set, every member as likely as
    the next. Board 6856: WOMAN 2 meant Jessica Jones and Aunt May, and a fresh guesser took
    Kitty Pryde, a rival woman; board 6845: AIRPLANE 2 (a word that goes with FLYING) took
    Captain Marvel, a rival flier. Neither is given now. Board 6342: the only women on the
    board are ours, so WOMEN aims at all three; words alike a set's first word join the set
    (FEMININE, FLEW); the assassin is never a member of a set word's clue."""
    src = wa.source("minilm")
    normal = wa.LEVELS["normal"]
    index = {a.word: i for i, a in enumerate(assets())}
    for seed, gone in ((6856, "WOMAN"), (6845, "AIRPLANE")):
        view = new_game("codenames", seed, 2, {"variant": "co-op"}).view(0)
        clue = wa.choose_clue(view, normal, src)
        assert clue is not None and clue.word != gone, (seed, clue)
    view = new_game("codenames", 6342, 2, {"variant": "co-op"}).view(0)
    clue = wa.choose_clue(view, normal, src)
    assert clue is not None and (clue.word, clue.number) == ("WOMEN", 3)
    team = view["turn_team"]
    women = {c["word"] for c in view["grid"] if index[c["word"]] in src.sets[src.row["woman"]][0]}
    assert {view["grid"][i]["word"] for i in clue.intended} == women
    assert all(view["key"][c["index"]] == team for c in view["grid"] if c["word"] in women)
    assert index["KITTY PRYDE"] in src.sets[src.row["woman"]][0]
    assert src.row["feminine"] in src.sets and src.row["flew"] in src.sets
    assert not src.sets[src.row["flew"]][1]  # a word alike is never bold
    # every clue of a set word on the recorded boards leaves the assassin out of the set
    for seed in range(6820, 6840):
        view = new_game("codenames", seed, 2, {"variant": "co-op"}).view(0)
        clue = wa.choose_clue(view, normal, src)
        assert clue is not None
        row = src.row.get(clue.word.lower())
        if row in src.sets:
            ass = [c["word"] for c in view["grid"] if view["key"][c["index"]] == ASSASSIN]
            assert index[ass[0]] not in src.sets[row][0], (seed, clue)


def test_relation_kind_and_name_words_are_sets_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fresh guessers on boards 6880-6939 read relation and kind words and shared names as sets:
    CRIMINAL 2 took Black Cat first (6902), EVIL 2 Apocalypse first (6919), MAX 2 Scarlet Witch
    first (Wanda Maximoff, 6918), BROTHER 2 Scarlet Witch, Pietro's twin (6915), FATHER 2 took
    Cyclops (6926); TEACHER 3, WARRIOR 3 and TECH 3 took a rival teacher, warrior, tech card
    third (6905, 6907, 6890): those sets need every member on the board to be ours. None of
    these clues is given now; a whole set of ours still is (BROTHER 3 on board 6807), but for
    the computer Agent's reading (``READ_RIGHT``: it takes Professor X, Juggernaut's stepbrother,
    third)."""
    src = wa.source("minilm")
    normal = wa.LEVELS["normal"]
    index = {a.word: i for i, a in enumerate(assets())}
    gone = {
        6902: "CRIMINAL",
        6919: "EVIL",
        6918: "MAX",
        6915: "BROTHER",
        6926: "FATHER",
        6905: "TEACHER",
        6907: "WARRIOR",
        6890: "TECH",
    }
    for seed, word in gone.items():
        view = new_game("codenames", seed, 2, {"variant": "co-op"}).view(0)
        clue = wa.choose_clue(view, normal, src)
        assert clue is not None and clue.word != word, (seed, clue)
    view = new_game("codenames", 6807, 2, {"variant": "co-op"}).view(0)
    clue = wa.choose_clue(view, normal, src)
    assert clue is not None and clue.word != "BROTHER"
    monkeypatch.setattr(wa, "READ_RIGHT", False)
    clue = wa.choose_clue(view, normal, src)
    assert clue is not None and (clue.word, clue.number) == ("BROTHER", 3)
    assert index["SCARLET WITCH"] in src.sets[src.row["max"]][0]
    assert index["SCARLET WITCH"] in src.sets[src.row["brother"]][0]  # a twin
    assert index["BLACK CAT"] in src.sets[src.row["criminal"]][0]
    assert index["APOCALYPSE"] in src.sets[src.row["evil"]][0]
    assert index["OSCORP"] not in src.sets[src.row["evil"]][0]  # a villain is a character
    assert not any(src.sets[src.row[w]][1] for w in ("father", "evil", "max"))  # never bold
    k = src.set_line[src.row["teacher"]]
    assert src.set_share[k] == 1.0 and src.set_share[src.set_line[src.row["woman"]]] == 0.75


def test_a_word_read_as_a_card_not_on_the_board_is_no_clue() -> None:
    """data/loose_links.toml ``[absent]``: a fresh guesser reads AUNT as Aunt May and ROCKET as
    Rocket Raccoon; with the card absent, AUNT 2 took Web-Shooters (board 6976) and ROCKET 1
    Stormbreaker (6975). Such a word is no clue while none of its cards is on the board, and
    may be one while one is (boards 8003 and 8012)."""
    src = wa.source("minilm")
    normal = wa.LEVELS["normal"]
    for seed, gone in ((6976, "AUNT"), (6975, "ROCKET")):
        view = new_game("codenames", seed, 2, {"variant": "co-op"}).view(0)
        clue = wa.choose_clue(view, normal, src)
        assert clue is not None and clue.word != gone, (seed, clue)
        search = wa._Search(view, normal, src, view["turn_team"])
        assert search._absent(src.row[gone.lower()])
        assert search._absent(src.row[gone.lower() + "s"])  # its longer forms too
    for seed, word in ((8003, "aunt"), (8012, "rocket")):
        view = new_game("codenames", seed, 2, {"variant": "co-op"}).view(0)
        search = wa._Search(view, normal, src, view["turn_team"])
        assert not search._absent(src.row[word])
    index = {a.word: i for i, a in enumerate(assets())}
    assert src.absent[src.row["sea"]] == {index["NAMOR"], index["ATLANTIS"]}


def test_no_clue_shares_its_stem_with_a_board_name() -> None:
    """DEFENDED 2 with the Defenders on the board read as nearly the card's name; the guesser
    took the assassin second (board 6953). A clue sharing six first letters with a part of a
    board name (and all but three letters of the shorter) is no clue; MUTATION beside New
    Mutants and MYSTIC beside Mystique still are."""
    assert not wa._stem_ok("defended", ["DEFENDERS"])
    assert not wa._stem_ok("galactic", ["GALACTUS"])
    assert not wa._stem_ok("magnetic", ["MAGNETO"])
    assert wa._stem_ok("mutation", ["NEW MUTANTS"])
    assert wa._stem_ok("mystic", ["MYSTIQUE"])  # five letters: MYSTIC 2 read whole
    assert wa._stem_ok("defended", ["DAREDEVIL", "SANCTUM SANCTORUM"])
    view = new_game("codenames", 6953, 2, {"variant": "co-op"}).view(0)
    clue = wa.choose_clue(view, wa.LEVELS["normal"], wa.source("minilm"))
    assert clue is not None and not clue.word.startswith("DEFEND")


def test_a_strong_loose_reading_beats_a_weak_intended_card() -> None:
    """loose_links.toml ``[strong]``: cards fresh guessers took before a card the clue meant
    (GIANT 2 for Hulk and Juggernaut took Jotunheim first, board 6530; DEVIL 2 took Kingpin
    second, 6850) score ``strong_score`` against the Director when not the team's, and are
    loose readings too; those clues are not given now."""
    src = wa.source("minilm")
    index = {a.word: i for i, a in enumerate(assets())}
    assert src.strong_score > src.loose_score
    assert index["JOTUNHEIM"] in src.strong[src.row["giant"]]
    assert index["JOTUNHEIM"] in src.loose[src.row["giant"]]
    assert src.strong_cards[src.loose_line[src.row["devil"]], index["KINGPIN"]]
    for seed, gone in ((6530, "GIANT"), (6850, "DEVIL")):
        view = new_game("codenames", seed, 2, {"variant": "co-op"}).view(0)
        clue = wa.choose_clue(view, wa.LEVELS["normal"], src)
        assert clue is not None and clue.word != gone, (seed, clue)


def test_a_kind_word_is_a_set_of_every_card_of_the_kind() -> None:
    """set_words.toml ``facts = "*"``: PLACE names every place card alike, a clue only while
    every place on the board is ours (share 1.0): tuning board 8266 has five places, one not
    ours, so no PLACE clue; and then for all of them (bold). CRIMINAL counts the villains a
    person counts (Electro: CRIMINAL 2 for Punisher and Scorpion took Electro first, board
    6944) and only while every one on the board is ours (CRIMINAL 2 at 3 of 4 took Black Cat
    first on tuning board 8813, read blind)."""
    src = wa.source("minilm")
    normal = wa.LEVELS["normal"]
    index = {a.word: i for i, a in enumerate(assets())}
    places = {index[a.word] for a in assets() if a.kind == "place"}
    # and the Helicarrier, a place in the Agent's categories (``wa.CATEGORY_MEMBERS``)
    assert src.sets[src.row["place"]][0] == places | {index["HELICARRIER"]}
    assert src.set_share[src.set_line[src.row["location"]]] == 1.0
    view = new_game("codenames", 8266, 2, {"variant": "co-op"}).view(0)
    on_board = [c for c in view["grid"] if index[c["word"]] in places]
    assert len(on_board) == 5
    assert any(view["key"][c["index"]] != view["turn_team"] for c in on_board)
    clue = wa.choose_clue(view, normal, src)
    assert clue is not None and clue.word not in ("PLACE", "PLACES", "LOCATION")
    # bold: where every place on the board is ours, PLACE aims at them all (board 8908: four)
    view = new_game("codenames", 8908, 2, {"variant": "co-op"}).view(0)
    clue = wa.choose_clue(view, normal, src)
    on_board = {c["index"] for c in view["grid"] if index[c["word"]] in places}
    assert clue is not None and clue.word == "PLACE" and set(clue.intended) == on_board
    assert clue.number == len(on_board) == 4
    assert index["ELECTRO"] in src.sets[src.row["criminal"]][0]
    assert index["HELL'S KITCHEN"] not in src.sets[src.row["criminal"]][0]  # a character word
    assert src.set_share[src.set_line[src.row["criminal"]]] == 1.0
    view = new_game("codenames", 6944, 2, {"variant": "co-op"}).view(0)
    clue = wa.choose_clue(view, normal, src)
    assert clue is not None and clue.word != "CRIMINAL"


def test_no_relief_while_a_card_not_ours_holds_the_word_among_its_facts() -> None:
    """The relief of ``Level.later``/``second`` is for a link a person sees; a card not ours
    that holds the word among its curated facts is seen alike (SPACE 3 took Drax third on
    board 7221; LIGHTNING 2 took Mjolnir second on board 6946), so no relief then. A set word
    keeps its own share rule (WOMAN 4 on board 6830, with America Chavez not ours, was found
    whole)."""
    src = wa.source("minilm")
    normal = wa.LEVELS["normal"]
    index = {a.word: i for i, a in enumerate(assets())}
    for seed, word, theirs in ((7221, "SPACE", "DRAX"), (6946, "LIGHTNING", "MJOLNIR")):
        view = new_game("codenames", seed, 2, {"variant": "co-op"}).view(0)
        card = next(c for c in view["grid"] if c["word"] == theirs)
        assert view["key"][card["index"]] != view["turn_team"]
        assert src.facts[src.row[word.lower()], index[theirs]] / 255.0 >= normal.later_fact
        clue = wa.choose_clue(view, normal, src)
        assert clue is not None and clue.word != word, (seed, clue)
    view = new_game("codenames", 6830, 2, {"variant": "co-op"}).view(0)
    clue = wa.choose_clue(view, normal, src)
    assert clue is not None and (clue.word, clue.number) == ("WOMAN", 4)


def test_a_card_a_person_took_for_a_place_or_trade_word_counts_against_it() -> None:
    """loose_links.toml ``[strong]`` from boards 7200-7259: CITY 2 took Knowhere second
    (7205), CONSTRUCTION 2 Vulture (7209), MEDICINE 2 Shuri (7211), MONASTERY 3 the Ancient
    One (7256): none of those clues is given now."""
    src = wa.source("minilm")
    index = {a.word: i for i, a in enumerate(assets())}
    for seed, word, taken in (
        (7205, "CITY", "KNOWHERE"),
        (7209, "CONSTRUCTION", "VULTURE"),
        (7211, "MEDICINE", "SHURI"),
        (7256, "MONASTERY", "ANCIENT ONE"),
    ):
        assert index[taken] in src.strong[src.row[word.lower()]]
        view = new_game("codenames", seed, 2, {"variant": "co-op"}).view(0)
        clue = wa.choose_clue(view, wa.LEVELS["normal"], src)
        assert clue is not None and clue.word != word, (seed, clue)


def test_a_card_whose_facts_hold_a_word_a_person_does_not_see_is_never_aimed_at() -> None:
    """loose_links.toml ``[unseen]``: the Defenders hold CITY among their facts, Lizard and
    Scorpion score high for DOG through "animal", Cable holds BIG (a big gun); fresh
    new players never took them for those words (CITY 3 stopped before the Inhumans on board
    7250, DOG 3 found Lockjaw alone on 7248, BIG 2 stopped after Kingpin on 7249). Our such
    card scores under the floor for the word (and its listed synonyms): no clue aims at it."""
    src = wa.source("minilm")
    normal = wa.LEVELS["normal"]
    index = {a.word: i for i, a in enumerate(assets())}
    assert index["DEFENDERS"] in src.unseen[src.row["city"]]
    assert index["DEFENDERS"] in src.unseen[src.row["urban"]]
    for seed, word, card in (
        (7250, "CITY", "INHUMANS"),
        (7248, "DOG", "LIZARD"),
        (7249, "BIG", "CABLE"),
    ):
        view = new_game("codenames", seed, 2, {"variant": "co-op"}).view(0)
        clue = wa.choose_clue(view, normal, src)
        assert clue is not None and clue.word != word, (seed, clue)
        names = [view["grid"][i]["word"] for i in clue.intended]
        row = src.row.get(clue.word.lower())
        assert row is None or card not in names or index[card] not in src.unseen.get(row, ())
    # the cap is per board: the shared board slice keeps the real scores for the next clue
    view = new_game("codenames", 7250, 2, {"variant": "co-op"}).view(0)
    board = wa._board(src, normal, wa._asset_ids(view))
    rows, sub, _ = board.part(False)
    j = int(np.flatnonzero(rows == src.row["city"])[0])
    col = next(c["index"] for c in view["grid"] if c["word"] == "INHUMANS")
    assert sub[j, col] >= normal.floor


def test_the_wider_relief_asks_a_card_more_where_no_rival_holds_the_word() -> None:
    """With no relief beside a card not ours that holds the word, the relief widened
    (``later`` 0.5 -> 0.3, ``second`` 0.7 -> 0.5): tuning board 8748 says FLY 3 for Falcon,
    Storm and Mjolnir (read whole, blind) where it said SKY 2. The assassin margin keeps
    ``relief_assassin`` of itself: without it board 8114 says GLOW 3, whose third card a
    blind read missed for Gambit's glowing cards, the assassin."""
    src = wa.source("minilm")
    normal = wa.LEVELS["normal"]
    view = new_game("codenames", 8748, 2, {"variant": "co-op"}).view(0)
    before = wa.choose_clue(view, dataclasses.replace(normal, later=0.5, second=0.7), src)
    after = wa.choose_clue(view, normal, src)
    assert before is not None and (before.word, before.number) == ("SKY", 2)
    assert after is not None and (after.word, after.number) == ("FLY", 3)
    names = {view["grid"][i]["word"] for i in after.intended}
    assert names == {"FALCON", "STORM", "MJOLNIR"}
    view = new_game("codenames", 8114, 2, {"variant": "co-op"}).view(0)
    loose = wa.choose_clue(view, dataclasses.replace(normal, relief_assassin=0.0), src)
    kept = wa.choose_clue(view, normal, src)
    assert loose is not None and (loose.word, loose.number) == ("GLOW", 3)
    assert kept is not None and kept.word != "GLOW"
    gambit = next(c["index"] for c in view["grid"] if c["word"] == "GAMBIT")
    assert view["key"][gambit] == ASSASSIN


def _telepath_turn(level: wa.Level) -> list[str]:
    """TELEPATH 2 (meant for Mantis and Professor X) on board 26367, where both are the
    team's and Nightcrawler is the assassin: the cards the computer Agent takes."""
    g = new_game("codenames", 26367, 2, {"variant": "co-op"})
    assert isinstance(g, CodenamesGame)
    key = {c["word"]: g.view(0)["key"][c["index"]] for c in g.view(0)["grid"]}
    team = g.view(0)["turn_team"]
    assert key["PROFESSOR X"] == key["MANTIS"] == team and key["NIGHTCRAWLER"] == ASSASSIN
    play(g, "0:clue TELEPATH 2")
    taken = []
    while not g.is_terminal() and g.view(1)["phase"] == "guess":
        guess = wa.choose_guess(g.view(1), level, wa.source("minilm"))
        if guess.index is None:
            break
        taken.append(g.view(1)["grid"][guess.index]["word"])
        play(g, f"1:guess {guess.index}")
    return taken


def test_the_agent_stops_when_the_next_card_is_a_guess() -> None:
    """A person's TELEPATH 2 for Mantis (an empath) and Professor X: the Agent takes Professor
    X, then Mantis (data/categories.toml counts her among the telepaths), and never
    Nightcrawler (who teleports), the assassin. Without the rule (``stop_assassin`` 0, the
    fields' default, and the old floor ``confidence`` 0.20) and the category it took
    Nightcrawler; now Mantis comes first with or without the rule."""
    normal = wa.LEVELS["normal"]
    assert _telepath_turn(normal) == ["PROFESSOR X", "MANTIS"]
    off = dataclasses.replace(normal, stop_assassin=0.0, confidence=0.20)
    assert _telepath_turn(off) == ["PROFESSOR X", "MANTIS"]
    # A level written without the new fields keeps guessing as before.
    old = wa.Level("old", 4, 0.5, 0.06, 0.3, 0.2, 0.7)
    assert old.stop_assassin == 0.0 and _telepath_turn(old) == ["PROFESSOR X", "MANTIS"]


def _turn(clue: str, level: wa.Level) -> tuple[list[str], list[float]]:
    """The cards the Agent takes for ``clue`` on the scenario board (HYDRA's turn), and the
    calibrated chance (``wa.team_chance``) of the card it weighed after each one taken."""
    g = positioned(2, variant="co-op")
    play(g, f"0:clue {clue}")
    src = wa.source("minilm")
    word = clue.split()[0]
    index = {a.word: i for i, a in enumerate(assets())}
    taken: list[str] = []
    chances: list[float] = []
    while not g.is_terminal() and g.view(1)["phase"] == "guess" and 1 in g.active_seats():
        view = g.view(1)
        if taken:
            open_cards = [c["index"] for c in view["grid"] if c["cover"] is None]
            ids = [index[WORDS[i]] for i in open_cards]
            s = src.read(word, ids)
            assert s is not None
            tie = wa.tie_break(src, word, ids)
            ranked = sorted(range(len(ids)), key=lambda j: (-s[j], -tie[j], open_cards[j]))
            nxt, after = float(s[ranked[0]]), float(s[ranked[1]])
            second = wa.second_margin(src, word, ids, ranked[0])
            chances.append(wa.team_chance(nxt, nxt - after, second))
        guess = wa.choose_guess(view, level, src)
        if guess.index is None:
            break
        taken.append(WORDS[guess.index])
        play(g, f"1:guess {guess.index}")
    return taken, chances


def test_the_stopping_rule_goes_on_for_a_clear_curated_link_and_stops_on_a_weak_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """COUSIN 2 on the scenario board: She-Hulk and Hulk, each the other's cousin in the
    curated lore, a clear second card: the Agent goes for the whole number. TREE 2: Groot,
    then Storm (the rival's) at a calibrated chance of about 0.45, a card no curated link ties
    to TREE: priced by the board's share of rival cards and the assassin
    (``UNWEIGHED_AVOIDS``), the guess is not worth its risk and the Agent stops after Groot;
    priced as a card the writer weighed (a wrong one a bystander three times in four on
    people's clues, ``WRITER_AVOIDS``) it would take Storm. (Read without the words players
    clue each card by, in which Asgard's world tree is a TREE.)"""
    without_crowd(monkeypatch)
    normal = wa.LEVELS["normal"]
    taken, chances = _turn("COUSIN 2", normal)
    assert sorted(taken) == ["HULK", "SHE-HULK"] and chances[0] > 0.8
    taken, chances = _turn("TREE 2", normal)
    assert taken == ["GROOT"] and 0.4 < chances[0] < 0.5
    monkeypatch.setattr(wa, "UNWEIGHED_AVOIDS", wa.WRITER_AVOIDS)
    assert _turn("TREE 2", normal)[0] == ["GROOT", "NOVA"]
    off = dataclasses.replace(normal, stop_assassin=0.0, confidence=0.20)
    assert _turn("TREE 2", off)[0] == ["GROOT", "NOVA"]


def test_a_guess_is_worth_less_near_a_loss_and_more_when_behind() -> None:
    """``guess_gain``: a chance worth a guess on a level first turn is not when the rival has
    one card left (ending on it loses the game), nor when the team is well ahead where it would
    be well behind; a near-sure card is worth it even next to the rival's last card."""
    normal = wa.LEVELS["normal"]

    def view(ours: int, theirs: int, open_cards: int) -> dict[str, Any]:
        return {
            "turn_team": "hydra",
            "starting_team": "shield",
            "left": {"hydra": ours, "shield": theirs},
            "grid": [{"cover": None}] * open_cards + [{"cover": 0}] * (25 - open_cards),
        }

    level = view(8, 8, 24)
    assert wa.behind(level) == 0
    assert wa.guess_gain(level, normal, 0.45) > 0 > wa.guess_gain(level, normal, 0.3)
    # the rival's last card
    assert wa.guess_gain(level, normal, 0.45) > 0 > wa.guess_gain(view(8, 1, 14), normal, 0.45)
    # behind by four the same chance is worth a guess, ahead by four not
    assert (
        wa.guess_gain(view(8, 4, 16), normal, 0.42)
        > 0
        > wa.guess_gain(view(4, 8, 16), normal, 0.42)
    )
    assert wa.guess_gain(view(8, 1, 14), normal, 0.97) > 0


def test_the_agent_still_takes_a_clear_second_card() -> None:
    """GAMMA 2 on the scenario board: Hulk and She-Hulk, both clear, both taken."""
    g = positioned(2, variant="co-op")
    play(g, "0:clue GAMMA 2")
    taken = []
    for _ in range(2):
        guess = wa.choose_guess(g.view(1), wa.LEVELS["normal"], wa.source("minilm"))
        assert guess.index is not None
        taken.append(WORDS[guess.index])
        play(g, f"1:guess {guess.index}")
    assert sorted(taken) == ["HULK", "SHE-HULK"]


def _link_spec(clue: str, taken: list[str]) -> dict[str, float]:
    """``wa.link_spec`` of each open card linked to ``clue`` on the scenario board after the
    cards ``taken``."""
    g = positioned(2, variant="co-op")
    play(g, f"0:clue {clue}")
    for name in taken:
        play(g, f"1:guess {WORDS.index(name)}")
    view = g.view(1)
    open_cards = [c["index"] for c in view["grid"] if c["cover"] is None]
    ids = wa._asset_ids(view)
    open_ids = [ids[i] for i in open_cards]
    tiers = wa.curated_links(clue.split()[0])
    return {
        WORDS[open_cards[j]]: wa.link_spec(view, tiers, open_ids, j)
        for j in range(len(open_ids))
        if tiers is not None and tiers[open_ids[j]] > 0
    }


def test_a_link_few_open_cards_share_makes_the_next_card_surer() -> None:
    """COUSIN 2 with She-Hulk found: Hulk alone holds the link, a guess left for one card
    (1). AVENGERS 2 with the Black Widow found: five open cards share the link at its best
    tier, one guess left (1/5); a card of a lower tier shares it with ten (1/10). HERO 2 with
    Hulk found: Spider-Man is a hero himself (1), the plain facts thirteen open cards share
    (1/13). The calibrated chance grows with it."""
    assert _link_spec("COUSIN 2", ["SHE-HULK"]) == {"HULK": 1.0}
    avengers = _link_spec("AVENGERS 2", ["BLACK WIDOW"])
    assert avengers["HAWKEYE"] == pytest.approx(1 / 5) and avengers["LOKI"] == pytest.approx(1 / 10)
    hero = _link_spec("HERO 2", ["HULK"])
    assert hero["SPIDER-MAN"] == 1.0 and hero["GROOT"] == pytest.approx(1 / 13)
    assert wa.team_chance(0.8, 0.05, 0.0, 1.0) > wa.team_chance(0.8, 0.05, 0.0, 0.2)
    assert wa.team_chance(0.8, 0.05, 0.0) == wa.team_chance(0.8, 0.05, 0.0, 0.0)


def test_a_next_card_under_half_is_taken_when_worth_it_and_a_blind_one_never(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """People's clues of the tuning sets: SOKOVIA 3 on board 14000 (Ultron, Baron Zemo and
    Captain America meant; the third scores under 0.50) and SCEPTER 2 on board 9175 go on to
    the whole number, where the floor of 0.50 stopped them a card short; THANOS 2 on board
    13733 stopped after Gamora, the next card scoring 0.15 (a person stopped there too), unless
    read with the words players clue each card by, where the Scarlet Witch, who fought Thanos
    alone at the end, is a THANOS card (the team's, taken). Since THANOS 2 of 38207
    (Stormbreaker and Wakanda, meant and taken) Wakanda, the team's too, is a THANOS card
    either way, and the Scarlet Witch is never taken without those words. Since
    SOKOVIA 2 of 25824 (Ultron and Black Widow, meant and taken) the third card of SOKOVIA 3
    is as likely Black Widow, a rival card here, as Captain America: the Agent still goes on."""
    for seed, word, n in ((14000, "SOKOVIA", 3), (9175, "SCEPTER", 2)):
        cards, keys, team = _agent_guesses(seed, word, n)
        assert len(cards) == n and all(k == team for k in keys[:2]), (seed, word, cards)
        assert keys[-1] == team or cards[-1] == "BLACK WIDOW", (seed, word, cards)
    cards, keys, team = _agent_guesses(13733, "THANOS", 2)
    assert cards[0] == "GAMORA" and cards[1] in ("SCARLET WITCH", "WAKANDA"), cards
    assert keys == [team, team]
    without_crowd(monkeypatch)
    cards, _, _ = _agent_guesses(13733, "THANOS", 2)
    assert cards[0] == "GAMORA" and "SCARLET WITCH" not in cards, cards  # Wakanda is agreed


def test_cards_the_reading_scores_alike_are_ordered_by_the_writers_model(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """QUILL 2 (20632, meant: the Ravagers and Xandar): after the Ravagers, Xandar and Thor
    (the assassin) score exactly alike (both linked at one tier, neither known to the first
    table); the first card's model of what a writer meant orders them, not the board. (Read
    without the words players clue each card by, which lift Thor.)"""
    without_crowd(monkeypatch)
    _, names, open_cards, open_ids, s = read_after(20632, "QUILL 2", ["RAVAGERS"])
    at = {names[i]: j for j, i in enumerate(open_cards)}
    assert s[at["XANDAR"]] == s[at["THOR"]] == s.max()
    tie = wa.tie_break(wa.source("minilm"), "QUILL", open_ids)
    assert tie[at["XANDAR"]] > tie[at["THOR"]]
    cards, keys, team = _agent_guesses(20632, "QUILL", 2)
    assert cards == ["RAVAGERS", "XANDAR"] and keys == [team, team], cards
    monkeypatch.setattr(wa, "LATER_FIT", True)  # the writer's model picks it as well
    assert _agent_guesses(20632, "QUILL", 2)[0] == ["RAVAGERS", "XANDAR"]
    monkeypatch.setattr(wa, "LATER_FIT", False)
    monkeypatch.setattr(wa, "tie_break", lambda src, word, ids, feats=None: np.zeros(len(ids)))
    cards, keys, _ = _agent_guesses(20632, "QUILL", 2)
    assert cards == ["RAVAGERS", "THOR"] and keys[1] == "assassin", cards
