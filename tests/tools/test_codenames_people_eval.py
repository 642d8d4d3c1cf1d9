"""The people-style evaluation's sheets: a key sheet groups each board's 25 cards as its
Director sees them, and a person's clues are scored by the computer Agent."""

from __future__ import annotations

import json
import re

from tool_loader import load_tool


def _tool():
    return load_tool("codenames_people_eval")


def test_key_sheets_and_scoring_a_persons_clues(tmp_path) -> None:
    tool = _tool()
    sheet = tmp_path / "sheet.txt"
    tool.agent_board(range(5300, 5302), str(sheet))
    text = sheet.read_text()
    for board in re.split(r"\n\n", text.strip()):
        counts = [int(n) for n in re.findall(r"\((\d+)\)", board)]
        assert sum(counts) == 25 and counts[-1] == 1  # every card once, one assassin
    clues = {"5300": "ARMOR 2", "5301": "SPIDER 2"}
    (tmp_path / "clues.json").write_text(json.dumps(clues))
    got = tool.agent_score(clues, "normal")
    assert got["clues"] == 2 and got["asked_per_clue"] == 2.0
    assert 0 <= got["cards_per_clue"] <= 2 and got["assassin"] == 0
