import json

import pytest

from tabletop.engine.cards import Field, validate_cards
from tabletop.engine.errors import CardDataError, SaveError
from tabletop.engine.saves import read_json
from tabletop.engine.scenario import parse_scenario, run_scenario
from tabletop.room.session import SeatConfig, Session


def _session(tmp_path, **kw):
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "random")]
    return Session("espionage", 5, seats, autosave=tmp_path / "auto.json", **kw)


def _play_some(s: Session, n: int) -> None:
    for _ in range(n):
        if s.game.is_terminal():
            break
        seat = s.game.active_seats()[0]
        s.apply(s.game.legal_actions(seat)[-1])


def test_save_and_load_round_trip(tmp_path):
    s = _session(tmp_path)
    _play_some(s, 30)
    s.save(tmp_path / "g.json")
    t = Session.load(tmp_path / "g.json")
    assert t.game.state_hash() == s.game.state_hash()
    assert t.log == s.log


def test_autosave_after_every_action(tmp_path):
    s = _session(tmp_path)
    _play_some(s, 3)
    data = read_json(tmp_path / "auto.json")
    assert data["log"] == s.log


@pytest.mark.parametrize(
    "content,words",
    [
        ("{not json", "broken JSON"),
        ("[1, 2]", "expected a JSON object"),
        ('{"format": "x"}', "not a tabletop save"),
        (
            '{"format": "tabletop-save", "version": 1, "game": "nope", "seed": 1, "seats": [], "options": {}, "log": []}',
            "unknown game",
        ),
        (
            '{"format": "tabletop-save", "version": 1, "game": "espionage", "seed": "a", "seats": [], "options": {}, "log": []}',
            "seed",
        ),
        (
            '{"format": "tabletop-save", "version": 1, "game": "espionage", "seed": 1, "seats": [{"kind": "human"}, {"kind": "bot"}], "options": {}, "log": ["0:fly 3"]}',
            "action 0",
        ),
    ],
)
def test_bad_saves_give_clear_messages(tmp_path, content, words):
    p = tmp_path / "bad.json"
    p.write_text(content)
    with pytest.raises(SaveError) as e:
        Session.load(p)
    assert words in str(e.value)


def test_atomic_write_leaves_no_temp_files(tmp_path):
    s = _session(tmp_path)
    _play_some(s, 5)
    assert [p.name for p in tmp_path.iterdir()] == ["auto.json"]


def test_undo_stops_at_revealed_information(tmp_path):
    s = _session(tmp_path)
    # the start of the game dealt and drew cards: nothing before the first move can be undone
    assert not s.can_undo()
    seat = s.game.active_seats()[0]
    assert seat == 0
    end = next(a for a in s.game.legal_actions(0) if a.verb == "end")
    s.apply(end)  # the next player draws: hidden information revealed
    assert not s.can_undo()


def test_undo_replays_to_before_the_human_move(tmp_path):
    """Playing a Mission and passing in its window reveal nothing new: both can be undone,
    with the bot's answers after them."""
    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "random")]
    for seed in range(200):
        s = Session("espionage", seed, seats)
        plays = [a for a in s.game.legal_actions(0) if a.verb == "play"]
        if plays:
            break
    h0 = s.game.state_hash()
    events = s.apply(plays[0])
    if any(e.reveals for e in events):
        assert not s.can_undo()
        return
    assert s.can_undo()
    assert s.undo()
    assert s.game.state_hash() == h0
    assert s.log == []


def test_card_data_errors_name_file_card_and_field():
    schema = {"kind": Field(str, choices=("a", "b"))}
    with pytest.raises(CardDataError, match=r"deck.toml: card #2 \('X'\): field 'kind' is 'c'"):
        validate_cards(
            {
                "card": [
                    {"name": "W", "text": "", "kind": "a"},
                    {"name": "X", "text": "", "kind": "c"},
                ]
            },
            schema,
            "deck.toml",
        )
    with pytest.raises(CardDataError, match="missing field 'text'"):
        validate_cards({"card": [{"name": "W", "kind": "a"}]}, schema, "deck.toml")
    with pytest.raises(CardDataError, match="unknown field 'power'"):
        validate_cards({"card": [{"name": "W", "text": "", "kind": "a", "power": 3}]}, schema, "d")


def test_scenario_reports_first_illegal_action():
    spec = parse_scenario(
        {"game": "espionage", "seed": 1, "seats": 2, "actions": ["0:end", "0:end"]}
    )
    out = run_scenario(spec)
    assert not out.ok and out.error_index == 1
    assert "not Player 1's move" in out.error or "not" in out.error
    assert json.dumps(out.to_dict())


def test_scenario_cli(tmp_path, capsys):
    from tabletop.cli import main

    p = tmp_path / "s.toml"
    p.write_text('game = "espionage"\nseed = 2\nseats = 3\nactions = ["0:end"]\n')
    assert main(["scenario", str(p)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["ok"] and out["applied"] == 1 and out["state"]["turn"] == 1
    p.write_text("game = 3")
    assert main(["scenario", str(p)]) == 2


def test_a_bot_may_choose_an_action_outside_the_listed_sample():
    """Codenames clues are open-ended: the listed legal actions are a sample, and a bot's own
    clue (checked by the rules) must be kept, not replaced by a sampled one."""
    s = Session(
        "codenames",
        21,
        [SeatConfig("bot", "D", "normal"), SeatConfig("human", "A")],
        {"variant": "co-op"},
    )
    action = s.bot_choice(0)
    assert action.verb == "clue"
    s.game.check(action)
    from tabletop.games.codenames import wordassoc as wa

    assert not wa.best_match_is_assassin(s.game.view(0), str(action.args[0]))


def test_a_loaded_autosave_goes_on_in_its_own_file(tmp_path, monkeypatch):
    """``play --load`` of an autosave continues that file (one game, one autosave, as resuming
    it from the saves list does); a named save or a file from elsewhere is never overwritten."""
    from tabletop.engine.saves import autosave_for_load, new_autosave_path, saves_dir

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    auto = new_autosave_path("espionage")
    assert autosave_for_load(auto, "espionage") == auto
    named = saves_dir() / "evening.json"
    named.write_text("{}")
    elsewhere = tmp_path / "auto-copied.json"
    elsewhere.write_text("{}")
    for other in (named, elsewhere):
        got = autosave_for_load(other, "espionage")
        assert got != other and got.parent == saves_dir() and got.name.startswith("auto-")


def test_undo_stops_once_a_bot_answered_and_at_the_end():
    """A new player could take back a move after seeing the computer's answer (a card from its
    hand) and after the game was over. A bot's move other than a pass is a floor, as a reveal
    is; a finished game takes nothing back."""
    from tabletop.ai.base import make_bot

    seats = [SeatConfig("human", "Ann"), SeatConfig("bot", "Bob", "normal")]
    me = make_bot("austin", "normal")
    s = Session("austin", 3, seats)
    answered = False
    while not s.game.is_terminal():
        seat = s.game.active_seats()[0]
        if seat == 0:
            legal = s.game.legal_actions(0)
            s.apply(me.choose(s.game.view(0), legal, s.bot_rng))
            continue
        a = s.bot_choice(seat)
        events = s.apply(a)
        if a.verb != "pass" and not any(e.reveals for e in events):
            assert not s.can_undo()  # the bot's choice was seen
            answered = True
    assert answered
    assert not s.can_undo() and not s.undo()


def _hotseat_save(**extra):
    s = Session("espionage", 7, [SeatConfig("human", n) for n in ("Ann", "Bea", "Cy")])
    s.apply("0:play 6 1")
    s.apply("0:pass", by_table=True)
    return {**s.to_save(), **extra}


def test_the_tables_moves_are_saved_and_an_old_save_loads_as_before():
    data = _hotseat_save()
    assert data["by_table"] == [1]
    s = Session.from_save_data(json.loads(json.dumps(data)))
    assert s.by_table == {1} and s.known_from == 0
    old = {k: v for k, v in data.items() if k != "by_table"}
    s = Session.from_save_data(old)
    assert s.by_table == set() and s.known_from == 2


@pytest.mark.parametrize(
    "by_table,words",
    [
        ({"1": True}, "should list positions"),
        ([0, 1, 2], "should list positions"),
        ([2], "holds 2"),
        ([-1], "holds -1"),
        ([1, 1], "holds 1"),
        ([1, 0], "holds 0"),
        ([True], "holds True"),
        (["1"], "holds"),
    ],
)
def test_a_saves_table_moves_are_checked(by_table, words):
    with pytest.raises(SaveError) as e:
        Session.from_save_data(_hotseat_save(by_table=by_table))
    assert words in str(e.value)
