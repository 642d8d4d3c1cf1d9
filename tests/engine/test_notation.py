import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.engine.actions import Action, format_action, parse_action
from tabletop.engine.errors import NotationError

verbs = st.from_regex(r"[a-z][a-z0-9_]{0,10}", fullmatch=True)
args = st.lists(st.one_of(st.integers(-(10**9), 10**9), st.text(max_size=20)), max_size=5)


@given(st.integers(0, 7), verbs, args)
def test_round_trip(seat, verb, a):
    action = Action(seat, verb, tuple(a))
    assert parse_action(format_action(action)) == action


def test_examples():
    assert str(Action(0, "play", (17, 1))) == "0:play 17 1"
    assert str(Action(2, "clue", ("IRON MAN", 2))) == '2:clue "IRON MAN" 2'
    assert str(Action(1, "clue", ("12",))) == '1:clue "12"'
    assert parse_action('3:clue "a \\"b\\"" unlimited') == Action(3, "clue", ('a "b"', "unlimited"))


@pytest.mark.parametrize("bad", ["", "play 1", "x:play", "0:Play", '0:clue "open', "0:play $"])
def test_bad_text_is_refused_with_a_reason(bad):
    with pytest.raises(NotationError):
        parse_action(bad)
